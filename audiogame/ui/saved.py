"""Saved games in words: one saved game as the list of saved games (and ``audiogame doctor``)
says it, and the message for a save that was refused."""

from __future__ import annotations

import time

from audiogame.games import default_level
from audiogame.i18n import Translator
from audiogame.library import SavedSummary
from audiogame.narration import default_seat_names
from audiogame.saves import SaveProblem

__all__ = ["SAVE_PROBLEM_MESSAGES", "describe_save"]

SAVE_PROBLEM_MESSAGES = {
    SaveProblem.UNREADABLE: "error-save-corrupt",
    SaveProblem.VERSION: "error-save-version",
    SaveProblem.INVALID: "error-save-corrupt",
}
"""The message (with ``$file``, where the save was kept) for each kind of refused save."""


def describe_save(tr: Translator, summary: SavedSummary) -> str:
    """One saved game: the game, the opponents' level, practice, the round and trick in
    progress, the scores, when, and whether another window has it."""
    levels = dict.fromkeys(summary.levels or (default_level(summary.game),))  # each once, in order
    names = default_seat_names(tr, summary.players, summary.human)
    seats = [(summary.human + i) % summary.players for i in range(summary.players)]
    scores = tr.join(
        [
            tr.t(
                "status-score-item",
                points=summary.totals[seat],
                who="you" if seat == summary.human else "other",
                player=names[seat],
            )
            for seat in seats
        ]
    )
    when = time.localtime(summary.saved_at)
    return tr.t(
        "saved-game-item",
        game=summary.game,
        levels=tr.join([tr.t("level-name", level=level) for level in levels]),
        practice=_yes(summary.practice),
        round=summary.round,
        trick=summary.trick,
        scores=scores,
        day=when.tm_mday,
        month=when.tm_mon,
        hour=when.tm_hour,
        minute=f"{when.tm_min:02d}",
        elsewhere=_yes(summary.open_elsewhere),
    )


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"
