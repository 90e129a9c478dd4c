"""An exclusive lock on a file, held by this process until released or until it ends (even by
``kill -9``: the operating system drops the lock with the process). One small seam per platform:
``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from audiogame.storage import PRIVATE_FILE, make_private_dir

__all__ = ["FileLock"]


class FileLock:
    """A held lock on ``path`` (see the module docstring). Build it with :meth:`acquire`."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, path: Path) -> FileLock | None:
        """Take the lock without waiting; ``None`` when another process holds it. Raises
        :class:`OSError` when the lock file cannot be made."""
        make_private_dir(path.parent)
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NOCTTY", 0)
        fd = os.open(path, flags, PRIVATE_FILE)
        try:
            if not _try_lock(fd):
                os.close(fd)
                return None
        except OSError:
            os.close(fd)
            raise
        return cls(path, fd)

    @property
    def held(self) -> bool:
        """True until :meth:`release`."""
        return self._fd is not None

    def release(self) -> None:
        """Let the lock go (the lock file stays; it means nothing once unlocked)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            _unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)


if sys.platform == "win32":  # pragma: no cover - this machine runs Linux
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
