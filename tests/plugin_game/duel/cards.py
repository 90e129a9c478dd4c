"""Duel cards: ids, text forms, bitmasks.

Three suits of five ranks: Crowns, Embers and Ferns (``C``, ``E``, ``F``), ranks 1 to 5. A card
id is ``suit * 5 + rank - 1`` (0..14), so bit ``id`` of a hand bitmask is that card. An action
of the dealt game is the id of the card played. Text forms: ``3C``, ``5E``, ``1F``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.errors import NotationError

__all__ = [
    "ALL_CARDS",
    "ASIDE",
    "CARD_COUNT",
    "CROWNS",
    "EMBERS",
    "FERNS",
    "HAND_SIZE",
    "RANKS",
    "SUITS",
    "SUIT_LETTERS",
    "card",
    "card_to_text",
    "cards_of",
    "mask_of",
    "parse_cards",
    "rank_of",
    "suit_of",
    "text_to_card",
]

CROWNS = 0
EMBERS = 1
"""The suit nobody may lead until one of it has been played (see :mod:`.rules`)."""
FERNS = 2
SUITS: tuple[int, ...] = (CROWNS, EMBERS, FERNS)
SUIT_LETTERS = "CEF"
"""Letter of each suit, indexed by suit."""
RANKS: tuple[int, ...] = (1, 2, 3, 4, 5)

CARD_COUNT = 15
HAND_SIZE = 6
"""Cards dealt to each player, and tricks in a round."""
ASIDE = 3
"""Cards left face down, unseen, each round."""
ALL_CARDS: tuple[int, ...] = tuple(range(CARD_COUNT))

_CARD_RE = re.compile(r"([1-5])([CEF])")


def card(suit: int, rank: int) -> int:
    """The id of the card of ``suit`` and ``rank`` (1..5)."""
    if suit not in SUITS or rank not in RANKS:
        raise NotationError(f"no Duel card of suit {suit!r} and rank {rank!r}")
    return suit * 5 + rank - 1


def suit_of(card: int) -> int:
    """The suit of a card."""
    return card // 5


def rank_of(card: int) -> int:
    """The rank of a card, 1..5."""
    return card % 5 + 1


def card_to_text(card: int) -> str:
    """``3C``, ``5E``, ``1F`` ..."""
    if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < CARD_COUNT:
        raise NotationError(f"no Duel card {card!r}")
    return f"{rank_of(card)}{SUIT_LETTERS[suit_of(card)]}"


def text_to_card(text: str) -> int:
    """Inverse of :func:`card_to_text` (any case, spaces around); ``NotationError`` otherwise."""
    match = _CARD_RE.fullmatch(text.strip().upper()) if isinstance(text, str) else None
    if match is None:
        raise NotationError(f"not a Duel card: {text!r}")
    return SUIT_LETTERS.index(match[2]) * 5 + int(match[1]) - 1


def parse_cards(texts: Iterable[str]) -> tuple[int, ...]:
    """Card ids of ``texts``; ``NotationError`` on an unknown or repeated card."""
    cards: list[int] = []
    for text in texts:
        found = text_to_card(text)
        if found in cards:
            raise NotationError(f"card {card_to_text(found)} appears twice")
        cards.append(found)
    return tuple(cards)


def mask_of(cards: Iterable[int]) -> int:
    """Bitmask of a set of cards."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def cards_of(mask: int) -> tuple[int, ...]:
    """Card ids of a bitmask, ascending."""
    return tuple(c for c in ALL_CARDS if mask >> c & 1)
