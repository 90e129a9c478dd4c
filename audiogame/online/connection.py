"""One client's connection as the server holds it: where it sits, and its outgoing frames,
written in order by one task and bounded in bytes (a client that reads nothing is dropped
before it pins the server's memory)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from audiogame.online.limits import Bucket, FloodLog
from audiogame.online.protocol import encode

if TYPE_CHECKING:
    from audiogame.online.tables import OnlineTable

__all__ = ["Connection", "Receiver"]

log = logging.getLogger(__name__)

CLOSE_GRACE = 5.0
"""Seconds a closed connection's last frames may wait for the client to read them."""
TOO_SLOW = FloodLog(log, "a client reads too slowly; dropped")
"""Logged once a minute at most, however many are dropped."""


class Receiver(Protocol):
    """What handles a connection's game frames (the server)."""

    async def receive(self, conn: Connection, message: str | bytes) -> None:
        """Handle one game frame of ``conn``."""


@dataclass(eq=False)
class Connection:
    """One client connection (see the module docstring)."""

    ws: ServerConnection
    bucket: Bucket
    """Its frames a second."""
    address: str
    """Whose connection this is, for the bounds (:func:`~audiogame.online.limits.address_key`)."""
    outbox_bytes: int
    """Bytes of frames it may leave unread before it is closed."""
    table: OnlineTable | None = None
    seat: int = -1
    unseated: float | None = field(default_factory=time.monotonic)
    """Since when it sits at no table (``None`` while seated)."""
    overflows: int = 0
    counted_seated: bool = False
    """Counted as at a seat by its address's bounds (the server keeps this in step)."""
    drained: bool = False
    """Every frame queued before the close was sent."""
    last_heard: float = field(default_factory=time.monotonic)
    """When a message last came from it (or it opened)."""
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    queued: int = 0
    """Bytes in :attr:`outbox`."""
    closing: tuple[int, str] | None = None
    """Code and reason to close with once the queued frames are sent."""
    handled: int = 0
    """Its messages handled to their end (answered, or refused for their rate): a page closed
    quietly is told how many, and sends the others again."""

    async def handle(self, server: Receiver, message: str | bytes) -> None:
        """One message from the client: a game frame (a front end's kind of connection may
        read its own frames and hand the server the game frames they make)."""
        await server.receive(self, message)

    def sit(self, table: OnlineTable | None, seat: int = -1) -> None:
        """Now at ``seat`` of ``table``, or at no table."""
        self.table, self.seat = table, seat
        self.unseated = None if table is not None else time.monotonic()

    def send(self, frame: msgspec.Struct) -> None:
        """Queue a frame; a client that leaves too much unread is dropped (:meth:`abort`)."""
        if self.closing is not None:
            return
        text = encode(frame).decode("utf-8")
        if self.queued + len(text) > self.outbox_bytes:
            TOO_SLOW()
            self.abort("too slow")
            return
        self.queued += len(text)
        self.outbox.put_nowait(text)

    def abort(self, reason: str) -> None:
        """Drop a client that does not read, now: its frames are forgotten and its transport
        closed without waiting for them to drain (a close after them would wait behind a
        ``send`` blocked on the full socket for as long as the client pleases)."""
        if self.closing is None:
            self.closing = (1008, reason)
        while not self.outbox.empty():
            self.outbox.get_nowait()
        self.queued = 0
        self.outbox.put_nowait(None)
        self.ws.transport.abort()

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close after the frames already queued; a client that has not read them within
        :data:`CLOSE_GRACE` seconds is dropped (:meth:`abort`)."""
        if self.closing is None:
            self.closing = (code, reason)
            self.outbox.put_nowait(None)
            asyncio.get_running_loop().call_later(CLOSE_GRACE, self._drop_if_stuck)

    def _drop_if_stuck(self) -> None:
        if not self.drained and not self.ws.transport.is_closing():
            self.abort(self.closing[1] if self.closing else "stuck")

    async def write(self) -> None:
        """Send the queued frames, then close (after :meth:`close`)."""
        with contextlib.suppress(ConnectionClosed):
            while (text := await self.outbox.get()) is not None:
                self.queued -= len(text)
                await self.ws.send(text)
            self.drained = True
            code, reason = self.closing or (1000, "")
            await self.ws.close(code, reason)
