"""What a Fox seat infers about the opponent's hand, on scripted positions: a void, a Monarch
bound, the old decree card taken by an exchange, and a Woodcutter draw lifting a void."""

from __future__ import annotations

import random

from fox_helpers import build_deck, new_fox, play

from engine.bots.fox_worlds import DECK, HAND, FoxWorlds
from engine.fox.cards import rank_of, suit_of, text_to_card

BELLS, KEYS = 0, 1


def _exchange_position() -> FoxWorlds:
    # Seat 0 leads; seat 1 holds no Bells and the Keys 1, 2, 6 (decree 8K: trump Keys).
    deck = build_deck(
        ["11K", "10B", "4M"],
        ["1K", "2K", "6K", "1M", "2M", "3M", "5M", "6M", "7M", "8M", "9M", "10M", "11M"],
        decree="8K",
    )
    game = new_fox(deck)
    play(game, "11K", "6K")  # Monarch led: 6K is seat 1's highest Key
    play(game, "10B", "2M")  # seat 1 shows a void in Bells
    play(game, "4M", "3M", "swap 5M")  # seat 1's Fox takes 8K into its hand
    assert game.current_player == 0
    return FoxWorlds(game.observation(0))


def test_void_bound_and_exchange_constrain_the_opponent_hand() -> None:
    worlds = _exchange_position()
    k = worlds.knowledge
    allowed = dict(zip(k.unseen, k.allowed, strict=True))
    assert allowed[text_to_card("8K")] == 1 << HAND  # known to be there
    for card, mask in allowed.items():
        if suit_of(card) == BELLS:
            assert not mask >> HAND & 1, card
        if suit_of(card) == KEYS and rank_of(card) > 6 and card != text_to_card("8K"):
            assert not mask >> HAND & 1, card
            assert mask >> DECK & 1
    rng = random.Random(4)
    for _ in range(200):
        hand = worlds.sample(rng)[HAND]
        assert text_to_card("8K") in hand
        assert not any(suit_of(c) == BELLS for c in hand)
        assert not any(
            suit_of(c) == KEYS and rank_of(c) > 6 and c != text_to_card("8K") for c in hand
        )


def test_a_woodcutter_draw_lifts_the_void() -> None:
    deck = build_deck(["10B", "4M"], ["2M", "5M"], decree="8K", follower_void="B", draw=["9B"])
    game = new_fox(deck)
    play(game, "10B", "2M")  # seat 1 shows a void in Bells; seat 0 keeps the lead
    assert FoxWorlds(game.observation(0)).knowledge.void_suits == {BELLS}
    play(game, "4M", "5M")  # seat 1's Woodcutter draws 9B ...
    returned = next(c for c in game.hand(1) if c != text_to_card("9B"))
    play(game, f"return {game.card_to_text(returned)}")  # ... keeps it, returns another card
    worlds = FoxWorlds(game.observation(0))
    k = worlds.knowledge
    assert k.void_suits == set()
    assert k.slot_count == 1
    allowed = dict(zip(k.unseen, k.allowed, strict=True))
    assert allowed[text_to_card("9B")] >> HAND & 1  # it may be the card drawn and kept
    rng = random.Random(5)
    assert any(suit_of(c) == BELLS for _ in range(50) for c in worlds.sample(rng)[HAND])
    assert worlds.game(rng).observation(0) == game.observation(0)
