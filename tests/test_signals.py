"""Leaving by signal or by a closed terminal, in the middle of a game: the game is saved, the
exit status is 0 (or the signal's conventional one), the terminal is back in its normal modes
(``icanon`` and ``echo``), and nothing but the game's own lines reached the screen."""

from __future__ import annotations

import random
import signal
import time
from pathlib import Path

import pytest
from e2e_helpers import PtyProgram, keys_to_move, paths_in, record_of, write_settings
from save_files import the_save, wait_for_save

from audiogame.saves import load_save

GAME = ["--game", "fearless", "--players", "3", "--seed", "5"]


def _play_once(home: Path, program: PtyProgram) -> None:
    """Wait for the game, then make one move: an opponent is to play next."""
    program.wait_ready("Your turn")
    save = wait_for_save(home)
    for _ in range(20):  # until the player has played once
        program.send(*keys_to_move(save, random.Random(1)))
        time.sleep(0.2)
        if record_of(save).actions:
            break


def _check_saved_and_clean(home: Path, program: PtyProgram) -> None:
    save = the_save(home)
    record = record_of(save)
    assert record.actions, "the player's move was not saved"
    copy = home / "copy.json"
    copy.write_bytes(save.read_bytes())
    _, game, problem = load_save(copy)
    assert problem is None and game is not None and not game.is_over
    screen = program.screen_text
    assert "Traceback" not in screen and "Error" not in screen, screen[-2000:]
    log = paths_in(home).log_file.read_text(encoding="utf-8")
    assert "Traceback" not in log and "ERROR" not in log, log
    assert log.rstrip().endswith("closed")


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_signal_mid_game_saves_and_restores_the_terminal(tmp_path: Path, name: str) -> None:
    write_settings(tmp_path, pace="short")
    number = getattr(signal, name)
    with PtyProgram(tmp_path, [*GAME, "--level", "easy"]) as program:
        _play_once(tmp_path, program)
        program.signal(number)
        status = program.wait(15)
        assert status in (0, -number, 128 + number)
        assert program.modes() == (True, True), "icanon and echo must be back on"
    _check_saved_and_clean(tmp_path, program)
    assert f"{name} received; leaving" in paths_in(tmp_path).log_file.read_text(encoding="utf-8")


def test_sigterm_while_an_opponent_thinks_leaves_promptly(tmp_path: Path) -> None:
    write_settings(tmp_path, pace="short")
    with PtyProgram(tmp_path, [*GAME, "--level", "expert"]) as program:
        _play_once(tmp_path, program)
        time.sleep(0.8)  # past the 0.6 s pause: the expert searches (up to 3 s)
        began = time.monotonic()
        program.signal(signal.SIGTERM)
        assert program.wait(15) in (0, -signal.SIGTERM, 128 + signal.SIGTERM)
        assert time.monotonic() - began < 6, "leaving waited too long for the search"
        assert program.modes() == (True, True)
    _check_saved_and_clean(tmp_path, program)


@pytest.mark.parametrize("key", ["ctrl-c", "ctrl-q"])
def test_quit_keys_exit_zero_and_restore_the_terminal(tmp_path: Path, key: str) -> None:
    write_settings(tmp_path, pace="short")
    with PtyProgram(tmp_path, [*GAME, "--level", "easy"]) as program:
        _play_once(tmp_path, program)
        program.send(key)
        assert program.wait(15) == 0
        assert program.modes() == (True, True)
    _check_saved_and_clean(tmp_path, program)


def test_closed_terminal_saves_and_exits_quietly(tmp_path: Path) -> None:
    write_settings(tmp_path, pace="short")
    stderr = tmp_path / "stderr.txt"
    program = PtyProgram(tmp_path, [*GAME, "--level", "easy"], stderr=stderr)
    with program:
        program.wait_ready("Your turn")
        save = wait_for_save(tmp_path)
        program.send(*keys_to_move(save, random.Random(2)))
        time.sleep(0.3)
        program.close_terminal()  # the terminal window is closed: hang-up, then no input
        status = program.wait(15)
    assert status in (0, -signal.SIGHUP, 128 + signal.SIGHUP)
    assert stderr.read_bytes() == b""
    log = paths_in(tmp_path).log_file.read_text(encoding="utf-8")
    assert "Traceback" not in log and "ERROR" not in log, log
    assert "leaving" in log and log.rstrip().endswith("closed")
    copy = tmp_path / "copy.json"
    copy.write_bytes(save.read_bytes())
    assert load_save(copy)[2] is None
