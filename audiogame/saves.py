"""Autosave and resume: the running game as the engine's JSON record plus the table's choices.

Saves are data only (JSON, no pickle, no eval). A save that is not a regular file, is larger
than :data:`SAVE_SIZE_LIMIT`, does not parse, has an unknown version or does not replay legally
is refused, set aside under a new name and reported.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

import engine
from audiogame.storage import atomic_write, read_bounded, remove_stale_temporaries, set_aside
from engine.bots import LEVELS as BOT_LEVELS

__all__ = [
    "SAVE_SIZE_LIMIT",
    "SAVE_VERSION",
    "LoadedSave",
    "SaveProblem",
    "SavedGame",
    "load_save",
    "read_save",
    "write_save",
]

log = logging.getLogger(__name__)

SAVE_VERSION = 1
SAVE_SIZE_LIMIT = 4 * 1024 * 1024
"""Bytes. The longest games write about 80 KB of record (a Fox game to 999 points, 190 rounds); the
rest is room for what a save may come to hold beside it, such as the speech history (two
buffers of 500 messages of up to 1 KB each: 1 MB). A larger file is refused unread."""


@dataclass
class SavedGame:
    """A game to resume: the engine record and who sits where."""

    record: engine.GameRecord
    human_seat: int = 0
    levels: tuple[str, ...] = ()
    """The opponents' levels, one per other seat (empty: the game's default level)."""
    practice: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


class SaveProblem(StrEnum):
    """Why a save was refused (it has been set aside)."""

    UNREADABLE = "unreadable"
    VERSION = "version"
    INVALID = "invalid"


def write_save(saved: SavedGame, path: Path) -> None:
    """Write ``saved`` atomically."""
    data = {
        "save_version": SAVE_VERSION,
        "record": json.loads(saved.record.to_json()),
        "human_seat": saved.human_seat,
        "levels": list(saved.levels),
        "practice": saved.practice,
        "extra": saved.extra,
    }
    atomic_write(path, json.dumps(data, ensure_ascii=False, sort_keys=True))


@dataclass(frozen=True)
class LoadedSave:
    """What :func:`read_save` found: the save and its replayed game, or why it was refused and
    where the refused file was set aside (``moved_to``, to name it to the player)."""

    saved: SavedGame | None = None
    game: engine.Game | None = None
    problem: SaveProblem | None = None
    moved_to: Path | None = None


def load_save(path: Path) -> tuple[SavedGame | None, engine.Game | None, SaveProblem | None]:
    """Read and replay the save at ``path``: ``(saved, game, None)``, ``(None, None, None)`` when
    there is none (or it is of a game this program does not have now: it is kept for when the
    game's package is back), or ``(None, None, problem)`` after setting a bad file aside."""
    loaded = read_save(path)
    return loaded.saved, loaded.game, loaded.problem


def read_save(path: Path, *, over: bool = False) -> LoadedSave:
    """:func:`load_save`, also telling where a refused file was set aside (``over``: the
    record of a finished game, kept for review, whose game must be over; a save's must not).

    Temporary files that interrupted writes left beside the save are deleted first."""
    remove_stale_temporaries(path.parent)
    if not path.exists():
        return LoadedSave()
    problem = SaveProblem.UNREADABLE
    try:
        data = json.loads(read_bounded(path, SAVE_SIZE_LIMIT))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        if data.get("save_version") != SAVE_VERSION:
            problem = SaveProblem.VERSION
            raise ValueError(f"save version {data.get('save_version')!r}")
        problem = SaveProblem.INVALID
        record = engine.GameRecord.from_json(json.dumps(data["record"]))
        if record.game not in engine.GAMES:  # a game of a package not installed now: kept
            log.info("save %s is of a game this program does not have: %r", path, record.game)
            return LoadedSave()
        if not _deals_possible(record):
            raise ValueError(f"{len(record.deals)} deals for {len(record.actions)} actions")
        seat, levels, practice = data["human_seat"], data["levels"], data["practice"]
        extra = data.get("extra", {})
        ok = (
            isinstance(seat, int)
            and not isinstance(seat, bool)
            and 0 <= seat < record.players
            and isinstance(levels, list)
            and len(levels) in (0, record.players - 1)
            and all(isinstance(x, str) and x in BOT_LEVELS for x in levels)
            and isinstance(practice, bool)
            and isinstance(extra, dict)
        )
        if not ok:
            raise ValueError("a field has the wrong type")
        game = engine.replay(record)
        if game.is_over != over:
            raise ValueError("the game is over" if game.is_over else "the game is not over")
        if len(game.deals) != len(record.deals):
            raise ValueError(f"{len(record.deals)} deals saved, {len(game.deals)} played")
    except (OSError, ValueError, KeyError, TypeError, RecursionError) as exc:
        log.warning("save %s refused (%s): %s", path, problem, exc)
        moved = None
        try:
            moved = set_aside(path)
        except OSError as move_error:
            log.warning("could not set %s aside: %s", path, move_error)
        return LoadedSave(problem=problem, moved_to=moved)
    return LoadedSave(SavedGame(record, seat, tuple(levels), practice, extra), game)


def _deals_possible(record: engine.GameRecord) -> bool:
    """Whether ``record`` has no more deals than the rounds its actions can have reached (checked
    before replaying: each deal costs a parse). A round lasts at least one trick, one action per
    player, before the next deal."""
    return len(record.deals) <= 1 + len(record.actions) // max(record.players, 1)
