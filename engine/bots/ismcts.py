"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

One tree per decision of the observing seat, its nodes keyed by the actions seen from that
seat (an action hidden from it, such as the Fox opponent's Woodcutter return, shares one key).
Each iteration draws a determinization (a world consistent with the observation, see the
``*_worlds`` modules) in the problem's own state type (a :class:`~engine.game.Game`, or a
plain tuple that never needs copying, as the Fox's), walks down the tree choosing among the
children legal in that world by UCB with availability counts (each node's statistics are from
the point of view of the seat that moved into it, so several opponents each maximise their own
reward), expands one node, finishes the round with a cheap heuristic rollout and backs up
every seat's reward (0..1).

Budgets are iteration counts (reproducible); an optional deadline stops early for live play.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

__all__ = ["HIDDEN", "Node", "SearchProblem", "best_action", "run_search"]

S = TypeVar("S")

HIDDEN = -1
"""Tree key of an action the observer cannot see."""


class Node:
    """A tree node: the move that led here (by ``mover``) and its statistics."""

    __slots__ = ("avail", "children", "mover", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        self.children: dict[int, Node] = {}

    def mean(self) -> float:
        """Average reward of ``mover`` through this node."""
        return self.total / self.visits if self.visits else 0.0


class SearchProblem(Protocol[S]):
    """What the search needs from a game, over its state type ``S``."""

    observer: int
    iteration_cost: int
    """What one iteration from this decision costs, in simulated plays: the plays left to the
    horizon plus the game's fixed overhead (world drawing, tree walk) counted in plays."""

    def world(self, rng: random.Random) -> S:
        """A fresh determinized state at the decision point."""
        ...

    def expand(self, state: S) -> tuple[int, Sequence[int] | None]:
        """The seat to act (-1 once the horizon is reached) and its legal actions (``None``
        when that decision is invisible to the observer)."""
        ...

    def play(self, state: S, action: int) -> S:
        """The state after ``action`` (a mutable state may be changed in place and returned)."""
        ...

    def policy(self, state: S, rng: random.Random) -> int:
        """The rollout policy's action (used for hidden decisions in the tree)."""
        ...

    def rollout(self, state: S, rng: random.Random) -> Sequence[float]:
        """Play ``state`` to the end of the horizon; each seat's reward in 0..1."""
        ...

    def weighted_pool(self, rng: random.Random, size: int) -> tuple[Sequence[S], Sequence[float]]:
        """``size`` worlds and their likelihood weights, given what the others have played."""
        ...

    def copy(self, state: S) -> S:
        """A pooled world ready for one iteration (a copy when ``play`` changes it in place)."""
        ...


def run_search(
    problem: SearchProblem[S],
    root: Node,
    iterations: int,
    rng: random.Random,
    exploration: float = 0.7,
    deadline: float | None = None,
    worlds: Callable[[random.Random], S] | None = None,
) -> int:
    """Grow ``root`` by ``iterations`` iterations (fewer if ``deadline``, a
    :func:`time.perf_counter` value, passes); returns the iterations done. ``worlds`` replaces
    ``problem.world`` (e.g. a likelihood-weighted pool)."""
    draw = worlds if worlds is not None else problem.world
    expand = problem.expand
    play = problem.play
    policy = problem.policy
    rollout = problem.rollout
    log = math.log
    sqrt = math.sqrt
    done = 0
    for done in range(1, iterations + 1):
        state = draw(rng)
        node = root
        path = [root]
        while True:
            mover, legal = expand(state)
            if mover < 0:
                break
            if legal is None:  # hidden from the observer: one shared child
                state = play(state, policy(state, rng))
                child = node.children.get(HIDDEN)
                if child is None:
                    child = node.children[HIDDEN] = Node(mover)
                    path.append(child)
                    break
                child.avail += 1
                node = child
                path.append(child)
                continue
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                for a in legal:
                    c = children.get(a)
                    if c is not None:
                        c.avail += 1
                action = untried[0] if len(untried) == 1 else rng.choice(untried)
                child = children[action] = Node(mover)
                state = play(state, action)
                path.append(child)
                break
            best: Node | None = None
            best_action = legal[0]
            best_score = -1.0
            for a in legal:
                c = children[a]
                c.avail += 1
                score = c.total / c.visits + exploration * sqrt(log(c.avail) / c.visits)
                if score > best_score:
                    best_score, best, best_action = score, c, a
            assert best is not None
            state = play(state, best_action)
            node = best
            path.append(best)
        rewards = rollout(state, rng)
        for visited in path:
            visited.visits += 1
            if visited is not root:
                visited.total += rewards[visited.mover]
        if deadline is not None and done % 8 == 0 and time.perf_counter() > deadline:
            break
    return done


def best_action(root: Node, legal: Sequence[int]) -> int:
    """The most visited legal child (ties: the better mean, then the lower action)."""
    best = legal[0]
    key = (-1, -1.0)
    for action in legal:
        child = root.children.get(action)
        if child is None:
            continue
        k = (child.visits, child.mean())
        if k > key:
            key, best = k, action
    return best
