"""audiogame: the accessible table where people play the engine's games by ear and by keyboard."""

from engine import __version__

__all__ = ["__version__"]
