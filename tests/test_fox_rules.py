"""The Fox rules as pure functions, straight from the scenario tables of rules.md §2 and §4.2."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.fox import cards as fc
from engine.fox import rules
from engine.fox.cards import (
    KEEP,
    RETURN,
    SWAP,
    action_to_text,
    card_to_text,
    parse_cards,
    text_to_action,
    text_to_card,
)
from engine.fox.rules import FOLLOWER, LEADER, RoundLabel
from engine.reasons import WinReason as W

B, K, M = fc.BELLS, fc.KEYS, fc.MOONS


def c(text: str) -> int:
    return text_to_card(text)


def cs(*texts: str) -> tuple[int, ...]:
    return tuple(sorted(c(t) for t in texts))


# --- cards and texts -----------------------------------------------------------------------------


def test_card_ids_follow_the_contract() -> None:
    assert (fc.BELLS, fc.KEYS, fc.MOONS) == (0, 1, 2)
    assert fc.SUIT_LETTERS == "BKM"
    assert (fc.SWAN, fc.FOX, fc.WOODCUTTER, fc.TREASURE, fc.WITCH, fc.MONARCH) == (
        1,
        3,
        5,
        7,
        9,
        11,
    )
    assert c("1B") == 0 and c("11B") == 10 and c("1K") == 11 and c("11M") == 32
    for card in fc.ALL_CARDS:
        assert fc.card(fc.suit_of(card), fc.rank_of(card)) == card
        assert fc.suit_of(card) * 11 + fc.rank_of(card) - 1 == card
    assert card_to_text(6) == "7B" and card_to_text(21) == "11K" and card_to_text(30) == "9M"


@pytest.mark.parametrize("card", fc.ALL_CARDS)
def test_card_text_round_trip(card: int) -> None:
    text = card_to_text(card)
    assert text_to_card(text) == card
    assert text_to_card(text.lower()) == card
    assert text_to_card(f"  {text} ") == card


@pytest.mark.parametrize(
    "text", ["", "0B", "12K", "07B", "7X", "B7", "7", "7BB", "swap 7B", "1 1K"]
)
def test_bad_card_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        text_to_card(text)


@pytest.mark.parametrize("card", [-1, 33, 100])
def test_bad_card_id_has_no_text(card: int) -> None:
    with pytest.raises(ValueError):
        card_to_text(card)
    with pytest.raises(ValueError):
        fc.card(0, 12)


def test_action_texts() -> None:
    assert action_to_text(6) == "7B"
    assert action_to_text(SWAP + c("2B")) == "swap 2B"
    assert action_to_text(KEEP) == "keep"
    assert action_to_text(RETURN + c("7B")) == "return 7B"
    assert (SWAP, KEEP, RETURN, fc.ACTION_COUNT) == (33, 66, 67, 100)
    assert fc.swap_action(c("2B")) == 34 and fc.return_action(c("7B")) == 73


@pytest.mark.parametrize("action", range(fc.ACTION_COUNT))
def test_action_text_round_trip(action: int) -> None:
    text = action_to_text(action)
    assert text_to_action(text) == action
    assert text_to_action(text.upper()) == action
    assert text_to_action("  " + text.replace(" ", "   ") + " ") == action


@pytest.mark.parametrize(
    "text", ["", "swap", "keep 2B", "swap 2B 3B", "return", "take 2B", "swap 12B", "keeps"]
)
def test_bad_action_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        text_to_action(text)


@pytest.mark.parametrize("action", [-1, 100, True])
def test_non_action_has_no_text(action: int) -> None:
    with pytest.raises(ValueError):
        action_to_text(action)


def test_parse_cards() -> None:
    assert parse_cards(["7B", "11k", "9M"]) == (6, 21, 30)
    with pytest.raises(ValueError, match="twice"):
        parse_cards(["7B", "7b"])
    with pytest.raises(ValueError):
        parse_cards(["7B", "13B"])


def test_masks() -> None:
    hand = cs("1B", "11B", "5K", "9M")
    mask = fc.mask_of(hand)
    assert fc.cards_of(mask) == hand
    assert mask.bit_count() == 4
    assert fc.SUIT_MASK[K] & mask == fc.BIT[c("5K")]
    assert sum(fc.BIT) == fc.FULL_MASK


# --- following (§2.6) ----------------------------------------------------------------------------

FOLLOW_CASES = [
    pytest.param("6B", ("2B", "10B", "11M"), ("2B", "10B"), id="FX-04"),
    pytest.param("11K", ("1K", "4K", "8K", "10M"), ("1K", "8K"), id="FX-05"),
    pytest.param("11K", ("1K", "5B"), ("1K",), id="FX-06"),
    pytest.param("11K", ("3B", "7M"), ("3B", "7M"), id="FX-07"),
    pytest.param("11K", ("9K", "10K", "2B"), ("10K",), id="FX-08"),
    pytest.param("4M", ("2M", "9K"), ("2M",), id="FX-18"),
    pytest.param("9K", ("3K", "6M"), ("3K",), id="FX-19"),
    pytest.param("9B", ("2B", "9K", "11M"), ("2B",), id="EC-X8"),
    pytest.param("6M", ("8M", "9K", "9B"), ("8M",), id="EC-X9"),
    pytest.param("11B", ("1B", "6B", "10B", "3K"), ("1B", "10B"), id="EC-X13"),
    pytest.param("11K", ("2K", "9K", "4M"), ("9K",), id="EC-X14-nine"),
    pytest.param("11K", ("1K", "9K", "10K"), ("1K", "10K"), id="EC-X14-ten"),
    pytest.param("11M", ("3M", "1K", "11K"), ("3M",), id="EC-X15-fox"),
    pytest.param("11K", ("2K", "5K", "9B"), ("5K",), id="EC-X15-woodcutter"),
    pytest.param("4K", ("3B", "7M", "11B"), ("3B", "7M", "11B"), id="EC-X26"),
]


@pytest.mark.parametrize(("lead", "hand", "expected"), FOLLOW_CASES)
def test_legal_follows(lead: str, hand: tuple[str, ...], expected: tuple[str, ...]) -> None:
    assert rules.legal_follows(cs(*hand), c(lead)) == cs(*expected)
    assert rules.legal_plays(cs(*hand), c(lead)) == cs(*expected)


def test_any_card_may_be_led() -> None:
    hand = cs("11K", "9B", "1M")
    assert rules.legal_plays(hand, None) == hand


def test_monarch_options() -> None:
    assert rules.monarch_options(cs("1K", "4K", "8K", "10M"), K) == cs("1K", "8K")
    assert rules.monarch_options(cs("1K", "10M"), K) == cs("1K")
    assert rules.monarch_options(cs("10M"), K) == ()


# --- the trick winner (§2.8) ---------------------------------------------------------------------

WINNER_CASES = [
    pytest.param(M, "4K", "2K", LEADER, W.HIGHEST_OF_LED_SUIT, id="FX-01"),
    pytest.param(M, "10K", "2M", FOLLOWER, W.TRUMP, id="FX-02"),
    pytest.param(M, "4K", "11B", LEADER, W.LEAD_NOT_FOLLOWED, id="FX-03"),
    pytest.param(M, "11K", "10K", LEADER, W.HIGHEST_OF_LED_SUIT, id="FX-08"),
    pytest.param(M, "9K", "11K", LEADER, W.WITCH_AS_TRUMP, id="FX-11"),
    pytest.param(K, "9K", "11K", FOLLOWER, W.HIGHER_TRUMP, id="FX-12"),
    pytest.param(M, "10K", "9K", FOLLOWER, W.WITCH_AS_TRUMP, id="FX-13"),
    pytest.param(M, "9K", "9B", LEADER, W.LEAD_NOT_FOLLOWED, id="FX-14"),
    pytest.param(M, "9K", "9M", FOLLOWER, W.TRUMP, id="FX-15"),
    pytest.param(M, "10M", "9K", LEADER, W.HIGHER_TRUMP, id="FX-17"),
    pytest.param(M, "1B", "5B", FOLLOWER, W.HIGHEST_OF_LED_SUIT, id="FX-20"),
    pytest.param(M, "1B", "1K", LEADER, W.LEAD_NOT_FOLLOWED, id="FX-21"),
    pytest.param(K, "1B", "1K", FOLLOWER, W.TRUMP, id="FX-22"),
    pytest.param(M, "1B", "4K", LEADER, W.LEAD_NOT_FOLLOWED, id="FX-23"),
    pytest.param(M, "7B", "7K", LEADER, W.LEAD_NOT_FOLLOWED, id="FX-25"),
    pytest.param(M, "7B", "8B", FOLLOWER, W.HIGHEST_OF_LED_SUIT, id="FX-26"),
    pytest.param(B, "6K", "3B", FOLLOWER, W.TRUMP, id="FX-27"),
    pytest.param(M, "3K", "2M", FOLLOWER, W.TRUMP, id="FX-30"),
    pytest.param(M, "8M", "9K", FOLLOWER, W.WITCH_AS_TRUMP, id="EC-X11-beats-8"),
    pytest.param(M, "9K", "8M", LEADER, W.WITCH_AS_TRUMP, id="EC-X11-lead-beats-8"),
    pytest.param(M, "9K", "10M", FOLLOWER, W.HIGHER_TRUMP, id="EC-X11-loses-to-10"),
    pytest.param(M, "11M", "9B", LEADER, W.HIGHER_TRUMP, id="EC-X11-loses-to-11"),
    pytest.param(M, "4K", "9B", FOLLOWER, W.WITCH_AS_TRUMP, id="EC-X11-off-suit"),
    pytest.param(M, "10K", "9K", FOLLOWER, W.WITCH_AS_TRUMP, id="EC-X12"),
    pytest.param(M, "11K", "9K", FOLLOWER, W.WITCH_AS_TRUMP, id="EC-X14-not-trump"),
    pytest.param(K, "11K", "9K", LEADER, W.HIGHER_TRUMP, id="EC-X14-trump"),
    pytest.param(M, "9K", "2K", LEADER, W.WITCH_AS_TRUMP, id="witch-lone-led"),
    pytest.param(M, "9K", "4B", LEADER, W.WITCH_AS_TRUMP, id="witch-lone-not-followed"),
    pytest.param(M, "9M", "2K", LEADER, W.TRUMP, id="trump-nine"),
    pytest.param(B, "9M", "9B", FOLLOWER, W.TRUMP, id="EC-X10-trump-nine"),
    pytest.param(B, "9M", "9K", LEADER, W.LEAD_NOT_FOLLOWED, id="EC-X10-no-trump"),
    pytest.param(M, "4K", "11K", FOLLOWER, W.HIGHEST_OF_LED_SUIT, id="EC-X16"),
]


@pytest.mark.parametrize(("trump", "lead", "follow", "role", "reason"), WINNER_CASES)
def test_trick_winner(trump: int, lead: str, follow: str, role: int, reason: W) -> None:
    assert rules.trick_winner(c(lead), c(follow), trump) == (role, reason)
    index = c(lead) * 99 + c(follow) * 3 + trump
    assert (rules.WINNER_ROLE[index], rules.WINNER_REASON[index]) == (role, reason)


def test_witch_needs_exactly_one_nine() -> None:
    assert rules.witch_applies(c("9K"), c("4K"))
    assert rules.witch_applies(c("4K"), c("9B"))
    assert not rules.witch_applies(c("9K"), c("9B"))
    assert not rules.witch_applies(c("8K"), c("4B"))
    assert rules.effective_suit(c("9K"), M, True) == M
    assert rules.effective_suit(c("9K"), M, False) == K
    assert rules.effective_suit(c("8K"), M, True) == K


def _reference_winner(lead: int, follow: int, trump: int) -> int:
    """§2.8 pseudo-code, written out again."""
    nines = [fc.rank_of(x) for x in (lead, follow)].count(9)

    def eff(x: int) -> int:
        return trump if fc.rank_of(x) == 9 and nines == 1 else fc.suit_of(x)

    if eff(lead) == eff(follow):
        return LEADER if fc.rank_of(lead) > fc.rank_of(follow) else FOLLOWER
    return FOLLOWER if eff(follow) == trump else LEADER


@given(st.sampled_from(fc.ALL_CARDS), st.sampled_from(fc.ALL_CARDS), st.sampled_from(fc.SUITS))
def test_trick_winner_matches_the_rulebook(lead: int, follow: int, trump: int) -> None:
    if lead == follow:
        return
    role, reason = rules.trick_winner(lead, follow, trump)
    assert role == _reference_winner(lead, follow, trump)
    winning = (lead, follow)[role]
    lone = rules.witch_applies(lead, follow)
    assert rules.effective_suit(winning, trump, lone) in (trump, fc.suit_of(lead))
    witch_won = lone and fc.rank_of(winning) == 9 and fc.suit_of(winning) != trump
    assert (reason is W.WITCH_AS_TRUMP) == witch_won  # §2.7.5: a lone 9 that wins, won as trump
    if reason is W.LEAD_NOT_FOLLOWED:
        assert role == LEADER


# --- Swan, Treasure ------------------------------------------------------------------------------

SWAN_CASES = [
    pytest.param(1, "1B", 0, 0, id="FX-20"),
    pytest.param(0, "1K", 0, 1, id="FX-21"),
    pytest.param(1, "1B", 0, 0, id="FX-22"),
    pytest.param(0, "4K", 0, 0, id="FX-23"),
    pytest.param(0, "1K", 12, 0, id="EC-X18"),
    pytest.param(1, "1B", 11, 0, id="EC-X17"),
]


@pytest.mark.parametrize(("winner", "loser_card", "trick_no", "expected"), SWAN_CASES)
def test_next_leader(winner: int, loser_card: str, trick_no: int, expected: int) -> None:
    assert rules.next_leader(winner, c(loser_card), trick_no) == expected
    assert rules.swan_leads(c(loser_card), trick_no) == (expected != winner)


@pytest.mark.parametrize(
    ("lead", "follow", "points"),
    [
        pytest.param("7B", "7K", 2, id="FX-25"),
        pytest.param("7B", "8B", 1, id="FX-26"),
        pytest.param("8B", "7M", 1, id="follow-seven"),
        pytest.param("6B", "8B", 0, id="no-seven"),
    ],
)
def test_treasure_points(lead: str, follow: str, points: int) -> None:
    assert rules.treasure_points(c(lead), c(follow)) == points


# --- scoring and the end -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("split", "points"),
    [
        pytest.param((3, 10), (6, 0), id="FX-35-3-10"),
        pytest.param((4, 9), (1, 6), id="FX-35-4-9"),
        pytest.param((5, 8), (2, 6), id="FX-35-5-8"),
        pytest.param((6, 7), (3, 6), id="FX-35-6-7"),
        pytest.param((0, 13), (6, 0), id="FX-35-0-13"),
    ],
)
def test_round_points(split: tuple[int, int], points: tuple[int, int]) -> None:
    assert (rules.round_points(split[0]), rules.round_points(split[1])) == points


def test_round_table_and_labels() -> None:
    table = [rules.round_points(t) for t in range(14)]
    assert table == [6, 6, 6, 6, 1, 2, 3, 6, 6, 6, 0, 0, 0, 0]
    labels = [rules.round_label(t) for t in range(14)]
    assert labels == ["humble"] * 4 + ["defeated"] * 3 + ["victorious"] * 3 + ["greedy"] * 4
    assert labels[0] is RoundLabel.HUMBLE and labels[13] is RoundLabel.GREEDY
    for bad in (-1, 14):
        with pytest.raises(ValueError):
            rules.round_points(bad)
        with pytest.raises(ValueError):
            rules.round_label(bad)


@pytest.mark.parametrize(
    ("totals", "last", "target", "over", "winners", "tiebreak"),
    [
        pytest.param((22, 19), (6, 3), 21, True, (0,), False, id="FX-37"),
        pytest.param((20, 19), (6, 3), 21, False, (0,), False, id="FX-38-under-target"),
        pytest.param((23, 23), (6, 6), 21, True, (0, 1), True, id="FX-40"),
        pytest.param((17, 10), (6, 0), 16, True, (0,), False, id="FX-43"),
        pytest.param((23, 23), (2, 6), 21, True, (1,), True, id="EC-X25-tiebreak"),
        pytest.param((21, 27), (6, 6), 21, True, (1,), False, id="EC-X25-higher"),
        pytest.param((21, 0), (6, 0), 21, True, (0,), False, id="exactly-target"),
    ],
)
def test_game_end_and_winners(
    totals: tuple[int, int],
    last: tuple[int, int],
    target: int,
    over: bool,
    winners: tuple[int, ...],
    tiebreak: bool,
) -> None:
    assert rules.is_game_end(totals, target) is over
    assert rules.match_winners(totals, last) == (winners, tiebreak)


def test_deal_layout_fx44() -> None:
    deck = tuple(range(33))
    hands, decree, draw = rules.deal_layout(deck, dealer=1)
    assert hands == (tuple(range(13)), tuple(range(13, 26)))
    assert decree == 26 and draw == tuple(range(27, 33))
    hands, _, _ = rules.deal_layout(deck, dealer=0)
    assert hands == (tuple(range(13, 26)), tuple(range(13)))
    assert len(hands[0]) + len(hands[1]) + 1 + len(draw) == 33
    with pytest.raises(ValueError):
        rules.deal_layout(deck[:32], 0)


# --- properties ----------------------------------------------------------------------------------

hands = st.sets(st.sampled_from(fc.ALL_CARDS), min_size=1, max_size=13)


@given(hands, st.sampled_from(fc.ALL_CARDS))
def test_legal_follows_non_empty_subset_of_hand(hand: set[int], lead: int) -> None:
    hand.discard(lead)
    if not hand:
        return
    legal = rules.legal_follows(hand, lead)
    assert legal and set(legal) <= hand
    assert list(legal) == sorted(legal)
    suit = fc.suit_of(lead)
    if any(fc.suit_of(x) == suit for x in hand):
        assert all(fc.suit_of(x) == suit for x in legal)
        if fc.rank_of(lead) == fc.MONARCH:
            assert max(x for x in hand if fc.suit_of(x) == suit) in legal
            assert len(legal) <= 2
    else:
        assert set(legal) == hand


@given(hands, st.sampled_from(fc.ALL_CARDS))
def test_tables_agree_with_legal_follows(hand: set[int], lead: int) -> None:
    hand.discard(lead)
    suit = fc.suit_of(lead)
    held = fc.mask_of(hand) >> (11 * suit) & 0x7FF
    if not held:
        return
    table = rules.MONARCH_CARDS if fc.rank_of(lead) == fc.MONARCH else rules.SUIT_CARDS
    assert table[suit][held] == rules.legal_follows(hand, lead)


@given(st.integers(0, 13))
def test_split_points_are_from_the_table(tricks: int) -> None:
    mine, theirs = rules.round_points(tricks), rules.round_points(13 - tricks)
    assert {mine, theirs} <= {0, 1, 2, 3, 6}
    assert 6 in (mine, theirs)
