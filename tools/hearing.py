"""What a listener heard, against what the program said: one key at a time.

A screen reader does not pass text on untouched: it joins lines that appeared together, drops
or adds punctuation, says the name of a key before the answer (key echo), and it may cut a
message short or skip it. :func:`compare` takes the messages the program said after one key
(its speech log, or a page's live regions) and the utterances the ear recorded after it, and
says, message by message, what was heard:

- *heard*: found, in order, inside an utterance said to its end;
- *cut*: found only inside an utterance that was cut off;
- *disordered*: heard whole, but before a message said earlier;
- *missing*: not found at all;

and what was heard that nobody said (*extra*): anything but the key's echo (a blank line, a
message heard twice, the name of a region). Words are compared, not characters: case,
punctuation and spacing are ignored (:func:`words`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

__all__ = ["Hearing", "Spoken", "compare", "words"]

_NOT_WORD = re.compile(r"[^\w]+")


def words(text: str) -> str:
    """``text`` as the words a listener hears: lower case, punctuation and symbols as spaces,
    one space between words (``"Plus 6, red."`` → ``"plus 6 red"``)."""
    folded = unicodedata.normalize("NFC", text).casefold().replace("_", " ")
    return " ".join(_NOT_WORD.sub(" ", folded).split())


class Spoken(Protocol):
    """An utterance as the ear recorded it (:class:`tools.orca_desk.Utterance`)."""

    @property
    def text(self) -> str: ...

    @property
    def whole(self) -> bool: ...


@dataclass
class Hearing:
    """What became of each message of one key (see the module)."""

    heard: list[str] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)
    disordered: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    """Heard and never said (words), key echoes left out."""
    echoes: int = 0
    """Key echoes heard."""

    @property
    def perfect(self) -> bool:
        """Every message heard once, whole, in order, and nothing else but the key's echo."""
        return not (self.cut or self.disordered or self.missing or self.extra)


def _find(haystack: str, needle: str, start: int) -> int:
    """Where ``needle`` starts in ``haystack`` at or after ``start``, on word boundaries."""
    position = start
    while True:
        found = haystack.find(needle, position)
        if found < 0:
            return -1
        end = found + len(needle)
        if (found == 0 or haystack[found - 1] in " \n") and (
            end == len(haystack) or haystack[end] in " \n"
        ):
            return found
        position = found + 1


def compare(said: Sequence[str], spoken: Iterable[Spoken], echoes: Iterable[str] = ()) -> Hearing:
    """Match ``said`` (the program's messages, in order) against ``spoken`` (the utterances, in
    order); ``echoes`` are the words the screen reader says for the key pressed (its echo),
    allowed once each before anything else."""
    result = Hearing()
    allowed = {words(echo) for echo in echoes if words(echo)}
    whole: list[str] = []
    cut: list[str] = []
    for utterance in spoken:
        text = words(utterance.text)
        if not text:
            continue
        if text in allowed:
            allowed.discard(text)
            result.echoes += 1
            continue
        (whole if utterance.whole else cut).append(text)
    stream = " ".join(whole)  # a message may span utterances (a part in each language)
    used = [False] * len(stream)
    position = 0
    for message in said:
        target = words(message)
        if not target:
            continue
        found = _find(stream, target, position)
        if found >= 0:
            result.heard.append(message)
            for index in range(found, found + len(target)):
                used[index] = True
            position = found + len(target)
        elif _find(stream, target, 0) >= 0:
            result.disordered.append(message)
        elif any(_find(text, target, 0) >= 0 for text in cut):
            result.cut.append(message)
        else:
            result.missing.append(message)
    leftover = "".join(ch if not used[i] else "\n" for i, ch in enumerate(stream))
    result.extra = [" ".join(part.split()) for part in leftover.split("\n") if part.strip()]
    result.extra += [text for text in cut if not any(words(m) in text for m in result.cut)]
    return result
