"""The server's store: tables, seats and game records in SQLite (WAL) in the data folder.

The server writes a table's record here *before* it tells anybody of an action, so a server
killed at any moment restarts with every table as its players last heard it. Only token hashes
are stored, never tokens. One connection, used from the server's event loop only; each write is
its own short transaction (WAL with ``synchronous=NORMAL``: durable across a killed process).
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.record import GameRecord, RecordError

__all__ = ["SeatRow", "Store", "StoredTable"]

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


class Store:
    """Tables and seats in one SQLite file (``:memory:`` for a throwaway server)."""

    def __init__(self, path: Path | str) -> None:
        self.path = path
        self._db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(_SCHEMA)

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
                (
                    code,
                    record.game,
                    record.players,
                    json.dumps(options),
                    record.to_json(),
                    int(is_open),
                    int(practice),
                    now,
                    now,
                ),
            )
            for row in seats:
                self._put_seat(code, row)

    def save_record(self, code: str, record: GameRecord, over: bool) -> None:
        """The table's game as it stands now (before the action is told to anybody)."""
        self._db.execute(
            "UPDATE tables SET record = ?, over = ?, updated = ? WHERE code = ?",
            (record.to_json(), int(over), time.time(), code),
        )

    def close_table(self, code: str) -> None:
        """A table given up before its end: kept in the file, never loaded again."""
        self._db.execute(
            "UPDATE tables SET over = 1, updated = ? WHERE code = ?", (time.time(), code)
        )

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

    def unfinished(self) -> tuple[list[StoredTable], list[str]]:
        """Every table whose game is not over, and the codes of those that could not be read
        (kept in the file, left out of play)."""
        tables: list[StoredTable] = []
        broken: list[str] = []
        rows = self._db.execute(
            "SELECT code, options, record, open, practice FROM tables WHERE over = 0"
            " ORDER BY created"
        ).fetchall()
        for code, options, record, is_open, practice in rows:
            try:
                parsed = GameRecord.from_json(record)
                opts = json.loads(options)
            except (RecordError, ValueError):
                broken.append(code)
                continue
            seats = [
                SeatRow(seat, kind, name, level, token)
                for seat, kind, name, level, token in self._db.execute(
                    "SELECT seat, kind, name, level, token FROM seats WHERE code = ? ORDER BY seat",
                    (code,),
                )
            ]
            tables.append(StoredTable(code, opts, parsed, bool(is_open), seats, bool(practice)))
        return tables, broken
