"""Nothing raw: every string that comes from the network is cleaned before it is printed,
spoken, stored or relayed.

A name or a chat line from another player, a table code or a message from a server may hold
what drives a terminal rather than what reads as text: escape sequences (colours, cursor moves,
``OSC 52`` writing the clipboard, window titles), C0 and C1 control characters (``\\x9b`` is a
CSI on many terminals), bidirectional overrides that make text read backwards, invisible
characters. :func:`clean` takes all of these away, keeps every visible character of every
script, folds runs of white space into one space, keeps at most :data:`MAX_MARKS` combining
marks on one character and normalizes to NFC::

    >>> clean("Ada\\x1b]52;c;aGk=\\x07\\u202e !")
    'Ada !'

The client cleans every string of every frame it receives (:func:`clean_data`, in
:func:`~audiogame.online.protocol.decode_server`); the server cleans what it relays (names and
chat). A name must hold a letter or a digit (:func:`clean_name`).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

__all__ = ["MAX_DEPTH", "MAX_MARKS", "TooDeep", "clean", "clean_data", "clean_name"]

_SEQUENCES = re.compile(
    r"""
    (?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]?      # CSI ... final byte
  | (?:\x1b[\]PX^_]|[\x9d\x90\x98\x9e\x9f])                  # OSC, DCS, SOS, PM, APC ...
        [^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?                #   ... up to BEL or ST
  | \x1b[\x20-\x2f]*[\x30-\x7e]?                             # any other escape sequence
    """,
    re.VERBOSE,
)
"""Terminal escape sequences, 7-bit and 8-bit, whole (a cut-off one up to the end)."""

_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e\u17b4\u17b5")
"""Characters that are no control or space to Unicode but show nothing (Hangul fillers, the
blank braille pattern, the Mongolian vowel separator, the Khmer inherent vowels)."""

MAX_DEPTH = 16
"""Nesting of lists and objects :func:`clean_data` walks (frames need 4)."""


class TooDeep(ValueError):
    """Data nested deeper than :data:`MAX_DEPTH`."""


def _kept(char: str) -> bool:
    category = unicodedata.category(char)
    if category[0] == "C":  # controls, format characters (bidi overrides, zero widths) ...
        return False
    return char not in _BLANK_LETTERS


def clean(text: str) -> str:
    """``text`` without escape sequences, control, format or invisible characters; white
    space folded to single spaces, trimmed; NFC."""
    if text.isascii() and text.isprintable() and text == text.strip() and "  " not in text:
        return text  # the common case, already clean
    text = _SEQUENCES.sub("", unicodedata.normalize("NFC", text))
    kept = "".join(ch if _kept(ch) else " " if ch in "\t\n\r" else "" for ch in text)
    return _few_marks(unicodedata.normalize("NFC", " ".join(kept.split())))


MAX_MARKS = 3
"""Combining marks kept on one character (after NFC): Vietnamese needs two, scripts of India
and Southeast Asia three; dozens stacked on a letter ("Zalgo" text) only smear it, on the
screen and in braille, and make a screen reader spell every mark."""


def _few_marks(text: str) -> str:
    """``text`` with at most :data:`MAX_MARKS` combining marks in a row."""
    if text.isascii():
        return text
    out: list[str] = []
    run = 0
    for ch in text:
        if unicodedata.category(ch)[0] == "M":
            run += 1
            if run > MAX_MARKS:
                continue
        else:
            run = 0
        out.append(ch)
    return "".join(out)


def clean_name(text: str) -> str | None:
    """A person's name cleaned, or ``None`` when it holds no letter or digit (a name said
    aloud must be something to say)."""
    name = clean(text)
    return name if any(unicodedata.category(ch)[0] in "LN" for ch in name) else None


def clean_data(value: Any, depth: int = 0) -> Any:
    """``value`` (decoded JSON: dicts, lists, strings, numbers) with every string, keys
    included, passed through :func:`clean`; raises :class:`TooDeep` past :data:`MAX_DEPTH`."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict | list):
        if depth >= MAX_DEPTH:
            raise TooDeep(f"nested deeper than {MAX_DEPTH}")
        if isinstance(value, list):
            return [clean_data(item, depth + 1) for item in value]
        return {clean(str(k)): clean_data(v, depth + 1) for k, v in value.items()}
    return value
