"""A speech-dispatcher output module that listens instead of speaking: the ear of the screen-reader
tests.

speech-dispatcher runs an output module as a child process and talks to it over its standard
input and output (the module protocol of speech-dispatcher's manual, "Communication Protocol for
Output Modules"). This one answers like a synthesizer, but instead of sound it writes one JSON
line per event to the file named by ``AUDIOGAME_EAR_LOG``:

- ``{"event": "begin", "t": ..., "id": n, "text": ..., "language": ..., "duration": ...}`` when
  an utterance starts (``text`` with the SSML markup removed; ``rate`` and ``kind`` beside),
- ``{"event": "end", "t": ..., "id": n}`` when it was said to its end,
- ``{"event": "stop", "t": ..., "id": n}`` when it was cut (speech-dispatcher's STOP, which a
  screen reader sends when a key or a newer message interrupts).

An utterance lasts as long as espeak-ng takes to say it at the rate and in the language asked
(``espeak-ng --stdout`` counted in samples; a words-per-minute estimate when espeak-ng is absent),
so that cuts happen in real time, as they would for a listener. ``t`` is ``time.monotonic()``,
which every process of the machine shares on Linux: the harness compares it with its key times.

Run as ``python -m tools.speech_ear`` (speech-dispatcher is given a small shell script that
does so). Linux only; nothing here needs a sound card.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from typing import IO

__all__ = ["duration_of", "plain_text", "words_per_minute"]

NORMAL_WPM = 175
"""espeak-ng's speed at speech-dispatcher's rate 0 (its module's ``EspeakNormalRate``)."""
MIN_WPM = 80
MAX_WPM = 450

_TAG = re.compile(r"<[^>]*>")


def plain_text(ssml: str) -> str:
    """The words of an SSML message: tags (Orca's word marks among them) removed, entities
    replaced, whitespace collapsed."""
    return " ".join(html.unescape(_TAG.sub("", ssml)).split())


def words_per_minute(rate: int) -> int:
    """espeak-ng's speed for a speech-dispatcher rate from -100 to 100."""
    rate = max(-100, min(100, rate))
    if rate < 0:
        return NORMAL_WPM + (NORMAL_WPM - MIN_WPM) * rate // 100
    return NORMAL_WPM + (MAX_WPM - NORMAL_WPM) * rate // 100


def duration_of(text: str, language: str, rate: int) -> float:
    """Seconds espeak-ng takes to say ``text`` in ``language`` at speech-dispatcher's ``rate``."""
    wpm = words_per_minute(rate)
    espeak = shutil.which("espeak-ng")
    if espeak and text:
        voice = (language or "en").split("-")[0].lower() or "en"
        try:
            result = subprocess.run(
                [espeak, "-q", "--stdout", "-s", str(wpm), "-v", voice, "--", text],
                capture_output=True,
                timeout=10,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired):
            result = None
        if result is not None and result.returncode == 0 and len(result.stdout) > 44:
            return (len(result.stdout) - 44) / 2 / 22050  # 16-bit mono at 22,050 Hz
    return max(0.1, len(text.split()) * 60 / wpm)


class Ear:
    """The module: reads speech-dispatcher's commands, says each utterance for its duration."""

    def __init__(self, log: IO[str], commands: IO[str], replies: IO[str]) -> None:
        self._log = log
        self._in = commands
        self._out = replies
        self._lock = threading.Lock()  # replies and events never interleave
        self._settings: dict[str, str] = {}
        self._count = 0
        self._speaking: threading.Event | None = None  # set to cut the current utterance
        self._done: threading.Event | None = None

    def _reply(self, *lines: str) -> None:
        with self._lock:
            for line in lines:
                self._out.write(line + "\n")
            self._out.flush()

    def _record(self, **fields: object) -> None:
        fields = {"t": time.monotonic(), **fields}
        with self._lock:
            self._log.write(json.dumps(fields, ensure_ascii=False) + "\n")
            self._log.flush()

    def _block(self) -> list[str] | None:
        """Lines up to the lone dot (a dot doubled in the text is one dot); None at EOF."""
        lines: list[str] = []
        for raw in self._in:
            line = raw.rstrip("\n")
            if line == ".":
                return lines
            lines.append(line[1:] if line.startswith("..") else line)
        return None

    def _say(
        self, number: int, stop: threading.Event, done: threading.Event, length: float
    ) -> None:
        self._reply("701 BEGIN")
        cut = stop.wait(length)
        self._record(event="stop" if cut else "end", id=number)
        self._reply("703 STOP" if cut else "702 END")
        done.set()

    def _wait_idle(self) -> None:
        done = self._done
        if done is not None:
            done.wait(30)

    def _speak(self, kind: str) -> None:
        self._reply("202 OK RECEIVING MESSAGE")
        lines = self._block()
        if lines is None:
            return
        self._wait_idle()  # speech-dispatcher waits for END or STOP; be safe all the same
        text = plain_text("\n".join(lines))
        language = self._settings.get("language", "en")
        rate = int(self._settings.get("rate", "0") or 0)
        length = duration_of(text, language, rate)
        self._count += 1
        number = self._count
        self._record(
            event="begin",
            id=number,
            kind=kind,
            text=text,
            language=language,
            rate=rate,
            duration=round(length, 3),
        )
        stop, done = threading.Event(), threading.Event()
        self._speaking, self._done = stop, done
        self._reply("200 OK SPEAKING")
        threading.Thread(target=self._say, args=(number, stop, done, length), daemon=True).start()

    def _params(self, first: str, last: str, store: bool) -> None:
        self._reply(first)
        lines = self._block()
        if lines is None:
            return
        if store:
            for line in lines:
                name, _, value = line.partition("=")
                if value and value != "NULL":
                    self._settings[name.strip()] = value.strip()
        self._reply(last)

    def run(self) -> int:
        """Serve until QUIT or the end of input."""
        first = self._in.readline()
        if first.strip() != "INIT":
            return 3
        self._reply("299-audiogame ear: listening", "299 OK LOADED SUCCESSFULLY")
        for raw in self._in:
            command = raw.strip()
            if command in ("SPEAK", "CHAR", "KEY", "SOUND_ICON"):
                self._speak(command.lower())
            elif command in ("STOP", "PAUSE"):
                if self._speaking is not None:
                    self._speaking.set()
            elif command == "SET":
                self._params("203 OK RECEIVING SETTINGS", "203 OK SETTINGS RECEIVED", True)
            elif command == "AUDIO":
                self._params("207 OK RECEIVING AUDIO SETTINGS", "203 OK AUDIO INITIALIZED", False)
            elif command == "LOGLEVEL":
                self._params("207 OK RECEIVING LOGLEVEL SETTINGS", "203 OK LOGLEVEL SET", False)
            elif command.startswith("LIST VOICES"):
                self._reply("200-ear\ten\tnone", "200-ear-fr\tfr\tnone", "200 OK VOICE LIST SENT")
            elif command.startswith("DEBUG"):
                self._reply("200 OK DEBUGGING")
            elif command == "QUIT":
                if self._speaking is not None:
                    self._speaking.set()
                self._wait_idle()
                self._reply("210 OK QUIT")
                return 0
            else:
                self._reply("300 ERR UNKNOWN COMMAND")
        return 0


def main() -> int:
    """Entry point: the log file from ``AUDIOGAME_EAR_LOG``."""
    path = os.environ.get("AUDIOGAME_EAR_LOG")
    if not path:
        print("AUDIOGAME_EAR_LOG is not set", file=sys.stderr)
        return 2
    with open(path, "a", encoding="utf-8") as log:
        return Ear(log, sys.stdin, sys.stdout).run()


if __name__ == "__main__":
    sys.exit(main())
