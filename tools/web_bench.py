"""Benchmark of the web table: what a key costs in a real browser, what the page weighs, what a
web seat costs the server.

    python -m tools.web_bench                      # 200 key presses, 40 seats
    python -m tools.web_bench --presses 500 --seats 100

- **Key press to live-region text**, on loopback, in headless Chromium (``tools/chromium.py``):
  a solo table, then status keys (H, T, S, W, A, L, N, I) pressed on the hand, 60 ms apart (under
  the server's rate of 20 frames a second); the page itself
  times each press, from the key's ``keydown`` to the answer's paragraph added to the assertive
  live region (a ``MutationObserver``); also a focus move (Right, Left) to the listbox's new
  active option. p50, p95, max.
- **Page weight**: the bytes of every file the page loads (served as they are: no build step, no
  compression), and the total.
- **Bytes sent to a page over a whole game**: a web seat's websocket, driven from Python, plays
  a seeded Fox match (to 16, against an easy computer, a practice table) as a player would: the
  arrows to a playable card, then Enter, each turn; the bytes of every frame the page received,
  by kind.
- **Server memory per web seat**: ``audiogame serve`` in its own process; its resident memory
  (``/proc``, Linux) after ``--seats`` solo tables of terminal clients (the game's protocol),
  then after as many tables of web seats (a page's websocket each, ten keys played), per table.

Figures, not assertions: no test times anything.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import json
import random
import statistics
import sys
import tempfile
import threading
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from audiogame.online.protocol import Create, Update, decode_server, encode
from audiogame.online.server import GameServer, ServerConfig
from audiogame.web.pages import FILES, THEMES_CSS
from audiogame.web.protocol import Key, PageCreate, PageHello
from audiogame.web.protocol import encode as page_encode
from tools.bot_bench import percentile
from tools.chromium import chromium
from tools.online_bench import rss_kib, start_server

READS = "htswalni"
PAUSE_MS = 60
"""Between two keys: under the server's rate of 20 frames a second (a quick player presses
five to ten keys a second)."""
MOVED = """target => {
    const pressed = window.benchKeys.at(-1);
    const move = window.benchMoves.find(([at, id]) => at > pressed && id === target);
    return move ? move[0] - pressed : 0;
}"""
"""Milliseconds from the last key pressed to the listbox's active option becoming ``target``
(0: not yet)."""

TIMING = """() => {
    window.benchKeys = [];
    window.benchAnswers = [];
    window.benchMoves = [];
    document.addEventListener('keydown', () => window.benchKeys.push(performance.now()), true);
    new MutationObserver(() => window.benchAnswers.push(performance.now()))
        .observe(document.getElementById('answers'), {childList: true, subtree: true});
    const hand = document.getElementById('hand');
    new MutationObserver(() => window.benchMoves.push(
        [performance.now(), hand.getAttribute('aria-activedescendant')]
    )).observe(hand, {attributeFilter: ['aria-activedescendant']});
}"""
"""Timing installed in the page (through the DevTools protocol: the page's own policy allows no
script of ours)."""


def spread(millis: list[float]) -> str:
    """p50, p95 and max of ``millis``."""
    ordered = sorted(millis)
    p95 = percentile(ordered, 95)
    return f"p50 {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms, max {ordered[-1]:.1f} ms"


@contextmanager
def server_thread(deal_seed: int | None = None) -> Iterator[int]:
    """A server on a free loopback port, on a thread of its own; its port."""
    loop = asyncio.new_event_loop()
    server = GameServer(ServerConfig(port=0, deal_seed=deal_seed))
    started: concurrent.futures.Future[None] = concurrent.futures.Future()

    def run() -> None:
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(server.start())
        except BaseException as exc:  # said where the benchmark waits for it
            started.set_exception(exc)
            return
        started.set_result(None)
        loop.run_forever()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    started.result(30)
    try:
        yield server.port
    finally:
        asyncio.run_coroutine_threadsafe(server.close(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(30)


def _wait(page: Any, predicate: str, arg: Any = None) -> None:
    for _ in range(20_000):
        if page.evaluate(predicate, arg):
            return
        page.wait_for_timeout(1)
    raise SystemExit(f"the page never got to {predicate}")


def key_latency(presses: int) -> None:
    """Key press to live-region text, in Chromium (see the module docstring)."""
    with server_thread() as port, chromium() as browser:
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{port}/?lang=en")
        page.wait_for_selector("#lobby:not([hidden])")
        page.fill("#name", "Ada")
        page.click("#start")
        page.wait_for_selector("#table:not([hidden])")
        _wait(page, "() => document.querySelectorAll('#log span[lang]').length >= 3")
        page.focus("#hand")
        page.evaluate(TIMING)
        for index in range(presses):
            count = page.evaluate("() => window.benchAnswers.length")
            page.keyboard.press(READS[index % len(READS)])
            _wait(page, "n => window.benchAnswers.length > n", count)
            page.wait_for_timeout(PAUSE_MS)
        keys = page.evaluate("() => window.benchKeys")
        answers = page.evaluate("() => window.benchAnswers")
        reads = [a - k for k, a in zip(keys, answers, strict=True)]
        page.keyboard.press("Home")  # from the first card, Right then Left always move
        first = (
            "() => { const hand = document.getElementById('hand');"
            " return hand.getAttribute('aria-activedescendant') === hand.children[0].id; }"
        )
        _wait(page, first)
        moves: list[float] = []
        for index in range(presses // 4):
            page.keyboard.press("ArrowRight" if index % 2 == 0 else "ArrowLeft")
            target = page.evaluate(
                "i => document.getElementById('hand').children[i].id", 1 - index % 2
            )
            _wait(page, MOVED, target)
            moves.append(page.evaluate(MOVED, target))
            page.wait_for_timeout(PAUSE_MS)
        print(f"key press to live-region text ({presses} status keys): {spread(reads)}")
        print(f"key press to the new active option ({len(moves)} focus moves): {spread(moves)}")


def page_weight() -> None:
    """The bytes of every file of the page, as served."""
    with server_thread() as port:
        sizes = {}
        for name in ["", *[n for n in FILES if n != "index.html"], THEMES_CSS]:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/{name}") as answer:
                sizes[name or "index.html"] = len(answer.read())
    listed = ", ".join(f"{name} {size / 1024:.1f}" for name, size in sizes.items())
    print(f"page weight: {sum(sizes.values()) / 1024:.1f} KiB ({listed} KiB); no image")


NO = ", not playable"
"""The end of a card's name the player may not play (a practice table says it)."""


async def _game_bytes(port: int, seed: int) -> dict[str, int]:
    """The bytes of each kind of frame a page receives over a whole seeded Fox match."""
    rng = random.Random(seed)
    sizes: dict[str, int] = {}
    async with connect(f"ws://127.0.0.1:{port}/play") as ws:
        await ws.send(page_encode(PageHello(lang="en")))
        create = PageCreate(
            game="fox", name="Ada", computers=1, level="easy", options={"target": 16}, practice=True
        )
        await ws.send(page_encode(create))
        view: dict[str, Any] = {}
        keys = 0
        while view.get("screen") != "over":
            try:
                message = await asyncio.wait_for(ws.recv(), 0.3)
            except TimeoutError:
                if view.get("my_turn"):  # arrows to a playable card (its name says), then Enter
                    hand, focus = view["hand"], view["focus"] or 0
                    playable = [i for i, c in enumerate(hand) if not c["name"].endswith(NO)]
                    target = rng.choice(playable or [focus])
                    moves = ["right" if target > focus else "left"] * abs(target - focus)
                    for name in [*moves, "enter"]:
                        await ws.send(page_encode(Key(key=name)))
                        keys += 1
                        await asyncio.sleep(0.06)
                continue
            assert isinstance(message, str)
            frame = json.loads(message)
            kind = frame["t"]
            sizes[kind] = sizes.get(kind, 0) + len(message.encode("utf-8"))
            if kind == "view":
                view = frame
            elif kind == "patch":
                view = {**view, **frame}
        sizes["keys"] = keys
    return sizes


def game_bytes(seed: int) -> None:
    """What a page receives over a whole game (see the module docstring)."""
    with server_thread(deal_seed=seed) as port:
        sizes = asyncio.run(_game_bytes(port, seed))
    keys = sizes.pop("keys")
    listed = ", ".join(f"{kind} {size / 1024:.1f}" for kind, size in sorted(sizes.items()))
    print(
        f"bytes sent to a page over a whole Fox match to 16 ({keys} keys): "
        f"{sum(sizes.values()) / 1024:.1f} KiB ({listed} KiB)"
    )


def _address(index: int) -> tuple[str, int]:
    """A loopback address of its own for each table (the server caps tables per address)."""
    return (f"127.0.{1 + index // 250}.{1 + index % 250}", 0)


async def _protocol_table(url: str, index: int) -> ClientConnection:
    ws = await connect(url, local_addr=_address(index))
    await ws.send(encode(Create(game="fox", players=2, name="Ada", computers={1: "easy"})))
    while not isinstance(decode_server(await ws.recv()), Update):
        pass
    return ws


async def _web_table(url: str, index: int) -> ClientConnection:
    ws = await connect(f"{url}/play", local_addr=_address(index))
    await ws.send(page_encode(PageHello(lang="en")))
    await ws.send(page_encode(PageCreate(game="fox", name="Ada", computers=1, level="easy")))
    for _ in range(10):
        await ws.send(page_encode(Key(key="enter")))
        await asyncio.sleep(0.05)
    return ws


async def _drain(sockets: list[ClientConnection]) -> None:
    async def read(ws: ClientConnection) -> None:
        try:
            while True:
                await asyncio.wait_for(ws.recv(), 0.5)
        except Exception:
            return

    await asyncio.gather(*(read(ws) for ws in sockets))


async def seat_memory(seats: int) -> None:
    """The server's resident memory per table of a terminal client's seat, then of a web seat."""
    with tempfile.TemporaryDirectory() as folder:
        proc, url = start_server(Path(folder))
        try:
            warm = [await _protocol_table(url, 0), await _web_table(url, 1)]
            await _drain(warm)
            before = rss_kib(proc.pid)
            protocol = [await _protocol_table(url, 2 + n) for n in range(seats)]
            await _drain(protocol)
            middle = rss_kib(proc.pid)
            web = [await _web_table(url, 2 + seats + n) for n in range(seats)]
            await _drain(web)
            after = rss_kib(proc.pid)
            for ws in [*warm, *protocol, *web]:
                await ws.close()
        finally:
            proc.terminate()
            proc.wait(10)
    if before is None or middle is None or after is None:
        print("server memory: no /proc here (Linux only)")
        return
    print(
        f"server memory: {before / 1024:.1f} MiB at start; a table with a terminal client's "
        f"seat {(middle - before) / seats:.0f} KiB, with a web seat (its client, table and "
        f"narration; ten keys played) {(after - middle) / seats:.0f} KiB ({seats} each)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--presses", type=int, default=200, help="status keys pressed")
    parser.add_argument("--seats", type=int, default=40, help="tables of each kind")
    parser.add_argument("--bytes-only", action="store_true", help="only the bytes of a game")
    args = parser.parse_args(argv)
    game_bytes(7)
    if args.bytes_only:
        return 0
    page_weight()
    key_latency(args.presses)
    asyncio.run(seat_memory(args.seats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
