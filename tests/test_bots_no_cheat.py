"""No cheating: two games that differ only in cards the seat cannot see give the same
observation, and a bot with the same seed chooses the same action in both."""

from __future__ import annotations

import random

import pytest
from hidden_cards import hidden_groups, twin_with_last_deal

from engine import new_game
from engine.bots import LEVELS, make_bot


@pytest.mark.parametrize(
    ("name", "players"), [("fox", 2), ("fearless", 3), ("fearless", 4), ("fearless", 5)]
)
@pytest.mark.parametrize("level", LEVELS)
def test_hidden_rearrangements_leave_choices_unchanged(name: str, players: int, level: str) -> None:
    hidden = hidden_groups
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        game = new_game(name, players, seed)
        for _ in range(rng.randrange(1, 45)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        if game.is_over or len(game.legal_actions()) < 2:
            continue
        viewer = game.current_player
        assert viewer is not None
        groups = [g for g in hidden(game, viewer) if g]
        if len(groups) < 2:
            continue
        a, b = rng.choice(groups[0]), rng.choice(groups[1])
        deck = list(game.deals[-1])
        if game.card_to_text(deck[a]) == game.card_to_text(deck[b]):
            continue
        deck[a], deck[b] = deck[b], deck[a]
        twin = twin_with_last_deal(game, deck)
        if twin is None:
            continue
        assert twin != game
        obs, twin_obs = game.observation(viewer), twin.observation(viewer)
        assert obs == twin_obs
        first = make_bot(name, level, seed, viewer, players, iterations=40)
        second = make_bot(name, level, seed, viewer, players, iterations=40)
        assert first.choose(obs) == second.choose(twin_obs)
        checked += 1
        if checked >= 8:
            break
    assert checked >= 4
