"""Where the program keeps its saved games, for tests: ``<data>/saves/<slot>.json``."""

from __future__ import annotations

import time
from pathlib import Path

from suite import patient

from audiogame.paths import Paths

PLANTED_SLOT = "game-20260101-120000-0000"
"""The slot of a save a test writes itself (a valid slot name)."""


def _paths(home: Path) -> Paths:
    return Paths(home / "config", home / "data", home / "state")


def saves_folder(home: Path) -> Path:
    """The saved games' folder of the program run with ``AUDIOGAME_HOME=home``."""
    return _paths(home).saves


def planted_save(home: Path) -> Path:
    """Where a test puts a save of its own (the folder is created)."""
    folder = saves_folder(home)
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{PLANTED_SLOT}.json"


def saves_in(home: Path) -> list[Path]:
    """The saved games there now (set-aside files not included)."""
    folder = saves_folder(home)
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def set_aside_saves(home: Path) -> list[Path]:
    """Saves refused and kept under a new name."""
    folder = saves_folder(home)
    return sorted(folder.glob("*.json.bad-*")) if folder.is_dir() else []


def the_save(home: Path) -> Path:
    """The one saved game there (fails the test when there is none or several)."""
    found = saves_in(home)
    assert len(found) == 1, f"expected one saved game, found {found}"
    return found[0]


def wait_for_save(home: Path, timeout: float = 10.0) -> Path:
    """The save of the game a running program plays, once it is written (``timeout``: see
    :func:`suite.patient`)."""
    limit = patient(timeout)
    deadline = time.monotonic() + limit
    while not saves_in(home):
        if time.monotonic() > deadline:
            raise AssertionError(f"no save after {limit} s")
        time.sleep(0.02)
    return the_save(home)
