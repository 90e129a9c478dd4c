"""Duel's computer player: one level, ``easy``, a heuristic with noise."""

from __future__ import annotations

import random
import threading

from engine.errors import ConfigError, UsageError
from engine.rng import stream

from .cards import rank_of, suit_of
from .observation import DuelObservation

__all__ = ["LEVELS", "DuelBot", "make_duel_bot"]

LEVELS = ("easy",)
"""The levels Duel offers."""
NOISE = 0.2
"""How often the easy player plays any legal card instead of thinking."""


class DuelBot:
    """``easy``: takes a trick with its lowest card that wins it, else throws its lowest card;
    leads its highest card; one time in five, any legal card."""

    def __init__(self, level: str, seed: int, seat: int) -> None:
        if level not in LEVELS:
            raise ConfigError(f"Duel has no computer player of level {level!r}; it has {LEVELS}")
        self.name = level
        self._rng: random.Random = stream(seed, f"bot/{level}/{seat}")
        self._lock = threading.Lock()

    def choose(self, observation: DuelObservation) -> int:
        """The action to take (thread-safe per instance)."""
        legal = observation.legal_actions
        if not legal:
            raise UsageError("no legal action: it is not this seat's turn")
        with self._lock:
            if len(legal) > 1 and self._rng.random() < NOISE:
                return self._rng.choice(legal)
        by_rank = sorted(legal, key=lambda c: (rank_of(c), c))
        if observation.trick is None:
            return by_rank[-1]
        lead = observation.trick[1]
        takers = [c for c in by_rank if suit_of(c) == suit_of(lead) and rank_of(c) > rank_of(lead)]
        return takers[0] if takers else by_rank[0]


def make_duel_bot(
    level: str, seed: int, seat: int, time_limit: float | None, iterations: int | None
) -> DuelBot:
    """The registry entry's bot factory (Duel's player does not search: no budget)."""
    return DuelBot(level, seed, seat)
