"""The pyttsx3 render worker, run as ``python -m audiogame.speech.tts_worker`` by the TTS backend.

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
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, BinaryIO

__all__ = ["main"]


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


class _Engine:
    def __init__(self, workdir: Path) -> None:
        import pyttsx3  # type: ignore[import-untyped]

        self.engine = pyttsx3.init()
        self.path = workdir / "utterance.wav"
        self.settings: dict[str, Any] = {}

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
        start = time.perf_counter()
        self.engine.save_to_file(str(request["text"]), str(self.path))
        self.engine.runAndWait()
        seconds = time.perf_counter() - start
        data = self.path.read_bytes()
        voice = str(self.engine.getProperty("voice"))
        return {"voice": voice, "seconds": seconds, "nbytes": len(data)}, data


def _reply(channel: BinaryIO, header: dict[str, Any], payload: bytes = b"") -> None:
    channel.write(json.dumps(header).encode("utf-8") + b"\n")
    if payload:
        channel.write(payload)
    channel.flush()


def main() -> None:
    """Serve requests until stdin closes or ``quit`` arrives."""
    channel = _private_stdout()
    workdir = Path(tempfile.mkdtemp(prefix="audiogame-tts-"))
    engine: _Engine | None = None
    try:
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
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
