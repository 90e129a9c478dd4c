"""Whole games played by the engine, written as companion entries (the plays, the Fox's decree
cards and exchanges; never the Woodcutter's returns), for the companion's tests and benchmark."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import Event
from engine.fox import events as fxe

KEPT = (
    "TrickWon",
    "GhostMoved",
    "RoundScored",
    "GameOver",
    "TreasureScored",
    "DecreeExchanged",
    "RoundStarted",
)
"""The public events both tables must give alike."""


@dataclass
class PlayedGame:
    """An engine game, its companion entries, its public events and its result."""

    name: str
    players: int
    options: dict[str, Any]
    entries: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    result: engine.Result | None = None


def _kept(events: list[Event]) -> list[Event]:
    return [e for e in events if type(e).__name__ in KEPT]


def play_fearless(players: int, seed: int, *, rounds: int | None = None) -> PlayedGame:
    """A random legal Fearless game (``rounds``: stop after that many rounds)."""
    options: dict[str, Any] = {"first_leader": seed % players}
    if players == 3:
        options["removed_suit"] = "BOMG"[seed % 4]
    game = engine.new_game("fearless", players, seed, **options)
    played = PlayedGame("fearless", players, options)
    rng = random.Random(seed)
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        played.entries.append(game.action_to_text(action))
        events = game.apply(action)
        played.events += _kept(events)
        scored = sum(type(e).__name__ == "RoundScored" for e in played.events)
        if rounds is not None and scored >= rounds:
            break
    played.result = game.result()
    return played


def play_fox(seed: int, target: int = 21, *, rounds: int | None = None) -> PlayedGame:
    """A random legal Fox game, with a decree entry at each round start."""
    options: dict[str, Any] = {"target": target, "first_dealer": seed % 2}
    game = engine.new_game("fox", 2, seed, **options)
    played = PlayedGame("fox", 2, options)
    rng = random.Random(seed)

    def decree(events: list[Event]) -> None:
        for event in events:
            if isinstance(event, fxe.RoundStarted):
                played.entries.append("decree " + game.card_to_text(event.decree))

    start = game.start_events()
    decree(start)
    played.events += _kept(start)
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        text = game.action_to_text(action)
        events = game.apply(action)
        if not text.startswith("return"):
            played.entries.append(text)
        played.events += _kept(events)
        scored = sum(isinstance(e, fxe.RoundScored) for e in played.events)
        if rounds is not None and scored >= rounds:
            break
        decree(events)
    played.result = game.result()
    return played
