"""Plain HTTP requests that carry a body, answered before the websockets library sees them.

The server's port speaks websockets, and plain HTTP for whatever front end serves pages on it
(:mod:`audiogame.online.front_ends`). The websockets library reads no request body: it drops the
connection of a request that announces one, without a word. :class:`GuardedConnection` reads
the head of each request first: one without a body goes on to the library as it came; one with
a body is read to its end (at most :data:`MAX_BODY` bytes) and answered ``405 Method Not
Allowed`` with ``Allow: GET, HEAD`` (``400`` for a ``GET`` or ``HEAD`` that has one), a larger
one ``413``, a chunked one ``411``; then the server closes its side. Nothing this server serves
takes a body.
"""

from __future__ import annotations

import email.utils
import http
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Response

__all__ = [
    "ALLOW",
    "MAX_BODY",
    "MAX_HEAD",
    "GuardedConnection",
    "plain_answer",
    "plain_response",
]

ALLOW = "GET, HEAD"
"""The methods the server answers."""
MAX_BODY = 64 * 1024
"""Bytes of a request's body read (and dropped) before it is answered; a longer one is refused
at once (``413``)."""
MAX_HEAD = 16 * 1024
"""Bytes of a request's head held back while looking for a body; a longer head goes to the
websockets library as it is (which refuses what it cannot read)."""


def plain_response(status: http.HTTPStatus, extra: dict[str, str] | None = None) -> bytes:
    """A short plain-text answer, whole, that closes the connection."""
    body = f"{status.phrase}\n".encode()
    headers = {
        "Date": email.utils.formatdate(usegmt=True),
        "Connection": "close",
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": str(len(body)),
        "X-Content-Type-Options": "nosniff",
        **(extra or {}),
    }
    lines = [f"HTTP/1.1 {status.value} {status.phrase}"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + body


def plain_answer(status: http.HTTPStatus) -> Response:
    """A short plain-text answer to a request the websockets library read."""
    body = f"{status.phrase}\n".encode()
    headers = Headers(
        [
            ("Date", email.utils.formatdate(usegmt=True)),
            ("Connection", "close"),
            ("Content-Type", "text/plain; charset=utf-8"),
            ("Content-Length", str(len(body))),
            ("X-Content-Type-Options", "nosniff"),
        ]
    )
    return Response(status.value, status.phrase, headers, body)


def _refusal(head: bytes) -> tuple[http.HTTPStatus, int] | None:
    """For a request head that announces a body: the answer and the body's length to read
    first (-1: answer at once); ``None`` for a request without a body."""
    lines = head.split(b"\r\n")
    method = lines[0].split(b" ", 1)[0].upper()
    lengths: list[bytes] = []
    chunked = False
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name == b"content-length":
            lengths.append(value.strip())
        elif name == b"transfer-encoding":
            chunked = True
    if not chunked and all(length == b"0" for length in lengths):
        return None
    if chunked:
        return http.HTTPStatus.LENGTH_REQUIRED, -1
    if len(set(lengths)) != 1 or not lengths[0].isdigit() or len(lengths[0]) > 12:
        return http.HTTPStatus.BAD_REQUEST, -1
    size = int(lengths[0])
    if size > MAX_BODY:
        return http.HTTPStatus.REQUEST_ENTITY_TOO_LARGE, -1
    if method in (b"GET", b"HEAD"):
        return http.HTTPStatus.BAD_REQUEST, size
    return http.HTTPStatus.METHOD_NOT_ALLOWED, size


class GuardedConnection(ServerConnection):
    """A server connection that answers a request with a body itself (see the module
    docstring); every other byte goes to the websockets library unchanged."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head: bytearray | None = bytearray()
        """The request's head so far (``None`` once passed on)."""
        self._body_left = -1
        """Bytes of a refused request's body still to read (-1: none is being read)."""
        self._answer = b""

    def data_received(self, data: bytes) -> None:
        """Hold the head back until it is known to have no body (see the module docstring)."""
        if self._head is None:
            super().data_received(data)
            return
        if self._answer:
            self._read_body(data)
            return
        self._head += data
        end = self._head.find(b"\r\n\r\n")
        if end < 0:
            if len(self._head) > MAX_HEAD:
                self._pass_on()
            return
        refusal = _refusal(bytes(self._head[:end]))
        if refusal is None:
            self._pass_on()
            return
        status, size = refusal
        extra = {"Allow": ALLOW} if status is http.HTTPStatus.METHOD_NOT_ALLOWED else {}
        self._answer = plain_response(status, extra)
        rest = bytes(self._head[end + 4 :])
        self._head = bytearray()
        if size < 0:
            self._refuse()
            return
        self._body_left = size
        self._read_body(rest)

    def _pass_on(self) -> None:
        held, self._head = bytes(self._head or b""), None
        super().data_received(held)

    def _read_body(self, data: bytes) -> None:
        if self._body_left < 0:
            return  # answered: the rest is dropped until the connection closes
        self._body_left -= len(data)
        if self._body_left <= 0:
            self._refuse()

    def _refuse(self) -> None:
        """Send the answer and close our side; what else the client sends is dropped until it
        closes its own (or the handshake's time runs out): a close with unread bytes would
        reset the connection, and the client might lose the answer."""
        self._body_left = -1
        self.transport.write(self._answer)
        if self.transport.can_write_eof():
            self.transport.write_eof()
        else:
            self.transport.close()

    def eof_received(self) -> None:
        """The client closed its side: what was held goes on (a head cut short), or, after an
        answer, the connection closes."""
        if self._answer:
            self.transport.close()
            return
        if self._head is not None:
            self._pass_on()
        super().eof_received()
