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

from audiogame.games.base import GamePresentation, Option, TrickResult
from audiogame.games.fearless import FearlessPresentation
from audiogame.games.fox import FoxPresentation
from engine.registry import ENTRIES

__all__ = [
    "DEMO_GAME",
    "GamePresentation",
    "Option",
    "TrickResult",
    "game_names",
    "presentation",
]

DEMO_GAME = "fox"
"""The game ``audiogame demo`` plays when none is named (the shortest to hear whole)."""
_KEY = "presentation"
_PRESENTATIONS: tuple[GamePresentation, ...] = (FearlessPresentation(), FoxPresentation())

for _shown in _PRESENTATIONS:
    ENTRIES[_shown.name].extensions[_KEY] = _shown


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
