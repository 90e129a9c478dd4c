"""The game server: tables of people and computer players over websockets.

``audiogame serve`` runs :func:`serve_forever`; tests and the benchmark run :class:`GameServer`
in their own event loop::

    server = GameServer(ServerConfig(port=0, data=tmp_path))
    await server.start()            # server.port is the port it got
    ...
    await server.close()

The server is authoritative: each table is a :class:`~audiogame.session.GameSession` whose
engine checks every action. An action is written to the store before anybody hears of it; each
seat then receives the events redacted for it and its own observation, never more. Computer
players think in a thread pool, off the event loop. A person whose connection is lost keeps the
seat; past ``replace_after`` seconds a computer player stands in until they come back. There are
no turn timers: a connected player is never hurried.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import socket
import sqlite3
import ssl
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

import engine
from audiogame.online import codes
from audiogame.online.clean import clean, clean_name
from audiogame.online.limits import Addresses, Bucket, Limits, address_key
from audiogame.online.protocol import (
    CLOSE_IDLE,
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
    ErrorCode,
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
    SeatInfo,
    TableInfo,
    Welcome,
    decode_client,
    encode,
)
from audiogame.online.redaction import update_for
from audiogame.online.store import SeatRow, Store, StoredTable
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from engine import Event, Illegal
from engine.bots import LEVELS
from engine.errors import EngineError
from engine.record import GameRecord
from engine.registry import ENTRIES

__all__ = ["GameServer", "ServerConfig", "serve_forever"]

log = logging.getLogger(__name__)

wire_log = logging.getLogger("audiogame.online.websocket")
"""The websockets library's logger: kept at INFO, because at DEBUG it writes every frame, and
frames hold seat tokens and hands."""
wire_log.setLevel(logging.INFO)

STANDIN_LEVEL = "medium"
"""Level of the computer player that stands in for an absent person."""


@dataclass
class ServerConfig:
    """How a server runs (``audiogame serve`` flags)."""

    host: str = "127.0.0.1"
    port: int = 8765
    data: Path | None = None
    """Folder of the store (``None``: in memory, lost at exit; tests and benchmarks only)."""
    replace_after: float = 120.0
    """Seconds a disconnected person keeps the seat before a computer player stands in."""
    bot_pace: float = 0.0
    """Seconds between computer plays (people hear them queued anyway)."""
    certfile: Path | None = None
    keyfile: Path | None = None
    limits: Limits = field(default_factory=Limits)
    """Every bound (tables, rates, queues): :mod:`audiogame.online.limits`."""
    bot_threads: int = 2
    keep_finished: float = 600.0
    """Seconds a finished table stays (its players may still read it) before it is let go."""
    deal_seed: int | None = None
    """The seed of the first table's game, the next one's + 1 ... (tests and benchmarks;
    ``None``: random deals)."""


class StoreFailed(RuntimeError):
    """The store could not write an action: it was taken back, nobody heard of it."""


@dataclass
class Place:
    """A seat of an online table as the server sees it."""

    kind: str
    """``person``, ``computer`` or ``open``."""
    name: str | None = None
    level: str | None = None
    token: str | None = None
    """Hash of the person's seat token."""
    conn: Connection | None = None
    standin: bool = False
    away_timer: asyncio.TimerHandle | None = None
    chat: Bucket | None = None
    """The person's chat allowance: the seat's, kept across reconnections."""
    notices: Bucket | None = None
    """Their comings and goings said aloud to the others."""
    last_nudge: float | None = None

    def info(self, seat: int) -> SeatInfo:
        """What everybody may know of this seat."""
        away = self.kind == "person" and self.conn is None
        return SeatInfo(
            seat=seat,
            kind=self.kind,  # type: ignore[arg-type]
            name=self.name,
            level=self.level,
            away=away,
            standin=self.standin,
        )

    def row(self, seat: int) -> SeatRow:
        """As stored."""
        return SeatRow(seat, self.kind, self.name, self.level, self.token)


@dataclass(eq=False)
class Connection:
    """One client connection and its outgoing frames, written in order by one task."""

    ws: ServerConnection
    bucket: Bucket
    address: str
    """Whose connection this is, for the bounds (:func:`~audiogame.online.limits.address_key`)."""
    outbox_bytes: int
    """Bytes of frames it may leave unread before it is closed."""
    table: OnlineTable | None = None
    seat: int = -1
    unseated: float | None = field(default_factory=time.monotonic)
    """Since when it sits at no table (``None`` while seated)."""
    overflows: int = 0
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    queued: int = 0
    """Bytes in :attr:`outbox`."""
    closing: tuple[int, str] | None = None
    """Code and reason to close with once the queued frames are sent."""

    def sit(self, table: OnlineTable | None, seat: int = -1) -> None:
        """Now at ``seat`` of ``table``, or at no table."""
        self.table, self.seat = table, seat
        self.unseated = None if table is not None else time.monotonic()

    def send(self, frame: msgspec.Struct) -> None:
        """Queue a frame; a client that leaves too much unread is disconnected."""
        if self.closing is not None:
            return
        text = encode(frame).decode("utf-8")
        if self.queued + len(text) > self.outbox_bytes:
            log.warning("a client reads too slowly; closing it")
            self.close(1008, "too slow")
            return
        self.queued += len(text)
        self.outbox.put_nowait(text)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close after the frames already queued."""
        if self.closing is None:
            self.closing = (code, reason)
            self.outbox.put_nowait(None)

    async def write(self) -> None:
        """Send the queued frames, then close (after :meth:`close`)."""
        with contextlib.suppress(ConnectionClosed):
            while (text := await self.outbox.get()) is not None:
                self.queued -= len(text)
                await self.ws.send(text)
            code, reason = self.closing or (1000, "")
            await self.ws.close(code, reason)


class _Listener:
    """Collects a table's actions and events until the store has them."""

    def __init__(self, table: OnlineTable) -> None:
        self.table = table

    def before_action(self, seat: int, action: int) -> None:
        """Nothing: a seat learns another's action from the redacted events only."""

    def on_events(self, events: Sequence[Event]) -> None:
        self.table.pending.append(list(events))

    def on_rewind(self) -> None:
        """Never happens online (no undo at a table of people)."""


@dataclass
class OnlineTable:
    """One table: the session, its seats, who is connected."""

    server: GameServer
    code: str
    session: GameSession
    places: list[Place]
    options: dict[str, Any]
    is_open: bool
    started: bool = False
    pending: list[list[Event]] = field(default_factory=list)
    driver: asyncio.Task[None] | None = None
    finished: bool = False
    closer: asyncio.TimerHandle | None = None
    owner: str | None = None
    """The address that created the table, while the table counts against its cap."""
    saved: GameRecord | None = None
    """The record last written to the store."""
    practice: bool = False

    @property
    def game(self) -> engine.Game:
        """The authoritative game."""
        return self.session.game

    @property
    def at(self) -> int:
        """Actions played so far (what an :class:`Act` must name)."""
        return len(self.game.history)

    def seat_infos(self) -> list[SeatInfo]:
        """Every seat as everybody may know it."""
        return [place.info(seat) for seat, place in enumerate(self.places)]

    def host_name(self) -> str:
        """The name of the first person seated."""
        return next((p.name for p in self.places if p.kind == "person" and p.name), "?")

    @property
    def host_here(self) -> bool:
        """True while the person who created the table is connected to it."""
        host = self.places[0]
        return host.kind == "person" and host.conn is not None

    def free(self) -> int:
        """Open seats."""
        return sum(1 for p in self.places if p.kind == "open")

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        """The session's ``hold``: store the game, then tell each seat what it may know. When
        the store fails, the game goes back to what was stored and nobody hears of the action
        (:class:`StoreFailed` is raised)."""
        yield
        record = self.game.record()
        try:
            self.server.store.save_record(self.code, record, self.game.is_over)
        except sqlite3.Error as exc:
            log.error("table %s: the store failed (%s); the action is undone", self.code, exc)
            self.pending.clear()
            if self.saved is not None:
                self.session.game = engine.replay(self.saved)
            raise StoreFailed(str(exc)) from None
        self.saved = record
        pending, self.pending = self.pending, []
        for events in pending:
            self.broadcast_events(events)
        if self.game.is_over and not self.finished:
            self.finished = True
            self.server.finished(self)

    def broadcast_events(self, events: Sequence[Event]) -> None:
        """Each connected seat hears the events it may know."""
        for seat, place in enumerate(self.places):
            if place.conn is not None:
                place.conn.send(update_for(self.game, seat, events))

    def announce(self, frame: msgspec.Struct, skip: int | None = None) -> None:
        """A frame to every connected seat (but ``skip``)."""
        for seat, place in enumerate(self.places):
            if place.conn is not None and seat != skip:
                place.conn.send(frame)

    def ensure_driver(self) -> None:
        """Let the computer players play while one of them is to act."""
        if not self.started or self.session.pending_computer() is None:
            return
        if self.driver is None or self.driver.done():
            self.driver = asyncio.create_task(self.drive())

    async def drive(self) -> None:
        try:
            await self.session.drive(self.server.pace, self.server.executor)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: computer players failed", self.code)


class GameServer:
    """The server (see the module docstring)."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        if config.data is not None:
            config.data.mkdir(parents=True, exist_ok=True)
            self.store = Store(config.data / "online.sqlite3")
        else:
            self.store = Store(":memory:")
        self.limits = config.limits
        self.addresses = Addresses(config.limits)
        self.tables: dict[str, OnlineTable] = {}
        self.connections: set[Connection] = set()
        self.tokens: dict[str, tuple[str, int]] = {}
        """Token hash → (table code, seat)."""
        self.executor = ThreadPoolExecutor(config.bot_threads, thread_name_prefix="bots")
        self._server: Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = config.port
        self.handling: collections.deque[float] = collections.deque(maxlen=100_000)
        """Seconds each frame took to handle, on the event loop (the newest 100,000)."""

    # --- lifecycle --------------------------------------------------------------------------

    async def start(self) -> None:
        """Load the unfinished tables and listen."""
        self._load()
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
        )
        self.port = self._server.sockets[0].getsockname()[1]
        self.spawn(self._sweep())
        log.info("serving on %s:%s, %d tables", self.config.host, self.port, len(self.tables))

    async def close(self) -> None:
        """Stop listening, cancel the computer players, close the store."""
        log.info("closing; %s", self.handling_summary())
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for table in self.tables.values():
            if table.driver is not None:
                table.driver.cancel()
            for place in table.places:
                if place.away_timer is not None:
                    place.away_timer.cancel()
        for task in list(self._tasks):
            task.cancel()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.store.close()

    def _next_seed(self) -> int | None:
        seed = self.config.deal_seed
        if seed is None:
            return None
        self.config.deal_seed = seed + 1
        return seed

    def spawn(self, coro: Any) -> None:
        """Run ``coro`` as a task the server keeps until it ends."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def pace(self) -> None:
        """The pause before each computer play."""
        await asyncio.sleep(self.config.bot_pace)

    def _load(self) -> None:
        stored, broken = self.store.unfinished()
        for code in broken:
            log.error("table %s: its record cannot be read; left out", code)
        for item in stored:
            try:
                self._restore(item)
            except (EngineError, ValueError, KeyError) as exc:
                log.error("table %s: cannot be restored: %s", item.code, exc)

    def _restore(self, item: StoredTable) -> None:
        game = engine.replay(item.record)
        places = [Place("open") for _ in range(game.players)]
        for row in item.seats:
            if 0 <= row.seat < game.players:
                places[row.seat] = Place(row.kind, row.name, row.level, row.token)
        table = self._make_table(item.code, game, places, item.options, item.open)
        table.practice = item.practice
        table.started = all(p.kind != "open" for p in places)
        for seat, place in enumerate(places):
            if place.kind == "person":
                if place.token is not None:
                    self.tokens[place.token] = (item.code, seat)
                if table.started:
                    self._schedule_standin(table, seat)
        if not table.started:
            self._close_later(table, self.limits.unstarted_idle)  # unless its creator returns

    def _make_table(
        self,
        code: str,
        game: engine.Game,
        places: list[Place],
        options: dict[str, Any],
        is_open: bool,
    ) -> OnlineTable:
        levels = {s: p.level or STANDIN_LEVEL for s, p in enumerate(places) if p.kind == "computer"}
        seats = computer_seats(game.name, game.players, levels, game.seed)
        for seat, place in enumerate(places):
            if place.kind != "computer":
                seats[seat] = Seat(SeatKind.REMOTE, name=place.name)
        session = GameSession(game, seats)
        table = OnlineTable(self, code, session, places, options, is_open, saved=game.record())
        session.hold = table.held
        session.listen(_Listener(table))
        self.tables[code] = table
        return table

    # --- connections ------------------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        limits = self.limits
        conn = Connection(
            ws,
            Bucket(limits.rate, limits.burst),
            self.address_of(ws),
            limits.outbox_bytes,
        )
        if not self.addresses.connect(conn.address):
            log.warning("too many connections from one address; one refused")
            await ws.close(1013, "too many connections")
            return
        sock = ws.transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, limits.send_buffer)
        self.connections.add(conn)
        writer = asyncio.create_task(conn.write())
        try:
            async for message in ws:
                if conn.closing is not None:
                    continue  # read and drop until the closing handshake ends
                if not conn.bucket.take():
                    conn.overflows += 1
                    if conn.overflows > limits.max_overflows:
                        log.warning("a client floods the server; closing it")
                        conn.close(1008, "flood")
                        continue
                    conn.send(Error(code="rate"))
                    continue
                await self._frame(conn, message)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            self.addresses.disconnect(conn.address)
            self._disconnected(conn)
            conn.close()
            await writer

    def address_of(self, ws: ServerConnection) -> str:
        """Whose connection ``ws`` is, for the bounds."""
        remote = ws.remote_address
        return address_key(str(remote[0]) if remote else "")

    async def _sweep(self) -> None:
        """Close the connections that sat at no table past the bound, now and then."""
        bound = self.limits.unseated_idle
        while True:
            await asyncio.sleep(min(10.0, bound / 4))
            now = time.monotonic()
            for conn in list(self.connections):
                if conn.unseated is not None and now - conn.unseated > bound:
                    conn.close(CLOSE_IDLE, "idle at no table")

    async def _frame(self, conn: Connection, message: str | bytes) -> None:
        start = time.perf_counter()
        try:
            await self._handle_frame(conn, message)
        finally:
            self.handling.append(time.perf_counter() - start)

    def handling_summary(self) -> str:
        """Frames handled and how long they held the event loop (p50, p95, max)."""
        times = sorted(self.handling)
        if not times:
            return "frames handled: 0"
        p50, p95 = times[len(times) // 2], times[int(0.95 * (len(times) - 1))]
        return (
            f"frames handled: {len(times)}; event loop per frame: p50 {p50 * 1000:.2f} ms, "
            f"p95 {p95 * 1000:.2f} ms, max {times[-1] * 1000:.1f} ms"
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
        tables = [
            TableInfo(
                code=t.code,
                game=t.game.name,
                players=t.game.players,
                free=t.free(),
                host=t.host_name(),
            )
            for t in self.tables.values()
            if t.is_open and not t.started and t.free() > 0 and t.host_here
        ]
        return LobbyTables(tables=tables[:MAX_LOBBY])

    # --- seating ----------------------------------------------------------------------------

    async def _create(self, conn: Connection, frame: Create) -> Error | None:
        if conn.table is not None:
            return Error(code="already-seated")
        if len(self.tables) >= self.limits.max_tables or not self.addresses.may_create(
            conn.address
        ):
            return Error(code="too-many-tables")
        name = clean_name(frame.name)
        if name is None:
            return Error(code="bad-name")
        entry = ENTRIES.get(frame.game)
        if entry is None:
            return Error(code="bad-game", detail="unknown game")
        bad_levels = any(level not in LEVELS for level in frame.computers.values())
        if bad_levels or any(not 0 < s < frame.players for s in frame.computers):
            return Error(code="bad-game", detail="computer seats")
        try:
            options: dict[str, Any] = dict(frame.options)
            game = engine.new_game(frame.game, frame.players, self._next_seed(), **options)
        except (ValueError, TypeError, EngineError) as exc:
            return Error(code="bad-game", detail=str(exc)[:200])
        code = codes.new_code()
        while code in self.tables or self.store.code_exists(code):
            code = codes.new_code()
        token = codes.new_token()
        places = [Place("open") for _ in range(game.players)]
        places[0] = Place("person", name, token=codes.token_hash(token))
        for seat, level in frame.computers.items():
            places[seat] = Place("computer", level=level)
        rows = [p.row(s) for s, p in enumerate(places)]
        self.store.create_table(code, game.record(), options, frame.open, rows, frame.practice)
        table = self._make_table(code, game, places, options, frame.open)
        table.practice = frame.practice
        table.owner = conn.address
        self.addresses.created(conn.address)
        self._bind(conn, table, 0, token)
        log.info("table %s: %s for %d opened", code, game.name, game.players)
        seated = self._seated(table, 0, token)
        seated.started = table.free() == 0  # it starts at once, below
        conn.send(seated)
        await self._maybe_start(table)
        return None

    async def _join(self, conn: Connection, frame: Join) -> Error | None:
        if conn.table is not None:
            return Error(code="already-seated")
        if not self.addresses.may_join(conn.address):
            return Error(code="rate")
        name = clean_name(frame.name)
        if name is None:
            return Error(code="bad-name")
        code = codes.normalize_code(frame.code)
        table = self.tables.get(code) if code is not None else None
        if table is None:
            return Error(code="no-table")
        seat = next((s for s, p in enumerate(table.places) if p.kind == "open"), None)
        if seat is None or table.started:
            return Error(code="table-full")
        token = codes.new_token()
        place = Place("person", name, token=codes.token_hash(token))
        table.places[seat] = place
        table.session.seats[seat] = Seat(SeatKind.REMOTE, name=name)
        self.store.save_seat(table.code, place.row(seat))
        self._bind(conn, table, seat, token)
        conn.send(self._seated(table, seat, token))
        started = table.free() == 0
        table.announce(
            SeatChange(change="joined", seat=place.info(seat), started=started), skip=seat
        )
        await self._maybe_start(table)
        return None

    async def _resume(self, conn: Connection, frame: Resume) -> Error | None:
        if not self.addresses.may_join(conn.address):
            return Error(code="rate")
        found = self.tokens.get(codes.token_hash(frame.token))
        table = self.tables.get(found[0]) if found is not None else None
        if found is None or table is None:
            return Error(code="bad-token")
        if conn.table is not None and (conn.table, conn.seat) != (table, found[1]):
            return Error(code="already-seated")
        seat = found[1]
        place = table.places[seat]
        old = place.conn
        if old is not None and old is not conn:
            old.sit(None)
            old.close(CLOSE_REPLACED, "seat taken by a newer connection")
        if place.away_timer is not None:
            place.away_timer.cancel()
            place.away_timer = None
        was_standin = place.standin
        if was_standin:
            place.standin = False
            table.session.seats[seat] = Seat(SeatKind.REMOTE, name=place.name)
        self._bind(conn, table, seat, frame.token)
        conn.send(self._seated(table, seat, frame.token))
        if table.started:
            conn.send(update_for(table.game, seat, [], recap=True))
        change = "restored" if was_standin else "back"
        table.announce(self._coming(place, seat, change), skip=seat)
        return None

    def _bind(self, conn: Connection, table: OnlineTable, seat: int, token: str) -> None:
        if table.closer is not None and not table.finished:
            table.closer.cancel()
            table.closer = None
        conn.sit(table, seat)
        table.places[seat].conn = conn
        self.tokens[codes.token_hash(token)] = (table.code, seat)

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
        if table.started or table.free() > 0:
            return
        table.started = True
        log.info("table %s: game started", table.code)
        table.session.start()
        for seat, place in enumerate(table.places):
            if place.kind == "person" and place.conn is None:
                self._schedule_standin(table, seat)  # gone before the start
        table.ensure_driver()

    async def _leave(self, conn: Connection, table: OnlineTable) -> Error | None:
        seat = conn.seat
        place = table.places[seat]
        conn.sit(None)
        place.conn = None
        if place.token is not None:
            self.tokens.pop(place.token, None)
        if place.away_timer is not None:
            place.away_timer.cancel()
            place.away_timer = None
        if not table.started and seat == 0:
            self.let_go(table)  # a table that never started goes with its creator
            return None
        if table.started:
            place.kind, place.level, place.token, place.standin = (
                "computer",
                STANDIN_LEVEL,
                None,
                False,
            )
            self._put_computer(table, seat)
        else:
            table.places[seat] = place = Place("open")
            table.session.seats[seat] = Seat(SeatKind.REMOTE)
        if not any(p.kind == "person" for p in table.places):
            self.let_go(table)  # nobody can come back to it
            return None
        self.store.save_seat(table.code, place.row(seat))
        table.announce(SeatChange(change="left", seat=place.info(seat)))
        table.ensure_driver()
        return None

    def _disconnected(self, conn: Connection) -> None:
        table, seat = conn.table, conn.seat
        conn.sit(None)
        if table is None or table.places[seat].conn is not conn:
            return
        place = table.places[seat]
        place.conn = None
        table.announce(self._coming(place, seat, "away"))
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
        log.info("table %s: a computer player stands in at seat %d", table.code, seat)
        table.announce(SeatChange(change="replaced", seat=place.info(seat)))
        table.ensure_driver()

    def _coming(self, place: Place, seat: int, change: str) -> SeatChange:
        """The seat change of a person's coming or going: ``quiet`` (their state, not said)
        once they come and go faster than the others should hear."""
        if place.notices is None:
            place.notices = self.limits.notice_bucket()
        quiet = not place.notices.take()
        return SeatChange(change=change, seat=place.info(seat), quiet=quiet)  # type: ignore[arg-type]

    def _put_computer(self, table: OnlineTable, seat: int) -> None:
        game = table.game
        table.session.seats[seat] = computer_seats(
            game.name, game.players, {seat: STANDIN_LEVEL}, game.seed
        )[seat]

    # --- at the table -----------------------------------------------------------------------

    async def _act(self, conn: Connection, table: OnlineTable, frame: Act) -> Error | None:
        seat = conn.seat
        if not table.started:
            return Error(code="illegal", refusal="not-your-turn")
        if frame.at != table.at:
            return Error(code="stale", detail=f"the game is at {table.at}")
        if table.places[seat].standin or table.session.seats[seat].kind is not SeatKind.REMOTE:
            return Error(code="illegal", refusal="not-your-turn")
        try:
            action = table.game.text_to_action(frame.action)
        except (ValueError, KeyError, IndexError):
            return Error(code="illegal", refusal="unknown-action")
        reason = table.session.act(seat, action)
        if reason is not None:
            return refusal(reason)
        table.ensure_driver()
        return None

    def finished(self, table: OnlineTable) -> None:
        """A game ended: the table is let go after ``keep_finished`` seconds."""
        log.info("table %s: game over", table.code)
        self._release(table)
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

    def let_go(self, table: OnlineTable) -> None:
        """Forget a table (the store keeps its record, marked over). Anybody still at a table
        that did not finish is told it is ``closed``, and their seat is gone."""
        if self.tables.get(table.code) is not table:
            return
        del self.tables[table.code]
        self._release(table)
        if table.closer is not None:
            table.closer.cancel()
        if not table.finished:
            self.store.close_table(table.code)
            table.announce(SeatChange(change="closed", seat=table.places[0].info(0)))
        if table.driver is not None:
            table.driver.cancel()
        for place in table.places:
            if place.token is not None:
                self.tokens.pop(place.token, None)
            if place.away_timer is not None:
                place.away_timer.cancel()
            if place.conn is not None and place.conn.table is table:
                place.conn.sit(None)
            place.conn = None
        log.info("table %s: let go", table.code)

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


def refusal(reason: Illegal) -> Error:
    """The error frame of an engine refusal."""
    return Error(
        code="illegal", refusal=reason.code.value, suit=reason.suit, options=list(reason.options)
    )


def error_frame(code: ErrorCode, detail: str = "") -> Error:
    """An error frame (for tools)."""
    return Error(code=code, detail=detail)


async def serve_forever(config: ServerConfig, ready: Callable[[int], None] | None = None) -> None:
    """Run a server until cancelled (Ctrl+C); ``ready(port)`` once it listens."""
    server = GameServer(config)
    await server.start()
    if ready is not None:
        ready(server.port)
    try:
        await asyncio.Future()
    finally:
        await server.close()
