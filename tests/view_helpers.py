"""The large view rendered for tests: tables built from positions (data, not play), drawn by a
real prompt-toolkit renderer into a VT100 byte stream, replayed through pyte.

``render(table, columns, rows, theme)`` returns the pyte screen; ``snapshot(screen)`` its golden
text: the characters, then each cell's colours and attributes as a letter per cell, with the
legend of the letters (so a colour or a reverse frame that changes fails the test).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pyte
from prompt_toolkit.application import Application
from prompt_toolkit.application.current import set_app
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.layout import Layout, Window
from prompt_toolkit.output.color_depth import ColorDepth
from prompt_toolkit.output.vt100 import Vt100_Output

from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.table import Table
from audiogame.ui.view import TableView, picture_of, theme_style
from engine import Game

FEARLESS: dict[str, Any] = {
    "game": "fearless",
    "players": 4,
    "seed": 3,
    "first_leader": 2,
    "round": 1,
    "past_rounds": [[9, 4, 2, 3]],
    "totals": [9, 4, 2, 3],
    "hands": [
        ["B-5", "B-4", "B-2", "B+4", "O-6", "O-2", "O+4", "M-4", "M-3", "G-2", "G+3"],
        ["B-1", "B+1", "B+3", "O+1", "O+2", "O+6", "M+2", "M+4", "G-5", "G+6"],
        ["B-3", "B+2", "O-5", "O-1", "O+3", "M-6", "G-4", "G-1", "0", "0"],
        ["B-6", "B+5", "B+6", "O-3", "O+5", "M-1", "M+3", "M+5", "G+1", "G+4"],
    ],
    "tricks": [["M-5", "M+6", "M+1", "M-2"], ["G-6", "G+5", "G+2", "G-3"]],
    "trick": ["0", "O-4", "0"],
    "ghosts": [0, -2, None, None],
}
"""Fearless, 4 players, round 2: the third trick, three cards down (a zero led, orange fixed),
the player (seat 0) last to play; two ghosts on the track, two in the ruin."""

FOX: dict[str, Any] = {
    "game": "fox",
    "seed": 3,
    "target": 21,
    "round": 1,
    "dealer": 0,
    "past_rounds": [{"tricks": [8, 5], "treasure": [1, 1]}],
    "totals": [7, 5],
    "hands": [
        ["2B", "4B", "8B", "2K", "3K", "9K", "2M", "9M"],
        ["10B", "11B", "1K", "8K", "11K", "6M", "7M"],
    ],
    "decree": "10K",
    "draw_deck": ["6K", "1M", "6B", "4M", "5K", "5B"],
    "leader": 1,
    "trick": ["11M"],
    "phase": "play",
    "tricks": [
        [1, "3M", "5M", 0],
        [0, "1B", "3B", 1],
        [0, "7B", "9B", 1],
        [1, "8M", "10M", 0],
        [0, "4K", "7K", 1],
    ],
    "exchanges": [[1, "1K", "10B"], [1, "10B", "10K"]],
    "drawn": [["4K"], []],
    "returned": [["5B"], []],
}
"""The Fox, round 2: the sixth trick, the opponent led the 11 of Moons (trump Keys), the player
(seat 0) to follow."""

POSITIONS = {"fearless": FEARLESS, "fox": FOX}
MESSAGE = {
    "fearless": "West plays a zero. Total minus 4.",
    "fox": "North leads the 11 of Moons, Monarch.",
}


def table_at(position: dict[str, Any], lang: str = "en") -> Table:
    """The table of seat 0 at ``position``, computer players elsewhere, speech recorded."""
    game = Game.from_position(position)
    levels = {seat: "easy" for seat in range(1, game.players)}
    seats = computer_seats(game.name, game.players, levels, game.seed)
    seats[0] = Seat(SeatKind.LOCAL)
    tr = Translator(lang, strict=True)
    out = Output(SpeechQueue(RecordingSpeaker()), tr)
    return Table(GameSession(game, seats, hold=out.held), 0, tr, out)


def render(
    table: Table,
    columns: int,
    rows: int,
    theme: str,
    message: str = "",
    *,
    again: Callable[[], object] | None = None,
) -> tuple[pyte.Screen, bytes]:
    """The view of ``table`` drawn by prompt-toolkit's renderer, replayed through pyte, and the
    raw output. With ``again``: drawn, ``again()`` called, drawn a second time; the raw output
    is then the second drawing's only."""
    stream = io.StringIO()
    output = Vt100_Output(
        stream,
        lambda: Size(rows=rows, columns=columns),
        term="xterm-256color",
        default_color_depth=ColorDepth.DEPTH_24_BIT,
    )
    control = TableView(lambda: picture_of(table, message))
    with create_pipe_input() as inp:
        app: Application[None] = Application(
            layout=Layout(Window(control, style="class:view")),
            style=theme_style(theme),
            full_screen=True,
            input=inp,
            output=output,
        )
        with set_app(app):
            app.renderer.render(app, app.layout)
            first = len(stream.getvalue())
            if again is not None:
                again()
                app.renderer.render(app, app.layout)
    text = stream.getvalue()
    screen = pyte.Screen(columns, rows)
    pyte.ByteStream(screen).feed(text.encode("utf-8"))
    return screen, text[first if again is not None else 0 :].encode("utf-8")


def snapshot(screen: pyte.Screen) -> str:
    """Golden text of ``screen``: its characters, the cursor, then a letter per cell for its
    colours and attributes, and the legend of the letters."""
    text = []
    for y in range(screen.lines):
        line = screen.buffer[y]
        text.append("".join(line[x].data for x in range(screen.columns)).rstrip())
    legend: dict[tuple[str, str, bool, bool, bool], str] = {}
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    attrs = []
    for y in range(screen.lines):
        line = screen.buffer[y]
        cells = []
        for x in range(screen.columns):
            c = line[x]
            key = (c.fg, c.bg, c.bold, c.reverse, c.underscore)
            if key not in legend:
                legend[key] = letters[len(legend) % len(letters)]
            cells.append(legend[key])
        attrs.append("".join(cells))
    keys = [
        f"{letter}: fg={fg} bg={bg}{' bold' if b else ''}{' reverse' if r else ''}"
        f"{' underline' if u else ''}"
        for (fg, bg, b, r, u), letter in legend.items()
    ]
    return "\n".join(
        [
            f"size {screen.columns}x{screen.lines}, "
            f"cursor at x={screen.cursor.x} y={screen.cursor.y}",
            "--- text",
            *text,
            "--- colours",
            *attrs,
            "--- legend",
            *keys,
            "",
        ]
    )
