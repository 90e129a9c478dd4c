"""The Duel rules as pure functions on card ids.

Two players, six cards each, three left aside unseen. The non-dealer leads the first trick; the
other must follow the led suit if able; the highest card of the led suit wins and its player
leads next. Embers may not be led until an Ember has been played in the round (the Embers are
*lit*), unless the leader holds nothing else. A trick is worth a point; after the sixth trick the
round is scored, and the game ends once a player's total reaches the target (equal best totals
share the win). Seats in a trick are roles: :data:`LEADER` and :data:`FOLLOWER`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.errors import UsageError
from engine.reasons import WinReason

from .cards import ASIDE, CARD_COUNT, EMBERS, HAND_SIZE, rank_of, suit_of

__all__ = [
    "DEFAULT_TARGET",
    "EMBERS_UNLIT",
    "FOLLOWER",
    "LEADER",
    "deal_layout",
    "is_game_end",
    "legal_plays",
    "lights",
    "may_lead_embers",
    "trick_winner",
    "winners",
]

DEFAULT_TARGET = 4
"""Points that end the game: one round, unless it is drawn 3 to 3."""
LEADER = 0
FOLLOWER = 1
EMBERS_UNLIT = "embers-unlit"
"""The refusal of Duel's own (an open code of :class:`engine.reasons.Illegal`): an Ember led
before the Embers are lit, by a player who holds another suit."""


def lights(card: int) -> bool:
    """True when playing ``card`` lights the Embers."""
    return suit_of(card) == EMBERS


def may_lead_embers(hand: Iterable[int], lit: bool) -> bool:
    """Whether a player holding ``hand`` may lead an Ember: once lit, or holding only Embers."""
    return lit or all(suit_of(c) == EMBERS for c in hand)


def legal_plays(hand: Iterable[int], lead: int | None, lit: bool) -> tuple[int, ...]:
    """The cards ``hand`` may play (ascending): to lead (``lead`` is ``None``), any card but
    the Embers while they are unlit (unless only Embers are held); to follow, the led suit
    when held, else any card."""
    cards = sorted(hand)
    if lead is None:
        if may_lead_embers(cards, lit):
            return tuple(cards)
        return tuple(c for c in cards if suit_of(c) != EMBERS)
    suit = suit_of(lead)
    following = tuple(c for c in cards if suit_of(c) == suit)
    return following or tuple(cards)


def trick_winner(lead: int, follow: int) -> tuple[int, WinReason]:
    """Who takes the trick (:data:`LEADER` or :data:`FOLLOWER`) and why: the higher card of the
    led suit, or the lead when the follower played another suit."""
    if suit_of(follow) != suit_of(lead):
        return LEADER, WinReason.LEAD_NOT_FOLLOWED
    role = LEADER if rank_of(lead) > rank_of(follow) else FOLLOWER
    return role, WinReason.HIGHEST_OF_LED_SUIT


def is_game_end(totals: Sequence[int], target: int) -> bool:
    """True when, after a round, a player has reached ``target``."""
    return max(totals) >= target


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """The seats with the best total (both: a draw)."""
    best = max(totals)
    return tuple(s for s, t in enumerate(totals) if t == best)


def deal_layout(
    deck: Sequence[int], dealer: int
) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], tuple[int, ...]]:
    """Split a 15-card deck order: (hands by seat, the cards aside). The non-dealer gets
    ``deck[0:6]``, the dealer ``deck[6:12]``; ``deck[12:15]`` stay aside."""
    if len(deck) != CARD_COUNT:
        raise UsageError(f"a Duel deck has {CARD_COUNT} cards, not {len(deck)}")
    first, second = tuple(deck[:HAND_SIZE]), tuple(deck[HAND_SIZE : 2 * HAND_SIZE])
    hands = (second, first) if dealer == 0 else (first, second)
    return hands, tuple(deck[CARD_COUNT - ASIDE :])
