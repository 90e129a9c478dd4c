"""Fox sparring partners: fixed styles of play, for measuring and tuning the search levels
against opponents that do not think like their own rollouts (``tools/outside_arena.py``).

Each style plays the medium scores (card counting, void tracking, the odd cards used on purpose)
with its own wish for tricks instead of medium's plan:

* ``greedy``, a greedy taker: wants every trick, whatever its count;
* ``humble``, a humble ducker: avoids every trick, whatever its count;
* ``switcher``, a band switcher: each round starts aiming at a band drawn at random (humble or
  victorious) and switches to the other one at a trick drawn at random (the 4th to the 9th),
  as long as the other band can still be reached: a plan its opponent cannot read early.

These are not levels offered to players; :func:`make_sparring_bot` builds them.
"""

from __future__ import annotations

import random
import threading

from engine.bots.fox_bots import heuristic_scores
from engine.bots.fox_policy import HUMBLE, VICTORY, desire
from engine.bots.heuristic import best_of
from engine.errors import ConfigError, UsageError
from engine.fox import FoxObservation
from engine.fox.rules import TRICKS_PER_ROUND
from engine.rng import stream

__all__ = ["STYLES", "FoxSparringBot", "make_sparring_bot"]

STYLES: tuple[str, ...] = ("greedy", "humble", "switcher")
"""The sparring styles."""

_TAKE = 3.0
"""The greedy taker's desire for every trick (medium's desire when it needs tricks)."""
_DUCK = -4.0
"""The humble ducker's desire for every trick (medium's humble desire)."""


class FoxSparringBot:
    """A Fox bot of one fixed :data:`STYLES` style."""

    def __init__(self, style: str, seed: int, seat: int) -> None:
        if style not in STYLES:
            raise ConfigError(f"unknown sparring style {style!r}; choose from {list(STYLES)}")
        self.name = style
        self._rng: random.Random = stream(seed, f"bot/{style}/{seat}")
        self._lock = threading.Lock()
        self._round = -1
        self._first = VICTORY
        self._switch_at = 0

    def choose(self, observation: FoxObservation) -> int:
        """The action to take (thread-safe per instance)."""
        with self._lock:
            return self._choose(observation)

    def _choose(self, obs: FoxObservation) -> int:
        legal = obs.legal_actions
        if not legal:
            raise UsageError("no legal action: it is not this seat's turn")
        if len(legal) == 1:
            return legal[0]
        plan, want = self._wish(obs)
        return best_of(heuristic_scores(obs, plan=plan, want=want), legal, self._rng)

    def _wish(self, obs: FoxObservation) -> tuple[int, float]:
        """The plan and the desire for the current trick."""
        if self.name == "greedy":
            return VICTORY, _TAKE
        if self.name == "humble":
            return HUMBLE, _DUCK
        if obs.round != self._round:
            self._round = obs.round
            self._first = self._rng.choice((HUMBLE, VICTORY))
            self._switch_at = self._rng.randint(3, 8)
        me = obs.seat
        won = obs.tricks_won[me]
        played = len(obs.completed_tricks)
        left = TRICKS_PER_ROUND - played
        plan = self._first if played < self._switch_at else -self._first
        if plan == HUMBLE and won >= 4:
            plan = VICTORY
        elif plan == VICTORY and won + left < 7:
            plan = HUMBLE
        return plan, desire(won, obs.tricks_won[me ^ 1], left, plan)


def make_sparring_bot(style: str, seed: int, seat: int) -> FoxSparringBot:
    """A sparring partner of ``style`` for ``seat`` (its own random stream from ``seed``)."""
    return FoxSparringBot(style, seed, seat)
