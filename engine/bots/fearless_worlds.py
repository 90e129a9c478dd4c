"""What a Fearless seat knows about the hidden hands, and determinized games built from it.

Knowledge comes from the observation alone: the unseen cards (the deck of this player count less
the own hand and every card played this round) and the voids (a seat that played a card of
another suit than the led one holds none of the led suit; a 0 reveals nothing). A world gives
each other seat a hand of its size, every card of a suit outside the seats void in it; worlds
are drawn exactly uniformly (:mod:`engine.bots.sampling`).

A determinized :class:`~engine.fearless.Fearless` is built through the public constructor: the
round's starting hands (current hands plus the cards each seat played) as the ``deals`` preset,
then the round's plays replayed with ``step()``. That template is built once per decision; each
world is a clone with the other seats' hands replaced. The template's round, totals and past
round points are set from the observation so that its observation equals the seat's own.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from engine.bots.sampling import ConstrainedDeal
from engine.fearless import Fearless, FearlessObservation
from engine.fearless.cards import KIND_CARDS, KIND_SUIT, SUIT_LETTERS, ZERO
from engine.fearless.rules import deck_kinds

__all__ = [
    "FearlessWorlds",
    "round_plays",
    "unseen_kinds",
    "void_suits",
]


def round_plays(obs: FearlessObservation) -> list[tuple[int, int]]:
    """Every (seat, kind) played this round, in order (the current trick last)."""
    plays = [play for trick in obs.completed_tricks for play in trick]
    plays.extend(obs.trick)
    return plays


def void_suits(obs: FearlessObservation) -> list[int]:
    """For each seat, a bitmask of the suits it is known to hold none of (this round)."""
    voids = [0] * obs.players
    for trick in (*obs.completed_tricks, obs.trick):
        led = -1
        for seat, kind in trick:
            suit = KIND_SUIT[kind]
            if suit < 0:
                continue  # a zero follows anything and shows nothing
            if led < 0:
                led = suit
            elif suit != led:
                voids[seat] |= 1 << led
    return voids


@lru_cache(maxsize=32)
def _deck_counts(players: int, removed_suit: int | None) -> Counter[int]:
    return Counter(deck_kinds(players, removed_suit))


def unseen_kinds(obs: FearlessObservation) -> list[int]:
    """Kinds (with repeats) that the seat has not seen: in the other hands, ascending."""
    left = _deck_counts(obs.players, obs.removed_suit).copy()
    left.subtract(obs.hand)
    left.subtract(kind for _, kind in round_plays(obs))
    return sorted(left.elements())


class FearlessWorlds:
    """Uniform worlds and determinized games for one decision of ``obs.seat``.

    ``search=True`` makes the built games end with the current round (their round index is set
    to the last one), which is all the search needs and saves dealing a new round.
    """

    def __init__(self, obs: FearlessObservation, *, search: bool = False) -> None:
        self.obs = obs
        n = obs.players
        self.seat = obs.seat
        self.others: tuple[int, ...] = tuple(s for s in range(n) if s != obs.seat)
        self.voids = void_suits(obs)
        self.unseen = unseen_kinds(obs)
        # One physical id per unseen card, never one of the own hand's ids.
        start_hand = Counter(obs.hand)
        for seat, kind in round_plays(obs):
            if seat == obs.seat:
                start_hand[kind] += 1
        self._own_ids = self._allocate(start_hand, {})
        used: dict[int, int] = {k: len(v) for k, v in self._own_ids.items()}
        ids: list[int] = []
        for kind in self.unseen:
            index = used.get(kind, 0)
            used[kind] = index + 1
            ids.append(KIND_CARDS[kind][index])
        self._ids = ids
        self._id_kind = dict(zip(ids, self.unseen, strict=True))
        allowed: list[int] = []
        for kind in self.unseen:
            suit = KIND_SUIT[kind]
            mask = 0
            for place, other in enumerate(self.others):
                if kind == ZERO or not self.voids[other] >> suit & 1:
                    mask |= 1 << place
            allowed.append(mask)
        sizes = [obs.hand_sizes[s] for s in self.others]
        self.deal = ConstrainedDeal(ids, allowed, sizes)
        self._search = search
        self._template: Fearless | None = None
        self._bit: dict[int, int] = {}

    @staticmethod
    def _allocate(kinds: Counter[int], used: dict[int, int]) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        for kind, count in kinds.items():
            start = used.get(kind, 0)
            out[kind] = list(KIND_CARDS[kind][start : start + count])
        return out

    def sample_ids(self, rng: random.Random) -> list[list[int]]:
        """Physical ids of a uniform world, one list per seat of :attr:`others`."""
        return self.deal.sample(rng)

    def sample_hands(self, rng: random.Random) -> dict[int, list[int]]:
        """A uniform world as kinds: other seat -> its hand (ascending)."""
        places = self.sample_ids(rng)
        return {
            seat: sorted(self._id_kind[c] for c in place)
            for seat, place in zip(self.others, places, strict=True)
        }

    def _build_template(self, places: list[list[int]]) -> Fearless:
        obs = self.obs
        n = obs.players
        plays = round_plays(obs)
        own = [c for cards in self._own_ids.values() for c in cards]
        start: dict[int, list[int]] = {self.seat: own}
        played_by: dict[int, list[int]] = {s: [] for s in self.others}
        for seat, kind in plays:
            if seat != self.seat:
                played_by[seat].append(kind)
        # The other seats' played cards take the ids not given to anyone yet.
        taken = set(own) | {c for place in places for c in place}
        for seat, place in zip(self.others, places, strict=True):
            cards = list(place)
            for kind in played_by[seat]:
                card = next(c for c in KIND_CARDS[kind] if c not in taken)
                taken.add(card)
                cards.append(card)
            start[seat] = cards
        deck = [c for s in range(n) for c in start[s]]
        leader = obs.completed_tricks[0][0][0] if obs.completed_tricks else obs.trick_leader
        options: dict[str, object] = {"first_leader": leader}
        if obs.removed_suit is not None:
            options["removed_suit"] = SUIT_LETTERS[obs.removed_suit]
        game = Fearless(n, 0, options, deals=[deck])
        for seat, kind in plays:
            if game.current_player != seat:
                raise ValueError("the observation's plays do not replay")
            game.step(kind)
        first = (leader - obs.round) % n
        game.options["first_leader"] = first
        game._first_leader = first
        game._round = obs.rounds - 1 if self._search else obs.round
        game._totals = list(obs.totals)
        game._round_points = list(obs.round_points)
        return game

    def game(self, rng: random.Random) -> Fearless:
        """A determinized game for a fresh uniform world."""
        return self.game_for(self.sample_ids(rng))

    def game_for(self, places: list[list[int]]) -> Fearless:
        """The determinized game where other seat ``others[i]`` holds physical ids
        ``places[i]``."""
        if self._template is None:
            self._template = self._build_template(places)
            # The engine relabels identical cards lowest id first in deal order, so the own
            # hand may hold other ids than planned: give the unseen labels the ids it lacks.
            mine = self._template._hands[self.seat]
            free: dict[int, list[int]] = {}
            for kind in set(self.unseen):
                free[kind] = [c for c in KIND_CARDS[kind] if not mine >> c & 1]
            seen: Counter[int] = Counter()
            for label, kind in zip(self._ids, self.unseen, strict=True):
                self._bit[label] = 1 << free[kind][seen[kind]]
                seen[kind] += 1
        game = self._template.clone()
        hands = game._hands
        bit = self._bit
        for seat, place in zip(self.others, places, strict=True):
            mask = 0
            for label in place:
                mask |= bit[label]
            hands[seat] = mask
        return game
