"""A bot that thinks with :mod:`engine.bots.ismcts`, for any game with a search problem.

Per decision: build the game's search problem from the observation, size the search (a fixed
iteration count, or a budget of simulated plays shared out so that every decision of a round
costs about the same), optionally reuse the
subtree reached by the actions seen since the previous decision (tree reuse), optionally draw
the worlds from a likelihood-weighted pool (expert), optionally hand the decision to an exact
endgame solver, then run the iterations and play the most visited action.

``choose()`` holds a lock, so one instance may be called from any thread (the UI calls it in an
executor, off its event loop); the bot keeps no global state.
"""

from __future__ import annotations

import random
import threading
import time
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from itertools import accumulate
from typing import Any, TypeVar

from engine.bots.ismcts import Node, SearchProblem, best_action, run_search
from engine.errors import ConfigError, UsageError
from engine.rng import stream

__all__ = ["SearchBot", "SearchSettings"]

T = TypeVar("T")


@dataclass(frozen=True)
class SearchSettings:
    """How hard a search bot thinks."""

    iterations: int
    """Iterations per decision (when ``work`` is 0)."""
    exploration: float = 0.7
    reuse: bool = False
    """Keep the subtree reached by the actions seen since the last decision."""
    pool: int = 0
    """Likelihood-weighted worlds: size of the pool drawn per decision (0: plain uniform)."""
    time_limit: float | None = None
    """Seconds per decision at most (live play); ``None``: iterations only (reproducible)."""
    work: int = 0
    """When positive, the budget of a decision in simulated plays: it runs ``work //
    iteration_cost`` iterations (at least :data:`MIN_ITERATIONS`), so that the first decisions
    of a round (long playouts) take about as long as the last ones (short playouts)."""

    def iterations_for(self, iteration_cost: int) -> int:
        """The iterations of a decision whose iterations cost ``iteration_cost`` plays each."""
        if self.work <= 0:
            return self.iterations
        return max(MIN_ITERATIONS, self.work // max(1, iteration_cost))


MIN_ITERATIONS = 64
"""The fewest iterations a work-budgeted decision runs."""


class SearchBot:
    """ISMCTS bot. ``make_problem(obs)`` builds the search problem; ``keys(obs)`` gives the
    round id and the tree keys of every action of the round so far (for reuse); ``endgame`` may
    answer a decision by itself (an exact solver) or return ``None``."""

    def __init__(
        self,
        name: str,
        seed: int,
        seat: int,
        settings: SearchSettings,
        make_problem: Callable[[Any], SearchProblem[Any]],
        keys: Callable[[Any], tuple[int, list[int]]] | None = None,
        endgame: Callable[[Any, random.Random, float | None], int | None] | None = None,
    ) -> None:
        self.name = name
        self.seat = seat
        self.settings = settings
        self._rng = stream(seed, f"bot/{name}/{seat}")
        self._make_problem = make_problem
        self._keys = keys
        self._endgame = endgame
        self._lock = threading.Lock()
        self._kept: tuple[int, int, Node] | None = None
        self._kept_action = -1
        self.last_iterations = 0
        """Iterations the last decision ran (0: forced, or answered by the endgame solver)."""
        self.last_planned = 0
        """Iterations the last decision's budget asked for (more than ``last_iterations`` when
        the time limit stopped it)."""

    def choose(self, observation: Any) -> int:
        """The action to take (thread-safe per instance)."""
        with self._lock:
            return self._choose(observation)

    def scale_budget(self, factor: int) -> None:
        """Think ``factor`` times longer: as many times the iterations and the time limit."""
        with self._lock:
            settings = self.settings
            limit = settings.time_limit
            self.settings = replace(
                settings,
                iterations=settings.iterations * factor,
                work=settings.work * factor,
                time_limit=None if limit is None else limit * factor,
            )

    def _choose(self, obs: Any) -> int:
        legal: tuple[int, ...] = tuple(obs.legal_actions)
        if not legal:
            raise UsageError("no legal action: it is not this seat's turn")
        settings = self.settings
        start = time.perf_counter()
        deadline = None if settings.time_limit is None else start + settings.time_limit
        self.last_iterations = self.last_planned = 0
        if len(legal) == 1:
            return legal[0]
        if self._endgame is not None:
            answer = self._endgame(obs, self._rng, deadline)
            if answer is not None:
                self._kept = None
                return answer
        problem = self._make_problem(obs)
        root = self._reused_root(obs)
        worlds: Callable[[random.Random], Any] | None = None
        if settings.pool:
            games, weights = problem.weighted_pool(self._rng, settings.pool)
            worlds = _pool_sampler(games, weights, problem.copy)
        self.last_planned = settings.iterations_for(problem.iteration_cost)
        self.last_iterations = run_search(
            problem,
            root,
            self.last_planned,
            self._rng,
            settings.exploration,
            deadline,
            worlds,
        )
        action = best_action(root, legal)
        if settings.reuse and self._keys is not None:
            round_id, keys = self._keys(obs)
            child = root.children.get(action)
            self._kept = None if child is None else (round_id, len(keys) + 1, child)
            self._kept_action = action
        return action

    def _reused_root(self, obs: Any) -> Node:
        kept = self._kept
        self._kept = None
        if kept is None or self._keys is None:
            return Node(-1)
        round_id, length, node = kept
        now_round, keys = self._keys(obs)
        if now_round != round_id or len(keys) < length or keys[length - 1] != self._kept_action:
            return Node(-1)
        for key in keys[length:]:
            child = node.children.get(key)
            if child is None:
                return Node(-1)
            node = child
        return node


def _pool_sampler(
    games: Sequence[T], weights: Sequence[float], copy: Callable[[T], T]
) -> Callable[[random.Random], T]:
    """Draw copies of ``games`` in proportion to ``weights`` (uniform if they all vanish)."""
    cumulative = list(accumulate(weights))
    total = cumulative[-1] if cumulative else 0.0
    if total <= 0.0:
        cumulative = [float(i + 1) for i in range(len(games))]
        total = float(len(games))

    def draw(rng: random.Random) -> T:
        index = bisect_right(cumulative, rng.random() * total)
        return copy(games[min(index, len(games) - 1)])

    return draw


def search_level_bot(
    level: str,
    seed: int,
    seat: int,
    problem: Callable[..., SearchProblem[Any]],
    keys: Callable[[Any], tuple[int, list[int]]],
    *,
    hard_work: int,
    expert_work: int,
    expert_pool: int,
    time_limit: float | None = None,
    iterations: int | None = None,
    endgame: Callable[[Any, random.Random, float | None], int | None] | None = None,
) -> SearchBot:
    """The ``hard`` or ``expert`` search bot of a game, given its problem class and budgets
    (``*_work``: simulated plays per decision, see :attr:`SearchSettings.work`; ``iterations``
    replaces them by a fixed iteration count).

    ``problem(obs, expert=...)`` builds the search problem (the expert's reward and rollouts
    are the game's to choose). Hard: plain ISMCTS. Expert: a larger budget, tree reuse through
    ``keys``, a likelihood-weighted pool of worlds and ``endgame`` when the game has an exact
    solver.
    """
    fixed = iterations or 0
    if level == "hard":
        settings = SearchSettings(
            fixed, exploration=0.7, time_limit=time_limit, work=0 if fixed else hard_work
        )
        return SearchBot("hard", seed, seat, settings, partial(problem, expert=False))
    if level == "expert":
        settings = SearchSettings(
            fixed,
            exploration=0.7,
            reuse=True,
            pool=min(expert_pool, max(8, fixed // 5)) if fixed else expert_pool,
            time_limit=time_limit,
            work=0 if fixed else expert_work,
        )
        return SearchBot(
            "expert", seed, seat, settings, partial(problem, expert=True), keys, endgame
        )
    raise ConfigError(f"no search level {level!r}")
