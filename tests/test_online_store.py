"""The SQLite store's file and the client's memory on disk: a damaged file is forgotten, a folder
where the file goes or a full disk said, never a crash (the store's contract, on SQLite and
PostgreSQL: tests/test_store_contract.py)."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from audiogame.online.memory import DEFAULT_SERVER, OnlineMemory
from audiogame.online.store import Store, StoreError, StoreThread, StoreUnavailable


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
    (``StoreError``, which every caller answers), never "cannot schedule new futures after
    shutdown" (a RuntimeError nobody catches, printed at the end of a run)."""
    thread = StoreThread(Store(tmp_path / "store.sqlite"))
    thread.close()
    caplog.set_level(logging.INFO)
    thread.later(thread.store.forget_table, "ABCD")
    assert "closed" in caplog.text
    with pytest.raises(StoreError):
        asyncio.run(thread.run(thread.store.forget_table, "ABCD"))
    thread.close()  # twice: nothing happens
