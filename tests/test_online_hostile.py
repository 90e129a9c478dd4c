"""Hostile input to a real server: garbage, 10 MB, acting out of turn, an illegal card, a
replayed frame, a wrong or replayed token, a wrong code, floods. Each is answered (or the
connection closed, for 10 MB and floods), changes nothing, and the server goes on serving."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from audiogame.online.protocol import (
    MAX_CHAT,
    VERSION,
    Error,
    LobbyTables,
    Nudged,
    SeatChange,
    Seated,
    Update,
    decode_server,
)
from audiogame.online.server import GameServer
from tests.online_helpers import make_player, play_out, start_server, until


def _run(coro: Coroutine[Any, Any, None]) -> None:
    asyncio.run(asyncio.wait_for(coro, 120))


async def _ask(ws: ClientConnection, frame: object) -> Any:
    """Send ``frame`` (a dict, or raw text/bytes) and return the next frame received."""
    await ws.send(frame if isinstance(frame, str | bytes) else json.dumps(frame))
    return decode_server(await asyncio.wait_for(ws.recv(), 5))


async def _error(ws: ClientConnection, frame: object) -> str:
    answer = await _ask(ws, frame)
    assert isinstance(answer, Error), answer
    return answer.code


async def _fox_table(server: GameServer) -> tuple[ClientConnection, ClientConnection, Seated]:
    """A Fox table with two raw connections seated (the game started)."""
    url = f"ws://127.0.0.1:{server.port}"
    a, b = await connect(url), await connect(url)
    seated = await _ask(a, {"t": "create", "game": "fox", "players": 2, "name": "Ada"})
    assert isinstance(seated, Seated)
    joined = await _ask(b, {"t": "join", "code": seated.code, "name": "Bea"})
    assert isinstance(joined, Seated) and joined.seat == 1
    for ws in (a, b):  # the seat change, then the deal
        while not isinstance(frame := decode_server(await ws.recv()), Update):
            assert isinstance(frame, SeatChange)
    return a, b, seated


async def _hostile_frames(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    try:
        a, b, seated = await _fox_table(server)
        table = server.tables[seated.code]
        before = table.game.record()
        mover = a if table.game.current_player == 0 else b
        waiter = b if mover is a else a
        legal = table.game.legal_actions()
        text = table.game.action_to_text(legal[0])
        hand = table.game.observation(table.game.current_player or 0).hand
        illegal = next(c for c in range(33) if c not in hand and c not in legal)

        assert await _error(a, "garbage") == "bad-frame"
        assert await _error(a, b"\x00\xff") == "bad-frame"
        assert await _error(a, {"t": "act", "action": text, "at": 0, "seat": 1}) == "bad-frame"
        other = await connect(f"ws://127.0.0.1:{server.port}")
        assert await _error(other, {"t": "hello", "v": VERSION + 1}) == "version"
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(other.recv(), 5)  # and nothing more for that client
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4001
        assert await _error(waiter, {"t": "act", "action": text, "at": 0}) == "illegal"
        refused = await _ask(mover, {"t": "act", "action": str(illegal), "at": 0})
        assert isinstance(refused, Error) and refused.code == "illegal"
        not_in_hand = table.game.action_to_text(illegal)
        refused = await _ask(mover, {"t": "act", "action": not_in_hand, "at": 0})
        assert isinstance(refused, Error) and refused.refusal == "not-in-hand"
        assert await _error(mover, {"t": "act", "action": text, "at": 5}) == "stale"
        assert await _error(a, {"t": "join", "code": seated.code, "name": "X"}) == (
            "already-seated"
        )
        assert await _error(a, {"t": "chat", "text": "x" * (MAX_CHAT + 1)}) == "chat-too-long"
        assert await _error(a, {"t": "chat", "text": " \u0007 "}) == "chat-empty"
        assert await _error(mover, {"t": "nudge"}) == "no-nudge"  # nobody waits for you
        assert isinstance(await _ask(waiter, {"t": "nudge"}), Nudged)
        assert isinstance(decode_server(await asyncio.wait_for(mover.recv(), 5)), Nudged)
        assert await _error(waiter, {"t": "nudge"}) == "rate"  # once a minute at most
        assert table.game.record() == before  # nothing changed

        played = await _ask(mover, {"t": "act", "action": text, "at": 0})
        assert isinstance(played, Update) and played.at == 1
        assert await _error(mover, {"t": "act", "action": text, "at": 0}) == "stale"  # replayed
        assert len(table.game.history) == 1

        c = await connect(f"ws://127.0.0.1:{server.port}")
        assert await _error(c, {"t": "act", "action": text, "at": 1}) == "not-seated"
        assert await _error(c, {"t": "resume", "token": "A" * 22}) == "bad-token"
        assert await _error(c, {"t": "join", "code": "AAAAAAA", "name": "X"}) == "no-table"
        assert await _error(c, {"t": "join", "code": "I0I0I0I", "name": "X"}) == "no-table"
        assert await _error(c, {"t": "join", "code": seated.code, "name": "X"}) == "table-full"
        bad = {"t": "create", "game": "chess", "players": 2, "name": "X"}
        assert await _error(c, bad) == "bad-game"
        bad = {"t": "create", "game": "fox", "players": 2, "name": "X", "computers": {"1": "god"}}
        assert await _error(c, bad) == "bad-game"
        bad = {"t": "create", "game": "fox", "players": 3, "name": "X"}
        assert await _error(c, bad) == "bad-game"
        bad = {"t": "create", "game": "fox", "players": 2, "name": "X", "options": {"colour": 1}}
        assert await _error(c, bad) == "bad-game"
        assert isinstance(await _ask(c, {"t": "lobby"}), LobbyTables)

        # Leaving gives the seat to a computer player, and the token is dead from then on.
        token = seated.token
        await a.send(json.dumps({"t": "leave"}))
        await until(lambda: table.places[0].kind == "computer")
        assert await _error(c, {"t": "resume", "token": token}) == "bad-token"
        for ws in (a, b, c):
            await ws.close()
    finally:
        await server.close()


async def _ten_megabytes(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    try:
        a, b, seated = await _fox_table(server)
        before = server.tables[seated.code].game.record()
        await a.send("x" * (10 * 1024 * 1024))
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(a.recv(), 5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        assert server.tables[seated.code].game.record() == before
        # The seat is kept: the same player comes back with the token.
        again = await connect(f"ws://127.0.0.1:{server.port}")
        back = await _ask(again, {"t": "resume", "token": seated.token})
        assert isinstance(back, Seated) and back.seat == 0
        await b.close()
        await again.close()
    finally:
        await server.close()


async def _flood(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    try:
        ws = await connect(f"ws://127.0.0.1:{server.port}")
        codes: list[str] = []
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(400):
                await ws.send('{"t": "lobby"}')
            while True:
                frame = decode_server(await asyncio.wait_for(ws.recv(), 5))
                if isinstance(frame, Error):
                    codes.append(frame.code)
        assert "rate" in codes
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
        # Others are still served.
        other = await connect(f"ws://127.0.0.1:{server.port}")
        assert isinstance(await _ask(other, {"t": "lobby"}), LobbyTables)
        await other.close()
    finally:
        await server.close()


async def _chat_flood_and_illegal_said(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    url = f"ws://127.0.0.1:{server.port}"
    en, fr = make_player(url, "Ada", "en"), make_player(url, "Béa", "fr")
    try:
        await en.client.connect()
        await en.client.create("fox", 2)
        await until(lambda: en.client.code is not None)
        await fr.client.connect()
        await fr.client.join(en.client.code or "")
        await until(lambda: en.client.table is not None and fr.client.table is not None)
        for _ in range(6):
            fr.client.chat("salut")
        await until(lambda: "Trop vite. Patientez un instant." in fr.heard)
        said = [t for t in en.heard if t == "Béa says: salut"]
        assert 1 <= len(said) <= 4
        # A card the rules refuse: the server's reason, said in the player's language.
        table = server.tables[en.client.code or ""]
        player = en if table.game.current_player == en.client.seat else fr
        session = player.client.session
        assert session is not None
        hand = player.client.table.observation().hand if player.client.table else ()
        refusable = [c for c in hand if c not in table.game.legal_actions()]
        before = table.game.record()
        if refusable:
            session.act(player.client.seat or 0, refusable[0])
            await until(
                lambda: any(
                    isinstance(f, Error) and f.code == "illegal" for f in player.client.received
                )
            )
            assert table.game.record() == before
        # A nudge from the one who waits reaches the one to play, in their language.
        waiter = fr if player is en else en
        waiter.client.nudge()
        nudged = "Nudge: Béa is waiting for you." if player is en else "Rappel : Ada vous attend."
        await until(lambda: nudged in player.heard)
    finally:
        for p in (en, fr):
            await p.client.close()
        await server.close()


async def _stand_in(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    server = await start_server(tmp_path, replace_after=0.2)
    url = f"ws://127.0.0.1:{server.port}"
    players = [make_player(url, n) for n in ("Ada", "Bea", "Cyd")]
    import random

    try:
        for p in players[:1]:
            await p.client.connect()
        await players[0].client.create("fearless", 3)
        await until(lambda: players[0].client.code is not None)
        for p in players[1:]:
            await p.client.connect()
            await p.client.join(players[0].client.code or "")
        await until(lambda: all(p.client.table is not None for p in players))
        gone = players[2]
        token = gone.client.token
        assert token is not None
        await gone.client.close()  # the program closed: no reconnection by itself
        await until(
            lambda: "Cyd is away too long; a computer player stands in." in players[0].heard
        )
        rng = random.Random(5)
        code = players[0].client.code or ""
        await play_out(players[:2], rng, stop=lambda: len(server.tables[code].game.history) > 12)
        back = make_player(url, "Cyd")
        await back.client.connect()
        await back.client.resume(token)
        await until(lambda: back.client.table is not None)
        await until(lambda: "Cyd is back and takes the seat again." in players[0].heard)
        await play_out([*players[:2], back], rng)
        await until(lambda: server.tables[code].game.is_over)
        logged = caplog.text
        for p in (*players, back):
            assert p.client.token is None or p.client.token not in logged
        await back.client.close()
    finally:
        for p in players[:2]:
            await p.client.close()
        await server.close()


def test_a_computer_stands_in_for_an_absent_player_until_they_return(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    _run(_stand_in(tmp_path, caplog))


async def _store_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    server = await start_server(tmp_path)
    try:
        a, b, seated = await _fox_table(server)
        table = server.tables[seated.code]
        before = table.game.record()
        mover = a if table.game.current_player == 0 else b
        text = table.game.action_to_text(table.game.legal_actions()[0])

        def broken(*args: object) -> None:
            raise sqlite3.OperationalError("disk I/O error")

        with monkeypatch.context() as patch:
            patch.setattr(server.store.store, "save_record", broken)
            assert await _error(mover, {"t": "act", "action": text, "at": 0}) == "server"
        assert table.game.record() == before  # taken back: nobody heard of it
        played = await _ask(mover, {"t": "act", "action": text, "at": 0})
        assert isinstance(played, Update) and played.at == 1
        for ws in (a, b):
            await ws.close()
    finally:
        await server.close()


def test_a_failing_store_takes_the_action_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _run(_store_fails(tmp_path, monkeypatch))


async def _lobby(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    url = f"ws://127.0.0.1:{server.port}"
    try:
        a, b, c = await connect(url), await connect(url), await connect(url)
        listed = await _ask(a, {"t": "create", "game": "fearless", "players": 3, "name": "Ada"})
        hidden = {"t": "create", "game": "fox", "players": 2, "name": "Bea", "open": False}
        unlisted = await _ask(b, hidden)
        assert isinstance(listed, Seated) and isinstance(unlisted, Seated)
        lobby = await _ask(c, {"t": "lobby"})
        assert isinstance(lobby, LobbyTables)
        assert [(t.code, t.game, t.free, t.host) for t in lobby.tables] == [
            (listed.code, "fearless", 2, "Ada")
        ]
        joined = await _ask(c, {"t": "join", "code": listed.code, "name": "Cyd"})
        assert isinstance(joined, Seated) and joined.seat == 1 and not joined.started
        seen = await _ask(c, {"t": "lobby"})
        assert isinstance(seen, LobbyTables) and seen.tables[0].free == 1
        for ws in (a, b, c):
            await ws.close()
    finally:
        await server.close()


@pytest.mark.parametrize(
    "scenario",
    [
        pytest.param(_hostile_frames, id="hostile-frames-are-answered-and-change-nothing"),
        pytest.param(_ten_megabytes, id="ten-megabytes-close-the-connection-and-keep-the-seat"),
        pytest.param(_flood, id="a-flood-is-refused-then-cut-and-the-server-goes-on"),
        pytest.param(_chat_flood_and_illegal_said, id="chat-flood-illegal-card-and-nudge-are-said"),
        pytest.param(_lobby, id="the-lobby-lists-open-tables-waiting-for-people"),
    ],
)
def test_a_real_server(
    tmp_path: Path, scenario: Callable[[Path], Coroutine[Any, Any, None]]
) -> None:
    """Each scenario starts its own server in ``tmp_path`` and closes it."""
    _run(scenario(tmp_path))
