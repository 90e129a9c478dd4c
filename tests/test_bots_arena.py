"""The arena: Wilson intervals and a tiny run of each game."""

from __future__ import annotations

import pytest

from tools.arena import format_summary, main, mean_interval, play_match, run_arena, wilson


def test_wilson_interval_known_values() -> None:
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4)
    assert high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson(0, 10)
    assert low == 0.0
    assert high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson(81, 100)
    assert (low, high) == pytest.approx((0.7222, 0.8749), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    # More trials, narrower interval around the same rate.
    assert wilson(500, 1000)[1] - wilson(500, 1000)[0] < high - low


def test_mean_interval() -> None:
    mean, low, high = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5
    assert low < 2.5 < high


def test_fox_arena_pairs_each_deal() -> None:
    summary = run_arena("fox", 2, "medium", "random", 3, seed=1)
    assert summary.matches == 4  # two deals, each played from both seats
    assert 0.0 <= summary.win_low <= summary.win_rate <= summary.win_high <= 1.0
    assert "match win rate of medium" in format_summary(summary)


def test_fearless_arena_rotates_the_candidate() -> None:
    summary = run_arena("fearless", 3, "easy", "random", 3, seed=2)
    assert summary.matches == 3
    assert summary.fair == pytest.approx(1 / 3)
    result = play_match("fearless", 3, 9, 1, "medium", "random")
    assert len(result.a_rounds) == 3
    assert len(result.b_rounds) == 6


def test_arena_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "fox", "--a", "easy", "--b", "random", "--matches", "2"]) == 0
    out = capsys.readouterr().out
    assert "Wilson 95%" in out


def test_round_figures_of_the_fox() -> None:
    result = play_match("fox", 2, 5, 1, "medium", "random", rounds=2)
    assert len(result.a_rounds) == len(result.round_wins) == len(result.a_bands) == 2
    for mine, theirs, won, diff in zip(
        result.a_rounds, result.b_rounds, result.round_wins, result.round_diffs, strict=True
    ):
        assert diff == mine - theirs
        assert won == (1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
    summary = run_arena("fox", 2, "medium", "random", 4, seed=3, rounds=1)
    assert summary.rounds == 4  # one round per game
    assert [band for band, _ in summary.a_bands] == ["humble", "defeated", "victorious", "greedy"]
    assert sum(share for _, share in summary.a_bands) == pytest.approx(1.0)
    mean, low, high = summary.round_diff
    assert low <= mean <= high
    text = format_summary(summary)
    assert "paired by deal" in text
    assert "round bands, medium" in text


def test_round_figures_of_fearless() -> None:
    result = play_match("fearless", 3, 9, 0, "medium", "random", rounds=1)
    assert len(result.a_rounds) == 1
    assert result.a_bands == ()
    points = (result.a_rounds[0], *result.b_rounds)
    best = min(points)
    assert result.round_wins[0] == (1.0 / points.count(best) if result.a_rounds[0] == best else 0.0)
    assert result.round_diffs[0] == pytest.approx(points[0] - sum(points[1:]) / 2)
