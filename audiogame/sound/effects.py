"""Sound effects for the table: an earcon, placed at the seat it concerns."""

from __future__ import annotations

from audiogame.sound.earcons import Earcon, earcon_samples
from audiogame.sound.mixer import Mixer
from audiogame.sound.stereo import seat_pan

__all__ = ["SoundEffects"]


class SoundEffects:
    """Plays earcons through a mixer, each seat heard at its place around the table."""

    def __init__(self, mixer: Mixer, players: int = 2, listener: int = 0) -> None:
        self.mixer = mixer
        self.players = players
        self.listener = listener

    def seat_table(self, players: int, listener: int) -> None:
        """Set the table: how many players, and the seat of the person listening."""
        self.players = players
        self.listener = listener

    def pan_of(self, seat: int | None) -> float:
        """Stereo position of ``seat`` (-1 left .. +1 right) for the listener."""
        return seat_pan(seat, self.listener, self.players)

    def play(self, earcon: Earcon | str, seat: int | None = None) -> None:
        """Play ``earcon`` at ``seat``'s place (centred when ``seat`` is None or yours)."""
        sound = Earcon(earcon)
        self.mixer.play_effect(earcon_samples(sound, self.mixer.rate), self.pan_of(seat), tag=sound)

    def preload(self) -> None:
        """Render every earcon now (about 0.1 s), so the first plays start at once."""
        for sound in Earcon:
            earcon_samples(sound, self.mixer.rate)
