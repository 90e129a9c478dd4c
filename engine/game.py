"""The contract every game implements, and the parts all games share.

A :class:`Game` is a mutable state with a cheap :meth:`Game.clone`. Each decision is one int
action from :meth:`Game.legal_actions`; :meth:`Game.apply` checks it and returns the events,
:meth:`Game.step` skips both (for search). The game keeps what a record needs: its seed,
options, the deck order of each round and every action, so :meth:`Game.record` and
:func:`engine.record.replay` give the same game back.

A *position* (:meth:`Game.position`, :meth:`Game.from_position`) is the state as JSON-able data,
like a chess FEN: everything needed to continue exactly, nothing of how the game got there but
what the scoring and the observations need (see ``docs/engine.md``). Two games are equal when
they continue identically, that is when their positions are equal.

``Game[ObsT]`` is generic in its observation type, so code written for one game is type-checked
against that game's observation.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal, Self, cast

from typing_extensions import TypeVar

from engine.errors import IllegalAction, PositionError, RecordError
from engine.events import Event
from engine.fields import StateFields
from engine.reasons import Illegal, Refusal
from engine.record import GameRecord

__all__ = ["HORIZONS", "Game", "Horizon", "ObsT", "Result"]

ObsT = TypeVar("ObsT", default=Any)
"""The observation type of a game (``Game`` alone means ``Game[Any]``)."""

Horizon = Literal["game", "round"]
"""Where a game ends: with the game itself, or (search worlds) with the current round."""
HORIZONS: tuple[Horizon, ...] = ("game", "round")


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: each seat's total and the winning seats (several = shared win/draw)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


class Game(ABC, Generic[ObsT]):
    """One game in progress. Subclasses fill in the rules."""

    name: ClassVar[str]
    """Registry name: ``"fearless"`` or ``"fox"``."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    FIELDS: ClassVar[StateFields]
    """The subclass's state fields, listed once (its ``__slots__`` come from them): what
    :meth:`clone` copies and equality compares."""

    def __init__(
        self,
        players: int,
        seed: int,
        options: Mapping[str, Any],
        deals: Sequence[Sequence[int]] = (),
    ) -> None:
        self.players = players
        self.seed = seed
        self.options: dict[str, Any] = dict(options)
        self.deals: list[tuple[int, ...]] = []
        """Deck orders dealt so far (since the start position, for a game built from one)."""
        self.history: list[int] = []
        """Actions played so far (since the start position, for a game built from one)."""
        self._preset_deals = [tuple(d) for d in deals]
        self._start: dict[str, Any] | None = None
        """The position this game was built from, ``None`` for a game dealt from the start."""
        self._horizon: Horizon = "game"

    # --- the rules (subclasses) -------------------------------------------------------------

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` once the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def legal_actions(self) -> list[int]:
        """Every action the current player may take, in a stable order; empty when over."""

    @abstractmethod
    def _why_illegal(self, action: int) -> Illegal | None:
        """Refusal for ``action`` by the current player, or ``None`` (game not over)."""

    @abstractmethod
    def _apply(self, action: int, events: list[Event] | None) -> None:
        """Play a legal ``action`` (already appended to ``history``); append events when
        ``events`` is a list, and build none when it is ``None``."""

    @abstractmethod
    def start_events(self) -> list[Event]:
        """The events of the current round's deal (the constructor deals round 1 silently)."""

    def clone(self) -> Self:
        """An independent copy, equal to this game (lists copied, nothing deep)."""
        new = object.__new__(type(self))
        new.__dict__ = self.__dict__.copy()  # the fields of this class
        new.options = dict(self.options)
        new.deals = self.deals.copy()
        new.history = self.history.copy()
        self.FIELDS.copy(self, new)
        return new

    @abstractmethod
    def result(self) -> Result | None:
        """The final totals and winners, or ``None`` while the game goes on."""

    @abstractmethod
    def observation(self, seat: int) -> ObsT:
        """What ``seat`` knows, as a frozen object (the only thing bots ever see)."""

    @abstractmethod
    def position(self) -> dict[str, Any]:
        """The state as JSON-able data (card texts, seats, counts); see ``docs/engine.md``.

        ``type(g).from_position(g.position()) == g``, and both continue identically."""

    @classmethod
    @abstractmethod
    def _from_position(
        cls,
        position: Mapping[str, Any],
        horizon: Horizon,
        deals: Sequence[Sequence[int]] | None,
    ) -> Self:
        """Build and validate (``PositionError``) a game of this class from ``position``, then
        call :meth:`_from_start`."""

    @abstractmethod
    def action_to_text(self, action: int) -> str:
        """Text form of an action (``G-4``, ``0``, ``7B``, ``swap 2B`` ...)."""

    @abstractmethod
    def text_to_action(self, text: str) -> int:
        """Inverse of :meth:`action_to_text`; raises ``NotationError`` on unknown text."""

    @classmethod
    @abstractmethod
    def card_to_text(cls, card: int) -> str:
        """Text form of a physical card id, as written in records."""

    @classmethod
    @abstractmethod
    def parse_deck(cls, texts: Sequence[str]) -> tuple[int, ...]:
        """Physical card ids of a deck written as texts (identical cards: lowest unused id first).

        Raises an ``EngineError`` on an unknown text or too many copies of a card.
        """

    def _key(self) -> tuple[Any, ...]:
        """Everything that defines the state, for equality."""
        return (
            self.players,
            self.seed,
            tuple(sorted(self.options.items())),
            self.deals_ahead,
            self._horizon,
            *self.FIELDS.key(self),
        )

    # --- shared machinery -------------------------------------------------------------------

    @classmethod
    def is_card_play(cls, action: int) -> bool:
        """True when ``action`` plays a card to the trick (not a sub-decision such as an
        exchange): what undo takes back."""
        return True

    def why_illegal(self, action: int, seat: int | None = None) -> Illegal | None:
        """Why ``action`` (by ``seat``, when given) is refused now, or ``None`` if it is legal."""
        if self.is_over:
            return Illegal(Refusal.GAME_OVER)
        if seat is not None and seat != self.current_player:
            return Illegal(Refusal.NOT_YOUR_TURN)
        return self._why_illegal(action)

    def is_legal(self, action: int) -> bool:
        """True when the current player may take ``action``."""
        return self.why_illegal(action) is None

    def apply(self, action: int, seat: int | None = None) -> list[Event]:
        """Check and play ``action``; returns the events. Raises :class:`IllegalAction`."""
        reason = self.why_illegal(action, seat)
        if reason is not None:
            raise IllegalAction(reason, action)
        events: list[Event] = []
        self.history.append(action)
        self._apply(action, events)
        return events

    def step(self, action: int) -> None:
        """Play an action known to be legal, without checks or events (for search)."""
        self.history.append(action)
        self._apply(action, None)

    def _next_deck(
        self, fresh: Sequence[int], stream_name: str, round_index: int
    ) -> tuple[int, ...]:
        """The deck of round ``round_index``: the next preset one if any is left, else ``fresh``
        shuffled by the seed's stream ``{stream_name}/{round_index}``."""
        index = len(self.deals)
        if index < len(self._preset_deals):
            deck = self._preset_deals[index]
            if sorted(deck) != sorted(fresh):
                raise RecordError(f"deal {index} is not a shuffle of this game's deck")
        else:
            from engine.rng import stream

            cards = list(fresh)
            stream(self.seed, f"{stream_name}/{round_index}").shuffle(cards)
            deck = tuple(cards)
        self.deals.append(deck)
        return deck

    @property
    def horizon(self) -> Horizon:
        """``"game"``, or ``"round"`` for a game that ends with its current round (search)."""
        return self._horizon

    @property
    def deals_ahead(self) -> tuple[tuple[int, ...], ...]:
        """Preset deck orders of the rounds still to deal (empty: they come from the seed)."""
        return tuple(self._preset_deals[len(self.deals) :])

    @classmethod
    def from_position(
        cls,
        position: Mapping[str, Any],
        *,
        horizon: Horizon | None = None,
        deals: Sequence[Sequence[int]] | None = None,
    ) -> Self:
        """The game of ``position`` (its ``"game"`` names the game when called on
        :class:`Game`). ``horizon="round"`` ends it with the current round (search worlds;
        default: the position's own ``horizon``, else ``"game"``); ``deals`` replaces the
        position's ``deals_ahead``. Raises :class:`PositionError`."""
        if not isinstance(position, Mapping):
            raise PositionError("a position is a JSON object")
        if horizon is None:
            horizon = position.get("horizon", "game")
        if horizon not in HORIZONS:
            raise PositionError(f"horizon must be one of {list(HORIZONS)}, not {horizon!r}")
        if getattr(cls, "__abstractmethods__", None):
            from engine.registry import GAMES

            name = position.get("game")
            found = GAMES.get(name) if isinstance(name, str) else None
            if found is None:
                raise PositionError(f"unknown game {name!r}; choose from {sorted(GAMES)}")
            return cast(Self, found.from_position(position, horizon=horizon, deals=deals))
        if position.get("game") != cls.name:
            raise PositionError(f"not a {cls.name} position: game {position.get('game')!r}")
        return cls._from_position(position, horizon, deals)

    def _from_start(
        self,
        position: Mapping[str, Any],
        horizon: Horizon,
        deals: Sequence[Sequence[int]] | None,
    ) -> None:
        """Set what every game built from a position shares (after its own fields are set):
        the horizon, the preset deals (``deals``, else the position's), the start position."""
        self._horizon = horizon
        ahead = position.get("deals_ahead", [])
        if not isinstance(ahead, list) or not all(isinstance(d, list) for d in ahead):
            raise PositionError("deals_ahead is a list of decks (lists of card texts)")
        try:
            self._preset_deals = [self.parse_deck(d) for d in ahead]
        except (ValueError, TypeError) as exc:
            raise PositionError(f"deals_ahead: {exc}") from None
        self._start = self.position()
        if deals is not None:
            self._preset_deals = [tuple(d) for d in deals]

    def _position_common(self) -> dict[str, Any]:
        """The position fields every game writes last: the horizon and preset deals, if any."""
        extra: dict[str, Any] = {}
        ahead = self.deals_ahead
        if ahead:
            extra["deals_ahead"] = [[self.card_to_text(c) for c in d] for d in ahead]
        if self._horizon != "game":
            extra["horizon"] = self._horizon
        return extra

    def record(self) -> GameRecord:
        """The game so far as a :class:`GameRecord` (with its start position, for a game built
        from one)."""
        return GameRecord(
            game=self.name,
            players=self.players,
            seed=self.seed,
            options=dict(self.options),
            deals=tuple(tuple(self.card_to_text(c) for c in d) for d in self.deals),
            actions=tuple(self.action_to_text(a) for a in self.history),
            position=None if self._start is None else dict(self._start),
        )

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]
