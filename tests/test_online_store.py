"""The server's store and the client's memory on disk: what is written is read back; a damaged
record or file is set apart or forgotten, never a crash."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import engine
from audiogame.online.codes import token_hash
from audiogame.online.memory import DEFAULT_SERVER, OnlineMemory
from audiogame.online.store import SeatRow, Store, StoreThread, StoreUnavailable


def test_tables_and_seats_come_back_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "online.sqlite3"
    store = Store(path)
    game = engine.new_game("fox", 2, 5, target=7)
    seats = [SeatRow(0, "person", "Ada", None, token_hash("t0")), SeatRow(1, "open")]
    store.create_table("KMRTXQW", game.record(), {"target": 7}, True, seats)
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    store.save_record("KMRTXQW", game.record(), over=False)
    store.save_seat("KMRTXQW", SeatRow(1, "person", "Béa", None, token_hash("t1")))
    store.close()

    again = Store(path)
    tables, broken = again.unfinished()
    assert broken == []
    (table,) = tables
    assert table.code == "KMRTXQW" and table.options == {"target": 7} and table.open
    assert engine.replay(table.record) == game
    assert [s.name for s in table.seats] == ["Ada", "Béa"]
    assert all(s.token != "t0" and s.token != "t1" for s in table.seats)  # hashes only
    again.close_table("KMRTXQW")
    assert again.unfinished() == ([], [])
    assert again.code_exists("KMRTXQW")
    again.close()


def test_a_damaged_record_is_set_apart(tmp_path: Path) -> None:
    path = tmp_path / "online.sqlite3"
    store = Store(path)
    game = engine.new_game("fearless", 3, 1)
    store.create_table("AAAAAAA", game.record(), {}, False, [SeatRow(0, "person", "Ada")])
    store.create_table("BBBBBBB", game.record(), {}, False, [SeatRow(0, "person", "Bea")])
    store.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE tables SET record = '{not json' WHERE code = 'AAAAAAA'")
    tables, broken = Store(path).unfinished()
    assert broken == ["AAAAAAA"] and [t.code for t in tables] == ["BBBBBBB"]


def test_the_memory_is_read_back_and_a_damaged_one_forgotten(tmp_path: Path) -> None:
    path = tmp_path / "data" / "online.json"
    assert OnlineMemory.load(path).server == DEFAULT_SERVER
    memory = OnlineMemory(path, "wss://example.org/audiogame", "Zoé", "token", "KMRTXQW")
    memory.save()
    assert OnlineMemory.load(path) == memory
    path.write_text("{broken")
    assert OnlineMemory.load(path) == OnlineMemory(path)
    path.write_text('{"server": 12}')
    assert OnlineMemory.load(path) == OnlineMemory(path)
    path.write_text("x" * 100_000)
    assert OnlineMemory.load(path) == OnlineMemory(path)


def test_a_folder_where_the_store_goes_is_no_damaged_store(tmp_path: Path) -> None:
    (tmp_path / "online.sqlite3").mkdir()
    with pytest.raises(StoreUnavailable) as found:
        Store(tmp_path / "online.sqlite3")
    assert not found.value.full and found.value.reason


def test_a_full_disk_at_start_is_said_and_the_store_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The store opens but SQLite cannot write (no space): unavailable, never damaged."""
    path = tmp_path / "online.sqlite3"
    Store(path).close()
    real = sqlite3.connect

    class Full:
        def __init__(self, db: sqlite3.Connection) -> None:
            self.db = db

        def execute(self, sql: str, *args: Any) -> Any:
            if sql.startswith("PRAGMA journal_mode"):
                raise sqlite3.OperationalError("database or disk is full")
            return self.db.execute(sql, *args)

        def close(self) -> None:
            self.db.close()

    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: Full(real(*a, **k)))
    with pytest.raises(StoreUnavailable) as found:
        Store(path)
    assert found.value.full


def test_serve_says_what_is_wrong_with_the_data_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--data`` naming a file, or a folder where the store goes: not "Cannot listen"."""
    from audiogame.cli import main

    monkeypatch.setenv("AUDIOGAME_HOME", str(tmp_path / "home"))  # its log goes there

    afile = tmp_path / "afile"
    afile.write_text("")
    folder = tmp_path / "data"
    (folder / "online.sqlite3").mkdir(parents=True)
    for data in (afile, folder):
        assert main(["serve", "--port", "0", "--data", str(data), "--lang", "en"]) == 2
        said = capsys.readouterr().err
        assert "cannot be opened" in said and "Cannot listen" not in said, said
        assert "Move it away" not in said


def test_the_store_thread_once_closed_refuses_as_a_store_error(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A connection that leaves while the server closes still writes its seat: after the store
    thread closed, ``later`` drops the write (logged) and ``run`` fails as the store fails
    (``sqlite3.Error``, which every caller answers), never "cannot schedule new futures after
    shutdown" (a RuntimeError nobody catches, printed at the end of a run)."""
    thread = StoreThread(Store(tmp_path / "store.sqlite"))
    thread.close()
    caplog.set_level(logging.INFO)
    thread.later(thread.store.forget_table, "ABCD")
    assert "closed" in caplog.text
    with pytest.raises(sqlite3.Error):
        asyncio.run(thread.run(thread.store.forget_table, "ABCD"))
    thread.close()  # twice: nothing happens
