"""Keep libraries' chatter off the player's screen.

Two tools, both small and both safe to nest or to use from several threads:

- :func:`quiet_fds` points file descriptors (stderr by default) at the null device while a C
  library starts (ALSA prints a page of errors when there is no sound card). Everything written to
  those descriptors in that window is lost, so keep the window short.
- :func:`captured_prints` swallows what *the calling thread* prints through ``sys.stdout`` and
  ``sys.stderr`` (accessible-output2 prints install hints); other threads still print normally.
"""

from __future__ import annotations

import io
import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

__all__ = ["captured_prints", "quiet_fds"]

_fd_lock = threading.Lock()
_fd_depth: dict[int, int] = {}
_fd_saved: dict[int, int] = {}


def _divert(fd: int) -> None:
    depth = _fd_depth.get(fd, 0)
    if depth == 0:
        try:
            saved = os.dup(fd)
        except OSError:
            return
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, fd)
        finally:
            os.close(null)
        _fd_saved[fd] = saved
    _fd_depth[fd] = depth + 1


def _restore(fd: int) -> None:
    depth = _fd_depth.get(fd, 0)
    if depth == 0:
        return
    _fd_depth[fd] = depth - 1
    if depth == 1:
        saved = _fd_saved.pop(fd)
        os.dup2(saved, fd)
        os.close(saved)


@contextmanager
def quiet_fds(*fds: int) -> Iterator[None]:
    """Send what is written to ``fds`` (default: stderr, fd 2) to the null device meanwhile."""
    chosen = fds or (2,)
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (AttributeError, OSError, ValueError):
            pass
    with _fd_lock:
        for fd in chosen:
            _divert(fd)
    try:
        yield
    finally:
        with _fd_lock:
            for fd in chosen:
                _restore(fd)


class _ThreadRouter(io.TextIOBase):
    """A text stream that drops writes from quarantined threads and forwards all others."""

    def __init__(self, target: TextIO | None) -> None:
        super().__init__()
        self.target = target
        self.quarantined: dict[int, int] = {}

    def write(self, text: str) -> int:
        if threading.get_ident() in self.quarantined:
            return len(text)
        if self.target is None:  # no console at all (pythonw)
            return len(text)
        return self.target.write(text)

    def flush(self) -> None:
        if self.target is not None:
            self.target.flush()

    def isatty(self) -> bool:
        return self.target is not None and self.target.isatty()

    def fileno(self) -> int:
        if self.target is None:
            raise io.UnsupportedOperation("fileno")
        return self.target.fileno()

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return getattr(self.target, "encoding", "utf-8")


_router_lock = threading.Lock()
_routers: dict[str, _ThreadRouter] = {}


def _enter(name: str) -> None:
    current = getattr(sys, name)
    router = _routers.get(name)
    if router is None or current is not router:
        router = _ThreadRouter(current)
        _routers[name] = router
        setattr(sys, name, router)
    ident = threading.get_ident()
    router.quarantined[ident] = router.quarantined.get(ident, 0) + 1


def _leave(name: str) -> None:
    router = _routers.get(name)
    if router is None:
        return
    ident = threading.get_ident()
    count = router.quarantined.get(ident, 0) - 1
    if count > 0:
        router.quarantined[ident] = count
    else:
        router.quarantined.pop(ident, None)
    if not router.quarantined:
        del _routers[name]
        if getattr(sys, name) is router:
            setattr(sys, name, router.target)


@contextmanager
def captured_prints() -> Iterator[None]:
    """Swallow what this thread prints to ``sys.stdout``/``sys.stderr`` (not other threads)."""
    with _router_lock:
        _enter("stdout")
        _enter("stderr")
    try:
        yield
    finally:
        with _router_lock:
            _leave("stdout")
            _leave("stderr")
