"""Benchmark: the web page heard by Orca, in Firefox ESR and Chromium: how long from a key to
what it makes Orca say.

    python -m tools.orca_web_bench                     # both browsers, 8 turns each
    python -m tools.orca_web_bench --browsers firefox --turns 20 --rate 99

For each browser: a private desktop with Orca (``tools/orca_desk.py``), a server with its
speech log, the page (``tools/orca_browser.py``), the lobby by keyboard, then a Fox table
against a computer. At each of the player's turns, patiently (silence before each key): an arrow
(then back), a read (H, T, S, W, A, L in turn), then Enter on a legal card. Measured from the
key's press (X event) to the beginning of the utterance that answers it:

- arrows: the newly focused card;
- letters: the read's answer (Orca's echo of the letter comes first and is not counted);
- Enter: the first thing said after Orca's echo of the key, and the first game message
  (what the play made the page say: "You play ...").

p50 and p95 (nearest rank) for each, per browser; also the table's opening (Start to the first
message, and to the end of the last one before the first move). Figures, not assertions: no
test times anything. Orca speaks at its default rate unless ``--rate``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from audiogame.i18n import Translator
from tools import orca_browser as ob
from tools.bot_bench import percentile
from tools.orca_desk import OrcaDesk, missing

READS = ["h", "t", "s", "w", "a", "l"]


def spread(seconds: list[float]) -> str:
    """p50 and p95 of ``seconds``, in seconds, and how many."""
    if not seconds:
        return "none"
    ordered = sorted(seconds)
    return (
        f"p50 {statistics.median(ordered):.2f} s, p95 {percentile(ordered, 95):.2f} s "
        f"({len(ordered)})"
    )


def first_after(desk: OrcaDesk, press: ob.Press, wanted: set[str] | None) -> float | None:
    """Seconds from ``press`` to the first utterance after it whose normal text is in
    ``wanted`` (``None``: any but the key's echo)."""
    echo = ob.normal(press.key)
    for utterance in desk.since(press.mark):
        text = ob.normal(utterance.text)
        if wanted is None and text and text != echo and len(text) > 1:
            return utterance.begin - press.at
        if wanted is not None and any(text == w or text.endswith(f" {w}") for w in wanted):
            return utterance.begin - press.at  # after a region's name too (the old page)
    return None


def bench(browser: str, lang: str, turns: int, rate: int | None) -> dict[str, list[float]]:
    """One browser's figures (see the module docstring)."""
    tr = Translator(lang)
    found: dict[str, list[float]] = {
        "arrow to the focused card": [],
        "letter to its answer": [],
        "Enter to the first word after its echo": [],
        "Enter to the first game message": [],
        "Start to the table's first message": [],
        "Start to the end of the opening": [],
    }
    with tempfile.TemporaryDirectory() as folder:
        witness = Path(folder) / "page.log"
        desk = OrcaDesk(lang, rate=rate)
        with ob.server_thread(deal_seed=14, speech_log=witness) as (server, loop), desk:
            ob.open_browser(desk, browser, f"http://127.0.0.1:{server.port}/?lang={lang}")
            player = ob.Player(desk, server, loop, witness)
            player.page_loaded(str(tr.t("app-title")))
            start = player.open_table(tr, "fox")
            opening = ob.match(ob.read_witness(witness), desk.since(start.mark))
            said = [h.utterance for h in opening.heard if h.said]
            if said:
                found["Start to the table's first message"].append(said[0].begin - start.at)
                end = said[-1].end or said[-1].begin
                found["Start to the end of the opening"].append(end - start.at)
            for turn in range(turns):
                seat = player.seat()
                if seat is None or seat.over:
                    break
                if len(seat.items) > 1:
                    step = "Left" if seat.focus == len(seat.items) - 1 else "Right"
                    for key in (step, "Right" if step == "Left" else "Left"):
                        press = player.press(key)
                        now = player.seat()
                        assert now is not None
                        name = ob.normal(now.names[now.focus])
                        took = first_after(desk, press, {name})
                        if took is not None:
                            found["arrow to the focused card"].append(took)
                told = len(ob.read_witness(witness))
                press = player.press(READS[turn % len(READS)], quiet=0.5)
                answers = {ob.normal(t.text) for t in ob.read_witness(witness)[told:] if t.answer}
                took = first_after(desk, press, answers)
                if took is not None:
                    found["letter to its answer"].append(took)
                seat = player.seat()
                assert seat is not None
                legal = [i for i, action in enumerate(seat.items) if action in seat.legal]
                player.focus_on(min(legal, key=lambda i: abs(i - seat.focus)))
                told = len(ob.read_witness(witness))
                press = player.enter()
                took = first_after(desk, press, None)
                if took is not None:
                    found["Enter to the first word after its echo"].append(took)
                verdict = ob.match(ob.read_witness(witness)[told:], desk.since(press.mark))
                messages = [h.utterance.begin for h in verdict.heard if h.said]
                if messages:
                    found["Enter to the first game message"].append(messages[0] - press.at)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--browsers", nargs="+", choices=ob.BROWSERS, default=list(ob.BROWSERS))
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    parser.add_argument("--turns", type=int, default=8)
    parser.add_argument("--rate", type=int, help="Orca's rate, 0-99 (default: Orca's own, 50)")
    args = parser.parse_args(argv)
    why = missing()
    if why is not None:
        sys.stderr.write(f"orca_web_bench: {why}\n")
        return 2
    for browser in args.browsers:
        lacking = ob.browser_missing(browser)
        if lacking is not None:
            sys.stdout.write(f"{browser}: skipped ({lacking})\n")
            continue
        found = bench(browser, args.lang, args.turns, args.rate)
        sys.stdout.write(f"{browser} ({args.lang}, Orca rate {args.rate or 50}):\n")
        for kind, seconds in found.items():
            sys.stdout.write(f"  {kind}: {spread(seconds)}\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
