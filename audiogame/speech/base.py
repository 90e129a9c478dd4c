"""The Speaker protocol every speech backend follows, and its error model.

A backend either speaks synchronously enough to raise :class:`SpeakerError` from
:meth:`Speaker.speak` (screen reader, terminal), or speaks in the background (the built-in voice):
then it also follows :class:`BackgroundSpeaker`, reporting a later failure to a handler and
giving back what it had not spoken yet, so that another backend can say it.
"""

from __future__ import annotations

import os
import re
import sys
import textwrap
from collections.abc import Callable
from typing import NamedTuple, Protocol, runtime_checkable

__all__ = [
    "BackgroundSpeaker",
    "FailureHandler",
    "Speaker",
    "SpeakerError",
    "Utterance",
    "console_lines",
    "console_width",
    "one_line",
]


class SpeakerError(Exception):
    """A backend could not start, or stopped working; the message names the cause (for the log)
    and ``cause`` classifies it for the player: ``absent`` (nothing to speak through: no screen
    reader running, no terminal), ``no-sound`` (no sound device), ``timeout`` or ``error``."""

    def __init__(self, message: str = "", cause: str = "error") -> None:
        super().__init__(message)
        self.cause = cause


class Utterance(NamedTuple):
    """One message as given to :meth:`Speaker.speak`."""

    text: str
    interrupt: bool


FailureHandler = Callable[["BackgroundSpeaker", BaseException], None]
"""Called, from a background thread, when a background speaker stops working."""


@runtime_checkable
class Speaker(Protocol):
    """Speech and braille output.

    ``speak(text, interrupt=True)`` silences what is being said and says ``text`` at once (keys the
    player pressed); ``interrupt=False`` says it after what is already queued (game events).
    """

    @property
    def name(self) -> str:
        """Backend name: ``"screenreader"``, ``"tts"``, ``"terminal"``, ``"recording"``..."""

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say ``text``; raise :class:`SpeakerError` if the backend no longer works."""

    def braille(self, text: str) -> None:
        """Show ``text`` on the braille display, if any (no-op otherwise)."""

    def stop(self) -> None:
        """Silence speech now and drop what is queued."""

    def close(self) -> None:
        """Release the backend; it is not used afterwards."""


@runtime_checkable
class BackgroundSpeaker(Speaker, Protocol):
    """A speaker whose ``speak`` returns at once and that may fail later, in the background."""

    def set_failure_handler(self, handler: FailureHandler | None) -> None:
        """Call ``handler(self, error)`` once if the backend stops working."""

    def take_unspoken(self) -> list[Utterance]:
        """Messages accepted but never (fully) spoken; each is returned only once."""


def language_parts(text: str) -> tuple[tuple[str, str], ...]:
    """A message's stretches by language, ``(code, text)`` each (a
    :class:`~audiogame.messages.Text` knows them; several before a language is chosen, or for a
    language's own name); empty for a plain string."""
    parts = getattr(text, "languages", ())
    return tuple(parts) if isinstance(parts, tuple) else ()


def one_line(text: str) -> str:
    """``text`` on one line: line breaks and runs of spaces become single spaces."""
    return " ".join(text.split())


def console_width() -> int | None:
    """The columns of the terminal the program prints to, now; ``None`` when it prints to
    no terminal (a pipe, a file)."""
    stream = sys.__stdout__
    try:
        return os.get_terminal_size(stream.fileno()).columns if stream is not None else None
    except (OSError, ValueError):
        return None


def console_lines(line: str, width: int | None = None) -> str:
    """``line`` as printed on a console ``width`` columns wide (default: the terminal's width
    now): wider than the terminal, it is broken at spaces into lines that fit, so that a console
    screen reader never reads a word cut in two. The last two columns stay free: the interface
    puts its cursor just after the last line (:mod:`audiogame.speech.console`), and some
    terminals wrap as soon as the last column is written. A word longer than a line is left
    whole."""
    width = console_width() if width is None else width
    if width is None or width < 3 or len(line) < width - 1:
        return line
    glued = _UNBREAKABLE.sub(lambda m: m.group().replace(" ", _GLUE), line)
    rows = textwrap.wrap(glued, width - 2, break_long_words=False, break_on_hyphens=False)
    return "\n".join(rows).replace(_GLUE, " ")


_GLUE = "\ue000"
"""A private-use character standing for a space that must not end a line while wrapping."""
_UNBREAKABLE = re.compile(
    r" +[:;?!»]"  # French typography: the space before a high sign or a closing quote
    r"|« +"  # and after an opening quote
    r"|\b(?:plus|minus|moins) +\d"  # a sign and its number: "minus 6"
    r"|(?<!\S)\w +",  # a one-letter word and the next: "À vous", "a zero"
    re.IGNORECASE,
)
"""Spaces a console line is never broken at."""
