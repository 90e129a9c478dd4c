"""The Fluent files: syntax, parity between languages, formatting, no English left in French,
no symbol or invisible mark that speech or braille would stumble on."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl

from audiogame.games import game_names
from audiogame.i18n import LANGUAGES, Translator
from audiogame.rules_text import rules_plain_text, rules_sections

PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}

# Messages that may read the same in French and English (reviewed): pure layout of
# arguments, and the language names, which are written in their own language.
SAME_IN_BOTH = {
    "list-more",
    # Made of two other messages, each translated.
    "finished-online-item",
    # --help's section titles: "options" is French too; "serve" names the command.
    "cli-section-options",
    "cli-section-serve",
    "language-name",
    # A game's name comes from the game's own message (GAME_NAME); Fearless is Fearless.
    "game-name",
    "fearless-game-name",
    "fearless-score-item",
    "fox-score-item",
    "fearless-hand-dealt-brief",
    "fox-hand-dealt-brief",
    # The companion: a name and a card or a number; a name typed; "plus" is French too.
    "companion-score-item",
    "companion-trick-card",
    "companion-setup-name-typed",
    "companion-word-plus",
    # The web page's log: "Messages" is French too.
    "web-messages",
    # The large view: "pt" and "pts" abbreviate points in French too.
    "view-fox-points",
    # The doctor's first line: names and version numbers.
    "doctor-version",
}

# Messages that may format to an empty string for some arguments (nothing said at a level).
MAY_BE_EMPTY_PREFIXES = ("fearless-", "fox-")

# A sample value for every variable a message may use; selector keys are tried too.
SAMPLES: dict[str, Any] = {
    "after": "zero",
    "card": "green minus 4",
    "cards": "West green minus 4, North a zero",
    "changed": "yes",
    "choices": "en, fr",
    "code": "witch-as-trump",
    "count": 2,
    "dealer": "North",
    "dealer_who": "other",
    "decree": "7 of Moons",
    "details": "yes",
    "engine": "NVDA",
    "fallback": "tts",
    "file": "save.json.bad",
    "first": "a",
    "from": "plus 5",
    "game": "fearless",
    "hand": "Blue, 2: minus 6, plus 2",
    "index": 2,
    "item": "Rules",
    "key": "X",
    "known": "yes",
    "label": "victorious",
    "lang": "fr",
    "last": "b",
    "level": "normal",
    "loser_player": "North",
    "loser_who": "other",
    "max": 5,
    "min": 3,
    "mine": 5,
    "mode": "auto",
    "move": "move",
    "n": 3,
    "new": "3 of Bells",
    "new_name": "3 of Bells",
    "next": "b",
    "next_player": "East",
    "next_who": "other",
    "on": "yes",
    "old": "10 of Moons",
    "option": "--colour",
    "options": "1 of Keys or 8 of Keys",
    "other_card": "2 of Bells",
    "other_points": 19,
    "percent": 80,
    "phase": "fox-exchange",
    "play": "follow",
    "playable": "yes",
    "player": "West",
    "points": 2,
    "position": "minus 7",
    "positions": "you at plus 3, West on the ruin",
    "rank": 9,
    "reason": "highest-of-led-suit",
    "round": 2,
    "round_total": 3,
    "rounds": 4,
    "ruin": "no",
    "scores": "you 12, West 30",
    "sign": "minus",
    "suit": "green",
    "swan": "yes",
    "table": 6,
    "theirs": 4,
    "tiebreak": "yes",
    "title": "The aim",
    "to": "minus 7",
    "total": 12,
    "treasure": 1,
    "trick": 3,
    "tricks": 7,
    "trump": "Moons",
    "value": 4,
    "who": "other",
    "winner": "North",
    "winner_who": "other",
    "winners": "West and you",
    "zero": "no",
}

NUMBERS_TO_TRY = (0, 1, 2, 5, 11, 21)
FALLBACK_SAMPLE = 2
"""For a variable not listed above: prints, and selects a plural form; keys are tried too."""

INVISIBLE = re.compile("[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
SUIT_SYMBOLS = re.compile("[\u2660-\u2667\U0001f0a0-\U0001f0ff]")


def _locale_dir(lang: str) -> Any:
    return resources.files("audiogame.locales").joinpath(lang)


def _ftl_files(lang: str) -> dict[str, str]:
    folder = _locale_dir(lang)
    return {
        entry.name: entry.read_text(encoding="utf-8")
        for entry in folder.iterdir()
        if entry.name.endswith(".ftl")
    }


def _parse(lang: str) -> dict[str, ftl.Message]:
    messages: dict[str, ftl.Message] = {}
    parser = FluentParser()
    for text in _ftl_files(lang).values():
        for entry in parser.parse(text).body:
            if isinstance(entry, ftl.Message):
                messages[entry.id.name] = entry
    return messages


def _walk(node: Any) -> Iterator[Any]:
    yield node
    if isinstance(node, ftl.BaseNode):
        for value in vars(node).values():
            if isinstance(value, list):
                for item in value:
                    yield from _walk(item)
            elif isinstance(value, ftl.BaseNode):
                yield from _walk(value)


def _variables(
    msg_id: str, messages: dict[str, ftl.Message], seen: set[str] | None = None
) -> dict[str, set[str | int]]:
    """Variables a message uses (through message references too), with their selector keys."""
    seen = set() if seen is None else seen
    if msg_id in seen or msg_id not in messages:
        return {}
    seen.add(msg_id)
    found: dict[str, set[str | int]] = {}
    for node in _walk(messages[msg_id]):
        if isinstance(node, ftl.VariableReference):
            found.setdefault(node.id.name, set())
        elif isinstance(node, ftl.SelectExpression) and isinstance(
            node.selector, ftl.VariableReference
        ):
            keys = found.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                if isinstance(key, ftl.NumberLiteral):
                    keys.add(int(key.value))
                else:
                    keys.add(key.name)
        elif isinstance(node, ftl.MessageReference):
            for name, keys in _variables(node.id.name, messages, seen).items():
                found.setdefault(name, set()).update(keys)
    return found


def _argument_sets(variables: dict[str, set[str | int]]) -> Iterator[dict[str, Any]]:
    """The sample arguments, then each selector key of each variable in turn."""
    base = {name: SAMPLES.get(name, FALLBACK_SAMPLE) for name in variables}
    yield base
    for name, keys in variables.items():
        numeric = any(isinstance(k, int) for k in keys) or (keys and keys <= PLURAL_CATEGORIES)
        values: list[Any] = list(NUMBERS_TO_TRY) if numeric else []
        values += [k for k in keys if k not in PLURAL_CATEGORIES or not numeric]
        for value in values:
            yield {**base, name: value}


@pytest.fixture(scope="module")
def parsed() -> dict[str, dict[str, ftl.Message]]:
    return {lang: _parse(lang) for lang in LANGUAGES}


def test_same_files_in_every_language() -> None:
    names = {lang: sorted(_ftl_files(lang)) for lang in LANGUAGES}
    assert names["en"], "no English .ftl file found"
    for lang in LANGUAGES:
        assert names[lang] == names["en"], lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_junk(lang: str) -> None:
    parser = FluentParser()
    for name, text in _ftl_files(lang).items():
        junk = [e for e in parser.parse(text).body if isinstance(e, ftl.Junk)]
        assert not junk, f"{lang}/{name}: {[(j.content or '')[:80] for j in junk]}"


def test_no_terms_and_no_duplicates() -> None:
    parser = FluentParser()
    for lang in LANGUAGES:
        ids: list[str] = []
        for name, text in _ftl_files(lang).items():
            for entry in parser.parse(text).body:
                assert not isinstance(entry, ftl.Term), f"{lang}/{name}: terms take no variables"
                if isinstance(entry, ftl.Message):
                    ids.append(entry.id.name)
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        assert not duplicates, f"{lang}: duplicate ids {duplicates}"


def test_same_ids_and_attributes(parsed: dict[str, dict[str, ftl.Message]]) -> None:
    en, fr = parsed["en"], parsed["fr"]
    assert sorted(set(en) - set(fr)) == [], "missing in French"
    assert sorted(set(fr) - set(en)) == [], "missing in English"
    for msg_id, message in en.items():
        en_attrs = sorted(a.id.name for a in message.attributes)
        fr_attrs = sorted(a.id.name for a in fr[msg_id].attributes)
        assert en_attrs == fr_attrs, msg_id


def test_french_uses_no_argument_english_lacks(parsed: dict[str, dict[str, ftl.Message]]) -> None:
    for msg_id in parsed["en"]:
        en_vars = set(_variables(msg_id, parsed["en"]))
        fr_vars = set(_variables(msg_id, parsed["fr"]))
        assert fr_vars <= en_vars, f"{msg_id}: French uses {sorted(fr_vars - en_vars)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats(lang: str, parsed: dict[str, dict[str, ftl.Message]]) -> None:
    translator = Translator(lang, strict=True)
    messages = parsed[lang]
    for msg_id in messages:
        variables = _variables(msg_id, messages)
        for args in _argument_sets(variables):
            text = translator.t(msg_id, **args)
            assert "{" not in text and "???" not in text, (msg_id, args, text)
            assert text == text.strip(), (msg_id, args, text)
            assert "  " not in text, (msg_id, args, text)
            if not msg_id.startswith(MAY_BE_EMPTY_PREFIXES):
                assert text, (msg_id, args)


def test_french_is_translated(parsed: dict[str, dict[str, ftl.Message]]) -> None:
    serializer = FluentSerializer()
    same = []
    for msg_id, message in parsed["en"].items():
        en_text = serializer.serialize_entry(ftl.Message(message.id, message.value))
        french = parsed["fr"][msg_id]
        fr_text = serializer.serialize_entry(ftl.Message(french.id, french.value))
        if en_text == fr_text:
            same.append(msg_id)
    assert sorted(set(same) - SAME_IN_BOTH) == [], "French identical to English"
    assert sorted(SAME_IN_BOTH - set(same)) == [], "allow-list entries no longer needed"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_symbols_or_invisible_marks_in_files(lang: str) -> None:
    for name, text in _ftl_files(lang).items():
        assert not INVISIBLE.search(text), f"{lang}/{name}: invisible mark"
        assert not SUIT_SYMBOLS.search(text), f"{lang}/{name}: card suit symbol"
        assert "\u00a0" not in text and "\u202f" not in text, f"{lang}/{name}: no-break space"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_marks_in_formatted_output(lang: str, parsed: dict[str, dict[str, ftl.Message]]) -> None:
    translator = Translator(lang, strict=True)
    for msg_id in parsed[lang]:
        args = next(_argument_sets(_variables(msg_id, parsed[lang])))
        text = translator.t(msg_id, **args)
        assert not INVISIBLE.search(text), msg_id
        assert not SUIT_SYMBOLS.search(text), msg_id


def test_french_typography(parsed: dict[str, dict[str, ftl.Message]]) -> None:
    """French puts a space before : ; ? ! in the text we write (never a no-break space)."""
    serializer = FluentSerializer()
    bad = []
    for msg_id, message in parsed["fr"].items():
        text = serializer.serialize_entry(ftl.Message(message.id, message.value))
        body = text.split("=", 1)[1].replace('{ " " }', " ")
        if re.search(r"\S[:;?!](\s|$)", body):
            bad.append(msg_id)
    assert bad == [], "French needs a space before : ; ? !"


# --- rules text -------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "lang"), list(itertools.product(game_names(), LANGUAGES)))
def test_rules_sections(game: str, lang: str) -> None:
    sections = rules_sections(game, Translator(lang, strict=True))
    assert len(sections) >= 8
    for section in sections:
        assert section.title and section.paragraphs, section
        for paragraph in section.paragraphs:
            assert paragraph.endswith((".", ":")), paragraph
            assert not re.search("[+\\-\u2212]\\d", paragraph), paragraph


@pytest.mark.parametrize("game", game_names())
def test_rules_same_shape_in_both_languages(game: str) -> None:
    en = rules_sections(game, Translator("en"))
    fr = rules_sections(game, Translator("fr"))
    assert [len(s.paragraphs) for s in en] == [len(s.paragraphs) for s in fr]


def test_rules_plain_text() -> None:
    text = rules_plain_text("fox", "fr")
    assert text.startswith("Règles : Le Renard des Bois\n\n1. Le but\n\n")
    assert text.endswith(".\n")
    english = rules_plain_text("fearless", "en")
    assert "Rules of Fearless" in english and "\n\n11. An example\n\n" in english
    with pytest.raises(ValueError, match="unknown game"):
        rules_sections("chess", Translator("en"))
