"""How long the server's store takes to write an action, on SQLite and on PostgreSQL.

The server writes a table's record before it tells anybody of the action (``save_record``: one
UPDATE of one row, the whole record rewritten), so this time is part of every move's round
trip. The bench creates ``--tables`` Fox tables, then plays ``--actions`` actions on each in
turn (random legal moves), timing each write; then reads them all back (``unfinished``, a
server's start). PostgreSQL runs in a throwaway local cluster (``tools/pg_cluster.py``), with
fsync on, as a host would run it::

    python -m tools.store_bench --tables 200 --actions 30

It prints, per store: writes per second, the write's p50 / p95 / max in milliseconds, the record's
size at the end, and the time to read every table back.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

import engine
from audiogame.online.store import SeatRow, TableStore, open_store


def bench(store: TableStore, tables: int, actions: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    games = {}
    for index in range(tables):
        code = f"T{index:06d}"
        game = engine.new_game("fox", 2, rng.randrange(1 << 30), target=21)
        store.create_table(code, game.record(), {}, False, [SeatRow(0, "person", "Ada")])
        games[code] = game
    times: list[float] = []
    start = time.perf_counter()
    for _ in range(actions):
        for code, game in games.items():
            if game.is_over:
                continue
            game.apply(rng.choice(game.legal_actions()))
            record = game.record()
            began = time.perf_counter()
            store.save_record(code, record, game.is_over)
            times.append(time.perf_counter() - began)
    elapsed = time.perf_counter() - start
    began = time.perf_counter()
    loaded, broken = store.unfinished()
    read = time.perf_counter() - began
    assert not broken and len(loaded) == sum(not g.is_over for g in games.values())
    size = statistics.mean(len(g.record().to_json()) for g in games.values())
    cuts = statistics.quantiles(times, n=100, method="inclusive")
    return {
        "writes": len(times),
        "per_second": len(times) / sum(times),
        "p50": cuts[49] * 1000,
        "p95": cuts[94] * 1000,
        "max": max(times) * 1000,
        "record": size,
        "read": read,
        "wall": elapsed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--actions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from tools.pg_cluster import PgCluster, available

    rows = []
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(Path(folder) / "online.sqlite3")
        rows.append(
            (
                "SQLite (WAL, synchronous=NORMAL)",
                bench(store, args.tables, args.actions, args.seed),
            )
        )
        store.close()
    if available() is None:
        with PgCluster(fsync=True) as cluster:
            store = open_store(cluster.database("bench"))
            rows.append(
                ("PostgreSQL (fsync on)", bench(store, args.tables, args.actions, args.seed))
            )
            store.close()
    else:
        print(f"PostgreSQL: {available()}")
    print(f"{args.tables} Fox tables, {args.actions} actions each, one write per action")
    for name, row in rows:
        print(
            f"{name}: {row['writes']:.0f} writes, {row['per_second']:.0f}/s,"
            f" p50 {row['p50']:.2f} ms, p95 {row['p95']:.2f} ms, max {row['max']:.1f} ms;"
            f" record {row['record'] / 1024:.1f} KiB; read back {row['read'] * 1000:.0f} ms"
        )


if __name__ == "__main__":
    main()
