"""Named random streams and the random bot."""

from __future__ import annotations

import random

import pytest

from engine import new_game
from engine.bots import Bot, RandomBot
from engine.rng import derive_seed, stream


def test_streams_are_independent_and_stable() -> None:
    assert derive_seed(1, "deal") == derive_seed(1, "deal")
    assert derive_seed(1, "deal") != derive_seed(1, "bot/0")
    assert derive_seed(1, "deal") != derive_seed(2, "deal")
    # A known value pins the derivation so records stay replayable across versions.
    assert derive_seed(0, "deal") == int.from_bytes(
        __import__("hashlib").sha256(b"0/deal").digest()[:8], "big"
    )
    state = random.getstate()
    stream(5, "x").random()
    assert random.getstate() == state


@pytest.mark.parametrize(("name", "players"), [("fearless", 3), ("fearless", 4), ("fox", 2)])
def test_random_bots_finish_games_from_observations(name: str, players: int) -> None:
    game = new_game(name, players, seed=11)
    bots = [RandomBot(11, seat) for seat in range(players)]
    assert all(isinstance(b, Bot) for b in bots)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game.observation(seat)), seat=seat)
    assert game.result() is not None


def test_random_bot_refuses_when_not_its_turn() -> None:
    game = new_game("fox", seed=2)
    idle = 1 - game.current_player
    with pytest.raises(ValueError):
        RandomBot(1, idle).choose(game.observation(idle))
