"""The coach of a finished game, run off the interface's thread: :func:`engine.coach.coach` for
one seat, its progress readable at any time, its verdicts kept (and handed to ``on_done``, which
caches them beside the game) once computed; cancelled when nobody needs it any more.

No sentence here: the review room says the verdicts (:mod:`audiogame.ui.review_screen`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Any

from engine.coach import Budget, Verdict, coach
from engine.errors import EngineError
from engine.record import GameRecord

__all__ = ["Coaching", "verdicts_from_data", "verdicts_to_data"]

log = logging.getLogger(__name__)


class _Stopped(Exception):
    """Raised from the progress callback: the coach stops where it is."""


def verdicts_to_data(verdicts: Sequence[Verdict]) -> list[dict[str, Any]]:
    """JSON-safe data of ``verdicts`` (kept with a finished game)."""
    return [v.to_dict() for v in verdicts]


def verdicts_from_data(data: object) -> list[Verdict] | None:
    """The verdicts of :func:`verdicts_to_data`'s data; ``None`` for anything else (a damaged
    cache is computed again, never trusted)."""
    if not isinstance(data, list):
        return None
    try:
        return [Verdict.from_dict(item) for item in data]
    except (ValueError, TypeError, AttributeError):
        log.warning("the coach's cached verdicts were refused; computing them again")
        return None


class Coaching:
    """One seat's verdicts of ``record`` (what the seat knew, or with ``hindsight``), computed
    once."""

    def __init__(
        self,
        record: GameRecord,
        seat: int,
        *,
        hindsight: bool = False,
        cached: list[Verdict] | None = None,
        budget: Budget | None = None,
        on_done: Callable[[list[Verdict]], None] | None = None,
    ) -> None:
        self.record = record
        self.seat = seat
        self.hindsight = hindsight
        """Every card known (the second verdict), not what the seat knew."""
        self.started = cached is not None
        self.budget = budget
        self.on_done = on_done
        self.verdicts: list[Verdict] | None = cached
        """``None`` until computed."""
        self.done_count = 0
        self.total = 0
        self.failed = False
        self._stop = False

    @property
    def ready(self) -> bool:
        """The verdicts are there."""
        return self.verdicts is not None

    @property
    def percent(self) -> int:
        """How far the coach is, 0 to 100."""
        if self.verdicts is not None:
            return 100
        return 100 * self.done_count // self.total if self.total else 0

    def _progress(self, done: int, total: int) -> None:  # on the executor's thread
        if self._stop:
            raise _Stopped
        self.done_count, self.total = done, total

    async def run(self, executor: Executor | None) -> None:
        """Compute the verdicts in ``executor`` (nothing when they are cached)."""
        if self.verdicts is not None:
            return
        self.started = True
        loop = asyncio.get_running_loop()
        try:
            verdicts = await loop.run_in_executor(
                executor,
                lambda: coach(
                    self.record,
                    self.seat,
                    hindsight=self.hindsight,
                    budget=self.budget,
                    progress=self._progress,
                ),
            )
        except _Stopped:
            return
        except EngineError:  # a game the coach cannot value (an installed game package's)
            log.info("no coach for %s", self.record.game)
            self.failed = True
            return
        except asyncio.CancelledError:
            self._stop = True  # the thread stops at its next decision
            raise
        except Exception:
            log.exception("the coach failed")
            self.failed = True
            return
        self.verdicts = verdicts
        if self.on_done is not None:
            self.on_done(verdicts)

    def stop(self) -> None:
        """Nobody needs the verdicts now: the thread stops at its next decision."""
        self._stop = True

    def of_trick(self, round_: int, trick: int) -> list[Verdict]:
        """The seat's decisions in that trick (none before the verdicts are there)."""
        return [v for v in self.verdicts or () if (v.round, v.trick) == (round_, trick)]
