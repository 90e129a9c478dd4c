"""The coach at a practice table (an option of practice mode): after each trick, one short
sentence when the player had a clearly better choice in it ("Coach: the 3 of Keys was better
than the 9 of Keys, by about 2 points.").

It listens to the session (:class:`~audiogame.session.SessionListener`): each choice of the
player is valued in the background, from what the player knew then
(:func:`engine.coach.verdict_at`, on the computer players' thread, so the table never waits for
it), and said once both the verdict and the trick's end are there. "Clearly" is a cost of at
least :data:`CLEARLY_BETTER` in the game's unit and twice the coach's doubt; an undo forgets
what was pending.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.coach import Verdict, verdict_at
from engine.errors import EngineError
from engine.events import Event

if TYPE_CHECKING:
    from audiogame.session import GameSession
    from audiogame.table import Table
    from audiogame.ui.host import Host

__all__ = ["CLEARLY_BETTER", "PracticeCoach"]

log = logging.getLogger(__name__)

CLEARLY_BETTER = 1.0
"""The cost (Fox: round points of margin; Fearless: fear points) from which a better choice is
said."""


@dataclass
class _Pending:
    index: int
    trick_over: bool = False
    verdict: Verdict | None = None


class PracticeCoach:
    """Values the player's choices at ``table`` while ``wanted()`` (the option is on)."""

    def __init__(
        self, host: Host, table: Table, session: GameSession, wanted: Callable[[], bool]
    ) -> None:
        self.host = host
        self.table = table
        self.session = session
        self.wanted = wanted
        self._pending: list[_Pending] = []
        self._generation = 0
        """Bumped by an undo: verdicts computed before it are dropped."""

    # --- the session's listener --------------------------------------------------------------

    def before_action(self, seat: int, action: int) -> None:
        table = self.table
        if seat != table.human or not table.practice or not self.wanted():
            return
        if len(table.game.legal_actions()) < 2:
            return  # no choice: nothing to coach
        pending = _Pending(len(self.session.game.record().actions))
        self._pending.append(pending)
        self.host.background(self._judge(pending, self._generation))

    def on_events(self, events: Sequence[Event]) -> None:
        show = self.table.show
        if not any(show.trick_result(event) is not None for event in events):
            return
        for pending in self._pending:
            pending.trick_over = True
        self._say_ready()

    def on_rewind(self) -> None:
        self._pending.clear()
        self._generation += 1

    # --- valuing and saying ------------------------------------------------------------------

    async def _judge(self, pending: _Pending, generation: int) -> None:
        await asyncio.sleep(0)  # the action is in the record once the session applied it
        record = self.session.game.record()
        if generation != self._generation or len(record.actions) <= pending.index:
            return
        loop = asyncio.get_running_loop()
        try:
            verdict = await loop.run_in_executor(
                self.host.executor, verdict_at, record, pending.index
            )
        except EngineError:  # a game the coach cannot value: nothing to say
            self._drop(pending)
            return
        except Exception:
            log.exception("the practice coach failed on action %d", pending.index)
            self._drop(pending)
            return
        if generation != self._generation:
            return
        pending.verdict = verdict
        self._say_ready()

    def _drop(self, pending: _Pending) -> None:
        if pending in self._pending:
            self._pending.remove(pending)

    def _say_ready(self) -> None:
        """Say the verdicts whose trick is over, in order; keep the others."""
        while self._pending and self._pending[0].trick_over and self._pending[0].verdict:
            verdict = self._pending.pop(0).verdict
            assert verdict is not None
            if verdict.cost >= CLEARLY_BETTER and verdict.cost > 2 * verdict.error:
                self.table.out.event(self._words(verdict))

    def _words(self, verdict: Verdict) -> str:
        table = self.table
        return table.tr.t(
            "coach-practice",
            best=self._option(verdict.best),
            card=self._option(verdict.chosen),
            cost=round(verdict.cost, 1),
            unit=verdict.unit,
        )

    def _option(self, action: int) -> str:
        table = self.table
        return table.show.option_name(table.tr, table.narrator, action)
