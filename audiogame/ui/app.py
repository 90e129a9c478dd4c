"""The inline prompt-toolkit application: a stack of screens, one status line, the keys that work
everywhere, and the glue to settings, saves, speech and sound.

The application is not full-screen: durable events are printed above the status line (when the
player wants printed text), and the cursor sits on the status line, which names the focused item.
Tests build it on ``create_pipe_input()`` and ``DummyOutput()`` with a recording speaker.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
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
from audiogame.i18n import Translator
from audiogame.opponents import make_opponents
from audiogame.output import Output
from audiogame.paths import Paths
from audiogame.saves import SavedGame, SaveProblem, read_save, write_save
from audiogame.settings import LEVELS, PACES, VERBOSITIES, Settings, save_settings
from audiogame.table import HINT_LEVELS, Table
from audiogame.ui.screens import KeysScreen, MenuItem, MenuScreen, RulesScreen, Screen
from audiogame.ui.table_screen import TableScreen

__all__ = ["GameChoice", "TableApp"]

log = logging.getLogger(__name__)

FOX_TARGETS = (16, 21, 35)


@dataclass
class GameChoice:
    """What the player picked for a new game (from the menu or the command line)."""

    game: str
    players: int
    level: str
    practice: bool
    target: int = 21
    seed: int | None = None
    extra: dict[str, object] = field(default_factory=dict)


def _cycle(values: tuple[str, ...] | tuple[int, ...], current: object, step: int) -> object:
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
        self.levels: tuple[str, ...] = ()
        """The opponents' levels of the game at the table."""
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
        """Replace the whole stack with ``screen``."""
        if self.table_screen is not None and screen is not self.table_screen:
            self.table_screen.stop_driver()
            self.table_screen = None
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
        """Stop the opponents' thread."""
        if self.table_screen is not None:
            self.table_screen.stop_driver()
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
            modes = ("auto", "screenreader", "tts", "terminal")
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
            for lang in ("en", "fr")
        ]
        self.reset_to(MenuScreen(self, lambda: t("first-run-language"), lambda: languages))

    def main_menu(self) -> None:
        """The main menu."""
        t = self.tr.t
        s = self.settings

        def items() -> list[MenuItem]:
            entries = []
            if self.paths.autosave_file.exists():
                entries.append(MenuItem(lambda: t("menu-main-continue"), self.resume))
            entries += [
                MenuItem(lambda: t("menu-main-new-fearless"), lambda: self.setup_menu("fearless")),
                MenuItem(lambda: t("menu-main-new-fox"), lambda: self.setup_menu("fox")),
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
        """Choose players (Fearless) or target (Fox), the opponents' level, practice; start."""
        t = self.tr.t
        s = self.settings

        def change_players(step: int) -> None:
            s.fearless_players = int(_cycle((3, 4, 5), s.fearless_players, step))  # type: ignore[call-overload]

        def change_level(step: int) -> None:
            attr = f"{game}_level"
            setattr(s, attr, _cycle(LEVELS, getattr(s, attr), step))

        def change_target(step: int) -> None:
            s.fox_target = int(_cycle(FOX_TARGETS, s.fox_target, step))  # type: ignore[call-overload]

        def change_custom(step: int) -> None:
            s.fox_target = max(1, min(99, s.fox_target + step))

        def level_label() -> str:
            return t("setup-level", level=getattr(s, f"{game}_level"))

        def start() -> None:
            self.save_settings()
            self.start_game(
                GameChoice(
                    game,
                    s.fearless_players if game == "fearless" else 2,
                    getattr(s, f"{game}_level"),
                    s.practice,
                    s.fox_target,
                )
            )

        def items() -> list[MenuItem]:
            entries = []
            if game == "fearless":
                entries.append(
                    MenuItem(
                        lambda: t("setup-players", count=s.fearless_players), change=change_players
                    )
                )
            else:
                entries.append(
                    MenuItem(lambda: t("setup-target", points=s.fox_target), change=change_target)
                )
                entries.append(
                    MenuItem(
                        lambda: t("setup-custom-target", points=s.fox_target), change=change_custom
                    )
                )
            entries += [
                MenuItem(level_label, change=change_level),
                MenuItem(
                    lambda: t("setup-practice", on=_yes(s.practice)),
                    change=lambda step: self._toggle("practice"),
                ),
                MenuItem(lambda: t("setup-start"), start),
            ]
            return entries

        self.push(MenuScreen(self, lambda: t("setup-title", game=game), items, on_escape=self.pop))

    def rules_menu(self) -> None:
        """Pick the game whose rules to read."""
        t = self.tr.t
        self.push(
            MenuScreen(
                self,
                lambda: t("menu-main-rules"),
                lambda: [
                    MenuItem(
                        lambda: t("game-name", game="fearless"), lambda: self.open_rules("fearless")
                    ),
                    MenuItem(lambda: t("game-name", game="fox"), lambda: self.open_rules("fox")),
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
        """Every setting, changed with Left and Right, saved at once."""
        t = self.tr.t
        s = self.settings

        def setting(label: Callable[[], str], apply: Callable[[int], None]) -> MenuItem:
            def change(step: int) -> None:
                apply(step)
                self.save_settings()
                self.apply_settings()

            return MenuItem(label, change=change)

        def value(item: str, shown: str) -> str:
            return t("menu-item-value", item=t(item), value=shown)

        def set_language(step: int) -> None:
            s.language = str(_cycle(("en", "fr"), s.language or self.tr.language, step))

        def set_output(step: int) -> None:
            s.output = str(_cycle(("auto", "screenreader", "tts", "terminal"), s.output, step))

        def bump(name: str, step: int, low: int = 0, high: int = 100, by: int = 10) -> None:
            setattr(s, name, max(low, min(high, getattr(s, name) + by * step)))

        def items() -> list[MenuItem]:
            return [
                setting(
                    lambda: value("settings-language", t("language-name", lang=self.tr.language)),
                    set_language,
                ),
                setting(
                    lambda: value("settings-output", t("output-mode-name", mode=s.output)),
                    set_output,
                ),
                setting(
                    lambda: value("settings-verbosity", t("verbosity-name", level=s.verbosity)),
                    lambda step: setattr(s, "verbosity", _cycle(VERBOSITIES, s.verbosity, step)),
                ),
                setting(
                    lambda: value("settings-card-details", _on(t, s.card_details)),
                    lambda step: setattr(s, "card_details", not s.card_details),
                ),
                setting(
                    lambda: value("settings-hints", t("hint-level-name", level=s.hint_level)),
                    lambda step: setattr(s, "hint_level", _cycle(HINT_LEVELS, s.hint_level, step)),
                ),
                setting(
                    lambda: value("settings-pace", t("pace-name", pace=s.pace)),
                    lambda step: setattr(s, "pace", _cycle(PACES, s.pace, step)),
                ),
                setting(
                    lambda: value("settings-sound", _on(t, s.sound)),
                    lambda step: setattr(s, "sound", not s.sound),
                ),
                setting(
                    lambda: value(
                        "settings-effects-volume", t("settings-percent", percent=s.effects_volume)
                    ),
                    lambda step: bump("effects_volume", step),
                ),
                setting(
                    lambda: value(
                        "settings-speech-volume", t("settings-percent", percent=s.speech_volume)
                    ),
                    lambda step: bump("speech_volume", step),
                ),
                setting(
                    lambda: value("settings-speech-rate", t("settings-percent", percent=s.rate)),
                    lambda step: bump("rate", step),
                ),
                setting(
                    lambda: value("settings-mono", _on(t, s.mono)),
                    lambda step: setattr(s, "mono", not s.mono),
                ),
                setting(
                    lambda: value("settings-show-log", _on(t, s.show_log)),
                    lambda step: setattr(s, "show_log", not s.show_log),
                ),
                setting(
                    lambda: value("settings-status-line", _on(t, s.status_line)),
                    lambda step: setattr(s, "status_line", not s.status_line),
                ),
            ]

        self.push(MenuScreen(self, lambda: t("settings-title"), items, on_escape=self.pop))

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
        """Deal a new game and sit the player at seat 0."""
        options: dict[str, Any] = {}
        if choice.game == "fox":
            options["target"] = choice.target
        game = engine.new_game(choice.game, choice.players, choice.seed, **options)
        self.out.history.clear_game()
        bots = make_opponents(choice.game, choice.players, 0, choice.level, game.seed)
        levels = tuple(choice.level for _ in bots)
        self._sit(game, 0, bots, levels, choice.practice, resumed=False)

    def _sit(
        self,
        game: engine.Game,
        human: int,
        bots: dict[int, engine.bots.Bot],
        levels: tuple[str, ...],
        practice: bool,
        *,
        resumed: bool,
    ) -> None:
        s = self.settings
        self.levels = levels
        if self.out.effects is not None:
            self.out.effects.seat_table(game.players, human)
        table = Table(
            game,
            human,
            bots,
            self.tr,
            self.out,
            practice=practice,
            hint_level=s.hint_level,
            verbosity=s.verbosity,
            on_change=lambda tb: self._autosave(tb, levels),
            on_over=self._game_over,
        )
        table.narrator.details = s.card_details
        screen = TableScreen(self, table)
        self.reset_to(screen, announce=False)  # the deal's narration comes first, uncut
        self.table_screen = screen
        table.start(resumed=resumed)
        self._autosave(table, levels)
        screen.drive()

    def _autosave(self, table: Table, levels: tuple[str, ...]) -> None:
        if table.game.is_over:
            return
        history = {"history": self.out.history.to_data()}
        saved = SavedGame(table.game.record(), table.human, levels, table.practice, history)
        try:
            write_save(saved, self.paths.autosave_file)
        except OSError:
            log.warning("autosave failed", exc_info=True)
            if not self._save_failing:  # said once, queued: the narration goes on uncut
                self._save_failing = True
                self.out.notice(self.tr.t("error-save-failed", file=str(self.paths.autosave_file)))
        else:
            self._save_failing = False

    def _game_over(self, table: Table, result: engine.Result) -> None:
        try:
            self.paths.autosave_file.unlink(missing_ok=True)
        except OSError:
            log.warning("could not remove the finished game's save", exc_info=True)
        level = self.levels[0] if self.levels else "medium"
        self.settings.record_result(table.name, level, table.human in result.winners)
        self.save_settings()

    def game_finished(self) -> None:
        """Enter after the end of a game: a new game like the last one."""
        screen = self.table_screen
        if screen is None:
            self.main_menu()
            return
        table = screen.table
        game = table.game
        self.start_game(
            GameChoice(
                game.name,
                game.players,
                self.levels[0] if self.levels else "medium",
                table.practice,
                int(game.options.get("target", self.settings.fox_target)),
            )
        )

    def resume(self) -> bool:
        """Load the autosave and sit down at it; a bad save is said and set aside."""
        path = self.paths.autosave_file
        loaded = read_save(path)
        saved, game, problem = loaded.saved, loaded.game, loaded.problem
        if problem is not None:
            kept = (loaded.moved_to or path).name
            self.out.notice(self.tr.t(_SAVE_MESSAGES[problem], file=kept))
            self.main_menu()
            return False
        if saved is None or game is None:
            return False
        self.out.history.clear_game()
        refused = self.out.history.restore(saved.extra.get("history") or {}, self.tr)
        if refused:
            log.warning("%d saved messages could not be read back", refused)
        levels = saved.levels or ("medium",) * (game.players - 1)
        others = [s for s in range(game.players) if s != saved.human_seat]
        bots: dict[int, engine.bots.Bot] = {}
        for seat, level in zip(others, levels, strict=False):
            bots |= make_opponents(
                game.name, game.players, saved.human_seat, level, game.seed, only=seat
            )
        self._sit(game, saved.human_seat, bots, tuple(levels), saved.practice, resumed=True)
        return True

    def open_game_menu(self) -> None:
        """Escape twice in a game: back, save, settings, rules, keys, leave."""
        t = self.tr.t
        table_screen = self.table_screen

        def save() -> None:
            if table_screen is not None:
                self._autosave(table_screen.table, self.levels)
            self.out.answer(t("game-saved"))

        def items() -> list[MenuItem]:
            game = table_screen.table.name if table_screen else "fox"
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
