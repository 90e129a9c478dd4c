"""Golden transcripts of the interface: a scripted session per game and language, in practice
mode, recorded as spoken ("!" marks a message that interrupted, "." one that queued).

A change to any spoken sentence, or to what interrupts what, shows as a diff of the files under
tests/golden/. Rewrite them with ``UPDATE_GOLDEN=1``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ui_driver import drive

from audiogame.settings import Settings
from audiogame.ui.app import GameChoice

GOLDEN = Path(__file__).parent / "golden"

SCRIPT = [
    "f1", "down", "escape",
    "h", "right", "right", "enter", "y", "t", "tab",
    "enter", "y", "ctrl-z", "home", "enter",
    "l", "s", "p", "d", "w", "i",
    "pageup", "pageup", "pagedown", "r",
    "x", "escape", "escape", "f10", "down", "escape",
    "up", "down", "end", "home", "tab", "shift-tab", "a", "n", "H", "=",
]  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game", "players"), [("fearless", 4), ("fox", 2)])
def test_transcript(tmp_path: Path, game: str, players: int, lang: str) -> None:
    choice = GameChoice(game, players, "easy", True, options={"target": 21}, seed=7)
    settings = Settings(first_run_done=True, hint_level="full")
    run = drive(tmp_path, SCRIPT, lang=lang, settings=settings, start=lambda app: app.start(choice))
    lines = [("!" if u.interrupt else ".") + " " + u.text for u in run.speaker.spoken]
    text = "\n".join(lines) + "\n"
    path = GOLDEN / f"ui-{game}-{lang}.txt"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path.name}: run with UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
