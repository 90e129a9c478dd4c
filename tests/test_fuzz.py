"""Fuzz: a storm of random keys through the real application on a pipe, in each game and
language. Keys are sent in batches of random size and the event loop runs between batches
(opponents play at once: pace "none"), so tens of thousands of keys take seconds.

Throughout: no error reaches the event loop (a handler records them), the game at the table
always equals the replay of its own record, nothing is printed outside the application's
output, and no warning or error is logged. Quit (Control+Q, Control+C, the Quit item) ends a
session; the next one resumes the autosave, as a player restarting the program would.
"""

from __future__ import annotations

import asyncio
import faulthandler
import json
import logging
import os
import random
import select
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from e2e_helpers import paths_in, record_of
from prompt_toolkit.input import PipeInput, create_pipe_input
from save_files import saves_in
from suite import size
from ui_driver import make_app

import engine
from audiogame import session as session_module
from audiogame.i18n import Translator
from audiogame.saves import load_save
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker
from audiogame.ui.app import GameChoice, TableApp
from engine.bots import Bot, make_bot

FUZZ_KEYS = int(os.environ.get("AUDIOGAME_FUZZ_KEYS", size(quick=4_000, full=20_000)))
"""Keys per run: the full run's 20,000 take about 15-20 s a run on an idle core (``-s`` prints
the figures), the quick run's 4,000 a fifth of that; the variable sets another count."""

WEIGHTED_KEYS: list[tuple[str, int]] = [
    ("\x1b[C", 14),  # Right
    ("\x1b[D", 8),  # Left
    ("\x1b[A", 5),  # Up
    ("\x1b[B", 5),  # Down
    ("\r", 14),  # Enter
    (" ", 4),  # Space
    ("\x1b", 5),  # Escape
    ("\x1b[H", 2),  # Home
    ("\x1b[F", 2),  # End
    ("\x1b[5~", 1),  # Page Up
    ("\x1b[6~", 1),  # Page Down
    ("\x1b[1;5H", 1),  # Control+Home
    ("\x1b[1;5F", 1),  # Control+End
    ("\x1bOP", 1),  # F1
    ("\x1bOQ", 1),  # F2
    ("\x1b[15~", 1),  # F5
    ("?", 1),
    ("\x1a", 2),  # Control+Z
    ("\t", 1),
    ("\x7f", 1),  # Backspace
    ("\x1b[3~", 1),  # Delete
    ("\x1bx", 1),  # Alt+X
    ("\x1b[200~pasted text\x1b[201~", 1),  # bracketed paste
    ("\x1b[999;999R", 1),  # a stray cursor-position report
    ("\x1b[M !!", 1),  # a mouse report with the mouse off
    ("é", 1),
    ("€", 1),
    ("\x00", 1),
    *[(letter, 3) for letter in "htlspdwikyr"],
    *[(letter, 1) for letter in "abcefgjmnoquvxzHTBGOMKW0123456789,.;-"],
]
KEYS, WEIGHTS = zip(*WEIGHTED_KEYS, strict=True)
QUIT_KEYS = ("\x11", "\x03")  # Control+Q, Control+C
QUIT_CHANCE = 1 / 2000
WATCHDOG_SECONDS = 300
"""A run whose loop hangs (an endless loop in a key's handler, where :data:`HANG_LIMIT` cannot
be checked) is stopped, with every thread's stack, this long after the last keys were sent: the
watch is set again at each batch of keys. (It once timed the whole run: on a machine at load
10-14 a 60 s run took over 300 s, and ``exit=True`` killed the pytest-xdist worker, "node down:
Not properly terminated".)"""


@dataclass
class Fuzz:
    """One fuzz run: where it plays, what it saw."""

    home: Path
    game: str
    lang: str
    rng: random.Random
    speaker: RecordingSpeaker = field(default_factory=RecordingSpeaker)
    printed: list[str] = field(default_factory=list)
    errors: list[dict[str, object]] = field(default_factory=list)
    sessions: int = 0
    games_seen: set[tuple[str, int]] = field(default_factory=set)
    checks: int = 0


def _describe(errors: list[dict[str, object]]) -> str:
    """The first error reported to the event loop, with its traceback."""
    exc = errors[0].get("exception")
    if isinstance(exc, BaseException):
        return "".join(traceback.format_exception(exc))
    return str(errors[0].get("message"))


def _input_drained(inp: PipeInput) -> bool:
    fd = inp.fileno()
    return not select.select([fd], [], [], 0)[0]


HANG_LIMIT = 120.0
"""Seconds after a key before the program counts as stuck: a hang detector sized for a loaded
machine, not a speed check (5 s failed on a busy 2-core machine while computer players
thought; the benchmarks say how fast they are)."""


async def _settle(app: TableApp, inp: PipeInput, task: asyncio.Future[int], text: str) -> None:
    """Let the loop read every key sent and let the opponents finish (a hang: see
    :data:`HANG_LIMIT`)."""
    faulthandler.dump_traceback_later(WATCHDOG_SECONDS, exit=True)  # replaces the last watch
    if text.endswith("\x1b"):  # a lone Escape is read once the 50 ms escape timeout passes
        await asyncio.sleep(app.app.ttimeoutlen + 0.02)
    deadline = time.monotonic() + HANG_LIMIT
    while not task.done():
        await asyncio.sleep(0.001)
        screen = app.table_screen
        busy = screen is not None and screen.opponents_busy
        if not busy and _input_drained(inp):
            return
        assert time.monotonic() < deadline, f"stuck after {text!r}: busy={busy}"


def _check_table(fuzz: Fuzz, app: TableApp) -> None:
    screen = app.table_screen
    if screen is None:
        return
    game = screen.table.game
    fuzz.games_seen.add((game.name, game.seed))
    record = game.record()
    assert engine.replay(record) == game, f"the game left its rules: {record.to_json()}"
    assert engine.GameRecord.from_json(record.to_json()) == record
    fuzz.checks += 1


async def _session(fuzz: Fuzz, settings: Settings, keys: list[str], first: bool) -> int:
    """Run the application until the keys are used up or it quits; how many keys were sent."""
    rng = fuzz.rng
    sent = 0
    with create_pipe_input() as inp:
        lang = settings.language or fuzz.lang
        app = make_app(
            fuzz.home, inp, settings, fuzz.speaker, lang=lang, printed=fuzz.printed.append
        )
        kind = engine.GAMES[fuzz.game]
        counts = tuple(range(kind.min_players, kind.max_players + 1))
        players = counts[0] if len(counts) == 1 else rng.choice(counts)
        choice = GameChoice(
            fuzz.game, players, "easy", rng.random() < 0.5, {"target": 7}, rng.randrange(999)
        )

        def start() -> None:
            asyncio.get_running_loop().set_exception_handler(
                lambda loop, context: fuzz.errors.append(context)
            )
            if first:
                app.start(choice)
            else:
                app.start(resume=True)

        task = asyncio.ensure_future(app.run_async(pre_run=start))
        await _settle(app, inp, task, "")
        while sent < len(keys) and not task.done():
            size = rng.choice((1, 1, 2, 5, 10, 20, 40, 80))
            text = "".join(keys[sent : sent + size])
            inp.send_text(text)
            sent += size
            await _settle(app, inp, task, text)
            assert not fuzz.errors, _describe(fuzz.errors)
            _check_table(fuzz, app)
        app.quit()
        status = await asyncio.wait_for(task, 10)
        assert status == 0
    fuzz.sessions += 1
    return sent


def _run(fuzz: Fuzz, count: int) -> None:
    rng = fuzz.rng
    keys = [
        rng.choice(QUIT_KEYS) if rng.random() < QUIT_CHANCE else key
        for key in rng.choices(KEYS, WEIGHTS, k=count)
    ]
    settings = Settings(first_run_done=True, language=fuzz.lang, sound=False)
    sent = 0
    while sent < count:
        sent += asyncio.run(_session(fuzz, settings, keys[sent:], first=sent == 0))
        assert not fuzz.errors, _describe(fuzz.errors)


def _quick_bot(
    game: str,
    level: str,
    seed: int,
    seat: int,
    players: int | None = None,
    *,
    time_limit: float | None = None,
    iterations: int | None = None,
    think: int = 1,
) -> Bot:
    """``make_bot`` with a tiny search budget in iterations (deterministic)."""
    return make_bot(game, level, seed, seat, players, iterations=4)


def _finished(fuzz: Fuzz) -> int:
    over = {
        Translator(lang).t(prompt)
        for lang in ("en", "fr")
        for prompt in ("prompt-game-over", "prompt-game-over-review")
    }
    return sum(u.text in over for u in fuzz.speaker.spoken)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["fearless", "fox"])
def test_random_keys_break_nothing(
    tmp_path: Path,
    game: str,
    lang: str,
    capfd: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    caplog.set_level(logging.WARNING)
    # Saves stay atomic (temporary file and rename) but skip the disk flush, which costs ~12 ms
    # an action here and says nothing about the interface; test_crash_resume covers durability.
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    fuzz = Fuzz(tmp_path, game, lang, random.Random(f"fuzz-{game}-{lang}"))
    seeded = engine.new_game  # games started from the menus get seeds from the run's seed

    def new_game(
        name: str, players: int | None = None, seed: int | None = None, **kw: Any
    ) -> engine.Game:
        return seeded(name, players, fuzz.rng.randrange(10**6) if seed is None else seed, **kw)

    monkeypatch.setattr(engine, "new_game", new_game)
    # The menus may raise the opponents to "hard" or "expert": a few search iterations, not
    # 3 s of thinking, and no clock, so that the run replays exactly.
    monkeypatch.setattr(session_module, "make_bot", _quick_bot)
    began = time.monotonic()
    try:
        _run(fuzz, FUZZ_KEYS)
    finally:
        faulthandler.cancel_dump_traceback_later()
    elapsed = time.monotonic() - began

    assert not fuzz.errors
    captured = capfd.readouterr()
    assert captured.out == "" and captured.err == "", "something printed outside the app"
    problems = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert not problems, [r.getMessage() for r in problems]
    assert fuzz.speaker.spoken, "the application said nothing"
    for save in saves_in(tmp_path):
        engine.replay(record_of(save))
        copy = tmp_path / "copy.json"
        copy.write_bytes(save.read_bytes())
        assert load_save(copy)[2] is None
    settings_file = paths_in(tmp_path).settings_file
    if settings_file.exists():  # changed from the menus: still whole, still past the first run
        assert json.loads(settings_file.read_text(encoding="utf-8"))["first_run_done"] is True
    with capfd.disabled():
        print(
            f"\nfuzz {game}/{lang}: {FUZZ_KEYS} keys in {elapsed:.1f} s, "
            f"{fuzz.sessions} sessions, {len(fuzz.games_seen)} games, "
            f"{fuzz.checks} replays checked, "
            f"{len(fuzz.speaker.spoken)} messages, {_finished(fuzz)} games played to the end"
        )
