"""Safe file writing and setting aside of unreadable files."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

__all__ = ["atomic_write", "set_aside"]


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file whole:
    temporary file, flush, fsync, rename, then fsync of the folder where the platform allows."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:  # a full disk, a signal: leave no half-written file behind
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if hasattr(os, "O_DIRECTORY"):
        fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def set_aside(path: Path) -> Path:
    """Rename an unreadable file to ``NAME.bad-TIMESTAMP`` (never deleting it); returns the new
    path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    index = 1
    while target.exists():
        index += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{index}")
    os.replace(path, target)
    return target
