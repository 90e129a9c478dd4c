"""The :class:`Narrator`: engine events to localized sentences for one listening seat.

Usage::

    tr = Translator("fr")
    narrator = Narrator(tr, presentation("fearless"), listener=0, seat_names=None, players=4)
    for event in game.apply(action):
        for line in narrator.narrate(event):
            speaker.speak(line)

Every event is first redacted for the listener (``engine.events.redact``), so a narrator never
says what its seat may not know. Messages are ``<game>-<event>-<level>`` in
``locales/*/narration.ftl``; the code only passes codes and numbers.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from enum import StrEnum
from typing import Any, Protocol

from audiogame.i18n import Translator
from audiogame.narration.cards import (
    CardForm,
    CardWords,
    card_name,
    hand_summary,
    signed,
    suit_counts,
)
from engine.events import Event, redact
from engine.reasons import Illegal, Refusal

__all__ = ["Narrator", "Verbosity", "default_seat_names", "event_message_base"]

log = logging.getLogger(__name__)

_SEAT_IDS: dict[int, tuple[str, ...]] = {
    2: ("seat-north",),
    3: ("seat-west", "seat-east"),
    4: ("seat-west", "seat-north", "seat-east"),
    5: ("seat-west", "seat-northwest", "seat-northeast", "seat-east"),
}


class Verbosity(StrEnum):
    """How much the narrator says about each event."""

    BRIEF = "brief"
    """One or two words where possible; some events say nothing."""
    NORMAL = "normal"
    """Short sentences with the facts of the event."""
    DETAILED = "detailed"
    """Adds reasons, the next leader and reminders of the rules."""


def default_seat_names(tr: Translator, players: int, listener: int | None) -> list[str]:
    """Localized names for the seats of ``players``: "You" for the listener, compass points
    clockwise from the listener's left for the others (``West``, ``North``, ``East`` ...).
    With no listener (a spectator), seat 0 is ``South``."""
    ids = _SEAT_IDS.get(players)
    anchor = 0 if listener is None else listener
    names = [str(seat + 1) for seat in range(players)]
    names[anchor] = tr.t("seat-you" if listener is not None else "seat-south")
    for offset in range(1, players):
        seat = (anchor + offset) % players
        if ids:
            names[seat] = tr.t(ids[offset - 1])
    return names


def event_message_base(game: str, event: Event | type[Event]) -> str:
    """The message id prefix of an event: ``fearless-card-played`` for ``CardPlayed``."""
    name = event.__name__ if isinstance(event, type) else type(event).__name__
    return f"{game}-" + re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


Handler = Callable[[Any], list[str]]
"""Narration of one event type: the (already redacted) event to sentences."""


class NarratedGame(CardWords, Protocol):
    """What a narrator needs of its game's presentation (passed in, never looked up: this
    package imports no game)."""

    def handlers(self, narrator: Narrator) -> Mapping[type[Event], Handler]:
        """The narration of each event type, for ``narrator``."""

    def explain_win(self, narrator: Narrator, event: Event) -> list[str]:
        """Why a trick went where it did."""


def _default_players(game: str) -> int:
    from engine.registry import ENTRIES

    return ENTRIES[game].default_players


class Narrator:
    """Narrates one game's events for ``listener`` (a seat, or ``None`` for a spectator).

    ``seat_names`` gives each seat's spoken name (the listener's entry is ignored: the
    messages say "you"); ``None`` uses :func:`default_seat_names`. :attr:`symbols` adds the
    tactile symbol of the adapted deck, :attr:`powers` a card's power, to card names at normal
    and detailed levels (``details`` sets both at first).
    """

    def __init__(
        self,
        translator: Translator,
        show: NarratedGame,
        listener: int | None,
        seat_names: Sequence[str] | None = None,
        verbosity: Verbosity | str = Verbosity.NORMAL,
        *,
        players: int | None = None,
        details: bool = True,
    ) -> None:
        self.show = show
        self.tr = translator
        game = self.game = show.name
        self.listener = listener
        self.seat_names = list(seat_names) if seat_names is not None else None
        if players is None:
            players = len(seat_names) if seat_names is not None else _default_players(game)
        self.players = players
        self._verbosity = Verbosity(verbosity)
        self.symbols = details
        """Card names carry the tactile symbol of the adapted deck (where the game has them)."""
        self.powers = details
        """Card names carry the card's power (where the game has them)."""
        self._told: set[Hashable] = set()
        self.void_said: tuple[int, int] | None = None
        """The void the last card line said, ``(seat, suit)`` (see :meth:`void_news`), or
        ``None``."""
        self._handlers: dict[type[Event], Handler] = dict(self.show.handlers(self))

    # --- public API ----------------------------------------------------------------------

    @property
    def verbosity(self) -> Verbosity:
        """The current level; may be set at any time (``"brief"`` or ``Verbosity.BRIEF``)."""
        return self._verbosity

    @verbosity.setter
    def verbosity(self, value: Verbosity | str) -> None:
        self._verbosity = Verbosity(value)

    def handles(self, event_type: type[Event]) -> bool:
        """True when this narrator has narration for ``event_type``."""
        return event_type in self._handlers

    def narrate(self, event: Event) -> list[str]:
        """The sentences for ``event`` at the current verbosity (maybe none), in order."""
        handler = self._handlers.get(type(event))
        if handler is None:
            log.warning("no narration for %s in %s", type(event).__name__, self.game)
            if self.tr.strict:
                raise LookupError(f"no narration for {type(event).__name__}")
            return []
        lines = handler(redact(event, self.listener))
        return [line for line in lines if line.strip()]

    def name(self, seat: int) -> str:
        """The spoken name of ``seat`` ("You" for the listener)."""
        names = self.seat_names or default_seat_names(self.tr, self.players, self.listener)
        if seat == self.listener:
            return self.tr.t("seat-you")
        if 0 <= seat < len(names):
            return names[seat]
        return str(seat + 1)

    def card(self, card: int, form: CardForm = "name", *, details: bool | None = None) -> str:
        """``card`` named for this game: with the symbol and power the narrator's settings ask
        for (``details`` ``None``), with both (``True``: the card key's long form) or bare
        (``False``)."""
        if details is not None:
            return card_name(self.tr, self.show, card, form, details)
        return card_name(self.tr, self.show, card, form, symbols=self.symbols, powers=self.powers)

    def describe_illegal(self, illegal: Illegal, phase: str | None = None) -> str:
        """Why an action was refused, in one sentence ("You must follow green; ...").

        ``phase`` (the Fox observation's phase, e.g. ``"fox-exchange"``) makes the
        wrong-phase answer precise.
        """
        args: dict[str, Any] = {}
        if illegal.suit is not None:
            args["suit"] = self.show.suit_code(illegal.suit)
        if illegal.options:
            names = [self.card(c, "obj", details=False) for c in illegal.options]
            args["options"] = self.tr.join(names, last="list-or-last")
            args["count"] = len(names)
        if illegal.code == Refusal.WRONG_PHASE:
            args["phase"] = phase or "other"
        code = str(illegal.code)
        for msg in (f"{self.game}-refusal-{code}", f"refusal-{code}"):
            if self.tr.has(msg, fallback=True):
                return self.tr.t(msg, **args)
        return self.tr.t("refusal-other", **args)

    def first_time(self, fact: Hashable) -> bool:
        """True the first time ``fact`` comes up since :meth:`forget` (a fact said once, such as
        a seat's void in a suit); it is remembered from then on."""
        if fact in self._told:
            return False
        self._told.add(fact)
        return True

    def forget(self) -> None:
        """Forget the facts already said (a new round; the game taken back)."""
        self._told.clear()
        self.void_said = None

    def void_news(self, seat: int, suit: int | None) -> bool:
        """For a card line: ``seat`` plays a card of another suit than ``suit``, the led suit
        (``None`` when the card leads, follows or has no suit). True when that void is news
        (the first time since :meth:`forget`): the normal level says it then, the detailed
        level at every such card, the brief level never. :attr:`void_said` keeps what the line
        says, for a companion's note not to say it again."""
        self.void_said = None
        if suit is None:
            return False
        news = self.first_time(("void", seat, suit))
        level = self.verbosity
        if level is Verbosity.DETAILED or (news and level is Verbosity.NORMAL):
            self.void_said = (seat, suit)
        return news

    def explain_win(self, event: Event) -> list[str]:
        """The "why?" answer for a trick: why the winner won (and what follows from it)."""
        return self.show.explain_win(self, event)

    # --- helpers for the games' narration ------------------------------------------------

    @property
    def brief(self) -> bool:
        """True at the brief level (one or two words where possible)."""
        return self.verbosity is Verbosity.BRIEF

    @property
    def extras(self) -> bool | None:
        """The ``details`` of card names in narration: as the settings say (``None``), bare at
        the brief level (``False``)."""
        return False if self.brief else None

    @property
    def card_form(self) -> CardForm:
        """Brief lines name cards bare ("West: green minus 4"); sentences use the object form."""
        return "name" if self.brief else "obj"

    def say(self, base: str, **args: Any) -> str:
        """The message ``<base>-<level>`` at the current verbosity."""
        return self.tr.t(f"{base}-{self.verbosity.value}", **args)

    def signed(self, number: int) -> str:
        """A signed number in words ("plus 3")."""
        return signed(self.tr, number)

    def who(self, seat: int, prefix: str = "") -> dict[str, str]:
        """``who`` and ``player`` arguments for ``seat`` (``next_who``... with a prefix)."""
        who_key = f"{prefix}_who" if prefix else "who"
        player_key = f"{prefix}_player" if prefix else "player"
        if prefix == "dealer":
            player_key = "dealer"
        return {
            who_key: "you" if seat == self.listener else "other",
            player_key: self.name(seat),
        }

    def seat_order(self) -> list[int]:
        """Seats from the listener on, clockwise."""
        start = self.listener if self.listener is not None else 0
        return [(start + i) % self.players for i in range(self.players)]

    def scores(self, item: str, points: Sequence[int], *, ranked: bool = False) -> str:
        """Each seat's points, from the listener on; ``ranked``: lowest first (the ranking)."""
        seats = [s for s in self.seat_order() if s < len(points)]
        if ranked:
            seats.sort(key=lambda s: points[s])
        return self.tr.join(
            [self.tr.t(item, points=points[s], **self.who(s)) for s in seats], last="list-more"
        )

    def hand_dealt(self, event: Any) -> list[str]:
        """A hand dealt (``event.seat``, ``event.cards`` or ``None`` when hidden)."""
        known = event.cards is not None
        cards = event.cards or ()
        return [
            self.say(
                f"{self.game}-hand-dealt",
                known=_yes(known),
                count=len(cards),
                hand=hand_summary(self.tr, self.show, cards) if known else "",
                suits=suit_counts(self.tr, self.show, cards) if known else "",
                **self.who(event.seat),
            )
        ]

    def winner_args(self, winners: Sequence[int]) -> dict[str, Any]:
        """``who``, ``winners`` and ``count`` arguments of a game's end."""
        others = [s for s in winners if s != self.listener]
        mine = len(others) != len(winners)
        if len(winners) == 1:
            who = "you" if mine else "other"
        else:
            who = "you-and-others" if mine else "others"
        names = [self.name(s) for s in others] + ([self.tr.t("seat-you-lower")] if mine else [])
        return {"who": who, "winners": self.tr.join(names), "count": len(winners)}

    def why_message(self, reason: str, args: dict[str, Any]) -> str:
        """Why a trick was won: the game's own message for ``reason``, else the shared one."""
        specific = f"{self.game}-why-{reason}"
        msg = specific if self.tr.has(specific, fallback=True) else f"why-{reason}"
        return self.tr.t(msg, **args)
