"""Raw PCM helpers in pure Python: decode WAV bytes, fold to mono, resample, measure."""

from __future__ import annotations

import io
import math
import sys
import wave
from array import array

__all__ = ["mono16_from_frames", "peak", "resample", "rms", "wav_to_mono16"]


def mono16_from_frames(frames: bytes, channels: int, width: int) -> array[int]:
    """Signed 16-bit mono samples from interleaved little-endian PCM ``frames``."""
    if width == 2:
        samples = array("h")
        samples.frombytes(frames[: len(frames) // 2 * 2])
        if sys.byteorder == "big":
            samples.byteswap()
    elif width == 1:  # WAV 8-bit is unsigned
        samples = array("h", ((b - 128) << 8 for b in frames))
    elif width == 4:
        wide = array("i")
        wide.frombytes(frames[: len(frames) // 4 * 4])
        if sys.byteorder == "big":
            wide.byteswap()
        samples = array("h", (v >> 16 for v in wide))
    else:
        raise ValueError(f"unsupported sample width {width}")
    if channels == 1:
        return samples
    return array(
        "h",
        (
            sum(samples[i : i + channels]) // channels
            for i in range(0, len(samples) - channels + 1, channels)
        ),
    )


def resample(samples: array[int], source_rate: int, target_rate: int) -> array[int]:
    """``samples`` at ``target_rate`` by linear interpolation (enough for speech)."""
    if source_rate == target_rate or not samples:
        return array("h", samples)
    count = max(1, int(len(samples) * target_rate / source_rate))
    step = source_rate / target_rate
    last = len(samples) - 1
    out = array("h", bytes(2 * count))
    for i in range(count):
        pos = i * step
        j = int(pos)
        if j >= last:
            out[i] = samples[last]
            continue
        frac = pos - j
        out[i] = int(samples[j] + (samples[j + 1] - samples[j]) * frac)
    return out


def wav_to_mono16(data: bytes, target_rate: int) -> array[int]:
    """Decode a PCM WAV file held in ``data`` to mono 16-bit samples at ``target_rate``."""
    with wave.open(io.BytesIO(data), "rb") as wav:
        frames = wav.readframes(wav.getnframes())
        samples = mono16_from_frames(frames, wav.getnchannels(), wav.getsampwidth())
        return resample(samples, wav.getframerate(), target_rate)


def rms(samples: array[int]) -> float:
    """Root mean square level, as a fraction of full scale (0.0 for no samples)."""
    if not samples:
        return 0.0
    return math.sqrt(sum(v * v for v in samples) / len(samples)) / 32768.0


def peak(samples: array[int]) -> int:
    """Largest absolute sample value."""
    return max((abs(v) for v in samples), default=0)
