"""``--speech-log FILE``: a speaker wrapper that appends every message to a text file.

One line per message, UTF-8, flushed at once so a test driving the program from outside can
read it while the game runs::

    [interrupt] Queen of hearts. 3 cards.
    [queue] West plays the 7 of clovers.
    [braille] Q hearts
    [stop]
    [idle]

``[idle]`` follows the start and each key once everything they set going is done (computer
players, a speech output being opened), so that a test knows an answer is complete without
waiting for a silence.

The log is a witness, never a condition of speech: when writing fails (a full disk, a removed
drive) the log is dropped, the failure is reported once (:attr:`SpeechLog.failure` and the
failure handler) and every message still reaches the speaker.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from audiogame.speech.base import Speaker, one_line
from audiogame.storage import PRIVATE_FILE

__all__ = ["LogFailureHandler", "SpeechLog"]

log = logging.getLogger(__name__)

LogFailureHandler = Callable[[OSError], None]
"""Called once with the error that stopped the speech log."""

_OPEN_FLAGS = (
    os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
)


class SpeechLog:
    """Wraps ``inner``: writes each message to ``path``, then passes it on unchanged.

    Opening the file may raise :class:`OSError` (a folder that cannot be created, a path that
    cannot be opened); after that nothing raises: the first failed write drops the log and calls
    ``on_failure(error)`` once, from the thread that was speaking, after the message whose line
    failed was passed on (so a warning spoken from the handler comes after it).
    """

    def __init__(
        self,
        inner: Speaker,
        path: str | Path,
        on_failure: LogFailureHandler | None = None,
        *,
        stream: TextIO | None = None,
    ) -> None:
        self.inner = inner
        self.path = Path(path)
        self._lock = threading.Lock()
        self._failure: OSError | None = None
        self._handler = on_failure
        self._reported = False
        if stream is not None:  # a stream given by the caller (a test's failing disk)
            self._file: TextIO = stream
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, _OPEN_FLAGS, PRIVATE_FILE)  # new logs are private to the user
        self._file = open(fd, "a", encoding="utf-8", errors="backslashreplace", newline="\n")  # noqa: SIM115

    @property
    def name(self) -> str:
        """The wrapped backend's name."""
        return self.inner.name

    @property
    def failure(self) -> OSError | None:
        """The error that stopped the log, or ``None`` while it works."""
        return self._failure

    def set_failure_handler(self, handler: LogFailureHandler | None) -> None:
        """Call ``handler(error)`` once when the log fails; at once if it has failed already."""
        with self._lock:
            self._handler = handler
        self._report()

    def _write(self, tag: str, text: str | None = None) -> None:
        line = f"[{tag}]" if text is None else f"[{tag}] {one_line(text)}"
        with self._lock:
            if self._failure is not None or self._file.closed:
                return
            try:
                self._file.write(line + "\n")
                self._file.flush()
            except (OSError, ValueError) as exc:
                error = exc if isinstance(exc, OSError) else OSError(str(exc))
                self._failure = error
                with contextlib.suppress(OSError, ValueError):  # the unwritten buffer fails too
                    self._file.close()
                log.warning("speech log %s failed and was dropped: %s", self.path, error)

    def _report(self) -> None:
        with self._lock:
            if self._failure is None or self._handler is None or self._reported:
                return
            self._reported = True
            handler, error = self._handler, self._failure
        try:
            handler(error)
        except Exception:
            log.exception("speech log failure handler failed")

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Log, then speak (then report a failure of the log, after the message)."""
        self._write("interrupt" if interrupt else "queue", text)
        try:
            self.inner.speak(text, interrupt)
        finally:
            self._report()

    def braille(self, text: str) -> None:
        """Log, then braille."""
        self._write("braille", text)
        try:
            self.inner.braille(text)
        finally:
            self._report()

    def stop(self) -> None:
        """Log, then stop."""
        self._write("stop")
        try:
            self.inner.stop()
        finally:
            self._report()

    def mark_idle(self) -> None:
        """Write ``[idle]``: the program has done everything the last key set going (see
        :func:`audiogame.program.report_idle`)."""
        self._write("idle")

    def close(self) -> None:
        """Close the inner speaker and the file."""
        try:
            self.inner.close()
        finally:
            with self._lock, contextlib.suppress(OSError, ValueError):
                self._file.close()
