"""The keys of a game's table, as data: which key runs which table command, when it works and
its line in the keys list (F1).

One table of keys serves every front end: the terminal turns it into prompt-toolkit bindings
with filters and generates F1 from it (``audiogame/ui/table_screen.py``); a web table reads the
same data. The keys every game shares are here; a game adds its own in its presentation
(``GamePresentation.keys``: the Fox's decree and keep keys), with conditions of its own
(``GamePresentation.key_applies``)::

    for key in table_keys(show):
        if key_applies(table, key.when, pace="short"):
            ...

Key names: ``left``, ``right``, ``up``, ``down``, ``home``, ``end``, ``tab``, ``s-tab``
(Shift+Tab), ``enter``, ``space``, ``escape``, ``c-z``, ``f2``, ``f10``, a printable
character (``a``, ``=``; letters are the same with Shift or Caps Lock).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

__all__ = [
    "ALWAYS",
    "CHOOSING",
    "PACE_KEY",
    "PLAYING",
    "PRACTICE",
    "UNDO",
    "KeyTable",
    "KeyedGame",
    "TableKey",
    "help_ids",
    "key_applies",
    "table_keys",
    "working",
]

ALWAYS = "always"
PLAYING = "playing"
"""The player's hand is what the focus moves over (no decision is pending)."""
CHOOSING = "choosing"
"""A decision's options are what the focus moves over (the Fox's exchange, the Woodcutter)."""
PRACTICE = "practice"
UNDO = "undo"
"""Practice, or the house option "undo against computers"."""
PACE_KEY = "pace-key"
"""The opponents' pace is "wait for Enter"."""


@dataclass(frozen=True)
class TableKey:
    """One key of the table (see the module docstring)."""

    key: str | None
    """The key's name; ``None`` for a line of the keys list with no key of its own (the
    Woodcutter's "choose the card to put under the deck")."""
    command: str | None
    """The table command it runs (see ``TableScreen.commands``); ``None``: a key the program
    handles everywhere (history, help, quit), listed here for the keys list."""
    help: str
    """Message id of its line in the keys list (keys that share a line list it once)."""
    when: str = ALWAYS
    """When it works: :data:`ALWAYS`, :data:`PLAYING`, :data:`CHOOSING`, :data:`PRACTICE`,
    :data:`UNDO`, :data:`PACE_KEY`, or a condition of the game's presentation."""
    listed: str | None = None
    """When its line is in the keys list, if not whenever it works (the arrows work over a
    decision's options too, but their line there is the options' line)."""

    @property
    def listed_when(self) -> str:
        """When its line is in the keys list."""
        return self.when if self.listed is None else self.listed


def _keys(help_id: str, listed: str, *pairs: tuple[str, str]) -> tuple[TableKey, ...]:
    return tuple(TableKey(key, command, help_id, ALWAYS, listed) for key, command in pairs)


MOVES: tuple[TableKey, ...] = (
    *_keys("help-game-key-options", CHOOSING, ("left", "prev_card"), ("right", "next_card")),
    *_keys("help-game-key-choose", CHOOSING, ("enter", "play"), ("space", "play")),
    *_keys("help-game-key-cards", PLAYING, ("left", "prev_card"), ("right", "next_card")),
    *_keys(
        "help-game-key-playable-next",
        PLAYING,
        ("tab", "next_playable"),
        ("s-tab", "prev_playable"),
    ),
    *_keys("help-game-key-suits", PLAYING, ("up", "prev_suit"), ("down", "next_suit")),
    *_keys("help-game-key-ends", PLAYING, ("home", "first_card"), ("end", "last_card")),
    TableKey(None, None, "help-game-key-suit-letter", PLAYING),
    *_keys("help-game-key-play", PLAYING, ("enter", "play"), ("space", "play")),
)
"""Moving over what the player chooses from (the hand, or a decision's options: the keys work
over both, their lines are listed for each), and choosing it."""

READS: tuple[TableKey, ...] = (
    TableKey("a", "read_playable", "help-game-key-playable"),
    TableKey("h", "read_hand", "help-game-key-hand"),
    TableKey("t", "read_trick", "help-game-key-trick"),
    TableKey("l", "read_last_trick", "help-game-key-last-trick"),
    TableKey("s", "read_scores", "help-game-key-scores"),
    TableKey("n", "read_seats", "help-game-key-seats"),
)
"""The table's facts, one letter each."""

GENERAL: tuple[TableKey, ...] = (
    TableKey("w", "read_turn", "help-game-key-turn"),
    TableKey("i", "read_card_info", "help-game-key-info"),
    TableKey("r", "repeat", "help-game-key-repeat"),
    TableKey("y", "why", "help-game-key-why", PRACTICE),
    TableKey("c-z", "undo", "help-game-key-undo", UNDO),
    TableKey(None, None, "help-game-key-pace", PACE_KEY),
    TableKey(None, None, "help-game-key-history"),
    TableKey(None, None, "help-game-key-buffers"),
    TableKey(None, None, "help-game-key-help"),
    TableKey("f2", "rules", "help-game-key-rules"),
    TableKey("f10", "menu", "help-game-key-menu"),
    TableKey("escape", "escape", "help-game-key-escape"),
    TableKey(None, None, "help-game-key-quit"),
)
"""Everything else: whose turn, the card, repeat, why, undo, the history, help, menus."""


class KeyedGame(Protocol):
    """What the keys need of a game's presentation (this module imports no game)."""

    @property
    def keys(self) -> tuple[TableKey, ...]:
        """The game's own keys."""

    @property
    def help_words(self) -> Mapping[str, str]:
        """The game's own lines in place of shared ones, by shared message id."""

    def has_decision(self, table: Any) -> bool:
        """True when the player has a sub-decision pending."""

    def key_applies(self, table: Any, when: str) -> bool:
        """Whether the game's condition ``when`` holds now."""


class KeyTable(Protocol):
    """What the keys need of the table of one seat."""

    @property
    def show(self) -> KeyedGame:
        """The game's presentation."""

    @property
    def practice(self) -> bool:
        """Practice mode."""

    house_undo: bool
    """The house option "undo against computers"."""


def table_keys(show: KeyedGame) -> tuple[TableKey, ...]:
    """Every key of a table of ``show``'s game, in the keys list's order: moving and choosing,
    the game's keys for a situation (a decision), the shared facts, the game's other keys,
    then the rest; a shared line in the game's own words where it has them."""
    situational = tuple(k for k in show.keys if k.when != ALWAYS)
    common = tuple(k for k in show.keys if k.when == ALWAYS)
    words = show.help_words
    return tuple(
        replace(k, help=words[k.help]) if k.help in words else k
        for k in (*MOVES, *situational, *READS, *common, *GENERAL)
    )


def key_applies(table: KeyTable, when: str, *, pace: str | None = None) -> bool:
    """Whether a key that works ``when`` works at ``table`` now (``pace``: the opponents'
    pace)."""
    if when == ALWAYS:
        return True
    if when in (PLAYING, CHOOSING):
        return table.show.has_decision(table) == (when == CHOOSING)
    if when == PRACTICE:
        return table.practice
    if when == UNDO:
        return table.practice or table.house_undo
    if when == PACE_KEY:
        return pace == "key"
    return table.show.key_applies(table, when)


def help_ids(keys: Iterable[TableKey], table: KeyTable, *, pace: str | None = None) -> list[str]:
    """The keys list's message ids for the keys that work now, each line once, in order."""
    ids: list[str] = []
    for key in keys:
        if key.help not in ids and key_applies(table, key.listed_when, pace=pace):
            ids.append(key.help)
    return ids


def working(
    keys: Iterable[TableKey], table: KeyTable, *, pace: str | None = None
) -> dict[str, TableKey]:
    """The keys that run a command at ``table`` now, by key name (of two keys of one name, the
    first that works, as the terminal binds them)."""
    found: dict[str, TableKey] = {}
    for key in keys:
        if key.key is None or key.command is None or key.key in found:
            continue
        if key_applies(table, key.when, pace=pace):
            found[key.key] = key
    return found
