"""Logging to a rotating file in the user's state folder; never to the terminal.

The log is private to the user (a new file 0600 in a 0700 folder; an existing file keeps its
permissions, across rotations too), only a regular file is opened (never a FIFO or a device),
and a failing write (a full disk) drops the record silently: Python's default is to print
``--- Logging error ---`` and a traceback on the terminal for each record.
"""

from __future__ import annotations

import collections
import contextlib
import io
import logging
import logging.handlers
import os
import stat
import sys
import warnings
from pathlib import Path

from audiogame.storage import PRIVATE_FILE, NotARegularFile, make_private_dir

__all__ = ["PrivateLogHandler", "keep_early_records", "logging_set_up", "setup_logging"]

EARLY_KEPT = 200
"""Records logged before :func:`setup_logging` that are kept for the log file at most."""


class _EarlyRecords(logging.Handler):
    """What is logged before the log file is known (a game package that fails to load): kept,
    then written by :func:`setup_logging`; never printed."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: collections.deque[logging.LogRecord] = collections.deque(maxlen=EARLY_KEPT)

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


_EARLY = _EarlyRecords()


def keep_early_records() -> None:
    """Keep what is logged from now until :func:`setup_logging` (Python would print records
    logged with no handler set to the terminal)."""
    root = logging.getLogger()
    if not root.handlers:
        root.addHandler(_EARLY)
        root.setLevel(logging.INFO)


def logging_set_up() -> bool:
    """Whether records go somewhere now (:func:`setup_logging` ran, or a host set its own)."""
    return any(handler is not _EARLY for handler in logging.getLogger().handlers)


MAX_BYTES = 1_000_000
BACKUPS = 3
_OPEN_FLAGS = (
    os.O_WRONLY
    | os.O_APPEND
    | os.O_CREAT
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO without a reader fails at once instead of hanging
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)  # Windows: the text layer alone writes the line ends
)


class PrivateLogHandler(logging.handlers.RotatingFileHandler):
    """A rotating file handler that creates private files, keeps a file's permissions when it
    rotates, opens only regular files and is silent when writing fails.

    ``failures`` counts the records dropped because writing failed.
    """

    def __init__(self, filename: Path, max_bytes: int = MAX_BYTES, backups: int = BACKUPS) -> None:
        self.failures = 0
        super().__init__(
            filename, maxBytes=max_bytes, backupCount=backups, encoding="utf-8", errors="replace"
        )

    def _open(self) -> io.TextIOWrapper:
        fd = os.open(self.baseFilename, _OPEN_FLAGS, PRIVATE_FILE)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise NotARegularFile(f"{self.baseFilename} is not a regular file")
        except BaseException:
            os.close(fd)
            raise
        return open(fd, "a", encoding=self.encoding, errors=self.errors)

    def doRollover(self) -> None:
        """Rotate, then give the new file the permissions the old one had."""
        try:
            mode: int | None = stat.S_IMODE(os.stat(self.baseFilename).st_mode) & 0o777
        except OSError:
            mode = None
        super().doRollover()
        if sys.platform != "win32" and mode is not None and self.stream is not None:
            os.fchmod(self.stream.fileno(), mode)

    def handleError(self, record: logging.LogRecord) -> None:
        """Count the lost record; print nothing."""
        self.failures += 1

    def close(self) -> None:
        """Close the file; a last flush failing on a full disk is ignored."""
        with contextlib.suppress(OSError, ValueError):
            super().close()


def setup_logging(log_file: Path, debug: bool = False) -> logging.Handler | None:
    """Send every log record (and Python warnings) to ``log_file``, keeping 3 old files of 1 MB.

    Returns the handler, or ``None`` when the file cannot be opened (a read-only home, a log that
    is not a regular file), in which case records are dropped: that must not stop the game or
    print anything.
    """
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.setLevel(logging.DEBUG if debug else logging.INFO)
    logging.captureWarnings(True)
    warnings.simplefilter("default")
    try:
        make_private_dir(log_file.parent)
        handler: logging.Handler = PrivateLogHandler(log_file)
    except OSError:
        root.addHandler(logging.NullHandler())
        _EARLY.records.clear()
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    for record in _EARLY.records:
        handler.handle(record)
    _EARLY.records.clear()
    return handler
