"""The real console script in a real terminal (tmux): start a Fearless game, press keys, read
what was said (``--speech-log``) and what the screen shows (``capture-pane``: the printed log,
one line per message, and nothing else), quit with Control+Q.

The tmux server is private to the test (``tmux -L``) and killed at the end.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
from pathlib import Path

import pytest
from e2e_helpers import SpeechLog, Tmux, paths_in, program_argv, wait_until, write_settings
from save_files import saves_in

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def _command(home: Path, log: Path) -> str:
    argv = [
        *program_argv(),
        "--output", "terminal", "--no-sound", "--speech-log", str(log),
        "--game", "fearless", "--players", "3", "--level", "easy", "--seed", "4",
    ]  # fmt: skip
    return " ".join(argv) + '; echo "EXIT=$?"'


def _index(spoken: list[tuple[str, str]], tag: str, text: str, after: int = -1) -> int:
    """Where ``(tag, text)`` was said after position ``after``; fails if it was not."""
    for i in range(after + 1, len(spoken)):
        if spoken[i] == (tag, text):
            return i
    raise AssertionError(f"[{tag}] {text!r} not said after line {after}: {spoken[after + 1 :]}")


def test_console_script_in_tmux(tmp_path: Path) -> None:
    write_settings(tmp_path, pace="key")  # opponents wait for Enter; with seed 4 you lead
    speech = SpeechLog(tmp_path / "speech.log")
    with Tmux(tmp_path) as tmux:
        tmux.type_line(_command(tmp_path, speech.path))
        speech.wait_for("Your turn")
        wait_until(lambda: speech.count("New hand") >= 1, 10, "the deal")
        answers = len([tag for tag, _ in speech.spoken() if tag == "interrupt"])
        tmux.keys("Right")
        wait_until(
            lambda: len([tag for tag, _ in speech.spoken() if tag == "interrupt"]) > answers,
            10,
            "Right answered",
        )
        tmux.keys("w")
        wait_until(lambda: speech.spoken()[-1] == ("interrupt", "Your turn."), 10, "W answered")
        # Under the log, no status line: the last line is the last message, the cursor at its end.
        screen = tmux.wait_for("\nYour turn.", 10)
        assert screen.rstrip("\n").splitlines()[-1] == "Your turn.", screen
        tmux.keys("Enter")  # play the focused card (or hear why not)
        wait_until(lambda: speech.spoken()[-1][1] != "Your turn.", 10, "Enter answered")
        spoken = speech.spoken()

        # Speech, in order: the output chosen, the deal queued, then answers interrupting.
        first = _index(spoken, "queue", "Speech: Terminal text.")
        deal = next(i for i, (tag, t) in enumerate(spoken) if t.startswith("Round 1"))
        assert spoken[deal][0] == "queue" and deal > first
        right = next(i for i in range(deal + 1, len(spoken)) if spoken[i][0] == "interrupt")
        focused = spoken[right][1]
        assert re.fullmatch(r"(Last card\. )?[a-z]+ (plus|minus) \d.*|.*zero.*", focused)
        turn = _index(spoken, "interrupt", "Your turn.", right)
        assert turn > right
        assert all(tag == "queue" for tag, _ in spoken[:first])

        # The screen: the printed log lines (printed a moment after they are said).
        for text in ("Speech: Terminal text.", spoken[deal][1], focused):
            screen = tmux.wait_for(text, 10)
        assert "Traceback" not in screen

        tmux.keys("C-q")
        screen = tmux.wait_for("\nEXIT=", 15)
        assert "\nEXIT=0" in screen, screen
        assert "Traceback" not in screen

        # The shell is usable again, in its normal modes.
        tmux.type_line("stty -a; echo STTY-DONE")
        modes = tmux.wait_for("\nSTTY-DONE", 10)
        stty = modes[modes.rfind("stty -a") :]
        assert re.search(r"(?<![-\w])icanon\b", stty), stty
        assert re.search(r"(?<![-\w])echo\b", stty), stty
    assert saves_in(tmp_path), "the game in progress was saved"


def _program_pid(log: Path) -> int:
    """The process id of the program writing ``log`` (found by its command line)."""
    wanted = str(log).encode()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                argv = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if wanted in argv and any(b"audiogame" in a for a in argv[:3]):
                return int(entry.name)
    raise AssertionError("the program is not running")


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds the program through /proc")
def test_stopped_from_outside_and_continued_it_takes_keys_at_once_and_recaps(
    tmp_path: Path,
) -> None:
    """``kill -TSTP`` from another terminal stops the program (the shell says so); after ``fg``
    the terminal is back in raw mode (a key answers without Enter) and the recap is said."""
    write_settings(tmp_path, pace="key")
    speech = SpeechLog(tmp_path / "speech.log")
    with Tmux(tmp_path) as tmux:
        tmux.type_line(_command(tmp_path, speech.path))
        speech.wait_for("Your turn")
        pid = _program_pid(speech.path)
        os.kill(pid, signal.SIGTSTP)
        tmux.wait_for("Stopped", 10)
        tmux.type_line("fg")
        wait_until(lambda: speech.count("Fearless, round 1 of 3.") >= 1, 10, "the recap")
        (recap,) = [t for t in speech.texts() if t.startswith("Fearless, round 1 of 3.")]
        assert "Scores: you 0" in recap and "Ghosts:" in recap and recap.endswith("You lead.")
        before = len(speech.spoken())
        tmux.keys("w")  # one key, no Enter: answered at once only in raw mode
        wait_until(lambda: len(speech.spoken()) > before, 10, "W answered without Enter")
        assert speech.spoken()[-1] == ("interrupt", "Your turn.")
        tmux.keys("C-q")  # (the shell already printed EXIT=148 when the job stopped)
        wait_until(lambda: not Path(f"/proc/{pid}").exists(), 15, "the program to leave")
    log = paths_in(tmp_path).log_file.read_text(encoding="utf-8")
    assert "SIGTSTP received" in log and "continued" in log and log.rstrip().endswith("closed")
    assert "Traceback" not in log
