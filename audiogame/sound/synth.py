"""Tiny pure-Python synthesis: tones, glides, noise bursts, envelopes, mixing, 16-bit PCM.

Signals are plain lists of floats in [-1, 1] at a given sample rate; :func:`to_pcm16` turns one into
an ``array('h')`` for the mixer. Everything is deterministic (noise uses a seeded generator), so an
earcon sounds the same on every run and in every test.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Sequence

__all__ = [
    "Signal",
    "bell",
    "concat",
    "glide",
    "noise_burst",
    "normalize",
    "overlay",
    "rest",
    "to_pcm16",
    "tone",
]

Signal = list[float]
"""Mono samples in [-1, 1]."""

TAU = 2.0 * math.pi


def rest(seconds: float, rate: int) -> Signal:
    """Silence lasting ``seconds``."""
    return [0.0] * max(0, round(seconds * rate))


def _envelope(i: int, n: int, attack: int, release: int, decay: float, rate: int) -> float:
    gain = 1.0
    if attack and i < attack:
        gain = i / attack
    if release and i >= n - release:
        gain *= (n - i) / release
    if decay > 0.0:
        gain *= math.exp(-i / (decay * rate))
    return gain


def glide(
    start_hz: float,
    end_hz: float,
    seconds: float,
    rate: int,
    *,
    harmonics: Sequence[float] = (1.0,),
    attack: float = 0.005,
    release: float = 0.02,
    decay: float = 0.0,
    vibrato_hz: float = 0.0,
    vibrato_depth: float = 0.0,
    tremolo_hz: float = 0.0,
) -> Signal:
    """A tone whose pitch moves exponentially from ``start_hz`` to ``end_hz``.

    ``harmonics`` are the amplitudes of partials 1, 2, 3...; ``decay`` (seconds) adds an exponential
    fade, ``vibrato``/``tremolo`` wobble the pitch and the loudness.
    """
    n = max(1, round(seconds * rate))
    attack_n = min(n, round(attack * rate))
    release_n = min(n - attack_n, round(release * rate))
    ratio = end_hz / start_hz
    total = sum(abs(h) for h in harmonics) or 1.0
    out: Signal = []
    phase = 0.0
    for i in range(n):
        frac = i / n
        freq = start_hz * ratio**frac
        if vibrato_depth:
            freq *= 1.0 + vibrato_depth * math.sin(TAU * vibrato_hz * i / rate)
        phase += TAU * freq / rate
        value = 0.0
        for k, amp in enumerate(harmonics, start=1):
            if amp and freq * k < rate / 2:
                value += amp * math.sin(phase * k)
        value /= total
        if tremolo_hz:
            value *= 0.65 + 0.35 * math.sin(TAU * tremolo_hz * i / rate)
        out.append(value * _envelope(i, n, attack_n, release_n, decay, rate))
    return out


def tone(hz: float, seconds: float, rate: int, **shape: float | Sequence[float]) -> Signal:
    """A steady tone (see :func:`glide` for the shaping options)."""
    return glide(hz, hz, seconds, rate, **shape)  # type: ignore[arg-type]


def bell(hz: float, seconds: float, rate: int, *, decay: float = 0.12) -> Signal:
    """A struck, bell-like note: a few partials and a quick exponential decay."""
    return glide(
        hz, hz, seconds, rate, harmonics=(1.0, 0.35, 0.12, 0.05), attack=0.002, decay=decay
    )


def noise_burst(
    seconds: float, rate: int, *, decay: float = 0.015, smooth: float = 0.5, seed: int = 7
) -> Signal:
    """A short click of filtered noise (``smooth`` in [0, 1): higher is duller)."""
    rng = random.Random(seed)
    n = max(1, round(seconds * rate))
    out: Signal = []
    held = 0.0
    for i in range(n):
        held = smooth * held + (1.0 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(held * math.exp(-i / (decay * rate)))
    return out


def concat(*parts: Signal) -> Signal:
    """The parts one after the other."""
    out: Signal = []
    for part in parts:
        out.extend(part)
    return out


def overlay(base: Signal, part: Signal, at_seconds: float, rate: int, gain: float = 1.0) -> Signal:
    """``base`` with ``part`` added from ``at_seconds`` on (``base`` grows when needed)."""
    start = round(at_seconds * rate)
    out = list(base)
    if len(out) < start + len(part):
        out.extend([0.0] * (start + len(part) - len(out)))
    for i, value in enumerate(part):
        out[start + i] += gain * value
    return out


def normalize(signal: Signal, peak: float) -> Signal:
    """``signal`` scaled so that its loudest sample is ``peak``."""
    top = max((abs(v) for v in signal), default=0.0)
    if top == 0.0:
        return list(signal)
    scale = peak / top
    return [v * scale for v in signal]


def to_pcm16(signal: Signal) -> array[int]:
    """Signed 16-bit samples, clipped."""
    return array("h", (max(-32768, min(32767, round(v * 32767.0))) for v in signal))
