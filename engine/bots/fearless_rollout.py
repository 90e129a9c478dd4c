"""Fast playouts of the rest of a Fearless round, for search rollouts.

:func:`playout` reads a determinized :class:`~engine.fearless.Fearless` once through its public
views (hand masks, trick progress, ghosts) and finishes the round on plain ints with the cheap
policy of :func:`engine.bots.fearless_policy.rollout_action` fused in: the same rules, the same
choices and the same random draws, in the same order, as stepping the game with that policy,
several times faster (``tests/test_bots_rollout.py`` checks it). The game is left untouched.
"""

from __future__ import annotations

import random

from engine.bots.fearless_policy import ruin_cost
from engine.fearless import Fearless
from engine.fearless.cards import (
    CARD_KIND,
    KIND_MASK,
    KIND_SUIT,
    KIND_VALUE,
    SUIT_MASK,
    ZERO,
    ZERO_MASK,
    mask_cards,
)
from engine.fearless.rules import NO_BEST

__all__ = ["playout"]

_M0, _M1, _M2, _M3 = SUIT_MASK
_SURVIVE: tuple[float, ...] = tuple((v + 7) / 13 for v in range(-6, 7))
_HARM = 0.3
"""Weight of the harm done to the seat taking the trick (as the rollout policy)."""


class _Kinds(dict[int, tuple[int, ...]]):
    """Distinct kinds (ascending) of the cards of one suit, or of the zeros, in a bitmask."""

    def __missing__(self, mask: int) -> tuple[int, ...]:
        kinds = tuple(sorted({CARD_KIND[c] for c in mask_cards(mask)}))
        self[mask] = kinds
        return kinds


_KINDS = _Kinds()


def playout(game: Fearless, rng: random.Random, epsilon: float = 0.1) -> list[int | None]:
    """Finish the round of ``game`` (not modified) with the cheap policy; each seat's ghost at
    the end (``None``: on the ruin)."""
    ghosts = list(game.ghosts)
    left = game.tricks_left
    if game.is_over or left <= 0:
        return ghosts
    n = game.players
    hands = [game.hand_mask(s) for s in range(n)]
    progress = game.trick_progress
    count = progress.count
    total = progress.total
    led = progress.led
    best_value = progress.best_value
    best_seat = progress.best_seat
    seat = game.current_player
    assert seat is not None
    decode = _KINDS
    random_ = rng.random
    choice = rng.choice
    kind_value = KIND_VALUE
    kind_suit = KIND_SUIT
    # survive[count][value + 6]: the chance that the later seats leave a card of ``value`` best.
    survive = [[s ** (n - 1 - c) for s in _SURVIVE] for c in range(n)]
    while True:
        hand = hands[seat]
        if led >= 0 and hand & SUIT_MASK[led]:
            legal = decode[hand & SUIT_MASK[led]]
            if hand & ZERO_MASK:
                legal = (*legal, ZERO)
        else:
            legal = (
                decode[hand & _M0]
                + decode[hand & _M1]
                + decode[hand & _M2]
                + decode[hand & _M3]
                + decode[hand & ZERO_MASK]
            )
        if len(legal) == 1:
            kind = legal[0]
        elif random_() < epsilon:
            kind = choice(legal)
        else:
            # fearless_policy.cheap_costs, term by term.
            ghost = ghosts[seat]
            after = left - 1
            keep = ruin_cost(after) if ghost is None else float(abs(ghost))
            last = count == n - 1
            if last:
                holder = ghosts[best_seat] if best_seat >= 0 else None
                before = ruin_cost(after) if holder is None else float(abs(holder))
            chance = survive[count]
            costs: list[float] = []
            for k in legal:
                value = kind_value[k]
                new_total = total + value
                suit = kind_suit[k]
                if suit < 0:
                    win = best_value < 0 and (count == 0 or best_value != 0)
                elif led < 0:
                    win = value > best_value
                else:
                    win = suit == led and value > best_value
                won_cost = float(abs(new_total if ghost is None else ghost + new_total))
                if last:
                    if win:
                        cost = won_cost
                    else:
                        moved = new_total if holder is None else holder + new_total
                        cost = keep - _HARM * (abs(moved) - before)
                elif win:
                    p = chance[value + 6]
                    cost = p * won_cost + (1 - p) * keep
                else:
                    cost = keep
                if k == ZERO:
                    cost += 0.3
                costs.append(cost)
            low = min(costs) + 1e-9
            best = [k for k, c in zip(legal, costs, strict=True) if c <= low]
            kind = best[0] if len(best) == 1 else choice(best)
        copies = hand & KIND_MASK[kind]
        hands[seat] = hand ^ (copies & -copies)
        # TrickProgress.add
        value = kind_value[kind]
        total += value
        count += 1
        suit = kind_suit[kind]
        if suit < 0:
            if best_value < 0:
                best_value = 0
                best_seat = seat
        else:
            if led < 0:
                led = suit
            if suit == led and value > best_value:
                best_value = value
                best_seat = seat
        if count < n:
            seat = seat + 1 if seat + 1 < n else 0
            continue
        old = ghosts[best_seat]
        ghosts[best_seat] = total if old is None else old + total
        left -= 1
        if left == 0:
            return ghosts
        seat = best_seat
        count = total = 0
        led = best_seat = -1
        best_value = NO_BEST
