"""Menu wording (issue 34, item 15): the statistics line, the continue item with several
saves."""

from __future__ import annotations

from pathlib import Path

from ui_driver import drive

from audiogame.settings import Settings
from audiogame.ui.app import GameChoice, TableApp


def _stats(app: TableApp) -> None:
    app.menus.stats_menu()


def test_a_statistics_line_says_played_then_won(tmp_path: Path) -> None:
    settings = Settings(first_run_done=True, stats={"fearless/medium": {"played": 1, "won": 0}})
    run = drive(tmp_path, [], settings=settings, start=_stats)
    assert run.texts[0] == "Statistics. Fearless, Medium: 1 played, 0 won, 1 of 1"


def test_a_statistics_line_in_french(tmp_path: Path) -> None:
    settings = Settings(first_run_done=True, stats={"fox/hard": {"played": 3, "won": 1}})
    run = drive(tmp_path, [], settings=settings, start=_stats, lang="fr")
    assert run.texts[0].endswith("Difficile : 3 jouées, 1 gagnée, 1 sur 1")


def test_two_saved_games_are_not_called_the_saved_game(tmp_path: Path) -> None:
    for game, seed in (("fox", 8), ("fearless", 2)):
        choice = GameChoice(game, 2 if game == "fox" else 3, "easy", False, seed=seed)
        drive(tmp_path, ["ctrl-q"], start=lambda app, c=choice: app.start(c))
    run = drive(tmp_path, [])
    assert run.texts[0] == "Main menu. Continue a saved game, 2 kept, 1 of 11"
