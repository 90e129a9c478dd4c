"""The contract every game implements, and the parts all games share.

A :class:`Game` is a mutable state with a cheap :meth:`Game.clone`. Each decision is one int
action from :meth:`Game.legal_actions`; :meth:`Game.apply` checks it and returns the events,
:meth:`Game.step` skips both (for search). The game keeps what a record needs: its seed,
options, the deck order of each round and every action, so :meth:`Game.record` and
:func:`engine.record.replay` give the same game back.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from engine.events import Event
from engine.reasons import Illegal, IllegalAction, Refusal
from engine.record import GameRecord

__all__ = ["Game", "Result"]


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: each seat's total and the winning seats (several = shared win/draw)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


class Game(ABC):
    """One game in progress. Subclasses fill in the rules."""

    name: ClassVar[str]
    """Registry name: ``"fearless"`` or ``"fox"``."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]

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
        self.history: list[int] = []
        self._preset_deals = [tuple(d) for d in deals]

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

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy, equal to this game."""

    @abstractmethod
    def result(self) -> Result | None:
        """The final totals and winners, or ``None`` while the game goes on."""

    @abstractmethod
    def observation(self, seat: int) -> Any:
        """What ``seat`` knows, as a frozen object (the only thing bots ever see)."""

    @abstractmethod
    def action_to_text(self, action: int) -> str:
        """Text form of an action (``G-4``, ``0``, ``7B``, ``swap 2B`` ...)."""

    @abstractmethod
    def text_to_action(self, text: str) -> int:
        """Inverse of :meth:`action_to_text`; raises ``ValueError`` on unknown text."""

    @classmethod
    @abstractmethod
    def card_to_text(cls, card: int) -> str:
        """Text form of a physical card id, as written in records."""

    @classmethod
    @abstractmethod
    def parse_deck(cls, texts: Sequence[str]) -> tuple[int, ...]:
        """Physical card ids of a deck written as texts (identical cards: lowest unused id first).

        Raises ``ValueError`` on an unknown text or too many copies of a card.
        """

    @abstractmethod
    def _key(self) -> tuple[Any, ...]:
        """Everything that defines the state, for equality."""

    # --- shared machinery -------------------------------------------------------------------

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

    def _next_deck(self, fresh: Sequence[int], stream_name: str) -> tuple[int, ...]:
        """The deck for the next round: the preset one if given, else ``fresh`` shuffled."""
        index = len(self.deals)
        if index < len(self._preset_deals):
            deck = self._preset_deals[index]
            if sorted(deck) != sorted(fresh):
                raise ValueError(f"deal {index} is not a shuffle of this game's deck")
        else:
            from engine.rng import stream

            cards = list(fresh)
            stream(self.seed, f"{stream_name}/{index}").shuffle(cards)
            deck = tuple(cards)
        self.deals.append(deck)
        return deck

    def record(self) -> GameRecord:
        """The game so far as a :class:`GameRecord`."""
        return GameRecord(
            game=self.name,
            players=self.players,
            seed=self.seed,
            options=dict(self.options),
            deals=tuple(tuple(self.card_to_text(c) for c in d) for d in self.deals),
            actions=tuple(self.action_to_text(a) for a in self.history),
        )

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]
