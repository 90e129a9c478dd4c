"""Exactly uniform sampling of hidden cards under per-card location constraints.

A *world* puts every hidden card in one *location* (another seat's hand, a stretch of the draw
deck ...) so that each location holds exactly its capacity and each card sits where its
constraints allow. :class:`ConstrainedDeal` counts those worlds exactly (big integers) and draws
them uniformly: cards with the same set of allowed locations form a group; a dynamic programme
over groups counts, for each way of splitting a group's size among its locations, the worlds of
the remaining groups; a draw picks each split with probability proportional to its multinomial
coefficient times that count, then a uniform shuffle decides which cards of the group go where.
Cards are distinct objects (identical-looking copies get distinct ids), which is what a uniform
shuffle of the physical deck gives.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate
from math import comb

from engine.errors import Infeasible, UsageError

__all__ = ["ConstrainedDeal", "Infeasible"]


def _splits(size: int, locations: tuple[int, ...], caps: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way to put ``size`` cards in ``locations`` without exceeding ``caps``: one count per
    location of ``locations``, in order."""
    result: list[tuple[int, ...]] = []
    last = len(locations) - 1

    def walk(i: int, left: int, acc: tuple[int, ...]) -> None:
        if i == last:
            if left <= caps[locations[i]]:
                result.append((*acc, left))
            return
        for k in range(min(left, caps[locations[i]]) + 1):
            walk(i + 1, left - k, (*acc, k))

    if not locations:
        if size == 0:
            result.append(())
        return result
    walk(0, size, ())
    return result


def _multinomial(size: int, parts: tuple[int, ...]) -> int:
    total = 1
    left = size
    for k in parts:
        total *= comb(left, k)
        left -= k
    return total


class ConstrainedDeal:
    """Uniform worlds for ``cards`` (distinct ids) spread over locations of given ``capacities``,
    card ``i`` allowed in the locations of bitmask ``allowed[i]`` (bit ``l`` = location ``l``).

    ``ordered`` lists the locations whose order matters (a draw deck): their cards come in a
    uniformly random order; the others (hands) come in no particular order, which saves the
    shuffles. ``None``: every location is ordered.

    Build once per decision (the tables fill lazily and are reused by every draw); not shared
    between threads.
    """

    def __init__(
        self,
        cards: Sequence[int],
        allowed: Sequence[int],
        capacities: Sequence[int],
        ordered: Sequence[int] | None = None,
    ) -> None:
        if len(cards) != len(allowed):
            raise UsageError("one allowed-location mask per card")
        if sum(capacities) != len(cards):
            raise Infeasible(f"{len(cards)} cards for {sum(capacities)} places")
        groups: dict[int, list[int]] = {}
        for card, mask in zip(cards, allowed, strict=True):
            groups.setdefault(mask, []).append(card)
        # Tightest groups first: fewer live capacity states in the table.
        order = sorted(groups, key=lambda m: (m.bit_count(), m))
        self.capacities: tuple[int, ...] = tuple(capacities)
        self._ordered: tuple[int, ...] = (
            tuple(range(len(capacities))) if ordered is None else tuple(ordered)
        )
        self._masks: tuple[int, ...] = tuple(order)
        self._cards: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(groups[m])) for m in order)
        self._locs: tuple[tuple[int, ...], ...] = tuple(
            tuple(loc for loc in range(len(capacities)) if m >> loc & 1) for m in order
        )
        self._memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self._choices: dict[
            tuple[int, tuple[int, ...]], tuple[list[int], list[tuple[int, ...]]]
        ] = {}
        self.total: int = self._count(0, self.capacities)
        if self.total == 0:
            raise Infeasible("no world satisfies the constraints")

    def _count(self, g: int, caps: tuple[int, ...]) -> int:
        if g == len(self._masks):
            return 1 if not any(caps) else 0
        key = (g, caps)
        cached = self._memo.get(key)
        if cached is not None:
            return cached
        size = len(self._cards[g])
        locs = self._locs[g]
        total = 0
        for split in _splits(size, locs, caps):
            rest = list(caps)
            for loc, k in zip(locs, split, strict=True):
                rest[loc] -= k
            sub = self._count(g + 1, tuple(rest))
            if sub:
                total += _multinomial(size, split) * sub
        self._memo[key] = total
        return total

    def _options(self, g: int, caps: tuple[int, ...]) -> tuple[list[int], list[tuple[int, ...]]]:
        key = (g, caps)
        cached = self._choices.get(key)
        if cached is not None:
            return cached
        size = len(self._cards[g])
        locs = self._locs[g]
        weights: list[int] = []
        rests: list[tuple[int, ...]] = []
        splits: list[tuple[int, ...]] = []
        for split in _splits(size, locs, caps):
            rest = list(caps)
            for loc, k in zip(locs, split, strict=True):
                rest[loc] -= k
            sub = self._count(g + 1, tuple(rest))
            if sub:
                weights.append(_multinomial(size, split) * sub)
                splits.append(split)
                rests.append(tuple(rest))
        cumulative = list(accumulate(weights))
        result = (cumulative, [*splits, *rests])
        self._choices[key] = result
        return result

    def sample(self, rng: random.Random) -> list[list[int]]:
        """One uniform world: the cards of each location (in a random order for the
        ``ordered`` locations)."""
        places: list[list[int]] = [[] for _ in self.capacities]
        caps = self.capacities
        for g, cards in enumerate(self._cards):
            cumulative, table = self._options(g, caps)
            if len(cumulative) == 1:
                pick = 0
            else:
                pick = bisect_right(cumulative, rng.randrange(cumulative[-1]))
            half = len(cumulative)
            split, caps = table[pick], table[half + pick]
            if len(cards) in split:  # the whole group goes to one location
                places[self._locs[g][split.index(len(cards))]].extend(cards)
                continue
            shuffled = list(cards)
            rng.shuffle(shuffled)
            start = 0
            for loc, k in zip(self._locs[g], split, strict=True):
                places[loc].extend(shuffled[start : start + k])
                start += k
        for loc in self._ordered:
            rng.shuffle(places[loc])
        return places
