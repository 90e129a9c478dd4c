"""Run the real ``audiogame`` console script from outside, as a player's terminal would.

Two harnesses, both bounded by timeouts and cleaned up by their context managers:

- :class:`PtyProgram`: the program on a pseudo-terminal of its own (its controlling terminal),
  read by a thread that answers cursor-position requests like a terminal does; for signals,
  crashes and exit statuses, where the test needs the process id and the terminal's modes.
- :class:`Tmux`: a private tmux server (``tmux -L``) with a shell in a pane, for what a player
  sees: ``send-keys``, ``capture-pane``, the shell prompt coming back.

Every run gets its own ``AUDIOGAME_HOME``, speech log (``--speech-log``) and ``--output
terminal``: nothing needs a sound card or a screen reader.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import secrets
import select
import shutil
import subprocess
import sys
import termios
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Self

from suite import patient

import engine
from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.paths import Paths
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from audiogame.settings import Settings, save_settings
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.speech.base import one_line
from audiogame.table import Table

KEYS = {
    "right": "\x1b[C",
    "left": "\x1b[D",
    "up": "\x1b[A",
    "down": "\x1b[B",
    "home": "\x1b[H",
    "end": "\x1b[F",
    "enter": "\r",
    "escape": "\x1b",
    "ctrl-c": "\x03",
    "ctrl-q": "\x11",
}
"""Keys as a VT100 terminal sends them."""

ANSI = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|\][^\x07]*\x07|[@-Z\\-_])")
"""Escape sequences, to read a terminal's raw output as text."""


def program_argv() -> list[str]:
    """The installed console script beside this Python, else ``python -m audiogame``."""
    script = Path(sys.executable).with_name("audiogame")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "audiogame"]


def paths_in(home: Path) -> Paths:
    """The folders ``AUDIOGAME_HOME=home`` selects (see ``audiogame.paths``)."""
    return Paths(home / "config", home / "data", home / "state")


def write_settings(home: Path, **values: Any) -> Path:
    """Write a settings file past the first run, in terminal mode, without sound."""
    settings = Settings(first_run_done=True, output="terminal", sound=False, language="en")
    for name, value in values.items():
        setattr(settings, name, value)
    path = paths_in(home).settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    save_settings(settings, path)
    return path


def child_env(home: Path, xdg: Path | None = None) -> dict[str, str]:
    """The environment of a run: its own home, a plain terminal, no user locale surprises, and
    XDG folders of its own (under ``xdg``, default ``home/xdg``)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AUDIOGAME", "PYTEST", "TMUX"))}
    env.update(
        AUDIOGAME_HOME=str(home),
        TERM="xterm",
        LANG="C.UTF-8",
        LC_ALL="C.UTF-8",
        PYTHONDONTWRITEBYTECODE="1",
    )
    for name in ("XDG_RUNTIME_DIR", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        folder = (xdg or home / "xdg") / name.lower()  # never the user's speech-dispatcher
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        env[name] = str(folder)
    return env


def wait_until(condition: Callable[[], bool], timeout: float, what: str) -> None:
    """Poll ``condition`` every 20 ms; fail the test after ``timeout`` seconds of an idle
    machine (:func:`suite.patient`: a hang detector)."""
    limit = patient(timeout)
    deadline = time.monotonic() + limit
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {limit} s waiting for {what}")
        time.sleep(0.02)


class SpeechLog:
    """The file written by ``--speech-log``: ``[queue] text``, ``[interrupt] text`` ..."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def lines(self) -> list[str]:
        """Every line so far (the program flushes each one at once)."""
        try:
            return self.path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []

    def spoken(self) -> list[tuple[str, str]]:
        """``(tag, text)`` of the spoken lines (``queue`` and ``interrupt``), in order."""
        found = []
        for line in self.lines():
            match = re.fullmatch(r"\[(queue|interrupt)\] (.*)", line)
            if match:
                found.append((match[1], match[2]))
        return found

    def texts(self) -> list[str]:
        """The spoken texts, in order."""
        return [text for _, text in self.spoken()]

    def idles(self) -> int:
        """How many times the program said it was idle (``[idle]``: all a key set going is
        done)."""
        return sum(line == "[idle]" for line in self.lines())

    def count(self, fragment: str) -> int:
        """How many spoken lines contain ``fragment``."""
        return sum(fragment in text for text in self.texts())

    def wait_for(self, fragment: str, timeout: float = 15.0, count: int = 1) -> None:
        """Wait until ``count`` spoken lines contain ``fragment``."""
        wait_until(lambda: self.count(fragment) >= count, timeout, f"speech {fragment!r}")


class PtyProgram:
    """``audiogame ARGS`` on its own pseudo-terminal (a new session, the pty as its controlling
    terminal), with everything it prints collected by a reader thread."""

    def __init__(
        self,
        home: Path,
        args: Sequence[str],
        *,
        stderr: Path | None = None,
        rows: int = 40,
        cols: int = 120,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.home = home
        self.speech = SpeechLog(home / "speech.log")
        master, slave = os.openpty()
        termios.tcsetwinsize(slave, (rows, cols))
        self.master = master
        self.rows = rows
        output = [] if "--output" in args else ["--output", "terminal"]
        argv = [*program_argv(), "--speech-log", str(self.speech.path), *output, *args]
        setsid = shutil.which("setsid")
        if setsid:  # setsid -c: a new session whose controlling terminal is the pty
            argv = [setsid, "-c", *argv]
        err = open(stderr, "wb") if stderr is not None else None  # noqa: SIM115
        try:
            self.proc = subprocess.Popen(
                argv,
                stdin=slave,
                stdout=slave,
                stderr=err if err is not None else slave,
                env=child_env(home) | (extra_env or {}),
                start_new_session=setsid is None,
                close_fds=True,
            )
        finally:
            os.close(slave)
            if err is not None:
                err.close()
        self._buffer = bytearray()
        self._lock = threading.Lock()
        self._closed = False
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.kill()
        self.close_terminal()

    @property
    def pid(self) -> int:
        """The program's process id (``setsid`` execs it in place)."""
        return self.proc.pid

    def _read(self) -> None:
        while not self._closed:
            try:
                ready, _, _ = select.select([self.master], [], [], 0.05)
                if not ready:
                    continue
                data = os.read(self.master, 65536)
            except (OSError, ValueError):
                return
            if not data:
                return
            with self._lock:
                self._buffer += data
            for _ in range(data.count(b"\x1b[6n")):  # a terminal answers where its cursor is
                self.write(f"\x1b[{self.rows};1R".encode())

    def wait_ready(self, fragment: str, timeout: float = 20.0) -> None:
        """Wait until the program has said ``fragment`` and reads keys (raw mode: before it,
        the terminal itself would swallow Control+Q or Control+C)."""
        self.speech.wait_for(fragment, timeout)
        wait_until(lambda: self.modes() == (False, False), timeout, "raw mode")

    def write(self, data: bytes) -> None:
        """Type raw bytes into the terminal."""
        with contextlib.suppress(OSError):
            os.write(self.master, data)

    def send(self, *keys: str) -> None:
        """Type keys by name (:data:`KEYS`) or as literal text."""
        for key in keys:
            self.write(KEYS.get(key, key).encode())

    @property
    def raw(self) -> bytes:
        """Everything the program wrote to its terminal."""
        with self._lock:
            return bytes(self._buffer)

    @property
    def screen_text(self) -> str:
        """What it wrote, without escape sequences."""
        return ANSI.sub("", self.raw.decode("utf-8", "replace")).replace("\r", "")

    def modes(self) -> tuple[bool, bool]:
        """``(icanon, echo)`` of the terminal now."""
        lflag = termios.tcgetattr(self.master)[3]
        return bool(lflag & termios.ICANON), bool(lflag & termios.ECHO)

    def signal(self, number: int) -> None:
        """Send a signal to the program."""
        if self.proc.poll() is None:
            os.kill(self.pid, number)

    def wait(self, timeout: float = 15.0) -> int:
        """Wait for the exit status (``-N`` for a signal); fail the test on a hang."""
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"the program did not exit within {timeout} s") from None

    def kill(self) -> None:
        """SIGKILL the program if it still runs, and reap it."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def close_terminal(self) -> None:
        """Close the terminal's master side, as a closed terminal window does."""
        if not self._closed:
            self._closed = True
            self._reader.join(2)
            os.close(self.master)


class Tmux:
    """A private tmux server (its own ``-L`` socket) with one window running a plain shell."""

    PROMPT = "agprompt$ "

    def __init__(self, home: Path, width: int = 120, height: int = 40) -> None:
        self.socket = f"audiogame-test-{os.getpid()}-{secrets.token_hex(4)}"
        folder = Path(os.environ.get("TMUX_TMPDIR") or "/tmp") / f"tmux-{os.getuid()}"
        self.socket_path = folder / self.socket
        self.env = child_env(home)
        rc = home / "shellrc"
        rc.write_text(f"PS1='{self.PROMPT}'\n", encoding="utf-8")
        bash = shutil.which("bash")
        shell = f"{bash} --noprofile --rcfile {rc}" if bash else "/bin/sh"
        try:
            self.tmux(
                "new-session", "-d", "-x", str(width), "-y", str(height), "-s", "game", shell
            )  # fmt: skip
            wait_until(lambda: self.PROMPT.strip() in self.capture(), 10, "the shell prompt")
        except BaseException:
            self.kill_server()
            raise

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.kill_server()

    def tmux(self, *args: str, timeout: float = 10.0) -> str:
        """Run one tmux command on this server; its standard output."""
        done = subprocess.run(
            ["tmux", "-L", self.socket, "-f", "/dev/null", *args],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=True,
        )
        return done.stdout

    def type_line(self, text: str) -> None:
        """Type ``text`` literally, then Enter."""
        self.tmux("send-keys", "-t", "game", "-l", text)
        self.tmux("send-keys", "-t", "game", "Enter")

    def keys(self, *names: str) -> None:
        """Press tmux key names (``Right``, ``Enter``, ``Escape``, ``C-q``, ``w`` ...)."""
        for name in names:
            self.tmux("send-keys", "-t", "game", name)

    def capture(self) -> str:
        """The pane's text with its scroll-back, trailing blank lines dropped."""
        return self.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "game").rstrip("\n")

    def wait_for(self, fragment: str, timeout: float = 15.0) -> str:
        """Wait until the pane shows ``fragment``; the pane's text."""
        wait_until(lambda: fragment in self.capture(), timeout, f"the screen to show {fragment!r}")
        return self.capture()

    def kill_server(self) -> None:
        """Stop this private server and everything running in it."""
        with contextlib.suppress(subprocess.TimeoutExpired):
            subprocess.run(
                ["tmux", "-L", self.socket, "kill-server"],
                env=self.env,
                capture_output=True,
                timeout=10,
                check=False,
            )
        self.socket_path.unlink(missing_ok=True)  # tmux may leave it behind


class Oracle:
    """The table as the program builds it (default settings, the human at seat 0), over a
    recording speaker: what the program must say for a game and its next actions."""

    def __init__(self, game: engine.Game, lang: str = "en") -> None:
        self.speaker = RecordingSpeaker()
        levels = {seat: "easy" for seat in range(1, game.players)}
        seats = computer_seats(game.name, game.players, levels, game.seed)
        seats[0] = Seat(SeatKind.LOCAL)
        tr = Translator(lang)
        out = Output(SpeechQueue(self.speaker), tr)
        self.session = GameSession(game, seats, hold=out.held)
        self.table = Table(self.session, 0, tr, out)
        s = Settings()
        self.table.set_talk(s.verbosity, s.hint_level, symbols=s.card_symbols, powers=s.card_powers)

    def said(self, fn: Callable[[], object]) -> list[tuple[str, str]]:
        """Call ``fn``; what it said, as ``(tag, text)`` like :meth:`SpeechLog.spoken`."""
        before = len(self.speaker.spoken)
        fn()
        return [
            ("interrupt" if u.interrupt else "queue", one_line(u.text))
            for u in self.speaker.spoken[before:]
        ]

    def queued(self, fn: Callable[[], object]) -> list[str]:
        """The game events (queued lines) ``fn`` said."""
        return [text for tag, text in self.said(fn) if tag == "queue"]

    def step(self, action: int) -> list[str]:
        """Take ``action`` for whoever is to act; the queued lines it caused."""
        seat = self.table.game.current_player
        if seat == self.table.human:
            return self.queued(lambda: self.table.act(action))
        assert seat is not None
        return self.queued(lambda: self.session.play_computer(seat, action))

    def answer(self, fn: Callable[[], object]) -> str:
        """The one interrupting answer of a reading key (``read_turn``, ``read_hand`` ...)."""
        (answer,) = [text for tag, text in self.said(fn) if tag == "interrupt"]
        return answer


def record_of(path: Path) -> engine.GameRecord:
    """The engine record inside an autosave file (fails the test on a torn file)."""
    data = json.loads(path.read_bytes())
    return engine.GameRecord.from_json(json.dumps(data["record"]))


def keys_to_move(autosave: Path, rng: random.Random) -> list[str]:
    """Keys that move the saved game on: Enter for the opponent's next card (pace "key"), or
    a random legal choice of the player's (Home, Right to it, Enter)."""
    if not autosave.exists():
        return ["enter"]
    table = Oracle(engine.replay(record_of(autosave))).table
    if not table.my_turn:
        return ["enter"]
    legal = set(table.game.legal_actions())
    choices = table.choices()
    target = rng.choice([i for i, a in enumerate(choices) if a in legal])
    return ["home", *["right"] * target, "enter"]
