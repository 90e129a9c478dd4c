"""Printed lines on the console, with the cursor left at the end of the newest one.

A console screen reader speaks new text as it appears, but for a navigation key (an arrow, Home,
End) it reads the line the cursor is on instead. Orca in a terminal does so: a message printed
as ``text + newline`` leaves the cursor on the empty line below it, and every arrow key reads
"blank". So each printed line begins with the line break that ends the one before, and the
cursor rests at the end of the last message: an arrow reads the item it focused, a braille
display shows it with its cursor at the message's end, and nothing is repeated (the text is
written once, never repainted).

One console per process, so one :data:`CONSOLE` tracks whether a printed line is still open;
the terminal-text speaker and the built-in voice's printed log both write through it.
"""

from __future__ import annotations

import sys
import threading
from typing import TextIO

from audiogame.speech.base import console_lines

__all__ = ["CONSOLE", "PrintedLines"]


class PrintedLines:
    """Writes whole lines, each after the break that ends the previous one (see the module)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open = False
        """The cursor is at the end of a printed line (its break not written yet)."""

    def write(self, line: str, stream: TextIO | None = None) -> None:
        """Print ``line`` (broken at spaces where wider than the terminal) and flush; the
        cursor stays at its end. ``stream`` defaults to ``sys.stdout`` at the time of writing
        (prompt-toolkit's proxy while the interface runs). Raises what the stream raises."""
        out = stream if stream is not None else sys.stdout
        with self._lock:
            out.write(("\n" if self._open else "") + console_lines(line))
            out.flush()
            self._open = True

    @property
    def open(self) -> bool:
        """The cursor is at the end of a printed line: what is drawn next starts there."""
        return self._open

    def ended_elsewhere(self) -> None:
        """Another writer moved to a new line (the interface does when it exits)."""
        with self._lock:
            self._open = False

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
