"""Where the program keeps its files: the user's configuration, data and state directories.

``AUDIOGAME_HOME`` (used by the tests) puts all three under one folder instead. Each folder is
created private to the user (0700) by whoever first writes there (:mod:`audiogame.storage`).
:func:`clean_leftovers` removes what killed runs left behind; call it once at start.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

__all__ = ["Paths", "clean_leftovers", "default_paths"]

APP = "audiogame"


@dataclass(frozen=True)
class Paths:
    """The three folders; created on first use by whoever writes there."""

    config: Path
    data: Path
    state: Path

    @property
    def settings_file(self) -> Path:
        """The settings, human-readable JSON."""
        return self.config / "settings.json"

    @property
    def autosave_file(self) -> Path:
        """Where older versions saved the one running game (adopted into :attr:`saves`)."""
        return self.data / "autosave.json"

    @property
    def saves(self) -> Path:
        """The saved games, one file per slot (see :mod:`audiogame.library`)."""
        return self.data / "saves"

    @property
    def finished(self) -> Path:
        """The finished games kept for review (see :mod:`audiogame.finished`)."""
        return self.data / "finished"

    @property
    def finished_online(self) -> Path:
        """The games finished at online seats, kept for review (see
        :mod:`audiogame.seat_games`)."""
        return self.finished / "online"

    @property
    def companion(self) -> Path:
        """The table companion's games, one public-play record per slot
        (see :mod:`audiogame.companion.store`)."""
        return self.data / "companion"

    @property
    def log_file(self) -> Path:
        """The rotating log."""
        return self.state / "audiogame.log"

    @property
    def folders(self) -> tuple[Path, Path, Path]:
        """The three folders."""
        return self.config, self.data, self.state


def clean_leftovers(paths: Paths) -> list[Path]:
    """Delete what runs that were killed left behind: unfinished temporary save and settings files
    in the three folders and the saves folder, and the temporary folders of built-in voice
    workers that are gone (another running copy's are kept). Returns what was deleted; never
    raises."""
    from audiogame.speech.tts_worker import remove_stale_workdirs  # only the worker needs it
    from audiogame.storage import remove_stale_temporaries

    removed: list[Path] = []
    for folder in dict.fromkeys(
        (*paths.folders, paths.saves, paths.finished, paths.finished_online, paths.companion)
    ):
        removed += remove_stale_temporaries(folder)
    return removed + remove_stale_workdirs()


def default_paths() -> Paths:
    """The platform's folders for this program, or those under ``AUDIOGAME_HOME``."""
    home = os.environ.get("AUDIOGAME_HOME")
    if home:
        root = Path(home)
        return Paths(root / "config", root / "data", root / "state")
    return Paths(
        Path(platformdirs.user_config_dir(APP, appauthor=False)),
        Path(platformdirs.user_data_dir(APP, appauthor=False)),
        Path(platformdirs.user_state_dir(APP, appauthor=False)),
    )
