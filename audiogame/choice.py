"""What a player picks for a new game, from a menu or the command line."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

__all__ = ["GameChoice"]


@dataclass
class GameChoice:
    """What the player picked for a new game (from the menu or the command line): the number
    of players and the values of the game's other options (see its presentation's options)."""

    game: str
    players: int
    level: str
    practice: bool
    options: Mapping[str, int] = field(default_factory=dict)
    """The game's own options by name (``{"target": 16}``); a missing one takes its default."""
    seed: int | None = None

    def values(self) -> dict[str, int]:
        """The options' values by option name."""
        return {**self.options, "players": self.players}
