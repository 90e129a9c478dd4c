"""The Fox exact solver: its rules agree with the engine's, its values with plain minimax."""

from __future__ import annotations

import random

import pytest

import engine
from engine.bots.fox_solver import Solver, legal_actions, state_of, step
from engine.fox import Fox


def _worlds(seed: int, count: int, cards: int = 26) -> list[Fox]:
    """Round-horizon games at random points of random Fox games, the two hands holding
    ``cards`` cards or fewer."""
    rng = random.Random(seed)
    worlds: list[Fox] = []
    while len(worlds) < count:
        game = engine.new_game("fox", seed=rng.randrange(10**6))
        assert isinstance(game, Fox)
        for _ in range(rng.randrange(60)):
            if game.is_over:
                break
            game.step(rng.choice(game.legal_actions()))
        while not game.is_over and len(game.hand(0)) + len(game.hand(1)) > cards:
            game.step(rng.choice(game.legal_actions()))
        if not game.is_over and game.round == 0:
            worlds.append(Fox.from_position(game.position(), horizon="round"))
    return worlds


def test_step_follows_the_engine() -> None:
    rng = random.Random(3)
    for world in _worlds(5, 150):
        state = state_of(world)
        while not world.is_over:
            assert legal_actions(state) == tuple(world.legal_actions())
            action = rng.choice(world.legal_actions())
            world.step(action)
            state = step(state, action)
            assert state == state_of(world)
        assert legal_actions(state) == ()


def _minimax(game: Fox, observer: int, reward: object) -> float:
    assert callable(reward)
    if game.is_over:
        value: float = reward(*game.totals)
        return value
    values = []
    for action in game.legal_actions():
        child = game.clone()
        child.step(action)
        values.append(_minimax(child, observer, reward))
    return max(values) if game.current_player == observer else min(values)


@pytest.mark.parametrize("observer", [0, 1])
def test_solver_values_are_exact(observer: int) -> None:
    def reward(total0: int, total1: int) -> float:
        diff = total0 - total1 if observer == 0 else total1 - total0
        return 0.5 + diff / 40

    for world in _worlds(observer, 25, cards=6):
        solver = Solver(observer, reward)
        values = solver.values(state_of(world))
        for action, value in values.items():
            child = world.clone()
            child.step(action)
            assert value == pytest.approx(_minimax(child, observer, reward))
