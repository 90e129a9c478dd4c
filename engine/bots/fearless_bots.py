"""Fearless heuristic bots (easy, medium) and the search problem factories (hard, expert)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bots.base import Bot
from engine.bots.fearless_policy import score_cards, situation
from engine.bots.fearless_worlds import unseen_kinds, void_suits
from engine.bots.heuristic import HeuristicBot
from engine.errors import ConfigError
from engine.fearless import FearlessObservation
from engine.fearless.cards import KIND_VALUE
from engine.fearless.rules import hand_size

__all__ = ["FearlessHeuristicBot", "make_fearless_bot", "slip"]


def slip(legal: Sequence[int], rng: random.Random) -> int:
    """A beginner's habit instead of a thought-out card: get rid of the highest card, or play
    the lowest (by value, a zero counting as 0)."""
    ranked = sorted(legal, key=lambda k: (KIND_VALUE[k], k))
    return ranked[-1] if rng.random() < 0.5 else ranked[0]


class FearlessHeuristicBot(HeuristicBot[FearlessObservation]):
    """``medium``: scores every legal card by the expected fear points of its own ghost and the
    harm done to whoever takes the trick, counting cards and tracking voids. ``easy``: the same
    without counting, without harming others, with noise, and now and then a beginner's habit
    instead of a thought (:func:`slip`)."""

    SLIP_RATE = 0.2
    NOISE = 2.5

    def scores(self, observation: FearlessObservation, easy: bool) -> dict[int, float]:
        obs = observation
        sit = situation(
            obs.players,
            obs.seat,
            obs.hand,
            obs.legal_actions,
            obs.trick,
            obs.ghosts,
            hand_size(obs.players) - obs.tricks_played,
            obs.hand_sizes,
            () if easy else unseen_kinds(obs),
            () if easy else void_suits(obs),
            obs.totals,
            obs.round == obs.rounds - 1,
        )
        return score_cards(sit, harm=0.0 if easy else 0.4, counting=not easy)

    def slip(self, observation: FearlessObservation, rng: random.Random) -> int:
        return slip(observation.legal_actions, rng)


HARD_WORK = 10_000
EXPERT_WORK = 70_000
"""Search budgets in simulated plays per decision (``SearchSettings.work``)."""
EXPERT_POOL = 200


def make_fearless_bot(
    level: str,
    seed: int,
    seat: int,
    time_limit: float | None = None,
    iterations: int | None = None,
) -> Bot:
    """A Fearless bot of ``level`` (easy, medium, hard or expert)."""
    if level in ("easy", "medium"):
        return FearlessHeuristicBot(level, seed, seat)
    if level in ("hard", "expert"):
        from engine.bots.fearless_search import FearlessProblem, public_keys  # when used
        from engine.bots.search_bot import search_level_bot

        return search_level_bot(
            level,
            seed,
            seat,
            FearlessProblem,
            public_keys,
            hard_work=HARD_WORK,
            expert_work=EXPERT_WORK,
            expert_pool=EXPERT_POOL,
            time_limit=time_limit,
            iterations=iterations,
        )
    raise ConfigError(f"no Fearless bot level {level!r}")
