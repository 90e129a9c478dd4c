"""A private desktop with a real screen reader in it: Orca, listened to at speech-dispatcher.

Everything runs in a temporary folder of its own, and :meth:`OrcaDesk.close` ends only what it
started:

- Xvfb on a display number it picks itself (``-displayfd``), no window manager;
- a D-Bus session bus of its own, with toolkit accessibility switched on in its dconf
  (``org.gnome.desktop.interface toolkit-accessibility``) and ``GNOME_ACCESSIBILITY=1``;
- the AT-SPI bus (``at-spi-bus-launcher --launch-immediately``), ready when
  ``org.a11y.Bus.GetAddress`` answers;
- speech-dispatcher whose one output module is :mod:`tools.speech_ear`, the ear: it records each
  utterance, and lasts as long as espeak-ng would take to say it, so cuts happen in real time;
- Orca 43 with a debug file (line-buffered), started by ``python3`` running Orca's script, so
  that it neither replaces nor refuses to start beside the user's own Orca (Orca's launcher looks
  other Orcas up by process name).

Keys are real X key presses (``xdotool``). Orca allows one instance per user and the desktop
uses the machine's two cores heavily: desks never run at once (an advisory lock file serializes
them across test workers).

Linux only; :func:`missing` says what is absent. Use as a context manager::

    with OrcaDesk() as desk:
        desk.spawn(["gnome-terminal", "--", "audiogame"])
        desk.key("Down")
        heard = desk.heard()
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from tools.speechd_sandbox import SpeechDispatcherSandbox

__all__ = ["OrcaDesk", "Utterance", "missing"]

ROOT = Path(__file__).resolve().parents[1]

PROGRAMS = {
    "Xvfb": "xvfb",
    "xdotool": "xdotool",
    "dbus-daemon": "dbus-x11",
    "gsettings": "libglib2.0-bin",
    "speech-dispatcher": "speech-dispatcher",
    "espeak-ng": "espeak-ng",
    "orca": "orca",
}
"""Programs the desk needs, with the Debian package that brings each."""
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")
"""Orca is a Python program of the system's Python (its ``pyatspi`` and ``gi`` are there)."""
ORCA_WAIT = 900.0
"""Seconds a desk waits for another Orca of this user to end."""
LOCK = Path("/tmp") / f"audiogame-orca-desk-{os.getuid() if hasattr(os, 'getuid') else 0}.lock"
"""One lock per user, whatever ``TMPDIR`` says: Orca itself allows one instance per user."""


def missing() -> str | None:
    """Why the desk cannot run here (the packages to install), or ``None``."""
    if not sys.platform.startswith("linux"):
        return "a screen reader on a private X display needs Linux"
    absent = sorted({pkg for prog, pkg in PROGRAMS.items() if shutil.which(prog) is None})
    if not BUS_LAUNCHER.exists():
        absent.append("at-spi2-core")
    if not SYSTEM_PYTHON.exists():
        absent.append("python3")
    if absent:
        return "apt-get install " + " ".join(absent)
    return None


@dataclass(frozen=True)
class Utterance:
    """One thing the ear was asked to say: its text, when it began and ended, and whether it
    was said to its end (``whole``) or cut."""

    id: int
    text: str
    kind: str
    language: str
    begin: float
    end: float | None
    whole: bool
    duration: float

    @property
    def heard_fraction(self) -> float:
        """How much of it was said before it ended or was cut (1.0 when whole)."""
        if self.whole:
            return 1.0
        if self.end is None or self.duration <= 0:
            return 0.0
        return min(1.0, (self.end - self.begin) / self.duration)


def read_ear(path: Path) -> list[Utterance]:
    """The utterances of an ear log, in the order they began (one still speaking has no end)."""
    begun: dict[int, dict[str, object]] = {}
    ends: dict[int, tuple[float, bool]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue  # a line being written
            number = int(record["id"])
            if record["event"] == "begin":
                begun[number] = record
            else:
                ends[number] = (float(record["t"]), record["event"] == "end")
    result = []
    for number, record in sorted(begun.items()):
        end, whole = ends.get(number, (None, False))
        result.append(
            Utterance(
                id=number,
                text=str(record["text"]),
                kind=str(record.get("kind", "speak")),
                language=str(record.get("language", "")),
                begin=float(record["t"]),  # type: ignore[arg-type]
                end=end,
                whole=whole,
                duration=float(record["duration"]),  # type: ignore[arg-type]
            )
        )
    return result


class OrcaDesk:
    """Xvfb, a session bus, AT-SPI, speech-dispatcher with the ear, and Orca; see the module."""

    def __init__(self, lang: str = "en", root: Path | None = None, rate: int | None = None) -> None:
        self.lang = lang
        self.rate = rate
        """Orca's speech rate (0-99; None: Orca's default, 50, about 180 words a minute)."""
        self._own_root = root is None
        self.root = Path(tempfile.mkdtemp(prefix="audiogame-orca-")) if root is None else root
        self.home = self.root / "home"
        self.runtime = self.root / "run"
        self.ear_log = self.root / "ear.jsonl"
        self.orca_log = self.root / "orca-debug.out"
        self.display = ""
        self.bus_address = ""
        self._processes: list[subprocess.Popen[bytes]] = []
        self._lock_file: IO[str] | None = None
        self._orca: subprocess.Popen[bytes] | None = None
        self._speech: SpeechDispatcherSandbox | None = None
        self.keep = bool(os.environ.get("AUDIOGAME_KEEP_DESK"))
        """Keep the desk's folder (Orca's debug log, what the ear heard, each program's output)
        when it closes: set by a test that failed, or by ``AUDIOGAME_KEEP_DESK=1``."""

    @property
    def sd_rate(self) -> int:
        """speech-dispatcher's rate (-100 to 100) for Orca's: the daemon's default rate is set to
        it too, as a listener who set their rate everywhere would (a program that speaks
        through speech-dispatcher itself gets the daemon's default, not Orca's)."""
        rate = 50 if self.rate is None else self.rate
        return int(2 * max(0, min(99, rate)) - 98)  # Orca's own conversion

    # -- the environment ------------------------------------------------------------------

    @property
    def env(self) -> dict[str, str]:
        """The environment of every program on the desk."""
        base = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("XDG_", "DBUS_", "SPEECHD_", "AT_SPI", "WAYLAND", "GTK_"))
            and key not in ("DISPLAY", "HOME", "NO_AT_BRIDGE")
        }
        return {
            **base,
            "HOME": str(self.home),
            "XDG_CONFIG_HOME": str(self.home / ".config"),
            "XDG_DATA_HOME": str(self.home / ".local" / "share"),
            "XDG_CACHE_HOME": str(self.home / ".cache"),
            "XDG_STATE_HOME": str(self.home / ".local" / "state"),
            "XDG_RUNTIME_DIR": str(self.runtime),
            "DISPLAY": self.display,
            "DBUS_SESSION_BUS_ADDRESS": self.bus_address,
            "SPEECHD_ADDRESS": self._speech.address if self._speech else "",
            "GNOME_ACCESSIBILITY": "1",
            "QT_ACCESSIBILITY": "1",
            "GTK_A11Y": "atspi",
            "NO_AT_BRIDGE": "0",
            "LANG": "fr_FR.UTF-8" if self.lang == "fr" else "en_US.UTF-8",
            "LC_ALL": "C.UTF-8",
            "TERM": "xterm-256color",
        }

    def spawn(
        self,
        argv: Sequence[str],
        env: dict[str, str] | None = None,
        cwd: Path | None = None,
        log: str | None = None,
        unset: Sequence[str] = (),
    ) -> subprocess.Popen[bytes]:
        """Start a program on the desk, in a process group of its own, ended by :meth:`close`,
        with :attr:`env` and ``env``, less the variables ``unset``; its output goes to ``log``
        (a file name in the desk's folder) or nowhere."""
        environment = {**self.env, **(env or {})}
        for name in unset:
            environment.pop(name, None)
        out: IO[bytes] | int = subprocess.DEVNULL
        if log is not None:
            out = (self.root / log).open("ab")
        try:
            process = subprocess.Popen(
                list(argv),
                env=environment,
                cwd=cwd or self.root,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=out,
                start_new_session=True,
            )
        finally:
            if not isinstance(out, int):
                out.close()
        self._processes.append(process)
        return process

    # -- start ------------------------------------------------------------------------------

    def start(self) -> OrcaDesk:
        """Start everything (a few seconds); raises ``RuntimeError`` naming what did not start."""
        why = missing()
        if why or sys.platform == "win32":  # (the second test tells mypy)
            raise RuntimeError(why or "Linux only")
        LOCK.touch(exist_ok=True)
        self._lock_file = LOCK.open("r")
        fcntl.flock(self._lock_file, fcntl.LOCK_EX)
        # Orca refuses to start beside another Orca of this user (one it finds by name): wait
        # for any that runs without this lock (bounded: the user's own never ends).
        _until(lambda: not _other_orcas(), ORCA_WAIT, "another Orca of this user is running")
        try:
            for folder in (self.home / ".config", self.home / ".local" / "share", self.runtime):
                folder.mkdir(parents=True, exist_ok=True)
            self.runtime.chmod(0o700)
            self._start_x()
            self._start_bus()
            self._start_accessibility()
            self._start_speech()
            self._start_orca()
        except BaseException:
            self.close()
            raise
        return self

    def _start_x(self) -> None:
        read, write = os.pipe()
        process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=(self.root / "xvfb.log").open("wb"),
            start_new_session=True,
        )
        self._processes.append(process)
        os.close(write)
        number = _read_line(read, 10.0, process)
        os.close(read)
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def _start_bus(self) -> None:
        read, write = os.pipe()
        process = subprocess.Popen(
            [
                "dbus-daemon",
                "--session",
                "--nofork",
                f"--address=unix:path={self.runtime / 'bus'}",
                f"--print-address={write}",
            ],
            pass_fds=(write,),
            env=self.env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=(self.root / "dbus.log").open("wb"),
            start_new_session=True,
        )
        self._processes.append(process)
        os.close(write)
        address = _read_line(read, 10.0, process)
        os.close(read)
        if not address:
            raise RuntimeError("the D-Bus session bus did not start")
        self.bus_address = address

    def _start_accessibility(self) -> None:
        subprocess.run(
            ["gsettings", "set", "org.gnome.desktop.interface", "toolkit-accessibility", "true"],
            env=self.env,
            check=True,
            capture_output=True,
            timeout=20,
        )
        launcher = self.spawn(
            [str(BUS_LAUNCHER), "--launch-immediately"], log="at-spi-bus-launcher.log"
        )
        call = [
            "gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path",
            "/org/a11y/bus", "--method", "org.a11y.Bus.GetAddress",
        ]  # fmt: skip

        def answers() -> bool:
            if launcher.poll() is not None:
                raise RuntimeError("at-spi-bus-launcher ended")
            result = subprocess.run(
                call, env=self.env, capture_output=True, timeout=10, check=False
            )
            return result.returncode == 0 and b"unix:" in result.stdout

        _until(answers, 15.0, "the AT-SPI bus did not answer")

    def _start_speech(self) -> None:
        self._speech = SpeechDispatcherSandbox(
            self.lang, root=self.root / "speechd", ear=self.ear_log, rate=self.sd_rate
        )
        self._speech.start(timeout=10.0)

    def _start_orca(self) -> None:
        prefs = self.home / "orca-prefs"
        prefs.mkdir(exist_ok=True)
        # The voices of Orca's default profile, as its settings file holds them: the desk's
        # rate, and a voice of the desk's language (what a French user's settings say; Orca's
        # own default follows the C library's locale, which need not be installed here).
        voice = {"rate": 50 if self.rate is None else self.rate, "family": {"lang": self.lang}}
        voices = {
            "default": voice,
            "uppercase": {**voice, "average-pitch": 7.0},
            "hyperlink": voice,
            "system": voice,
        }
        settings = {
            "general": {},
            "profiles": {"default": {"profile": ["Default", "default"], "voices": voices}},
            "pronunciations": {},
            "keybindings": {},
        }
        (prefs / "user-settings.conf").write_text(json.dumps(settings), encoding="utf-8")
        # Orca opens its debug file block-buffered (its end is lost when Orca is killed): the
        # launcher opens it line-buffered, then runs Orca's own script.
        launcher = (
            "import builtins, sys\n"
            "_open = builtins.open\n"
            "def _line_buffered(file, mode='r', *args, **kwargs):\n"
            "    if file == sys.argv[-1] and 'w' in mode and not args:\n"
            "        kwargs.setdefault('buffering', 1)\n"
            "    return _open(file, mode, *args, **kwargs)\n"
            "builtins.open = _line_buffered\n"
            "sys.argv[0] = '/usr/bin/orca'\n"
            "exec(compile(_open('/usr/bin/orca').read(), '/usr/bin/orca', 'exec'))\n"
        )
        self._orca = self.spawn(
            [
                str(SYSTEM_PYTHON), "-c", launcher,
                "--user-prefs", str(prefs),
                "--debug-file", str(self.orca_log),
            ],
            log="orca.out",
            # Orca's voice takes its language from the locale's variables (not the C library's
            # locale, which need not be installed): French for a French desk.
            env={"LANGUAGE": f"{self.lang}:en"},
            unset=("LC_ALL",),
        )  # fmt: skip
        # Orca greets with "Screen reader on." once it listens: the ear hears it.
        self.wait_for(
            lambda u: "screen reader on" in u.text.lower() or "lecteur" in u.text.lower(), 30.0
        )

    # -- listening and keys -------------------------------------------------------------------

    def heard(self) -> list[Utterance]:
        """Every utterance so far, in order."""
        return read_ear(self.ear_log)

    def mark(self) -> int:
        """The number of utterances begun so far: pass it to :meth:`since`."""
        return len(self.heard())

    def since(self, mark: int) -> list[Utterance]:
        """The utterances begun after :meth:`mark` returned ``mark``."""
        return self.heard()[mark:]

    def wait_for(
        self, predicate: Callable[[Utterance], bool], timeout: float = 20.0, after: int = 0
    ) -> Utterance:
        """The first utterance (from index ``after``) for which ``predicate`` holds, waiting for
        it (bounded: ``AssertionError`` with what was heard)."""
        end = time.monotonic() + timeout
        while True:
            for utterance in self.heard()[after:]:
                if predicate(utterance):
                    return utterance
            if self._orca is not None and self._orca.poll() is not None:
                raise RuntimeError("Orca ended: " + self._tail("orca.out"))
            if time.monotonic() > end:
                texts = [u.text for u in self.heard()[after:]][-20:]
                raise AssertionError(f"not heard within {timeout} s; heard: {texts}")
            time.sleep(0.02)

    def settle(
        self,
        after: int | None = None,
        quiet: float = 1.0,
        first: float = 4.0,
        timeout: float = 60.0,
    ) -> None:
        """The patient listener: wait until something was said after utterance ``after`` (at
        most ``first`` seconds: a key may say nothing), then until nothing is being said and
        nothing began for ``quiet`` seconds."""
        start = time.monotonic()
        if after is not None:
            while len(self.heard()) <= after and time.monotonic() - start < first:
                time.sleep(0.02)
        end = start + timeout
        while time.monotonic() < end:
            heard = self.heard()
            if heard and heard[-1].end is None:
                time.sleep(0.02)
                continue
            last = max((u.end or u.begin for u in heard[-5:]), default=0.0)
            if time.monotonic() - last >= quiet:
                return
            time.sleep(0.02)
        raise AssertionError(f"never silent for {quiet} s within {timeout} s")

    def xdotool(self, *args: str) -> None:
        """Run xdotool on the desk's display."""
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=20)

    def key(self, *names: str, delay_ms: int = 0) -> float:
        """Press keys (X key names: ``Down``, ``Return``, ``h``); the time of the first press."""
        at = time.monotonic()
        args = ["key", "--delay", str(delay_ms), *names] if delay_ms else ["key", *names]
        self.xdotool(*args)
        return at

    def focused_window(self) -> str:
        """The name of the window that has the keyboard focus (what a test failing says)."""
        result = subprocess.run(
            ["xdotool", "getwindowfocus", "getwindowname"],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
        return result.stdout.strip() or result.stderr.strip()

    def focus_window(self, name_pattern: str, timeout: float = 20.0) -> str:
        """Wait for a window whose name matches, give it the keyboard focus; its id."""
        found: list[str] = []

        def visible() -> bool:
            result = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", name_pattern],
                env=self.env,
                capture_output=True,
                text=True,
                timeout=10,
                check=False,
            )
            found[:] = result.stdout.split()
            return bool(found)

        _until(visible, timeout, f"no window named {name_pattern!r}")
        window = found[-1]
        self.xdotool("windowfocus", "--sync", window)
        return window

    def _tail(self, name: str, lines: int = 20) -> str:
        path = self.root / name
        if not path.exists():
            return ""
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])

    # -- end -------------------------------------------------------------------------------

    def close(self) -> None:
        """End every process the desk started (newest first), remove its folder, free the lock."""
        if sys.platform == "win32":  # pragma: no cover - never started there
            return
        for process in reversed(self._processes):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, signal.SIGTERM)
        for process in reversed(self._processes):
            try:
                process.wait(3.0)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(process.pid, signal.SIGKILL)
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(3.0)
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, signal.SIGKILL)  # what the group left behind
        self._processes.clear()
        if self._speech is not None:
            self._speech.close()
            self._speech = None
        if self._own_root and not self.keep:
            shutil.rmtree(self.root, ignore_errors=True)
        elif self._own_root:
            sys.stderr.write(f"the Orca desk's logs are kept in {self.root}\n")
        if self._lock_file is not None:
            self._lock_file.close()  # releases the lock
            self._lock_file = None

    def __enter__(self) -> OrcaDesk:
        return self.start()

    def __exit__(self, kind: object, *exc: object) -> None:
        self.keep = self.keep or kind is not None  # what went wrong is in its logs
        self.close()


def _other_orcas() -> list[str]:
    """Orca processes of this user (as Orca looks them up)."""
    if sys.platform == "win32":  # pragma: no cover - no Orca there
        return []
    result = subprocess.run(
        ["pgrep", "-u", str(os.getuid()), "-x", "orca"],
        capture_output=True,
        text=True,
        timeout=10,
        check=False,
    )
    return result.stdout.split()


def _read_line(fd: int, timeout: float, process: subprocess.Popen[bytes]) -> str:
    """One line a starting program writes to ``fd`` (bounded)."""
    import select

    data = b""
    end = time.monotonic() + timeout
    while b"\n" not in data and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            chunk = os.read(fd, 256)
            if not chunk:
                break
            data += chunk
        elif process.poll() is not None:
            break
    return data.decode(errors="replace").strip()


def _until(condition: Callable[[], bool], timeout: float, failure: str) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise RuntimeError(failure)
        time.sleep(0.05)
