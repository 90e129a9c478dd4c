"""The public facade: creation by name, records, replay, undo, errors."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine import GameRecord, RecordError, new_game, replay


def _play(game: engine.Game, count: int, seed: int = 0) -> engine.Game:
    rng = random.Random(seed)
    for _ in range(count):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_all_is_explicit_and_importable() -> None:
    for name in engine.__all__:
        assert hasattr(engine, name)


@pytest.mark.parametrize(("name", "players"), [("fearless", 3), ("fearless", 5), ("fox", 2)])
def test_same_seed_same_game(name: str, players: int) -> None:
    a = _play(new_game(name, players, seed=42), 30)
    b = _play(new_game(name, players, seed=42), 30)
    assert a == b and a.record() == b.record()
    assert new_game(name, players, seed=43).deals != new_game(name, players, seed=42).deals


@pytest.mark.parametrize(
    ("name", "players"), [("chess", None), ("fearless", 2), ("fearless", 6), ("fox", 3)]
)
def test_bad_creation_is_refused(name: str, players: int | None) -> None:
    with pytest.raises(ValueError):
        new_game(name, players, seed=1)


@pytest.mark.parametrize(("name", "players"), [("fearless", 4), ("fox", 2)])
def test_undo_is_truncate_and_replay(name: str, players: int) -> None:
    game = _play(new_game(name, players, seed=9), 20)
    before = game.clone()
    game.apply(game.legal_actions()[-1])
    undone = replay(game.record(), upto=len(game.history) - 1)
    assert undone == before


@pytest.mark.parametrize(("name", "players"), [("fearless", 3), ("fox", 2)])
def test_record_json_round_trip_and_replay(name: str, players: int) -> None:
    game = _play(new_game(name, players, seed=5), 40)
    text = game.record().to_json()
    record = GameRecord.from_json(text)
    assert record == game.record()
    assert replay(record) == game
    assert json.loads(text)["format"] == engine.FORMAT_VERSION


def _tampered(field: str, value: object) -> str:
    data = json.loads(_play(new_game("fox", seed=3), 10).record().to_json())
    data[field] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        b"\x89PNG\x00\xff",
        _tampered("format", 999),
        _tampered("players", "two"),
        _tampered("deals", [["7B"]]),
        _tampered("actions", [1, 2]),
    ],
    ids=["empty", "text", "list", "binary", "version", "players", "deal", "actions"],
)
def test_bad_records_are_refused(text: str | bytes) -> None:
    with pytest.raises(RecordError):
        replay(GameRecord.from_json(text))


@pytest.mark.parametrize(
    ("field", "value"),
    [("game", "chess"), ("actions", ["swap 99Q"]), ("deals", [["7B"] * 33]), ("players", 3)],
)
def test_records_that_do_not_replay_are_refused(field: str, value: object) -> None:
    with pytest.raises(RecordError):
        replay(GameRecord.from_json(_tampered(field, value)))


def test_illegal_action_carries_its_reason() -> None:
    game = new_game("fearless", 4, seed=1)
    wrong_seat = (game.current_player + 1) % 4
    with pytest.raises(engine.IllegalAction) as info:
        game.apply(game.legal_actions()[0], seat=wrong_seat)
    assert info.value.reason.code is engine.Refusal.NOT_YOUR_TURN
    assert game.history == []


def test_one_error_root() -> None:
    """Every error the engine raises on purpose derives from EngineError (a ValueError)."""
    from engine.bots.sampling import ConstrainedDeal, Infeasible

    for error in (engine.IllegalAction, engine.RecordError, engine.PositionError):
        assert issubclass(error, engine.EngineError)
    assert issubclass(engine.EngineError, ValueError)
    game = new_game("fox", seed=1)
    with pytest.raises(engine.EngineError):
        game.apply(99)
    with pytest.raises(engine.EngineError):
        GameRecord.from_json("[")
    with pytest.raises(engine.EngineError):
        ConstrainedDeal([1, 2], [1, 1], [1, 1])  # both cards allowed only in location 0
    assert Infeasible is engine.Infeasible
