"""Speech output: the Speaker protocol and its backends.

Create the output once, off the UI thread if the UI already runs (finding a screen reader can take
a few seconds), from the mode the player chose::

    from audiogame.sound import open_audio
    from audiogame.speech import open_speech

    audio = open_audio()
    speech = open_speech("auto", lang="fr", audio=audio, speech_log=args.speech_log)
    speech.auto.name          # "screenreader", "tts" or "terminal": announce it, localized
    speech.auto.failures      # why the others were not used
    speech.say("Ouest joue le 7 de trèfle.")   # a game event: queued, never cut off
    speech.read("Dame de cœur, 3 cartes.")     # the answer to a key: interrupts
    speech.stop()

Backends: :class:`ScreenReaderSpeaker` (accessible-output2), :class:`TtsSpeaker` (pyttsx3 renders
played by our mixer), :class:`TerminalSpeaker` (printed lines), :class:`RecordingSpeaker` (tests),
wrapped by :class:`SpeechLog` for ``--speech-log``.
"""

import logging
from typing import TYPE_CHECKING, Any

from audiogame.speech.auto import NO_BACKEND, AutoSpeaker, Candidate, Failure, SwitchHandler
from audiogame.speech.base import (
    BackgroundSpeaker,
    FailureHandler,
    Speaker,
    SpeakerError,
    Utterance,
)
from audiogame.speech.factory import (
    BACKENDS,
    OUTPUT_MODES,
    candidates_for,
    create_speaker,
    open_speech,
)
from audiogame.speech.log import SpeechLog
from audiogame.speech.recording import RecordingSpeaker
from audiogame.speech.screenreader import ScreenReaderSpeaker
from audiogame.speech.speechqueue import SpeechQueue
from audiogame.speech.terminal import TerminalSpeaker
from audiogame.speech.voices import TtsSettings, VoiceInfo

if TYPE_CHECKING:
    from audiogame.speech.tts import TtsSpeaker

logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "BACKENDS",
    "NO_BACKEND",
    "OUTPUT_MODES",
    "AutoSpeaker",
    "BackgroundSpeaker",
    "Candidate",
    "Failure",
    "FailureHandler",
    "RecordingSpeaker",
    "ScreenReaderSpeaker",
    "Speaker",
    "SpeakerError",
    "SpeechLog",
    "SpeechQueue",
    "SwitchHandler",
    "TerminalSpeaker",
    "TtsSettings",
    "TtsSpeaker",
    "Utterance",
    "VoiceInfo",
    "candidates_for",
    "create_speaker",
    "open_speech",
]


def __getattr__(name: str) -> Any:
    """The built-in voice's speaker, imported when first asked for (a program that speaks
    through a screen reader or the terminal never loads it)."""
    if name == "TtsSpeaker":
        from audiogame.speech.tts import TtsSpeaker

        return TtsSpeaker
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
