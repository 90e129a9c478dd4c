"""The Fearless game state: rules.md scenarios (FE-*, EC-F*) played through ``apply()``, events,
observations, options, records and properties of whole random games."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.events import Event, redact
from engine.fearless import (
    BLUE,
    GREEN,
    ORANGE,
    SUIT_LETTERS,
    SUITS,
    ZERO,
    CardPlayed,
    Fearless,
    FearlessObservation,
    GameOver,
    GhostMoved,
    HandDealt,
    LedSuitFixed,
    RoundScored,
    RoundStarted,
    TrickWon,
    deck_kinds,
    hand_size,
    kind_to_text,
    legal_kinds,
    rules,
    suit_of,
    text_to_kind,
    text_to_suit,
    trick_winner,
    value_of,
)
from engine.fearless.cards import deck_cards
from engine.game import Result
from engine.reasons import Illegal, IllegalAction, Refusal, WinReason
from engine.record import GameRecord
from engine.registry import new_game, replay

HIGHEST = WinReason.HIGHEST_OF_LED_SUIT
FIRST = WinReason.FIRST_OF_EQUALS
ZEROS = WinReason.ALL_ZEROS


# --- helpers ------------------------------------------------------------------------------------


def ks(text: str) -> tuple[int, ...]:
    """Kinds of space-separated card texts."""
    return tuple(text_to_kind(t) for t in text.split())


def build_deck(
    players: int,
    hands: Mapping[int, Sequence[str]],
    voids: Mapping[int, str] | None = None,
    removed_suit: str | None = None,
    shuffle_seed: int = 0,
) -> tuple[int, ...]:
    """A deck order (physical ids) giving each seat the cards listed in ``hands``, the rest of
    its hand filled from the remaining cards, avoiding the suits (letters) listed in ``voids``."""
    voids = voids or {}
    removed = None if removed_suit is None else text_to_suit(removed_suit)
    pool = list(deck_cards(players, removed))
    random.Random(shuffle_seed).shuffle(pool)
    size = hand_size(players)
    seats = sorted(hands)
    wanted = Fearless.parse_deck([t for s in seats for t in hands[s]])
    chosen: dict[int, list[int]] = {}
    at = 0
    for seat in seats:
        chosen[seat] = list(wanted[at : at + len(hands[seat])])
        at += len(hands[seat])
        for card in chosen[seat]:
            pool.remove(card)  # ValueError: not in this deck
    order = sorted(range(players), key=lambda s: -len(voids.get(s, "")))
    for seat in order:
        banned = {text_to_suit(letter) for letter in voids.get(seat, "")}
        hand = chosen.setdefault(seat, [])
        for card in list(pool):
            if len(hand) == size:
                break
            kind = text_to_kind(Fearless.card_to_text(card))
            if suit_of(kind) not in banned:
                hand.append(card)
                pool.remove(card)
        assert len(hand) == size, "cannot fill the hand"
        assert not any(suit_of(text_to_kind(Fearless.card_to_text(c))) in banned for c in hand)
    return tuple(card for seat in range(players) for card in chosen[seat])


def make_game(
    players: int,
    hands: Mapping[int, Sequence[str]],
    voids: Mapping[int, str] | None = None,
    removed_suit: str | None = None,
    first_leader: int = 0,
) -> Fearless:
    """A game whose first round deals ``hands`` (see :func:`build_deck`)."""
    options: dict[str, object] = {"first_leader": first_leader}
    if removed_suit is not None:
        options["removed_suit"] = removed_suit
    deck = build_deck(players, hands, voids, removed_suit)
    return Fearless(players, 0, options, [deck])


def play(game: Fearless, texts: str) -> list[Event]:
    """Apply space-separated card texts in turn; all the events."""
    events: list[Event] = []
    for text in texts.split():
        events += game.apply(game.text_to_action(text))
    return events


E = TypeVar("E", bound=Event)


def of(events: Sequence[Event], kind: type[E]) -> list[E]:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


def trick_kinds(obs: FearlessObservation) -> tuple[int, ...]:
    return tuple(kind for _, kind in obs.trick)


# --- one-trick scenarios ------------------------------------------------------------------------

TRICKS = [
    # id, players, plays (seat i plays card i), extra cards {seat: texts}, voids, winner seat,
    # reason, value, led suit, running totals, LedSuitFixed (seat, suit, after zero) or None
    ("FE-01", 4, "G-4 G+2 B+5 0", {3: ["G-1"]}, {2: "G"}, 1, HIGHEST, 3, GREEN,
     (-4, -2, 3, 3), (0, GREEN, False)),
    ("FE-06", 4, "B-3 0 0 B-1", {}, {}, 1, FIRST, -4, BLUE, (-3, -3, -3, -4), (0, BLUE, False)),
    ("FE-09", 4, "0 G-3 G-5 B+4", {}, {3: "G"}, 0, HIGHEST, -4, GREEN, (0, -3, -8, -4),
     (1, GREEN, True)),
    ("FE-10", 3, "0 0 0", {}, {}, 0, ZEROS, 0, None, (0, 0, 0), None),
    ("FE-12", 4, "0 O+2 O+5 0", {}, {}, 2, HIGHEST, 7, ORANGE, (0, 2, 7, 7), (1, ORANGE, True)),
    ("FE-13", 4, "G-6 B+6 O+6 M+6", {}, {1: "G", 2: "G", 3: "G"}, 0, HIGHEST, 12, GREEN,
     (-6, 0, 6, 12), (0, GREEN, False)),
    ("EC-F3", 4, "0 0 0 0", {}, {}, 0, ZEROS, 0, None, (0, 0, 0, 0), None),
    ("EC-F5-zero-beats-negatives", 4, "0 B-2 B-4 B-1", {}, {}, 0, HIGHEST, -7, BLUE,
     (0, -2, -6, -7), (1, BLUE, True)),
    ("EC-F5-positive-beats-zero", 4, "0 B-2 B-4 B+1", {}, {}, 3, HIGHEST, -5, BLUE,
     (0, -2, -6, -5), (1, BLUE, True)),
    ("EC-F6", 4, "0 0 0 O-6", {}, {}, 0, FIRST, -6, ORANGE, (0, 0, 0, -6), (3, ORANGE, True)),
    ("EC-F7-plus-one", 5, "B-3 B+1 B+1 B-2 B-5", {}, {}, 1, FIRST, -8, BLUE,
     (-3, -2, -1, -3, -8), (0, BLUE, False)),
    ("EC-F7-minus-one", 5, "G-6 G-1 G-1 G-4 G-2", {}, {}, 1, FIRST, -14, GREEN,
     (-6, -7, -8, -12, -14), (0, GREEN, False)),
    ("EC-F8", 4, "G-5 0 G-2 0", {}, {}, 1, FIRST, -7, GREEN, (-5, -5, -7, -7),
     (0, GREEN, False)),
    ("EC-F16", 4, "B+3 B-1 B-2 0", {}, {}, 0, HIGHEST, 0, BLUE, (3, 2, 0, 0), (0, BLUE, False)),
    ("EC-F18", 4, "G+1 G-2 B+6 O+5", {}, {2: "G", 3: "G"}, 0, HIGHEST, 10, GREEN,
     (1, -1, 5, 10), (0, GREEN, False)),
]  # fmt: skip


@pytest.mark.parametrize(
    ("players", "plays", "extra", "voids", "winner", "reason", "value", "led", "totals", "fixed"),
    [t[1:] for t in TRICKS],
    ids=[t[0] for t in TRICKS],
)
def test_trick_scenarios(
    players: int,
    plays: str,
    extra: dict[int, list[str]],
    voids: dict[int, str],
    winner: int,
    reason: WinReason,
    value: int,
    led: int | None,
    totals: tuple[int, ...],
    fixed: tuple[int, int, bool] | None,
) -> None:
    texts = plays.split()
    hands = {seat: [text, *extra.get(seat, [])] for seat, text in enumerate(texts)}
    removed = "M" if players == 3 else None
    game = make_game(players, hands, voids, removed_suit=removed)
    events: list[Event] = []
    for seat, text in enumerate(texts):
        assert game.current_player == seat
        action = text_to_kind(text)
        assert action in game.legal_actions()
        assert game.why_illegal(action, seat) is None
        obs = game.observation(seat)
        assert set(game.legal_actions()) == set(legal_kinds(obs.hand, trick_kinds(obs)))
        events += game.apply(action, seat)
    played = of(events, CardPlayed)
    assert [(e.seat, e.card, e.total, e.position_in_trick) for e in played] == [
        (s, text_to_kind(t), totals[s], s) for s, t in enumerate(texts)
    ]
    assert played[-1].led_suit == led
    fixes = of(events, LedSuitFixed)
    assert fixes == ([] if fixed is None else [LedSuitFixed(*fixed)])
    kinds = ks(plays)
    won = of(events, TrickWon)
    assert won == [
        TrickWon(
            seat=winner,
            trick_no=0,
            cards=tuple(enumerate(kinds)),
            value=value,
            led_suit=led,
            reason=reason,
            winning_card=kinds[winner],
            next_leader=winner,
        )
    ]
    assert trick_winner(kinds) == (winner, reason)
    assert of(events, GhostMoved) == [GhostMoved(winner, None, value)]
    assert [type(e) for e in events[-2:]] == [TrickWon, GhostMoved]
    # EC-F1: the winner leads the next trick
    assert game.current_player == winner
    obs = game.observation(winner)
    assert obs.trick_leader == winner
    assert obs.trick == ()
    assert obs.ghosts[winner] == value
    assert obs.ghosts[winner] is not None  # EC-F3/EC-F16: value 0 leaves the ruin for space 0
    assert all(g is None for s, g in enumerate(obs.ghosts) if s != winner)
    assert obs.completed_tricks == (tuple(enumerate(kinds)),)
    assert obs.tricks_played == 1
    assert game.legal_actions() == sorted(set(obs.hand))


def test_EC_F1_winner_leads_next_trick() -> None:
    game = make_game(4, {0: ["G-4", "B-6"], 1: ["G+2", "O+1"], 2: ["B+5"], 3: ["0", "G-1"]},
                     {2: "G"})  # fmt: skip
    play(game, "G-4 G+2 B+5 0")
    assert game.current_player == 1
    events = play(game, "O+1")
    assert events[0] == CardPlayed(1, text_to_kind("O+1"), 1, ORANGE, 0)
    assert game.observation(0).trick_leader == 1
    assert game.current_player == 2


def test_FE_02_ghost_walks() -> None:
    hands = {0: ["G+6", "B+1"], 1: ["G-1", "B-6"], 2: ["G-2", "B-5"], 3: ["G+2", "B-2"]}
    game = make_game(4, hands)
    events = play(game, "G+6 G-1 G-2 G+2")
    assert of(events, GhostMoved) == [GhostMoved(0, None, 5)]
    events = play(game, "B+1 B-6 B-5 B-2")
    assert of(events, TrickWon)[0].value == -12
    assert of(events, GhostMoved) == [GhostMoved(0, 5, -7)]
    assert game.observation(3).ghosts == (-7, None, None, None)


def test_EC_F4_zero_after_zero_lead_keeps_suit_open() -> None:
    game = make_game(4, {0: ["0"], 1: ["0", "B+2"], 2: ["G-1", "B+5"]})
    play(game, "0")
    assert ZERO in game.legal_actions()
    events = play(game, "0")
    assert of(events, LedSuitFixed) == []
    assert game.observation(2).led_suit is None
    assert game.observation(2).trick_total == 0
    obs = game.observation(2)
    assert game.legal_actions() == sorted(set(obs.hand))  # anything: the suit is still open
    events = play(game, "G-1")
    assert of(events, LedSuitFixed) == [LedSuitFixed(2, GREEN, True)]


# --- legality scenarios -------------------------------------------------------------------------

LEGAL = [
    # id, trick so far, acting seat's listed cards, its voids, legal among them, refused ones
    ("FE-14", "G-1", "G+3 B-2 0", "", "G+3 0", "B-2"),
    ("FE-15", "G-1", "B-2 O+4 0", "G", "B-2 O+4 0", ""),
    ("FE-16", "0", "G+3 B-2", "", "G+3 B-2", ""),
    ("FE-17", "0 G+3", "G-4 B+1 0", "", "G-4 0", "B+1"),
    ("FE-18", "0 0", "B+2 G-1", "", "B+2 G-1", ""),
    ("EC-F4", "0", "0 B+2", "", "0 B+2", ""),
    ("EC-F9", "B-5", "B+3 0 O-1", "", "B+3 0", "O-1"),
    ("EC-F10", "B-3", "0 O+2 M-3", "B", "0 O+2 M-3", ""),
    ("EC-F19", "B+5", "B+6 B-6 G+1", "", "B+6 B-6", "G+1"),
]


@pytest.mark.parametrize(
    ("trick", "listed", "voids", "legal", "refused"),
    [t[1:] for t in LEGAL],
    ids=[t[0] for t in LEGAL],
)
def test_legal_scenarios(trick: str, listed: str, voids: str, legal: str, refused: str) -> None:
    before = trick.split()
    seat = len(before)
    hands: dict[int, list[str]] = {s: [t] for s, t in enumerate(before)}
    hands[seat] = listed.split()
    game = make_game(4, hands, {seat: voids} if voids else {})
    play(game, trick)
    assert game.current_player == seat
    actions = game.legal_actions()
    for kind in ks(legal):
        assert kind in actions
        assert game.why_illegal(kind, seat) is None
    led = rules.led_suit(ks(trick))
    for kind in ks(refused):
        assert kind not in actions
        assert game.why_illegal(kind, seat) == Illegal(Refusal.MUST_FOLLOW, suit=led)
        with pytest.raises(IllegalAction) as caught:
            game.apply(kind)
        assert caught.value.reason.code is Refusal.MUST_FOLLOW
    obs = game.observation(seat)
    assert actions == list(legal_kinds(obs.hand, ks(trick)))
    assert obs.legal_actions == tuple(actions)


# --- whole rounds (deals and plays found by a seeded search, then written out) ------------------

ROUNDS = {
    "FE-03": (
        "G+5 G-4 G-3 M-1 M+4 O+1 B+4 M+6 M-3 B-2 O-3 O-1 M+1 B-4 M-6 B+1 O+4 0 G+2 O+3 B+5 M-2 "
        "G+4 M+5 B-5 G-6 G-5 B+3 0 G+1 O+5 B+6 G+3 G-1 M+3 O-2 M-5 O+2 B-3 O-6 O-4 M-4 M+2 B-1 "
        "B+2 G+6 0 O-5 O+6 B-6 G-2 0",
        "G-3 G-6 G-5 0 O-5 O+1 O+3 O+5 G-1 G-2 G-4 G+4 M-2 M+3 M-4 M-1 B+6 B-1 B+4 B+5 B+3 B-6 "
        "B-2 B-4 0 M+2 M+6 0 O-1 O+4 O-2 0 M+5 M-5 O-4 M+4 G+2 G+3 G+6 G+5 O+6 O-3 M-6 O+2 B+2 "
        "M-3 B+1 B-3 O-6 M+1 B-5 G+1",
        (8, -2, 5, -11),
        (8, 2, 5, 11),
    ),
    "FE-04": (
        "M-2 B+2 G+3 O-3 0 M+5 G+4 O-2 B-3 B-5 M+4 O-4 B+5 G-4 B-2 G-3 O-1 B-1 O+3 O+2 O+6 0 "
        "O+1 G+5 M+6 G+6 G-6 0 O-5 B+6 G-5 0 B-6 M+3 M-5 B-4 B+1 B+4 M+1 B+3 M-1 G+1 G-1 O+4 "
        "M-3 M+2 G-2 G+2 M-4 M-6 O+5 O-6",
        "B+5 B-1 B+4 B+3 O-4 0 O-5 O-6 O+1 B+6 O+4 O-2 O+5 0 O+6 G-5 G-3 0 G-1 G+4 B-3 B-2 B-4 "
        "M-6 G+5 0 G+2 G+3 M+6 M+1 M-4 M+5 O+3 B-6 M-3 O-3 G+6 G-6 G-2 M-2 O-1 M+3 M-1 B+2 O+2 "
        "B+1 M+2 B-5 G-4 M-5 G+1 M+4",
        (11, -16, None, 5),
        (11, 16, 15, 5),
    ),
    "FE-05": (
        "O+3 M+6 G+2 G+6 B+2 G-6 M+3 M+1 O+5 B-4 O-3 M-2 O+4 B-2 G+4 B+1 M-3 G+3 M-6 G+1 O-6 "
        "M+2 B-3 G+5 B-6 0 0 B+4 G-2 B+6 G-5 O-1 G-4 G-3 M-5 B+3 B-1 O+1 O+2 O-4 B-5 M+5 O-2 "
        "M-4 B+5 G-1 0 M+4 M-1 O-5 O+6 0",
        "O+5 O-6 O-1 O-2 B+2 B-6 0 0 O+3 M-6 O+2 0 M+3 0 M-5 M-4 G-6 G+5 G-2 G-1 G+3 G-5 M+4 "
        "G+2 B-3 B+6 B-5 B-4 B+3 B+5 G+6 B+1 M+5 M-2 M-3 G-3 M-1 M+6 M+2 B+4 O+4 G+1 O+1 O-4 "
        "M+1 B-2 B-1 O+6 O-3 G+4 G-4 O-5",
        (-6, 0, -6, 12),
        (6, 0, 6, 12),
    ),
    "EC-F12": (
        "G+2 O+3 O-1 B-5 0 G+4 0 M-2 G+1 G+6 M+3 O+1 M-6 O-6 G-5 O+6 M+1 G-3 M-4 G+5 M+5 B+5 "
        "G-1 O+5 B+6 G+3 B-3 O+2 O-5 M-3 O-3 G-4 B+3 M+4 B+1 O-2 0 M+2 O-4 B-4 O+4 M+6 B+4 M-5 "
        "M-1 B-6 0 B-1 B-2 G-2 B+2 G-6",
        "M-6 M+1 M+2 M+6 B-1 0 B+6 B+3 B+5 B-3 0 B-5 O+6 O-2 O+4 O+1 O-6 O+2 B-2 O-1 M-3 M-5 0 "
        "M-4 G+2 G+5 G-4 G-2 M+5 M+4 M-1 M+3 G-5 0 G-6 G+1 M-2 G-3 O-4 B-4 G+6 G-1 O-3 B+4 O+3 "
        "O+5 O-5 B+2 G+3 B+1 B-6 G+4",
        (-27, 31, -7, 3),
        (27, 31, 7, 3),
    ),
}


def play_round(name: str) -> tuple[Fearless, list[Event]]:
    deal, actions, _, _ = ROUNDS[name]
    game = Fearless(4, 0, {"first_leader": 0}, [Fearless.parse_deck(deal.split())])
    return game, play(game, actions)


@pytest.mark.parametrize("name", list(ROUNDS))
def test_round_scenarios(name: str) -> None:
    """FE-03 (8 -2 5 -11 -> 8 2 5 11), FE-04 (no trick -> 15), FE-05 (+4 and -4 -> 0),
    EC-F12 (beyond the printed track), with the FE-25 invariants."""
    _, _, positions, points = ROUNDS[name]
    game, events = play_round(name)
    scored = of(events, RoundScored)
    assert scored == [RoundScored(0, positions, points, points)]
    won = of(events, TrickWon)
    assert len(won) == 13
    assert sum(e.value for e in won) == 0
    assert sum(p or 0 for p in positions) == 0
    for seat in range(4):
        values = [e.value for e in won if e.seat == seat]
        assert positions[seat] == (sum(values) if values else None)
    obs = game.observation(0)
    assert obs.round == 1
    assert obs.round_points == (points,)
    assert obs.totals == points
    assert obs.ghosts == (None,) * 4
    assert obs.current_player == 1  # round 2 led by the next seat clockwise


def test_FE_04_seat_without_trick_scores_15() -> None:
    _, events = play_round("FE-04")
    assert not [e for e in of(events, TrickWon) if e.seat == 2]
    assert of(events, RoundScored)[0].points[2] == 15


def test_FE_05_position_zero_scores_0() -> None:
    _, events = play_round("FE-05")
    values = sorted(e.value for e in of(events, TrickWon) if e.seat == 1)
    assert values == [-4, 4]
    moves = [e for e in of(events, GhostMoved) if e.seat == 1]
    assert moves[-1].to_position == 0


def test_EC_F11_ruin_and_space_zero_differ() -> None:
    _, ruin = play_round("FE-04")
    _, zero = play_round("FE-05")
    (ruin_score,) = of(ruin, RoundScored)
    (zero_score,) = of(zero, RoundScored)
    assert ruin_score.positions[2] is None and ruin_score.points[2] == 15
    assert zero_score.positions[1] == 0 and zero_score.points[1] == 0


def test_EC_F12_position_beyond_track() -> None:
    _, events = play_round("EC-F12")
    assert max(e.to_position for e in of(events, GhostMoved)) > 30


FE_24_DEALS = (
    "G-3 B-4 B+2 G-2 B+3 O-1 B+4 0 B-3 0 G+2 O-3 O+3 O+2 G-5 B-2 G+5 O+4 O-6 B+5 O+5 G-1 G-6 "
    "O-2 B-5 G+6 0 B-1 B-6 B+1 O+6 B+6 G+3 O-4 O-5 O+1 G-4 G+1 G+4",
    "O+5 O+2 O-5 B+6 G+1 G+5 0 O-1 0 O+6 O+3 O+1 G-3 B-5 B+5 G+2 B-1 O+4 G-2 B-3 O-2 G-6 B-4 "
    "G-1 O-3 B+1 G+6 B+2 O-4 O-6 0 G+4 B-6 B+4 B+3 G+3 G-4 G-5 B-2",
    "O-2 B+1 G+3 B+5 G-6 0 O+6 B-6 O+5 O-1 G+6 O-4 B+2 B-4 B+6 G+5 G+2 O+4 B+4 G-1 O+1 G-3 G+1 "
    "O-5 B-3 B-5 B-2 O-3 0 B+3 O+3 O+2 0 O-6 G-5 B-1 G-2 G+4 G-4",
)
FE_24_ACTIONS = (
    "B+4 B+5 B-1 B-5 B+6 0 G+4 0 G-1 G+1 G-2 G+6 O-2 O-4 O-3 O+5 O+1 O+3 O+2 O+6 O-1 G+3 G-3 "
    "G-6 0 G+2 G-5 B+3 B-2 B-6 B+2 O+4 B+1 B-4 O-6 O-5 B-3 G+5 G-4 G-6 G-5 G+1 O+2 O+4 O-4 "
    "G+2 G+4 G+5 0 B-1 0 0 O-2 O-6 O+6 O-3 B-6 O+1 B-5 B-2 O+5 B-4 G+6 O-5 B+1 B+3 G-3 G-1 "
    "G+3 B+2 B+6 B+5 O-1 G-2 G-4 O+3 B-3 B+4 0 0 B-5 G-5 G-6 G+1 B-3 B-1 B+1 O+6 O+1 O-3 O+5 "
    "O+4 O+3 B+5 B+6 B+3 B-4 0 B-6 O-6 O-4 O-5 O-2 G+2 O+2 G-4 G+3 G-1 O-1 B+4 G-2 B+2 G-3 "
    "B-2 G+6 G+5 G+4"
)


def fe_24_game() -> Fearless:
    deals = [Fearless.parse_deck(d.split()) for d in FE_24_DEALS]
    return Fearless(3, 0, {"first_leader": 0, "removed_suit": "M"}, deals)


def test_FE_24_shared_victory() -> None:
    """FE-24 / EC-F15: a 3-player game whose two lowest totals tie; both seats win."""
    game = fe_24_game()
    events = game.start_events() + play(game, FE_24_ACTIONS)
    assert game.is_over
    assert game.current_player is None
    assert game.legal_actions() == []
    assert game.result() == Result((28, 19, 19), (1, 2))
    assert events[-1] == GameOver((28, 19, 19), (1, 2))
    scored = of(events, RoundScored)
    assert len(scored) == 3
    assert scored[-1].totals == (28, 19, 19)
    started = of(events, RoundStarted)
    assert started == [RoundStarted(0, 3, 0), RoundStarted(1, 3, 1), RoundStarted(2, 3, 2)]
    obs = game.observation(1)
    assert obs.is_over and obs.winners == (1, 2) and obs.legal_actions == ()
    assert len(obs.round_points) == 3
    assert tuple(map(sum, zip(*obs.round_points, strict=True))) == (28, 19, 19)
    # EC-F17: the removed suit and cards stay out of every round
    assert len(game.deals) == 3
    for deck in game.deals:
        assert sorted(deck) == sorted(deck_cards(3, text_to_suit("M")))


def test_event_order_at_round_and_game_end() -> None:
    game = fe_24_game()
    actions = FE_24_ACTIONS.split()
    play(game, " ".join(actions[:38]))
    events = game.apply(text_to_kind(actions[38]))
    assert [type(e) for e in events] == [
        CardPlayed,
        TrickWon,
        GhostMoved,
        RoundScored,
        RoundStarted,
        HandDealt,
        HandDealt,
        HandDealt,
    ]
    dealt = of(events, HandDealt)
    assert [e.seat for e in dealt] == [0, 1, 2]
    for event in dealt:
        assert event.cards == game.observation(event.seat).hand
    play(game, " ".join(actions[39:-1]))
    events = game.apply(text_to_kind(actions[-1]))
    assert [type(e) for e in events] == [CardPlayed, TrickWon, GhostMoved, RoundScored, GameOver]


# --- setup and rounds ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players", [3, 4, 5], ids=["FE-19-3p", "FE-19-4p", "FE-19-5p"]
)  # fmt: skip
def test_FE_19_deal(players: int) -> None:
    game = Fearless(players, 11, {})
    size = hand_size(players)
    hands = [game.observation(s).hand for s in range(players)]
    assert all(len(h) == size for h in hands)
    assert game.observation(0).hand_sizes == (size,) * players
    removed = game.observation(0).removed_suit
    assert sorted(k for h in hands for k in h) == list(deck_kinds(players, removed))
    assert sum(value_of(k) for h in hands for k in h) == 0
    dealt = game.start_events()
    assert dealt[0] == RoundStarted(0, players, game.options["first_leader"])
    assert [e.cards for e in of(dealt, HandDealt)] == hands


def random_game(game: Fearless, rng: random.Random) -> list[Event]:
    events = game.start_events()
    while not game.is_over:
        events += game.apply(rng.choice(game.legal_actions()))
    return events


@pytest.mark.parametrize(
    ("players", "first"),
    [(4, s) for s in range(4)] + [(3, 2), (5, 4)],
    ids=[f"FE-20-first-{s}" for s in range(4)] + ["EC-F2-3p", "EC-F2-5p"],
)
def test_FE_20_rounds_and_starting_players(players: int, first: int) -> None:
    game = Fearless(players, 3, {"first_leader": first})
    events = random_game(game, random.Random(first))
    started = of(events, RoundStarted)
    assert [(e.round, e.rounds, e.leader) for e in started] == [
        (r, players, (first + r) % players) for r in range(players)
    ]
    assert len(of(events, RoundScored)) == players
    assert len(of(events, TrickWon)) == players * hand_size(players)
    # the first card of each round is played by its starting player
    firsts = [e for e in of(events, CardPlayed) if e.position_in_trick == 0]
    per_round = hand_size(players)
    assert [firsts[r * per_round].seat for r in range(players)] == [
        (first + r) % players for r in range(players)
    ]
    assert len(game.history) == players * players * per_round


@pytest.mark.parametrize("letter", list(SUIT_LETTERS), ids=[f"EC-F13-{c}" for c in SUIT_LETTERS])
def test_EC_F13_removed_suit(letter: str) -> None:
    game = Fearless(3, 5, {"removed_suit": letter.lower(), "first_leader": 1})
    assert game.options == {"first_leader": 1, "removed_suit": letter}
    suit = text_to_suit(letter)
    assert game.observation(2).removed_suit == suit
    rng = random.Random(0)
    while not game.is_over:
        actions = game.legal_actions()
        assert all(suit_of(a) != suit for a in actions)
        game.step(rng.choice(actions))
    for deck in game.deals:  # EC-F17
        assert len(deck) == 39
        assert all(suit_of(text_to_kind(Fearless.card_to_text(c))) != suit for c in deck)


def test_EC_F13_default_removed_suit_from_seed() -> None:
    seen = set()
    for seed in range(40):
        game = Fearless(3, seed, {})
        letter = game.options["removed_suit"]
        assert letter in SUIT_LETTERS
        assert Fearless(3, seed, {}).options == game.options
        assert game.observation(0).removed_suit == text_to_suit(letter)
        seen.add(letter)
    assert seen == set(SUIT_LETTERS)


def test_EC_F14_one_copy_of_each_plus_minus_one_in_4p() -> None:
    kinds = deck_kinds(4)
    assert Counter(kinds)[text_to_kind("B+1")] == 1
    texts = [kind_to_text(k) for k in kinds]
    deck = Fearless.parse_deck(texts)
    Fearless(4, 0, {}, [deck])  # whichever copy the texts name, the deck is valid
    texts[texts.index("B+2")] = "B+1"  # a second B+1 exists only with 5 players
    with pytest.raises(ValueError, match="not a shuffle"):
        Fearless(4, 0, {}, [Fearless.parse_deck(texts)])


def test_EC_F17_every_round_uses_the_same_deck() -> None:
    for players in (3, 4, 5):
        game = Fearless(players, 21, {})
        random_game(game, random.Random(players))
        fresh = sorted(game.deals[0])
        assert len(game.deals) == players
        assert all(sorted(d) == fresh for d in game.deals)
        assert len(fresh) == len(deck_kinds(players, game.observation(0).removed_suit))


# --- refusals, texts, options -------------------------------------------------------------------


def test_why_illegal_codes() -> None:
    game = make_game(4, {0: ["G-4"], 1: ["G+2", "B-2"]})
    assert game.why_illegal(-1) == Illegal(Refusal.UNKNOWN_ACTION)
    assert game.why_illegal(49) == Illegal(Refusal.UNKNOWN_ACTION)
    assert game.why_illegal(True) == Illegal(Refusal.UNKNOWN_ACTION)
    assert game.why_illegal(text_to_kind("G+2")) == Illegal(Refusal.NOT_IN_HAND)
    assert game.why_illegal(text_to_kind("G-4"), seat=1) == Illegal(Refusal.NOT_YOUR_TURN)
    with pytest.raises(IllegalAction) as caught:
        game.apply(text_to_kind("G+2"))
    assert caught.value.reason == Illegal(Refusal.NOT_IN_HAND)
    assert game.history == []
    play(game, "G-4")
    assert game.why_illegal(text_to_kind("B-2")) == Illegal(Refusal.MUST_FOLLOW, suit=GREEN)
    assert not game.is_legal(text_to_kind("B-2"))
    assert game.is_legal(text_to_kind("G+2"))
    over = fe_24_game()
    play(over, FE_24_ACTIONS)
    assert over.why_illegal(ZERO) == Illegal(Refusal.GAME_OVER)
    with pytest.raises(IllegalAction):
        over.apply(ZERO)


def test_action_texts() -> None:
    game = Fearless(5, 0, {})
    for kind in range(49):
        assert game.text_to_action(game.action_to_text(kind)) == kind
    assert game.text_to_action("z") == ZERO
    with pytest.raises(ValueError):
        game.text_to_action("B+9")
    with pytest.raises(ValueError):
        game.action_to_text(49)
    assert Fearless.card_to_text(64) == "0"
    assert Fearless.parse_deck(["0", "G-4", "0"]) == (64, text_to_kind("G-4") // 12 * 16 + 2, 65)
    with pytest.raises(ValueError):
        Fearless.parse_deck(["0"] * 5)
    with pytest.raises(ValueError):
        Fearless.parse_deck(["Q+1"])


@pytest.mark.parametrize(
    ("players", "options", "message"),
    [
        (4, {"colour": 1}, "unknown"),
        (4, {"first_leader": 4}, "first_leader"),
        (4, {"first_leader": -1}, "first_leader"),
        (4, {"first_leader": True}, "first_leader"),
        (4, {"first_leader": "0"}, "first_leader"),
        (4, {"removed_suit": "B"}, "removed_suit"),
        (5, {"removed_suit": "G"}, "removed_suit"),
        (3, {"removed_suit": "X"}, "removed_suit"),
        (3, {"removed_suit": 0}, "removed_suit"),
        (3, {"removed_suit": "BO"}, "removed_suit"),
        (2, {}, "3-5 players"),
        (6, {}, "3-5 players"),
    ],
)
def test_bad_options(players: int, options: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Fearless(players, 0, options)


def test_options_normalized_and_written_back() -> None:
    game = Fearless(4, 99, {})
    leader = game.options["first_leader"]
    assert set(game.options) == {"first_leader"}
    assert 0 <= leader < 4
    assert game.current_player == leader
    assert Fearless(4, 99, game.options) == game
    assert Fearless(4, 99, {"removed_suit": None}).options == game.options
    three = Fearless(3, 99, {"first_leader": 2})
    assert three.options["first_leader"] == 2
    assert three.options["removed_suit"] in SUIT_LETTERS
    assert Fearless(3, 99, {}).options["removed_suit"] == three.options["removed_suit"]
    leaders = {Fearless(5, seed, {}).options["first_leader"] for seed in range(60)}
    assert leaders == set(range(5))


def test_preset_deal_must_match_the_deck() -> None:
    with pytest.raises(ValueError, match="not a shuffle"):
        Fearless(4, 0, {}, [deck_cards(5)])
    with pytest.raises(ValueError, match="not a shuffle"):
        Fearless(4, 0, {}, [deck_cards(4)[:-1]])


# --- observation, redaction, records ------------------------------------------------------------


def test_observation_hides_other_hands() -> None:
    deck = build_deck(4, {})
    other = deck[:13] + deck[26:39] + deck[13:26] + deck[39:]
    a = Fearless(4, 0, {"first_leader": 0}, [deck])
    b = Fearless(4, 0, {"first_leader": 0}, [other])
    assert a.observation(0) == b.observation(0)
    assert a.observation(3) == b.observation(3)
    assert a.observation(1) != b.observation(1)
    lead = a.legal_actions()[0]
    a.apply(lead)
    b.apply(lead)
    assert a.observation(0) == b.observation(0)
    obs = a.observation(2)
    assert obs.hand == tuple(sorted(obs.hand))
    assert obs.legal_actions == ()
    assert a.observation(1).legal_actions == tuple(a.legal_actions())
    names = set(FearlessObservation.__dataclass_fields__)
    assert not {"hands", "deck", "deals", "history", "seed"} & names
    for seat in (-1, 4, True):
        with pytest.raises(ValueError):
            a.observation(seat)


def test_redact_hand_dealt() -> None:
    game = Fearless(4, 8, {})
    events = game.start_events()
    for event in events[1:]:
        assert isinstance(event, HandDealt)
        assert redact(event, event.seat) is event
        for viewer in [None, *(s for s in range(4) if s != event.seat)]:
            hidden = redact(event, viewer)
            assert isinstance(hidden, HandDealt)
            assert hidden.cards is None
            assert hidden.seat == event.seat
    assert redact(events[0], None) is events[0]
    played = game.apply(game.legal_actions()[0])
    assert all(redact(e, None) is e for e in played)


def test_record_and_replay() -> None:
    game = Fearless(5, 1234, {})
    rng = random.Random(5)
    for _ in range(100):
        game.apply(rng.choice(game.legal_actions()))
    record = game.record()
    assert record.options == game.options
    again = GameRecord.from_json(record.to_json())
    assert replay(again) == game
    assert replay(again, upto=40) != game
    fresh = new_game("fearless", 4, seed=3, first_leader=2)
    assert isinstance(fresh, Fearless)
    assert fresh.current_player == 2


def test_clone_is_independent_and_equal() -> None:
    game = Fearless(4, 77, {})
    rng = random.Random(1)
    for _ in range(30):
        game.step(rng.choice(game.legal_actions()))
    copy = game.clone()
    assert copy == game
    assert copy is not game
    action = copy.legal_actions()[0]
    copy.step(action)
    assert copy != game
    assert len(copy.history) == len(game.history) + 1
    game.step(action)
    assert copy == game
    assert copy.record() == game.record()


# --- properties of whole games ------------------------------------------------------------------


def check_game(players: int, seed: int) -> None:
    """Play a whole random game through ``apply()`` beside a twin driven by ``step()``, checking
    the engine against the pure rules and the rules.md invariants after every action."""
    game = Fearless(players, seed, {})
    twin = game.clone()
    rng = random.Random(seed)
    size = hand_size(players)
    round_values: list[int] = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        obs = game.observation(seat)
        legal = game.legal_actions()
        # bitmask legality == pure legality; never empty; ascending; a subset of the hand
        assert legal == list(legal_kinds(obs.hand, trick_kinds(obs)))
        assert legal and set(legal) <= set(obs.hand)
        assert [k for k in range(49) if game.why_illegal(k) is None] == legal
        assert sum(obs.hand_sizes) == players * size - obs.tricks_played * players - len(obs.trick)
        action = rng.choice(legal)
        events = game.apply(action)
        twin.step(action)
        assert twin == game
        for event in events:
            if isinstance(event, TrickWon):
                kinds = tuple(k for _, k in event.cards)
                index, reason = trick_winner(kinds)
                assert event.seat == event.cards[index][0] == event.next_leader
                assert event.reason == reason
                assert event.winning_card == ZERO or suit_of(event.winning_card) == event.led_suit
                assert event.value == sum(value_of(k) for k in kinds)
                round_values.append(event.value)
            elif isinstance(event, RoundScored):
                assert len(round_values) == size
                assert sum(round_values) == 0  # FE-25
                assert sum(p or 0 for p in event.positions) == 0
                assert all(p == 15 or 0 <= p <= 88 for p in event.points)  # EC-F20
                assert event.points == rules.round_points(event.positions)
                round_values = []
    result = game.result()
    assert result is not None
    assert result.winners == rules.winners(result.totals)
    assert game.clone() == game


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([3, 4, 5]), st.integers(0, 2**32))
def test_property_whole_games(players: int, seed: int) -> None:
    check_game(players, seed)


@pytest.mark.parametrize("players", [3, 4, 5], ids=["FE-25-3p", "FE-25-4p", "FE-25-5p"])
def test_whole_games_seeded(players: int) -> None:
    """FE-25 and EC-F20 over whole games (see :func:`check_game`)."""
    for seed in range(4):
        check_game(players, seed)


def test_suits_constant() -> None:
    assert SUITS == (BLUE, ORANGE, 2, GREEN)


def test_deals_are_recorded_as_texts_read_them_back() -> None:
    """Identical cards are relabelled lowest id first, so a record replays to equal deals."""
    for players in (3, 4, 5):
        game = Fearless(players, 31, {})
        random_game(game, random.Random(0))
        for deck in game.deals:
            assert Fearless.parse_deck([Fearless.card_to_text(c) for c in deck]) == deck
    swapped = list(deck_cards(5))
    swapped[-4], swapped[-1] = swapped[-1], swapped[-4]  # two zeros swapped: the same deal
    game = Fearless(5, 0, {"first_leader": 0}, [swapped])
    assert game == Fearless(5, 0, {"first_leader": 0}, [deck_cards(5)])
    assert game.deals[0] == deck_cards(5)
