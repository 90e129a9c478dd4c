"""Build the speech output from an output mode: ``auto``, ``screenreader``, ``tts``, ``terminal``.

Every mode is an :class:`~audiogame.speech.auto.AutoSpeaker` over an ordered list of backends:

- ``auto``: screen reader (not a bare system voice such as SAPI 5), then the built-in voice (only
  with a sound card), then the terminal;
- ``screenreader`` or ``tts``: that one first (the built-in voice then runs even without a sound
  card, as asked; speech-dispatcher may be started if none runs, and is stopped again at the
  end), then the others in the ``auto`` order, so the player is never left mute;
- ``terminal``: the terminal alone.

A fallback is never an output without a device: the built-in voice is tried after another
backend only where there is a sound card.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from audiogame.sound.device import OPEN_BOUND
from audiogame.sound.output import AudioOutput
from audiogame.speech.auto import AutoSpeaker, Candidate, SwitchHandler
from audiogame.speech.base import Speaker, SpeakerError
from audiogame.speech.log import SpeechLog
from audiogame.speech.screenreader import START_TIMEOUT as SCREENREADER_TIMEOUT
from audiogame.speech.screenreader import ScreenReaderSpeaker
from audiogame.speech.speechqueue import SpeechQueue
from audiogame.speech.terminal import TerminalSpeaker
from audiogame.speech.voices import TtsSettings

__all__ = ["BACKENDS", "OUTPUT_MODES", "candidates_for", "create_speaker", "open_speech"]

OUTPUT_MODES = ("auto", "screenreader", "tts", "terminal")
"""Values of ``--output`` and of the saved setting."""
BACKENDS = ("screenreader", "tts", "terminal")
"""Backends in the order ``auto`` tries them."""
TTS_TIMEOUT = 10.0
"""Seconds for the built-in voice's engine to start: a process, its voices, a test render (0.2 s
on this idle machine, 0.7 s with six busy loops on its two cores): a hang detector."""
TTS_START_LIMIT = OPEN_BOUND + TTS_TIMEOUT
"""The built-in voice's whole start: it first waits for the sound device, whose opening is
bounded on its own (a limit shorter than both together took a slow device's seconds from the
engine's, and said "unavailable" of a voice that works)."""


def _tts_starter(
    audio: AudioOutput | None, settings: TtsSettings, allow_silent: bool
) -> Callable[[], Speaker]:
    def start() -> Speaker:
        if audio is None:
            raise SpeakerError("no audio output", "no-sound")
        if audio.silent and not allow_silent:
            raise SpeakerError("no sound device", "no-sound")
        from audiogame.speech.tts import TtsSpeaker  # the built-in voice, only when tried

        return TtsSpeaker.start(audio.mixer, settings)

    return start


def candidates_for(
    mode: str,
    *,
    lang: str = "en",
    audio: AudioOutput | None = None,
    stream: TextIO | None = None,
    tts: TtsSettings | None = None,
) -> list[Candidate]:
    """The backends to try for ``mode``, in order."""
    if mode not in OUTPUT_MODES:
        raise ValueError(f"unknown output mode {mode!r}; expected one of {OUTPUT_MODES}")
    settings = tts or TtsSettings(lang=lang)
    if settings.lang != lang:
        settings = TtsSettings(lang, settings.rate, settings.volume, settings.voice)
    asked = mode == "screenreader"
    starters: dict[str, Candidate] = {
        "screenreader": Candidate(
            "screenreader",
            lambda: ScreenReaderSpeaker.start(
                allow_system_output=asked, allow_spawn=asked, lang=lang
            ),
            SCREENREADER_TIMEOUT + 1.0,
        ),
        "tts": Candidate("tts", _tts_starter(audio, settings, mode == "tts"), TTS_START_LIMIT),
        "terminal": Candidate("terminal", lambda: TerminalSpeaker(stream), 1.0),
    }
    if mode == "terminal":
        return [starters["terminal"]]
    order = [mode] if mode != "auto" else []
    order += [name for name in BACKENDS if name not in order]
    return [starters[name] for name in order]


def create_speaker(
    mode: str = "auto",
    *,
    lang: str = "en",
    audio: AudioOutput | None = None,
    stream: TextIO | None = None,
    tts: TtsSettings | None = None,
    on_switch: SwitchHandler | None = None,
    time_limit: float = 20.0,
) -> AutoSpeaker:
    """The speaker for ``mode``; ``.name`` is the backend chosen, ``.failures`` why others were not.

    Call it off the UI thread if the UI already runs: finding a screen reader may take seconds.
    """
    candidates = candidates_for(mode, lang=lang, audio=audio, stream=stream, tts=tts)
    return AutoSpeaker(candidates, time_limit=time_limit, on_switch=on_switch)


def open_speech(
    mode: str = "auto",
    *,
    lang: str = "en",
    audio: AudioOutput | None = None,
    speech_log: str | Path | None = None,
    stream: TextIO | None = None,
    tts: TtsSettings | None = None,
    on_switch: SwitchHandler | None = None,
    time_limit: float = 20.0,
) -> SpeechQueue:
    """The ready-to-use speech front: :func:`create_speaker`, logged to ``speech_log`` if given.

    Raises :class:`OSError` when the log file cannot be opened (the speech opened for it is
    closed first).

    ``queue.auto`` is the :class:`AutoSpeaker` (backend chosen, failures); ``queue.name`` the
    backend speaking now.
    """
    auto = create_speaker(
        mode,
        lang=lang,
        audio=audio,
        stream=stream,
        tts=tts,
        on_switch=on_switch,
        time_limit=time_limit,
    )
    speaker: Speaker = auto
    if speech_log is not None:
        try:
            speaker = SpeechLog(auto, speech_log)
        except OSError:
            auto.close()  # nothing opened here is left behind
            raise
    return SpeechQueue(speaker, auto=auto)
