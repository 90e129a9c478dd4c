"""The coach (engine/coach.py): verdicts per decision, from what the seat knew or in hindsight."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

import engine
from engine.bots import make_bot
from engine.coach import Budget, Verdict, coach, costliest, decisions, verdict_at

SMALL = Budget(worlds=4, rollouts=1, hindsight_rollouts=2)


@cache
def played(name: str, seed: int, players: int = 2) -> engine.GameRecord:
    """A whole game of medium bots (seeded)."""
    game = engine.new_game(name, players, seed)
    bots = [make_bot(name, "medium", seed, s, players) for s in range(players)]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game.observation(seat)))
    return game.record()


def _cut(record: engine.GameRecord, upto: int) -> engine.GameRecord:
    return replace(record, actions=record.actions[:upto])


# --- verdicts ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "players"), [("fox", 2), ("fearless", 3), ("fearless", 4), ("fearless", 5)]
)
def test_a_verdict_for_each_decision_with_every_option_valued(name: str, players: int) -> None:
    record = _cut(played(name, 3, players), 40)
    seat = 0
    wanted = decisions(record, seat)
    verdicts = coach(record, seat, budget=SMALL)
    assert [v.index for v in verdicts] == wanted and wanted
    for verdict in verdicts:
        game = engine.replay(record, upto=verdict.index)
        assert game.current_player == seat
        assert [a for a, _ in verdict.options] == game.legal_actions()
        assert len(verdict.options) > 1
        assert verdict.chosen == game.text_to_action(record.actions[verdict.index])
        top = max(v for _, v in verdict.options)
        assert verdict.value(verdict.best) == top
        assert verdict.cost == pytest.approx(top - verdict.value(verdict.chosen))
        assert verdict.cost >= 0
        assert verdict.samples == SMALL.worlds and not verdict.hindsight
        assert verdict.unit == {"fox": "fox-points", "fearless": "fearless-fear"}[name]
    budget = replace(SMALL, hindsight_exact_cards=4)
    hindsight = coach(record, seat, hindsight=True, budget=budget)
    assert [v.index for v in hindsight] == wanted
    for verdict in hindsight:
        assert verdict.hindsight and verdict.cost >= 0
        assert verdict.samples == (1 if verdict.exact else budget.hindsight_rollouts)


def test_fearless_values_are_minus_fear_points() -> None:
    record = _cut(played("fearless", 5, 4), 30)
    for verdict in coach(record, 1, budget=SMALL):
        assert all(v <= 0 for _, v in verdict.options)
        assert any(v < 0 for _, v in verdict.options)


def test_the_chosen_option_is_the_best_when_it_ties() -> None:
    record = played("fox", 4)
    late = [i for i in decisions(record, 0) if len(engine.replay(record, upto=i).hand(0)) <= 2]
    verdicts = coach(record, 0, hindsight=True, indexes=late)
    tied = [v for v in verdicts if v.value(v.chosen) == max(x for _, x in v.options)]
    assert tied and all(v.best == v.chosen and v.cost == 0 for v in tied)


# --- what the seat knew: hidden cards change nothing ----------------------------------------


def _same_sight(
    record: engine.GameRecord, seat: int, upto: int, hidden: Callable[[Any], list[list[int]]]
) -> engine.GameRecord:
    """``record`` cut at ``upto`` with two hidden cards of its first deal swapped (places from
    ``hidden(game at the start)``: lists of deal positions, a swap between two lists), such
    that ``seat`` saw exactly the same things at every step."""
    start = engine.replay(record, upto=0)
    deal = list(record.deals[0])
    groups = hidden(start)
    cut = _cut(record, upto)
    seen = [engine.replay(cut, upto=i).observation(seat) for i in range(upto + 1)]
    for first in groups[0]:
        for second in groups[1]:
            swapped = list(deal)
            swapped[first], swapped[second] = swapped[second], swapped[first]
            if swapped[first] == deal[first]:
                continue
            other = replace(cut, deals=(tuple(swapped), *cut.deals[1:]))
            try:
                sight = [engine.replay(other, upto=i).observation(seat) for i in range(upto + 1)]
            except engine.RecordError:
                continue
            if sight == seen:
                return other
    raise AssertionError("no swap of hidden cards keeps what the seat saw")


def _fox_hidden(game: Any) -> list[list[int]]:
    """Seat 1's dealt hand and the draw deck (deal positions), for seat 0."""
    leader = game.dealer ^ 1
    hand = range(0, 13) if leader == 1 else range(13, 26)
    return [list(hand), list(range(27, 33))]


def _fearless_hidden(game: Any) -> list[list[int]]:
    """Seats 2 and 3's dealt hands, for seat 0."""
    return [list(range(26, 39)), list(range(39, 52))]


@pytest.mark.parametrize(
    ("name", "players", "upto", "hidden"),
    [
        ("fox", 2, 22, _fox_hidden),
        ("fox", 2, 40, _fox_hidden),
        ("fearless", 4, 36, _fearless_hidden),
    ],
)
def test_what_the_seat_knew_ignores_hidden_cards(
    name: str, players: int, upto: int, hidden: Callable[[Any], list[list[int]]]
) -> None:
    record = _cut(played(name, 11, players), upto)
    other = _same_sight(record, 0, upto, hidden)
    assert other.deals != record.deals
    knew = [v.to_dict() for v in coach(record, 0, budget=SMALL)]
    assert knew == [v.to_dict() for v in coach(other, 0, budget=SMALL)]
    assert knew
    # The hidden cards differ where it counts: in hindsight the verdicts differ.
    seen = [v.options for v in coach(record, 0, hindsight=True, budget=SMALL)]
    assert seen != [v.options for v in coach(other, 0, hindsight=True, budget=SMALL)]


def test_the_same_observation_gives_the_same_verdict_twice() -> None:
    record = _cut(played("fox", 7), 30)
    assert coach(record, 1, budget=SMALL) == coach(record, 1, budget=SMALL)


# --- hindsight: the Fox's exact values -------------------------------------------------------


def _minimax(game: Any, seat: int, round_no: int) -> int:
    """The round's point margin of ``seat`` with both seats playing perfectly, every card
    known: a plain minimax on the engine's own game."""
    if game.is_over or game.round != round_no:
        points = game.observation(seat).round_history[round_no].round_points
        return int(points[seat] - points[seat ^ 1])
    values = []
    for action in game.legal_actions():
        after = game.clone()
        after.step(action)
        values.append(_minimax(after, seat, round_no))
    return max(values) if game.current_player == seat else min(values)


def test_hindsight_equals_an_exact_minimax_on_200_fox_positions() -> None:
    checked = 0
    seed = 0
    while checked < 200:
        seed += 1
        record = played("fox", 100 + seed)
        for seat in (0, 1):
            small = [
                i
                for i in decisions(record, seat)
                if len(engine.replay(record, upto=i).hand(seat)) <= 4
            ]
            for verdict in coach(record, seat, hindsight=True, indexes=small):
                assert verdict.exact and verdict.hindsight
                game = engine.replay(record, upto=verdict.index)
                for action, value in verdict.options:
                    after = game.clone()
                    after.step(action)
                    assert value == _minimax(after, seat, game.round), (seed, verdict.index)
                checked += 1
    assert seed < 40


def test_hindsight_is_exact_only_within_its_budget() -> None:
    record = played("fox", 9)
    budget = Budget(hindsight_exact_cards=3, hindsight_rollouts=2)
    verdicts = coach(record, 0, hindsight=True, budget=budget, indexes=decisions(record, 0)[:40])
    for verdict in verdicts:
        cards = len(engine.replay(record, upto=verdict.index).hand(0))
        assert verdict.exact == (cards <= 3)
        assert verdict.samples == (1 if verdict.exact else 2)


# --- progress, the cache, the rule of the costliest -----------------------------------------


def test_progress_counts_every_decision() -> None:
    record = _cut(played("fox", 5), 30)
    seen: list[tuple[int, int]] = []
    verdicts = coach(record, 0, budget=SMALL, progress=lambda d, t: seen.append((d, t)))
    total = len(verdicts)
    assert seen == [(d, total) for d in range(total + 1)]


@pytest.mark.parametrize(("name", "players"), [("fox", 2), ("fearless", 4)])
def test_a_verdict_survives_json(name: str, players: int) -> None:
    record = _cut(played(name, 6, players), 30)
    for verdict in coach(record, 0, budget=SMALL):
        text = json.dumps(verdict.to_dict())
        assert Verdict.from_dict(json.loads(text)) == verdict


def test_a_broken_cached_verdict_is_refused() -> None:
    with pytest.raises(ValueError, match="not a verdict"):
        Verdict.from_dict({"index": 1})
    good = coach(_cut(played("fox", 6), 12), 0, budget=SMALL)[0].to_dict()
    assert (
        Verdict.from_dict({k: v for k, v in good.items() if k != "best_taker"}).best_taker is None
    )
    for taker in ("1", True, 1.5):
        with pytest.raises(ValueError, match="not a verdict"):
            Verdict.from_dict({**good, "best_taker": taker})


def test_verdict_at_is_the_walk_s_verdict() -> None:
    record = _cut(played("fox", 8), 30)
    first = coach(record, 0, budget=SMALL)[2]
    assert verdict_at(record, first.index, budget=SMALL) == first


def test_costliest_takes_the_three_costliest_of_each_round() -> None:
    def v(index: int, round_: int, cost: float) -> Verdict:
        return Verdict(index, 0, round_, 0, ((1, 0.0), (2, -cost)), 2, 1, cost, "x", False, True, 1)

    verdicts = [v(0, 0, 1.0), v(1, 0, 3.0), v(2, 0, 0.0), v(3, 0, 2.0), v(4, 0, 0.5), v(5, 1, 4.0)]
    assert [x.index for x in costliest(verdicts)] == [1, 3, 0, 5]
    assert [x.index for x in costliest(verdicts, per_round=1)] == [1, 5]


def test_the_bench_counts_what_the_costliest_account_for() -> None:
    from tools.coach_bench import measure

    figures = measure("fox", 2, 1, 1, SMALL, 3)
    assert figures.games == 1 and figures.rounds == len(figures.cpu) > 0
    assert 0 < figures.marked_lost <= figures.lost
    assert 0 < figures.marked <= 3 * figures.rounds


def test_the_fox_s_exchange_and_the_woodcutter_s_return_are_decisions() -> None:
    from engine.fox import Phase

    record = played("fox", 2)
    phases: set[Phase] = set()
    for seat in (0, 1):
        for verdict in coach(record, seat, budget=SMALL):
            game = engine.replay(record, upto=verdict.index)
            phases.add(game.phase)
            assert [a for a, _ in verdict.options] == game.legal_actions()
    assert phases == {Phase.PLAY, Phase.FOX_EXCHANGE, Phase.WOODCUTTER_RETURN}


def test_an_index_that_is_no_decision_of_the_seat_is_passed_over() -> None:
    record = _cut(played("fox", 5), 30)
    mine, theirs = decisions(record, 0), decisions(record, 1)
    seen: list[tuple[int, int]] = []
    verdicts = coach(
        record,
        0,
        budget=SMALL,
        indexes=[mine[0], theirs[0]],
        progress=lambda d, t: seen.append((d, t)),
    )
    assert [v.index for v in verdicts] == [mine[0]]
    assert seen == [(0, 1), (1, 1)]


def test_estimated_costs_say_their_doubt_and_exact_ones_none() -> None:
    record = played("fox", 12)
    verdicts = coach(
        record, 0, hindsight=True, budget=Budget(hindsight_exact_cards=4, hindsight_rollouts=8)
    )
    exact = [v for v in verdicts if v.exact]
    estimated = [v for v in verdicts if not v.exact and v.best != v.chosen]
    assert exact and estimated
    assert all(v.error == 0 for v in exact)
    assert all(0 < v.error < 9 for v in estimated)


@pytest.mark.parametrize(("name", "players"), [("fox", 2), ("fearless", 4)])
def test_a_reason_says_who_the_best_option_would_have_given_the_trick(
    name: str, players: int
) -> None:
    """Where the best option and the choice complete the trick for different seats, the verdict
    names who the best would have given it to; elsewhere no reason (the engine's own TrickWon,
    each option played on the position)."""

    def taker(record: engine.GameRecord, index: int, action: int) -> int | None:
        events = engine.replay(record, upto=index).apply(action)
        won = [e for e in events if type(e).__name__ == "TrickWon"]
        return int(won[0].seat) if won else None  # type: ignore[attr-defined]

    record = _cut(played(name, 7, players), 120)
    reasons = 0
    for verdict in coach(record, 0, budget=SMALL):
        best = taker(record, verdict.index, verdict.best)
        chosen = taker(record, verdict.index, verdict.chosen)
        if best is not None and best != chosen:
            assert verdict.best_taker == best
            reasons += 1
        else:
            assert verdict.best_taker is None
    assert reasons > 0
