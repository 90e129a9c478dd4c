"""What a screen may ask of the application that shows it (the :class:`Host` protocol), and what
a room may (:class:`AppHost`: the menus, online play, the table companion).

Screens and rooms depend on these protocols, not on the application class, so the dependency
points one way: :mod:`audiogame.ui.app` builds screens and rooms; they know only a host. The
application (:class:`~audiogame.ui.app.TableApp`) is one; a test may give another.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from concurrent.futures import Executor
from typing import TYPE_CHECKING, Any, Protocol

from prompt_toolkit.key_binding import KeyPressEvent

if TYPE_CHECKING:
    import asyncio

    from audiogame.choice import GameChoice
    from audiogame.finished import FinishedSummary
    from audiogame.games import Option
    from audiogame.i18n import Translator
    from audiogame.library import SavedSummary, SaveLibrary
    from audiogame.output import Output
    from audiogame.paths import Paths
    from audiogame.seat_games import SeatGame
    from audiogame.settings import Settings
    from audiogame.ui.screens import MenuItem, Screen
    from audiogame.ui.table_screen import TableScreen

__all__ = ["AppHost", "Host", "LocalHost"]


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

    def push(self, screen: Screen, *, announce: bool = True) -> None:
        """Put ``screen`` on top (a line to type, a menu)."""

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


class AppHost(Host, Protocol):
    """The application, as its rooms see it (the menus, online play, the table companion)."""

    @property
    def settings(self) -> Settings:
        """The player's settings (changed by the menus, then saved)."""

    @property
    def paths(self) -> Paths:
        """The program's folders."""

    @property
    def library(self) -> SaveLibrary:
        """The saved games."""

    @property
    def table_screen(self) -> TableScreen | None:
        """The screen of the game at the table, if one is."""

    def reset_to(self, screen: Screen, *, announce: bool = True) -> None:
        """Replace the whole stack of screens with ``screen``."""

    def save_settings(self) -> None:
        """Save the settings now."""

    def apply_settings(self) -> None:
        """Apply changed settings (speech, sound, the table's words)."""

    def setting_value(self, name: str) -> object:
        """A setting's value now (a command-line flag may stand in for it this run)."""

    def allow_setting(self, name: str, value: object) -> bool:
        """Whether ``value`` may be set now (said when it may not)."""

    def setting_changed(self, name: str) -> None:
        """A setting was changed in the settings menu."""

    def open_keys(self) -> None:
        """The keys of where the player is."""

    def settings_menu(self) -> None:
        """The settings menu."""

    def option_items(self, game: str, option: Option) -> list[MenuItem]:
        """The setup items of a game's option."""

    def open_companion(self) -> None:
        """The table companion's setup."""

    def online_menu(self) -> None:
        """Play online."""

    def start_game(self, choice: GameChoice) -> None:
        """Deal a new game."""

    def sit_online(self, screen: TableScreen) -> None:
        """Sit at an online table."""

    def saved_games(self) -> list[SavedSummary]:
        """The saved games, newest first."""

    def resume(self, slot: str | None = None) -> bool:
        """Sit down at a saved game."""

    def finished_count(self) -> int:
        """How many finished games are kept (their files, unread)."""

    def finished_games(self) -> list[FinishedSummary]:
        """The finished games kept for review, newest first."""

    def review_finished(self, slot: str, on_leave: Callable[[], None]) -> bool:
        """Open the review room over a finished game; False (and said) when it cannot be
        read."""

    def delete_finished(self, slot: str) -> None:
        """Delete a finished game (the player confirmed)."""

    def keep_seat_game(self, game: SeatGame) -> None:
        """Keep a game finished at an online seat for review."""

    def save_now(self) -> bool:
        """Save the game at the table now (and say so)."""

    def quit(self) -> None:
        """Leave the program."""


class LocalHost(AppHost, Protocol):
    """The application, as local play sees it."""

    @property
    def think(self) -> int:
        """The expert computers' thinking time, as a multiple of their budget."""

    def sit_at(self, screen: TableScreen) -> None:
        """Put ``screen``'s game at the table (sounds, the settings' words)."""
