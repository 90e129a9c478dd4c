"""A page's connection as the server holds it: a :class:`~audiogame.online.connection.Connection`
whose frames are told to the page's :class:`~audiogame.web.seat.WebSeat` instead of written to
a socket.

The server treats it as any client's connection: it sits at a seat, gets that seat's frames
(built by :mod:`audiogame.online.redaction`), is bound by the same rate, bounds per address and
outbox, and its frames go through the same checks (:meth:`GameServer.receive`). Each frame the
server sends it is given to the seat at once, in the server's order, and narrated; what the page
is sent (messages and views) waits in the page's queue, bounded in bytes like a client's outbox:
a page that reads nothing is dropped (1008) before it pins the server's memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from audiogame.online.codes import route_of, table_path
from audiogame.online.connection import TOO_SLOW, Connection, Receiver
from audiogame.online.front_ends import ServerHost
from audiogame.online.limits import Bucket
from audiogame.online.protocol import CLOSE_IDLE, CLOSE_MOVED, ProtocolError
from audiogame.online.protocol import encode as encode_game
from audiogame.seat_games import SeatGames
from audiogame.web.kept import FolderGames
from audiogame.web.pages import Pages
from audiogame.web.protocol import decode_page
from audiogame.web.seat import WebSeat
from audiogame.web.witness import PageWitness

__all__ = ["PAGE_SOCKET", "WebConnection", "WebFrontEnd", "is_page_socket"]

log = logging.getLogger(__name__)

PAGE_SOCKET = "play"
"""The last part of the path of the page's websocket (``/play``; behind a proxy,
``/audiogame/play``), before the table's path when the page sits at one (``/play/t/KMRTXQW``:
:func:`~audiogame.online.codes.table_path`): every other websocket path speaks the game's
protocol."""


def is_page_socket(request: Request | None) -> bool:
    """True for the websocket of a page (its path ends with :data:`PAGE_SOCKET`, or with it
    and a table's path)."""
    if request is None:
        return False
    path = request.path.split("?", 1)[0].rstrip("/")
    code = route_of(path)
    if code is not None:
        path = path.removesuffix(table_path(code))
    return path.rsplit("/", 1)[-1] == PAGE_SOCKET


@dataclass(eq=False)
class WebConnection(Connection):
    """A page's connection (see the module docstring)."""

    pages: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    """Page frames (JSON text) waiting to be sent."""
    page_bytes: int = 0
    """Bytes in :attr:`pages`."""
    web: WebSeat = field(init=False)
    """The page's seat: its client and table."""

    def __post_init__(self) -> None:
        self.web = WebSeat(self.post)

    def post(self, text: str) -> None:
        """Queue a page frame; a page that leaves too much unread is disconnected."""
        if self.closing is not None:
            return
        if self.page_bytes + len(text) > self.outbox_bytes:
            TOO_SLOW()
            self.abort("too slow")
            return
        self.page_bytes += len(text)
        self.pages.put_nowait(text)

    async def handle(self, server: Receiver, message: str | bytes) -> None:
        """One frame from the page: the seat handles it, then the server handles the game
        frames it made, in order, as it handles any client's."""
        try:
            frame = decode_page(message)
        except ProtocolError:
            self.web.bad_frame()
            return
        try:
            await self.web.handle(frame)
        except Exception:
            log.exception("a web seat failed on a page frame")
        for text in self.web.take():
            await server.receive(self, text)

    def send(self, frame: msgspec.Struct) -> None:
        """A frame for this seat: the seat narrates it now, in the server's order (so that a
        refusal is said before the page's next frame is handled, as it is answered)."""
        if self.closing is None:
            self.web.receive(encode_game(frame).decode("utf-8"))

    async def write(self) -> None:
        """Send the page what the seat says, in order; close (after :meth:`close`) once it is
        sent."""
        with contextlib.suppress(ConnectionClosed):
            while (text := await self.pages.get()) is not None:
                self.page_bytes -= len(text)
                await self.ws.send(text)
            self.drained = True
            code, reason = self.closing or (1000, "")
            await self.ws.close(code, reason)

    def abort(self, reason: str) -> None:
        """Drop a page that does not read, now (its frames forgotten, the transport closed
        without waiting for them to drain)."""
        while not self.pages.empty():
            self.pages.get_nowait()
        self.page_bytes = 0
        self.pages.put_nowait(None)
        super().abort(reason)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close after the page frames already queued (and the seat's update under way: a
        refusal said just before the close is sent). A close the page does not say (idle, or
        its table moved) has for its reason how many of the page's frames were handled: the
        page sends the others again (frames read from now on are dropped)."""
        if self.closing is None:
            self.web.flush()
            if code in (CLOSE_IDLE, CLOSE_MOVED):
                reason = str(self.handled)
            self.closing = (code, reason)
            self.pages.put_nowait(None)


class WebFrontEnd:
    """The web table inside one server (:mod:`audiogame.online.front_ends`): the page's files
    over plain HTTP, and each page's websocket (:data:`PAGE_SOCKET`) as a
    :class:`WebConnection`, whose messages are written to the server's speech log when it
    has one."""

    def __init__(self, host: ServerHost) -> None:
        self.pages = Pages(host.limits, host.address_of)
        config = host.config
        path = config.speech_log
        self.witness = PageWitness(path) if path is not None else None
        """What the pages are told, written down (``--speech-log``)."""
        folder = config.review_folder
        self.games = None if folder is None else FolderGames(SeatGames(folder), config.review_kept)
        """The player's own folder of finished games (``audiogame web``), or ``None``: each
        page keeps its own in memory."""

    def respond(self, ws: ServerConnection, request: Request) -> Response | None:
        """The page's files (``None`` for a websocket)."""
        return self.pages.respond(ws, request)

    def connection(
        self, ws: ServerConnection, bucket: Bucket, address: str, outbox_bytes: int
    ) -> Connection | None:
        """A page's websocket as a :class:`WebConnection` (``None`` for a game client's)."""
        if not is_page_socket(ws.request):
            return None
        conn = WebConnection(ws, bucket, address, outbox_bytes)
        conn.web.witness = self.witness
        if self.games is not None:
            conn.web.games = self.games
        return conn

    def close(self) -> None:
        """Close the speech log."""
        if self.witness is not None:
            self.witness.close()
