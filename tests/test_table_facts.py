"""Every fact one key away (issue 12): what the trick, scores and card keys say, the trump and void
facts of the narration, the practice hints and the "why?" after an opponent's play, in both
languages. Tables are built from positions over a recording speaker; the keys' own wiring is
covered by the pipe-driven tests (tests/test_ui.py, tests/test_ui_golden.py)."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

import pytest
from fox_helpers import build_deck, new_fox

import engine
from audiogame.games import presentation
from audiogame.i18n import Translator
from audiogame.narration import Narrator, Verbosity
from audiogame.output import Output
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.table import Table
from engine import Game
from engine.fearless import Fearless
from engine.fearless import cards as fc
from engine.fearless import events as fe
from engine.fearless import rules as fearless_rules
from engine.fox import Fox
from engine.fox import events as fx
from engine.fox.cards import card as fox_card
from engine.fox.cards import text_to_action, text_to_card
from engine.reasons import WinReason


class Heard:
    """A table for ``human`` over a recording speaker; what each call made it say."""

    def __init__(self, game: Game, human: int = 0, lang: str = "en", hints: str = "full") -> None:
        self.speaker = RecordingSpeaker()
        tr = Translator(lang, strict=True)
        out = Output(SpeechQueue(self.speaker), tr)
        levels = {seat: "easy" for seat in range(game.players) if seat != human}
        seats = computer_seats(game.name, game.players, levels, game.seed)
        seats[human] = Seat(SeatKind.LOCAL)
        self.session = GameSession(game, seats, practice=True, hold=out.held)
        self.table = Table(self.session, human, tr, out, hint_level=hints)

    def texts(self, fn: object) -> list[str]:
        """Call ``fn`` (no arguments); everything it said."""
        before = len(self.speaker.spoken)
        assert callable(fn)
        fn()
        return [u.text for u in self.speaker.spoken[before:]]

    def answer(self, fn: object) -> str:
        """The one message a reading key says."""
        (text,) = self.texts(fn)
        return text

    def bot(self, text: str) -> list[str]:
        """The computer player to act plays the card ``text``; what was said."""
        seat = self.table.game.current_player
        assert seat is not None and seat != self.table.human
        action = _action(self.table.game, text)
        return self.texts(lambda: self.session.play_computer(seat, action))


def _action(game: Game, text: str) -> int:
    return fc.text_to_kind(text) if game.name == "fearless" else text_to_action(text)


# --- Fearless positions --------------------------------------------------------------------------


def fearless(
    *,
    first_leader: int,
    mine: Sequence[str],
    tricks: Sequence[Sequence[str]] = (),
    trick: Sequence[str] = (),
    voids: dict[int, str] | None = None,
    holds: dict[int, Sequence[str]] | None = None,
    players: int = 4,
) -> Fearless:
    """A 4-player Fearless game in round 1 from ``mine`` (seat 0's whole hand now), the round's
    completed ``tricks`` and the current ``trick`` (card texts in play order); the other hands
    hold ``holds`` (seat: cards) and are filled from the rest of the deck, avoiding the suit
    letters of ``voids`` (seat: letters)."""
    deck = list(fearless_rules.deck_kinds(players))
    hand_size = fearless_rules.hand_size(players)
    played = [0] * players
    leader = first_leader
    for cards in [*tricks, trick]:
        kinds = [fc.text_to_kind(t) for t in cards]
        for offset, kind in enumerate(kinds):
            played[(leader + offset) % players] += 1
            deck.remove(kind)
        if len(kinds) == players:
            leader = fearless_rules.next_leader(
                leader, fearless_rules.trick_winner(kinds)[0], players
            )
    hands: list[list[int]] = [[fc.text_to_kind(t) for t in mine]]
    assert len(hands[0]) == hand_size - played[0], "seat 0's hand has the wrong size"
    for kind in hands[0]:
        deck.remove(kind)
    banned = {
        seat: {fc.text_to_suit(s) for s in letters} for seat, letters in (voids or {}).items()
    }
    for seat in range(1, players):
        hand = [fc.text_to_kind(t) for t in (holds or {}).get(seat, ())]
        for kind in hand:
            deck.remove(kind)
        for kind in list(deck):
            if len(hand) == hand_size - played[seat]:
                break
            if fc.suit_of(kind) not in banned.get(seat, set()):
                hand.append(kind)
                deck.remove(kind)
        hands.append(hand)
    assert not deck
    position = {
        "game": "fearless",
        "players": players,
        "first_leader": first_leader,
        "hands": [[fc.kind_to_text(k) for k in h] for h in hands],
        "tricks": [list(t) for t in tricks],
        "trick": list(trick),
    }
    return Fearless.from_position(position)


MY_HAND = ["B+6", "B+3", "B-5", "O+3", "O-2", "M+4", "M-6", "G+5", "G-1", "G-4", "0", "O+6", "M+2"]


# --- T: who leads, the led suit and who is winning first -----------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Trick 1, West leads a zero, then blue, North is winning with blue plus 5: West zero, "
            "star, North blue plus 5, drop and East orange plus 4, circle. Total plus 9. "
            "Your turn.",
        ),
        (
            "fr",
            "Pli 1, Ouest entame avec un zéro, puis du bleu, Nord tient le pli avec le bleu plus "
            "5 : Ouest zéro, étoile, Nord bleu plus 5, goutte et Est orange plus 4, cercle. "
            "Total plus 9. À vous de jouer.",
        ),
    ],
)
def test_fearless_trick_key_says_leader_led_suit_and_who_is_winning_first(
    lang: str, expected: str
) -> None:
    game = fearless(first_leader=1, mine=MY_HAND, trick=["0", "B+5", "O+4"], voids={3: "B"})
    heard = Heard(game, lang=lang)
    assert heard.answer(heard.table.read_trick) == expected


def test_fearless_trick_key_with_a_suit_lead_and_with_zeros_only() -> None:
    suit_lead = Heard(fearless(first_leader=1, mine=MY_HAND, trick=["B-2", "B+4", "B-3"]))
    assert suit_lead.answer(suit_lead.table.read_trick) == (
        "Trick 1, West leads blue, North is winning with blue plus 4: West blue minus 2, drop, "
        "North blue plus 4, drop and East blue minus 3, drop. Total minus 1. Your turn."
    )
    one_card = Heard(fearless(first_leader=3, mine=MY_HAND, trick=["G+2"]))
    assert one_card.answer(one_card.table.read_trick) == (
        "Trick 1, East leads green: East green plus 2, clover. Total plus 2. Your turn."
    )
    zeros = Heard(fearless(first_leader=2, mine=MY_HAND, trick=["0", "0"]))
    assert zeros.answer(zeros.table.read_trick) == (
        "Trick 1, North leads a zero, no colour yet, North is winning with the zero: North zero, "
        "star and East zero, star. Total 0. Your turn."
    )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Trick 1, you lead Keys, trump Moons, North is winning with the 3 of Moons: you 4 of "
            "Keys and North 3 of Moons, Fox. North to play.",
        ),
        (
            "fr",
            "Pli 1, vous ouvrez avec une Clef, atout Lunes, Nord tient le pli avec le 3 de Lunes : "
            "vous 4 de Clefs et Nord 3 de Lunes, Renard. À Nord de jouer.",
        ),
    ],
)
def test_fox_trick_key_says_leader_lead_suit_trump_and_who_is_winning(
    lang: str, expected: str
) -> None:
    deck = build_deck(["4K"], ["3M"], decree="10M", follower_void="K")
    game = new_fox(deck)
    heard = Heard(game, lang=lang)
    heard.table.act(text_to_action("4K"))
    heard.bot("3M")  # North's Fox: the exchange is pending
    assert heard.answer(heard.table.read_trick) == expected


def test_fox_trick_key_before_the_lead_and_after_it() -> None:
    deck = build_deck(["4K"], ["9K"], decree="10M")
    heard = Heard(new_fox(deck), human=1, lang="fr")
    assert heard.answer(heard.table.read_trick) == (
        "Pli 1, aucune carte encore, atout Lunes. Nord ouvre."
    )
    heard.bot("4K")
    assert heard.answer(heard.table.read_trick) == (
        "Pli 1, Nord ouvre avec une Clef, atout Lunes : Nord 4 de Clefs. À vous de jouer."
    )


# --- S: the round and how far the game goes ------------------------------------------------------


def test_scores_key_gives_the_round_and_the_rounds_or_the_target() -> None:
    heard = Heard(fearless(first_leader=1, mine=MY_HAND))
    assert heard.answer(heard.table.read_scores) == (
        "Round 1 of 4. Scores: you 0, West 0, North 0 and East 0."
    )
    fox = Heard(new_fox(build_deck(["4K"], ["9K"], decree="10M"), target=16), lang="fr")
    assert fox.answer(fox.table.read_scores) == (
        "Manche 1, partie en 16 points. Scores : vous 0 et Nord 0."
    )


# --- I: the Fox's tactile number code ------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "card", "expected"),
    [
        (
            "en",
            "9M",
            "9 of Moons, Witch. Tactile code: dotted circle and four dots. Witch: when it is the "
            "only 9 of the trick, it counts as trump.",
        ),
        ("en", "10B", "10 of Bells. Tactile code: dotted square. No power."),
        (
            "fr",
            "11K",
            "11 de Clefs, Monarque. Code tactile : carré pointé et un point. Monarque : quand vous "
            "ouvrez avec lui, votre adversaire doit répondre avec le 1 de sa couleur ou sa plus "
            "forte carte de cette couleur.",
        ),
        ("fr", "2B", "2 de Cloches. Code tactile : deux points. Aucun pouvoir."),
    ],
)
def test_card_info_gives_the_fox_tactile_code(lang: str, card: str, expected: str) -> None:
    deck = build_deck(["9M", "10B", "11K", "2B"], [], decree="10K")
    heard = Heard(new_fox(deck), lang=lang)
    table = heard.table
    table.first_card()
    while table.choices()[table.focus] != text_to_card(card):
        table.next_card()
    assert heard.answer(table.read_card_info) == expected


# --- 3-player Fearless: the colour out of the game -----------------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["Magenta is out of this 3-player game.", "Round 1 of 3. You lead."]),
        (
            "fr",
            ["Le magenta est retiré de cette partie à 3 joueurs.", "Manche 1 sur 3. Vous entamez."],
        ),
    ],
)
def test_three_player_fearless_says_the_colour_out_first(lang: str, expected: list[str]) -> None:
    game = Fearless(3, 5, {"removed_suit": "M", "first_leader": 0})
    heard = Heard(game, lang=lang)
    said = heard.texts(heard.table.start)
    assert said[:2] == expected
    recap = heard.table.recap()
    assert recap.startswith(
        "Fearless, round 1 of 3. Magenta is out of this 3-player game. Scores:"
        if lang == "en"
        else "Fearless, manche 1 sur 3. Le magenta est retiré de cette partie à 3 joueurs. Scores :"
    )


@pytest.mark.parametrize(
    ("lang", "letter", "expected"),
    [
        ("en", "M", "Magenta is out of this 3-player game."),
        ("fr", "m", "Le magenta est retiré de cette partie à 3 joueurs."),
    ],
)
def test_the_letter_of_the_colour_out_says_it_is_out(lang: str, letter: str, expected: str) -> None:
    heard = Heard(Fearless(3, 5, {"removed_suit": "M", "first_leader": 0}), lang=lang)
    assert heard.answer(lambda: heard.table.jump_to_suit(letter)) == expected


def test_a_suit_letter_twice_goes_to_the_other_end_of_the_suit() -> None:
    heard = Heard(Fearless(4, 5, {"first_leader": 0}))
    table = heard.table
    first = heard.answer(lambda: table.jump_to_suit("b"))
    last = heard.answer(lambda: table.jump_to_suit("B"))  # Shift or Caps Lock: the same key
    again = heard.answer(lambda: table.jump_to_suit("b"))
    assert first.startswith("blue ") and last.startswith("blue ") and first != last
    assert again == first


def test_four_player_fearless_says_no_colour_out() -> None:
    heard = Heard(Fearless(4, 5, {"first_leader": 0}))
    said = heard.texts(heard.table.start)
    assert said[0] == "Round 1 of 4. You lead."
    assert not any("out of this" in text for text in said)
    assert heard.table.recap().startswith("Fearless, round 1 of 4. Scores:")


# --- narration: the reason of a trump win, voids said once ---------------------------------------


def _narrate(game: str, events: Sequence[object], lang: str, level: Verbosity) -> list[str]:
    players = 4 if game == "fearless" else 2
    narrator = Narrator(
        Translator(lang, strict=True), presentation(game), 0, verbosity=level, players=players
    )
    return [line for event in events for line in narrator.narrate(event)]  # type: ignore[arg-type]


def test_a_trump_win_says_trump_at_normal_level() -> None:
    lead, follow = (0, fox_card(0, 4)), (1, fox_card(2, 2))
    trump_win = fx.TrickWon(1, 10, lead, follow, 2, WinReason.TRUMP, 1, False)
    assert _narrate("fox", [trump_win], "en", Verbosity.NORMAL) == [
        "North wins trick 11 with 2 of Moons, trump."
    ]
    assert _narrate("fox", [trump_win], "fr", Verbosity.NORMAL) == [
        "Nord remporte le pli 11 avec le 2 de Lunes, atout."
    ]
    plain = fx.TrickWon(
        0, 10, lead, (1, fox_card(0, 2)), 2, WinReason.HIGHEST_OF_LED_SUIT, 0, False
    )
    assert _narrate("fox", [plain], "en", Verbosity.NORMAL) == ["You win trick 11 with 4 of Bells."]


def test_fox_void_is_said_once_per_round_at_normal_level() -> None:
    keys4, moons2, keys6, bells8 = (fox_card(1, 4), fox_card(2, 2), fox_card(1, 6), fox_card(0, 8))
    events = [
        fx.CardPlayed(0, keys4, True),
        fx.CardPlayed(1, moons2, False),
        fx.CardPlayed(0, keys6, True),
        fx.CardPlayed(1, bells8, False),
        fx.RoundStarted(1, 0, 1, fox_card(2, 10)),
        fx.CardPlayed(0, keys4, True),
        fx.CardPlayed(1, moons2, False),
    ]
    lines = _narrate("fox", events, "en", Verbosity.NORMAL)
    assert lines[1] == "North has no Keys and plays 2 of Moons."
    assert lines[3] == "North plays 8 of Bells."  # said once
    assert lines[6] == "North has no Keys and plays 2 of Moons."  # a new round, a new hand
    assert _narrate("fox", events[:2], "fr", Verbosity.NORMAL)[1] == (
        "Nord n'a pas de Clefs et joue le 2 de Lunes."
    )
    assert _narrate("fox", events[:2], "en", Verbosity.BRIEF)[1] == "North: 2 of Moons."


def test_fearless_void_is_said_once_for_opponents_at_normal_level() -> None:
    b, g = fc.BLUE, fc.GREEN
    events = [
        fe.CardPlayed(1, fc.kind_of(b, 3), 3, b, 0),
        fe.CardPlayed(2, fc.kind_of(g, -2), 1, b, 1),
        fe.CardPlayed(3, fc.kind_of(b, 1), 2, b, 2),
        fe.CardPlayed(0, fc.kind_of(g, 4), 6, b, 3),
        fe.CardPlayed(1, fc.kind_of(b, 5), 5, b, 0),
        fe.CardPlayed(2, fc.kind_of(g, 6), 11, b, 1),
    ]
    lines = _narrate("fearless", events, "en", Verbosity.NORMAL)
    assert lines[1] == "North has no blue and plays green minus 2, clover. Total plus 1."
    assert lines[3] == "You play green plus 4, clover. Total plus 6."  # your own hand is no news
    assert lines[5] == "North plays green plus 6, clover. Total plus 11."
    assert _narrate("fearless", events[:2], "fr", Verbosity.NORMAL)[1] == (
        "Nord n'a pas de bleu et joue le vert moins 2, trèfle. Total plus 1."
    )


# --- practice: the stakes only when they mean something ------------------------------------------

STAKE_TRICKS = [["B+6", "B-1", "B-2", "B+2"], ["G-6", "G+5", "G-2", "G-3"]]
"""You win the first (ghost to plus 5), West the second; West leads the third."""


def _hints(game: Fearless) -> str:
    heard = Heard(game)
    return " ".join(heard.table.hints())


def test_no_stake_hint_when_leading() -> None:
    mine = ["G+6", "O+3", "O-4", "M+4", "M-6", "G+3", "G-1", "G-4", "0", "O+6", "M+2", "B+5"]
    hints = _hints(fearless(first_leader=0, mine=mine, tricks=STAKE_TRICKS[:1]))
    assert hints == "You lead: play any card. A zero leaves the colour open."


def test_the_stake_counts_the_card_that_takes_the_trick() -> None:
    mine = ["O+3", "O-4", "M+4", "M-6", "G+3", "G-1", "G-4", "0", "O+6", "M+2", "B+5"]
    game = fearless(first_leader=0, mine=mine, tricks=STAKE_TRICKS, trick=["O+1", "O-1", "0"])
    assert _hints(game) == (
        "Orange led: play orange or a zero. You can take the trick with orange plus 3 or orange "
        "plus 6. Last card of the trick: you know the total before you choose. Trick total 0 "
        "before your card. Taking it moves your ghost from plus 5 to plus 8 with orange plus 3 "
        "or plus 11 with orange plus 6."
    )


def test_no_stake_hint_for_a_trick_you_cannot_win() -> None:
    mine = ["B+5", "B-4", "M+4", "M-6", "G+3", "G-1", "G-4", "M-3", "B+3", "M+2", "B-6"]
    game = fearless(first_leader=0, mine=mine, tricks=STAKE_TRICKS, trick=["O+1", "O-1", "0"])
    assert _hints(game) == (
        "You have no orange: play any card. Another colour cannot win the trick, but its value "
        "still counts. None of your cards can take the trick. Last card of the trick: you know "
        "the total before you choose."
    )


def test_the_stake_from_the_ruin_is_still_said() -> None:
    game = fearless(first_leader=1, mine=MY_HAND, trick=["B-2", "B+4", "B-3"])
    assert _hints(game).endswith(
        "Trick total minus 1 before your card. Taking it moves your ghost from the ruin to "
        "plus 5 with blue plus 6. You have won no trick this round: a ghost left on the ruin "
        "scores 15 points."
    )


def _monarch_second(lang: str) -> list[str]:
    deck = build_deck(["4K"], ["11K", "2K"], decree="10M")
    heard = Heard(new_fox(deck), human=1, lang=lang, hints="some")
    heard.bot("4K")
    return heard.texts(lambda: heard.table.act(text_to_action("11K")))


def test_a_monarch_played_second_recites_no_lead_power() -> None:
    said = _monarch_second("en")
    assert said[:2] == ["You play 11 of Keys, Monarch.", "Monarch played second: no power."]
    assert not any("when you lead it" in text for text in said)
    assert _monarch_second("fr")[1] == "Monarque joué en second : aucun pouvoir."


# --- Y after an opponent's play: what it means for you -------------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "West led blue minus 5, drop. Blue led: play blue or a zero. West is winning with "
            "blue minus 5. You can take the trick with blue plus 3, blue plus 6 or the zero. "
            "Still to play: North, East and you.",
        ),
        (
            "fr",
            "Ouest a entamé avec le bleu moins 5, goutte. Bleu demandé : jouez du bleu ou un "
            "zéro. Ouest tient le pli avec le bleu moins 5. Vous pouvez prendre le pli avec le "
            "bleu plus 3, le bleu plus 6 ou le zéro. Encore à jouer : Nord, Est et vous.",
        ),
    ],
)
def test_why_after_an_opponents_lead_says_what_it_means_for_you(lang: str, expected: str) -> None:
    mine = [c for c in MY_HAND if c != "B-5"] + ["B-6"]
    heard = Heard(fearless(first_leader=1, mine=mine, holds={1: ["B-5"]}), lang=lang)
    heard.bot("B-5")
    assert heard.answer(heard.table.why) == expected


def test_why_after_a_shed_says_the_void_and_that_you_cannot_win() -> None:
    mine = [
        *("B-6", "B-5", "O+3", "O-2", "M+4", "M-6", "G+5"),
        *("G-1", "G-4", "O+6", "M+2", "G+2", "M-1"),
    ]
    game = fearless(first_leader=1, mine=mine, holds={1: ["B-2"], 2: ["O+4"]}, voids={2: "B"})
    heard = Heard(game)
    heard.bot("B-2")
    heard.bot("O+4")
    assert heard.answer(heard.table.why) == (
        "North has no blue, so could play orange plus 4, circle. Blue led: play blue or a zero. "
        "West is winning with blue minus 2. None of your cards can take the trick. "
        "Still to play: East and you."
    )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "North led 10 of Keys. You have no Keys: play any card. A lone Witch counts as trump "
            "and takes the trick: the 9 of Bells. Trump, Moons, takes the trick: the 1 of Moons "
            "or the 2 of Moons.",
        ),
        (
            "fr",
            "Nord a ouvert avec le 10 de Clefs. Vous n'avez pas de Clefs : jouez n'importe quelle "
            "carte. Une Sorcière seule compte comme atout et prend le pli : le 9 de Cloches. "
            "Atout, Lunes, prend le pli : le 1 de Lunes ou le 2 de Lunes.",
        ),
    ],
)
def test_fox_why_after_a_lead_says_what_you_must_play_and_what_wins(
    lang: str, expected: str
) -> None:
    # Filler: all the Bells (the lone 9 counts as trump against the 10) and the 1 of Moons.
    deck = build_deck(["10K"], ["2M"], decree="10M", follower_void="K")
    heard = Heard(new_fox(deck), human=1, lang=lang)
    heard.bot("10K")
    assert heard.answer(heard.table.why) == expected


def test_fox_why_after_a_monarch_lead() -> None:
    deck = build_deck(["11K"], ["1K", "8K"], decree="10M", follower_void="KM")
    heard = Heard(new_fox(deck), human=1)
    heard.bot("11K")
    assert heard.answer(heard.table.why) == (
        "North led 11 of Keys, Monarch. Monarch led: answer with 1 of Keys or 8 of Keys. "
        "None of your cards can take the trick."
    )


# --- French: one verb for leading in each game ----------------------------------------------------

FOX_WRONG_VERB = re.compile(r"(?<!')(?<!en )\bentam(e|ez|é|ent)\b")
"""The verb; the noun stays ("la couleur d'entame", "Monarque en entame", the glossary's own)."""
FEARLESS_WRONG_VERB = re.compile(r"\b(ouvre|ouvrez|ouvert|commence|commencez)\b")


@pytest.mark.parametrize(
    ("game", "wrong"), [("fox", FOX_WRONG_VERB), ("fearless", FEARLESS_WRONG_VERB)]
)
def test_french_uses_one_verb_for_leading_in_each_game(game: str, wrong: re.Pattern[str]) -> None:
    state = engine.new_game(game, 2 if game == "fox" else 4, seed=3)
    rng = random.Random(3)
    events = list(state.start_events())
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    said = [line for level in Verbosity for line in _narrate(game, events, "fr", level)]
    leads = "ouvr" if game == "fox" else "entam"
    assert any(leads in line for line in said)
    assert not [line for line in said if wrong.search(line)]


def test_french_leading_verbs_at_the_table() -> None:
    fox = Heard(new_fox(build_deck(["4K"], ["9K"], decree="10M")), human=1, lang="fr")
    assert fox.answer(fox.table.read_trick).endswith("Nord ouvre.")
    assert fox.bot("4K")[0].startswith("Nord ouvre avec le 4 de Clefs. À vous de jouer")
    assert fox.answer(fox.table.why).startswith("Nord a ouvert avec le 4 de Clefs.")
    fearless_table = Heard(fearless(first_leader=1, mine=MY_HAND, holds={1: ["B-2"]}), lang="fr")
    assert fearless_table.answer(fearless_table.table.read_trick).endswith("Ouest entame.")
    fearless_table.bot("B-2")
    why = fearless_table.answer(fearless_table.table.why)
    assert why.startswith("Ouest a entamé avec le bleu moins 2, goutte.")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("fr", "Échanger le 7 de Cloches, Trésor"), ("en", "Swap the 7 of Bells, Treasure")],
)
def test_the_exchange_option_names_the_card_with_its_article(lang: str, expected: str) -> None:
    deck = build_deck(["3K", "7B"], ["4K"], decree="10M")
    heard = Heard(new_fox(deck), lang=lang)
    heard.table.act(text_to_action("3K"))
    swap = next(
        a for a in heard.table.choices() if heard.table.show.card_of(a) == text_to_card("7B")
    )
    assert heard.table.describe(swap) == expected


def test_a_lists_the_exchange_options_by_the_cards_bare_names() -> None:
    deck = build_deck(["3K", "7B"], ["4K"], decree="10M")
    heard = Heard(new_fox(deck))
    table = heard.table
    table.act(text_to_action("3K"))
    swap = next(a for a in table.choices() if table.show.card_of(a) == text_to_card("7B"))
    keep = table.show.keep_action(table.observation())
    assert keep is not None
    assert table.describe(swap, listed=True) == "7 of Bells"
    assert table.describe(keep, listed=True) == table.describe(keep)
    answer = heard.answer(table.read_playable)
    assert answer.startswith("13 choices: 7 of Bells, 5 of Keys, ")
    assert answer.endswith(f" and {table.describe(keep)}.")
    assert "Swap" not in answer and "Treasure" not in answer


# --- the seat order and the playable cards ------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Around the table: you, West, North and East. North leads this trick. North to play.",
        ),
        (
            "fr",
            "Autour de la table : vous, Ouest, Nord et Est. Premier du pli : Nord. "
            "À Nord de jouer.",
        ),
    ],
)
def test_n_says_the_seats_in_order_and_who_leads(lang: str, expected: str) -> None:
    heard = Heard(Fearless(4, 3, {"first_leader": 2}), lang=lang)
    assert heard.answer(heard.table.read_seats) == expected


def test_a_lists_only_the_playable_cards() -> None:
    heard = Heard(Fearless(4, 3, {"first_leader": 3}))
    table = heard.table
    game = table.game
    heard.bot(fc.card_to_text(next(c for c in game.legal_actions() if fc.suit_of(c) is not None)))
    legal = set(game.legal_actions())
    answer = heard.answer(table.read_playable)
    names = [table.narrator.card(c, "name", details=False) for c in sorted(legal)]
    assert answer.startswith(f"{len(names)} choices: " if len(names) > 1 else "One choice: ")
    for card in set(table.observation().hand) - legal:
        name = table.narrator.card(card, "name", details=False)
        assert f" {name}," not in answer and not answer.endswith(f" {name}.")


@pytest.mark.parametrize("name", ["fearless", "fox"])
def test_has_decision_is_true_exactly_when_there_is_a_decision_prompt(name: str) -> None:
    rng = random.Random(7)
    decisions = 0
    for seed in range(3):
        game: Game = Fearless(4, seed, {}) if name == "fearless" else Fox(2, seed, {})
        heard = Heard(game)
        table = heard.table
        while not game.is_over:
            has = table.show.has_decision(table)
            assert has is (table.show.decision_prompt(table) is not None)
            decisions += has
            game.apply(rng.choice(game.legal_actions()))
    assert decisions > 0 if name == "fox" else decisions == 0
