"""No observation reveals hidden cards: rearranging cards that a seat cannot see (other hands,
the Fox draw deck) in a way consistent with the play so far leaves that seat's observation
unchanged. Games are replayed from records with the altered deal."""

from __future__ import annotations

import random

import pytest

from engine import Game, GameRecord, RecordError, new_game, replay


def _play(game: Game, rng: random.Random, count: int) -> None:
    for _ in range(count):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_actions()))


def _replay_with_last_deal(game: Game, deck: list[int]) -> Game | None:
    record = game.record()
    deals = (*record.deals[:-1], tuple(game.card_to_text(c) for c in deck))
    altered = GameRecord(
        record.game, record.players, record.seed, record.options, deals, record.actions
    )
    try:
        return replay(altered)
    except RecordError:
        return None  # the swap contradicts an earlier play (a revealed void): not consistent


def _hidden_positions_fearless(game: Game, viewer: int) -> list[int]:
    deck = game.deals[-1]
    size = len(deck) // game.players
    positions = []
    for seat in range(game.players):
        if seat == viewer:
            continue
        left = list(game.observation(seat).hand)
        for pos in range(seat * size, (seat + 1) * size):
            kind = game.text_to_action(game.card_to_text(deck[pos]))
            if kind in left:
                left.remove(kind)
                positions.append(pos)
    return positions


def _hidden_positions_fox(game: Game, viewer: int) -> list[int]:
    from engine.fox.cards import rank_of

    obs = game.observation(viewer)
    opponent = 1 - viewer
    deck = game.deals[-1]
    start = 0 if opponent != obs.dealer else 13
    opponent_hand = set(game.observation(opponent).hand)
    positions = [p for p in range(start, start + 13) if deck[p] in opponent_hand]
    played = [c for t in obs.completed_tricks for c in t[1:3]]
    played += [t[1] for t in (obs.trick, obs.follow) if t is not None]
    draws = sum(1 for c in played if rank_of(c) == 5)
    positions += range(27 + draws, 33)
    return positions


@pytest.mark.parametrize(("name", "players"), [("fearless", 3), ("fearless", 5), ("fox", 2)])
def test_hidden_rearrangements_do_not_change_observations(name: str, players: int) -> None:
    hidden = _hidden_positions_fearless if name == "fearless" else _hidden_positions_fox
    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        game = new_game(name, players, seed)
        _play(game, rng, rng.randrange(1, 60))
        if game.is_over:
            continue
        viewer = rng.randrange(players)
        positions = hidden(game, viewer)
        if len(positions) < 2:
            continue
        a, b = rng.sample(positions, 2)
        deck = list(game.deals[-1])
        if game.card_to_text(deck[a]) == game.card_to_text(deck[b]):
            continue
        deck[a], deck[b] = deck[b], deck[a]
        twin = _replay_with_last_deal(game, deck)
        if twin is None:
            continue
        assert twin != game
        assert twin.observation(viewer) == game.observation(viewer), (seed, viewer)
        checked += 1
    assert checked >= 100
