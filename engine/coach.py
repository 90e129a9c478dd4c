"""The coach: what each decision of one seat was worth, option by option.

For one seat of a game's record, :func:`coach` gives a :class:`Verdict` per decision of that
seat (an action where it was to act with more than one legal action: a card played, the Fox's
exchange, the Woodcutter's return, a Fearless card): the value of every legal option, the option
chosen, the best one and what the choice cost. Pure computation: no sentence, no screen::

    verdicts = coach(record, seat=0, progress=lambda done, total: ...)
    worst = costliest(verdicts)  # the 3 costliest of each round, costliest first
    cached = [v.to_dict() for v in verdicts]  # JSON-safe; Verdict.from_dict(d) reads one back

Values are *higher is better for the seat*, in the game's own unit (:attr:`Verdict.unit`):

* ``"fox-points"``: the seat's points of the round minus the opponent's (Treasure included),
  expected. That margin is what the hard Fox bot maximises (its reward is ``0.5 + margin / 24``,
  affine in it), and it is zero-sum, so the exact solver's minimax (each seat plays to win the
  margin) is the right model of a perfect opponent; the seat's own points alone are not.
* ``"fearless-fear"``: minus the seat's fear points at the end of the round, expected (fewer
  fear points is better, so the value is their negative).

Two verdicts:

* **what the seat knew** (default): computed from ``game.observation(seat)`` alone, averaged
  over worlds drawn uniformly among those consistent with it (the expert's samplers,
  :class:`~engine.bots.fox_worlds.FoxWorlds` and
  :class:`~engine.bots.fearless_worlds.FearlessWorlds`). The Fox: each world solved exactly
  (:class:`~engine.bots.fox_solver.Solver`) once the seat holds :attr:`Budget.exact_cards`
  cards or fewer, else each option played on by the cheap rollout policy with the expert's
  band planning; Fearless: rollouts of the cheap policy. The random draws are seeded from the
  observation and the record index only, so the same observation gives the same verdict
  whatever the hidden cards were.
* **hindsight** (``hindsight=True``): every card known. The Fox: the exact solver on the true
  state once the seat holds :attr:`Budget.hindsight_exact_cards` cards or fewer
  (:attr:`Verdict.exact`), rollouts on the true state before that; Fearless: rollouts of the
  cheap policy on the true state (perfect-information Monte Carlo: approximate, never exact).

The budget (:class:`Budget`) counts worlds, rollouts and solved cards, never seconds.
"""

from __future__ import annotations

import copy
import hashlib
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.errors import EngineError
from engine.game import Game
from engine.record import GameRecord
from engine.registry import replay

__all__ = [
    "UNITS",
    "Budget",
    "Progress",
    "Verdict",
    "coach",
    "costliest",
    "decisions",
    "verdict_at",
]

UNITS: dict[str, str] = {"fox": "fox-points", "fearless": "fearless-fear"}
"""The unit of each game's values (see the module docstring)."""

Progress = Callable[[int, int], None]
"""``progress(done, total)``: decisions valued so far, decisions in all."""


@dataclass(frozen=True)
class Budget:
    """How much the coach computes per decision (counts, never seconds)."""

    worlds: int = 48
    """Worlds drawn per decision for the verdict of what the seat knew."""
    rollouts: int = 4
    """Rollouts per option and world where no exact value is computed."""
    exact_cards: int = 4
    """The Fox: solve each world exactly once the seat holds this many cards or fewer."""
    hindsight_exact_cards: int = 7
    """The Fox in hindsight: solve the true state exactly once the seat holds this many cards
    or fewer (8 cards can take 10 s; 7 take about 1 s at most)."""
    hindsight_rollouts: int = 48
    """Rollouts per option on the true state where hindsight is not exact."""


@dataclass(frozen=True)
class Verdict:
    """One decision of a seat, valued option by option (values: higher is better)."""

    index: int
    """The record index of the action (``replay(record, upto=index)`` is the game before it)."""
    seat: int
    round: int
    """From 0."""
    trick: int
    """The trick of the round it belongs to, from 0."""
    options: tuple[tuple[int, float], ...]
    """Every legal action and its value, in the engine's order."""
    chosen: int
    best: int
    """The best option (the chosen one when it is as good as any)."""
    cost: float
    """``value(best) - value(chosen)``, never negative, in :attr:`unit`."""
    unit: str
    """See :data:`UNITS`."""
    hindsight: bool
    """Every card known (``True``) or what the seat knew (``False``)."""
    exact: bool
    """Exact values (the Fox's solver on every world, or on the true state in hindsight)
    rather than rollout estimates."""
    samples: int
    """Worlds (what the seat knew) or rollouts (hindsight, not exact) behind each value."""
    error: float = 0.0
    """The standard error of :attr:`cost` from the spread of the paired samples (0 when
    exact): a rough measure of the coach's doubt, for a front end that says only the costs
    clearly above it (rollouts within one world are not independent: it is a little low)."""
    best_taker: int | None = None
    """A short reason, where one exists: the seat that would have taken the trick with the best
    option when the choice completed a trick that it gave to another seat (from the cards on the
    table only: no hidden card)."""

    def value(self, action: int) -> float:
        """The value of ``action`` (a legal option of this decision)."""
        return dict(self.options)[action]

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe data (:meth:`from_dict` reads it back)."""
        return {
            "index": self.index,
            "seat": self.seat,
            "round": self.round,
            "trick": self.trick,
            "options": [[a, v] for a, v in self.options],
            "chosen": self.chosen,
            "best": self.best,
            "cost": self.cost,
            "unit": self.unit,
            "hindsight": self.hindsight,
            "exact": self.exact,
            "samples": self.samples,
            "error": self.error,
            "best_taker": self.best_taker,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Verdict:
        """The verdict of :meth:`to_dict`'s data (raises ``EngineError`` on anything else)."""
        try:
            options = tuple((int(a), float(v)) for a, v in data["options"])
            return cls(
                index=int(data["index"]),
                seat=int(data["seat"]),
                round=int(data["round"]),
                trick=int(data["trick"]),
                options=options,
                chosen=int(data["chosen"]),
                best=int(data["best"]),
                cost=float(data["cost"]),
                unit=str(data["unit"]),
                hindsight=bool(data["hindsight"]),
                exact=bool(data["exact"]),
                samples=int(data["samples"]),
                error=float(data["error"]),
                best_taker=_seat_or_none(data.get("best_taker")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise EngineError(f"not a verdict: {exc}") from None


def _seat_or_none(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise EngineError("a seat was expected")
    return value


@dataclass(frozen=True)
class _Values:
    samples: dict[int, list[float]]
    """Each option's sampled values, paired: the i-th of every option comes from the same
    world and the same random numbers."""
    exact: bool
    count: int


class _GameCoach(Protocol):
    def where(self, game: Any, seat: int) -> tuple[int, int]:
        """(round, trick) of the seat's decision."""
        ...

    def knew(self, obs: Any, rng_seed: int, budget: Budget) -> _Values: ...

    def hindsight(self, game: Any, seat: int, rng_seed: int, budget: Budget) -> _Values: ...


# --- the Fox ----------------------------------------------------------------------------------


def _fox_reward(seat: int, start: Sequence[int]) -> Callable[[int, int], float]:
    """The solver's reward (0..1) for the seat: affine in the round's point margin."""
    offset = start[seat] - start[seat ^ 1]

    def reward(total0: int, total1: int) -> float:
        margin = (total0 - total1 if seat == 0 else total1 - total0) - offset
        return 0.5 + margin / 24.0

    return reward


def _fox_margin(reward: float) -> float:
    """The point margin of a solver reward (an integer per world)."""
    return float(round((reward - 0.5) * 24.0))


class _FoxCoach:
    def where(self, game: Any, seat: int) -> tuple[int, int]:
        return game.round, game.tricks_played

    @staticmethod
    def _start(obs: Any) -> tuple[int, int]:
        return (obs.totals[0] - obs.round_treasure[0], obs.totals[1] - obs.round_treasure[1])

    def _values(
        self,
        states: Iterable[Any],
        seat: int,
        start: Sequence[int],
        legal: Sequence[int],
        exact: bool,
        rollouts: int,
        rng_seed: int,
    ) -> tuple[dict[int, list[float]], int]:
        from engine.bots.fox_rollout import plan_want, playout_state
        from engine.bots.fox_solver import Solver, step

        totals: dict[int, list[float]] = {a: [] for a in legal}
        reward = _fox_reward(seat, start)
        count = 0
        for w, state in enumerate(states):
            count += 1
            if exact:
                values = Solver(seat, reward).values(state)
                for action in legal:
                    totals[action].append(_fox_margin(values[action]))
                continue
            for action in legal:
                after = step(state, action)
                for r in range(rollouts):
                    rng = random.Random(rng_seed + w * rollouts + r)  # common to every option
                    end = playout_state(after, rng, 0.1, plan_want)
                    totals[action].append(_fox_margin(reward(end[0], end[1])))
        return totals, count

    def knew(self, obs: Any, rng_seed: int, budget: Budget) -> _Values:
        from engine.bots.fox_worlds import FoxWorlds

        worlds = FoxWorlds(obs, horizon="round")
        rng = random.Random(rng_seed)
        states = [worlds.state_for(worlds.sample(rng)) for _ in range(budget.worlds)]
        exact = len(obs.hand) <= budget.exact_cards
        values, count = self._values(
            states,
            obs.seat,
            self._start(obs),
            obs.legal_actions,
            exact,
            budget.rollouts,
            rng_seed + 1,
        )
        return _Values(values, exact, count)

    def hindsight(self, game: Any, seat: int, rng_seed: int, budget: Budget) -> _Values:
        from engine.bots.fox_solver import state_of

        obs = game.observation(seat)
        state = state_of(game)
        exact = len(obs.hand) <= budget.hindsight_exact_cards
        rollouts = 1 if exact else budget.hindsight_rollouts
        values, _ = self._values(
            [state], seat, self._start(obs), obs.legal_actions, exact, rollouts, rng_seed
        )
        return _Values(values, exact, 1 if exact else rollouts)


# --- Fearless ---------------------------------------------------------------------------------


class _FearlessCoach:
    def where(self, game: Any, seat: int) -> tuple[int, int]:
        obs = game.observation(seat)
        return obs.round, obs.tricks_played

    @staticmethod
    def _values(
        games: Iterable[Any], seat: int, legal: Sequence[int], rollouts: int, rng_seed: int
    ) -> tuple[dict[int, list[float]], int]:
        from engine.bots.fearless_rollout import playout
        from engine.fearless.rules import fear_points

        totals: dict[int, list[float]] = {a: [] for a in legal}
        count = 0
        for w, game in enumerate(games):
            count += 1
            for action in legal:
                after = game.clone()
                after.step(action)
                for r in range(rollouts):
                    rng = random.Random(rng_seed + w * rollouts + r)  # common to every option
                    ghosts = playout(after, rng, 0.1)
                    totals[action].append(-float(fear_points(ghosts[seat])))
        return totals, count

    def knew(self, obs: Any, rng_seed: int, budget: Budget) -> _Values:
        from engine.bots.fearless_worlds import FearlessWorlds

        worlds = FearlessWorlds(obs, horizon="round")
        rng = random.Random(rng_seed)
        games = [worlds.game(rng) for _ in range(budget.worlds)]
        values, count = self._values(
            games, obs.seat, obs.legal_actions, budget.rollouts, rng_seed + 1
        )
        return _Values(values, False, count)

    def hindsight(self, game: Any, seat: int, rng_seed: int, budget: Budget) -> _Values:
        true = type(game).from_position(game.position(), horizon="round")
        rollouts = budget.hindsight_rollouts
        values, _ = self._values(
            [true], seat, game.observation(seat).legal_actions, rollouts, rng_seed
        )
        return _Values(values, False, rollouts)


_COACHES: dict[str, _GameCoach] = {"fox": _FoxCoach(), "fearless": _FearlessCoach()}


# --- the walk ---------------------------------------------------------------------------------


def _seed(observation: object, index: int, hindsight: bool) -> int:
    """A seed from what the seat saw (its observation's text), the index and the verdict kind."""
    text = f"{index}/{hindsight}/{observation!r}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:6], "big")


def _coach_for(game: Game) -> _GameCoach:
    found = _COACHES.get(game.name)
    if found is None:
        raise EngineError(f"no coach for {game.name!r}")
    return found


def _verdict(
    game: Game, index: int, seat: int, chosen: int, hindsight: bool, budget: Budget
) -> Verdict:
    helper = _coach_for(game)
    obs = game.observation(seat)
    seed = _seed(obs, index, hindsight)
    found = (
        helper.hindsight(game, seat, seed, budget) if hindsight else helper.knew(obs, seed, budget)
    )
    samples = found.samples
    values = {a: sum(x) / len(x) for a, x in samples.items()}
    options = tuple((a, values[a]) for a in game.legal_actions())
    top = max(v for _, v in options)
    best = chosen if values[chosen] >= top - 1e-9 else next(a for a, v in options if v == top)
    round_, trick = helper.where(game, seat)
    taker = _trick_taker(game, best)
    return Verdict(
        index=index,
        seat=seat,
        round=round_,
        trick=trick,
        options=options,
        chosen=chosen,
        best=best,
        cost=max(0.0, top - values[chosen]),
        unit=UNITS[game.name],
        hindsight=hindsight,
        exact=found.exact,
        samples=found.count,
        error=0.0 if found.exact else _paired_error(samples[best], samples[chosen]),
        best_taker=taker if taker is not None and taker != _trick_taker(game, chosen) else None,
    )


def _trick_taker(game: Game, action: int) -> int | None:
    """The seat that takes the trick when ``action`` completes it (``None``: it does not). The
    trick's winner follows from the cards on the table and the rules alone."""
    after = copy.deepcopy(game)
    for event in after.apply(action):
        if type(event).__name__ == "TrickWon":
            return int(event.seat)  # type: ignore[attr-defined]
    return None


def _paired_error(best: Sequence[float], chosen: Sequence[float]) -> float:
    """The standard error of the mean of ``best - chosen`` (paired samples)."""
    n = len(best)
    if n < 2:
        return 0.0
    diffs = [b - c for b, c in zip(best, chosen, strict=True)]
    mean = sum(diffs) / n
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return float((variance / n) ** 0.5)


def decisions(record: GameRecord, seat: int) -> list[int]:
    """The record indexes of ``seat``'s decisions (its actions with another legal choice)."""
    game = replay(record, upto=0)
    found: list[int] = []
    for index, text in enumerate(record.actions):
        if game.current_player == seat and len(game.legal_actions()) > 1:
            found.append(index)
        game.step(game.text_to_action(text))
    return found


def verdict_at(
    record: GameRecord, index: int, *, hindsight: bool = False, budget: Budget | None = None
) -> Verdict:
    """The verdict of the decision at ``record.actions[index]`` (its actor's)."""
    game = replay(record, upto=index)
    seat = game.current_player
    if seat is None or index >= len(record.actions):
        raise EngineError(f"no decision at index {index}")
    chosen = game.text_to_action(record.actions[index])
    return _verdict(game, index, seat, chosen, hindsight, budget or Budget())


def coach(
    record: GameRecord,
    seat: int,
    *,
    hindsight: bool = False,
    budget: Budget | None = None,
    progress: Progress | None = None,
    indexes: Sequence[int] | None = None,
) -> list[Verdict]:
    """A verdict for each decision of ``seat`` in ``record`` (only those at ``indexes`` when
    given; an index that is no decision of ``seat`` is passed over), in order;
    ``progress(done, total)`` is called before the first and after each."""
    budget = budget or Budget()
    wanted = set(decisions(record, seat))
    if indexes is not None:
        wanted &= set(indexes)
    total = len(wanted)
    if progress is not None:
        progress(0, total)
    game = replay(record, upto=0)
    verdicts: list[Verdict] = []
    for index, text in enumerate(record.actions):
        action = game.text_to_action(text)
        if index in wanted:
            verdicts.append(_verdict(game, index, seat, action, hindsight, budget))
            if progress is not None:
                progress(len(verdicts), total)
        game.step(action)
    return verdicts


def costliest(verdicts: Iterable[Verdict], per_round: int = 3) -> list[Verdict]:
    """The ``per_round`` costliest decisions of each round (cost above 0), costliest first
    within a round, rounds in order."""
    by_round: dict[int, list[Verdict]] = {}
    for verdict in verdicts:
        if verdict.cost > 1e-9:
            by_round.setdefault(verdict.round, []).append(verdict)
    out: list[Verdict] = []
    for round_ in sorted(by_round):
        ranked = sorted(by_round[round_], key=lambda v: (-v.cost, v.index))
        out.extend(ranked[:per_round])
    return out
