"""The program's audio output: one mixer, one device, the sound effects on top."""

from __future__ import annotations

import threading
from collections.abc import Sequence

from audiogame.sound.device import (
    DEFAULT_BUFFER_MS,
    DEFAULT_PERIODS,
    NULL_BACKEND,
    AudioDevice,
    open_device,
)
from audiogame.sound.effects import SoundEffects
from audiogame.sound.mixer import DEFAULT_RATE, Mixer

__all__ = ["AudioOutput", "open_audio"]


class AudioOutput:
    """The mixer, the device that plays it and the sound effects; close it once at exit."""

    def __init__(self, mixer: Mixer, device: AudioDevice) -> None:
        self.mixer = mixer
        self.device = device
        self.effects = SoundEffects(mixer)
        self._closed = False
        self._lock = threading.Lock()

    @property
    def backend(self) -> str:
        """The audio backend in use (``"Null"`` when nothing is heard)."""
        return self.device.backend

    @property
    def silent(self) -> bool:
        """True when no sound card plays the output (the NULL backend)."""
        return self.device.backend == NULL_BACKEND

    def close(self) -> None:
        """Stop the device (idempotent)."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self.mixer.stop_speech()
        self.mixer.stop_effects()
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
) -> AudioOutput:
    """Open the audio output; never raises: without a sound card it runs silently.

    ``backends``: ``miniaudio.Backend`` members to try first; tests pass
    ``[miniaudio.Backend.NULL]``.
    """
    mixer = Mixer(rate)
    device = open_device(mixer, backends=backends, buffer_ms=buffer_ms, periods=periods)
    return AudioOutput(mixer, device)
