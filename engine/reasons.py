"""Explanations as data: why an action is refused and why a trick went where it did.

The engine never writes a sentence; front ends turn these codes into speech in the player's
language. The games share one vocabulary (:class:`Refusal`, :class:`WinReason`) so a narrator
can cover every code in one table; the codes are strings, so a game with a rule of its own adds
a code of its own (``"must-bid"``) without touching this module, and words it in its messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.errors import IllegalAction

__all__ = ["Illegal", "IllegalAction", "Refusal", "WinReason"]


class Refusal(StrEnum):
    """Why an action is not allowed now."""

    GAME_OVER = "game-over"
    """The game has ended; nothing more can be played."""
    NOT_YOUR_TURN = "not-your-turn"
    """Another seat is to act (only when a seat is given)."""
    UNKNOWN_ACTION = "unknown-action"
    """The number is no action of this game."""
    WRONG_PHASE = "wrong-phase"
    """The action belongs to another kind of decision (a card played during a Fox exchange)."""
    NOT_IN_HAND = "not-in-hand"
    """The card is not in the acting seat's hand."""
    MUST_FOLLOW = "must-follow"
    """The seat holds the led suit (``suit``) and must play it (a Fearless 0 also follows)."""
    MONARCH_FORCES = "monarch-forces"
    """A Monarch was led: only ``options`` (the 1 or the highest of the suit) may answer."""
    ALREADY_PLAYED = "already-played"
    """Public tables (the companion): every copy of the card has been played this round."""
    NOT_IN_DECK = "not-in-deck"
    """Public tables: no such card in this game's deck (a copy removed for this player count)."""
    REMOVED_SUIT = "removed-suit"
    """Public tables: the card's suit (``suit``) was removed for this game (3-player Fearless)."""
    IS_DECREE = "is-decree"
    """Public tables: the card lies face up as the decree card."""
    HELD_ELSEWHERE = "held-elsewhere"
    """Public tables: the card is known to be in another seat's hand (an old decree card)."""
    ALREADY_IN_TRICK = "already-in-trick"
    """Public tables: the seat named has already played to this trick."""


@dataclass(frozen=True, slots=True)
class Illegal:
    """A refusal with its details: the suit to follow, the only allowed options."""

    code: str
    """A :class:`Refusal`, or a code of the game's own (lower case words joined by dashes)."""
    suit: int | None = None
    options: tuple[int, ...] = ()


class WinReason(StrEnum):
    """Why a trick went to its winner."""

    HIGHEST_OF_LED_SUIT = "highest-of-led-suit"
    """The highest card of the led suit (a Fearless 0 counts as the led suit, value 0)."""
    FIRST_OF_EQUALS = "first-of-equals"
    """Identical best cards (Fearless zeros, 5-player +1/-1): the first one played wins."""
    ALL_ZEROS = "all-zeros"
    """Fearless: only zeros were played; the first zero (the leader's) wins."""
    TRUMP = "trump"
    """Fox: the only trump in the trick."""
    HIGHER_TRUMP = "higher-trump"
    """Fox: both cards were trump; the higher one wins."""
    WITCH_AS_TRUMP = "witch-as-trump"
    """Fox: the lone 9 counted as trump."""
    LEAD_NOT_FOLLOWED = "lead-not-followed"
    """Fox: the follower neither followed nor trumped, so the lead wins."""
