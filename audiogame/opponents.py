"""Computer opponents for the table: one bot per computer seat, of the chosen level."""

from __future__ import annotations

from engine.bots import Bot, make_bot

__all__ = ["LIVE_TIME_LIMIT", "make_opponents"]

LIVE_TIME_LIMIT = 3.0
"""Seconds a searching opponent may think in live play (its iteration budget usually ends first)."""


def make_opponents(
    game: str,
    players: int,
    human: int,
    level: str,
    seed: int,
    *,
    only: int | None = None,
    time_limit: float | None = LIVE_TIME_LIMIT,
) -> dict[int, Bot]:
    """Bots for every seat but ``human`` (or for seat ``only``), seeded from the game's seed."""
    seats = [only] if only is not None else [s for s in range(players) if s != human]
    return {
        seat: make_bot(game, level, seed, seat, players, time_limit=time_limit) for seat in seats
    }
