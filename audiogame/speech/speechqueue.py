"""The speech front object: what interrupts and what queues.

- :meth:`SpeechQueue.say` is for game events: they queue in order and never cut each other off;
- :meth:`SpeechQueue.read` is for what the player asked for with a key: it interrupts;
- :meth:`SpeechQueue.stop` silences.

A speaker failure never reaches the caller: below an
:class:`~audiogame.speech.auto.AutoSpeaker` it is handed over, otherwise it is logged. What was
said is remembered one level up, in :class:`audiogame.output.Output`'s history.
"""

from __future__ import annotations

import logging

from audiogame.speech.auto import AutoSpeaker
from audiogame.speech.base import Speaker, SpeakerError

__all__ = ["SpeechQueue"]

log = logging.getLogger(__name__)


class SpeechQueue:
    """Speech semantics over a :class:`~audiogame.speech.base.Speaker`."""

    def __init__(self, speaker: Speaker, *, auto: AutoSpeaker | None = None) -> None:
        self.speaker = speaker
        self.auto = auto
        """The backend chooser, when built by :func:`~audiogame.speech.open_speech`."""

    @property
    def name(self) -> str:
        """Name of the backend speaking now."""
        return self.speaker.name

    def _speak(self, text: str, interrupt: bool) -> None:
        try:
            self.speaker.speak(text, interrupt)
        except SpeakerError:
            log.warning("speech failed: %r", text, exc_info=True)

    def say(self, text: str) -> None:
        """A game event: said after what is already queued, never interrupting."""
        self._speak(text, interrupt=False)

    def read(self, text: str) -> None:
        """An answer to the player's key: silences what is being said and says ``text`` now."""
        self._speak(text, interrupt=True)

    def braille(self, text: str) -> None:
        """Show ``text`` on the braille display, if any."""
        try:
            self.speaker.braille(text)
        except SpeakerError:
            log.info("braille failed", exc_info=True)

    def stop(self) -> None:
        """Silence speech now and drop queued messages."""
        try:
            self.speaker.stop()
        except SpeakerError:
            log.info("stop failed", exc_info=True)

    def close(self) -> None:
        """Close the speaker."""
        try:
            self.speaker.close()
        except Exception:
            log.info("closing speech failed", exc_info=True)
