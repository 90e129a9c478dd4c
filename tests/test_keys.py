"""The table's keys as data (``audiogame/keys.py``, issue 25): every command exists, a game's
own keys belong to that game only, the keys list (F1) is generated from the keys that work now,
and no key means two things at once."""

from __future__ import annotations

from collections import Counter

import pytest
from fox_helpers import build_deck, new_fox
from test_table_facts import MY_HAND, Heard, fearless
from ui_driver import drive

from audiogame.games import game_names, presentation
from audiogame.i18n import LANGUAGES, Translator
from audiogame.keys import CHOOSING, PLAYING, help_ids, key_applies, table_keys
from audiogame.ui.app import GameChoice, TableApp
from engine.fox.cards import text_to_action


@pytest.mark.parametrize("name", game_names())
def test_every_key_runs_a_command_of_the_table_screen_and_is_worded(name: str, tmp_path) -> None:
    choice = GameChoice(name, 2 if name == "fox" else 3, "easy", False, seed=1)
    run = drive(tmp_path, [], start=lambda app: app.start(choice))
    assert isinstance(run.app, TableApp) and run.app.table_screen is not None
    commands = run.app.table_screen.commands()
    for key in table_keys(presentation(name)):
        assert key.command is None or key.command in commands, key
        for lang in LANGUAGES:
            assert Translator(lang, strict=True).has(key.help), (lang, key.help)


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("when", [PLAYING, CHOOSING])
def test_no_key_means_two_things_in_one_situation(name: str, when: str) -> None:
    keys = table_keys(presentation(name))
    situations = {k.when for k in keys} - {PLAYING, CHOOSING}
    for extra in [None, *situations]:
        works = [
            (k.key, k.command)
            for k in keys
            if k.key is not None and k.when in {"always", when, extra}
        ]
        meaning: dict[str, set[str | None]] = {}
        for key, command in works:
            meaning.setdefault(key, set()).add(command)
        assert {k: v for k, v in meaning.items() if len(v) > 1} == {}


def test_the_fox_keys_are_the_fox_s_only() -> None:
    fox = {k.key for k in presentation("fox").keys}
    fearless = {k.key for k in presentation("fearless").keys}
    assert {"d", "="} <= fox and not {"d", "="} & fearless
    assert not {"d", "="} & {k.key for k in table_keys(presentation("fearless"))}


def test_the_keys_list_follows_the_situation() -> None:
    deck = build_deck(["3K", "7B"], ["4K"], decree="10M")
    heard = Heard(new_fox(deck), hints="off")
    table = heard.table
    playing = help_ids(table_keys(table.show), table)
    assert "help-game-key-cards" in playing and "help-fox-key-exchange" not in playing
    assert table.act(text_to_action("3K"))  # the Fox: the exchange decision
    assert key_applies(table, "exchange")
    choosing = help_ids(table_keys(table.show), table)
    assert choosing[:3] == [
        "help-game-key-options",
        "help-game-key-choose",
        "help-fox-key-exchange",
    ]
    assert "help-game-key-cards" not in choosing
    assert Counter(choosing).most_common(1)[0][1] == 1  # each line once


def test_practice_keys_are_listed_only_in_practice() -> None:
    heard = Heard(fearless(first_leader=0, mine=MY_HAND))
    table = heard.table
    assert "help-game-key-why" in help_ids(table_keys(table.show), table)
    assert "help-game-key-pace" not in help_ids(table_keys(table.show), table, pace="short")
    assert "help-game-key-pace" in help_ids(table_keys(table.show), table, pace="key")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_fearless_keys_list_says_colour_never_suit(lang: str) -> None:
    """Fearless has colours: its keys list says so (issue 34: the shared lines said "suit")."""
    tr = Translator(lang, strict=True)
    show = presentation("fearless")
    lines = [tr.t(k.help) for k in table_keys(show)]
    lines.append(tr.t(show.help_words["help-game-suit-keys"], keys="B O M G"))
    assert not [line for line in lines if "suit" in line.lower()]
    assert any("colour" in line or "couleur" in line for line in lines)
    fox = [tr.t(k.help) for k in table_keys(presentation("fox"))]
    assert lang == "fr" or any("suit" in line for line in fox)
