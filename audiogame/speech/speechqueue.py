"""The speech front object the UI talks to: what interrupts, what queues, and the history.

- :meth:`SpeechQueue.say` is for game events: they queue in order and never cut each other off;
- :meth:`SpeechQueue.read` is for what the player asked for with a key: it interrupts;
- :meth:`SpeechQueue.stop` silences; the history methods re-speak older messages and return them.

Every message said is remembered in :attr:`SpeechQueue.history` (500 messages). A speaker failure
never reaches the caller: below an :class:`~audiogame.speech.auto.AutoSpeaker` it is handed over,
otherwise it is logged.
"""

from __future__ import annotations

import logging

from audiogame.speech.auto import AutoSpeaker
from audiogame.speech.base import Speaker, SpeakerError
from audiogame.speech.history import HISTORY_SIZE, History

__all__ = ["SpeechQueue"]

log = logging.getLogger(__name__)


class SpeechQueue:
    """Speech semantics and history over a :class:`~audiogame.speech.base.Speaker`."""

    def __init__(
        self,
        speaker: Speaker,
        history_size: int = HISTORY_SIZE,
        *,
        auto: AutoSpeaker | None = None,
    ) -> None:
        self.speaker = speaker
        self.history = History(history_size)
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

    def say(self, text: str, *, remember: bool = True) -> None:
        """A game event: said after what is already queued, never interrupting."""
        if remember:
            self.history.add(text)
        self._speak(text, interrupt=False)

    def read(self, text: str, *, remember: bool = True) -> None:
        """An answer to the player's key: silences what is being said and says ``text`` now."""
        if remember:
            self.history.add(text)
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

    def _reread(self, text: str | None, speak: bool) -> str | None:
        if text is not None and speak:
            self._speak(text, interrupt=True)
        return text

    def repeat(self, *, speak: bool = True) -> str | None:
        """Say the last message again (interrupting); its text, or None if there is none."""
        return self._reread(self.history.repeat(), speak)

    def older(self, *, speak: bool = True) -> str | None:
        """Say the previous message of the history; None (and silence) at the oldest."""
        return self._reread(self.history.older(), speak)

    def newer(self, *, speak: bool = True) -> str | None:
        """Say the next message of the history; None (and silence) at the newest."""
        return self._reread(self.history.newer(), speak)

    def oldest(self, *, speak: bool = True) -> str | None:
        """Say the oldest message kept."""
        return self._reread(self.history.oldest(), speak)

    def newest(self, *, speak: bool = True) -> str | None:
        """Say the newest message."""
        return self._reread(self.history.newest(), speak)

    def close(self) -> None:
        """Close the speaker."""
        try:
            self.speaker.close()
        except Exception:
            log.info("closing speech failed", exc_info=True)
