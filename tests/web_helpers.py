"""Helpers of the web table's tests: a page's websocket driven from Python (the page's frames,
no browser), the terminal's online table pressing the same keys, a seeded player that chooses its
keys from what its table shows, and the transcript of a game played that way.

A game is played first by the terminal's online client (:func:`terminal_game`): the keys of
each turn, what each key answered and where it put the focus, and every message said are kept
(:class:`Transcript`). The same keys are then pressed on a page (in Python or in a real browser)
and what reached the page is compared with the transcript.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from online_helpers import Player, make_player, until
from websockets.asyncio.client import ClientConnection, connect

from audiogame.keys import table_keys, working
from audiogame.online import codes
from audiogame.online.client import OnlineClient
from audiogame.table import Table
from audiogame.ui.keynames import key_name

__all__ = [
    "CODES",
    "KeyPress",
    "PageClient",
    "Transcript",
    "Turn",
    "fixed_codes",
    "open_page",
    "press",
    "terminal_game",
    "turn_keys",
]

LOG_KINDS = ("event", "notice", "chat")
CODES = ("WEBTABA", "WEBTABB", "WEBTABC", "WEBTABD")


@contextlib.contextmanager
def fixed_codes(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Table codes in a fixed order (:data:`CODES`, then again), so that two runs of one game
    say the same code."""
    order = itertools.cycle(CODES)
    monkeypatch.setattr(codes, "new_code", lambda: next(order))
    yield


# --- a page, from Python ------------------------------------------------------------------------


@dataclass
class PageClient:
    """A page's websocket and everything it received."""

    ws: ClientConnection
    says: list[tuple[str, str, str]] = field(default_factory=list)
    """``(kind, text, lang)`` of each message, in order."""
    updates: list[list[tuple[str, str, str]]] = field(default_factory=list)
    """The messages of each ``say`` frame (one update each), in order."""
    views: list[dict[str, Any]] = field(default_factory=list)
    frames: list[dict[str, Any]] = field(default_factory=list)
    raw: list[str] = field(default_factory=list)
    token: str | None = None
    reader: asyncio.Task[None] | None = None

    @property
    def log(self) -> list[str]:
        """The messages of the page's log (events, notices, chat), in order."""
        return [text for kind, text, _ in self.says if kind in LOG_KINDS]

    @property
    def answers(self) -> list[str]:
        """The answers to keys, in order."""
        return [text for kind, text, _ in self.says if kind == "answer"]

    @property
    def view(self) -> dict[str, Any]:
        """The newest view."""
        return self.views[-1] if self.views else {"screen": "none"}

    def focused(self) -> str | None:
        """The name of the hand's focused option."""
        view = self.view
        focus = view.get("focus")
        return None if focus is None else view["hand"][focus]["name"]

    async def send(self, frame: dict[str, Any]) -> None:
        await self.ws.send(json.dumps(frame))

    async def key(self, name: str) -> None:
        await self.send({"t": "key", "key": name})

    async def read(self) -> None:
        """Keep every frame received (until the connection closes)."""
        with contextlib.suppress(Exception):
            async for message in self.ws:
                assert isinstance(message, str)
                self.raw.append(message)
                frame = json.loads(message)
                self.frames.append(frame)
                if frame["t"] == "say":
                    lines = [(x["kind"], x["text"], x["lang"]) for x in frame["lines"]]
                    self.updates.append(lines)
                    self.says.extend(lines)
                elif frame["t"] == "view":
                    self.views.append(frame)
                elif frame["t"] == "patch":  # what changed of the newest view
                    self.views.append(patched(self.views[-1], frame))
                elif frame["t"] == "token":
                    self.token = frame["token"]

    async def close(self) -> None:
        await self.ws.close()
        if self.reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self.reader


def patched(view: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    """``view`` with a ``patch`` frame's fields (panels that did not change come as ``None``),
    as the page merges them."""
    merged = {**view, **patch, "t": "view"}
    if "panels" in patch:
        old = view["panels"]
        merged["panels"] = [old[i] if p is None else p for i, p in enumerate(patch["panels"])]
    return merged


async def open_page(port: int, lang: str = "en", **prefs: str) -> PageClient:
    """A page's websocket on a server on ``port``, its settings said (``hello``)."""
    ws = await connect(f"ws://127.0.0.1:{port}/play")
    page = PageClient(ws)
    page.reader = asyncio.get_running_loop().create_task(page.read())
    await page.send({"t": "hello", "lang": lang, **prefs})
    await until(lambda: any(f["t"] == "ready" for f in page.frames))
    return page


# --- the terminal's table, pressing keys --------------------------------------------------------


def press(client: OnlineClient, name: str) -> None:
    """A key at the terminal's online table, as its screen binds it (the game's key data; a
    letter that is no key jumps to a suit; any other key is refused)."""
    table = client.table
    assert table is not None
    commands = {**table.commands(), "read_seats": lambda: table.out.answer(client.seats_text())}
    key = working(table_keys(table.show), table).get(name)
    if key is not None and key.command is not None:
        commands[key.command]()
    elif not (len(name) == 1 and name.isalpha() and table.jump_to_suit(name)):
        table.out.answer(table.tr.t("error-unknown-key", key=key_name(table.tr, name)))


READS = ([], [], [], ["h"], ["t"], ["s"], ["w"], ["a"], ["l"], ["n"], ["i"])
"""What a player reads before choosing, now and then (nothing, mostly)."""


def turn_keys(table: Table, rng: random.Random) -> list[str]:
    """The keys of one turn: sometimes a status read, then the moves to a legal choice chosen
    at random (Home or End when that is shorter), then Enter."""
    items, focus = table.focused()
    legal = set(table.game.legal_actions())
    target = rng.choice([i for i, action in enumerate(items) if action in legal])
    if target == 0 and focus > 1:
        moves = ["home"]
    elif target == len(items) - 1 and focus < target - 1:
        moves = ["end"]
    elif target >= focus:
        moves = ["right"] * (target - focus)
    else:
        moves = ["left"] * (focus - target)
    return [*rng.choice(READS), *moves, "enter"]


@dataclass
class KeyPress:
    """A key pressed at the terminal's table: its answer (``None``: a focus move, or nothing
    said) and the focused option's name after it."""

    name: str
    answer: str | None
    focused: str | None


@dataclass
class Turn:
    """One turn of the person: the messages said before it, and its keys."""

    heard: int
    keys: list[KeyPress]


@dataclass
class Transcript:
    """A game as the terminal's online table said it."""

    turns: list[Turn]
    log: list[str]
    """The messages said unasked (events, notices, chat), in order."""
    answers: list[str]


def _log(player: Player) -> list[str]:
    return [u.text for u in player.speaker.spoken if not u.interrupt]


async def terminal_game(
    port: int,
    lang: str,
    create: Callable[[OnlineClient], Any],
    seed: int,
    name: str = "Ada",
) -> Transcript:
    """Play a whole game at the terminal's online table (``create(client)`` opens it), with
    the seeded player's keys; its transcript."""
    player = make_player(f"ws://127.0.0.1:{port}", name, lang)
    client = player.client
    rng = random.Random(seed)
    turns: list[Turn] = []
    await client.connect()
    await create(client)
    try:
        await until(lambda: client.table is not None, 30)
        while True:
            await until(lambda: client.table is not None and _settled(client), 30)
            table = client.table
            assert table is not None
            if table.game.is_over:
                break
            turn = Turn(len(_log(player)), [])
            at = client.session.at if client.session is not None else -1
            moved = _moved(client, at)
            for key in turn_keys(table, rng):
                said = len(player.speaker.spoken)
                press(client, key)
                new = [u.text for u in player.speaker.spoken[said:] if u.interrupt]
                move = key in ("left", "right", "home", "end")
                answer = None if move else (new[-1] if new else None)
                turn.keys.append(KeyPress(key, answer, table.focused_text()))
            turns.append(turn)
            try:
                await until(moved, 30)
            except AssertionError:
                raise AssertionError(f"no answer to {turn.keys}: {player.heard[-3:]}") from None
        await _quiet(player)
        answers = [u.text for u in player.speaker.spoken if u.interrupt]
        return Transcript(turns, _log(player), answers)
    finally:
        await client.close()


def _moved(client: OnlineClient, at: int) -> Callable[[], bool]:
    """A check: the game has moved on from ``at``."""
    return lambda: client.session is not None and client.session.at != at


def _settled(client: OnlineClient) -> bool:
    """The game waits for this seat, or is over."""
    table = client.table
    return table is not None and (table.game.is_over or table.my_turn)


async def _quiet(player: Player, still: float = 0.3) -> None:
    """Wait until nothing more is said for ``still`` seconds."""
    count = -1
    while count != len(player.speaker.spoken):
        count = len(player.speaker.spoken)
        await asyncio.sleep(still)
