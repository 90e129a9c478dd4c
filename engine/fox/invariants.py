"""Fox invariants that the conformance checker (``tools/conformance.py``) checks after every
action of its random games: card conservation, the draw deck's size, 13 tricks a round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.events import Event
from engine.game import Game

__all__ = ["check"]


def check(game: Game, events: Sequence[Event], report: Any) -> None:
    """Fail ``report`` on any broken Fox invariant after ``events``."""
    from engine.fox import events as ev

    observations = [game.observation(s) for s in range(game.players)]
    first = observations[0]
    if not game.is_over:
        seen: list[int] = [first.decree]
        for obs in observations:
            seen.extend(obs.hand)
        if first.trick is not None:
            seen.append(first.trick[1])
        if first.follow is not None:
            seen.append(first.follow[1])
        for trick in first.completed_tricks:
            seen.extend((trick[1], trick[2]))
        if len(seen) != len(set(seen)) or len(seen) + first.deck_size != 33:
            report.fail("cards are not conserved")
        if first.deck_size != (5 if first.phase == "woodcutter-return" else 6):
            report.fail("the draw deck does not hold 6 cards (5 while a card is to return)")
    for event in events:
        if isinstance(event, ev.RoundScored):
            report.rounds += 1
            if sum(event.tricks) != 13:
                report.fail("a round did not have 13 tricks")
