"""What the program remembers of online play, in the user's data folder (``online.json``): the
last server address, the player's name, and the seat token of the table they sit at (so that
they come back to it after closing the program). Private to the user, written atomically, read
with a size bound; a damaged file is forgotten, never an error the player sees."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import msgspec

from audiogame.storage import atomic_write, read_bounded

__all__ = ["DEFAULT_SERVER", "OnlineMemory", "server_address"]

log = logging.getLogger(__name__)

DEFAULT_SERVER = "ws://127.0.0.1:8765"
"""The address offered the first time (a server on this machine)."""
LIMIT = 16 * 1024


def server_address(text: str) -> str | None:
    """The address typed as ``text`` (``ws://`` added when no scheme is given), or ``None``
    when it is no websocket address."""
    text = text.strip()
    if "://" not in text:
        text = f"ws://{text}"
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("ws", "wss") or not parts.hostname or (port is not None and port < 1):
        return None
    return text if len(text) <= 200 else None


class _Stored(msgspec.Struct):
    server: str = DEFAULT_SERVER
    name: str = ""
    token: str | None = None
    code: str | None = None


@dataclass
class OnlineMemory:
    """The remembered server, name and seat (see the module docstring)."""

    path: Path
    server: str = DEFAULT_SERVER
    name: str = ""
    token: str | None = None
    code: str | None = None

    @classmethod
    def load(cls, path: Path) -> OnlineMemory:
        """Read ``path``; defaults when it is missing or damaged."""
        try:
            data = msgspec.json.decode(read_bounded(path, LIMIT), type=_Stored)
        except FileNotFoundError:
            return cls(path)
        except (OSError, msgspec.DecodeError) as exc:
            log.warning("online memory not read: %s", exc)
            return cls(path)
        return cls(path, data.server[:200], data.name[:24], data.token, data.code)

    def save(self) -> None:
        """Write the file; a failure is logged (the next save tries again)."""
        data = _Stored(self.server, self.name, self.token, self.code)
        try:
            atomic_write(self.path, msgspec.json.encode(data).decode("utf-8"))
        except OSError:
            log.warning("online memory not written", exc_info=True)
