"""Every practice hint tells the truth: over many random positions of both games, in both
languages, each claim a hint makes (what may be played, which cards would take the trick and
why, where the ghost would go, what the round would score) is checked against the engine, by
applying the cards to a copy of the game and reading its events. Then the scenarios of issue 34
(the Fox's void hint when trump is led, against a lone Witch, with the player's own Witch)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import suite
from fox_helpers import build_deck, new_fox

import engine
from audiogame.i18n import Translator
from audiogame.messages import Text
from audiogame.output import Output
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.table import Table
from engine import Game
from engine.fearless import cards as fc
from engine.fearless import events as fe
from engine.fearless import rules as fearless_rules
from engine.fox import Fox, Phase
from engine.fox import cards as fox_cards
from engine.fox import events as fx
from engine.fox import rules as fox_rules

LANGS = ("en", "fr")

FOX_HINTS = {
    "hint-fox-lead",
    "hint-fox-follow",
    "hint-fox-void",
    "hint-fox-monarch",
    "hint-fox-take",
    "hint-fox-tricks",
    "why-play-you",
}
FEARLESS_HINTS = {
    "hint-fearless-lead",
    "hint-fearless-open",
    "hint-fearless-follow",
    "hint-fearless-void",
    "hint-fearless-last-card",
    "hint-fearless-stake",
    "hint-fearless-ruin",
    "why-play-you",
}


def table_at(game: Game, lang: str) -> Table:
    """A practice table with every hint, for the seat to act in ``game``."""
    human = game.current_player
    assert human is not None
    return table_at_seat(game, lang, human)


def messages(text: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """The ``(id, arguments)`` of each message a hint line is made of."""
    source = text.source if isinstance(text, Text) else None
    assert source is not None, f"a hint that is not a message: {text!r}"
    if source[0] == "t":
        yield source[1], source[2]
    elif source[0] == "cat":
        for part in source[1]:
            yield from messages(part)
    else:
        raise AssertionError(f"unexpected hint shape: {source!r}")


def named(table: Table, joined: Any, cards: Any, form: str = "the") -> list[int]:
    """The cards a joined list names, read back through the names of ``cards``."""
    by_name = {table.narrator.card(c, form, details=False): c for c in cards}  # type: ignore[arg-type]
    assert isinstance(joined, Text) and joined.source is not None
    if joined.source[0] == "t":  # a list of one
        return [by_name[str(joined)]]
    return [by_name[str(item)] for item in joined.source[1]]


def random_positions(
    name: str, players: int, seeds: range, keep: Callable[[Game], bool]
) -> Iterator[Game]:
    """Positions reached by random legal play, a few per seeded game, where ``keep`` holds."""
    for seed in seeds:
        rng = random.Random(seed)
        game = engine.new_game(name, players, seed)
        while not game.is_over:
            if keep(game) and rng.random() < 0.12:
                yield game.clone()
            game.apply(rng.choice(game.legal_actions()))


# --- the Fox ------------------------------------------------------------------------------------


def fox_outcome(game: Game, card: int) -> fx.TrickWon | None:
    """The trick's result if the seat to act answers with ``card``, the decree kept."""
    copy = game.clone()
    events = list(copy.apply(card))
    while copy.phase in (Phase.FOX_EXCHANGE, Phase.WOODCUTTER_RETURN):  # type: ignore[attr-defined]
        if copy.phase is Phase.FOX_EXCHANGE:  # type: ignore[attr-defined]
            events += copy.apply(fox_cards.KEEP)
        else:
            seat = copy.current_player
            assert seat is not None
            drawn = copy.observation(seat).my_drawn[-1]
            events += copy.apply(fox_cards.RETURN + drawn)
    return next((e for e in events if isinstance(e, fx.TrickWon)), None)


NARRATIVE = {
    "fox-why-bot-led",
    "fearless-why-bot-led",
    "fearless-why-bot-open",
    "fearless-why-bot-followed",
    "fearless-why-bot-void",
    "why-play-winning",
    "why-play-to-come",
}
"""What "why?" after an opponent's play tells of that play (not a claim about the player's)."""


def check_fox(game: Game, table: Table, seen: set[str], lines: Any = None) -> None:
    """Every claim of ``lines`` (the hints at the seat's turn by default) about ``game``."""
    obs = game.observation(table.human)
    legal = set(game.legal_actions())
    hand = set(obs.hand)
    claimed: dict[int, str] | None = None
    for line in table.hints() if lines is None else lines:
        assert str(line).strip()
        for msg, args in messages(line):
            seen.add(msg)
            if msg in NARRATIVE:
                continue
            if msg == "hint-fox-lead":
                assert obs.trick is None and legal == hand
            elif msg in ("hint-fox-follow", "hint-fox-void", "hint-fox-monarch"):
                assert obs.trick is not None
                suit = fox_cards.suit_of(obs.trick[1])
                same = {c for c in hand if fox_cards.suit_of(c) == suit}
                if msg == "hint-fox-void":
                    assert not same and legal == hand
                elif msg == "hint-fox-follow":
                    assert legal == same
                else:
                    assert fox_cards.rank_of(obs.trick[1]) == fox_cards.MONARCH
                    assert set(named(table, args["options"], legal, "obj")) == legal
            elif msg == "hint-fox-take":
                claimed = claimed or {}
                for card in named(table, args["cards"], legal):
                    claimed[card] = args["reason"]
            elif msg == "why-play-you":
                assert args["can"] == "no"
                claimed = claimed or {}
            elif msg == "hint-fox-tricks":
                tricks = obs.tricks_won[table.human]
                assert args["tricks"] == tricks
                assert args["points"] == fox_rules.round_points(tricks)
                assert args["next_points"] == fox_rules.round_points(tricks + 1)
            else:
                raise AssertionError(f"a Fox hint this test does not check: {msg}")
    if obs.trick is None:
        assert claimed is None
        return
    assert claimed is not None, "a hint when answering must say which cards take the trick"
    actual = {}
    for card in legal:
        won = fox_outcome(game, card)
        assert won is not None
        if won.seat == table.human:
            actual[card] = won.reason.value
    assert claimed == actual


def fox_positions(count: int) -> Iterator[Game]:
    def keep(game: Game) -> bool:
        return game.phase is Phase.PLAY  # type: ignore[attr-defined,no-any-return]

    yield from random_positions("fox", 2, range(count), keep)


@pytest.mark.parametrize("lang", LANGS)
def test_every_fox_hint_agrees_with_the_engine(lang: str) -> None:
    seen: set[str] = set()
    reasons: set[str] = set()
    positions = 0
    for game in fox_positions(suite.size(30, 120)):
        table = table_at(game, lang)
        check_fox(game, table, seen)
        for line in table.hints():
            reasons |= {a["reason"] for m, a in messages(line) if m == "hint-fox-take"}
        positions += 1
    assert positions > 100
    assert seen == FOX_HINTS
    assert reasons == {"trump", "higher-trump", "witch-as-trump", "highest-of-led-suit"}


# --- Fearless -----------------------------------------------------------------------------------


def fearless_outcome(game: Game, kind: int, seat: int) -> tuple[bool, fe.GhostMoved | None]:
    """Whether ``kind`` played now by ``seat`` would hold the trick as it stands, and its ghost's
    move when the card ends the trick."""
    copy = game.clone()
    events = copy.apply(kind)
    won = next((e for e in events if isinstance(e, fe.TrickWon)), None)
    if won is None:
        trick = [k for _, k in copy.observation(seat).trick]
        return fearless_rules.trick_winner(trick)[0] == len(trick) - 1, None
    moved = next((e for e in events if isinstance(e, fe.GhostMoved) and e.seat == seat), None)
    return won.seat == seat, moved


def check_fearless(game: Game, table: Table, seen: set[str], lines: Any = None) -> None:
    """Every claim of ``lines`` (the hints at the seat's turn by default) about ``game``."""
    me = table.human
    obs = game.observation(me)
    legal = set(game.legal_actions())
    hand = set(obs.hand)
    trick = [k for _, k in obs.trick]
    takers = {k for k in legal if fearless_outcome(game, k, me)[0]} if trick else set()
    said_takers = False
    for line in table.hints() if lines is None else lines:
        assert str(line).strip()
        for msg, args in messages(line):
            seen.add(msg)
            if msg in NARRATIVE:
                continue
            if msg == "hint-fearless-lead":
                assert not trick and legal == hand
            elif msg == "hint-fearless-open":
                assert trick and all(k == fc.ZERO for k in trick) and legal == hand
            elif msg in ("hint-fearless-follow", "hint-fearless-void"):
                led = fearless_rules.led_suit(trick)
                assert led is not None and args["suit"] == table.show.suit_code(led)
                same = {k for k in hand if fc.suit_of(k) == led}
                if msg == "hint-fearless-follow":
                    assert same and legal == same | ({fc.ZERO} & hand)
                else:  # another colour cannot take the trick
                    assert not same and legal == hand
                    assert all(k == fc.ZERO for k in takers)
            elif msg == "why-play-you":
                said_takers = True
                cards = named(table, args["cards"], legal) if args["can"] == "yes" else []
                assert set(cards) == takers
            elif msg == "hint-fearless-last-card":
                assert len(trick) == obs.players - 1
            elif msg == "hint-fearless-stake":
                assert len(trick) == obs.players - 1 and takers
                ghost = obs.ghosts[me]
                assert args["ruin"] == ("yes" if ghost is None else "no")
                assert args["total"] == table.signed(obs.trick_total)
                outcomes = args["outcomes"].source
                items = outcomes[1] if outcomes[0] == "join" else [args["outcomes"]]
                stakes = {}
                for item in items:
                    ((_, item_args),) = list(messages(item))
                    (card,) = named(table, item_args["card"], legal)
                    stakes[card] = item_args["after"]
                assert set(stakes) == takers
                for card, after in stakes.items():
                    won, moved = fearless_outcome(game, card, me)
                    assert won and moved is not None
                    assert after == table.signed(moved.to_position)
            elif msg == "hint-fearless-ruin":
                assert obs.ghosts[me] is None
            else:
                raise AssertionError(f"a Fearless hint this test does not check: {msg}")
    assert said_takers == bool(trick), "a hint when following must say which cards take it"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_fearless_hint_agrees_with_the_engine(lang: str, players: int) -> None:
    seen: set[str] = set()
    positions = 0
    for game in random_positions("fearless", players, range(suite.size(8, 30)), _any):
        check_fearless(game, table_at(game, lang), seen)
        positions += 1
    assert positions > 100
    assert seen == FEARLESS_HINTS


def _any(game: Game) -> bool:
    return True


# --- issue 34: the Fox's void hint ---------------------------------------------------------------


def _turn_hints(deck: tuple[int, ...], lead: str, lang: str = "en") -> list[str]:
    game = new_fox(deck)
    game.apply(fox_cards.text_to_action(lead))
    return [str(line) for line in table_at(game, lang).hints()]


def test_trump_led_to_a_void_claims_no_trump_win() -> None:
    # Moons are trump and led; the follower has no Moons, and its lone Witch is below the 10.
    deck = build_deck(["10M"], decree="6M", follower_void="M")
    assert _turn_hints(deck, "10M")[:2] == [
        "You have no Moons: play any card.",
        "None of your cards can take the trick.",
    ]


def test_your_own_lone_witch_takes_a_low_trump_lead() -> None:
    deck = build_deck(["1M"], ["9K"], decree="6M", follower_void="M")
    assert _turn_hints(deck, "1M")[1] == (
        "A lone Witch counts as trump and takes the trick: the 9 of Bells or the 9 of Keys."
    )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "A higher trump takes the trick: the 10 of Bells or the 11 of Bells."),
        ("fr", "Un atout plus fort prend le pli : le 10 de Cloches ou le 11 de Cloches."),
    ],
)
def test_a_lone_witch_led_off_trump_is_beaten_only_by_higher_trump(
    lang: str, expected: str
) -> None:
    hand = ["1B", "2B", "3B", "4B", "5B", "7B", "8B", "10B", "11B", "1M", "2M", "3M", "4M"]
    deck = build_deck(["9K"], hand, decree="6B")
    assert _turn_hints(deck, "9K", lang)[1] == expected


# --- issue 34, item 4: a rule said the first times, then when it decided something ---------------


def play_out(name: str, players: int, seed: int, hints: str) -> tuple[list[str], list[Any], Table]:
    """A whole practice game, the player's cards drawn at random; what was said, the engine's
    events, and the table."""
    game = engine.new_game(name, players, seed)
    twin = game.clone()
    human = 0
    tr = Translator("en", strict=True)
    speaker = RecordingSpeaker()
    out = Output(SpeechQueue(speaker), tr)
    levels = {seat: "easy" for seat in range(players) if seat != human}
    seats = computer_seats(name, players, levels, seed)
    seats[human] = Seat(SeatKind.LOCAL)
    session = GameSession(game, seats, practice=True, hold=out.held)
    table = Table(session, human, tr, out, hint_level=hints)
    table.start()
    rng = random.Random(seed)
    events: list[Any] = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        action = rng.choice(game.legal_actions())
        events += twin.apply(action)
        if seat == human:
            assert table.act(action)
        else:
            session.play_computer(seat, action)
    return [u.text for u in speaker.spoken], events, table


def test_fearless_says_other_colours_never_win_only_when_it_decided() -> None:
    said, events, _ = play_out("fearless", 4, 5, "some")
    decided = 0
    for won in (e for e in events if isinstance(e, fe.TrickWon)):
        best = fc.value_of(won.winning_card)
        decided += any(
            k != fc.ZERO and fc.suit_of(k) != won.led_suit and fc.value_of(k) > best
            for _, k in won.cards
        )
    tricks = sum(isinstance(e, fe.TrickWon) for e in events)
    told = sum("Cards of other colours never win" in text for text in said)
    assert told == decided and 0 < decided < tricks / 2


def test_the_ruin_is_said_at_a_rounds_first_and_last_trick_only() -> None:
    said, events, _ = play_out("fearless", 4, 7, "full")
    rounds = sum(isinstance(e, fe.RoundScored) for e in events)
    told = sum("a ghost left on the ruin scores 15" in text for text in said)
    assert 0 < told <= 2 * rounds


def test_a_fox_power_is_explained_the_first_two_times_it_is_played() -> None:
    said, events, table = play_out("fox", 2, 3, "some")
    tr = table.tr
    for rank in (1, 5, 7, 9, 11):
        power = tr.t("fox-power-help", rank=rank)
        played = sum(
            isinstance(e, fx.CardPlayed) and e.seat == 0 and fox_cards.rank_of(e.card) == rank
            for e in events
        )
        told = sum(power in text for text in said)
        assert told == min(played, 2), (rank, played, told)


@pytest.mark.parametrize(("name", "players"), [("fox", 2), ("fearless", 4)])
def test_the_prompt_never_follows_practice_text_in_one_message(name: str, players: int) -> None:
    said, _, table = play_out(name, players, 11, "full")
    tr = table.tr
    hints = [str(tr.t("fox-power-help", rank=r)) for r in (1, 5, 7, 9, 11)]
    hints += ["Cards of other colours never win", "Only trump in the trick", "Highest "]
    prompts = [text for text in said if "Your turn" in text]
    assert len(prompts) > 10
    for text in prompts:
        before = text.split("Your turn")[0]
        assert not any(hint in before for hint in hints), text


# --- Y after an opponent's lead: what it means for the player ------------------------------------


def _settle_opponent(game: Game, rng: random.Random, human: int) -> None:
    """The opponent finishes its turn (the Fox's exchange, the Woodcutter's return)."""
    while not game.is_over and game.current_player != human:
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "players"), [("fox", 2), ("fearless", 4)])
def test_why_after_an_opponents_play_agrees_with_the_engine(
    name: str, players: int, lang: str
) -> None:
    """At the player's turn right after an opponent's play (a lead in the Fox, with its
    exchange if it led a Fox), Y's claims about the player's answer hold."""
    checked = 0
    seen: set[str] = set()
    check = check_fox if name == "fox" else check_fearless
    for seed in range(suite.size(12, 48)):
        rng = random.Random(seed)
        game = engine.new_game(name, players, seed)
        human = seed % players
        table = table_at_seat(game, lang, human)
        session = table.session
        answering = False
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            action = rng.choice(game.legal_actions())
            if seat == human:
                if answering:
                    check(game, table, seen, table._why)  # noqa: SLF001 - what Y says
                    checked += 1
                assert table.act(action)
                answering = False
                continue
            if name == "fox" and Fox.is_card_play(action):  # a lead, then its sub-decision
                answering = game.observation(human).trick is None
            session.play_computer(seat, action)  # type: ignore[attr-defined]
            if name == "fearless":  # the player next, in the same trick
                after = game.observation(human)
                answering = game.current_player == human and bool(after.trick)
    assert checked > 100
    assert "hint-fox-take" in seen or "why-play-you" in seen


def table_at_seat(game: Game, lang: str, human: int) -> Table:
    """A practice table for ``human`` over ``game`` (which it follows as it is played)."""
    tr = Translator(lang, strict=True)
    out = Output(SpeechQueue(RecordingSpeaker()), tr)
    levels = {seat: "easy" for seat in range(game.players) if seat != human}
    seats = computer_seats(game.name, game.players, levels, game.seed)
    seats[human] = Seat(SeatKind.LOCAL)
    session = GameSession(game, seats, practice=True, hold=out.held)
    return Table(session, human, tr, out, hint_level="full")
