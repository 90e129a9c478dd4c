"""Localization: Fluent bundles, language choice and the :class:`Translator`.

Usage::

    from audiogame.i18n import Translator, choose_language

    tr = Translator(choose_language(settings_value, args.lang))
    tr.t("menu-main-title")                 # "Main menu"
    tr.t("points", n=2)                     # arguments are plain Python values
    tr.set_language("fr")                   # switch at runtime

Messages live in ``locales/<lang>/*.ftl`` (installed as the package ``audiogame.locales``).
The files are read at once but each message is parsed the first time it is used (parsing them all
took most of a start). Bundles are built with ``use_isolating=False`` so no invisible Unicode mark
reaches speech or braille. Whole numbers are formatted without digit grouping (no narrow
no-break space).

Failures never raise (unless ``strict=True``, for tests): a message missing in the current
language falls back to English, a message missing everywhere gives a short localized placeholder,
and formatting errors are logged and the best-effort text is returned.
"""

from __future__ import annotations

import locale
import logging
import os
import re
import sys
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Protocol

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from audiogame.messages import Text, render

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Bundle",
    "Catalog",
    "LazyBundle",
    "TranslationError",
    "Translator",
    "add_locales",
    "catalog",
    "choose_language",
    "normalize_language",
    "remove_locales",
    "system_language",
]

log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "fr")
"""Languages with a folder under ``locales/``."""
DEFAULT_LANGUAGE = "en"
"""The language used when nothing else is known, and the fallback for missing messages."""

PLACEHOLDER_ID = "message-missing"
"""Message spoken instead of a message that exists in no language."""
_LAST_RESORT = "?"

_WINDOWS_NAMES = {"english": "en", "french": "fr", "francais": "fr", "français": "fr"}


class TranslationError(LookupError):
    """Raised only by a strict :class:`Translator` (tests) for a missing or broken message."""


# --- language choice -------------------------------------------------------------------------


def normalize_language(value: str | None) -> str | None:
    """The supported language code of a locale name, or ``None``.

    Accepts ``fr``, ``fr_FR.UTF-8``, ``fr-CA``, ``en_GB@euro``, ``French_France.1252`` ...;
    ``C``, ``POSIX``, ``auto``, empty or unsupported languages give ``None``.
    """
    if not value:
        return None
    text = value.strip().split(".")[0].split("@")[0].lower()
    if text in _WINDOWS_NAMES:
        return _WINDOWS_NAMES[text]
    head = text.replace("-", "_").split("_")[0]
    if head in _WINDOWS_NAMES:
        return _WINDOWS_NAMES[head]
    return head if head in LANGUAGES else None


def _windows_ui_language() -> str | None:
    """The Windows user-interface locale name (``fr-FR``), or ``None`` elsewhere or on error."""
    if sys.platform != "win32":
        return None
    try:
        import ctypes

        buffer = ctypes.create_unicode_buffer(85)
        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
        if kernel32.GetUserDefaultLocaleName(buffer, len(buffer)):
            return str(buffer.value)
    except Exception:  # pragma: no cover - platform seam
        log.debug("could not read the Windows locale", exc_info=True)
    return None


def system_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The supported language of the system, or ``None``.

    Looks at ``LANGUAGE`` (a colon list), ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` in that
    order, then, when ``environ`` is not given, at the platform's own locale.
    """
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        raw = env.get(name, "")
        for part in raw.split(":"):
            found = normalize_language(part)
            if found:
                return found
        if raw and name != "LANGUAGE":
            return None  # set to "C" or an unsupported language: that decides, as in gettext
    if environ is not None:
        return None
    candidates: list[str | None] = [_windows_ui_language()]
    try:
        category = getattr(locale, "LC_MESSAGES", locale.LC_ALL)
        candidates.append(locale.getlocale(category)[0])
        candidates.append(locale.getlocale()[0])
    except (ValueError, TypeError):  # pragma: no cover - broken locale settings
        log.debug("could not read the process locale", exc_info=True)
    for candidate in candidates:
        found = normalize_language(candidate)
        if found:
            return found
    return None


def choose_language(
    settings_value: str | None = None,
    cli_value: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> str:
    """The language to use: the settings value, else ``--lang``, else the system, else English.

    Unsupported values (``auto``, ``de``, garbage) are skipped and logged.
    """
    for origin, value in (("settings", settings_value), ("--lang", cli_value)):
        if value is None:
            continue
        found = normalize_language(value)
        if found:
            return found
        if value.strip().lower() not in ("", "auto", "system"):
            log.warning("ignoring unsupported language %r from %s", value, origin)
    return system_language(environ) or DEFAULT_LANGUAGE


# --- resources -------------------------------------------------------------------------------


class Bundle(Protocol):
    """What the translator asks of a Fluent bundle (a ``FluentBundle`` has it too)."""

    use_isolating: bool

    def has_message(self, message_id: str) -> bool:
        """Whether the message exists (and parses)."""

    def get_message(self, message_id: str) -> Any:
        """The compiled message."""

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> Any:
        """The pattern formatted with ``args``: ``(text, errors)``."""


_ENTRY = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.M)
"""The start of a message (``id =``) or a term (``-id =``): at the start of a line, where
nothing else of Fluent's syntax can begin."""


class _References(Visitor):
    """The messages and terms an entry refers to (``-name`` for a term)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.found.append(node.id.name)
        self.generic_visit(node)

    def visit_TermReference(self, node: ftl.TermReference) -> None:
        self.found.append("-" + node.id.name)
        self.generic_visit(node)


class LazyBundle:
    """A Fluent bundle whose entries are parsed when first used, with the entries they refer
    to. ``sources`` maps each message id (``-id`` for a term) to its text; the first definition
    of an id wins, as in ``FluentBundle``. An entry with a syntax error is logged and counts as
    missing. Thread-safe."""

    use_isolating = False

    def __init__(self, language: str, sources: Mapping[str, str]) -> None:
        self.language = language
        self._sources = sources
        functions: dict[str, Any] = {"GAME_NAME": self._game_name}
        self._bundle = FluentBundle([language], functions, use_isolating=False)
        self._parser = FluentParser(with_spans=False)
        self._parsed: dict[str, bool] = {}
        self._lock = threading.RLock()

    def _ensure(self, key: str) -> bool:
        """Parse and add entry ``key`` (and what it refers to) once; whether it is there."""
        with self._lock:
            known = self._parsed.get(key)
            if known is not None:
                return known
            source = self._sources.get(key)
            entry = self._parser.parse_entry(source) if source is not None else None
            name = getattr(getattr(entry, "id", None), "name", None)
            ok = isinstance(entry, (ftl.Message, ftl.Term)) and key.lstrip("-") == name
            self._parsed[key] = ok  # before the references, so that a cycle ends here
            if source is not None and not ok:
                log.error("syntax error in %s/%s: %s", self.language, key, source[:60])
            if not ok or entry is None:
                return False
            self._bundle.add_resource(ftl.Resource([entry]))
            references = _References()
            references.visit(entry)
            for found in references.found:
                self._ensure(found)
            return True

    def _game_name(self, game: object) -> str:
        """``GAME_NAME($game)`` in a message: the name a game gives itself in its own messages
        (``<game>-game-name``), so that no shared message lists the games; the registry name
        for a game without one."""
        name = game if isinstance(game, str) else ""
        key = f"{name}-game-name"
        if not self.has_message(key):
            log.error("no message %s in %s", key, self.language)
            return name
        text, _ = self.format_pattern(self.get_message(key).value, {})
        return str(text)

    def has_message(self, message_id: str) -> bool:
        """Whether the message exists and parses."""
        return not message_id.startswith("-") and self._ensure(message_id)

    def get_message(self, message_id: str) -> Any:
        """The compiled message (``KeyError`` when missing)."""
        self._ensure(message_id)
        return self._bundle.get_message(message_id)

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> Any:
        """The pattern formatted with ``args``: ``(text, errors)``."""
        return self._bundle.format_pattern(pattern, args)


@dataclass(frozen=True)
class Catalog:
    """The messages of one language: the bundle and the message ids in file order."""

    language: str
    bundle: Bundle
    ids: tuple[str, ...]
    files: tuple[str, ...]


def _locale_root() -> Traversable:
    """The installed ``audiogame.locales`` package, or ``locales/`` of a source checkout."""
    try:
        return resources.files("audiogame.locales")
    except ModuleNotFoundError:
        log.warning("package audiogame.locales not installed; reading the source tree")
        return Path(__file__).resolve().parent.parent / "locales"


_EXTRA_ROOTS: list[Traversable] = []
"""Folders of Fluent files of games from packages of their own (:func:`add_locales`)."""


def add_locales(root: Traversable) -> None:
    """Read the messages of ``root/<lang>/*.ftl`` too (a game's own package adds its card names,
    narration and rules); the program's own messages keep their ids."""
    if root not in _EXTRA_ROOTS:
        _EXTRA_ROOTS.append(root)
        catalog.cache_clear()


def remove_locales(root: Traversable) -> None:
    """Forget the messages of ``root`` (a test's game, once the test is over)."""
    if root in _EXTRA_ROOTS:
        _EXTRA_ROOTS.remove(root)
        catalog.cache_clear()


def _folder_files(folder: Traversable) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for entry in folder.iterdir():
        if entry.name.endswith(".ftl") and entry.is_file():
            found.append((entry.name, entry.read_text(encoding="utf-8")))
    return sorted(found)


def _locale_files(language: str) -> list[tuple[str, str]]:
    """``(file name, text)`` of every ``.ftl`` file of ``language``, sorted by name: the
    program's, then those of :func:`add_locales`."""
    try:
        found = _folder_files(_locale_root().joinpath(language))
    except OSError:
        log.error("no locale folder for %r", language)
        return []
    for root in _EXTRA_ROOTS:
        try:
            found += _folder_files(root.joinpath(language))
        except OSError:
            log.warning("no %r messages in %s", language, root)
    return found


def split_entries(text: str) -> list[tuple[str, str]]:
    """``(id, source)`` of each message and term of a Fluent file, in order (``-id`` for a
    term); a source runs to the next entry, comments included (the parser skips them)."""
    starts = list(_ENTRY.finditer(text))
    ends = [m.start() for m in starts[1:]] + [len(text)]
    return [(m[1], text[m.start() : end]) for m, end in zip(starts, ends, strict=True)]


@cache
def catalog(language: str) -> Catalog:
    """The :class:`Catalog` of ``language`` (its files read once; messages parsed when used)."""
    sources: dict[str, str] = {}
    ids: list[str] = []
    names: list[str] = []
    for name, text in _locale_files(language):
        for key, source in split_entries(text):
            sources.setdefault(key, source)
            if not key.startswith("-"):
                ids.append(key)
        names.append(name)
    return Catalog(language, LazyBundle(language, sources), tuple(ids), tuple(names))


def _to_fluent(value: Any) -> Any:
    """Fluent-friendly argument: whole numbers without digit grouping, enums as their value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return fluent_number(int(value), useGrouping=False)
    if isinstance(value, str):
        return str(value)
    return value


# --- the translator --------------------------------------------------------------------------


class Translator:
    """Formats messages in the current language; see the module docstring."""

    def __init__(self, language: str | None = None, *, strict: bool = False) -> None:
        self.strict = strict
        self._language = DEFAULT_LANGUAGE
        self._undecided = False
        self.set_language(language or DEFAULT_LANGUAGE)

    @property
    def language(self) -> str:
        """The current language code (``en`` or ``fr``)."""
        return self._language

    @property
    def undecided(self) -> bool:
        """No language is chosen yet: each message is said in every language (see
        :meth:`set_undecided`)."""
        return self._undecided

    def set_language(self, language: str) -> None:
        """Switch language (a chosen language: see :meth:`set_undecided`); an unsupported
        code is logged and leaves English."""
        found = normalize_language(language)
        if found is None:
            log.warning("unsupported language %r, using %s", language, DEFAULT_LANGUAGE)
            found = DEFAULT_LANGUAGE
        self._language = found
        self._undecided = False

    def set_undecided(self) -> None:
        """The player has not chosen a language yet (the first run): until
        :meth:`set_language`, :meth:`t` says each message in every language, the current one
        first ("Speech: Terminal text. Parole : Texte du terminal."). The message still
        remembers its id and arguments, so the history reads it later in the chosen one."""
        self._undecided = True

    def has(self, msg_id: str, *, fallback: bool = False) -> bool:
        """True when ``msg_id`` exists in the current language (or in English with ``fallback``)."""
        if catalog(self._language).bundle.has_message(msg_id):
            return True
        return fallback and catalog(DEFAULT_LANGUAGE).bundle.has_message(msg_id)

    def ids(self) -> tuple[str, ...]:
        """Every message id of the current language, in file order."""
        return catalog(self._language).ids

    def t(self, msg_id: str, **args: Any) -> Text:
        """The message ``msg_id`` formatted with ``args``; never raises unless strict.

        The result remembers ``msg_id`` and ``args`` (:class:`~audiogame.messages.Text`)."""
        if self._undecided:
            return self._in_every_language(msg_id, args)
        text = self._text(msg_id, args)
        return Text(text, ("t", msg_id, args), ((self._language, text),))

    def _in_every_language(self, msg_id: str, args: Mapping[str, Any]) -> Text:
        """The message in each language, the current one first (each text once); arguments
        that are messages are said in each language too."""
        parts: list[tuple[str, str]] = []
        for language in sorted(LANGUAGES, key=lambda code: code != self._language):
            one = Translator(language, strict=self.strict)
            local = {k: render(v, one) if isinstance(v, Text) else v for k, v in args.items()}
            text = str(one.t(msg_id, **local))
            if all(text != said for _, said in parts):
                parts.append((language, text))
        return Text(" ".join(text for _, text in parts), ("t", msg_id, dict(args)), tuple(parts))

    def _text(self, msg_id: str, args: Mapping[str, Any]) -> str:
        text = self._format(self._language, msg_id, args)
        if text is not None:
            return text
        if self._language != DEFAULT_LANGUAGE:
            log.warning("message %r missing in %s; using English", msg_id, self._language)
            if self.strict:
                raise TranslationError(f"{msg_id!r} missing in {self._language}")
            text = self._format(DEFAULT_LANGUAGE, msg_id, args)
            if text is not None:
                return text
        log.error("message %r missing in every language", msg_id)
        if self.strict:
            raise TranslationError(f"{msg_id!r} missing")
        for language in (self._language, DEFAULT_LANGUAGE):
            placeholder = self._format(language, PLACEHOLDER_ID, {})
            if placeholder is not None:
                return placeholder
        return _LAST_RESORT

    def join(
        self, items: Iterable[str], *, more: str = "list-more", last: str = "list-last"
    ) -> Text:
        """Items as one localized list: ``a``, ``a and b``, ``a, b and c``.

        ``more`` and ``last`` name the messages that add an item in the middle and at the end
        (``list-or-last`` gives "a, b or c"; ``list-groups`` joins with semicolons).
        """
        parts = list(items)
        source = ("join", tuple(parts), more, last)
        if not parts:
            return Text("", source)
        head: str = parts[0]
        for middle in parts[1:-1]:
            head = self._text(more, {"first": head, "next": middle})
        if len(parts) > 1:
            head = self._text(last, {"first": head, "last": parts[-1], "next": parts[-1]})
        return Text(head, source, ((self._language, head),))

    def concat(self, parts: Iterable[str], *, sep: str = " ") -> Text:
        """Parts said one after the other (empty parts left out), as one message."""
        kept = tuple(p for p in parts if p)
        return Text(sep.join(kept), ("cat", kept, sep), self._pieces(kept, kept, sep))

    def sentences(self, *parts: str) -> Text:
        """Parts as sentences: a full stop after each part without final punctuation, and a
        capital letter to start each ("Your turn." + "blue minus 1": "Your turn. Blue minus 1")."""
        done = [p if p.rstrip()[-1:] in ".?!:" else f"{p}." for p in parts[:-1] if p]
        said = [p[:1].upper() + p[1:] for p in [*done, *parts[-1:]] if p]
        kept = [p for p in parts if p]
        return Text(" ".join(said), ("sent", parts), self._pieces(kept, said, " "))

    def _pieces(
        self, parts: Sequence[str], said: Sequence[str], sep: str
    ) -> tuple[tuple[str, str], ...]:
        """The language of each stretch of a message made of ``parts`` (said as ``said``: the
        same text but for a capital first letter and a full stop added), neighbours in one
        language joined: what a voice that switches languages needs."""
        pieces: list[tuple[str, str]] = []
        for part, text in zip(parts, said, strict=True):
            own = getattr(part, "languages", ()) or ((self._language, str(part)),)
            start = 0
            for index, (language, piece) in enumerate(own):
                end = len(text) if index == len(own) - 1 else start + len(piece)
                pieces.append((language, text[start:end]))
                start = end + 1  # the space between two languages' parts
        merged: list[tuple[str, str]] = []
        for language, piece in pieces:
            if merged and merged[-1][0] == language:
                merged[-1] = (language, merged[-1][1] + sep + piece)
            else:
                merged.append((language, piece))
        return tuple(merged)

    def _format(self, language: str, msg_id: str, args: Mapping[str, Any]) -> str | None:
        bundle = catalog(language).bundle
        if not bundle.has_message(msg_id):
            return None
        text: Any = None
        try:
            message = bundle.get_message(msg_id)
            if message.value is None:
                raise ValueError("message has no value")
            fluent_args = {key: _to_fluent(value) for key, value in args.items()}
            text, errors = bundle.format_pattern(message.value, fluent_args)
        except Exception as exc:  # formatting must never break the game
            errors = [exc]
        if errors:
            log.error("formatting %s/%r with %r: %s", language, msg_id, dict(args), errors)
            if self.strict:
                raise TranslationError(f"{language}/{msg_id}: {errors}")
        if isinstance(text, str):
            return text
        if msg_id != PLACEHOLDER_ID:
            return self._format(language, PLACEHOLDER_ID, {}) or _LAST_RESORT
        return _LAST_RESORT
