"""Load benchmark of the online server: N tables of computer clients over real websockets.

    python -m tools.online_bench --tables 200            # starts its own `audiogame serve`
    python -m tools.online_bench --tables 50 --server ws://127.0.0.1:8765
    python -m tools.online_bench --tables 20 --computers 1 --level expert --probe hard

Each table is created by one client and joined by the others; every client plays its seat with
a medium computer player, from the observation the server sends it (as a person's client would
hear it), and answers after a think time (``--think``, 2 s on average, like a quick person;
without it, the one client process saturates first and measures its own queue). Printed: tables
finished, actions, actions a second, the round trip of an action (sent -> the update that
follows it) p50/p95/max, and, for a server it started itself, the server's resident memory per
table and CPU. With ``--probe LEVEL``, one more table of a client and a server computer of that
level, whose computer's answer (the update that gives it the turn -> the update of its move) is
measured while the other tables' computers think: how one table's computers delay another's.
Exits 1 when a table did not finish. Figures, not assertions: no test times anything.

    python -m tools.online_bench --attack                # issue 37's shapes, at once
    python -m tools.online_bench --cluster 3 --tables 1000 --kill-after 60

``--cluster N`` starts a throwaway PostgreSQL cluster, N ``audiogame serve --node`` processes
sharing it and HAProxy in front (``tools/serve_cluster.py``, the configuration of
docs/hosting.md), and plays through the proxy: each person from an address of its own, a
joining person at the table's path (``/t/CODE``), every person coming back with its token
wherever its table moves. ``--kill-after S`` kills the node holding the most tables S seconds in
(SIGKILL): printed, each of its tables' takeover time (the cut -> the recap of its first person
back) p50/p95/max. Printed too: the rows PostgreSQL wrote (inserted, updated, deleted) per
action, and those of the leases' renewals per table and second.

``--attack`` presses a server it starts with the hostile shapes of issue 37, each person from
an address of its own on 127.0.0.0/8: ``--abandoners`` addresses each create 8 started tables
against a computer and close them; then ``--floods`` addresses open 32 idle websockets each and
``--non-readers`` clients ask for the lobby (40 open tables listed) as fast as their rate
allows and read nothing, while fresh addresses create tables and are seated (timed), and one
joins another's table; all along, ``--burners`` attended Fearless tables of three expert
computers (their person plays at once) keep the computers' threads busy, and a victim's Fox
table against a hard computer (its person at ``--think``) times that computer's answers.
Printed: tables made and refused, connections held and refused, non-readers dropped, the fresh
addresses' create → dealt times, the victim's computer's answers p50/p95, and the server log's
lines during the attack.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import os
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

import engine
from audiogame.games import presentation
from audiogame.online import wire
from audiogame.online.codes import table_path
from audiogame.online.limits import raise_file_limit
from audiogame.online.protocol import (
    CLOSE_MOVED,
    MAX_FRAME,
    VERSION,
    Act,
    Create,
    Error,
    Hello,
    Join,
    Lobby,
    Resume,
    Seated,
    Update,
    decode_server,
    encode,
)
from engine.bots import LEVELS, make_bot
from tools.bot_bench import percentile

__all__ = ["main"]


@dataclass
class Stats:
    """What the clients measured."""

    round_trips: list[float] = field(default_factory=list)
    answers: list[float] = field(default_factory=list)
    """Seconds the probe table's computer took to answer."""
    finished: int = 0
    errors: int = 0
    cuts: dict[str, float] = field(default_factory=dict)
    """Table code -> when its first person's connection was cut by a killed node."""
    takeovers: list[float] = field(default_factory=list)
    """Seconds from each such cut to the recap of its first person back."""
    moves: int = 0
    """Connections closed because their table moved to another node (quietly resumed)."""


def _home(url: str, index: int) -> dict[str, Any]:
    """Where table ``index``'s clients connect from: on this machine, an address of its own
    (127.0.x.y: every table a different home, as the server's bounds per address expect)."""
    if urlsplit(url).hostname not in ("127.0.0.1", "localhost"):
        return {}
    return {"local_addr": (f"127.0.{index // 250}.{index % 250 + 2}", 0)}


async def _seat(
    url: str,
    game: str,
    first: Create | Join,
    stats: Stats,
    ready: asyncio.Future[str] | None,
    think: float,
    home: dict[str, Any],
    probe: set[int] | None = None,
) -> None:
    """One client: sit, then play its seat until the game is over (``probe``: the computer
    seats whose answers it times). A cut connection comes back with the seat's token at its
    table's path (a proxy sends it to the node holding the table)."""
    seat = -1
    players = 0
    texts: engine.Game | None = None
    bot = None
    token: str | None = None
    code = first.code if isinstance(first, Join) else None
    request: Create | Join | Resume = first
    while True:
        address = url + table_path(code) if code else url
        sent_at: tuple[int, float] | None = None
        computer_since: tuple[int, float] | None = None
        ws = await _connect(address, home, again=token is not None)
        try:
            await ws.send(encode(request))
            async for message in ws:
                frame = decode_server(message)
                if isinstance(frame, Seated):
                    seat, players, token, code = frame.seat, frame.players, frame.token, frame.code
                    texts = engine.new_game(game, players, 0)
                    bot = make_bot(game, "medium", 1000 + seat, seat, players)
                    if ready is not None and not ready.done():
                        ready.set_result(frame.code)
                elif isinstance(frame, Update):
                    if frame.recap and code in stats.cuts:
                        stats.takeovers.append(time.perf_counter() - stats.cuts.pop(code))
                    if sent_at is not None and frame.at > sent_at[0]:
                        stats.round_trips.append(time.perf_counter() - sent_at[1])
                        sent_at = None
                    obs = wire.decode_observation(game, frame.observation)
                    now = time.perf_counter()
                    if computer_since is not None and frame.at > computer_since[0]:
                        stats.answers.append(now - computer_since[1])
                        computer_since = None
                    if probe and obs.current_player in probe and computer_since is None:
                        computer_since = (frame.at, now)
                    if obs.current_player is None:
                        stats.finished += seat == 0
                        return
                    if obs.current_player == seat and sent_at is None:
                        assert bot is not None and texts is not None
                        action = bot.choose(obs)
                        if think:
                            await asyncio.sleep(think * (0.5 + random.random()))
                        sent_at = (frame.at, time.perf_counter())
                        await _act(ws, texts.action_to_text(action), frame.at)
                elif isinstance(frame, Error):
                    stats.errors += 1
                    if ready is not None and not ready.done():
                        ready.set_exception(RuntimeError(frame.code))
                        return
        except ConnectionClosed:
            pass
        finally:
            await ws.close()
        if token is None:
            raise RuntimeError("the connection closed before the seat was taken")
        if ws.close_code == CLOSE_MOVED:
            stats.moves += 1
        elif seat == 0 and code is not None and code not in stats.cuts:
            stats.cuts[code] = time.perf_counter()  # a node gone: timed to the recap
        request = Resume(token=token)
        await asyncio.sleep(0.05 if ws.close_code != CLOSE_MOVED else 0)


async def _connect(address: str, home: dict[str, Any], again: bool) -> ClientConnection:
    """A connection; coming back (``again``), tried for 60 s (a proxy refuses it while the
    node it would send it to is dead and not yet found so)."""
    end = time.monotonic() + (60 if again else 0)
    while True:
        try:
            return await connect(
                address, max_size=MAX_FRAME, open_timeout=30, compression=None, **home
            )
        except (OSError, InvalidHandshake):
            if time.monotonic() > end:
                raise
            await asyncio.sleep(0.1)


async def _act(ws: ClientConnection, text: str, at: int) -> None:
    await ws.send(encode(Act(action=text, at=at)))


@dataclass(frozen=True)
class Shape:
    """One table's shape: its game, its seats, its computers' level, its people's pace."""

    game: str
    players: int
    computers: int
    level: str
    think: float
    target: int = 7
    probe: bool = False
    """Its computers' answers are timed (:attr:`Stats.answers`)."""


async def _table(url: str, shape: Shape, index: int, stats: Stats, home: dict[str, Any]) -> None:
    """A table of ``shape``, created by its first person and joined by the others from
    ``home``; they play it to its end."""
    loop = asyncio.get_running_loop()
    ready: asyncio.Future[str] = loop.create_future()
    seats = range(shape.players - shape.computers, shape.players)
    computers = {seat: shape.level for seat in seats}
    options = presentation(shape.game).engine_options({"target": shape.target})  # if it has one
    create = Create(
        game=shape.game,
        players=shape.players,
        name=f"T{index}",
        computers=computers,
        options=options,
        open=False,
    )
    probe = set(computers) if shape.probe else None
    host = asyncio.create_task(
        _seat(url, shape.game, create, stats, ready, shape.think, home, probe)
    )
    code = await ready
    people = shape.players - shape.computers
    others = [
        asyncio.create_task(
            _seat(url, shape.game, Join(code=code, name=f"P{s}"), stats, None, shape.think, home)
        )
        for s in range(1, people)
    ]
    await asyncio.gather(host, *others)


def _shape(args: argparse.Namespace, index: int) -> Shape:
    """The command line's table ``index`` (the last one the probe's, with ``--probe``)."""
    probe = index == args.tables
    level = args.probe if probe else args.level
    return Shape(args.game, args.players, args.computers, level, args.think, args.target, probe)


def rss_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def _cpu_seconds(pid: int) -> float | None:
    if sys.platform == "win32":
        return None  # /proc and sysconf: Linux (and the BSDs without /proc give None too)
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def start_server(folder: Path) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "audiogame", "serve", "--port", "0", "--data", str(folder)],
        env={**os.environ, "AUDIOGAME_HOME": str(folder / "home")},
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    if "serving on " not in line:
        proc.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, line.split("serving on ", 1)[1]


async def _run(
    url: str, args: argparse.Namespace, pid: int | None, keep: list[Stats] | None = None
) -> int:
    stats = Stats()
    if keep is not None:
        keep.append(stats)
    base_rss = rss_kib(pid) if pid else None
    base_cpu = _cpu_seconds(pid) if pid else None
    peak = base_rss or 0
    start = time.perf_counter()
    count = args.tables + (1 if args.probe else 0)
    tables = [
        asyncio.create_task(_table(url, _shape(args, i), i, stats, _home(url, i)))
        for i in range(count)
    ]

    async def sample() -> None:
        nonlocal peak
        while pid:
            peak = max(peak, rss_kib(pid) or 0)
            await asyncio.sleep(0.25)

    sampler = asyncio.create_task(sample())
    done, pending = await asyncio.wait(tables, timeout=args.timeout)
    sampler.cancel()
    elapsed = time.perf_counter() - start
    for task in pending:
        task.cancel()
    failed = sum(1 for t in done if t.exception() is not None) + len(pending)
    trips = sorted(stats.round_trips)
    level = f" {args.level}" if args.computers else ""
    print(
        f"tables: {args.tables} x {args.players} seats ({args.computers}{level} computer) "
        f"of {args.game}"
        + (f", and a probe table with a {args.probe} computer" if args.probe else "")
    )
    print(f"finished: {stats.finished} of {count}; failed: {failed}; errors: {stats.errors}")
    print(f"time: {elapsed:.1f} s; actions: {len(trips)}; {len(trips) / elapsed:.0f} actions/s")
    if trips:
        p50 = statistics.median(trips) * 1000
        p95 = percentile(trips, 95) * 1000
        print(f"round trip: p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {trips[-1] * 1000:.1f} ms")
    answers = sorted(stats.answers)
    if answers:
        p50 = statistics.median(answers) * 1000
        p95 = percentile(answers, 95) * 1000
        print(
            f"probe's {args.probe} computer answered {len(answers)} times: p50 {p50:.0f} ms, "
            f"p95 {p95:.0f} ms, max {answers[-1] * 1000:.0f} ms"
        )
    if pid and base_rss is not None and base_cpu is not None:
        per_table = (peak - base_rss) / max(count, 1)
        cpu = (_cpu_seconds(pid) or base_cpu) - base_cpu
        print(
            f"server: rss {base_rss / 1024:.1f} MiB idle, {peak / 1024:.1f} MiB peak, "
            f"{per_table:.0f} KiB per table; cpu {cpu:.1f} s ({100 * cpu / elapsed:.0f}% of a core)"
        )
    return 0 if stats.finished == count and failed == 0 else 1


# --- the attack shapes (issue 37) --------------------------------------------------------------


def _address(block: int, index: int) -> tuple[str, int]:
    """A loopback address of its own for person ``index`` of attack ``block``."""
    return (f"127.{block}.{index // 250}.{index % 250 + 2}", 0)


async def _until_seated(ws: ClientConnection, started: bool) -> Seated | Error:
    """Frames until ``seated`` (and, with ``started``, the update that deals) or an error."""
    seated: Seated | None = None
    async for message in ws:
        frame = decode_server(message)
        if isinstance(frame, Error):
            return frame
        if isinstance(frame, Seated):
            seated = frame
            if not started:
                return frame
        if isinstance(frame, Update) and seated is not None:
            return seated
    raise ConnectionError("closed before seated")


async def _abandon(url: str, index: int, tables: int, counts: dict[str, int]) -> None:
    """One home creates ``tables`` started tables against a computer and closes each."""
    create = Create(game="fox", players=2, name="Mal", computers={1: "easy"})
    for _ in range(tables):
        try:
            async with connect(url, local_addr=_address(10, index), open_timeout=30) as ws:
                await ws.send(encode(create))
                answer = await asyncio.wait_for(_until_seated(ws, True), 30)
        except (OSError, TimeoutError, ConnectionError):
            counts["failed"] += 1
            continue
        counts["made" if isinstance(answer, Seated) else "refused"] += 1


async def _flood(
    url: str, index: int, per: int, held: list[ClientConnection], counts: dict[str, int]
) -> None:
    """One address opens ``per`` websockets and keeps them open, idle."""
    for _ in range(per):
        try:
            ws = await connect(url, local_addr=_address(20, index), open_timeout=30)
            await ws.send(encode(Hello(v=VERSION)))
            await asyncio.wait_for(ws.recv(), 30)
        except Exception:
            counts["refused"] += 1
            continue
        held.append(ws)
        counts["held"] += 1


async def _non_reader(url: str, index: int) -> ClientConnection:
    """A client that reads nothing and asks for the lobby 20 times a second (the most its rate
    allows), its answers piling up unread."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.bind(_address(30, index))
    sock.setblocking(False)
    host, port = urlsplit(url).hostname or "127.0.0.1", urlsplit(url).port or 8765
    await asyncio.get_running_loop().sock_connect(sock, (host, port))
    ws = await connect(url, sock=sock, max_queue=1)

    async def ask() -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await ws.send(encode(Lobby()))
                await asyncio.sleep(0.05)

    asyncio.get_running_loop().create_task(ask())
    return ws


async def _listed(url: str, index: int) -> ClientConnection:
    """A host waiting at an open table, listed in the lobby (so that the lobby says much)."""
    ws = await connect(url, local_addr=_address(60, index), open_timeout=30)
    await ws.send(encode(Create(game="fearless", players=5, name=f"Host {index}")))
    await asyncio.wait_for(_until_seated(ws, False), 30)
    return ws


async def _is_dropped(ws: ClientConnection) -> bool:
    """Read what waits: True when the server had closed the connection."""
    try:
        while True:
            await asyncio.wait_for(ws.recv(), 2)
    except ConnectionClosed:
        return True
    except TimeoutError:
        return False


async def _fresh(url: str, block: int, index: int) -> tuple[float, str]:
    """A fresh address creates a table against a computer: seconds to be dealt, or why not."""
    start = time.perf_counter()
    try:
        async with connect(url, local_addr=_address(block, index), open_timeout=30) as ws:
            await ws.send(encode(Create(game="fox", players=2, name="Ada", computers={1: "hard"})))
            answer = await asyncio.wait_for(_until_seated(ws, True), 30)
    except Exception as exc:  # the figure says what went wrong
        return time.perf_counter() - start, type(exc).__name__
    if isinstance(answer, Error):
        return time.perf_counter() - start, answer.code
    return time.perf_counter() - start, "seated"


async def _fresh_pair(url: str) -> str:
    """A fresh address opens a table for two people; another joins it: how that went."""
    try:
        async with connect(url, local_addr=_address(40, 0), open_timeout=30) as host:
            await host.send(encode(Create(game="fox", players=2, name="Bea")))
            seated = await asyncio.wait_for(_until_seated(host, False), 30)
            if isinstance(seated, Error):
                return seated.code
            async with connect(url, local_addr=_address(40, 1), open_timeout=30) as guest:
                await guest.send(encode(Join(code=seated.code, name="Cyd")))
                joined = await asyncio.wait_for(_until_seated(guest, True), 30)
                return "seated" if isinstance(joined, Seated) else joined.code
    except Exception as exc:
        return type(exc).__name__


def _log_lines(folder: Path) -> list[str]:
    """The server log's lines so far."""
    return [
        line
        for path in sorted((folder / "home").rglob("*.log"))
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines()
    ]


def _kinds(lines: list[str]) -> str:
    """The most frequent kinds of log line (table codes and counts taken out)."""
    kinds = collections.Counter(
        re.sub(r"\b[A-Z]{7}\b|\d+", "#", line.split(" ", 3)[-1])[:70] for line in lines
    )
    return "; ".join(f"{count} x {kind!r}" for kind, count in kinds.most_common(6))


async def _again(url: str, shape: Shape, block: int, index: int, stats: Stats) -> None:
    """Tables of ``shape`` from one address of ``block``, one after another, until cancelled."""
    home = {"local_addr": _address(block, index)}
    while True:
        try:
            await _table(url, shape, index, stats, home)
        except (OSError, ConnectionError, RuntimeError, TimeoutError):
            stats.errors += 1
            await asyncio.sleep(1)


async def _attack(url: str, args: argparse.Namespace, folder: Path, pid: int) -> int:
    raise_file_limit()  # this process holds thousands of sockets too
    lines_before = len(_log_lines(folder))
    burn, victim = Stats(), Stats()
    burning = [
        asyncio.create_task(_again(url, Shape("fearless", 4, 3, "expert", 0.0), 70, i, burn))
        for i in range(args.burners)
    ]
    probe = Shape("fox", 2, 1, "hard", args.think, probe=True)
    burning.append(asyncio.create_task(_again(url, probe, 80, 0, victim)))
    start = time.perf_counter()
    tables = {"made": 0, "refused": 0, "failed": 0}
    limit = asyncio.Semaphore(64)

    async def one(index: int) -> None:
        async with limit:
            await _abandon(url, index, 8, tables)

    await asyncio.gather(*(one(i) for i in range(args.abandoners)))
    took = time.perf_counter() - start
    print(
        f"abandoned tables: {args.abandoners} addresses x 8: {tables['made']} made, "
        f"{tables['refused']} refused, {tables['failed']} failed in {took:.1f} s"
    )
    held: list[ClientConnection] = []
    conns = {"held": 0, "refused": 0}
    start = time.perf_counter()
    await asyncio.gather(*(_flood(url, i, 32, held, conns) for i in range(args.floods)))
    print(
        f"connection flood: {args.floods} addresses x 32: {conns['held']} held, "
        f"{conns['refused']} refused in {time.perf_counter() - start:.1f} s"
    )
    hosts = [await _listed(url, i) for i in range(40)]
    readers = [await _non_reader(url, i) for i in range(args.non_readers)]
    fresh = [await _fresh(url, 50, i) for i in range(5)]
    pair = await _fresh_pair(url)
    await asyncio.sleep(args.hold)
    dropped = [await _is_dropped(ws) for ws in readers]
    print(f"non-readers: {sum(dropped)} of {len(readers)} dropped within {args.hold:.0f} s")
    times = sorted(t for t, how in fresh if how == "seated")
    hows = [how for _t, how in fresh]
    line = f"fresh addresses creating a table: {hows.count('seated')} of {len(fresh)} seated"
    if times:
        p50, top = statistics.median(times) * 1000, times[-1] * 1000
        line += f", create -> dealt p50 {p50:.0f} ms, max {top:.0f} ms"
    if len(times) < len(fresh):
        line += f"; others: {[h for h in hows if h != 'seated']}"
    print(line)
    print(f"two fresh addresses, one joining the other's table: {pair}")
    still = sum(1 for ws in held if ws.state.name == "OPEN")
    print(f"flood connections still open: {still} of {len(held)}")
    lines = _log_lines(folder)[lines_before:]
    print(f"server log: {len(lines)} lines during the attack: {_kinds(lines)}")
    for task in burning:
        task.cancel()
    print(
        f"attended expert tables: {args.burners} Fearless tables of 3 experts and a person "
        f"who plays at once: {len(burn.round_trips)} actions, {burn.errors} errors"
    )
    answers = sorted(victim.answers)
    if answers:
        p50, p95 = statistics.median(answers) * 1000, percentile(answers, 95) * 1000
        print(
            f"the victim's hard computer (a Fox table, its person at {args.think:.1f} s a move) "
            f"answered {len(answers)} times: p50 {p50:.0f} ms, p95 {p95:.0f} ms, "
            f"max {answers[-1] * 1000:.0f} ms"
        )
    else:
        print("the victim's hard computer never answered")
    rss = rss_kib(pid)
    print(f"server: rss {rss / 1024 if rss else 0:.1f} MiB")
    for ws in held + readers + hosts:
        ws.transport.abort()
    return 0 if hows.count("seated") == len(fresh) and pair == "seated" else 1


SERVER_LEVELS = tuple(level for level in LEVELS if level != "random")
"""The levels a server's computer players take (the server offers no random player)."""


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; 0 when every table finished."""
    parser = argparse.ArgumentParser(prog="python -m tools.online_bench", description=__doc__)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--server", help="ws:// address of a running server (default: start one)")
    parser.add_argument("--game", default="fox", choices=sorted(engine.GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--computers", type=int, default=0, help="server-side computer seats")
    parser.add_argument(
        "--level", default="medium", choices=SERVER_LEVELS, help="the server computers' level"
    )
    parser.add_argument(
        "--probe",
        choices=SERVER_LEVELS,
        help="one more table with a server computer of this level, its answers timed",
    )
    parser.add_argument("--target", type=int, default=7, help="a target score, for a game with one")
    parser.add_argument(
        "--think",
        type=float,
        default=2.0,
        help="seconds a client waits before each action, on average (0: at once, which "
        "measures this process's own queue more than the server)",
    )
    parser.add_argument("--timeout", type=float, default=900.0)
    parser.add_argument("--attack", action="store_true", help="issue 37's hostile shapes")
    parser.add_argument("--abandoners", type=int, default=250)
    parser.add_argument("--floods", type=int, default=128)
    parser.add_argument("--non-readers", type=int, default=10)
    parser.add_argument(
        "--burners", type=int, default=20, help="attended expert Fearless tables (--attack)"
    )
    parser.add_argument(
        "--hold", type=float, default=20.0, help="seconds the non-readers get before checking"
    )
    parser.add_argument(
        "--cluster", type=int, default=0, help="N server processes on PostgreSQL behind HAProxy"
    )
    parser.add_argument(
        "--kill-after", type=float, help="seconds in, SIGKILL the node with most tables (--cluster)"
    )
    parser.add_argument("--lease", type=float, default=4.0, help="the nodes' lease (--cluster)")
    args = parser.parse_args(argv)
    if args.cluster:
        return _clustered(args)
    if args.attack:
        with tempfile.TemporaryDirectory() as folder:
            proc, url = start_server(Path(folder))
            try:
                return asyncio.run(_attack(url, args, Path(folder), proc.pid))
            finally:
                proc.send_signal(signal.SIGINT)
                proc.wait(60)
    if args.server:
        return asyncio.run(_run(args.server, args, None))
    with tempfile.TemporaryDirectory() as folder:
        proc, url = start_server(Path(folder))
        try:
            status = asyncio.run(_run(url, args, proc.pid))
        finally:
            proc.send_signal(signal.SIGINT)  # the server logs its own figures as it closes
            proc.wait(30)
        log = Path(folder) / "home" / "state"
        for path in sorted(log.rglob("*.log")):
            for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
                if "frames handled" in line:
                    print("server:", line.split("closing; ", 1)[-1])
        return status


# --- several server processes (issue 36) -------------------------------------------------------


def _written(url: str) -> tuple[int, int]:
    """Rows PostgreSQL wrote so far in the database of ``url`` (inserted, updated and deleted),
    and the transactions committed."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        row = db.execute(
            "SELECT tup_inserted + tup_updated + tup_deleted, xact_commit FROM pg_stat_database"
            " WHERE datname = current_database()"
        ).fetchone()
        db.execute("SELECT pg_stat_clear_snapshot()")
    assert row is not None
    return int(row[0]), int(row[1])


def _clustered(args: argparse.Namespace) -> int:
    """The tables through HAProxy in front of ``--cluster`` nodes (see the module docstring)."""
    from tools.pg_cluster import PgCluster
    from tools.serve_cluster import ServeCluster

    raise_file_limit()
    with PgCluster() as pg:
        store = pg.database()
        with ServeCluster(store, args.cluster, lease=args.lease) as cluster:
            print(f"cluster: {args.cluster} nodes, lease {args.lease} s, HAProxy {cluster.url}")
            idle_rows, _ = _written(store)
            time.sleep(5 * args.lease)  # no table yet: what the nodes write idle (nothing)
            idle = _written(store)[0] - idle_rows
            print(f"rows written by {args.cluster} idle nodes in {5 * args.lease:.0f} s: {idle}")
            status, stats, elapsed, rows = asyncio.run(_run_cluster(cluster, args, store))
            actions = len(stats.round_trips)
            if actions:
                print(
                    f"PostgreSQL: {rows} rows written in {elapsed:.0f} s, {rows / actions:.2f} per "
                    "action (records, seats, tables made, the leases' renewals)"
                )
            print(f"connections moved with their table: {stats.moves}")
            takeovers = sorted(stats.takeovers)
            if takeovers:
                print(
                    f"takeover ({len(takeovers)} tables of the killed node; cut -> recap): "
                    f"p50 {statistics.median(takeovers):.2f} s, "
                    f"p95 {percentile(takeovers, 95):.2f} s, max {takeovers[-1]:.2f} s"
                )
            elif args.kill_after is not None:
                print("takeover: no table measured")
            return status


async def _run_cluster(
    cluster: Any, args: argparse.Namespace, store: str
) -> tuple[int, Stats, float, int]:
    """Run the tables through ``cluster``'s proxy; kill a node ``--kill-after`` seconds in."""
    before = _written(store)[0]
    stats_box: list[Stats] = []
    start = time.perf_counter()

    async def killer() -> None:
        if args.kill_after is None:
            return
        await asyncio.sleep(args.kill_after)
        import psycopg

        with psycopg.connect(store, autocommit=True) as db:
            rows = db.execute(
                "SELECT owner, count(*) FROM tables WHERE over = 0 AND owner IS NOT NULL"
                " GROUP BY owner ORDER BY count(*) DESC"
            ).fetchall()
        if rows:
            victim, held = rows[0]
            print(f"killing node {victim} ({held} unfinished tables) at {args.kill_after:.0f} s")
            await asyncio.to_thread(cluster.kill, victim)

    kill = asyncio.create_task(killer())
    status = await _run(cluster.url, args, None, stats_box)
    kill.cancel()
    elapsed = time.perf_counter() - start
    return status, stats_box[0], elapsed, _written(store)[0] - before


if __name__ == "__main__":
    raise SystemExit(main())
