"""What one seat knows of a Fox game: the only thing a bot ever sees.

Never the opponent's hand, the face-down draw deck, nor the opponent's Woodcutter draws and
returns. Rounds and tricks count from 0; cards are ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["FoxObservation", "Phase", "RoundSummary"]


class Phase(StrEnum):
    """The kind of decision the current player faces."""

    PLAY = "play"
    """Lead or follow a card (actions 0..32)."""
    FOX_EXCHANGE = "fox-exchange"
    """After playing a 3: keep the decree card or exchange it with a hand card."""
    WOODCUTTER_RETURN = "woodcutter-return"
    """After playing a 5 and drawing: return a hand card to the bottom of the draw deck."""
    DECREE = "decree"
    """Public tables (the companion) only: the dealer is to turn up the decree card."""
    OVER = "over"
    """The game has ended."""


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """A finished round, by seat (public)."""

    round: int
    dealer: int
    tricks: tuple[int, int]
    table_points: tuple[int, int]
    treasure_points: tuple[int, int]
    round_points: tuple[int, int]
    totals: tuple[int, int]
    labels: tuple[str, str]


@dataclass(frozen=True, slots=True)
class FoxObservation:
    """Public table state plus ``seat``'s own cards and its own Woodcutter choices."""

    seat: int
    round: int
    dealer: int
    hand: tuple[int, ...]
    """Own hand, ascending."""
    opponent_hand_size: int
    decree: int
    """The face-up decree card."""
    trump: int
    """Suit of the decree card."""
    phase: Phase
    current_player: int | None
    leader: int
    """Leader of the current trick."""
    trick: tuple[int, int] | None
    """The card led to the current trick as (seat, card), or ``None`` before the lead."""
    follow: tuple[int, int] | None
    """The answer (seat, card) while its player resolves a 3 or a 5, else ``None``."""
    legal_actions: tuple[int, ...]
    """Empty unless ``seat`` is to act."""
    tricks_won: tuple[int, int]
    round_treasure: tuple[int, int]
    """Treasure points scored this round, by seat."""
    totals: tuple[int, int]
    """Game totals, including this round's Treasure points so far."""
    target: int
    deck_size: int
    completed_tricks: tuple[tuple[int, int, int, int], ...]
    """This round's tricks as (leader, lead card, follow card, winner)."""
    exchanges: tuple[tuple[int, int, int], ...]
    """This round's Fox exchanges as (seat, old decree card, new decree card)."""
    exchange_tricks: tuple[int, ...]
    """The trick (numbered from 0 in the round) of each exchange's 3, in the same order."""
    my_drawn: tuple[int, ...]
    """Cards this seat drew with Woodcutters this round, in order."""
    my_buried: tuple[int, ...]
    """Cards this seat put under the draw deck this round, in order (bottom last)."""
    round_history: tuple[RoundSummary, ...]
    is_over: bool
    winners: tuple[int, ...]
    """Empty while the game goes on."""
