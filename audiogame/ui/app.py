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
from typing import TYPE_CHECKING, Any

from prompt_toolkit.application import Application
from prompt_toolkit.data_structures import Point
from prompt_toolkit.filters import Condition
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
from prompt_toolkit.styles import DynamicStyle
from prompt_toolkit.utils import get_cwidth

from audiogame.finished import FinishedGames, FinishedSummary
from audiogame.games import Option
from audiogame.i18n import Translator
from audiogame.library import SavedSummary, SaveLibrary
from audiogame.output import Output
from audiogame.paths import Paths
from audiogame.seat_games import SeatGame, SeatGames
from audiogame.settings import EXPERT_THINK, Settings, save_settings
from audiogame.speech.console import CONSOLE
from audiogame.table import Table
from audiogame.ui.keynames import key_name
from audiogame.ui.local_play import LocalPlay
from audiogame.ui.menus import GameChoice, Menus
from audiogame.ui.review_screen import ReviewScreen
from audiogame.ui.screens import KeysScreen, MenuItem, RulesScreen, Screen
from audiogame.ui.table_screen import TableScreen
from audiogame.ui.view.themes import theme_style

if TYPE_CHECKING:
    from audiogame.ui.companion_room import CompanionChoice, CompanionRoom
    from audiogame.ui.online import OnlinePlay
    from audiogame.ui.view import Picture

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
        view: str | None = None,
        theme: str | None = None,
    ) -> None:
        self.settings = settings
        self.paths = paths
        self.tr = tr
        self.out = out
        self.pace_override = pace
        self.expert_time_override = expert_time
        self.reopen_speech = reopen_speech
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
        self._tasks: set[asyncio.Task[None]] = set()
        """The tasks of :meth:`background` not yet done."""
        self.screens: list[Screen] = []
        self.table_screen: TableScreen | None = None
        library = SaveLibrary(paths.saves, legacy=paths.autosave_file)
        self.local = LocalPlay(self, library, FinishedGames(paths.finished))
        """Games against computer players, saved in slots."""
        self.seat_games = SeatGames(paths.finished_online)
        """Games finished at online seats, kept for review as each seat was told them."""
        self.overrides: dict[str, str] = {
            name: value for name, value in (("view", view), ("theme", theme)) if value is not None
        }
        """Settings given on the command line for this run (``--view``, ``--theme``); a change
        in the settings menu replaces them."""
        self.view_showing = False
        """The large view has the screen now."""
        self._view_said: set[str] = set()
        """What was said about the view this run (its refusal, the screen reader's warning)."""
        self._view_confirming = False
        """The settings menu said the screen reader's warning; the next press turns it on."""
        self._view_small = False
        """The window was too small for the view at the last render (and that was said)."""
        console = _ConsoleLine(self._status, lambda: CONSOLE.open)
        showing = Condition(lambda: self.view_showing)
        self.app: Application[int] = Application(
            layout=Layout(
                Window(
                    _Either(showing, self._table_view, console),
                    wrap_lines=~showing,
                    dont_extend_height=~showing,
                    style=lambda: "class:view" if self.view_showing else "",
                )
            ),
            key_bindings=merge_key_bindings(
                [self._global_keys(), DynamicKeyBindings(lambda: self.screen.kb)]
            ),
            style=DynamicStyle(lambda: theme_style(self.theme)),
            before_render=lambda _: self._sync_view(),
            full_screen=False,
            mouse_support=False,
            erase_when_done=False,
            input=input,
            output=output,
        )
        self.menus = Menus(self)
        self._companion: CompanionRoom | None = None
        self._online: OnlinePlay | None = None
        self.app.ttimeoutlen = 0.05
        CONSOLE.set_navigating(self._navigating)
        self.app.key_processor.before_key_press += lambda _: self.out.begin_key()
        self.app.key_processor.after_key_press += lambda _: self.out.end_key()
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

    # --- the large view -----------------------------------------------------------------

    @property
    def view(self) -> str:
        """The view asked for (``off`` or ``large``): the command line's, else the setting."""
        return self.overrides.get("view", self.settings.view)

    @property
    def theme(self) -> str:
        """The large view's colours: the command line's, else the setting."""
        return self.overrides.get("theme", self.settings.theme)

    def setting_value(self, name: str) -> object:
        """A setting as it applies now (a command-line override first)."""
        return self.overrides.get(name, getattr(self.settings, name))

    def allow_setting(self, name: str, value: object) -> bool:
        """May the settings menu set ``name`` to ``value``? If not, the reason was said.

        The large view and the visual status line are refused with terminal text (the console
        stays append-only: neither would show), and with a screen reader the large view is
        turned on by a second press, after a spoken warning."""
        if name == "status_line" and value and self.out.speech.name == "terminal":
            self.out.answer(self.tr.t("status-line-refused-terminal"))
            return False
        if name != "view" or value != "large":
            self._view_confirming = False
            return True
        speech = self.out.speech.name
        if speech == "terminal":
            self.out.answer(self.tr.t("view-refused-terminal"))
            return False
        if speech == "screenreader" and not self._view_confirming:
            self._view_confirming = True
            self.out.answer(self.tr.t("view-screenreader-warning"))
            return False
        self._view_confirming = False
        self._view_said.add("view-screenreader-started")  # warned already
        return True

    def setting_changed(self, name: str) -> None:
        """The settings menu changed ``name``: it replaces a command-line override."""
        self.overrides.pop(name, None)

    def check_view(self) -> None:
        """Say once why the large view asked for cannot show (terminal text), or warn once that
        a screen reader may read it."""
        if self.view != "large":
            return
        speech = self.out.speech.name
        if speech == "terminal":
            self._say_once("view-refused-terminal")
        elif speech == "screenreader":
            self._say_once("view-screenreader-started")

    def _say_once(self, message: str) -> None:
        if message not in self._view_said:
            self._view_said.add(message)
            self.out.notice(self.tr.t(message))

    def _at_table(self) -> bool:
        """The game's screen or the review room is on top (menus, keys and rules keep the
        inline line)."""
        if not self.screens:
            return False
        if isinstance(self.screen, ReviewScreen):
            return True
        return self.table_screen is not None and self.screen is self.table_screen

    def _view_wanted(self) -> bool:
        """The large view should have the screen: asked for, the game's screen on top, and
        the output is no terminal text."""
        return self.view == "large" and self._at_table() and self.out.speech.name != "terminal"

    def _hold_printing(self) -> None:
        """The screen stack changed: printing stops or resumes at once, so that a menu's first
        words are printed and the game's are not (the screen itself follows at the render)."""
        self.out.screen_taken = self._view_wanted()

    def _sync_view(self) -> None:
        """Before each render: give the screen to the large view or take it back (the alternate
        screen is entered or left; nothing is printed while the view shows). The view shows
        when it is asked for, the game's screen is on top and the output is no terminal text
        (checked at each render: a screen reader that fails mid-game may fall back to it)."""
        asked = self.view == "large" and self._at_table()
        if asked:
            self.check_view()  # said once a run: the refusal, or the screen reader's warning
        wanted = self._view_wanted()
        if wanted:
            self._check_view_size()
        if wanted == self.view_showing:
            return
        renderer = self.app.renderer
        if wanted:
            renderer.erase(leave_alternate_screen=False)
        else:
            renderer.reset(leave_alternate_screen=True)
        self.view_showing = wanted
        self.out.screen_taken = wanted
        renderer.full_screen = wanted
        self.app.full_screen = wanted

    def _check_view_size(self) -> None:
        """Say once that the window became too small for the view, and what it needs (the view
        draws it too)."""
        from audiogame.ui.view.picture import MIN_COLUMNS, MIN_ROWS

        size = self.app.output.get_size()
        small = size.columns < MIN_COLUMNS or size.rows < MIN_ROWS
        if small and not self._view_small:
            self.out.notice(self.tr.t("view-too-small", columns=MIN_COLUMNS, rows=MIN_ROWS))
        self._view_small = small

    def _table_view(self) -> UIControl:
        """The large view's control, made (and its modules imported) when it first shows."""
        from audiogame.ui.view import TableView

        return TableView(self._picture)

    def _picture(self) -> Picture | None:
        """The picture the view draws (``None`` away from a game and its review)."""
        from audiogame.ui.view import picture_of, review_picture

        if self.screens and isinstance(self.screen, ReviewScreen):
            return review_picture(self.screen.walk, self.out.history.newest())
        screen = self.table_screen
        if screen is None:
            return None
        return picture_of(screen.table, self.out.history.newest())

    @property
    def think(self) -> int:
        """The expert opponents' thinking time now, as a multiple of their usual budget."""
        return EXPERT_THINK[self.expert_time_override or self.settings.expert_time]

    def _navigating(self) -> bool:
        """The key being answered moves a focus (the printed console turns its page only when
        full then: :mod:`audiogame.speech.console`)."""
        pressed = self.app.key_processor.key_buffer
        return bool(pressed) and pressed[-1].key in NAVIGATION_KEYS

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
        task = self.app.create_background_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    @property
    def working(self) -> bool:
        """Some task of :meth:`background` is not done (computer players, the coach)."""
        return bool(self._tasks)

    async def settled(self) -> None:
        """Return once every task of :meth:`background` is done, those they start included
        (the computer players' turns that a key set going)."""
        while self._tasks:
            await asyncio.wait(set(self._tasks))

    def push(self, screen: Screen, *, announce: bool = True) -> None:
        """Put ``screen`` on top and (unless told not to) announce it."""
        self.screens.append(screen)
        self._hold_printing()
        if announce:
            screen.enter()
        self.invalidate()

    def pop(self) -> None:
        """Back to the previous screen."""
        if len(self.screens) > 1:
            self.screens.pop()
            self._hold_printing()
            self.screen.enter()
        self.invalidate()

    def reset_to(self, screen: Screen, *, announce: bool = True) -> None:
        """Replace the whole stack with ``screen`` (leaving the game, if one was at the table)."""
        if self.table_screen is not None and screen is not self.table_screen:
            self.table_screen.stop_driver()
            self.table_screen = None
            self.local.leave()
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
        """An unbound key: say so, change nothing. The key is named in the player's language
        (``name``, when given, is a key's name such as ``Down``)."""
        key: Keys | str = ""
        if name is not None:
            key = name
        elif event is not None:
            press = event.key_sequence[0]
            key = press.key if isinstance(press.key, Keys) else press.data
        self.out.answer(self.tr.t("error-unknown-key", key=key_name(self.tr, key)))

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
        room = self._companion.screen if self._companion is not None else None
        if self.table_screen is not None:
            self.table_screen.table.say_recap()
        elif room is not None and self.screen is room:
            room.desk.start(resumed=True)
        else:
            self.screen.enter()
        self.invalidate()

    # --- menus ----------------------------------------------------------------------------

    def first_run(self) -> None:
        """Language, speech output (with a test sentence) and voice speed; then the main menu.
        The first screen is said after what the start said (no key asked for it)."""
        with self.out.unasked():
            self.menus.first_run()

    @property
    def library(self) -> SaveLibrary:
        """The saved games."""
        return self.local.library

    @property
    def companion(self) -> CompanionRoom:
        """The table companion: made, and its modules imported, when first opened."""
        if self._companion is None:
            from audiogame.ui.companion_room import CompanionRoom  # it imports the menus too

            self._companion = CompanionRoom(self)
        return self._companion

    @property
    def online(self) -> OnlinePlay:
        """Online play: made, and its modules (the connection's included) imported, when the
        player first goes online."""
        if self._online is None:
            from audiogame.ui.online import OnlinePlay

            self._online = OnlinePlay(self)
        return self._online

    def main_menu(self, *, announce: bool = True) -> None:
        """The main menu (leaving an online table: its seat is kept); unsaid when a screen goes
        on top of it at once (the companion's setup, the online menu from the command line)."""
        if self._online is not None:
            self._online.disconnect()
        self.menus.main_menu(announce=announce)

    def settings_menu(self) -> None:
        """The settings menu."""
        self.menus.settings_menu()

    def option_items(self, game: str, option: Option) -> list[MenuItem]:
        """The setup items of a game's option (see :meth:`Menus.option_items`)."""
        return self.menus.option_items(game, option)

    def open_companion(self) -> None:
        """The table companion's setup."""
        self.companion.open_setup()

    def online_menu(self) -> None:
        """Play online: server, name, create, join, open tables."""
        self.online.menu()

    def start_online(self, server: str | None, code: str | None) -> None:
        """``audiogame online``: the online menu on ``server`` (remembered), and with ``code``
        a seat at that table at once."""
        self.main_menu(announce=False)
        self.online.open(server, code)

    def start_review(self) -> None:
        """``audiogame review``: the finished games kept (Escape: the main menu); with none,
        that is said, then the main menu."""
        if not self.finished_count():
            self.out.answer(self.tr.t("finished-none"))
            self.main_menu()
            return
        self.main_menu(announce=False)
        self.menus.finished_menu()

    def sit_online(self, screen: TableScreen) -> None:
        """Sit at an online table (its game began, or the player came back to it): the
        narration already said goes on uncut."""
        self.sit_at(screen)

    def apply_talk(self, table: Table) -> None:
        """The settings' verbosity, hints, symbols and powers, at ``table``."""
        s = self.settings
        table.set_talk(s.verbosity, s.hint_level, symbols=s.card_symbols, powers=s.card_powers)

    def open_game_menu(self) -> None:
        """F10 in a game: back, save, settings, rules, keys, leave."""
        self.menus.open_game_menu()

    # --- running --------------------------------------------------------------------------

    def start(
        self,
        choice: GameChoice | None = None,
        resume: bool = False,
        companion: bool = False,
        companion_setup: CompanionChoice | None = None,
    ) -> None:
        """Put the first screen up: a game from the command line, the saved game, the table
        companion (its game in progress with ``resume``, else its setup, filled in from
        ``companion_setup``), or the menu. It is said after what the start said ("Speech:
        Screen reader."), cutting nothing."""
        with self.out.unasked():
            self._start(choice, resume, companion, companion_setup)

    def _start(
        self,
        choice: GameChoice | None,
        resume: bool,
        companion: bool,
        companion_setup: CompanionChoice | None,
    ) -> None:
        if companion:
            if not (resume and self.companion.resume_latest()):
                self.main_menu(announce=False)
                self.companion.open_setup(companion_setup)
            return
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
        self.local.leave()
        if self._companion is not None:
            self._companion.leave()
        if self._online is not None:
            self._online.disconnect()
        for task in self._tasks:  # none may ask the executor for a move once it is shut
            task.cancel()
        self.executor.shutdown(wait=False, cancel_futures=True)

    def quit(self) -> None:
        """Leave the program; a game in progress is saved once more and that is said."""
        if self.app.is_running and not self.app.future.done():  # type: ignore[union-attr]
            screen = self.table_screen
            if screen is not None and not screen.table.game.is_over:
                screen.table.session.save()
                if not self.local.save_failing:  # a failing save was said when it failed
                    self.out.answer(self.tr.t("game-saved"))
            elif self._companion is not None and self._companion.save_in_progress():
                self.out.answer(self.tr.t("game-saved"))
            self.app.exit(result=0)

    def save_now(self) -> bool:
        """Save the game in progress and say whether it worked ("Game saved.")."""
        screen = self.table_screen
        if screen is None:
            return False
        screen.table.session.save()
        if self.local.save_failing:
            self.out.answer(self.tr.t("error-save-failed", file=self.local.save_path()))
            return False
        self.out.answer(self.tr.t("game-saved"))
        return True

    # --- menus ----------------------------------------------------------------------------

    def open_rules(self, game: str) -> None:
        """F2: the rules reader."""
        self.push(RulesScreen(self, game))

    def open_keys(self) -> None:
        """F1: the keys of the current context, as a list (the screen said again where its
        title names its keys: the keys list itself, the language screen)."""
        if self.screen.keys_in_title:
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
        if language != self.tr.language or self.tr.undecided:
            self.tr.set_language(language)
            for screen in self.screens:
                screen.on_language()
        self.out.sound = s.sound
        self.out.show_log = s.show_log
        self.out.set_levels(s.effects_volume, s.speech_volume, mono=s.mono)
        if self.table_screen is not None:
            self.apply_talk(self.table_screen.table)
            self.table_screen.table.house_undo = s.undo_vs_computers
        if self._companion is not None:
            self._companion.apply_settings()
        if self.reopen_speech is not None:
            self.reopen_speech(s)

    # --- games (local play: audiogame/ui/local_play.py) ------------------------------------

    def start_game(self, choice: GameChoice) -> None:
        """Deal a new game in a new save slot and sit the player at seat 0."""
        self.local.start_game(choice)

    def game_finished(self) -> None:
        """Enter after the end of a game: a new game like the last one."""
        self.local.game_finished()

    def saved_games(self) -> list[SavedSummary]:
        """The saved games, newest first; saves refused on the way are said (set aside)."""
        return self.local.saved_games()

    def resume(self, slot: str | None = None) -> bool:
        """Sit down at a saved game (see :meth:`LocalPlay.resume`)."""
        return self.local.resume(slot)

    def finished_count(self) -> int:
        """How many finished games are kept (their files, unread)."""
        return len(self.local.finished.slots()) + len(self.seat_games.slots())

    def finished_games(self) -> list[FinishedSummary]:
        """The finished games kept for review, local and online, newest first."""
        games = self.local.finished.games() + self.seat_games.games()
        return sorted(games, key=lambda g: g.finished_at, reverse=True)

    def keep_seat_game(self, game: SeatGame) -> None:
        """Keep a game finished at an online seat for review (a failure is logged: the game
        itself is the server's)."""
        try:
            self.seat_games.keep(game, self.settings.finished_kept)
        except OSError:
            log.warning("could not keep the finished online game", exc_info=True)

    def review_finished(self, slot: str, on_leave: Callable[[], None]) -> bool:
        """The review room over a finished game (see :meth:`LocalPlay.review_finished`); an
        online seat's shows its own hand only and has no coach (the deal was the server's)."""
        if not self.seat_games.holds(slot):
            return self.local.review_finished(slot, on_leave)
        game = self.seat_games.load(slot)
        if game is None:
            self.out.answer(self.tr.t("finished-gone"))
            return False
        room = ReviewScreen(
            self, game.review(), game.seat, every_hand=False, on_leave=on_leave, names=game.names
        )
        self.push(room)
        return True

    def delete_finished(self, slot: str) -> None:
        """Delete a finished game (see :meth:`LocalPlay.delete_finished`)."""
        online = self.seat_games.holds(slot)
        self.local.delete_finished(slot, self.seat_games if online else None)

    def sit_at(self, screen: TableScreen) -> None:
        """Put ``screen``'s game at the table (the seat's sounds, the settings' words), the
        narration said so far going on uncut."""
        table = screen.table
        if self.out.effects is not None:
            self.out.effects.seat_table(table.game.players, table.human)
        self.apply_talk(table)
        self.reset_to(screen, announce=False)
        self.table_screen = screen


NAVIGATION_KEYS = frozenset(
    {
        Keys.Left, Keys.Right, Keys.Up, Keys.Down, Keys.Home, Keys.End, Keys.PageUp,
        Keys.PageDown, Keys.ControlHome, Keys.ControlEnd, Keys.ShiftLeft, Keys.ShiftRight,
    }
)  # fmt: skip
"""Keys after which a console screen reader reads the line or character at the cursor."""


class _ConsoleLine(UIControl):
    """The application's only drawn line, after the printed log.

    Printed messages leave the cursor at the end of the newest one
    (:mod:`audiogame.speech.console`), where a console screen reader reads it when an arrow key
    moves the focus. With nothing to show, this control takes no row at all, so the cursor stays
    exactly there: a drawn empty row would still put a blank in its first cell (prompt-toolkit
    styles a window's last line), the cursor before it, and Orca, which speaks inserted text only
    when it ends at the cursor, would read the one character under it for Left and Right. With the
    visual status line on, the status takes a row of its own below the printed log, the cursor at
    its start.
    """

    def __init__(self, text: Callable[[], str], after_print: Callable[[], bool]) -> None:
        self._text = text
        self._after_print = after_print

    def is_focusable(self) -> bool:
        return True

    def _skip(self, text: str) -> int:
        """Rows left empty before the status: the rest of a printed line."""
        return 1 if text and self._after_print() else 0

    def preferred_height(
        self,
        width: int,
        max_available_height: int,
        wrap_lines: bool,
        get_line_prefix: object,
    ) -> int:
        """No row without text; else as many rows as the wrapped status needs, below the
        printed log."""
        text = self._text()
        if not text:
            return 0
        return self._skip(text) + max(1, -(-get_cwidth(text) // max(width, 1)))

    def create_content(self, width: int, height: int | None) -> UIContent:
        text = self._text()
        skip = self._skip(text)
        return UIContent(
            get_line=lambda i: [("", text)] if text and i == skip else [],
            line_count=skip + 1,
            cursor_position=Point(x=0, y=skip),
            show_cursor=True,
        )


class _Either(UIControl):
    """One of two controls, chosen by a filter at each render (the large view or the line);
    the first is made by ``when()`` the first time it is chosen."""

    def __init__(
        self, first: Condition, when: Callable[[], UIControl], otherwise: UIControl
    ) -> None:
        self._first = first
        self._make = when
        self._when: UIControl | None = None
        self._otherwise = otherwise

    def _now(self) -> UIControl:
        if not self._first():
            return self._otherwise
        if self._when is None:
            self._when = self._make()
        return self._when

    def is_focusable(self) -> bool:
        return True

    def preferred_height(
        self,
        width: int,
        max_available_height: int,
        wrap_lines: bool,
        get_line_prefix: Any,
    ) -> int | None:
        return self._now().preferred_height(
            width, max_available_height, wrap_lines, get_line_prefix
        )

    def create_content(self, width: int, height: int) -> UIContent:
        return self._now().create_content(width, height)
