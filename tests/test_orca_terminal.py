"""Heard by a real screen reader: the program in gnome-terminal, Orca listening (issue 32).

Each test starts a private desktop (``tools/orca_desk.py``: Xvfb, a session bus, AT-SPI,
speech-dispatcher whose output module records every utterance for as long as espeak-ng would
take to say it, and Orca), runs the installed console script in gnome-terminal, presses real
keys and compares, key by key, what the program said (its speech log) with what was spoken
(``tools/hearing.py``): every message heard exactly once, whole, in order; nothing else but the
key's own echo; after an arrow key, the newly focused item first.

- Terminal text: Orca reads what the program prints (the first run, the menus, the hand by
  arrows and letters, a whole Fox round with the Fox's and the Woodcutter's decisions, part of a
  4-player Fearless round), in English and in French.
- Screen reader: the program speaks through speech-dispatcher itself beside Orca (its key echo
  included); the first run's question in both languages, each half in its own language.
- The review room (issue 35): a kept match walked trick by trick, the hand, the coach.
- A fast player (keys 150 ms apart): each key cuts what was being said, and the answer to the
  last one is heard whole.

Each output is heard in both languages, each phase in one of them and the other language in the
other output (the first run says both languages anyway): a phase in both languages and both
outputs took 15 minutes, half the full run's budget; every phase was heard in every combination
when this was built (issue 32).

The listener is patient: before each key it waits until the program is idle and Orca has been
silent for a moment. Orca speaks at a practised listener's rate (:data:`RATE`). Full run only;
one desk at a time (``xdist_group``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from e2e_helpers import write_settings
from suite import failed
from ui_driver import paths_in

import engine
from audiogame.finished import FinishedGames
from audiogame.saves import SavedGame
from tools.hearing import words
from tools.orca_desk import OrcaDesk, missing
from tools.orca_terminal import Player, Step, TerminalGame

pytestmark = [
    pytest.mark.slow,
    pytest.mark.xdist_group("orca"),
    pytest.mark.skipif(missing() is not None, reason=str(missing())),
]

RATE = 99
"""Orca's rate (0-99; 50 is its default, about 180 words a minute): its fastest, about 450
words a minute, as many practised listeners set it."""

FOX = ["--game", "fox", "--level", "easy", "--seed", "11", "--pace", "none"]
"""Round 1 of this deal holds the player's Woodcutter return and Fox exchange."""
FEARLESS = ["--game", "fearless", "--players", "4", "--level", "easy", "--seed", "5"]
FEARLESS_PLAYS = 4

FIRST_RUN = {
    # the language (both are said until one is chosen), terminal text, "did you hear it?": yes
    ("terminal", "en"): ["down", "up", "enter", "end", "enter", "enter"],
    ("terminal", "fr"): ["down", "enter", "end", "enter", "enter"],
    # the screen reader (Orca's speech-dispatcher): the second output
    ("screenreader", "en"): ["enter", "down", "enter", "enter"],
    ("screenreader", "fr"): ["down", "enter", "down", "enter", "enter"],
}
MENU_KEYS = ["down", "down", "up", "f1", "down", "escape", "x"]
TABLE_KEYS = ["h", "right", "right", "left", "down", "up", "end", "home", "t", "s", "w"]
ARROWS = {"left", "right", "up", "down", "home", "end"}


@pytest.fixture
def desk(request: pytest.FixtureRequest) -> Iterator[OrcaDesk]:
    lang = request.node.callspec.params["lang"]
    with OrcaDesk(lang=lang, rate=RATE) as desk:
        yield desk
        desk.keep = desk.keep or failed(request)  # Orca's debug log, for what went wrong


def _report(step: Step) -> str:
    heard = [(u.text, "whole" if u.whole else "cut") for u in step.heard]
    return f"{step.key}: said {step.said}\n    heard {heard}\n    {step.hearing}"


def check(steps: Sequence[Step], lang: str | None) -> None:
    """Every message of every step heard once, whole, in order, nothing else but the key's
    echo; after an arrow, the focused item first; every word spoken in ``lang`` (unless None:
    before a language is chosen, each is said in its own)."""
    wrong = [_report(step) for step in steps if not step.hearing.perfect]
    said = sum(len(step.said) for step in steps)
    heard = sum(len(step.hearing.heard) for step in steps)
    assert not wrong, f"{heard} of {said} messages heard right; wrong:\n" + "\n".join(wrong)
    for step in steps:
        if step.key in ARROWS and step.said:
            first = next(u for u in step.heard if words(u.text) != words(step.echo))
            assert words(first.text).startswith(words(step.said[0])), _report(step)
    if lang is not None:
        spoken = [u for step in steps for u in step.heard if words(u.text) != words(step.echo)]
        foreign = [(u.text, u.language) for u in spoken if not u.language.startswith(lang)]
        assert not foreign, foreign[:5]


def _play_first_run(desk: OrcaDesk, mode: str, lang: str) -> list[Step]:
    game = TerminalGame(desk, [], home=desk.root / "first", lang=lang)
    steps = [game.start()]
    for key in [*FIRST_RUN[mode, lang], *MENU_KEYS]:
        steps.append(game.press(key))
    assert game.quit() == 0
    return steps


def _play_fox_round(desk: OrcaDesk, mode: str, lang: str, home: Path) -> list[Step]:
    game = TerminalGame(desk, ["--output", mode, "--lang", lang, *FOX], home=home, lang=lang)
    game.start()
    for key in TABLE_KEYS:
        game.press(key)
    Player.speaking(lang).play(game)
    assert game.quit() == 0
    return game.steps


def _play_fearless(desk: OrcaDesk, mode: str, lang: str, home: Path) -> list[Step]:
    args = ["--output", mode, "--lang", lang, *FEARLESS, "--pace", "none"]
    game = TerminalGame(desk, args, home=home, lang=lang)
    game.start()
    for key in ["right", "left", "down", "h", "p"]:
        game.press(key)
    Player.speaking(lang).play(game, plays=FEARLESS_PLAYS)
    assert game.quit() == 0
    return game.steps


@pytest.mark.parametrize("lang", ["fr"])
def test_terminal_text_first_run_and_menus(desk: OrcaDesk, lang: str) -> None:
    """Orca reads what is printed: the first run (both languages said until one is chosen, in
    Orca's one voice: it cannot tell them apart in a console) and the menus."""
    check(_play_first_run(desk, "terminal", lang), None)


@pytest.mark.parametrize("lang", ["en"])
def test_terminal_text_whole_fox_round(desk: OrcaDesk, lang: str) -> None:
    """The hand by arrows and letters, then a whole round with the Woodcutter's and the Fox's
    decisions; printed past a screenful (the console turns pages)."""
    steps = _play_fox_round(desk, "terminal", lang, desk.root / "fox")
    check(steps, lang)
    plays = [step for step in steps if step.key == "enter" and len(step.said) > 2]
    assert len(plays) >= 10, "the round was not played"


@pytest.mark.parametrize("lang", ["fr"])
def test_terminal_text_part_of_fearless(desk: OrcaDesk, lang: str) -> None:
    check(_play_fearless(desk, "terminal", lang, desk.root / "fearless"), lang)


@pytest.mark.parametrize("lang", ["en"])
def test_screen_reader_first_run(desk: OrcaDesk, lang: str) -> None:
    """The program speaks through Orca's speech-dispatcher itself: the first run's messages in
    both languages, each half in its own language's voice."""
    first = _play_first_run(desk, "screenreader", lang)
    welcome = first[0].heard
    languages = {u.language[:2] for u in welcome}
    assert {"en", "fr"} <= languages, [(u.text, u.language) for u in welcome]
    check(first, None)


@pytest.mark.parametrize("lang", ["fr"])
def test_screen_reader_whole_fox_round(desk: OrcaDesk, lang: str) -> None:
    check(_play_fox_round(desk, "screenreader", lang, desk.root / "fox"), lang)


@pytest.mark.parametrize("lang", ["en"])
def test_screen_reader_part_of_fearless(desk: OrcaDesk, lang: str) -> None:
    check(_play_fearless(desk, "screenreader", lang, desk.root / "fearless"), lang)


@pytest.mark.parametrize("lang", ["en"])
def test_a_fast_player_cuts_what_is_said_and_hears_the_last_answer_whole(
    desk: OrcaDesk, lang: str
) -> None:
    game = TerminalGame(desk, ["--output", "terminal", "--lang", lang, *FOX], lang=lang)
    game.start()
    for keys in (["Right", "Right", "Right", "Left", "Down"], ["h", "Right", "Left"]):
        said_before = len(game.said())
        mark = desk.mark()
        desk.key(*keys, delay_ms=150)
        desk.settle(after=mark, quiet=1.0)
        said = game.said()[said_before:]
        heard = desk.since(mark)
        last = words(said[-1])
        assert heard and words(heard[-1].text).endswith(last) and heard[-1].whole, (said, heard)
        # nothing said for an earlier key comes after the last key's answer
        answer = max(i for i, u in enumerate(heard) if words(u.text).endswith(last))
        assert answer == len(heard) - 1, [(u.text, u.whole) for u in heard]
        assert len(said) == len(keys)
    assert game.quit() == 0


REVIEW_KEYS = ["enter", "enter", "right", "right", "left", "h", "end", "down", "c", "m"]
"""The list of kept games, Review this game, two tricks and back, the hand, the round's result,
past the last round, the coach on the trick and on the round."""


@pytest.mark.parametrize("lang", ["en"])
def test_terminal_text_review_room(desk: OrcaDesk, lang: str) -> None:
    """Issue 35's review room read by Orca: `audiogame review` with one finished match kept,
    walked by keys; every answer heard once, whole, in order."""
    game = engine.new_game("fox", 2, 3, target=1)
    while not game.is_over:
        game.step(game.legal_actions()[0])
    home = desk.root / "review"
    write_settings(home, language=lang)
    FinishedGames(paths_in(home).finished).keep(SavedGame(game.record(), 0, ("hard",)), 50)
    review = TerminalGame(desk, ["--output", "terminal", "--lang", lang, "review"], home, lang)
    review.start()
    for key in REVIEW_KEYS:
        review.press(key)
    assert review.quit() == 0
    check(review.steps, lang)
    tricks = [step for step in review.steps if step.key in ("right", "left")]
    assert all(step.said for step in tricks), "the room did not walk the tricks"
