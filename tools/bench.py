"""Engine benchmark: random full rounds per second, clone() and legal_actions() cost, replay time.

Run ``python -m tools.bench`` (``--seconds`` per measure, default 2). Events are off (``step``)
for the round rates, as search uses the engine; the figures are recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
import timeit
from collections.abc import Sequence

from engine.game import Game
from engine.registry import configurations, new_game, replay

__all__ = ["CONFIGS", "main", "rounds_per_second"]

CONFIGS: tuple[tuple[str, int], ...] = tuple(configurations())
"""Every game of the registry with every player count."""


def _random_game(game: Game, rng: random.Random) -> Game:
    """Play ``game`` to its end with random legal actions, events off."""
    choice, step, legal = rng.choice, game.step, game.legal_actions
    while not game.is_over:
        step(choice(legal()))
    return game


def rounds_per_second(name: str, players: int, seconds: float) -> tuple[float, int]:
    """Random full rounds per second (whole games played, rounds counted), and rounds played."""
    rng = random.Random(1)
    rounds = 0
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        game = _random_game(new_game(name, players, seed), rng)
        rounds += len(game.deals)
        seed += 1
    return rounds / (time.perf_counter() - start), rounds


def _midround(name: str, players: int) -> Game:
    game = new_game(name, players, 12345)
    rng = random.Random(5)
    for _ in range(players * 4 + 1):
        game.step(rng.choice(game.legal_actions()))
    return game


def _micro(stmt: str, game: Game) -> float:
    """Microseconds per call of ``game.<stmt>()``, best of 5 runs."""
    timer = timeit.Timer(f"g.{stmt}()", globals={"g": game})
    number, _ = timer.autorange()
    return min(timer.repeat(5, number)) / number * 1e6


def _replay_ms(name: str, players: int) -> tuple[float, int]:
    record = _random_game(new_game(name, players, 99), random.Random(3)).record()
    timer = timeit.Timer(lambda: replay(record))
    number, _ = timer.autorange()
    return min(timer.repeat(3, number)) / number * 1e3, len(record.actions)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures as a Markdown table."""
    parser = argparse.ArgumentParser(description="Engine benchmark")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per rounds measure")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, events off")
    print()
    print("| game | players | rounds/s | clone() µs | legal_actions() µs | replay match ms |")
    print("|---|---|---|---|---|---|")
    for name, players in CONFIGS:
        rate, _ = rounds_per_second(name, players, args.seconds)
        game = _midround(name, players)
        clone_us, legal_us = _micro("clone", game), _micro("legal_actions", game)
        replay_ms, actions = _replay_ms(name, players)
        print(
            f"| {name} | {players} | {rate:,.0f} | {clone_us:.2f} | {legal_us:.2f} "
            f"| {replay_ms:.1f} ({actions} actions) |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
