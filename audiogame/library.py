"""Saved games, one file each, so that a new game never overwrites another and two copies of the
program never play the same game.

Each game in progress has a *slot*: ``<data>/saves/<slot>.json`` (see :mod:`audiogame.saves` for
the format) and, while a program plays it, a lock (``<slot>.lock``, an OS lock that dies with the
process). :meth:`SaveLibrary.games` lists the saved games, newest first, with what a player needs
to choose one (game, opponents' level, round, trick, scores, when); :meth:`SaveLibrary.open`
reads one and locks it, or tells that another window has it. The single ``autosave.json`` of
earlier versions becomes a slot the first time the library is read.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from audiogame.filelock import FileLock
from audiogame.saves import LoadedSave, SavedGame, SaveProblem, read_save, write_save
from audiogame.storage import make_private_dir

__all__ = ["OpenedGame", "SaveLibrary", "SavedSummary"]

log = logging.getLogger(__name__)

_SLOT = re.compile(r"[a-z]+-[0-9]{8}-[0-9]{6}-[0-9a-f]{4}")
"""Slot names: ``<game>-<date>-<time>-<random>``."""


@dataclass(frozen=True)
class SavedSummary:
    """What the list of saved games says of one."""

    slot: str
    game: str
    players: int
    human: int
    round: int
    """The round in progress, from 1."""
    trick: int
    """The trick in progress in that round, from 1."""
    totals: tuple[int, ...]
    saved_at: float
    """Seconds since the epoch of the last save."""
    open_elsewhere: bool
    """Another program has it open."""
    levels: tuple[str, ...] = ()
    """The opponents' levels, one per other seat (empty: the game's default level)."""
    practice: bool = False


@dataclass
class OpenedGame:
    """A saved game read back and locked for this program (release the lock when leaving)."""

    slot: str
    loaded: LoadedSave
    lock: FileLock | None


class SaveLibrary:
    """The saved games in ``folder`` (see the module docstring)."""

    def __init__(self, folder: Path, legacy: Path | None = None) -> None:
        self.folder = folder
        self.legacy = legacy

    # --- names and files ------------------------------------------------------------------

    def path(self, slot: str) -> Path:
        """The save file of ``slot``."""
        return self.folder / f"{slot}.json"

    def _lock_path(self, slot: str) -> Path:
        return self.folder / f"{slot}.lock"

    def new_slot(self, game: str) -> str:
        """A fresh slot name for a new game of ``game``."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
        while True:
            slot = f"{game}-{stamp}-{secrets.token_hex(2)}"
            if not self.path(slot).exists():
                return slot

    def slots(self) -> list[str]:
        """Every slot with a save, newest first (whatever the file is: a save that is not a
        regular file is listed, so that reading it refuses it and says so)."""
        self._adopt_legacy()
        try:
            entries = list(self.folder.iterdir())
        except OSError:
            return []
        found: list[tuple[float, str]] = []
        for entry in entries:
            if entry.suffix == ".json" and _SLOT.fullmatch(entry.stem):
                try:
                    found.append((entry.lstat().st_mtime, entry.stem))
                except OSError:
                    continue
        return [slot for _, slot in sorted(found, reverse=True)]

    def _adopt_legacy(self) -> None:
        """Move the single save of earlier versions into a slot of its own."""
        legacy = self.legacy
        if legacy is None or not os.path.lexists(legacy):
            return
        try:
            make_private_dir(self.folder)
            os.replace(legacy, self.path(self.new_slot("game")))
        except OSError:
            log.warning("could not move %s into the saves folder", legacy, exc_info=True)

    # --- locks ----------------------------------------------------------------------------

    def lock(self, slot: str) -> FileLock | None:
        """Lock ``slot`` for this program; ``None`` when another one has it."""
        try:
            return FileLock.acquire(self._lock_path(slot))
        except OSError:
            log.warning("no lock for %s; playing it unlocked", slot, exc_info=True)
            return _Unlocked(self._lock_path(slot))

    def is_open_elsewhere(self, slot: str) -> bool:
        """True when another program has ``slot`` locked."""
        probe = self.lock(slot)
        if probe is None:
            return True
        probe.release()
        return False

    # --- reading and writing --------------------------------------------------------------

    def write(self, slot: str, saved: SavedGame) -> None:
        """Save ``slot`` (atomically); raises :class:`OSError`."""
        make_private_dir(self.folder)
        write_save(saved, self.path(slot))

    def remove(self, slot: str) -> None:
        """Delete a finished game's save (and its lock file)."""
        for path in (self.path(slot), self._lock_path(slot)):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()

    def open(self, slot: str) -> OpenedGame | None:
        """Lock and read ``slot``: ``None`` when another program has it open. A refused save
        (set aside, see :func:`~audiogame.saves.read_save`) comes back with its problem."""
        lock = self.lock(slot)
        if lock is None:
            return None
        loaded = read_save(self.path(slot))
        if loaded.saved is None:
            lock.release()
            if loaded.problem is not None:
                with contextlib.suppress(FileNotFoundError):
                    self._lock_path(slot).unlink()
            return OpenedGame(slot, loaded, None)
        return OpenedGame(slot, loaded, lock)

    def games(self) -> tuple[list[SavedSummary], list[tuple[SaveProblem, Path]]]:
        """The saved games, newest first, and the saves refused on the way (set aside)."""
        summaries: list[SavedSummary] = []
        problems: list[tuple[SaveProblem, Path]] = []
        for slot in self.slots():
            path = self.path(slot)
            try:
                saved_at = path.lstat().st_mtime
            except OSError:
                continue
            elsewhere = self.is_open_elsewhere(slot)
            loaded = _peek(path) if elsewhere else read_save(path)
            if loaded.problem is not None:
                problems.append((loaded.problem, loaded.moved_to or path))
                continue
            if loaded.saved is None or loaded.game is None:
                continue
            saved, game = loaded.saved, loaded.game
            obs = game.observation(saved.human_seat)
            summaries.append(
                SavedSummary(
                    slot,
                    game.name,
                    game.players,
                    saved.human_seat,
                    int(obs.round) + 1,
                    len(obs.completed_tricks) + 1,
                    tuple(obs.totals),
                    saved_at,
                    elsewhere,
                    saved.levels,
                    saved.practice,
                )
            )
        return summaries, problems


def _peek(path: Path) -> LoadedSave:
    """Read a save another program has open, never setting it aside (it is theirs)."""
    copy = path.with_name(f".peek-{os.getpid()}-{path.name}")
    try:
        copy.write_bytes(path.read_bytes())
    except OSError:
        return LoadedSave()
    try:
        loaded = read_save(copy)
    finally:
        for leftover in (copy, *copy.parent.glob(f"{copy.name}.bad-*")):
            with contextlib.suppress(OSError):
                leftover.unlink()
    return loaded if loaded.problem is None else LoadedSave()


class _Unlocked(FileLock):
    """Stands for a lock that could not be made (a read-only folder): the game is played, the
    risk of two copies accepted and logged."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, -1)

    def release(self) -> None:
        """Nothing to let go."""
