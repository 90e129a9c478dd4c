"""The pyttsx3 render worker, started by the TTS backend (:func:`worker_command`).

It lives in its own process because pyttsx3 prints to stdout (``save_to_file`` announces every
file), its espeak driver keeps the last file name so that a later ``say()`` writes there instead of
speaking, and a synthesizer crash must not take the game down. Its stdout and stderr go to the null
device; the protocol runs on stdin and on a private copy of the original stdout.

Protocol: one JSON object per line in; one JSON object per line out, followed by ``nbytes`` raw
bytes when the reply has that key.

- ``{"cmd": "voices"}`` -> ``{"voices": [{"id", "name", "languages"}...], "voice": current id}``
- ``{"cmd": "render", "text", "voice", "rate", "volume"}`` -> ``{"voice": id in use,
  "seconds": render time, "nbytes": n}`` + a WAV file of ``n`` bytes
- ``{"cmd": "quit"}``; any failure -> ``{"error": "..."}``

It runs only our code: :func:`worker_command` starts Python with ``-P`` (the current folder is not
put on the import path) in the worker's own private temporary folder (an empty entry in
``PYTHONPATH``, which means "the current folder", then names that folder), and appends the folder
holding the ``audiogame`` package at the end of the import path (a game run from its source folder
still finds it; after the standard library, it shadows nothing). ``-I`` would also drop the user's
site-packages (``pip install --user``) and ``-E`` every ``PYTHON*`` variable of the player's own
set-up, so neither is used.

Its temporary folder, ``audiogame-tts-OWNER-RANDOM`` in the system's temporary directory, holds
the utterance being rendered and ``worker.pid``. The folders of workers that were killed are
removed by :func:`remove_stale_workdirs` (each worker calls it when it starts): only those whose
owner (the game) and worker processes are both gone, never a running game's.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import stat
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, BinaryIO

from audiogame.storage import process_alive

__all__ = [
    "WORKDIR_PREFIX",
    "main",
    "make_workdir",
    "remove_stale_workdirs",
    "worker_command",
]

WORKDIR_PREFIX = "audiogame-tts-"
PID_FILE = "worker.pid"
LEGACY_AGE = 24 * 3600.0
"""Seconds after which a folder of an older version (no process id in its name) untouched since is
stale: a working worker changes its folder with every render."""
_WORKDIR = re.compile(rf"{WORKDIR_PREFIX}(?:(?P<owner>[0-9]{{1,10}})-)?[a-z0-9_]{{8}}")
_BOOTSTRAP = (
    "import sys\n"
    "root = sys.argv.pop(1)\n"
    "if root not in sys.path:\n"
    "    sys.path.append(root)\n"  # after the standard library: it shadows nothing
    "from audiogame.speech.tts_worker import main\n"
    "main()\n"
)


def make_workdir(owner: int | None = None) -> Path:
    """A new private folder for a worker, named after its ``owner`` process (default: this one)."""
    pid = os.getpid() if owner is None else owner
    return Path(tempfile.mkdtemp(prefix=f"{WORKDIR_PREFIX}{pid}-"))


def worker_command(workdir: Path) -> list[str]:
    """The command line that starts a worker using ``workdir`` (also its working directory)."""
    root = str(Path(__file__).resolve().parents[2])  # the folder holding the audiogame package
    return [sys.executable, "-P", "-c", _BOOTSTRAP, root, str(workdir)]


def _pid_in(folder: Path) -> int | None:
    try:
        text = (folder / PID_FILE).read_text(encoding="ascii")
    except (OSError, ValueError):
        return None
    return int(text) if text.strip().isdigit() else None


def _stale(entry: os.DirEntry[str], owner: str | None, now: float) -> bool:
    info = entry.stat(follow_symlinks=False)
    if not stat.S_ISDIR(info.st_mode):
        return False  # a link or a file with this name: not ours to follow or remove
    if sys.platform != "win32" and info.st_uid != os.getuid():
        return False  # another user's
    if owner is None:
        return now - info.st_mtime > LEGACY_AGE
    if process_alive(int(owner)):
        return False
    worker = _pid_in(Path(entry.path))
    return worker is None or not process_alive(worker)


def remove_stale_workdirs(folder: Path | None = None) -> list[Path]:
    """Delete the folders of workers that are gone from ``folder`` (default: the system's
    temporary directory); returns what was deleted. Never raises."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder or tempfile.gettempdir()))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = _WORKDIR.fullmatch(entry.name)
        try:
            if match is None or not _stale(entry, match["owner"], now):
                continue
        except OSError:
            continue
        shutil.rmtree(entry.path, ignore_errors=True)
        if not os.path.lexists(entry.path):
            removed.append(Path(entry.path))
    return removed


def _private_stdout() -> BinaryIO:
    """Keep the real stdout for the protocol and send fd 1 and 2 to the null device."""
    channel = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.dup2(null, 2)
    os.close(null)
    sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives as long as we do
    sys.stderr = sys.stdout
    return channel


FINISH_WAIT = 10.0
"""Seconds a render waits for the driver's end of an utterance it announces (a hang detector:
it comes within milliseconds of ``runAndWait``)."""
FIRST_FINISH_WAIT = 2.0
"""Seconds the first render waits for that end before taking the driver for one that does not
announce it (the file is then complete when ``runAndWait`` returns)."""


class _Engine:
    """pyttsx3, rendering to a file. Its espeak driver synthesizes on a thread of its own and
    ``runAndWait`` may return before the file is written (1 render of 40 here on a busy
    machine): a render ends at the driver's "finished-utterance", once it has announced one."""

    FILE_NAME = "utterance.wav"

    def __init__(self, workdir: Path) -> None:
        import pyttsx3  # type: ignore[import-untyped]

        self.engine = pyttsx3.init()
        self.path = workdir / self.FILE_NAME
        self.settings: dict[str, Any] = {}
        self._finished = threading.Event()
        self._announces: bool | None = None
        """Whether the driver announces the end of an utterance (None: not known yet)."""
        self.engine.connect("finished-utterance", self._on_finished)

    def _on_finished(self, **_: object) -> None:
        self._finished.set()

    def _wait_finished(self) -> None:
        """Until the driver's end of the utterance, when it announces one."""
        if not self._finished.is_set() and self._announces is not False:
            self._finished.wait(FINISH_WAIT if self._announces else FIRST_FINISH_WAIT)
        if self._announces is None:
            self._announces = self._finished.is_set()

    def voices(self) -> dict[str, Any]:
        listed = []
        for voice in self.engine.getProperty("voices"):
            languages = [
                lang.decode("utf-8", "replace") if isinstance(lang, bytes) else str(lang)
                for lang in (getattr(voice, "languages", None) or [])
            ]
            listed.append({"id": str(voice.id), "name": str(voice.name), "languages": languages})
        return {"voices": listed, "voice": str(self.engine.getProperty("voice"))}

    def render(self, request: dict[str, Any]) -> tuple[dict[str, Any], bytes]:
        for key in ("voice", "rate", "volume"):
            value = request.get(key)
            if value is not None and self.settings.get(key) != value:
                self.engine.setProperty(key, value)
                self.settings[key] = value
        self.path.unlink(missing_ok=True)
        self._finished.clear()
        start = time.perf_counter()
        self.engine.save_to_file(str(request["text"]), str(self.path))
        self.engine.runAndWait()
        self._wait_finished()
        seconds = time.perf_counter() - start
        data = self.path.read_bytes()
        voice = str(self.engine.getProperty("voice"))
        return {"voice": voice, "seconds": seconds, "nbytes": len(data)}, data


def _reply(channel: BinaryIO, header: dict[str, Any], payload: bytes = b"") -> None:
    channel.write(json.dumps(header).encode("utf-8") + b"\n")
    if payload:
        channel.write(payload)
    channel.flush()


def main(argv: list[str] | None = None) -> None:
    """Serve requests until stdin closes or ``quit`` arrives.

    ``argv`` (default ``sys.argv[1:]``) may name the folder to work in, which the caller created
    and removes; without it the worker makes its own and removes it when it ends."""
    args = sys.argv[1:] if argv is None else argv
    channel = _private_stdout()
    owned = not args
    workdir = make_workdir() if owned else Path(args[0])
    engine: _Engine | None = None
    try:
        with contextlib.suppress(OSError):  # a render will say what is wrong with the folder
            (workdir / PID_FILE).write_text(str(os.getpid()), encoding="ascii")
        remove_stale_workdirs()
        for line in sys.stdin.buffer:
            try:
                request = json.loads(line)
                command = request.get("cmd")
                if command == "quit":
                    break
                if engine is None:
                    engine = _Engine(workdir)
                if command == "voices":
                    _reply(channel, engine.voices())
                elif command == "render":
                    _reply(channel, *engine.render(request))
                else:
                    _reply(channel, {"error": f"unknown command {command!r}"})
            except Exception as exc:
                _reply(channel, {"error": f"{type(exc).__name__}: {exc}"})
    finally:
        if owned:
            shutil.rmtree(workdir, ignore_errors=True)
        else:
            for name in (PID_FILE, _Engine.FILE_NAME):
                (workdir / name).unlink(missing_ok=True)


if __name__ == "__main__":
    main()
