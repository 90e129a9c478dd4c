"""How well a Fox seat's worlds guess the opponent's hidden hand, on logged rounds.

The expert draws its worlds from a pool weighted by how likely the opponent's plays were
(:meth:`~engine.bots.fox_search.FoxProblem.weighted_pool`); the other searching levels draw
them uniformly under the hard constraints (voids, bounds, exchanges). This tool replays the
rounds of a log written by ``tools.outside_arena --log`` (or any file of JSON lines with
``seed``, ``a_seat``, ``round`` and the game's ``actions`` from its start) and, at each card
play of the observing seat after the first trick, asks both ways for a pool of worlds. Each
way gives every unseen card a chance of lying in the opponent's hand (the weighted share of
the worlds that put it there), scored against the real hand by the log-loss per unseen card
(lower is better; a pool that always holds the real hand scores about 0). A weighting that
reads the opponent's plays well scores clearly below the uniform worlds. Usage::

    python -m tools.outside_arena --a medium --b greedy --deals 100 --rounds 1 --log greedy.jsonl
    python -m tools.fox_inference greedy.jsonl --rounds 40
    python -m tools.fox_inference oripy.jsonl --observer a --pool 200

The figures are in ``docs/strength.md``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from engine.bots.fox_search import FoxProblem
from engine.bots.fox_solver import State
from engine.fox import Fox, FoxObservation, Phase
from engine.registry import new_game

__all__ = ["Score", "card_log_loss", "main", "positions", "score_log"]

FLOOR = 1e-3
"""Chances are kept within [FLOOR, 1 - FLOOR], so one confident miss does not decide all."""


def positions(
    rows: Sequence[dict[str, object]], observer: str = "a"
) -> Iterator[tuple[FoxObservation, frozenset[int]]]:
    """The observing seat's card plays after the first trick of each logged round, with the
    opponent's real hand at that moment."""
    for row in rows:
        seed, a_seat, number = row["seed"], row["a_seat"], row["round"]
        actions = row["actions"]
        assert isinstance(seed, int) and isinstance(a_seat, int) and isinstance(number, int)
        assert isinstance(actions, list)
        game = new_game("fox", 2, seed)
        assert isinstance(game, Fox)
        me = a_seat if observer == "a" else a_seat ^ 1
        for text in actions:
            if game.is_over or game.round > number:
                break
            seat = game.current_player
            assert seat is not None
            if game.round == number and seat == me and game.phase is Phase.PLAY:
                obs = game.observation(me)
                if obs.completed_tricks:
                    yield obs, frozenset(game.hand(me ^ 1))
            game.apply(game.text_to_action(str(text)), seat)


def card_log_loss(
    states: Sequence[State], weights: Sequence[float], opponent: int, truth: frozenset[int]
) -> tuple[float, int]:
    """The summed log-loss of each unseen card's chance of lying in ``opponent``'s hand, and
    the number of cards scored (every card some world or the real hand puts there)."""
    total = sum(weights)
    if total <= 0.0:
        weights, total = [1.0] * len(states), float(len(states))
    share: dict[int, float] = {}
    for state, weight in zip(states, weights, strict=True):
        mask = state[1] if opponent else state[0]  # the opponent's hand, a bit set
        while mask:
            low = mask & -mask
            card = low.bit_length() - 1
            share[card] = share.get(card, 0.0) + weight
            mask ^= low
    cards = set(share) | truth
    loss = 0.0
    for card in cards:
        p = min(max(share.get(card, 0.0) / total, FLOOR), 1.0 - FLOOR)
        loss -= math.log(p) if card in truth else math.log(1.0 - p)
    return loss, len(cards)


@dataclass
class Score:
    """Log-loss per unseen card of each way of drawing worlds, over ``positions`` positions."""

    positions: int
    uniform: float
    weighted: float


def score_log(
    rows: Sequence[dict[str, object]], observer: str = "a", pool: int = 200, seed: int = 5
) -> Score:
    """Both ways of drawing worlds, scored on the logged rounds ``rows``."""
    rng = random.Random(seed)
    sums = {"uniform": [0.0, 0], "weighted": [0.0, 0]}
    count = 0
    for obs, truth in positions(rows, observer):
        count += 1
        problem = FoxProblem(obs, expert=True)
        opponent = obs.seat ^ 1
        uniform = [problem.world(rng) for _ in range(pool)]
        weighted = problem.weighted_pool(rng, pool)
        for name, (states, weights) in (
            ("uniform", (uniform, [1.0] * pool)),
            ("weighted", weighted),
        ):
            loss, cards = card_log_loss(states, weights, opponent, truth)
            sums[name][0] += loss
            sums[name][1] += cards
    if not count:
        return Score(0, math.nan, math.nan)
    uniform_loss, uniform_cards = sums["uniform"]
    weighted_loss, weighted_cards = sums["weighted"]
    return Score(count, uniform_loss / uniform_cards, weighted_loss / weighted_cards)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("log", help="a JSON-lines log of tools.outside_arena --log")
    parser.add_argument("--rounds", type=int, default=40, help="the log's first n rounds")
    parser.add_argument("--observer", choices=("a", "b"), default="a", help="whose worlds")
    parser.add_argument("--pool", type=int, default=200, help="worlds per position")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    with open(args.log, encoding="utf-8") as f:
        rows = [json.loads(line) for line, _ in zip(f, range(args.rounds), strict=False)]
    s = score_log(rows, args.observer, args.pool, args.seed)
    print(f"{len(rows)} rounds, {s.positions} positions (seat {args.observer} observes)")
    print(f"log-loss per unseen card: uniform worlds {s.uniform:.4f}, weighted {s.weighted:.4f}")
    if s.positions:
        print(f"weighted / uniform: {s.weighted / s.uniform:.4f} (below 1: the weighting reads)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
