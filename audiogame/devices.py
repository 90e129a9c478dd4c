"""The devices of one run: audio, speech and the :class:`~audiogame.output.Output` over them,
opened at start, reopened when the speech settings change, closed at the end.

A speech output that stops answering during play is replaced by the next one that works (see
:mod:`audiogame.speech.auto`); :meth:`Devices.announce` and the hand-over say which one speaks.
"""

from __future__ import annotations

import logging
import threading
from argparse import Namespace

from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.settings import Settings
from audiogame.sound import AudioOutput, SoundEffects, open_audio
from audiogame.speech import Failure, SpeechLog, SpeechQueue, TtsSettings, open_speech
from audiogame.speech.console import CONSOLE

__all__ = ["Devices", "words_per_minute"]

log = logging.getLogger(__name__)


def words_per_minute(rate: int) -> int:
    """The built-in voice's speed for a rate setting of 0-100 (espeak-ng: 120-450 words)."""
    return 120 + round(rate * 3.3)


def _print_line(text: str) -> None:
    """Print a message of the log, broken at spaces where it is wider than the terminal, the
    cursor left at its end (:mod:`audiogame.speech.console`)."""
    CONSOLE.write(text)


class Devices:
    """The devices of one run (see the module docstring)."""

    def __init__(self, args: Namespace, settings: Settings, tr: Translator) -> None:
        self.args = args
        self.tr = tr
        self.audio: AudioOutput = open_audio(wait=False)  # see start_sound
        self.mode = args.output or settings.output
        self._settings_output = settings.output
        self._voice = (tr.language, settings.rate)
        self._swap_lock = threading.Lock()
        self._log_trouble: OSError | None = None
        """Why ``--speech-log`` was dropped (it is not opened again)."""
        self._log_said = False
        self._swaps = 0
        """Speech outputs being opened on a worker thread (:meth:`reopen`)."""
        self._count_lock = threading.Lock()
        self._announced: set[str] = set()
        """The announcements of an output made so far (see :meth:`_outdated`)."""
        try:
            speech = self._open_speech(settings)
        except BaseException:
            self.audio.close()  # a start that fails closes what it opened
            raise
        self.effects = SoundEffects(self.audio.mixer)
        self.out = Output(
            speech,
            tr,
            self.effects,
            _print_line,
            sound=self._sound(settings),
            show_log=settings.show_log,
        )

    def _sound(self, settings: Settings) -> bool:
        return settings.sound and not self.args.no_sound

    def _open_speech(self, settings: Settings) -> SpeechQueue:
        tts = TtsSettings(lang=self.tr.language, rate=words_per_minute(settings.rate))

        def open_with(log_path: str | None) -> SpeechQueue:
            return open_speech(
                self.mode,
                lang=self.tr.language,
                audio=self.audio,
                speech_log=log_path,
                tts=tts,
                on_switch=self._switched,
            )

        log_path = self.args.speech_log if self._log_trouble is None else None
        try:
            speech = open_with(log_path)
        except OSError as exc:  # the speech log cannot be opened: speak without it
            log.warning("speech log %s not opened: %s", log_path, exc)
            self._log_trouble = exc
            speech = open_with(None)
        if isinstance(speech.speaker, SpeechLog):
            speech.speaker.set_failure_handler(self._log_failed)
        if speech.auto is not None:
            speech.auto.stale = self._outdated
        return speech

    def _outdated(self, text: str) -> bool:
        """Whether ``text``, left unsaid by an output that stopped answering, announced an
        output ("Speech: Screen reader."): no longer true, so not said after the hand-over,
        which says which output speaks now."""
        return " ".join(text.split()) in self._announced

    def _log_failed(self, error: OSError) -> None:
        """The speech log stopped working: it is dropped, speech goes on; say so once."""
        self._log_trouble = error
        out = getattr(self, "out", None)
        if out is not None:
            self.say_log_trouble()

    def say_log_trouble(self) -> None:
        """Say once, queued, that the speech log was dropped (if it was)."""
        if self._log_trouble is None or self._log_said:
            return
        self._log_said = True
        self.out.notice(self.tr.t("error-speech-log-failed", file=str(self.args.speech_log)))

    def _switched(self, old: str, new: str, failure: Failure) -> None:
        """Say, on the new output and before anything it had left unsaid, that the old one
        stopped answering and which one speaks now."""
        self.out.notice(self.tr.t("output-switched", mode=old, fallback=new))

    def start_sound(self) -> None:
        """Open the sound device now, on a thread of its own: called once the first screen has
        spoken (the built-in voice opens it at once, when it starts). Sounds played before are
        heard when it opens."""
        self.audio.begin()

    def open_sound(self) -> None:
        """Open the sound device now and wait until it is open (a run that writes to stderr
        soon after: stderr points at the null device while the device opens)."""
        self.audio.device  # noqa: B018  (opens it, or waits for the thread that does)

    def announce(self) -> None:
        """Say which speech output is in use, and why when it is not the one asked for."""
        self.out.notice(self._announcement())

    def _announcement(self) -> str:
        chosen = self.out.speech.name
        if chosen == "tts" and self.audio.silent:  # asked for by name: it runs, unheard
            text = self.tr.t("output-tts-silent")
        elif self.mode not in ("auto", chosen):
            text = self.tr.t("output-fallback", mode=self.mode, fallback=chosen)
        else:
            text = self.tr.t("output-auto-chose", mode=chosen)
        self._announced.add(" ".join(str(text).split()))
        return text

    def reopen(self, settings: Settings) -> None:
        """Apply changed speech settings: a new output mode, or the built-in voice's language
        or speed. The new output is opened on a worker thread (finding a screen reader can
        take seconds); keys keep working meanwhile, and what they answer waits for it, so
        that it is said by the new output (the first run's test sentence, a new speed), after
        the new output is announced. A new speed or language of the same voice is not
        announced."""
        self.out.sound = self._sound(settings)
        self.out.show_log = settings.show_log
        mode_changed = settings.output != self._settings_output
        voice_changed = (self.tr.language, settings.rate) != self._voice
        self._settings_output = settings.output
        self._voice = (self.tr.language, settings.rate)
        if mode_changed and settings.output != self.mode:
            self.mode = settings.output
            announce = True
        elif voice_changed and self.out.speech.name == "tts":
            announce = False
        else:
            return
        with self._count_lock:
            self._swaps += 1
        self.out.hold()
        threading.Thread(target=self._swap_speech, args=(settings, announce), daemon=True).start()

    def _swap_speech(self, settings: Settings, announce: bool) -> None:
        said: tuple[str, ...] = ()
        try:
            with self._swap_lock:
                before = self.out.speech.name
                new = self._open_speech(settings)
                self.out.replace_speech(new).close()
                if announce or new.name != before:  # the voice fell back to another output
                    said = (self._announcement(),)
        except Exception:  # the old output goes on; what waited is said there
            log.exception("the new speech output could not be opened")
        finally:
            self.out.release(first=said)
            with self._count_lock:
                self._swaps -= 1

    @property
    def swapping(self) -> bool:
        """A new speech output is being opened (and will be announced)."""
        return self._swaps > 0

    def mark_idle(self) -> None:
        """Write ``[idle]`` to the speech log, if there is one (see :class:`SpeechLog`)."""
        if isinstance(self.out.speech.speaker, SpeechLog):
            self.out.speech.speaker.mark_idle()

    def wait_quiet(self, timeout: float = 900.0) -> None:
        """Wait (bounded) until the built-in voice has said everything queued."""
        auto = self.out.speech.auto
        wait = getattr(auto.current if auto is not None else None, "wait_idle", None)
        if wait is not None:
            wait(timeout)

    def close(self) -> None:
        """Close speech (a speech-dispatcher we started is stopped) and sound."""
        self.out.speech.close()
        self.audio.close()
        CONSOLE.end()
