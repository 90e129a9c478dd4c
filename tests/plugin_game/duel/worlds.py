"""Duel worlds: the hidden cards (the other hand, the cards aside) dealt again, exactly uniformly
under what the observing seat has seen this round: a suit the other player did not follow is
not in their hand, and an Ember they led before the Embers were lit shows a hand of Embers only.
"""

from __future__ import annotations

import random
from typing import Any

from engine.bots.sampling import ConstrainedDeal
from engine.game import Horizon

from .cards import ALL_CARDS, ASIDE, CROWNS, EMBERS, FERNS, card_to_text, suit_of
from .observation import DuelObservation
from .state import Duel

__all__ = ["DuelWorlds", "void_suits"]

_HAND, _ASIDE = 0, 1


def void_suits(obs: DuelObservation) -> set[int]:
    """The suits the other seat has shown it lacks this round."""
    other = obs.seat ^ 1
    voids: set[int] = set()
    lit = False
    plays = [(t[0], t[1], t[2]) for t in obs.completed_tricks]
    if obs.trick is not None:
        plays.append((obs.trick[0], obs.trick[1], -1))
    for leader, lead, follow in plays:
        if leader == other and suit_of(lead) == EMBERS and not lit:
            voids |= {CROWNS, FERNS}
        lit = lit or suit_of(lead) == EMBERS
        if follow >= 0:
            if leader != other and suit_of(follow) != suit_of(lead):
                voids.add(suit_of(lead))
            lit = lit or suit_of(follow) == EMBERS
    return voids


class DuelWorlds:
    """Uniform worlds and determinized games for one decision of ``obs.seat``."""

    def __init__(self, obs: DuelObservation, *, horizon: Horizon = "game") -> None:
        self.obs = obs
        self.horizon: Horizon = horizon
        played = {c for t in obs.completed_tricks for c in t[1:3]}
        if obs.trick is not None:
            played.add(obs.trick[1])
        self.hidden = [c for c in ALL_CARDS if c not in played and c not in obs.hand]
        voids = void_suits(obs)
        allowed = [1 << _ASIDE if suit_of(c) in voids else 0b11 for c in self.hidden]
        self.deal = ConstrainedDeal(
            self.hidden, allowed, (obs.opponent_hand_size, ASIDE), ordered=()
        )

    def sample(self, rng: random.Random) -> list[list[int]]:
        """A uniform world: [the other hand, the cards aside]."""
        return self.deal.sample(rng)

    def position(self, places: list[list[int]]) -> dict[str, Any]:
        """The position of the world ``places``."""
        obs = self.obs
        hands = [list(obs.hand), list(obs.hand)]
        hands[obs.seat ^ 1] = places[_HAND]
        text = card_to_text
        return {
            "game": Duel.name,
            "target": obs.target,
            "dealer": obs.dealer,
            "past_rounds": [list(r) for r in obs.round_history],
            "hands": [[text(c) for c in sorted(h)] for h in hands],
            "aside": [text(c) for c in sorted(places[_ASIDE])],
            "trick": [] if obs.trick is None else [text(obs.trick[1])],
            "tricks": [[ld, text(a), text(b), w] for ld, a, b, w in obs.completed_tricks],
        }

    def game(self, rng: random.Random) -> Duel:
        """A determinized game for a fresh uniform world."""
        return Duel.from_position(self.position(self.sample(rng)), horizon=self.horizon)
