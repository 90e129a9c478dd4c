"""Where the program keeps its files: the user's configuration, data and state directories.

``AUDIOGAME_HOME`` (used by the tests) puts all three under one folder instead.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

__all__ = ["Paths", "default_paths"]

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
        """The running game, saved after every action."""
        return self.data / "autosave.json"

    @property
    def log_file(self) -> Path:
        """The rotating log."""
        return self.state / "audiogame.log"


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
