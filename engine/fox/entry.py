"""The Fox's registry entry (see :mod:`engine.registry`)."""

from __future__ import annotations

from engine.bots.base import Bot
from engine.fox.invariants import check
from engine.fox.observation import FoxObservation
from engine.fox.public import PublicFox
from engine.fox.rules import RoundLabel
from engine.fox.state import Fox
from engine.registry import GameEntry

__all__ = ["ENTRY"]


def _make_bot(
    level: str, seed: int, seat: int, time_limit: float | None, iterations: int | None
) -> Bot[FoxObservation]:
    from engine.bots.fox_bots import make_fox_bot

    return make_fox_bot(level, seed, seat, time_limit, iterations)


def _worlds(obs: FoxObservation, **options: object) -> object:
    from engine.bots.fox_worlds import FoxWorlds

    return FoxWorlds(obs, **options)  # type: ignore[arg-type]


def _round_scores(obs: FoxObservation) -> list[tuple[int, ...]]:
    return [summary.round_points for summary in obs.round_history]


def _round_bands(obs: FoxObservation) -> list[tuple[str, ...]]:
    return [summary.labels for summary in obs.round_history]


ENTRY: GameEntry[FoxObservation] = GameEntry(
    game=Fox,
    default_players=2,
    make_bot=_make_bot,
    worlds=_worlds,
    invariants=check,
    round_scores=_round_scores,
    public_table=PublicFox,
    round_bands=_round_bands,
    band_names=tuple(str(label) for label in RoundLabel),
)
