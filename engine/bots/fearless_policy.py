"""Fearless heuristics: the costs a seat weighs, the medium/easy card scores and the cheap
policy used in search rollouts and as the opponent model of likelihood weighting.

Each seat wants its ghost to end the round on 0; a ghost left on the ruin costs 15, so a trick
is worth taking early when it is cheap. A card is scored by the expected cost of the seat's
ghost after the trick (won with some probability, worth the running total plus what the later
seats are expected to add) plus a share of the harm done to whoever else takes the trick.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from math import comb

from engine.fearless import Fearless
from engine.fearless.cards import KIND_SUIT, KIND_VALUE, ZERO
from engine.fearless.rules import RUIN_POINTS, TrickProgress

__all__ = [
    "FearlessSituation",
    "cheap_costs",
    "position_cost",
    "rollout_action",
    "ruin_cost",
    "score_cards",
    "situation",
]

RUIN = float(RUIN_POINTS)
_FAIL = 0.8
"""Chance of not managing to win a given later trick while on the ruin (no sure winner)."""
_SPARE = 5.0
"""Expected cost of a later trick taken only to leave the ruin."""
_RUIN_COST: tuple[float, ...] = tuple(RUIN * _FAIL**k + _SPARE * (1 - _FAIL**k) for k in range(16))


def ruin_cost(tricks_left: int, sure_winners: int = 0) -> float:
    """Expected fear points of a ghost still on the ruin with ``tricks_left`` tricks to go."""
    if tricks_left <= 0:
        return RUIN
    if sure_winners:
        return min(_SPARE, _RUIN_COST[tricks_left])
    return _RUIN_COST[min(tricks_left, 15)]


def position_cost(position: int | None, tricks_left: int, sure_winners: int = 0) -> float:
    """Expected fear points of a ghost at ``position`` (``None``: the ruin)."""
    if position is None:
        return ruin_cost(tricks_left, sure_winners)
    return float(abs(position))


def _wins_now(kind: int, count: int, led: int, best_value: int) -> bool:
    """Would ``kind`` be the best card of the trick just after being played?"""
    suit = KIND_SUIT[kind]
    if suit < 0:
        return best_value < 0 and (count == 0 or best_value != 0)
    if led < 0:
        return KIND_VALUE[kind] > best_value
    return suit == led and KIND_VALUE[kind] > best_value


_SHED = 0.7
"""Weight of shedding a high card that does not take the trick (once off the ruin)."""
_SURVIVE: tuple[float, ...] = tuple((v + 7) / 13 for v in range(-6, 7))


def cheap_costs(
    legal: Sequence[int],
    count: int,
    players: int,
    total: int,
    led: int,
    best_value: int,
    ghost: int | None,
    tricks_left: int,
    winner_ghost: int | None = None,
    harm: float = 0.0,
) -> list[float]:
    """Fast cost (lower is better) of each legal card: no card counting; the later seats are
    assumed to beat a card of value ``v`` each with chance ``(6 - v) / 13``. ``winner_ghost`` is
    the ghost of the seat now taking the trick and ``harm`` the weight of pushing it off 0
    (only used by the last seat, when the outcome is certain)."""
    last = count == players - 1
    after = tricks_left - 1
    keep = position_cost(ghost, after)
    costs: list[float] = []
    for kind in legal:
        value = KIND_VALUE[kind]
        new_total = total + value
        win = _wins_now(kind, count, led, best_value)
        won_cost = float(abs(new_total if ghost is None else ghost + new_total))
        if last:
            if win:
                cost = won_cost
            else:
                cost = keep
                if harm:
                    before = position_cost(winner_ghost, after)
                    moved = new_total if winner_ghost is None else winner_ghost + new_total
                    cost -= harm * (abs(moved) - before)
        elif win:
            p = _SURVIVE[value + 6] ** (players - 1 - count)
            cost = p * won_cost + (1 - p) * keep
        else:
            cost = keep
        if kind == ZERO:
            cost += 0.3
        costs.append(cost)
    return costs


def rollout_action(game: Fearless, rng: random.Random, epsilon: float = 0.1) -> int:
    """The cheap policy on a (determinized) game: the lowest :func:`cheap_costs`, a random
    legal card with chance ``epsilon``. Reads the game's trick progress (a cheap public view)."""
    legal = game.legal_actions()
    if len(legal) == 1 or rng.random() < epsilon:
        return legal[0] if len(legal) == 1 else rng.choice(legal)
    seat = game.current_player
    assert seat is not None, "the game is over"
    trick = game.trick_progress
    best_seat = trick.best_seat
    costs = cheap_costs(
        legal,
        trick.count,
        game.players,
        trick.total,
        trick.led,
        trick.best_value,
        game.ghost(seat),
        game.tricks_left,
        game.ghost(best_seat) if best_seat >= 0 else None,
        0.3,
    )
    low = min(costs)
    best = [k for k, c in zip(legal, costs, strict=True) if c <= low + 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


@dataclass
class FearlessSituation:
    """A decision seen by one seat, with what it has counted so far."""

    players: int
    seat: int
    hand: tuple[int, ...]
    legal: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    total: int
    led: int
    best_value: int
    best_seat: int
    ghosts: tuple[int | None, ...]
    tricks_left: int
    hand_sizes: tuple[int, ...]
    unseen: Sequence[int] = ()
    """Kinds the seat has not seen (card counting); empty = count nothing."""
    voids: Sequence[int] = ()
    """Per seat, bitmask of suits known void; empty = track nothing."""
    totals: tuple[int, ...] = ()
    final_round: bool = False


def _trick_state(trick: Sequence[tuple[int, int]]) -> tuple[int, int, int, int]:
    """(running total, led suit or -1, best value or -7, best seat or -1) of a trick."""
    progress = TrickProgress()
    for seat, kind in trick:
        progress.add(seat, kind)
    return progress.total, progress.led, progress.best_value, progress.best_seat


def situation(
    players: int,
    seat: int,
    hand: Sequence[int],
    legal: Sequence[int],
    trick: Sequence[tuple[int, int]],
    ghosts: Sequence[int | None],
    tricks_left: int,
    hand_sizes: Sequence[int],
    unseen: Sequence[int] = (),
    voids: Sequence[int] = (),
    totals: Sequence[int] = (),
    final_round: bool = False,
) -> FearlessSituation:
    """Build a :class:`FearlessSituation` from plain data."""
    total, led, best, best_seat = _trick_state(trick)
    return FearlessSituation(
        players,
        seat,
        tuple(hand),
        tuple(legal),
        tuple(trick),
        total,
        led,
        best,
        best_seat,
        tuple(ghosts),
        tricks_left,
        tuple(hand_sizes),
        tuple(unseen),
        tuple(voids),
        tuple(totals),
        final_round,
    )


def _tops(unseen: Sequence[int]) -> list[int]:
    """Highest unseen value of each suit (-7 when none is left)."""
    top = [-7, -7, -7, -7]
    for kind in unseen:
        suit = KIND_SUIT[kind]
        if suit >= 0 and KIND_VALUE[kind] > top[suit]:
            top[suit] = KIND_VALUE[kind]
    return top


def _is_sure(kind: int, top: Sequence[int]) -> bool:
    """No unseen card of its suit beats ``kind`` and it is worth leading to leave the ruin."""
    suit = KIND_SUIT[kind]
    return suit >= 0 and KIND_VALUE[kind] >= top[suit] and KIND_VALUE[kind] >= 3


def _p_none(pool: int, good: int, hand: int) -> float:
    """Chance that ``hand`` cards drawn from ``pool`` contain none of ``good`` given cards."""
    if good <= 0:
        return 1.0
    if hand <= 0 or pool <= 0:
        return 1.0
    if pool - good < hand:
        return 0.0
    return comb(pool - good, hand) / comb(pool, hand)


def score_cards(
    sit: FearlessSituation, harm: float = 0.4, counting: bool = True
) -> dict[int, float]:
    """Medium scores (higher is better) of each legal card.

    ``counting`` uses the unseen cards and voids to estimate the chance that a later seat beats
    the card and what the later seats add to the trick; ``harm`` weighs the expected harm done to
    the seat that takes the trick instead.
    """
    n = sit.players
    seat = sit.seat
    count = len(sit.trick)
    later = [(seat + i) % n for i in range(1, n - count)]
    unseen = sit.unseen if counting else ()
    voids = sit.voids if counting and sit.voids else [0] * n
    pool = len(unseen)
    mean_all = sum(KIND_VALUE[k] for k in unseen) / pool if pool else 0.0
    by_suit: list[list[int]] = [[], [], [], []]
    for kind in unseen:
        suit = KIND_SUIT[kind]
        if suit >= 0:
            by_suit[suit].append(KIND_VALUE[kind])
    after = sit.tricks_left - 1
    my_ghost = sit.ghosts[seat]
    top = _tops(unseen)
    sure_all = sum(1 for k in sit.hand if _is_sure(k, top)) if counting else 0
    weights = _rival_weights(sit)
    scores: dict[int, float] = {}
    for kind in sit.legal:
        value = KIND_VALUE[kind]
        suit = KIND_SUIT[kind]
        new_total = sit.total + value
        led = sit.led if sit.led >= 0 else suit
        win = _wins_now(kind, count, sit.led, sit.best_value)
        holder = seat if win else sit.best_seat
        holder_value = value if win else sit.best_value
        if suit < 0 and win and sit.led < 0:
            holder_value = 0
        # Expected contribution of the later seats and the chance nobody beats the holder.
        expected = 0.0
        survive = 1.0
        for other in later:
            size = sit.hand_sizes[other]
            if led >= 0 and counting:
                cards = by_suit[led]
                if voids[other] >> led & 1 or not cards:
                    expected += mean_all
                    continue
                higher = sum(1 for v in cards if v > holder_value)
                expected += sum(cards) / len(cards)
                p_holds = 1.0 - _p_none(pool, higher, size)
                survive *= 1.0 - 0.75 * p_holds
            elif led >= 0:
                expected += 0.0
                survive *= 1.0 - 0.75 * (6 - holder_value) / 13
            else:
                expected += mean_all
                survive *= 0.5
        final_value = new_total + expected
        sure = sure_all - (1 if counting and _is_sure(kind, top) else 0)
        keep_cost = position_cost(my_ghost, after, sure)
        moved = final_value if my_ghost is None else my_ghost + final_value
        won_cost = abs(moved)
        if holder == seat:
            p_me = survive
            mine = p_me * won_cost + (1 - p_me) * keep_cost
        else:
            p_me = 0.0
            mine = keep_cost
        # Harm to the seat that takes the trick (when it is not us).
        others = 0.0
        if harm and holder >= 0 and holder != seat:
            p_holder = survive if count + 1 < n else 1.0
            ghost = sit.ghosts[holder]
            before = position_cost(ghost, after)
            shifted = final_value if ghost is None else ghost + final_value
            others = p_holder * (abs(shifted) - before) * weights[holder]
        score = -mine + harm * others
        if counting and value > 0:
            # High cards force tricks on their holder later: shed them once the ghost is
            # placed, keep them while it still has to leave the ruin.
            shed = _SHED if my_ghost is not None else -_SHED
            score += shed * value * (1.0 - p_me)
        if kind == ZERO:
            score -= 0.5
        scores[kind] = score
    return scores


def _rival_weights(sit: FearlessSituation) -> list[float]:
    """How much harming each seat matters: more for the seats leading the game (final round)."""
    n = sit.players
    if not sit.totals or not sit.final_round:
        return [1.0] * n
    mine = sit.totals[sit.seat]
    return [1.0 if s == sit.seat else (2.0 if sit.totals[s] <= mine + 5 else 0.5) for s in range(n)]
