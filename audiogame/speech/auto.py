"""``auto``: the first backend that works, and a hand-over when one stops working.

:class:`AutoSpeaker` starts candidate backends in order, each within a time limit, and keeps the
first that starts. When that one fails later, at a ``speak`` or in the background, the next
candidate is started and the messages the failed one had not said are said there, in order, before
anything newer: nothing is lost. Nothing here is worded for the player: ``name``,
``failures`` and the ``on_switch`` callback give the UI the facts to announce in its language.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from audiogame.speech.base import BackgroundSpeaker, Speaker, SpeakerError, Utterance
from audiogame.within import start_within

__all__ = ["NO_BACKEND", "AutoSpeaker", "Candidate", "Failure", "SwitchHandler", "probe"]

log = logging.getLogger(__name__)

NO_BACKEND = "none"
"""``AutoSpeaker.name`` once every candidate has failed (messages are then dropped)."""
CLOSE_WAIT = 8.0
"""Seconds :meth:`AutoSpeaker.close` waits for failed backends still closing (a daemon one of
them started is stopped by then: nothing outlives the program)."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A backend to try: its name, how to start it, and how long starting may take."""

    name: str
    start: Callable[[], Speaker]
    timeout: float = 5.0


@dataclass(frozen=True, slots=True)
class Failure:
    """Why a backend was left: at ``start``, or in ``use`` during the game."""

    backend: str
    reason: str
    during: Literal["start", "use"]
    cause: str = "error"
    """The reason's kind for the player (see :class:`~audiogame.speech.base.SpeakerError`)."""


SwitchHandler = Callable[[str, str, Failure], None]
"""``on_switch(old_name, new_name, failure)``: called during a hand-over, once the new backend
speaks and before the messages the old one left unsaid are said there, so that what it says
(which output is used now, and why) comes first. It runs with the speaker's lock held, on the
thread that found the failure; it may speak through this speaker, and must not block."""


def _start_within(candidate: Candidate, timeout: float) -> Speaker:
    """Start ``candidate`` within ``timeout``; SpeakerError on failure or when out of time (a
    start that finishes later is closed at once, in its own thread)."""
    try:
        return start_within(
            candidate.start, timeout, name=f"start-{candidate.name}", discard=_close_quietly
        )
    except SpeakerError:
        raise
    except TimeoutError:
        raise SpeakerError(f"did not start within {timeout:.1f} s", "timeout") from None
    except Exception as exc:
        raise SpeakerError(f"{type(exc).__name__}: {exc}") from exc


def probe(candidate: Candidate) -> Speaker | Failure:
    """Start ``candidate`` alone, within its time limit: the running speaker (the caller closes
    it), or why it did not start (``audiogame doctor``)."""
    try:
        return _start_within(candidate, candidate.timeout)
    except SpeakerError as exc:
        return Failure(candidate.name, str(exc), "start", exc.cause)


def _close_quietly(speaker: Speaker) -> None:
    try:
        speaker.close()
    except Exception:
        log.debug("closing %s failed", getattr(speaker, "name", speaker), exc_info=True)


def _close_in_background(speaker: Speaker) -> threading.Thread:
    """Close a failed backend without waiting for it (it may be stuck, or be the caller)."""
    thread = threading.Thread(
        target=_close_quietly, args=(speaker,), name="close-speaker", daemon=True
    )
    thread.start()
    return thread


class AutoSpeaker:
    """A Speaker that delegates to the first working candidate and hands over on failure.

    Raises SpeakerError at construction when no candidate starts within ``time_limit``.
    """

    def __init__(
        self,
        candidates: Sequence[Candidate],
        *,
        time_limit: float = 10.0,
        on_switch: SwitchHandler | None = None,
    ) -> None:
        self._candidates = list(candidates)
        self._next = 0
        self._lock = threading.RLock()
        self._current: Speaker | None = None
        self._closed = False
        self.failures: list[Failure] = []
        """Every backend left so far, with the reason, in order."""
        self.on_switch = on_switch
        self.stale: Callable[[str], bool] | None = None
        """Tells which of the messages a failed backend left unsaid are no longer true once it
        is left (its own announcement, "Speech: Screen reader."): those are dropped, not said
        on the next backend after the hand-over's own announcement."""
        self._closing: list[threading.Thread] = []
        self._start_next(time.monotonic() + time_limit, during="start")
        if self._current is None:
            reasons = "; ".join(f"{f.backend}: {f.reason}" for f in self.failures)
            raise SpeakerError(f"no speech backend started ({reasons})")
        self.chosen: str = self.name
        """The backend chosen at start (``name`` follows later hand-overs)."""

    # -- state -----------------------------------------------------------------------------------

    @property
    def name(self) -> str:
        """Name of the backend in use (``NO_BACKEND`` when all failed)."""
        current = self._current
        return current.name if current is not None else NO_BACKEND

    @property
    def current(self) -> Speaker | None:
        """The backend in use."""
        return self._current

    @property
    def detail(self) -> str:
        """The backend's own detail (screen reader or voice name), or ``""``."""
        return str(getattr(self._current, "detail", ""))

    # -- the Speaker protocol ---------------------------------------------------------------------

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say ``text`` on the backend in use; on failure, hand over and say it on the next."""
        self._deliver([Utterance(text, interrupt)])

    def braille(self, text: str) -> None:
        """Braille on the backend in use (a braille failure never hands over)."""
        current = self._current
        if current is None:
            return
        try:
            current.braille(text)
        except Exception:
            log.info("braille failed on %s", current.name, exc_info=True)

    def stop(self) -> None:
        """Stop speech on the backend in use; if that fails, hand over."""
        with self._lock:
            current = self._current
            if current is None:
                return
            try:
                current.stop()
            except SpeakerError as exc:
                self._deliver_locked(self._switch(current, exc))

    def close(self) -> None:
        """Close the backend in use, and wait (bounded) for failed ones still closing."""
        with self._lock:
            self._closed = True
            current, self._current = self._current, None
            closing, self._closing = self._closing, []
        if current is not None:
            _close_quietly(current)
        end = time.monotonic() + CLOSE_WAIT
        for thread in closing:
            thread.join(max(0.0, end - time.monotonic()))

    # -- hand-over -------------------------------------------------------------------------------

    def _deliver(self, utterances: list[Utterance]) -> None:
        with self._lock:
            self._deliver_locked(utterances)

    def _deliver_locked(self, utterances: list[Utterance]) -> None:
        pending = list(utterances)
        while pending:
            speaker = self._current
            if speaker is None:
                log.warning("no speech backend left; dropped %d message(s)", len(pending))
                return
            utterance = pending[0]
            try:
                speaker.speak(utterance.text, utterance.interrupt)
            except SpeakerError as exc:
                pending = self._switch(speaker, exc) + pending
            else:
                pending.pop(0)

    def _on_background_failure(self, speaker: BackgroundSpeaker, error: BaseException) -> None:
        with self._lock:
            if speaker is not self._current:
                return
            self._deliver_locked(self._switch(speaker, error))

    def _switch(self, failed: Speaker, error: BaseException) -> list[Utterance]:
        """Leave ``failed`` for the next candidate, announce the change there, and return the
        messages ``failed`` had not said (lock held)."""
        if failed is not self._current:
            return []
        cause = error.cause if isinstance(error, SpeakerError) else "error"
        failure = Failure(failed.name, str(error) or type(error).__name__, "use", cause)
        log.warning("speech backend %s failed: %s", failed.name, failure.reason)
        self.failures.append(failure)
        unspoken: list[Utterance] = []
        if isinstance(failed, BackgroundSpeaker):
            failed.set_failure_handler(None)
            unspoken = failed.take_unspoken()
        self._current = None
        self._closing.append(_close_in_background(failed))
        if not self._closed:
            self._start_next(time.monotonic() + sum(c.timeout for c in self._candidates))
        self._notify(failed.name, failure)
        stale = self.stale
        if stale is not None:
            unspoken = [u for u in unspoken if not stale(u.text)]
        return unspoken

    def _start_next(self, deadline: float, during: Literal["start", "use"] = "use") -> None:
        """Start the next candidates in order until one works (lock held or constructing)."""
        while self._next < len(self._candidates):
            candidate = self._candidates[self._next]
            self._next += 1
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self.failures.append(Failure(candidate.name, "no time left", during))
                continue
            try:
                speaker = _start_within(candidate, min(candidate.timeout, remaining))
            except SpeakerError as exc:
                log.info("speech backend %s did not start: %s", candidate.name, exc)
                self.failures.append(Failure(candidate.name, str(exc), "start", exc.cause))
                continue
            if isinstance(speaker, BackgroundSpeaker):
                speaker.set_failure_handler(self._on_background_failure)
            self._current = speaker
            return

    def _notify(self, old: str, failure: Failure) -> None:
        handler = self.on_switch
        if handler is None or self._current is None:
            return
        try:
            handler(old, self.name, failure)
        except Exception:
            log.exception("on_switch handler failed")
