"""An edit field's text and its echo, shared by every line the player types into (the chat line,
a player's name, the companion's entry line).

Screen readers echo what is typed into an edit field; a console program has no edit field they
can see, so the line echoes itself, in every output mode: each character typed is said (a space
or a sign by its name, so that no voice skips it), Backspace says the character it took back,
and a line emptied says "Empty.". An echo interrupts what is being said, as any key does, and is
not kept in the history (Page Up goes back through messages, not keystrokes). In terminal mode
an echo is one printed line, heard once.

Printable keys belong to the line, ``?`` included (F1 lists the keys there).
"""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.keys import Keys

from audiogame.ui.host import Host

__all__ = ["CHAR_NAMES", "EditLine"]

CHAR_NAMES = {
    " ": "space",
    "+": "plus",
    "-": "minus",
    "=": "equals",
    ":": "colon",
    ",": "comma",
    ".": "dot",
    "'": "apostrophe",
    "?": "question",
    "/": "slash",
}
"""Characters said by name (``edit-char``): voices skip or misread them alone."""


class EditLine:
    """The text of one edit field, at most ``limit`` characters, echoed through ``app``'s
    output (see the module docstring)."""

    def __init__(self, app: Host, limit: int, initial: str = "") -> None:
        self.app = app
        self.limit = limit
        self.text = initial[:limit]

    def char_name(self, char: str) -> str:
        """``char`` as said: its name for a space or a sign, else itself."""
        return self.app.tr.t("edit-char", name=CHAR_NAMES.get(char, "other"), char=char)

    def type(self, char: str) -> None:
        """Add ``char`` and say it (a full line says so and keeps its text)."""
        if len(self.text) >= self.limit:
            self.app.out.echo(self.app.tr.t("edit-full"))
            return
        self.text += char
        self.app.out.echo(self.char_name(char))
        self.app.invalidate()

    def backspace(self) -> None:
        """Take the last character back and say it; on an empty line, say it is empty."""
        if not self.text:
            self.app.out.echo(self.app.tr.t("edit-empty"))
            return
        gone, self.text = self.text[-1], self.text[:-1]
        self.app.out.echo(self.app.tr.t("edit-deleted", char=self.char_name(gone)))
        self.app.invalidate()

    def clear(self) -> bool:
        """Empty the line and say so; False (nothing said) when it was empty already."""
        if not self.text:
            return False
        self.text = ""
        self.app.out.echo(self.app.tr.t("edit-empty"))
        self.app.invalidate()
        return True

    def take(self) -> str:
        """The text, and the line emptied (silently: what the text does is said instead)."""
        text, self.text = self.text, ""
        self.app.invalidate()
        return text

    def bind(self, kb: KeyBindings, refuse: Callable[[KeyPressEvent], None]) -> None:
        """Backspace, ``?`` and every printable key on ``kb``; ``refuse`` gets the other keys
        that reach the line unbound."""

        def typed(event: KeyPressEvent) -> None:
            data = event.data
            if len(data) == 1 and data.isprintable():
                self.type(data)
            else:
                refuse(event)

        kb.add(Keys.Backspace)(lambda e: self.backspace())
        kb.add("?")(typed)  # the keys list's key everywhere else; a character here
        kb.add(Keys.Any)(typed)
