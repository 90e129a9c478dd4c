"""The companion's screens: the entry line over a :class:`~audiogame.companion.CompanionDesk`,
and a line to type one text (a player's name in the setup).

The entry line follows docs/keys.md: printable keys type into the line, Enter enters it (on an
empty line once the game is over: a new game with the same players), Backspace deletes, Down on
an empty line opens the list of cards not yet seen, Control+Z takes back the last entry,
Alt+letter reads the table (Alt+T the trick ...), F10 opens the menu, Escape stops speech and
clears the line. The line echoes what is typed, in every output mode
(:mod:`audiogame.ui.edit_line`); it shows on the visual status line too when that is on.
"""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.keys import Keys

from audiogame.companion import CompanionDesk
from audiogame.ui.edit_line import EditLine
from audiogame.ui.host import Host
from audiogame.ui.screens import Screen

__all__ = ["CompanionScreen", "TextLineScreen"]

LINE_LIMIT = 80
"""Characters an entry line holds (a card is a few; a name and a card a few more)."""


class _LineScreen(Screen):
    """A screen whose printable keys type into an echoed line
    (:class:`~audiogame.ui.edit_line.EditLine`)."""

    def __init__(self, app: Host) -> None:
        self.edit = EditLine(app, LINE_LIMIT)
        super().__init__(app)

    @property
    def line(self) -> str:
        """The line typed so far."""
        return self.edit.text

    def status(self) -> str:
        return f"> {self.line}"


class TextLineScreen(_LineScreen):
    """Type one text, Enter gives it to ``done`` (an empty line too); Escape goes back."""

    help_ids = ("help-line-title", "help-line-keys")

    def __init__(self, app: Host, prompt: Callable[[], str], done: Callable[[str], None]) -> None:
        self.prompt = prompt
        self.done = done
        super().__init__(app)

    def enter(self) -> None:
        self.app.out.answer(self.prompt())

    def bind(self) -> None:
        @self.kb.add(Keys.Enter)
        def _enter(event: KeyPressEvent) -> None:
            self.done(self.edit.take().strip())

        self.kb.add(Keys.Escape, eager=True)(lambda e: self.app.pop())
        self.edit.bind(self.kb, self.app.refuse_key)


class CompanionScreen(_LineScreen):
    """The companion's entry line (see the module docstring). ``open_list`` shows the cards not
    yet seen; ``open_menu`` the companion's menu."""

    help_ids = (
        "help-companion-title",
        "help-companion-key-type",
        "help-companion-key-list",
        "help-companion-key-reads",
        "help-companion-key-undo",
        "help-companion-key-repeat",
        "help-companion-key-menu",
    )

    def __init__(
        self,
        app: Host,
        desk: CompanionDesk,
        *,
        open_list: Callable[[], None],
        open_menu: Callable[[], None],
        again: Callable[[], None] | None = None,
    ) -> None:
        self.desk = desk
        self._quiet = False
        self.open_list = open_list
        self.open_menu = open_menu
        self.again = again
        """Enter on an empty line once the game is over: a new game, same players."""
        super().__init__(app)

    def enter(self) -> None:
        if self._quiet:
            self._quiet = False
            return
        self.app.out.answer(self.desk.prompt())

    def quiet_once(self) -> None:
        """Come back to the line without saying the prompt (an entry is about to be said)."""
        self._quiet = True

    def _enter_line(self) -> None:
        if not self.line and self.again is not None and self.desk.session.game.is_over:
            self.again()
            return
        self.desk.enter(self.edit.take())

    def _down(self) -> None:
        if self.line:
            self.app.refuse_key(None, "Down")
            return
        self.open_list()

    def _escape(self) -> None:
        self.app.out.stop()
        self.edit.clear()  # says "Empty." when there was something to clear

    def bind(self) -> None:
        desk = self.desk
        kb = self.kb
        kb.add(Keys.Enter)(lambda e: self._enter_line())
        kb.add(Keys.Down)(lambda e: self._down())
        kb.add(Keys.ControlZ)(lambda e: desk.undo())
        kb.add(Keys.F10)(lambda e: self.open_menu())
        kb.add(Keys.F2)(lambda e: self.app.open_rules(desk.session.name))
        kb.add(Keys.Escape)(lambda e: self._escape())  # not eager: Alt+letter starts with it
        reads: dict[str, Callable[[], None]] = {
            "t": desk.read_trick,
            "l": desk.read_last_trick,
            "s": desk.read_scores,
            "p": desk.read_positions,
            "d": desk.read_decree,
            "w": desk.read_turn,
            "n": desk.read_seats,
            "r": self.app.out.repeat,
        }
        for letter, read in reads.items():
            for key in (letter, letter.upper()):
                kb.add(Keys.Escape, key)(lambda e, read=read: read())
        self.edit.bind(kb, self.app.refuse_key)
