"""The terminal backend: one short printed line per message, for the player's screen reader."""

from __future__ import annotations

import sys
import threading
from typing import TextIO

from audiogame.speech.base import SpeakerError, console_lines, one_line

__all__ = ["TerminalSpeaker"]


class TerminalSpeaker:
    """Prints each message on its own line; the screen reader reads (and brailles) it.

    ``stream`` defaults to whatever ``sys.stdout`` is at the time of writing, so that a UI that
    patches stdout (prompt-toolkit's ``patch_stdout``) gets the lines above its prompt.
    """

    name = "terminal"

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream
        self._lock = threading.Lock()

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Print ``text`` on one line, or on whole lines broken at spaces when it is wider than
        the terminal (``interrupt`` means nothing to a printed line)."""
        line = one_line(text)
        if not line:
            return
        stream = self._stream if self._stream is not None else sys.stdout
        if stream is None:
            raise SpeakerError("no terminal to print to", "absent")
        try:
            with self._lock:
                stream.write(console_lines(line) + "\n")
                stream.flush()
        except (OSError, ValueError) as exc:
            raise SpeakerError(f"cannot print: {exc}") from exc

    def braille(self, text: str) -> None:
        """Nothing: the screen reader brailles the printed line itself."""

    def stop(self) -> None:
        """Nothing to stop: the screen reader's own key silences it."""

    def close(self) -> None:
        """Nothing to release."""
