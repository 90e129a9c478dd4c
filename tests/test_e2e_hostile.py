"""Hostile files and a full disk, end to end (issue 13, items 2 and 4): the real program on a
pseudo-terminal, started against a FIFO, a link to a device, a 41 MB save and a speech log on a
full disk. Each run must reach the game or the menu, say what it refused, leave with status 0 on
Control+Q and print no traceback."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from e2e_helpers import PtyProgram, paths_in, wait_until, write_settings
from save_files import planted_save

import engine
from audiogame.saves import SavedGame, write_save

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pseudo-terminals, FIFOs, devices")

NEW_GAME = ["--game", "fearless", "--level", "easy", "--seed", "2"]
SAVE_UNREADABLE = "The saved game could not be read."
SETTINGS_UNREADABLE = "Your settings could not be read and were reset."


def _run(home: Path, args: list[str], ready: str) -> PtyProgram:
    """Run until the program says ``ready`` (the hang guard of ``wait_ready`` is 20 s), then
    Control+Q: it must leave with status 0."""
    with PtyProgram(home, args) as program:
        program.wait_ready(ready, timeout=30)
        program.send("ctrl-q")
        assert program.wait(15) == 0
    assert "Traceback" not in program.screen_text, program.screen_text[-2000:]
    return program


def _saved_game(home: Path) -> Path:
    game = engine.new_game("fearless", 4, seed=6)
    for _ in range(9):
        game.apply(game.legal_actions()[0])
    path = planted_save(home)
    write_save(SavedGame(game.record(), 0, ("easy",) * 3), path)
    return path


def _kept_aside(path: Path) -> Path:
    (kept,) = path.parent.glob(f"{path.name}.bad-*")
    return kept


def test_a_fifo_as_the_save_is_refused_and_the_menu_comes(tmp_path: Path) -> None:
    write_settings(tmp_path)
    path = planted_save(tmp_path)
    os.mkfifo(path)
    program = _run(tmp_path, ["--resume"], "Main menu.")
    assert any(t.startswith(SAVE_UNREADABLE) for t in program.speech.texts())
    assert stat.S_ISFIFO(_kept_aside(path).lstat().st_mode)


def test_a_fifo_as_the_settings_is_refused_and_the_game_starts(tmp_path: Path) -> None:
    path = paths_in(tmp_path).settings_file
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    program = _run(tmp_path, NEW_GAME, "Your turn")
    assert any(t.startswith(SETTINGS_UNREADABLE) for t in program.speech.texts())
    assert stat.S_ISFIFO(_kept_aside(path).lstat().st_mode)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_link_to_dev_zero_as_the_save_is_refused_unread(tmp_path: Path) -> None:
    write_settings(tmp_path)
    path = planted_save(tmp_path)
    path.symlink_to("/dev/zero")
    program = _run(tmp_path, ["--resume"], "Main menu.")
    assert any(t.startswith(SAVE_UNREADABLE) for t in program.speech.texts())
    assert os.readlink(_kept_aside(path)) == "/dev/zero"


def test_a_save_of_200000_duplicate_deals_is_refused(tmp_path: Path) -> None:
    write_settings(tmp_path)
    path = _saved_game(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["deals"] = data["record"]["deals"][:1] * 200_000
    path.write_text(json.dumps(data), encoding="utf-8")
    size = path.stat().st_size
    program = _run(tmp_path, ["--resume"], "Main menu.")
    assert any(t.startswith(SAVE_UNREADABLE) for t in program.speech.texts())
    assert _kept_aside(path).stat().st_size == size


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_a_speech_log_on_a_full_disk_does_not_stop_the_game(tmp_path: Path) -> None:
    """The speech log is a link to /dev/full: every write to it fails, from the first message.
    The game still starts, speaks (printed, in terminal mode) and leaves with status 0."""
    write_settings(tmp_path)
    (tmp_path / "speech.log").symlink_to("/dev/full")
    with PtyProgram(tmp_path, NEW_GAME) as program:
        wait_until(lambda: "Your turn" in program.screen_text, 30, "the game to start")
        wait_until(lambda: program.modes() == (False, False), 10, "raw mode")
        assert "Hand, " not in program.screen_text
        program.send("h")  # a key that speaks: the game answers with the hand
        wait_until(lambda: "Hand, " in program.screen_text, 15, "the hand")
        program.send("ctrl-q")
        assert program.wait(15) == 0
    assert "Traceback" not in program.screen_text, program.screen_text[-2000:]
    warning = "The speech log " + str(tmp_path / "speech.log") + " could not be written"
    shown = " ".join(program.screen_text.split())  # lines broken at the terminal's width
    assert shown.count(warning) == 1, program.screen_text[-2000:]


def test_a_speech_log_that_cannot_be_opened_is_said_once_and_speech_goes_on(
    tmp_path: Path,
) -> None:
    """``--speech-log /proc/nope/x``: the log cannot even be created; the game starts anyway,
    says so once, and leaves with status 0 without hanging."""
    write_settings(tmp_path)
    args = [*NEW_GAME, "--speech-log", "/proc/nope/x"]
    with PtyProgram(tmp_path, args) as program:
        wait_until(lambda: "Your turn" in program.screen_text, 30, "the game to start")
        wait_until(lambda: program.modes() == (False, False), 10, "raw mode")
        program.send("ctrl-q")
        assert program.wait(15) == 0
    screen = program.screen_text
    assert screen.count("The speech log /proc/nope/x could not be written") == 1, screen[-2000:]
    assert "Traceback" not in screen, screen[-2000:]
    # Only what is true: the quit's "Game saved.", never the crash message's claim.
    assert "The game in progress was saved" not in screen, screen[-2000:]
    assert screen.rstrip().endswith("Game saved."), screen[-2000:]
