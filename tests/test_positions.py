"""Positions as data: ``position()`` / ``from_position()`` round-trip over thousands of random
mid-game positions of both games (pending Fox decisions included), continuing from a rebuilt
game equals continuing from the original, and bad positions are refused with PositionError."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from suite import game_configs

import engine
from engine import Game, PositionError
from engine.fearless import Fearless
from engine.fox import Fox, Phase

CONFIGS = game_configs()


def _random_position(name: str, players: int, seed: int, steps: int) -> Game:
    """A game after ``steps`` random actions (or at its end)."""
    options: dict[str, Any] = {"target": 12} if name == "fox" else {}
    game = engine.new_game(name, players, seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.step(rng.choice(game.legal_actions()))
    return game


def _continue(game: Game, seed: int) -> list[str]:
    """Play on to the end with seeded random actions and every event: the whole future."""
    rng = random.Random(seed)
    out: list[str] = []
    while not game.is_over:
        events = game.apply(rng.choice(game.legal_actions()))
        out.extend(repr(e) for e in events)
    return out


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=[f"{n}{p}" for n, p in CONFIGS])
@settings(max_examples=250, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 600))
def test_position_round_trips_and_continues_alike(
    name: str, players: int, seed: int, steps: int
) -> None:
    game = _random_position(name, players, seed, steps)
    position = game.position()
    assert json.loads(json.dumps(position)) == position  # JSON-able as it is
    again = Game.from_position(position)
    assert type(again) is type(game) and again == game and again.position() == position
    for seat in range(players):
        assert again.observation(seat) == game.observation(seat)
    assert again.legal_actions() == game.legal_actions()
    assert _continue(again, seed) == _continue(game, seed)
    assert again == game


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=[f"{n}{p}" for n, p in CONFIGS])
def test_every_position_of_seeded_games_round_trips(name: str, players: int) -> None:
    """Every position of whole seeded games, not a sample (pending Fox decisions included)."""
    phases: set[str] = set()
    count = 0
    for seed in range(10 if name == "fox" else 6):
        game = _random_position(name, players, seed, 0)
        rng = random.Random(seed)
        while True:
            position = game.position()
            assert Game.from_position(position) == game
            phases.add(str(position.get("phase", "play")))
            count += 1
            if game.is_over:
                break
            game.step(rng.choice(game.legal_actions()))
    assert count > 500
    if name == "fox":
        # DECREE belongs to the companion's public table only, never to a dealt game.
        assert phases == {str(p) for p in Phase if p is not Phase.DECREE}


def test_positions_read_like_the_action_texts() -> None:
    game = engine.new_game("fox", seed=7, first_dealer=1)
    game.apply(game.text_to_action(game.position()["hands"][0][0]))
    position = game.position()
    assert position["trick"] == [position["trick"][0]] and position["leader"] == 0
    assert all(isinstance(c, str) and c[-1] in "BKM" for c in position["hands"][1])
    fearless = engine.new_game("fearless", 4, seed=3, first_leader=0).position()
    assert fearless["hands"][0][0] in {"0"} | {f"{s}{v:+d}" for s in "BOMG" for v in range(-6, 7)}


def test_a_record_from_a_position_replays() -> None:
    game = _random_position("fox", 2, 11, 40)
    again = Fox.from_position(game.position())
    rng = random.Random(4)
    for _ in range(120):
        if again.is_over:
            break
        again.apply(rng.choice(again.legal_actions()))
    record = engine.GameRecord.from_json(again.record().to_json())
    assert record.position == game.position()
    replayed = engine.replay(record)
    assert replayed == again and replayed.record() == record


def test_search_horizon_ends_with_the_round() -> None:
    game = _random_position("fearless", 4, 5, 20)
    world = Fearless.from_position(game.position(), horizon="round")
    assert world.horizon == "round" and world.position()["horizon"] == "round"
    rng = random.Random(1)
    while not world.is_over:
        world.step(rng.choice(world.legal_actions()))
    assert world.round == game.round and len(world.observation(0).round_points) == game.round + 1
    fox = Fox.from_position(_random_position("fox", 2, 5, 9).position(), horizon="round")
    while not fox.is_over:
        fox.step(rng.choice(fox.legal_actions()))
    assert fox.round == 0 and fox.result() is not None


def _fox_position() -> dict[str, Any]:
    return _random_position("fox", 2, 3, 7).position()


def _fearless_position() -> dict[str, Any]:
    return _random_position("fearless", 4, 3, 10).position()


def _revoke() -> dict[str, Any]:
    """A first trick where the second seat did not follow although it held the led suit."""
    for seed in range(100):
        position = engine.new_game("fearless", 4, seed, first_leader=0).position()
        hands = [list(h) for h in position["hands"]]
        lead = next(c for c in hands[0] if c != "0")
        held = [c for c in hands[1] if c[0] == lead[0]]
        other = [c for c in hands[1] if c != "0" and c[0] != lead[0]]
        if held and other:
            hands[0].remove(lead)
            hands[1].remove(other[0])
            return {**position, "hands": hands, "trick": [lead, other[0]]}
    raise AssertionError("no deal to revoke in")


BAD: list[tuple[str, Any]] = [
    ("not a mapping", lambda: ["fox"]),
    ("unknown game", lambda: {**_fox_position(), "game": "chess"}),
    ("unknown key", lambda: {**_fox_position(), "castling": "KQkq"}),
    ("bad card", lambda: {**_fox_position(), "decree": "12B"}),
    ("duplicate card", lambda: {**_fox_position(), "decree": _fox_position()["hands"][0][0]}),
    (
        "wrong hand size",
        lambda: {**_fox_position(), "hands": [_fox_position()["hands"][0][1:], ["1B"]]},
    ),
    ("wrong leader", lambda: {**_fox_position(), "leader": 1 - _fox_position()["leader"]}),
    ("bad phase", lambda: {**_fox_position(), "phase": "bidding"}),
    ("pending without a 3", lambda: {**_fox_position(), "phase": "fox-exchange"}),
    ("totals", lambda: {**_fox_position(), "totals": [30, 0]}),
    ("bad horizon", lambda: {**_fox_position(), "horizon": "match"}),
    ("fearless players", lambda: {**_fearless_position(), "players": 6}),
    ("fearless bad card", lambda: {**_fearless_position(), "trick": ["X+9"]}),
    ("fearless ghosts", lambda: {**_fearless_position(), "ghosts": [20, None, None, None]}),
    ("fearless revoke", _revoke),
    (
        "fearless too many zeros",
        lambda: {**_fearless_position(), "hands": [["0"] * 5, *_fearless_position()["hands"][1:]]},
    ),
]


@pytest.mark.parametrize("make", [b[1] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_positions_are_refused(make: Any) -> None:
    with pytest.raises(PositionError):
        Game.from_position(make())


def test_a_position_of_another_game_is_refused() -> None:
    with pytest.raises(PositionError, match="not a fox position"):
        Fox.from_position(_fearless_position())


def _kept_then_exchanged() -> Fox:
    """Seat 0 kept the decree at its 3 of Bells (trick 2), then exchanged the unchanged decree
    card at its 3 of Moons (trick 9): the position must say which 3 exchanged."""
    game = engine.new_game("fox", 2, 24696)
    rng = random.Random(24696)
    for _ in range(83):
        game.step(rng.choice(game.legal_actions()))
    assert isinstance(game, Fox)
    return game


def test_a_position_says_which_3_made_each_exchange() -> None:
    game = _kept_then_exchanged()
    position = game.position()
    assert position["exchanges"] == [[0, "5K", "2B"], [0, "2B", "6K"]]
    assert position["exchange_tricks"] == [1, 9]
    rebuilt = Fox.from_position(json.loads(json.dumps(position)))
    assert rebuilt.observation(1) == game.observation(1)
    # Without the key the earliest 3 that could have made each exchange is taken (trick 2).
    guessed = Fox.from_position({k: v for k, v in position.items() if k != "exchange_tricks"})
    assert guessed.observation(1).exchange_tricks == (1, 2)


@pytest.mark.parametrize(
    "tricks",
    [[1], [1, 9, 9], [1, 3], [9, 1], [1, True], [1, "9"], "1 9"],
    ids=["too few", "too many", "no 3 there", "out of order", "a bool", "a text", "not a list"],
)
def test_bad_exchange_tricks_are_refused(tricks: object) -> None:
    position = {**_kept_then_exchanged().position(), "exchange_tricks": tricks}
    with pytest.raises(PositionError, match="exchange_tricks"):
        Fox.from_position(position)
