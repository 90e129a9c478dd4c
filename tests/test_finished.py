"""Finished games kept for review (issue 35): kept the moment a game ends, before its save goes,
the newest ``finished_kept`` of them; listed from the main menu and by ``audiogame review``,
reviewed, deleted after a question, in both languages; a damaged file is set aside, never
listed."""

from __future__ import annotations

import json
import random
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_helpers import PtyProgram, keys_to_move, record_of, wait_until, write_settings
from save_files import saves_in
from ui_driver import after_the_game, drive, paths_in

import engine
from audiogame.choice import GameChoice
from audiogame.finished import FinishedGames
from audiogame.i18n import Translator
from audiogame.saves import SavedGame
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker
from audiogame.ui.app import TableApp
from audiogame.ui.review_screen import ReviewScreen
from audiogame.ui.screens import MenuScreen

ONE_ROUND = GameChoice("fox", 2, "easy", False, {"target": 1}, seed=5)
"""A Fox match to 1 point: over after its first round."""


def _finished_record(seed: int = 3) -> engine.GameRecord:
    game = engine.new_game("fox", 2, seed, target=1)
    while not game.is_over:
        game.step(game.legal_actions()[0])
    return game.record()


def test_kept_games_are_listed_newest_first_and_bounded(tmp_path: Path) -> None:
    finished = FinishedGames(tmp_path / "finished")
    slots = [finished.keep(SavedGame(_finished_record(seed), 0, ("hard",)), 3) for seed in range(5)]
    games = finished.games()
    assert len(games) == 3  # the two oldest went
    assert {g.slot for g in games} <= set(slots)
    assert slots[-1] in {g.slot for g in games}  # the one just kept, though all in one second
    assert all(g.game == "fox" and g.players == 2 and g.levels == ("hard",) for g in games)
    record = _finished_record(4)
    assert games[0].totals == engine.replay(record).result().totals  # type: ignore[union-attr]
    assert finished.keep(SavedGame(record, 0), 0) is None  # none kept: nothing written
    assert len(finished.games()) == 3


def test_a_damaged_or_unfinished_file_is_set_aside_not_listed(tmp_path: Path) -> None:
    finished = FinishedGames(tmp_path / "finished")
    good = finished.keep(SavedGame(_finished_record(), 0), 10)
    assert good is not None
    bad = finished.new_slot("fox")
    finished.path(bad).write_text("{not json", encoding="utf-8")
    game = engine.new_game("fox", 2, 1)
    game.step(game.legal_actions()[0])  # a game still going is no finished game
    unfinished = finished.new_slot("fox")
    data = json.loads(finished.path(good).read_text(encoding="utf-8"))
    data["record"] = json.loads(game.record().to_json())
    finished.path(unfinished).write_text(json.dumps(data), encoding="utf-8")
    assert [g.slot for g in finished.games()] == [good]
    assert finished.load(bad) is None and finished.load(unfinished) is None
    assert finished.load(good) is not None


def _menu_label(app: TableApp) -> str:
    screen = app.screen
    assert isinstance(screen, MenuScreen)
    return screen.items[screen.index].label()


def _to(app: TableApp, fragment: str) -> str:
    """Down until the focused item holds ``fragment``, then Enter."""
    return "enter" if fragment in _menu_label(app) else "down"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_finished_game_is_kept_reviewed_from_the_menu_then_deleted_after_a_question(
    tmp_path: Path, lang: str
) -> None:
    tr = Translator(lang, strict=True)
    speaker = RecordingSpeaker("recording")
    steps: list[str] = []

    def script(app: TableApp) -> Iterator[str]:
        yield "escape"  # the game is over: Escape goes to the menu
        while "(1)" not in _menu_label(app):
            yield "down"
        assert _menu_label(app) == tr.t("menu-main-finished", count=1)
        yield "enter"
        assert tr.t("finished-title") in speaker.texts[-1]
        yield "enter"  # the one game
        yield "enter"  # Review this game
        assert isinstance(app.screen, ReviewScreen)
        steps.append("reviewed")
        yield "right"
        yield "f10"  # back to this game's two choices
        assert _menu_label(app) == tr.t("finished-review")
        yield "down"
        yield "enter"  # Delete this game: asked first, No focused
        assert tr.t("finished-delete-confirm") in speaker.texts[-1]
        assert _menu_label(app) == tr.t("finished-delete-no")
        yield "enter"  # No: nothing deleted
        assert len(app.finished_games()) == 1
        yield "down"
        yield "enter"
        yield "down"
        yield "enter"  # Yes
        steps.append("deleted")
        assert tr.t("finished-deleted") in speaker.texts

    keys = after_the_game(script)

    settings = Settings(first_run_done=True, pace="short", language=lang)
    drive(
        tmp_path,
        keys,
        settings=settings,
        lang=lang,
        speaker=speaker,
        start=lambda app: app.start(ONE_ROUND),
    )
    assert steps == ["reviewed", "deleted"]
    assert FinishedGames(paths_in(tmp_path).finished).games() == []
    assert not list(paths_in(tmp_path).saves.glob("*.json"))  # the save went at the end


def test_the_review_command_lists_the_kept_games_or_says_there_are_none(tmp_path: Path) -> None:
    tr = Translator("en", strict=True)
    settings = Settings(first_run_done=True, language="en")
    none = drive(tmp_path, [], settings=settings, start=lambda app: app.start_review())
    assert none.texts[0] == tr.t("finished-none")
    assert none.texts[1].startswith(tr.t("menu-main-title"))
    finished = FinishedGames(paths_in(tmp_path).finished)
    finished.keep(SavedGame(_finished_record(), 0, ("hard",)), 50)
    kept = drive(tmp_path, ["enter", "enter"], settings=settings, start=lambda a: a.start_review())
    assert kept.texts[0].startswith(tr.t("finished-title"))
    assert "The Fox in the Forest, " in kept.texts[0]
    assert isinstance(kept.app.screen, ReviewScreen)


def test_a_program_killed_at_the_game_s_end_loses_no_finished_game(tmp_path: Path) -> None:
    """The real program plays a Fox match to 1 point by keys (the opponent at Enter), is
    killed (SIGKILL) once it says the game is over, and a new run's ``audiogame review`` lists
    that game, whose record is the one the program played."""
    write_settings(tmp_path, pace="key")
    args = ["--game", "fox", "--target", "1", "--seed", "5", "--level", "easy"]
    rng = random.Random(5)
    over = Translator("en").t("prompt-game-over")
    with PtyProgram(tmp_path, args) as program:
        program.wait_ready("Speech: ")
        played = None
        while not program.speech.count(over):
            save = saves_in(tmp_path)
            if save:
                played = record_of(save[0])
            before = len(program.speech.lines())
            program.send(*keys_to_move(save[0] if save else tmp_path / "none", rng))
            wait_until(lambda b=before: len(program.speech.lines()) > b, 10, "an answer")
        program.signal(signal.SIGKILL)
        assert program.wait(10) == -signal.SIGKILL
    kept = FinishedGames(paths_in(tmp_path).finished).games()
    assert len(kept) == 1 and kept[0].game == "fox"
    record = FinishedGames(paths_in(tmp_path).finished).load(kept[0].slot)
    assert record is not None and played is not None
    assert record.record.actions[: len(played.actions)] == played.actions
    with PtyProgram(tmp_path, ["review"]) as again:
        again.wait_ready(Translator("en").t("finished-title"))
        assert "The Fox in the Forest, " in again.speech.texts()[-1]


def test_deleting_one_of_two_games_leaves_the_other_listed(tmp_path: Path) -> None:
    """The list is read once; a deletion takes its game out of it, and the focus stays on a
    game that is there."""
    tr = Translator("en", strict=True)
    finished = FinishedGames(paths_in(tmp_path).finished)
    for seed in (3, 4):
        finished.keep(SavedGame(_finished_record(seed), 0, ("hard",)), 50)
    settings = Settings(first_run_done=True, language="en")
    keys = ["down", "enter", "down", "enter", "down", "enter"]  # the second game: delete: yes
    run = drive(tmp_path, keys, settings=settings, start=lambda app: app.start_review())
    assert tr.t("finished-deleted") in run.texts
    assert len(finished.games()) == 1
    assert run.texts[-1].startswith(tr.t("finished-title"))
    assert run.texts[-1].endswith("1 of 1")
