"""What one seat knows of a Fearless game: the only thing a bot ever sees."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["FearlessObservation"]


@dataclass(frozen=True, slots=True)
class FearlessObservation:
    """Public table state plus ``seat``'s own hand. Cards are kinds; rounds count from 0; a ghost
    of ``None`` is on the ruin. ``legal_actions`` is empty unless ``seat`` is to play."""

    seat: int
    players: int
    round: int
    rounds: int
    hand: tuple[int, ...]
    """Own hand, kinds ascending, identical cards repeated."""
    hand_sizes: tuple[int, ...]
    current_player: int | None
    trick_leader: int
    trick: tuple[tuple[int, int], ...]
    """Cards of the current trick as (seat, kind), in play order."""
    trick_total: int
    led_suit: int | None
    ghosts: tuple[int | None, ...]
    totals: tuple[int, ...]
    round_points: tuple[tuple[int, ...], ...]
    """Fear points of every finished round."""
    tricks_played: int
    """Completed tricks of this round."""
    completed_tricks: tuple[tuple[tuple[int, int], ...], ...]
    """Completed tricks of this round, each as (seat, kind) in play order."""
    removed_suit: int | None
    legal_actions: tuple[int, ...]
    is_over: bool
    winners: tuple[int, ...]
    """Empty while the game goes on."""
