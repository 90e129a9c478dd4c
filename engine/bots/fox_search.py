"""The Fox search problem for :mod:`engine.bots.ismcts`, the opponent model that weights worlds,
the match equity used by the expert's objective, and the expert's exact endgame.

Horizon: the end of the current round. Rewards (0..1): *hard* compares the two seats' points of
the round; *expert* uses the chance of winning the match from the totals the round leaves
(:func:`match_equity`: the score race to the target, tie-break included). The expert's
rollouts also plan a band of tricks for both seats (:func:`~engine.bots.fox_rollout.plan_want`):
a seat with 4 tricks or more sheds until taking every trick left can no longer make it greedy,
so a humble plan is met by an opponent that feeds it tricks, as a real one would.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from functools import lru_cache

from engine.bots.fox_policy import greedy_play
from engine.bots.fox_rollout import cheap_want, plan_want, playout_state, return_action
from engine.bots.fox_solver import OVER, RETURN_PHASE, Solver, State, legal_actions, step
from engine.bots.fox_worlds import FoxWorlds
from engine.fox import FoxObservation, Phase
from engine.fox.cards import WOODCUTTER, rank_of
from engine.fox.rules import TRICKS_PER_ROUND, legal_plays

__all__ = ["FoxProblem", "endgame_choice", "match_equity"]

# Joint distribution of the two seats' round points (Treasure included) in medium self-play,
# symmetrised; rare outcomes are folded into the nearest listed ones.
_ROUNDS: tuple[tuple[int, int, float], ...] = (
    (8, 3, 0.0546),
    (4, 7, 0.0501),
    (8, 4, 0.0491),
    (2, 7, 0.0470),
    (7, 5, 0.0406),
    (6, 3, 0.0393),
    (6, 2, 0.0368),
    (8, 2, 0.0326),
    (7, 3, 0.0315),
    (7, 1, 0.0199),
    (1, 8, 0.0169),
    (9, 2, 0.0154),
    (6, 5, 0.0131),
    (9, 3, 0.0129),
    (9, 1, 0.0097),
    (4, 6, 0.0087),
    (6, 1, 0.0085),
)
_OUTCOMES: tuple[tuple[int, int, float], ...] = (
    *(o for x, y, p in _ROUNDS for o in ((x, y, p), (y, x, p))),
    (6, 6, 0.0128),
)
_NORM = sum(p for _, _, p in _OUTCOMES)


def _final(mine: int, theirs: int, round_mine: int, round_theirs: int) -> float:
    if mine != theirs:
        return 1.0 if mine > theirs else 0.0
    if round_mine != round_theirs:
        return 1.0 if round_mine > round_theirs else 0.0
    return 0.5


@lru_cache(maxsize=8192)
def match_equity(mine: int, theirs: int, target: int) -> float:
    """Chance of winning the match with these totals before a new round (both below target)."""
    total = 0.0
    for x, y, p in _OUTCOMES:
        a, b = mine + x, theirs + y
        if a >= target or b >= target:
            total += p * _final(a, b, x, y)
        else:
            total += p * match_equity(a, b, target)
    return total / _NORM


def match_value(totals: Sequence[int], gains: Sequence[int], seat: int, target: int) -> float:
    """Seat's chance of winning the match once a round ends with these totals and gains."""
    mine, theirs = totals[seat], totals[seat ^ 1]
    if mine >= target or theirs >= target:
        return _final(mine, theirs, gains[seat], gains[seat ^ 1])
    return match_equity(mine, theirs, target)


OVERHEAD = 13
"""The fixed cost of a Fox search iteration (drawing a world, walking the tree), in plays."""


class FoxProblem:
    """Search problem for the decision of ``obs.seat``."""

    def __init__(
        self,
        obs: FoxObservation,
        *,
        expert: bool = False,
        epsilon: float = 0.1,
    ) -> None:
        self.observer = obs.seat
        self.obs = obs
        self.worlds = FoxWorlds(obs, horizon="round")
        self.start = obs.totals
        self.target = obs.target
        self.match_aware = expert
        self.epsilon = epsilon
        self.want = plan_want if expert else cheap_want
        self.iteration_cost = len(obs.hand) + obs.opponent_hand_size + OVERHEAD
        """Plays one iteration simulates, plus the fixed overhead (see ``SearchSettings.work``)."""

    def world(self, rng: random.Random) -> State:
        """A fresh uniform determinization."""
        return self.worlds.state_for(self.worlds.sample(rng))

    def expand(self, state: State) -> tuple[int, Sequence[int] | None]:
        """The seat to act and its legal actions; the opponent's Woodcutter return is invisible
        to the observer."""
        seat = state[7]
        phase = state[8]
        if phase == OVER:
            return -1, ()
        if phase == RETURN_PHASE and seat != self.observer:
            return seat, None
        return seat, legal_actions(state)

    play = staticmethod(step)
    """The state after an action (:func:`engine.bots.fox_solver.step`)."""

    def copy(self, state: State) -> State:
        """A pooled world as it is (states are immutable)."""
        return state

    def policy(self, state: State, rng: random.Random) -> int:
        """The cheap policy's Woodcutter return (the only hidden decision)."""
        return return_action(state, rng, self.epsilon, self.want)

    def rollout(self, state: State, rng: random.Random) -> Sequence[float]:
        """Finish the round with the cheap policy
        (:func:`~engine.bots.fox_rollout.playout_state`) and score it."""
        end = playout_state(state, rng, self.epsilon, self.want)
        value = self.value_of(end[:2])
        me = self.observer
        return (value, 1.0 - value) if me == 0 else (1.0 - value, value)

    def reward(self, total0: int, total1: int) -> float:
        """:meth:`value_of` the totals ``(total0, total1)`` (the exact solver's reward)."""
        return self.value_of((total0, total1))

    def value_of(self, totals: Sequence[int]) -> float:
        """The observer's reward (0..1) for a round that ends with these totals."""
        me = self.observer
        start = self.start
        gains = (totals[0] - start[0], totals[1] - start[1])
        if self.match_aware:
            return match_value(totals, gains, me, self.target)
        diff = gains[me] - gains[me ^ 1]
        return min(1.0, max(0.0, 0.5 + diff / 24.0))

    # --- likelihood of the opponent's plays (expert) --------------------------------------

    def weighted_pool(
        self, rng: random.Random, size: int, epsilon: float = 0.3, temper: float = 0.35
    ) -> tuple[list[State], list[float]]:
        """``size`` uniform worlds and their weights: the chance that the cheap policy (right
        with probability ``1 - epsilon``) made the opponent's plays of this round since its last
        Woodcutter draw, with the hand each world gives it, raised to ``temper`` so that a rough
        model of the opponent does not narrow the worlds too much."""
        obs = self.obs
        me = self.observer
        opponent = me ^ 1
        line = self.worlds.knowledge.line
        plays = line.plays
        start = 0
        for index, (seat, card, _, _, _) in enumerate(plays):
            if seat == opponent and rank_of(card) == WOODCUTTER:  # hand unknown before it
                start = index + 1
        won_before: list[tuple[int, int]] = []
        counts = [0, 0]
        for _, _, _, winner in obs.completed_tricks:
            won_before.append((counts[0], counts[1]))
            counts[winner] += 1
        won_before.append((counts[0], counts[1]))
        cache: dict[tuple[int, int], frozenset[int]] = {}
        states: list[State] = []
        weights: list[float] = []
        worlds = self.worlds
        for _ in range(size):
            places = worlds.sample(rng)
            state = worlds.state_for(places)
            hand = set(places[0])
            weight = 1.0
            for index in range(len(plays) - 1, start - 1, -1):
                seat, card, number, lead, trump = plays[index]
                if seat != opponent:
                    continue
                swap = line.swaps[index]
                if swap is not None:
                    old, new = swap
                    hand.discard(old)
                    hand.add(new)
                hand.add(card)
                legal = legal_plays(hand, None if lead < 0 else lead)
                if len(legal) < 2:
                    continue
                mask = 0
                for c in hand:
                    mask |= 1 << c
                key = (index, mask)
                greedy = cache.get(key)
                if greedy is None:
                    won = won_before[number][opponent]
                    greedy = frozenset(
                        greedy_play(
                            sorted(hand), legal, lead, trump, won, TRICKS_PER_ROUND - number
                        )
                    )
                    cache[key] = greedy
                p = epsilon / len(legal)
                if card in greedy:
                    p += (1.0 - epsilon) / len(greedy)
                weight *= p
            states.append(state)
            weights.append(weight**temper)
        return states, weights


# --- the exact endgame (expert) ---------------------------------------------------------------

ENDGAME_CARDS = 4
"""The expert solves the round exactly once its hand holds this many cards or fewer."""
ENDGAME_WORLDS = 40


def endgame_choice(
    obs: FoxObservation, rng: random.Random, deadline: float | None = None
) -> int | None:
    """The action with the best average exact value over likely worlds, once the hand is small
    (``None`` earlier: let the search decide). Past ``deadline`` (a :func:`time.perf_counter`
    value) no further world is solved: the worlds solved so far decide."""
    if len(obs.hand) > ENDGAME_CARDS or obs.phase == Phase.OVER:
        return None
    legal = obs.legal_actions
    problem = FoxProblem(obs, expert=True)
    states, weights = problem.weighted_pool(rng, ENDGAME_WORLDS)
    totals = dict.fromkeys(legal, 0.0)
    weight_sum = sum(weights)
    if weight_sum <= 0.0:
        weights = [1.0] * len(states)
    reward = problem.reward
    for state, weight in zip(states, weights, strict=True):
        values = Solver(problem.observer, reward).values(state)
        for action in legal:
            totals[action] += weight * values[action]
        if deadline is not None and time.perf_counter() > deadline:
            break
    best = max(totals.values())
    choices = [a for a in legal if totals[a] >= best - 1e-12]
    return choices[0] if len(choices) == 1 else rng.choice(choices)
