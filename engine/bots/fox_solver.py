"""Exact values of the rest of a Fox round when every card is known (one determinized world).

A state is a plain tuple (:data:`State`) read once from a :class:`~engine.fox.Fox` through its
public views; :func:`step` plays an action on it with the engine's lookup tables (the same rules
as :meth:`Fox.step <engine.game.Game.step>`, checked by ``tests/test_bots_solver.py``), and
:class:`Solver` searches to the end of the round with alpha-beta and a transposition table:
the observer maximises its reward, the opponent minimises it (the game is zero-sum in the
observer's reward). The expert answers its last decisions of a round by averaging these exact
values over likely worlds (perfect-information Monte Carlo).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.fox import Fox, Phase
from engine.fox.cards import FOX, KEEP, MONARCH, RETURN, SWAN, SWAP, WOODCUTTER
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

__all__ = ["OVER", "RETURN_PHASE", "Solver", "State", "legal_actions", "state_of", "step"]

_M = 0x7FF
_S0, _S1, _S2 = SUIT_CARDS
_LAST = TRICKS_PER_ROUND - 1
_PLAY, _EXCHANGE, _RETURN = 0, 1, 2
OVER = 3
"""The phase of a finished round."""
RETURN_PHASE = _RETURN
"""The phase of a Woodcutter's return."""
_PHASES = {
    Phase.PLAY: _PLAY,
    Phase.FOX_EXCHANGE: _EXCHANGE,
    Phase.WOODCUTTER_RETURN: _RETURN,
    Phase.OVER: OVER,
}
_POINTS = tuple(round_points(t) for t in range(TRICKS_PER_ROUND + 1))
_SEVEN_BITS = sum(1 << c for c in range(33) if SEVENS[c])

State = tuple[int, int, int, tuple[int, ...], int, int, int, int, int, int, int, int, int, int]
"""(hand 0, hand 1, decree, draw deck top first, lead or -1, follow or -1, leader, seat to act,
phase, tricks played, tricks won by 0 and by 1, totals of 0 and of 1): hands are bitmasks, the
totals include the Treasure scored and, once the round is over, the table points."""


def state_of(game: Fox) -> State:
    """The state of ``game``'s round (``game`` is not modified)."""
    lead = game.lead
    follow = game.follow
    won = game.tricks_won
    totals = game.totals
    seat = game.current_player
    return (
        game.hand_mask(0),
        game.hand_mask(1),
        game.decree,
        game.draw_deck,
        -1 if lead is None else lead,
        -1 if follow is None else follow,
        game.leader,
        -1 if seat is None else seat,
        _PHASES[game.phase],
        game.tricks_played,
        won[0],
        won[1],
        totals[0],
        totals[1],
    )


def _cards(mask: int) -> tuple[int, ...]:
    return _S0[mask & _M] + _S1[mask >> 11 & _M] + _S2[mask >> 22]


def legal_actions(state: State) -> tuple[int, ...]:
    """The actions of the seat to act, in the engine's order."""
    phase = state[8]
    hand = state[1] if state[7] else state[0]
    if phase == _PLAY:
        lead = state[4]
        if lead >= 0:
            suit = CARD_SUIT[lead]
            held = hand >> (11 * suit) & _M
            if held:
                if CARD_RANK[lead] == MONARCH:
                    return MONARCH_CARDS[suit][held]
                return SUIT_CARDS[suit][held]
        return _cards(hand)
    if phase == _EXCHANGE:
        return (*(SWAP + c for c in _cards(hand)), KEEP)
    if phase == _RETURN:
        return tuple(RETURN + c for c in _cards(hand))
    return ()


def step(state: State, action: int) -> State:
    """The state after the legal ``action``."""
    h0, h1, decree, deck, lead, follow, leader, seat, phase, trick_no, w0, w1, t0, t1 = state
    if phase == _PLAY:
        card = action
        bit = 1 << card
        if seat:
            h1 ^= bit
            hand = h1
        else:
            h0 ^= bit
            hand = h0
        is_lead = lead < 0
        if is_lead:
            lead = card
        else:
            follow = card
        rank = CARD_RANK[card]
        if rank == FOX:
            if hand:
                return (h0, h1, decree, deck, lead, follow, leader, seat, _EXCHANGE, trick_no,
                        w0, w1, t0, t1)  # fmt: skip
        elif rank == WOODCUTTER and deck:
            top = deck[0]
            if hand:
                if seat:
                    h1 |= 1 << top
                else:
                    h0 |= 1 << top
                return (h0, h1, decree, deck[1:], lead, follow, leader, seat, _RETURN, trick_no,
                        w0, w1, t0, t1)  # fmt: skip
            deck = (*deck[1:], top)
        if is_lead:
            return (h0, h1, decree, deck, lead, follow, leader, seat ^ 1, _PLAY, trick_no,
                    w0, w1, t0, t1)  # fmt: skip
    else:
        if phase == _EXCHANGE:
            if action != KEEP:
                card = action - SWAP
                swap = 1 << card | 1 << decree
                if seat:
                    h1 ^= swap
                else:
                    h0 ^= swap
                decree = card
        else:
            card = action - RETURN
            if seat:
                h1 ^= 1 << card
            else:
                h0 ^= 1 << card
            deck = (*deck, card)
        if follow < 0:
            return (h0, h1, decree, deck, lead, follow, leader, seat ^ 1, _PLAY, trick_no,
                    w0, w1, t0, t1)  # fmt: skip
    # both cards are down
    winner = leader ^ WINNER_ROLE[lead * 99 + follow * 3 + CARD_SUIT[decree]]
    points = SEVENS[lead] + SEVENS[follow]
    if winner:
        w1 += 1
        t1 += points
    else:
        w0 += 1
        t0 += points
    if trick_no == _LAST:
        return (h0, h1, decree, deck, -1, -1, leader, -1, OVER, trick_no + 1,
                w0, w1, t0 + _POINTS[w0], t1 + _POINTS[w1])  # fmt: skip
    loser = follow if winner == leader else lead
    nxt = winner ^ 1 if CARD_RANK[loser] == SWAN else winner
    return (h0, h1, decree, deck, -1, -1, nxt, nxt, _PLAY, trick_no + 1,
            w0, w1, t0, t1)  # fmt: skip


Reward = Callable[[int, int], float]
"""The observer's reward (0..1) for a round ending with these totals (seat 0, seat 1)."""


class Solver:
    """Alpha-beta over one world. ``reward(total0, total1)`` scores a finished round for
    ``observer``; the transposition table lives as long as the solver (one world).

    Two prunings keep it quick: each position's reachable rewards are bounded from its trick
    counts, totals and the Treasures still in play (a position whose band and points are
    settled needs no search), and the best action found for a position is tried first when it
    is searched again."""

    def __init__(self, observer: int, reward: Reward) -> None:
        self.observer = observer
        self.reward = reward
        self.nodes = 0
        self._table: dict[State, tuple[float, float, int]] = {}
        self._ranges: dict[tuple[int, int, int, int, int], tuple[float, float]] = {}

    def values(self, state: State) -> dict[int, float]:
        """The exact value of every legal action of ``state``."""
        return {a: self.value(step(state, a)) for a in legal_actions(state)}

    def bounds(self, state: State) -> tuple[float, float]:
        """The least and the greatest reward the round can still end with from ``state``."""
        h0, h1, decree, deck, lead, follow = state[:6]
        sevens = ((h0 | h1) & _SEVEN_BITS).bit_count() + SEVENS[decree]
        if lead >= 0:
            sevens += SEVENS[lead]
            if follow >= 0:
                sevens += SEVENS[follow]
        for c in deck:
            sevens += SEVENS[c]
        key = (state[10], state[12], state[13], TRICKS_PER_ROUND - state[9], sevens)
        found = self._ranges.get(key)
        if found is None:
            found = self._ranges[key] = self._range(*key)
        return found

    def _range(
        self, won0: int, total0: int, total1: int, left: int, sevens: int
    ) -> tuple[float, float]:
        reward = self.reward
        low, high = 2.0, -1.0
        for taken in range(left + 1):
            final0 = won0 + taken
            base0 = total0 + _POINTS[final0]
            base1 = total1 + _POINTS[TRICKS_PER_ROUND - final0]
            for x in range(sevens + 1):
                for y in range(sevens - x + 1):
                    value = reward(base0 + x, base1 + y)
                    if value < low:
                        low = value
                    if value > high:
                        high = value
        return low, high

    def value(self, state: State, alpha: float = -1.0, beta: float = 2.0) -> float:
        """The exact value of ``state`` when it lies strictly between ``alpha`` and ``beta``;
        otherwise a bound on the same side of the window (fail-soft)."""
        self.nodes += 1
        if state[8] == OVER:
            return self.reward(state[12], state[13])
        table = self._table
        entry = table.get(state)
        if entry is None:
            low, high = self.bounds(state)
            first = -1
            if high - low < 1e-12:
                table[state] = (low, high, -1)
                return low
        else:
            low, high, first = entry
            if low == high:
                return low
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low > alpha:
            alpha = low
        if high < beta:
            beta = high
        start_alpha, start_beta = alpha, beta
        maximise = state[7] == self.observer
        best = -1.0 if maximise else 2.0
        chosen = -1
        actions = legal_actions(state)
        if first >= 0 and first != actions[0] and first in actions:
            actions = (first, *(a for a in actions if a != first))
        for action in actions:
            value = self.value(step(state, action), alpha, beta)
            if maximise:
                if value > best:
                    best = value
                    chosen = action
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                chosen = action
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if best <= start_alpha:
            table[state] = (low, min(high, best), chosen)
        elif best >= start_beta:
            table[state] = (max(low, best), high, chosen)
        else:
            table[state] = (best, best, chosen)
        return best
