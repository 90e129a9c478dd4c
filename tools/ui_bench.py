"""Key-to-speech benchmark: the time from a key arriving on the terminal input to the matching
``speak()`` call, through the real prompt-toolkit application (headless: pipe input, dummy
output, a timestamping speaker). Run ``python -m tools.ui_bench``.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.paths import Paths
from audiogame.settings import Settings
from audiogame.speech import SpeechQueue
from audiogame.ui.app import GameChoice, TableApp
from tools.bot_bench import percentile

__all__ = ["main"]

KEYS = {
    "Right (next card)": "\x1b[C",
    "H (whole hand)": "h",
    "T (trick)": "t",
    "S (scores)": "s",
    "Page Up (history)": "\x1b[5~",
    "F4 (history place)": "\x1bOS",
}


class _StampSpeaker:
    """Remembers when each message reached the speaker."""

    name = "stamp"

    def __init__(self) -> None:
        self.stamps: list[float] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.stamps.append(time.perf_counter())

    def braille(self, text: str) -> None:
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


async def _measure(
    speaker: _StampSpeaker, send: Callable[[str], None], key: str, count: int
) -> list[float]:
    """Milliseconds from sending ``key`` to the next ``speak()``, ``count`` times."""
    delays = []
    for _ in range(count):
        before = len(speaker.stamps)
        start = time.perf_counter()
        send(key)
        for _ in range(2000):
            await asyncio.sleep(0)
            if len(speaker.stamps) > before:
                break
        delays.append((speaker.stamps[before] - start) * 1000)
    return delays


def main(argv: Sequence[str] | None = None) -> int:
    """Print median and 95th percentile key-to-speech times for a few keys."""
    parser = argparse.ArgumentParser(description="Key-to-speech benchmark")
    parser.add_argument("--count", type=int, default=200)
    args = parser.parse_args(argv)
    speaker = _StampSpeaker()
    root = Path(tempfile.mkdtemp())
    paths = Paths(root / "c", root / "d", root / "s")
    results: dict[str, list[float]] = {}
    with create_pipe_input() as inp:
        tr = Translator("en")
        app = TableApp(
            Settings(first_run_done=True),
            paths,
            tr,
            Output(SpeechQueue(speaker), tr),
            input=inp,
            output=DummyOutput(),
            pace="none",
        )
        choice = GameChoice("fearless", 4, "easy", False, seed=1)

        async def run() -> None:
            task = asyncio.ensure_future(app.run_async(pre_run=lambda: app.start(choice)))
            await asyncio.sleep(0.2)
            for label, key in KEYS.items():
                results[label] = await _measure(speaker, inp.send_text, key, args.count)
            app.quit()
            await task

        asyncio.run(run())
    print(f"Key to speak() through the real application, {args.count} presses each (ms)")
    print()
    print("| key | median | 95th percentile | worst |")
    print("|---|---|---|---|")
    for label, delays in results.items():
        ordered = sorted(delays)
        p95 = percentile(ordered, 95)
        print(f"| {label} | {statistics.median(ordered):.2f} | {p95:.2f} | {ordered[-1]:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
