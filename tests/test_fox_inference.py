"""The inference tool (``tools/fox_inference.py``): its score, the positions it replays from an
arena log, and its command on a log written by the outside arena's sparring styles."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from engine.bots.fox_solver import state_of
from engine.fox import Fox
from engine.registry import new_game
from tools.fox_inference import card_log_loss, main, positions, score_log
from tools.outside_arena import Settings, run


@pytest.fixture(scope="module")
def greedy_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    log = tmp_path_factory.mktemp("inference") / "greedy.jsonl"
    run(Settings("medium", "greedy"), 2, seed=3, log=str(log))
    return log


def _rows(log: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def test_the_real_hand_scores_near_zero_and_a_wrong_one_high() -> None:
    game = new_game("fox", 2, 7)
    assert isinstance(game, Fox)
    state = state_of(game)
    truth = frozenset(game.hand(1))
    right, cards = card_log_loss([state] * 4, [1.0] * 4, 1, truth)
    assert cards == len(truth)
    assert right / cards < 0.01
    other = (state[1], state[0], *state[2:])  # a world that gives seat 1 the other hand
    wrong, cards = card_log_loss([other] * 4, [1.0] * 4, 1, truth)
    assert cards == 2 * len(truth)
    assert wrong / cards > 3.0
    # weights decide: the real world weighted up beats the two worlds weighted evenly
    even, _ = card_log_loss([state, other], [1.0, 1.0], 1, truth)
    leaning, _ = card_log_loss([state, other], [9.0, 1.0], 1, truth)
    assert leaning < even


def test_positions_are_the_observers_plays_with_the_opponents_real_hand(
    greedy_log: Path,
) -> None:
    rows = _rows(greedy_log)
    assert len(rows) == 4  # 2 deals, each from both seats, one round
    for row in rows:
        for observer, seat in (("a", row["a_seat"]), ("b", 1 - int(row["a_seat"]))):
            found = list(positions([row], observer))
            assert len(found) >= 5  # about one play a trick after the first
            for obs, truth in found:
                assert obs.seat == seat
                assert len(truth) == obs.opponent_hand_size
                assert not truth & set(obs.hand)
                assert obs.completed_tricks


def test_the_tool_scores_both_ways_and_prints_them(
    greedy_log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    score = score_log(_rows(greedy_log), pool=40)
    assert score.positions > 10
    assert 0.2 < score.uniform < 1.0 and 0.2 < score.weighted < 1.0
    assert main([str(greedy_log), "--pool", "40"]) == 0
    out = capsys.readouterr().out
    assert f"{score.positions} positions" in out
    assert f"uniform worlds {score.uniform:.4f}, weighted {score.weighted:.4f}" in out
    assert not math.isnan(score.uniform)
