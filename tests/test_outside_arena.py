"""The outside arena's own parts (``tools/outside_arena.py``): the translation of cards and
actions into the outside bot's terms and back, the round record it reads, the loader and its
patch (on stand-in modules written here: the outside bot's code is not part of the project),
and runs against the sparring styles, which need no outside code."""

from __future__ import annotations

import random
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from suite import size

from engine import new_game
from engine.fox import Fox, Phase
from engine.fox.cards import ALL_CARDS, FOX, WOODCUTTER, rank_of
from tools.outside_arena import (
    Mirror,
    Settings,
    action_of,
    format_summary,
    from_oripy,
    load_oripy,
    main,
    play_deal,
    plays_of,
    run,
    to_oripy,
)


def test_cards_translate_both_ways() -> None:
    forms = [to_oripy(c) for c in ALL_CARDS]
    assert len({(rank, suit) for rank, suit in forms}) == 33
    assert {suit for _, suit in forms} == {"h", "s", "c"}
    assert all(1 <= rank <= 11 for rank, _ in forms)
    assert [from_oripy(f) for f in forms] == list(ALL_CARDS)


def _random_rounds(count: int, seed: int) -> Iterator[tuple[Fox, Mirror, list[int]]]:
    """Whole rounds of random legal actions: the game after the round, its mirror and the
    actions."""
    rng = random.Random(seed)
    for _ in range(count):
        game = new_game("fox", 2, rng.randrange(10**9))
        assert isinstance(game, Fox)
        mirror = Mirror(game)
        actions: list[int] = []
        while game.round == mirror.round and not game.is_over:
            action = rng.choice(game.legal_actions())
            obs = game.observation(game.current_player or 0)
            plays = plays_of(game, action)
            # Back again: the first play is the decision itself, in the outside bot's terms.
            assert action_of(obs, plays[0]) == action
            last_card = obs.phase is Phase.PLAY and len(obs.hand) == 1
            ability = rank_of(action) in (FOX, WOODCUTTER) if obs.phase is Phase.PLAY else False
            assert len(plays) == (2 if last_card and ability else 1)
            mirror.add(game, action)
            actions.append(action)
            game.apply(action)
        yield game, mirror, actions


def test_actions_translate_both_ways_through_whole_rounds() -> None:
    """Every action of random rounds becomes the outside bot's plays and back; a Fox or a
    Woodcutter played as the last card gets the extra play the outside bot records (the decree
    card taken back, the drawn card given back)."""
    extras = 0
    for _, mirror, actions in _random_rounds(size(quick=60, full=600), seed=4):
        plays = mirror.record["plays"]
        assert len(plays) >= len(actions)
        extras += len(plays) - len(actions)
    assert extras > 0  # the last-card abilities were met


def test_the_mirror_records_the_deal_in_the_outside_terms() -> None:
    game = new_game("fox", 2, 77)
    assert isinstance(game, Fox)
    mirror = Mirror(game)
    record = mirror.record
    assert record["first_player"] == game.leader
    assert [from_oripy(c) for c in record["init_draw_deck"]] == list(game.draw_deck)
    assert from_oripy(record["init_trump_card"]) == game.decree
    for seat in (0, 1):
        assert sorted(from_oripy(c) for c in record["init_hands"][seat]) == sorted(game.hand(seat))
    game.apply(game.legal_actions()[0])
    with pytest.raises(ValueError, match="starts with a round"):
        Mirror(game)


def test_a_play_of_the_wrong_seat_is_refused() -> None:
    game = new_game("fox", 2, 5)
    seat = game.current_player
    assert seat is not None
    obs = game.observation(seat)
    with pytest.raises(ValueError, match="a play of seat"):
        action_of(obs, [seat ^ 1, to_oripy(obs.legal_actions[0])])


@pytest.fixture
def fake_outside(tmp_path: Path) -> Iterator[Path]:
    """A folder shaped like the outside repository, with stand-in modules written here: a
    ``list_allowed`` with the same defect (a void follower gets one card), a bot that plays
    the first allowed play, and a package ``__init__`` that must never run."""
    root = tmp_path / "foxy"
    root.mkdir()
    (root / "__init__.py").write_text("raise RuntimeError('the package must not be imported')\n")
    (root / "foxintheforest.py").write_text(
        textwrap.dedent(
            """
            def list_allowed(state, player):
                hand = state["hands"][player]
                led = state["trick"][1 - player]
                if led is None:
                    return [[player, c] for c in hand]
                same = [[player, c] for c in hand if c[1] == led[1]]
                return same or [[player, hand[-1]]]
            """
        )
    )
    (root / "good_ai.py").write_text(
        textwrap.dedent(
            """
            from foxy.foxintheforest import list_allowed

            def ai_play(game, duration, runs):
                return list_allowed(game, game["current_player"])[0]
            """
        )
    )
    yield tmp_path
    for name in ("foxy", "foxy.foxintheforest", "foxy.good_ai"):
        sys.modules.pop(name, None)


def test_the_loader_patches_the_void_follower(fake_outside: Path) -> None:
    oripy = load_oripy(fake_outside)
    hand = [[2, "h"], [5, "s"], [9, "s"]]
    void = {"hands": [[], hand], "trick": [[4, "c"], None], "current_player": 1}
    following = {"hands": [[], hand], "trick": [[4, "s"], None], "current_player": 1}
    assert len(oripy.original_allowed(void, 1)) == 1  # the defect, as shipped
    assert oripy.ai.list_allowed(void, 1) == [[1, c] for c in hand]
    assert oripy.rules.list_allowed(void, 1) == [[1, c] for c in hand]
    assert oripy.ai.list_allowed(following, 1) == [[1, [5, "s"]], [1, [9, "s"]]]
    void["hands"] = [hand, []]
    void["trick"] = [None, [4, "c"]]
    void["current_player"] = 0
    assert oripy.ai.ai_play(void, 0, 10) == [0, [2, "h"]]


def test_the_loader_refuses_another_folder(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="not the foxintheforest repository"):
        load_oripy(tmp_path)


def test_a_deal_against_a_sparring_style() -> None:
    settings = Settings("medium", "switcher", rounds=2)
    result = play_deal(31, 1, settings)
    assert len(result.rounds) == 2
    for r in result.rounds:
        assert sum(r.tricks) == 13
        assert r.a_seat == 1
        assert r.points[0] >= 0 and r.points[1] >= 0
    assert result.cpu and not result.budget
    game = new_game("fox", 2, 31)
    for text in result.rounds[-1].actions:
        game.apply(game.text_to_action(text))
    assert game.observation(1).round_history[-1].round == result.rounds[-1].round


def test_a_run_and_its_figures() -> None:
    summary = run(Settings("greedy", "humble"), deals=3, seed=2)
    assert len(summary.rounds) == 6
    assert [r.a_seat for r in summary.rounds] == [0, 1, 0, 1, 0, 1]
    assert len(summary.per_deal) == 3
    assert sum(summary.bands(0).values()) == pytest.approx(1.0)
    text = format_summary(summary)
    assert "rounds won by greedy" in text
    assert "round bands, humble" in text
    assert "move time of greedy" in text


def test_the_command_line_needs_the_outside_folder(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ORIPY_DIR", raising=False)
    with pytest.raises(SystemExit) as stop:
        main(["--a", "hard", "--b", "oripy"])
    assert stop.value.code == 2
    assert "ORIPY_DIR" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--check", "3", "--oripy", "/nonexistent/folder"])
    assert "not the foxintheforest repository" in capsys.readouterr().err
    assert main(["--a", "medium", "--b", "greedy", "--deals", "1"]) == 0
    assert "paired deals" in capsys.readouterr().out
