"""How well the coach points at what lost the points, and what coaching a round costs:
``python -m tools.coach_bench [--games 200]``.

Plays seeded games of a medium seat against hard ones (the Fox: medium against hard, seats
alternating; Fearless with 4 players: one medium seat, moving round the table, three hard), then
coaches every decision of the medium seat (what it knew, the default budget) round by round.
Prints, per game:

* the points medium lost: the sum of its decisions' costs (the game's unit: the Fox's round
  point margin, Fearless's fear points);
* the share of them that the decisions the coach marks costliest account for (the rule of
  :func:`engine.coach.costliest`: the ``--per-round`` costliest of each round, 3 by default),
  over every round, and how many decisions those are out of all;
* the CPU seconds to coach one whole round (replaying the record included): p50 and max.

Figures only: no assertion on time (docs/coach.md keeps the measured ones).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import engine
from engine.bots import make_bot
from engine.coach import Budget, Verdict, coach, costliest, decisions
from tools.bot_bench import percentile

CONFIGS: tuple[tuple[str, int], ...] = (("fox", 2), ("fearless", 4))


@dataclass
class Figures:
    """What one configuration measured."""

    games: int = 0
    rounds: int = 0
    decisions: int = 0
    marked: int = 0
    lost: float = 0.0
    marked_lost: float = 0.0
    cpu: list[float] = field(default_factory=list)


def play(name: str, players: int, seed: int, medium: int) -> engine.GameRecord:
    """A whole seeded game: ``medium`` plays medium, every other seat hard (budgets only)."""
    game = engine.new_game(name, players, seed)
    bots = [
        make_bot(name, "medium" if s == medium else "hard", seed, s, players)
        for s in range(players)
    ]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game.observation(seat)))
    return game.record()


def _rounds(record: engine.GameRecord, indexes: Sequence[int]) -> dict[int, list[int]]:
    """The decision indexes of each round."""
    game = engine.replay(record, upto=0)
    by_round: dict[int, list[int]] = {}
    wanted = set(indexes)
    for index, text in enumerate(record.actions):
        if index in wanted:
            by_round.setdefault(int(game.observation(0).round), []).append(index)
        game.step(game.text_to_action(text))
    return by_round


def measure(
    name: str,
    players: int,
    games: int,
    seed: int,
    budget: Budget,
    per_round: int,
    hindsight: bool = False,
) -> Figures:
    """Play and coach ``games`` games of one configuration."""
    figures = Figures()
    for number in range(games):
        game_seed = seed + number
        medium = number % players
        record = play(name, players, game_seed, medium)
        figures.games += 1
        verdicts: list[Verdict] = []
        for indexes in _rounds(record, decisions(record, medium)).values():
            start = time.process_time()
            found = coach(record, medium, hindsight=hindsight, budget=budget, indexes=indexes)
            figures.cpu.append(time.process_time() - start)
            figures.rounds += 1
            verdicts.extend(found)
        marked = costliest(verdicts, per_round)
        figures.decisions += len(verdicts)
        figures.marked += len(marked)
        figures.lost += sum(v.cost for v in verdicts)
        figures.marked_lost += sum(v.cost for v in marked)
    return figures


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures of each configuration."""
    parser = argparse.ArgumentParser(description="The coach's benchmark")
    parser.add_argument("--games", type=int, default=200, help="games per configuration")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-round", type=int, default=3, help="costliest marked per round")
    parser.add_argument("--worlds", type=int, default=None, help="worlds per decision")
    parser.add_argument("--rollouts", type=int, default=None, help="rollouts per option, world")
    parser.add_argument("--hindsight", action="store_true", help="every card known")
    parser.add_argument("--game", choices=[n for n, _ in CONFIGS], default=None)
    args = parser.parse_args(argv)
    budget = Budget()
    if args.worlds is not None:
        budget = replace(budget, worlds=args.worlds)
    if args.rollouts is not None:
        budget = replace(budget, rollouts=args.rollouts)
    kind = "hindsight" if args.hindsight else "what the seat knew"
    print(f"budget {budget}, {kind}, the {args.per_round} costliest of each round marked")
    for name, players in CONFIGS:
        if args.game is not None and name != args.game:
            continue
        f = measure(name, players, args.games, args.seed, budget, args.per_round, args.hindsight)
        share = f.marked_lost / f.lost if f.lost else 0.0
        cpu = sorted(f.cpu)
        print(
            f"{name} {players} players, medium against hard: {f.games} games, {f.rounds} rounds, "
            f"{f.decisions} decisions of medium; lost {f.lost:.1f} "
            f"({f.lost / max(1, f.rounds):.2f} a round); the {f.marked} marked costliest "
            f"({f.marked / max(1, f.decisions):.0%} of the decisions) account for {share:.0%}; "
            f"CPU per round coached p50 {percentile(cpu, 50):.2f} s, max {cpu[-1]:.2f} s"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
