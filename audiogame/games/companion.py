"""What the table companion needs of each game: how a card is typed and said aloud, what the
table expects next, and the status reads of a public table (hands unknown).

One :class:`CompanionGame` per game (``audiogame/games/<game>_companion.py``), registered beside
the game's presentation. The words a player may type come from the locales (``companion.ftl``:
suit letters, colour names, tactile symbols, power names, sign words, numbers), so a French player
types ``goutte plus 5`` and an English one ``drop plus five``. Every language's words are accepted
at every table (a French table with an English friend reads ``green minus 4`` too); where two
languages give one word different meanings, the table's language wins. The engine's own texts
(``B+5``, ``7K``, ``decree 11K``, ``keep``) are accepted in every language.
"""

from __future__ import annotations

import re
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from audiogame.i18n import LANGUAGES, Translator
from engine import Event, Game

if TYPE_CHECKING:
    from audiogame.narration.narrator import Narrator

__all__ = [
    "CompanionGame",
    "EntryError",
    "SetupChoice",
    "join_names",
    "match_word",
    "normalize",
    "number",
    "number_words",
    "vocabulary",
    "words",
]


class EntryError(ValueError):
    """A typed entry that names no card or choice: the message id and its arguments."""

    def __init__(self, message: str, **args: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details: dict[str, Any] = args


_DASHES = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2014": "-", "\u2019": "'"})


def normalize(text: str) -> str:
    """Lower case, no accents, one space between words, typographic dashes as ``-``."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_DASHES))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.lower().split())


@cache
def _translator(language: str) -> Translator:
    return Translator(language)


def _words_of(language: str, msg_id: str, args: tuple[tuple[str, Any], ...]) -> list[str]:
    text = _translator(language).t(msg_id, **dict(args))
    found = {normalize(w).replace(" ", "") for w in text.split(",")}
    return sorted(w for w in found if w)


def _languages(tr: Translator) -> list[str]:
    """``tr``'s language, then the others."""
    return [tr.language, *(lang for lang in LANGUAGES if lang != tr.language)]


def words(tr: Translator, msg_id: str, **args: Any) -> list[str]:
    """The comma-separated words of a vocabulary message in every language (those of ``tr``'s
    language first), normalized and without spaces."""
    return list(_words(tuple(_languages(tr)), msg_id, tuple(sorted(args.items()))))


@cache
def _words(
    languages: tuple[str, ...], msg_id: str, args: tuple[tuple[str, Any], ...]
) -> tuple[str, ...]:
    found: dict[str, None] = {}
    for language in languages:
        found.update(dict.fromkeys(_words_of(language, msg_id, args)))
    return tuple(found)


def vocabulary(
    tr: Translator, msg_id: str, arg: str, values: Iterable[tuple[Any, Any]]
) -> dict[str, Any]:
    """Word to value for a vocabulary message that selects on ``arg``: for each ``(value,
    code)``, the words of ``msg_id`` with ``arg=code``, in every language; a word that two
    languages give different values keeps the value of ``tr``'s language."""
    return dict(_vocabulary(tuple(_languages(tr)), msg_id, arg, tuple(values)))


@cache
def _vocabulary(
    languages: tuple[str, ...], msg_id: str, arg: str, values: tuple[tuple[Any, Any], ...]
) -> tuple[tuple[str, Any], ...]:
    found: dict[str, Any] = {}
    for language in languages:
        for value, code in values:
            for word in _words_of(language, msg_id, ((arg, code),)):
                found.setdefault(word, value)
    return tuple(found.items())


NUMBERS = tuple(range(12))
"""The numbers a card needs, as words too (Fearless 0 to 6, the Fox 1 to 11)."""


def number(tr: Translator, text: str) -> int | None:
    """``text`` (squeezed) as a number: digits, or a number word of any language."""
    if text.isascii() and text.isdigit():
        return int(text)
    return number_words(tr).get(text)


def number_words(tr: Translator) -> dict[str, int]:
    """Every language's number words (``companion-number-words``), to their value."""
    return vocabulary(tr, "companion-number-words", "number", ((n, n) for n in NUMBERS))


def match_word(text: str, vocabulary: dict[str, int]) -> tuple[int, str] | None:
    """The value of the longest word of ``vocabulary`` (keys without spaces) that ``text``
    starts with, spaces ignored, and the rest of ``text`` without spaces."""
    squeezed = text.replace(" ", "")
    for key in sorted(vocabulary, key=len, reverse=True):
        if key and squeezed.startswith(key):
            return vocabulary[key], squeezed[len(key) :]
    return None


NUMBER = re.compile(r"[0-9]+")


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class SetupChoice:
    """One choice of the companion's setup that belongs to a game (3-player Fearless's removed
    colour, the Fox's target): a menu item changed with Left and Right, and an engine option."""

    option: str
    """The public table's option it sets."""
    values: tuple[Any, ...]
    label: str
    """Message id of the menu item; it gets the value (through :attr:`said`) as :attr:`arg`."""
    arg: str
    said: Callable[[Any], Any] = _same
    """The value as the message argument."""
    default: Any = None
    """The value offered first (``None``: the first of :attr:`values`)."""
    typed: tuple[int, int] | None = None
    """``(low, high)``: Enter on the item types any whole number in these bounds (the Fox's
    custom target); ``None``: only :attr:`values`."""
    typed_prompt: str = ""
    """Message id of the line that asks for the typed value (gets ``low`` and ``high``)."""
    flag: str | None = None
    """The command-line flag that gives it (``removed`` for ``--removed``); ``None``: the
    option's own name, as the table's setup has it (``--target``)."""
    flag_help: str = ""
    """The flag's help (English, like the rest of ``--help``)."""

    @property
    def flag_name(self) -> str:
        """The command-line flag, without its dashes."""
        return self.flag or self.option

    @property
    def first(self) -> Any:
        """The value offered first."""
        return self.values[0] if self.default is None else self.default

    def allows(self, value: Any) -> bool:
        """True for one of :attr:`values` or a whole number in the :attr:`typed` bounds."""
        if value in self.values:
            return True
        if self.typed is None or isinstance(value, bool) or not isinstance(value, int):
            return False
        return self.typed[0] <= value <= self.typed[1]


class CompanionGame(ABC):
    """One game's part of the companion (see the module docstring)."""

    name: ClassVar[str]
    """The engine registry name."""
    first_option: ClassVar[str]
    """The public table's option of the seat that starts the game (leads or deals first)."""

    def setup_choices(self, players: int) -> tuple[SetupChoice, ...]:
        """The game's own setup choices for ``players`` players."""
        return ()

    # --- entering -----------------------------------------------------------------------

    @abstractmethod
    def parse_card(self, tr: Translator, text: str) -> int:
        """The card (an engine card or kind) named by ``text`` (already :func:`normalize`d), in
        the language of ``tr`` or the engine's text; raises :class:`EntryError`."""

    @abstractmethod
    def entry_action(self, tr: Translator, game: Game, text: str) -> int:
        """The engine action meant by ``text`` (normalized) now: a card played, or the choice
        the table waits for (the Fox's decree card, a swap or keep); raises
        :class:`EntryError`."""

    @abstractmethod
    def pick_list(self, game: Game) -> list[int]:
        """The actions offered by the list of cards not yet seen, for the entry expected now."""

    # --- what is said -------------------------------------------------------------------

    @abstractmethod
    def prompt(self, n: Narrator, game: Game) -> str:
        """What the table expects now ("Ana to play.", "Decree card? Ben deals.")."""

    @abstractmethod
    def note(self, n: Narrator, event: Event) -> str | None:
        """A public table's note (``engine.public``) as one sentence; ``None`` for other
        events."""

    @abstractmethod
    def read_trick(self, n: Narrator, game: Game) -> str:
        """The trick in progress: its cards (and total), who plays next."""

    @abstractmethod
    def read_positions(self, n: Narrator, game: Game) -> str:
        """The scare track (Fearless) or the tricks won (the Fox)."""

    @abstractmethod
    def read_decree(self, n: Narrator, game: Game) -> str:
        """The decree card and trump, or that the game has none."""

    @abstractmethod
    def read_seats(self, n: Narrator, game: Game) -> str:
        """The seats in table order with the tricks each has won, who leads, who plays."""

    @abstractmethod
    def setup_lines(self, n: Narrator, game: Game) -> list[str]:
        """What is said when the companion starts a game (the deck, who leads or deals)."""

    @abstractmethod
    def entry_name(self, n: Narrator, game: Game, action: int, details: bool = False) -> str:
        """An entry named ("blue plus 5", "keep the decree"); ``details`` adds the tactile
        symbol or the power."""

    def list_item(self, n: Narrator, game: Game, action: int) -> str:
        """How one entry of the pick list is said (with its symbol or power)."""
        return self.entry_name(n, game, action, details=True)

    @abstractmethod
    def is_round_start(self, event: Event) -> bool:
        """True for the event that starts a round (its narration already says who leads)."""

    def asks(self, game: Game) -> bool:
        """True when the table waits for something else than a card of the trick (the Fox's
        decree card, a Fox's choice): the prompt is said after each entry then."""
        return False


def join_names(n: Narrator, seats: Iterable[int]) -> str:
    """Seat names joined ("Ana, Ben and Chloé")."""
    return n.tr.join([n.name(s) for s in seats])
