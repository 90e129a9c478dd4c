"""The large view in the application: opt-in, refused with terminal text (a spoken reason, nothing
changed), offered with a screen reader only after a spoken warning, themes said when changed, the
view given up to menus and taken back, and speech exactly the same with and without it."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from prompt_toolkit.data_structures import Size
from prompt_toolkit.output.vt100 import Vt100_Output
from suite import size
from ui_driver import Run, drive, paths_in, play_legally

from audiogame.cli import build_parser
from audiogame.i18n import Translator
from audiogame.settings import SCHEMA, Settings, load_settings
from audiogame.ui.app import GameChoice, TableApp

EN = Translator("en", strict=True)
REFUSED = EN.t("view-refused-terminal")
WARNING = EN.t("view-screenreader-warning")
STARTED = EN.t("view-screenreader-started")
MENU_ITEMS = [spec.name for spec in SCHEMA if spec.label is not None]


def _settings(**values: object) -> Settings:
    return Settings(first_run_done=True, pace="short", **values)  # type: ignore[arg-type]


def _game(game: str = "fox", seed: int = 11):  # type: ignore[no-untyped-def]
    players = 2 if game == "fox" else size(quick=3, full=4)
    choice = GameChoice(game, players, "easy", False, options={"target": 7}, seed=seed)
    return lambda app: app.start(choice)


def _to_setting(name: str) -> list[str]:
    """Keys from the top of the settings menu to the item of setting ``name``."""
    return ["down"] * MENU_ITEMS.index(name)


def _settings_menu(app: TableApp) -> None:
    app.menus.settings_menu()


@pytest.mark.parametrize("game", ["fox", "fearless"])
def test_a_whole_game_says_exactly_the_same_with_the_view(tmp_path: Path, game: str) -> None:
    runs: dict[str, Run] = {}
    showing: dict[str, list[bool]] = {}
    for view in ("off", "large"):
        states: list[bool] = []

        def keys(app: TableApp, states: list[bool] = states) -> str | None:
            states.append(app.view_showing)
            return play_legally(app)

        runs[view] = drive(tmp_path / view, keys, settings=_settings(view=view), start=_game(game))
        showing[view] = states
    off, on = runs["off"], runs["large"]
    assert on.app is not None and on.app.table_screen is not None
    assert on.app.table_screen.table.game.is_over  # the whole game was played by keys
    assert [(u.text, u.interrupt) for u in on.speaker.spoken] == [
        (u.text, u.interrupt) for u in off.speaker.spoken
    ]
    assert not any(showing["off"]) and all(showing["large"][1:])
    assert len(on.printed) < len(off.printed)  # the view, not the printed log, has the screen


def test_terminal_text_refuses_the_view_from_the_settings_file(tmp_path: Path) -> None:
    states: list[bool] = []

    def keys(app: TableApp) -> str | None:
        states.append(app.view_showing or app.out.screen_taken)
        return None if len(states) > 6 else "h"

    run = drive(
        tmp_path, keys, settings=_settings(view="large"), start=_game(), speaker_name="terminal"
    )
    assert run.texts.count(REFUSED) == 1  # said once, when the table would have shown it
    assert not any(states)
    assert run.app is not None and not run.app.app.full_screen


def test_terminal_text_refuses_view_large_on_the_command_line(tmp_path: Path) -> None:
    args = build_parser().parse_args(["--view", "large", "--theme", "paper"])
    assert (args.view, args.theme) == ("large", "paper")

    def start(app: TableApp) -> None:
        app.check_view()  # what the program does at start, after naming the output
        app.start(GameChoice("fox", 2, "easy", False, options={"target": 7}, seed=3))

    run = drive(tmp_path, ["h"], start=start, speaker_name="terminal", view=args.view)
    assert run.texts[0] == REFUSED and run.texts.count(REFUSED) == 1
    assert run.app is not None and not run.app.view_showing
    assert run.app.settings.view == "off"  # one run's flag is never saved


def test_a_bad_view_flag_is_refused_by_the_parser(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(["--view", "huge"])
    assert exc.value.code == 2
    assert "huge" in capsys.readouterr().err


def test_the_settings_menu_refuses_the_view_with_terminal_text(tmp_path: Path) -> None:
    keys = [*_to_setting("view"), "right", "enter"]
    run = drive(tmp_path, keys, start=_settings_menu, speaker_name="terminal")
    assert run.texts[-2:] == [REFUSED, REFUSED]  # Right and Enter: the reason, nothing else
    assert run.app is not None and run.app.settings.view == "off"
    saved, _ = load_settings(paths_in(tmp_path).settings_file)
    assert saved.view == "off"


def test_a_screen_reader_hears_a_warning_before_the_view_turns_on(tmp_path: Path) -> None:
    keys = [*_to_setting("view"), "right", "right"]
    run = drive(tmp_path, keys, start=_settings_menu, speaker_name="screenreader")
    on = EN.t("menu-item-value", item=EN.t("settings-view"), value=EN.t("view-name", view="large"))
    assert run.texts[-2:] == [WARNING, on]
    saved, _ = load_settings(paths_in(tmp_path).settings_file)
    assert saved.view == "large"


def test_view_large_with_a_screen_reader_is_said_once_at_start(tmp_path: Path) -> None:
    def start(app: TableApp) -> None:
        app.check_view()
        app.start(GameChoice("fox", 2, "easy", False, options={"target": 7}, seed=3))

    run = drive(tmp_path, ["h", "t"], start=start, speaker_name="screenreader", view="large")
    assert run.texts[0] == STARTED and run.texts.count(STARTED) == 1
    assert run.app is not None and run.app.view_showing


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_theme_change_is_said(tmp_path: Path, lang: str) -> None:
    tr = Translator(lang, strict=True)
    run = drive(tmp_path, [*_to_setting("theme"), "right"], start=_settings_menu, lang=lang)
    value = tr.t("theme-name", theme="white")
    assert run.texts[-1] == tr.t("menu-item-value", item=tr.t("settings-theme"), value=value)
    assert run.app is not None and run.app.theme == "white"


def test_a_settings_change_replaces_the_command_line_theme(tmp_path: Path) -> None:
    run = drive(tmp_path, [*_to_setting("theme"), "right"], start=_settings_menu, theme="paper")
    assert run.app is not None and run.app.theme == "terminal"  # the one after paper


def test_menus_take_the_screen_back_and_give_it_again(tmp_path: Path) -> None:
    script = iter(["h", "f10", "escape", "f1", "escape", "h"])
    states: list[tuple[str, bool]] = []

    def keys(app: TableApp) -> str | None:
        states.append((type(app.screen).__name__, app.view_showing))
        return next(script, None)

    run = drive(tmp_path, keys, settings=_settings(view="large"), start=_game())
    assert ("TableScreen", True) in states
    assert ("MenuScreen", False) in states and ("KeysScreen", False) in states
    assert states[-1] == ("TableScreen", True)
    # The menu's first words are printed (the view gave the screen back before they were said);
    # the game's answers under the view are not.
    assert any(line.startswith(EN.t("menu-game-title")) for line in run.printed)
    hand = [text for text in run.texts if text.startswith("Hand, ")]
    assert len(hand) == 2 and not any(line.startswith("Hand, ") for line in run.printed)


def test_the_running_view_writes_nothing_when_nothing_changed(tmp_path: Path) -> None:
    stream = io.StringIO()
    output = Vt100_Output(stream, lambda: Size(rows=24, columns=80), term="xterm-256color")
    marks: list[int] = []

    def keys(app: TableApp) -> str | None:
        marks.append(len(stream.getvalue()))
        return ["r", "right", "r"][len(marks) - 1] if len(marks) <= 3 else None

    drive(tmp_path, keys, settings=_settings(view="large"), start=_game(), output=output)
    written = stream.getvalue()
    assert "\x1b[?1049h" in written[: marks[0]]  # the view took the screen
    after_repeat = _printable(written[marks[0] : marks[1]])
    after_move = _printable(written[marks[1] : marks[2]])
    assert not any(ch.isalnum() for ch in after_repeat)  # R says again; the table is the same
    assert any(ch.isdigit() for ch in after_move)  # the frame moved to the next card
    assert "Scores" not in after_move and "Trick" not in after_move


def _printable(raw: str) -> str:
    """The text written, escape sequences left out."""
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b.", "", raw)
