"""The bot factory, determinism, thread safety, time caps and the search's pieces."""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from suite import game_configs

from engine import new_game
from engine.bots import LEVELS, Bot, RandomBot, make_bot
from engine.bots.fearless_policy import position_cost, ruin_cost
from engine.bots.fearless_search import OVERHEAD as FEARLESS_OVERHEAD
from engine.bots.fearless_search import FearlessProblem
from engine.bots.fox_policy import HUMBLE, VICTORY, desire, plan_for
from engine.bots.fox_search import OVERHEAD as FOX_OVERHEAD
from engine.bots.fox_search import FoxProblem, endgame_choice, match_equity
from engine.bots.ismcts import Node, best_action, run_search
from engine.bots.search_bot import MIN_ITERATIONS, SearchBot
from engine.fearless import FearlessObservation
from engine.fox import Fox

CONFIGS = game_configs()


@pytest.mark.parametrize(("name", "players"), CONFIGS)
@pytest.mark.parametrize("level", LEVELS)
def test_make_bot_builds_every_level(name: str, players: int, level: str) -> None:
    bot = make_bot(name, level, 3, players - 1, players)
    assert isinstance(bot, Bot)
    assert bot.name == level


def test_make_bot_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError):
        make_bot("chess", "easy", 1, 0, 2)
    with pytest.raises(ValueError):
        make_bot("fox", "godlike", 1, 0, 2)
    with pytest.raises(ValueError):
        make_bot("fox", "easy", 1, 2, 2)
    with pytest.raises(ValueError):
        make_bot("fearless", "easy", 1, 4, 4)
    assert isinstance(make_bot("fox", "random", 1, 0), RandomBot)


def _play(name: str, players: int, levels: list[str], seed: int, iterations: int) -> list[int]:
    game = new_game(name, players, seed)
    bots = [
        make_bot(name, lv, seed, s, players, iterations=iterations) for s, lv in enumerate(levels)
    ]
    actions: list[int] = []
    for _ in range(60):
        if game.is_over:
            break
        seat = game.current_player
        assert seat is not None
        action = bots[seat].choose(game.observation(seat))
        actions.append(action)
        game.apply(action, seat)
    return actions


@pytest.mark.parametrize(("name", "players"), CONFIGS)
def test_bots_are_deterministic(name: str, players: int) -> None:
    levels = [("easy", "medium", "hard", "expert", "random")[s % 5] for s in range(players)]
    first = _play(name, players, levels, 5, 24)
    assert first == _play(name, players, levels, 5, 24)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_choose_is_thread_safe(level: str) -> None:
    game = new_game("fearless", 4, 8)
    rng = random.Random(1)
    observations: list[FearlessObservation] = []
    while len(observations) < 12 and not game.is_over:
        seat = game.current_player
        assert seat is not None
        if seat == 2 and len(game.legal_actions()) > 1:
            obs = game.observation(2)
            assert isinstance(obs, FearlessObservation)
            observations.append(obs)
        game.step(rng.choice(game.legal_actions()))
    bot = make_bot("fearless", level, 4, 2, 4, iterations=30)
    with ThreadPoolExecutor(max_workers=4) as pool:
        answers = list(pool.map(bot.choose, observations))
    assert all(a in o.legal_actions for a, o in zip(answers, observations, strict=True))


def test_time_limit_cuts_the_search() -> None:
    game = new_game("fox", 2, 3)
    seat = game.current_player
    assert seat is not None
    bot = make_bot("fox", "expert", 1, seat, time_limit=0.05, iterations=10**6)
    start = time.perf_counter()
    assert bot.choose(game.observation(seat)) in game.legal_actions()
    assert time.perf_counter() - start < 2.0


@pytest.mark.parametrize(("name", "players"), [("fox", 2), ("fearless", 4)])
def test_a_work_budget_gives_short_playouts_more_iterations(name: str, players: int) -> None:
    """Every decision of a round costs about the same: fewer iterations while the playouts are
    long, more once they are short; a fixed iteration count overrides the budget."""
    game = new_game(name, players, 5)
    bots = [make_bot(name, "medium", 5, s, players) for s in range(players)]
    expert = make_bot(name, "hard", 5, 0, players)
    assert isinstance(expert, SearchBot)
    budget = expert.settings.work
    counts: list[int] = []
    while len(counts) < 4 and not game.is_over:
        seat = game.current_player
        assert seat is not None
        obs = game.observation(seat)
        bot = expert if seat == 0 else bots[seat]
        action = bot.choose(obs)
        if seat == 0 and len(obs.legal_actions) > 1:
            counts.append(expert.last_iterations)
            if name == "fox":
                cost = FOX_OVERHEAD + len(obs.hand) + obs.opponent_hand_size
            else:
                cost = FEARLESS_OVERHEAD + sum(obs.hand_sizes)
            assert expert.last_iterations == max(MIN_ITERATIONS, budget // cost)
        game.apply(action, seat)
    assert counts[0] < counts[-1]
    fixed = make_bot(name, "hard", 5, 0, players, iterations=37)
    assert isinstance(fixed, SearchBot) and fixed.settings.work == 0
    assert fixed.settings.iterations_for(10**6) == 37


@pytest.mark.parametrize("name", ["fox", "fearless"])
def test_thinking_time_multiplies_the_experts_budget_only(name: str) -> None:
    usual = make_bot(name, "expert", 1, 0, time_limit=0.25)
    longer = make_bot(name, "expert", 1, 0, time_limit=0.25, think=4)
    assert isinstance(usual, SearchBot) and isinstance(longer, SearchBot)
    assert usual.settings.work > 0
    assert longer.settings.work == 4 * usual.settings.work
    assert longer.settings.time_limit == 1.0
    hard, hard_longer = make_bot(name, "hard", 1, 0), make_bot(name, "hard", 1, 0, think=4)
    assert isinstance(hard, SearchBot) and isinstance(hard_longer, SearchBot)
    assert hard_longer.settings == hard.settings
    with pytest.raises(ValueError, match="below 1"):
        make_bot(name, "expert", 1, 0, think=0)


def test_bots_refuse_when_not_their_turn() -> None:
    game = new_game("fox", 2, 3)
    idle = 1 - (game.current_player or 0)
    for level in LEVELS:
        with pytest.raises(ValueError):
            make_bot("fox", level, 1, idle, iterations=10).choose(game.observation(idle))


def test_search_grows_a_tree_and_picks_a_visited_action() -> None:
    game = new_game("fearless", 4, 2)
    seat = game.current_player
    assert seat is not None
    obs = game.observation(seat)
    root = Node(-1)
    done = run_search(FearlessProblem(obs), root, 50, random.Random(1))
    assert done == 50
    assert root.visits == 50
    assert sum(c.visits for c in root.children.values()) == 50
    action = best_action(root, obs.legal_actions)
    assert root.children[action].visits == max(c.visits for c in root.children.values())
    # Another thread sharing nothing: a search leaves no global state behind.
    other = Node(-1)
    thread = threading.Thread(
        target=run_search, args=(FearlessProblem(obs), other, 50, random.Random(1))
    )
    thread.start()
    thread.join()
    assert [c.visits for c in other.children.values()] == [c.visits for c in root.children.values()]


def test_fearless_costs() -> None:
    assert ruin_cost(0) == 15
    assert ruin_cost(1) > ruin_cost(6) > ruin_cost(12)
    assert position_cost(None, 0) == 15
    assert position_cost(-4, 3) == 4
    assert position_cost(0, 5) == 0


def test_fox_plans_and_desires() -> None:
    assert plan_for(0, 13, 6.0) == VICTORY
    assert plan_for(0, 13, 0.0) == HUMBLE
    assert plan_for(5, 3, 0.0) == VICTORY
    assert desire(9, 3, 2, VICTORY) < 0  # a tenth trick makes the round greedy
    assert desire(3, 5, 5, HUMBLE) < desire(1, 5, 8, HUMBLE) < 0
    assert desire(2, 2, 9, VICTORY) > 0


def test_match_equity_is_a_race() -> None:
    assert match_equity(0, 0, 21) == pytest.approx(0.5, abs=1e-9)
    assert match_equity(18, 0, 21) > 0.9
    assert match_equity(0, 18, 21) < 0.1
    assert match_equity(15, 10, 21) > match_equity(10, 15, 21)
    assert match_equity(15, 10, 21) + match_equity(10, 15, 21) == pytest.approx(1.0)


def test_fox_endgame_plays_a_legal_card_late_in_a_round() -> None:
    game = new_game("fox", 2, 6)
    assert isinstance(game, Fox)
    rng = random.Random(3)
    while len(game.completed_tricks) < 10 or game.phase.value != "play":
        game.step(rng.choice(game.legal_actions()))
    seat = game.current_player
    assert seat is not None
    obs = game.observation(seat)
    assert endgame_choice(obs, random.Random(1)) in obs.legal_actions
    # Early in a round the search decides.
    fresh = new_game("fox", 2, 6)
    first = fresh.current_player
    assert first is not None
    assert endgame_choice(fresh.observation(first), random.Random(1)) is None
    problem = FoxProblem(obs, expert=True)
    pool, weights = problem.weighted_pool(random.Random(2), 10)
    assert len(pool) == len(weights) == 10
    assert all(0 < w <= 1 for w in weights)
