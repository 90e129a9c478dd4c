"""Benchmark of the table companion: the time from a typed line to its sentences being handed
to speech (parse, checks, the public table's rules, the save, the narration), over whole
random games. Prints p50, p95 and the maximum in milliseconds.

Run: ``python -m tools.companion_bench [games]`` (the figure in docs/benchmarks.md).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from audiogame.companion import CompanionDesk, CompanionSession, CompanionStore
from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.speech import RecordingSpeaker, SpeechQueue
from tools.bot_bench import percentile
from tools.companion_games import play_fearless, play_fox


def measure(games: int, *, saving: bool = True) -> list[float]:
    """Milliseconds per entry over ``games`` games of each configuration (``saving``: with the
    atomic, fsynced save of every entry, which the session makes after the entry is said)."""
    times: list[float] = []
    folder = Path(tempfile.mkdtemp())
    store = CompanionStore(folder)
    for seed in range(games):
        for played in (play_fearless(4, seed), play_fox(seed)):
            tr = Translator("en")
            out = Output(SpeechQueue(RecordingSpeaker()), tr, None, None)
            slot = store.new_slot(played.name)
            names = [f"P{s}" for s in range(played.players)]

            def save(session: object, slot: str = slot) -> None:
                assert isinstance(session, CompanionSession)
                store.write(slot, session.public_record())

            session = CompanionSession.create(
                played.name, played.players, played.options, names, saver=save if saving else None
            )
            desk = CompanionDesk(session, tr, out)
            desk.start()
            for text in played.entries:
                start = time.perf_counter()
                desk.enter(text)
                times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for saving, what in ((False, "entry to speech"), (True, "entry, speech and fsynced save")):
        times = sorted(measure(games, saving=saving))
        p95 = percentile(times, 95)
        print(
            f"{what}: {len(times)} entries, p50 {statistics.median(times):.2f} ms, "
            f"p95 {p95:.2f} ms, max {times[-1]:.2f} ms"
        )


if __name__ == "__main__":
    main()
