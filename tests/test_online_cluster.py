"""Several real ``audiogame serve`` processes sharing one PostgreSQL database behind HAProxy
(``tools/serve_cluster.py``): a table is held by one process at a time, moves without a word when
its process is stopped, is taken over when its process is killed, and no action is lost or
stored twice (checked against the records); no seat hears of a table it does not sit at."""

from __future__ import annotations

import asyncio
import random
import sys
import time
from typing import Any

import pytest
from cluster_helpers import (
    cut_words,
    heard_at,
    is_over,
    last_heard,
    owner,
    player_at,
    rows,
    seated_pair,
    stop_the_holder,
)
from frame_oracle import TableKnowledge
from online_helpers import Player, play_out, until

from audiogame.online.protocol import Seated, Update
from engine.record import GameRecord

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL, HAProxy")


@pytest.fixture
def cluster(serve_cluster: Any) -> Any:
    """Three nodes (a, b, c) on a new database, behind HAProxy; leases of a second."""
    return serve_cluster


def _record(url: str, code: str) -> GameRecord:
    ((record,),) = rows(url, "SELECT record FROM tables WHERE code = %s", code)
    return GameRecord.from_json(record)


def check_against_record(url: str, code: str, players: list[Player]) -> int:
    """Each seat heard every action of the table's stored record once, in order (a recap
    repeats none: it says where the game stands), every frame it got was of its own table and
    what that seat may know; the number of actions."""
    record = _record(url, code)
    names = {p.client.name for p in players}
    knowledge = TableKnowledge(
        record, code=code, names=names | _computer_names(players), chat=set()
    )
    for player in players:
        client = player.client
        assert client.seat is not None and client.code == code
        heard = heard_at(player)
        assert heard == sorted(set(heard)), "an action heard twice"
        recaps = [f.at for f in client.received if isinstance(f, Update) and f.recap]
        covered = set(heard) | set(recaps)
        # every action from the first one this seat heard of up to the last one stored
        assert covered >= set(range(min(covered), len(record.actions) + 1)) - {0}, code
        assert max(heard) == len(record.actions)
        assert all(f.code == code for f in client.received if isinstance(f, Seated))
        knowledge.check(client.seat, client.raw)
    return len(record.actions)


def _computer_names(players: list[Player]) -> set[str]:
    return {
        s.name
        for p in players
        for f in p.client.received
        if isinstance(f, Seated)
        for s in f.seats
        if s.kind == "computer" and s.name
    }


def test_a_stopped_node_s_table_moves_without_a_word_and_a_killed_one_s_is_taken_over(
    cluster: Any,
) -> None:
    """Ada and Béa at one table through the proxy. Its node is stopped as a host stops it
    (SIGTERM): the table is let go, both programs come back through the proxy to the node that
    takes it, and nobody hears a thing. Then that node is killed (SIGKILL): both hear the cut
    once, come back once its lease has run out, and play to the end; nothing heard was lost."""
    url = cluster.store

    async def main() -> None:
        en, fr = await seated_pair(cluster.url)
        code = en.client.code or ""
        try:
            rng = random.Random(3)
            first = await stop_the_holder(cluster, [en, fr], rng, at=6)
            await until(lambda: en.client.connected.is_set() and fr.client.connected.is_set())
            await play_out([en, fr], rng, stop=lambda: last_heard(en) >= 12)
            await until(lambda: last_heard(fr) == last_heard(en))
            assert cut_words(en) == [] and cut_words(fr) == [], (en.heard, fr.heard)
            second = owner(url, code)
            assert second not in (None, first)
            heard = last_heard(en)
            recaps = {p.client.name: _recaps(p) for p in (en, fr)}  # the quiet returns'
            cluster.kill(second)
            await until(lambda: owner(url, code) not in (None, first, second), 30)
            await until(lambda: all(len(_recaps(p)) > len(recaps[p.client.name]) for p in (en, fr)))
            for player in (en, fr):  # nothing acknowledged was lost
                assert _recaps(player) == [*recaps[player.client.name], heard]
            await play_out([en, fr], rng)
            await until(lambda: all(is_over(p) for p in (en, fr)), 30)
            assert "Reconnected." in en.heard and "Reconnecté." in fr.heard
            cut = ["Connection lost. Reconnecting.", "Reconnected."]
            assert cut_words(en) in (cut, [*cut, "Béa is back."]), en.heard
            check_against_record(url, code, [en, fr])
        finally:
            for player in (en, fr):
                await player.client.close()

    asyncio.run(asyncio.wait_for(main(), 180))


def _recaps(player: Player) -> list[int]:
    return [f.at for f in player.client.received if isinstance(f, Update) and f.recap]


@pytest.mark.slow
def test_two_hundred_tables_on_three_nodes_survive_a_killed_node(cluster: Any) -> None:
    """200 two-seat tables through the proxy (100 of two people, 100 of a person and a
    computer); one node is killed with SIGKILL while every table is mid-game: every table
    finishes, every seat resumes through the proxy, each heard every stored action once and
    nothing of another table."""
    url = cluster.store
    rng = random.Random(36)

    async def table(index: int) -> list[Player]:
        if index % 2:
            en, fr = await seated_pair(cluster.url, index)
            return [en, fr]
        solo = player_at(cluster.url, f"Cyd{index}", "en", 2 * index)
        assert await solo.client.connect()
        await solo.client.create("fox", 2, computers={1: "easy"}, options={"target": 1})
        await until(lambda: solo.client.table is not None, 60)
        return [solo]

    async def main() -> None:
        tables: list[list[Player]] = []
        for start in range(0, 200, 20):
            tables += await asyncio.gather(*(table(i) for i in range(start, start + 20)))
        try:
            await asyncio.gather(
                *(
                    play_out(t, random.Random(rng.random()), stop=lambda t=t: last_heard(t[0]) >= 8)
                    for t in tables
                )
            )
            owners = {t[0].client.code: owner(url, t[0].client.code or "") for t in tables}
            victim = max(set(owners.values()), key=list(owners.values()).count)
            moved = [t for t in tables if owners[t[0].client.code] == victim]
            killed = time.monotonic()
            cluster.kill(victim)
            await asyncio.gather(*(play_out(t, random.Random(rng.random())) for t in tables))
            await until(lambda: all(is_over(p) for t in tables for p in t), 120)
            took = time.monotonic() - killed
            actions = 0
            for players in tables:
                actions += check_against_record(url, players[0].client.code or "", players)
            assert len(moved) > 0
            print(
                f"{len(moved)} tables taken over from {victim}; all 200 ended "
                f"{took:.1f} s after the kill; {actions} actions checked"
            )
        finally:
            for players in tables:
                for player in players:
                    await player.client.close()

    asyncio.run(asyncio.wait_for(main(), 900))


def test_a_table_whose_node_does_not_let_it_go_is_tried_again_later(pg_database: str) -> None:
    """Node a holds a table and, alive, never lets it go (slow, say). A program coming back to
    it at node b is closed with "try again later" (1013), its seat kept; a person joining is
    told to try again; nothing changes in the store."""
    import json

    from websockets.asyncio.client import connect

    import engine
    from audiogame.online.codes import token_hash
    from audiogame.online.pg_store import PgStore
    from audiogame.online.server import GameServer, ServerConfig
    from audiogame.online.store import SeatRow

    holder = PgStore(pg_database, node="a")
    holder.lease = 600.0
    holder.start_node()
    token = "KMRTXQW.abcdefghijklmnopqrstuv"
    record = engine.new_game("fox", 2, 1).record()
    seats = [SeatRow(0, "person", "Ada", token=token_hash(token)), SeatRow(1, "open")]
    holder.create_table("KMRTXQW", record, {}, True, seats)

    async def main() -> None:
        server = GameServer(ServerConfig(port=0, store=pg_database, node="b", lease=0.4))
        await server.start()
        try:
            url = f"ws://127.0.0.1:{server.port}/t/KMRTXQW"
            async with connect(url) as ws:
                await ws.send(json.dumps({"t": "resume", "token": token}))
                await ws.wait_closed()
                assert ws.close_code == 1013
            async with connect(url) as ws:
                await ws.send(json.dumps({"t": "join", "code": "KMRTXQW", "name": "Béa"}))
                answer = json.loads(await ws.recv())
                assert answer["t"] == "error" and answer["code"] == "server", answer
            assert "KMRTXQW" not in server.tables
        finally:
            await server.close()

    asyncio.run(asyncio.wait_for(main(), 60))
    assert holder.renew() == {"KMRTXQW": True}  # asked for, still a's, unchanged
    assert holder.claim("KMRTXQW") is not None
    holder.close()
