"""The inline prompt-toolkit application: a stack of screens, one status line, the keys that work
everywhere, and the glue to settings, saves, speech and sound.

The application is not full-screen: durable events are printed above the status line (when the
player wants printed text), and the cursor sits on the status line, which names the focused item.
Tests build it on ``create_pipe_input()`` and ``DummyOutput()`` with a recording speaker.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from prompt_toolkit.application import Application
from prompt_toolkit.data_structures import Point
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import (
    DynamicKeyBindings,
    KeyBindings,
    KeyPressEvent,
    merge_key_bindings,
)
from prompt_toolkit.keys import Keys
from prompt_toolkit.layout import Layout, Window
from prompt_toolkit.layout.controls import UIContent, UIControl
from prompt_toolkit.output import Output as PtOutput
from prompt_toolkit.utils import get_cwidth

import engine
from audiogame.filelock import FileLock
from audiogame.games import presentation
from audiogame.i18n import Translator
from audiogame.library import SavedSummary, SaveLibrary
from audiogame.output import Output
from audiogame.paths import Paths
from audiogame.saves import SavedGame, SaveProblem
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from audiogame.settings import EXPERT_THINK, Settings, save_settings
from audiogame.table import Table
from audiogame.ui.menus import GameChoice, Menus
from audiogame.ui.screens import KeysScreen, RulesScreen, Screen
from audiogame.ui.table_screen import TableScreen
from engine.registry import ENTRIES

__all__ = ["GameChoice", "TableApp"]

log = logging.getLogger(__name__)


class TableApp:
    """The whole interactive program once speech is up."""

    def __init__(
        self,
        settings: Settings,
        paths: Paths,
        tr: Translator,
        out: Output,
        *,
        input: Input | None = None,
        output: PtOutput | None = None,
        pace: str | None = None,
        expert_time: str | None = None,
        reopen_speech: Callable[[Settings], None] | None = None,
    ) -> None:
        self.settings = settings
        self.paths = paths
        self.tr = tr
        self.out = out
        self.pace_override = pace
        self.expert_time_override = expert_time
        self.reopen_speech = reopen_speech
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
        self.screens: list[Screen] = []
        self.table_screen: TableScreen | None = None
        self._save_failing = False
        """The last autosave failed (and the player was told); it is tried again each time."""
        self.library = SaveLibrary(paths.saves, legacy=paths.autosave_file)
        self.slot: str | None = None
        """The save slot of the game at the table."""
        self._lock: FileLock | None = None
        self.app: Application[int] = Application(
            layout=Layout(
                Window(_ConsoleLine(self._status), wrap_lines=True, dont_extend_height=True)
            ),
            key_bindings=merge_key_bindings(
                [self._global_keys(), DynamicKeyBindings(lambda: self.screen.kb)]
            ),
            full_screen=False,
            mouse_support=False,
            erase_when_done=False,
            input=input,
            output=output,
        )
        self.menus = Menus(self)
        self.app.ttimeoutlen = 0.05
        self.app.timeoutlen = 0.05

    # --- plumbing -----------------------------------------------------------------------

    @property
    def screen(self) -> Screen:
        """The screen that has the keyboard."""
        return self.screens[-1]

    @property
    def pace(self) -> str:
        """How opponents' plays are paced now."""
        return self.pace_override or self.settings.pace

    @property
    def think(self) -> int:
        """The expert opponents' thinking time now, as a multiple of their usual budget."""
        return EXPERT_THINK[self.expert_time_override or self.settings.expert_time]

    def _status(self) -> str:
        """The visual status line: empty (the default), or the table's facts for a sighted
        helper. Never in terminal mode, where the console is strictly append-only."""
        if not self.settings.status_line or not self.screens:
            return ""
        if self.out.speech.name == "terminal":
            return ""
        return self.screen.status()

    def invalidate(self) -> None:
        """Redraw the console line (the visual status line, when it is on)."""
        self.app.invalidate()

    def background(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run ``coroutine`` alongside the interface (cancelled when the program ends)."""
        return self.app.create_background_task(coroutine)

    def push(self, screen: Screen, *, announce: bool = True) -> None:
        """Put ``screen`` on top and (unless told not to) announce it."""
        self.screens.append(screen)
        if announce:
            screen.enter()
        self.invalidate()

    def pop(self) -> None:
        """Back to the previous screen."""
        if len(self.screens) > 1:
            self.screens.pop()
            self.screen.enter()
        self.invalidate()

    def reset_to(self, screen: Screen, *, announce: bool = True) -> None:
        """Replace the whole stack with ``screen`` (leaving the game, if one was at the table)."""
        if self.table_screen is not None and screen is not self.table_screen:
            self.table_screen.stop_driver()
            self.table_screen = None
            self._leave_game()
        self.screens = []
        self.push(screen, announce=announce)

    def _global_keys(self) -> KeyBindings:
        """Keys that work on every screen (a screen's own binding of the same key wins)."""
        kb = KeyBindings()
        out = self.out
        kb.add(Keys.F1)(lambda e: self.open_keys())
        kb.add("?")(lambda e: self.open_keys())
        kb.add(Keys.ControlC)(lambda e: self.quit())
        kb.add(Keys.ControlQ)(lambda e: self.quit())
        kb.add(Keys.PageUp)(lambda e: out.older())
        kb.add(Keys.PageDown)(lambda e: out.newer())
        kb.add(Keys.ControlHome)(lambda e: out.first())
        kb.add(Keys.ControlEnd)(lambda e: out.last())
        kb.add(Keys.F3)(lambda e: out.switch_buffer(+1))
        kb.add(Keys.F4)(lambda e: out.where())
        # Mouse reports (some terminals send them unasked, a stray "ESC [ 1 M" looks like one)
        # mean nothing here: ignored, so that prompt-toolkit's parser of them never runs.
        kb.add(Keys.Vt100MouseEvent)(lambda e: None)
        kb.add(Keys.WindowsMouseEvent)(lambda e: None)
        return kb

    def refuse_key(self, event: KeyPressEvent | None, name: str | None = None) -> None:
        """An unbound key: say so, change nothing."""
        if name is None and event is not None:
            name = _key_name(event)
        self.out.answer(self.tr.t("error-unknown-key", key=name or "?"))

    def save_settings(self) -> None:
        """Write the settings; a failure is said, not raised."""
        try:
            save_settings(self.settings, self.paths.settings_file)
        except OSError:
            log.warning("settings not saved", exc_info=True)
            self.out.answer(self.tr.t("error-settings-failed"))

    def welcome_back(self) -> None:
        """The program was stopped and continued (job control): say where the player is."""
        log.info("continued")
        if self.table_screen is not None:
            self.table_screen.table.say_recap()
        else:
            self.screen.enter()
        self.invalidate()

    # --- menus ----------------------------------------------------------------------------

    def first_run(self) -> None:
        """Language, speech output (with a test sentence) and voice speed; then the main menu."""
        self.menus.first_run()

    def main_menu(self) -> None:
        """The main menu."""
        self.menus.main_menu()

    def open_game_menu(self) -> None:
        """Escape twice in a game: back, save, settings, rules, keys, leave."""
        self.menus.open_game_menu()

    # --- running --------------------------------------------------------------------------

    def start(self, choice: GameChoice | None = None, resume: bool = False) -> None:
        """Put the first screen up: a game from the command line, the saved game, or the menu."""
        if resume and self.resume():
            return
        if choice is not None:
            self.start_game(choice)
            return
        self.main_menu()

    async def run_async(self, pre_run: Callable[[], None] | None = None) -> int:
        """Run until the player quits; ``pre_run`` puts the first screen up once the loop runs.
        Returns the exit status."""
        try:
            return await self.app.run_async(pre_run=pre_run) or 0
        finally:
            self.close()

    def close(self) -> None:
        """Stop the opponents' thread and let the game go."""
        if self.table_screen is not None:
            self.table_screen.stop_driver()
        self._leave_game()
        self.executor.shutdown(wait=False, cancel_futures=True)

    def quit(self) -> None:
        """Leave the program (the game is already saved after every action)."""
        if self.app.is_running and not self.app.future.done():  # type: ignore[union-attr]
            self.app.exit(result=0)

    # --- menus ----------------------------------------------------------------------------

    def open_rules(self, game: str) -> None:
        """F2: the rules reader."""
        self.push(RulesScreen(self, game))

    def open_keys(self) -> None:
        """F1: the keys of the current context, as a list."""
        if isinstance(self.screen, KeysScreen):
            self.screen.enter()
            return
        lines = self.screen.help_lines()
        if len(lines) < 2:
            lines = [self.tr.t("help-menu-title"), *lines, self.tr.t("menu-empty")]
        self.push(KeysScreen(self, lines))

    def apply_settings(self) -> None:
        """Make the settings take effect now: language, verbosity, sounds, volumes, speech."""
        s = self.settings
        language = s.language or self.tr.language
        if language != self.tr.language:
            self.tr.set_language(language)
            for screen in self.screens:
                screen.on_language()
        self.out.sound = s.sound
        self.out.show_log = s.show_log
        self.out.set_levels(s.effects_volume, s.speech_volume, mono=s.mono)
        if self.table_screen is not None:
            self.table_screen.table.set_talk(s.verbosity, s.card_details, s.hint_level)
        if self.reopen_speech is not None:
            self.reopen_speech(s)

    # --- games ----------------------------------------------------------------------------

    def start_game(self, choice: GameChoice) -> None:
        """Deal a new game in a new save slot and sit the player at seat 0."""
        show = presentation(choice.game)
        values = choice.values()
        players = show.players(values, ENTRIES[choice.game].default_players)
        self._leave_game()
        slot = self.library.new_slot(choice.game)
        session = GameSession.new(
            choice.game,
            players=players,
            local=0,
            level=choice.level,
            seed=choice.seed,
            options=show.engine_options(values),
            practice=choice.practice,
            think=self.think,
        )
        self.out.history.clear_game()
        self._sit(session, 0, slot, self.library.lock(slot), resumed=False)

    def _sit(
        self,
        session: GameSession,
        human: int,
        slot: str,
        lock: FileLock | None,
        *,
        resumed: bool,
    ) -> None:
        s = self.settings
        self.slot, self._lock = slot, lock
        session.saver = self._autosave
        session.hold = self.out.held
        session.on_over = self._game_over
        if self.out.effects is not None:
            self.out.effects.seat_table(session.game.players, human)
        table = Table(session, human, self.tr, self.out)
        table.set_talk(s.verbosity, s.card_details, s.hint_level)
        screen = TableScreen(self, table)
        self.reset_to(screen, announce=False)  # the deal's narration comes first, uncut
        self.table_screen = screen
        table.start(resumed=resumed)
        session.save()
        screen.drive()

    def _leave_game(self) -> None:
        """Let the game being played go (its save stays; its lock is released)."""
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()

    def _autosave(self, session: GameSession) -> None:
        if self.slot is None or session.game.is_over:
            return
        human = session.local_seats[0] if session.local_seats else 0
        history = {"history": self.out.history.to_data()}
        saved = SavedGame(session.game.record(), human, session.levels, session.practice, history)
        try:
            self.library.write(self.slot, saved)
        except OSError:
            log.warning("autosave failed", exc_info=True)
            if not self._save_failing:  # said once, queued: the narration goes on uncut
                self._save_failing = True
                path = str(self.library.path(self.slot))
                self.out.notice(self.tr.t("error-save-failed", file=path))
        else:
            self._save_failing = False

    def _game_over(self, session: GameSession, result: engine.Result) -> None:
        if self.slot is not None:
            try:
                self.library.remove(self.slot)
            except OSError:
                log.warning("could not remove the finished game's save", exc_info=True)
        level = session.levels[0] if session.levels else "medium"
        human = session.local_seats[0] if session.local_seats else 0
        self.settings.record_result(session.name, level, human in result.winners)
        self.save_settings()

    def game_finished(self) -> None:
        """Enter after the end of a game: a new game like the last one."""
        screen = self.table_screen
        if screen is None:
            self.main_menu()
            return
        session = screen.table.session
        game = session.game
        self.start_game(
            GameChoice(
                game.name,
                game.players,
                session.levels[0] if session.levels else "medium",
                session.practice,
                int(game.options.get("target", self.settings.fox_target)),
            )
        )

    def saved_games(self) -> list[SavedSummary]:
        """The saved games, newest first; saves refused on the way are said (set aside)."""
        games, problems = self.library.games()
        for problem, kept in problems:
            self.out.notice(self.tr.t(_SAVE_MESSAGES[problem], file=kept.name))
        return games

    def resume(self, slot: str | None = None) -> bool:
        """Sit down at a saved game (``None``: the newest one no other window has open); a bad
        save is said and set aside, a game open in another window is said and left alone."""
        if slot is None:
            games = self.saved_games()
            free = [g for g in games if not g.open_elsewhere]
            if not free:
                if games:
                    self.out.notice(self.tr.t("resume-open-elsewhere"))
                self.main_menu()
                return False
            slot = free[0].slot
        self._leave_game()
        opened = self.library.open(slot)
        if opened is None:
            self.out.notice(self.tr.t("resume-open-elsewhere"))
            self.main_menu()
            return False
        loaded = opened.loaded
        saved, game, problem = loaded.saved, loaded.game, loaded.problem
        if problem is not None:
            kept = (loaded.moved_to or self.library.path(slot)).name
            self.out.notice(self.tr.t(_SAVE_MESSAGES[problem], file=kept))
            self.main_menu()
            return False
        if saved is None or game is None:
            self.main_menu()
            return False
        self.out.history.clear_game()
        refused = self.out.history.restore(saved.extra.get("history") or {}, self.tr)
        if refused:
            log.warning("%d saved messages could not be read back", refused)
        human = saved.human_seat
        others = [s for s in range(game.players) if s != human]
        levels = saved.levels or ("medium",) * len(others)
        seats = computer_seats(
            game.name,
            game.players,
            dict(zip(others, levels, strict=False)),
            game.seed,
            think=self.think,
        )
        seats[human] = Seat(SeatKind.LOCAL)
        session = GameSession(game, seats, practice=saved.practice)
        self._sit(session, human, slot, opened.lock, resumed=True)
        return True


class _ConsoleLine(UIControl):
    """The application's only drawn line, below the printed log.

    Empty by default, with the cursor at its start: the console then only ever grows by whole
    printed lines, which a screen reader reads once each. With the visual status line on, it
    shows the table's facts, and the cursor sits at its start.
    """

    def __init__(self, text: Callable[[], str]) -> None:
        self._text = text

    def is_focusable(self) -> bool:
        return True

    def preferred_height(
        self,
        width: int,
        max_available_height: int,
        wrap_lines: bool,
        get_line_prefix: object,
    ) -> int:
        """As many rows as the wrapped line needs."""
        return max(1, -(-get_cwidth(self._text()) // max(width, 1)))

    def create_content(self, width: int, height: int | None) -> UIContent:
        text = self._text()
        return UIContent(
            get_line=lambda i: [("", text)] if text else [],
            line_count=1,
            cursor_position=Point(x=0, y=0),
            show_cursor=True,
        )


_SAVE_MESSAGES = {
    SaveProblem.UNREADABLE: "error-save-corrupt",
    SaveProblem.VERSION: "error-save-version",
    SaveProblem.INVALID: "error-save-corrupt",
}


def _key_name(event: KeyPressEvent) -> str:
    """A key as a player would name it: ``X``, ``F5``, ``Control A``."""
    press = event.key_sequence[0]
    key = press.key
    if isinstance(key, Keys):
        name = key.value
        if name.startswith("c-"):
            return f"Control {name[2:].upper()}"
        if name.startswith("s-"):
            return f"Shift {name[2:].capitalize()}"
        return name.upper() if name.startswith("f") and name[1:].isdigit() else name.capitalize()
    if press.data.isprintable() and press.data.strip():
        return press.data.upper()
    return "?"
