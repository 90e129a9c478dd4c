"""The player's settings: validated on load, saved as readable JSON, never lost silently.

Only what the player chose is saved (:attr:`Settings.chosen`), so that a default changed in a
later version reaches every player who never touched that setting. Files of the first format
held every setting; they are read as choices only where a value differs from that version's
default (:data:`FORMAT`).

A file that cannot be read at all (not a regular file, larger than :data:`SETTINGS_SIZE_LIMIT`,
not a JSON object) is set aside under a new name and the defaults are used; a file with some bad
values keeps the good ones (and the good entries of the statistics). Either way
:func:`load_settings` says what happened (:class:`SettingsProblem`), so the interface can tell the
player in one sentence.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from audiogame.storage import atomic_write, read_bounded, remove_stale_temporaries, set_aside

__all__ = [
    "EXPERT_THINK",
    "SCHEMA",
    "SETTINGS_SIZE_LIMIT",
    "SPECS",
    "Settings",
    "SettingsProblem",
    "Spec",
    "load_settings",
    "save_settings",
]

log = logging.getLogger(__name__)

LANGUAGES = ("en", "fr")
OUTPUTS = ("auto", "screenreader", "tts", "terminal")
VERBOSITIES = ("brief", "normal", "detailed")
HINT_LEVELS = ("off", "some", "full")
PACES = ("key", "short", "long")
VIEWS = ("off", "large")
"""The screen during play: nothing that changes (off), or the large view for low-vision eyes."""
THEMES = ("yellow", "white", "paper", "terminal")
"""Colours of the large view: yellow on black, white on black, black on white, the terminal's."""
EXPERT_TIMES = ("normal", "long", "longer")
EXPERT_THINK: dict[str, int] = {"normal": 1, "long": 2, "longer": 4}
"""How many times the expert's usual budget each thinking time gives it."""
SETTINGS_SIZE_LIMIT = 1024 * 1024
"""Bytes; a real settings file is about 1 KB. A larger file is refused unread."""
STATS_KEY = re.compile(r"[a-z][a-z0-9_-]{0,31}/[a-z][a-z0-9_-]{0,31}")
"""A statistics key: ``game/level``."""


_DEFAULTS: dict[str, Any] = {}
"""Each setting's default (filled below, once :class:`Settings` exists)."""


@dataclass
class Settings:
    """Everything the player chose. ``language`` ``None`` means: ask the system."""

    language: str | None = None
    output: str = "auto"
    rate: int = 50
    """Speech rate, 0 (slowest) to 100 (fastest)."""
    verbosity: str = "normal"
    card_symbols: bool = False
    """Add the tactile symbol of the adapted deck to card names at the table (the card key
    says it anyway)."""
    card_powers: bool = True
    """Add a card's power to its name (the Fox: "3 of Keys, Fox")."""
    companion_symbols: bool = True
    """Add the tactile symbol to card names at the table companion, where the player holds the
    adapted deck."""
    sound: bool = True
    mono: bool = False
    speech_volume: int = 80
    effects_volume: int = 60
    hint_level: str = "some"
    practice: bool = False
    coach_in_practice: bool = False
    """In practice, after each trick, the coach says when a clearly better choice existed."""
    undo_vs_computers: bool = False
    """House option: Ctrl+Z takes back your last card against computers outside practice."""
    pace: str = "short"
    """How opponents' plays are paced: a short or long pause, or wait for a key."""
    finished_kept: int = 50
    """Finished games kept for review (:mod:`audiogame.finished`); the oldest go past it."""
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    """What each game's setup remembers, by game: ``{"fox": {"level": "hard", "target": 16}}``
    (the option names of its presentation, and ``level``); checked against the game when
    used, kept as it is for a game this run does not have."""
    expert_time: str = "normal"
    """The expert opponents' thinking time (:data:`EXPERT_THINK`: a multiple of their budget)."""
    status_line: bool = False
    """Show the table's facts on a line below the log, for a sighted helper (never in terminal
    mode, where the console only grows by whole lines)."""
    show_log: bool = True
    """With the built-in voice, print each message as a line too, for low-vision players."""
    view: str = "off"
    """The large view of the table (``large``): full-screen, for low-vision eyes; never in
    terminal mode, and with a screen reader only after a spoken warning."""
    theme: str = "yellow"
    """The large view's colours (:data:`THEMES`)."""
    first_run_done: bool = False
    stats: dict[str, dict[str, int]] = field(default_factory=dict)
    """``"fox/medium": {"played": 3, "won": 1}`` and so on."""
    chosen: set[str] = field(default_factory=set, compare=False, repr=False)
    """The settings the player chose: those set after creation, and those created with a
    value other than the default. Only these are saved."""

    def __post_init__(self) -> None:
        self.chosen |= {name for name, value in _DEFAULTS.items() if getattr(self, name) != value}

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name != "chosen" and "chosen" in self.__dict__:
            self.chosen.add(name)

    def remember(self, game: str, name: str, value: int | str) -> None:
        """Remember ``value`` for ``game``'s setup choice ``name`` (the player chose it)."""
        self.games.setdefault(game, {})[name] = value
        self.chosen.add("games")

    def game(self, game: str) -> dict[str, Any]:
        """What the settings remember of ``game``'s setup (empty for a game never set up)."""
        return dict(self.games.get(game, {}))

    def record_result(self, game: str, level: str, won: bool) -> None:
        """Count one finished game in the statistics."""
        entry = self.stats.setdefault(f"{game}/{level}", {"played": 0, "won": 0})
        entry["played"] += 1
        entry["won"] += int(won)


_DEFAULTS.update((f.name, getattr(Settings(), f.name)) for f in dataclasses.fields(Settings))
del _DEFAULTS["chosen"]

FORMAT = 2
"""The settings file's format: 1 held every setting (and ``card_details``, since split into
``card_symbols``, ``card_powers`` and ``companion_symbols``); 2 holds only what the player
chose."""


def _is_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _valid_stats_entry(key: Any, value: Any) -> bool:
    return (
        isinstance(key, str)
        and STATS_KEY.fullmatch(key) is not None
        and isinstance(value, dict)
        and set(value) == {"played", "won"}
        and all(_is_int(n, 0, 10**9) for n in value.values())
        and value["won"] <= value["played"]
    )


def _valid_stats(value: Any) -> bool:
    return isinstance(value, dict) and all(_valid_stats_entry(k, v) for k, v in value.items())


GAME_KEY = re.compile(r"[a-z][a-z0-9_-]{0,31}")
"""A game's name or the name of one of its setup choices."""


def _valid_game_entry(key: Any, value: Any) -> bool:
    return (
        isinstance(key, str)
        and GAME_KEY.fullmatch(key) is not None
        and isinstance(value, dict)
        and len(value) <= 32
        and all(
            isinstance(k, str)
            and GAME_KEY.fullmatch(k) is not None
            and (_is_int(v, -(10**9), 10**9) or (isinstance(v, str) and len(v) <= 32))
            for k, v in value.items()
        )
    )


def _valid_games(value: Any) -> bool:
    return isinstance(value, dict) and all(_valid_game_entry(k, v) for k, v in value.items())


def _repair_games(value: Any) -> dict[str, dict[str, Any]]:
    """The valid games of a table of games' setups that has some invalid ones."""
    if not isinstance(value, dict):
        return {}
    return {k: dict(v) for k, v in value.items() if _valid_game_entry(k, v)}


def _repair_stats(value: Any) -> dict[str, dict[str, int]]:
    """The valid entries of a statistics table that has some invalid ones."""
    if not isinstance(value, dict):
        return {}
    return {k: dict(v) for k, v in value.items() if _valid_stats_entry(k, v)}


@dataclass(frozen=True)
class Spec:
    """One setting, described once: how it is checked when read, how the settings menu says and
    changes it, and which command-line flag overrides it for one run."""

    name: str
    """The :class:`Settings` field."""
    check: Callable[[Any], bool]
    choices: tuple[Any, ...] = ()
    """The values a choice setting takes, in the order Left and Right go through them."""
    step: int = 0
    """For a number: how much Left and Right change it (0: not a number setting)."""
    low: int = 0
    high: int = 100
    label: str | None = None
    """Message id of its settings-menu item; ``None``: not in the settings menu."""
    value_message: str | None = None
    """Message id that says a value (with the value as :attr:`value_arg`); ``None``: on or off
    for a flag, a percentage for a number."""
    value_arg: str = "value"
    flag: str | None = None
    """The command-line flag that overrides it for one run."""
    flag_help: str = ""


def _choice(name: str, choices: tuple[Any, ...], label: str | None = None, **more: Any) -> Spec:
    return Spec(name, lambda v: v in choices, choices=choices, label=label, **more)


def _flag(name: str, label: str | None = None) -> Spec:
    return Spec(name, lambda v: isinstance(v, bool), choices=(False, True), label=label)


def _number(name: str, low: int, high: int, label: str | None = None, step: int = 10) -> Spec:
    return Spec(name, lambda v: _is_int(v, low, high), step=step, low=low, high=high, label=label)


SCHEMA: tuple[Spec, ...] = (
    Spec(
        "language",
        lambda v: v is None or v in LANGUAGES,
        choices=LANGUAGES,
        label="settings-language",
        value_message="language-name",
        value_arg="lang",
        flag="--lang",
        flag_help="language of speech and text",
    ),
    _choice(
        "output",
        OUTPUTS,
        "settings-output",
        value_message="output-mode-name",
        value_arg="mode",
        flag="--output",
        flag_help="how messages reach you",
    ),
    _choice(
        "verbosity",
        VERBOSITIES,
        "settings-verbosity",
        value_message="verbosity-name",
        value_arg="level",
    ),
    _flag("card_symbols", "settings-card-symbols"),
    _flag("card_powers", "settings-card-powers"),
    _flag("companion_symbols", "settings-companion-symbols"),
    _choice(
        "hint_level",
        HINT_LEVELS,
        "settings-hints",
        value_message="hint-level-name",
        value_arg="level",
    ),
    _choice(
        "pace",
        PACES,
        "settings-pace",
        value_message="pace-name",
        value_arg="pace",
        flag="--pace",
        flag_help="opponents' pace for this run (none: no pause at all)",
    ),
    _flag("coach_in_practice", "settings-coach-practice"),
    _flag("undo_vs_computers", "settings-undo-house"),
    _number("finished_kept", 0, 500, "settings-finished-kept"),
    _choice(
        "expert_time",
        EXPERT_TIMES,
        "settings-expert-time",
        value_message="expert-time-name",
        value_arg="time",
        flag="--expert-time",
        flag_help="expert opponents' thinking time for this run",
    ),
    _flag("sound", "settings-sound"),
    _number("effects_volume", 0, 100, "settings-effects-volume"),
    _number("speech_volume", 0, 100, "settings-speech-volume"),
    _number("rate", 0, 100, "settings-speech-rate"),
    _flag("mono", "settings-mono"),
    _flag("show_log", "settings-show-log"),
    _flag("status_line", "settings-status-line"),
    _choice(
        "view",
        VIEWS,
        "settings-view",
        value_message="view-name",
        value_arg="view",
        flag="--view",
        flag_help="large: a full-screen table for low-vision eyes (not with terminal text)",
    ),
    _choice(
        "theme",
        THEMES,
        "settings-theme",
        value_message="theme-name",
        value_arg="theme",
        flag="--theme",
        flag_help="colours of the large view",
    ),
    _flag("practice"),
    Spec("games", _valid_games),
    _flag("first_run_done"),
    Spec("stats", _valid_stats),
)
"""Every setting, in the settings menu's order."""

SPECS: dict[str, Spec] = {spec.name: spec for spec in SCHEMA}
assert set(SPECS) == set(_DEFAULTS), "one spec per setting"

RUN_PACES = (*PACES, "none")
"""The paces of ``--pace``: the settings' ones, and none at all (tests, demos)."""


class ProblemKind(StrEnum):
    """What was wrong with the settings file."""

    UNREADABLE = "unreadable"
    """Not JSON, not an object, or not readable: set aside, defaults used."""
    REPAIRED = "repaired"
    """Some values were invalid and were reset to their defaults."""


@dataclass(frozen=True)
class SettingsProblem:
    """A problem found on load; ``moved_to`` is where an unreadable file was set aside."""

    kind: ProblemKind
    fields: tuple[str, ...] = ()
    moved_to: Path | None = None


def load_settings(path: Path) -> tuple[Settings, SettingsProblem | None]:
    """Read the settings at ``path`` (defaults when there is no file).

    Temporary files that interrupted writes left beside it are deleted first."""
    remove_stale_temporaries(path.parent)
    if not path.exists():
        return Settings(), None
    try:
        # utf-8-sig: a file edited in Notepad may start with a byte-order mark.
        data = json.loads(read_bounded(path, SETTINGS_SIZE_LIMIT).decode("utf-8-sig"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (OSError, ValueError, RecursionError) as exc:  # RecursionError: absurd nesting
        log.warning("settings file %s unreadable: %s", path, exc)
        moved = None
        try:
            moved = set_aside(path)
        except OSError as move_error:
            log.warning("could not set %s aside: %s", path, move_error)
        return Settings(), SettingsProblem(ProblemKind.UNREADABLE, moved_to=moved)
    first_format = data.get("format") != FORMAT
    if first_format:
        data = _from_first_format(data)
    data = _games_gathered(data, whole=first_format)
    values: dict[str, Any] = {}
    bad: list[str] = []
    for name, check in ((spec.name, spec.check) for spec in SCHEMA):
        if name not in data:
            continue
        if check(data[name]):
            values[name] = data[name]
        else:
            bad.append(name)
            if name == "stats":  # one bad entry must not cost the player every other one
                values[name] = _repair_stats(data[name])
            elif name == "games":
                values[name] = _repair_games(data[name])
    settings = Settings(**values)
    if not first_format:
        settings.chosen |= set(values)  # saved as chosen, even where equal to the default
    if bad:
        log.warning("settings %s invalid: reset to defaults (statistics: bad entries dropped)", bad)
        return settings, SettingsProblem(ProblemKind.REPAIRED, fields=tuple(bad))
    return settings, None


_FLAT_GAME_KEY = re.compile(r"([a-z][a-z0-9]*)_([a-z][a-z0-9_]*)")


def _games_gathered(data: dict[str, Any], *, whole: bool) -> dict[str, Any]:
    """Older files kept a game's setup at the top level (``"<game>_level": "hard"``): gathered
    into :attr:`Settings.games` for every game this program has (a value chosen there since
    wins). A file that kept every setting (``whole``) gave defaults too: those are dropped."""
    from audiogame.games import game_defaults, game_names

    names = set(game_names())
    gathered = dict(data)
    games = gathered.get("games")
    games = (
        {k: dict(v) for k, v in games.items() if isinstance(v, dict)}
        if isinstance(games, dict)
        else {}
    )
    for key, value in data.items():
        match = _FLAT_GAME_KEY.fullmatch(key) if key not in _DEFAULTS else None
        if match is None or match[1] not in names:
            continue
        del gathered[key]
        if whole and game_defaults(match[1]).get(match[2]) == value:
            continue
        games.setdefault(match[1], {}).setdefault(match[2], value)
    if games:
        gathered["games"] = games
    return gathered


def _from_first_format(data: dict[str, Any]) -> dict[str, Any]:
    """A settings file of the first format as choices: the values other than that version's
    defaults (it saved every setting, chosen or not); ``card_details`` turned off becomes
    powers and the companion's symbols turned off (the table's symbols are off by default)."""
    chosen = {
        name: value
        for name, value in data.items()
        if name not in _DEFAULTS or name == "stats" or value != _DEFAULTS[name]
    }
    if data.get("card_details") is False:
        chosen.update(card_powers=False, companion_symbols=False)
    return chosen


def save_settings(settings: Settings, path: Path) -> None:
    """Write what the player chose (and the statistics) atomically, as indented JSON."""
    names = settings.chosen | ({"stats"} if settings.stats else set())
    names |= {"games"} if settings.games else set()
    data: dict[str, Any] = {name: getattr(settings, name) for name in sorted(names)}
    data["format"] = FORMAT
    text = json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True)
    atomic_write(path, text + "\n")
