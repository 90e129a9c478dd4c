"""The :class:`Narrator`: engine events to localized sentences for one listening seat.

Usage::

    tr = Translator("fr")
    narrator = Narrator(tr, "fearless", listener=0, seat_names=None, players=4)
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
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any

from audiogame.i18n import Translator
from audiogame.narration.cards import (
    CardForm,
    card_name,
    hand_summary,
    signed,
    suit_code,
    suit_name,
)
from engine.events import Event, redact
from engine.fearless import cards as fearless_cards
from engine.fearless import events as fe
from engine.fox import cards as fox_cards
from engine.fox import events as fx
from engine.reasons import Illegal, Refusal, WinReason

__all__ = ["Narrator", "Verbosity", "default_seat_names", "event_message_base"]

log = logging.getLogger(__name__)

_DEFAULT_PLAYERS = {"fearless": 4, "fox": 2}
_SEAT_IDS: dict[int, tuple[str, ...]] = {
    2: ("seat-north",),
    3: ("seat-west", "seat-east"),
    4: ("seat-west", "seat-north", "seat-east"),
    5: ("seat-west", "seat-northwest", "seat-northeast", "seat-east"),
}
_FOX_LAST_TRICK = 12


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


class Narrator:
    """Narrates one game's events for ``listener`` (a seat, or ``None`` for a spectator).

    ``seat_names`` gives each seat's spoken name (the listener's entry is ignored: the
    messages say "you"); ``None`` uses :func:`default_seat_names`. ``details`` adds the tactile
    symbol (Fearless) or the power (Fox) to card names at normal and detailed levels.
    """

    def __init__(
        self,
        translator: Translator,
        game: str,
        listener: int | None,
        seat_names: Sequence[str] | None = None,
        verbosity: Verbosity | str = Verbosity.NORMAL,
        *,
        players: int | None = None,
        details: bool = True,
    ) -> None:
        if game not in _DEFAULT_PLAYERS:
            raise ValueError(f"unknown game {game!r}")
        self.tr = translator
        self.game = game
        self.listener = listener
        self.seat_names = list(seat_names) if seat_names is not None else None
        if players is None:
            players = len(seat_names) if seat_names is not None else _DEFAULT_PLAYERS[game]
        self.players = players
        self._verbosity = Verbosity(verbosity)
        self.details = details
        self._handlers: dict[type[Event], Callable[[Any], list[str]]] = {}
        if game == "fearless":
            self._handlers.update(
                {
                    fe.RoundStarted: self._fearless_round_started,
                    fe.HandDealt: self._hand_dealt,
                    fe.CardPlayed: self._fearless_card_played,
                    fe.LedSuitFixed: self._fearless_led_suit_fixed,
                    fe.TrickWon: self._fearless_trick_won,
                    fe.GhostMoved: self._fearless_ghost_moved,
                    fe.RoundScored: self._fearless_round_scored,
                    fe.GameOver: self._fearless_game_over,
                }
            )
        else:
            self._handlers.update(
                {
                    fx.RoundStarted: self._fox_round_started,
                    fx.HandDealt: self._hand_dealt,
                    fx.CardPlayed: self._fox_card_played,
                    fx.DecreeExchanged: self._fox_decree_exchanged,
                    fx.DecreeKept: self._fox_decree_kept,
                    fx.CardDrawn: self._fox_card_moved,
                    fx.CardReturned: self._fox_card_moved,
                    fx.TrickWon: self._fox_trick_won,
                    fx.TreasureScored: self._fox_treasure_scored,
                    fx.RoundScored: self._fox_round_scored,
                    fx.GameOver: self._fox_game_over,
                }
            )

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
        """``card`` named for this game; ``details`` defaults to the narrator's setting."""
        wanted = self.details if details is None else details
        return card_name(self.tr, self.game, card, form, wanted)

    def describe_illegal(self, illegal: Illegal, phase: str | None = None) -> str:
        """Why an action was refused, in one sentence ("You must follow green; ...").

        ``phase`` (the Fox observation's phase, e.g. ``"fox-exchange"``) makes the
        wrong-phase answer precise.
        """
        args: dict[str, Any] = {}
        if illegal.suit is not None:
            args["suit"] = suit_code(self.game, illegal.suit)
        if illegal.options:
            names = [self.card(c, "obj", details=False) for c in illegal.options]
            args["options"] = self.tr.join(names, last="list-or-last")
            args["count"] = len(names)
        if illegal.code is Refusal.WRONG_PHASE:
            args["phase"] = phase or "other"
        specific = f"{self.game}-refusal-{illegal.code.value}"
        msg = specific if self.tr.has(specific, fallback=True) else f"refusal-{illegal.code.value}"
        return self.tr.t(msg, **args)

    def explain_win(self, event: fe.TrickWon | fx.TrickWon) -> list[str]:
        """The "why?" answer for a trick: why the winner won (and, Fox, who leads next)."""
        if isinstance(event, fe.TrickWon):
            return [self._fearless_why(event)]
        return self._fox_why(event)

    # --- helpers -------------------------------------------------------------------------

    @property
    def _level(self) -> str:
        return self.verbosity.value

    @property
    def _details(self) -> bool:
        return self.details and self.verbosity is not Verbosity.BRIEF

    @property
    def _card_form(self) -> CardForm:
        """Brief lines name cards bare ("West: green minus 4"); sentences use the object form."""
        return "name" if self.verbosity is Verbosity.BRIEF else "obj"

    def _say(self, base: str, **args: Any) -> str:
        return self.tr.t(f"{base}-{self._level}", **args)

    def _who(self, seat: int, prefix: str = "") -> dict[str, str]:
        """``who`` and ``player`` arguments for ``seat`` (``next_who``... with a prefix)."""
        who_key = f"{prefix}_who" if prefix else "who"
        player_key = f"{prefix}_player" if prefix else "player"
        if prefix == "dealer":
            player_key = "dealer"
        return {
            who_key: "you" if seat == self.listener else "other",
            player_key: self.name(seat),
        }

    def _list_name(self, seat: int) -> str:
        return self.tr.t("seat-you-lower") if seat == self.listener else self.name(seat)

    def _seat_order(self) -> list[int]:
        """Seats from the listener on, clockwise."""
        start = self.listener if self.listener is not None else 0
        return [(start + i) % self.players for i in range(self.players)]

    def _scores(self, item: str, points: Sequence[int], *, ranked: bool = False) -> str:
        """Each seat's points, from the listener on; ``ranked``: lowest first (the ranking)."""
        seats = [s for s in self._seat_order() if s < len(points)]
        if ranked:
            seats.sort(key=lambda s: points[s])
        return self.tr.join(
            [self.tr.t(item, points=points[s], **self._who(s)) for s in seats], last="list-more"
        )

    def _hand_dealt(self, event: fe.HandDealt | fx.HandDealt) -> list[str]:
        known = event.cards is not None
        cards = event.cards or ()
        return [
            self._say(
                f"{self.game}-hand-dealt",
                known=_yes(known),
                count=len(cards),
                hand=hand_summary(self.tr, self.game, cards) if known else "",
                **self._who(event.seat),
            )
        ]

    # --- Fearless ------------------------------------------------------------------------

    def _fearless_round_started(self, event: fe.RoundStarted) -> list[str]:
        return [
            self._say(
                "fearless-round-started",
                round=event.round + 1,
                rounds=event.rounds,
                **self._who(event.leader),
            )
        ]

    def _fearless_card_played(self, event: fe.CardPlayed) -> list[str]:
        card_suit = fearless_cards.suit_of(event.card)
        if event.position_in_trick == 0:
            play = "lead"
        elif card_suit is not None and event.led_suit is not None and card_suit != event.led_suit:
            play = "shed"
        else:
            play = "follow"
        return [
            self._say(
                "fearless-card-played",
                card=self.card(event.card, self._card_form, details=self._details),
                total=signed(self.tr, event.total),
                play=play,
                suit=suit_code("fearless", event.led_suit),
                **self._who(event.seat),
            )
        ]

    def _fearless_led_suit_fixed(self, event: fe.LedSuitFixed) -> list[str]:
        return [
            self._say(
                "fearless-led-suit-fixed",
                suit=suit_code("fearless", event.suit),
                after="zero" if event.after_zero_lead else "lead",
                **self._who(event.seat),
            )
        ]

    def _fearless_trick_won(self, event: fe.TrickWon) -> list[str]:
        reason = self.tr.t(
            "fearless-reason-short",
            reason=event.reason.value,
            suit=suit_code("fearless", event.led_suit),
            zero=_yes(event.winning_card == fearless_cards.ZERO),
        )
        return [
            self._say(
                "fearless-trick-won",
                trick=event.trick_no + 1,
                card=self.card(event.winning_card, "obj", details=False),
                value=signed(self.tr, event.value),
                reason=reason,
                **self._who(event.seat),
                **self._who(event.next_leader, "next"),
            )
        ]

    def _fearless_ghost_moved(self, event: fe.GhostMoved) -> list[str]:
        if event.from_position is None:
            move = "leave"
        elif event.from_position == event.to_position:
            move = "stay"
        else:
            move = "move"
        origin = "" if event.from_position is None else signed(self.tr, event.from_position)
        return [
            self._say(
                "fearless-ghost-moved",
                move=move,
                to=signed(self.tr, event.to_position),
                **{"from": origin},
                **self._who(event.seat),
            )
        ]

    def _fearless_round_scored(self, event: fe.RoundScored) -> list[str]:
        lines = [
            self._say(
                "fearless-round-scored",
                round=event.round + 1,
                scores=self._scores("fearless-score-item", event.points),
            )
        ]
        if self.verbosity is Verbosity.BRIEF:
            return lines
        for seat in self._seat_order():
            if seat >= len(event.points):
                continue
            position = event.positions[seat]
            lines.append(
                self._say(
                    "fearless-seat-score",
                    ruin=_yes(position is None),
                    position="" if position is None else signed(self.tr, position),
                    points=event.points[seat],
                    total=event.totals[seat],
                    **self._who(seat),
                )
            )
        return lines

    def _winner_args(self, winners: Sequence[int]) -> dict[str, Any]:
        others = [s for s in winners if s != self.listener]
        mine = len(others) != len(winners)
        if len(winners) == 1:
            who = "you" if mine else "other"
        else:
            who = "you-and-others" if mine else "others"
        names = [self.name(s) for s in others] + ([self.tr.t("seat-you-lower")] if mine else [])
        return {"who": who, "winners": self.tr.join(names), "count": len(winners)}

    def _fearless_game_over(self, event: fe.GameOver) -> list[str]:
        best = min(event.totals) if event.totals else 0
        return [
            self._say(
                "fearless-game-over",
                points=best,
                scores=self._scores("fearless-score-item", event.totals, ranked=True),
                **self._winner_args(event.winners),
            )
        ]

    def _fearless_why(self, event: fe.TrickWon) -> str:
        args: dict[str, Any] = {
            "card": self.card(event.winning_card, "the", details=False),
            "suit": suit_code("fearless", event.led_suit),
            "zero": _yes(event.winning_card == fearless_cards.ZERO),
            "value": signed(self.tr, event.value),
            **self._who(event.seat),
        }
        return self._why_message(event.reason, args)

    # --- Fox -----------------------------------------------------------------------------

    def _fox_suit(self, card: int) -> str:
        return suit_name(self.tr, "fox", fox_cards.suit_of(card))

    def _fox_round_started(self, event: fx.RoundStarted) -> list[str]:
        return [
            self._say(
                "fox-round-started",
                round=event.round + 1,
                decree=self.card(event.decree, "name", details=False),
                trump=self._fox_suit(event.decree),
                **self._who(event.leader),
                **self._who(event.dealer, "dealer"),
            )
        ]

    def _fox_card_played(self, event: fx.CardPlayed) -> list[str]:
        form = self._card_form
        return [
            self._say(
                "fox-card-played",
                card=self.card(event.card, form, details=self._details),
                play="lead" if event.is_lead else "follow",
                **self._who(event.seat),
            )
        ]

    def _fox_decree_exchanged(self, event: fx.DecreeExchanged) -> list[str]:
        return [
            self._say(
                "fox-decree-exchanged",
                new=self.card(event.new, "obj", details=False),
                new_name=self.card(event.new, "name", details=False),
                old=self.card(event.old, "obj", details=False),
                trump=self._fox_suit(event.new),
                changed=_yes(fox_cards.suit_of(event.old) != fox_cards.suit_of(event.new)),
                **self._who(event.seat),
            )
        ]

    def _fox_decree_kept(self, event: fx.DecreeKept) -> list[str]:
        return [self._say("fox-decree-kept", **self._who(event.seat))]

    def _fox_card_moved(self, event: fx.CardDrawn | fx.CardReturned) -> list[str]:
        base = "fox-card-drawn" if isinstance(event, fx.CardDrawn) else "fox-card-returned"
        form = self._card_form
        known = event.card is not None
        return [
            self._say(
                base,
                known=_yes(known),
                card=self.card(event.card, form, details=False) if event.card is not None else "",
                **self._who(event.seat),
            )
        ]

    @staticmethod
    def _fox_winning_card(event: fx.TrickWon) -> tuple[int, int]:
        """(winning card, losing card)."""
        if event.lead[0] == event.seat:
            return event.lead[1], event.follow[1]
        return event.follow[1], event.lead[1]

    def _fox_trick_won(self, event: fx.TrickWon) -> list[str]:
        won, _lost = self._fox_winning_card(event)
        reason = self.tr.t(
            "fox-reason-short",
            reason=event.reason.value,
            trump=suit_name(self.tr, "fox", event.trump),
        )
        return [
            self._say(
                "fox-trick-won",
                trick=event.trick_no + 1,
                card=self.card(won, "obj", details=False),
                reason=reason,
                code=event.reason.value,
                swan=_yes(event.swan_lead),
                last=_yes(event.trick_no >= _FOX_LAST_TRICK),
                **self._who(event.seat),
                **self._who(event.next_leader, "next"),
            )
        ]

    def _fox_treasure_scored(self, event: fx.TreasureScored) -> list[str]:
        return [
            self._say(
                "fox-treasure-scored",
                points=event.points,
                round_total=event.total_this_round,
                **self._who(event.seat),
            )
        ]

    def _fox_round_scored(self, event: fx.RoundScored) -> list[str]:
        lines = [
            self._say(
                "fox-round-scored",
                round=event.round + 1,
                scores=self._scores("fox-score-item", event.round_points),
            )
        ]
        if self.verbosity is Verbosity.BRIEF:
            return lines
        for seat in self._seat_order():
            lines.append(
                self._say(
                    "fox-seat-score",
                    tricks=event.tricks[seat],
                    label=event.labels[seat],
                    table=event.table_points[seat],
                    treasure=event.treasure_points[seat],
                    points=event.round_points[seat],
                    total=event.totals[seat],
                    **self._who(seat),
                )
            )
        return lines

    def _fox_game_over(self, event: fx.GameOver) -> list[str]:
        if len(event.winners) == 1:
            winner = event.winners[0]
            loser = 1 - winner
            who = "you" if winner == self.listener else "other"
            points, other_points = event.totals[winner], event.totals[loser]
            name = self.name(winner)
        else:
            who, points, other_points, name = "draw", event.totals[0], event.totals[1], ""
        return [
            self._say(
                "fox-game-over",
                who=who,
                winners=name,
                points=points,
                other_points=other_points,
                tiebreak=_yes(event.tiebreak),
                scores=self._scores("fox-score-item", event.totals),
            )
        ]

    def _fox_why(self, event: fx.TrickWon) -> list[str]:
        won, lost = self._fox_winning_card(event)
        loser = event.follow[0] if event.lead[0] == event.seat else event.lead[0]
        args: dict[str, Any] = {
            "card": self.card(won, "the", details=False),
            "other_card": self.card(lost, "the", details=False),
            "suit": suit_code("fox", fox_cards.suit_of(event.lead[1])),
            "trump": suit_name(self.tr, "fox", event.trump),
            **self._who(event.seat),
            **self._who(loser, "loser"),
        }
        lines = [self._why_message(event.reason, args)]
        if event.swan_lead:
            lines.append(self.tr.t("fox-why-swan", **self._who(event.next_leader, "next")))
        return lines

    def _why_message(self, reason: WinReason, args: dict[str, Any]) -> str:
        specific = f"{self.game}-why-{reason.value}"
        msg = specific if self.tr.has(specific, fallback=True) else f"why-{reason.value}"
        return self.tr.t(msg, **args)
