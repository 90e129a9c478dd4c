"""Heard once, with the large view asked for: the real program in a pseudo-terminal with the
built-in voice and ``--view large``, its raw output replayed through pyte (``tests/heard.py``).
The view redraws the screen, but no message is ever *heard* more often than it was *said*: the
view shows the last message once, and every other line it draws is its own short words, never a
second copy of a sentence. With terminal text, ``--view large`` is refused (said once) and the
console stays strictly append-only."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest
from e2e_helpers import write_settings
from heard import HeardRun, Player
from suite import size

from audiogame.i18n import Translator

needs_espeak = pytest.mark.skipif(
    shutil.which("espeak-ng") is None, reason="espeak-ng is not installed (CI installs it)"
)

KEYS = ["h", "right", "right", "left", "down", "up", "end", "home", "t", "s", "p", "d", "w", "r"]


@needs_espeak
def test_a_whole_game_with_the_view_is_heard_no_more_than_said(tmp_path: Path) -> None:
    write_settings(tmp_path, language="en", output="tts")
    args = ["--output", "tts", "--view", "large", "--game", "fox", "--level", "easy"]
    args += ["--seed", "11", "--pace", "none", "--no-sound"]
    args += ["--target", str(size(quick=1, full=21))]  # the quick run: one round
    with HeardRun(tmp_path, args, prints=False) as run:
        run.start(Translator("en").t("prompt-your-turn").rstrip("."))
        for key in KEYS:
            run.press(key)
        Player.speaking("en").play(run)
        assert run.quit() == 0
    said, heard = Counter(run.said()), Counter(run.heard())
    assert b"\x1b[?1049h" in run.program.raw  # the view took the whole screen
    assert any("Scores  You" in line for line in heard)  # and drew the table
    shown_messages = {text for text in heard if text in said}
    assert shown_messages  # the view's last-message line showed what was said
    too_often = {text: (heard[text], said[text]) for text in said if heard[text] > said[text]}
    assert too_often == {}


def test_view_large_with_terminal_text_is_refused_and_the_console_stays_append_only(
    tmp_path: Path,
) -> None:
    write_settings(tmp_path, language="en", output="terminal")
    args = ["--output", "terminal", "--view", "large", "--theme", "paper", "--game", "fox"]
    args += ["--level", "easy", "--seed", "4", "--pace", "none", "--no-sound"]
    with HeardRun(tmp_path, args) as run:
        run.start(Translator("en").t("prompt-your-turn").rstrip("."))
        for key in ["h", "right", "t", "s"]:
            run.press(key)
        assert run.quit() == 0
    said, heard = run.said(), run.heard()
    refused = Translator("en").t("view-refused-terminal")
    assert said.count(refused) == 1 and said.index(refused) < 3  # said at once, and once
    assert b"\x1b[?1049h" not in run.program.raw  # never the alternate screen
    assert Counter(heard) == Counter(said)  # every message heard exactly as often as said
