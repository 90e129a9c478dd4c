"""The Fox levels against opponents they were not tuned against, on paired deals.

Opponents (``--b``): the ISMCTS bot of the public project Oripy/foxintheforest (``oripy``, at
``--iterations`` iterations a move), the sparring styles of :mod:`engine.bots.fox_sparring`
(``greedy``, ``humble``, ``switcher``) and the project's own levels. The candidate (``--a``) is a
level or a style. Usage::

    python -m tools.outside_arena --oripy /path/to/foxintheforest --a expert --b oripy \\
        --iterations 2000 --deals 200 --seed 1001 --jobs 2
    ORIPY_DIR=/path/to/foxintheforest python -m tools.outside_arena --a hard --deals 50
    python -m tools.outside_arena --a expert --b switcher --deals 50 --jobs 2
    python -m tools.outside_arena --oripy DIR --check 300      # the translation, checked

The outside bot's code is GPL and is never copied here: the tool loads ``foxy/foxintheforest.py``
and ``foxy/good_ai.py`` by path from the folder given by ``--oripy`` or ``ORIPY_DIR`` (not the
package, whose ``__init__`` builds a web application) and patches one defect of it at run time:
its ``list_allowed`` offers a follower void in the led suit a single card instead of its whole
hand. The project's engine is the referee: the outside bot gets the view its own
``get_player_game`` makes for its seat from a record of the round in its own terms
(:class:`Mirror`, kept in step with the engine's game and checked against it after every
action), and its plays are translated back into the engine's actions, which must be legal.

Paired deals: each deal (game seed) is played twice, the candidate in seat 0 then in seat 1.
A deal is one round of a new match (``--rounds n``: its first *n* rounds; 0: the whole match).
Figures: the rounds the candidate won (ties count half; Wilson 95 % interval), points per round
of both sides and their difference paired by deal (normal 95 % interval), the share of the
rounds each side ended humble (0-3 tricks), defeated (4-6), victorious (7-9) or greedy (10-13),
and the candidate's move times (thread CPU, p50 / p95 / max, and wall p95) with the share of
its search budget it ran. ``--live`` stops the searching levels at their live time limits as the
game does (``--think n`` multiplies the expert's budget and limit, the "thinking time"
setting); without it the budgets alone decide (reproducible). ``--log FILE`` writes one JSON
line per round with its actions, to replay lost rounds trick by trick.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import sys
import time
import types
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.bots import LEVELS, Bot, live_time_limit, make_bot
from engine.bots.fox_sparring import STYLES, make_sparring_bot
from engine.bots.search_bot import SearchBot
from engine.fox import Fox, FoxObservation, Phase
from engine.fox.cards import FOX, KEEP, RETURN, SWAP, WOODCUTTER, card, rank_of, suit_of
from engine.fox.rules import round_label
from engine.registry import ENTRIES, new_game
from engine.rng import derive_seed
from tools.arena import mean_interval, wilson
from tools.bot_bench import percentile

__all__ = [
    "OPPONENTS",
    "Mirror",
    "Oripy",
    "RoundResult",
    "Summary",
    "action_of",
    "format_summary",
    "from_oripy",
    "load_oripy",
    "main",
    "play_deal",
    "plays_of",
    "run",
    "to_oripy",
]

ORIPY_ENV = "ORIPY_DIR"
"""The environment variable naming the outside bot's folder (when ``--oripy`` is not given)."""
OUTSIDE = "oripy"
OPPONENTS: tuple[str, ...] = (OUTSIDE, *STYLES, *LEVELS)
"""What ``--b`` may name (``--a``: the same without ``oripy``)."""

OripyCard = list[Any]
"""A card in the outside bot's terms: ``[rank, suit letter]``."""
OripyPlay = list[Any]
"""A play in the outside bot's terms: ``[seat, card]``."""

SUIT_LETTERS = ("h", "s", "c")
"""The outside bot's suit of each of ours (Bells, Keys, Moons): the suits are symmetric, any
one-to-one mapping plays the same game."""


# --- cards and plays in the outside bot's terms ------------------------------------------------


def to_oripy(card_id: int) -> OripyCard:
    """The outside bot's form of a card."""
    return [rank_of(card_id), SUIT_LETTERS[suit_of(card_id)]]


def from_oripy(form: Sequence[Any]) -> int:
    """The card of the outside bot's form ``[rank, suit letter]``."""
    rank, letter = form
    return card(SUIT_LETTERS.index(letter), rank)


def plays_of(game: Fox, action: int) -> list[OripyPlay]:
    """The outside bot's plays for ``action`` of the seat to act in ``game``, before it is
    applied. The outside bot keeps the decree card in the hand after a Fox and plays back the
    card it keeps or puts as the decree, and a Woodcutter's player plays back the card it
    returns, even when the Fox or the Woodcutter was the last card (then the engine asks
    nothing: the decree card comes back, the drawn card goes under the deck)."""
    seat = game.current_player
    assert seat is not None, "the game is over"
    phase = game.phase
    if phase is Phase.FOX_EXCHANGE:
        kept = game.decree if action == KEEP else action - SWAP
        return [[seat, to_oripy(kept)]]
    if phase is Phase.WOODCUTTER_RETURN:
        return [[seat, to_oripy(action - RETURN)]]
    plays = [[seat, to_oripy(action)]]
    if len(game.hand(seat)) == 1:  # the last card: its ability needs no decision here
        if rank_of(action) == FOX:
            plays.append([seat, to_oripy(game.decree)])
        elif rank_of(action) == WOODCUTTER and game.draw_deck:
            plays.append([seat, to_oripy(game.draw_deck[0])])
    return plays


def action_of(obs: FoxObservation, play: Sequence[Any]) -> int:
    """The engine's action for the outside bot's ``play`` at the decision of ``obs``."""
    seat, form = play
    if seat != obs.seat:
        raise ValueError(f"a play of seat {seat} at a decision of seat {obs.seat}")
    chosen = from_oripy(form)
    if obs.phase is Phase.FOX_EXCHANGE:
        return KEEP if chosen == obs.decree else SWAP + chosen
    if obs.phase is Phase.WOODCUTTER_RETURN:
        return RETURN + chosen
    return chosen


class Mirror:
    """The outside bot's record of the current round of ``game`` (its *game* dict: the first
    player, the dealt hands, the decree card, the draw deck and the plays so far), kept in step
    with the engine's game by :meth:`add` before each action is applied."""

    def __init__(self, game: Fox) -> None:
        if game.tricks_played or game.lead is not None or game.phase is not Phase.PLAY:
            raise ValueError("a mirror starts with a round")
        self.round = game.round
        self.record: dict[str, Any] = {
            "plays": [],
            "first_player": game.leader,
            "init_draw_deck": [to_oripy(c) for c in game.draw_deck],
            "init_trump_card": to_oripy(game.decree),
            "init_hands": [[to_oripy(c) for c in game.hand(s)] for s in (0, 1)],
        }

    def add(self, game: Fox, action: int) -> None:
        """Record ``action`` of the seat to act in ``game``, before it is applied."""
        self.record["plays"].extend(plays_of(game, action))


def mismatch(state: dict[str, Any], game: Fox) -> str | None:
    """What differs between the outside bot's state of a round (``get_state_from_game``) and
    the engine's game in the same round (``None``: nothing). Compared: the hands, the trick and
    the decree card while a card is to be played, the tricks taken and who acts."""
    won = [len(state["discards"][s]) // 2 for s in (0, 1)]
    if tuple(won) != game.tricks_won:
        return f"tricks won {won} vs {game.tricks_won}"
    if game.phase is not Phase.PLAY:
        return None
    for s in (0, 1):
        theirs = sorted(from_oripy(c) for c in state["hands"][s])
        if theirs != sorted(game.hand(s)):
            return f"hand {s}: {theirs} vs {sorted(game.hand(s))}"
    if from_oripy(state["trump_card"]) != game.decree:
        return f"decree {state['trump_card']} vs {game.decree}"
    if state["current_player"] != game.current_player:
        return f"to act {state['current_player']} vs {game.current_player}"
    trick = [None if c is None else from_oripy(c) for c in state["trick"]]
    ours: list[int | None] = [None, None]
    if game.lead is not None:
        ours[game.leader] = game.lead
    if trick != ours:
        return f"trick {trick} vs {ours}"
    return None


# --- the outside bot -------------------------------------------------------------------------


@dataclass(frozen=True)
class Oripy:
    """The outside bot's two modules, loaded by path, its ``list_allowed`` patched."""

    rules: types.ModuleType
    """``foxy/foxintheforest.py``."""
    ai: types.ModuleType
    """``foxy/good_ai.py``."""
    original_allowed: Callable[..., list[OripyPlay]]
    """``list_allowed`` as shipped (for the translation check)."""

    def choose(self, record: dict[str, Any], seat: int, iterations: int, seed: int) -> OripyPlay:
        """The bot's play for ``seat`` from its own view of ``record`` (``iterations``
        simulations, its random module seeded with ``seed``)."""
        random.seed(seed)
        view = self.rules.get_player_game(record, seat)
        play: OripyPlay = self.ai.ai_play(view, 0, iterations)
        return play

    def state(self, record: dict[str, Any], seat: int | None = None) -> dict[str, Any]:
        """The bot's state of ``record`` (as ``seat`` sees it; ``None``: the whole truth)."""
        game = record if seat is None else self.rules.get_player_game(record, seat)
        state: dict[str, Any] = self.rules.get_state_from_game(game)
        return state

    def score(self, record: dict[str, Any]) -> list[int]:
        """The round's points by seat, as the bot counts them (0 until the round is over)."""
        score: list[int] = self.state(record)["score"]
        return score


def load_oripy(folder: str | os.PathLike[str]) -> Oripy:
    """Load the outside bot from its repository's ``folder`` (``ValueError`` if it is not
    there). Its modules import each other as ``foxy.*``: a bare ``foxy`` package is registered
    first, so its ``__init__`` (a web application) never runs."""
    root = Path(folder) / "foxy"
    paths = {name: root / f"{name}.py" for name in ("foxintheforest", "good_ai")}
    missing = [str(p) for p in paths.values() if not p.is_file()]
    if missing:
        raise ValueError(f"not the foxintheforest repository: no {', '.join(missing)}")
    package = types.ModuleType("foxy")
    package.__path__ = [str(root)]
    sys.modules["foxy"] = package
    modules: dict[str, types.ModuleType] = {}
    for name, path in paths.items():
        spec = importlib.util.spec_from_file_location(f"foxy.{name}", path)
        if spec is None or spec.loader is None:
            raise ValueError(f"cannot load {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        modules[name] = module
    rules, ai = modules["foxintheforest"], modules["good_ai"]
    original = rules.list_allowed

    def list_allowed(state: dict[str, Any], player: int) -> list[OripyPlay]:
        """The shipped function, except that a follower void in the led suit may play any card
        of its hand (as shipped: one card only)."""
        trick = state["trick"]
        led = trick[1 - player]
        if state["current_player"] == player and trick[player] is None and led is not None:
            hand = state["hands"][player]
            if all(c[1] != led[1] for c in hand):
                return [[player, c] for c in hand]
        allowed: list[OripyPlay] = original(state, player)
        return allowed

    for module in (rules, ai):  # good_ai imported the name: patch both namespaces
        vars(module)["list_allowed"] = list_allowed
    return Oripy(rules, ai, original)


def oripy_folder(given: str | None) -> str | None:
    """The outside bot's folder: ``given``, else ``$ORIPY_DIR``, else ``None``."""
    return given or os.environ.get(ORIPY_ENV) or None


class OripyBot:
    """The outside bot as a :class:`~engine.bots.Bot` of one seat: it reads the referee's
    :class:`Mirror` of the round (only through its own ``get_player_game``, which hides what the
    seat cannot see) and answers with the engine's action."""

    def __init__(
        self, oripy: Oripy, mirror: Callable[[], Mirror], seed: int, seat: int, iterations: int
    ) -> None:
        self.name = OUTSIDE
        self._oripy = oripy
        self._mirror = mirror
        self._seed = seed
        self._seat = seat
        self._iterations = iterations
        self._moves = 0
        self.retries = 0
        """Decisions the outside bot had to think again (its code failed with some draws)."""

    def choose(self, observation: FoxObservation) -> int:
        """The outside bot's choice, translated (``ValueError`` if it is not legal here). When
        its search fails (an exception inside the outside code), it thinks again with other
        random draws, up to :data:`RETRIES` times (counted in :attr:`retries`)."""
        self._moves += 1
        record = self._mirror().record
        for attempt in range(RETRIES + 1):
            name = f"oripy/{self._seat}/{self._moves}" + (f"/{attempt}" if attempt else "")
            seed = derive_seed(self._seed, name)
            try:
                play = self._oripy.choose(record, self._seat, self._iterations, seed)
                break
            except Exception as error:  # the outside code's own defects
                if attempt == RETRIES:
                    raise RuntimeError(
                        f"the outside bot failed {RETRIES + 1} times at move {self._moves} of "
                        f"deal {self._seed} (plays {record['plays']}): {error!r}"
                    ) from error
                self.retries += 1
        action = action_of(observation, play)
        if action not in observation.legal_actions:
            raise ValueError(f"the outside bot's play {play} is not legal here")
        return action


RETRIES = 5
"""How many times the outside bot may think again after its code failed on a decision."""


# --- playing ---------------------------------------------------------------------------------

_ORIPY: Oripy | None = None
"""The outside bot of this process (loaded once per worker)."""


def _load(folder: str | None) -> None:
    global _ORIPY
    if folder is not None and _ORIPY is None:
        _ORIPY = load_oripy(folder)


@dataclass(frozen=True)
class Settings:
    """How a run plays: the two sides, the outside bot's iterations, the rounds per deal, the
    candidate's live limits and thinking time."""

    a: str
    b: str
    iterations: int = 2000
    rounds: int = 1
    live: bool = False
    think: int = 1


@dataclass(frozen=True)
class RoundResult:
    """One round: the candidate's seat, both sides' points and tricks (candidate first) and the
    game's actions from its start to the end of the round (text forms)."""

    seed: int
    a_seat: int
    round: int
    points: tuple[int, int]
    tricks: tuple[int, int]
    actions: tuple[str, ...]


@dataclass
class DealResult:
    """One game of a deal: its rounds and the candidate's move times (ms) and budget shares."""

    rounds: list[RoundResult] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    budget: list[float] = field(default_factory=list)
    b_cpu: list[float] = field(default_factory=list)
    retries: int = 0
    """Decisions the outside bot thought again after its code failed."""


def _player(name: str, seed: int, seat: int, settings: Settings, think: int) -> Bot | None:
    """A bot for ``name`` (``None`` for the outside bot, which the game loop builds)."""
    if name == OUTSIDE:
        return None
    if name in STYLES:
        return make_sparring_bot(name, seed, seat)
    limit = live_time_limit(name) if settings.live else None
    return make_bot("fox", name, seed, seat, 2, time_limit=limit, think=think)


def play_deal(game_seed: int, a_seat: int, settings: Settings, check: bool = True) -> DealResult:
    """Play the deal ``game_seed`` with the candidate in ``a_seat`` (the rounds the settings
    ask for). ``check``: compare the outside bot's state with the engine's after every action
    (``RuntimeError`` on a difference)."""
    out = DealResult()
    game = new_game("fox", 2, game_seed)
    assert isinstance(game, Fox)
    mirror = Mirror(game)
    uses_oripy = OUTSIDE in (settings.a, settings.b)
    if uses_oripy and _ORIPY is None:
        raise ValueError(f"the outside bot is not loaded: give --oripy or {ORIPY_ENV}")
    bots: list[Bot] = []
    for place in (0, 1):
        name = settings.a if place == a_seat else settings.b
        think = settings.think if place == a_seat else 1
        player = _player(name, game_seed, place, settings, think)
        if player is None:
            assert _ORIPY is not None
            player = OripyBot(_ORIPY, lambda: mirror, game_seed, place, settings.iterations)
        bots.append(player)
    actions: list[str] = []
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        obs = game.observation(seat)
        bot = bots[seat]
        start, start_cpu = time.perf_counter(), time.thread_time()
        action = bot.choose(obs)
        cpu = (time.thread_time() - start_cpu) * 1000.0
        if seat == a_seat:
            out.cpu.append(cpu)
            out.wall.append((time.perf_counter() - start) * 1000.0)
            if isinstance(bot, SearchBot) and bot.last_planned:
                out.budget.append(bot.last_iterations / bot.last_planned)
        else:
            out.b_cpu.append(cpu)
        mirror.add(game, action)
        actions.append(game.action_to_text(action))
        game.apply(action, seat)
        if game.round == mirror.round and not game.is_over:
            if check and uses_oripy:
                assert _ORIPY is not None
                problem = mismatch(_ORIPY.state(mirror.record), game)
                if problem is not None:
                    raise RuntimeError(f"deal {game_seed}: out of step after {actions}: {problem}")
            continue
        summary = game.observation(a_seat).round_history[-1]
        b_seat = a_seat ^ 1
        points = (summary.round_points[a_seat], summary.round_points[b_seat])
        if check and uses_oripy:
            assert _ORIPY is not None
            theirs = _ORIPY.score(mirror.record)
            if (theirs[a_seat], theirs[b_seat]) != points:
                raise RuntimeError(f"deal {game_seed}: round points {theirs} vs ours")
        out.rounds.append(
            RoundResult(
                game_seed,
                a_seat,
                summary.round,
                points,
                (summary.tricks[a_seat], summary.tricks[b_seat]),
                tuple(actions),
            )
        )
        if game.is_over or len(out.rounds) == settings.rounds:
            break
        mirror = Mirror(game)
    out.retries = sum(bot.retries for bot in bots if isinstance(bot, OripyBot))
    return out


def _task(job: tuple[int, int, Settings]) -> DealResult:
    return play_deal(*job)


def band(tricks: int) -> str:
    """The band of a round's trick count."""
    return str(round_label(tricks))


@dataclass(frozen=True)
class Summary:
    """A run's figures."""

    settings: Settings
    deals: int
    rounds: list[RoundResult]
    per_deal: list[float]
    """Each deal's mean of the candidate's points minus the opponent's, per round."""
    cpu: list[float]
    wall: list[float]
    budget: list[float]
    b_cpu: list[float]
    retries: int = 0

    @property
    def round_wins(self) -> float:
        """Rounds the candidate won (ties count half)."""
        return sum(
            1.0 if a > b else 0.5 if a == b else 0.0 for a, b in (r.points for r in self.rounds)
        )

    def bands(self, side: int) -> dict[str, float]:
        """The share of the rounds ``side`` (0: the candidate) ended in each band."""
        counts = dict.fromkeys(ENTRIES["fox"].band_names, 0)
        for r in self.rounds:
            counts[band(r.tricks[side])] += 1
        total = max(1, len(self.rounds))
        return {name: n / total for name, n in counts.items()}


def run(
    settings: Settings,
    deals: int,
    seed: int,
    jobs: int = 1,
    oripy: str | None = None,
    log: str | None = None,
) -> Summary:
    """Play ``deals`` paired deals (seeds derived from ``seed``) and summarise them."""
    seeds = [derive_seed(seed, f"outside/{d}") >> 1 for d in range(deals)]
    tasks = [(s, seat, settings) for s in seeds for seat in (0, 1)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs, initializer=_load, initargs=(oripy,)) as pool:
            results = list(pool.map(_task, tasks, chunksize=1))
    else:
        _load(oripy)
        results = [_task(t) for t in tasks]
    rounds = [r for result in results for r in result.rounds]
    per_deal: list[float] = []
    for d in range(deals):
        pair = [r for result in results[2 * d : 2 * d + 2] for r in result.rounds]
        if pair:
            per_deal.append(sum(r.points[0] - r.points[1] for r in pair) / len(pair))
    if log:
        with open(log, "a", encoding="utf-8") as out:
            for r in rounds:
                row = {
                    "a": settings.a,
                    "b": settings.b,
                    "seed": r.seed,
                    "a_seat": r.a_seat,
                    "round": r.round,
                    "points": list(r.points),
                    "tricks": list(r.tricks),
                    "actions": list(r.actions),
                }
                out.write(json.dumps(row) + "\n")
    return Summary(
        settings,
        deals,
        rounds,
        per_deal,
        [x for r in results for x in r.cpu],
        [x for r in results for x in r.wall],
        [x for r in results for x in r.budget],
        [x for r in results for x in r.b_cpu],
        sum(r.retries for r in results),
    )


def format_summary(s: Summary) -> str:
    """Human-readable lines."""
    st = s.settings
    a, b = st.a, st.b
    opponent = f"{b} at {st.iterations} iterations" if b == OUTSIDE else b
    mode = "live limits" if st.live else "budgets only"
    if st.think > 1:
        mode += f", thinking time x{st.think}"
    n = len(s.rounds)
    wins = s.round_wins
    low, high = wilson(wins, n)
    lines = [
        f"fox: {a} vs {opponent}, {s.deals} paired deals, {n} rounds ({mode})",
        f"rounds won by {a}: {wins / max(1, n):.3f} [{low:.3f}, {high:.3f}] (Wilson 95%)",
    ]
    for side, name in ((0, a), (1, b)):
        mean, lo, hi = mean_interval([float(r.points[side]) for r in s.rounds])
        lines.append(f"points per round, {name}: {mean:.2f} [{lo:.2f}, {hi:.2f}] (95%)")
    mean, lo, hi = mean_interval(s.per_deal)
    lines.append(
        f"points per round, {a} - {b}: {mean:+.2f} [{lo:+.2f}, {hi:+.2f}] (paired by deal)"
    )
    for side, name in ((0, a), (1, b)):
        cells = ", ".join(f"{k} {v:.0%}" for k, v in s.bands(side).items())
        lines.append(f"round bands, {name}: {cells}")
    if s.cpu:
        lines.append(
            f"move time of {a}, CPU ms: p50 {percentile(s.cpu, 50):.1f}, "
            f"p95 {percentile(s.cpu, 95):.1f}, max {max(s.cpu):.1f}; "
            f"wall p95 {percentile(s.wall, 95):.1f} ({len(s.cpu)} moves)"
        )
    if s.budget:
        lines.append(
            f"budget done by {a}: p50 {percentile(s.budget, 50):.0%}, "
            f"p5 {percentile(s.budget, 5):.0%}"
        )
    if s.retries:
        lines.append(f"the outside bot's code failed and it thought again: {s.retries} times")
    if s.b_cpu:
        lines.append(
            f"move time of {b}, CPU ms: p50 {percentile(s.b_cpu, 50):.1f}, "
            f"p95 {percentile(s.b_cpu, 95):.1f}"
        )
    return "\n".join(lines)


# --- the translation check -------------------------------------------------------------------


def check_translation(oripy: Oripy, rounds: int, seed: int, iterations: int = 20) -> str:
    """Play ``rounds`` rounds of random moves drawn from the outside bot's own (patched) list of
    allowed plays, seat by seat from its view, checking at every decision that the plays it
    allows are exactly the engine's legal actions, that its bot's choice (``iterations``
    simulations) is legal, and after every action that both states agree. Returns a report
    (``RuntimeError`` on the first difference)."""
    rng = random.Random(seed)
    decisions = shipped_differs = last_abilities = 0
    for index in range(rounds):
        game_seed = derive_seed(seed, f"check/{index}") >> 1
        game = new_game("fox", 2, game_seed)
        assert isinstance(game, Fox)
        mirror = Mirror(game)
        while game.round == mirror.round and not game.is_over:
            seat = game.current_player
            assert seat is not None
            obs = game.observation(seat)
            view = oripy.state(mirror.record, seat)
            allowed = oripy.rules.list_allowed(view, seat)
            proposed = sorted(action_of(obs, p) for p in allowed)
            if proposed != sorted(game.legal_actions()):
                raise RuntimeError(f"deal {game_seed}: allowed {proposed} vs {obs.legal_actions}")
            shipped = sorted(action_of(obs, p) for p in oripy.original_allowed(view, seat))
            shipped_differs += shipped != proposed
            choice = oripy.choose(mirror.record, seat, iterations, rng.getrandbits(32))
            if action_of(obs, choice) not in obs.legal_actions:
                raise RuntimeError(f"deal {game_seed}: the bot's play {choice} is illegal")
            action = rng.choice(proposed)
            decisions += 1
            last_abilities += len(plays_of(game, action)) == 2 and obs.phase is Phase.PLAY
            mirror.add(game, action)
            game.apply(action, seat)
            if game.round == mirror.round and not game.is_over:
                problem = mismatch(oripy.state(mirror.record), game)
                if problem is not None:
                    raise RuntimeError(f"deal {game_seed}: out of step: {problem}")
        points = game.observation(0).round_history[-1].round_points
        if tuple(oripy.score(mirror.record)) != points:
            raise RuntimeError(f"deal {game_seed}: points {oripy.score(mirror.record)} vs {points}")
    return (
        f"{rounds} rounds, {decisions} decisions: the outside bot's allowed plays equal the "
        f"engine's legal actions at every one ({shipped_differs} where its shipped list_allowed "
        f"differs), its choices are legal, states and points agree ({last_abilities} Foxes "
        "or Woodcutters played as a last card)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description="Fox levels against outside opponents")
    parser.add_argument("--a", choices=[*STYLES, *LEVELS], default="expert", help="candidate")
    parser.add_argument("--b", choices=OPPONENTS, default=OUTSIDE, help="opponent")
    parser.add_argument("--oripy", default=None, help=f"the outside bot's folder (or {ORIPY_ENV})")
    parser.add_argument("--iterations", type=int, default=2000, help="the outside bot's")
    parser.add_argument("--deals", type=int, default=20, help="paired deals (2 games each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=1, help="rounds per game (0: whole match)")
    parser.add_argument("--jobs", type=int, default=1, help="parallel processes")
    parser.add_argument("--live", action="store_true", help="live time limits (machine-bound)")
    parser.add_argument("--think", type=int, default=1, help="the candidate expert's thinking time")
    parser.add_argument("--log", default=None, help="append one JSON line per round to this file")
    parser.add_argument("--check", type=int, default=0, help="check the translation on n rounds")
    args = parser.parse_args(argv)
    folder = oripy_folder(args.oripy)
    needs = args.check > 0 or OUTSIDE in (args.a, args.b)
    if needs and folder is None:
        parser.error(f"the outside bot's folder is needed: --oripy DIR or {ORIPY_ENV}=DIR")
    if args.think < 1 or args.iterations < 1 or args.deals < 1 or args.rounds < 0:
        parser.error("--think, --iterations and --deals must be at least 1, --rounds at least 0")
    try:
        if args.check > 0:
            assert folder is not None
            print(check_translation(load_oripy(folder), args.check, args.seed))
            return 0
        settings = Settings(
            args.a, args.b, args.iterations, args.rounds or 10**6, args.live, args.think
        )
        summary = run(
            settings, args.deals, args.seed, args.jobs, folder if needs else None, args.log
        )
    except ValueError as error:
        parser.error(str(error))
    print(format_summary(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
