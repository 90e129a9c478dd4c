"""A generic conformance checker: plays seeded random games and checks the engine after every
action. Used by the test suite and runnable by hand::

    python -m tools.conformance --game fearless --players 4 --games 200

Checks: legal actions non-empty and accepted, a sample of other actions refused, clone equality
(and ``apply`` ≡ ``step``), observations consistent with the game, private events redacted for
the other seats, record JSON round-trip and exact replay at random points, card conservation
and each game's invariants (its registry entry's ``invariants``).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.events import Event, redact
from engine.game import Game
from engine.reasons import Refusal
from engine.record import GameRecord
from engine.registry import ENTRIES, new_game, replay
from engine.rng import stream

__all__ = ["ConformanceError", "Report", "check_game", "main"]


class ConformanceError(AssertionError):
    """The engine broke a rule; the message names the seed and the action number."""


Invariant = Callable[[Game, Sequence[Event], "Report"], None]


@dataclass
class Report:
    """What a checked game did, plus per-round scratch space for invariants."""

    game: str
    players: int
    seed: int
    actions: int = 0
    rounds: int = 0
    scratch: dict[str, Any] = field(default_factory=dict)

    def fail(self, message: str) -> None:
        """Raise a :class:`ConformanceError` located by seed and action number."""
        raise ConformanceError(
            f"{self.game} {self.players}p seed {self.seed}, action {self.actions}: {message}"
        )


def _check_observations(game: Game, legal: list[int], report: Report) -> None:
    current = game.current_player
    for seat in range(game.players):
        obs = game.observation(seat)
        expected = tuple(legal) if seat == current else ()
        if tuple(obs.legal_actions) != expected:
            report.fail(f"observation of seat {seat} disagrees on legal actions")
        if obs.current_player != current:
            report.fail(f"observation of seat {seat} disagrees on the current player")


def _check_events(game: Game, events: Sequence[Event], report: Report) -> None:
    for event in events:
        if not isinstance(event, Event):
            report.fail(f"{event!r} is not an Event")
        for viewer in range(game.players):
            public = redact(event, viewer)
            if event.secret_fields and viewer != getattr(event, "seat", None):
                if any(getattr(public, name) is not None for name in event.secret_fields):
                    report.fail(f"{type(event).__name__} leaks to seat {viewer}")
            elif public is not event:
                report.fail(f"{type(event).__name__} redacted for a seat allowed to see it")


def _check_record(game: Game, report: Report) -> None:
    record = game.record()
    if GameRecord.from_json(record.to_json()) != record:
        report.fail("record does not survive a JSON round-trip")
    if replay(record) != game:
        report.fail("replay of the record differs from the game")


def check_game(name: str, players: int, seed: int, *, replays: int = 2) -> Report:
    """Play one seeded random game of ``name`` and check it throughout; returns the report."""
    game = new_game(name, players, seed)
    report = Report(name, players, seed)
    rng: random.Random = stream(seed, "conformance")
    invariant: Invariant = ENTRIES[name].invariants
    replay_points: set[int] = set()
    while not game.is_over:
        legal = game.legal_actions()
        if not legal:
            report.fail("no legal action while the game goes on")
        for action in legal:
            if game.why_illegal(action) is not None:
                report.fail(f"legal action {action} is refused")
        probe = rng.randrange(128)
        if probe not in legal and game.why_illegal(probe) is None:
            report.fail(f"action {probe} is accepted but not listed as legal")
        _check_observations(game, legal, report)
        action = rng.choice(legal)
        twin = game.clone()
        if twin != game:
            report.fail("clone differs from the game")
        events = game.apply(action)
        twin.step(action)
        if twin != game:
            report.fail("step() and apply() lead to different states")
        report.actions += 1
        _check_events(game, events, report)
        invariant(game, events, report)
        if not replay_points:
            replay_points = {rng.randrange(1, 400) for _ in range(replays)}
        if report.actions in replay_points:
            _check_record(game, report)
    if game.result() is None or game.current_player is not None or game.legal_actions():
        report.fail("a finished game still offers play or has no result")
    refusal = game.why_illegal(0)
    if refusal is None or refusal.code is not Refusal.GAME_OVER:
        report.fail("a finished game does not refuse with GAME_OVER")
    _check_record(game, report)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry: check many games and print a one-line summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--game", choices=sorted(ENTRIES), required=True)
    parser.add_argument("--players", type=int)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    players = args.players or ENTRIES[args.game].default_players
    actions = 0
    for index in range(args.games):
        actions += check_game(args.game, players, args.seed + index).actions
    print(
        f"{args.games} {args.game} games ({players} players), {actions} actions: all checks passed"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
