"""Keys that do not work here say why, where a reason is worth more than "nothing here"
(issue 34, item 9), driven through the real application."""

from __future__ import annotations

from pathlib import Path

from ui_driver import drive, play_legally

from audiogame.ui.app import GameChoice, TableApp


def _start(choice: GameChoice):  # type: ignore[no-untyped-def]
    def start(app: TableApp) -> None:
        app.start(choice)

    return start


def test_undo_outside_practice_says_where_it_works(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, seed=8)
    run = drive(tmp_path, ["ctrl-z"], start=_start(choice))
    assert run.texts[-1] == "Undo: only in practice mode, or with the house option in Settings."


def test_why_outside_practice_says_it_is_a_practice_key(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, seed=8)
    run = drive(tmp_path, ["y"], start=_start(choice))
    assert run.texts[-1] == "Only in practice mode."


def test_equals_outside_a_fox_choice_says_there_is_nothing_to_keep(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, seed=8)
    run = drive(tmp_path, ["="], start=_start(choice))
    assert run.texts[-1] == "Nothing to keep now."


def test_f1_after_the_game_says_the_keys_that_lead_on(tmp_path: Path) -> None:
    """Issue 34, item 8: not the 25 playing keys."""
    choice = GameChoice("fox", 2, "easy", False, options={"target": 1}, seed=11)
    over: list[str] = []

    def keys(app: TableApp) -> str | None:
        key = play_legally(app)
        if key is None and not over:
            over.append("f1")
            return "f1"
        return key

    run = drive(tmp_path, keys, start=_start(choice))
    assert run.texts[-1] == (
        "Keys now the game is over. Press Enter for a new game, Escape for the menu, 1 of 1"
    )
