"""The terminal backend: one short printed line per message, for the player's screen reader."""

from __future__ import annotations

import sys
from typing import TextIO

from audiogame.speech.base import SpeakerError, one_line
from audiogame.speech.console import CONSOLE, PrintedLines

__all__ = ["TerminalSpeaker"]


class TerminalSpeaker:
    """Prints each message on its own line; the screen reader reads (and brailles) it.

    ``stream`` defaults to whatever ``sys.stdout`` is at the time of writing, so that a UI that
    patches stdout (prompt-toolkit's ``patch_stdout``) gets the lines above its prompt; the
    cursor is left at the end of the newest line (:mod:`audiogame.speech.console`).
    """

    name = "terminal"

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream
        self._lines = CONSOLE if stream is None else PrintedLines(rows=lambda: None)

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Print ``text`` on one line, or on whole lines broken at spaces when it is wider than
        the terminal, on a new page when needed (:mod:`audiogame.speech.console`;
        ``interrupt`` means nothing to a printed line)."""
        line = one_line(text)
        if not line:
            return
        stream = self._stream if self._stream is not None else sys.stdout
        if stream is None:
            raise SpeakerError("no terminal to print to", "absent")
        try:
            self._lines.write(line, stream)
        except (OSError, ValueError) as exc:
            raise SpeakerError(f"cannot print: {exc}") from exc

    def braille(self, text: str) -> None:
        """Nothing: the screen reader brailles the printed line itself."""

    def stop(self) -> None:
        """Nothing to stop: the screen reader's own key silences it."""

    def close(self) -> None:
        """Nothing to release (the program ends the last printed line when it ends: a speaker
        replaced during play must not leave an empty line)."""
