"""The screen-reader backend: speech and braille through the running screen reader.

accessible-output2 talks to NVDA, JAWS and SAPI on Windows, VoiceOver on macOS and
speech-dispatcher on Linux (through the ``speechd`` module). Its traps, and what we do about them:

- its outputs print install hints and errors on stdout: they are built with those prints captured;
- building them can block (a COM server, a speech-dispatcher that autospawns and hangs), and COM
  objects belong to the thread that made them: one dedicated thread builds the chosen output and
  makes every later call to it, and each call is bounded by a timeout;
- its ``Auto`` stops at the first unexpected exception and its ``output()`` never brailles: we try
  each output class ourselves, keep the first active one, and call ``speak`` and ``braille`` apart.
"""

from __future__ import annotations

import importlib
import logging
import queue
import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from audiogame.sound.quiet import captured_prints
from audiogame.speech.base import SpeakerError

__all__ = ["CALL_TIMEOUT", "START_TIMEOUT", "ScreenReaderSpeaker", "find_screen_reader"]

log = logging.getLogger(__name__)

START_TIMEOUT = 4.0
"""Seconds to find and connect to a screen reader."""
CALL_TIMEOUT = 2.0
"""Seconds one call (speak, braille, stop) may take before the screen reader counts as gone."""

T = TypeVar("T")


def _init_thread_for_com() -> None:
    """On Windows, COM must be initialised in each thread that uses it (no-op elsewhere)."""
    if sys.platform != "win32":
        return
    try:
        importlib.import_module("pythoncom").CoInitialize()
    except Exception:  # pywin32 missing: accessible-output2 will report it
        log.debug("CoInitialize failed", exc_info=True)


class _CallThread:
    """One thread that runs the calls given to it, in order, each waited for with a timeout."""

    def __init__(self, name: str) -> None:
        self._jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.stuck = False
        self._thread.start()

    def _run(self) -> None:
        _init_thread_for_com()
        while (job := self._jobs.get()) is not None:
            job()

    def call(self, function: Callable[[], T], timeout: float) -> T:
        """Run ``function`` on the thread; its result, or SpeakerError on error or timeout."""
        if self.stuck:
            raise SpeakerError("the screen reader stopped answering")
        done = threading.Event()
        box: list[Any] = []

        def job() -> None:
            try:
                box.append((True, function()))
            except BaseException as exc:
                box.append((False, exc))
            finally:
                done.set()

        self._jobs.put(job)
        if not done.wait(timeout):
            self.stuck = True
            raise SpeakerError("the screen reader did not answer in time")
        ok, value = box[0]
        if not ok:
            raise SpeakerError(f"screen reader error: {value!r}") from value
        return value  # type: ignore[no-any-return]

    def close(self) -> None:
        """Let the thread end after the calls already given."""
        self._jobs.put(None)


def find_screen_reader(*, allow_system_output: bool = True) -> Any:
    """The first active accessible-output2 output, or None (it may print: capture that).

    ``allow_system_output=False`` skips outputs that are not a screen reader but a system voice
    (SAPI 5): the built-in TTS backend serves those players better.
    """
    import accessible_output2  # type: ignore[import-untyped]

    for output_class in accessible_output2.get_output_classes():
        if output_class.__name__ == "Auto":
            continue
        if not allow_system_output and getattr(output_class, "system_output", False):
            continue
        try:
            output = output_class()
            active = bool(output.is_active())
        except Exception:
            log.debug("output %s unavailable", output_class.__name__, exc_info=True)
            continue
        if active:
            return output
        _close_quietly(output)
    return None


def _apply_language(output: Any, lang: str) -> None:
    """Ask speech-dispatcher for a voice of ``lang`` (Windows screen readers choose their own)."""
    client = getattr(output, "_client", None)  # accessible-output2's speechd.SSIPClient
    set_language = getattr(client, "set_language", None)
    if set_language is None:
        return
    try:
        set_language(lang)
    except Exception:
        log.info("could not set the speech-dispatcher language", exc_info=True)


def _close_quietly(output: Any) -> None:
    close = getattr(output, "close", None)
    if close is None:
        return
    try:
        with captured_prints():
            close()
    except Exception:
        log.debug("closing %r failed", output, exc_info=True)


class ScreenReaderSpeaker:
    """Speaks and brailles through the screen reader accessible-output2 found.

    Build it with :meth:`start`. ``detail`` names the screen reader ("NVDA", "jaws",
    "Linux Speech Dispatcher"...).
    """

    name = "screenreader"

    def __init__(self, calls: _CallThread, output: Any, call_timeout: float) -> None:
        self._calls = calls
        self._output = output
        self._timeout = call_timeout
        self.detail: str = str(getattr(output, "name", type(output).__name__))

    @classmethod
    def start(
        cls,
        *,
        timeout: float = START_TIMEOUT,
        call_timeout: float = CALL_TIMEOUT,
        allow_system_output: bool = True,
        lang: str | None = None,
        finder: Callable[[], Any] | None = None,
    ) -> ScreenReaderSpeaker:
        """Find the running screen reader within ``timeout``; raise SpeakerError if none.

        ``lang`` ("fr", "en") is passed on where the output takes one (speech-dispatcher).
        """
        calls = _CallThread("screenreader")
        find = finder or (lambda: find_screen_reader(allow_system_output=allow_system_output))

        def quiet_find() -> Any:
            with captured_prints():
                output = find()
                if output is not None and lang:
                    _apply_language(output, lang)
                return output

        try:
            output = calls.call(quiet_find, timeout)
        except SpeakerError:
            calls.close()
            raise
        if output is None:
            calls.close()
            raise SpeakerError("no screen reader is running")
        return cls(calls, output, call_timeout)

    def is_speaking(self) -> bool | None:
        """Whether the screen reader is speaking, if it says (speech-dispatcher does); else None."""
        probe = getattr(self._output, "is_speaking", None)
        if probe is None:
            return None
        try:
            return bool(probe())
        except Exception:
            return None

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say ``text`` through the screen reader; SpeakerError if it is gone."""
        output = self._output

        def say() -> None:
            if not output.is_active():
                raise SpeakerError(f"{self.detail} is no longer running")
            output.speak(text, interrupt=interrupt)

        self._calls.call(say, self._timeout)

    def braille(self, text: str) -> None:
        """Show ``text`` on the braille display (outputs without braille ignore it)."""
        braille = getattr(self._output, "braille", None)
        if braille is None:
            return
        try:
            self._calls.call(lambda: braille(text), self._timeout)
        except SpeakerError:
            log.info("braille failed", exc_info=True)

    def stop(self) -> None:
        """Silence the screen reader's speech."""
        silence = getattr(self._output, "silence", None)
        if silence is not None:
            self._calls.call(silence, self._timeout)

    def close(self) -> None:
        """Release the output (speech-dispatcher needs it) and end the call thread."""
        output = self._output
        try:
            if not self._calls.stuck:
                self._calls.call(lambda: _close_quietly(output), self._timeout)
        except SpeakerError:
            log.info("closing the screen reader output failed", exc_info=True)
        finally:
            self._calls.close()
