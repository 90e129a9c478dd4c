"""Key to a real screen reader's speech: the time from an X key press to the first word Orca (or
the program, through Orca's speech-dispatcher) says for it, the key's own echo left out, with
the program in gnome-terminal on an Orca desk (``tools/orca_desk.py``). Prints the median and
95th percentile per kind of key (arrows, letters, Enter) and output, and how many messages were
heard once, whole, in order.

Run ``python -m tools.orca_bench`` (about five minutes; needs the desk's Debian packages).
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from tools.bot_bench import percentile
from tools.orca_desk import OrcaDesk, missing
from tools.orca_terminal import Player, Step, TerminalGame

__all__ = ["main"]

FOX = ["--game", "fox", "--level", "easy", "--seed", "11", "--pace", "none"]
KEYS = ["right", "right", "left", "down", "up", "end", "home", "h", "t", "s", "w", "d", "p"]
KINDS = {"left": "arrows", "right": "arrows", "up": "arrows", "down": "arrows"}
KINDS |= {"home": "Home/End", "end": "Home/End", "enter": "Enter", "tab": "Tab"}


def kind_of(key: str) -> str:
    """The kind a key's figure is counted under."""
    return KINDS.get(key, "letters" if len(key) == 1 else key)


def run(output: str, lang: str, rate: int, rounds: int) -> list[Step]:
    """The steps of ``rounds`` passes over :data:`KEYS`, then a whole Fox round."""
    with OrcaDesk(lang=lang, rate=rate) as desk:
        game = TerminalGame(desk, ["--output", output, "--lang", lang, *FOX], lang=lang)
        game.start()
        for _ in range(rounds):
            for key in KEYS:
                game.press(key)
        Player.speaking(lang).play(game)
        game.quit()
        return game.steps


def main(argv: list[str] | None = None) -> int:
    """Print the figures (see the module)."""
    parser = argparse.ArgumentParser(prog="python -m tools.orca_bench")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--rate", type=int, default=99, help="Orca's rate, 0-99")
    parser.add_argument("--passes", type=int, default=2, help="passes over the status keys")
    args = parser.parse_args(argv)
    why = missing()
    if why:
        print(f"cannot run: {why}")
        return 1
    for output in ("terminal", "screenreader"):
        steps = run(output, args.lang, args.rate, args.passes)
        times: dict[str, list[float]] = defaultdict(list)
        for step in steps:
            first = step.first_speech()
            if first is not None and step.said:
                times[kind_of(step.key)].append(first * 1000)
        said = sum(len(step.said) for step in steps)
        heard = sum(len(step.hearing.heard) for step in steps)
        perfect = sum(step.hearing.perfect for step in steps)
        print(f"{output} ({args.lang}, Orca rate {args.rate}): {heard} of {said} messages heard")
        print(f"  once, whole, in order; {perfect} of {len(steps)} keys heard exactly")
        for kind, values in sorted(times.items()):
            print(
                f"  {kind:10} key -> speech  p50 {percentile(values, 50):6.0f} ms"
                f"  p95 {percentile(values, 95):6.0f} ms  ({len(values)} keys)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
