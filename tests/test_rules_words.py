"""The rules text read in the game tells what the program does (issue 34, items 10 and 16)."""

from __future__ import annotations

import pytest

import engine
from audiogame.i18n import Translator
from audiogame.rules_text import rules_plain_text
from audiogame.settings import Settings


@pytest.mark.parametrize(
    ("lang", "table_off", "companion_on"),
    [
        ("en", "they are off at the table", "on at the table companion"),
        ("fr", "ils sont coupés à la table", "actifs au compagnon de table"),
    ],
)
def test_the_tactile_words_are_said_off_at_the_table_as_they_are(
    lang: str, table_off: str, companion_on: str
) -> None:
    defaults = Settings()
    assert not defaults.card_symbols and defaults.companion_symbols
    text = Translator(lang, strict=True).t("rules-fearless-2-3")
    assert table_off in text and companion_on in text


@pytest.mark.parametrize(("lang", "words"), [("en", "drawn at random"), ("fr", "tiré au sort")])
@pytest.mark.parametrize(
    ("game", "players", "who"), [("fearless", 4, "leader"), ("fox", 2, "dealer")]
)
def test_the_rules_say_the_first_leader_or_dealer_is_drawn_at_random(
    lang: str, words: str, game: str, players: int, who: str
) -> None:
    assert words in rules_plain_text(game, lang)
    starts = set()
    for seed in range(20):
        g = engine.new_game(game, players, seed)
        starts.add(g.options.get(f"first_{who}"))
    assert starts == set(range(players))  # drawn from the seed: every seat starts some games
