"""Bot move-time benchmark: ``python -m tools.bot_bench``.

For each game configuration and level, plays seeded games with the measured level in one seat
(rotating) and medium bots in the others, timing every ``choose()`` of the measured bot (forced
moves included: that is what a player waits for). Prints the 50th and 95th percentiles and the
maximum in milliseconds of wall-clock time, the same percentiles of the thread's CPU time (which
another program's load on a shared machine does not inflate), how many moves were timed and, for
the searching levels, how much of their budget the searches ran (the median and the 5th
percentile of iterations done over iterations asked: below 100 % when the time limit stopped
them, so the bot played weaker than in the arena).

``--live`` measures the bots as the game plays them (each searching level stopped at its live
time limit, :data:`engine.bots.LIVE_TIME_LIMITS`); without it, the budgets alone decide (the
arena's setting, reproducible). The first line gives this machine's speed on a fixed pure-Python
workload (:func:`reference_speed`), so that figures taken on different days can be compared.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.bots import live_time_limit, make_bot
from engine.bots.search_bot import SearchBot
from engine.registry import configurations, new_game

__all__ = [
    "CONFIGS",
    "TARGETS",
    "Timings",
    "main",
    "move_times",
    "percentile",
    "reference_speed",
    "timed_moves",
]

CONFIGS: tuple[tuple[str, int], ...] = tuple(configurations())
"""Every game of the registry with every player count."""
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
    return timed_moves(name, players, level, games, seed, max_moves).wall


def reference_speed(rounds: int = 40) -> float:
    """Thousands of Fox medium-versus-medium moves per CPU second (a fixed, seeded, pure-Python
    workload: the same moves on every machine, so its speed compares machines and days)."""
    start = time.thread_time()
    moves = 0
    for seed in range(rounds):
        game = new_game("fox", 2, 10_000 + seed)
        bots = [make_bot("fox", "medium", seed, s) for s in (0, 1)]
        for _ in range(26):  # about a round
            seat = game.current_player
            assert seat is not None
            game.apply(bots[seat].choose(game.observation(seat)), seat)
            moves += 1
    return moves / (time.thread_time() - start) / 1000.0


@dataclass
class Timings:
    """What :func:`timed_moves` measured: milliseconds per ``choose()`` (wall clock and thread
    CPU) and, per search that ran, the share of its budget done (0..1)."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    budget_done: list[float] = field(default_factory=list)


def timed_moves(
    name: str,
    players: int,
    level: str,
    games: int,
    seed: int = 1,
    max_moves: int = 0,
    live: bool = False,
) -> Timings:
    """The :class:`Timings` of ``level`` as :func:`move_times` plays it (``live``: with the
    level's live time limit)."""
    out = Timings()
    times, cpu = out.wall, out.cpu
    for index in range(games):
        game = new_game(name, players, seed + index)
        seat_measured = index % players
        bots = [
            make_bot(
                name,
                level if s == seat_measured else "medium",
                seed + index,
                s,
                players,
                time_limit=live_time_limit(level) if live and s == seat_measured else None,
            )
            for s in range(players)
        ]
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            obs = game.observation(seat)
            start = time.perf_counter()
            start_cpu = time.thread_time()
            bot = bots[seat]
            action = bot.choose(obs)
            if seat == seat_measured:
                cpu.append((time.thread_time() - start_cpu) * 1000.0)
                times.append((time.perf_counter() - start) * 1000.0)
                if isinstance(bot, SearchBot) and bot.last_planned:
                    out.budget_done.append(bot.last_iterations / bot.last_planned)
                if max_moves and len(times) >= max_moves:
                    return out
            game.apply(action, seat)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Print the move-time table."""
    parser = argparse.ArgumentParser(description="Bot move-time benchmark")
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    parser.add_argument("--games", type=int, default=4, help="games per configuration")
    parser.add_argument("--max-moves", type=int, default=300, help="moves timed per cell")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--live", action="store_true", help="with the live time limits, as the game plays"
    )
    args = parser.parse_args(argv)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    mode = "live time limits" if args.live else "budgets only"
    print(f"Python {platform.python_version()} on {platform.machine()}, one process, {mode}")
    print(f"reference speed: {reference_speed():.2f} thousand Fox medium moves per CPU second")
    print()
    print(
        "| game | players | level | moves | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms "
        "| p95 target ms | budget done p50 / p5 |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name, players in CONFIGS:
        for level in levels:
            games = args.games if level in ("easy", "medium") else max(1, args.games // 2)
            timings = timed_moves(name, players, level, games, args.seed, args.max_moves, args.live)
            times, cpu, done = timings.wall, timings.cpu, timings.budget_done
            share = f"{percentile(done, 50):.0%} / {percentile(done, 5):.0%}" if done else "—"
            print(
                f"| {name} | {players} | {level} | {len(times)} | {percentile(times, 50):.2f} "
                f"| {percentile(times, 95):.2f} | {max(times):.2f} "
                f"| {percentile(cpu, 50):.2f} | {percentile(cpu, 95):.2f} "
                f"| {TARGETS.get(level, 0):.0f} | {share} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
