"""The server's store: tables, seats and game records in SQLite (WAL) in the data folder, or in
PostgreSQL (:mod:`audiogame.online.pg_store`) for several server processes.

The server writes a table's record here *before* it tells anybody of an action, so a server
killed at any moment restarts with every table as its players last heard it. Only token hashes
are stored, never tokens. The file is private (0600, and its folder 0700 when the store makes
it). Each write is its own short transaction (WAL with ``synchronous=NORMAL``: durable across a
killed process), and a locked file is waited for :data:`BUSY_TIMEOUT` at most.

:class:`Store` is synchronous; the server never calls it from its event loop but through
:class:`StoreThread`, one thread that does every read and write in order, so that a slow disk or
a file locked by another program holds no table but the ones waiting for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import os
import sqlite3
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from audiogame.storage import PRIVATE_FILE, make_private_dir
from engine.record import GameRecord, RecordError

__all__ = [
    "BUSY_TIMEOUT",
    "SeatRow",
    "Store",
    "StoreBusy",
    "StoreDamaged",
    "StoreDriverMissing",
    "StoreError",
    "StoreThread",
    "StoreUnavailable",
    "StoredTable",
    "TableStore",
    "is_database_url",
    "open_store",
    "stored_table",
    "table_row",
]

T = TypeVar("T")
log = logging.getLogger(__name__)

BUSY_TIMEOUT = 1.0
"""Seconds a write waits for a file locked by another connection before it fails."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    record TEXT NOT NULL,
    open INTEGER NOT NULL,
    practice INTEGER NOT NULL DEFAULT 0,
    over INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT,
    level TEXT,
    token TEXT,
    PRIMARY KEY (code, seat)
);
CREATE INDEX IF NOT EXISTS seats_token ON seats(token);
"""


@dataclass
class SeatRow:
    """A seat as stored: ``kind`` is ``person``, ``computer`` or ``open``; ``token`` the hash
    of the seat token of a person."""

    seat: int
    kind: str
    name: str | None = None
    level: str | None = None
    token: str | None = None


@dataclass
class StoredTable:
    """An unfinished table read back at start."""

    code: str
    options: dict[str, Any]
    record: GameRecord
    open: bool
    seats: list[SeatRow]
    practice: bool = False
    moved: bool = False
    """Let go by a live server process for this one (servers sharing a database): its people
    come back without a word to the others."""


def table_row(
    code: str,
    record: GameRecord,
    options: dict[str, Any],
    is_open: bool,
    practice: bool,
    now: float,
) -> tuple[Any, ...]:
    """A new table's columns, in either store's order: code, game, players, options, record,
    open, practice, created, updated."""
    opts = json.dumps(options)
    return (code, record.game, record.players, opts, record.to_json(), is_open, practice, now, now)


def stored_table(
    code: str, options: str, record: str, is_open: bool, practice: bool, seats: list[SeatRow]
) -> StoredTable | None:
    """A table read back from either store, or ``None`` when its record or its options cannot
    be read (it is kept in the store, left out of play)."""
    try:
        parsed = GameRecord.from_json(record)
        opts = json.loads(options)
    except (RecordError, ValueError):
        return None
    return StoredTable(code, opts, parsed, bool(is_open), seats, bool(practice))


def _make_private(path: Path) -> None:
    """The store's files private to their owner (an older server left them readable by all;
    SQLite gives its -wal and -shm files the mode of the database)."""
    if os.name != "posix":
        return
    for name in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        with contextlib.suppress(OSError):
            os.chmod(name, PRIVATE_FILE)


class StoreError(Exception):
    """A read or a write of the store failed (its own error is the cause): the server answers
    it as a failed action, nothing changed."""


class TableStore(Protocol):
    """What the server asks of a store (:class:`Store`, SQLite; or
    :class:`~audiogame.online.pg_store.PgStore`, PostgreSQL): each method one short
    transaction, raising one of :attr:`errors` when it fails."""

    errors: tuple[type[BaseException], ...]

    def close(self) -> None: ...

    def create_table(
        self,
        code: str,
        record: GameRecord,
        options: dict[str, Any],
        is_open: bool,
        seats: list[SeatRow],
        practice: bool = False,
    ) -> None: ...

    def save_record(self, code: str, record: GameRecord, over: bool) -> None: ...

    def close_table(self, code: str) -> None: ...

    def forget_table(self, code: str) -> None: ...

    def prune(self, keep: int, older_than: float) -> int: ...

    def save_seat(self, code: str, row: SeatRow) -> None: ...

    def code_exists(self, code: str) -> bool: ...

    def unfinished(
        self, finished_since: float | None = None
    ) -> tuple[list[StoredTable], list[str]]: ...


class StoreDamaged(Exception):
    """The store's file is not a database this program can read (damaged, or another file)."""


class StoreUnavailable(Exception):
    """The store cannot be opened, though its file may well be intact: no space left on the
    disk (``full``), or its path is no file in a folder (``reason`` says what)."""

    def __init__(self, path: str, reason: str, full: bool = False) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason
        self.full = full


class StoreBusy(StoreUnavailable):
    """Another server uses the store (a PostgreSQL database: one server at a time)."""


class StoreDriverMissing(StoreUnavailable):
    """The PostgreSQL store's driver (psycopg, the ``postgresql`` extra) is not installed."""


_UNAVAILABLE = ("full", "unable to open", "disk i/o", "readonly", "read-only")
"""SQLite's words for a file it cannot use though nothing says it is damaged."""


class Store:
    """Tables and seats in one SQLite file (``:memory:`` for a throwaway server). Raises
    :class:`StoreDamaged` for a file that is no store, :class:`StoreUnavailable` for one it
    cannot open or write (no space, a folder where the file goes ...)."""

    errors: tuple[type[BaseException], ...] = (sqlite3.Error,)

    def __init__(self, path: Path | str) -> None:
        self.path = path
        try:
            if isinstance(path, Path):
                make_private_dir(path.parent)
                flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                os.close(os.open(path, flags, PRIVATE_FILE))  # created private, before SQLite
                _make_private(path)
            self._db = sqlite3.connect(
                str(path), timeout=BUSY_TIMEOUT, isolation_level=None, check_same_thread=False
            )
        except OSError as exc:
            full = exc.errno == errno.ENOSPC
            raise StoreUnavailable(str(path), exc.strerror or str(exc), full) from None
        except sqlite3.OperationalError as exc:
            raise StoreUnavailable(str(path), str(exc), "full" in str(exc)) from None
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(_SCHEMA)
            self._db.execute(
                "SELECT code, game, options, record, open, practice FROM tables LIMIT 1"
            )
        except sqlite3.DatabaseError as exc:
            self._db.close()
            text = str(exc)
            if isinstance(exc, sqlite3.OperationalError) and "locked" in text:
                raise
            if isinstance(exc, sqlite3.OperationalError) and any(
                word in text.lower() for word in _UNAVAILABLE
            ):
                raise StoreUnavailable(str(path), text, "full" in text) from None
            raise StoreDamaged(f"{path}: {exc}") from None

    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def create_table(
        self,
        code: str,
        record: GameRecord,
        options: dict[str, Any],
        is_open: bool,
        seats: list[SeatRow],
        practice: bool = False,
    ) -> None:
        """A new table and its seats, in one transaction."""
        now = time.time()
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "INSERT INTO tables"
                " (code, game, players, options, record, open, practice, created, updated)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                table_row(code, record, options, is_open, practice, now),
            )
            for row in seats:
                self._put_seat(code, row)

    def save_record(self, code: str, record: GameRecord, over: bool) -> None:
        """The table's game as it stands now (before the action is told to anybody); ``over``
        once the game has ended (kept: ``over`` 2, a game played to its end)."""
        self._db.execute(
            "UPDATE tables SET record = ?, over = ?, updated = ? WHERE code = ?",
            (record.to_json(), 2 if over else 0, time.time(), code),
        )

    def close_table(self, code: str) -> None:
        """A table given up before its end (``over`` 1): kept in the file, never loaded again."""
        self._db.execute(
            "UPDATE tables SET over = 1, updated = ? WHERE code = ? AND over = 0",
            (time.time(), code),
        )

    def forget_table(self, code: str) -> None:
        """A table that never started, gone: nothing in it is worth keeping."""
        with self._db:
            self._db.execute("BEGIN")
            self._db.execute("DELETE FROM seats WHERE code = ?", (code,))
            self._db.execute("DELETE FROM tables WHERE code = ?", (code,))

    def prune(self, keep: int, older_than: float) -> int:
        """Delete the tables that ended (over, or given up) before ``older_than`` (a time),
        and those past the newest ``keep`` of them; the number deleted."""
        with self._db:
            self._db.execute("BEGIN")
            gone = [
                code
                for (code,) in self._db.execute(
                    "SELECT code FROM tables WHERE over != 0 AND"
                    " (updated < ? OR code NOT IN (SELECT code FROM tables WHERE over != 0"
                    " ORDER BY updated DESC LIMIT ?))",
                    (older_than, keep),
                )
            ]
            for code in gone:
                self._db.execute("DELETE FROM seats WHERE code = ?", (code,))
                self._db.execute("DELETE FROM tables WHERE code = ?", (code,))
        return len(gone)

    def save_seat(self, code: str, row: SeatRow) -> None:
        """One seat as it is now."""
        self._put_seat(code, row)

    def _put_seat(self, code: str, row: SeatRow) -> None:
        self._db.execute(
            "INSERT OR REPLACE INTO seats (code, seat, kind, name, level, token)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (code, row.seat, row.kind, row.name, row.level, row.token),
        )

    def code_exists(self, code: str) -> bool:
        """True when a table (finished or not) has this code."""
        found = self._db.execute("SELECT 1 FROM tables WHERE code = ?", (code,)).fetchone()
        return found is not None

    def unfinished(
        self, finished_since: float | None = None
    ) -> tuple[list[StoredTable], list[str]]:
        """Every table whose game is not over (and, with ``finished_since``, those over since
        that time: their players may still come back to hear the end), and the codes of those
        that could not be read (kept in the file, left out of play)."""
        tables: list[StoredTable] = []
        broken: list[str] = []
        rows = self._db.execute(
            "SELECT code, options, record, open, practice FROM tables"
            " WHERE over = 0 OR (over = 2 AND updated >= ?) ORDER BY created",
            (time.time() + 1 if finished_since is None else finished_since,),
        ).fetchall()
        for code, options, record, is_open, practice in rows:
            seats = [
                SeatRow(seat, kind, name, level, token)
                for seat, kind, name, level, token in self._db.execute(
                    "SELECT seat, kind, name, level, token FROM seats WHERE code = ? ORDER BY seat",
                    (code,),
                )
            ]
            table = stored_table(code, options, record, is_open, practice, seats)
            if table is None:
                broken.append(code)
            else:
                tables.append(table)
        return tables, broken


class StoreThread:
    """The one thread that reads and writes the store, in order (see the module docstring)."""

    def __init__(self, store: TableStore) -> None:
        self.store = store
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="store")
        self._closed = False

    async def run(self, call: Callable[..., T], *args: Any) -> T:
        """``call(*args)`` (a method of the store) on the store's thread; a failure of the
        store is raised here as :class:`StoreError`, and so is a call once closed (a move or a
        creation that reaches a closing server is refused, as any failed write is)."""
        loop = asyncio.get_running_loop()
        try:
            if self._closed:
                raise RuntimeError("closed")
            future = loop.run_in_executor(self._thread, call, *args)
        except RuntimeError:  # closed, or closing on the other thread just now
            raise StoreError("the store is closed") from None
        try:
            return await future
        except self.store.errors as exc:
            raise StoreError(str(exc)) from exc

    def later(self, call: Callable[..., Any], *args: Any) -> None:
        """``call(*args)`` on the store's thread, after the calls before it; nobody waits for
        it (a failure is logged)."""

        def logged() -> None:
            try:
                call(*args)
            except self.store.errors:
                log.exception("the store failed on %s", getattr(call, "__name__", call))

        try:
            if self._closed:
                raise RuntimeError("closed")
            self._thread.submit(logged)
        except RuntimeError:  # a seat left while the server closed: restored as it was
            log.info("the store is closed; %s not written", getattr(call, "__name__", call))

    def close(self) -> None:
        """Finish the calls queued, then close the store (once)."""
        if self._closed:
            return
        self._closed = True
        self._thread.submit(self.store.close)
        self._thread.shutdown(wait=True)


def is_database_url(spec: str) -> bool:
    """True when ``spec`` names a PostgreSQL database (``postgresql://...``)."""
    return spec.startswith(("postgresql://", "postgres://"))


def open_store(where: Path | str, node: str | None = None) -> TableStore:
    """The store at ``where``: a PostgreSQL database's address (shared by several server
    processes when each has a ``node`` name), else an SQLite file (or ``:memory:``). Raises
    :class:`StoreDamaged` or :class:`StoreUnavailable`."""
    if isinstance(where, str) and is_database_url(where):
        from audiogame.online.pg_store import PgStore  # psycopg: only for such a store

        return PgStore(where, node=node)
    return Store(where)
