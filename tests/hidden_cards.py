"""Cards a seat cannot see, and games that differ only in them: shared by the no-leak tests of
the engine and the no-cheating tests of the bots."""

from __future__ import annotations

from engine import Game, GameRecord, RecordError, replay
from engine.fox.cards import rank_of

__all__ = ["hidden_groups", "twin_with_last_deal"]


def twin_with_last_deal(game: Game, deck: list[int]) -> Game | None:
    """``game`` replayed with the current round dealt from ``deck``; None if that contradicts a
    play made so far."""
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


def hidden_groups(game: Game, viewer: int) -> list[list[int]]:
    """Deal positions of the cards ``viewer`` cannot see, grouped by where they are."""
    return (_hidden_fearless if game.name == "fearless" else _hidden_fox)(game, viewer)
