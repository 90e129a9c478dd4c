"""Fearless invariants that the conformance checker (``tools/conformance.py``) checks after
every action of its random games: card conservation, the running total, where tricks go, trick
values and ghost positions summing to 0 per round, fear points."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.events import Event
from engine.game import Game

__all__ = ["check"]


def check(game: Game, events: Sequence[Event], report: Any) -> None:
    """Fail ``report`` on any broken Fearless invariant after ``events``."""
    from engine.fearless import events as ev
    from engine.fearless.rules import deck_kinds

    observations = [game.observation(s) for s in range(game.players)]
    first = observations[0]
    if not game.is_over:
        cards: Counter[int] = Counter()
        for obs in observations:
            cards.update(obs.hand)
        cards.update(k for _, k in first.trick)
        for trick in first.completed_tricks:
            cards.update(k for _, k in trick)
        removed = first.removed_suit
        letter = None if removed is None else "BOMG"[removed]
        if cards != Counter(deck_kinds(game.players, letter)):
            report.fail("cards are not conserved")
        if first.trick_total != sum(_fearless_value(k) for _, k in first.trick):
            report.fail("running total differs from the cards of the trick")
    for event in events:
        if isinstance(event, ev.TrickWon):
            report.scratch["values"] = report.scratch.get("values", 0) + event.value
            winner_kind = dict(event.cards)[event.seat]
            suit = _fearless_suit(winner_kind)
            if suit is not None and suit != event.led_suit:
                report.fail("the trick went to a card of another suit")
        elif isinstance(event, ev.RoundScored):
            report.rounds += 1
            if report.scratch.pop("values", 0) != 0:
                report.fail("trick values of a round do not sum to 0")
            if sum(p for p in event.positions if p is not None) != 0:
                report.fail("ghost positions of a round do not sum to 0")
            for pos, pts in zip(event.positions, event.points, strict=True):
                if pts != (15 if pos is None else abs(pos)):
                    report.fail("wrong fear points")


def _fearless_value(kind: int) -> int:
    from engine.fearless.cards import value_of

    return value_of(kind)


def _fearless_suit(kind: int) -> int | None:
    from engine.fearless.cards import suit_of

    return suit_of(kind)
