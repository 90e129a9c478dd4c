"""The arena: how strong is bot level *a* against level *b*, on paired deals.

Usage::

    python -m tools.arena --game fox --a hard --b medium --matches 500 --seed 1
    python -m tools.arena --game fearless --players 4 --a medium --b random --matches 200
    python -m tools.arena --game fox --a expert --b hard --matches 200 --rounds 1

The Fox: each deal (game seed) is played twice, *a* in seat 0 then in seat 1, so both get the
same hands. Fearless: each deal is played once with *a* in every seat and level *b* in the
others. A match is one whole game (``--rounds n``: its first *n* rounds only); the match count is
rounded up to whole pairings. *a*'s wins count 1, a shared win or a draw counts its share (1/k).
The match win rate comes with a Wilson 95% interval; per-round scores (Fox points, Fearless fear
points: lower is better) with a normal 95% interval of the mean.

Round-level figures: the rounds *a* won (the best round score of the table, shared on ties,
Wilson interval), the mean per-round difference between *a*'s score and the average of the
others' with a *paired* interval (each deal's games together are one sample, so the luck of the
deal cancels out), and for a game with result bands (the Fox) how often *a* and *b* ended a
round in each band. ``--jobs`` games run in parallel processes; results do not depend on it.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from engine.bots import LEVELS, live_time_limit, make_bot
from engine.registry import ENTRIES, new_game
from engine.rng import derive_seed

__all__ = ["MatchResult", "Summary", "main", "play_match", "run_arena", "wilson"]


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (``successes`` may be fractional)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean and normal 95% interval of the mean."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = sum(values) / n
    if n < 2:
        return (mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


@dataclass(frozen=True)
class MatchResult:
    """One game: *a*'s share of the win, *a*'s round scores and the others' round scores,
    *a*'s share of each round's best score, *a*'s score minus the others' mean per round, and
    each round's band for *a* and for the others (empty without bands)."""

    share: float
    a_rounds: tuple[int, ...]
    b_rounds: tuple[int, ...]
    round_wins: tuple[float, ...] = ()
    round_diffs: tuple[float, ...] = ()
    a_bands: tuple[str, ...] = ()
    b_bands: tuple[str, ...] = ()


@dataclass(frozen=True)
class Summary:
    """An arena run."""

    game: str
    players: int
    a: str
    b: str
    matches: int
    wins: float
    win_rate: float
    win_low: float
    win_high: float
    a_round: tuple[float, float, float]
    b_round: tuple[float, float, float]
    rounds: int = 0
    round_wins: float = 0.0
    round_diff: tuple[float, float, float] = (0.0, 0.0, 0.0)
    """Mean of *a*'s score minus the others' mean per round, paired 95% interval (by deal)."""
    a_bands: tuple[tuple[str, float], ...] = ()
    """Share of *a*'s rounds in each band."""
    b_bands: tuple[tuple[str, float], ...] = ()

    @property
    def round_rate(self) -> float:
        """Share of the rounds *a* won."""
        return self.round_wins / self.rounds if self.rounds else 0.0

    @property
    def fair(self) -> float:
        """The share an equal player would win."""
        return 1.0 / self.players


def play_match(
    game_name: str,
    players: int,
    game_seed: int,
    a_seat: int,
    a: str,
    b: str,
    a_iterations: int | None = None,
    b_iterations: int | None = None,
    rounds: int | None = None,
    live: bool = False,
) -> MatchResult:
    """Play one game, level ``a`` in ``a_seat`` and ``b`` elsewhere (``*_iterations``
    override the search budgets; ``rounds`` stops after that many rounds; ``live``: each
    searching level stops at its live time limit, as in the game, so the result depends on
    this machine's speed)."""
    entry = ENTRIES[game_name]
    game = new_game(game_name, players, game_seed)
    bots = [
        make_bot(
            game_name,
            a if s == a_seat else b,
            game_seed,
            s,
            players,
            iterations=a_iterations if s == a_seat else b_iterations,
            time_limit=live_time_limit(a if s == a_seat else b) if live else None,
        )
        for s in range(players)
    ]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game.observation(seat)), seat)
        if rounds is not None and len(entry.round_scores(game.observation(a_seat))) >= rounds:
            break
    obs = game.observation(a_seat)
    sign = -1 if entry.lower_is_better else 1
    result = game.result()
    if result is not None:
        winners = result.winners
    else:  # stopped early: the best totals so far
        best = max(sign * t for t in obs.totals)
        winners = tuple(s for s, t in enumerate(obs.totals) if sign * t == best)
    share = 1.0 / len(winners) if a_seat in winners else 0.0
    a_rounds: list[int] = []
    b_rounds: list[int] = []
    wins: list[float] = []
    diffs: list[float] = []
    for points in entry.round_scores(obs):
        a_rounds.append(points[a_seat])
        others = [p for s, p in enumerate(points) if s != a_seat]
        b_rounds.extend(others)
        best = max(sign * p for p in points)
        tied = sum(1 for p in points if sign * p == best)
        wins.append(1.0 / tied if sign * points[a_seat] == best else 0.0)
        diffs.append(points[a_seat] - sum(others) / len(others))
    a_bands: list[str] = []
    b_bands: list[str] = []
    if entry.round_bands is not None:
        for bands in entry.round_bands(obs):
            a_bands.append(bands[a_seat])
            b_bands.extend(b for s, b in enumerate(bands) if s != a_seat)
    return MatchResult(
        share,
        tuple(a_rounds),
        tuple(b_rounds),
        tuple(wins),
        tuple(diffs),
        tuple(a_bands),
        tuple(b_bands),
    )


def _task(
    job: tuple[str, int, int, int, str, str, int | None, int | None, int | None, bool],
) -> MatchResult:
    return play_match(*job)


def _band_shares(bands: Sequence[str], names: Sequence[str]) -> tuple[tuple[str, float], ...]:
    counts = Counter(bands)
    total = len(bands)
    return tuple((name, counts[name] / total if total else 0.0) for name in names)


def run_arena(
    game_name: str,
    players: int,
    a: str,
    b: str,
    matches: int,
    seed: int,
    jobs: int = 1,
    iterations: int | None = None,
    a_iterations: int | None = None,
    b_iterations: int | None = None,
    rounds: int | None = None,
    live: bool = False,
) -> Summary:
    """Play the paired matches and summarise them. ``iterations`` overrides both levels'
    search budgets, ``a_iterations`` and ``b_iterations`` one side's; ``rounds`` stops each
    game after that many rounds; ``live`` as :func:`play_match`."""
    a_budget = a_iterations if a_iterations is not None else iterations
    b_budget = b_iterations if b_iterations is not None else iterations
    seats = players
    deals = max(1, -(-matches // seats))
    tasks = [
        (
            game_name,
            players,
            derive_seed(seed, f"arena/{d}") >> 1,
            seat,
            a,
            b,
            a_budget,
            b_budget,
            rounds,
            live,
        )
        for d in range(deals)
        for seat in range(seats)
    ]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_task, tasks, chunksize=1))
    else:
        results = [_task(t) for t in tasks]
    wins = sum(r.share for r in results)
    low, high = wilson(wins, len(results))
    per_deal: list[float] = []
    for d in range(deals):
        diffs = [x for r in results[d * seats : (d + 1) * seats] for x in r.round_diffs]
        if diffs:
            per_deal.append(sum(diffs) / len(diffs))
    names = ENTRIES[game_name].band_names
    return Summary(
        game_name,
        players,
        a,
        b,
        len(results),
        wins,
        wins / len(results),
        low,
        high,
        mean_interval([float(x) for r in results for x in r.a_rounds]),
        mean_interval([float(x) for r in results for x in r.b_rounds]),
        sum(len(r.round_wins) for r in results),
        sum(w for r in results for w in r.round_wins),
        mean_interval(per_deal),
        _band_shares([x for r in results for x in r.a_bands], names),
        _band_shares([x for r in results for x in r.b_bands], names),
    )


def format_summary(s: Summary) -> str:
    """Human-readable lines."""
    lines = [
        f"{s.game} ({s.players} players): {s.a} vs {s.b}, {s.matches} matches",
        f"match win rate of {s.a}: {s.win_rate:.3f} [{s.win_low:.3f}, {s.win_high:.3f}] "
        "(Wilson 95%)",
    ]
    if s.players > 2:
        lines.append(
            f"fair share {s.fair:.3f}: {s.win_rate / s.fair:.2f}x "
            f"[{s.win_low / s.fair:.2f}x, {s.win_high / s.fair:.2f}x]"
        )
    entry = ENTRIES[s.game]
    unit = f"{entry.score_name} per round" + (" (lower is better)" if entry.lower_is_better else "")
    for name, (mean, lo, hi) in ((s.a, s.a_round), (s.b, s.b_round)):
        lines.append(f"{unit}, {name}: {mean:.2f} [{lo:.2f}, {hi:.2f}] (95%)")
    r_low, r_high = wilson(s.round_wins, s.rounds)
    lines.append(
        f"rounds won by {s.a}: {s.round_rate:.3f} [{r_low:.3f}, {r_high:.3f}] of {s.rounds} "
        "(Wilson 95%)"
    )
    mean, lo, hi = s.round_diff
    others = "others' mean" if s.players > 2 else s.b
    lines.append(
        f"{entry.score_name} per round, {s.a} - {others}: {mean:+.2f} [{lo:+.2f}, {hi:+.2f}] "
        "(paired by deal, 95%)"
    )
    for name, shares in ((s.a, s.a_bands), (s.b, s.b_bands)):
        if shares:
            cells = ", ".join(f"{band} {share:.0%}" for band, share in shares)
            lines.append(f"round bands, {name}: {cells}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description="Bot arena on paired deals")
    parser.add_argument("--game", choices=sorted(ENTRIES), default="fox")
    parser.add_argument("--players", type=int, default=None, help="seats (Fearless: 3-5)")
    parser.add_argument("--a", choices=LEVELS, default="hard", help="candidate level")
    parser.add_argument("--b", choices=LEVELS, default="medium", help="opponents' level")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="parallel processes")
    parser.add_argument("--iterations", type=int, default=None, help="override search budgets")
    parser.add_argument("--a-iterations", type=int, default=None, help="override a's budget")
    parser.add_argument("--b-iterations", type=int, default=None, help="override b's budget")
    parser.add_argument("--rounds", type=int, default=None, help="stop each game after n rounds")
    parser.add_argument(
        "--live", action="store_true", help="live time limits, as in the game (machine-bound)"
    )
    args = parser.parse_args(argv)
    entry = ENTRIES[args.game]
    players = args.players or entry.default_players
    if not entry.game.min_players <= players <= entry.game.max_players:
        parser.error(
            f"{args.game} is for {entry.game.min_players}-{entry.game.max_players} players"
        )
    summary = run_arena(
        args.game,
        players,
        args.a,
        args.b,
        args.matches,
        args.seed,
        args.jobs,
        args.iterations,
        args.a_iterations,
        args.b_iterations,
        args.rounds,
        args.live,
    )
    print(format_summary(summary))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
