"""The review room in the large view (issue 35): with the view on, the room has the screen,
drawn as the table is: the trick as it was played and who took it, the player's hand when it was
led, the tricks won so far and the scores, the step's words at the bottom; back at the game's
end, the table again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from ui_driver import after_the_game, drive

from audiogame.choice import GameChoice
from audiogame.i18n import Translator
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker
from audiogame.ui.app import TableApp
from audiogame.ui.review_screen import ReviewScreen
from audiogame.ui.view import draw, review_picture

ONE_ROUND = GameChoice("fox", 2, "easy", False, {"target": 1}, seed=5)


def _text(app: TableApp, room: ReviewScreen, message: str) -> str:
    drawing = draw(review_picture(room.walk, message), 100, 30)
    return "\n".join("".join(text for _style, text in row) for row in drawing.rows)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_review_room_is_drawn_by_the_large_view(tmp_path: Path, lang: str) -> None:
    tr = Translator(lang, strict=True)
    speaker = RecordingSpeaker("recording")
    seen: dict[str, object] = {}

    def script(app: TableApp) -> Iterator[str]:
        yield "v"
        room = app.screen
        assert isinstance(room, ReviewScreen)
        yield "right"
        seen["showing"] = app.view_showing
        trick = room.walk.current_trick()
        assert trick is not None and trick.won is not None
        seen["drawn"] = _text(app, room, speaker.texts[-1])
        seen["said"] = speaker.texts[-1]
        yield "f10"
        seen["back"] = app.view_showing

    keys = after_the_game(script)

    settings = Settings(first_run_done=True, pace="short", language=lang, output="tts")
    drive(
        tmp_path,
        keys,
        settings=settings,
        lang=lang,
        speaker=speaker,
        speaker_name="tts",
        start=lambda app: app.start(ONE_ROUND),
        view="large",
    )
    drawn = str(seen["drawn"])
    assert seen["showing"] is True and seen["back"] is True
    assert tr.t("view-review-title", round=1, rounds=1) in drawn
    assert tr.t("view-trick-done", trick=2) in drawn
    assert tr.t("view-taken") in drawn and tr.t("view-tricks") in drawn
    assert str(seen["said"]).split(".")[0] in drawn  # the step's words at the bottom
