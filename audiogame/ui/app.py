"""The inline prompt-toolkit application: a stack of screens, one status line, the keys that work
everywhere, and the glue to settings, saves, speech and sound.

The application is not full-screen: durable events are printed above the status line (when the
player wants printed text), and the cursor sits on the status line, which names the focused item.
Tests build it on ``create_pipe_input()`` and ``DummyOutput()`` with a recording speaker.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
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
from audiogame.games import Option, game_names, presentation
from audiogame.i18n import Translator
from audiogame.library import SavedSummary, SaveLibrary
from audiogame.narration import default_seat_names
from audiogame.output import Output
from audiogame.paths import Paths
from audiogame.saves import SavedGame, SaveProblem
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from audiogame.settings import LANGUAGES, LEVELS, SCHEMA, SPECS, Settings, Spec, save_settings
from audiogame.table import Table
from audiogame.ui.screens import KeysScreen, MenuItem, MenuScreen, RulesScreen, Screen
from audiogame.ui.table_screen import TableScreen
from engine.registry import ENTRIES

__all__ = ["GameChoice", "TableApp"]

log = logging.getLogger(__name__)


@dataclass
class GameChoice:
    """What the player picked for a new game (from the menu or the command line). ``players``
    and ``target`` are used by the games whose presentation offers them (see its options)."""

    game: str
    players: int
    level: str
    practice: bool
    target: int = 21
    seed: int | None = None

    def values(self) -> dict[str, int]:
        """The options' values by option name."""
        return {"players": self.players, "target": self.target}


def _cycle(values: tuple[Any, ...], current: object, step: int) -> Any:
    index = values.index(current) if current in values else 0
    return values[(index + step) % len(values)]


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
        reopen_speech: Callable[[Settings], None] | None = None,
    ) -> None:
        self.settings = settings
        self.paths = paths
        self.tr = tr
        self.out = out
        self.pace_override = pace
        self.reopen_speech = reopen_speech
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
        self.screens: list[Screen] = []
        self.table_screen: TableScreen | None = None
        self._save_failing = False
        """The last autosave failed (and the player was told); it is tried again each time."""
        self.library = SaveLibrary(paths.data / "saves", legacy=paths.autosave_file)
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

    def first_run(self) -> None:
        """Language, speech output (with a test sentence) and voice speed; then the main menu."""
        t = self.tr.t
        s = self.settings

        def pick_language(lang: str) -> None:
            s.language = lang
            self.apply_settings()
            self.reset_to(
                MenuScreen(self, lambda: t("first-run-output"), output_items, on_escape=None)
            )

        def try_output(mode: str) -> None:
            s.output = mode
            self.apply_settings()
            self.out.answer(t("first-run-test"))

        def output_items() -> list[MenuItem]:
            modes = SPECS["output"].choices
            items = [
                MenuItem(partial(t, "output-mode-name", mode=m), partial(try_output, m))
                for m in modes
            ]
            return [*items, MenuItem(lambda: t("first-run-continue"), to_rate)]

        def to_rate() -> None:
            self.reset_to(MenuScreen(self, lambda: t("first-run-rate"), rate_items))

        def change_rate(step: int) -> None:
            s.rate = max(0, min(100, s.rate + 10 * step))
            self.apply_settings()

        def finish() -> None:
            s.first_run_done = True
            self.save_settings()
            self.out.notice(t("first-run-done"))
            self.main_menu()

        def rate_items() -> list[MenuItem]:
            label = lambda: t(  # noqa: E731
                "menu-item-value",
                item=t("settings-speech-rate"),
                value=t("settings-percent", percent=s.rate),
            )
            return [MenuItem(label, finish, change_rate)]

        languages = [
            MenuItem(partial(t, "language-name", lang=lang), partial(pick_language, lang))
            for lang in LANGUAGES
        ]
        self.reset_to(MenuScreen(self, lambda: t("first-run-language"), lambda: languages))

    def main_menu(self) -> None:
        """The main menu."""
        t = self.tr.t
        s = self.settings

        def items() -> list[MenuItem]:
            entries = []
            if self.library.slots():
                entries.append(MenuItem(lambda: t("menu-main-continue"), self.continue_menu))
            entries += [
                *(
                    MenuItem(partial(t, "menu-main-new", game=game), partial(self.setup_menu, game))
                    for game in game_names()
                ),
                MenuItem(
                    lambda: t(
                        "menu-item-value", item=t("settings-practice"), value=_on(t, s.practice)
                    ),
                    change=lambda step: self._toggle("practice"),
                ),
                MenuItem(lambda: t("menu-main-rules"), self.rules_menu),
                MenuItem(lambda: t("menu-main-keys"), self.open_keys),
                MenuItem(lambda: t("menu-main-settings"), self.settings_menu),
                MenuItem(lambda: t("menu-main-stats"), self.stats_menu),
                MenuItem(lambda: t("menu-main-quit"), self.quit),
            ]
            return entries

        self.reset_to(MenuScreen(self, lambda: t("menu-main-title"), items))

    def _toggle(self, name: str) -> None:
        setattr(self.settings, name, not getattr(self.settings, name))
        self.save_settings()

    def setup_menu(self, game: str) -> None:
        """The game's own choices (players, target...), the opponents' level, practice; start."""
        t = self.tr.t
        s = self.settings
        show = presentation(game)
        level_setting = f"{game}_level"

        def option_items(option: Option) -> list[MenuItem]:
            def label() -> str:
                return t(option.label, **{option.arg: getattr(s, option.setting)})

            def change(step: int) -> None:
                value = _cycle(option.values, getattr(s, option.setting), step)
                setattr(s, option.setting, value)

            entries = [MenuItem(label, change=change)]
            if option.fine_label is not None and option.low is not None:
                low, fine = option.low, option.fine_label
                high = option.fine_high or option.high or low

                def step_one(step: int) -> None:
                    setattr(
                        s, option.setting, max(low, min(high, getattr(s, option.setting) + step))
                    )

                entries.append(
                    MenuItem(
                        lambda: t(fine, **{option.arg: getattr(s, option.setting)}), change=step_one
                    )
                )
            return entries

        def change_level(step: int) -> None:
            setattr(s, level_setting, _cycle(LEVELS, getattr(s, level_setting), step))

        def start() -> None:
            self.save_settings()
            values = {option.name: getattr(s, option.setting) for option in show.options}
            players = show.players(values, ENTRIES[game].default_players)
            level = getattr(s, level_setting)
            self.start_game(
                GameChoice(game, players, level, s.practice, values.get("target", s.fox_target))
            )

        def items() -> list[MenuItem]:
            entries = [item for option in show.options for item in option_items(option)]
            entries += [
                MenuItem(
                    lambda: t("setup-level", level=getattr(s, level_setting)),
                    change=change_level,
                ),
                MenuItem(
                    lambda: t("setup-practice", on=_yes(s.practice)),
                    change=lambda step: self._toggle("practice"),
                ),
                MenuItem(lambda: t("setup-start"), start),
            ]
            return entries

        self.push(MenuScreen(self, lambda: t("setup-title", game=game), items, on_escape=self.pop))

    def continue_menu(self) -> None:
        """The saved games: one is resumed at once; several are listed, newest first."""
        games = self.saved_games()
        free = [g for g in games if not g.open_elsewhere]
        if len(games) == 1 and free:
            self.resume(free[0].slot)
            return
        if not games:
            self.out.answer(self.tr.t("menu-empty"))
            return

        def item(summary: SavedSummary) -> MenuItem:
            def choose() -> None:
                if summary.open_elsewhere:
                    self.out.answer(self.tr.t("resume-open-elsewhere"))
                else:
                    self.resume(summary.slot)

            return MenuItem(partial(self._describe_save, summary), choose)

        entries = [item(summary) for summary in games]
        title = partial(self.tr.t, "menu-saved-games")
        self.push(MenuScreen(self, title, lambda: entries, on_escape=self.pop))

    def _describe_save(self, summary: SavedSummary) -> str:
        """One saved game in the list: the game, its round, the scores, when, and whether
        another window has it."""
        t = self.tr.t
        names = default_seat_names(self.tr, summary.players, summary.human)
        seats = [(summary.human + i) % summary.players for i in range(summary.players)]
        scores = self.tr.join(
            [
                t(
                    "status-score-item",
                    points=summary.totals[seat],
                    who="you" if seat == summary.human else "other",
                    player=names[seat],
                )
                for seat in seats
            ]
        )
        when = time.localtime(summary.saved_at)
        return t(
            "saved-game-item",
            game=summary.game,
            round=summary.round,
            scores=scores,
            day=when.tm_mday,
            month=when.tm_mon,
            hour=when.tm_hour,
            minute=f"{when.tm_min:02d}",
            elsewhere=_yes(summary.open_elsewhere),
        )

    def rules_menu(self) -> None:
        """Pick the game whose rules to read."""
        t = self.tr.t
        self.push(
            MenuScreen(
                self,
                lambda: t("menu-main-rules"),
                lambda: [
                    MenuItem(partial(t, "game-name", game=game), partial(self.open_rules, game))
                    for game in game_names()
                ],
                on_escape=self.pop,
            )
        )

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

    def stats_menu(self) -> None:
        """Games played and won, per game and level."""
        t = self.tr.t

        def items() -> list[MenuItem]:
            stats = self.settings.stats
            if not stats:
                return [MenuItem(lambda: t("stats-none"))]
            entries = []
            for key in sorted(stats):
                game, level = key.split("/", 1)
                played, won = stats[key]["played"], stats[key]["won"]
                entries.append(
                    MenuItem(
                        partial(t, "stats-line", game=game, level=level, played=played, won=won)
                    )
                )
            return entries

        self.push(MenuScreen(self, lambda: t("menu-main-stats"), items, on_escape=self.pop))

    def settings_menu(self) -> None:
        """Every setting of the schema that has a menu item, changed with Left and Right, saved
        and applied at once."""
        t = self.tr.t
        s = self.settings

        def current(spec: Spec) -> Any:
            value = getattr(s, spec.name)
            # the language setting may be unset ("ask the system"): the language in use then
            return self.tr.language if value is None and spec.name == "language" else value

        def shown(spec: Spec) -> str:
            value = current(spec)
            if spec.value_message is not None:
                return t(spec.value_message, **{spec.value_arg: value})
            if spec.step:
                return t("settings-percent", percent=value)
            return _on(t, bool(value))

        def change(spec: Spec, step: int) -> None:
            value = current(spec)
            if spec.step:
                value = max(spec.low, min(spec.high, value + spec.step * step))
            else:
                value = _cycle(spec.choices, value, step)
            setattr(s, spec.name, value)
            self.save_settings()
            self.apply_settings()

        def item(spec: Spec) -> MenuItem:
            assert spec.label is not None
            label = spec.label
            return MenuItem(
                lambda: t("menu-item-value", item=t(label), value=shown(spec)),
                change=partial(change, spec),
            )

        entries = [item(spec) for spec in SCHEMA if spec.label is not None]
        self.push(
            MenuScreen(self, lambda: t("settings-title"), lambda: entries, on_escape=self.pop)
        )

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
        effects = self.out.effects
        if effects is not None:
            mixer = effects.mixer
            mixer.effects_volume = s.effects_volume / 100
            mixer.speech_volume = s.speech_volume / 100
            mixer.mono = s.mono
        if self.table_screen is not None:
            narrator = self.table_screen.table.narrator
            narrator.verbosity = narrator.verbosity.__class__(s.verbosity)
            narrator.details = s.card_details
            self.table_screen.table.hint_level = s.hint_level
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
        table = Table(
            session, human, self.tr, self.out, hint_level=s.hint_level, verbosity=s.verbosity
        )
        table.narrator.details = s.card_details
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
            game.name, game.players, dict(zip(others, levels, strict=False)), game.seed
        )
        seats[human] = Seat(SeatKind.LOCAL)
        session = GameSession(game, seats, practice=saved.practice)
        self._sit(session, human, slot, opened.lock, resumed=True)
        return True

    def open_game_menu(self) -> None:
        """Escape twice in a game: back, save, settings, rules, keys, leave."""
        t = self.tr.t
        table_screen = self.table_screen

        def save() -> None:
            if table_screen is not None:
                table_screen.table.session.save()
            self.out.answer(t("game-saved"))

        def items() -> list[MenuItem]:
            game = table_screen.table.name if table_screen else game_names()[0]
            return [
                MenuItem(lambda: t("menu-game-resume"), self.pop),
                MenuItem(lambda: t("menu-game-save"), save),
                MenuItem(lambda: t("menu-game-settings"), self.settings_menu),
                MenuItem(lambda: t("menu-game-rules"), lambda: self.open_rules(game)),
                MenuItem(lambda: t("menu-game-keys"), self.open_keys),
                MenuItem(lambda: t("menu-game-quit"), self.main_menu),
            ]

        self.push(MenuScreen(self, lambda: t("menu-game-title"), items, on_escape=self.pop))


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


def _on(t: Callable[..., str], flag: bool) -> str:
    return t("on-off", on=_yes(flag))


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


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
