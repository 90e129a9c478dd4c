"""Start-up benchmark: from the command to the first message a game says, beside Python's own
start, measured side by side (runs alternate) and given as a ratio.

``audiogame --game fox --output terminal --speech-log FILE`` runs in a pseudo-terminal of its
own, with a private ``AUDIOGAME_HOME`` whose settings are past the first run; the clock stops
when the speech log gets its first line (the speech output in use, the first thing the player
hears) and, second figure, the first line of the deal (the table is up). ``python -c pass`` is
the same interpreter starting and leaving. By default modules are compiled once by a warm-up run
(an installed program has them: pip compiles them when it installs); ``--no-bytecode`` compiles
the program's modules at every start, as a source folder where Python may not write them does.
``--tree DIR`` (repeatable) also times the sources in DIR (``python -m audiogame`` with ``DIR``
first on the path: another checkout, an older commit), alternating with this one.

    python -m tools.start_bench [--runs 15] [--no-bytecode] [--tree /tmp/before]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from audiogame.settings import Settings, save_settings

__all__ = ["main"]

TIMEOUT = 30.0
"""Seconds a start may take before the run counts as failed."""
POLL = 0.001
"""How often the speech log is looked at (seconds)."""
ARGS = ("--game", "fox", "--level", "easy", "--seed", "1", "--pace", "key", "--no-sound")
"""The game started (Enter to move the opponents on: nothing happens after the deal)."""


@dataclass
class Program:
    """A way to start the program, and its times (seconds)."""

    label: str
    argv: list[str]
    path: str | None = None
    """Put first on ``PYTHONPATH`` (another source tree)."""
    first: list[float] = field(default_factory=list)
    deal: list[float] = field(default_factory=list)


def _this_program() -> Program:
    script = Path(sys.executable).with_name("audiogame")
    if script.exists():
        return Program("audiogame", [str(script)])
    return Program("python -m audiogame", [sys.executable, "-m", "audiogame"])


def _environ(bytecode: dict[str, str], path: str | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AUDIOGAME", "PYTHON"))}
    if path is not None:
        env["PYTHONPATH"] = path
    return env | bytecode


def _home(folder: Path) -> dict[str, str]:
    """A private home past the first run (terminal text, no sound)."""
    settings = Settings(first_run_done=True, output="terminal", sound=False, language="en")
    config = folder / "config"
    config.mkdir(parents=True, exist_ok=True)
    save_settings(settings, config / "settings.json")
    runtime = folder / "runtime"
    runtime.mkdir(exist_ok=True, mode=0o700)
    return {
        "AUDIOGAME_HOME": str(folder),
        "XDG_RUNTIME_DIR": str(runtime),  # never the user's speech-dispatcher
        "TERM": "xterm",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
    }


def _lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []


def time_game(program: Program, folder: Path, bytecode: dict[str, str]) -> tuple[float, float]:
    """Seconds from the command to the first spoken line, and to the first line of the deal."""
    if sys.platform == "win32":  # pragma: no cover - a POSIX pseudo-terminal is needed
        raise SystemExit("tools.start_bench needs a POSIX pseudo-terminal")
    shutil.rmtree(folder, ignore_errors=True)
    env = _environ(bytecode, program.path) | _home(folder)  # makes the folder
    log = folder / "speech.log"
    argv = [*program.argv, "--output", "terminal", "--speech-log", str(log), *ARGS]
    master, slave = os.openpty()
    os.set_blocking(master, False)
    started = time.perf_counter()
    proc = subprocess.Popen(  # run from the home: ``-m`` puts the working folder on the path
        argv, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=folder, start_new_session=True
    )
    os.close(slave)
    first = deal = 0.0
    try:
        deadline = started + TIMEOUT
        while not deal:
            lines = _lines(log)
            now = time.perf_counter()
            if lines and not first:
                first = now - started
            if any(line.startswith("[queue] Round 1") for line in lines):
                deal = now - started
            if now > deadline or proc.poll() is not None:
                raise RuntimeError(f"{program.label}: no deal said within {TIMEOUT} s: {lines}")
            with contextlib.suppress(OSError):
                os.read(master, 65536)  # keep the terminal's buffer from filling up
            time.sleep(POLL)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(10)
        os.close(master)
    return first, deal


def time_python(bytecode: dict[str, str]) -> float:
    """Seconds for ``python -c pass`` with this interpreter."""
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-c", "pass"],
        check=True,
        env=_environ(bytecode),
        cwd=tempfile.gettempdir(),
    )
    return time.perf_counter() - started


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each (median)")
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="compile the program's modules at every start (PYTHONDONTWRITEBYTECODE)",
    )
    parser.add_argument(
        "--tree", action="append", default=[], metavar="DIR", help="also time the sources in DIR"
    )
    args = parser.parse_args(argv)
    programs = [_this_program()]
    for tree in args.tree:
        folder = str(Path(tree).resolve())
        programs.append(Program(folder, [sys.executable, "-m", "audiogame"], folder))
    python: list[float] = []
    with tempfile.TemporaryDirectory(prefix="start-bench-") as tmp:
        if args.no_bytecode:  # the standard library keeps its own compiled files
            bytecode = {"PYTHONDONTWRITEBYTECODE": "1"}
        else:  # compiled once, by the warm-up runs, into a folder of the benchmark's own
            bytecode = {"PYTHONPYCACHEPREFIX": str(Path(tmp) / "bytecode")}
        for program in programs:  # the first start also reads every file from the disk
            time_game(program, Path(tmp) / "warm", bytecode)
        time_python(bytecode)
        for run in range(args.runs):
            python.append(time_python(bytecode))
            for program in programs:
                said, dealt = time_game(program, Path(tmp) / f"run{run}", bytecode)
                program.first.append(said)
                program.deal.append(dealt)
    base = statistics.median(python)
    compiled = "modules compiled at every start" if args.no_bytecode else "compiled modules"
    print(f"{sys.executable}, {compiled}, {args.runs} runs of each, side by side (median, range)")
    print(f"python -c pass: {_ms(base)} ({_ms(min(python))}-{_ms(max(python))})")
    for program in programs:
        for label, times in (("first message", program.first), ("the deal", program.deal)):
            median = statistics.median(times)
            print(
                f"{program.label}, to {label}: {_ms(median)} "
                f"({_ms(min(times))}-{_ms(max(times))}), {median / base:.1f}x Python"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
