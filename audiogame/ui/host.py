"""What a screen may ask of the application that shows it: the :class:`Host` protocol.

Screens depend on this protocol, not on the application class, so the dependency points one way:
:mod:`audiogame.ui.app` builds screens; screens know only a host. The application
(:class:`~audiogame.ui.app.TableApp`) is one; a test may give another.
"""

from __future__ import annotations

from collections.abc import Coroutine
from concurrent.futures import Executor
from typing import TYPE_CHECKING, Any, Protocol

from prompt_toolkit.key_binding import KeyPressEvent

if TYPE_CHECKING:
    import asyncio

    from audiogame.i18n import Translator
    from audiogame.output import Output

__all__ = ["Host"]


class Host(Protocol):
    """The application, as its screens see it."""

    @property
    def tr(self) -> Translator:
        """The translator (the language in use)."""

    @property
    def out(self) -> Output:
        """Everything said goes through it."""

    @property
    def executor(self) -> Executor:
        """Where computer players think, off the interface's thread."""

    @property
    def pace(self) -> str:
        """How computer players' plays are paced now."""

    def background(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run ``coroutine`` alongside the interface (cancelled when the program ends)."""

    def invalidate(self) -> None:
        """Redraw the application's line."""

    def pop(self) -> None:
        """Back to the previous screen."""

    def refuse_key(self, event: KeyPressEvent | None, name: str | None = None) -> None:
        """Say that a key does nothing here."""

    def open_rules(self, game: str) -> None:
        """The rules reader."""

    def open_game_menu(self) -> None:
        """The game menu."""

    def main_menu(self) -> None:
        """The main menu."""

    def game_finished(self) -> None:
        """Enter after a game's end: the next game."""
