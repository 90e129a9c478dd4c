"""The coach in the review room (issue 35): it works while the room is open, C says what the
player's choice in a trick cost (from what they knew then), M the round's costliest choices, in
both languages; its verdicts are those of ``engine.coach`` and are kept with the finished game,
so the room opened again from the list has them at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from ui_driver import after_the_game, drive, paths_in

from audiogame.choice import GameChoice
from audiogame.coaching import verdicts_from_data
from audiogame.finished import FinishedGames
from audiogame.i18n import Translator
from audiogame.review_walk import COST_SAID
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker
from audiogame.ui.app import TableApp
from audiogame.ui.review_screen import ReviewScreen
from engine.coach import Verdict, coach, costliest

ONE_ROUND = GameChoice("fox", 2, "easy", False, {"target": 1}, seed=5)


def _number(lang: str, cost: float) -> str:
    """A cost as the locale writes it (one decimal at most)."""
    text = f"{round(cost, 1):g}"
    return text.replace(".", ",") if lang == "fr" else text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coach_says_each_trick_s_cost_and_the_round_s_costliest(
    tmp_path: Path, lang: str
) -> None:
    tr = Translator(lang, strict=True)
    speaker = RecordingSpeaker("recording")
    said: dict[str, list[str]] = {"c": [], "m": []}
    expected: list[Verdict] = []

    def room(app: TableApp) -> ReviewScreen:
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        return screen

    def script(app: TableApp) -> Iterator[str]:
        record = app.table_screen.table.session.game.record()  # type: ignore[union-attr]
        expected.extend(coach(record, 0))
        yield "v"
        coaching = room(app).walk.coaching
        assert coaching is not None
        while not coaching.ready:
            yield ""  # nothing typed: the coach works
        for _ in range(len(room(app).walk.stops)):
            yield "c"
            said["c"].append(speaker.texts[-1])
            yield "right"
        yield "m"
        said["m"].append(speaker.texts[-1])

    keys = after_the_game(script)

    settings = Settings(first_run_done=True, pace="short", language=lang)
    start = lambda app: app.start(ONE_ROUND)  # noqa: E731
    drive(tmp_path, keys, settings=settings, lang=lang, speaker=speaker, start=start)
    assert expected, "the player had choices"
    by_trick = {(v.round, v.trick): v for v in expected}  # one choice a trick in the Fox's play
    who = tr.t("coach-who-knew")
    best_tail = tr.t("coach-best", who=who, card="X").split("X")[1]
    cost_mid = tr.t("coach-cost", who=who, card="X", cost=7.0, unit="fox-points", best="Y")
    cost_mid = cost_mid.split("X")[1].split("7")[0]
    *tricks, result = said["c"]
    for number, text in enumerate(tricks):
        verdict = by_trick.get((0, number))
        if verdict is None:
            assert text == tr.t("coach-no-choice", who=who), text
        elif verdict.cost < COST_SAID:
            assert text.endswith(best_tail), text
        else:
            assert cost_mid + _number(lang, verdict.cost) in text, (text, verdict.cost)
            if verdict.best_taker == 0:  # the reason, where one exists
                assert text.endswith(tr.t("coach-reason-you")), text
            elif verdict.best_taker is not None:
                assert text.endswith(tr.t("coach-reason-other", player="P").split("P")[1]), text
            else:
                assert tr.t("coach-reason-you") not in text, text
    assert result == said["m"][0]  # C at the round's result: the round's costliest
    worst = [v for v in costliest(expected) if v.cost >= COST_SAID]
    head = tr.t("coach-round", who=who, round=1)
    if worst:
        assert said["m"][0].startswith(head)
        for verdict in worst:
            assert _number(lang, verdict.cost) in said["m"][0]
    else:
        assert said["m"][0] == tr.t("coach-round-none", who=who, round=1)
    # Kept with the finished game: the same verdicts, read back.
    (summary,) = FinishedGames(paths_in(tmp_path).finished).games()
    saved = FinishedGames(paths_in(tmp_path).finished).load(summary.slot)
    assert saved is not None
    assert verdicts_from_data(saved.extra["coach"]["verdicts"]) == expected


def test_a_kept_game_s_coach_is_ready_at_once_when_reviewed_again(tmp_path: Path) -> None:
    speaker = RecordingSpeaker("recording")
    ready: list[bool] = []

    def script(app: TableApp) -> Iterator[str]:
        yield "v"
        screen = app.screen
        assert isinstance(screen, ReviewScreen) and screen.walk.coaching is not None
        while not screen.walk.coaching.ready:
            yield ""
        yield "f10"
        yield "escape"  # the main menu
        while "(1)" not in app.screen.items[app.screen.index].label():  # type: ignore[attr-defined]
            yield "down"
        yield "enter"
        yield "enter"
        yield "enter"  # Review this game
        again = app.screen
        assert isinstance(again, ReviewScreen) and again.walk.coaching is not None
        ready.append(again.walk.coaching.ready)
        yield "c"

    keys = after_the_game(script)

    drive(tmp_path, keys, speaker=speaker, start=lambda app: app.start(ONE_ROUND))
    assert ready == [True]
    assert speaker.texts[-1].startswith("Coach")
    assert "thinking" not in speaker.texts[-1]


def test_k_switches_to_the_verdict_with_hindsight_labelled_as_such(tmp_path: Path) -> None:
    """K starts the verdicts with hindsight (every card known) and C then says them, each
    answer beginning with that label; K again comes back to what the player knew."""
    tr = Translator("en", strict=True)
    speaker = RecordingSpeaker("recording")
    said: list[str] = []
    expected: list[Verdict] = []

    def script(app: TableApp) -> Iterator[str]:
        record = app.table_screen.table.session.game.record()  # type: ignore[union-attr]
        expected.extend(coach(record, 0, hindsight=True))
        yield "v"
        yield "k"
        said.append(speaker.texts[-1])
        screen = app.screen
        assert isinstance(screen, ReviewScreen) and screen.walk.hindsight is not None
        while not screen.walk.hindsight.ready:
            yield ""
        first = min(expected, key=lambda v: v.index)
        for _ in range(first.trick):
            yield "right"
        yield "c"
        said.append(speaker.texts[-1])
        yield "k"
        said.append(speaker.texts[-1])

    keys = after_the_game(script)

    drive(tmp_path, keys, speaker=speaker, start=lambda app: app.start(ONE_ROUND))
    first = min(expected, key=lambda v: v.index)
    assert said[0] == tr.t("coach-hindsight-on")
    assert said[1].startswith(tr.t("coach-who-hindsight") + ": ")
    if first.cost >= COST_SAID:
        assert f"about {_number('en', first.cost)} points" in said[1]
    assert said[2] == tr.t("coach-hindsight-off")
