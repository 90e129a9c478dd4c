"""Fixes found by the end-to-end tests, pinned at unit level: hostile settings and saves that
used to crash the program, and the temporary file of a failed write."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import engine
from audiogame import storage
from audiogame.saves import LoadedSave, SavedGame, SaveProblem, load_save, read_save, write_save
from audiogame.settings import ProblemKind, Settings, load_settings


def test_absurdly_nested_settings_are_set_aside_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[" * 100_000, encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem is not None and problem.kind is ProblemKind.UNREADABLE
    assert problem.moved_to is not None and problem.moved_to.read_text() == "[" * 100_000


def test_settings_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"  # as Notepad saves it
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"rate": 90, "language": "fr"}).encode())
    settings, problem = load_settings(path)
    assert problem is None and settings.rate == 90 and settings.language == "fr"


@pytest.mark.parametrize(
    "levels",
    [["godlike", "easy"], ["easy"], ["easy", "easy", "easy"], [1, 2]],
    ids=["unknown-level", "too-few", "too-many", "not-text"],
)
def test_save_with_impossible_opponents_is_refused(tmp_path: Path, levels: list[object]) -> None:
    """Resuming such a save used to raise in ``make_opponents`` or ``Table`` on every start."""
    path = tmp_path / "autosave.json"
    write_save(SavedGame(engine.new_game("fearless", 3, seed=4).record(), 0, ("easy",) * 2), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["levels"] = levels
    path.write_text(json.dumps(data), encoding="utf-8")
    content = path.read_bytes()
    assert load_save(path) == (None, None, SaveProblem.INVALID)
    (kept,) = tmp_path.glob("autosave.json.bad-*")
    assert kept.read_bytes() == content


def test_save_without_levels_is_still_resumed(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    write_save(SavedGame(engine.new_game("fox", seed=4).record()), path)
    saved, game, problem = load_save(path)
    assert problem is None and saved is not None and saved.levels == () and game is not None


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_failed_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "autosave.json"
    storage.atomic_write(path, "old")

    def broken(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, broken)
    with pytest.raises(OSError):
        storage.atomic_write(path, "new")
    monkeypatch.undo()
    assert path.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_read_save_tells_where_a_refused_save_went(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(b"\x00 not json")
    loaded = read_save(path)
    assert loaded.problem is SaveProblem.UNREADABLE and loaded.saved is None
    assert loaded.moved_to is not None and loaded.moved_to.name.startswith("autosave.json.bad-")
    assert loaded.moved_to.read_bytes() == b"\x00 not json"
    assert read_save(path) == LoadedSave()  # nothing left to read


def test_a_boolean_seat_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    write_save(SavedGame(engine.new_game("fox", seed=4).record()), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["human_seat"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_save(path)[2] is SaveProblem.INVALID
