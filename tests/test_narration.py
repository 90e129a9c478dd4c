"""Narration of engine events: coverage of every event type, golden transcripts, grammar.

Golden transcripts live in ``tests/golden/``: a seeded first round of each game, random legal
play, narrated in both languages for seat 0 at normal verbosity, one message per line.
Rewrite them after a deliberate wording change with ``UPDATE_GOLDEN=1 pytest
tests/test_narration.py`` and read the diff.
"""

from __future__ import annotations

import difflib
import inspect
import itertools
import os
import random
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import ModuleType

import pytest

import engine
from audiogame.games import presentation
from audiogame.i18n import LANGUAGES, Translator
from audiogame.narration import (
    Narrator,
    Verbosity,
    card_name,
    default_seat_names,
    event_message_base,
    hand_summary,
    signed,
)
from engine.events import Event
from engine.fearless import cards as fc
from engine.fearless import events as fe
from engine.fox import cards as xc
from engine.fox import events as fx
from engine.reasons import Illegal, Refusal, WinReason

FEARLESS, FOX = presentation("fearless"), presentation("fox")

GOLDEN_DIR = Path(__file__).parent / "golden"
GOLDEN_SEEDS = {"fearless": 196, "fox": 295}
GAMES = ("fearless", "fox")
EVENT_MODULES: dict[str, ModuleType] = {"fearless": fe, "fox": fx}
LEVELS = tuple(Verbosity)

INVISIBLE = re.compile(
    "[\u00ad\u00a0\u202f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]"
)
SUIT_SYMBOLS = re.compile("[\u2660-\u2667\U0001f0a0-\U0001f0ff]")
SIGNED_DIGITS = re.compile(r"(?<![\w])[+\-\u2212]\d")


# --- playing -----------------------------------------------------------------------------


def new_game(game: str, seed: int, players: int = 4) -> engine.Game:
    if game == "fearless":
        return engine.new_game("fearless", players, seed=seed)
    return engine.new_game("fox", seed=seed)


def play(game: str, seed: int, *, rounds: int | None = 1, players: int = 4) -> list[Event]:
    """Events of a seeded game with random legal play, stopping after ``rounds`` rounds."""
    state = new_game(game, seed, players)
    rng = random.Random(seed)
    events: list[Event] = list(state.start_events())
    scored = 0
    while not state.is_over:
        new = state.apply(rng.choice(state.legal_actions()))
        events.extend(new)
        scored += sum(1 for e in new if type(e).__name__ == "RoundScored")
        if rounds is not None and scored >= rounds:
            break
    return events


def narrate(
    game: str,
    events: Sequence[Event],
    lang: str,
    level: Verbosity = Verbosity.NORMAL,
    listener: int | None = 0,
    players: int = 4,
) -> list[str]:
    players = players if game == "fearless" else 2
    narrator = Narrator(
        Translator(lang, strict=True),
        presentation(game),
        listener,
        verbosity=level,
        players=players,
    )
    return [line for event in events for line in narrator.narrate(event)]


def event_classes(module: ModuleType) -> list[type[Event]]:
    return [
        obj
        for _, obj in inspect.getmembers(module, inspect.isclass)
        if issubclass(obj, Event) and obj is not Event and obj.__module__ == module.__name__
    ]


@pytest.fixture(scope="module")
def full_games() -> dict[str, list[Event]]:
    """Every event of a few complete games of each game."""
    return {game: [e for seed in range(3) for e in play(game, seed, rounds=None)] for game in GAMES}


def all_lines(full_games: dict[str, list[Event]], lang: str) -> Iterator[tuple[str, str]]:
    for game, level, listener in itertools.product(GAMES, LEVELS, (0, 1, None)):
        for line in narrate(game, full_games[game], lang, level, listener):
            yield game, line


# --- coverage ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_event_type_has_messages(game: str) -> None:
    classes = event_classes(EVENT_MODULES[game])
    assert len(classes) >= 8
    narrator = Narrator(Translator("en"), presentation(game), 0)
    for cls in classes:
        assert narrator.handles(cls), f"no narration for {game} {cls.__name__}"
        base = event_message_base(game, cls)
        for lang, level in itertools.product(LANGUAGES, LEVELS):
            assert Translator(lang).has(f"{base}-{level}"), f"{lang}: {base}-{level}"


@pytest.mark.parametrize("game", GAMES)
def test_every_event_type_narrates(game: str, full_games: dict[str, list[Event]]) -> None:
    classes = event_classes(EVENT_MODULES[game])
    seen = {type(e) for e in full_games[game]}
    assert set(classes) <= seen, f"not met in play: {set(classes) - seen}"
    for cls in classes:
        samples = [e for e in full_games[game] if type(e) is cls][:300]
        for lang, level in itertools.product(LANGUAGES, LEVELS):
            heard = []
            for listener in (0, 1, None):
                heard += narrate(game, samples, lang, level, listener)
            if level is not Verbosity.BRIEF:
                assert heard, f"{game} {cls.__name__} says nothing at {level} in {lang}"


@pytest.mark.parametrize("players", [3, 5])
def test_three_and_five_players(players: int) -> None:
    events = play("fearless", 7, rounds=None, players=players)
    for lang, level in itertools.product(LANGUAGES, LEVELS):
        lines = narrate("fearless", events, lang, level, 0, players)
        assert all((line[0].isupper() or line[0].isdigit()) for line in lines)
        assert all(line.endswith(".") and "{" not in line for line in lines)
    names = set(default_seat_names(Translator("fr"), players, 0))
    lines = narrate("fearless", events, "fr", Verbosity.NORMAL, 0, players)
    assert {line.split(" ")[0] for line in lines if " joue " in line} <= names


# --- golden transcripts --------------------------------------------------------------------


@pytest.mark.parametrize(("game", "lang"), list(itertools.product(GAMES, LANGUAGES)))
def test_golden_transcript(game: str, lang: str) -> None:
    lines = narrate(game, play(game, GOLDEN_SEEDS[game]), lang)
    text = "\n".join(lines) + "\n"
    path = GOLDEN_DIR / f"{game}-{lang}.txt"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        GOLDEN_DIR.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path}; run with UPDATE_GOLDEN=1"
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "\n".join(
            difflib.unified_diff(
                expected.splitlines(), text.splitlines(), str(path), "narration", lineterm=""
            )
        )
        pytest.fail(f"narration changed (UPDATE_GOLDEN=1 to accept):\n{diff}")


# --- form of every line -------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lines_are_clean(lang: str, full_games: dict[str, list[Event]]) -> None:
    for game, line in all_lines(full_games, lang):
        assert line == line.strip() and "  " not in line, line
        assert line[0].isupper() or line[0].isdigit(), line
        assert "{" not in line and "???" not in line, line
        assert not INVISIBLE.search(line), line
        assert not SUIT_SYMBOLS.search(line), line
        assert not SIGNED_DIGITS.search(line), f"sign as a symbol: {line}"
        assert not re.search(r"\s[.,]", line), line
        assert not re.search(r"[.,;:]{2}", line), line
        assert line.endswith("."), f"{game}: {line}"


ENGLISH_BAD = [
    r"\bYou (plays|wins|leads|draws|puts|keeps|takes|scores|moves|leaves|stays|has|sets|returns|"
    r"answers|deals|receives)\b",
    r"\b(West|North|East) (play|win|lead|draw|put|keep|take|score|move|leave|stay|have|set|"
    r"return|answer|deal)\b",
    r"\b1 (points|tricks|cards|zeros)\b",
    r"\b(0|[2-9]|[1-9]\d) (point|trick|card|zero)\b",
]
FRENCH_BAD = [
    r"\bVous (joue|remporte|entame|pioche|place|garde|prend|marque|passe|quitte|reste|a|ouvre|"
    r"commence|fixe|pose|laisse|répond|distribue|gagne|remet|sort|déplace)\b",
    r"\b(Ouest|Nord|Est) (jouez|remportez|entamez|piochez|placez|gardez|prenez|marquez|passez|"
    r"quittez|restez|avez|ouvrez|commencez|fixez|posez|laissez|répondez|distribuez|gagnez)\b",
    r"(?i)\b(le|la|de|que|ne|se|je)\s+[aeiouyéèêàâîôûœ]",
    r"(?i)\b(du|au)\s+[aeiouyéèêàâîôûœ]",
    r"(?i)\b(de le|de les|à le|à les)\b",
    r"\b[01] (points|plis|cartes|zéros|manches)\b",
    r"\b([2-9]|[1-9]\d) (point|pli|carte|zéro|manche)\b",
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_grammar_of_real_output(lang: str, full_games: dict[str, list[Event]]) -> None:
    patterns = [re.compile(p) for p in (FRENCH_BAD if lang == "fr" else ENGLISH_BAD)]
    for _, line in all_lines(full_games, lang):
        for pattern in patterns:
            assert not pattern.search(line), f"{pattern.pattern!r} in {line!r}"


def test_french_elision_and_contraction(full_games: dict[str, list[Event]]) -> None:
    lines = [line for game, line in all_lines(full_games, "fr") if game == "fearless"]
    assert any("l'orange" in line for line in lines)
    assert any("le vert" in line for line in lines)
    assert any("un zéro" in line for line in lines)
    tr = Translator("fr", strict=True)
    assert tr.t("fearless-removed-suit", suit="orange") == (
        "L'orange est retiré de cette partie à 3 joueurs."
    )
    assert tr.t("fearless-removed-suit", suit="blue").startswith("Le bleu est retiré")
    narrator = Narrator(tr, FEARLESS, 0, players=4)
    must = narrator.describe_illegal(Illegal(Refusal.MUST_FOLLOW, suit=fc.ORANGE))
    assert must == "Vous devez jouer de l'orange ; un zéro est toujours permis."
    must = narrator.describe_illegal(Illegal(Refusal.MUST_FOLLOW, suit=fc.BLUE))
    assert must == "Vous devez jouer du bleu ; un zéro est toujours permis."
    assert tr.t("hint-fearless-void", suit="orange").startswith("Vous n'avez pas d'orange :")
    assert tr.t("hint-fearless-follow", suit="magenta").startswith(
        "Magenta demandé : jouez du magenta ou un zéro."
    )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "fr",
            [
                "Vous : plus 2, 2 points. Total 2.",
                "Ouest : 0, 0 point. Total 0.",
                "Nord : moins 1, 1 point. Total 1.",
                "Est : dans la ruine, 15 points. Total 15.",
            ],
        ),
        (
            "en",
            [
                "You: plus 2, 2 points. Total 2.",
                "West: 0, 0 points. Total 0.",
                "North: minus 1, 1 point. Total 1.",
                "East: on the ruin, 15 points. Total 15.",
            ],
        ),
    ],
)
def test_singular_and_plural_of_points(lang: str, expected: list[str]) -> None:
    event = fe.RoundScored(0, (2, 0, -1, None), (2, 0, 1, 15), (2, 0, 1, 15))
    lines = narrate("fearless", [event], lang)
    assert lines[1:] == expected


def test_singular_and_plural_of_tricks() -> None:
    event = fx.RoundScored(0, (1, 12), (6, 0), (0, 2), (6, 2), (6, 2), ("humble", "greedy"))
    lines = narrate("fox", [event], "fr")
    assert lines == [
        "Fin de la manche 1.",
        "Vous : 1 pli, Humble, 6 points. Total 6.",
        "Nord : 12 plis, Cupide, 0 point plus 2 points de Trésor. Total 2.",
    ]
    zero = fx.RoundScored(1, (0, 13), (6, 0), (1, 0), (7, 0), (13, 2), ("humble", "greedy"))
    assert narrate("fox", [zero], "fr", Verbosity.DETAILED)[1] == (
        "Vous : 0 pli, Humble, 6 points de la table plus 1 point de Trésor : "
        "7 pour la manche. Total 13."
    )
    assert narrate("fox", [zero], "en")[1] == (
        "You: 0 tricks, Humble, 6 points plus 1 Treasure point. Total 13."
    )


def test_signed_numbers_are_words() -> None:
    for lang, plus, minus in (("fr", "plus 3", "moins 3"), ("en", "plus 3", "minus 3")):
        tr = Translator(lang)
        assert signed(tr, 3) == plus
        assert signed(tr, -3) == minus
        assert signed(tr, 0) == "0"
    events = [
        fe.CardPlayed(1, fc.kind_of(fc.GREEN, -3), -3, fc.GREEN, 0),
        fe.CardPlayed(2, fc.kind_of(fc.GREEN, 6), 3, fc.GREEN, 1),
    ]
    assert narrate("fearless", events, "fr") == [
        "Ouest entame avec le vert moins 3, trèfle. Total moins 3.",
        "Nord joue le vert plus 6, trèfle. Total plus 3.",
    ]
    assert narrate("fearless", events, "en", Verbosity.BRIEF) == [
        "West: green minus 3, total minus 3.",
        "North: green plus 6, total plus 3.",
    ]


# --- card names ------------------------------------------------------------------------------


def test_card_names() -> None:
    fr, en = Translator("fr"), Translator("en")
    orange3 = fc.kind_of(fc.ORANGE, 3)
    green4 = fc.kind_of(fc.GREEN, -4)
    assert card_name(en, FEARLESS, green4, "name", details=True) == "green minus 4, clover"
    assert card_name(fr, FEARLESS, green4, "name", details=True) == "vert moins 4, trèfle"
    assert card_name(fr, FEARLESS, orange3, "obj") == "l'orange plus 3"
    assert card_name(fr, FEARLESS, orange3, "the", details=True) == "l'orange plus 3, cercle"
    assert card_name(fr, FEARLESS, fc.ZERO, "obj") == "un zéro"
    assert card_name(fr, FEARLESS, fc.ZERO, "the") == "le zéro"
    assert card_name(en, FEARLESS, fc.ZERO, "name", details=True) == "zero, star"
    assert card_name(fr, FEARLESS, fc.kind_of(fc.BLUE, 1), "name", True) == "bleu plus 1, goutte"
    assert card_name(en, FEARLESS, fc.kind_of(fc.MAGENTA, -6), "name", True) == (
        "magenta minus 6, flower"
    )
    witch = xc.card(xc.MOONS, 9)
    assert card_name(fr, FOX, witch, "name", details=True) == "9 de Lunes, Sorcière"
    assert card_name(en, FOX, witch, "the") == "the 9 of Moons"
    assert card_name(fr, FOX, xc.card(xc.KEYS, 11), "obj") == "le 11 de Clefs"
    assert card_name(fr, FOX, xc.card(xc.BELLS, 8), "name", details=True) == "8 de Cloches"
    powers = {r: fr.t("fox-power", rank=r) for r in (1, 3, 5, 7, 9, 11)}
    assert powers == {
        1: "Cygne",
        3: "Renard",
        5: "Bûcheron",
        7: "Trésor",
        9: "Sorcière",
        11: "Monarque",
    }
    labels = [fr.t("fox-label", label=x) for x in ("humble", "defeated", "victorious", "greedy")]
    assert labels == ["Humble", "Vaincu", "Victorieux", "Cupide"]


def test_hand_summary() -> None:
    hand = [fc.kind_of(fc.BLUE, -6), fc.kind_of(fc.BLUE, 2), fc.ZERO, fc.kind_of(fc.GREEN, 3)]
    assert hand_summary(Translator("fr"), FEARLESS, hand) == (
        "Bleu, 2 : moins 6, plus 2 ; Vert, 1 : plus 3 ; 1 zéro"
    )
    assert hand_summary(Translator("en"), FEARLESS, [*hand, fc.ZERO]) == (
        "Blue, 2: minus 6, plus 2; Green, 1: plus 3; 2 zeros"
    )
    fox_hand = [xc.card(xc.MOONS, 9), xc.card(xc.BELLS, 1), xc.card(xc.MOONS, 2)]
    assert hand_summary(Translator("fr"), FOX, fox_hand) == "Cloches, 1 : 1 ; Lunes, 2 : 2, 9"


def test_default_seat_names() -> None:
    fr = Translator("fr")
    assert default_seat_names(fr, 4, 0) == ["Vous", "Ouest", "Nord", "Est"]
    assert default_seat_names(fr, 4, 2) == ["Nord", "Est", "Vous", "Ouest"]
    assert default_seat_names(fr, 2, 1) == ["Nord", "Vous"]
    assert default_seat_names(fr, 4, None) == ["Sud", "Ouest", "Nord", "Est"]
    assert len(set(default_seat_names(fr, 5, 0))) == 5
    names = ["You", "Anna", "Bob"]
    narrator = Narrator(Translator("en"), FEARLESS, 0, names)
    assert narrator.players == 3 and narrator.name(1) == "Anna"
    narrator.verbosity = "brief"
    assert narrator.verbosity is Verbosity.BRIEF


# --- privacy -----------------------------------------------------------------------------------


def test_private_cards_are_never_told_to_others() -> None:
    drawn = fx.CardDrawn(1, xc.card(xc.MOONS, 10))
    returned = fx.CardReturned(1, xc.card(xc.KEYS, 2))
    dealt = fx.HandDealt(1, (0, 1, 2))
    for lang, level in itertools.product(LANGUAGES, LEVELS):
        mine = narrate("fox", [drawn, returned, dealt], lang, level, listener=1)
        theirs = narrate("fox", [drawn, returned, dealt], lang, level, listener=0)
        told = " ".join(theirs)
        assert not re.search(r"\b(10|2|1) (of|de)\b", told), told
        assert any(("10" in line) for line in mine), mine
    assert narrate("fox", [drawn, returned], "fr", listener=0) == [
        "Nord pioche une carte.",
        "Nord place une carte sous la pioche.",
    ]
    assert narrate("fox", [drawn, returned], "fr", listener=1) == [
        "Vous piochez le 10 de Lunes.",
        "Vous placez le 2 de Clefs sous la pioche.",
    ]


# --- refusals and "why?" ----------------------------------------------------------------------


def _sample_illegal(game: str, code: Refusal) -> Illegal:
    if code is Refusal.MUST_FOLLOW:
        return Illegal(code, suit=1)
    if code is Refusal.MONARCH_FORCES:
        if game == "fox":
            return Illegal(code, suit=xc.KEYS, options=(xc.card(xc.KEYS, 1), xc.card(xc.KEYS, 8)))
        return Illegal(code, suit=1, options=(fc.kind_of(1, 2),))
    if code is Refusal.REMOVED_SUIT:
        return Illegal(code, suit=1)
    return Illegal(code)


@pytest.mark.parametrize(("game", "lang"), list(itertools.product(GAMES, LANGUAGES)))
def test_every_refusal_is_explained(game: str, lang: str) -> None:
    tr = Translator(lang, strict=True)
    narrator = Narrator(tr, presentation(game), 0)
    placeholder = tr.t("message-missing")
    for code in Refusal:
        text = narrator.describe_illegal(_sample_illegal(game, code))
        assert text and text != placeholder and text[0].isupper() and text.endswith("."), text
    for phase in ("play", "fox-exchange", "woodcutter-return", None):
        assert narrator.describe_illegal(Illegal(Refusal.WRONG_PHASE), phase)


def test_refusal_wording() -> None:
    fox_fr = Narrator(Translator("fr"), FOX, 0)
    monarch = _sample_illegal("fox", Refusal.MONARCH_FORCES)
    assert fox_fr.describe_illegal(monarch) == (
        "Monarque en entame : vous devez jouer le 1 de Clefs ou le 8 de Clefs, "
        "votre 1 ou votre plus forte carte de Clefs."
    )
    assert fox_fr.describe_illegal(Illegal(Refusal.MUST_FOLLOW, suit=xc.MOONS)) == (
        "Vous devez suivre : jouez une Lune."
    )
    fearless_en = Narrator(Translator("en"), FEARLESS, 0)
    assert fearless_en.describe_illegal(Illegal(Refusal.MUST_FOLLOW, suit=fc.GREEN)) == (
        "You must play green; a zero is always allowed."
    )
    exchange = fox_fr.describe_illegal(Illegal(Refusal.WRONG_PHASE), "fox-exchange")
    assert exchange.startswith("Pas maintenant : échangez")


def test_real_refusals_from_the_engine() -> None:
    found: dict[tuple[str, Refusal], str] = {}
    for game in GAMES:
        for seed in range(20):
            state = new_game(game, seed)
            rng = random.Random(seed)
            narrator = Narrator(Translator("fr", strict=True), presentation(game), None)
            while not state.is_over:
                legal = set(state.legal_actions())
                for action in range(100):
                    if action in legal:
                        continue
                    why = state.why_illegal(action)
                    if why is not None and (game, why.code) not in found:
                        found[(game, why.code)] = narrator.describe_illegal(why)
                state.apply(rng.choice(sorted(legal)))
            if (game, Refusal.MONARCH_FORCES) in found or game == "fearless":
                break
    assert found[("fearless", Refusal.MUST_FOLLOW)].startswith("Vous devez jouer d")
    assert found[("fox", Refusal.MUST_FOLLOW)].startswith("Vous devez suivre : jouez une ")
    assert found[("fox", Refusal.MONARCH_FORCES)].startswith("Monarque en entame : vous devez")


def _sample_trick(game: str, reason: WinReason, swan: bool = False) -> Event:
    if game == "fearless":
        zero = reason is not WinReason.HIGHEST_OF_LED_SUIT
        card = fc.ZERO if zero else fc.kind_of(fc.ORANGE, 5)
        cards = ((0, fc.kind_of(fc.ORANGE, -2)), (1, card), (2, fc.ZERO), (3, fc.ZERO))
        led = None if reason is WinReason.ALL_ZEROS else fc.ORANGE
        return fe.TrickWon(1, 4, cards, 3, led, reason, card, 1)
    lead = (0, xc.card(xc.BELLS, 1))
    follow = (1, xc.card(xc.KEYS, 9))
    return fx.TrickWon(1, 4, lead, follow, xc.MOONS, reason, 0 if swan else 1, swan)


@pytest.mark.parametrize(("game", "lang"), list(itertools.product(GAMES, LANGUAGES)))
def test_every_win_reason_is_explained(game: str, lang: str) -> None:
    tr = Translator(lang, strict=True)
    narrator = Narrator(tr, presentation(game), 0)
    for reason in WinReason:
        lines = narrator.explain_win(_sample_trick(game, reason))  # type: ignore[arg-type]
        assert lines and all(line[0].isupper() and line.endswith(".") for line in lines), lines


def test_why_wording() -> None:
    fox_fr = Narrator(Translator("fr"), FOX, 0)
    witch = _sample_trick("fox", WinReason.WITCH_AS_TRUMP, swan=True)
    assert fox_fr.explain_win(witch) == [  # type: ignore[arg-type]
        "Sorcière : seul 9 du pli, le 9 de Clefs a compté comme une carte de Lunes, l'atout.",
        "Cygne : vous avez perdu le pli avec un 1, vous ouvrez donc le suivant.",
    ]
    fox_en = Narrator(Translator("en"), FOX, 0)
    lead_wins = fx.TrickWon(
        1,
        2,
        (1, xc.card(xc.BELLS, 7)),
        (0, xc.card(xc.KEYS, 2)),
        xc.MOONS,
        WinReason.LEAD_NOT_FOLLOWED,
        1,
        False,
    )
    assert fox_en.explain_win(lead_wins) == [
        "You neither followed Bells nor played trump, so the lead wins."
    ]
    fearless_fr = Narrator(Translator("fr"), FEARLESS, 0)
    equals = _sample_trick("fearless", WinReason.FIRST_OF_EQUALS)
    assert fearless_fr.explain_win(equals) == [  # type: ignore[arg-type]
        "Les zéros valent 0 en orange, et 0 était la meilleure valeur : "
        "le premier zéro joué l'emporte."
    ]


# --- game over ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("winners", "fr", "en"),
    [
        ((0,), "Vous gagnez avec 5 points.", "You win with 5 points."),
        ((1,), "Ouest gagne avec 5 points.", "West wins with 5 points."),
        (
            (0, 1),
            "Ouest et vous partagez la victoire avec 5 points.",
            "West and you share the win with 5 points.",
        ),
        (
            (1, 2, 3),
            "Ouest, Nord et Est partagent la victoire avec 5 points.",
            "West, North and East share the win with 5 points.",
        ),
    ],
)
def test_fearless_game_over(winners: tuple[int, ...], fr: str, en: str) -> None:
    totals = tuple(5 if seat in winners else 9 for seat in range(4))
    event = fe.GameOver(totals, winners)
    assert narrate("fearless", [event], "fr")[0].startswith("Partie terminée. " + fr)
    assert narrate("fearless", [event], "en")[0].startswith("Game over. " + en)


def test_fox_game_over() -> None:
    assert narrate("fox", [fx.GameOver((23, 19), (0,), False)], "fr") == [
        "Partie terminée. Vous gagnez, 23 à 19."
    ]
    assert narrate("fox", [fx.GameOver((22, 22), (1,), True)], "en") == [
        "Game over. North wins, 22 to 22, on the last round's points."
    ]
    assert narrate("fox", [fx.GameOver((22, 22), (0, 1), True)], "fr") == [
        "Partie terminée. Égalité, 22 partout."
    ]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Ranking: East 12, you 20, West 20, North 31."),
        ("fr", "Classement : Est 12, vous 20, Ouest 20, Nord 31."),
    ],
)
def test_fearless_game_over_reads_the_ranking(lang: str, expected: str) -> None:
    narrator = Narrator(Translator(lang, strict=True), FEARLESS, 0, players=4)
    (line,) = narrator.narrate(fe.GameOver((20, 20, 31, 12), (3,)))
    assert line.endswith(expected), line
