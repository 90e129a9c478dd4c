"""The menus: the first run, the main menu, a game's setup, the saved games, the rules, the
statistics, the settings (generated from the settings schema) and the game menu.

Each menu is a :class:`~audiogame.ui.screens.MenuScreen` of :class:`~audiogame.ui.screens.MenuItem`
built from data: the games' presentations give their options, the settings schema gives every
setting's item; the application (:class:`~audiogame.ui.app.AppHost`) does what the items choose.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from audiogame.choice import GameChoice
from audiogame.finished import FinishedSummary
from audiogame.games import Option, game_names, level_of, presentation
from audiogame.i18n import Translator
from audiogame.library import SavedSummary
from audiogame.settings import LANGUAGES, SCHEMA, SPECS, Spec
from audiogame.ui.saved import describe_finished, describe_save
from audiogame.ui.screens import MenuItem, MenuScreen
from engine.registry import ENTRIES

if TYPE_CHECKING:
    from audiogame.ui.host import AppHost

__all__ = ["GameChoice", "Menus", "cycle", "next_value"]


def cycle(values: tuple[Any, ...], current: object, step: int) -> Any:
    """The value ``step`` places after ``current`` among ``values``, wrapping around."""
    index = values.index(current) if current in values else 0
    return values[(index + step) % len(values)]


def next_value(values: tuple[int, ...], current: int, step: int) -> int:
    """The value of ``values`` (ascending) after ``current`` (``step`` +1) or before it (-1),
    wrapping around; ``current`` need not be one of them (a custom target)."""
    if current in values:
        return cycle(values, current, step)  # type: ignore[no-any-return]
    if step > 0:
        return next((v for v in values if v > current), values[0])
    return next((v for v in reversed(values) if v < current), values[-1])


def on_off(t: Callable[..., str], flag: bool) -> str:
    """A flag said as "on" or "off"."""
    return t("on-off", on=_yes(flag))


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


class Menus:
    """Builds each menu for ``app`` and puts it on the screen stack."""

    def __init__(self, app: AppHost) -> None:
        self.app = app

    def first_run(self) -> None:
        """Language (everything said in every language until it is chosen), speech output
        (tried, then "did you hear it?") and, for the built-in voice, its speed; then the main
        menu."""
        t = self.app.tr.t
        s = self.app.settings
        self.app.tr.set_undecided()

        def pick_language(lang: str) -> None:
            s.language = lang
            self.app.apply_settings()
            to_outputs()

        def to_outputs() -> None:
            self.app.reset_to(
                MenuScreen(self.app, lambda: t("first-run-output"), output_items, on_escape=None)
            )

        def try_output(mode: str) -> None:
            s.output = mode
            self.app.apply_settings()
            self.app.reset_to(
                MenuScreen(
                    self.app,
                    lambda: t("first-run-test"),
                    lambda: heard_items,
                    on_escape=not_heard,
                )
            )

        def not_heard() -> None:
            s.output = "terminal"  # text can always be read, on screen or on a braille display
            self.app.apply_settings()
            self.app.out.answer(t("first-run-not-heard"))
            to_outputs()

        def heard() -> None:
            used = self.app.out.speech.name
            if s.output not in ("auto", used) and used in SPECS["output"].choices:
                # what was heard came through the output that took over from the one tried
                # (it did not answer): that one is saved, and announced
                s.output = used
                self.app.apply_settings()
            if used == "tts":
                to_rate()
            else:
                finish()

        heard_items = [
            MenuItem(lambda: t("first-run-heard-yes"), heard),
            MenuItem(lambda: t("first-run-heard-no"), not_heard),
        ]

        def output_items() -> list[MenuItem]:
            return [
                MenuItem(partial(t, "output-mode-name", mode=m), partial(try_output, m))
                for m in SPECS["output"].choices
            ]

        def to_rate() -> None:
            self.app.reset_to(MenuScreen(self.app, lambda: t("first-run-rate"), rate_items))

        def change_rate(step: int) -> None:
            s.rate = max(0, min(100, s.rate + 10 * step))
            self.app.apply_settings()

        def finish() -> None:
            s.first_run_done = True
            self.app.save_settings()
            self.app.out.notice(t("first-run-done"))
            self.main_menu()

        def rate_items() -> list[MenuItem]:
            label = lambda: t(  # noqa: E731
                "menu-item-value",
                item=t("settings-speech-rate"),
                value=t("settings-percent", percent=s.rate),
            )
            return [MenuItem(label, finish, change_rate)]

        # Each language named in itself, with no position ("2 of 2" would be in one language).
        languages = [
            MenuItem(
                partial(Translator(lang).t, "language-name", lang=lang),
                partial(pick_language, lang),
            )
            for lang in LANGUAGES
        ]
        screen = MenuScreen(
            self.app,
            lambda: t("first-run-language"),
            lambda: languages,
            positions=False,
            keys_in_title=True,  # F1 says the title again: its keys, in every language
        )
        # on the language said first (the system's), as the title says it first
        screen.index = LANGUAGES.index(self.app.tr.language)
        self.app.reset_to(screen)

    def main_menu(self, *, announce: bool = True) -> None:
        """The main menu (put up unsaid when another screen goes on top of it at once)."""
        t = self.app.tr.t
        s = self.app.settings

        def items() -> list[MenuItem]:
            entries = []
            saved = len(self.app.library.slots())
            if saved:
                label = partial(t, "menu-main-continue", count=saved)
                entries.append(MenuItem(label, self.continue_menu))
            entries += [
                *(
                    MenuItem(partial(t, "menu-main-new", game=game), partial(self.setup_menu, game))
                    for game in game_names()
                ),
                MenuItem(lambda: t("menu-main-companion"), self.app.open_companion),
                MenuItem(
                    lambda: t(
                        "menu-item-value", item=t("settings-practice"), value=on_off(t, s.practice)
                    ),
                    change=lambda step: self._toggle("practice"),
                ),
                MenuItem(lambda: t("menu-main-online"), self.app.online_menu),
                MenuItem(lambda: t("menu-main-rules"), self.rules_menu),
                MenuItem(lambda: t("menu-main-keys"), self.app.open_keys),
                MenuItem(lambda: t("menu-main-settings"), self.settings_menu),
                MenuItem(lambda: t("menu-main-stats"), self.stats_menu),
            ]
            finished = self.app.finished_count()  # counted, not read: it runs at each key
            if finished:
                label = partial(t, "menu-main-finished", count=finished)
                entries.append(MenuItem(label, self.finished_menu))
            entries.append(MenuItem(lambda: t("menu-main-quit"), self.app.quit))
            return entries

        self.app.reset_to(
            MenuScreen(self.app, lambda: t("menu-main-title"), items), announce=announce
        )

    def _toggle(self, name: str) -> None:
        setattr(self.app.settings, name, not getattr(self.app.settings, name))
        self.app.save_settings()

    def setup_menu(self, game: str) -> None:
        """The game's own choices (players, target...), the opponents' level, practice; start."""
        t = self.app.tr.t
        s = self.app.settings
        show = presentation(game)

        def change_level(step: int) -> None:
            s.remember(
                game, "level", cycle(ENTRIES[game].levels, level_of(game, s.game(game)), step)
            )

        def start() -> None:
            self.app.save_settings()
            values = show.remembered(s.game(game))
            players = show.players(values, ENTRIES[game].default_players)
            level = level_of(game, s.game(game))
            self.app.start_game(GameChoice(game, players, level, s.practice, values))

        def items() -> list[MenuItem]:
            entries = [item for option in show.options for item in self.option_items(game, option)]
            entries += [
                MenuItem(
                    lambda: t("setup-level", level=level_of(game, s.game(game))),
                    change=change_level,
                ),
                MenuItem(
                    lambda: t("setup-practice", on=_yes(s.practice)),
                    change=lambda step: self._toggle("practice"),
                ),
                MenuItem(lambda: t("setup-start"), start),
            ]
            return entries

        self.app.push(
            MenuScreen(self.app, lambda: t("setup-title", game=game), items, on_escape=self.app.pop)
        )

    def option_items(self, game: str, option: Option) -> list[MenuItem]:
        """The setup item of a game's option: Left and Right go through its values and, when
        it takes any number in a range (a custom target), Shift+Left and Shift+Right step it
        one by one; the value is remembered in the settings, by game."""
        t = self.app.tr.t
        s = self.app.settings
        show = presentation(game)

        def value() -> int:
            return show.remembered(s.game(game))[option.name]

        def label() -> str:
            return t(option.label, **{option.arg: value()})

        def change(step: int) -> None:
            s.remember(game, option.name, next_value(option.values, value(), step))

        fine: Callable[[int], None] | None = None
        if option.fine_high is not None and option.low is not None:
            low, high = option.low, option.fine_high

            def one_by_one(step: int) -> None:
                s.remember(game, option.name, max(low, min(high, value() + step)))

            fine = one_by_one
        return [MenuItem(label, change=change, fine=fine)]

    def continue_menu(self) -> None:
        """The saved games: one is resumed at once; several are listed, newest first."""
        games = self.app.saved_games()
        free = [g for g in games if not g.open_elsewhere]
        if len(games) == 1 and free:
            self.app.resume(free[0].slot)
            return
        if not games:
            self.app.out.answer(self.app.tr.t("menu-empty"))
            return

        def item(summary: SavedSummary) -> MenuItem:
            def choose() -> None:
                if summary.open_elsewhere:
                    self.app.out.answer(self.app.tr.t("resume-open-elsewhere"))
                else:
                    self.app.resume(summary.slot)

            return MenuItem(partial(describe_save, self.app.tr, summary), choose)

        entries = [item(summary) for summary in games]
        title = partial(self.app.tr.t, "menu-saved-games")
        self.app.push(MenuScreen(self.app, title, lambda: entries, on_escape=self.app.pop))

    def finished_menu(self, *, on_escape: Callable[[], None] | None = None) -> None:
        """The finished games kept, newest first (read once: each is replayed to be
        described); Enter on one: review it, or delete it (asked first). Escape: back
        (``on_escape``, else the menu before)."""
        tr = self.app.tr
        listed = self.app.finished_games()
        if not listed:
            self.app.out.answer(tr.t("finished-none"))
            return

        def items() -> list[MenuItem]:
            return [
                MenuItem(
                    partial(describe_finished, tr, summary),
                    partial(self._finished, summary, listed),
                )
                for summary in listed
            ]

        title = partial(tr.t, "finished-title")
        self.app.push(MenuScreen(self.app, title, items, on_escape=on_escape or self.app.pop))

    def _finished(self, summary: FinishedSummary, listed: list[FinishedSummary]) -> None:
        """One finished game of the list ``listed``: review it, or delete it."""
        t = self.app.tr.t
        describe = partial(describe_finished, self.app.tr, summary)

        def review() -> None:
            self.app.review_finished(summary.slot, on_leave=self.app.pop)

        def delete() -> None:
            def yes() -> None:
                self.app.delete_finished(summary.slot)
                if summary in listed:
                    listed.remove(summary)
                self.app.pop()  # the question
                self.app.pop()  # this game's menu
                if not listed:
                    self.app.pop()  # the list, now empty

            entries = [
                MenuItem(lambda: t("finished-delete-no"), self.app.pop),
                MenuItem(lambda: t("finished-delete-yes"), yes),
            ]
            question = MenuScreen(
                self.app,
                lambda: t("finished-delete-confirm"),
                lambda: entries,
                on_escape=self.app.pop,
            )
            self.app.push(question)

        entries = [
            MenuItem(lambda: t("finished-review"), review),
            MenuItem(lambda: t("finished-delete"), delete),
        ]
        self.app.push(MenuScreen(self.app, describe, lambda: entries, on_escape=self.app.pop))

    def rules_menu(self) -> None:
        """Pick the game whose rules to read."""
        t = self.app.tr.t
        self.app.push(
            MenuScreen(
                self.app,
                lambda: t("menu-main-rules"),
                lambda: [
                    MenuItem(partial(t, "game-name", game=game), partial(self.app.open_rules, game))
                    for game in game_names()
                ],
                on_escape=self.app.pop,
            )
        )

    def stats_menu(self) -> None:
        """Games played and won, per game and level."""
        t = self.app.tr.t

        def items() -> list[MenuItem]:
            stats = self.app.settings.stats
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

        self.app.push(
            MenuScreen(self.app, lambda: t("menu-main-stats"), items, on_escape=self.app.pop)
        )

    def settings_menu(self) -> None:
        """Every setting of the schema that has a menu item, changed with Left and Right, saved
        and applied at once."""
        t = self.app.tr.t
        s = self.app.settings

        def current(spec: Spec) -> Any:
            value = self.app.setting_value(spec.name)
            # the language setting may be unset ("ask the system"): the language in use then
            return self.app.tr.language if value is None and spec.name == "language" else value

        def shown(spec: Spec) -> str:
            value = current(spec)
            if spec.value_message is not None:
                text = t(spec.value_message, **{spec.value_arg: value})
                used = self.app.out.speech.name
                # automatic, a flag, a fallback; not while a new output opens (it is announced)
                if spec.name == "output" and used != value and not self.app.out.holding:
                    return t("settings-in-use", value=text, used=t(spec.value_message, mode=used))
                return text
            if spec.step:
                return t("settings-percent", percent=value)
            return on_off(t, bool(value))

        def change(spec: Spec, step: int) -> bool:
            value = current(spec)
            if spec.step:
                value = max(spec.low, min(spec.high, value + spec.step * step))
            else:
                value = cycle(spec.choices, value, step)
            if not self.app.allow_setting(spec.name, value):
                return False  # the reason was said; nothing changes
            self.app.setting_changed(spec.name)
            setattr(s, spec.name, value)
            self.app.save_settings()
            self.app.apply_settings()
            return True

        def item(spec: Spec) -> MenuItem:
            assert spec.label is not None
            label = spec.label
            return MenuItem(
                lambda: t("menu-item-value", item=t(label), value=shown(spec)),
                change=partial(change, spec),
            )

        entries = [item(spec) for spec in SCHEMA if spec.label is not None]
        self.app.push(
            MenuScreen(
                self.app, lambda: t("settings-title"), lambda: entries, on_escape=self.app.pop
            )
        )

    def open_game_menu(self) -> None:
        """F10 in a game: back, save, settings, rules, keys, leave. Going back says so."""
        t = self.app.tr.t
        table_screen = self.app.table_screen

        def back() -> None:
            if table_screen is not None:
                table_screen.come_back(t("menu-game-closed"))
            self.app.pop()

        def items() -> list[MenuItem]:
            game = table_screen.table.name if table_screen else game_names()[0]
            listed = [
                MenuItem(lambda: t("menu-game-resume"), back),
                MenuItem(lambda: t("menu-game-save"), self.app.save_now),
                MenuItem(lambda: t("menu-game-settings"), self.settings_menu),
                MenuItem(lambda: t("menu-game-rules"), lambda: self.app.open_rules(game)),
                MenuItem(lambda: t("menu-game-keys"), self.app.open_keys),
                MenuItem(lambda: t("menu-game-quit"), self.main_menu),
            ]
            review = table_screen.review if table_screen is not None else None
            if review is not None and table_screen is not None and table_screen.table.game.is_over:
                found = review

                def open_review() -> None:
                    self.app.pop()  # the review comes back to the game's end, not to this menu
                    found()

                listed.insert(1, MenuItem(lambda: t("review-open"), open_review))
            return listed

        self.app.push(MenuScreen(self.app, lambda: t("menu-game-title"), items, on_escape=back))
