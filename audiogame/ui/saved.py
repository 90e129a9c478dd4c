"""Saved and finished games in words: one saved game as the list of saved games (and
``audiogame doctor``) says it, one finished game as the list of finished games says it, and the
message for a save that was refused."""

from __future__ import annotations

import time

from audiogame.finished import FinishedSummary
from audiogame.games import default_level
from audiogame.i18n import Translator
from audiogame.library import SavedSummary
from audiogame.narration import default_seat_names
from audiogame.saves import SaveProblem

__all__ = ["SAVE_PROBLEM_MESSAGES", "describe_finished", "describe_result", "describe_save"]

SAVE_PROBLEM_MESSAGES = {
    SaveProblem.UNREADABLE: "error-save-corrupt",
    SaveProblem.VERSION: "error-save-version",
    SaveProblem.INVALID: "error-save-corrupt",
}
"""The message (with ``$file``, where the save was kept) for each kind of refused save."""


def _scores(
    tr: Translator,
    players: int,
    human: int,
    totals: tuple[int, ...],
    names: tuple[str, ...] = (),
) -> str:
    """Each seat's total, from the player's on (``names``: the seats' names at an online
    table, else the game's own)."""
    names = names or tuple(default_seat_names(tr, players, human))
    seats = [(human + i) % players for i in range(players)]
    return tr.join(
        [
            tr.t(
                "status-score-item",
                points=totals[seat],
                who="you" if seat == human else "other",
                player=names[seat],
            )
            for seat in seats
        ]
    )


def _levels(tr: Translator, game: str, levels: tuple[str, ...]) -> str:
    """The opponents' levels, each once, in order."""
    each = dict.fromkeys(levels or (default_level(game),))
    return tr.join([tr.t("level-name", level=level) for level in each])


def describe_save(tr: Translator, summary: SavedSummary) -> str:
    """One saved game: the game, the opponents' level, practice, the round and trick in
    progress, the scores, when, and whether another window has it."""
    when = time.localtime(summary.saved_at)
    return tr.t(
        "saved-game-item",
        game=summary.game,
        levels=_levels(tr, summary.game, summary.levels),
        practice=_yes(summary.practice),
        round=summary.round,
        trick=summary.trick,
        scores=_scores(tr, summary.players, summary.human, summary.totals),
        day=when.tm_mday,
        month=when.tm_mon,
        hour=when.tm_hour,
        minute=f"{when.tm_min:02d}",
        elsewhere=_yes(summary.open_elsewhere),
    )


def describe_finished(tr: Translator, summary: FinishedSummary) -> str:
    """One finished game: the game, won or lost (or shared), the final scores, the
    opponents' level and practice (a local game's: an online game's scores name them), when
    it ended."""
    when = time.localtime(summary.finished_at)
    return tr.t(
        "finished-online-item" if summary.names else "finished-game-item",
        **_outcome(tr, summary),
        levels=_levels(tr, summary.game, summary.levels),
        practice=_yes(summary.practice),
        day=when.tm_mday,
        month=when.tm_mon,
        hour=when.tm_hour,
        minute=f"{when.tm_min:02d}",
    )


def describe_result(tr: Translator, summary: FinishedSummary) -> str:
    """One finished game in short: the game, won or lost (or shared), the final scores."""
    return tr.t("finished-game-outcome", **_outcome(tr, summary))


def _outcome(tr: Translator, summary: FinishedSummary) -> dict[str, str]:
    won = summary.human in summary.winners
    outcome = ("shared" if len(summary.winners) > 1 else "won") if won else "lost"
    if summary.left:
        outcome = "left"
    scores = _scores(tr, summary.players, summary.human, summary.totals, summary.names)
    return {"game": summary.game, "outcome": outcome, "scores": scores}


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"
