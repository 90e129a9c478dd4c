"""The rules of Fearless as pure functions on plain data (kinds, seats, positions).

Named after the rulebook (``rules.md`` section 1) so each can be tested straight from its
tables. :class:`engine.fearless.state.Fearless` uses faster bitmask equivalents; the tests check
that both agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.errors import ConfigError, UsageError
from engine.fearless.cards import (
    KIND_SUIT,
    KIND_VALUE,
    SUITS,
    VALUES,
    ZERO,
    kind_of,
    text_to_suit,
)
from engine.reasons import WinReason

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NO_BEST",
    "RUIN",
    "RUIN_POINTS",
    "TrickProgress",
    "TrickView",
    "deck_kinds",
    "fear_points",
    "follow_kinds",
    "hand_size",
    "is_legal",
    "led_suit",
    "legal_kinds",
    "move_ghost",
    "next_leader",
    "round_count",
    "round_leader",
    "round_points",
    "running_totals",
    "trick_value",
    "trick_winner",
    "winners",
]

MIN_PLAYERS = 3
MAX_PLAYERS = 5
RUIN = None
"""A ghost on the scary ruin has no position (distinct from space 0)."""
RUIN_POINTS = 15
"""Fear points of a ghost still on the ruin at round end."""

NO_BEST = -7
"""Best value of an empty trick: below every card."""

_HAND_SIZE = {3: 13, 4: 13, 5: 12}


def _check_players(players: int) -> None:
    if players not in _HAND_SIZE:
        raise ConfigError(f"Fearless is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players!r}")


def hand_size(players: int) -> int:
    """Cards dealt to each player, which is also the number of tricks of a round (13/13/12)."""
    _check_players(players)
    return _HAND_SIZE[players]


def round_count(players: int) -> int:
    """Rounds in a game: one per player, so that everybody leads one round."""
    _check_players(players)
    return players


def round_leader(first_leader: int, round_index: int, players: int) -> int:
    """Seat leading trick 1 of round ``round_index`` (0-based): clockwise from the first leader."""
    return (first_leader + round_index) % players


def next_leader(trick_leader: int, winner_index: int, players: int) -> int:
    """Seat leading the next trick: the winner, ``winner_index`` cards after the trick leader."""
    return (trick_leader + winner_index) % players


def deck_kinds(players: int, removed_suit: int | str | None = None) -> tuple[int, ...]:
    """Kinds of the deck (identical cards repeated), ascending.

    3 players: ``removed_suit`` (a suit or its letter) is left out, one zero and one +1/-1 of
    each suit removed; 4 players: one +1/-1 of each suit removed; 5 players: all 60 cards.
    """
    _check_players(players)
    if isinstance(removed_suit, str):
        removed_suit = text_to_suit(removed_suit)
    if (players == 3) != (removed_suit is not None):
        raise ConfigError("a removed suit is needed with 3 players, and only then")
    kinds: list[int] = []
    for suit in SUITS:
        if suit == removed_suit:
            continue
        for value in VALUES:
            copies = 2 if players == 5 and value in (-1, 1) else 1
            kinds.extend([kind_of(suit, value)] * copies)
    kinds.extend([ZERO] * (3 if players == 3 else 4))
    return tuple(kinds)


def led_suit(trick: Sequence[int]) -> int | None:
    """Suit of the earliest suit card of the trick; ``None`` while it holds only zeros."""
    for kind in trick:
        suit = KIND_SUIT[kind]
        if suit >= 0:
            return suit
    return None


def is_legal(kind: int, hand: Sequence[int], trick: Sequence[int]) -> bool:
    """The legal-move predicate of section 1.8: may ``kind`` from ``hand`` join ``trick``?"""
    if kind not in hand:
        return False
    led = led_suit(trick)
    if led is None or kind == ZERO or KIND_SUIT[kind] == led:
        return True
    return not any(KIND_SUIT[c] == led for c in hand)


def legal_kinds(hand: Sequence[int], trick: Sequence[int]) -> tuple[int, ...]:
    """Every kind of ``hand`` that may be played to ``trick``, ascending, without repeats."""
    return tuple(k for k in sorted(set(hand)) if is_legal(k, hand, trick))


def follow_kinds(hand: Sequence[int], led: int) -> tuple[int, ...]:
    """:func:`legal_kinds` for a trick whose led suit is ``led`` (-1: none yet), faster."""
    kinds = sorted(set(hand))
    if led >= 0:
        suits = KIND_SUIT
        if any(suits[k] == led for k in kinds):
            return tuple(k for k in kinds if suits[k] == led or k == ZERO)
    return tuple(kinds)


def running_totals(trick: Sequence[int]) -> tuple[int, ...]:
    """The total announced after each card of the trick."""
    totals: list[int] = []
    total = 0
    for kind in trick:
        total += KIND_VALUE[kind]
        totals.append(total)
    return tuple(totals)


def trick_value(trick: Sequence[int]) -> int:
    """Scare value of a trick: the sum of every card, followed or shed."""
    return sum(KIND_VALUE[k] for k in trick)


def trick_winner(trick: Sequence[int]) -> tuple[int, WinReason]:
    """Index (in play order) of the card taking ``trick`` so far, and why.

    Only zeros: the first one (``ALL_ZEROS``). Otherwise the best value among the zeros and the
    cards of the led suit, the first played among equals (``FIRST_OF_EQUALS`` when an equal card
    came later, else ``HIGHEST_OF_LED_SUIT``).
    """
    if not trick:
        raise UsageError("an empty trick has no winner")
    led = led_suit(trick)
    if led is None:
        return 0, WinReason.ALL_ZEROS
    eligible = [i for i, k in enumerate(trick) if k == ZERO or KIND_SUIT[k] == led]
    best = max(KIND_VALUE[trick[i]] for i in eligible)
    tied = [i for i in eligible if KIND_VALUE[trick[i]] == best]
    reason = WinReason.FIRST_OF_EQUALS if len(tied) > 1 else WinReason.HIGHEST_OF_LED_SUIT
    return tied[0], reason


def move_ghost(position: int | None, value: int) -> int:
    """Ghost position after winning a trick worth ``value``: ruin -> ``value``, else walked."""
    return value if position is None else position + value


def fear_points(position: int | None) -> int:
    """Fear points at round end: 15 on the ruin, else the distance from space 0."""
    return RUIN_POINTS if position is None else abs(position)


def round_points(positions: Sequence[int | None]) -> tuple[int, ...]:
    """Fear points of every seat for the final ghost positions of a round."""
    return tuple(fear_points(p) for p in positions)


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """Seats with the fewest fear points; several share the victory."""
    if not totals:
        return ()
    best = min(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


# --- the trick in progress ----------------------------------------------------------------------


class TrickView(Protocol):
    """Read-only view of a :class:`TrickProgress` (what ``Fearless.trick_progress`` gives)."""

    @property
    def count(self) -> int:
        """Cards played to the trick."""
        ...

    @property
    def total(self) -> int:
        """The running total."""
        ...

    @property
    def led(self) -> int:
        """The led suit, -1 while only zeros were played."""
        ...

    @property
    def best_value(self) -> int:
        """The value of the card taking the trick so far, :data:`NO_BEST` before any card."""
        ...

    @property
    def best_seat(self) -> int:
        """The seat taking the trick so far, -1 before any card."""
        ...


class TrickProgress:
    """The running facts of one trick, card by card: the one accumulator of the game state,
    the bots' heuristics and their opponent model. Agrees with :func:`running_totals`,
    :func:`led_suit` and :func:`trick_winner` (the tests check it)."""

    __slots__ = ("best_seat", "best_value", "count", "led", "total")

    def __init__(self) -> None:
        self.count = 0
        self.total = 0
        self.led = -1
        self.best_value = NO_BEST
        self.best_seat = -1

    def reset(self) -> None:
        """Back to an empty trick."""
        self.count = 0
        self.total = 0
        self.led = -1
        self.best_value = NO_BEST
        self.best_seat = -1

    def copy(self) -> TrickProgress:
        """An independent copy."""
        other = TrickProgress.__new__(TrickProgress)
        other.count = self.count
        other.total = self.total
        other.led = self.led
        other.best_value = self.best_value
        other.best_seat = self.best_seat
        return other

    def add(self, seat: int, kind: int) -> bool:
        """Count ``kind`` played by ``seat``; True when it fixed the led suit."""
        value = KIND_VALUE[kind]
        self.total += value
        self.count += 1
        suit = KIND_SUIT[kind]
        if suit < 0:
            if self.best_value < 0:
                self.best_value = 0
                self.best_seat = seat
            return False
        led = self.led
        fixed = led < 0
        if fixed:
            self.led = led = suit
        if suit == led and value > self.best_value:
            self.best_value = value
            self.best_seat = seat
        return fixed

    def key(self) -> tuple[int, int, int, int, int]:
        """Every field, for equality."""
        return (self.count, self.total, self.led, self.best_value, self.best_seat)
