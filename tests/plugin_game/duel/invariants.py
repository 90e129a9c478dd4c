"""Duel invariants that the conformance checker (``tools/conformance.py``) checks after every
action of its random games: card conservation, hand sizes, six tricks a round, a point a
trick."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.events import Event
from engine.game import Game

from .cards import ASIDE, CARD_COUNT, HAND_SIZE
from .events import RoundScored

__all__ = ["check"]


def check(game: Game, events: Sequence[Event], report: Any) -> None:
    """Fail ``report`` on any broken Duel invariant after ``events``."""
    observations = [game.observation(s) for s in range(game.players)]
    first = observations[0]
    if not game.is_over:
        seen = [c for obs in observations for c in obs.hand]
        if first.trick is not None:
            seen.append(first.trick[1])
        for trick in first.completed_tricks:
            seen.extend(trick[1:3])
        if len(seen) != len(set(seen)) or len(seen) + ASIDE != CARD_COUNT:
            report.fail("cards are not conserved")
        if observations[0].opponent_hand_size != len(observations[1].hand):
            report.fail("an observation miscounts the other hand")
    for event in events:
        if isinstance(event, RoundScored):
            report.rounds += 1
            if sum(event.tricks) != HAND_SIZE:
                report.fail("a round did not have six tricks")
            if sum(event.totals) != HAND_SIZE * report.rounds:
                report.fail("the totals are not a point a trick")
