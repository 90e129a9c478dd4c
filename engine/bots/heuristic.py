"""The heuristic levels (easy, medium) of every game, in one shape: a game gives its scores of the
legal actions and a beginner's habit; this class adds the rest.

``medium`` takes a best-scored action (ties broken by the bot's own random stream). ``easy``
scores without counting cards, adds noise, and now and then acts on a habit instead of a thought.
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic

from engine.errors import ConfigError, UsageError
from engine.game import ObsT
from engine.rng import stream

__all__ = ["HeuristicBot", "best_of"]


class HeuristicBot(ABC, Generic[ObsT]):
    """A heuristic bot of level ``easy`` or ``medium`` (see the module docstring); thread-safe
    per instance."""

    SLIP_RATE: ClassVar[float]
    """How often ``easy`` acts on a habit (:meth:`slip`) instead of scoring."""
    NOISE: ClassVar[float]
    """The standard deviation of the noise ``easy`` adds to each score."""

    def __init__(self, level: str, seed: int, seat: int) -> None:
        if level not in ("easy", "medium"):
            raise ConfigError(f"no heuristic level {level!r}")
        self.name = level
        self._easy = level == "easy"
        self._rng: random.Random = stream(seed, f"bot/{level}/{seat}")
        self._lock = threading.Lock()

    @abstractmethod
    def scores(self, observation: ObsT, easy: bool) -> dict[int, float]:
        """A score for each legal action (higher is better); ``easy``: as a beginner scores."""

    @abstractmethod
    def slip(self, observation: ObsT, rng: random.Random) -> int:
        """A beginner's habit instead of a thought-out action."""

    def choose(self, observation: ObsT) -> int:
        """The action to take."""
        with self._lock:
            return self._choose(observation)

    def _choose(self, observation: Any) -> int:
        legal = observation.legal_actions
        if not legal:
            raise UsageError("no legal action: it is not this seat's turn")
        if len(legal) == 1:
            return int(legal[0])
        rng = self._rng
        easy = self._easy
        if easy and rng.random() < self.SLIP_RATE:
            return self.slip(observation, rng)
        scores = self.scores(observation, easy)
        if easy:
            scores = {a: s + rng.gauss(0.0, self.NOISE) for a, s in scores.items()}
        return best_of(scores, legal, rng)


def best_of(scores: Mapping[int, float], legal: Sequence[int], rng: random.Random) -> int:
    """The legal action of the highest score; a tie broken at random."""
    top = max(scores.values())
    best = [a for a in legal if scores[a] >= top - 1e-9]
    return int(best[0]) if len(best) == 1 else int(rng.choice(best))
