"""Fearless pure rules and cards: the rules.md scenario tables (FE-*, EC-F*) and properties."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.fearless import cards, rules
from engine.fearless.cards import BLUE, GREEN, MAGENTA, ORANGE, SUITS, ZERO
from engine.reasons import WinReason

HIGHEST = WinReason.HIGHEST_OF_LED_SUIT
FIRST = WinReason.FIRST_OF_EQUALS
ZEROS = WinReason.ALL_ZEROS


def ks(text: str) -> tuple[int, ...]:
    """Kinds of space-separated card texts."""
    return tuple(cards.text_to_kind(t) for t in text.split())


# --- cards --------------------------------------------------------------------------------------


def test_kind_layout() -> None:
    assert (BLUE, ORANGE, MAGENTA, GREEN) == (0, 1, 2, 3)
    assert cards.SUIT_LETTERS == "BOMG"
    assert ZERO == 48
    assert cards.kind_of(GREEN, -4) == 3 * 12 + 2
    assert cards.kind_of(BLUE, -6) == 0
    assert cards.kind_of(BLUE, -1) == 5
    assert cards.kind_of(BLUE, 1) == 6
    assert cards.kind_of(ORANGE, 6) == 23
    assert cards.kind_of(None, 0) == ZERO
    for kind in range(48):
        suit, value = cards.suit_of(kind), cards.value_of(kind)
        assert suit == kind // 12
        assert cards.kind_of(suit, value) == kind
    assert cards.suit_of(ZERO) is None
    assert cards.value_of(ZERO) == 0
    # kinds of one suit ascend with the value
    assert [cards.value_of(k) for k in range(12)] == sorted(cards.value_of(k) for k in range(12))


@pytest.mark.parametrize("kind", range(cards.KIND_COUNT))
def test_kind_text_round_trip(kind: int) -> None:
    text = cards.kind_to_text(kind)
    assert cards.text_to_kind(text) == kind
    assert cards.text_to_kind(text.lower()) == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("B+5", cards.kind_of(BLUE, 5)),
        ("G-4", cards.kind_of(GREEN, -4)),
        ("0", ZERO),
        ("Z", ZERO),
        ("z", ZERO),
        (" m+1 ", cards.kind_of(MAGENTA, 1)),
        ("O\u22126", cards.kind_of(ORANGE, -6)),
    ],
)
def test_text_to_kind_accepts(text: str, kind: int) -> None:
    assert cards.text_to_kind(text) == kind


@pytest.mark.parametrize("text", ["", "B", "B5", "B+0", "B+7", "X+1", "00", "ZZ", "B-7", "+5"])
def test_text_to_kind_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        cards.text_to_kind(text)


@pytest.mark.parametrize("kind", [-1, 49, 100])
def test_bad_kind_rejected(kind: int) -> None:
    with pytest.raises(ValueError):
        cards.kind_to_text(kind)
    with pytest.raises(ValueError):
        cards.suit_of(kind)
    with pytest.raises(ValueError):
        cards.value_of(kind)


def test_kind_of_rejects() -> None:
    for suit, value in [(None, 3), (4, 1), (BLUE, 0), (BLUE, 7)]:
        with pytest.raises(ValueError):
            cards.kind_of(suit, value)


def test_suit_letters() -> None:
    for suit in SUITS:
        assert cards.text_to_suit(cards.suit_to_text(suit)) == suit
        assert cards.text_to_suit(cards.suit_to_text(suit).lower()) == suit
    for bad in ["", "X", "BO", "0"]:
        with pytest.raises(ValueError):
            cards.text_to_suit(bad)
    with pytest.raises(ValueError):
        cards.suit_to_text(4)


def test_physical_ids() -> None:
    full = cards.deck_cards(5)
    assert len(full) == 60
    assert Counter(cards.card_kind(c) for c in full) == Counter(rules.deck_kinds(5))
    for card in full:
        assert (
            cards.parse_cards([cards.card_to_text(card)])[0]
            in cards.KIND_CARDS[cards.card_kind(card)]
        )
    # identical cards: lowest unused id first
    assert cards.parse_cards(["0", "0", "Z"]) == (64, 65, 66)
    b1 = cards.parse_cards(["B+1", "B+1"])
    assert b1[0] < b1[1]
    unused = [c for c in range(cards.CARD_COUNT) if c not in full]
    assert len(unused) == 8
    for card in unused:
        with pytest.raises(ValueError):
            cards.card_to_text(card)
    assert cards.mask_cards(cards.cards_mask(full)) == full
    assert cards.mask_kinds(cards.cards_mask(full)) == rules.deck_kinds(5)


@pytest.mark.parametrize(
    "texts",
    [["B+7"], ["hello"], ["B+6", "B+6"], ["B+1"] * 3, ["G-1"] * 3, ["0"] * 5],
)
def test_parse_cards_errors(texts: list[str]) -> None:
    with pytest.raises(ValueError):
        cards.parse_cards(texts)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_parse_cards_round_trip(players: int) -> None:
    removed = GREEN if players == 3 else None
    deck = cards.deck_cards(players, removed)
    assert cards.parse_cards([cards.card_to_text(c) for c in deck]) == deck


# --- FE-19: decks -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "removed", "size", "hand"),
    [
        (3, BLUE, 39, 13),
        (3, ORANGE, 39, 13),
        (3, MAGENTA, 39, 13),
        (3, GREEN, 39, 13),
        (4, None, 52, 13),
        (5, None, 60, 12),
    ],
    ids=["FE-19-3p-B", "FE-19-3p-O", "FE-19-3p-M", "FE-19-3p-G", "FE-19-4p", "FE-19-5p"],
)
def test_FE_19_decks(players: int, removed: int | None, size: int, hand: int) -> None:
    deck = rules.deck_kinds(players, removed)
    assert len(deck) == size
    assert rules.hand_size(players) == hand
    assert hand * players == size
    assert sum(cards.value_of(k) for k in deck) == 0
    count = Counter(deck)
    kept = [s for s in SUITS if s != removed]
    assert {cards.suit_of(k) for k in deck} == {*kept, None}
    dup = 2 if players == 5 else 1
    for suit in kept:
        for value in cards.VALUES:
            expected = dup if value in (-1, 1) else 1
            assert count[cards.kind_of(suit, value)] == expected
    assert count[ZERO] == (3 if players == 3 else 4)
    assert Counter(cards.card_kind(c) for c in cards.deck_cards(players, removed)) == count
    assert rules.round_count(players) == players


@pytest.mark.parametrize(("players", "removed"), [(3, None), (4, BLUE), (2, None), (6, None)])
def test_deck_arguments_checked(players: int, removed: int | None) -> None:
    with pytest.raises(ValueError):
        rules.deck_kinds(players, removed)
    with pytest.raises(ValueError):
        cards.deck_cards(players, removed)


# --- tricks: led suit, winner, value ------------------------------------------------------------

TRICKS = [
    # id, trick, winner index, reason, value, led suit, running totals
    ("FE-01", "G-4 G+2 B+5 0", 1, HIGHEST, 3, GREEN, (-4, -2, 3, 3)),
    ("FE-06", "B-3 0 0 B-1", 1, FIRST, -4, BLUE, (-3, -3, -3, -4)),
    ("FE-09", "0 G-3 G-5 B+4", 0, HIGHEST, -4, GREEN, (0, -3, -8, -4)),
    ("FE-10", "0 0 0", 0, ZEROS, 0, None, (0, 0, 0)),
    ("FE-12", "0 O+2 O+5 0", 2, HIGHEST, 7, ORANGE, (0, 2, 7, 7)),
    ("FE-13", "G-6 B+6 O+6 M+6", 0, HIGHEST, 12, GREEN, (-6, 0, 6, 12)),
    ("EC-F3", "0 0 0 0", 0, ZEROS, 0, None, (0, 0, 0, 0)),
    ("EC-F5-zero-beats-negatives", "0 B-2 B-4 B-1", 0, HIGHEST, -7, BLUE, (0, -2, -6, -7)),
    ("EC-F5-positive-beats-zero", "0 B-2 B-4 B+1", 3, HIGHEST, -5, BLUE, (0, -2, -6, -5)),
    ("EC-F6", "0 0 0 O-6", 0, FIRST, -6, ORANGE, (0, 0, 0, -6)),
    ("EC-F7-plus-one", "B-3 B+1 B+1 B-2 B-5", 1, FIRST, -8, BLUE, (-3, -2, -1, -3, -8)),
    ("EC-F7-minus-one", "G-6 G-1 G-1 G-4 G-2", 1, FIRST, -14, GREEN, (-6, -7, -8, -12, -14)),
    ("EC-F7-not-best", "B-3 B+1 B+1 B+4 B-5", 3, HIGHEST, -2, BLUE, (-3, -2, -1, 3, -2)),
    ("EC-F8", "G-5 0 G-2 0", 1, FIRST, -7, GREEN, (-5, -5, -7, -7)),
    ("EC-F16", "B+3 B-1 B-2 0", 0, HIGHEST, 0, BLUE, (3, 2, 0, 0)),
    ("EC-F18", "G+1 G-2 B+6 O+5", 0, HIGHEST, 10, GREEN, (1, -1, 5, 10)),
]


@pytest.mark.parametrize(
    ("trick", "index", "reason", "value", "led", "totals"),
    [t[1:] for t in TRICKS],
    ids=[t[0] for t in TRICKS],
)
def test_trick_scenarios(
    trick: str,
    index: int,
    reason: WinReason,
    value: int,
    led: int | None,
    totals: tuple[int, ...],
) -> None:
    kinds = ks(trick)
    assert rules.led_suit(kinds) == led
    assert rules.trick_winner(kinds) == (index, reason)
    assert rules.trick_value(kinds) == value
    assert rules.running_totals(kinds) == totals


def test_led_suit_open_while_only_zeros() -> None:
    assert rules.led_suit(()) is None
    assert rules.led_suit(ks("0")) is None
    assert rules.led_suit(ks("0 0")) is None
    assert rules.led_suit(ks("0 0 M+2")) == MAGENTA
    assert rules.led_suit(ks("O-1 G+2")) == ORANGE


def test_trick_winner_of_empty_trick() -> None:
    with pytest.raises(ValueError):
        rules.trick_winner(())


def test_next_leader_is_the_winner() -> None:
    # EC-F1: FE-01 led by seat 2 of 4: the winner (second card) is seat 3 and leads next.
    index, _ = rules.trick_winner(ks("G-4 G+2 B+5 0"))
    assert rules.next_leader(2, index, 4) == 3
    assert rules.next_leader(3, 2, 4) == 1


# --- legality -----------------------------------------------------------------------------------

LEGAL = [
    # id, hand, trick so far, legal
    ("FE-14", "G+3 B-2 0", "G-1", "G+3 0"),
    ("FE-15", "B-2 O+4 0", "G-1", "B-2 O+4 0"),
    ("FE-16", "G+3 B-2", "0", "G+3 B-2"),
    ("FE-17", "G-4 B+1 0", "0 G+3", "G-4 0"),
    ("FE-18", "B+2 G-1", "0 0", "B+2 G-1"),
    ("EC-F4", "0 B+2 G-1", "0", "B+2 G-1 0"),
    ("EC-F9", "B+3 0 O-1", "B-5", "B+3 0"),
    ("EC-F10", "0 O+2 M-3", "B-3", "O+2 M-3 0"),
    ("EC-F19", "B+6 B-6 G+1", "B+5", "B-6 B+6"),
    ("lead", "B+6 B-6 G+1 0", "", "B-6 B+6 G+1 0"),
    ("duplicates-collapse", "B+1 B+1 0 0 G-2", "B-4", "B+1 0"),
]


@pytest.mark.parametrize(
    ("hand", "trick", "legal"), [t[1:] for t in LEGAL], ids=[t[0] for t in LEGAL]
)
def test_legal_scenarios(hand: str, trick: str, legal: str) -> None:
    hand_kinds, trick_kinds = ks(hand), ks(trick)
    expected = tuple(sorted(set(ks(legal))))
    assert rules.legal_kinds(hand_kinds, trick_kinds) == expected
    led = rules.led_suit(trick_kinds)
    assert rules.follow_kinds(hand_kinds, -1 if led is None else led) == expected
    for kind in set(hand_kinds):
        assert rules.is_legal(kind, hand_kinds, trick_kinds) == (kind in expected)


def test_card_not_in_hand_is_illegal() -> None:
    assert not rules.is_legal(cards.text_to_kind("B+6"), ks("B-2 0"), ())


# --- ghosts, fear points, winners ---------------------------------------------------------------

GHOSTS = [
    # id, start position, trick values won, final position, fear points
    ("FE-02", None, (5, -12), -7, 7),
    ("FE-04", None, (), None, 15),
    ("FE-05", None, (4, -4), 0, 0),
    ("EC-F11-ruin", None, (), None, 15),
    ("EC-F11-space-zero", None, (0,), 0, 0),
    ("EC-F12", 28, (5,), 33, 33),
    ("EC-F12-negative", -25, (-9, -13), -47, 47),
    ("EC-F16", None, (0,), 0, 0),
]


@pytest.mark.parametrize(
    ("start", "values", "final", "points"), [g[1:] for g in GHOSTS], ids=[g[0] for g in GHOSTS]
)
def test_ghost_scenarios(
    start: int | None, values: tuple[int, ...], final: int | None, points: int
) -> None:
    position = start
    for value in values:
        position = rules.move_ghost(position, value)
    assert position == final
    assert rules.fear_points(position) == points


def test_FE_02_positions() -> None:
    assert rules.move_ghost(None, 5) == 5
    assert rules.move_ghost(5, -12) == -7


def test_FE_03_round_points() -> None:
    assert rules.round_points((8, -2, 5, -11)) == (8, 2, 5, 11)
    assert rules.round_points((None, 0, -3)) == (15, 0, 3)


@pytest.mark.parametrize(
    ("totals", "expected"),
    [
        ((23, 17, 17), (1, 2)),  # FE-24
        ((10, 10, 10, 10), (0, 1, 2, 3)),  # EC-F15
        ((5, 3, 9), (1,)),
        ((0, 4, 0, 2, 9), (0, 2)),
    ],
    ids=["FE-24", "EC-F15", "single", "five-players"],
)
def test_winners(totals: tuple[int, ...], expected: tuple[int, ...]) -> None:
    assert rules.winners(totals) == expected


@pytest.mark.parametrize("players", [3, 4, 5], ids=["EC-F2-3p", "FE-20-4p", "EC-F2-5p"])
def test_FE_20_round_leaders(players: int) -> None:
    """FE-20 / EC-F2: the starting role passes clockwise, so everybody leads exactly once."""
    for first in range(players):
        leaders = [rules.round_leader(first, r, players) for r in range(rules.round_count(players))]
        assert leaders[0] == first
        assert sorted(leaders) == list(range(players))
        assert all(leaders[r] == (first + r) % players for r in range(players))


# --- properties ---------------------------------------------------------------------------------

players_st = st.sampled_from([3, 4, 5])
suit_st = st.sampled_from(SUITS)


@st.composite
def deck_st(draw: st.DrawFn) -> tuple[int, tuple[int, ...]]:
    players = draw(players_st)
    removed = draw(suit_st) if players == 3 else None
    deck = draw(st.permutations(rules.deck_kinds(players, removed)))
    return players, tuple(deck)


@given(deck_st(), st.integers(1, 5))
def test_property_winner_is_zero_or_led_suit(game: tuple[int, tuple[int, ...]], size: int) -> None:
    players, deck = game
    trick = deck[: min(size, players)]
    index, reason = rules.trick_winner(trick)
    led = rules.led_suit(trick)
    card = trick[index]
    assert 0 <= index < len(trick)
    if led is None:
        assert all(k == ZERO for k in trick)
        assert (index, reason) == (0, ZEROS)
        return
    assert card == ZERO or cards.suit_of(card) == led
    eligible = [k for k in trick if k == ZERO or cards.suit_of(k) == led]
    best = max(cards.value_of(k) for k in eligible)
    assert cards.value_of(card) == best
    assert all(cards.value_of(k) < best for k in trick[:index] if k in eligible)
    ties = sum(1 for k in eligible if cards.value_of(k) == best)
    assert reason == (FIRST if ties > 1 else HIGHEST)
    assert rules.trick_value(trick) == sum(cards.value_of(k) for k in trick)
    assert rules.running_totals(trick)[-1] == rules.trick_value(trick)


@given(deck_st(), st.integers(1, 13), st.integers(0, 4))
def test_property_legal_set(game: tuple[int, tuple[int, ...]], size: int, before: int) -> None:
    players, deck = game
    hand = deck[:size]
    trick = deck[size : size + min(before, players - 1)]
    legal = rules.legal_kinds(hand, trick)
    led_or_none = rules.led_suit(trick)
    assert rules.follow_kinds(hand, -1 if led_or_none is None else led_or_none) == legal
    assert legal
    assert set(legal) <= set(hand)
    assert list(legal) == sorted(set(legal))
    led = rules.led_suit(trick)
    if led is None:
        assert set(legal) == set(hand)
        return
    if ZERO in hand:
        assert ZERO in legal
    holds_led = any(cards.suit_of(k) == led for k in hand)
    if holds_led:
        assert all(k == ZERO or cards.suit_of(k) == led for k in legal)
        assert {k for k in hand if cards.suit_of(k) == led} <= set(legal)
    else:
        assert set(legal) == set(hand)


@given(st.one_of(st.none(), st.integers(-88, 88)), st.integers(-88, 88))
def test_EC_F20_property_fear_points(position: int | None, value: int) -> None:
    points = rules.fear_points(position)
    assert points == 15 or 0 <= points <= 88
    assert points >= 0  # EC-F20
    moved = rules.move_ghost(position, value)
    assert moved is not None
    assert moved == value + (position or 0)


@given(st.lists(st.integers(0, 400), min_size=3, max_size=5))
def test_property_winners(totals: Sequence[int]) -> None:
    won = rules.winners(totals)
    assert won
    assert all(totals[s] == min(totals) for s in won)
    assert all(totals[s] > min(totals) for s in range(len(totals)) if s not in won)


@given(deck_st())
def test_FE_25_property_deck_tricks_sum_to_zero(game: tuple[int, tuple[int, ...]]) -> None:
    """FE-25: however the deck falls into tricks, their values sum to 0."""
    players, deck = game
    tricks = [deck[i : i + players] for i in range(0, len(deck), players)]
    assert sum(rules.trick_value(t) for t in tricks) == 0


def test_removed_suit_by_letter() -> None:
    assert rules.deck_kinds(3, "g") == rules.deck_kinds(3, GREEN)
    assert cards.deck_cards(3, "B") == cards.deck_cards(3, BLUE)
    with pytest.raises(ValueError):
        rules.deck_kinds(3, "X")


def test_canonical_cards() -> None:
    zeros = cards.KIND_CARDS[ZERO]
    b1 = cards.KIND_CARDS[cards.text_to_kind("B+1")]
    order = (zeros[2], b1[1], zeros[0], b1[0], 3)
    assert cards.canonical_cards(order) == (zeros[0], b1[0], zeros[1], b1[1], 3)
    texts = [cards.card_to_text(c) for c in order]
    assert cards.parse_cards(texts) == cards.canonical_cards(order)
    with pytest.raises(ValueError):
        cards.canonical_cards((14,))
