"""The Fearless search problem for :mod:`engine.bots.ismcts`: worlds, rollouts, rewards, and
the likelihood of the other seats' plays (expert world weighting).

The horizon is the end of the current round. Rewards (0..1, one per seat): in an ordinary round,
the seat's fear points against the average of the others'; in the last round with
*expert* search, the share of the final victory (lowest total, shared on ties) with a little
of the margin to break ties.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bots.fearless_policy import cheap_costs, rollout_action
from engine.bots.fearless_rollout import playout
from engine.bots.fearless_worlds import FearlessWorlds, round_plays
from engine.fearless import Fearless, FearlessObservation
from engine.fearless.rules import TrickProgress, fear_points, follow_kinds, hand_size

__all__ = ["FearlessProblem", "public_keys"]


def public_keys(obs: FearlessObservation) -> tuple[int, list[int]]:
    """The round and every action of it seen so far (tree keys, for tree reuse)."""
    return obs.round, [kind for _, kind in round_plays(obs)]


OVERHEAD = 7
"""The fixed cost of a Fearless search iteration (copying a world, walking the tree), in
plays."""


class FearlessProblem:
    """Search problem for the decision of ``obs.seat``."""

    def __init__(
        self, obs: FearlessObservation, *, expert: bool = False, epsilon: float = 0.1
    ) -> None:
        self.observer = obs.seat
        self.obs = obs
        self.players = obs.players
        self.worlds = FearlessWorlds(obs, horizon="round")
        self.epsilon = epsilon
        self.match_aware = expert and obs.round == obs.rounds - 1
        self.iteration_cost = sum(obs.hand_sizes) + OVERHEAD
        """Plays one iteration simulates, plus the fixed overhead (see ``SearchSettings.work``)."""

    def world(self, rng: random.Random) -> Fearless:
        """A fresh uniform determinization."""
        return self.worlds.game(rng)

    def expand(self, game: Fearless) -> tuple[int, Sequence[int] | None]:
        """The seat to act and its legal actions (every Fearless action is public)."""
        if game.is_over:
            return -1, ()
        seat = game.current_player
        assert seat is not None
        return seat, game.legal_actions()

    def play(self, game: Fearless, action: int) -> Fearless:
        """``game`` after ``action`` (stepped in place)."""
        game.step(action)
        return game

    def copy(self, game: Fearless) -> Fearless:
        """A copy of a pooled world for one iteration."""
        return game.clone()

    def policy(self, game: Fearless, rng: random.Random) -> int:
        """The cheap rollout policy."""
        return rollout_action(game, rng, self.epsilon)

    def rollout(self, game: Fearless, rng: random.Random) -> Sequence[float]:
        """Finish the round with the cheap policy (:func:`~engine.bots.fearless_rollout.playout`)
        and score it."""
        ghosts = playout(game, rng, self.epsilon)
        return self.rewards_of(ghosts, game.totals)

    def rewards_of(self, ghosts: Sequence[int | None], before: Sequence[int]) -> list[float]:
        """Each seat's reward for a round ending with ``ghosts``, from the totals ``before``
        it."""
        n = self.players
        points = [fear_points(g) for g in ghosts]
        if self.match_aware:
            totals = [t + p for t, p in zip(before, points, strict=True)]
            low = min(totals)
            share = 1.0 / sum(1 for t in totals if t == low)
            out = []
            for s in range(n):
                rival = min(totals[q] for q in range(n) if q != s)
                margin = max(-1.0, min(1.0, (rival - totals[s]) / 30.0))
                out.append((0.85 * share if totals[s] == low else 0.0) + 0.075 * (1.0 + margin))
            return out
        whole = sum(points)
        out = []
        for p in points:
            rel = p - (whole - p) / (n - 1)
            out.append(min(1.0, max(0.0, 0.5 - rel / 40.0)))
        return out

    # --- likelihood of the other seats' plays (expert) ------------------------------------

    def weighted_pool(
        self, rng: random.Random, size: int, epsilon: float = 0.3, temper: float = 0.35
    ) -> tuple[list[Fearless], list[float]]:
        """``size`` uniform worlds and their weights: the chance that the cheap policy (right
        with probability ``1 - epsilon``, else any legal card) made the others' plays of this
        round with the hands of that world, raised to ``temper`` so that a rough model of the
        opponents does not narrow the worlds too much."""
        obs = self.obs
        plays = round_plays(obs)
        n = obs.players
        contexts = self._contexts(plays)
        cache: dict[tuple[int, tuple[int, ...]], frozenset[int]] = {}
        games: list[Fearless] = []
        weights: list[float] = []
        worlds = self.worlds
        for _ in range(size):
            places = worlds.sample_ids(rng)
            game = worlds.game_for(places)
            hands: dict[int, list[int]] = {}
            for seat in range(n):
                if seat != self.observer:
                    hands[seat] = list(game.hand(seat))
            weight = 1.0
            for index in range(len(plays) - 1, -1, -1):
                seat, kind = plays[index]
                if seat == self.observer:
                    continue
                hand = hands[seat]
                hand.append(kind)
                context = contexts[index]
                legal = follow_kinds(hand, context[2])
                if len(legal) < 2:
                    continue
                key = (index, legal)
                greedy = cache.get(key)
                if greedy is None:
                    greedy = self._greedy(legal, context)
                    cache[key] = greedy
                p = epsilon / len(legal)
                if kind in greedy:
                    p += (1.0 - epsilon) / len(greedy)
                weight *= p
            games.append(game)
            weights.append(weight**temper)
        return games, weights

    def _contexts(
        self, plays: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int, int, int, int | None, int, int | None]]:
        """Public state before each play: (count, total, led, best value, own ghost, tricks
        left, ghost of the seat holding the trick)."""
        n = self.players
        size = hand_size(n)
        ghosts: list[int | None] = [None] * n
        out: list[tuple[int, int, int, int, int | None, int, int | None]] = []
        progress = TrickProgress()
        tricks = 0
        for seat, kind in plays:
            best_seat = progress.best_seat
            holder = ghosts[best_seat] if best_seat >= 0 else None
            out.append(
                (
                    progress.count,
                    progress.total,
                    progress.led,
                    progress.best_value,
                    ghosts[seat],
                    size - tricks,
                    holder,
                )
            )
            progress.add(seat, kind)
            if progress.count == n:
                winner = progress.best_seat
                old = ghosts[winner]
                ghosts[winner] = progress.total if old is None else old + progress.total
                progress.reset()
                tricks += 1
        return out

    def _greedy(
        self,
        legal: tuple[int, ...],
        context: tuple[int, int, int, int, int | None, int, int | None],
    ) -> frozenset[int]:
        count, total, led, best, ghost, left, holder = context
        costs = cheap_costs(legal, count, self.players, total, led, best, ghost, left, holder, 0.3)
        low = min(costs)
        return frozenset(k for k, c in zip(legal, costs, strict=True) if c <= low + 1e-9)
