"""The one audio device: miniaudio when a sound card answers, its NULL backend when none does.

:func:`open_device` never fails and never prints: it tries the system's default backends, then
miniaudio's NULL backend (which consumes audio in real time and plays nothing), and as a last
resort a plain thread that does the same. Device start-up runs with stderr pointed at the null
device (ALSA prints a page of errors when there is no card) and within a time limit.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
import weakref
from array import array
from collections.abc import Generator, Sequence
from typing import Protocol

from audiogame.sound.mixer import Mixer
from audiogame.sound.quiet import quiet_fds
from audiogame.within import start_within

__all__ = [
    "DEFAULT_BUFFER_MS",
    "DEFAULT_PERIODS",
    "NULL_BACKEND",
    "OPEN_BOUND",
    "AudioDevice",
    "ClockDevice",
    "MiniaudioDevice",
    "open_device",
]

log = logging.getLogger(__name__)

DEFAULT_BUFFER_MS = 10
"""Length of one period: the mixer is asked for this much audio at a time."""
DEFAULT_PERIODS = 2
"""Periods in the device buffer (here 2 x 10 ms = 20 ms)."""
NULL_BACKEND = "Null"
"""``backend`` of a device that plays nothing (no sound card)."""
OPEN_TIMEOUT = 3.0
"""Seconds a system backend may take to open before we settle for the NULL backend."""
OPEN_BOUND = 2 * OPEN_TIMEOUT
"""The longest :func:`open_device` takes: the system's backends, then the NULL one."""


class AudioDevice(Protocol):
    """A running output that pulls its audio from a :class:`Mixer`."""

    backend: str
    """Name of the backend in use ("Alsa", "PulseAudio", "WASAPI", ... or ``NULL_BACKEND``)."""
    period_frames: int
    """Frames the device asks for at a time."""

    def close(self) -> None:
        """Stop pulling audio and release the device."""


def _pull(mixer: Mixer) -> Generator[array[int] | bytes, int, None]:
    """The generator miniaudio calls from its audio thread; an error gives silence, not a crash."""
    frames = yield b""
    while True:
        try:
            block: array[int] | bytes = mixer.render(frames)
        except Exception:  # the audio thread must never die
            log.exception("mixer failed; playing silence")
            block = bytes(4 * frames)
        frames = yield block


_RUNNING: weakref.WeakSet[MiniaudioDevice] = weakref.WeakSet()
"""Devices not closed yet."""


@atexit.register
def _close_running() -> None:
    """At exit, close what is still open: miniaudio's own stop, left to the interpreter's last
    clean-up, waits for an audio thread that can no longer run, and the program never ends (6
    exits of 6 here with a device left open)."""
    for device in list(_RUNNING):
        _close_quietly(device)


class MiniaudioDevice:
    """A miniaudio playback device fed by a mixer."""

    def __init__(
        self,
        mixer: Mixer,
        backends: Sequence[object] | None = None,
        buffer_ms: int = DEFAULT_BUFFER_MS,
        periods: int = DEFAULT_PERIODS,
    ) -> None:
        import miniaudio  # type: ignore[import-untyped]

        chosen = [b for b in (backends or []) if isinstance(b, miniaudio.Backend)]
        self._device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=mixer.channels,
            sample_rate=mixer.rate,
            buffersize_msec=buffer_ms,
            callback_periods=periods,
            backends=chosen or None,
            app_name="audiogame",
        )
        self.backend: str = self._device.backend
        self.period_frames = max(1, mixer.rate * buffer_ms // 1000)
        generator = _pull(mixer)
        next(generator)
        self._device.start(generator)
        _RUNNING.add(self)

    def close(self) -> None:
        """Stop and release the device."""
        _RUNNING.discard(self)
        with quiet_fds(2):
            self._device.close()


class ClockDevice:
    """No audio library at all: a thread pulls blocks in real time and drops them."""

    backend = NULL_BACKEND

    def __init__(self, mixer: Mixer, buffer_ms: int = DEFAULT_BUFFER_MS) -> None:
        self._mixer = mixer
        self.period_frames = max(1, mixer.rate * buffer_ms // 1000)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="audio-clock", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        period = self.period_frames / self._mixer.rate
        due = time.perf_counter()
        while not self._stop.is_set():
            try:
                self._mixer.render(self.period_frames)
            except Exception:
                log.exception("mixer failed")
            due += period
            self._stop.wait(max(0.0, due - time.perf_counter()))

    def close(self) -> None:
        """Stop the clock thread."""
        self._stop.set()
        self._thread.join(1.0)


def _open_within(
    mixer: Mixer, backends: Sequence[object] | None, buffer_ms: int, periods: int, timeout: float
) -> AudioDevice:
    """Open a miniaudio device in a helper thread; TimeoutError if it takes too long (a device
    that opens later is closed at once: left open, it could hang the program at its exit)."""

    def attempt() -> AudioDevice:
        with quiet_fds(2):
            return MiniaudioDevice(mixer, backends, buffer_ms, periods)

    return start_within(attempt, timeout, name="audio-open", discard=_close_quietly)


def _close_quietly(device: AudioDevice) -> None:
    """Close a device nobody will use (opened late, or still open at exit); a failure is logged."""
    try:
        device.close()
    except Exception:
        log.info("closing an audio device nobody uses failed", exc_info=True)


def open_device(
    mixer: Mixer,
    *,
    backends: Sequence[object] | None = None,
    buffer_ms: int = DEFAULT_BUFFER_MS,
    periods: int = DEFAULT_PERIODS,
    timeout: float = OPEN_TIMEOUT,
) -> AudioDevice:
    """Start playing ``mixer`` on the first device that opens; never raises, never prints.

    ``backends`` lists ``miniaudio.Backend`` members to try (default: the system's own choice);
    ``[miniaudio.Backend.NULL]`` gives a silent device that still runs in real time (tests).
    """
    try:
        import miniaudio
    except Exception:
        log.warning("miniaudio unavailable; no sound", exc_info=True)
        return ClockDevice(mixer, buffer_ms)
    attempts: list[Sequence[object] | None] = [backends]
    if not backends or list(backends) != [miniaudio.Backend.NULL]:
        attempts.append([miniaudio.Backend.NULL])
    for attempt in attempts:
        try:
            return _open_within(mixer, attempt, buffer_ms, periods, timeout)
        except Exception as exc:
            log.info("audio backends %s failed: %s", attempt or "default", exc)
    return ClockDevice(mixer, buffer_ms)
