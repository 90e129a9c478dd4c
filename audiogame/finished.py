"""Finished games, kept for review: one file each in ``<data>/finished/``, the newest
``limit`` of them (a setting, :attr:`~audiogame.settings.Settings.finished_kept`).

A finished game's file is a save's (:mod:`audiogame.saves`: the record, the player's seat, the
opponents' levels) whose game is over. It is written, atomically, the moment the game ends and
before the game's save is removed, so a program killed at any point loses neither: at worst the
game is both kept and still saved for one more start. Deleting one is the player's choice (the
interface asks first); the oldest go by themselves past the limit.
"""

from __future__ import annotations

import contextlib
import logging
import time
from dataclasses import dataclass

from audiogame.saves import SavedGame, read_save, write_save
from audiogame.slots import SlotFolder
from audiogame.storage import make_private_dir

__all__ = ["FinishedGames", "FinishedSummary", "KeptGames", "ended_at"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FinishedSummary:
    """What the list of finished games says of one."""

    slot: str
    game: str
    players: int
    human: int
    levels: tuple[str, ...]
    practice: bool
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    finished_at: float
    """When it ended (seconds since the epoch)."""
    names: tuple[str, ...] = ()
    """Each seat's name, for a game at an online table (its opponents are named, not leveled)."""
    left: bool = False
    """The player left it before its end (an online table): no winners."""


class KeptGames(SlotFolder):
    """A folder of games kept for review, newest first by when they ended, the newest
    ``limit`` of them (the local games here, an online seat's in
    :mod:`audiogame.seat_games`)."""

    def slots(self) -> list[str]:
        """Every kept game, newest first by when it ended (its name's stamp: a file
        rewritten later, with the coach's verdicts, keeps its place)."""
        slots = super().slots()  # newest first by the file's time: ties within a second
        return sorted(slots, key=lambda slot: _stamp(slot)[:15], reverse=True)  # stable

    def prune(self, limit: int, keep: str | None = None) -> None:
        """Delete the oldest kept games past ``limit``, never ``keep`` (the game just
        written: games ended within the same second are ordered by chance); a file that will
        not go is logged and left."""
        slots = self.slots()
        if keep in slots:
            slots = [keep] + [s for s in slots if s != keep]
        for slot in slots[max(limit, 0) :]:
            try:
                self.remove(slot)
            except OSError:
                log.warning("could not delete the finished game %s", slot, exc_info=True)

    def holds(self, slot: str) -> bool:
        """Whether ``slot`` is a game of this folder (one file looked at, no listing)."""
        return self.path(slot).exists()


def ended_at(slot: str) -> float:
    """When the game of ``slot`` ended (seconds since the epoch, from its name's stamp);
    raises :class:`ValueError` for a name without one."""
    return time.mktime(time.strptime(_stamp(slot)[:15], "%Y%m%d-%H%M%S"))


class FinishedGames(KeptGames):
    """The finished games in ``folder`` (see the module docstring)."""

    def keep(self, saved: SavedGame, limit: int) -> str | None:
        """Keep the finished game ``saved`` (none when ``limit`` is 0), then let the oldest
        past ``limit`` go; its slot. Raises :class:`OSError` when it cannot be written."""
        if limit <= 0:
            return None
        make_private_dir(self.folder)
        slot = self.new_slot(saved.record.game)
        write_save(saved, self.path(slot))
        self.prune(limit, keep=slot)
        return slot

    def update(self, slot: str, saved: SavedGame) -> None:
        """Write ``slot`` again (atomically), with what ``saved`` now holds beside the record
        (the coach's verdicts). Raises :class:`OSError`."""
        write_save(saved, self.path(slot))

    def load(self, slot: str) -> SavedGame | None:
        """The finished game ``slot``, or ``None`` (gone, or refused and set aside: logged)."""
        return read_save(self.path(slot), over=True).saved

    def games(self) -> list[FinishedSummary]:
        """The finished games, newest first (a file that cannot be read is set aside and
        left out, logged)."""
        found: list[FinishedSummary] = []
        for slot in self.slots():
            path = self.path(slot)
            with contextlib.suppress(OSError, ValueError):
                finished_at = ended_at(slot)
                loaded = read_save(path, over=True)
                saved, game = loaded.saved, loaded.game
                result = game.result() if game is not None else None
                if saved is None or game is None or result is None:
                    continue
                found.append(
                    FinishedSummary(
                        slot,
                        game.name,
                        game.players,
                        saved.human_seat,
                        saved.levels,
                        saved.practice,
                        result.totals,
                        result.winners,
                        finished_at,
                    )
                )
        return found


def _stamp(slot: str) -> str:
    """``YYYYMMDD-HHMMSS-xxxx`` of a slot's name (``<game>-<date>-<time>-<random>``)."""
    return slot.split("-", 1)[-1]
