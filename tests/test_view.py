"""The large view drawn: golden snapshots through a terminal emulator (pyte), with colours, for a
Fearless and a Fox position (built from positions, not by playing) at 40x12, 80x24 and 120x40 in
every theme; the text cursor on the focused card; wide symbols measured; every size from 40x12 up
fits without overlap.

Rewrite the goldens with ``UPDATE_GOLDEN=1`` (``tests/golden/view/``), then read the diff.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

import pytest
from prompt_toolkit.utils import get_cwidth
from view_helpers import MESSAGE, POSITIONS, render, snapshot, table_at

from audiogame.table import Table
from audiogame.ui.view import THEMES, draw, picture_of, theme_style
from audiogame.ui.view.big import big_lines
from audiogame.ui.view.layout import row_width

GOLDEN = Path(__file__).parent / "golden" / "view"
SIZES = [(40, 12), (80, 24), (120, 40)]


def _text(screen: object) -> str:
    return "\n".join(screen.display)  # type: ignore[attr-defined]


def _focused_value(table: Table) -> str:
    choices, focus = table.focused()
    card = table.show.card_of(choices[focus])
    assert card is not None
    return table.show.face(card).value


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
