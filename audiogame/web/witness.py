"""``--speech-log FILE`` for the web page: a witness, on the server, of what each page was told.

``audiogame web`` (and a server given :attr:`~audiogame.online.server.ServerConfig.speech_log`)
appends one line to the file for each message sent to a page, in the order it was sent, in the
terminal's speech-log format (:mod:`audiogame.speech.log`)::

    [queue] Alex plays the 7 of Bells.
    [interrupt] Hand, 12 cards: ...

``[queue]`` for a message of the page's log (an event, a notice, a chat line: the polite live
region), ``[interrupt]`` for an answer to a key (the assertive one). The lines of every page of
the server go to one file (``audiogame web`` has one page). A test that listens to a real screen
reader compares what it heard with these lines; a player who asks for the file gets the game's
words as text. Writing never stops the game: a log that cannot be written is dropped, once,
with a warning in the program's log file.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from audiogame.speech.log import SpeechLog
from audiogame.web.protocol import Line

__all__ = ["PageWitness", "Silent"]


class Silent:
    """A speaker that says nothing: what a web seat says goes to its page, not to the server's
    own speech."""

    name = "web"

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Nothing."""

    def braille(self, text: str) -> None:
        """Nothing."""

    def stop(self) -> None:
        """Nothing."""

    def close(self) -> None:
        """Nothing."""


class PageWitness:
    """The speech log of the pages (see the module docstring); ``OSError`` when ``path``
    cannot be opened."""

    def __init__(self, path: str | Path) -> None:
        self._log = SpeechLog(Silent(), path)

    @property
    def path(self) -> Path:
        """The file written."""
        return self._log.path

    def told(self, lines: Sequence[Line]) -> None:
        """A page was sent ``lines``, in this order."""
        for line in lines:
            self._log.speak(line.text, interrupt=line.kind == "answer")

    def close(self) -> None:
        """Close the file."""
        self._log.close()
