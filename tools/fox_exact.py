"""Exact values of a Fox decision over every world its seat must allow for:
``python -m tools.fox_exact`` (the issue 14 position; ``--jobs 2`` splits the worlds).

The worlds are every placement of the hidden cards that the seat's observation allows (the
constraints of :class:`~engine.bots.fox_worlds.FoxKnowledge`: voids, Monarch bounds, decree
cards taken by a Fox, returned cards), each with its share of the uniformly shuffled deals that
lead to it. The order of the undrawn deck matters only for the cards a Woodcutter can still
draw, so a world fixes the deck's top cards as far as Woodcutters left can reach and counts the
orders of the rest as one. Each world is solved exactly (:class:`~engine.bots.fox_solver.Solver`,
both seats seeing every card) for every legal action of the seat; the value is the round's
points of the seat minus the opponent's (Treasure included).

Two readings: the *mean* over worlds is what the seat can expect if it could see the cards
after its decision (an upper bound on what it can really get against an opponent who plays
perfectly); the *minimum* over worlds bounds from above what the action can guarantee.
"""

from __future__ import annotations

import argparse
import itertools
import math
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from engine.bots.fox_solver import Solver, legal_actions, state_of, step
from engine.bots.fox_worlds import DECK, HAND, FoxWorlds
from engine.fox import Fox, FoxObservation, Phase
from engine.fox.cards import KEEP, RETURN, SWAP, WOODCUTTER, card_to_text, rank_of

__all__ = [
    "ISSUE_14_DEAL",
    "ISSUE_14_PLAYS",
    "ActionValues",
    "World",
    "action_text",
    "issue_14_game",
    "keep_and_best_swap",
    "main",
    "solve_worlds",
    "worlds",
]

# Issue 14: seat 0 (the non-dealer) holds the Bells; the opponent has shown it has none.
ISSUE_14_DEAL = (
    "1B 2B 3B 4B 5B 6B 8B 9B 10B 11B 2K 4K 9M",
    "1K 3K 6K 7K 8K 9K 10K 1M 2M 4M 6M 8M 11M",
    "11K",
    "10M 5K 7M 3M 7B 5M",
)
ISSUE_14_PLAYS = (
    *("2K", "10K", "7K", "4K", "11M", "9M", "5B", "return 10M", "1K", "3K"),
    *("swap 1M", "3B"),
)


def issue_14_game() -> Fox:
    """The game at seat 0's keep-or-exchange decision of issue 14."""
    texts = " ".join(ISSUE_14_DEAL).split()
    game = Fox(2, 0, {"first_dealer": 1}, [Fox.parse_deck(texts)])
    for text in ISSUE_14_PLAYS:
        game.apply(game.text_to_action(text))
    if game.phase is not Phase.FOX_EXCHANGE or game.current_player != 0:
        raise AssertionError("the issue 14 plays no longer reach seat 0's exchange")
    return game


def action_text(action: int) -> str:
    """``keep``, ``swap 4B``, ``return 4B`` or the card played."""
    if action == KEEP:
        return "keep"
    if action >= RETURN:
        return f"return {card_to_text(action - RETURN)}"
    if action >= SWAP:
        return f"swap {card_to_text(action - SWAP)}"
    return card_to_text(action)


@dataclass(frozen=True)
class World:
    """One class of hidden-card placements: the opponent's hand, the undrawn deck (its first
    ``len(top)`` cards in this order, the rest in any order) and how many deals it stands for."""

    hand: tuple[int, ...]
    top: tuple[int, ...]
    rest: tuple[int, ...]
    weight: int


def _tops(cards: Sequence[int], reach: int) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Ordered tops of an undrawn deck of ``cards`` that ``reach`` Woodcutter draws (and the
    Woodcutters drawn on the way) can take, with the cards left below."""
    if reach <= 0 or not cards:
        yield (), tuple(sorted(cards))
        return
    for index, card in enumerate(cards):
        rest = (*cards[:index], *cards[index + 1 :])
        more = reach - 1 + (rank_of(card) == WOODCUTTER)
        for top, below in _tops(rest, more):
            yield (card, *top), below


def worlds(obs: FoxObservation) -> Iterator[World]:
    """Every world ``obs.seat`` must allow for (the opponent's returns, if any, unsupported)."""
    knowledge = FoxWorlds(obs).knowledge
    if knowledge.slot_count:
        raise ValueError("positions after an opponent's Woodcutter return are not supported")
    hand_size, deck_size = knowledge.capacities[HAND], knowledge.capacities[DECK]
    forced = [c for c, m in zip(knowledge.unseen, knowledge.allowed, strict=True) if m == 1]
    either = [c for c, m in zip(knowledge.unseen, knowledge.allowed, strict=True) if m == 3]
    deck_only = [c for c, m in zip(knowledge.unseen, knowledge.allowed, strict=True) if m == 2]
    own_cutters = sum(rank_of(c) == WOODCUTTER for c in obs.hand)
    for chosen in itertools.combinations(either, hand_size - len(forced)):
        hand = tuple(sorted((*forced, *chosen)))
        deck = [c for c in either if c not in chosen] + deck_only
        if len(deck) != deck_size:
            continue
        reach = own_cutters + sum(rank_of(c) == WOODCUTTER for c in hand)
        for top, rest in _tops(deck, reach):
            yield World(hand, top, rest, math.factorial(len(rest)))


@dataclass(frozen=True)
class ActionValues:
    """Exact values (points of the seat minus the opponent's) of each action, per world."""

    actions: tuple[int, ...]
    weights: tuple[int, ...]
    values: tuple[tuple[float, ...], ...]
    """``values[w][i]``: world ``w``, action ``actions[i]``."""

    def mean(self, i: int) -> float:
        """Mean value of action ``i`` over the deals."""
        total = sum(self.weights)
        return sum(w * v[i] for w, v in zip(self.weights, self.values, strict=True)) / total

    def minimum(self, i: int) -> float:
        """Worst value of action ``i`` over the worlds."""
        return min(v[i] for v in self.values)

    def maximum(self, i: int) -> float:
        """Best value of action ``i`` over the worlds."""
        return max(v[i] for v in self.values)

    def share_best(self, i: int) -> float:
        """Share of the deals where action ``i`` is worth at least every other action."""
        total = sum(self.weights)
        best = sum(w for w, v in zip(self.weights, self.values, strict=True) if v[i] >= max(v))
        return best / total


_SPAN = 40.0


def _round_start(game: Fox) -> tuple[int, int]:
    """Both seats' totals when the round began (the value counts the whole round's points)."""
    totals, treasure = game.totals, game.observation(0).round_treasure
    return (totals[0] - treasure[0], totals[1] - treasure[1])


def _solve(game: Fox, seat: int, world: World) -> tuple[float, ...]:
    clone = game.clone()
    deck = (*world.top, *world.rest, *game.draw_deck[len(world.top) + len(world.rest) :])
    clone.rearrange(seat ^ 1, world.hand, deck)
    state = state_of(clone)
    start = _round_start(clone)

    def reward(total0: int, total1: int) -> float:
        gains = (total0 - start[0], total1 - start[1])
        return (gains[seat] - gains[seat ^ 1] + _SPAN / 2) / _SPAN

    solver = Solver(seat, reward)
    return tuple(solver.value(step(state, a)) * _SPAN - _SPAN / 2 for a in legal_actions(state))


def keep_and_best_swap(game: Fox, seat: int, world: World) -> tuple[float, float]:
    """The exact value of keeping in one world, and of the best exchange when it is worth more
    (otherwise a bound at most the value of keeping: an exchange that cannot beat keeping, or
    the best exchange so far, is cut off as soon as that is proved)."""
    clone = game.clone()
    deck = (*world.top, *world.rest, *game.draw_deck[len(world.top) + len(world.rest) :])
    clone.rearrange(seat ^ 1, world.hand, deck)
    state = state_of(clone)
    start = _round_start(clone)

    def reward(total0: int, total1: int) -> float:
        gains = (total0 - start[0], total1 - start[1])
        return (gains[seat] - gains[seat ^ 1] + _SPAN / 2) / _SPAN

    solver = Solver(seat, reward)
    keep = solver.value(step(state, KEEP))
    best = -1.0
    for action in legal_actions(state):
        if action != KEEP:
            # Only whether it beats keeping matters, and by how much when it does.
            best = max(best, solver.value(step(state, action), max(best, keep), 2.0))
    return keep * _SPAN - _SPAN / 2, best * _SPAN - _SPAN / 2


def _solve_chunk(args: tuple[Fox, int, list[World]]) -> list[tuple[float, ...]]:
    game, seat, chunk = args
    return [_solve(game, seat, world) for world in chunk]


def solve_worlds(game: Fox, seat: int, jobs: int = 1, limit: int = 0) -> ActionValues:
    """Exact values of ``seat``'s actions in ``game`` over every world it must allow for
    (``limit``: the first worlds only, for a quick check)."""
    obs = game.observation(seat)
    found = list(worlds(obs))
    if limit:
        found = found[:limit]
    chunks = [found[i::jobs] for i in range(jobs)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(_solve_chunk, [(game, seat, c) for c in chunks]))
    else:
        parts = [_solve_chunk((game, seat, chunks[0]))]
    ordered: list[World] = []
    values: list[tuple[float, ...]] = []
    for chunk, part in zip(chunks, parts, strict=True):
        ordered.extend(chunk)
        values.extend(part)
    return ActionValues(tuple(obs.legal_actions), tuple(w.weight for w in ordered), tuple(values))


def main(argv: Sequence[str] | None = None) -> int:
    """Print the table of the issue 14 position."""
    parser = argparse.ArgumentParser(description="Exact values of the issue 14 decision")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--limit", type=int, default=0, help="first worlds only")
    args = parser.parse_args(argv)
    game = issue_14_game()
    result = solve_worlds(game, 0, args.jobs, args.limit)
    print(f"{len(result.values)} worlds, {sum(result.weights)} deals")
    print()
    print("| action | mean | min | max | best in share of deals |")
    print("|---|---|---|---|---|")
    for i, action in enumerate(result.actions):
        print(
            f"| {action_text(action)} | {result.mean(i):+.3f} | {result.minimum(i):+.0f} "
            f"| {result.maximum(i):+.0f} | {result.share_best(i):.3f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
