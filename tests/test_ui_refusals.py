"""Keys that do not work here say why, where a reason is worth more than "nothing here"
(issue 34, item 9), driven through the real application."""

from __future__ import annotations

from pathlib import Path

from ui_driver import drive, paths_in, play_legally

from audiogame.settings import SCHEMA, load_settings
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
        "Keys now the game is over. Press Enter for a new game, Escape for the menu, 1 of 3"
    )


def _settings_menu(app: TableApp) -> None:
    app.menus.settings_menu()


def _to(label: str) -> list[str]:
    """Down arrows from the first settings item to the one labelled ``label``."""
    items = [spec.label for spec in SCHEMA if spec.label is not None]
    return ["down"] * items.index(label)


def test_the_status_line_is_refused_with_terminal_text(tmp_path: Path) -> None:
    """Issue 34, item 13: it would never show, so it is not turned on silently."""
    keys = [*_to("settings-status-line"), "right"]
    run = drive(tmp_path, keys, start=_settings_menu, speaker_name="terminal")
    assert run.texts[-1].startswith("No visual status line with terminal text")
    assert run.app is not None and not run.app.settings.status_line
    saved, _ = load_settings(paths_in(tmp_path).settings_file)
    assert not saved.status_line


def test_the_status_line_turns_on_with_the_built_in_voice(tmp_path: Path) -> None:
    keys = [*_to("settings-status-line"), "right"]
    run = drive(tmp_path, keys, start=_settings_menu, speaker_name="tts")
    assert run.texts[-1] == "Visual status line: on"
    assert run.app is not None and run.app.settings.status_line
