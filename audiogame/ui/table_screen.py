"""The game screen: the keymap of docs/keys.md over a :class:`~audiogame.table.Table`, and the
driver that lets computer opponents think off the interface's thread and paces their plays."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.keys import Keys

from audiogame.table import Table
from audiogame.ui.screens import Screen

if TYPE_CHECKING:
    from audiogame.ui.host import Host

__all__ = ["PACE_SECONDS", "TableScreen"]

log = logging.getLogger(__name__)

PACE_SECONDS = {"short": 0.6, "long": 1.5, "key": 0.0, "none": 0.0}
"""Pause before each opponent's play; ``key`` waits for Enter or Space instead."""


class TableScreen(Screen):
    """A game in progress. Escape stops speech; Escape twice opens the game menu."""

    help_ids = (
        "help-game-title",
        "help-game-key-cards",
        "help-game-key-suits",
        "help-game-key-ends",
        "help-game-key-suit-letter",
        "help-game-key-play",
        "help-game-key-hand",
        "help-game-key-trick",
        "help-game-key-last-trick",
        "help-game-key-scores",
        "help-game-key-positions",
        "help-game-key-decree",
        "help-game-key-turn",
        "help-game-key-info",
        "help-game-key-repeat",
        "help-game-key-history",
        "help-game-key-buffers",
        "help-game-key-why",
        "help-game-key-undo",
        "help-game-key-pace",
        "help-game-key-help",
        "help-game-key-rules",
        "help-game-key-escape",
    )

    def __init__(self, app: Host, table: Table) -> None:
        self.table = table
        self._escapes = 0
        self._driver: asyncio.Task[None] | None = None
        self._go_on = asyncio.Event()
        super().__init__(app)

    # --- lifecycle ----------------------------------------------------------------------

    def enter(self) -> None:
        if self.table.my_turn:
            prompt = self.app.tr.sentences(self.t("prompt-your-turn"), self.table.focused_text())
            self.app.out.answer(prompt)
        self.drive()

    def status(self) -> str:
        return self.table.status_facts()

    def help_lines(self) -> list[str]:
        lines = super().help_lines()
        keys = " ".join(k.upper() for k in self.table.suit_keys())
        return [*lines, self.t("help-game-suit-keys", game=self.table.name, keys=keys)]

    # --- opponents ----------------------------------------------------------------------

    def drive(self) -> None:
        """Start the opponents' turn driver if it is not running."""
        if self._driver is None or self._driver.done():
            self._driver = self.app.background(self._drive())

    @property
    def opponents_busy(self) -> bool:
        """True while the opponents' driver is thinking or pacing their plays."""
        return self._driver is not None and not self._driver.done()

    def stop_driver(self) -> None:
        """Cancel the driver (undo, leaving the game)."""
        if self._driver is not None:
            self._driver.cancel()
            self._driver = None

    async def _drive(self) -> None:
        await self.table.session.drive(self._pace, self.app.executor)
        self.app.invalidate()

    async def _pace(self) -> None:
        self.app.invalidate()
        pace = self.app.pace
        if pace == "key":
            self._go_on.clear()
            await self._go_on.wait()
        elif PACE_SECONDS.get(pace, 0) > 0:
            await asyncio.sleep(PACE_SECONDS[pace])

    # --- keys ---------------------------------------------------------------------------

    def _after(self) -> None:
        self.drive()
        self.app.invalidate()

    def _play(self) -> None:
        table = self.table
        if not table.my_turn and not table.game.is_over and self.app.pace == "key":
            self._go_on.set()
            return
        if table.game.is_over:
            self.app.game_finished()
            return
        table.play()
        self._after()

    def _escape(self) -> None:
        if self.table.game.is_over:
            self.app.main_menu()
            return
        self._escapes += 1
        if self._escapes >= 2:
            self._escapes = 0
            self.app.open_game_menu()
        else:
            self.app.out.stop()

    def _undo(self) -> None:
        self.stop_driver()
        self.table.undo()
        self._after()

    def _keep(self) -> None:
        if not self.table.keep_decree():
            self.app.refuse_key(None, "k")
        self._after()

    def _on(self, *keys: str | Keys, handler: Callable[[], object], eager: bool = False) -> None:
        """Bind ``keys`` to ``handler``; any key but Escape resets the Escape count."""

        def run(event: KeyPressEvent) -> None:
            if handler != self._escape:
                self._escapes = 0
            handler()

        for k in keys:
            self.kb.add(k, eager=eager)(run)

    def bind(self) -> None:
        table = self.table
        on = self._on
        on(Keys.Right, handler=table.next_card)
        on(Keys.Left, handler=table.prev_card)
        on(Keys.Down, handler=table.next_suit)
        on(Keys.Up, handler=table.prev_suit)
        on(Keys.Home, handler=table.first_card)
        on(Keys.End, handler=table.last_card)
        on(Keys.Enter, " ", handler=self._play)
        on("h", handler=table.read_hand)
        on("t", handler=table.read_trick)
        on("l", handler=table.read_last_trick)
        on("s", handler=table.read_scores)
        on("p", handler=table.read_positions)
        on("d", handler=table.read_decree)
        on("w", handler=table.read_turn)
        on("i", handler=table.read_card_info)
        on("k", handler=self._keep)
        on("y", handler=table.why)
        on("r", handler=self.app.out.repeat)
        on(Keys.ControlZ, handler=self._undo)
        on(Keys.F2, handler=lambda: self.app.open_rules(table.name))
        on(Keys.Escape, handler=self._escape, eager=True)

        @self.kb.add(Keys.Any)
        def _other(event: KeyPressEvent) -> None:
            self._escapes = 0
            data = event.data
            if len(data) == 1 and data.isalpha() and table.jump_to_suit(data):
                return
            self.app.refuse_key(event)
