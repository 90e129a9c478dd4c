"""No cheating: two games that differ only in cards the seat cannot see give the same
observation, and a bot with the same seed chooses the same action in both."""

from __future__ import annotations

import random

import pytest

from engine import Game, GameRecord, RecordError, new_game, replay
from engine.bots import LEVELS, make_bot
from engine.fox.cards import rank_of


def _twin(game: Game, deck: list[int]) -> Game | None:
    record = game.record()
    deals = (*record.deals[:-1], tuple(game.card_to_text(c) for c in deck))
    altered = GameRecord(
        record.game, record.players, record.seed, record.options, deals, record.actions
    )
    try:
        return replay(altered)
    except RecordError:
        return None  # the swap contradicts a play (a revealed void): not consistent


def _hidden_fearless(game: Game, viewer: int) -> list[list[int]]:
    """Deal positions of the cards still held, grouped by the other seat holding them."""
    deck = game.deals[-1]
    size = len(deck) // game.players
    groups = []
    for seat in range(game.players):
        if seat == viewer:
            continue
        left = list(game.observation(seat).hand)
        positions = []
        for pos in range(seat * size, (seat + 1) * size):
            kind = game.text_to_action(game.card_to_text(deck[pos]))
            if kind in left:
                left.remove(kind)
                positions.append(pos)
        groups.append(positions)
    return groups


def _hidden_fox(game: Game, viewer: int) -> list[list[int]]:
    """Deal positions of the opponent's held cards, and of the undrawn deck cards."""
    obs = game.observation(viewer)
    opponent = 1 - viewer
    deck = game.deals[-1]
    start = 0 if opponent != obs.dealer else 13
    held = set(game.observation(opponent).hand)
    played = [c for t in obs.completed_tricks for c in t[1:3]]
    if obs.trick is not None:
        played.append(obs.trick[1])
    if obs.follow is not None:
        played.append(obs.follow[1])
    draws = sum(1 for c in played if rank_of(c) == 5)
    return [[p for p in range(start, start + 13) if deck[p] in held], list(range(27 + draws, 33))]


@pytest.mark.parametrize(
    ("name", "players"), [("fox", 2), ("fearless", 3), ("fearless", 4), ("fearless", 5)]
)
@pytest.mark.parametrize("level", LEVELS)
def test_hidden_rearrangements_leave_choices_unchanged(name: str, players: int, level: str) -> None:
    hidden = _hidden_fearless if name == "fearless" else _hidden_fox
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
        twin = _twin(game, deck)
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
