"""The mixer: sound effects and speech summed into one stereo stream for one device.

The device's audio thread pulls blocks with :meth:`Mixer.render`; the rest of the program adds
sounds from any thread. Two channels with their own volume:

- *effects*: earcons, each placed in stereo, several at once;
- *speech*: rendered utterances played one after the other, centred, cut off at once by
  :meth:`Mixer.stop_speech` (the next block rendered is silent).

Settings (volumes, ``mono``, ``muted``, ``effects_muted``) take effect from the next block. While
muted, sounds keep advancing in silence, so speech timing and queues go on as usual.
"""

from __future__ import annotations

import threading
import time
from array import array
from collections import deque
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import NamedTuple

from audiogame.sound.stereo import pan_gains

__all__ = ["DEFAULT_RATE", "MAX_EFFECTS", "Block", "Mixer"]

DEFAULT_RATE = 22050
"""Samples per second: espeak-ng's own rate, and plenty for earcons."""

MAX_EFFECTS = 8
"""Effects playing at once; the oldest is dropped beyond that."""


@dataclass(frozen=True, slots=True)
class Block:
    """What one :meth:`Mixer.render` produced, for tests and measurements."""

    time: float
    """``time.perf_counter()`` when the block was rendered."""
    start: int
    """Index of its first frame since the mixer started."""
    frames: int
    tags: tuple[Hashable, ...]
    """Tags of the sounds heard in it (speech and effects)."""


@dataclass(slots=True)
class _Sound:
    samples: array[int]
    pan: float
    tag: Hashable
    pos: int = 0


class _Part(NamedTuple):
    samples: array[int]
    offset: int
    pan: float
    tag: Hashable
    is_speech: bool


class Mixer:
    """Sums effects and speech into interleaved stereo signed 16-bit blocks."""

    channels = 2

    def __init__(self, rate: int = DEFAULT_RATE) -> None:
        self.rate = rate
        self.effects_volume = 1.0
        self.speech_volume = 1.0
        self.muted = False
        """Everything silent."""
        self.effects_muted = False
        """Effects silent, speech still heard."""
        self.mono = False
        """Both channels equal: no stereo placement."""
        self.position = 0
        """Frames rendered so far."""
        self.last_render = time.perf_counter()
        """``time.perf_counter()`` of the last block rendered (or of the mixer's creation)."""
        self.trace: list[Block] | None = None
        """Set to a list to record every rendered :class:`Block`."""
        self._taps: list[Callable[[array[int]], None]] = []
        self._lock = threading.Lock()
        self._effects: list[_Sound] = []
        self._speech: deque[_Sound] = deque()
        self._speech_idle = threading.Event()
        self._speech_idle.set()

    # -- adding and removing sounds (any thread) --------------------------------------------

    def play_effect(self, samples: array[int], pan: float = 0.0, tag: Hashable = None) -> None:
        """Start mono ``samples`` now, placed at ``pan`` (-1 left .. +1 right)."""
        if not samples:
            return
        with self._lock:
            self._effects.append(_Sound(samples, pan, tag))
            if len(self._effects) > MAX_EFFECTS:
                del self._effects[0]

    def stop_effects(self) -> None:
        """Silence every effect now."""
        with self._lock:
            self._effects.clear()

    def queue_speech(self, samples: array[int], tag: Hashable = None) -> None:
        """Play mono ``samples`` after the speech already queued."""
        if not samples:
            return
        with self._lock:
            self._speech.append(_Sound(samples, 0.0, tag))
            self._speech_idle.clear()

    def stop_speech(self) -> list[Hashable]:
        """Cut off the current utterance and drop the queued ones; silence from the next block.

        Returns the tags of the sounds dropped, the one cut off first.
        """
        with self._lock:
            dropped = [sound.tag for sound in self._speech]
            self._speech.clear()
            self._speech_idle.set()
        return dropped

    @property
    def speech_busy(self) -> bool:
        """True while speech is playing or queued."""
        return not self._speech_idle.is_set()

    def stalled(self, seconds: float) -> bool:
        """True when speech waits but no block was rendered for ``seconds`` (a dead device)."""
        return self.speech_busy and time.perf_counter() - self.last_render > seconds

    def wait_speech_idle(self, timeout: float) -> bool:
        """Wait until no speech is playing or queued; False if ``timeout`` ran out first."""
        return self._speech_idle.wait(timeout)

    def add_tap(self, tap: Callable[[array[int]], None]) -> None:
        """Call ``tap`` with every rendered block (interleaved stereo), from the audio thread."""
        self._taps.append(tap)

    def remove_tap(self, tap: Callable[[array[int]], None]) -> None:
        """Stop calling ``tap``."""
        if tap in self._taps:
            self._taps.remove(tap)

    # -- the audio thread --------------------------------------------------------------------

    def _take(self, frames: int) -> list[_Part]:
        """The slices of sound that fall in the next ``frames`` frames (lock held)."""
        parts: list[_Part] = []
        still: list[_Sound] = []
        for sound in self._effects:
            piece = sound.samples[sound.pos : sound.pos + frames]
            sound.pos += len(piece)
            parts.append(_Part(piece, 0, sound.pan, sound.tag, False))
            if sound.pos < len(sound.samples):
                still.append(sound)
        self._effects = still
        offset = 0
        while offset < frames and self._speech:
            sound = self._speech[0]
            piece = sound.samples[sound.pos : sound.pos + frames - offset]
            sound.pos += len(piece)
            parts.append(_Part(piece, offset, 0.0, sound.tag, True))
            offset += len(piece)
            if sound.pos >= len(sound.samples):
                self._speech.popleft()
        if not self._speech:
            self._speech_idle.set()
        return parts

    def render(self, frames: int) -> array[int]:
        """The next ``frames`` frames of interleaved stereo; never raises for a valid count."""
        with self._lock:
            parts = self._take(frames)
            start = self.position
            self.position += frames
            self.last_render = time.perf_counter()
            muted, effects_muted, mono = self.muted, self.effects_muted, self.mono
            effects_volume, speech_volume = self.effects_volume, self.speech_volume
        out = array("h", bytes(4 * frames))
        heard: list[Hashable] = []
        if parts and not muted:
            left = [0.0] * frames
            right = [0.0] * frames
            for part in parts:
                if part.is_speech:
                    volume = speech_volume
                else:
                    volume = 0.0 if effects_muted else effects_volume
                if volume <= 0.0:
                    continue
                gain_left, gain_right = pan_gains(part.pan, mono=mono)
                gain_left *= volume
                gain_right *= volume
                for i, value in enumerate(part.samples, part.offset):
                    left[i] += value * gain_left
                    right[i] += value * gain_right
                heard.append(part.tag)
            if heard:
                out[0::2] = array("h", (_clip(v) for v in left))
                out[1::2] = array("h", (_clip(v) for v in right))
        if self.trace is not None:
            self.trace.append(Block(time.perf_counter(), start, frames, tuple(heard)))
        for tap in list(self._taps):
            tap(out)
        return out


def _clip(value: float) -> int:
    if value >= 32767.0:
        return 32767
    if value <= -32768.0:
        return -32768
    return int(value)
