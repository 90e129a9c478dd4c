"""Language choice, bundle loading and the Translator's fallbacks."""

from __future__ import annotations

import logging
from importlib import resources

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl

import audiogame.i18n as i18n
from audiogame.i18n import (
    Catalog,
    LazyBundle,
    TranslationError,
    Translator,
    catalog,
    choose_language,
    normalize_language,
    split_entries,
    system_language,
)
from audiogame.messages import render


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("fr", "fr"),
        ("fr_FR.UTF-8", "fr"),
        ("fr-CA", "fr"),
        ("FR_be@euro", "fr"),
        ("French_France.1252", "fr"),
        ("en_GB.UTF-8", "en"),
        ("English_United States.1252", "en"),
        ("de_DE.UTF-8", None),
        ("C", None),
        ("C.UTF-8", None),
        ("POSIX", None),
        ("", None),
        (None, None),
        ("auto", None),
    ],
)
def test_normalize_language(raw: str | None, expected: str | None) -> None:
    assert normalize_language(raw) == expected


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LC_ALL": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LANGUAGE": "de:fr:en", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, None),
        ({"LANG": "de_DE.UTF-8"}, None),
        ({}, None),
    ],
)
def test_system_language_from_environment(environ: dict[str, str], expected: str | None) -> None:
    assert system_language(environ) == expected


def test_system_language_from_the_process_runs() -> None:
    assert system_language() in (None, "en", "fr")


def test_choose_language_order(caplog: pytest.LogCaptureFixture) -> None:
    french_env = {"LANG": "fr_FR.UTF-8"}
    assert choose_language("en", "fr", french_env) == "en"  # settings first
    assert choose_language(None, "en", french_env) == "en"  # then --lang
    assert choose_language(None, None, french_env) == "fr"  # then the system
    assert choose_language(None, None, {}) == "en"  # else English
    assert choose_language("auto", None, french_env) == "fr"
    with caplog.at_level(logging.WARNING, logger="audiogame.i18n"):
        assert choose_language("klingon", "fr", {}) == "fr"
    assert "klingon" in caplog.text


def test_locales_are_installed_as_a_package() -> None:
    root = resources.files("audiogame.locales")
    for lang in i18n.LANGUAGES:
        names = [e.name for e in root.joinpath(lang).iterdir()]
        assert "cards.ftl" in names and "narration.ftl" in names


def test_catalogs_load_every_file() -> None:
    en, fr = catalog("en"), catalog("fr")
    assert en.files == fr.files
    assert len(en.ids) > 300
    assert set(en.ids) == set(fr.ids)
    assert en.bundle.use_isolating is False


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_entry_cut_out_parses_as_in_the_whole_file(lang: str) -> None:
    """Messages are parsed one by one when first used: cutting a file into entries gives the
    very entries, in order, that parsing the whole file gives."""
    parser, serializer = FluentParser(with_spans=False), FluentSerializer()
    for name, text in i18n._locale_files(lang):  # noqa: SLF001 - the files the catalog reads
        whole = [e for e in parser.parse(text).body if isinstance(e, (ftl.Message, ftl.Term))]
        cut = split_entries(text)
        assert [key for key, _ in cut] == [
            ("-" if isinstance(e, ftl.Term) else "") + e.id.name for e in whole
        ], name
        for (key, source), entry in zip(cut, whole, strict=True):
            alone = parser.parse_entry(source)
            entry.comment = None  # the comment above an entry is not part of its source
            assert serializer.serialize_entry(alone) == serializer.serialize_entry(entry), key


def test_an_entry_is_parsed_when_used_with_what_it_refers_to(
    caplog: pytest.LogCaptureFixture,
) -> None:
    text = (
        "-game = The Game\n"
        "title = { -game }: { subtitle }\n"
        "subtitle = { $n ->\n    [one] one round\n   *[other] { $n } rounds\n}\n"
        "# a comment between entries\n"
        "broken = { oops\n"
        "loop = { loop }\n"
    )
    bundle = LazyBundle("en", dict(split_entries(text)))
    assert bundle.has_message("title") and not bundle.has_message("-game")
    text_, errors = bundle.format_pattern(bundle.get_message("title").value, {"n": 2})
    assert (text_, errors) == ("The Game: 2 rounds", [])
    with caplog.at_level(logging.ERROR, logger="audiogame.i18n"):
        assert not bundle.has_message("broken")
    assert "syntax error in en/broken" in caplog.text
    assert not bundle.has_message("absent")
    assert bundle.has_message("loop")  # a reference cycle is added once, never followed forever


def test_translate_and_switch_language() -> None:
    tr = Translator("en")
    assert tr.language == "en"
    assert tr.t("menu-main-quit") == "Quit"
    tr.set_language("fr_FR.UTF-8")
    assert tr.language == "fr"
    assert tr.t("menu-main-quit") == "Quitter"
    assert tr.t("card-count", count=0) == "0 carte"
    assert tr.t("card-count", count=1) == "1 carte"
    assert tr.t("card-count", count=2) == "2 cartes"


def test_until_a_language_is_chosen_each_message_is_said_in_every_language() -> None:
    tr = Translator("fr", strict=True)
    tr.set_undecided()
    assert tr.undecided and tr.language == "fr"
    speech = tr.t("output-auto-chose", mode="terminal")
    assert speech == "Parole : Texte du terminal. Speech: Terminal text."  # the system's first
    key = tr.t("key-name", key="left")
    assert key == "Gauche Left"
    # a message inside a message is said in each language with it, not twice in each
    assert tr.t("error-unknown-key", key=key) == (
        "Gauche : rien ici. F1 donne la liste des touches. Left: nothing here. F1 lists the keys."
    )
    assert tr.t("history-first", text=speech) == (
        "Premier message : Parole : Texte du terminal. First message: Speech: Terminal text."
    )
    assert tr.t("language-name", lang="en") == "English"  # the same in both: said once
    tr.set_language("en")  # chosen: one language, and the message reads in it
    assert not tr.undecided
    assert render(speech, tr) == "Speech: Terminal text."


def test_unsupported_language_falls_back_to_english(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="audiogame.i18n"):
        tr = Translator("de")
    assert tr.language == "en"
    assert "de" in caplog.text


def test_numbers_have_no_grouping_and_no_marks() -> None:
    for lang in ("en", "fr"):
        text = Translator(lang).t("settings-percent", percent=12345)
        assert text.startswith("12345 ")
        assert not any(ch in text for ch in "\u2068\u2069\u202f\u00a0")


def test_join() -> None:
    tr = Translator("fr")
    assert tr.join([]) == ""
    assert tr.join(["Ouest"]) == "Ouest"
    assert tr.join(["Ouest", "vous"]) == "Ouest et vous"
    assert tr.join(["Ouest", "Nord", "vous"]) == "Ouest, Nord et vous"
    assert tr.join(["a", "b", "c"], last="list-or-last") == "a, b ou c"
    assert Translator("en").join(["West", "North", "you"]) == "West, North and you"


def _fake_catalog(language: str, source: str) -> Catalog:
    bundle = FluentBundle([language], use_isolating=False)
    resource = FluentResource(source)
    bundle.add_resource(resource)
    ids = tuple(entry.id.name for entry in resource.body if hasattr(entry, "id"))
    return Catalog(language, bundle, ids, ("test.ftl",))


@pytest.fixture
def fake_catalogs(monkeypatch: pytest.MonkeyPatch) -> None:
    sources = {
        "en": "hello = Hello { $name }\nonly-english = Only English\n"
        "message-missing = Message unavailable.\n",
        "fr": "hello = Bonjour { $name }\nmessage-missing = Message indisponible.\n",
    }
    fakes = {lang: _fake_catalog(lang, text) for lang, text in sources.items()}
    monkeypatch.setattr(i18n, "catalog", lambda language: fakes[language])


@pytest.mark.usefixtures("fake_catalogs")
def test_missing_in_french_falls_back_to_english_and_logs(
    caplog: pytest.LogCaptureFixture,
) -> None:
    tr = Translator("fr")
    with caplog.at_level(logging.WARNING, logger="audiogame.i18n"):
        assert tr.t("only-english") == "Only English"
    assert "only-english" in caplog.text
    assert tr.has("only-english") is False
    assert tr.has("only-english", fallback=True) is True


@pytest.mark.usefixtures("fake_catalogs")
def test_missing_everywhere_gives_a_localized_placeholder(
    caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    with caplog.at_level(logging.ERROR, logger="audiogame.i18n"):
        assert Translator("fr").t("no-such-id") == "Message indisponible."
        assert Translator("en").t("no-such-id") == "Message unavailable."
    assert "no-such-id" in caplog.text
    assert capsys.readouterr() == ("", "")


@pytest.mark.usefixtures("fake_catalogs")
def test_formatting_errors_never_raise(caplog: pytest.LogCaptureFixture) -> None:
    tr = Translator("fr")
    with caplog.at_level(logging.ERROR, logger="audiogame.i18n"):
        text = tr.t("hello")  # $name missing
    assert text.startswith("Bonjour")
    assert "hello" in caplog.text
    assert tr.t("hello", name=object()).startswith("Bonjour")


@pytest.mark.usefixtures("fake_catalogs")
def test_strict_translator_raises() -> None:
    tr = Translator("fr", strict=True)
    with pytest.raises(TranslationError):
        tr.t("no-such-id")
    with pytest.raises(TranslationError):
        tr.t("only-english")
    with pytest.raises(TranslationError):
        tr.t("hello")


def test_real_placeholder_messages_exist() -> None:
    assert Translator("fr").t("message-missing") == "Message indisponible."
    assert Translator("en").t("message-missing") == "Message unavailable."


def test_messages_know_the_language_of_each_of_their_stretches() -> None:
    """What a voice that switches languages needs: before a language is chosen each half of a
    message in its own language, a language's own name in that language, neighbours in one
    language joined (the first run's question, issue 32)."""
    tr = Translator("en")
    tr.set_undecided()
    question = tr.sentences(
        tr.t("first-run-language"), Translator("fr").t("language-name", lang="fr")
    )
    english, french = question.languages
    assert english == ("en", str(Translator("en").t("first-run-language")))
    assert french[0] == "fr" and french[1].endswith("Entrée. Français")
    assert " ".join(text for _, text in question.languages) == question
    plain = Translator("fr")
    said = plain.concat([plain.t("first-run-language"), "Nord"])
    assert said.languages == (("fr", str(said)),)
