"""The game screen: the keymap of docs/keys.md over a :class:`~audiogame.table.Table`, and the
driver that lets computer opponents think off the interface's thread and paces their plays."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from prompt_toolkit.filters import Always, Condition
from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.keys import Keys

from audiogame.keys import TableKey, help_ids, key_applies, table_keys
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
        self._go_on = asyncio.Semaphore(0)
        """One release for each Enter pressed for an opponent's play not made yet (pace "key"):
        each lets one play, however soon it comes (while an opponent thinks, or two in one
        read)."""
        self._awaiting_enter = False
        self._pace_said = False
        self._welcome: str | None = None
        self.review: Callable[[], None] | None = None
        """Opens the review room once the game is over (a local game's; ``None``: none)."""
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
        """The keys that work now (:mod:`audiogame.keys`, the game's own included), then the
        suit letters; once the game is over, the keys that lead on from it."""
        table = self.table
        if table.game.is_over:  # the keys that lead on, not the playing keys
            if self.review is None:
                return [self.t("help-game-over-title"), self.t(table.over_prompt)]
            lines = [self.t("help-game-over-title"), self.t("prompt-game-over")]  # V: below
            lines += [self.t("help-game-key-review"), self.t("help-game-menu-review")]
            return lines
        ids = help_ids(table_keys(table.show), table, pace=self.app.pace)
        keys = " ".join(k.upper() for k in table.suit_keys())
        line = table.show.help_words.get("help-game-suit-keys", "help-game-suit-keys")
        suits = self.t(line, keys=keys)
        return [self.t("help-game-title"), *(self.t(i) for i in ids), suits]

    # --- opponents ----------------------------------------------------------------------

    def drive(self) -> None:
        """Start the opponents' turn driver if it is not running."""
        if self._driver is None or self._driver.done():
            self._driver = self.app.background(self._drive())

    @property
    def awaiting_enter(self) -> bool:
        """True while an opponent waits for the player's Enter to play (pace "key")."""
        return self._awaiting_enter

    @property
    def opponents_busy(self) -> bool:
        """True while the opponents' driver is thinking or pacing their plays."""
        return self._driver is not None and not self._driver.done()

    def stop_driver(self) -> None:
        """Cancel the driver (undo, leaving the game)."""
        self._go_on = asyncio.Semaphore(0)
        if self._driver is not None:
            self._driver.cancel()
            self._driver = None

    async def _drive(self) -> None:
        await self.table.session.drive(self._pace, self.app.executor)
        self._go_on = asyncio.Semaphore(0)  # a person is to act: Enters left over are dropped
        self.app.invalidate()

    async def _pace(self) -> None:
        self.app.invalidate()
        pace = self.app.pace
        if pace == "key":
            if not self._pace_said:  # once per game screen: how to let the opponents play
                self._pace_said = True
                self.app.out.event(self.t("prompt-pace-key"))
            self._awaiting_enter = True
            try:
                await self._go_on.acquire()
            finally:
                self._awaiting_enter = False
        elif PACE_SECONDS.get(pace, 0) > 0:
            await asyncio.sleep(PACE_SECONDS[pace])

    # --- keys ---------------------------------------------------------------------------

    def _after(self) -> None:
        self.drive()
        self.app.invalidate()

    def _play(self) -> None:
        table = self.table
        if not table.my_turn and not table.game.is_over and self.app.pace == "key":
            self._go_on.release()
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
        if self.table.keep():
            self._after()

    def commands(self) -> dict[str, Callable[[], object]]:
        """What each command of :mod:`audiogame.keys` does at this screen."""
        table = self.table
        return {
            **table.commands(),
            "play": self._play,
            "keep": self._keep,
            "undo": self._undo,
            "rules": lambda: self.app.open_rules(table.name),
            "menu": self.app.open_game_menu,
            "escape": self._escape,
        }

    def _on(self, *keys: str | Keys, handler: Callable[[], object]) -> None:
        """Bind ``keys`` to ``handler`` beside the table's keys (a screen's own: the online
        table's chat); any key but Escape resets the Escape count."""
        for k in keys:
            self.kb.add(k)(lambda event: self._run(handler))

    def _run(self, command: Callable[[], object], *, escape: bool = False) -> None:
        if not escape:
            self._escapes = 0  # any key but Escape resets the Escape count
        command()

    def bind(self) -> None:
        """The keys of :func:`audiogame.keys.table_keys`, each active when it works; other
        printable keys jump to a suit or are refused."""
        table = self.table
        commands = self.commands()
        letters: dict[str, list[TableKey]] = {}
        bound: set[tuple[str, str]] = set()
        for key in table_keys(table.show):
            if key.key is None or key.command is None or (key.key, key.when) in bound:
                continue
            bound.add((key.key, key.when))
            if len(key.key) == 1:
                letters.setdefault(key.key.lower(), []).append(key)
                continue
            works = self._works(key.when) if key.command not in EXPLAINED else Always()
            handler = commands[key.command]
            escape = key.command == "escape"
            self.kb.add(*_PT_KEYS[key.key], filter=works, eager=escape)(
                lambda event, h=handler, e=escape: self._run(h, escape=e)
            )

        reviewable = Condition(lambda: self.review is not None and table.game.is_over)

        @self.kb.add("v", filter=reviewable)
        @self.kb.add("V", filter=reviewable)
        def _review(event: KeyPressEvent) -> None:
            if self.review is not None:
                self.review()

        @self.kb.add(Keys.Any)
        def _other(event: KeyPressEvent) -> None:
            self._escapes = 0
            data = event.data
            if len(data) == 1 and data.isprintable():
                for key in letters.get(data.lower(), ()):
                    if key_applies(table, key.when, pace=self.app.pace):
                        assert key.command is not None
                        commands[key.command]()
                        return
                if data.isalpha() and table.jump_to_suit(data):
                    return
                for key in letters.get(data.lower(), ()):
                    if key.command in EXPLAINED:  # says why it does not work now
                        commands[key.command]()
                        return
            self.app.refuse_key(event)

    def _works(self, when: str) -> Condition:
        return Condition(lambda: key_applies(self.table, when, pace=self.app.pace))


EXPLAINED = frozenset({"undo", "why", "keep"})
"""Commands that say why they do not work now (Undo outside practice, the Fox's keep key
outside its choice): their keys are bound everywhere, rather than answered "nothing here"."""

_PT_KEYS: dict[str, tuple[str | Keys, ...]] = {
    "left": (Keys.Left,),
    "right": (Keys.Right,),
    "up": (Keys.Up,),
    "down": (Keys.Down,),
    "home": (Keys.Home,),
    "end": (Keys.End,),
    "tab": (Keys.Tab,),
    "s-tab": (Keys.BackTab,),
    "enter": (Keys.Enter,),
    "space": (" ",),
    "escape": (Keys.Escape,),
    "c-z": (Keys.ControlZ,),
    "f2": (Keys.F2,),
    "f10": (Keys.F10,),
}
"""prompt-toolkit's keys for the names of :mod:`audiogame.keys`."""
