"""*Duel*, the engine side: a small two-player trick-taking game that lives outside the
engine, registered like any plug-in (see ``tests/plugin_game/__init__.py``).

:class:`Duel` is the game; :mod:`.rules` holds the rules as pure functions on card ids,
:mod:`.cards` the card ids and their text forms, :mod:`.entry` the registry entry.
"""

from .cards import CROWNS, EMBERS, FERNS, card_to_text, rank_of, suit_of, text_to_card
from .events import (
    CardPlayed,
    EmbersLit,
    GameOver,
    HandDealt,
    RoundScored,
    RoundStarted,
    TrickWon,
)
from .observation import DuelObservation
from .public import PublicDuel
from .rules import DEFAULT_TARGET, EMBERS_UNLIT
from .state import Duel

__all__ = [
    "CROWNS",
    "DEFAULT_TARGET",
    "EMBERS",
    "EMBERS_UNLIT",
    "FERNS",
    "CardPlayed",
    "Duel",
    "DuelObservation",
    "EmbersLit",
    "GameOver",
    "HandDealt",
    "PublicDuel",
    "RoundScored",
    "RoundStarted",
    "TrickWon",
    "card_to_text",
    "rank_of",
    "suit_of",
    "text_to_card",
]
