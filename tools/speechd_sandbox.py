"""A private, headless speech-dispatcher whose audio goes to a file (tests and benchmarks).

Started with the default configuration on a machine without a sound card, speech-dispatcher hangs.
This one gets its own configuration, socket, pid file and logs in a temporary directory, and sends
its audio through ALSA's ``file`` plugin (``AudioALSADevice "file:PATH,raw"``): no card needed, and
the speech it really produced can be checked. Linux only; :func:`available` says whether it can run.

With ``ear=PATH`` its one output module is :mod:`tools.speech_ear` instead of espeak-ng: every
utterance is recorded in ``PATH`` (its text, language, and how long it lasted), nothing is
played.

Use it as a context manager; :attr:`SpeechDispatcherSandbox.env` holds the variables that point
clients (``speechd``, accessible-output2) at it::

    with SpeechDispatcherSandbox() as sandbox:
        os.environ.update(sandbox.env)
        ...
        audio = sandbox.captured_audio()
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from array import array
from pathlib import Path

__all__ = ["SpeechDispatcherSandbox", "available"]

_CONFIG = """\
LogLevel 3
LogDir "{log}"
DefaultVolume 100
AudioOutputMethod "alsa"
AudioALSADevice "file:{audio},raw"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultLanguage "{lang}"
DefaultRate {rate}
"""

_EAR_CONFIG = """\
LogLevel 3
LogDir "{log}"
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "ear" "{module}" "ear.conf"
DefaultModule ear
DefaultLanguage "{lang}"
DefaultRate {rate}
"""
ROOT = Path(__file__).resolve().parents[1]


def available() -> bool:
    """True when speech-dispatcher and its espeak-ng module can run here."""
    return sys.platform.startswith("linux") and shutil.which("speech-dispatcher") is not None


class SpeechDispatcherSandbox:
    """One speech-dispatcher daemon in a temporary directory, killed by :meth:`close`."""

    def __init__(
        self, lang: str = "en", root: Path | None = None, ear: Path | None = None, rate: int = 0
    ) -> None:
        self._own_root = root is None
        self.root = Path(tempfile.mkdtemp(prefix="audiogame-speechd-")) if root is None else root
        self.config_home = self.root / "config"
        self.runtime_dir = self.root / "run"
        self.config_dir = self.config_home / "speech-dispatcher"
        self.log_dir = self.root / "log"
        self.audio_file = self.root / "speech.raw"
        self.socket = self.runtime_dir / "speechd.sock"
        self.lang = lang
        self.ear = ear
        """The ear's log (speech recorded, not played), or ``None`` (espeak-ng to a file)."""
        self.rate = rate
        """The daemon's default rate (-100 to 100)."""
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def address(self) -> str:
        """The value of ``SPEECHD_ADDRESS`` for clients."""
        return f"unix_socket:{self.socket}"

    @property
    def env(self) -> dict[str, str]:
        """Environment variables that lead speech-dispatcher clients here."""
        return {
            "XDG_CONFIG_HOME": str(self.config_home),
            "XDG_RUNTIME_DIR": str(self.runtime_dir),
            "SPEECHD_ADDRESS": self.address,
        }

    def configure(self) -> SpeechDispatcherSandbox:
        """Write the configuration only: a client given :attr:`env` that autospawns a daemon
        gets a headless one (the test of a program that starts its own)."""
        self.config_dir.mkdir(parents=True, exist_ok=True)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        self.runtime_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        if self.ear is None:
            config = _CONFIG.format(
                log=self.log_dir, audio=self.audio_file, lang=self.lang, rate=self.rate
            )
        else:
            module = self.root / "sd_ear"
            module.write_text(
                "#!/bin/sh\n"
                f"export AUDIOGAME_EAR_LOG='{self.ear}'\n"
                f"export PYTHONPATH='{ROOT}'\n"
                f"exec '{sys.executable}' -m tools.speech_ear \"$@\"\n",
                encoding="utf-8",
            )
            module.chmod(0o755)
            (self.config_dir / "modules").mkdir(exist_ok=True)
            (self.config_dir / "modules" / "ear.conf").write_text("", encoding="utf-8")
            config = _EAR_CONFIG.format(
                log=self.log_dir, module=module, lang=self.lang, rate=self.rate
            )
        (self.config_dir / "speechd.conf").write_text(config, encoding="utf-8")
        return self

    @property
    def pid(self) -> int | None:
        """The daemon's process id, while :meth:`start` runs it."""
        return self._process.pid if self._process is not None else None

    def start(self, timeout: float = 30.0) -> SpeechDispatcherSandbox:
        """Write the configuration, start the daemon, wait until it answers (bounded: a busy
        machine's daemon takes seconds to load its output module after its socket exists, and
        a program started before would find it not answering)."""
        self.configure()
        env = {**os.environ, **self.env}
        env.pop("SPEECHD_ADDRESS", None)
        command = [
            "speech-dispatcher",
            "--run-single",
            "--timeout", "0",
            "--config-dir", str(self.config_dir),
            "--socket-path", str(self.socket),
            "--pid-file", str(self.runtime_dir / "speechd.pid"),
            "--log-dir", str(self.log_dir),
        ]  # fmt: skip
        self._process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=self.root,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while not self.socket.exists():
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise RuntimeError("speech-dispatcher did not start")
            time.sleep(0.02)
        while not self._answers(deadline - time.monotonic()):
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise RuntimeError("speech-dispatcher did not answer")
            time.sleep(0.1)
        return self

    def _answers(self, timeout: float) -> bool:
        """Whether the daemon lists its output modules (SSIP) within ``timeout`` seconds.

        The probe then says goodbye and waits until the daemon has closed its side, so that
        the program under test connects to a daemon done with the probe. Speech-dispatcher
        0.11.4 died of a segmentation fault twice under load at the program's first
        connection, right after a probe that closed at once; that race is the likely
        trigger, not a proven one."""
        if sys.platform == "win32":  # pragma: no cover - the sandbox runs on Linux only
            return False
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
                client.settimeout(max(timeout, 0.1))
                client.connect(str(self.socket))
                client.sendall(b"LIST OUTPUT_MODULES\r\n")
                received = b""
                while b"\r\n2" not in b"\r\n" + received:  # a final line: "2xx OK ..."
                    chunk = client.recv(4096)
                    if not chunk:
                        return False
                    received += chunk
                client.sendall(b"QUIT\r\n")
                while client.recv(4096):  # "231 HAPPY HACKING", then the daemon closes
                    pass
                return True
        except OSError:
            return False

    def captured_audio(self) -> array[int]:
        """The speech written so far, as signed 16-bit samples."""
        samples = array("h")
        if self.audio_file.exists():
            data = self.audio_file.read_bytes()
            samples.frombytes(data[: len(data) // 2 * 2])
        return samples

    def wait_for_audio(
        self, min_bytes: int = 2000, settle: float = 0.3, timeout: float = 8.0
    ) -> int:
        """Wait until the audio file holds ``min_bytes`` and stopped growing; its size (bounded)."""
        deadline = time.monotonic() + timeout
        last, since = -1, time.monotonic()
        while time.monotonic() < deadline:
            size = self.audio_file.stat().st_size if self.audio_file.exists() else 0
            if size != last:
                last, since = size, time.monotonic()
            elif size >= min_bytes and time.monotonic() - since >= settle:
                break
            time.sleep(0.02)
        return max(last, 0)

    def close(self) -> None:
        """Stop the daemon and its speech module, remove the temporary directory."""
        process, self._process = self._process, None
        if process is not None and sys.platform != "win32":  # process groups: POSIX only
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(3.0)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(process.pid, signal.SIGKILL)
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(3.0)
            # the speech module is in the daemon's session: make sure it is gone too
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, signal.SIGKILL)
        if self._own_root:
            shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> SpeechDispatcherSandbox:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()
