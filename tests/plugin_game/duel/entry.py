"""Duel's registry entry (see :mod:`engine.registry`)."""

from __future__ import annotations

from engine.registry import GameEntry

from .bots import LEVELS, make_duel_bot
from .invariants import check
from .observation import DuelObservation
from .public import PublicDuel
from .state import Duel
from .worlds import DuelWorlds

__all__ = ["ENTRY"]


def _round_scores(obs: DuelObservation) -> list[tuple[int, ...]]:
    return list(obs.round_history)


ENTRY: GameEntry[DuelObservation] = GameEntry(
    game=Duel,
    default_players=2,
    make_bot=make_duel_bot,
    worlds=DuelWorlds,
    invariants=check,
    round_scores=_round_scores,
    public_table=PublicDuel,
    levels=LEVELS,
    score_name="tricks",
)
