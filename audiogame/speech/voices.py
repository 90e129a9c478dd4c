"""Choosing a built-in voice that speaks the game's language, and the player's choices for it.

pyttsx3 lists voices with an id, a name and language codes; with espeak-ng the French voice is
``roa/fr`` (also reachable as ``fr``) and English ``gmw/en``. Setting an unknown id silently keeps
the previous voice, so the caller must check which voice it actually got
(:func:`voice_speaks`) after rendering with it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = ["PREFERRED_VOICE_IDS", "TtsSettings", "VoiceInfo", "rank_voices", "voice_speaks"]

PREFERRED_VOICE_IDS: dict[str, tuple[str, ...]] = {
    "fr": ("roa/fr", "fr", "fr-fr"),
    "en": ("gmw/en", "gmw/en-us", "en", "en-gb", "en-us"),
}
"""Voice ids to try first for each language (espeak-ng's own voices, which always work)."""

_LANGUAGE_WORDS: dict[str, tuple[str, ...]] = {
    "fr": ("french", "français", "francais"),
    "en": ("english",),
}

_UNRELIABLE_PREFIXES = ("mb/", "mb-")
"""espeak-ng MBROLA voices: listed even when MBROLA is not installed, then silent."""


@dataclass(frozen=True, slots=True)
class TtsSettings:
    """What the player chose for the built-in voice."""

    lang: str = "en"
    """Language of the game: a voice speaking it is chosen."""
    rate: int = 200
    """Words per minute (espeak-ng: 80-450)."""
    volume: float = 1.0
    """Engine volume, 0.0-1.0 (the mixer's speech volume applies on top)."""
    voice: str | None = None
    """A voice id the player picked; used first if the engine has it."""


@dataclass(frozen=True, slots=True)
class VoiceInfo:
    """A voice as pyttsx3 lists it."""

    id: str
    name: str = ""
    languages: tuple[str, ...] = ()


def _code_matches(code: str, lang: str) -> bool:
    code = code.lower().replace("_", "-")
    return code == lang or code.startswith(lang + "-")


def voice_speaks(voice: VoiceInfo, lang: str) -> bool:
    """True when ``voice`` is a voice for language ``lang`` ("fr", "en"...)."""
    lang = lang.lower()
    if any(_code_matches(code, lang) for code in voice.languages):
        return True
    tail = voice.id.lower().rsplit("/", 1)[-1].rsplit("\\", 1)[-1]
    if _code_matches(tail, lang):
        return True
    name = voice.name.lower()
    return any(word in name for word in _LANGUAGE_WORDS.get(lang, ()))


def rank_voices(
    voices: Iterable[VoiceInfo], lang: str, wanted: str | None = None
) -> list[VoiceInfo]:
    """The voices worth trying for ``lang``, best first (``wanted``, an id, comes first if listed).

    Empty when no listed voice speaks ``lang``.
    """
    listed: Sequence[VoiceInfo] = list(voices)
    by_id = {v.id.lower(): v for v in listed}
    ranked: list[VoiceInfo] = []

    def add(voice: VoiceInfo | None) -> None:
        if voice is not None and voice not in ranked:
            ranked.append(voice)

    if wanted:
        add(by_id.get(wanted.lower()))
    for voice_id in PREFERRED_VOICE_IDS.get(lang.lower(), ()):
        add(by_id.get(voice_id))
    reliable = [v for v in listed if not v.id.lower().startswith(_UNRELIABLE_PREFIXES)]
    for voice in reliable:
        if voice_speaks(voice, lang):
            add(voice)
    return ranked
