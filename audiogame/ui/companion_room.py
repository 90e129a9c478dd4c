"""The table companion in the application: its setup menu (game, players, names in table order,
who starts, the game's own choices), starting and resuming a companion game, saving it after
every entry, and its menu (F10).

Setup by keyboard only: Left and Right change a value, Enter on "Names" types each player's name
in turn (an empty name keeps "Player N"), Enter on "Start" sits down at the table. A companion
game in progress is offered first, to resume it.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from audiogame.companion import CompanionDesk, CompanionSession, CompanionStore, StoredGame
from audiogame.companion.session import public_table_class
from audiogame.filelock import FileLock
from audiogame.games import companion, companion_names
from audiogame.games.companion import SetupChoice
from audiogame.session import GameSession
from audiogame.ui.companion_screen import CompanionScreen, TextLineScreen
from audiogame.ui.menus import cycle
from audiogame.ui.screens import MenuItem, MenuScreen
from engine.errors import RecordError

if TYPE_CHECKING:
    from audiogame.ui.host import AppHost

__all__ = ["CompanionChoice", "CompanionRoom"]

log = logging.getLogger(__name__)


@dataclass
class CompanionChoice:
    """A companion game's setup: the game, the players' names in table order (typed, or empty for
    the default name), who starts, and the game's own options."""

    game: str
    players: int
    names: list[str] = field(default_factory=list)
    first: int = 0
    options: dict[str, Any] = field(default_factory=dict)


class CompanionRoom:
    """The companion's part of the application (see the module docstring)."""

    def __init__(self, app: AppHost) -> None:
        self.app = app
        self.store = CompanionStore(app.paths.companion)
        self.slot: str | None = None
        self._lock: FileLock | None = None
        self.screen: CompanionScreen | None = None
        self._save_failing = False

    # --- names --------------------------------------------------------------------------

    def default_name(self, seat: int) -> str:
        """ "Player 1" ... in the language in use."""
        return self.app.tr.t("companion-default-name", number=seat + 1)

    def names(self, choice: CompanionChoice) -> list[str]:
        """The names of ``choice``, the default ones where none was typed."""
        typed = choice.names + [""] * (choice.players - len(choice.names))
        return [typed[s] or self.default_name(s) for s in range(choice.players)]

    # --- setup --------------------------------------------------------------------------

    def new_choice(self, game: str | None = None) -> CompanionChoice:
        """A setup with the first values of everything."""
        name = game or companion_names()[0]
        cls = public_table_class(name)
        players = max(cls.min_players, min(4, cls.max_players))
        return self._fit(CompanionChoice(name, players))

    def _fit(self, choice: CompanionChoice) -> CompanionChoice:
        """Keep the game's own options to those of its player count."""
        part = companion(choice.game)
        wanted = {c.option: c for c in part.setup_choices(choice.players)}
        choice.options = {
            key: choice.options[key] if spec.allows(choice.options.get(key)) else spec.first
            for key, spec in wanted.items()
        }
        choice.first = min(choice.first, choice.players - 1)
        return choice

    def open_setup(self, choice: CompanionChoice | None = None) -> None:
        """The setup menu (a companion game in progress is offered first)."""
        app = self.app
        t = app.tr.t
        state = self._fit(choice) if choice is not None else self.new_choice()
        stored = self.store.latest_unfinished()

        def change_game(step: int) -> None:
            state.game = cycle(companion_names(), state.game, step)
            cls = public_table_class(state.game)
            state.players = max(cls.min_players, min(state.players, cls.max_players))
            state.options = {}  # each game's own first values, not another game's alike-named
            self._fit(state)

        def change_players(step: int) -> None:
            cls = public_table_class(state.game)
            counts = tuple(range(cls.min_players, cls.max_players + 1))
            state.players = cycle(counts, state.players, step)
            self._fit(state)

        def change_first(step: int) -> None:
            state.first = (state.first + step) % state.players

        def change_option(spec: SetupChoice, step: int) -> None:
            state.options[spec.option] = _step(spec.values, state.options.get(spec.option), step)

        def items() -> list[MenuItem]:
            names = self.names(state)
            entries: list[MenuItem] = []
            if stored is not None:
                entries.append(
                    MenuItem(partial(self._describe, stored), partial(self.resume, stored))
                )
            entries += [
                MenuItem(lambda: t("companion-setup-game", game=state.game), change=change_game),
                MenuItem(
                    lambda: t("companion-setup-players", count=state.players),
                    change=change_players,
                ),
                MenuItem(
                    lambda: t("companion-setup-names", names=app.tr.join(self.names(state))),
                    partial(self.type_names, state, 0),
                ),
                MenuItem(
                    lambda: t(
                        "companion-setup-first",
                        option=companion(state.game).first_option,
                        player=names[state.first],
                    ),
                    change=change_first,
                ),
            ]
            for spec in companion(state.game).setup_choices(state.players):
                typing = partial(self.type_value, state, spec) if spec.typed else None
                entries.append(
                    MenuItem(
                        partial(self._choice_label, state, spec),
                        typing,
                        change=partial(change_option, spec),
                    )
                )
            entries.append(MenuItem(lambda: t("companion-setup-start"), partial(self.start, state)))
            return entries

        app.push(MenuScreen(app, lambda: t("companion-setup-title"), items, on_escape=app.pop))

    def _choice_label(self, state: CompanionChoice, spec: SetupChoice) -> str:
        return self.app.tr.t(spec.label, **{spec.arg: spec.said(state.options[spec.option])})

    def _describe(self, stored: StoredGame) -> str:
        record = stored.record
        t = self.app.tr.t
        names = self.app.tr.join(list(record.names))
        return t("companion-setup-resume", game=record.game, names=names)

    def type_value(self, choice: CompanionChoice, spec: SetupChoice) -> None:
        """Enter on a choice that takes any number in bounds (the Fox's target): type it; a
        number out of bounds is refused with the reason, an empty line changes nothing."""
        app = self.app
        assert spec.typed is not None
        low, high = spec.typed

        def done(text: str) -> None:
            if not text:
                app.pop()
                return
            value = int(text) if re.fullmatch("[0-9]{1,6}", text) else None
            if value is None or not spec.allows(value):
                refused = app.tr.t("companion-setup-number-refused", text=text, low=low, high=high)
                app.out.answer(refused)
                return
            choice.options[spec.option] = value
            app.pop()

        prompt = partial(app.tr.t, spec.typed_prompt, low=low, high=high)
        app.push(TextLineScreen(app, prompt, done))

    def type_names(self, choice: CompanionChoice, seat: int) -> None:
        """Type the name of ``seat``, then the next ones; back to the setup after the last."""
        app = self.app
        default = self.default_name(seat)

        def done(text: str) -> None:
            while len(choice.names) <= seat:
                choice.names.append("")
            choice.names[seat] = text
            app.pop()
            if seat + 1 < choice.players:
                self.type_names(choice, seat + 1)

        prompt = partial(app.tr.t, "companion-setup-name-prompt", number=seat + 1, default=default)
        app.push(TextLineScreen(app, prompt, done))

    # --- playing ------------------------------------------------------------------------

    def start(self, choice: CompanionChoice) -> None:
        """A new companion game from ``choice``."""
        part = companion(choice.game)
        options = {**choice.options, part.first_option: choice.first}
        self.leave()
        self.slot = self.store.new_slot(choice.game)
        self._lock = self.store.lock(self.slot)
        session = CompanionSession.create(
            choice.game, choice.players, options, self.names(choice), saver=self._save
        )
        self._sit(session, resumed=False)

    def resume(self, stored: StoredGame) -> bool:
        """Sit down again at a saved companion game."""
        try:
            session = CompanionSession.from_record(stored.record, saver=self._save)
        except RecordError:
            log.warning("companion record %s does not replay", stored.slot, exc_info=True)
            self.app.out.notice(self.app.tr.t("error-save-corrupt", file=stored.slot))
            return False
        self.leave()
        lock = self.store.lock(stored.slot)
        if lock is None:
            self.app.out.notice(self.app.tr.t("resume-open-elsewhere"))
            return False
        self.slot, self._lock = stored.slot, lock
        self._sit(session, resumed=True)
        return True

    def again(self) -> None:
        """A new game with the same players, names, first seat and options as the one at the
        table (its record stays)."""
        screen = self.screen
        if screen is None:
            return
        session = screen.desk.session
        part = companion(session.name)
        options = dict(session.table.options)
        first = int(options.pop(part.first_option, 0))
        choice = CompanionChoice(session.name, session.table.players, list(session.names))
        choice.first, choice.options = first, options
        self.start(self._fit(choice))

    def leave(self) -> None:
        """Let the companion game go (its record stays; its lock is released)."""
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()
        self.slot = None
        self.screen = None

    def resume_latest(self) -> bool:
        """Resume the newest companion game in progress, if there is one."""
        stored = self.store.latest_unfinished()
        return stored is not None and self.resume(stored)

    def _sit(self, session: CompanionSession, *, resumed: bool) -> None:
        app = self.app
        app.out.history.clear_game()
        desk = CompanionDesk(session, app.tr, app.out, verbosity=app.settings.verbosity)
        desk.narrator.symbols = app.settings.companion_symbols
        desk.narrator.powers = app.settings.card_powers
        desk.over_hint = "companion-over-hint"
        self.screen = CompanionScreen(
            app,
            desk,
            open_list=partial(self.open_list, desk),
            open_menu=self.open_menu,
            again=self.again,
        )
        app.reset_to(self.screen, announce=False)
        desk.start(resumed=resumed)  # says the setup or the recap, and what the table waits for
        session.save()

    def save_in_progress(self) -> bool:
        """Save the companion game at the table once more (leaving the program): True when
        there is one, not over, and it was saved (a failing save was said when it began)."""
        screen = self.screen
        if screen is None or screen.desk.session.game.is_over:
            return False
        screen.desk.session.save()
        return not self._save_failing

    def apply_settings(self) -> None:
        """The verbosity, the tactile symbols and the powers of the settings, at the
        companion's table too."""
        if self.screen is not None:
            narrator = self.screen.desk.narrator
            narrator.verbosity = self.app.settings.verbosity
            narrator.symbols = self.app.settings.companion_symbols
            narrator.powers = self.app.settings.card_powers

    def _save(self, session: GameSession) -> None:
        if self.slot is None or not isinstance(session, CompanionSession):
            return
        try:
            self.store.write(self.slot, session.public_record())
        except OSError:
            log.warning("companion save failed", exc_info=True)
            if not self._save_failing:
                self._save_failing = True
                path = str(self.store.path(self.slot))
                self.app.out.notice(self.app.tr.t("error-save-failed", file=path))
        else:
            self._save_failing = False

    # --- the list and the menu ----------------------------------------------------------

    def open_list(self, desk: CompanionDesk) -> None:
        """Down on an empty line: the cards not yet seen (Enter enters one)."""
        app = self.app
        actions = desk.pick_list()
        if not actions:
            app.out.answer(app.tr.t("companion-list-empty"))
            return

        def choose(action: int) -> None:
            if self.screen is not None:
                self.screen.quiet_once()  # the entry's narration says what follows
            app.pop()
            desk.choose(action)

        entries = [MenuItem(partial(desk.list_item, a), partial(choose, a)) for a in actions]
        title = partial(app.tr.t, "companion-list-title", count=len(actions))
        app.push(MenuScreen(app, title, lambda: entries, on_escape=app.pop))

    def open_menu(self) -> None:
        """F10: back to the table, keys, rules, settings, leave (the game stays saved)."""
        app = self.app
        t = app.tr.t
        screen = self.screen

        def leave() -> None:
            self.leave()
            app.main_menu()

        def items() -> list[MenuItem]:
            game = screen.desk.session.name if screen is not None else companion_names()[0]
            over = screen is not None and screen.desk.session.game.is_over
            again = [MenuItem(lambda: t("companion-menu-again"), self.again)] if over else []
            return [
                *again,
                MenuItem(lambda: t("menu-game-resume"), app.pop),
                MenuItem(lambda: t("menu-game-rules"), lambda: app.open_rules(game)),
                MenuItem(lambda: t("menu-game-keys"), app.open_keys),
                MenuItem(lambda: t("menu-game-settings"), app.settings_menu),
                MenuItem(lambda: t("menu-game-quit"), leave),
            ]

        app.push(MenuScreen(app, lambda: t("menu-game-title"), items, on_escape=app.pop))


def _step(values: tuple[Any, ...], current: Any, step: int) -> Any:
    """The value after ``current`` (``step`` +1) or before it (-1) among ``values``, wrapping
    around; from a value typed between them, the nearest one in that direction."""
    if current in values or not isinstance(current, int):
        return cycle(values, current, step)
    ahead = [v for v in values if (v > current if step > 0 else v < current)]
    if not ahead:
        return values[0] if step > 0 else values[-1]
    return min(ahead) if step > 0 else max(ahead)
