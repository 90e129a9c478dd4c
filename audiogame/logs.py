"""Logging to a rotating file in the user's state folder; never to the terminal."""

from __future__ import annotations

import logging
import logging.handlers
import warnings
from pathlib import Path

__all__ = ["setup_logging"]


def setup_logging(log_file: Path, debug: bool = False) -> logging.Handler | None:
    """Send every log record (and Python warnings) to ``log_file``, keeping 3 old files of 1 MB.

    Returns the handler, or ``None`` when the file cannot be opened, in which case records are
    dropped: a read-only home must not stop the game or print anything.
    """
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.setLevel(logging.DEBUG if debug else logging.INFO)
    logging.captureWarnings(True)
    warnings.simplefilter("default")
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            log_file, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        root.addHandler(logging.NullHandler())
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    return handler
