"""The store's contract (issue 36), on both stores: SQLite (a file in the data folder) and
PostgreSQL (a throwaway cluster, tools/pg_cluster.py). What is written is read back after the
store is opened again; a damaged record is set apart; ended tables are let go; a store's own
failure reaches the server as a StoreError. PostgreSQL's schema is migrated by itself, once,
and a database of a newer program is refused unchanged. The real ``audiogame serve --store``
killed with SIGKILL mid-game is in tests/test_online_kill.py."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import engine
from audiogame.online.codes import token_hash
from audiogame.online.store import (
    SeatRow,
    StoreError,
    StoreThread,
    StoreUnavailable,
    TableStore,
    open_store,
)

KINDS = ["sqlite", "postgresql"]


@pytest.fixture(params=KINDS)
def where(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where a new store goes: an SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return tmp_path / "online.sqlite3"
    return str(request.getfixturevalue("pg_database"))


def _raw(where: str | Path, sql: str) -> None:
    """Run ``sql`` on the store's database behind its back."""
    if isinstance(where, Path):
        with sqlite3.connect(where) as db:
            db.execute(sql)
        return
    import psycopg

    with psycopg.connect(where, autocommit=True) as db:
        db.execute(sql.encode())


def _fox(moves: int) -> engine.Game:
    game = engine.new_game("fox", 2, 5, target=7)
    for _ in range(moves):
        game.apply(game.legal_actions()[0])
    return game


def test_tables_and_seats_come_back_when_the_store_is_opened_again(where: str | Path) -> None:
    store = open_store(where)
    game = _fox(0)
    seats = [SeatRow(0, "person", "Ada", None, token_hash("t0")), SeatRow(1, "open")]
    store.create_table("KMRTXQW", game.record(), {"target": 7}, True, seats, practice=True)
    game = _fox(5)
    store.save_record("KMRTXQW", game.record(), over=False)
    store.save_seat("KMRTXQW", SeatRow(1, "person", "Béa", "easy", token_hash("t1")))
    store.close()

    again = open_store(where)
    tables, broken = again.unfinished()
    assert broken == []
    (table,) = tables
    assert table.code == "KMRTXQW" and table.options == {"target": 7} and table.open
    assert table.practice
    assert engine.replay(table.record) == game
    assert [(s.seat, s.kind, s.name, s.level) for s in table.seats] == [
        (0, "person", "Ada", None),
        (1, "person", "Béa", "easy"),
    ]
    assert all(s.token not in ("t0", "t1") for s in table.seats)  # hashes only
    again.close_table("KMRTXQW")
    assert again.unfinished() == ([], [])
    assert again.code_exists("KMRTXQW") and not again.code_exists("ZZZZZZZ")
    again.close()


def test_a_finished_game_comes_back_only_while_its_players_may_return(where: str | Path) -> None:
    store = open_store(where)
    game = _fox(3)
    store.create_table("AAAAAAA", game.record(), {}, False, [SeatRow(0, "person", "Ada")])
    store.save_record("AAAAAAA", game.record(), over=True)
    assert store.unfinished() == ([], [])
    tables, _ = store.unfinished(finished_since=time.time() - 60)
    assert [t.code for t in tables] == ["AAAAAAA"]
    assert store.unfinished(finished_since=time.time() + 60) == ([], [])
    store.close()


def test_a_damaged_record_is_set_apart(where: str | Path) -> None:
    store = open_store(where)
    game = engine.new_game("fearless", 3, 1)
    store.create_table("AAAAAAA", game.record(), {}, False, [SeatRow(0, "person", "Ada")])
    store.create_table("BBBBBBB", game.record(), {}, False, [SeatRow(0, "person", "Bea")])
    store.close()
    _raw(where, "UPDATE tables SET record = '{not json' WHERE code = 'AAAAAAA'")
    again = open_store(where)
    tables, broken = again.unfinished()
    assert broken == ["AAAAAAA"] and [t.code for t in tables] == ["BBBBBBB"]
    assert [s.name for s in tables[0].seats] == ["Bea"]
    again.close()


def test_ended_tables_are_let_go_the_oldest_first_and_a_table_never_started_forgotten(
    where: str | Path,
) -> None:
    store = open_store(where)
    record = _fox(0).record()
    for index, code in enumerate(["AAAAAAA", "BBBBBBB", "CCCCCCC", "DDDDDDD"]):
        store.create_table(code, record, {}, False, [SeatRow(0, "person", "Ada")])
        if index < 3:
            store.close_table(code)  # given up: over 1
            time.sleep(0.01)  # "updated" tells them apart
    assert store.prune(keep=1, older_than=0.0) == 2  # AAAAAAA and BBBBBBB
    assert not store.code_exists("AAAAAAA") and store.code_exists("CCCCCCC")
    assert store.prune(keep=10, older_than=time.time() + 1) == 1  # CCCCCCC: too old
    assert store.code_exists("DDDDDDD")  # never ended: never pruned
    store.forget_table("DDDDDDD")
    assert not store.code_exists("DDDDDDD")
    assert store.unfinished() == ([], [])
    store.close()


def test_a_store_s_own_failure_reaches_the_server_as_a_store_error(where: str | Path) -> None:
    """A write the database refuses (a code taken twice) is a StoreError for the server, the
    first table unchanged; once the thread is closed, a call fails the same way."""
    thread = StoreThread(open_store(where))
    store: TableStore = thread.store
    record = _fox(0).record()

    async def scenario() -> None:
        await thread.run(store.create_table, "AAAAAAA", record, {}, False, [])
        with pytest.raises(StoreError):
            await thread.run(store.create_table, "AAAAAAA", record, {"x": 1}, True, [])
        tables, _ = await thread.run(store.unfinished)
        assert [(t.code, t.options, t.open) for t in tables] == [("AAAAAAA", {}, False)]

    asyncio.run(scenario())
    thread.close()
    with pytest.raises(StoreError):
        asyncio.run(thread.run(store.code_exists, "AAAAAAA"))


# --- PostgreSQL only: its schema, its address --------------------------------------------------


def test_the_schema_is_made_once_and_a_newer_one_refused_unchanged(pg_database: str) -> None:
    from audiogame.online.pg_store import MIGRATIONS, PgStore

    first = PgStore(pg_database)
    assert first.version == len(MIGRATIONS)
    first.create_table("AAAAAAA", _fox(0).record(), {}, False, [])
    first.close()
    again = PgStore(pg_database)  # nothing to migrate: the table stays
    assert again.code_exists("AAAAAAA") and again.version == len(MIGRATIONS)
    again.close()
    _raw(pg_database, f"UPDATE audiogame_schema SET version = {len(MIGRATIONS) + 1}")
    with pytest.raises(StoreUnavailable, match="newer"):
        PgStore(pg_database)
    _raw(pg_database, f"UPDATE audiogame_schema SET version = {len(MIGRATIONS)}")
    assert PgStore(pg_database).code_exists("AAAAAAA")


def test_several_processes_starting_at_once_migrate_once(pg_database: str) -> None:
    """Stores opened at the same moment on an empty database (the processes of one server,
    once several share a database): the advisory lock lets one make the schema, the others
    find it made."""
    from concurrent.futures import ThreadPoolExecutor

    from audiogame.online.pg_store import MIGRATIONS, PgStore

    with ThreadPoolExecutor(4) as pool:
        stores = list(pool.map(lambda _: PgStore(pg_database, exclusive=False), range(4)))
    assert [s.version for s in stores] == [len(MIGRATIONS)] * 4
    for store in stores:
        store.close()


def test_an_unreachable_database_is_said_without_its_password() -> None:
    from tools.pg_cluster import available

    if available() is not None:
        pytest.skip(str(available()))
    from audiogame.online.pg_store import PgStore

    with pytest.raises(StoreUnavailable) as raised:
        PgStore("postgresql://ada:s3cret@127.0.0.1:1/none?connect_timeout=2")
    assert "s3cret" not in str(raised.value) and "ada:***@" in raised.value.path


@pytest.mark.parametrize("kind", KINDS)
def test_open_store_picks_the_store_by_its_address(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    from audiogame.online.pg_store import PgStore
    from audiogame.online.store import Store

    make: Callable[[], str | Path]
    if kind == "sqlite":
        make = lambda: tmp_path / "x.sqlite3"  # noqa: E731
    else:
        make = lambda: str(request.getfixturevalue("pg_database"))  # noqa: E731
    store = open_store(make())
    assert isinstance(store, Store if kind == "sqlite" else PgStore)
    store.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_serve_says_what_is_wrong_with_store_in_the_player_s_language(
    lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--store`` with no database address, or one that cannot be reached: said, in the
    language asked for, without the address's password; nothing starts."""
    from audiogame.cli import main
    from audiogame.i18n import Translator

    monkeypatch.setenv("AUDIOGAME_HOME", str(tmp_path / "home"))
    tr = Translator(lang)
    with pytest.raises(SystemExit) as exited:
        main(["--lang", lang, "serve", "--store", "/var/db"])
    assert exited.value.code == 2
    assert tr.t("error-cli-store", value="/var/db") in capsys.readouterr().err
    url = "postgresql://ada:s3cret@127.0.0.1:1/none?connect_timeout=2"
    assert main(["--lang", lang, "serve", "--port", "0", "--store", url]) == 2
    said = capsys.readouterr().err
    head = tr.t("serve-database-unavailable", file="F", reason="R").split("F")[0]
    assert head in said and "s3cret" not in said, said


def test_a_second_server_on_the_same_database_is_refused_until_the_first_stops(
    pg_database: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """As a data folder is one server's: the second says so (and nothing changes); once the
    first has stopped, the database is free."""
    from audiogame.cli import main
    from audiogame.i18n import Translator
    from audiogame.online.pg_store import PgStore, safe_url
    from audiogame.online.store import StoreBusy

    first = PgStore(pg_database)
    with pytest.raises(StoreBusy):
        PgStore(pg_database)
    monkeypatch.setenv("AUDIOGAME_HOME", str(tmp_path / "home"))
    assert main(["--lang", "en", "serve", "--port", "0", "--store", pg_database]) == 2
    said = capsys.readouterr().err
    assert Translator("en").t("serve-database-busy", file=safe_url(pg_database)) in said, said
    first.close()
    PgStore(pg_database).close()


def test_the_store_bench_counts_every_write(where: str | Path) -> None:
    """``python -m tools.store_bench`` (its figures are in the notes): every write timed, every
    table read back."""
    from tools.store_bench import bench

    store = open_store(where)
    figures = bench(store, tables=3, actions=4, seed=2)
    store.close()
    assert figures["writes"] == 12 and figures["p50"] <= figures["p95"] <= figures["max"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_serve_without_the_driver_says_how_to_get_it(
    lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An installation without the ``postgresql`` extra: ``--store`` says what to install, in
    the player's language, and starts nothing (no traceback)."""
    import sys

    from audiogame.cli import main
    from audiogame.i18n import Translator

    monkeypatch.setenv("AUDIOGAME_HOME", str(tmp_path / "home"))
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if not installed
    url = "postgresql://ada:s3cret@127.0.0.1:1/none"
    assert main(["--lang", lang, "serve", "--port", "0", "--store", url]) == 2
    said = capsys.readouterr().err
    assert Translator(lang).t("serve-database-driver") in said and "Traceback" not in said, said


# --- PostgreSQL shared by several server processes (nodes): leases -----------------------------


def test_a_table_is_held_by_one_node_and_written_by_it_alone(pg_database: str) -> None:
    """Node a makes a table; b asks for it (busy, and a is asked to let it go at its
    renewal); once a lets it go, b takes it with its record and seats; a can no longer write
    it (nothing is stored twice), b can; a node's lease that runs out lets another take it."""
    from audiogame.online.pg_store import NotOwner, PgStore, StoredTable

    a, b, c = (PgStore(pg_database, node=name) for name in "abc")
    for store in (a, b, c):
        store.start_node()
    game = _fox(3)
    seats = [SeatRow(0, "person", "Ada", token=token_hash("t0")), SeatRow(1, "open")]
    a.create_table("AAAAAAA", game.record(), {"target": 7}, True, seats)
    assert a.renew() == {"AAAAAAA": False}
    assert b.claim("AAAAAAA") == "busy"
    assert a.renew() == {"AAAAAAA": True}  # asked for
    a.release(["AAAAAAA"])
    taken = b.claim("AAAAAAA")
    assert isinstance(taken, StoredTable) and taken.record == game.record()
    assert taken.moved  # let go by a live node: its people come back without a word
    assert [s.name for s in taken.seats] == ["Ada", None] and taken.options == {"target": 7}
    assert a.renew() == {} and b.renew() == {"AAAAAAA": False}
    later = _fox(5).record()
    with pytest.raises(NotOwner):
        a.save_record("AAAAAAA", later, False)
    with pytest.raises(NotOwner):
        a.save_seat("AAAAAAA", SeatRow(1, "person", "Béa"))
    a.close_table("AAAAAAA")  # not a's: nothing happens
    a.forget_table("AAAAAAA")
    b.save_record("AAAAAAA", later, False)
    b.save_seat("AAAAAAA", SeatRow(1, "person", "Béa"))
    assert b.open_tables(10) == []  # no open seat left
    # b stops renewing: once its lease has run out, c takes the table as b left it
    b.lease = c.lease = 0.2
    b.renew()
    deadline = time.monotonic() + 30
    while (taken := c.claim("AAAAAAA")) == "busy":
        assert time.monotonic() < deadline, "the lease never ran out"
        time.sleep(0.05)
    assert isinstance(taken, StoredTable) and taken.record == later and not taken.moved
    assert c.claim("ZZZZZZZ") is None  # no such table
    for store in (a, b, c):
        store.close()


def test_the_lobby_of_every_node_lists_tables_waiting_for_people(pg_database: str) -> None:
    from audiogame.online.pg_store import PgStore

    a, b = PgStore(pg_database, node="a"), PgStore(pg_database, node="b")
    a.start_node()
    b.start_node()
    record = _fox(0).record()
    a.create_table("AAAAAAA", record, {}, True, [SeatRow(0, "person", "Ada"), SeatRow(1, "open")])
    b.create_table("BBBBBBB", record, {}, True, [SeatRow(0, "person", "Bob"), SeatRow(1, "open")])
    b.create_table("CCCCCCC", record, {}, False, [SeatRow(0, "person", "Cy"), SeatRow(1, "open")])
    listed = [("AAAAAAA", "fox", 2, 1, "Ada"), ("BBBBBBB", "fox", 2, 1, "Bob")]
    assert a.open_tables(10) == listed and b.open_tables(1) == listed[:1]
    a.release(["AAAAAAA"])  # nobody holds it (its node stopped): not listed
    assert b.open_tables(10) == listed[1:]
    b.lease = 0.0
    b.renew()  # b's lease ran out (b stopped): its tables are not listed either
    deadline = time.monotonic() + 30
    while b.open_tables(10):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    a.close()
    b.close()


def test_a_server_alone_and_nodes_never_share_a_database(pg_database: str) -> None:
    from audiogame.online.pg_store import PgStore
    from audiogame.online.store import StoreBusy

    node = PgStore(pg_database, node="a")
    with pytest.raises(StoreBusy):
        PgStore(pg_database)
    node.close()
    alone = PgStore(pg_database)
    with pytest.raises(StoreBusy):
        PgStore(pg_database, node="b")
    alone.close()
