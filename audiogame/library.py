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
from dataclasses import dataclass
from pathlib import Path

from audiogame.filelock import FileLock
from audiogame.saves import LoadedSave, SavedGame, SaveProblem, read_save, write_save
from audiogame.slots import SlotFolder
from audiogame.storage import make_private_dir

__all__ = ["OpenedGame", "SaveLibrary", "SavedSummary"]

log = logging.getLogger(__name__)


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


class SaveLibrary(SlotFolder):
    """The saved games in ``folder`` (see the module docstring)."""

    def __init__(self, folder: Path, legacy: Path | None = None) -> None:
        super().__init__(folder)
        self.legacy = legacy

    def slots(self) -> list[str]:
        """Every slot with a save, newest first (the save of earlier versions adopted)."""
        self._adopt_legacy()
        return super().slots()

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

    # --- reading and writing --------------------------------------------------------------

    def write(self, slot: str, saved: SavedGame) -> None:
        """Save ``slot`` (atomically); raises :class:`OSError`."""
        make_private_dir(self.folder)
        write_save(saved, self.path(slot))

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
                    self.lock_path(slot).unlink()
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
