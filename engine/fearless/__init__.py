"""*Fearless* (Friedemann Friese, 2F-Spiele, 2025) for 3-5 players.

Quick tour::

    >>> from engine.fearless import Fearless, kind_to_text
    >>> game = Fearless(4, seed=1, options={"first_leader": 0})
    >>> [kind_to_text(k) for k in game.legal_actions()][:3]  # doctest: +SKIP
    ['B-6', 'B-2', 'O+3']
    >>> events = game.apply(game.legal_actions()[0])

Modules: :mod:`~engine.fearless.cards` (kinds, physical ids, texts), :mod:`~engine.fearless.rules`
(pure rule functions), :mod:`~engine.fearless.events`, :mod:`~engine.fearless.observation`,
:mod:`~engine.fearless.state` (the :class:`Fearless` game).
"""

from engine.fearless.cards import (
    BLUE,
    GREEN,
    KIND_COUNT,
    MAGENTA,
    ORANGE,
    SUIT_LETTERS,
    SUITS,
    VALUES,
    ZERO,
    kind_of,
    kind_to_text,
    suit_of,
    suit_to_text,
    text_to_kind,
    text_to_suit,
    value_of,
)
from engine.fearless.events import (
    CardPlayed,
    GameOver,
    GhostMoved,
    HandDealt,
    LedSuitFixed,
    RoundScored,
    RoundStarted,
    TrickWon,
)
from engine.fearless.observation import FearlessObservation
from engine.fearless.rules import (
    RUIN_POINTS,
    deck_kinds,
    fear_points,
    hand_size,
    is_legal,
    led_suit,
    legal_kinds,
    move_ghost,
    next_leader,
    round_count,
    round_leader,
    round_points,
    running_totals,
    trick_value,
    trick_winner,
    winners,
)
from engine.fearless.state import OPTIONS, Fearless

__all__ = [
    "BLUE",
    "GREEN",
    "KIND_COUNT",
    "MAGENTA",
    "OPTIONS",
    "ORANGE",
    "RUIN_POINTS",
    "SUITS",
    "SUIT_LETTERS",
    "VALUES",
    "ZERO",
    "CardPlayed",
    "Fearless",
    "FearlessObservation",
    "GameOver",
    "GhostMoved",
    "HandDealt",
    "LedSuitFixed",
    "RoundScored",
    "RoundStarted",
    "TrickWon",
    "deck_kinds",
    "fear_points",
    "hand_size",
    "is_legal",
    "kind_of",
    "kind_to_text",
    "led_suit",
    "legal_kinds",
    "move_ghost",
    "next_leader",
    "round_count",
    "round_leader",
    "round_points",
    "running_totals",
    "suit_of",
    "suit_to_text",
    "text_to_kind",
    "text_to_suit",
    "trick_value",
    "trick_winner",
    "value_of",
    "winners",
]
