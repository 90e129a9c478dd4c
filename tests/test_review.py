"""The review model (audiogame/review.py) against the engine: random whole games of both games
replayed from their records give the engine's tricks, winners, reasons, powers, hands and round
results; a seat's view shows no other seat's hidden card."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import engine
from audiogame.review import Review, review_of
from engine.events import Event

SEEDS = range(6)


def _kind(event: Event) -> str:
    return type(event).__name__


def _played(name: str, players: int, seed: int) -> tuple[engine.Game, list[Event], list[list]]:
    """A random whole game, every event it gave, and each seat's hand at every lead."""
    game = engine.new_game(name, players, seed=seed)
    events = list(game.start_events())
    hands_at_leads: list[list] = []
    rng = random.Random(seed)
    in_trick = False
    while not game.is_over:
        hands = [tuple(game.observation(s).hand) for s in range(players)]
        new = game.apply(rng.choice(game.legal_actions()))
        for event in new:
            if _kind(event) == "CardPlayed" and not in_trick:
                hands_at_leads.append(hands)
                in_trick = True
            if _kind(event) == "TrickWon":
                in_trick = False
        events += new
    return game, events, hands_at_leads


def _trick_cards(won: Event) -> tuple[tuple[int, int], ...]:
    """The engine's own account of a trick's cards, in order, from its TrickWon."""
    cards = getattr(won, "cards", None)
    if cards is not None:  # Fearless: (seat, card) in order
        return tuple(tuple(c) for c in cards)  # type: ignore[misc]
    return (won.lead, won.follow)  # type: ignore[attr-defined]


def _games() -> Iterator[tuple[str, int, int]]:
    for seed in SEEDS:
        yield "fox", 2, seed
        yield "fearless", 3 + seed % 3, seed


@pytest.mark.parametrize(("name", "players", "seed"), list(_games()))
def test_every_trick_is_the_engines(name: str, players: int, seed: int) -> None:
    game, events, hands_at_leads = _played(name, players, seed)
    review = review_of(game.record())
    won = [e for e in events if _kind(e) == "TrickWon"]
    tricks = review.tricks
    assert len(tricks) == len(won)
    for trick, event, hands in zip(tricks, won, hands_at_leads, strict=True):
        assert trick.plays == _trick_cards(event)
        assert trick.won == event
        assert trick.winner == event.seat  # type: ignore[attr-defined]
        assert trick.reason == str(event.reason)  # type: ignore[attr-defined]
        assert trick.number == event.trick_no  # type: ignore[attr-defined]
        assert trick.leader == trick.plays[0][0]
        assert list(trick.hands) == hands
    scored = [e for e in events if _kind(e) == "RoundScored"]
    assert [r.scored for r in review.rounds] == scored
    assert review.over and review.result == tuple(e for e in events if _kind(e) == "GameOver")
    # every event of the game is in the review once, in order (the deal of each round, each
    # trick's plays and powers, each round's end)
    flat = [
        e
        for r in review.rounds
        for e in (*r.start, *(x for t in r.tricks for x in t.events), *r.end)
    ]
    assert flat == events


def test_powers_are_the_events_between_the_plays() -> None:
    """The Fox's exchange and the Woodcutter's draw and return are a trick's powers."""
    kinds: set[str] = set()
    for seed in SEEDS:
        game, _, _ = _played("fox", 2, seed)
        for trick in review_of(game.record()).tricks:
            kinds |= {_kind(e) for e in trick.powers}
            assert all(_kind(e) not in ("CardPlayed", "TrickWon") for e in trick.powers)
    assert {"DecreeExchanged", "CardDrawn", "CardReturned"} <= kinds


def _review(name: str, players: int, seed: int) -> Review:
    game, _, _ = _played(name, players, seed)
    return review_of(game.record())


@pytest.mark.parametrize(("name", "players"), [("fox", 2), ("fearless", 4)])
def test_a_seat_sees_its_own_hand_and_no_hidden_card(name: str, players: int) -> None:
    review = _review(name, players, 3)
    for seat in range(players):
        view = review.view(seat, every_hand=False)
        for trick in review.tricks:
            assert dict(view.hands(trick)) == {seat: trick.hands[seat]}
            for event in view.events(trick.events):
                if getattr(event, "seat", seat) != seat:
                    for name_ in getattr(event, "secret_fields", ()):
                        assert getattr(event, name_) is None, event
        everything = review.view(seat, every_hand=True)
        assert all(len(everything.hands(t)) == players for t in review.tricks)


def test_the_filter_hides_what_the_seat_never_saw() -> None:
    """The Woodcutter's drawn card is in the review, but not in the other seat's view."""
    review = _review("fox", 2, 1)
    drawn = [e for t in review.tricks for e in t.powers if _kind(e) == "CardDrawn"]
    assert drawn and all(e.card is not None for e in drawn)  # type: ignore[attr-defined]
    for event in drawn:
        other = 1 - event.seat  # type: ignore[attr-defined]
        (seen,) = review.view(other, every_hand=False).events([event])
        assert seen.card is None  # type: ignore[attr-defined]
        (kept,) = review.view(other, every_hand=True).events([event])
        assert kept == event


def test_an_unfinished_game_keeps_its_tricks_so_far() -> None:
    game = engine.new_game("fearless", 4, seed=2)
    rng = random.Random(2)
    for _ in range(4 * 13 + 6):  # a round and a trick and a half
        game.apply(rng.choice(game.legal_actions()))
    review = review_of(game.record())
    assert not review.over and review.result == ()
    assert [len(r.tricks) for r in review.rounds] == [13, 2]
    assert review.rounds[0].scored is not None and review.rounds[1].scored is None
    assert review.rounds[1].tricks[-1].won is None and len(review.rounds[1].tricks[-1].plays) == 2
