"""Heard once: the review room in a real terminal (tests/heard.py). A game played with Enter,
then the room walked from its first step to the game's end and back, its keys, F1 and the way
out: in terminal text, every message said is heard exactly once and nothing else is heard. The
quick run walks short games; the full run a whole Fox match and a whole 4-player Fearless game,
in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_helpers import write_settings
from heard import HeardRun, Player, cursor_misplaced, extra_hearings, unheard

from audiogame.i18n import Translator

SHORT = {
    "fox": ["--game", "fox", "--target", "1"],
    "fearless": ["--game", "fearless", "--players", "3"],
}
WHOLE = {
    "fox": ["--game", "fox", "--target", "21"],
    "fearless": ["--game", "fearless", "--players", "4"],
}
ROOM_KEYS = ["h", "o", "r", "end", "down", "up", "home", "f1", "down", "escape", "x", "\x7f"]
"""After the walk: the hands, again, the round's ends, the keys list, a refused key, Backspace."""


def _walk(tmp_path: Path, game_args: list[str], lang: str) -> HeardRun:
    tr = Translator(lang, strict=True)
    write_settings(tmp_path, language=lang, output="terminal")
    args = [*game_args, "--level", "easy", "--seed", "11", "--pace", "none", "--no-sound"]
    with HeardRun(tmp_path, ["--output", "terminal", *args]) as run:
        run.start(tr.t("prompt-your-turn").rstrip("."))
        Player.speaking(lang).play(run)
        run.press("v")
        steps = 1
        while run.press("right")[-1:] != [tr.t("review-last")] and steps < 2000:
            steps += 1
        assert run.said()[-1] == tr.t("review-last")
        back = 0
        while run.said()[-1] != tr.t("review-first") and back < 2000:
            run.press("left")
            back += 1
        assert back == steps  # every step again, then the first trick's edge
        for key in ROOM_KEYS:
            run.press(key)
        assert run.said()[-1] == tr.t("review-closed")
        assert run.quit() == 0
    return run


def _check(run: HeardRun) -> None:
    said, heard = run.said(), run.heard()
    assert not extra_hearings(said, heard), extra_hearings(said, heard).most_common(10)
    assert not unheard(said, heard), unheard(said, heard).most_common(10)
    assert not cursor_misplaced(run), cursor_misplaced(run)[:3]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["fox", "fearless"])
def test_the_review_of_a_short_game_is_heard_once(tmp_path: Path, game: str, lang: str) -> None:
    _check(_walk(tmp_path, SHORT[game], lang))


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["fox", "fearless"])
def test_the_review_of_a_whole_game_is_heard_once(tmp_path: Path, game: str, lang: str) -> None:
    _check(_walk(tmp_path, WHOLE[game], lang))
