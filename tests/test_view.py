"""The large view drawn: golden snapshots through a terminal emulator (pyte), with colours, for a
Fearless and a Fox position (built from positions, not by playing) at 40x12, 80x24 and 120x40 in
every theme; the text cursor on the focused card; wide symbols measured; every size from 40x12 up
fits without overlap.

Rewrite the goldens with ``UPDATE_GOLDEN=1`` (``tests/golden/view/``), then read the diff.
"""

from __future__ import annotations

import io
import os
import re
from dataclasses import replace
from pathlib import Path

import pyte
import pytest
from prompt_toolkit.utils import get_cwidth
from view_helpers import MESSAGE, POSITIONS, render, snapshot, table_at

from audiogame.i18n import Translator
from audiogame.table import Table
from audiogame.ui.view import THEMES, draw, picture_of, theme_style
from audiogame.ui.view.big import big_lines
from audiogame.ui.view.layout import row_width
from audiogame.ui.view.picture import MIN_COLUMNS, MIN_ROWS, initials

GOLDEN = Path(__file__).parent / "golden" / "view"
SIZES = [(20, 6), (40, 12), (80, 24), (120, 40)]


def _text(screen: object) -> str:
    return "\n".join(screen.display)  # type: ignore[attr-defined]


def _focused_value(table: Table) -> str:
    choices, focus = table.focused()
    card = table.show.card_of(choices[focus])
    assert card is not None
    return table.show.face(card, table.tr).value


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize(("columns", "rows"), SIZES, ids=[f"{c}x{r}" for c, r in SIZES])
@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_snapshot(game: str, columns: int, rows: int, theme: str) -> None:
    table = table_at(POSITIONS[game])
    screen, _ = render(table, columns, rows, theme, MESSAGE[game])
    text = snapshot(screen)
    path = GOLDEN / f"{game}-{columns}x{rows}-{theme}.txt"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path.name}: run with UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_the_smallest_screen_shows_what_matters(game: str) -> None:
    table = table_at(POSITIONS[game])
    screen, _ = render(table, 40, 12, "yellow", MESSAGE[game])
    text = _text(screen)
    assert f"[{_focused_value(table)}]" in text  # the focused card, framed by shape
    assert "Trick" in text and "Scores" in text and "Turn  You" in text
    obs = table.observation()
    scores = " ".join(f"{name} {obs.totals[seat]}" for seat, name in picture_of(table, "").names)
    assert scores in text.replace("\n", " ").replace("  ", " ")
    if game == "fox":
        assert "Trump" in text and "Led" in text and "Winning" in text
    else:
        assert "Total -4" in text and "Led" in text


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_the_cursor_is_on_the_focused_card_and_follows_the_focus(game: str) -> None:
    table = table_at(POSITIONS[game])
    seen = []
    for _ in range(3):
        screen, _ = render(table, 80, 24, "white")
        x, y = screen.cursor.x, screen.cursor.y
        value = _focused_value(table)
        line = screen.buffer[y]
        drawn = "".join(line[x + i].data for i in range(len(value)))
        assert drawn == value and line[x - 1].data == "["
        assert line[x].reverse  # framed by shape and drawn in reverse
        seen.append((x, y))
        table.next_card()
    assert len(set(seen)) == 3  # the cursor moved with the focus


def test_wide_symbols_take_two_columns() -> None:
    table = table_at(POSITIONS["fearless"])
    screen, _ = render(table, 80, 24, "yellow")
    drop = "\U0001f4a7"
    assert get_cwidth(drop) == 2
    rows = [line for line in screen.buffer.values() if any(c.data == drop for c in line.values())]
    assert rows
    for line in rows:
        x = next(x for x in range(80) if line[x].data == drop)
        assert line[x + 1].data == "" and line[x + 2].data == "B"  # its letter after two cells


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_size_fits_without_overlap(game: str) -> None:
    table = table_at(POSITIONS[game])
    picture = picture_of(table, MESSAGE[game] * 3)
    value = _focused_value(table)
    for columns in (40, 41, 47, 60, 69, 70, 80, 100, 132, 200):
        for rows in (12, 13, 16, 20, 24, 29, 30, 40, 60):
            drawing = draw(picture, columns, rows)
            assert len(drawing.rows) <= rows
            assert all(row_width(row) <= columns for row in drawing.rows), (columns, rows)
            x, y = drawing.cursor
            text = "".join(t for _, t in drawing.rows[y])
            cells = "".join(ch + " " * (get_cwidth(ch) - 1) for ch in text)
            assert cells[x : x + len(value)] == value, (columns, rows)


def test_big_digits_from_the_big_size_on() -> None:
    table = table_at(POSITIONS["fox"])
    small, _ = render(table, 80, 24, "yellow")
    large, _ = render(table, 120, 40, "yellow")
    assert "\u2588" not in _text(small)
    eleven = big_lines("11")
    assert eleven is not None and all(line in _text(large) for line in eleven)
    assert big_lines("1x") is None


def test_the_view_is_localized() -> None:
    table = table_at(POSITIONS["fox"], lang="fr")
    screen, _ = render(table, 80, 24, "paper")
    text = _text(screen)
    assert "Atout" in text and "Pli 6" in text and "Vous" in text and "Trump" not in text


FOX_EXCHANGE = {
    "game": "fox",
    "seed": 5,
    "target": 21,
    "round": 0,
    "dealer": 0,
    "past_rounds": [],
    "totals": [0, 0],
    "hands": [
        ["3B", "4B", "7B", "11B", "1K", "10K", "1M", "2M", "3M", "8M", "9M", "10M"],
        ["1B", "6B", "10B", "2K", "4K", "5K", "8K", "9K", "4M", "5M", "6M", "7M"],
    ],
    "decree": "6K",
    "draw_deck": ["11M", "8B", "5B", "2B", "9B", "11K"],
    "leader": 1,
    "trick": ["7K", "3K"],
    "phase": "fox-exchange",
    "tricks": [],
    "exchanges": [],
    "drawn": [[], []],
    "returned": [[], []],
}
"""The Fox: the player followed with a 3 (the Fox) and chooses to keep or exchange the decree."""


def test_a_pending_decision_is_drawn_with_its_choices_and_who_is_winning() -> None:
    table = table_at(FOX_EXCHANGE)
    table.last_card()  # Keep is the last choice (End reaches it)
    screen, _ = render(table, 80, 24, "yellow")
    text = _text(screen)
    choices, focus = table.focused()
    keep = table.show.describe_choice(table, choices[focus])
    assert keep is not None and focus == len(choices) - 1
    line = "".join(c.data for c in screen.buffer[screen.cursor.y].values())
    assert line[screen.cursor.x - 1] == "["  # the keep choice has the cursor and the frame
    assert "Winning North" in text  # the 7 of Keys led beats the 3 of Keys
    assert "Turn  " + table.show.decision_prompt(table).split()[0] in text  # type: ignore[union-attr]


def test_an_unchanged_table_writes_nothing_and_a_focus_move_only_the_hand() -> None:
    table = table_at(POSITIONS["fearless"])
    _, unchanged = render(table, 80, 24, "yellow", "West plays.", again=lambda: None)
    assert not any(ch.isalnum() for ch in _printable(unchanged))
    _, moved = render(table, 80, 24, "yellow", "West plays.", again=table.next_card)
    written = _printable(moved)
    assert "-4" in written and "Scores" not in written and "Trick" not in written


def _printable(raw: bytes) -> str:
    """The text written, escape sequences left out."""
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b.", "", raw.decode("utf-8"))


def test_the_scare_track_places_every_ghost_and_stacks_those_that_meet() -> None:
    table = table_at(POSITIONS["fearless"])
    picture = picture_of(table, "")
    standing = replace(picture.standing, track=((0, 0), (1, 0), (2, 45), (3, -1)))
    drawing = draw(replace(picture, standing=standing), 80, 24)
    lines = ["".join(text for _, text in row) for row in drawing.rows]
    scale = next(i for i, line in enumerate(lines) if line.startswith("-30 "))
    zero = lines[scale].index("|")
    assert lines[scale].rstrip().endswith("+ +30")
    # You (Y) on 0; West (W) on 0 too, one row up; East (E) at -1 is too close to both and goes
    # up once more; North (N) beyond +30 is drawn at the end of the printed track.
    first, second, third = lines[scale - 1], lines[scale - 2], lines[scale - 3]
    assert (first[zero], second[zero], third[zero - 1]) == ("Y", "W", "E")
    assert first[zero - 1] == " " and second[zero - 1] == " "
    end = len(lines[scale].rstrip()) - len(" +30") - 1
    assert first.rstrip()[-1] == "N" and len(first.rstrip()) - 1 == end
    # no track without room: a 40x12 screen keeps its rows for the hand
    small = ["".join(t for _, t in row) for row in draw(picture, 40, 12).rows]
    assert not any(line.startswith("-30 ") for line in small)


def test_a_theme_is_one_style_object_so_renders_do_not_repaint_everything() -> None:
    assert theme_style("paper") is theme_style("paper")
    assert theme_style("paper").invalidation_hash() == theme_style("paper").invalidation_hash()
    assert theme_style("paper") is not theme_style("white")


# --- issue 24, items 24 to 29 ---------------------------------------------------------------------


def _lines(drawing: object) -> list[str]:
    return ["".join(text for _, text in row) for row in drawing.rows]  # type: ignore[attr-defined]


def _cells(line: str) -> str:
    """``line`` with a wide character followed by a space, so that indices are columns."""
    return "".join(ch + " " * (get_cwidth(ch) - 1) for ch in line)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_a_window_too_small_says_what_it_needs(game: str, lang: str) -> None:
    table = table_at(POSITIONS[game], lang=lang)
    picture = picture_of(table, MESSAGE[game])
    needed = Translator(lang).t("view-too-small", columns=MIN_COLUMNS, rows=MIN_ROWS)
    value = _focused_value(table)
    for columns, rows in [(20, 6), (39, 12), (40, 11), (60, 8), (30, 40), (1, 1)]:
        drawing = draw(picture, columns, rows)
        assert len(drawing.rows) <= rows
        assert all(row_width(row) <= columns for row in drawing.rows), (columns, rows)
        lines = _lines(drawing)
        text = " ".join(lines)
        if columns < 20 or rows < 6:
            continue
        assert " ".join(text.split()).startswith(needed), (columns, rows, text)
        said = len([line for line in lines if line.strip()])
        if rows >= said + 1:  # as room allows: whose turn and the focused card
            assert picture.turn_title in text and f"[{value}]" in text, (columns, rows)
            x, y = drawing.cursor
            assert _cells(lines[y])[x : x + len(value)] == value


def test_a_window_too_small_is_said_once_by_the_application(tmp_path: Path) -> None:
    from prompt_toolkit.data_structures import Size
    from prompt_toolkit.output.vt100 import Vt100_Output
    from ui_driver import drive

    from audiogame.settings import Settings
    from audiogame.ui.app import GameChoice

    stream = io.StringIO()
    output = Vt100_Output(stream, lambda: Size(rows=6, columns=20), term="xterm-256color")
    choice = GameChoice("fox", 2, "easy", False, options={"target": 7}, seed=11)
    settings = Settings(first_run_done=True, pace="short", view="large")
    marks: list[int] = []

    def keys(app: object) -> str | None:
        marks.append(len(stream.getvalue()))
        return ["h", "right", "r"][len(marks) - 1] if len(marks) <= 3 else None

    run = drive(tmp_path, keys, settings=settings, output=output, start=lambda a: a.start(choice))
    needed = Translator("en").t("view-too-small", columns=MIN_COLUMNS, rows=MIN_ROWS)
    assert run.texts.count(needed) == 1  # said once, though drawn at every key
    screen = pyte.Screen(20, 6)
    pyte.ByteStream(screen).feed(stream.getvalue()[: marks[-1]].encode("utf-8"))
    assert " ".join(" ".join(screen.display).split()).startswith(needed)


FEARLESS5 = {
    "game": "fearless",
    "players": 5,
    "seed": 2,
    "first_leader": 0,
    "round": 0,
    "past_rounds": [],
    "totals": [0, 0, 0, 0, 0],
    "hands": [
        ["B-3", "B+1", "O+1", "O+6", "M-6", "M-2", "M-1", "M+1", "M+6"],
        ["B+2", "B+6", "O-6", "O-2", "O-1", "O+3", "O+4", "M+4", "G-4"],
        ["B+3", "O-1", "O+1", "O+5", "M-3", "M-1", "M+1", "M+2"],
        ["B-4", "B-1", "B+5", "O-5", "O-4", "O-3", "G-6", "G-3"],
        ["B-1", "O+2", "M-5", "M+5", "G-2", "G+5", "0", "0"],
    ],
    "tricks": [
        ["B-5", "B-2", "B+1", "B+4", "B-6"],
        ["G+6", "G-1", "G+3", "0", "G+2"],
        ["G+1", "G-5", "G-1", "G+1", "G+4"],
    ],
    "trick": ["M+3", "M-4", "0"],
    "ghosts": [None, None, 0, 2, None],
}
"""Fearless, 5 players: North-west's ghost at 0 and North-east's at +2 (two columns apart)."""


@pytest.mark.parametrize(("lang", "marks"), [("en", ("NW", "NE")), ("fr", ("NO", "NE"))])
def test_five_players_have_distinct_marks_on_the_track(lang: str, marks: tuple[str, str]) -> None:
    table = table_at(FEARLESS5, lang=lang)
    picture = picture_of(table, "")
    lines = _lines(draw(picture, 80, 24))
    scale = next(i for i, line in enumerate(lines) if line.startswith("-30 "))
    zero = lines[scale].index("|")
    # North-west at 0, North-east at +2: too close for one row, so the second goes up one.
    assert lines[scale - 1][zero : zero + 2] == marks[0]
    assert lines[scale - 2][zero + 2 : zero + 4] == marks[1]
    assert lines[scale - 1].strip() == marks[0] and lines[scale - 2].strip() == marks[1]
    for players in (3, 4, 5):
        names = [(seat, Translator(lang).t("view-seat", who="other", player=name))
                 for seat, name in enumerate(_seat_names(players, lang))]  # fmt: skip
        found = initials(names)
        assert len(set(found.values())) == players, found


def _seat_names(players: int, lang: str) -> list[str]:
    from audiogame.narration.narrator import default_seat_names

    return list(default_seat_names(Translator(lang), players, 0))


def test_initials_tell_apart_names_that_start_alike() -> None:
    found = initials([(0, "You"), (1, "Ana"), (2, "Anne"), (3, "Anne"), (4, "Jean-Luc")])
    assert found == {0: "Y", 1: "Ana", 2: "Ann3", 3: "Ann4", 4: "JL"}


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_the_completed_trick_is_drawn_until_the_next_card(game: str) -> None:
    table = table_at(POSITIONS[game])
    trick = table.game.observation(0).trick
    legal = set(table.game.legal_actions())
    while table.focused()[0][table.focus] not in legal:
        table.next_card()
    table.play()  # the trick's last card
    done = table.last_trick
    assert done is not None
    picture = picture_of(table, "")
    text = "\n".join(_lines(draw(picture, 80, 24)))
    assert f"Trick {done.number + 1} done" in text and "no card yet" not in text
    assert f"Taken by {picture.name(done.winner)}" in text
    for seat, card in done.plays:  # every card of the trick, with who played it
        face = table.show.face(card, table.tr)
        mark = picture.marks[face.group]
        assert f"{picture.name(seat)} {mark.glyph}{mark.letter}{face.value}" in text
    if game == "fearless":
        assert len(trick) == 3 and f"Value {done.value:+d}" in text
    game_now = table.game
    seat = game_now.current_player
    assert seat is not None
    table.session.act(seat, game_now.legal_actions()[0])  # the next trick's first card
    text = "\n".join(_lines(draw(picture_of(table, ""), 80, 24)))
    assert f"Trick {done.number + 2} " in text and "done" not in text


@pytest.mark.parametrize(
    ("lang", "won", "outlook"),
    [
        ("en", "Tricks won  You 2 tricks  North 3 tricks", "If the round ended now  You 6 pts"),
        ("fr", "Plis gagnés  Vous 2 plis  Nord 3 plis", "Si la manche finissait là  Vous 6 pts"),
    ],
)
def test_fox_round_points_are_drawn_as_a_projection(lang: str, won: str, outlook: str) -> None:
    table = table_at(POSITIONS["fox"], lang=lang)
    lines = _lines(draw(picture_of(table, ""), 80, 24))
    assert any(line.rstrip() == won for line in lines), lines
    assert any(line.startswith(outlook) for line in lines), lines


@pytest.mark.parametrize(
    ("lang", "fox", "witch", "monarch"),
    [("en", "Fox", "Witch", "Monar"), ("fr", "Renard", "Sorc", "Monar")],
)
def test_fox_powers_are_drawn_under_the_values(
    lang: str, fox: str, witch: str, monarch: str
) -> None:
    table = table_at(POSITIONS["fox"], lang=lang)
    lines = _lines(draw(picture_of(table, ""), 80, 24))
    keys = next(i for i, line in enumerate(lines) if line.startswith("\U0001f511"))
    values, under = _cells(lines[keys]), _cells(lines[keys + 1])
    # In the Keys: 2, 3 (Fox), 9 (Witch); each word starts under its value.
    assert under[values.index(" 3 ") + 1 :].startswith(fox)
    assert under[values.index(" 9 ") + 1 :].startswith(witch)
    assert any(f"11 {monarch}" in line for line in lines)  # the trick's Monarch
    big = _lines(draw(picture_of(table, ""), 120, 40))
    assert any(line.strip("\u2502 ") == monarch for line in big)  # in its big card too
