"""Fox cards and actions: ids, text forms, bitmasks.

A card id is ``suit * 11 + (rank - 1)``: 0..10 Bells, 11..21 Keys, 22..32 Moons, each suit in
rank order, so bit ``id`` of a hand bitmask is that card and a suit is 11 consecutive bits.

Actions are ints: ``0..32`` play that card, ``SWAP + c`` (Fox) puts hand card ``c`` as the new
decree card, :data:`KEEP` (Fox) keeps the decree card, ``RETURN + c`` (Woodcutter) puts hand card
``c`` at the bottom of the draw deck. Text forms: ``7B``, ``swap 2B``, ``keep``, ``return 7B``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.errors import NotationError

__all__ = [
    "ACTION_COUNT",
    "ALL_CARDS",
    "BELLS",
    "BIT",
    "CARD_COUNT",
    "DRAW_DECK_SIZE",
    "FOX",
    "FULL_MASK",
    "HAND_SIZE",
    "KEEP",
    "KEYS",
    "MONARCH",
    "MOONS",
    "RANKS",
    "RETURN",
    "SUITS",
    "SUIT_LETTERS",
    "SUIT_MASK",
    "SWAN",
    "SWAP",
    "TREASURE",
    "WITCH",
    "WOODCUTTER",
    "action_to_text",
    "card",
    "card_to_text",
    "cards_of",
    "mask_of",
    "parse_cards",
    "rank_of",
    "return_action",
    "suit_of",
    "swap_action",
    "text_to_action",
    "text_to_card",
]

BELLS = 0
KEYS = 1
MOONS = 2
SUITS: tuple[int, ...] = (BELLS, KEYS, MOONS)
SUIT_LETTERS = "BKM"
"""Letter of each suit, indexed by suit."""
RANKS: tuple[int, ...] = tuple(range(1, 12))

SWAN = 1
"""Lost with a Swan: its player leads the next trick."""
FOX = 3
"""Played: may exchange the decree card with a hand card."""
WOODCUTTER = 5
"""Played: draw the top card of the draw deck, then return any hand card to its bottom."""
TREASURE = 7
"""The trick's winner scores 1 point per 7 in it."""
WITCH = 9
"""A lone 9 in a trick counts as trump."""
MONARCH = 11
"""Led: the follower holding its suit must answer with the 1 or their highest card of it."""

CARD_COUNT = 33
HAND_SIZE = 13
DRAW_DECK_SIZE = 6
ALL_CARDS: tuple[int, ...] = tuple(range(CARD_COUNT))

SWAP = 33
"""``SWAP + c``: Fox exchange of the decree card with hand card ``c``."""
KEEP = 66
"""Fox: keep the decree card."""
RETURN = 67
"""``RETURN + c``: Woodcutter return of hand card ``c`` to the bottom of the draw deck."""
ACTION_COUNT = 100
"""Actions are ``0 .. ACTION_COUNT - 1``."""

BIT: tuple[int, ...] = tuple(1 << c for c in range(CARD_COUNT))
"""Bitmask of each card."""
SUIT_MASK: tuple[int, ...] = tuple(0x7FF << (11 * s) for s in SUITS)
"""Bitmask of every card of each suit."""
FULL_MASK = (1 << CARD_COUNT) - 1

_CARD_RE = re.compile(r"(1[01]|[1-9])([BKM])")


def card(suit: int, rank: int) -> int:
    """The id of the card of ``suit`` and ``rank`` (1..11)."""
    if suit not in SUITS or not 1 <= rank <= 11:
        raise NotationError(f"no Fox card of suit {suit!r} and rank {rank!r}")
    return suit * 11 + rank - 1


def suit_of(card: int) -> int:
    """Printed suit of a card."""
    return card // 11


def rank_of(card: int) -> int:
    """Printed rank of a card, 1..11."""
    return card % 11 + 1


def card_to_text(card: int) -> str:
    """``7B``, ``11K``, ``9M`` ..."""
    if not 0 <= card < CARD_COUNT:
        raise NotationError(f"no Fox card {card!r}")
    return f"{card % 11 + 1}{SUIT_LETTERS[card // 11]}"


def text_to_card(text: str) -> int:
    """Inverse of :func:`card_to_text` (case-insensitive); ``NotationError`` on anything else."""
    match = _CARD_RE.fullmatch(text.strip().upper())
    if match is None:
        raise NotationError(f"not a Fox card: {text!r}")
    return SUIT_LETTERS.index(match[2]) * 11 + int(match[1]) - 1


def parse_cards(texts: Iterable[str]) -> tuple[int, ...]:
    """Card ids of ``texts``; ``NotationError`` on an unknown or repeated card."""
    cards: list[int] = []
    seen = 0
    for text in texts:
        c = text_to_card(text)
        if seen & BIT[c]:
            raise NotationError(f"card {card_to_text(c)} appears twice")
        seen |= BIT[c]
        cards.append(c)
    return tuple(cards)


def mask_of(cards: Iterable[int]) -> int:
    """Bitmask of a set of cards."""
    mask = 0
    for c in cards:
        mask |= BIT[c]
    return mask


def cards_of(mask: int) -> tuple[int, ...]:
    """Card ids of a bitmask, ascending."""
    return tuple(c for c in ALL_CARDS if mask >> c & 1)


def swap_action(card: int) -> int:
    """Fox action: exchange the decree card with hand card ``card``."""
    return SWAP + card


def return_action(card: int) -> int:
    """Woodcutter action: return hand card ``card`` to the bottom of the draw deck."""
    return RETURN + card


def action_to_text(action: int) -> str:
    """``7B``, ``swap 2B``, ``keep``, ``return 7B``; ``NotationError`` for a non-action."""
    if isinstance(action, int) and not isinstance(action, bool):
        if 0 <= action < SWAP:
            return card_to_text(action)
        if SWAP <= action < KEEP:
            return "swap " + card_to_text(action - SWAP)
        if action == KEEP:
            return "keep"
        if RETURN <= action < ACTION_COUNT:
            return "return " + card_to_text(action - RETURN)
    raise NotationError(f"no Fox action {action!r}")


def text_to_action(text: str) -> int:
    """Inverse of :func:`action_to_text` (case and spacing free); ``NotationError`` otherwise."""
    words = text.lower().split()
    if len(words) == 1:
        if words[0] == "keep":
            return KEEP
        return text_to_card(words[0])
    if len(words) == 2 and words[0] == "swap":
        return SWAP + text_to_card(words[1])
    if len(words) == 2 and words[0] == "return":
        return RETURN + text_to_card(words[1])
    raise NotationError(f"not a Fox action: {text!r}")
