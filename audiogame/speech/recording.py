"""A speaker that remembers instead of speaking: the test double of every backend."""

from __future__ import annotations

import threading

from audiogame.speech.base import Utterance

__all__ = ["RecordingSpeaker"]


class RecordingSpeaker:
    """Keeps every message in memory, in order, with its interrupt flag.

    >>> speaker = RecordingSpeaker()
    >>> speaker.speak("Your turn.", interrupt=True)
    >>> speaker.texts
    ['Your turn.']
    """

    def __init__(self, name: str = "recording") -> None:
        self.name = name
        self.spoken: list[Utterance] = []
        """Every (text, interrupt) given to :meth:`speak`."""
        self.brailled: list[str] = []
        """Every text given to :meth:`braille`."""
        self.stops = 0
        """How many times :meth:`stop` was called (an interrupting message counts too)."""
        self.closed = False
        self._lock = threading.Lock()

    @property
    def texts(self) -> list[str]:
        """The spoken texts alone."""
        with self._lock:
            return [u.text for u in self.spoken]

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Record ``text``."""
        with self._lock:
            if interrupt:
                self.stops += 1
            self.spoken.append(Utterance(text, interrupt))

    def braille(self, text: str) -> None:
        """Record ``text`` as brailled."""
        with self._lock:
            self.brailled.append(text)

    def stop(self) -> None:
        """Count a stop."""
        with self._lock:
            self.stops += 1

    def clear(self) -> None:
        """Forget everything recorded so far."""
        with self._lock:
            self.spoken.clear()
            self.brailled.clear()
            self.stops = 0

    def close(self) -> None:
        """Mark closed."""
        self.closed = True
