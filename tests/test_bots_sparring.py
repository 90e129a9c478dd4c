"""The Fox sparring styles (``engine/bots/fox_sparring.py``): legal, reproducible, and each
plays its style."""

from __future__ import annotations

from statistics import mean

import pytest
from suite import size

from engine import ConfigError, new_game
from engine.bots import make_bot
from engine.bots.fox_sparring import STYLES, make_sparring_bot


def _round_tricks(style: str, seed: int, seat: int) -> tuple[int, list[int]]:
    """The style's tricks in the first round against medium, and its actions."""
    game = new_game("fox", 2, seed)
    bots = [
        make_sparring_bot(style, seed, s) if s == seat else make_bot("fox", "medium", seed, s)
        for s in (0, 1)
    ]
    actions: list[int] = []
    while game.round == 0 and not game.is_over:
        s = game.current_player
        assert s is not None
        obs = game.observation(s)
        action = bots[s].choose(obs)
        assert action in obs.legal_actions
        if s == seat:
            actions.append(action)
        game.apply(action)
    return game.observation(seat).round_history[0].tricks[seat], actions


@pytest.mark.parametrize("style", STYLES)
def test_styles_play_legally_and_reproducibly(style: str) -> None:
    for seed in range(size(quick=6, full=40)):
        first = _round_tricks(style, seed, seed % 2)
        assert _round_tricks(style, seed, seed % 2) == first


def test_each_style_plays_its_band() -> None:
    """Against medium, over the same deals: the greedy taker takes the most tricks, the humble
    ducker the fewest, the band switcher ends in more than one band."""
    deals = range(size(quick=16, full=80))
    tricks = {style: [_round_tricks(style, d, d % 2)[0] for d in deals] for style in STYLES}
    assert mean(tricks["greedy"]) > mean(tricks["switcher"]) > mean(tricks["humble"])
    assert mean(tricks["greedy"]) >= 7
    assert mean(tricks["humble"]) <= 4
    bands = {0 if t <= 3 else 1 if t <= 6 else 2 if t <= 9 else 3 for t in tricks["switcher"]}
    assert len(bands) >= 2


def test_an_unknown_style_is_refused() -> None:
    with pytest.raises(ConfigError, match="unknown sparring style"):
        make_sparring_bot("timid", 1, 0)
