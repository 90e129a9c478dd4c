"""The server's store in PostgreSQL: the same tables and seats as the SQLite store
(:class:`~audiogame.online.store.Store`), for servers that share one database
(``audiogame serve --store postgresql://user@host/db``).

The driver is psycopg 3 (``pip install 'audiogame[postgresql]'``): it is maintained by the
PostgreSQL driver's own project, its binary wheels bring libpq (a host installs nothing else),
and it has a blocking API as well as an asynchronous one. The server calls its store from one
thread, in order (:class:`~audiogame.online.store.StoreThread`: a table's record is written
before its action is told to anybody, and a table's writes must not pass each other), so this
store holds one connection, each method a short transaction of its own; a connection that was
lost is opened again at the next call.

The schema is versioned (table ``audiogame_schema``): a newer program applies the migrations it
knows that the database lacks, by itself, at start, under an advisory lock (several processes may
start at once); a database made by a newer program is refused, never changed.

Several server processes (each a *node*, ``serve --node NAME``) share one database: each table is
held by one node at a time (its row's ``owner``). Each node holds a *lease* (a row of ``nodes``:
until when, by the database's clock) that it renews a few times a lease (:meth:`PgStore.renew`:
one row written, whatever the number of its tables). A node takes a table
(:meth:`PgStore.claim`) that nobody holds, whose node's lease ran out (it stopped), or that its
node let go when asked (``wanted``). Every write of a table names its node: a node that lost a
table can no longer write it (:class:`NotOwner`), so no action is stored twice. Without a node
name a server holds the whole database (a lock its connection keeps) and leases are not used.
"""

from __future__ import annotations

import logging
import time
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from audiogame.online.store import (
    SeatRow,
    StoreBusy,
    StoreDriverMissing,
    StoredTable,
    StoreUnavailable,
    stored_table,
    table_row,
)
from engine.record import GameRecord

__all__ = ["MIGRATIONS", "Claimed", "NotOwner", "PgStore", "safe_url"]

log = logging.getLogger(__name__)

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE tables (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        players INTEGER NOT NULL,
        options TEXT NOT NULL,
        record TEXT NOT NULL,
        open BOOLEAN NOT NULL,
        practice BOOLEAN NOT NULL DEFAULT FALSE,
        over SMALLINT NOT NULL DEFAULT 0,
        created DOUBLE PRECISION NOT NULL,
        updated DOUBLE PRECISION NOT NULL
    );
    CREATE TABLE seats (
        code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        name TEXT,
        level TEXT,
        token TEXT,
        PRIMARY KEY (code, seat)
    );
    CREATE INDEX seats_token ON seats(token);
    CREATE INDEX tables_over_updated ON tables(over, updated);
    """,
    """
    CREATE TABLE nodes (
        name TEXT PRIMARY KEY,
        lease_until DOUBLE PRECISION NOT NULL
    );
    ALTER TABLE tables ADD COLUMN owner TEXT;
    ALTER TABLE tables ADD COLUMN wanted TEXT;
    CREATE INDEX tables_owner ON tables(owner);
    """,
)
"""The schema's migrations, in order: version N is the database after the first N."""

_LOCK = 0x61756469  # "audi": the advisory lock the migrations take
_SERVER_LOCK = 0x67616D65  # "game": the lock a server's connection holds while it runs
CONNECT_TIMEOUT = 10
"""Seconds to reach the database before the store is said unavailable."""
_NOW = "extract(epoch FROM clock_timestamp())"
"""The database's clock: one clock for every node's leases, whatever the machines' clocks say."""


class NotOwner(Exception):
    """A write of a table that this node no longer holds (another took it over): refused."""


Claimed = StoredTable | str | None
"""What :meth:`PgStore.claim` gives: the table, now this node's; ``"busy"`` (another node
holds it and is asked to let it go); or ``None`` (no such table to play)."""


def safe_url(url: str) -> str:
    """``url`` without its password (for messages and logs)."""
    try:
        parts = urlsplit(url)
        if parts.password is None:
            return url
        netloc = parts.netloc.rsplit("@", 1)[1]
        user = parts.username or ""
        return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc}"))
    except ValueError:
        return "postgresql://…"


class PgStore:
    """Tables and seats in a PostgreSQL database (see the module docstring). Raises
    :class:`~audiogame.online.store.StoreUnavailable` when the database cannot be reached or
    was made by a newer program."""

    def __init__(self, url: str, *, exclusive: bool = True, node: str | None = None) -> None:
        try:
            import psycopg
        except ImportError:
            raise StoreDriverMissing(safe_url(url), "psycopg is not installed") from None

        self.errors: tuple[type[BaseException], ...] = (psycopg.Error, NotOwner)
        self.node = node
        """This server process's name among those sharing the database (``None``: alone)."""
        self.exclusive = exclusive and node is None
        """One server at a time uses the database (a lock its connection holds)."""
        self.url = url
        self.path = safe_url(url)
        self._psycopg = psycopg
        self._db: Any = None
        try:
            db = self._connect()
            self._migrate()
            if self.exclusive:  # alone: whatever nodes held before is this server's now
                db.execute("UPDATE tables SET owner = NULL, wanted = NULL WHERE owner IS NOT NULL")
        except psycopg.Error as exc:
            self.close()
            raise StoreUnavailable(self.path, _reason(exc)) from None
        except StoreUnavailable:
            self.close()
            raise

    # --- connection and schema -------------------------------------------------------------

    def _connect(self) -> Any:
        if self._db is None or self._db.closed or self._db.broken:
            self._db = self._psycopg.connect(
                self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT
            )
            if self.exclusive or self.node is not None:
                # a server alone holds the lock; the nodes share it: neither while the other runs
                how = "pg_try_advisory_lock" if self.exclusive else "pg_try_advisory_lock_shared"
                taken = self._db.execute(f"SELECT {how}(%s)", (_SERVER_LOCK,))
                if not taken.fetchone()[0]:
                    self._db.close()
                    raise StoreBusy(self.path, "another server uses this database")
        return self._db

    def _migrate(self) -> None:
        db = self._connect()
        with db.transaction():
            db.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
            db.execute("CREATE TABLE IF NOT EXISTS audiogame_schema (version INTEGER NOT NULL)")
            row = db.execute("SELECT version FROM audiogame_schema").fetchone()
            version = 0 if row is None else int(row[0])
            if version > len(MIGRATIONS):
                raise StoreUnavailable(
                    self.path, f"made by a newer audiogame (schema {version}); nothing changed"
                )
            for script in MIGRATIONS[version:]:
                db.execute(script)
            if row is None:
                db.execute("INSERT INTO audiogame_schema VALUES (%s)", (len(MIGRATIONS),))
            elif version < len(MIGRATIONS):
                db.execute("UPDATE audiogame_schema SET version = %s", (len(MIGRATIONS),))
            if version < len(MIGRATIONS):
                log.info("store schema %d -> %d", version, len(MIGRATIONS))

    @property
    def version(self) -> int:
        """The database's schema version."""
        row = self._connect().execute("SELECT version FROM audiogame_schema").fetchone()
        return int(row[0])

    def close(self) -> None:
        """Close the connection."""
        if self._db is not None:
            self._db.close()
            self._db = None

    # --- the store's methods (those of the SQLite store) ----------------------------------

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
        db = self._connect()
        with db.transaction():
            db.execute(
                "INSERT INTO tables"
                " (code, game, players, options, record, open, practice, created, updated,"
                " owner) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                (*table_row(code, record, options, is_open, practice, now), self.node),
            )
            for row in seats:
                self._put_seat(db, code, row)

    def save_record(self, code: str, record: GameRecord, over: bool) -> None:
        """The table's game as it stands now; ``over`` once it has ended (``over`` 2)."""
        done = self._connect().execute(
            "UPDATE tables SET record = %s, over = %s, updated = %s"
            " WHERE code = %s AND owner IS NOT DISTINCT FROM %s",
            (record.to_json(), 2 if over else 0, time.time(), code, self.node),
        )
        self._held(done, code)

    def close_table(self, code: str) -> None:
        """A table given up before its end (``over`` 1): kept, never loaded again."""
        self._connect().execute(
            "UPDATE tables SET over = 1, updated = %s, owner = NULL"
            " WHERE code = %s AND over = 0 AND owner IS NOT DISTINCT FROM %s",
            (time.time(), code, self.node),
        )

    def forget_table(self, code: str) -> None:
        """A table that never started, gone (its seats with it)."""
        self._connect().execute(
            "DELETE FROM tables WHERE code = %s AND owner IS NOT DISTINCT FROM %s",
            (code, self.node),
        )

    def _held(self, done: Any, code: str) -> None:
        if done.rowcount == 0 and self.node is not None:
            raise NotOwner(f"table {code} is no longer held by {self.node}")

    def prune(self, keep: int, older_than: float) -> int:
        """Delete the tables that ended before ``older_than`` and those past the newest
        ``keep`` of them; the number deleted."""
        found = self._connect().execute(
            "DELETE FROM tables WHERE over != 0 AND (updated < %s OR code NOT IN"
            " (SELECT code FROM tables WHERE over != 0 ORDER BY updated DESC LIMIT %s))",
            (older_than, keep),
        )
        return int(found.rowcount)

    def save_seat(self, code: str, row: SeatRow) -> None:
        """One seat as it is now (of a table this node holds)."""
        db = self._connect()
        if self.node is None:
            self._put_seat(db, code, row)
            return
        done = db.execute(
            "UPDATE seats SET kind = %s, name = %s, level = %s, token = %s"
            " WHERE code = %s AND seat = %s"
            " AND EXISTS (SELECT 1 FROM tables WHERE code = %s AND owner = %s)",
            (row.kind, row.name, row.level, row.token, code, row.seat, code, self.node),
        )
        self._held(done, code)

    @staticmethod
    def _put_seat(db: Any, code: str, row: SeatRow) -> None:
        db.execute(
            "INSERT INTO seats (code, seat, kind, name, level, token)"
            " VALUES (%s, %s, %s, %s, %s, %s)"
            " ON CONFLICT (code, seat) DO UPDATE SET kind = EXCLUDED.kind,"
            " name = EXCLUDED.name, level = EXCLUDED.level, token = EXCLUDED.token",
            (code, row.seat, row.kind, row.name, row.level, row.token),
        )

    def code_exists(self, code: str) -> bool:
        """True when a table (finished or not) has this code."""
        found = self._connect().execute("SELECT 1 FROM tables WHERE code = %s", (code,))
        return found.fetchone() is not None

    def unfinished(
        self, finished_since: float | None = None
    ) -> tuple[list[StoredTable], list[str]]:
        """Every table whose game is not over (and those over since ``finished_since``), and
        the codes of those that could not be read (kept, left out of play)."""
        db = self._connect()
        since = time.time() + 1 if finished_since is None else finished_since
        rows = db.execute(
            "SELECT code, options, record, open, practice FROM tables"
            " WHERE over = 0 OR (over = 2 AND updated >= %s) ORDER BY created, code",
            (since,),
        ).fetchall()
        seats: dict[str, list[SeatRow]] = {}
        for code, seat, kind, name, level, token in db.execute(
            "SELECT s.code, s.seat, s.kind, s.name, s.level, s.token FROM seats s"
            " JOIN tables t ON t.code = s.code"
            " WHERE t.over = 0 OR (t.over = 2 AND t.updated >= %s) ORDER BY s.code, s.seat",
            (since,),
        ):
            seats.setdefault(code, []).append(SeatRow(seat, kind, name, level, token))
        tables: list[StoredTable] = []
        broken: list[str] = []
        for code, options, record, is_open, practice in rows:
            table = stored_table(code, options, record, is_open, practice, seats.get(code, []))
            if table is None:
                broken.append(code)
            else:
                tables.append(table)
        return tables, broken

    # --- several nodes: leases --------------------------------------------------------------

    lease: float = 4.0
    """Seconds a node holds its tables past its last renewal (:meth:`renew`)."""

    def start_node(self) -> None:
        """This node starts: its lease taken, and whatever it held before it stopped let go
        (its tables are taken again when asked for, by whichever node the proxy chooses)."""
        self.renew()
        self._connect().execute(
            "UPDATE tables SET owner = NULL, wanted = NULL WHERE owner = %s", (self.node,)
        )

    def claim(self, code: str) -> Claimed:
        """Take the table of ``code`` for this node, if nobody holds it, its node's lease ran
        out or it is this node's already; else ask its node to let it go (``"busy"``)."""
        db = self._connect()
        with db.transaction():
            before = db.execute(
                "SELECT owner FROM tables WHERE code = %s FOR UPDATE", (code,)
            ).fetchone()
            row = db.execute(
                "UPDATE tables t SET owner = %s, wanted = NULL"
                " WHERE t.code = %s AND t.over != 1 AND (t.owner IS NULL OR t.owner = %s"
                " OR NOT EXISTS (SELECT 1 FROM nodes n WHERE n.name = t.owner"
                f" AND n.lease_until >= {_NOW}))"
                " RETURNING options, record, open, practice",
                (self.node, code, self.node),
            ).fetchone()
            if row is None:
                asked = db.execute(
                    "UPDATE tables SET wanted = %s WHERE code = %s AND over != 1 RETURNING 1",
                    (self.node, code),
                ).fetchone()
                return "busy" if asked is not None else None
            seats = [
                SeatRow(*seat)
                for seat in db.execute(
                    "SELECT seat, kind, name, level, token FROM seats WHERE code = %s"
                    " ORDER BY seat",
                    (code,),
                )
            ]
        options, record, is_open, practice = row
        table = stored_table(code, options, record, is_open, practice, seats)
        if table is None:  # unreadable: let go, as a server alone leaves it out
            self.release([code])
        elif before is not None and before[0] is None:
            table.moved = True  # let go by a live node: nobody was cut
        return table

    def renew(self) -> dict[str, bool]:
        """Renew this node's lease; every table it holds, and whether another node asks for it
        (``True``: let it go, :meth:`release`)."""
        db = self._connect()
        db.execute(
            f"INSERT INTO nodes (name, lease_until) VALUES (%s, {_NOW} + %s)"
            " ON CONFLICT (name) DO UPDATE SET lease_until = EXCLUDED.lease_until",
            (self.node, self.lease),
        )
        rows = db.execute(
            "SELECT code, wanted IS NOT NULL FROM tables WHERE owner = %s", (self.node,)
        ).fetchall()
        return {code: bool(wanted) for code, wanted in rows}

    def release(self, codes: list[str]) -> None:
        """Let these tables go (another node may take them at once)."""
        self._connect().execute(
            "UPDATE tables SET owner = NULL, wanted = NULL WHERE code = ANY(%s) AND owner = %s",
            (codes, self.node),
        )

    def open_tables(self, limit: int) -> list[tuple[str, str, int, int, str]]:
        """The tables of every node that wait for people, oldest first: (code, game, players,
        open seats, the first person's name)."""
        rows = (
            self._connect()
            .execute(
                "SELECT t.code, t.game, t.players,"
                " count(*) FILTER (WHERE s.kind = 'open'),"
                " coalesce(max(s.name) FILTER (WHERE s.seat = 0), '?')"
                " FROM tables t JOIN seats s ON s.code = t.code JOIN nodes n ON n.name = t.owner"
                f" WHERE t.open AND t.over = 0 AND n.lease_until >= {_NOW}"
                " GROUP BY t.code HAVING count(*) FILTER (WHERE s.kind = 'open') > 0"
                " ORDER BY min(t.created) LIMIT %s",
                (limit,),
            )
            .fetchall()
        )
        return [(c, g, int(p), int(f), str(h)) for c, g, p, f, h in rows]


def _reason(exc: BaseException) -> str:
    """A driver's error in one line, without the address's password."""
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__
