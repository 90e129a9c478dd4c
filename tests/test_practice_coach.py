"""The coach at a practice table (issue 35): with the option on, after each trick, one short
sentence when the player had a clearly better choice, exactly those of ``engine.coach``'s
verdicts (what the player knew) that cost at least ``CLEARLY_BETTER`` and twice the coach's
doubt, in order; with the option off, or outside practice, nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_driver import drive, play_legally

import engine
from audiogame.choice import GameChoice
from audiogame.i18n import Translator
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker
from audiogame.ui.app import TableApp
from audiogame.ui.practice_coach import CLEARLY_BETTER
from engine.coach import coach

GAMES = {
    "fox": GameChoice("fox", 2, "easy", True, {"target": 1}, seed=5),
    "fearless": GameChoice("fearless", 3, "easy", True, seed=6),
}


def _play(tmp_path: Path, choice: GameChoice, lang: str, on: bool) -> tuple[list[str], list]:
    speaker = RecordingSpeaker("recording")
    records: list[engine.GameRecord] = []

    def keys(app: TableApp) -> str | None:
        key = play_legally(app)
        if key is not None:
            return key
        if not records:
            records.append(app.table_screen.table.session.game.record())  # type: ignore[union-attr]
        return "" if app.working else None  # the coach's last words, then the end

    settings = Settings(
        first_run_done=True, pace="short", language=lang, practice=True, coach_in_practice=on
    )
    drive(
        tmp_path,
        keys,
        settings=settings,
        lang=lang,
        speaker=speaker,
        start=lambda app: app.start(choice),
    )
    return speaker.texts, records


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["fox", "fearless"])
def test_the_practice_coach_says_the_clearly_better_choices_after_their_tricks(
    tmp_path: Path, game: str, lang: str
) -> None:
    tr = Translator(lang, strict=True)
    texts, (record,) = _play(tmp_path, GAMES[game], lang, on=True)
    head = tr.t("coach-practice", best="X", card="Y", cost=1.0, unit="u").split("X")[0]
    said = [t for t in texts if t.startswith(head)]
    verdicts = coach(record, 0)
    clear = [v for v in verdicts if v.cost >= CLEARLY_BETTER and v.cost > 2 * v.error]
    assert clear, "a game where the easy policy made clear mistakes"
    assert len(said) == len(clear), (said, [(v.index, v.cost) for v in clear])
    for text, verdict in zip(said, clear, strict=True):
        number = f"{round(verdict.cost, 1):g}"
        assert (number.replace(".", ",") if lang == "fr" else number) in text, (text, verdict)


def test_with_the_option_off_the_coach_says_nothing(tmp_path: Path) -> None:
    texts, _ = _play(tmp_path, GAMES["fox"], "en", on=False)
    assert not [t for t in texts if t.startswith("Coach:")]
