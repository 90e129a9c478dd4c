"""The program's audio output: one mixer, one device, the sound effects on top."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

from audiogame.sound.device import (
    DEFAULT_BUFFER_MS,
    DEFAULT_PERIODS,
    NULL_BACKEND,
    AudioDevice,
    ClockDevice,
    open_device,
)
from audiogame.sound.effects import SoundEffects
from audiogame.sound.mixer import DEFAULT_RATE, Mixer

__all__ = ["AudioOutput", "open_audio"]

log = logging.getLogger(__name__)


class AudioOutput:
    """The mixer, the device that plays it and the sound effects; close it once at exit.

    The device may be opened later (:meth:`later`): sounds go to the mixer meanwhile and are
    heard once it plays. :meth:`begin` opens it on a thread of its own; whatever needs the
    device itself (:attr:`device`, :attr:`backend`, :attr:`silent`) opens it at once if that
    was not done, or waits for the thread (opening is bounded: see ``open_device``).
    """

    def __init__(self, mixer: Mixer, device: AudioDevice | None = None) -> None:
        self.mixer = mixer
        self._device = device
        self._open: Callable[[], AudioDevice] | None = None
        self._started = device is not None
        self._ready = threading.Event()
        if device is not None:
            self._ready.set()
        self.effects = SoundEffects(mixer)
        self._closed = False
        self._lock = threading.Lock()

    @classmethod
    def later(cls, mixer: Mixer, open_: Callable[[], AudioDevice]) -> AudioOutput:
        """An output whose device ``open_()`` opens when :meth:`begin` is called or the device
        is first needed: loading the audio library and asking the system for a device take a
        noticeable part of a start, and nothing needs them before the first screen speaks."""
        audio = cls(mixer)
        audio._open = open_
        return audio

    def begin(self) -> None:
        """Open the device on a thread of its own, if that is not done or under way."""
        if self._claim():
            threading.Thread(target=self._opened, name="audio-start", daemon=True).start()

    def _claim(self) -> bool:
        """True for the one caller that is to open the device."""
        with self._lock:
            if self._started:
                return False
            self._started = True
            return True

    def _opened(self) -> None:
        try:
            assert self._open is not None
            self._device = self._open()
        except BaseException:  # open_device never raises; a last resort all the same
            log.exception("opening the audio device failed")
            self._device = ClockDevice(self.mixer)
        finally:
            self._ready.set()

    @property
    def device(self) -> AudioDevice:
        """The device that plays the mixer (opened now if it was not yet)."""
        if self._claim():
            self._opened()
        self._ready.wait()
        if self._device is None:
            raise RuntimeError("the audio output was closed before its device opened")
        return self._device

    @property
    def backend(self) -> str:
        """The audio backend in use (``"Null"`` when nothing is heard)."""
        return self.device.backend

    @property
    def silent(self) -> bool:
        """True when no sound card plays the output (the NULL backend)."""
        return self.device.backend == NULL_BACKEND

    def close(self) -> None:
        """Stop the device (idempotent); a device never opened stays unopened."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            opened, self._started = self._started, True
        self.mixer.stop_speech()
        self.mixer.stop_effects()
        if not opened:
            self._ready.set()
            return
        self.device.close()

    def __enter__(self) -> AudioOutput:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_audio(
    *,
    rate: int = DEFAULT_RATE,
    backends: Sequence[object] | None = None,
    buffer_ms: int = DEFAULT_BUFFER_MS,
    periods: int = DEFAULT_PERIODS,
    wait: bool = True,
) -> AudioOutput:
    """Open the audio output; never raises: without a sound card it runs silently.

    ``backends``: ``miniaudio.Backend`` members to try first; tests pass
    ``[miniaudio.Backend.NULL]``. ``wait=False`` returns at once and opens the device on a
    thread when :meth:`AudioOutput.begin` is called, or at once when first needed.
    """
    mixer = Mixer(rate)

    def open_() -> AudioDevice:
        return open_device(mixer, backends=backends, buffer_ms=buffer_ms, periods=periods)

    return AudioOutput(mixer, open_()) if wait else AudioOutput.later(mixer, open_)
