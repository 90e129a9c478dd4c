"""Play online from the keyboard: the real application on a pipe, against a real server (in a
thread of its own): the online menu, typing a name, creating a table with a computer player,
the table's keys (F5 chat, F6 nudge, N seats) and playing cards with Enter."""

from __future__ import annotations

import asyncio
import json
import random
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from audiogame.online.protocol import ChatSaid
from audiogame.ui.app import TableApp
from audiogame.ui.online import LineScreen, OnlineTableScreen
from audiogame.ui.screens import MenuScreen
from tests.online_helpers import make_player, play_out, server_thread, until
from tests.ui_driver import drive, paths_in, play_legally

F5, F6 = "\x1b[15~", "\x1b[17~"


@pytest.fixture
def server_loop() -> Iterator[tuple[str, asyncio.AbstractEventLoop]]:
    """A server on a loopback port, in a thread with its own event loop (for other players)."""
    with server_thread(None) as (server, loop):
        yield f"ws://127.0.0.1:{server.port}", loop


@pytest.fixture
def server_url(server_loop: tuple[str, asyncio.AbstractEventLoop]) -> str:
    """The address of that server."""
    return server_loop[0]


def _focused(app: TableApp) -> str:
    screen = app.screen
    assert isinstance(screen, MenuScreen)
    return screen.items[screen.index].label()


def test_play_online_from_the_keyboard(tmp_path: Path, server_url: str) -> None:
    data = paths_in(tmp_path).data
    data.mkdir(parents=True)
    (data / "online.json").write_text(json.dumps({"server": server_url, "name": "Ada"}))
    steps = [
        ("select", "Play online"),
        ("select", "Your name"),
        ("type", "\x7f\x7f\x7fZoe"),
        ("key", "enter"),
        ("select", "Create a table"),
        ("focus", "Game: "),
        ("key", "right"),
        ("focus", "Computer players"),
        ("key", "right"),
        ("select", "Create the table"),
    ]
    at_table = [F6, F5, "h", "i", "enter", "n", "f4"]
    helps: list[list[str]] = []
    wired: list[tuple[bool, bool]] = []

    def keys(app: TableApp) -> str | None:
        screen = app.screen
        if isinstance(screen, LineScreen) and not steps:
            return at_table.pop(0)  # the chat line
        if isinstance(screen, OnlineTableScreen):
            if not helps:
                helps.append(screen.help_lines())  # what F1 lists
                client = app.online.client
                assert client is not None
                wired.append(
                    (client.seat_log is not None, client.on_finished == app.keep_seat_game)
                )
            if at_table:
                return at_table.pop(0)
            tricks = screen.table.observation().completed_tricks
            if len(tricks) >= 2 or screen.table.game.is_over:
                return None
            return play_legally(app) or "f4"
        if not steps:
            return "f4"  # waiting for the server: a key that changes nothing
        kind, what = steps[0]
        if kind in ("select", "focus"):
            if not isinstance(screen, MenuScreen):
                return "f4"
            if not _focused(app).startswith(what):
                return "down"
            steps.pop(0)
            return "enter" if kind == "select" else "f4"
        steps.pop(0)
        return what

    run = drive(tmp_path, keys)
    heard = run.texts
    assert f"Play online. Server: {server_url}, 1 of 5" in heard
    assert "Z" in heard and "e" in heard  # typed letters are echoed
    assert "d deleted." in heard
    assert any(t.startswith("Table ") and "The Fox in the Forest. Spelled: " in t for t in heard)
    assert "Zoe says: hi" in heard
    seats = [t for t in heard if t.startswith("Seats: You and Alex, computer.")]
    assert seats and ("leads this trick." in seats[0] or "You lead this trick." in seats[0])
    assert "F5: chat with the table." in helps[0]
    assert sum(line.startswith("N: ") for line in helps[0]) == 1  # the table's N line, once
    assert "Nobody to nudge: the table waits for you or for a computer player." in heard
    assert sum(t.startswith(("You play", "You lead")) for t in heard) >= 2  # cards by Enter
    saved = json.loads((data / "online.json").read_text())
    assert saved["name"] == "Zoe" and saved["token"]
    assert wired == [(True, True)]  # what the seat is told is logged, kept at the end


@pytest.mark.parametrize("how", ["create", "code", "lobby"])
def test_a_newcomer_plays_online_with_the_default_settings(
    tmp_path: Path, server_loop: tuple[str, asyncio.AbstractEventLoop], how: str
) -> None:
    """Nothing set up but the server's address, typed in the menu: the default name ("Player")
    creates a table (the first game, for four), joins one by its code and joins one from the
    open tables; each game starts and the newcomer plays cards with Enter. Other people sit at
    the other seats."""
    url, loop = server_loop
    others = [make_player(url, name) for name in ("Bea", "Cyd", "Dan")]
    rng = random.Random(3)

    async def host() -> None:
        other = others[0]
        await other.client.connect()
        await other.client.create("fox", 2)
        await until(lambda: other.client.table is not None, timeout=60)
        await play_out([other], rng)

    async def guests(code: str, count: int) -> None:
        for other in others[:count]:
            await other.client.connect()
            await other.client.join(code)
        await until(lambda: all(o.client.table is not None for o in others[:count]), 60)
        await play_out(others[:count], rng)

    hosting: list[Any] = []
    code = ""
    if how != "create":
        hosting.append(asyncio.run_coroutine_threadsafe(host(), loop))
        for _ in range(500):
            if others[0].client.code is not None:
                break
            threading.Event().wait(0.01)
        code = others[0].client.code or ""
        assert code
    steps: list[tuple[str, str]] = [
        ("select", "Play online"),
        ("select", "Server: "),
        ("type", "\x7f" * len("ws://127.0.0.1:8765") + url),
        ("key", "enter"),
    ]
    if how == "create":
        steps += [("select", "Create a table"), ("select", "Create the table")]
    elif how == "code":
        steps += [("select", "Join a table by its code"), ("type", code.lower()), ("key", "enter")]
    else:
        steps += [("select", "Open tables"), ("select", "The Fox in the Forest with Bea")]

    waits = [0]

    def wait() -> str | None:
        waits[0] += 1
        return "f4" if waits[0] < 400 else None  # a key that changes nothing, a bounded number

    def keys(app: TableApp) -> str | None:
        client = app.online.client
        if how == "create" and not hosting and client is not None and client.code is not None:
            count = client.players - 1
            hosting.append(asyncio.run_coroutine_threadsafe(guests(client.code, count), loop))
        screen = app.screen
        if isinstance(screen, OnlineTableScreen):
            if len(screen.table.observation().completed_tricks) >= 2:
                return None
            return play_legally(app) or wait()
        if not steps:
            return wait()  # for the server or the other player
        kind, what = steps[0]
        if kind == "select":
            if not isinstance(screen, MenuScreen):
                return wait()
            if not _focused(app).startswith(what):
                return "down"
            steps.pop(0)
            return "enter"
        steps.pop(0)
        return what

    run = drive(tmp_path, keys)
    heard = run.texts
    assert not any("Something went wrong" in t for t in heard), heard[-5:]
    assert any(t.startswith("Table ") for t in heard)
    assert sum(t.startswith(("You play", "You lead")) for t in heard) >= 1, heard[-20:]
    for future in hosting:
        future.cancel()
    for other in others:
        asyncio.run_coroutine_threadsafe(other.client.close(), loop).result(10)


def test_every_printable_key_types_into_the_chat_line_and_online_opens_a_table(
    tmp_path: Path, server_loop: tuple[str, asyncio.AbstractEventLoop]
) -> None:
    """``audiogame online ws://... --code CODE`` sits the player at that table at once; in the
    chat line, ``?`` and every other printable character is typed, not a key of the table."""
    url, loop = server_loop
    host = make_player(url, "Bea")
    rng = random.Random(5)

    async def hosting() -> None:
        await host.client.connect()
        await host.client.create("fox", 2)
        await until(lambda: host.client.table is not None, timeout=60)
        await play_out([host], rng)

    future = asyncio.run_coroutine_threadsafe(hosting(), loop)
    for _ in range(500):
        if host.client.code is not None:
            break
        threading.Event().wait(0.01)
    code = host.client.code
    assert code is not None
    line = "".join(chr(c) for c in range(0x20, 0x7F)) + "éà€"
    keys = [F5, *line, "enter"]
    waits = [0]

    def next_key(app: TableApp) -> str | None:
        if not isinstance(app.screen, OnlineTableScreen | LineScreen):
            waits[0] += 1
            return "f4" if waits[0] < 400 else None
        return keys.pop(0) if keys else None

    run = drive(
        tmp_path, next_key, start=lambda app: app.start_online(url, code.lower()), strict=True
    )
    heard = run.texts
    said = [f.text for f in host.client.received if isinstance(f, ChatSaid)]
    assert said == [" ".join(line.split())], (said, heard[-5:])
    assert "question mark" in heard  # echoed as typed (not the keys list)
    future.cancel()
    asyncio.run_coroutine_threadsafe(host.client.close(), loop).result(10)


def test_the_online_command_wants_a_server_address() -> None:
    from audiogame.cli import main

    with pytest.raises(SystemExit) as bad:
        main(["online", "http://example.org"])
    assert bad.value.code == 2
    with pytest.raises(SystemExit) as extra:
        main(["play", "ws://127.0.0.1:8765"])
    assert extra.value.code == 2
