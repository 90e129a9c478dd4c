"""The Fox rules as pure functions on card ids (rules.md §2), plus the lookup tables the state
uses on its fast path. Seats in a trick are roles: :data:`LEADER` and :data:`FOLLOWER`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from engine.errors import UsageError
from engine.fox.cards import (
    CARD_COUNT,
    DRAW_DECK_SIZE,
    HAND_SIZE,
    MONARCH,
    SUITS,
    SWAN,
    TREASURE,
    WITCH,
    rank_of,
    suit_of,
)
from engine.reasons import WinReason

__all__ = [
    "DEFAULT_TARGET",
    "FOLLOWER",
    "LEADER",
    "TRICKS_PER_ROUND",
    "RoundLabel",
    "deal_layout",
    "effective_suit",
    "is_game_end",
    "legal_follows",
    "legal_plays",
    "match_winners",
    "monarch_options",
    "next_leader",
    "round_label",
    "round_points",
    "swan_leads",
    "treasure_points",
    "trick_winner",
    "witch_applies",
]

DEFAULT_TARGET = 21
"""Points that end the game (16 short, 35 long are common variants)."""
LEADER = 0
"""The player who led the trick."""
FOLLOWER = 1
"""The player who answered."""
TRICKS_PER_ROUND = HAND_SIZE


class RoundLabel(StrEnum):
    """Name of a round result by tricks won (§2.10)."""

    HUMBLE = "humble"
    """0-3 tricks: 6 points."""
    DEFEATED = "defeated"
    """4-6 tricks: 1-3 points."""
    VICTORIOUS = "victorious"
    """7-9 tricks: 6 points."""
    GREEDY = "greedy"
    """10-13 tricks: 0 points."""


# --- following (§2.6) ---------------------------------------------------------------------------


def monarch_options(hand: Iterable[int], suit: int) -> tuple[int, ...]:
    """Cards allowed against a led Monarch of ``suit``: the 1 of it (if held) and the highest of
    it; empty when the hand holds no card of ``suit``."""
    of_suit = [c for c in hand if suit_of(c) == suit]
    if not of_suit:
        return ()
    return tuple(sorted({c for c in of_suit if rank_of(c) == SWAN} | {max(of_suit)}))


def legal_follows(hand: Iterable[int], lead: int) -> tuple[int, ...]:
    """The cards of ``hand`` that may answer ``lead`` (ascending): the led printed suit when held
    (a led Monarch narrows it to :func:`monarch_options`), else any card."""
    cards = sorted(hand)
    suit = suit_of(lead)
    if not any(suit_of(c) == suit for c in cards):
        return tuple(cards)
    if rank_of(lead) == MONARCH:
        return monarch_options(cards, suit)
    return tuple(c for c in cards if suit_of(c) == suit)


def legal_plays(hand: Iterable[int], lead: int | None) -> tuple[int, ...]:
    """Cards ``hand`` may play: any card to lead (``lead`` is ``None``), else the legal follows."""
    if lead is None:
        return tuple(sorted(hand))
    return legal_follows(hand, lead)


# --- the trick (§2.8, §2.9, §2.7.4) --------------------------------------------------------------


def witch_applies(lead: int, follow: int) -> bool:
    """True when the trick holds exactly one 9 (it then counts as trump)."""
    return (rank_of(lead) == WITCH) != (rank_of(follow) == WITCH)


def effective_suit(card: int, trump: int, lone_witch: bool) -> int:
    """The suit ``card`` counts as when the winner is determined."""
    return trump if lone_witch and rank_of(card) == WITCH else suit_of(card)


def _winner_by_suits(lead: int, follow: int, lead_suit: int, follow_suit: int, trump: int) -> int:
    if lead_suit == follow_suit:
        return LEADER if rank_of(lead) > rank_of(follow) else FOLLOWER
    return FOLLOWER if follow_suit == trump else LEADER


def trick_winner(lead: int, follow: int, trump: int) -> tuple[int, WinReason]:
    """Who takes the trick (:data:`LEADER` or :data:`FOLLOWER`) and why, with ``trump`` the suit
    of the decree card after both cards and their abilities.

    A lone 9 belongs to the trump suit for the whole comparison (§2.7.5): the reason is
    :attr:`WinReason.WITCH_AS_TRUMP` when such a 9 of another suit wins, and otherwise it
    describes the cards as they count: ``HIGHER_TRUMP`` (both trump, a lone 9 included),
    ``TRUMP`` (only the winner's card is trump), ``HIGHEST_OF_LED_SUIT`` (both of the led suit,
    no trump), ``LEAD_NOT_FOLLOWED`` (the follower neither followed nor trumped).
    """
    lone = witch_applies(lead, follow)
    lead_suit = effective_suit(lead, trump, lone)
    follow_suit = effective_suit(follow, trump, lone)
    winner = _winner_by_suits(lead, follow, lead_suit, follow_suit, trump)
    won = lead if winner == LEADER else follow
    if lone and rank_of(won) == WITCH and suit_of(won) != trump:
        return winner, WinReason.WITCH_AS_TRUMP
    if lead_suit == follow_suit:
        reason = WinReason.HIGHER_TRUMP if lead_suit == trump else WinReason.HIGHEST_OF_LED_SUIT
    elif trump in (lead_suit, follow_suit):
        reason = WinReason.TRUMP
    else:
        reason = WinReason.LEAD_NOT_FOLLOWED
    return winner, reason


def swan_leads(loser_card: int, trick_no: int) -> bool:
    """True when the loser leads next: they lost with a Swan before the last trick
    (``trick_no`` counts from 0)."""
    return rank_of(loser_card) == SWAN and trick_no < TRICKS_PER_ROUND - 1


def next_leader(winner: int, loser_card: int, trick_no: int) -> int:
    """Seat leading after trick ``trick_no`` (from 0) won by seat ``winner`` of two (§2.9)."""
    return 1 - winner if swan_leads(loser_card, trick_no) else winner


def treasure_points(lead: int, follow: int) -> int:
    """Points the trick's winner scores at once: one per 7 in it."""
    return (rank_of(lead) == TREASURE) + (rank_of(follow) == TREASURE)


# --- scoring and the end (§2.10, §2.11) --------------------------------------------------------

_POINTS: tuple[int, ...] = (6, 6, 6, 6, 1, 2, 3, 6, 6, 6, 0, 0, 0, 0)
_LABELS: tuple[RoundLabel, ...] = (
    (RoundLabel.HUMBLE,) * 4
    + (RoundLabel.DEFEATED,) * 3
    + (RoundLabel.VICTORIOUS,) * 3
    + (RoundLabel.GREEDY,) * 4
)


def round_points(tricks: int) -> int:
    """Table points for winning ``tricks`` tricks in a round."""
    if not 0 <= tricks <= TRICKS_PER_ROUND:
        raise UsageError(f"a round has {TRICKS_PER_ROUND} tricks, not {tricks}")
    return _POINTS[tricks]


def round_label(tricks: int) -> RoundLabel:
    """Label of a round with ``tricks`` tricks won."""
    if not 0 <= tricks <= TRICKS_PER_ROUND:
        raise UsageError(f"a round has {TRICKS_PER_ROUND} tricks, not {tricks}")
    return _LABELS[tricks]


def is_game_end(totals: Sequence[int], target: int) -> bool:
    """True when, after round scoring, a player has reached ``target``."""
    return max(totals) >= target


def match_winners(
    totals: Sequence[int], last_round_points: Sequence[int]
) -> tuple[tuple[int, ...], bool]:
    """Winning seats and whether the final-round rule was needed: higher total; equal totals ->
    more points in the final round (Treasure included); still equal -> both (a draw)."""
    if totals[0] != totals[1]:
        return ((0,) if totals[0] > totals[1] else (1,)), False
    if last_round_points[0] != last_round_points[1]:
        return ((0,) if last_round_points[0] > last_round_points[1] else (1,)), True
    return (0, 1), True


# --- the deal (§2.4) ----------------------------------------------------------------------------


def deal_layout(
    deck: Sequence[int], dealer: int
) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], int, tuple[int, ...]]:
    """Split a 33-card deck order: (hands by seat, decree card, draw deck top first).

    The non-dealer receives ``deck[0:13]``, the dealer ``deck[13:26]``, ``deck[26]`` is the
    decree card and ``deck[27:33]`` the draw deck, ``deck[27]`` on top.
    """
    if len(deck) != CARD_COUNT:
        raise UsageError(f"a Fox deck has {CARD_COUNT} cards, not {len(deck)}")
    first, second = tuple(deck[0:HAND_SIZE]), tuple(deck[HAND_SIZE : 2 * HAND_SIZE])
    hands = (second, first) if dealer == 0 else (first, second)
    return hands, deck[2 * HAND_SIZE], tuple(deck[CARD_COUNT - DRAW_DECK_SIZE :])


# --- lookup tables for the state's fast path ----------------------------------------------------


def _suit_table(suit: int) -> tuple[tuple[int, ...], ...]:
    """The cards of every 11-bit mask of ``suit``: each mask's lowest card before the cards of
    the mask without it (built once at import, so kept cheap)."""
    table: list[tuple[int, ...]] = [()]
    for m in range(1, 1 << 11):
        low = (m & -m).bit_length() - 1
        table.append((suit * 11 + low, *table[m & (m - 1)]))
    return tuple(table)


def _monarch_table(cards_of: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Against a led Monarch: the 1 (rank index 0) and the highest card, or the highest alone."""
    return tuple(
        (cards[0], cards[-1]) if len(cards) > 1 and cards[0] % 11 == 0 else cards[-1:]
        for cards in cards_of
    )


SUIT_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(_suit_table(s) for s in SUITS)
"""``SUIT_CARDS[s][m]``: card ids of the 11-bit mask ``m`` of suit ``s``, ascending."""
MONARCH_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    _monarch_table(cards_of) for cards_of in SUIT_CARDS
)
"""``MONARCH_CARDS[s][m]``: the cards allowed against a led Monarch of suit ``s``."""
CARD_SUIT: tuple[int, ...] = tuple(suit_of(c) for c in range(CARD_COUNT))
CARD_RANK: tuple[int, ...] = tuple(rank_of(c) for c in range(CARD_COUNT))
SEVENS: tuple[int, ...] = tuple(int(rank_of(c) == TREASURE) for c in range(CARD_COUNT))


def _winner_tables() -> tuple[bytes, tuple[WinReason, ...]]:
    roles = bytearray()
    reasons: list[WinReason] = []
    for lead in range(CARD_COUNT):
        for follow in range(CARD_COUNT):
            for trump in SUITS:
                role, reason = trick_winner(lead, follow, trump)
                roles.append(role)
                reasons.append(reason)
    return bytes(roles), tuple(reasons)


WINNER_ROLE, WINNER_REASON = _winner_tables()
"""Indexed by ``lead * 99 + follow * 3 + trump``: the :func:`trick_winner` role and reason."""
