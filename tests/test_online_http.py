"""Plain HTTP on the server's port (issue 33, item 17; issue 37, item 13): ``HEAD`` gets the
headers of a ``GET`` and no body; every other method ``405`` with ``Allow``; a request with a
body is read (or refused for its size) and answered, never dropped without a word. And the seam
the web table plugs into (issue 33, item 20): a front end registered answers its own requests
and takes its own websockets."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.exceptions import InvalidStatus
from websockets.http11 import Request, Response
from websockets.typing import Origin

from audiogame.online import front_ends
from audiogame.online import server as server_module
from audiogame.online.connection import Connection
from audiogame.online.front_ends import ServerHost
from audiogame.online.limits import Bucket
from audiogame.online.protocol import VERSION, Hello, encode
from tests.online_helpers import running

HELLO = encode(Hello(v=VERSION)).decode()


def _run(coro: Coroutine[Any, Any, None]) -> None:
    asyncio.run(asyncio.wait_for(coro, 60))


async def _ask(port: int, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send ``request`` as it is; the status, headers and body of the answer, read until the
    server closes."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        await writer.drain()
        answer = await reader.read()
    finally:
        writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    assert lines[0].startswith("HTTP/1.1 "), answer[:200]
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), headers, body


def _request(method: str, path: str = "/", body: bytes = b"", extra: str = "") -> bytes:
    length = f"Content-Length: {len(body)}\r\n" if body else ""
    head = f"{method} {path} HTTP/1.1\r\nHost: x\r\n{length}{extra}Connection: close\r\n\r\n"
    return head.encode() + body


def test_head_gets_the_headers_of_get_and_no_body() -> None:
    async def main() -> None:
        async with running(None) as (server, _url):
            status, headers, body = await _ask(server.port, _request("GET"))
            assert status == 200 and len(body) == int(headers["content-length"]) > 0
            status, head_headers, head_body = await _ask(server.port, _request("HEAD"))
            assert status == 200
            assert head_body == b""
            assert head_headers["content-length"] == headers["content-length"]
            assert head_headers["content-type"] == headers["content-type"]

    _run(main())


@pytest.mark.parametrize("method", ["OPTIONS", "DELETE", "TRACE", "PUT", "POST", "INVENTED"])
def test_other_methods_are_not_allowed(method: str) -> None:
    async def main() -> None:
        async with running(None) as (server, _url):
            status, headers, body = await _ask(server.port, _request(method))
            assert status == 405
            assert headers["allow"] == "GET, HEAD"
            assert b"<html" not in body

    _run(main())


@pytest.mark.parametrize(
    ("method", "body", "extra", "status"),
    [
        ("POST", b"name=ada", "", 405),
        ("PUT", b"x" * 5000, "", 405),  # longer than a packet
        ("PATCH", b"{}", "", 405),
        ("HEAD", b"abc", "", 400),
        ("GET", b"abc", "", 400),
        ("POST", b"", "Content-Length: 99999999\r\n", 413),
        ("POST", b"", "Transfer-Encoding: chunked\r\n", 411),
        ("POST", b"", "Content-Length: 12x\r\n", 400),
    ],
    ids=["post", "put", "patch", "head", "get", "huge", "chunked", "bad-length"],
)
def test_a_request_with_a_body_is_answered(
    method: str, body: bytes, extra: str, status: int
) -> None:
    async def main() -> None:
        async with running(None) as (server, url):
            answer = await _ask(server.port, _request(method, body=body, extra=extra))
            assert answer[0] == status
            if status == 405:
                assert answer[1]["allow"] == "GET, HEAD"
            async with connect(url) as ws:  # the server still plays
                await ws.send(HELLO)
                assert "welcome" in str(await ws.recv())

    _run(main())


class _Probe:
    """A front end of the test's: ``/probe`` and the websockets at ``/probe-socket``."""

    def __init__(self, host: ServerHost) -> None:
        self.host = host
        self.closed = False
        self.taken: list[Connection] = []

    def respond(self, ws: ServerConnection, request: Request) -> Response | None:
        if request.path != "/probe":
            return None
        return Response(200, "OK", Headers([("Content-Length", "6")]), b"probe\n")

    def connection(
        self, ws: ServerConnection, bucket: Bucket, address: str, outbox_bytes: int
    ) -> Connection | None:
        if ws.request is None or ws.request.path != "/probe-socket":
            return None
        conn = Connection(ws, bucket, address, outbox_bytes)
        self.taken.append(conn)
        return conn

    def close(self) -> None:
        self.closed = True


def test_a_front_end_plugs_into_the_server(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[_Probe] = []

    def make(host: ServerHost) -> _Probe:
        made.append(_Probe(host))
        return made[-1]

    # asked first (the web table's pages answer every path they get)
    plugged = [make, *front_ends.registered_front_ends()]
    monkeypatch.setattr(server_module, "registered_front_ends", lambda: plugged)

    async def main() -> None:
        async with running(None) as (server, url):
            (probe,) = made
            assert (await _ask(server.port, _request("GET", "/probe")))[2] == b"probe\n"
            status, _, body = await _ask(server.port, _request("GET", "/"))
            assert status == 200 and b"<html" in body  # the web table's page, beside it
            async with connect(url + "/probe-socket") as ws:
                await ws.send(HELLO)
                assert "welcome" in str(await ws.recv())  # the server's frames, its kind
                assert len(probe.taken) == 1 and probe.taken[0] in server.connections
            async with connect(url) as ws:
                await ws.send(HELLO)
                await ws.recv()
                assert len(probe.taken) == 1
        assert probe.closed

    _run(main())


def test_a_websocket_from_a_page_of_another_site_is_refused() -> None:
    """Any page a player visits could open a socket to a server on their network: a browser
    says which page did (``Origin``), and only the server's own pages are let in."""

    async def main() -> None:
        async with running(None) as (server, url):
            for origin in ("http://evil.example", "null", "http://127.0.0.1:1"):
                with pytest.raises(InvalidStatus) as refused:
                    await connect(url + "/play", origin=Origin(origin))
                assert refused.value.response.status_code == 403
            own = f"http://127.0.0.1:{server.port}"
            for path, origin in (("/play", own), ("", own), ("", None)):
                ws = await connect(url + path, origin=Origin(origin) if origin else None)
                await ws.send(HELLO)
                await ws.recv()
                await ws.close()

    _run(main())
