"""Typed entries of the companion, in both languages: the short forms, the tactile names, the
powers, the engine's texts; case, accents and spaces free; every error named."""

from __future__ import annotations

import pytest

from audiogame.games import companion
from audiogame.games.companion import EntryError, normalize
from audiogame.i18n import Translator
from engine.fearless import cards as fc
from engine.fox import cards as xc
from engine.fox.public import DECREE_BASE, PublicFox

B, OR, M, G = fc.BLUE, fc.ORANGE, fc.MAGENTA, fc.GREEN

FEARLESS = {
    "en": {
        "b+5": (B, 5),
        "B + 5": (B, 5),
        "b plus 5": (B, 5),
        "drop plus 5": (B, 5),
        "Water Drop Minus 6": (B, -6),
        "o-3": (OR, -3),
        "circle minus 3": (OR, -3),
        "m+1": (M, 1),
        "flower plus 1": (M, 1),
        "g-4": (G, -4),
        "CLOVER minus 4": (G, -4),
        "G\u22124": (G, -4),
        "0": None,
        "zero": None,
        "Star": None,
        "b0": None,
        # number words, and the other language's words (issue 24, item 21)
        "blue plus five": (B, 5),
        "drop minus six": (B, -6),
        "o + one": (OR, 1),
        "goutte plus 5": (B, 5),
        "v-4": (G, -4),
        "vert moins quatre": (G, -4),
        "zéro": None,
    },
    "fr": {
        "b+5": (B, 5),
        "goutte plus 5": (B, 5),
        "bleu moins 2": (B, -2),
        "o-3": (OR, -3),
        "cercle moins 3": (OR, -3),
        "rond plus 2": (OR, 2),
        "fleur plus 1": (M, 1),
        "v-4": (G, -4),
        "trèfle moins 3": (G, -3),
        "trefle moins 3": (G, -3),
        "VERT  -  4": (G, -4),
        "G-4": (G, -4),  # the engine's text in every language
        "étoile": None,
        "zéro": None,
        "0": None,
        # number words, and the other language's words (issue 24, item 21)
        "bleu plus cinq": (B, 5),
        "fleur moins trois": (M, -3),
        "green-4": (G, -4),
        "drop plus 5": (B, 5),
        "blue plus five": (B, 5),
        "b+un": (B, 1),
        "star": None,
    },
}


FOX = {
    "en": {
        "7b": (xc.BELLS, 7),
        "11k": (xc.KEYS, 11),
        "11 K": (xc.KEYS, 11),
        "9 of moons": (xc.MOONS, 9),
        "Witch of Moons": (xc.MOONS, 9),
        "monarch of keys": (xc.KEYS, 11),
        "swan bells": (xc.BELLS, 1),
        "k11": (xc.KEYS, 11),
        "1 moon": (xc.MOONS, 1),
        "seven of bells": (xc.BELLS, 7),
        "eleven of keys": (xc.KEYS, 11),
        "keys ten": (xc.KEYS, 10),
        "7c": (xc.BELLS, 7),  # the French letters
        "sorcière de lunes": (xc.MOONS, 9),
    },
    "fr": {
        "7c": (xc.BELLS, 7),
        "11f": (xc.KEYS, 11),
        "1u": (xc.MOONS, 1),
        "9 de lunes": (xc.MOONS, 9),
        "sorcière de lunes": (xc.MOONS, 9),
        "Monarque de clés": (xc.KEYS, 11),
        "cygne de cloches": (xc.BELLS, 1),
        "7B": (xc.BELLS, 7),  # the engine's letters in every language
        "7k": (xc.KEYS, 7),
        "sept de cloches": (xc.BELLS, 7),
        "onze de clés": (xc.KEYS, 11),
        "une de lunes": (xc.MOONS, 1),
        "un de lunes": (xc.MOONS, 1),
        "dix f": (xc.KEYS, 10),
        "witch of moons": (xc.MOONS, 9),
        "9 of moons": (xc.MOONS, 9),
        "seven of bells": (xc.BELLS, 7),
    },
}


FORMS = [
    *(
        pytest.param(
            "fearless",
            lang,
            text,
            fc.ZERO if card is None else fc.kind_of(card[0], card[1]),
            id=f"fearless-{lang}-{text}",
        )
        for lang, forms in FEARLESS.items()
        for text, card in forms.items()
    ),
    *(
        pytest.param("fox", lang, text, xc.card(*card), id=f"fox-{lang}-{text}")
        for lang, forms in FOX.items()
        for text, card in forms.items()
    ),
]


@pytest.mark.parametrize(("game", "lang", "text", "expected"), FORMS)
def test_card_forms(game: str, lang: str, text: str, expected: int) -> None:
    assert companion(game).parse_card(Translator(lang), normalize(text)) == expected


@pytest.mark.parametrize(
    ("game", "lang", "text", "message"),
    [
        pytest.param("fearless", lang, text, message, id=f"fearless-{lang}-{text}")
        for lang, text, message in [
            ("en", "b5", "companion-fearless-error-sign"),
            ("en", "b+9", "companion-fearless-error-value"),
            ("en", "drop", "companion-fearless-error-value-missing"),
            ("en", "x+1", "companion-error-unknown"),
            ("en", "blue plus seven", "companion-fearless-error-value"),
            ("en", "blue five", "companion-fearless-error-sign"),
            ("en", "blue plus fivee", "companion-error-unknown"),
            ("fr", "b 5", "companion-fearless-error-sign"),
            ("fr", "bleu cinq", "companion-fearless-error-sign"),
            ("fr", "hello", "companion-error-unknown"),
        ]
    ]
    + [
        pytest.param("fox", lang, text, message, id=f"fox-{lang}-{text}")
        for lang, text, message in [
            ("en", "12b", "companion-fox-error-rank"),
            ("en", "7", "companion-fox-error-suit-missing"),
            ("en", "7x", "companion-error-unknown"),
            ("en", "seven", "companion-fox-error-suit-missing"),
            ("en", "twelve of bells", "companion-error-unknown"),
            ("fr", "7", "companion-fox-error-suit-missing"),
            ("fr", "7 de pommes", "companion-error-unknown"),
            ("fr", "0u", "companion-fox-error-rank"),
        ]
    ],
)
def test_card_errors(game: str, lang: str, text: str, message: str) -> None:
    """Each error is named, and its message is a sentence in that language."""
    with pytest.raises(EntryError) as caught:
        companion(game).parse_card(Translator(lang), normalize(text))
    assert caught.value.message == message
    tr = Translator(lang, strict=True)
    said = tr.t(caught.value.message, text=text, **caught.value.details)
    assert said and said[0].isupper() and said.endswith((".", "?"))


def test_fox_entries_follow_the_phase() -> None:
    part = companion("fox")
    tr = Translator("fr")
    table = PublicFox(2, {"first_dealer": 0})
    assert part.entry_action(tr, table, normalize("11f")) == DECREE_BASE + xc.card(xc.KEYS, 11)
    assert part.entry_action(tr, table, normalize("décret 11f")) == DECREE_BASE + 21
    assert part.entry_action(tr, table, "decree 11k") == DECREE_BASE + 21
    table.apply(DECREE_BASE + 21)
    assert part.entry_action(tr, table, normalize("3c")) == xc.card(xc.BELLS, 3)
    table.apply(xc.card(xc.BELLS, 3))
    assert part.entry_action(tr, table, normalize("2c")) == xc.SWAP + xc.card(xc.BELLS, 2)
    assert part.entry_action(tr, table, normalize("échange 2c")) == xc.SWAP + 1
    assert part.entry_action(tr, table, normalize("Garder")) == xc.KEEP
    assert part.entry_action(tr, table, "keep") == xc.KEEP
    assert part.entry_action(Translator("en"), table, "swap 2b") == xc.SWAP + 1
