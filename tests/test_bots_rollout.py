"""The fast rollouts play exactly as the engine stepped with the same policy."""

from __future__ import annotations

import random

import pytest

import engine
from engine.bots.fearless_policy import rollout_action as fearless_rollout_action
from engine.bots.fearless_rollout import playout as fearless_playout
from engine.bots.fox_policy import rollout_action
from engine.bots.fox_rollout import plan_want, playout, return_action
from engine.bots.fox_solver import state_of
from engine.bots.fox_worlds import FoxWorlds
from engine.fearless import Fearless
from engine.fox import Fox, Phase


def _fox_worlds(seed: int, count: int) -> list[Fox]:
    """Round-horizon games at random points of random Fox games (any phase)."""
    rng = random.Random(seed)
    worlds: list[Fox] = []
    for _ in range(count):
        game = engine.new_game("fox", seed=rng.randrange(10**6))
        assert isinstance(game, Fox)
        for _ in range(rng.randrange(60)):
            if game.is_over:
                break
            game.step(rng.choice(game.legal_actions()))
        if not game.is_over:
            worlds.append(Fox.from_position(game.position(), horizon="round"))
    return worlds


@pytest.mark.parametrize("epsilon", [0.0, 0.1, 0.5])
def test_fox_playout_matches_the_engine(epsilon: float) -> None:
    for index, world in enumerate(_fox_worlds(11, 150)):
        reference = world.clone()
        slow = random.Random(index)
        while not reference.is_over:
            reference.step(rollout_action(reference, slow, epsilon))
        before = world.position()
        fast = random.Random(index)
        result = playout(world, fast, epsilon)
        assert world.position() == before  # the world is left as it was
        assert result == (*reference.totals, *reference.tricks_won)
        assert fast.getstate() == slow.getstate()  # the same random draws


def _fearless_worlds(seed: int, count: int) -> list[Fearless]:
    """Round-horizon games at random points of random Fearless games, 3 to 5 players."""
    rng = random.Random(seed)
    worlds: list[Fearless] = []
    for index in range(count):
        game = engine.new_game("fearless", 3 + index % 3, seed=rng.randrange(10**6))
        assert isinstance(game, Fearless)
        for _ in range(rng.randrange(80)):
            if game.is_over:
                break
            game.step(rng.choice(game.legal_actions()))
        if not game.is_over:
            worlds.append(Fearless.from_position(game.position(), horizon="round"))
    return worlds


@pytest.mark.parametrize("epsilon", [0.0, 0.1, 0.5])
def test_fearless_playout_matches_the_engine(epsilon: float) -> None:
    for index, world in enumerate(_fearless_worlds(12, 120)):
        reference = world.clone()
        slow = random.Random(index)
        while not reference.is_over:
            reference.step(fearless_rollout_action(reference, slow, epsilon))
        before = world.position()
        fast = random.Random(index)
        ghosts = fearless_playout(world, fast, epsilon)
        assert world.position() == before
        assert ghosts == list(reference.ghosts)
        assert fast.getstate() == slow.getstate()


@pytest.mark.parametrize("epsilon", [0.0, 0.1, 0.5])
def test_fox_return_action_matches_the_policy(epsilon: float) -> None:
    """The search's hidden Woodcutter return, chosen on a solver state, is the policy's."""
    seen = 0
    for index, world in enumerate(_fox_worlds(13, 400)):
        if world.phase is not Phase.WOODCUTTER_RETURN:
            continue
        seen += 1
        slow, fast = random.Random(index), random.Random(index)
        assert return_action(state_of(world), fast, epsilon) == rollout_action(world, slow, epsilon)
        assert fast.getstate() == slow.getstate()
    assert seen >= 5


def test_fox_worlds_build_the_state_of_their_games() -> None:
    """A search world built as a solver state is the state of the game built for it."""
    for index, world in enumerate(_fox_worlds(14, 40)):
        seat = world.current_player
        assert seat is not None
        worlds = FoxWorlds(world.observation(seat), horizon="round")
        rng = random.Random(index)
        for _ in range(5):
            places = worlds.sample(rng)
            assert worlds.state_for(places) == state_of(worlds.game_for(places))


@pytest.mark.parametrize(
    ("won", "left", "want"),
    [
        (10, 2, 0),  # greedy already: nothing to gain
        (9, 1, -1),  # a tenth trick would be greedy
        (8, 1, 1),  # 9 at most: take it
        (7, 4, -1),  # taking all four would make 11: shed first
        (7, 2, 1),
        (6, 6, -1),  # the lead taken now may win all six: 12
        (6, 3, 1),  # 9 at most: go for 7-9
        (4, 5, 1),
        (2, 4, -1),  # 7 is out of reach: stay humble
    ],
)
def test_fox_plan_want_sheds_while_taking_every_trick_left_would_pass_nine(
    won: int, left: int, want: int
) -> None:
    hand = tuple(range(left))  # the hand's strength only counts below 4 tricks
    assert plan_want(won, left, hand, 0) == want
