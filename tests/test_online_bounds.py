"""Nothing one person does locks others out, and nothing grows without bound (issue 37): a
table nobody is at is finished and let go; the bounds count live tables, and the table nobody
has been at for longest makes room; connections idle or unread are closed; the file limit is
raised and the bounds sized from it. Small limits passed in the config, never long waits."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import sqlite3
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from audiogame.online.protocol import Error, Lobby, encode
from audiogame.online.server import STORE_NAME
from tests.online_helpers import Player, make_player, running, start_server, until


def _run(coro: Coroutine[Any, Any, None]) -> None:
    asyncio.run(asyncio.wait_for(coro, 60))


async def _table_against_a_computer(url: str, name: str = "Ada") -> tuple[Player, str]:
    """A person at a started Fox table against a computer: the player and the table's code."""
    player = make_player(url, name)
    await player.client.connect()
    await player.client.create("fox", 2, {1: "easy"})
    await until(lambda: player.client.table is not None)
    assert player.client.code is not None
    return player, player.client.code


def _refused(player: Player) -> list[str]:
    return [f.code for f in player.client.received if isinstance(f, Error)]


def _over(data: Path, code: str) -> int:
    with sqlite3.connect(data / STORE_NAME) as db:
        row = db.execute("SELECT over, record FROM tables WHERE code = ?", (code,)).fetchone()
    assert row is not None and row[1]  # the record is kept for review
    return int(row[0])


def test_a_started_table_nobody_is_at_is_finished_and_not_restored(tmp_path: Path) -> None:
    async def main() -> None:
        server = await start_server(tmp_path, abandon_after=0.3)
        try:
            ada, code = await _table_against_a_computer(f"ws://127.0.0.1:{server.port}")
            assert server.addresses.held["127.0.0.1"].tables == 1
            await ada.client.close()
            await until(lambda: code not in server.tables)
            assert "127.0.0.1" not in server.addresses.held  # released from every count
            assert server.live_tables() == 0
        finally:
            await server.close()
        assert _over(tmp_path, code) == 1  # given up, kept
        again = await start_server(tmp_path, abandon_after=0.3)
        try:
            assert code not in again.tables
        finally:
            await again.close()

    _run(main())


def test_a_table_somebody_comes_back_to_is_kept(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(None, abandon_after=0.5, replace_after=1000) as (server, url):
            ada, code = await _table_against_a_computer(url)
            await ada.client.drop()  # reconnects at once, with its token
            await until(lambda: server.tables[code].attended)
            table = server.tables[code]
            assert table.abandoner is None and table.unattended_since is None  # clock stopped
            await ada.client.close()

    _run(main())


def test_the_table_nobody_is_at_makes_room_for_its_creators_next() -> None:
    """One home that closed the program in the middle of its games creates a table again."""

    async def main() -> None:
        async with running(None, tables_per_address=2, abandon_after=1000) as (server, url):
            first, code1 = await _table_against_a_computer(url)
            await first.client.close()
            second, code2 = await _table_against_a_computer(url)
            await second.client.close()
            await until(lambda: not server.tables[code2].attended)
            third, code3 = await _table_against_a_computer(url)
            assert code1 not in server.tables  # the one nobody was at for longest
            assert {code2, code3} <= set(server.tables)
            assert server.addresses.held["127.0.0.1"].tables == 2
            await third.client.close()

    _run(main())


def test_the_servers_cap_counts_live_tables_and_makes_room() -> None:
    async def main() -> None:
        async with running(None, max_tables=2, abandon_after=1000) as (server, url):
            left, gone = await _table_against_a_computer(url, "Ada")
            await left.client.close()
            here, kept = await _table_against_a_computer(url, "Bea")
            await until(lambda: not server.tables[gone].attended)
            newcomer, code = await _table_against_a_computer(url, "Cyd")
            assert gone not in server.tables and {kept, code} <= set(server.tables)
            late = make_player(url, "Dan")
            await late.client.connect()
            await late.client.create("fox", 2, {1: "easy"})
            await until(lambda: "too-many-tables" in _refused(late))  # everyone is at theirs
            assert set(server.tables) == {kept, code}
            for player in (here, newcomer, late):
                await player.client.close()

    _run(main())


def test_a_client_that_never_reads_is_dropped_without_waiting_for_the_drain() -> None:
    """Its outbox fills while a ``send`` waits on its full socket: it is dropped at once, not
    after that ``send`` (which waits for as long as the client pleases)."""

    async def main() -> None:
        options = {"rate": 1e6, "burst": 1e6, "outbox_bytes": 4096, "send_buffer": 4096}
        async with running(None, **options) as (server, url):
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.setblocking(False)
            await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", server.port))
            ws = await connect(url, sock=sock, max_queue=1)  # stops reading once one waits
            await until(lambda: len(server.connections) == 1)
            (conn,) = server.connections
            with contextlib.suppress(ConnectionClosed):
                for _ in range(20_000):  # each answered with the tables, never read
                    await ws.send(encode(Lobby()))
            await until(lambda: conn.closing is not None)
            assert conn.closing == (1008, "too slow")
            assert conn.ws.transport.is_closing()  # at once: not behind the blocked send
            await until(lambda: not server.connections)
            ws.transport.abort()

    _run(main())
