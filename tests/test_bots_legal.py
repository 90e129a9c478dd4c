"""No bot ever plays an illegal action.

Cheap levels (random, easy, medium, mixed at the table): :data:`CHEAP_GAMES` whole games per
configuration, split in chunks so that test workers share them. Search levels (hard, expert)
with reduced iteration budgets: :data:`SEARCH_GAMES` games per configuration and level. The quick
run plays a sample of each (``tests/suite.py``).
"""

from __future__ import annotations

import pytest
from suite import game_configs, size

from engine import new_game
from engine.bots import make_bot

CONFIGS = game_configs()
CHEAP_GAMES = size(quick=500, full=10_000)
CHUNKS = 10
SEARCH_GAMES = size(quick=2, full=6)
CHEAP = ("random", "easy", "medium")


def _play(name: str, players: int, seed: int, levels: list[str], iterations: int | None) -> int:
    game = new_game(name, players, seed)
    bots = [
        make_bot(name, level, seed, seat, players, iterations=iterations)
        for seat, level in enumerate(levels)
    ]
    moves = 0
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        obs = game.observation(seat)
        action = bots[seat].choose(obs)
        assert action in obs.legal_actions, (name, seed, seat, levels[seat], action)
        game.step(action)
        moves += 1
    return moves


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("name", "players"), CONFIGS)
def test_cheap_levels_always_play_legally(name: str, players: int, chunk: int) -> None:
    per_chunk = CHEAP_GAMES // CHUNKS
    for index in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        levels = [CHEAP[(index + seat) % 3] for seat in range(players)]
        assert _play(name, players, index, levels, None) > 0


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize(("name", "players"), CONFIGS)
def test_search_levels_always_play_legally(name: str, players: int, level: str) -> None:
    for index in range(SEARCH_GAMES):
        levels = [level if (seat + index) % 2 == 0 else "medium" for seat in range(players)]
        assert _play(name, players, 1000 + index, levels, 12) > 0
