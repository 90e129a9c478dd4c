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
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from audiogame.sound.quiet import captured_prints
from audiogame.speech import speechd
from audiogame.speech.base import FailureHandler, SpeakerError, Utterance, language_parts

__all__ = [
    "BEGIN_TIMEOUT",
    "CALL_TIMEOUT",
    "FIRST_BEGIN_TIMEOUT",
    "FIRST_WORD_TIME",
    "START_TIMEOUT",
    "ScreenReaderSpeaker",
    "find_screen_reader",
]

log = logging.getLogger(__name__)

START_TIMEOUT = 4.0
"""Seconds to find and connect to a screen reader."""
CALL_TIMEOUT = 2.0
"""Seconds one call (speak, braille, stop) may take before the screen reader counts as gone."""
BEGIN_TIMEOUT = 3.0
"""Seconds an owed message may wait for speech to begin before we ask if the reader is there."""
FIRST_BEGIN_TIMEOUT = 2.5
"""Seconds a message has to begin while the reader has not yet said one to its end."""
FIRST_WORD_TIME = 0.75
"""Seconds a word may take (80 words a minute, the slowest voices), plus one second, for a
message begun while the reader has not yet said one to its end. A reader that lets either
pass is left at once, without the question and the grace a proven reader gets:
speech-dispatcher with no sound begins the first message, never ends it and hangs, and the
player heard the fallback after 12 to 18 s of silence instead of a few."""
SPEAK_MARGIN = 3.0
"""Seconds added to a message's longest plausible duration before we ask the same."""
SILENT_GRACE = 6.0
"""Seconds a reader that answers but says nothing has, after that question, before it is left."""
WATCH_INTERVAL = 0.5
"""How often the watchdog looks (seconds)."""

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
            raise SpeakerError("the screen reader did not answer in time", "timeout")
        ok, value = box[0]
        if not ok:
            raise SpeakerError(f"screen reader error: {value!r}") from value
        return value  # type: ignore[no-any-return]

    def close(self) -> None:
        """Let the thread end after the calls already given."""
        self._jobs.put(None)


def _speechd_output(spawn: bool) -> Any:
    """accessible-output2's speech-dispatcher output, made to report each message's progress
    (:class:`~audiogame.speech.progress.ProgressOutput`) and to start a daemon only when
    ``spawn`` is true (Orca runs one: with none running, Linux has no screen reader)."""
    from audiogame.speech.speechd_output import TrackedSpeechDispatcher

    return TrackedSpeechDispatcher(spawn=spawn)


def find_screen_reader(*, allow_system_output: bool = True, allow_spawn: bool = False) -> Any:
    """The first active accessible-output2 output, or None (it may print: capture that).

    ``allow_system_output=False`` skips outputs that are not a screen reader but a system voice
    (SAPI 5): the built-in TTS backend serves those players better. ``allow_spawn`` lets the
    speech-dispatcher output start a daemon of its own (stopped again when the output closes).
    """
    import accessible_output2  # type: ignore[import-untyped]

    for output_class in accessible_output2.get_output_classes():
        if output_class.__name__ == "Auto":
            continue
        if not allow_system_output and getattr(output_class, "system_output", False):
            continue
        try:
            if output_class.__name__ == "SpeechDispatcher":
                output = _speechd_output(allow_spawn)
            else:
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
    set_language = getattr(output, "set_language", None)
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


@dataclass(eq=False)
class _Sent:
    """A message given to a screen reader that reports progress, until it is known said."""

    utterance: Utterance
    sent_at: float
    began_at: float | None = None


def _speaking_allowance(text: str) -> float:
    """Seconds a message may take from its beginning to its end before we ask whether the
    screen reader still answers: generous, for the slowest voice (100 words a minute)."""
    return SPEAK_MARGIN + 0.6 * len(text.split())


class ScreenReaderSpeaker:
    """Speaks and brailles through the screen reader accessible-output2 found.

    Build it with :meth:`start`. ``detail`` names the screen reader ("NVDA", "jaws",
    "Linux Speech Dispatcher"...).

    With an output that reports each message's progress (speech-dispatcher), messages are kept
    until they are said, and a watchdog checks that speech moves on: a screen reader that stops
    answering (a hung or killed daemon) or that accepts messages without ever saying them is
    reported to the failure handler, and :meth:`take_unspoken` gives back every message it had
    not finished, for another output to say: those an interruption cut off too, until the reader
    reports them cancelled (a reader that stopped answering may never have said them). Other
    outputs (NVDA, JAWS, VoiceOver) count a message as said when their call returns.
    """

    name = "screenreader"

    def __init__(
        self,
        calls: _CallThread,
        output: Any,
        call_timeout: float,
        *,
        watch_interval: float = WATCH_INTERVAL,
    ) -> None:
        self._calls = calls
        self._output = output
        self._timeout = call_timeout
        self.detail: str = str(getattr(output, "name", type(output).__name__))
        self._tracked = callable(getattr(output, "progress_speak", None))
        self._pending: deque[_Sent] = deque()
        self._lock = threading.Lock()
        self._handler: FailureHandler | None = None
        self._failed = False
        self._closed = threading.Event()
        self._last_life = time.monotonic()
        self._pinged_at: float | None = None
        self._proven = False
        """The reader has said a message to its end at least once."""
        if self._tracked:
            threading.Thread(
                target=self._watch, args=(watch_interval,), name="screenreader-watch", daemon=True
            ).start()

    @classmethod
    def start(
        cls,
        *,
        timeout: float = START_TIMEOUT,
        call_timeout: float = CALL_TIMEOUT,
        allow_system_output: bool = True,
        allow_spawn: bool = False,
        lang: str | None = None,
        finder: Callable[[], Any] | None = None,
        watch_interval: float = WATCH_INTERVAL,
    ) -> ScreenReaderSpeaker:
        """Find the running screen reader within ``timeout``; raise SpeakerError if none.

        ``lang`` ("fr", "en") is passed on where the output takes one (speech-dispatcher).
        ``allow_spawn`` lets speech-dispatcher be started when none runs (then stopped again
        when done, and at once if the start fails or hangs).
        """
        calls = _CallThread("screenreader")
        find = finder or (
            lambda: find_screen_reader(
                allow_system_output=allow_system_output, allow_spawn=allow_spawn
            )
        )
        socket = speechd.socket_path() if allow_spawn and finder is None else None
        before = speechd.spawned_daemons(socket)

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
            speechd.stop_daemons(speechd.spawned_daemons(socket) - before)  # a hung start
            raise
        if output is None:
            calls.close()
            raise SpeakerError("no screen reader is running", "absent")
        return cls(calls, output, call_timeout, watch_interval=watch_interval)

    @property
    def brailles(self) -> bool:
        """Whether the screen reader takes braille from the program (NVDA, JAWS; not
        speech-dispatcher or VoiceOver, whose screen readers braille what they read)."""
        return _own_braille(self._output)

    # --- BackgroundSpeaker ----------------------------------------------------------------

    def set_failure_handler(self, handler: FailureHandler | None) -> None:
        """Call ``handler(self, error)`` once if the screen reader stops answering."""
        self._handler = handler

    def unfinished(self) -> int:
        """How many messages were given and not yet reported said to their end (or cancelled)
        by the screen reader, where it reports them."""
        with self._lock:
            return len(self._pending)

    def take_unspoken(self) -> list[Utterance]:
        """The messages given but never (fully) said, oldest first; each returned once."""
        with self._lock:
            unspoken = [sent.utterance for sent in self._pending]
            self._pending.clear()
        return unspoken

    # --- the Speaker protocol -------------------------------------------------------------

    def is_speaking(self) -> bool | None:
        """Whether the screen reader is speaking, if it says (speech-dispatcher does); else None."""
        probe = getattr(self._output, "is_speaking", None)
        if self._tracked:
            with self._lock:
                return any(sent.began_at is not None for sent in self._pending)
        if probe is None:
            return None
        try:
            return bool(probe())
        except Exception:
            return None

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say ``text`` through the screen reader; SpeakerError if it is gone."""
        if self._failed:
            raise SpeakerError(f"{self.detail} stopped answering")
        output = self._output
        sent = _Sent(Utterance(text, interrupt), time.monotonic())
        if self._tracked:
            with self._lock:  # an interruption settles nothing: the reader's report does
                self._pending.append(sent)  # (it cancelled the older ones, or speaks again)

        def say() -> None:
            if not output.is_active():
                raise SpeakerError(f"{self.detail} is no longer running")
            if self._tracked:
                parts = language_parts(text)  # each language's part in its own voice
                report = partial(self._progress, sent)
                if parts:
                    output.progress_speak(text, interrupt, report, parts)
                else:
                    output.progress_speak(text, interrupt, report)
            else:
                output.speak(text, interrupt=interrupt)

        try:
            self._calls.call(say, self._timeout)
        except SpeakerError:
            with self._lock:  # the caller says this one elsewhere; earlier ones stay owed
                if sent in self._pending:
                    self._pending.remove(sent)
            raise
        with self._lock:
            self._last_life = time.monotonic()

    def _progress(self, sent: _Sent, kind: str) -> None:
        """speech-dispatcher's report on ``sent`` (from its thread). Messages are said in
        order, so a report on one settles every older one too."""
        now = time.monotonic()
        with self._lock:
            self._last_life = now
            self._pinged_at = None
            self._proven = self._proven or kind == "end"
            if sent not in self._pending:
                return
            while self._pending and self._pending[0] is not sent:
                self._pending.popleft()
            if kind == "begin":
                sent.began_at = now
            else:
                self._pending.popleft()

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
        with self._lock:
            self._pending.clear()

    def close(self) -> None:
        """Release the output (speech-dispatcher needs it, and a daemon we started is
        stopped) and end the call thread."""
        self._closed.set()
        output = self._output
        try:
            if not self._calls.stuck:  # (time for a daemon of ours to stop, or be killed)
                close_time = self._timeout + speechd.OWN_DAEMON_TIMEOUT + 1.0
                self._calls.call(lambda: _close_quietly(output), close_time)
            else:
                _close_in_thread(output)
        except SpeakerError:
            log.info("closing the screen reader output failed", exc_info=True)
            _close_in_thread(output)
        finally:
            self._calls.close()
            stop_own = getattr(output, "stop_own_daemon", None)
            if stop_own is not None:  # here, not through a call that may hang: none outlives us
                stop_own()

    # --- the watchdog ---------------------------------------------------------------------

    def _overdue(self, now: float) -> bool:
        """True when the oldest owed message should have moved on by now (lock held)."""
        if not self._pending:
            return False
        head = self._pending[0]
        if head.began_at is not None:
            return now - head.began_at > _speaking_allowance(head.utterance.text)
        return now - max(head.sent_at, self._last_life) > BEGIN_TIMEOUT

    def _unproven_overdue(self, now: float) -> bool:
        """True when the oldest owed message of a reader that never said one to its end should
        have begun, or ended, by now (lock held; see :data:`FIRST_WORD_TIME`)."""
        if not self._pending:
            return False
        head = self._pending[0]
        if head.began_at is None:
            return now - head.sent_at > FIRST_BEGIN_TIMEOUT
        words = len(head.utterance.text.split())
        return now - head.began_at > 1.0 + FIRST_WORD_TIME * words

    def _watch(self, interval: float) -> None:
        """Every ``interval`` seconds: is speech moving on? If not, is the reader there?"""
        while not self._closed.wait(interval):
            if self._failed:
                return
            now = time.monotonic()
            with self._lock:
                overdue = self._overdue(now)
                pinged_at = self._pinged_at
                unproven_due = not self._proven and self._unproven_overdue(now)
            if unproven_due:
                self._fail(SpeakerError(f"{self.detail} never said a message to its end"))
                return
            if not overdue:
                continue
            if pinged_at is not None and now - pinged_at > SILENT_GRACE:
                self._fail(SpeakerError(f"{self.detail} accepts messages but says nothing"))
                return
            try:
                self._calls.call(self._output.ping, self._timeout)
            except SpeakerError as exc:
                self._fail(SpeakerError(f"{self.detail} is not answering ({exc})"))
                return
            with self._lock:
                if self._pinged_at is None:
                    self._pinged_at = now

    def _fail(self, error: SpeakerError) -> None:
        self._failed = True
        log.warning("screen reader failed: %s", error)
        handler = self._handler
        if handler is not None:
            try:
                handler(self, error)
            except Exception:
                log.exception("the failure handler failed")


def _own_braille(output: Any) -> bool:
    """True when ``output``'s class has a braille method of its own (accessible-output2's base
    one does nothing)."""
    try:
        from accessible_output2.outputs.base import Output  # type: ignore[import-untyped]
    except Exception:  # accessible-output2 missing: whatever braille method the output has
        return callable(getattr(output, "braille", None))
    return getattr(type(output), "braille", Output.braille) is not Output.braille


def _close_in_thread(output: Any) -> None:
    """Close an output whose calls may block forever, without waiting for it."""
    threading.Thread(
        target=_close_quietly, args=(output,), name="close-screenreader", daemon=True
    ).start()
