"""Sound effects: generated earcons placed in stereo by seat.

Open the output once, at start-up, and close it at exit::

    from audiogame.sound import Earcon, open_audio

    audio = open_audio()                    # never raises; silent without a sound card
    audio.effects.seat_table(players=4, listener=0)
    audio.effects.play(Earcon.CARD_PLAYED, seat=1)   # seat 1 plays after you: heard on the left
    audio.mixer.effects_volume = 0.6        # speech_volume, mono, muted, effects_muted too
    ...
    audio.close()

The built-in voice (:mod:`audiogame.speech`) plays through the same mixer, on its speech channel.
"""

import logging

from audiogame.sound.device import NULL_BACKEND, AudioDevice, open_device
from audiogame.sound.earcons import Earcon, earcon_samples
from audiogame.sound.effects import SoundEffects
from audiogame.sound.mixer import DEFAULT_RATE, Block, Mixer
from audiogame.sound.output import AudioOutput, open_audio
from audiogame.sound.quiet import captured_prints, quiet_fds
from audiogame.sound.stereo import pan_gains, seat_pan

logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "DEFAULT_RATE",
    "NULL_BACKEND",
    "AudioDevice",
    "AudioOutput",
    "Block",
    "Earcon",
    "Mixer",
    "SoundEffects",
    "captured_prints",
    "earcon_samples",
    "open_audio",
    "open_device",
    "pan_gains",
    "quiet_fds",
    "seat_pan",
]
