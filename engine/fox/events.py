"""Fox events, returned by ``Fox.apply()`` and ``Fox.start_events()``.

Cards are ids (see :mod:`engine.fox.cards`); rounds and tricks count from 0. Private events
(:class:`HandDealt`, :class:`CardDrawn`, :class:`CardReturned`) name their ``seat``; ``redact``
blanks their card for anybody else.

Order: :class:`CardPlayed`; after a 5, :class:`CardDrawn` at once and :class:`CardReturned` when
the card goes back; after a 3, :class:`DecreeExchanged` or :class:`DecreeKept` (none when the 3
was its player's last card). After the second card and its ability: :class:`TrickWon`, then
:class:`TreasureScored` if the trick held 7s. After the 13th trick :class:`RoundScored`, then
:class:`RoundStarted` and one :class:`HandDealt` per seat, or :class:`GameOver`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.events import Event
from engine.reasons import WinReason

__all__ = [
    "CardDrawn",
    "CardPlayed",
    "CardReturned",
    "DecreeExchanged",
    "DecreeKept",
    "GameOver",
    "HandDealt",
    "RoundScored",
    "RoundStarted",
    "TreasureScored",
    "TrickWon",
]


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round ``round`` begins: ``dealer`` dealt, ``leader`` (the non-dealer) leads, ``decree`` is
    the face-up decree card (its suit is trump)."""

    round: int
    dealer: int
    leader: int
    decree: int


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
class DecreeExchanged(Event):
    """Fox: ``seat`` took the decree card ``old`` into hand and put ``new`` face up in its place;
    trump is now the suit of ``new``."""

    seat: int
    old: int
    new: int


@dataclass(frozen=True, slots=True)
class DecreeKept(Event):
    """Fox: ``seat`` left the decree card as it was."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """Woodcutter: ``seat`` drew ``card`` from the top of the draw deck (``None`` when public)."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)

    seat: int
    card: int | None


@dataclass(frozen=True, slots=True)
class CardReturned(Event):
    """Woodcutter: ``seat`` put ``card`` face down at the bottom of the draw deck (``None`` when
    public). With no other card in hand the drawn card goes back on its own."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)

    seat: int
    card: int | None


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` took trick ``trick_no`` (from 0): ``lead`` and ``follow`` are (seat, card),
    ``trump`` the trump suit it was decided with, ``reason`` why. ``next_leader`` leads the next
    trick; ``swan_lead`` is True when that is the loser, by their Swan. After the last trick of a
    round ``next_leader`` is the winner and the next round's lead follows the deal."""

    seat: int
    trick_no: int
    lead: tuple[int, int]
    follow: tuple[int, int]
    trump: int
    reason: WinReason
    next_leader: int
    swan_lead: bool


@dataclass(frozen=True, slots=True)
class TreasureScored(Event):
    """``seat`` scored ``points`` (one per 7 in the trick just won); ``total_this_round`` is their
    Treasure points this round so far."""

    seat: int
    points: int
    total_this_round: int


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """End of round ``round``, by seat: ``tricks`` won, ``table_points`` from the scoring table,
    ``treasure_points`` of the round, ``round_points`` (their sum), new ``totals``, and ``labels``
    (``"humble"``, ``"defeated"``, ``"victorious"``, ``"greedy"``)."""

    round: int
    tricks: tuple[int, int]
    table_points: tuple[int, int]
    treasure_points: tuple[int, int]
    round_points: tuple[int, int]
    totals: tuple[int, int]
    labels: tuple[str, str]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """Final ``totals``; ``winners`` holds one seat, or both for a draw; ``tiebreak`` is True when
    the totals were equal and the final round's points decided (or drew) the game."""

    totals: tuple[int, int]
    winners: tuple[int, ...]
    tiebreak: bool
