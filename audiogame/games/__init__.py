"""The games' presentations: one module per game (``audiogame/games/<game>.py``), registered in
the engine's registry entry of that game (``engine.ENTRIES[name].extensions["presentation"]``),
so one entry ties the game's rules, bots, worlds, invariants and presentation together.

Everything in ``audiogame`` that depends on the game asks its presentation::

    from audiogame.games import presentation, game_names

    show = presentation("fox")
    show.groups            # ("bells", "keys", "moons")
    game_names()           # every game, in the engine registry's order

Adding a game: its engine package (with its registry entry) and one module here, listed in
:data:`_PRESENTATIONS`; nothing else changes (see ``docs/architecture.md``).
"""

from __future__ import annotations

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
from engine.registry import ENTRIES

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
    "game_names",
    "presentation",
]

DEMO_GAME = "fox"
"""The game ``audiogame demo`` plays when none is named (the shortest to hear whole)."""
_KEY = "presentation"
_PRESENTATIONS: tuple[GamePresentation, ...] = (FearlessPresentation(), FoxPresentation())

_COMPANION_KEY = "companion"
_COMPANIONS: tuple[CompanionGame, ...] = (FearlessCompanion(), FoxCompanion())

for _shown in _PRESENTATIONS:
    ENTRIES[_shown.name].extensions[_KEY] = _shown
for _part in _COMPANIONS:
    ENTRIES[_part.name].extensions[_COMPANION_KEY] = _part


def presentation(name: str) -> GamePresentation:
    """The presentation of game ``name``; ``ValueError`` for a game that has none."""
    entry = ENTRIES.get(name)
    shown = entry.extensions.get(_KEY) if entry is not None else None
    if not isinstance(shown, GamePresentation):
        raise ValueError(f"unknown game {name!r}; choose from {', '.join(game_names())}")
    return shown


def game_names() -> tuple[str, ...]:
    """Every game that has a presentation, in the engine registry's order."""
    return tuple(
        name
        for name, entry in ENTRIES.items()
        if isinstance(entry.extensions.get(_KEY), GamePresentation)
    )


def companion(name: str) -> CompanionGame:
    """The table companion's part of game ``name``; ``ValueError`` for a game without one."""
    entry = ENTRIES.get(name)
    part = entry.extensions.get(_COMPANION_KEY) if entry is not None else None
    if not isinstance(part, CompanionGame) or entry is None or entry.public_table is None:
        raise ValueError(f"no table companion for {name!r}; choose from {companion_names()}")
    return part


def companion_names() -> tuple[str, ...]:
    """Every game the table companion serves, in the engine registry's order."""
    return tuple(
        name
        for name, entry in ENTRIES.items()
        if entry.public_table is not None
        and isinstance(entry.extensions.get(_COMPANION_KEY), CompanionGame)
    )
