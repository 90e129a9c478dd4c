"""Linux: the speech-dispatcher daemon that Orca, and our screen-reader backend, speak through.

Two promises rest on this module: the program never leaves a daemon of its own behind (one it
spawned is stopped when it is done with it, even after a start that hung), and it never touches
one that the desktop or Orca uses (only processes that were not there before we spawned, and
that serve our socket, are ever stopped). Elsewhere than Linux every function is a no-op.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import sys
import time
from pathlib import Path

__all__ = [
    "OWN_DAEMON_TIMEOUT",
    "daemon_reachable",
    "socket_path",
    "spawned_daemons",
    "stop_daemons",
]

log = logging.getLogger(__name__)

OWN_DAEMON_TIMEOUT = 2.0
"""Seconds a daemon of ours has to stop after SIGTERM before it gets SIGKILL."""


def socket_path() -> Path | None:
    """Where speech-dispatcher clients connect (``SPEECHD_ADDRESS``, else the default
    ``$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock``); ``None`` for a network address."""
    address = os.environ.get("SPEECHD_ADDRESS", "")
    if address:
        method, _, rest = address.partition(":")
        if method != "unix_socket":
            return None
        if rest:
            return Path(rest)
    runtime = os.environ.get("XDG_RUNTIME_DIR") or os.environ.get("XDG_CACHE_HOME")
    base = Path(runtime) if runtime else Path.home() / ".cache"
    return base / "speech-dispatcher" / "speechd.sock"


def daemon_reachable(path: Path | None, timeout: float = 0.5) -> bool:
    """True when a daemon accepts connections at ``path`` (network addresses count as
    reachable: they are the user's own set-up, never spawned by us)."""
    if path is None:
        return True
    if sys.platform == "win32":
        return False
    if not path.exists():
        return False
    family = getattr(socket, "AF_UNIX", None)
    if family is None:  # pragma: no cover - no Unix sockets on this platform
        return False
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.settimeout(timeout)
        try:
            probe.connect(str(path))
        except OSError:
            return False
    return True


def spawned_daemons(path: Path | None) -> set[int]:
    """PIDs of ``speech-dispatcher --spawn`` processes of this user that serve ``path``."""
    if not sys.platform.startswith("linux"):
        return set()
    proc = Path("/proc")
    if path is None or not proc.is_dir():
        return set()
    wanted = str(path)
    found: set[int] = set()
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if entry.stat().st_uid != os.getuid():
                continue
            argv = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        words = [a.decode("utf-8", "replace") for a in argv if a]
        if (
            words
            and Path(words[0]).name == "speech-dispatcher"
            and "--spawn" in words
            and wanted in words
        ):
            found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # pragma: no cover - not ours after all
        return False
    return True


def stop_daemons(pids: set[int], timeout: float = OWN_DAEMON_TIMEOUT) -> None:
    """SIGTERM then, after ``timeout``, SIGKILL each of ``pids`` (daemons we spawned). A stopped
    (SIGSTOP) daemon is continued so that it can see the SIGTERM."""
    if sys.platform == "win32":
        return
    if not pids:
        return
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGTERM)
            os.kill(pid, signal.SIGCONT)
    deadline = time.monotonic() + timeout
    left = set(pids)
    while left and time.monotonic() < deadline:
        left = {pid for pid in left if _alive(pid)}
        time.sleep(0.02)
    for pid in left:
        log.info("speech-dispatcher %d ignored SIGTERM; killing it", pid)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
