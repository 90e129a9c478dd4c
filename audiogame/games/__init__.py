"""The games' presentations: one module per game (``audiogame/games/<game>.py``), kept in this
package's registry (:func:`register`), which only takes games the engine's registry knows, so one
name ties the game's rules, bots, worlds, invariants and presentation together.

Everything in ``audiogame`` that depends on the game asks its presentation::

    from audiogame.games import presentation, game_names

    show = presentation("fox")
    show.groups            # ("bells", "keys", "moons")
    game_names()           # every game, in the engine registry's order

A game of a package of its own registers its engine entry, its presentation, its companion part
and the folder of its Fluent files from that package; the program calls it through the
package's ``audiogame.games`` entry point (:func:`load_plugins`)::

    def register_game() -> None:                      # the entry point's object
        engine.registry.register(MY_ENTRY)
        audiogame.games.register(MyPresentation(), locales=files("mygame") / "locales")

See ``docs/architecture.md``; ``tests/plugin_game/`` is such a game.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from audiogame.games.base import (
    Face,
    Fact,
    GamePresentation,
    Option,
    Standing,
    TrickPicture,
    TrickResult,
)
from audiogame.games.companion import CompanionGame
from audiogame.games.fearless import FearlessPresentation
from audiogame.games.fearless_companion import FearlessCompanion
from audiogame.games.fox import FoxPresentation
from audiogame.games.fox_companion import FoxCompanion
from audiogame.i18n import add_locales, remove_locales
from audiogame.slots import GAME_NAME
from engine.errors import ConfigError
from engine.registry import ENTRIES

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = [
    "DEMO_GAME",
    "CompanionGame",
    "Face",
    "Fact",
    "GamePresentation",
    "Option",
    "Standing",
    "TrickPicture",
    "TrickResult",
    "companion",
    "companion_names",
    "default_level",
    "game_defaults",
    "game_names",
    "level_of",
    "load_plugins",
    "presentation",
    "register",
    "unregister",
]

log = logging.getLogger(__name__)

DEMO_GAME = "fox"
"""The game ``audiogame demo`` plays when none is named (the shortest to hear whole)."""
PLUGIN_GROUP = "audiogame.games"
"""The entry-point group of games in packages of their own."""

_PRESENTATIONS: dict[str, GamePresentation] = {}
_COMPANIONS: dict[str, CompanionGame] = {}
_LOCALES: dict[str, Traversable] = {}


def register(
    show: GamePresentation,
    *,
    companion: CompanionGame | None = None,
    locales: Traversable | None = None,
) -> None:
    """Add a game's presentation (its companion part, the folder of its ``<lang>/*.ftl``
    messages); the engine must know the game, and a name is taken once."""
    if not GAME_NAME.fullmatch(show.name):  # its saves are named after it
        raise ConfigError(f"a game's name is lowercase letters and digits, not {show.name!r}")
    if show.name not in ENTRIES:
        raise ConfigError(f"no game {show.name!r} in the engine's registry")
    if show.name in _PRESENTATIONS:
        raise ConfigError(f"a presentation of {show.name!r} is registered already")
    if companion is not None and companion.name != show.name:
        raise ConfigError(f"the companion part of {companion.name!r} given for {show.name!r}")
    _PRESENTATIONS[show.name] = show
    if companion is not None:
        _COMPANIONS[show.name] = companion
    if locales is not None:
        _LOCALES[show.name] = locales
        add_locales(locales)


def unregister(name: str) -> None:
    """Remove game ``name``'s parts (a test's game, once the test is over)."""
    _PRESENTATIONS.pop(name, None)
    _COMPANIONS.pop(name, None)
    locales = _LOCALES.pop(name, None)
    if locales is not None:
        remove_locales(locales)


def _declared(group: str) -> bool:
    """Whether a distribution on the path declares an entry point of ``group``: a look at the
    ``entry_points.txt`` of each ``*.dist-info`` and ``*.egg-info`` folder, so that a start
    with no game package installed does not import :mod:`importlib.metadata` (tens of ms)."""
    header = f"[{group}]"
    for folder in sys.path:
        try:
            entries = os.scandir(folder or ".")
        except OSError:
            continue  # a zip file, a folder gone
        with entries:
            for entry in entries:
                if not entry.name.endswith((".dist-info", ".egg-info")):
                    continue
                try:
                    text = Path(entry.path, "entry_points.txt").read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError):
                    continue
                if header in text:
                    return True
    return False


_FAILED: list[str] = []


def load_plugins() -> list[str]:
    """Register the games of installed packages (their ``audiogame.games`` entry points, each a
    function that registers its game); the names of the entry points that failed, logged (and
    kept for :func:`failed_plugins`)."""
    if not _declared(PLUGIN_GROUP):
        return []
    from importlib.metadata import entry_points

    failed = []
    for point in entry_points(group=PLUGIN_GROUP):
        try:
            point.load()()
        except Exception:
            log.exception("the game of entry point %s could not be registered", point.name)
            failed.append(point.name)
    _FAILED.extend(name for name in failed if name not in _FAILED)
    return failed


def failed_plugins() -> tuple[str, ...]:
    """The entry points of installed games that could not be registered (the doctor says them;
    the log says why)."""
    return tuple(_FAILED)


register(FearlessPresentation(), companion=FearlessCompanion())
register(FoxPresentation(), companion=FoxCompanion())


def presentation(name: str) -> GamePresentation:
    """The presentation of game ``name``; ``ConfigError`` for a game that has none."""
    shown = _PRESENTATIONS.get(name)
    if shown is None or name not in ENTRIES:
        raise ConfigError(f"unknown game {name!r}; choose from {', '.join(game_names())}")
    return shown


def default_level(name: str) -> str:
    """The computer players' level a game starts with (its engine entry's)."""
    return ENTRIES[name].default_level


def game_defaults(name: str) -> dict[str, int | str]:
    """What a game's setup offers a player who never chose: its options' defaults and its
    level."""
    defaults: dict[str, int | str] = {o.name: o.default for o in presentation(name).options}
    defaults["level"] = default_level(name)
    return defaults


def level_of(name: str, stored: Mapping[str, Any]) -> str:
    """The level the settings keep for game ``name`` (:func:`default_level` for none, or one
    the game does not have)."""
    level = stored.get("level")
    return level if level in ENTRIES[name].levels else default_level(name)


def game_names() -> tuple[str, ...]:
    """Every game that has a presentation, in the engine registry's order."""
    return tuple(name for name in ENTRIES if name in _PRESENTATIONS)


def companion(name: str) -> CompanionGame:
    """The table companion's part of game ``name``; ``ConfigError`` for a game without one."""
    part = _COMPANIONS.get(name)
    if part is None or name not in companion_names():
        raise ConfigError(f"no table companion for {name!r}; choose from {companion_names()}")
    return part


def companion_names() -> tuple[str, ...]:
    """Every game the table companion serves, in the engine registry's order."""
    return tuple(
        name
        for name, entry in ENTRIES.items()
        if entry.public_table is not None and name in _COMPANIONS
    )
