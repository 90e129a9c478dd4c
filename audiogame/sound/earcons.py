"""The game's earcons: short sounds generated here, one per kind of event.

Each earcon is a recipe (a few lines of :mod:`audiogame.sound.synth`) rendered once per sample rate
and cached. They are short (most under a third of a second), quieter than speech, and built from
distinct gestures so they can be told apart without looking: a click for a card, a rising chime for
your turn, a low double buzz for an illegal key, glides for the ghosts, bells for scoring.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from enum import StrEnum
from functools import cache

from audiogame.sound.synth import (
    Signal,
    bell,
    concat,
    glide,
    noise_burst,
    normalize,
    overlay,
    rest,
    to_pcm16,
    tone,
)

__all__ = ["EARCON_PEAK", "Earcon", "earcon_samples"]

EARCON_PEAK = 0.45
"""Loudest sample of every earcon, as a fraction of full scale (speech peaks near 1.0)."""


class Earcon(StrEnum):
    """Every sound effect of the game (the value is a stable name for settings and logs)."""

    CARD_PLAYED = "card_played"
    """A card lands on the table: a short papery click."""
    YOUR_TURN = "your_turn"
    """It is your turn: two rising chime notes."""
    ILLEGAL = "illegal"
    """That key or card is not allowed: a low double buzz."""
    TRICK_WON_BY_YOU = "trick_won_by_you"
    """You took the trick: a quick rising major arpeggio."""
    TRICK_WON_BY_OTHER = "trick_won_by_other"
    """Another player took the trick: two soft falling notes."""
    GHOST_LEAVES_RUIN = "ghost_leaves_ruin"
    """Fearless: a ghost leaves the ruin: a rising, wavering whistle."""
    GHOST_AT_ZERO = "ghost_at_zero"
    """Fearless: a ghost lands on 0: a falling, trembling glide ending in a thud."""
    DECREE_CHANGED = "decree_changed"
    """The Fox: the decree card changes: a quick trill."""
    TREASURE_SCORED = "treasure_scored"
    """The Fox: Treasure scores: a bright two-note coin."""
    ROUND_END = "round_end"
    """End of a round: three falling bell notes."""
    GAME_WON = "game_won"
    """You won the game: a short fanfare."""
    GAME_LOST = "game_lost"
    """You lost the game: a slow falling minor figure."""


def _hz(midi: int) -> float:
    return float(440.0 * 2.0 ** ((midi - 69) / 12.0))


C4, E_FLAT4, E4, G4, A4 = 60, 63, 64, 67, 69
C5, E5, G5, A5, B5, C6, E6 = 72, 76, 79, 81, 83, 84, 88


def _card_played(rate: int) -> Signal:
    snap = noise_burst(0.05, rate, decay=0.008, smooth=0.35, seed=11)
    body = glide(900.0, 520.0, 0.05, rate, attack=0.001, decay=0.012)
    return overlay(snap, body, 0.0, rate, gain=0.5)


def _your_turn(rate: int) -> Signal:
    return concat(bell(_hz(E5), 0.11, rate, decay=0.08), bell(_hz(A5), 0.22, rate, decay=0.1))


def _illegal(rate: int) -> Signal:
    buzz = (1.0, 0.0, 0.45, 0.0, 0.25, 0.0, 0.12)
    one = tone(140.0, 0.08, rate, harmonics=buzz, attack=0.003, release=0.015)
    return concat(one, rest(0.04, rate), one)


def _trick_won_by_you(rate: int) -> Signal:
    notes = [bell(_hz(m), 0.07, rate, decay=0.06) for m in (C5, E5)]
    return concat(*notes, bell(_hz(G5), 0.2, rate, decay=0.09))


def _trick_won_by_other(rate: int) -> Signal:
    soft = (1.0, 0.2)
    first = tone(_hz(G4), 0.09, rate, harmonics=soft, attack=0.004, decay=0.08)
    second = tone(_hz(E4), 0.16, rate, harmonics=soft, attack=0.004, decay=0.08)
    return concat(first, second)


def _ghost_leaves_ruin(rate: int) -> Signal:
    return glide(
        330.0, 990.0, 0.42, rate, attack=0.04, release=0.1, vibrato_hz=7.0, vibrato_depth=0.03
    )


def _ghost_at_zero(rate: int) -> Signal:
    fall = glide(660.0, 180.0, 0.36, rate, attack=0.02, release=0.05, tremolo_hz=14.0)
    thud = glide(120.0, 70.0, 0.14, rate, harmonics=(1.0, 0.3), attack=0.002, decay=0.05)
    return overlay(fall, thud, 0.34, rate, gain=0.9)


def _decree_changed(rate: int) -> Signal:
    notes = []
    for i in range(6):
        midi = B5 if i % 2 == 0 else G5
        notes.append(tone(_hz(midi), 0.04, rate, attack=0.002, release=0.01))
    return concat(*notes)


def _treasure_scored(rate: int) -> Signal:
    return concat(bell(_hz(B5), 0.07, rate, decay=0.2), bell(_hz(E6), 0.3, rate, decay=0.12))


def _round_end(rate: int) -> Signal:
    falling = [bell(_hz(m), 0.14, rate, decay=0.1) for m in (G5, E5)]
    return concat(*falling, bell(_hz(C5), 0.3, rate))


def _game_won(rate: int) -> Signal:
    brass = (1.0, 0.5, 0.3, 0.15)
    notes = [tone(_hz(m), 0.1, rate, harmonics=brass, release=0.02) for m in (C5, E5, G5)]
    final = tone(_hz(C6), 0.42, rate, harmonics=brass, attack=0.01, release=0.2, decay=0.5)
    return concat(*notes, final)


def _game_lost(rate: int) -> Signal:
    soft = (1.0, 0.25, 0.08)
    notes = [tone(_hz(m), 0.2, rate, harmonics=soft, release=0.05) for m in (G4, E_FLAT4)]
    final = glide(
        _hz(C4), _hz(C4), 0.45, rate, harmonics=soft, release=0.25, vibrato_hz=5, vibrato_depth=0.01
    )
    return concat(*notes, final)


_RECIPES: dict[Earcon, Callable[[int], Signal]] = {
    Earcon.CARD_PLAYED: _card_played,
    Earcon.YOUR_TURN: _your_turn,
    Earcon.ILLEGAL: _illegal,
    Earcon.TRICK_WON_BY_YOU: _trick_won_by_you,
    Earcon.TRICK_WON_BY_OTHER: _trick_won_by_other,
    Earcon.GHOST_LEAVES_RUIN: _ghost_leaves_ruin,
    Earcon.GHOST_AT_ZERO: _ghost_at_zero,
    Earcon.DECREE_CHANGED: _decree_changed,
    Earcon.TREASURE_SCORED: _treasure_scored,
    Earcon.ROUND_END: _round_end,
    Earcon.GAME_WON: _game_won,
    Earcon.GAME_LOST: _game_lost,
}


@cache
def earcon_samples(earcon: Earcon, rate: int) -> array[int]:
    """Mono signed 16-bit samples of ``earcon`` at ``rate`` (rendered once, then cached)."""
    signal = normalize(_RECIPES[Earcon(earcon)](rate), EARCON_PEAK)
    return to_pcm16(signal)
