"""What the table says, and how: speech (queued events, interrupting answers), braille, earcons
and, where the player wants it, the printed log.

:class:`Output` is the one object the table and the interface talk to, so that the rules of
speech (events never cut each other off; a key's answer interrupts) live in one place.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from audiogame.sound import Earcon, SoundEffects
from audiogame.speech import SpeechQueue

__all__ = ["Output"]

log = logging.getLogger(__name__)


class Output:
    """Speech, braille, sound and printed log behind two verbs: :meth:`event` and :meth:`answer`.

    ``echo`` receives each event line for the printed log (``None``: nothing printed, as when the
    speaker already prints, in terminal mode). ``effects`` ``None`` or ``sound=False`` means no
    earcons.
    """

    def __init__(
        self,
        speech: SpeechQueue,
        effects: SoundEffects | None = None,
        echo: Callable[[str], None] | None = None,
        *,
        sound: bool = True,
    ) -> None:
        self.speech = speech
        self.effects = effects
        self.echo = echo
        self.sound = sound
        self.status = ""
        """The last message, shown on the status line."""

    def event(self, text: str) -> None:
        """A game event: queued after what is being said; printed in the log."""
        self.speech.say(text)
        self.speech.braille(text)
        self.status = text
        if self.echo is not None:
            self.echo(text)

    def answer(self, text: str) -> None:
        """The answer to a key: interrupts speech at once; shown on the status line."""
        self.speech.read(text)
        self.speech.braille(text)
        self.status = text

    def stop(self) -> None:
        """Silence speech now."""
        self.speech.stop()

    def earcon(self, sound: Earcon, seat: int | None = None) -> None:
        """Play an earcon at ``seat``'s place, unless sounds are off."""
        if self.sound and self.effects is not None:
            try:
                self.effects.play(sound, seat)
            except Exception:  # a sound must never stop the game
                log.warning("earcon %s failed", sound, exc_info=True)
