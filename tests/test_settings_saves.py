"""Settings and saves survive hostile files: refused or repaired, set aside, never deleted."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from audiogame.saves import SavedGame, SaveProblem, load_save, write_save
from audiogame.settings import ProblemKind, Settings, load_settings, save_settings


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "settings.json"
    settings = Settings(language="fr", rate=70, practice=True)
    settings.record_result("fox", "hard", won=True)
    save_settings(settings, path)
    loaded, problem = load_settings(path)
    assert problem is None and loaded == settings
    assert '"language": "fr"' in path.read_text(encoding="utf-8")  # human-readable


def test_missing_settings_are_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "none.json") == (Settings(), None)


@pytest.mark.parametrize(
    "content",
    [b"", b"{trunc", b"\x00\xff\xfe binary", b"[1, 2]", b'"text"', "{\u00e9".encode("latin-1")],
    ids=["empty", "truncated", "binary", "list", "string", "bad-utf8"],
)
def test_unreadable_settings_are_set_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem is not None and problem.kind is ProblemKind.UNREADABLE
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert not path.exists()


def test_bad_values_are_repaired_and_good_ones_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"language": "de", "rate": 70, "sound": "yes", "future_key": 1}),
        encoding="utf-8",
    )
    settings, problem = load_settings(path)
    assert problem is not None and problem.kind is ProblemKind.REPAIRED
    assert set(problem.fields) == {"language", "sound"}
    assert settings.rate == 70 and settings.language is None and settings.sound is True


def _game(moves: int) -> engine.Game:
    game = engine.new_game("fearless", 3, seed=8)
    rng = random.Random(1)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_save_round_trip(tmp_path: Path) -> None:
    game = _game(17)
    path = tmp_path / "data" / "autosave.json"
    write_save(SavedGame(game.record(), 1, ("easy", "hard"), True), path)
    saved, resumed, problem = load_save(path)
    assert problem is None and saved is not None and resumed == game
    assert saved.human_seat == 1 and saved.levels == ("easy", "hard") and saved.practice


def _tamper(path: Path, change: str) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    if change == "version":
        data["save_version"] = 99
    elif change == "action":
        data["record"]["actions"][3] = data["record"]["actions"][0]
    elif change == "seat":
        data["human_seat"] = 7
    elif change == "record-version":
        data["record"]["format"] = 0
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ("truncate", SaveProblem.UNREADABLE),
        ("empty", SaveProblem.UNREADABLE),
        ("binary", SaveProblem.UNREADABLE),
        ("version", SaveProblem.VERSION),
        ("action", SaveProblem.INVALID),
        ("seat", SaveProblem.INVALID),
        ("record-version", SaveProblem.INVALID),
    ],
)
def test_bad_saves_are_refused_and_kept(tmp_path: Path, change: str, expected: SaveProblem) -> None:
    path = tmp_path / "autosave.json"
    write_save(SavedGame(_game(12).record()), path)
    text = path.read_bytes()
    if change == "truncate":
        path.write_bytes(text[: len(text) // 2])
    elif change == "empty":
        path.write_bytes(b"")
    elif change == "binary":
        path.write_bytes(bytes(range(256)))
    else:
        _tamper(path, change)
    content = path.read_bytes()
    assert load_save(path) == (None, None, expected)
    assert not path.exists()
    (kept,) = tmp_path.glob("autosave.json.bad-*")
    assert kept.read_bytes() == content


def test_finished_game_is_not_resumed(tmp_path: Path) -> None:
    game = engine.new_game("fox", seed=4, target=1)
    rng = random.Random(0)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "autosave.json"
    write_save(SavedGame(game.record()), path)
    assert load_save(path)[2] is SaveProblem.INVALID
