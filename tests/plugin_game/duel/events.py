"""Duel events, returned by ``Duel.apply()`` and ``Duel.start_events()``.

Cards are ids (see :mod:`.cards`); rounds and tricks count from 0. :class:`HandDealt` is the one
private event: ``redact`` blanks its cards for the other seat.

Order: :class:`CardPlayed`, then :class:`EmbersLit` when it is the round's first Ember; after the
second card :class:`TrickWon`; after the sixth trick :class:`RoundScored`, then
:class:`RoundStarted` and one :class:`HandDealt` per seat, or :class:`GameOver`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.events import Event
from engine.reasons import WinReason

__all__ = [
    "CardPlayed",
    "EmbersLit",
    "GameOver",
    "HandDealt",
    "RoundScored",
    "RoundStarted",
    "TrickWon",
]


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round ``round`` begins: ``dealer`` dealt, ``leader`` (the other seat) leads."""

    round: int
    dealer: int
    leader: int


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """``seat`` received ``cards`` (ascending); ``None`` in the public form."""

    secret_fields: ClassVar[tuple[str, ...]] = ("cards",)

    seat: int
    cards: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` played ``card``, leading the trick when ``is_lead``."""

    seat: int
    card: int
    is_lead: bool


@dataclass(frozen=True, slots=True)
class EmbersLit(Event):
    """``seat`` played the round's first Ember: from now on Embers may be led."""

    seat: int


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` took trick ``trick_no`` (from 0): ``lead`` and ``follow`` are (seat, card),
    ``reason`` why; the winner leads next."""

    seat: int
    trick_no: int
    lead: tuple[int, int]
    follow: tuple[int, int]
    reason: WinReason


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """End of round ``round``: the ``tricks`` each seat won (a point each) and the new
    ``totals``."""

    round: int
    tricks: tuple[int, int]
    totals: tuple[int, int]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """Final ``totals``; ``winners`` holds one seat, or both for a draw."""

    totals: tuple[int, int]
    winners: tuple[int, ...]
