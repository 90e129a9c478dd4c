"""Fearless events, returned by ``Fearless.apply()`` and ``Fearless.start_events()``.

Cards are kinds (see :mod:`engine.fearless.cards`); rounds and tricks count from 0; a ghost
position of ``None`` is the ruin. Only :class:`HandDealt` is private.

Order at the end of a trick: :class:`TrickWon`, :class:`GhostMoved`; after the last trick of a
round :class:`RoundScored`, then :class:`RoundStarted` and one :class:`HandDealt` per seat, or
:class:`GameOver`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.events import Event
from engine.reasons import WinReason

__all__ = [
    "CardPlayed",
    "GameOver",
    "GhostMoved",
    "HandDealt",
    "LedSuitFixed",
    "RoundScored",
    "RoundStarted",
    "TrickWon",
]


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round ``round`` of ``rounds`` begins, ``leader`` leading its first trick."""

    round: int
    rounds: int
    leader: int


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """``seat`` received ``cards`` (kinds, ascending); ``None`` in the public form."""

    secret_fields: ClassVar[tuple[str, ...]] = ("cards",)

    seat: int
    cards: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` played ``card`` as card ``position_in_trick`` (0 = lead); ``total`` is the running
    total after it; ``led_suit`` the led suit after it (``None`` while only zeros were played)."""

    seat: int
    card: int
    total: int
    led_suit: int | None
    position_in_trick: int


@dataclass(frozen=True, slots=True)
class LedSuitFixed(Event):
    """The led suit became known: a suit card led, or (``after_zero_lead``) the first suit card
    after one or more zeros."""

    seat: int
    suit: int
    after_zero_lead: bool


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` took trick ``trick_no`` (``cards`` = (seat, kind) in play order) worth ``value``
    with ``winning_card`` for ``reason``; ``next_leader`` leads next."""

    seat: int
    trick_no: int
    cards: tuple[tuple[int, int], ...]
    value: int
    led_suit: int | None
    reason: WinReason
    winning_card: int
    next_leader: int


@dataclass(frozen=True, slots=True)
class GhostMoved(Event):
    """``seat``'s ghost went from ``from_position`` (``None`` = the ruin) to ``to_position``."""

    seat: int
    from_position: int | None
    to_position: int


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """End of round ``round``: final ghost ``positions``, fear ``points`` and running ``totals``."""

    round: int
    positions: tuple[int | None, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """Final ``totals``; ``winners`` holds every seat with the fewest fear points."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
