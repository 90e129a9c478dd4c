"""Client side of the pyttsx3 render worker (:mod:`audiogame.speech.tts_worker`).

:class:`TtsRenderer` starts the worker process, asks it for the voices and for renders, and waits
for each answer with a timeout: a worker that hangs or dies is killed and reported as a
:class:`~audiogame.speech.base.SpeakerError`, never as a hang. The worker runs in a private
temporary folder of the renderer's (see :func:`~audiogame.speech.tts_worker.worker_command`),
removed by :meth:`TtsRenderer.close`.
"""

from __future__ import annotations

import contextlib
import json
import logging
import queue
import shutil
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from audiogame.speech.base import SpeakerError
from audiogame.speech.tts_worker import make_workdir, worker_command
from audiogame.speech.voices import VoiceInfo

__all__ = ["RENDER_TIMEOUT", "START_TIMEOUT", "Render", "TtsRenderer"]

log = logging.getLogger(__name__)

START_TIMEOUT = 10.0
"""Seconds for the worker to start and list its voices."""
RENDER_TIMEOUT = 10.0
"""Seconds for one render."""


@dataclass(frozen=True, slots=True)
class Render:
    """One rendered utterance."""

    wav: bytes
    """A complete WAV file."""
    voice: str
    """The voice the engine really used."""
    seconds: float
    """Time the engine took, inside the worker."""


def _reader(stream: IO[bytes], replies: queue.Queue[tuple[dict[str, Any], bytes] | None]) -> None:
    """Turn the worker's output into (header, payload) replies; None when it ends."""
    try:
        while line := stream.readline():
            header = json.loads(line)
            size = int(header.get("nbytes", 0))
            payload = stream.read(size) if size else b""
            if len(payload) < size:
                break
            replies.put((header, payload))
    except (OSError, ValueError):
        log.debug("tts worker output unreadable", exc_info=True)
    replies.put(None)


class TtsRenderer:
    """A running render worker. Not thread-safe: one caller (the TTS thread) at a time."""

    def __init__(self, command: list[str] | None = None) -> None:
        self._command = command
        """A command to run instead of the worker (tests); it works in the current folder."""
        self._workdir: Path | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._replies: queue.Queue[tuple[dict[str, Any], bytes] | None] = queue.Queue()
        self._lock = threading.Lock()
        self._was_running = False

    def _spawn(self) -> subprocess.Popen[bytes]:
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0
        try:
            if self._command is None:
                if self._workdir is None or not self._workdir.is_dir():
                    self._workdir = make_workdir()
                command, cwd = worker_command(self._workdir), self._workdir
            else:
                command, cwd = self._command, None
            process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                cwd=cwd,
                creationflags=flags,
            )
        except OSError as exc:
            raise SpeakerError(f"cannot start the speech engine: {exc}") from exc
        assert process.stdout is not None
        self._replies = queue.Queue()
        threading.Thread(
            target=_reader, args=(process.stdout, self._replies), name="tts-reader", daemon=True
        ).start()
        self._process = process
        return process

    def _request(self, request: dict[str, Any], timeout: float) -> tuple[dict[str, Any], bytes]:
        with self._lock:
            reply = self._ask(request, timeout)
            if reply is None and self._was_running:
                # A worker that was already ending when asked (killed, but not yet known to
                # be gone): start a fresh one, once.
                reply = self._ask(request, timeout)
            if reply is None:
                raise SpeakerError("the speech engine stopped")
            header, payload = reply
            if "error" in header:
                raise SpeakerError(f"the speech engine failed: {header['error']}")
            return header, payload

    def _ask(self, request: dict[str, Any], timeout: float) -> tuple[dict[str, Any], bytes] | None:
        """Send ``request`` to the worker (started if needed) and wait for its reply; ``None``
        when the worker ended without one. :attr:`_was_running` says whether this worker had
        been running before the request (``False``: freshly started for it)."""
        process = self._process
        if process is not None and process.poll() is not None:
            self._kill()  # it ended: release its pipes before starting another
            process = None
        self._was_running = process is not None
        if process is None:
            process = self._spawn()
        assert process.stdin is not None
        try:
            process.stdin.write(json.dumps(request).encode("utf-8") + b"\n")
            process.stdin.flush()
            reply = self._replies.get(timeout=timeout)
        except queue.Empty:
            self._kill()
            raise SpeakerError("the speech engine did not answer in time", "timeout") from None
        except OSError as exc:
            if not self._was_running:
                self._kill()
                raise SpeakerError(f"the speech engine stopped: {exc}") from exc
            reply = None  # a broken pipe to a worker that was ending: like no reply
        if reply is None:
            self._kill()
        return reply

    def voices(self, timeout: float = START_TIMEOUT) -> list[VoiceInfo]:
        """The voices the engine offers."""
        header, _ = self._request({"cmd": "voices"}, timeout)
        return [
            VoiceInfo(str(v["id"]), str(v.get("name", "")), tuple(v.get("languages", ())))
            for v in header.get("voices", [])
        ]

    def render(
        self,
        text: str,
        *,
        voice: str | None = None,
        rate: int | None = None,
        volume: float | None = None,
        timeout: float = RENDER_TIMEOUT,
    ) -> Render:
        """Render ``text`` to a WAV file with these settings."""
        request = {"cmd": "render", "text": text, "voice": voice, "rate": rate, "volume": volume}
        header, payload = self._request(request, timeout)
        return Render(payload, str(header.get("voice", "")), float(header.get("seconds", 0.0)))

    def _kill(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        with contextlib.suppress(OSError):
            process.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(2.0)
        for stream in (process.stdin, process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()

    @property
    def pid(self) -> int | None:
        """Process id of the worker, if running (tests use it to simulate a crash)."""
        return self._process.pid if self._process is not None else None

    @property
    def workdir(self) -> Path | None:
        """The worker's temporary folder, once it was started."""
        return self._workdir

    def close(self) -> None:
        """Ask the worker to quit, make sure it does, and remove its folder."""
        with self._lock:
            process = self._process
            if process is not None:
                try:
                    assert process.stdin is not None
                    process.stdin.write(b'{"cmd": "quit"}\n')
                    process.stdin.flush()
                    process.wait(1.0)
                except (OSError, ValueError, subprocess.TimeoutExpired):
                    log.debug("tts worker did not quit; killing it", exc_info=True)
                self._kill()
            workdir, self._workdir = self._workdir, None
            if workdir is not None:
                shutil.rmtree(workdir, ignore_errors=True)
