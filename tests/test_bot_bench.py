"""The move-time benchmark runs and prints its table (figures are not asserted: they are the
machine's; the budget share is, since it is exact without a time limit)."""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.bots.search_bot import SearchBot
from engine.registry import new_game
from tools.bot_bench import CONFIGS, main, timed_moves


def test_the_table_has_a_row_per_game_and_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--levels", "medium,hard", "--games", "2", "--max-moves", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("budgets only")
    assert "thousand Fox medium moves per CPU second" in lines[1]
    rows = [line.split(" | ") for line in lines if line.startswith("| fox") or "| fearless" in line]
    assert [(r[0].strip("| "), r[1], r[2]) for r in rows] == [
        (name, str(players), level) for name, players in CONFIGS for level in ("medium", "hard")
    ]
    for row in rows:
        assert row[3] == "3"
        assert row[-1] == ("100% / 100% |" if row[2] == "hard" else "— |")


def test_a_search_stopped_by_its_time_limit_shows_in_the_budget_share() -> None:
    timings = timed_moves("fox", 2, "hard", 1, seed=3, max_moves=4)
    assert len(timings.wall) == len(timings.cpu) == 4
    assert timings.budget_done and all(share == 1.0 for share in timings.budget_done)
    game = new_game("fox", 2, 3)
    seat = game.current_player
    assert seat is not None
    bot = make_bot("fox", "expert", 3, seat, time_limit=1e-6)
    assert isinstance(bot, SearchBot)
    bot.choose(game.observation(seat))
    assert 0 < bot.last_iterations < bot.last_planned
