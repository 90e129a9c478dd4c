"""Fast playouts of the rest of a Fox round, for search rollouts.

:func:`playout` reads a determinized :class:`~engine.fox.Fox` once through its public views
(hand masks, decree, draw deck, trick, phase, counts) and finishes the round on plain ints with
the cheap policy of :func:`engine.bots.fox_policy.rollout_action` fused in: the same rules (the
engine's lookup tables), the same choices and the same random draws, in the same order, as
stepping the game with that policy, several times faster. ``tests/test_bots_rollout.py`` checks
the equality on random positions. The game itself is left untouched.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.bots.fox_solver import OVER, State, state_of
from engine.fox import Fox
from engine.fox.cards import FOX, KEEP, MONARCH, RETURN, SWAN, SWAP, TREASURE, WITCH, WOODCUTTER
from engine.fox.rules import (
    CARD_RANK,
    CARD_SUIT,
    MONARCH_CARDS,
    SEVENS,
    SUIT_CARDS,
    TRICKS_PER_ROUND,
    WINNER_ROLE,
    round_points,
)

__all__ = [
    "Playout",
    "Want",
    "cheap_want",
    "plan_want",
    "playout",
    "playout_state",
    "return_action",
]

_M = 0x7FF
_S0, _S1, _S2 = SUIT_CARDS
_LAST = TRICKS_PER_ROUND - 1
_PLAY, _EXCHANGE, _RETURN = 0, 1, 2  # the phases of a solver State
_POINTS = tuple(round_points(t) for t in range(TRICKS_PER_ROUND + 1))


def _strength_table(trump: int) -> tuple[float, ...]:
    """Each card's share of :func:`engine.bots.fox_policy._quick_strength` under ``trump``."""
    table: list[float] = []
    for c in range(33):
        rank = CARD_RANK[c]
        if CARD_SUIT[c] == trump:
            table.append(0.45 + rank * 0.05)
        elif rank == WITCH:
            table.append(0.6)
        elif rank >= 10:
            table.append(0.55 if rank == MONARCH else 0.4)
        else:
            table.append(0.0)
    return tuple(table)


_STRENGTH = tuple(_strength_table(t) for t in range(3))
# Integer keys ordered like the policy's tuple keys, so min/max pick the same first card.
_TRUMP_RANK = tuple(
    tuple((CARD_SUIT[c] == t) * 16 + CARD_RANK[c] for c in range(33)) for t in range(3)
)
_SEVEN_RANK = tuple((CARD_RANK[c] == TREASURE) * 16 + CARD_RANK[c] for c in range(33))
_NOT_SEVEN_RANK = tuple((CARD_RANK[c] != TREASURE) * 16 + CARD_RANK[c] for c in range(33))


def cheap_want(won: int, left: int, hand: tuple[int, ...], trump: int) -> int:
    """+1: take tricks, -1: avoid them (as ``fox_policy._want``, the strength summed lazily)."""
    if won >= 9:
        return -1 if won == 9 else 0
    if won >= 4:
        return 1 if won < 8 else -1
    if won + left < 7:
        return -1
    table = _STRENGTH[trump]
    strength = 0.0
    for c in hand:
        strength += table[c]
    return 1 if won + strength >= 6.5 else -1


def plan_want(won: int, left: int, hand: tuple[int, ...], trump: int) -> int:
    """+1: take tricks, -1: avoid them, for a seat that plans its band. As :func:`cheap_want`, but
    a seat with 4 tricks or more sheds as long as taking every trick left would pass 9, and
    takes only once it cannot: whoever holds the lead late in a round often keeps winning, so
    taking early walks into 10 (the cheap policy takes tricks up to 8 whatever is left, and so
    goes greedy, or lets a humble opponent stay humble)."""
    if won >= 10:
        return 0
    if won >= 4:
        return -1 if won + left > 9 else 1
    if won + left < 7:
        return -1
    table = _STRENGTH[trump]
    strength = 0.0
    for c in hand:
        strength += table[c]
    return 1 if won + strength >= 6.5 else -1


Want = Callable[[int, int, tuple[int, ...], int], int]
"""A seat's wish for tricks: ``want(won, left, hand, trump)`` is +1, 0 or -1."""

Playout = tuple[int, int, int, int]
"""The end of a playout: both seats' totals, then both seats' tricks won in the round."""


def playout(
    game: Fox, rng: random.Random, epsilon: float = 0.1, want: Want = cheap_want
) -> Playout:
    """Finish the round of ``game`` (not modified) with the cheap policy; the final totals (table
    points and Treasure included) and the tricks won, by seat. ``want`` replaces the policy's
    wish for tricks (e.g. :func:`plan_want`)."""
    return playout_state(state_of(game), rng, epsilon, want)


def playout_state(
    state: State, rng: random.Random, epsilon: float = 0.1, want: Want = cheap_want
) -> Playout:
    """:func:`playout` from a :data:`~engine.bots.fox_solver.State`."""
    h0, h1, decree, deck, lead, follow, leader, seat, phase, trick_no, w0, w1, t0, t1 = state
    if phase == OVER:
        return t0, t1, w0, w1
    totals = [t0, t1]
    won = [w0, w1]
    hands = [h0, h1]
    random_ = rng.random
    choice = rng.choice
    want_ = want
    trump_rank = _TRUMP_RANK
    while True:
        hand = hands[seat]
        trump = CARD_SUIT[decree]
        if phase == _PLAY:
            # --- choose a card
            if lead >= 0:
                suit = CARD_SUIT[lead]
                held = hand >> (11 * suit) & _M
                if held:
                    if CARD_RANK[lead] == MONARCH:
                        legal = MONARCH_CARDS[suit][held]
                    else:
                        legal = SUIT_CARDS[suit][held]
                else:
                    legal = _S0[hand & _M] + _S1[hand >> 11 & _M] + _S2[hand >> 22]
            else:
                legal = _S0[hand & _M] + _S1[hand >> 11 & _M] + _S2[hand >> 22]
            if len(legal) == 1:
                card = legal[0]
            elif random_() < epsilon:
                card = choice(legal)
            else:
                cards = _S0[hand & _M] + _S1[hand >> 11 & _M] + _S2[hand >> 22]
                wish = want_(won[seat], TRICKS_PER_ROUND - trick_no, cards, trump)
                keys = trump_rank[trump]
                if lead >= 0:
                    base = lead * 99 + trump
                    wins = [c for c in legal if WINNER_ROLE[base + c * 3] == 1]
                    if wish > 0:
                        if wins:
                            card = min(wins, key=keys.__getitem__)
                        else:
                            card = min(legal, key=_SEVEN_RANK.__getitem__)
                    elif wish < 0:
                        if len(wins) < len(legal):
                            loses = [c for c in legal if WINNER_ROLE[base + c * 3] != 1]
                            card = max(loses, key=_NOT_SEVEN_RANK.__getitem__)
                        else:
                            card = min(wins, key=CARD_RANK.__getitem__)
                    else:
                        card = choice(legal)
                elif wish > 0:
                    card = max(legal, key=keys.__getitem__)
                elif wish < 0:
                    card = min(legal, key=keys.__getitem__)
                else:
                    card = choice(legal)
            # --- play it
            hand ^= 1 << card
            hands[seat] = hand
            is_lead = lead < 0
            if is_lead:
                lead = card
            else:
                follow = card
            rank = CARD_RANK[card]
            if rank == FOX:
                if hand:
                    phase = _EXCHANGE
                    continue
            elif rank == WOODCUTTER and deck:
                top = deck[0]
                if hand:
                    hands[seat] = hand | 1 << top
                    deck = deck[1:]
                    phase = _RETURN
                    continue
                deck = (*deck[1:], top)
            if is_lead:
                seat ^= 1
                continue
        elif phase == _EXCHANGE:
            cards = _S0[hand & _M] + _S1[hand >> 11 & _M] + _S2[hand >> 22]
            if random_() < epsilon:
                action = choice([*(SWAP + c for c in cards), KEEP])
            elif want_(won[seat], TRICKS_PER_ROUND - trick_no, cards, trump) <= 0:
                action = KEEP
            else:
                counts = [0, 0, 0]
                for c in cards:
                    counts[CARD_SUIT[c]] += 1
                best = max(range(3), key=counts.__getitem__)
                if best == trump or counts[best] < 3:
                    action = KEEP
                else:
                    low = min((c for c in cards if CARD_SUIT[c] == best), key=CARD_RANK.__getitem__)
                    action = SWAP + low
            if action != KEEP:
                card = action - SWAP
                hands[seat] = hand ^ (1 << card | 1 << decree)
                decree = card
            phase = _PLAY
            if follow < 0:
                seat ^= 1
                continue
        else:  # the Woodcutter's return
            cards = _S0[hand & _M] + _S1[hand >> 11 & _M] + _S2[hand >> 22]
            if len(cards) == 1:
                card = cards[0]
            elif random_() < epsilon:
                card = choice(cards)
            else:
                keys = trump_rank[trump]
                if want_(won[seat], TRICKS_PER_ROUND - trick_no, cards, trump) > 0:
                    card = min(cards, key=keys.__getitem__)
                else:
                    card = max(cards, key=keys.__getitem__)
            hands[seat] = hand ^ 1 << card
            deck = (*deck, card)
            phase = _PLAY
            if follow < 0:
                seat ^= 1
                continue
        # --- both cards are down: the trick is decided
        winner = leader ^ WINNER_ROLE[lead * 99 + follow * 3 + CARD_SUIT[decree]]
        won[winner] += 1
        points = SEVENS[lead] + SEVENS[follow]
        if points:
            totals[winner] += points
        if trick_no == _LAST:
            return (
                totals[0] + _POINTS[won[0]],
                totals[1] + _POINTS[won[1]],
                won[0],
                won[1],
            )
        loser_card = follow if winner == leader else lead
        trick_no += 1
        leader = seat = winner ^ 1 if CARD_RANK[loser_card] == SWAN else winner
        lead = follow = -1


def return_action(
    state: State, rng: random.Random, epsilon: float = 0.1, want: Want = cheap_want
) -> int:
    """The cheap policy's Woodcutter return in ``state`` (as :func:`playout` chooses it)."""
    seat = state[7]
    hand = state[1] if seat else state[0]
    cards = _S0[hand & _M] + _S1[hand >> 11 & _M] + _S2[hand >> 22]
    if len(cards) == 1:
        return RETURN + cards[0]
    if rng.random() < epsilon:
        return RETURN + rng.choice(cards)
    trump = CARD_SUIT[state[2]]
    keys = _TRUMP_RANK[trump]
    won = state[11] if seat else state[10]
    if want(won, TRICKS_PER_ROUND - state[9], cards, trump) > 0:
        return RETURN + min(cards, key=keys.__getitem__)
    return RETURN + max(cards, key=keys.__getitem__)
