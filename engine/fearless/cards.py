"""Fearless cards: suits, card kinds (what players see) and physical card ids (what decks hold).

A **kind** is what a card looks like: ``suit * 12 + idx`` for a suit card, where ``idx`` is
``value + 6`` for values -6..-1 and ``value + 5`` for +1..+6, so kinds of a suit ascend by value;
:data:`ZERO` (48) is the zero card. Actions, events and observations use kinds.

A **physical id** tells identical cards apart (the four zeros, the 5-player duplicate +1 and -1)
so that a deck order can be recorded. Suit ``s`` occupies bits ``16 * s .. 16 * s + 13`` of a hand
bitmask, its 14 cards in value order (-6 -5 -4 -3 -2 -1 -1 +1 +1 +2 ... +6); the zeros are bits
64..67. With 3 or 4 players the second copy of each +-1 (the higher id) and, with 3 players, the
last zero are not used.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.errors import ConfigError, NotationError

__all__ = [
    "BLUE",
    "CARD_COUNT",
    "GREEN",
    "KIND_COUNT",
    "MAGENTA",
    "ORANGE",
    "SUITS",
    "SUIT_LETTERS",
    "VALUES",
    "ZERO",
    "canonical_cards",
    "card_kind",
    "card_to_text",
    "cards_mask",
    "deck_cards",
    "kind_of",
    "kind_to_text",
    "mask_cards",
    "mask_kinds",
    "parse_cards",
    "suit_of",
    "suit_to_text",
    "text_to_kind",
    "text_to_suit",
    "value_of",
]

BLUE = 0
ORANGE = 1
MAGENTA = 2
GREEN = 3
SUITS: tuple[int, ...] = (BLUE, ORANGE, MAGENTA, GREEN)
SUIT_LETTERS = "BOMG"
"""Letter of each suit, indexed by suit."""

VALUES: tuple[int, ...] = (-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6)
"""Values of a suit's kinds, in kind order."""

ZERO = 48
"""The kind of the zero card (no suit, value 0)."""
KIND_COUNT = 49
"""Kinds are ``0 .. KIND_COUNT - 1``."""
CARD_COUNT = 68
"""Physical ids are ``0 .. CARD_COUNT - 1`` (some ids are unused gaps)."""

_SUIT_SPAN = 16
_ZERO_BASE = 64
_SUIT_LAYOUT: tuple[int, ...] = (-6, -5, -4, -3, -2, -1, -1, 1, 1, 2, 3, 4, 5, 6)
"""Value of each of the 14 physical cards of a suit, by bit offset."""


def _kind_from(suit: int, value: int) -> int:
    return suit * 12 + (value + 6 if value < 0 else value + 5)


# --- tables (the state uses them directly for speed) ----------------------------------------

KIND_SUIT: tuple[int, ...] = (*(k // 12 for k in range(48)), -1)
"""Suit of each kind, -1 for the zero."""
KIND_VALUE: tuple[int, ...] = (*(VALUES[k % 12] for k in range(48)), 0)
"""Value of each kind."""

_card_kind = [-1] * CARD_COUNT
for _s in SUITS:
    for _offset, _value in enumerate(_SUIT_LAYOUT):
        _card_kind[_SUIT_SPAN * _s + _offset] = _kind_from(_s, _value)
for _z in range(4):
    _card_kind[_ZERO_BASE + _z] = ZERO
CARD_KIND: tuple[int, ...] = tuple(_card_kind)
"""Kind of each physical id, -1 for an unused id."""
del _card_kind

KIND_CARDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(CARD_COUNT) if CARD_KIND[c] == k) for k in range(KIND_COUNT)
)
"""Physical ids of each kind, ascending (one, two for +-1, four for the zero)."""
KIND_MASK: tuple[int, ...] = tuple(sum(1 << c for c in cards) for cards in KIND_CARDS)
"""Bitmask of the physical ids of each kind."""
SUIT_MASK: tuple[int, ...] = tuple(((1 << 14) - 1) << (_SUIT_SPAN * s) for s in SUITS)
"""Bitmask of the physical ids of each suit."""
ZERO_MASK: int = KIND_MASK[ZERO]
"""Bitmask of the four zeros."""

_TEXT: tuple[str, ...] = (
    *(f"{SUIT_LETTERS[k // 12]}{VALUES[k % 12]:+d}" for k in range(48)),
    "0",
)
_FROM_TEXT: dict[str, int] = {text: kind for kind, text in enumerate(_TEXT)}
_FROM_TEXT["Z"] = ZERO


# --- kinds -----------------------------------------------------------------------------------


def _check_kind(kind: int) -> None:
    if not (isinstance(kind, int) and not isinstance(kind, bool) and 0 <= kind < KIND_COUNT):
        raise NotationError(f"not a Fearless card kind: {kind!r}")


def kind_of(suit: int | None, value: int) -> int:
    """The kind of a card: ``kind_of(GREEN, -4)``; ``kind_of(None, 0)`` is :data:`ZERO`."""
    if suit is None:
        if value != 0:
            raise NotationError("only the zero card has no suit")
        return ZERO
    if suit not in SUITS or value not in VALUES:
        raise NotationError(f"no suit card {suit!r}/{value!r}")
    return _kind_from(suit, value)


def suit_of(kind: int) -> int | None:
    """Suit of ``kind``, ``None`` for the zero."""
    _check_kind(kind)
    suit = KIND_SUIT[kind]
    return None if suit < 0 else suit


def value_of(kind: int) -> int:
    """Printed value of ``kind`` (-6..+6)."""
    _check_kind(kind)
    return KIND_VALUE[kind]


def kind_to_text(kind: int) -> str:
    """Text form: ``B+5``, ``G-4``, ``0``."""
    _check_kind(kind)
    return _TEXT[kind]


def text_to_kind(text: str) -> int:
    """Inverse of :func:`kind_to_text`; also accepts ``Z`` for the zero, any case, and the
    Unicode minus sign. Raises ``NotationError`` otherwise."""
    key = text.strip().upper().replace("\u2212", "-") if isinstance(text, str) else None
    if key is None or key not in _FROM_TEXT:
        raise NotationError(f"not a Fearless card: {text!r}")
    return _FROM_TEXT[key]


def suit_to_text(suit: int) -> str:
    """Letter of ``suit`` (``B``, ``O``, ``M``, ``G``)."""
    if suit not in SUITS:
        raise NotationError(f"not a Fearless suit: {suit!r}")
    return SUIT_LETTERS[suit]


def text_to_suit(text: str) -> int:
    """Suit of a letter (any case). Raises ``NotationError`` otherwise."""
    key = text.strip().upper() if isinstance(text, str) else ""
    if len(key) != 1 or key not in SUIT_LETTERS:
        raise NotationError(f"not a Fearless suit letter: {text!r}")
    return SUIT_LETTERS.index(key)


# --- physical cards --------------------------------------------------------------------------


def card_kind(card: int) -> int:
    """Kind of a physical id. Raises ``NotationError`` for an unused id."""
    if not (isinstance(card, int) and 0 <= card < CARD_COUNT) or CARD_KIND[card] < 0:
        raise NotationError(f"not a Fearless card id: {card!r}")
    return CARD_KIND[card]


def card_to_text(card: int) -> str:
    """Text form of a physical id (the text of its kind)."""
    return _TEXT[card_kind(card)]


def parse_cards(texts: Sequence[str]) -> tuple[int, ...]:
    """Physical ids of card texts, identical cards taking the lowest unused id first.

    Raises an ``EngineError`` on an unknown text or more copies of a card than exist.
    """
    used = [0] * KIND_COUNT
    cards: list[int] = []
    for text in texts:
        kind = text_to_kind(text)
        copies = KIND_CARDS[kind]
        if used[kind] >= len(copies):
            raise NotationError(f"too many copies of {_TEXT[kind]} (at most {len(copies)})")
        cards.append(copies[used[kind]])
        used[kind] += 1
    return tuple(cards)


def canonical_cards(cards: Sequence[int]) -> tuple[int, ...]:
    """The same card order with identical cards relabelled lowest id first, as
    :func:`parse_cards` reads it back from texts (so a recorded deal replays to equal ids)."""
    used = [0] * KIND_COUNT
    result: list[int] = []
    for card in cards:
        kind = card_kind(card)
        result.append(KIND_CARDS[kind][used[kind]])
        used[kind] += 1
    return tuple(result)


def deck_cards(players: int, removed_suit: int | str | None = None) -> tuple[int, ...]:
    """Physical ids of the deck for ``players`` (3: without ``removed_suit``, a suit or its
    letter), ascending."""
    if isinstance(removed_suit, str):
        removed_suit = text_to_suit(removed_suit)
    if players not in (3, 4, 5):
        raise ConfigError(f"Fearless is for 3-5 players, not {players!r}")
    if (players == 3) != (removed_suit is not None):
        raise ConfigError("a removed suit is needed with 3 players, and only then")
    if removed_suit is not None and removed_suit not in SUITS:
        raise NotationError(f"not a Fearless suit: {removed_suit!r}")
    cards: list[int] = []
    for suit in SUITS:
        if suit == removed_suit:
            continue
        base = _SUIT_SPAN * suit
        for offset in range(14):
            if players < 5 and offset in (6, 8):
                continue
            cards.append(base + offset)
    zeros = 3 if players == 3 else 4
    cards.extend(range(_ZERO_BASE, _ZERO_BASE + zeros))
    return tuple(cards)


def cards_mask(cards: Iterable[int]) -> int:
    """Bitmask of physical ids."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def mask_cards(mask: int) -> tuple[int, ...]:
    """Physical ids of a bitmask, ascending."""
    cards: list[int] = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return tuple(cards)


def mask_kinds(mask: int) -> tuple[int, ...]:
    """Kinds of a bitmask, ascending, identical cards repeated."""
    return tuple(CARD_KIND[c] for c in mask_cards(mask))
