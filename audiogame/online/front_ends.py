"""How a front end plugs into the game server, as a game plugs into the program.

The server speaks the game's protocol (:mod:`audiogame.online.protocol`) on websockets and
knows no front end. A front end that needs more of it (the web table: pages over plain HTTP on
the same port, and a page's websocket whose frames a seat inside the server turns into the
game's) registers a factory here when its package is imported::

    from audiogame.online.front_ends import register_front_end

    register_front_end("web", WebFrontEnd)      # audiogame/web/__init__.py

Each server then makes one :class:`FrontEnd` of each factory registered when it starts, asks
each in turn to answer a plain HTTP request (:meth:`FrontEnd.respond`) and to take a new
websocket as a connection of its kind (:meth:`FrontEnd.connection`); a websocket no front end
takes is a game client's. The server's bounds, rates and checks hold for every kind: a front
end's connection is a :class:`~audiogame.online.connection.Connection`, and its frames reach
the server through :meth:`ServerHost.receive`. Whoever runs a server imports the front ends it
wants (``audiogame serve`` and ``audiogame web`` import :mod:`audiogame.web`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from audiogame.online.connection import Connection, Receiver
from audiogame.online.limits import Bucket, Limits

__all__ = [
    "FrontEnd",
    "FrontEndFactory",
    "ServerHost",
    "ServerSettings",
    "register_front_end",
    "registered_front_ends",
]


class ServerSettings(Protocol):
    """What a front end may read of the server's configuration."""

    speech_log: Path | None
    """Where to write what the pages are told (the web table's ``--speech-log``), or ``None``."""
    review_folder: Path | None
    """Where the pages keep the games they finish (``audiogame web``), or ``None``."""
    review_kept: int
    """How many of them are kept there."""


class ServerHost(Receiver, Protocol):
    """What a front end sees of the server: its settings and bounds, whose a connection is,
    and :meth:`receive` for a connection's game frames."""

    limits: Limits

    @property
    def config(self) -> ServerSettings:
        """The server's configuration."""

    def address_of(self, ws: ServerConnection) -> str:
        """Whose connection ``ws`` is, for the bounds."""


class FrontEnd(Protocol):
    """One front end inside one server."""

    def respond(self, ws: ServerConnection, request: Request) -> Response | None:
        """The answer to a plain HTTP request, or ``None`` when it is not this front end's."""

    def connection(
        self, ws: ServerConnection, bucket: Bucket, address: str, outbox_bytes: int
    ) -> Connection | None:
        """A connection of this front end's kind for a new websocket, or ``None``."""

    def close(self) -> None:
        """The server stops: release what the front end holds."""


FrontEndFactory = Callable[[ServerHost], FrontEnd]
"""Makes a server's front end."""

_REGISTERED: dict[str, FrontEndFactory] = {}


def register_front_end(name: str, factory: FrontEndFactory) -> None:
    """Plug a front end into every server started from now on (again: replaced)."""
    _REGISTERED[name] = factory


def registered_front_ends() -> list[FrontEndFactory]:
    """The factories registered, in the order of registration."""
    return list(_REGISTERED.values())
