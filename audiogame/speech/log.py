"""``--speech-log FILE``: a speaker wrapper that appends every message to a text file.

One line per message, UTF-8, flushed at once so a test driving the program from outside can
read it while the game runs::

    [interrupt] Queen of hearts. 3 cards.
    [queue] West plays the 7 of clovers.
    [braille] Q hearts
    [stop]
"""

from __future__ import annotations

import threading
from pathlib import Path

from audiogame.speech.base import Speaker, one_line

__all__ = ["SpeechLog"]


class SpeechLog:
    """Wraps ``inner``: writes each message to ``path``, then passes it on unchanged."""

    def __init__(self, inner: Speaker, path: str | Path) -> None:
        self.inner = inner
        self.path = Path(path)
        self._lock = threading.Lock()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.path.open("a", encoding="utf-8", newline="\n")

    @property
    def name(self) -> str:
        """The wrapped backend's name."""
        return self.inner.name

    def _write(self, tag: str, text: str | None = None) -> None:
        line = f"[{tag}]" if text is None else f"[{tag}] {one_line(text)}"
        with self._lock:
            if self._file.closed:
                return
            self._file.write(line + "\n")
            self._file.flush()

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Log, then speak."""
        self._write("interrupt" if interrupt else "queue", text)
        self.inner.speak(text, interrupt)

    def braille(self, text: str) -> None:
        """Log, then braille."""
        self._write("braille", text)
        self.inner.braille(text)

    def stop(self) -> None:
        """Log, then stop."""
        self._write("stop")
        self.inner.stop()

    def close(self) -> None:
        """Close the inner speaker and the file."""
        try:
            self.inner.close()
        finally:
            with self._lock:
                self._file.close()
