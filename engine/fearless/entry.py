"""Fearless's registry entry (see :mod:`engine.registry`)."""

from __future__ import annotations

from engine.bots.base import Bot
from engine.fearless.invariants import check
from engine.fearless.observation import FearlessObservation
from engine.fearless.public import PublicFearless
from engine.fearless.state import Fearless
from engine.registry import GameEntry

__all__ = ["ENTRY"]


def _make_bot(
    level: str, seed: int, seat: int, time_limit: float | None, iterations: int | None
) -> Bot[FearlessObservation]:
    from engine.bots.fearless_bots import make_fearless_bot

    return make_fearless_bot(level, seed, seat, time_limit, iterations)


def _worlds(obs: FearlessObservation, **options: object) -> object:
    from engine.bots.fearless_worlds import FearlessWorlds

    return FearlessWorlds(obs, **options)  # type: ignore[arg-type]


def _round_scores(obs: FearlessObservation) -> list[tuple[int, ...]]:
    return list(obs.round_points)


ENTRY: GameEntry[FearlessObservation] = GameEntry(
    game=Fearless,
    default_players=4,
    make_bot=_make_bot,
    worlds=_worlds,
    invariants=check,
    round_scores=_round_scores,
    public_table=PublicFearless,
    lower_is_better=True,
    score_name="fear points",
)
