"""The built-in voice: pyttsx3 renders each utterance, our own mixer plays it.

pyttsx3's own playback cannot be interrupted (its Linux driver blocks in ``aplay``) and is
unreliable with several queued utterances, while rendering to a WAV takes about 10 ms a phrase with
espeak-ng. So a background thread renders messages in order (in the worker process of
:mod:`audiogame.speech.renderer`) and queues the audio on the mixer's speech channel; stopping
clears that channel, which is silent from the next audio block (10 ms), and drops what was not
rendered yet.

If the engine breaks in the middle of a game the speaker reports it to its failure handler and
hands back the messages it had not played (:meth:`TtsSpeaker.take_unspoken`), so that another
backend can say them.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
import time
from collections import deque
from collections.abc import Callable

from audiogame.sound.mixer import Mixer
from audiogame.sound.pcm import peak, wav_to_mono16
from audiogame.speech.base import FailureHandler, SpeakerError, Utterance
from audiogame.speech.renderer import TtsRenderer
from audiogame.speech.voices import TtsSettings, VoiceInfo, rank_voices, voice_speaks

__all__ = ["PROBE_TEXT", "TtsSettings", "TtsSpeaker"]

log = logging.getLogger(__name__)

STALL_SECONDS = 1.5
"""Speech waiting this long without the device pulling audio means the device is gone."""
PROBE_TEXT = {"fr": "bonjour", "en": "hello"}
"""Rendered once at start to prove the engine and the voice work."""
SILENT_PEAK = 200
"""A render whose loudest sample is below this is silent (a voice that failed to load)."""


class TtsSpeaker:
    """Speaks through pyttsx3 renders played on the mixer's speech channel.

    Build it with :meth:`start`. ``voice`` is the voice in use and ``voice_matches_language``
    tells whether it speaks the game's language (False when the engine has no such voice).
    """

    name = "tts"

    def __init__(
        self,
        mixer: Mixer,
        renderer: TtsRenderer,
        settings: TtsSettings,
        voice: VoiceInfo | None,
        voice_matches_language: bool,
    ) -> None:
        self._mixer = mixer
        self._renderer = renderer
        self.settings = settings
        self.voice = voice
        self.voice_matches_language = voice_matches_language
        self.detail = voice.id if voice else "default voice"
        self._cond = threading.Condition()
        self._waiting: deque[Utterance] = deque()
        self._generation = 0
        self._failed: BaseException | None = None
        self._closed = False
        self._handler: FailureHandler | None = None
        self.stall_seconds = STALL_SECONDS
        """How long queued speech may wait for a device that does not pull audio."""
        self._thread = threading.Thread(target=self._run, name="tts", daemon=True)
        self._thread.start()

    # -- start-up -----------------------------------------------------------------------------

    @classmethod
    def start(
        cls,
        mixer: Mixer,
        settings: TtsSettings | None = None,
        *,
        renderer_factory: Callable[[], TtsRenderer] = TtsRenderer,
    ) -> TtsSpeaker:
        """Start the engine, choose and check the voice; SpeakerError if it does not work."""
        settings = settings or TtsSettings()
        renderer = renderer_factory()
        try:
            voice, matches = _choose_checked_voice(renderer, mixer, settings)
        except BaseException:
            renderer.close()
            raise
        return cls(mixer, renderer, settings, voice, matches)

    # -- the Speaker protocol ----------------------------------------------------------------

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Queue ``text``; with ``interrupt``, silence everything first. Returns at once."""
        with self._cond:
            if self._failed is not None:
                raise SpeakerError(f"the built-in voice stopped: {self._failed}")
            if self._closed:
                raise SpeakerError("the built-in voice is closed")
            if interrupt:
                self._silence()
            if text.strip():
                self._waiting.append(Utterance(text, interrupt))
                self._cond.notify()

    def braille(self, text: str) -> None:
        """Nothing: the built-in voice has no braille display."""

    def stop(self) -> None:
        """Silence now (from the next audio block) and drop what is queued."""
        with self._cond:
            self._silence()

    def close(self) -> None:
        """Stop speaking and end the engine."""
        with self._cond:
            self._closed = True
            self._silence()
            self._cond.notify_all()
        self._thread.join(2.0)
        self._renderer.close()

    # -- BackgroundSpeaker --------------------------------------------------------------------

    def set_failure_handler(self, handler: FailureHandler | None) -> None:
        """Call ``handler(self, error)`` (from the TTS thread) if the engine breaks."""
        self._handler = handler

    def take_unspoken(self) -> list[Utterance]:
        """After a failure: the messages not played yet, each returned once."""
        with self._cond:
            if self._failed is None:
                return []
            unspoken = list(self._waiting)
            self._waiting.clear()
            return unspoken

    # -- settings and state --------------------------------------------------------------------

    def configure(self, *, rate: int | None = None, volume: float | None = None) -> None:
        """Change the rate or the engine volume for the next messages."""
        changes: dict[str, object] = {}
        if rate is not None:
            changes["rate"] = rate
        if volume is not None:
            changes["volume"] = volume
        with self._cond:
            self.settings = dataclasses.replace(self.settings, **changes)  # type: ignore[arg-type]

    @property
    def busy(self) -> bool:
        """True while messages are waiting to be rendered or audio is playing."""
        with self._cond:
            return bool(self._waiting) or self._mixer.speech_busy

    def wait_idle(self, timeout: float) -> bool:
        """Wait until everything queued was played; False if ``timeout`` ran out."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._cond:
                if self._failed is not None:
                    return False
                waiting = bool(self._waiting)
            if not waiting and self._mixer.wait_speech_idle(0.01):
                with self._cond:
                    if not self._waiting:
                        return True
            elif waiting:
                time.sleep(0.005)
        return False

    # -- internals -----------------------------------------------------------------------------

    def _silence(self) -> None:
        """Drop queued messages and cut the audio (lock held)."""
        self._waiting.clear()
        self._generation += 1
        self._mixer.stop_speech()

    def _render(self, text: str, settings: TtsSettings) -> bytes:
        voice_id = self.voice.id if self.voice else None
        render = self._renderer.render(
            text, voice=voice_id, rate=settings.rate, volume=settings.volume
        )
        return render.wav

    def _render_with_retry(self, text: str, settings: TtsSettings) -> bytes:
        try:
            return self._render(text, settings)
        except SpeakerError:
            log.info("tts render failed once; retrying with a fresh engine", exc_info=True)
            return self._render(text, settings)  # the renderer restarts its worker

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._waiting and not self._closed:
                    if self._mixer.stalled(self.stall_seconds):
                        break
                    self._cond.wait(self.stall_seconds / 4)
                if self._closed:
                    return
                stalled = self._mixer.stalled(self.stall_seconds)
            if stalled:
                self._fail(SpeakerError("the audio device stopped playing"), device_dead=True)
                return
            with self._cond:
                if not self._waiting:
                    continue
                utterance = self._waiting[0]
                generation = self._generation
                settings = self.settings
            try:
                wav = self._render_with_retry(utterance.text, settings)
                samples = wav_to_mono16(wav, self._mixer.rate)
            except Exception as exc:
                self._fail(exc)
                return
            with self._cond:
                if generation != self._generation or self._closed:
                    continue  # stopped or interrupted meanwhile: the message was dropped
                self._waiting.popleft()
                self._mixer.queue_speech(samples, tag=utterance)

    def _fail(self, error: BaseException, device_dead: bool = False) -> None:
        """Stop for good; the messages not said stay in ``_waiting`` for take_unspoken()."""
        with self._cond:
            if self._closed:
                return
            self._failed = error
            if device_dead:  # what was queued on a device that stopped was never heard
                unheard = [t for t in self._mixer.stop_speech() if isinstance(t, Utterance)]
                self._waiting.extendleft(reversed(unheard))
        log.warning("built-in voice failed: %s", error)
        handler = self._handler
        if handler is not None:
            try:
                handler(self, error)
            except Exception:
                log.exception("speech failure handler failed")


def _choose_checked_voice(
    renderer: TtsRenderer, mixer: Mixer, settings: TtsSettings
) -> tuple[VoiceInfo | None, bool]:
    """The first ranked voice that really renders non-silent audio, and whether it fits."""
    voices = renderer.voices()
    probe = PROBE_TEXT.get(settings.lang, PROBE_TEXT["en"])
    listed = {v.id.lower(): v for v in voices}
    for voice in rank_voices(voices, settings.lang, settings.voice)[:4]:
        render = renderer.render(probe, voice=voice.id, rate=settings.rate, volume=settings.volume)
        used = listed.get(render.voice.lower(), VoiceInfo(render.voice))
        if used.id.lower() != voice.id.lower() and not voice_speaks(used, settings.lang):
            log.info("voice %s not applied (engine kept %s)", voice.id, render.voice)
            continue
        if peak(wav_to_mono16(render.wav, mixer.rate)) < SILENT_PEAK:
            log.info("voice %s renders silence", voice.id)
            continue
        return used, True
    render = renderer.render(probe, rate=settings.rate, volume=settings.volume)
    if peak(wav_to_mono16(render.wav, mixer.rate)) < SILENT_PEAK:
        raise SpeakerError("the speech engine renders only silence")
    used = listed.get(render.voice.lower(), VoiceInfo(render.voice))
    return used, voice_speaks(used, settings.lang)
