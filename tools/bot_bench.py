"""Bot move-time benchmark: ``python -m tools.bot_bench``.

For each game configuration and level, plays seeded games with the measured level in one seat
(rotating) and medium bots in the others, timing every ``choose()`` of the measured bot (forced
moves included: that is what a player waits for). Prints the 50th and 95th percentiles and the
maximum in milliseconds of wall-clock time, the same percentiles of the thread's CPU time (which
another program's load on a shared machine does not inflate), and how many moves were timed.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Sequence

from engine.bots import make_bot
from engine.registry import new_game

__all__ = ["CONFIGS", "TARGETS", "main", "move_times", "percentile", "timed_moves"]

CONFIGS: tuple[tuple[str, int], ...] = (
    ("fox", 2),
    ("fearless", 3),
    ("fearless", 4),
    ("fearless", 5),
)
TARGETS: dict[str, float] = {"easy": 10.0, "medium": 10.0, "hard": 60.0, "expert": 250.0}
"""95th-percentile move time targets, milliseconds."""


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def move_times(
    name: str, players: int, level: str, games: int, seed: int = 1, max_moves: int = 0
) -> list[float]:
    """Milliseconds (wall clock) per ``choose()`` of ``level`` over ``games`` games (at most
    ``max_moves`` moves in all when positive)."""
    return timed_moves(name, players, level, games, seed, max_moves)[0]


def timed_moves(
    name: str, players: int, level: str, games: int, seed: int = 1, max_moves: int = 0
) -> tuple[list[float], list[float]]:
    """Wall-clock and thread CPU milliseconds per ``choose()``, as :func:`move_times`."""
    times: list[float] = []
    cpu: list[float] = []
    for index in range(games):
        game = new_game(name, players, seed + index)
        seat_measured = index % players
        bots = [
            make_bot(name, level if s == seat_measured else "medium", seed + index, s, players)
            for s in range(players)
        ]
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            obs = game.observation(seat)
            start = time.perf_counter()
            start_cpu = time.thread_time()
            action = bots[seat].choose(obs)
            if seat == seat_measured:
                cpu.append((time.thread_time() - start_cpu) * 1000.0)
                times.append((time.perf_counter() - start) * 1000.0)
                if max_moves and len(times) >= max_moves:
                    return times, cpu
            game.apply(action, seat)
    return times, cpu


def main(argv: Sequence[str] | None = None) -> int:
    """Print the move-time table."""
    parser = argparse.ArgumentParser(description="Bot move-time benchmark")
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    parser.add_argument("--games", type=int, default=4, help="games per configuration")
    parser.add_argument("--max-moves", type=int, default=300, help="moves timed per cell")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    print()
    print(
        "| game | players | level | moves | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms "
        "| p95 target ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, players in CONFIGS:
        for level in levels:
            games = args.games if level in ("easy", "medium") else max(1, args.games // 2)
            times, cpu = timed_moves(name, players, level, games, args.seed, args.max_moves)
            print(
                f"| {name} | {players} | {level} | {len(times)} | {percentile(times, 50):.2f} "
                f"| {percentile(times, 95):.2f} | {max(times):.2f} "
                f"| {percentile(cpu, 50):.2f} | {percentile(cpu, 95):.2f} "
                f"| {TARGETS.get(level, 0):.0f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
