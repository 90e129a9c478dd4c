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

from engine.events import Event, redact
from engine.game import Game, Result
from engine.reasons import Illegal, IllegalAction, Refusal, WinReason
from engine.record import FORMAT_VERSION, GameRecord, RecordError
from engine.registry import GAMES, new_game, replay

__version__ = "0.1.0"

__all__ = [
    "FORMAT_VERSION",
    "GAMES",
    "Event",
    "Game",
    "GameRecord",
    "Illegal",
    "IllegalAction",
    "RecordError",
    "Refusal",
    "Result",
    "WinReason",
    "__version__",
    "new_game",
    "redact",
    "replay",
]
