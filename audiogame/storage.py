"""The player's files on disk: read safely, written atomically and privately, never lost.

- :func:`read_bounded` reads only a regular file (never a FIFO, a device, or a link to one), opens
  it without blocking and refuses it past a size limit: :class:`NotARegularFile`,
  :class:`FileTooLarge` (both :class:`OSError`, so a caller's ``except OSError`` covers them).
- :func:`atomic_write` writes through an unpredictable temporary file in the same folder
  (``mkstemp``: created exclusively, never through a link), so a crash leaves the old file or the
  new one whole; new files are private to the user (0600, folders 0700) and an existing file keeps
  the permissions it has.
- :func:`remove_stale_temporaries` deletes the temporary files of writes that never finished (a
  killed program); :func:`set_aside` renames a refused file instead of deleting it.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import sys
import tempfile
import time
from pathlib import Path

__all__ = [
    "FileTooLarge",
    "NotARegularFile",
    "atomic_write",
    "make_private_dir",
    "process_alive",
    "read_bounded",
    "remove_stale_temporaries",
    "set_aside",
]

POSIX = os.name == "posix"
"""File modes and ``fchmod`` mean something here (not on Windows)."""
PRIVATE_FILE = 0o600
PRIVATE_DIR = 0o700
STALE_AGE = 3600.0
"""Seconds after which a temporary file is stale even if its process id is in use again (a
write takes milliseconds)."""

_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO opens at once instead of waiting for a writer
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)  # Windows: no newline translation
)
_TEMPORARY = re.compile(r"\.(?P<name>.+?)\.(?P<pid>[0-9]{1,10})(?:\.[a-z0-9_]{8})?\.tmp")
"""Temporary names of :func:`atomic_write`: ``.NAME.PID.RANDOM.tmp``, and the older
``.NAME.PID.tmp``."""


class NotARegularFile(OSError):
    """The path is a FIFO, a device, a folder or a socket (or a link to one): not read."""


class FileTooLarge(OSError):
    """The file is larger than the limit given for it: not read."""


def _check(info: os.stat_result, path: Path, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise NotARegularFile(f"{path} is not a regular file")
    if info.st_size > limit:
        raise FileTooLarge(f"{path} is larger than {limit} bytes ({info.st_size})")


def read_bounded(path: Path, limit: int) -> bytes:
    """The content of the regular file at ``path``, at most ``limit`` bytes.

    Raises :class:`NotARegularFile`, :class:`FileTooLarge`, or the :class:`OSError` of a failed
    read. The type is checked before opening (opening some devices has effects) and again on the
    open file (it may have been swapped meanwhile); the size is checked while reading too, for a
    file that grows or reports no size.
    """
    _check(os.stat(path), path, limit)
    fd = os.open(path, _READ_FLAGS)
    try:
        _check(os.fstat(fd), path, limit)
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(fd, min(1 << 16, limit + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise FileTooLarge(f"{path} is larger than {limit} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def make_private_dir(folder: Path) -> None:
    """Create ``folder`` (and its parents) if missing; the folder itself private (0700).

    An existing folder keeps its permissions."""
    folder.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)


def _kept_mode(path: Path) -> int:
    """The permissions to give a new version of ``path``: those of the file there, else 0600."""
    try:
        info = os.stat(path)
    except OSError:
        return PRIVATE_FILE
    return stat.S_IMODE(info.st_mode) & 0o777 if stat.S_ISREG(info.st_mode) else PRIVATE_FILE


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file whole:
    a new temporary file, flush, fsync, rename, then fsync of the folder where the platform
    allows.

    The temporary file (``.NAME.PID.RANDOM.tmp`` beside ``path``) is created exclusively and never
    through a symbolic link, so a planted link cannot make the write land on another file; the
    rename replaces a link at ``path`` itself rather than writing through it.
    """
    make_private_dir(path.parent)
    mode = _kept_mode(path)
    prefix = f".{path.name}.{os.getpid()}."
    fd, name = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    tmp = Path(name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            if sys.platform != "win32":
                os.fchmod(handle.fileno(), mode)
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:  # a full disk, a signal: leave no half-written file behind
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if hasattr(os, "O_DIRECTORY"):
        folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def set_aside(path: Path) -> Path:
    """Rename an unreadable file to ``NAME.bad-TIMESTAMP`` (never deleting it); returns the new
    path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    index = 1
    while target.exists() or target.is_symlink():
        index += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{index}")
    os.replace(path, target)
    return target


def remove_stale_temporaries(folder: Path, *, max_age: float = STALE_AGE) -> list[Path]:
    """Delete the temporary files of :func:`atomic_write` left in ``folder`` by a write that never
    finished: their process is gone, or they are older than ``max_age`` seconds. A link with
    such a name is removed, never followed. Returns what was deleted; never raises."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = _TEMPORARY.fullmatch(entry.name)
        if match is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not (stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode)):
            continue
        pid = int(match["pid"])
        recent = now - info.st_mtime < max_age
        if recent and (pid == os.getpid() or process_alive(pid)):
            continue  # a write in progress, here or in another running copy of the program
        try:
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only

    def process_alive(pid: int) -> bool:
        """True if a process ``pid`` runs (or may run: when in doubt, it is alive)."""
        import ctypes
        from ctypes import wintypes

        if pid <= 0:
            return False
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return ctypes.get_last_error() != 87  # ERROR_INVALID_PARAMETER: no such process
        try:
            code = wintypes.DWORD()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)

else:

    def process_alive(pid: int) -> bool:
        """True if a process ``pid`` runs (or may run: when in doubt, it is alive)."""
        if pid <= 0 or pid > 2**31 - 1:
            return False
        try:
            os.kill(pid, 0)  # signal 0: only asks whether the process exists
        except ProcessLookupError:
            return False
        except OSError:  # PermissionError: it exists, as another user's
            return True
        return not _zombie(pid)

    def _zombie(pid: int) -> bool:
        """True if ``pid`` has ended but was not reaped (Linux: an orphan under an init that
        does not reap, as in some containers); False where this cannot be told."""
        try:
            status = Path(f"/proc/{pid}/stat").read_bytes()
        except OSError:
            return False
        fields = status[status.rfind(b")") + 1 :].split()
        return bool(fields) and fields[0] in (b"Z", b"X")
