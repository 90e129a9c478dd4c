"""The shared card-game engine: pure rules of *Fearless* and *The Fox in the Forest*.

No I/O beyond records, no sentences, no locale. Quick tour::

    >>> import engine
    >>> game = engine.new_game("fox", seed=7)
    >>> action = game.legal_actions()[0]
    >>> events = game.apply(action)
    >>> record = game.record()
    >>> engine.replay(record) == game
    True

See ``docs/engine.md`` for the whole interface.
"""

from engine.errors import (
    ConfigError,
    EngineError,
    IllegalAction,
    Infeasible,
    NotationError,
    PositionError,
    RecordError,
    UsageError,
)
from engine.events import Event, redact
from engine.game import Game, Result
from engine.reasons import Illegal, Refusal, WinReason
from engine.record import FORMAT_VERSION, GameRecord
from engine.registry import GAMES, new_game, register, replay

__version__: str
"""The distribution's version, as declared once in ``pyproject.toml`` (read when first asked
for: ``importlib.metadata`` costs a noticeable part of the program's start)."""


def __getattr__(name: str) -> str:
    global __version__
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import metadata

    try:
        __version__ = metadata.version("audiogame")
    except metadata.PackageNotFoundError:  # a bare source tree, never installed
        __version__ = "0+unknown"
    return __version__


__all__ = [
    "FORMAT_VERSION",
    "GAMES",
    "ConfigError",
    "EngineError",
    "Event",
    "Game",
    "GameRecord",
    "Illegal",
    "IllegalAction",
    "Infeasible",
    "NotationError",
    "PositionError",
    "RecordError",
    "Refusal",
    "Result",
    "UsageError",
    "WinReason",
    "__version__",
    "new_game",
    "redact",
    "register",
    "replay",
]

import engine.catalog  # noqa: E402, F401  (last: the games register once the registry is whole)
