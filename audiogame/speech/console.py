"""Printed lines on the console, with the cursor left at the end of the newest one, a page at a
time.

A console screen reader speaks new text as it appears, but for a navigation key (an arrow, Home,
End) it reads the line the cursor is on instead, or the character under it. Orca in a terminal
does so: a message printed as ``text + newline`` leaves the cursor on the empty line below it,
and every arrow key reads "blank". So each printed line begins with the line break that ends the
one before, and the cursor rests at the end of the last message: Orca reads the new text as it
is (it speaks an insertion that ends at the cursor), a braille display shows it with its cursor
at the message's end, and nothing is repeated (the text is written once, never repainted).

Once the screen is full, every new line scrolls it, and a scrolling terminal reports the new
text together with the line break of the line before (VTE, GNOME's terminal widget): Orca then
reads that previous line again before each message. So the console is used a page at a time:
when the next message would not fit below the last one, the page is turned first (as many line
breaks as the screen has rows push everything into the scrollback, where it stays, and the
cursor goes back to the top-left corner). The first message of a run turns a page too: where
the shell left the cursor is not known.

One console per process, so one :data:`CONSOLE` tracks the open line and the rows used; the
terminal-text speaker and the built-in voice's printed log both write through it.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from typing import TextIO

from audiogame.speech.base import console_lines

__all__ = ["CONSOLE", "PrintedLines", "console_rows"]

HOME = "\x1b[H"
"""Cursor to the top-left corner of the screen."""
PAGE_SETTLE = 0.05
"""Seconds between a new page and the message written on it."""


def console_rows() -> int | None:
    """The rows of the terminal the program prints to, now; ``None`` when it prints to no
    terminal (a pipe, a file: nothing to page)."""
    stream = sys.__stdout__
    try:
        return os.get_terminal_size(stream.fileno()).lines if stream is not None else None
    except (OSError, ValueError):
        return None


class PrintedLines:
    """Writes whole lines, each after the break that ends the previous one, a page at a time
    (see the module); ``rows`` gives the screen's height now (``None``: no paging)."""

    def __init__(self, rows: Callable[[], int | None] = console_rows) -> None:
        self._lock = threading.Lock()
        self._rows = rows
        self._navigating: Callable[[], bool] = lambda: False
        self._open = False
        """The cursor is at the end of a printed line (its break not written yet)."""
        self._used = 0
        """Rows of the current page holding printed lines (0: a page to turn first)."""

    def set_navigating(self, navigating: Callable[[], bool]) -> None:
        """``navigating()`` tells, while a message is written, whether it answers a key that
        moves a focus (an arrow, Home, End, Page Up or Down)."""
        self._navigating = navigating

    @property
    def open(self) -> bool:
        """The cursor is at the end of a printed line: what is drawn next starts there."""
        return self._open

    def write(self, line: str, stream: TextIO | None = None, width: int | None = None) -> None:
        """Print ``line`` (broken at spaces where wider than the terminal, or than ``width``)
        and flush; the cursor stays at its end, on a new page when needed. ``stream`` defaults
        to ``sys.stdout`` at the time of writing (prompt-toolkit's proxy while the interface
        runs). Raises what the stream raises."""
        out = stream if stream is not None else sys.stdout
        text = console_lines(line, width)
        needed = text.count("\n") + 1
        with self._lock:
            rows = self._rows()
            limit = (rows if self._navigating() else rows // 2) if rows else 0
            full = self._used + needed > limit
            if rows is not None and rows > 1 and (self._used == 0 or full):
                out.write("\n" * rows + HOME)  # a new page
                out.flush()
                time.sleep(PAGE_SETTLE)
                out.write(text)
                self._used = needed
            else:
                out.write(("\n" if self._open else "") + text)
                self._used += needed
            out.flush()
            self._open = True

    def end(self, stream: TextIO | None = None) -> None:
        """End the open line, if any, so that what follows (the shell's prompt) starts on a
        line of its own; errors of a closed stream are ignored."""
        out = stream if stream is not None else sys.stdout
        with self._lock:
            if not self._open or out is None:
                return
            self._open = False
            try:
                out.write("\n")
                out.flush()
            except (OSError, ValueError):
                pass


CONSOLE = PrintedLines()
"""The process's console."""
