"""A folder of games, one file a *slot* (``<folder>/<slot>.json``), each locked while a program
plays it (``<slot>.lock``, an OS lock that dies with the process): what the saved games
(:mod:`audiogame.library`) and the companion's games (:mod:`audiogame.companion.store`) share."""

from __future__ import annotations

import contextlib
import logging
import re
import secrets
import time
from pathlib import Path

from audiogame.filelock import FileLock
from audiogame.storage import make_private_dir

__all__ = ["GAME_NAME", "SLOT", "SlotFolder"]

log = logging.getLogger(__name__)

GAME_NAME = re.compile(r"[a-z][a-z0-9]*")
"""A game's name as slots hold it: a lowercase letter, then lowercase letters and digits."""
SLOT = re.compile(GAME_NAME.pattern + r"-[0-9]{8}-[0-9]{6}-[0-9a-f]{4}")
"""Slot names: ``<game>-<date>-<time>-<random>``."""


class SlotFolder:
    """The slots of ``folder``: names, listing, locks, removal."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, slot: str) -> Path:
        """The file of ``slot``."""
        return self.folder / f"{slot}.json"

    def lock_path(self, slot: str) -> Path:
        """The lock file of ``slot``."""
        return self.folder / f"{slot}.lock"

    def new_slot(self, game: str) -> str:
        """A fresh slot name for a new game of ``game``."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
        while True:
            slot = f"{game}-{stamp}-{secrets.token_hex(2)}"
            if not self.path(slot).exists():
                return slot

    def slots(self) -> list[str]:
        """Every slot with a file, newest first (whatever the file is: one that is not a
        regular file is listed, so that reading it refuses it and says so)."""
        try:
            entries = list(self.folder.iterdir())
        except OSError:
            return []
        found: list[tuple[float, str]] = []
        for entry in entries:
            if entry.suffix == ".json" and SLOT.fullmatch(entry.stem):
                try:
                    found.append((entry.lstat().st_mtime, entry.stem))
                except OSError:
                    continue
        return [slot for _, slot in sorted(found, reverse=True)]

    def lock(self, slot: str) -> FileLock | None:
        """Lock ``slot`` for this program; ``None`` when another one has it (a folder where no
        lock can be made plays unlocked, logged)."""
        try:
            make_private_dir(self.folder)
            return FileLock.acquire(self.lock_path(slot))
        except OSError:
            log.warning("no lock for %s; playing it unlocked", slot, exc_info=True)
            return _Unlocked(self.lock_path(slot))

    def is_open_elsewhere(self, slot: str) -> bool:
        """True when another program has ``slot`` locked."""
        probe = self.lock(slot)
        if probe is None:
            return True
        probe.release()
        return False

    def remove(self, slot: str) -> None:
        """Delete ``slot``'s file and its lock file."""
        for path in (self.path(slot), self.lock_path(slot)):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()


class _Unlocked(FileLock):
    """Stands for a lock that could not be made (a read-only folder): the game is played, the
    risk of two copies accepted and logged."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, -1)

    def release(self) -> None:
        """Nothing to let go."""
