"""Hostile settings and save files, end to end: the real program refuses or repairs each one,
says so (checked in ``--speech-log``), keeps every byte the player had, and plays on."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from e2e_helpers import PtyProgram, paths_in, wait_until, write_settings
from save_files import planted_save, saves_folder, saves_in

import engine
from audiogame.saves import SavedGame, write_save

NEW_GAME = ["--game", "fearless", "--level", "easy", "--seed", "2"]
UNREADABLE_SETTINGS = "Your settings could not be read and were reset. The old file was kept as"
SAVE_UNREADABLE = "The saved game could not be read."
SAVE_VERSION = "The saved game comes from another version and cannot be resumed."


def _files(home: Path) -> dict[str, bytes]:
    """Every file the player has in the config and data folders, by name."""
    found = {}
    for folder in (paths_in(home).config, paths_in(home).data, saves_folder(home)):
        if folder.exists():
            found |= {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    return found


def _run(home: Path, args: list[str], ready: str) -> PtyProgram:
    """Run the program until it says ``ready``, quit with Control+Q; it must exit with 0."""
    with PtyProgram(home, args) as program:
        program.wait_ready(ready)
        program.send("ctrl-q")
        assert program.wait(15) == 0
    screen = program.screen_text
    assert "Traceback" not in screen, screen[-2000:]
    return program


def _valid_settings_text(home: Path) -> str:
    write_settings(home, pace="key", rate=70)
    return paths_in(home).settings_file.read_text(encoding="utf-8")


# --- settings -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "case", ["truncated", "empty", "binary", "nested", "not-an-object", "directory"]
)
def test_unreadable_settings_are_set_aside_and_said(tmp_path: Path, case: str) -> None:
    path = paths_in(tmp_path).settings_file
    text = _valid_settings_text(tmp_path)
    content = {
        "truncated": text[: len(text) // 2].encode(),
        "empty": b"",
        "binary": bytes(range(256)) * 4,
        "nested": b"[" * 50_000,
        "not-an-object": b'["rate", 70]',
        "directory": None,
    }[case]
    if content is None:
        path.unlink()
        path.mkdir()
        (path / "mine.txt").write_text("a note of the player's", encoding="utf-8")
    else:
        path.write_bytes(content)
    program = _run(tmp_path, NEW_GAME, "Your turn")
    (message,) = [t for t in program.speech.texts() if t.startswith(UNREADABLE_SETTINGS)]
    kept_name = message.removeprefix(UNREADABLE_SETTINGS).strip().rstrip(".")
    kept = path.with_name(kept_name)
    assert kept_name.startswith("settings.json.bad-")
    if content is None:
        assert (kept / "mine.txt").read_text(encoding="utf-8") == "a note of the player's"
    else:
        assert kept.read_bytes() == content
    texts = program.speech.texts()
    turn = next(i for i, text in enumerate(texts) if "Your turn" in text)
    assert texts.index(message) < turn


@pytest.mark.parametrize(
    ("values", "message"),
    [
        (
            {"settings_version": 7, "rate": "fast", "language": "fr", "pace": "key"},
            "Un réglage était invalide et a repris sa valeur par défaut.",
        ),
        (
            {"language": "de", "rate": 1000, "output": "braille", "pace": "key", "stats": []},
            "4 settings were invalid and are back to their defaults.",
        ),
    ],
    ids=["other-version-french", "tampered"],
)
def test_invalid_settings_are_repaired_and_said(
    tmp_path: Path, values: dict[str, object], message: str
) -> None:
    path = paths_in(tmp_path).settings_file
    path.parent.mkdir(parents=True)
    data = {"first_run_done": True, "sound": False, **values}
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    ready = "À vous" if values.get("language") == "fr" else "Your turn"
    program = _run(tmp_path, NEW_GAME, ready)
    assert message in program.speech.texts()
    assert path.read_bytes() == before, "repairing in memory must not rewrite the player's file"


# --- saves --------------------------------------------------------------------------------


def _saved_game(home: Path) -> Path:
    game = engine.new_game("fearless", 4, seed=6)
    for _ in range(9):
        game.apply(game.legal_actions()[0])
    path = planted_save(home)
    write_save(SavedGame(game.record(), 0, ("easy",) * 3), path)
    return path


def _spoil(path: Path, case: str) -> None:
    text = path.read_bytes()
    data = json.loads(text)
    if case == "truncated":
        path.write_bytes(text[: len(text) * 2 // 3])
    elif case == "empty":
        path.write_bytes(b"")
    elif case == "binary":
        path.write_bytes(bytes(range(255, -1, -1)))
    elif case == "nested":
        path.write_bytes(b'{"save_version": 1, "record": ' + b"[" * 50_000)
    else:
        if case == "version":
            data["save_version"] = 2
        elif case == "illegal-action":
            data["record"]["actions"][4] = data["record"]["actions"][1]
        elif case == "duplicate-card":
            deal = data["record"]["deals"][0]
            deal[0] = deal[1]
        elif case == "levels":
            data["levels"] = ["godlike", "easy", "easy"]
        elif case == "seat":
            data["human_seat"] = -1
        path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("case", "message"),
    [
        ("truncated", SAVE_UNREADABLE),
        ("empty", SAVE_UNREADABLE),
        ("binary", SAVE_UNREADABLE),
        ("nested", SAVE_UNREADABLE),
        ("version", SAVE_VERSION),
        ("illegal-action", SAVE_UNREADABLE),
        ("duplicate-card", SAVE_UNREADABLE),
        ("levels", SAVE_UNREADABLE),
        ("seat", SAVE_UNREADABLE),
    ],
)
def test_bad_save_is_refused_kept_and_said(tmp_path: Path, case: str, message: str) -> None:
    write_settings(tmp_path)
    path = _saved_game(tmp_path)
    _spoil(path, case)
    content = path.read_bytes()
    program = _run(tmp_path, ["--resume"], "Main menu.")
    texts = program.speech.texts()
    (said,) = [t for t in texts if t.startswith(message)]
    assert texts.index(said) < next(i for i, t in enumerate(texts) if t.startswith("Main menu."))
    assert "Saved game loaded." not in texts
    assert not path.exists()
    (kept,) = [name for name in _files(tmp_path) if name.startswith(f"{path.name}.bad-")]
    assert _files(tmp_path)[kept] == content


def test_bad_save_and_bad_settings_at_once_in_french(tmp_path: Path) -> None:
    path = _saved_game(tmp_path)
    _spoil(path, "binary")
    settings = paths_in(tmp_path).settings_file
    settings.parent.mkdir(parents=True)
    settings.write_text('{"language": "fr", "first_run_done": true, "rate": -5}', "utf-8")
    before = {**_files(tmp_path)}
    program = _run(tmp_path, ["--resume"], "Menu principal.")
    texts = program.speech.texts()
    assert "Un réglage était invalide et a repris sa valeur par défaut." in texts
    assert any(t.startswith("La partie enregistrée n'a pas pu être lue.") for t in texts)
    after = _files(tmp_path)
    for name, content in before.items():  # nothing the player had is gone
        assert content in after.values(), name


def test_bad_save_message_names_the_kept_file(tmp_path: Path) -> None:
    write_settings(tmp_path)
    path = _saved_game(tmp_path)
    _spoil(path, "binary")
    program = _run(tmp_path, ["--resume"], "Main menu.")
    (said,) = [t for t in program.speech.texts() if t.startswith(SAVE_UNREADABLE)]
    match = re.search(r"kept as (\S+?),", said)
    assert match is not None and (path.parent / match[1]).exists(), said


def test_save_with_the_player_at_another_seat_does_not_crash(tmp_path: Path) -> None:
    write_settings(tmp_path)
    path = planted_save(tmp_path)
    write_save(SavedGame(engine.new_game("fox", 2, seed=4).record(), 1, ("easy",)), path)
    with PtyProgram(tmp_path, ["--resume"]) as program:
        wait_until(
            lambda: program.proc.poll() is not None or program.speech.count("Saved game") > 0,
            20,
            "the program to resume or stop",
        )
        assert program.proc.poll() is None, "the program stopped on a valid save"


def test_a_second_program_never_takes_or_overwrites_the_game_in_progress(tmp_path: Path) -> None:
    """Program A plays; B, started with the same folders, is told the game is open elsewhere and
    left on the menu; B's new game gets a save of its own beside A's."""
    write_settings(tmp_path, pace="key")
    args = ["--game", "fox", "--level", "easy", "--seed", "3"]
    with PtyProgram(tmp_path, args) as first:
        first.wait_ready("Your turn")
        (mine,) = saves_in(tmp_path)
        before = mine.read_bytes()
        second = _run(tmp_path, ["--resume"], "Main menu.")
        assert any(
            t.startswith("This game is open in another window") for t in second.speech.texts()
        )
        assert "Saved game loaded." not in second.speech.texts()
        assert mine.read_bytes() == before
        third = _run(tmp_path, args, "Your turn")
        assert third.speech.texts()
        assert len(saves_in(tmp_path)) == 2 and mine.read_bytes() == before
        first.send("ctrl-q")
        assert first.wait(15) == 0
