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
    """A game in progress (the keys of docs/keys.md). Escape stops speech; F10 opens the game
    menu."""

    def __init__(self, app: Host, table: Table) -> None:
        self.table = table
        self._escapes = 0
        self._driver: asyncio.Task[None] | None = None
        self._go_on = asyncio.Event()
        self._pace_said = False
        self._welcome: str | None = None
        super().__init__(app)

    # --- lifecycle ----------------------------------------------------------------------

    def enter(self) -> None:
        """Coming (back) to the table: say where the player is asked to act, if anywhere,
        after the sentence of the way back (:meth:`come_back`)."""
        table = self.table
        parts = [] if self._welcome is None else [self._welcome]
        self._welcome = None
        if table.my_turn:
            table.focus_playable()
            parts.append(table.prompt_text())
        if parts:
            self.app.out.answer(self.app.tr.sentences(*parts))
        self.drive()

    def come_back(self, text: str) -> None:
        """Say ``text`` ("Back to the game.") first when this screen is entered again."""
        self._welcome = text

    def status(self) -> str:
        return self.table.status_facts()

    def help_lines(self) -> list[str]:
        """The keys that work now: a decision's keys first, this game's own keys, undo and
        "why?" only where they work, the pace key only with the pace "wait for Enter"."""
        table = self.table
        ids = ["help-game-title"]
        if table.show.has_decision(table):
            ids += ["help-game-key-options", "help-game-key-choose"]
        else:
            ids += [
                "help-game-key-cards",
                "help-game-key-playable-next",
                "help-game-key-suits",
                "help-game-key-ends",
                "help-game-key-suit-letter",
                "help-game-key-play",
            ]
        game_ids = table.show.help_ids(table)
        ids += [i for i in game_ids if i.endswith(("-exchange", "-return"))]
        ids += [
            "help-game-key-playable",
            "help-game-key-hand",
            "help-game-key-trick",
            "help-game-key-last-trick",
            "help-game-key-scores",
            "help-game-key-seats",
            *(i for i in game_ids if not i.endswith(("-exchange", "-return"))),
            "help-game-key-turn",
            "help-game-key-info",
            "help-game-key-repeat",
        ]
        if table.practice:
            ids.append("help-game-key-why")
        if table.practice or table.house_undo:
            ids.append("help-game-key-undo")
        if self.app.pace == "key":
            ids.append("help-game-key-pace")
        ids += [
            "help-game-key-history",
            "help-game-key-buffers",
            "help-game-key-help",
            "help-game-key-rules",
            "help-game-key-menu",
            "help-game-key-escape",
            "help-game-key-quit",
        ]
        keys = " ".join(k.upper() for k in table.suit_keys())
        return [*(self.t(i) for i in ids), self.t("help-game-suit-keys", keys=keys)]

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
            if not self._pace_said:  # once per game screen: how to let the opponents play
                self._pace_said = True
                self.app.out.event(self.t("prompt-pace-key"))
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
        """Escape stops speech and never opens a menu; pressed again, it says which key does."""
        if self.table.game.is_over:
            self.app.main_menu()
            return
        self._escapes += 1
        self.app.out.stop()
        if self._escapes >= 2:
            self._escapes = 0
            self.app.out.answer(self.t("menu-key-hint"))

    def _undo(self) -> None:
        self.stop_driver()
        self.table.undo()
        self._after()

    def _keep(self) -> None:
        if self.table.show.keep_action(self.table.observation()) is None:
            self.app.out.answer(self.t("keep-nothing"))
            return
        self.table.keep_decree()
        self._after()

    def _on(self, *keys: str | Keys, handler: Callable[[], object], eager: bool = False) -> None:
        """Bind ``keys`` to ``handler``; any key but Escape resets the Escape count."""

        def run(event: KeyPressEvent) -> None:
            if handler != self._escape:
                self._escapes = 0
            handler()

        for k in keys:
            self.kb.add(k, eager=eager)(run)

    def letter_keys(self) -> dict[str, Callable[[], object]]:
        """The command letters (lower case; Shift and Caps Lock do not change them)."""
        table = self.table
        return {
            "a": table.read_playable,
            "h": table.read_hand,
            "t": table.read_trick,
            "l": table.read_last_trick,
            "s": table.read_scores,
            "p": table.read_positions,
            "d": table.read_decree,
            "w": table.read_turn,
            "i": table.read_card_info,
            "n": table.read_seats,
            "y": table.why,
            "r": self.app.out.repeat,
        }

    def bind(self) -> None:
        table = self.table
        on = self._on
        on(Keys.Right, handler=table.next_card)
        on(Keys.Left, handler=table.prev_card)
        on(Keys.Down, handler=table.next_suit)
        on(Keys.Up, handler=table.prev_suit)
        on(Keys.Home, handler=table.first_card)
        on(Keys.End, handler=table.last_card)
        on(Keys.Tab, handler=table.next_playable)
        on(Keys.BackTab, handler=lambda: table.next_playable(-1))
        on(Keys.Enter, " ", handler=self._play)
        on("=", handler=self._keep)
        on(Keys.ControlZ, handler=self._undo)
        on(Keys.F2, handler=lambda: self.app.open_rules(table.name))
        on(Keys.F10, handler=self.app.open_game_menu)
        on(Keys.Escape, handler=self._escape, eager=True)
        letters = self.letter_keys()

        @self.kb.add(Keys.Any)
        def _other(event: KeyPressEvent) -> None:
            self._escapes = 0
            data = event.data
            if len(data) == 1 and data.isalpha():
                command = letters.get(data.lower())
                if command is not None:
                    command()
                    return
                if table.jump_to_suit(data):
                    return
            self.app.refuse_key(event)
