"""The game server: tables of people and computer players over websockets.

``audiogame serve`` runs :func:`serve_forever`; tests and the benchmark run :class:`GameServer`
in their own event loop::

    server = GameServer(ServerConfig(port=0, data=tmp_path))
    await server.start()            # server.port is the port it got
    ...
    await server.close()

The server is authoritative: each table (:mod:`audiogame.online.tables`) is a
:class:`~audiogame.session.GameSession` whose engine checks every action. An action is written
to the store (on the store's own thread, never the event loop) before anybody hears of it; each
seat then receives the events redacted for it and its own observation, never more
(:mod:`audiogame.online.redaction`). Computer players think in a bounded, fair thread pool
(:mod:`audiogame.online.thinking`), and only while a person is connected to their table. A person
whose connection is lost keeps the seat; past ``replace_after`` seconds a computer player stands
in until they come back. There are no turn timers: a connected player is never hurried. Every
bound is in :mod:`audiogame.online.limits`; one server at a time uses a data folder.

Layout: this module holds the connections and what each frame does; :mod:`~.connection` a
client's outgoing frames; :mod:`~.tables` a table, its commit and its computer players.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import errno
import http
import itertools
import logging
import signal
import socket
import ssl
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

import engine
from audiogame.filelock import FileLock
from audiogame.games import default_level
from audiogame.online import codes
from audiogame.online.clean import clean, clean_name
from audiogame.online.cluster import Membership, TableBusy
from audiogame.online.connection import Connection
from audiogame.online.front_ends import FrontEnd, registered_front_ends
from audiogame.online.http import GuardedConnection, plain_answer
from audiogame.online.limits import (
    Addresses,
    Bucket,
    FloodLog,
    Limits,
    address_key,
    fit_to_files,
    open_file_limit,
    raise_file_limit,
)
from audiogame.online.protocol import (
    CLOSE_BUSY,
    CLOSE_IDLE,
    CLOSE_MOVED,
    CLOSE_REPLACED,
    CLOSE_VERSION,
    MAX_CHAT,
    MAX_FRAME,
    MAX_LOBBY,
    VERSION,
    Act,
    ChatSaid,
    Create,
    Error,
    Hello,
    Join,
    Leave,
    Lobby,
    LobbyTables,
    Nudge,
    Nudged,
    ProtocolError,
    Resume,
    SayChat,
    SeatChange,
    Seated,
    TableInfo,
    Welcome,
    decode_client,
)
from audiogame.online.redaction import update_for
from audiogame.online.store import (
    StoredTable,
    StoreError,
    StoreThread,
    StoreUnavailable,
    open_store,
)
from audiogame.online.tables import (
    OnlineTable,
    Place,
    StoreFailed,
    computer_name,
    unique_name,
)
from audiogame.online.thinking import ThinkingPool
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from engine import Illegal
from engine.errors import EngineError
from engine.registry import ENTRIES

__all__ = ["FolderBusy", "GameServer", "ServerConfig", "serve_forever"]

log = logging.getLogger(__name__)

MADE_ROOM_TABLE = FloodLog(log, "the table nobody was at for longest let go to make room")
REFUSED_ADDRESS = FloodLog(log, "too many connections from one address; one refused")
REFUSED_FULL = FloodLog(log, "the server holds its most connections, one each; one refused")
MADE_ROOM = FloodLog(
    log, "the server holds its most connections; one of the biggest holder's closed"
)
FOREIGN = FloodLog(log, "a websocket from a page of another site; refused")
FLOODING = FloodLog(log, "a client floods the server; closing it")
"""Warnings an attack may repeat: each logged once a minute at most, with its count."""

wire_log = logging.getLogger("audiogame.online.server.websocket")
"""The websockets library's logger: kept at WARNING, because at DEBUG it writes every frame, and
frames hold seat tokens and hands, and at INFO a line per connection opened and closed (a flood
of connections would be a flood of lines)."""
wire_log.setLevel(logging.WARNING)

LOCAL_PROXY = "127.0.0.1"
"""The proxy's address when ``--behind-proxy`` names none: one on this machine."""

STORE_NAME = "online.sqlite3"

CLOSE_WAIT = 5.0
"""Seconds the server waits, when it stops, for its connections to close (a half-open one, or
a client that never finishes its handshake, would otherwise hold Control+C for ever)."""
"""The store's file in the data folder."""


@dataclass
class ServerConfig:
    """How a server runs (``audiogame serve`` flags)."""

    host: str = "127.0.0.1"
    port: int = 8765
    data: Path | None = None
    """Folder of the store (``None``: in memory, lost at exit: ``audiogame web``, tests and
    benchmarks)."""
    store: str | None = None
    """A PostgreSQL database's address (``--store postgresql://...``) for the store, in place
    of the data folder's SQLite file (:mod:`audiogame.online.pg_store`)."""
    node: str | None = None
    """This process's name among several sharing :attr:`store` (``--node``:
    :mod:`audiogame.online.cluster`); ``None``: the only server of its store."""
    lease: float = 4.0
    """Seconds a node holds its tables past its last renewal: a stopped node's tables are taken
    over this long after it stopped (at most)."""
    replace_after: float = 120.0
    """Seconds a disconnected person keeps the seat before a computer player stands in."""
    bot_pace: float = 0.0
    """Seconds between computer plays (people hear them queued anyway)."""
    certfile: Path | None = None
    keyfile: Path | None = None
    limits: Limits = field(default_factory=Limits)
    """Every bound (tables, rates, queues): :mod:`audiogame.online.limits`."""
    bot_threads: int = 8
    """Computer moves thought at once (:class:`~audiogame.online.thinking.ThinkingPool`)."""
    keep_finished: float = 600.0
    """Seconds a finished table stays (its players may still read it) before it is let go."""
    behind_proxy: bool | str = False
    """A reverse proxy forwards the players' connections: a connection from the proxy's
    address (this one, or :data:`LOCAL_PROXY` for ``True``) is counted as the last address of
    its ``X-Forwarded-For`` header; no other connection is trusted with that header."""
    deal_seed: int | None = None
    """The seed of the first table's game, the next one's + 1 ... (tests and benchmarks;
    ``None``: random deals)."""
    review_folder: Path | None = None
    """Where the web pages keep the games they finish, for review (``audiogame web``: the
    player's own online seat games, :data:`review_kept` of them); ``None``: each page's
    memory."""
    review_kept: int = 50
    speech_log: Path | None = None
    """Where to write what the web pages are told, one line a message (``--speech-log``:
    :mod:`audiogame.web.witness`), or ``None``."""


class FolderBusy(Exception):
    """Another server already uses the data folder."""


class GameServer:
    """The server (see the module docstring)."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.store: StoreThread
        """The store, behind its own thread (opened by :meth:`start`)."""
        self.thinking = ThinkingPool(config.bot_threads)
        self._lock: FileLock | None = None
        self.limits = fit_to_files(config.limits, open_file_limit())
        """The bounds, ``max_connections`` within the process's open files."""
        self.addresses = Addresses(self.limits)
        self.tables: dict[str, OnlineTable] = {}
        self.connections: set[Connection] = set()
        self.tokens: dict[str, tuple[str, int]] = {}
        """Token hash → (table code, seat)."""
        self._closed = False
        self._creating = 0
        """Tables being created (their store write awaited): they count against the cap."""
        self._server: Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = config.port
        self.front_ends: list[FrontEnd] = []
        """The front ends plugged in (:mod:`audiogame.online.front_ends`: the web table's pages
        and page sockets), made at :meth:`start`."""
        self.handling: collections.deque[float] = collections.deque(maxlen=100_000)
        """Seconds each frame took to handle, on the event loop (the newest 100,000)."""
        self.lags: collections.deque[float] = collections.deque(maxlen=100_000)
        """Seconds the event loop woke late, sampled every 50 ms (the newest 100,000): how long
        any frame of any table may have waited for it."""
        proxy = config.behind_proxy
        self._proxy = (
            None if proxy is False else address_key(LOCAL_PROXY if proxy is True else proxy)
        )
        """The trusted proxy's address (:attr:`ServerConfig.behind_proxy`), or ``None``."""
        self._seed = config.deal_seed
        """The next table's deal seed (tests, benchmarks); ``None``: drawn at random."""
        self.cluster: Membership | None = None
        """This process as one of several sharing the store (:attr:`ServerConfig.node`)."""

    # --- lifecycle --------------------------------------------------------------------------

    async def start(self) -> None:
        """Take the data folder (:class:`FolderBusy` when another server has it), open the
        store (:class:`~audiogame.online.store.StoreDamaged`,
        :class:`~audiogame.online.store.StoreUnavailable`), load its tables and listen (the
        :class:`OSError` of a port in use)."""
        data = None if self.config.store else self.config.data  # a database is its own lock
        if data is not None:
            try:
                self._lock = FileLock.acquire(data / "server.lock")
            except OSError as exc:  # --data names a file, or a folder it may not write
                full = exc.errno == errno.ENOSPC
                raise StoreUnavailable(str(data), exc.strerror or str(exc), full) from None
            if self._lock is None:
                raise FolderBusy(str(data))
        try:
            self.front_ends = [make(self) for make in registered_front_ends()]
            where = self.config.store or (data / STORE_NAME if data else ":memory:")
            store = open_store(where, self.config.node)
            self.store = StoreThread(store)
            if self.config.node is not None:
                from audiogame.online.pg_store import PgStore

                assert isinstance(store, PgStore)
                store.lease = self.config.lease
                await self.store.run(store.start_node)
                self.cluster = Membership(self, store)  # tables are taken when asked for
                self.spawn(self.cluster.keep())
            else:
                await self._load()
            await self._listen()
        except BaseException:
            await self.close()
            raise

    async def _listen(self) -> None:
        context = None
        if self.config.certfile is not None:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(self.config.certfile, self.config.keyfile)
        self._server = await serve(
            self._handle,
            self.config.host,
            self.config.port,
            max_size=MAX_FRAME,
            max_queue=16,
            compression=None,  # frames are small; deflate would cost CPU and memory per seat
            ssl=context,
            logger=wire_log,
            process_request=self._respond,  # the front ends' pages: plain HTTP, same port
            create_connection=GuardedConnection,  # a request with a body is answered
        )
        self.port = self._server.sockets[0].getsockname()[1]
        self.spawn(self._sweep())
        self.spawn(self._prune())
        self.spawn(self._watch_loop())
        log.info("serving on %s:%s, %d tables", self.config.host, self.port, len(self.tables))

    async def close(self) -> None:
        """Stop listening, cancel the computer players, close the store (once)."""
        if self._closed:
            return
        self._closed = True
        log.info("closing; %s", self.handling_summary())
        if self.cluster is not None:
            if self._server is not None:  # no new connection: the proxy sends them elsewhere
                self._server.server.close()
            await self.cluster.leave()  # another node takes each table at once
        if self._server is not None:
            self._server.close()
            try:  # a connection that never finishes its handshake would hold Control+C
                await asyncio.wait_for(self._server.wait_closed(), CLOSE_WAIT)
            except TimeoutError:
                log.warning("connections still open after %s s; closing anyway", CLOSE_WAIT)
        for table in self.tables.values():
            if table.driver is not None:
                table.driver.cancel()
            for place in table.places:
                if place.away_timer is not None:
                    place.away_timer.cancel()
        for task in list(self._tasks):
            task.cancel()
        self.thinking.close()
        if hasattr(self, "store"):
            await asyncio.to_thread(self.store.close)
        for front_end in self.front_ends:
            front_end.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _next_seed(self) -> int | None:
        seed = self._seed
        if seed is not None:
            self._seed = seed + 1
        return seed

    def spawn(self, coro: Any) -> None:
        """Run ``coro`` as a task the server keeps until it ends."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def pace(self) -> None:
        """The pause before each computer play."""
        await asyncio.sleep(self.config.bot_pace)

    async def _load(self) -> None:
        since = time.time() - self.config.keep_finished
        stored, broken = await self.store.run(self.store.store.unfinished, since)
        for code in broken:
            log.error("table %s: its record cannot be read; left out", code)
        for item in stored:
            try:
                self.restore(item)
            except (EngineError, KeyError) as exc:
                log.error("table %s: cannot be restored: %s", item.code, exc)

    def restore(self, item: StoredTable) -> OnlineTable:
        """A stored table back in play, as a restart finds it (its people not connected)."""
        game = engine.replay(item.record)
        places = [Place("open") for _ in range(game.players)]
        for row in item.seats:
            if 0 <= row.seat < game.players:
                places[row.seat] = Place(row.kind, row.name, row.level, row.token)
        for place in places:
            if place.kind == "computer" and not place.name:  # stored by an older server
                place.name = computer_name([p.name for p in places if p.name])
        table = self._make_table(item.code, game, places, item.options, item.open)
        table.practice = item.practice
        table.started = all(p.kind != "open" for p in places)
        table.finished = game.is_over
        for seat, place in enumerate(places):
            if place.kind == "person":
                place.idle_away = item.moved  # moved here: back without a word to the others
                if place.token is not None:
                    self.tokens[place.token] = (item.code, seat)
                if table.started and not table.finished:
                    self._schedule_standin(table, seat)
        if table.finished:
            self._close_later(table, self.config.keep_finished)  # its players may hear the end
        elif not table.started:
            self._close_later(table, self.limits.unstarted_idle)  # unless its creator returns
        self._attendance(table)  # nobody is there yet: abandoned unless somebody comes back
        return table

    def _make_table(
        self,
        code: str,
        game: engine.Game,
        places: list[Place],
        options: dict[str, Any],
        is_open: bool,
    ) -> OnlineTable:
        standin = default_level(game.name)
        levels = {s: p.level or standin for s, p in enumerate(places) if p.kind == "computer"}
        seats = computer_seats(game.name, game.players, levels, game.seed)
        for seat, place in enumerate(places):
            if place.kind != "computer":
                seats[seat] = Seat(SeatKind.REMOTE, name=place.name)
        session = GameSession(game, seats)
        table = OnlineTable(self, code, session, places, options, is_open, game.record())
        self.tables[code] = table
        return table

    # --- connections ------------------------------------------------------------------------

    def _respond(self, ws: ServerConnection, request: Request) -> Response | None:
        """A plain HTTP request: the first front end's answer, or ``None`` (a websocket, or
        nobody serves pages: the websockets library answers). A websocket opened by a page
        of another site is refused (403: :meth:`_foreign`)."""
        upgrade = any(v.lower() == "websocket" for v in request.headers.get_all("Upgrade"))
        if upgrade and self._foreign(request):
            FOREIGN()
            return plain_answer(http.HTTPStatus.FORBIDDEN)
        for front_end in self.front_ends:
            response = front_end.respond(ws, request)
            if response is not None:
                return response
        return None

    def _foreign(self, request: Request) -> bool:
        """True for a websocket a browser opened from a page of another site: its ``Origin``
        names another host than the one it asked (any page a player visits could otherwise
        open a socket to a server on their network or their own machine). Programs (the
        terminal client) send no ``Origin``; behind a proxy, the host it forwarded counts."""
        origins = request.headers.get_all("Origin")
        if not origins:
            return False
        origin = urlsplit(origins[0]) if len(origins) == 1 else None
        if origin is None or origin.scheme not in ("http", "https") or not origin.netloc:
            return True  # several, "null" (a sandboxed page, a file) or malformed
        hosts = request.headers.get_all("Host")
        if self.config.behind_proxy:
            hosts += request.headers.get_all("X-Forwarded-Host")
        return origin.netloc.lower() not in {h.strip().lower() for h in hosts}

    def _connection(self, ws: ServerConnection) -> Connection:
        """A new websocket as the first front end that takes it makes it, else a client's."""
        limits = self.limits
        bucket, address = Bucket(limits.rate, limits.burst), self.address_of(ws)
        for front_end in self.front_ends:
            conn = front_end.connection(ws, bucket, address, limits.outbox_bytes)
            if conn is not None:
                return conn
        return Connection(ws, bucket, address, limits.outbox_bytes)

    def _room_from(self, newcomer: str) -> Connection | None:
        """The connection to close to make room for one from ``newcomer``: of the address
        holding the most connections, the one idle longest (nothing heard from it for
        longest); ``None`` when that address holds no more than the newcomer's would (then
        everybody holds as little, and the newcomer waits)."""
        held = self.addresses.held

        def count(address: str) -> int:
            holding = held.get(address)
            return holding.connections if holding is not None else 0

        open_ = [c for c in self.connections if c.closing is None]
        if not open_:
            return None
        victim = max(open_, key=lambda c: (count(c.address), -c.last_heard))
        return victim if count(victim.address) > count(newcomer) else None

    async def _handle(self, ws: ServerConnection) -> None:
        limits = self.limits
        conn = self._connection(ws)
        if not self.addresses.connect(conn.address):
            REFUSED_ADDRESS()
            await ws.close(CLOSE_BUSY, "too many connections")
            return
        if len(self.connections) >= limits.max_connections:
            victim = self._room_from(conn.address)  # counted already: it holds one
            if victim is None:
                self.addresses.disconnect(conn.address)
                REFUSED_FULL()
                await ws.close(CLOSE_BUSY, "server full")
                return
            MADE_ROOM()
            victim.close(CLOSE_BUSY, "making room")  # its seat stays: it may come back
        sock = ws.transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, limits.send_buffer)
        self.connections.add(conn)
        writer = asyncio.create_task(conn.write())
        try:
            async for message in ws:
                conn.last_heard = time.monotonic()
                if conn.closing is not None:
                    continue  # read and drop until the closing handshake ends
                if not conn.bucket.take():
                    conn.overflows += 1
                    if conn.overflows > limits.max_overflows:
                        FLOODING()
                        conn.close(1008, "flood")  # dropped soon if it reads nothing either
                        continue
                    conn.send(Error(code="rate"))
                else:
                    await conn.handle(self, message)  # game frames come to receive()
                conn.handled += 1
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            self._count_seat(conn, False)
            self.addresses.disconnect(conn.address)
            self._disconnected(conn)
            conn.close()
            await writer

    def address_of(self, ws: ServerConnection) -> str:
        """Whose connection ``ws`` is, for the bounds: behind a proxy, a connection from the
        proxy's own address counts as the last address its ``X-Forwarded-For`` names (any
        other connection, another process of this machine included, as itself)."""
        remote = ws.remote_address
        host = str(remote[0]) if remote else ""
        if self._proxy is not None and address_key(host) == self._proxy:
            values = ws.request.headers.get_all("X-Forwarded-For") if ws.request else []
            last = values[-1].rsplit(",", 1)[-1].strip() if values else ""
            if last:
                return address_key(last)
        return address_key(host)

    async def _prune(self) -> None:
        """Keep the store's ended tables within ``keep_ended`` and ``keep_ended_days``: at start,
        then every hour."""
        limits = self.limits
        while True:
            older = time.time() - limits.keep_ended_days * 86400
            try:
                gone = await self.store.run(self.store.store.prune, limits.keep_ended, older)
            except StoreError:
                log.exception("the store failed to let old tables go")
            else:
                if gone:
                    log.info("the store let %d ended tables go", gone)
            await asyncio.sleep(3600)

    async def _sweep(self) -> None:
        """Now and then, close the connections that sat at no table past ``unseated_idle``,
        and the seated ones that sent nothing for ``seated_idle`` (their seats stay)."""
        unseated, seated = self.limits.unseated_idle, self.limits.seated_idle
        while True:
            await asyncio.sleep(min(10.0, unseated / 4, seated / 4))
            now = time.monotonic()
            for conn in list(self.connections):
                if conn.closing is not None:
                    continue
                if conn.unseated is not None and now - conn.unseated > unseated:
                    conn.close(CLOSE_IDLE, "idle at no table")
                elif conn.unseated is None and now - conn.last_heard > seated:
                    conn.close(CLOSE_IDLE, "idle")

    async def receive(self, conn: Connection, message: str | bytes) -> None:
        """Handle one frame of ``conn`` (a client's, or a web seat's on behalf of its page)."""
        start = time.perf_counter()
        try:
            await self._handle_frame(conn, message)
        finally:
            self.handling.append(time.perf_counter() - start)

    async def _watch_loop(self) -> None:
        """Sample how late the event loop wakes (:attr:`lags`)."""
        loop = asyncio.get_running_loop()
        while True:
            start = loop.time()
            await asyncio.sleep(0.05)
            self.lags.append(max(0.0, loop.time() - start - 0.05))

    def handling_summary(self) -> str:
        """Frames handled and how long each took to answer, the store's wait included; how
        late the event loop woke (p50, p95, max)."""
        times = sorted(self.handling)
        if not times:
            return "frames handled: 0"
        lags = sorted(self.lags) or [0.0]
        return (
            f"frames handled: {len(times)}; answered in {_spread(times)}; "
            f"event loop late by {_spread(lags)}"
        )

    async def _handle_frame(self, conn: Connection, message: str | bytes) -> None:
        try:
            frame = decode_client(message)
        except ProtocolError as exc:
            conn.send(Error(code="bad-frame", detail=str(exc)[:200]))
            return
        try:
            error = await self._dispatch(conn, frame)
        except StoreFailed:
            error = Error(code="server", detail="the store failed; nothing changed")
        except Exception:
            log.exception("frame %s failed", type(frame).__name__)
            error = Error(code="server")
        if error is not None:
            conn.send(error)

    async def _dispatch(self, conn: Connection, frame: Any) -> Error | None:
        match frame:
            case Hello(v=v):
                if v != VERSION:
                    # the one frame every version reads; then nothing more for that client
                    conn.send(Error(code="version", detail=f"server speaks version {VERSION}"))
                    conn.close(CLOSE_VERSION, "another protocol version")
                    return None
                conn.send(Welcome(v=VERSION))
                return None
            case Lobby():
                if self.cluster is not None:
                    conn.send(await self.cluster.lobby(MAX_LOBBY))
                else:
                    conn.send(self.lobby())
                return None
            case Create():
                return await self._create(conn, frame)
            case Join():
                return await self._join(conn, frame)
            case Resume():
                return await self._resume(conn, frame)
        table = conn.table
        if table is None:
            return Error(code="not-seated")
        match frame:
            case Act():
                return await self._act(conn, table, frame)
            case SayChat():
                return await self._chat(conn, table, frame.text)
            case Nudge():
                return await self._nudge(conn, table)
            case Leave():
                return await self._leave(conn, table)
        return Error(code="bad-frame")

    def lobby(self) -> LobbyTables:
        """The open tables waiting for people."""
        listed = (
            t
            for t in self.tables.values()
            if t.is_open and not t.started and t.free() > 0 and t.host_here
        )
        tables = [
            TableInfo(
                code=t.code,
                game=t.game.name,
                players=t.game.players,
                free=t.free(),
                host=t.host_name(),
            )
            for t in itertools.islice(listed, MAX_LOBBY)
        ]
        return LobbyTables(tables=tables)

    # --- seating ----------------------------------------------------------------------------

    async def _create(self, conn: Connection, frame: Create) -> Error | None:
        if conn.table is not None:
            return Error(code="already-seated")
        if not self.addresses.may_create_now(conn.address):
            return Error(code="rate")  # a person's games, never a flood of tables
        full = self.live_tables() + self._creating >= self.limits.max_tables
        if full and not self._make_room(None):
            return Error(code="too-many-tables")
        if not self.addresses.may_create(conn.address) and not self._make_room(conn.address):
            return Error(code="too-many-tables")
        name = clean_name(frame.name)
        if name is None:
            return Error(code="bad-name")
        entry = ENTRIES.get(frame.game)
        if entry is None:
            return Error(code="bad-game", detail="unknown game")
        bad_levels = any(level not in entry.levels for level in frame.computers.values())
        if bad_levels or any(not 0 < s < frame.players for s in frame.computers):
            return Error(code="bad-game", detail="computer seats")
        try:
            options: dict[str, Any] = dict(frame.options)
            game = engine.new_game(frame.game, frame.players, self._next_seed(), **options)
        except (TypeError, EngineError) as exc:
            return Error(code="bad-game", detail=str(exc)[:200])
        places = [Place("open") for _ in range(game.players)]
        for seat, level in sorted(frame.computers.items()):
            taken = [p.name for p in places if p.name]
            places[seat] = Place("computer", computer_name(taken), level=level)
        self._creating += 1
        self.addresses.created(conn.address)  # counted while the store writes
        try:
            code = await self._new_code()
            token = codes.new_token(code)
            places[0] = Place("person", name, token=codes.token_hash(token))
            rows = [p.row(s) for s, p in enumerate(places)]
            store = self.store.store
            record = game.record()
            await self.store.run(
                store.create_table, code, record, options, frame.open, rows, frame.practice
            )
        except StoreError:
            log.exception("the store failed to create a table")
            self.addresses.released(conn.address)
            return Error(code="server", detail="the store failed; nothing changed")
        finally:
            self._creating -= 1
        if conn.table is not None or conn.closing is not None:
            self.addresses.released(conn.address)  # gone meanwhile: the table is left unmade
            self.store.later(self.store.store.forget_table, code)
            return None
        table = self._make_table(code, game, places, options, frame.open)
        table.practice = frame.practice
        table.owner = conn.address
        self._bind(conn, table, 0, token)
        log.debug("table %s: %s for %d opened", code, game.name, game.players)
        seated = self._seated(table, 0, token)
        seated.started = table.full  # it starts at once, below
        conn.send(seated)
        await self._maybe_start(table)
        return None

    async def _new_code(self) -> str:
        """A table code no table has had."""
        while True:
            code = codes.new_code()
            if code not in self.tables and not await self.store.run(
                self.store.store.code_exists, code
            ):
                return code

    async def _join(self, conn: Connection, frame: Join) -> Error | None:
        if conn.table is not None:
            return Error(code="already-seated")
        if not self.addresses.may_join(conn.address):
            return Error(code="rate")
        name = clean_name(frame.name)
        if name is None:
            return Error(code="bad-name")
        code = codes.normalize_code(frame.code)
        try:
            table = None if code is None else await self._table(code)
        except TableBusy:
            return Error(code="server", detail="the table is moving to this server; try again")
        if table is None:
            return Error(code="no-table")
        seat = next((s for s, p in enumerate(table.places) if p.kind == "open"), None)
        if seat is None or table.started:
            return Error(code="table-full")
        token = codes.new_token(table.code)
        name = unique_name(name, table.names())
        place = Place("person", name, token=codes.token_hash(token), joining=True)
        table.places[seat] = place  # taken now, while the store writes it
        try:
            await self.store.run(self.store.store.save_seat, table.code, place.row(seat))
        except StoreError:
            log.exception("table %s: the store failed to seat a player", table.code)
            if table.places[seat] is place:
                table.places[seat] = Place("open")  # nobody else waited for it: no start
            return Error(code="server", detail="the store failed; nothing changed")
        if self.tables.get(table.code) is not table or conn.closing is not None:
            if table.places[seat] is place:
                table.places[seat] = Place("open")
            return Error(code="no-table")  # the table or the player went meanwhile
        table.session.sit(seat, Seat(SeatKind.REMOTE, name=name))
        place.joining = False
        self._bind(conn, table, seat, token)
        conn.send(self._seated(table, seat, token))
        started = table.full
        table.announce(
            SeatChange(change="joined", seat=place.info(seat), started=started), skip=seat
        )
        await self._maybe_start(table)
        return None

    async def _table(self, code: str) -> OnlineTable | None:
        """The table of ``code`` (with other nodes: taken from the store when another held it)."""
        if self.cluster is not None:
            return await self.cluster.table(code)
        return self.tables.get(code)

    async def _resume(self, conn: Connection, frame: Resume) -> Error | None:
        if self.cluster is not None and (code := codes.token_table(frame.token)) is not None:
            try:
                await self.cluster.table(code)  # the table a token names, brought here
            except TableBusy:  # the program tries again a little later, its seat kept
                conn.close(CLOSE_BUSY, "the table is moving")
                return None
        found = self.tokens.get(codes.token_hash(frame.token))
        table = self.tables.get(found[0]) if found is not None else None
        if found is None or table is None:
            # only a wrong token spends the address's attempts: a token cannot be guessed, and
            # forty people behind one address come back together after a restart
            if not self.addresses.may_join(conn.address):
                return Error(code="rate")
            return Error(code="bad-token")
        if conn.table is not None and (conn.table, conn.seat) != (table, found[1]):
            return Error(code="already-seated")
        seat = found[1]
        async with table.lock:  # the recap tells only what is stored
            place = table.places[seat]
            if self.tables.get(table.code) is not table or place.token is None:
                return Error(code="bad-token")  # gone or left while waiting
            old = place.conn
            if old is not None and old is not conn:
                self._sit(old, None)
                old.close(CLOSE_REPLACED, "seat taken by a newer connection")
            if place.away_timer is not None:
                place.away_timer.cancel()
                place.away_timer = None
            was_standin = place.standin
            if was_standin:
                place.standin = False
                table.session.sit(seat, Seat(SeatKind.REMOTE, name=place.name))
            self._bind(conn, table, seat, frame.token)
            conn.send(self._seated(table, seat, frame.token))
            if table.started:
                conn.send(update_for(table.game, seat, [], recap=True))
            change = "restored" if was_standin else "back"
            quiet, place.idle_away = place.idle_away and not was_standin, False
            table.announce(self._coming(place, seat, change, quiet=quiet), skip=seat)
        table.ensure_driver()  # a computer to play, paused while nobody was there
        return None

    def _sit(self, conn: Connection, table: OnlineTable | None, seat: int = -1) -> None:
        """Seat ``conn`` at ``table`` (or at none), counted for its address's bounds."""
        conn.sit(table, seat)
        self._count_seat(conn, table is not None)

    def _count_seat(self, conn: Connection, at_seat: bool) -> None:
        """A connection's seat counted out of its address's cap of connections at no seat
        (:meth:`Addresses.connect`), once each way."""
        if conn.counted_seated != at_seat:
            conn.counted_seated = at_seat
            self.addresses.seated(conn.address, at_seat)

    def _bind(self, conn: Connection, table: OnlineTable, seat: int, token: str) -> None:
        if table.closer is not None and not table.finished:
            table.closer.cancel()
            table.closer = None
        self._sit(conn, table, seat)
        table.places[seat].conn = conn
        self.tokens[codes.token_hash(token)] = (table.code, seat)
        self._attendance(table)

    def _seated(self, table: OnlineTable, seat: int, token: str) -> Seated:
        return Seated(
            code=table.code,
            seat=seat,
            token=token,
            game=table.game.name,
            players=table.game.players,
            seats=table.seat_infos(),
            started=table.started,
            practice=table.practice,
        )

    async def _maybe_start(self, table: OnlineTable) -> None:
        if table.started or not table.full:
            return
        table.started = True
        log.debug("table %s: game started", table.code)
        async with table.lock:
            table.session.start()
            await table.commit()  # the deal: told at once (it changes nothing stored)
        for seat, place in enumerate(table.places):
            if place.kind == "person" and place.conn is None:
                self._schedule_standin(table, seat)  # gone before the start
        self._attendance(table)
        table.ensure_driver()

    async def _leave(self, conn: Connection, table: OnlineTable) -> Error | None:
        seat = conn.seat
        place = table.places[seat]
        self._sit(conn, None)
        place.conn = None
        if place.token is not None:
            self.tokens.pop(place.token, None)
        if place.away_timer is not None:
            place.away_timer.cancel()
            place.away_timer = None
        if not table.started and seat == 0:
            self.let_go(table)  # a table that never started goes with its creator
            return None
        if table.started:  # the person is gone for good: the seat is a computer's, named anew
            place.kind, place.level, place.token, place.standin = (
                "computer",
                default_level(table.game.name),
                None,
                False,
            )
            place.name = computer_name([n for n in table.names() if n != place.name])
            self._put_computer(table, seat)
        else:
            table.places[seat] = place = Place("open")
            table.session.sit(seat, Seat(SeatKind.REMOTE))
        if not any(p.kind == "person" for p in table.places):
            self.let_go(table)  # nobody can come back to it
            return None
        self.store.later(self.store.store.save_seat, table.code, place.row(seat))
        table.announce(SeatChange(change="left", seat=place.info(seat)))
        self._attendance(table)
        table.ensure_driver()
        return None

    def _disconnected(self, conn: Connection) -> None:
        table, seat = conn.table, conn.seat
        self._sit(conn, None)
        if table is None or table.places[seat].conn is not conn:
            return
        place = table.places[seat]
        place.conn = None
        # closed for idleness, the program comes back at once without a word: the others hear
        # nothing of it (the seat's state still changes)
        place.idle_away = conn.closing is not None and conn.closing[0] == CLOSE_IDLE
        table.announce(self._coming(place, seat, "away", quiet=place.idle_away))
        self._attendance(table)
        if table.finished:
            return
        if not table.started:
            if seat == 0:
                self._close_later(table, self.limits.unstarted_idle)  # unless its creator returns
            return
        self._schedule_standin(table, seat)

    def _schedule_standin(self, table: OnlineTable, seat: int) -> None:
        place = table.places[seat]
        if place.away_timer is not None:
            place.away_timer.cancel()
        loop = asyncio.get_running_loop()
        place.away_timer = loop.call_later(self.config.replace_after, self._stand_in, table, seat)

    def _stand_in(self, table: OnlineTable, seat: int) -> None:
        place = table.places[seat]
        place.away_timer = None
        if place.kind != "person" or place.conn is not None or table.code not in self.tables:
            return
        if not table.started:
            return
        place.standin = True
        self._put_computer(table, seat)
        log.debug("table %s: a computer player stands in at seat %d", table.code, seat)
        table.announce(SeatChange(change="replaced", seat=place.info(seat)))
        table.ensure_driver()

    def _coming(self, place: Place, seat: int, change: str, quiet: bool = False) -> SeatChange:
        """The seat change of a person's coming or going: ``quiet`` (their state, not said)
        when asked, or once they come and go faster than the others should hear."""
        if place.notices is None:
            place.notices = self.limits.notice_bucket()
        quiet = quiet or not place.notices.take()
        return SeatChange(change=change, seat=place.info(seat), quiet=quiet)  # type: ignore[arg-type]

    def _put_computer(self, table: OnlineTable, seat: int) -> None:
        table.session.sit_computer(seat, default_level(table.game.name))

    # --- at the table -----------------------------------------------------------------------

    async def _act(self, conn: Connection, table: OnlineTable, frame: Act) -> Error | None:
        seat = conn.seat
        if not table.started:
            return Error(code="illegal", refusal="not-your-turn")
        if frame.at != table.at:
            return Error(code="stale", detail=f"the game is at {table.at}")
        if table.places[seat].standin or table.session.seats[seat].kind is not SeatKind.REMOTE:
            return Error(code="illegal", refusal="not-your-turn")
        async with table.lock:
            if self.tables.get(table.code) is not table:  # it moved while the action waited
                return Error(code="stale", detail="the table moved")
            if frame.at != table.at:
                return Error(code="stale", detail=f"the game is at {table.at}")
            try:
                action = table.game.text_to_action(frame.action)
            except (ValueError, KeyError, IndexError):
                return Error(code="illegal", refusal="unknown-action")
            reason = table.session.act(seat, action)
            if reason is not None:
                return refusal(reason)
            await table.commit()  # StoreFailed: taken back, "server" said to the player
        table.ensure_driver()
        return None

    def finished(self, table: OnlineTable) -> None:
        """A game ended: the table is let go after ``keep_finished`` seconds."""
        log.debug("table %s: game over", table.code)
        self._release(table)
        self._attendance(table)  # a finished table is no longer abandoned: it ends anyway
        self._close_later(table, self.config.keep_finished)

    def _release(self, table: OnlineTable) -> None:
        """The table no longer counts against its creator's cap."""
        if table.owner is not None:
            self.addresses.released(table.owner)
            table.owner = None

    def _close_later(self, table: OnlineTable, delay: float) -> None:
        if table.closer is not None:
            table.closer.cancel()
        table.closer = asyncio.get_running_loop().call_later(delay, self._expire, table)

    def _expire(self, table: OnlineTable) -> None:
        """The time is up: a finished table goes; one that never started goes unless its
        creator came back."""
        table.closer = None
        if table.finished or (not table.started and not table.host_here):
            self.let_go(table)

    def _attendance(self, table: OnlineTable) -> None:
        """Keep the table's unattended clock: started when its last person disconnects (an
        unfinished table is then abandoned after ``abandon_after`` seconds), stopped when one
        comes back."""
        if table.attended or table.finished:
            table.unattended_since = None
            if table.abandoner is not None:
                table.abandoner.cancel()
                table.abandoner = None
            return
        if table.unattended_since is None:
            table.unattended_since = time.monotonic()
        if table.started and table.abandoner is None:
            loop = asyncio.get_running_loop()
            table.abandoner = loop.call_later(self.limits.abandon_after, self._abandon, table)

    def _abandon(self, table: OnlineTable) -> None:
        """Nobody came back: the table is finished as abandoned (its record kept, given up)."""
        table.abandoner = None
        if table.attended or table.finished:
            return
        log.debug("table %s: abandoned (nobody connected)", table.code)
        self.let_go(table)

    def live_tables(self) -> int:
        """Tables that count against the server's cap: those not finished."""
        return sum(1 for t in self.tables.values() if not t.finished)

    def _make_room(self, owner: str | None) -> bool:
        """Let go of the table nobody has been at for longest (one ``owner`` created, or any):
        False when every table has somebody at it."""
        idle = [
            t
            for t in self.tables.values()
            if t.unattended_since is not None
            and not t.finished
            and (owner is None or t.owner == owner)
        ]
        if not idle:
            return False
        oldest = min(idle, key=lambda t: t.unattended_since or 0.0)
        log.debug("table %s: let go to make room (nobody at it)", oldest.code)
        MADE_ROOM_TABLE()
        self.let_go(oldest)
        return True

    async def hand_over(self, table: OnlineTable) -> list[Connection]:
        """Stop holding a table that another node takes (nothing changes in the store: every
        action of it is stored already): its seats are closed with ``CLOSE_MOVED``, and their
        programs come back to it through the proxy, wherever it is then. The connections
        closed (their close is under way)."""
        async with table.lock:  # no action half stored
            if self.tables.get(table.code) is not table:
                return []
            closed = self._forget(table)
        for conn in closed:
            conn.close(CLOSE_MOVED, "the table moved")
        log.debug("table %s: handed over", table.code)
        return closed

    def let_go(self, table: OnlineTable) -> None:
        """Forget a table (the store keeps its record, marked over). Anybody still at a table
        that did not finish is told it is ``closed``, and their seat is gone."""
        if self.tables.get(table.code) is not table:
            return
        if not table.started:  # nothing was played: nothing to keep
            self.store.later(self.store.store.forget_table, table.code)
        elif not table.finished:
            self.store.later(self.store.store.close_table, table.code)
        if not table.finished:
            table.announce(SeatChange(change="closed", seat=table.places[0].info(0)))
        self._forget(table)
        log.debug("table %s: let go", table.code)

    def _forget(self, table: OnlineTable) -> list[Connection]:
        """The table gone from this server: no longer counted, its timers and computers
        stopped, its tokens forgotten; the connections that sat at it (at none now)."""
        del self.tables[table.code]
        self._release(table)
        for timer in (table.closer, table.abandoner):
            if timer is not None:
                timer.cancel()
        table.closer = table.abandoner = None
        if table.driver is not None:
            table.driver.cancel()
        seated: list[Connection] = []
        for place in table.places:
            if place.token is not None:
                self.tokens.pop(place.token, None)
            if place.away_timer is not None:
                place.away_timer.cancel()
                place.away_timer = None
            conn, place.conn = place.conn, None
            if conn is not None and conn.table is table:
                self._sit(conn, None)
                seated.append(conn)
        return seated

    async def _chat(self, conn: Connection, table: OnlineTable, text: str) -> Error | None:
        line = clean(text)
        if not line:
            return Error(code="chat-empty")
        if len(line) > MAX_CHAT:
            return Error(code="chat-too-long")
        place = table.places[conn.seat]
        if place.chat is None:
            place.chat = self.limits.chat_bucket()
        if not place.chat.take():
            return Error(code="rate")
        name = place.name or "?"
        table.announce(ChatSaid(seat=conn.seat, name=name, text=line))
        return None

    async def _nudge(self, conn: Connection, table: OnlineTable) -> Error | None:
        waited = table.game.current_player
        if not table.started or waited is None or waited == conn.seat:
            return Error(code="no-nudge")
        if table.places[waited].kind != "person" or table.places[waited].standin:
            return Error(code="no-nudge")
        now = time.monotonic()
        mine = table.places[conn.seat]
        if mine.last_nudge is not None and now - mine.last_nudge < self.limits.nudge_interval:
            return Error(code="rate")
        mine.last_nudge = now
        frame = Nudged(by=conn.seat, seat=waited)
        conn.send(frame)
        target = table.places[waited].conn
        if target is not None:
            target.send(frame)
        return None


def _spread(times: list[float]) -> str:
    """p50, p95 and max of sorted ``times``, in milliseconds."""
    p50, p95 = times[len(times) // 2], times[int(0.95 * (len(times) - 1))]
    return f"p50 {p50 * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms, max {times[-1] * 1000:.1f} ms"


def refusal(reason: Illegal) -> Error:
    """The error frame of an engine refusal."""
    return Error(
        code="illegal", refusal=str(reason.code), suit=reason.suit, options=list(reason.options)
    )


SWITCH_INTERVAL = 0.001
"""Seconds a thread holds the GIL before another may run, in a server process (Python's
default is 0.005): with the computer players' threads busy, the event loop gets the GIL back
sooner, so that people's frames are not kept waiting behind the thinking."""


STOP_SIGNALS = ("SIGINT", "SIGTERM")
"""Signals that stop a server cleanly (Control+C, a service manager's stop)."""


def _on_stop_signals(stop: Callable[[], None]) -> list[int]:
    """Have the running loop call ``stop`` on :data:`STOP_SIGNALS`; the signals it watches.

    The loop's own handler wakes its ``select`` through its self-pipe whichever thread the
    kernel gave the signal to; Python's default Control+C runs only when the main thread runs
    again, which an idle server's main thread, asleep in ``select``, may not do for long.
    Where the loop cannot watch signals (Windows, a thread other than the main one), none is
    watched: Control+C cancels the server as ``asyncio.run`` does."""
    loop = asyncio.get_running_loop()
    watched = []
    for name in STOP_SIGNALS:
        number = getattr(signal, name, None)
        if number is None:
            continue
        try:
            loop.add_signal_handler(number, stop)
        except (NotImplementedError, RuntimeError, ValueError):
            continue
        watched.append(number)
    return watched


async def serve_forever(config: ServerConfig, ready: Callable[[int], None] | None = None) -> None:
    """Run a server until Control+C or SIGTERM (or cancelled); ``ready(port)`` once it
    listens. The process is the server's: its GIL switches every :data:`SWITCH_INTERVAL`."""
    sys.setswitchinterval(SWITCH_INTERVAL)
    files = raise_file_limit()
    server = GameServer(config)
    log.info("open files: %s; connections at most %d", files, server.limits.max_connections)
    await server.start()
    stopped = asyncio.Event()
    watched = _on_stop_signals(stopped.set)
    if ready is not None:
        ready(server.port)
    try:
        await stopped.wait()
    finally:
        for number in watched:
            asyncio.get_running_loop().remove_signal_handler(number)
        await server.close()
