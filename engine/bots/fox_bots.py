"""Fox bots: the heuristic levels (easy, medium) and the factory of every level."""

from __future__ import annotations

import random

from engine.bots.base import Bot
from engine.bots.fox_policy import FoxView, score_actions
from engine.bots.fox_worlds import FoxKnowledge, fox_public_keys
from engine.bots.heuristic import HeuristicBot
from engine.errors import ConfigError
from engine.fox import FoxObservation, Phase
from engine.fox.cards import ALL_CARDS, KEEP, RETURN, rank_of
from engine.fox.rules import TRICKS_PER_ROUND

__all__ = ["FoxHeuristicBot", "make_fox_bot", "slip"]


def heuristic_scores(
    obs: FoxObservation,
    counting: bool = True,
    *,
    plan: int | None = None,
    want: float | None = None,
) -> dict[int, float]:
    """Medium scores of ``obs.legal_actions`` (``counting=False``: no card counting, no void
    tracking: every card out of sight may be anywhere; ``plan`` and ``want`` force the plan and
    the desire for the trick, see :func:`~engine.bots.fox_policy.score_actions`)."""
    me = obs.seat
    if counting:
        knowledge = FoxKnowledge(obs)
        view = FoxView(knowledge.unseen, obs.opponent_hand_size, knowledge.void_suits)
    else:
        mine = set(obs.hand) | {obs.decree}
        view = FoxView([c for c in ALL_CARDS if c not in mine], obs.opponent_hand_size)
    lead = obs.trick[1] if obs.trick is not None else -1
    follow = obs.follow[1] if obs.follow is not None else -1
    i_lead = obs.trick is not None and obs.trick[0] == me
    phase = obs.phase
    if phase is Phase.PLAY and i_lead:
        lead = -1
    return score_actions(
        obs.hand,
        obs.legal_actions,
        lead,
        obs.trump,
        obs.decree,
        obs.tricks_won[me],
        obs.tricks_won[me ^ 1],
        TRICKS_PER_ROUND - len(obs.completed_tricks),
        view,
        phase,
        follow,
        i_lead,
        plan=plan,
        want=want,
    )


def slip(obs: FoxObservation, rng: random.Random) -> int:
    """A beginner's habit instead of a thought-out action: in play, grab with the highest card
    or duck with the lowest (by rank, trump or not); at the Fox, forget to exchange; at the
    Woodcutter, give back the lowest card."""
    legal = obs.legal_actions
    if obs.phase is Phase.PLAY:
        ranked = sorted(legal, key=lambda c: (rank_of(c), c))
        return ranked[-1] if rng.random() < 0.5 else ranked[0]
    if obs.phase is Phase.FOX_EXCHANGE:
        return KEEP
    return min(legal, key=lambda a: (rank_of(a - RETURN), a))


class FoxHeuristicBot(HeuristicBot[FoxObservation]):
    """``medium``: plans a band of tricks, counts cards, tracks the opponent's voids and uses
    the odd cards on purpose. ``easy``: the same scores without counting, with noise, and now
    and then a beginner's habit instead of a thought (:func:`slip`)."""

    SLIP_RATE = 0.25
    NOISE = 1.5

    def scores(self, observation: FoxObservation, easy: bool) -> dict[int, float]:
        return heuristic_scores(observation, counting=not easy)

    def slip(self, observation: FoxObservation, rng: random.Random) -> int:
        return slip(observation, rng)


HARD_WORK = 12_000
EXPERT_WORK = 124_000
"""Search budgets in simulated plays per decision (``SearchSettings.work``)."""
EXPERT_POOL = 250


def make_fox_bot(
    level: str,
    seed: int,
    seat: int,
    time_limit: float | None = None,
    iterations: int | None = None,
) -> Bot:
    """A Fox bot of ``level`` (easy, medium, hard or expert)."""
    if level in ("easy", "medium"):
        return FoxHeuristicBot(level, seed, seat)
    from engine.bots.fox_search import FoxProblem, endgame_choice  # search: imported when used
    from engine.bots.search_bot import search_level_bot

    if level in ("hard", "expert"):
        return search_level_bot(
            level,
            seed,
            seat,
            FoxProblem,
            fox_public_keys,
            hard_work=HARD_WORK,
            expert_work=EXPERT_WORK,
            expert_pool=EXPERT_POOL,
            time_limit=time_limit,
            iterations=iterations,
            endgame=endgame_choice,
        )
    raise ConfigError(f"no Fox bot level {level!r}")
