"""The companion's saved games: one public-play record per slot, ``<data>/companion/<slot>.json``,
written atomically after every entry (a crash loses nothing that was said).

Kept apart from the dealt games' saves (:mod:`audiogame.library`): a public-play record has no
deal to replay. A file that does not read or replay is set aside (renamed, never deleted) and
reported, as saves are. A game at a table is locked (``<slot>.lock``, an OS lock that dies with
the process), so that two windows never enter into the same game.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from audiogame.slots import SlotFolder
from audiogame.storage import atomic_write, read_bounded, remove_stale_temporaries, set_aside
from engine.errors import EngineError
from engine.public import PublicRecord

__all__ = ["RECORD_SIZE_LIMIT", "CompanionStore", "StoredGame"]

log = logging.getLogger(__name__)

RECORD_SIZE_LIMIT = 4 * 1024 * 1024
"""Bytes: a long Fox match is a few tens of KB of entries."""


@dataclass(frozen=True)
class StoredGame:
    """A companion game read back: its slot and record."""

    slot: str
    record: PublicRecord


class CompanionStore(SlotFolder):
    """The companion's games in ``folder`` (see the module docstring)."""

    def write(self, slot: str, record: PublicRecord) -> None:
        """Save ``record`` in ``slot`` atomically; raises :class:`OSError`."""
        atomic_write(self.path(slot), record.to_json())

    def read(self, slot: str) -> PublicRecord | None:
        """The record of ``slot``; ``None`` (the file set aside) when it does not read or
        replay, or (the file kept) when it is a game the program does not have now."""
        path = self.path(slot)
        try:
            record = PublicRecord.from_json(read_bounded(path, RECORD_SIZE_LIMIT))
            from audiogame.companion.session import public_table_class
            from audiogame.games import companion_names

            if record.game not in companion_names():  # a package not installed now: kept
                log.info("companion record %s is of a game not here: %r", path, record.game)
                return None
            public_table_class(record.game).from_record(record)
        except (OSError, EngineError, ValueError) as exc:
            log.warning("companion record %s refused: %s", path, exc)
            try:
                set_aside(path)
            except OSError:
                log.warning("could not set %s aside", path, exc_info=True)
            return None
        return record

    def slots(self) -> list[str]:
        """Every slot, newest first (what interrupted writes left removed first)."""
        remove_stale_temporaries(self.folder)
        return super().slots()

    def latest_unfinished(self) -> StoredGame | None:
        """The newest game that is not over and no other program has open, if any."""
        for slot in self.slots():
            probe = self.lock(slot)
            if probe is None:
                continue
            probe.release()
            record = self.read(slot)
            if record is not None and not record.over:
                return StoredGame(slot, record)
        return None
