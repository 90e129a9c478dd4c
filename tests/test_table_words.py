"""Every word right at the table, second pass (issue 24, items 1 to 11): what a blind player
tripped on, each checked in both languages from positions over a recording speaker (the keys'
wiring is covered by the pipe-driven UI tests, the console by the heard tests)."""

from __future__ import annotations

import itertools
import json
import re
from argparse import Namespace
from pathlib import Path

import pytest
from fox_helpers import build_deck, new_fox
from test_table_facts import MY_HAND, Heard, fearless

from audiogame.demo import narrate_demo
from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.settings import Settings, load_settings, save_settings
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.speech.base import console_lines
from engine import new_game
from engine.fox.cards import text_to_action

# --- 1. the zero key with no zero in hand --------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "No zero in your hand."), ("fr", "Vous n'avez pas de zéro en main.")],
)
def test_the_zero_key_without_a_zero_says_so(lang: str, expected: str) -> None:
    mine = [c for c in MY_HAND if c != "0"] + ["B-6"]
    heard = Heard(fearless(first_leader=0, mine=mine), lang=lang)
    assert heard.answer(lambda: heard.table.jump_to_suit("z")) == expected


# --- 2. a suit letter: the lowest first, whatever the focus; "your turn" names the focus -----


def _bells_table(lang: str = "en") -> Heard:
    deck = build_deck(["2B", "4B", "8B", "6K"], ["5M"], decree="10M")
    heard = Heard(new_fox(deck, first_dealer=1), lang=lang, hints="off")
    return heard


def test_the_first_press_of_a_suit_letter_is_its_lowest_card_whatever_the_focus() -> None:
    heard = _bells_table()
    table = heard.table
    items = table.choices()
    table.focus = items.index(text_to_action("2B"))  # silently on the lowest Bell
    first = heard.answer(lambda: table.jump_to_suit("b"))
    second = heard.answer(lambda: table.jump_to_suit("B"))
    third = heard.answer(lambda: table.jump_to_suit("b"))
    assert first.startswith("2 of Bells")
    assert second.startswith("10 of Bells") or second.startswith("8 of Bells")
    assert third == first
    heard.answer(table.next_card)  # the focus moves: the letter starts again at the lowest
    assert heard.answer(lambda: table.jump_to_suit("b")) == first


@pytest.mark.parametrize(
    ("lang", "expected"), [("en", "Your turn: 2 of Bells."), ("fr", "À vous de jouer : 2 de")]
)
def test_your_turn_names_the_focused_card(lang: str, expected: str) -> None:
    heard = _bells_table(lang)
    said = heard.texts(heard.table.start)
    assert any(expected in text for text in said), said


# --- 3. "why?" right after an undo ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "Keys led: you must follow Keys."), ("fr", "Vous devez jouer une Clef.")],
)
def test_why_after_an_undo_explains_the_position_you_are_back_in(lang: str, expected: str) -> None:
    deck = build_deck(["4K"], ["2K", "6K", "8B"], decree="10M")
    heard = Heard(new_fox(deck), human=1, lang=lang)
    heard.bot("4K")
    assert heard.table.act(text_to_action("2K"))
    heard.texts(heard.table.undo)
    assert expected in heard.answer(heard.table.why)


# --- 4. a lone Witch wins as trump ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Witch: the 9 of Keys was the only 9 in the trick, so it counted as trump, Moons."),
        ("fr", "Sorcière"),
    ],
)
def test_a_lone_witch_is_explained_as_trump(lang: str, expected: str) -> None:
    deck = build_deck(["9K"], ["2K"], decree="10M")
    heard = Heard(new_fox(deck), human=1, lang=lang)
    heard.bot("9K")
    said = heard.texts(lambda: heard.table.act(text_to_action("2K")))
    assert not any("No trump" in text or "Pas d'atout" in text for text in said)
    why = heard.answer(heard.table.why)
    assert why.startswith(expected), why
    assert "atout" in why or "trump" in why


# --- 5. a resume says "your turn" once -----------------------------------------------------------


@pytest.mark.parametrize(("lang", "turn"), [("en", "Your turn"), ("fr", "À vous de jouer")])
@pytest.mark.parametrize("name", ["fox", "fearless"])
def test_a_resume_says_your_turn_once(name: str, lang: str, turn: str) -> None:
    game = new_game(name, 2 if name == "fox" else 4, 5)
    heard = Heard(game, lang=lang)
    while game.current_player != 0:
        seat = game.current_player
        assert seat is not None
        heard.session.play_computer(seat, game.legal_actions()[0])
    said = heard.texts(lambda: heard.table.start(resumed=True))
    assert sum(text.count(turn) for text in said) == 1, said


# --- 6. practice: no explanation said twice, the stakes as one band --------------------------


def test_the_swan_is_explained_once_after_the_trick() -> None:
    deck = build_deck(["1B"], ["4B"], decree="10M")
    heard = Heard(new_fox(deck), human=1)
    said = heard.bot("1B")
    said += heard.texts(lambda: heard.table.act(text_to_action("4B")))
    after = said[next(i for i, t in enumerate(said) if "win trick 1" in t) :]
    assert sum(text.count("Swan") for text in after) == 1, after
    assert "Swan" in heard.answer(heard.table.why)  # "why?" still gives all of it


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "You have 0 tricks: Humble, 6 points if the round ended now. One more: Humble, "
            "6 points.",
        ),
        (
            "fr",
            "Vous avez 0 pli : Humble, 6 points si la manche finissait maintenant. Un pli de "
            "plus : Humble, 6 points.",
        ),
    ],
)
def test_the_stakes_hint_says_the_band_and_one_more_trick(lang: str, expected: str) -> None:
    deck = build_deck(["4K"], ["2K", "6K"], decree="10M")
    heard = Heard(new_fox(deck), human=1, lang=lang)
    heard.bot("4K")
    hints = heard.table.hints()
    assert hints[-1] == expected
    assert not any("10 or more" in h or "10 ou plus" in h for h in hints)


# --- 7. tactile symbols: off at the table, on at the companion; only choices saved --------------


def test_symbols_are_off_by_default_at_the_table_and_on_at_the_companion() -> None:
    settings = Settings()
    assert (settings.card_symbols, settings.card_powers, settings.companion_symbols) == (
        False,
        True,
        True,
    )
    heard = Heard(fearless(first_leader=0, mine=MY_HAND))
    table = heard.table
    table.set_talk("normal", "off", symbols=False, powers=True)
    assert heard.answer(lambda: table.jump_to_suit("b")) == "blue minus 5"
    assert "drop" in heard.answer(table.read_card_info)  # the card key says it anyway


def test_only_the_choices_are_saved(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings()
    settings.language = "fr"
    settings.pace = "short"  # chosen, though it is the default: kept
    save_settings(settings, path)
    data = json.loads(path.read_text())
    assert data == {"format": 2, "language": "fr", "pace": "short"}
    loaded, problem = load_settings(path)
    assert problem is None and loaded.chosen == {"language", "pace"}


def test_a_settings_file_of_the_first_format_is_read_as_choices(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    old = {"language": "en", "rate": 50, "card_details": True, "first_run_done": True}
    path.write_text(json.dumps(old))
    loaded, problem = load_settings(path)
    assert problem is None
    assert loaded.chosen == {"language", "first_run_done"}  # the old defaults were not choices
    assert not loaded.card_symbols  # the new default reaches this player
    path.write_text(json.dumps({**old, "card_details": False}))
    loaded, _ = load_settings(path)
    assert (loaded.card_powers, loaded.companion_symbols) == (False, False)


# --- 8. R after the prompt repeats the card just played --------------------------------------


def test_the_prompt_ends_the_message_of_the_card_before_it() -> None:
    deck = build_deck(["8K"], ["3K"], decree="10M")
    heard = Heard(new_fox(deck), human=1, hints="off")
    said = heard.bot("8K")
    assert said[-1].startswith("North leads 8 of Keys. Your turn: ")
    assert heard.answer(heard.table.out.repeat) == said[-1]


# --- 9. a new hand says how many cards of each suit --------------------------------------------


@pytest.mark.parametrize(
    ("lang", "name", "pattern"),
    [
        ("en", "fox", "New hand, 13 cards: "),
        ("fr", "fox", "Nouvelle main, 13 cartes : "),
        ("en", "fearless", "New hand, 13 cards: "),
        ("fr", "fearless", "Nouvelle main, 13 cartes : "),
    ],
)
def test_a_new_hand_gives_the_count_of_each_suit(lang: str, name: str, pattern: str) -> None:
    heard = Heard(new_game(name, 2 if name == "fox" else 4, 3), lang=lang)
    said = heard.texts(heard.table.start)
    line = next(text for text in said if text.startswith(pattern))
    suits = line[len(pattern) :].split(".")[0].replace(",", " ")
    counts = [int(word) for word in suits.split() if word.isdigit()]
    assert sum(counts) == 13 and len(counts) >= 3, line


# --- 10. long lines broken at spaces -----------------------------------------------------------


def test_a_long_message_is_broken_at_spaces_to_the_width() -> None:
    line = "Nord remporte le pli 3 avec le 4 de Cloches : plus haute carte de la couleur."
    printed = console_lines(line, width=30)
    assert all(len(row) <= 28 for row in printed.splitlines())  # the cursor fits after it
    assert " ".join(printed.splitlines()) == line  # no word cut in two
    assert console_lines(line, width=200) == line
    assert console_lines(line, width=None) == line  # no terminal (a pipe): one line


GOLDEN = Path(__file__).parent / "golden"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_line_breaks_where_typography_forbids_one(lang: str) -> None:
    """Every message of the golden transcripts, at every width from 12 to 100 columns: no row
    begins with a high sign or a closing quote, none ends with an opening quote, a one-letter
    word or a sign cut from its number ("Total minus" / "6.", "À" / "vous de jouer")."""
    lines = {
        row[2:] if row[:2] in (". ", "! ") else row
        for name in ("ui-fearless", "ui-fox", "fearless", "fox")
        for row in (GOLDEN / f"{name}-{lang}.txt").read_text(encoding="utf-8").splitlines()
    }
    checked = 0
    for line in lines:
        for width in range(12, 101):
            rows = console_lines(line, width).splitlines()
            assert " ".join(rows) == line
            for before, after in itertools.pairwise(rows):
                last = before.split()[-1]
                assert not after.startswith((":", ";", "?", "!", "»")), (width, before, after)
                assert last != "«", (width, before)
                assert len(last) > 1 or not last.isalpha(), (width, before)
                sign = last.lower() in ("plus", "minus", "moins") and after[:1].isdigit()
                assert not sign, (width, before, after)
                checked += 1
    assert checked > 10_000


# --- 11. the demo says which colour is out -----------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", " is out of this 3-player game."), ("fr", "est retiré de cette partie à 3 joueurs.")],
)
def test_a_three_player_demo_says_the_colour_out(lang: str, expected: str) -> None:
    speaker = RecordingSpeaker()
    out = Output(SpeechQueue(speaker), Translator(lang, strict=True))
    args = Namespace(game="fearless", players=3, target=None, level="easy", seed=4)
    narrate_demo(args, Translator(lang, strict=True), out)
    assert speaker.texts[0].endswith(expected), speaker.texts[:2]


def test_older_files_keep_each_game_s_setup_under_its_name(tmp_path: Path) -> None:
    """Settings per game (issue 25): the flat fields of older files are gathered by game, the
    defaults of a file saved whole dropped."""
    path = tmp_path / "settings.json"
    old = {"fox_target": 16, "fox_level": "medium", "fearless_players": 4, "fearless_level": "hard"}
    path.write_text(json.dumps({**old, "first_run_done": True}))
    loaded, problem = load_settings(path)
    assert problem is None
    assert loaded.games == {"fox": {"target": 16}, "fearless": {"level": "hard"}}
    path.write_text(json.dumps({"format": 2, **old}))  # a file of choices: every value kept
    loaded, _ = load_settings(path)
    assert loaded.games["fox"] == {"target": 16, "level": "medium"}
    save_settings(loaded, path)
    assert "fox_target" not in json.loads(path.read_text()) and "games" in json.loads(
        path.read_text()
    )


def test_fearless_says_colour_never_suit() -> None:
    """Fearless has colours (issue 34, item 11): none of its English messages says "suit"."""
    from fluent.syntax import FluentParser, ast, visitor

    class Words(visitor.Visitor):
        def __init__(self) -> None:
            self.text: list[str] = []

        def visit_TextElement(self, node: ast.TextElement) -> None:
            self.text.append(node.value)

    found = []
    checked = 0
    for path in sorted((Path(__file__).parents[1] / "locales" / "en").glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, ast.Message) or "fearless" not in entry.id.name:
                continue
            words = Words()
            words.visit(entry)
            checked += 1
            if re.search(r"\bsuits?\b", " ".join(words.text), re.IGNORECASE):
                found.append(entry.id.name)
    assert checked > 50
    assert found == []
