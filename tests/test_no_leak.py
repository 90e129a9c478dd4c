"""No observation reveals hidden cards: rearranging cards that a seat cannot see (other hands,
the Fox draw deck) in a way consistent with the play so far leaves that seat's observation
unchanged. Games are replayed from records with the altered deal."""

from __future__ import annotations

import random

import pytest
from hidden_cards import hidden_groups, twin_with_last_deal

from engine import Game, new_game


def _play(game: Game, rng: random.Random, count: int) -> None:
    for _ in range(count):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize(("name", "players"), [("fearless", 3), ("fearless", 5), ("fox", 2)])
def test_hidden_rearrangements_do_not_change_observations(name: str, players: int) -> None:
    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        game = new_game(name, players, seed)
        _play(game, rng, rng.randrange(1, 60))
        if game.is_over:
            continue
        viewer = rng.randrange(players)
        groups = [g for g in hidden_groups(game, viewer) if g]
        if len(groups) < 2:
            continue
        # one card from each of two hidden places (two hands, or a hand and the deck): a swap
        # inside one hand would change nothing of the game, only of the deal's order
        first, second = rng.sample(groups, 2)
        a, b = rng.choice(first), rng.choice(second)
        deck = list(game.deals[-1])
        if game.card_to_text(deck[a]) == game.card_to_text(deck[b]):
            continue
        deck[a], deck[b] = deck[b], deck[a]
        twin = twin_with_last_deal(game, deck)
        if twin is None:
            continue
        assert twin != game
        assert twin.observation(viewer) == game.observation(viewer), (seed, viewer)
        checked += 1
    assert checked >= 100
