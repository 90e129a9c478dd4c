"""*Duel*, a game of a package of its own: the proof that a third trick-taking game plugs into
the program without a line changed outside this folder (issue 25).

Everything of the game is here: the engine side (:mod:`.duel`: cards, rules, events, the state,
positions, the public table of the companion, invariants, the computer player, a world sampler
and the registry entry), the presentation at the audio table (:mod:`.presentation`), the
companion part (:mod:`.companion`) and the messages in English and French (``locales/``). An
installed package would name :func:`register_game` as its ``audiogame.games`` entry point::

    [project.entry-points."audiogame.games"]
    duel = "plugin_game:register_game"

The tests call it from a fixture, and :func:`unregister_game` after.
"""

from __future__ import annotations

from importlib.resources import files

import audiogame.games
import engine.registry

from .companion import DuelCompanion
from .duel.entry import ENTRY
from .presentation import DuelPresentation

__all__ = ["NAME", "register_game", "unregister_game"]

NAME = ENTRY.name
"""The game's registry name."""


def register_game() -> None:
    """Register Duel: its engine entry, then its presentation, companion part and messages."""
    engine.registry.register(ENTRY)
    audiogame.games.register(
        DuelPresentation(), companion=DuelCompanion(), locales=files(__name__) / "locales"
    )


def unregister_game() -> None:
    """Remove every part of Duel (a test's game, once the test is over)."""
    audiogame.games.unregister(NAME)
    engine.registry.unregister(NAME)
