"""The simplest opponent: a uniformly random legal action, from its own seeded stream."""

from __future__ import annotations

import random
from typing import Any

from engine.errors import UsageError
from engine.rng import stream

__all__ = ["RandomBot"]


class RandomBot:
    """Plays any legal action at random; works for every game through the observation."""

    name = "random"

    def __init__(self, seed: int, seat: int = 0) -> None:
        self._rng: random.Random = stream(seed, f"bot/random/{seat}")

    def choose(self, observation: Any) -> int:
        """A random action among ``observation.legal_actions``."""
        actions: tuple[int, ...] = tuple(observation.legal_actions)
        if not actions:
            raise UsageError("no legal action: it is not this seat's turn")
        return self._rng.choice(actions)
