"""Golden transcripts of the companion: a whole Fearless round in French (3 players, a colour
removed) and a whole Fox round in English, typed on the entry line of the real application, with
status reads, a refusal and an undo. "!" marks a message that interrupted, "." one that queued.
Rewrite them with ``UPDATE_GOLDEN=1``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from test_companion_flow import fearless_typed, fox_typed
from ui_driver import drive

from audiogame.ui.companion_room import CompanionChoice
from tools.companion_games import play_fearless, play_fox

GOLDEN = Path(__file__).parent / "golden"


def _keys(typed: list[str]) -> list[str]:
    keys: list[str] = []
    for index, line in enumerate(typed):
        keys += [line, "enter"]
        if index == 2:
            keys += ["\x1bt", "zz", "enter", "\x1bw"]
        if index == 5:
            keys += ["ctrl-z", line, "enter", "\x1bl", "\x1bp", "\x1bn"]
    return [*keys, "\x1bs", "\x1bd"]


@pytest.mark.parametrize("case", ["fearless-fr", "fox-en"])
def test_companion_transcript(tmp_path: Path, case: str) -> None:
    if case == "fearless-fr":
        played = play_fearless(3, 5, rounds=1)
        typed = [fearless_typed(t, "fr", i) for i, t in enumerate(played.entries)]
        choice = CompanionChoice("fearless", 3, ["Ana", "Ben", "Chloé"], 2, played.options)
        lang = "fr"
    else:
        played = play_fox(6, rounds=1)
        typed = [fox_typed(t, "en") for t in played.entries]
        choice = CompanionChoice("fox", 2, ["Ana", "Ben"], 0, {"target": 21})
        lang = "en"
    choice.first = int(played.options.get("first_leader", played.options.get("first_dealer", 0)))
    choice.options = {k: v for k, v in played.options.items() if not k.startswith("first")}
    run = drive(tmp_path, _keys(typed), lang=lang, start=lambda app: app.companion.start(choice))
    lines = [("!" if u.interrupt else ".") + " " + u.text for u in run.speaker.spoken]
    text = "\n".join(lines) + "\n"
    path = GOLDEN / f"companion-{case}.txt"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path.name}: run with UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
