"""What one seat knows of a Duel game: the only thing a bot ever sees (never the other hand,
never the cards aside)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DuelObservation"]


@dataclass(frozen=True, slots=True)
class DuelObservation:
    """The public table plus ``seat``'s own hand. Rounds count from 0; cards are ids."""

    seat: int
    round: int
    dealer: int
    hand: tuple[int, ...]
    """Own hand, ascending."""
    opponent_hand_size: int
    current_player: int | None
    leader: int
    """Leader of the current trick."""
    trick: tuple[int, int] | None
    """The card led to the current trick as (seat, card), or ``None`` before the lead."""
    legal_actions: tuple[int, ...]
    """Empty unless ``seat`` is to act."""
    lit: bool
    """An Ember has been played this round: Embers may be led."""
    tricks_won: tuple[int, int]
    """This round's tricks by seat."""
    totals: tuple[int, int]
    """Game totals, without this round's tricks until it is scored."""
    target: int
    completed_tricks: tuple[tuple[int, int, int, int], ...]
    """This round's tricks as (leader, lead card, follow card, winner)."""
    round_history: tuple[tuple[int, int], ...]
    """Each finished round's tricks by seat."""
    is_over: bool
    winners: tuple[int, ...]
    """Empty while the game goes on."""
