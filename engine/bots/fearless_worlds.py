"""What a Fearless seat knows about the hidden hands, and determinized games built from it.

Knowledge comes from the observation alone: the unseen cards (the deck of this player count less
the own hand and every card played this round) and the voids (a seat that played a card of
another suit than the led one holds none of the led suit; a 0 reveals nothing). A world gives
each other seat a hand of its size, every card of a suit outside the seats void in it; worlds
are drawn exactly uniformly (:mod:`engine.bots.sampling`).

A determinized :class:`~engine.fearless.Fearless` is built from a *position*: the observation's
public table and own hand plus a world's other hands, checked (the round replayed) by
``Fearless.from_position``. That template is built once per decision; each world is a clone
whose other hands :meth:`~engine.fearless.Fearless.rearrange` replaces. Its observation for the
seat equals the seat's own.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from engine.bots.sampling import ConstrainedDeal
from engine.fearless import Fearless, FearlessObservation
from engine.fearless.cards import KIND_CARDS, KIND_SUIT, SUIT_LETTERS, ZERO, kind_to_text
from engine.fearless.rules import deck_kinds
from engine.game import Horizon

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

    ``horizon="round"`` makes the built games end with the current round, which is all the
    search needs and saves dealing a new round.
    """

    def __init__(self, obs: FearlessObservation, *, horizon: Horizon = "game") -> None:
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
        self.labels: list[int] = ids
        """The sampler's card labels (distinct ints), one per card of :attr:`unseen`."""
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
        self.deal = ConstrainedDeal(ids, allowed, sizes, ordered=())
        self.horizon: Horizon = horizon
        self._template: Fearless | None = None

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

    def position(self, places: list[list[int]]) -> dict[str, object]:
        """The position of a world (labels per other seat, as :meth:`sample_ids` gives them)."""
        obs = self.obs
        n = obs.players
        hands: list[list[str]] = [[] for _ in range(n)]
        hands[self.seat] = [kind_to_text(k) for k in obs.hand]
        id_kind = self._id_kind
        for seat, place in zip(self.others, places, strict=True):
            hands[seat] = [kind_to_text(id_kind[c]) for c in place]
        leader = obs.completed_tricks[0][0][0] if obs.completed_tricks else obs.trick_leader
        position: dict[str, object] = {
            "game": "fearless",
            "players": n,
            "first_leader": (leader - obs.round) % n,
            "round": obs.round,
            "past_rounds": [list(p) for p in obs.round_points],
            "start_totals": [obs.totals[s] - sum(p[s] for p in obs.round_points) for s in range(n)],
            "totals": list(obs.totals),
            "hands": hands,
            "tricks": [[kind_to_text(k) for _, k in t] for t in obs.completed_tricks],
            "trick": [kind_to_text(k) for _, k in obs.trick],
            "ghosts": list(obs.ghosts),
        }
        if obs.removed_suit is not None:
            position["removed_suit"] = SUIT_LETTERS[obs.removed_suit]
        return position

    def game(self, rng: random.Random) -> Fearless:
        """A determinized game for a fresh uniform world."""
        return self.game_for(self.sample_ids(rng))

    def game_for(self, places: list[list[int]]) -> Fearless:
        """The determinized game where other seat ``others[i]`` holds the cards labelled
        ``places[i]``."""
        template = self._template
        if template is None:
            template = Fearless.from_position(self.position(places), horizon=self.horizon)
            self._template = template
            return template.clone()
        game = template.clone()
        id_kind = self._id_kind
        game.rearrange(
            {
                seat: [id_kind[c] for c in place]
                for seat, place in zip(self.others, places, strict=True)
            }
        )
        return game
