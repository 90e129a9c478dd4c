"""``python -m tools.speech_bench``: how fast each speech backend on this machine answers.

For each backend available here it measures the time a call to ``speak()`` takes to return, and
the time from ``stop()`` to silence; for the built-in voice also the time pyttsx3 takes to render
a phrase (inside its worker, and as seen by the game with the transfer and decoding) and the time
from ``speak()`` to the first sound. Audio is measured on miniaudio's NULL device, whose clock
consumes audio in real time: a frame is heard ``frame / rate`` seconds after its first callback.
On Linux the screen-reader backend runs against a private speech-dispatcher whose audio goes to a
file (:mod:`tools.speechd_sandbox`); there, "silence" is speech-dispatcher reporting
the cancel, without a sound card's buffer.

``--write FILE`` also puts the figures in FILE under the heading "## Audio output".
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from audiogame.sound.device import open_device
from audiogame.sound.mixer import Block, Mixer
from audiogame.sound.output import AudioOutput
from audiogame.speech.base import SpeakerError, Utterance
from audiogame.speech.renderer import TtsRenderer
from audiogame.speech.screenreader import ScreenReaderSpeaker
from audiogame.speech.terminal import TerminalSpeaker
from audiogame.speech.tts import TtsSettings, TtsSpeaker
from tools.speechd_sandbox import SpeechDispatcherSandbox, available

__all__ = ["HEADING", "Figures", "main", "update_section"]

HEADING = "## Audio output"
PHRASES = (
    "West plays the queen of hearts.",
    "Your turn. 7 cards.",
    "Trick won by North, 3 points.",
    "La dame de cœur remporte le pli.",
)
LONG = 6 * (
    "This message is long enough to be cut off in the middle, as a player does "
    "when a key asks for something else. "
)
VERY_LONG = 25 * LONG  # so that a speech-dispatcher without a sound card still talks for a while


@dataclass
class Figures:
    """Timings of one backend, in seconds (one list per measure)."""

    backend: str
    detail: str = ""
    start: float | None = None
    speak_return: list[float] = field(default_factory=list)
    render_engine: list[float] = field(default_factory=list)
    render_seen: list[float] = field(default_factory=list)
    first_sound: list[float] = field(default_factory=list)
    stop_to_silence: list[float] = field(default_factory=list)
    note: str = ""


def _wait(condition: Callable[[], bool], timeout: float, step: float = 0.0005) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(step)
    return False


def bench_terminal(repeats: int) -> Figures:
    """Printing a line (to the null device, so that the benchmark's own output stays readable)."""
    figures = Figures("terminal", "printed lines")
    with open(os.devnull, "w", encoding="utf-8") as sink:
        speaker = TerminalSpeaker(sink)
        for i in range(repeats):
            start = time.perf_counter()
            speaker.speak(PHRASES[i % len(PHRASES)])
            figures.speak_return.append(time.perf_counter() - start)
    figures.note = "stop: nothing to stop (the screen reader reads the line)"
    return figures


def _null_audio() -> AudioOutput:
    mixer = Mixer()
    mixer.trace = []  # from the device's first callback: its clock starts there
    return AudioOutput(mixer, open_device(mixer, backends=_null_backends()))


def _null_backends() -> list[object]:
    import miniaudio  # type: ignore[import-untyped]

    return [miniaudio.Backend.NULL]


def bench_tts(repeats: int) -> Figures:
    """The built-in voice on the NULL device."""
    figures = Figures("tts")
    renderer = TtsRenderer()
    try:
        renderer.render("warm up")  # the first request also starts the worker process
        for i in range(repeats):
            start = time.perf_counter()
            render = renderer.render(PHRASES[i % len(PHRASES)])
            figures.render_seen.append(time.perf_counter() - start)
            figures.render_engine.append(render.seconds)
    finally:
        renderer.close()
    audio = _null_audio()
    mixer = audio.mixer
    trace = mixer.trace
    assert trace is not None
    start = time.perf_counter()
    speaker = TtsSpeaker.start(mixer, TtsSettings(lang="en"))
    figures.start = time.perf_counter() - start
    figures.detail = speaker.detail
    try:
        for i in range(repeats):
            text = f"{PHRASES[i % len(PHRASES)]} {i}"
            tag = Utterance(text, True)
            start = time.perf_counter()
            speaker.speak(text, interrupt=True)
            figures.speak_return.append(time.perf_counter() - start)
            if _wait(_heard(trace, tag), 5.0):
                figures.first_sound.append(_played_at(trace, tag, mixer.rate) - start)
        for i in range(max(3, repeats // 4)):
            tag = Utterance(f"{LONG} {i}", True)
            speaker.speak(tag.text, interrupt=True)
            _wait(_heard(trace, tag), 5.0)
            time.sleep(0.2)
            stop_at = time.perf_counter()
            speaker.stop()
            time.sleep(0.1)
            last_end = max(b.start + b.frames for b in trace if tag in b.tags)
            figures.stop_to_silence.append(trace[0].time + last_end / mixer.rate - stop_at)
    finally:
        speaker.close()
        audio.close()
    figures.note = "audio measured on the NULL device clock (10 ms periods)"
    return figures


def _heard(trace: list[Block], tag: Utterance) -> Callable[[], bool]:
    """A test: has the mixer rendered some of ``tag`` yet?"""
    return lambda: any(tag in block.tags for block in trace[-20:])


def _played_at(trace: list[Block], tag: Utterance, rate: int) -> float:
    """When the device plays the first frame of ``tag`` (NULL device clock)."""
    first = next(block for block in list(trace) if tag in block.tags)
    return trace[0].time + first.start / rate


@contextmanager
def _screen_reader_environment() -> Iterator[str]:
    """A private speech-dispatcher on Linux; the real screen reader elsewhere."""
    if not sys.platform.startswith("linux"):
        yield "the running screen reader"
        return
    if not available():
        raise SpeakerError("speech-dispatcher is not installed")
    saved = dict(os.environ)
    with SpeechDispatcherSandbox() as sandbox:
        os.environ.update(sandbox.env)
        try:
            yield "speech-dispatcher 0.11 (private daemon, audio to a file)"
        finally:
            os.environ.clear()
            os.environ.update(saved)


def bench_screenreader(repeats: int) -> Figures:
    """accessible-output2, with speech-dispatcher in a sandbox on Linux."""
    figures = Figures("screenreader")
    with _screen_reader_environment() as where:
        start = time.perf_counter()
        speaker = ScreenReaderSpeaker.start(allow_system_output=False)
        figures.start = time.perf_counter() - start
        figures.detail = f"{speaker.detail}: {where}"
        try:
            for i in range(repeats):
                start = time.perf_counter()
                speaker.speak(PHRASES[i % len(PHRASES)], interrupt=True)
                figures.speak_return.append(time.perf_counter() - start)
            speaker.stop()
            for _ in range(max(3, repeats // 4)):
                speaker.speak(VERY_LONG, interrupt=True)
                if speaker.is_speaking() is None:
                    break
                if not _wait(lambda: bool(speaker.is_speaking()), 5.0):
                    continue
                time.sleep(0.2)
                if not speaker.is_speaking():
                    continue
                stop_at = time.perf_counter()
                speaker.stop()
                if _wait(lambda: not speaker.is_speaking(), 5.0):
                    figures.stop_to_silence.append(time.perf_counter() - stop_at)
        finally:
            speaker.close()
    figures.note = "stop: until speech-dispatcher reports the cancel (no sound card buffer)"
    return figures


def _ms(values: list[float]) -> str:
    if not values:
        return "n/a"
    median = statistics.median(values) * 1000
    worst = max(values) * 1000
    return f"{_fmt(median)} ({_fmt(worst)})"


def _fmt(ms: float) -> str:
    return f"{ms:.3f}" if ms < 1 else f"{ms:.1f}"


def _espeak_version() -> str:
    try:
        result = subprocess.run(
            ["espeak-ng", "--version"], capture_output=True, text=True, timeout=5, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    words = result.stdout.split()
    return words[words.index("text-to-speech:") + 1] if "text-to-speech:" in words else "unknown"


def render_section(results: list[Figures], skipped: dict[str, str], repeats: int) -> str:
    """The "## Audio output" section, in Markdown."""
    intro = (
        "Produced by `python -m tools.speech_bench --write docs/benchmarks.md` on "
        f"{platform.system()} {platform.release()}, Python {platform.python_version()}, "
        f"{os.cpu_count()} CPU(s), espeak-ng {_espeak_version()}, no sound card "
        f"({repeats} calls per figure). Times in milliseconds: median (worst)."
    )
    lines = [
        HEADING,
        "",
        textwrap.fill(intro, 100, break_on_hyphens=False),
        "",
        "| backend | start | `speak()` returns | pyttsx3 render, in engine | render, seen by the "
        "game | `speak()` to first sound | `stop()` to silence |",
        "|---|---|---|---|---|---|---|",
    ]
    for f in results:
        start = _fmt(f.start * 1000) if f.start is not None else "n/a"
        lines.append(
            f"| {f.backend} | {start} | {_ms(f.speak_return)} | {_ms(f.render_engine)} | "
            f"{_ms(f.render_seen)} | {_ms(f.first_sound)} | {_ms(f.stop_to_silence)} |"
        )
    lines.append("")
    for f in results:
        detail = f" ({f.detail})" if f.detail else ""
        lines.append(f"- **{f.backend}**{detail}: {f.note}.")
    for name, reason in skipped.items():
        lines.append(f"- **{name}**: not measured here: {reason}.")
    meaning = (
        "What the figures mean: `speak()` returns at once for the built-in voice (it only "
        "queues), after a socket round trip for speech-dispatcher. The built-in voice renders "
        'each phrase with pyttsx3 in a worker process ("in engine"; "seen by the game" adds '
        "the transfer and the WAV decoding) and plays it through the mixer; its first sound "
        "comes after the render plus the device buffer. `stop()` empties the speech channel, "
        "and the device falls silent once the audio already in its buffer (about three 10 ms "
        "periods) is played. The NULL device plays in real time from its first callback, so a "
        "frame is heard `frame / rate` seconds after that callback. Start times include "
        "finding the output and, for the built-in voice, starting its worker process and a "
        "test render that checks the voice."
    )
    lines += ["", textwrap.fill(meaning, 100, break_on_hyphens=False), ""]
    return "\n".join(lines)


def update_section(path: Path, section: str) -> None:
    """Replace (or add) the "## Audio output" section of ``path``, leaving other sections."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmarks\n\n"
    lines = text.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.strip() == HEADING), None)
    body = section if section.endswith("\n") else section + "\n"
    if start is None:
        joined = text if text.endswith("\n") else text + "\n"
        if not joined.endswith("\n\n"):
            joined += "\n"
        new_text = joined + body
    else:
        end = next(
            (i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines)
        )
        tail = "".join(lines[end:])
        new_text = "".join(lines[:start]) + body + ("\n" + tail if tail else "")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(new_text.replace("\n\n\n", "\n\n"), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark, print the section, and write it if asked."""
    parser = argparse.ArgumentParser(prog="python -m tools.speech_bench")
    parser.add_argument("--repeats", type=int, default=40, help="calls per figure")
    parser.add_argument("--write", metavar="FILE", help="update this Markdown file")
    args = parser.parse_args(argv)
    results: list[Figures] = []
    skipped: dict[str, str] = {}
    benches: list[tuple[str, Callable[[int], Figures]]] = [
        ("screenreader", bench_screenreader),
        ("tts", bench_tts),
        ("terminal", bench_terminal),
    ]
    for name, bench in benches:
        try:
            results.append(bench(args.repeats))
        except (SpeakerError, RuntimeError, OSError) as exc:
            skipped[name] = str(exc) or type(exc).__name__
    section = render_section(results, skipped, args.repeats)
    sys.stdout.write(section)
    if args.write:
        update_section(Path(args.write), section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
