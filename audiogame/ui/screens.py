"""Screens: what has the keyboard now. Each screen owns a small key-binding set; the application
keeps a stack of screens and sends keys to the top one (plus the keys that work everywhere).

A screen speaks through the application's :class:`~audiogame.output.Output`, shows one status
line, and lists its keys for F1.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.keys import Keys

from audiogame.rules_text import rules_sections

if TYPE_CHECKING:
    from audiogame.ui.host import Host

__all__ = ["KeysScreen", "MenuItem", "MenuScreen", "RulesScreen", "Screen"]


class Screen:
    """Base class: a title, key bindings, a status line and the help of its keys."""

    help_ids: Sequence[str] = ()
    keys_in_title = False
    """F1 says the screen again (its title names its keys) instead of listing them."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.kb = KeyBindings()
        self.bind()

    @property
    def t(self) -> Callable[..., str]:
        """The translator's format function."""
        return self.app.tr.t

    def bind(self) -> None:
        """Add this screen's keys to :attr:`kb`."""

    def enter(self) -> None:
        """Called when the screen comes to the top: say where the player is."""

    def status(self) -> str:
        """The visual status line's facts (never what was just said); empty by default."""
        return ""

    def help_lines(self) -> list[str]:
        """The keys of this screen, one sentence each."""
        return [self.t(i) for i in self.help_ids]

    def on_language(self) -> None:
        """The language changed: rebuild anything translated and cached."""


@dataclass
class MenuItem:
    """One line of a menu: its text, what Enter does, what Left/Right do (``-1``/``+1``)."""

    label: Callable[[], str]
    activate: Callable[[], object] | None = None
    change: Callable[[int], bool | None] | None = None
    """``False`` when the change was refused and the reason said (the item is not said)."""
    fine: Callable[[int], object] | None = None
    """What Shift+Left and Shift+Right do (``-1``/``+1``): a number one by one, beside the
    values Left and Right go through (a custom target)."""


class MenuScreen(Screen):
    """A vertical menu: Up/Down, Home/End, Enter/Space, Left/Right for values (Shift+Left and
    Shift+Right one by one, for a number), a letter jumps to the next item starting with it,
    Escape goes back (when ``on_escape`` is given, else it stops speech)."""

    def __init__(
        self,
        app: Host,
        title: Callable[[], str],
        items: Callable[[], list[MenuItem]],
        *,
        on_escape: Callable[[], None] | None = None,
        positions: bool = True,
        keys_in_title: bool = False,
    ) -> None:
        self.title = title
        self._items = items
        self.on_escape = on_escape
        self.positions = positions
        """Say each item's place ("2 of 5"); off where the items are in different languages."""
        self.keys_in_title = keys_in_title
        self.index = 0
        super().__init__(app)

    @property
    def items(self) -> list[MenuItem]:
        """The items now (labels may depend on settings)."""
        return self._items()

    def _item_text(self) -> str:
        items = self.items
        if not items:
            return self.t("menu-empty")
        self.index = min(self.index, len(items) - 1)
        if not self.positions:
            return items[self.index].label()
        return self.t(
            "menu-item-position",
            item=items[self.index].label().rstrip("."),
            position=self.index + 1,
            count=len(items),
        )

    def enter(self) -> None:
        self.app.out.answer(self.app.tr.sentences(self.title(), self._item_text()))

    def help_lines(self) -> list[str]:
        """Every key that works in this menu, the history keys included; Left and Right, and
        their Shift forms, where an item changes with them."""
        items = self.items
        ids = ["help-menu-title", "help-menu-key-move", "help-menu-key-ends"]
        ids.append("help-menu-key-letter")
        if any(item.change is not None for item in items):
            ids.append("help-menu-key-change")
        if any(item.fine is not None for item in items):
            ids.append("help-menu-key-fine")
        ids.append("help-menu-key-choose")
        ids.append("help-menu-key-back" if self.on_escape is not None else "help-game-key-escape")
        ids += [
            "help-game-key-history",
            "help-game-key-buffers",
            "help-game-key-help",
            "help-menu-key-quit",
        ]
        return [self.t(i) for i in ids]

    def move(self, index: int) -> None:
        """Focus item ``index`` (clamped) and say it."""
        count = len(self.items)
        if count:
            self.index = max(0, min(index, count - 1))
        self.app.out.answer(self._item_text())

    def bind(self) -> None:
        kb = self.kb

        @kb.add(Keys.Up)
        def _up(event: KeyPressEvent) -> None:
            self.move(self.index - 1)

        @kb.add(Keys.Down)
        def _down(event: KeyPressEvent) -> None:
            self.move(self.index + 1)

        @kb.add(Keys.Home)
        def _home(event: KeyPressEvent) -> None:
            self.move(0)

        @kb.add(Keys.End)
        def _end(event: KeyPressEvent) -> None:
            self.move(len(self.items) - 1)

        @kb.add(Keys.Enter)
        @kb.add(" ")
        def _choose(event: KeyPressEvent) -> None:
            items = self.items
            if not items:
                return
            item = items[self.index]
            if item.activate is not None:
                item.activate()
            elif item.change is not None and item.change(+1) is not False:
                self.app.out.answer(item.label())

        @kb.add(Keys.Left)
        @kb.add(Keys.Right)
        def _change(event: KeyPressEvent) -> None:
            items = self.items
            if not items or items[self.index].change is None:
                self.app.refuse_key(event)
                return
            item = items[self.index]
            assert item.change is not None
            if item.change(-1 if event.key_sequence[0].key == Keys.Left else +1) is not False:
                self.app.out.answer(item.label())

        @kb.add(Keys.ShiftLeft)
        @kb.add(Keys.ShiftRight)
        def _fine(event: KeyPressEvent) -> None:
            items = self.items
            item = items[self.index] if items else None
            if item is None or item.fine is None:
                self.app.refuse_key(event)
                return
            item.fine(-1 if event.key_sequence[0].key == Keys.ShiftLeft else +1)
            self.app.out.answer(item.label())

        @kb.add(Keys.Escape, eager=True)
        def _back(event: KeyPressEvent) -> None:
            if self.on_escape is not None:
                self.on_escape()
            else:
                self.app.out.stop()

        @kb.add(Keys.Any)
        def _letter(event: KeyPressEvent) -> None:
            data = event.data
            if len(data) == 1 and data.isalpha():
                items = self.items
                for step in range(1, len(items) + 1):
                    index = (self.index + step) % len(items)
                    if items[index].label().lower().startswith(data.lower()):
                        self.move(index)
                        return
            self.app.refuse_key(event)


class KeysScreen(MenuScreen):
    """The keys of a context, one per line, read with Up and Down; Escape goes back."""

    def __init__(self, app: Host, lines: Sequence[str]) -> None:
        title, *rest = lines
        super().__init__(
            app,
            lambda: title,
            lambda: [MenuItem(partial(str, text)) for text in rest],
            on_escape=app.pop,
            keys_in_title=True,
        )


class RulesScreen(Screen):
    """The rules reader: Down/Up by paragraph, Page Down/Page Up by section."""

    help_ids = (
        "help-rules-title",
        "help-rules-key-paragraph",
        "help-rules-key-section",
        "help-rules-key-ends",
        "help-rules-key-repeat",
        "help-rules-key-back",
    )

    def __init__(self, app: Host, game: str) -> None:
        self.game = game
        self.section = 0
        self.paragraph = -1
        super().__init__(app)
        self.on_language()

    def on_language(self) -> None:
        self.sections = rules_sections(self.game, self.app.tr)

    def _title(self) -> str:
        title = self.sections[self.section].title
        return self.t(
            "rules-reader-section", title=title, index=self.section + 1, count=len(self.sections)
        )

    def enter(self) -> None:
        game_title = self.t("rules-reader-title", game=self.game)
        self.app.out.answer(self.app.tr.concat([game_title, self._title()], sep=". "))

    def _say_paragraph(self) -> None:
        paragraphs = self.sections[self.section].paragraphs
        if self.paragraph < 0:
            self.app.out.answer(self._title())
        else:
            self.app.out.answer(paragraphs[self.paragraph])

    def _step(self, delta: int) -> None:
        paragraphs = self.sections[self.section].paragraphs
        target = self.paragraph + delta
        if target >= len(paragraphs):
            if self.section + 1 < len(self.sections):
                self._section(+1)
            else:
                self.app.out.answer(self.t("rules-reader-last"))
            return
        if target < -1:
            self.app.out.answer(self.t("rules-reader-start"))
            return
        self.paragraph = target
        self._say_paragraph()

    def _section(self, delta: int) -> None:
        target = self.section + delta
        if not 0 <= target < len(self.sections):
            key = "rules-reader-last" if delta > 0 else "rules-reader-start"
            self.app.out.answer(self.t(key))
            return
        self.section = target
        self.paragraph = -1
        self._say_paragraph()

    def bind(self) -> None:
        kb = self.kb
        kb.add(Keys.Down)(lambda e: self._step(+1))
        kb.add(Keys.Up)(lambda e: self._step(-1))
        kb.add(Keys.PageDown)(lambda e: self._section(+1))
        kb.add(Keys.PageUp)(lambda e: self._section(-1))
        kb.add(Keys.Home)(lambda e: self._goto(-1))
        kb.add(Keys.End)(lambda e: self._goto(len(self.sections[self.section].paragraphs) - 1))
        kb.add("r")(lambda e: self._say_paragraph())
        kb.add(Keys.Escape, eager=True)(lambda e: self.app.pop())
        kb.add(Keys.Any)(self.app.refuse_key)

    def _goto(self, paragraph: int) -> None:
        self.paragraph = paragraph
        self._say_paragraph()
