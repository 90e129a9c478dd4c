"""The generic conformance checker over thousands of seeded random games of each configuration.

Games are split in batches so that pytest-xdist spreads them over the cores; the quick run checks
a sample of each configuration (``tests/suite.py``).
"""

from __future__ import annotations

import pytest
from suite import game_configs, size

from tools.conformance import ConformanceError, Report, check_game

GAMES_PER_CONFIG = size(quick=250, full=2000)
BATCH = size(quick=125, full=250)
CONFIGS = game_configs()


@pytest.mark.parametrize("start", range(0, GAMES_PER_CONFIG, BATCH), ids=lambda s: f"from{s}")
@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=[f"{n}{p}" for n, p in CONFIGS])
def test_random_games_conform(name: str, players: int, start: int) -> None:
    actions = rounds = 0
    for seed in range(start, start + BATCH):
        report = check_game(name, players, seed, replays=1 if seed % 5 else 2)
        actions += report.actions
        rounds += report.rounds
    assert rounds >= BATCH * (players if name == "fearless" else 1)
    assert actions > rounds * 13


def test_checker_reports_seed_and_action() -> None:
    report = Report("fox", 2, 77, actions=5)
    with pytest.raises(ConformanceError, match="seed 77, action 5: boom"):
        report.fail("boom")
