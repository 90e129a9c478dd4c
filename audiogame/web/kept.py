"""The games a page finished, kept for their review: in the page's memory on a server of many
people (:class:`MemoryGames`), or in the player's own data folder for ``audiogame web``
(:class:`FolderGames`: the online seat games the terminal keeps, so that its list of finished
games has them too, and a program killed after a game's end loses none).

Each game is named by a key the page sends back to review it (never an index: another page of
the same player may finish a game between the list and the click)."""

from __future__ import annotations

import itertools
import logging
import zlib
from dataclasses import dataclass
from typing import Protocol

from audiogame.finished import FinishedSummary
from audiogame.i18n import Translator
from audiogame.seat_games import SeatGame, SeatGames
from audiogame.ui.saved import describe_finished, describe_result
from audiogame.web.protocol import Item

__all__ = ["LISTED", "PAGE_GAMES", "FolderGames", "MemoryGames", "PageGame", "PageGames"]

log = logging.getLogger(__name__)

PAGE_GAMES = 5
"""The games a page keeps in memory (the newest): a server keeps nothing of a person once
their page is closed."""
LISTED = 20
"""The newest games of a folder the lobby lists."""


class PageGames(Protocol):
    """Where a page's finished games are kept."""

    def keep(self, game: SeatGame) -> str:
        """Keep ``game``; its key."""
        ...

    def listed(self, tr: Translator) -> list[Item]:
        """The games to review, newest first: each one's key and its words."""
        ...

    def load(self, key: str) -> SeatGame | None:
        """The game of ``key`` (``None``: no such game any more)."""
        ...


@dataclass(frozen=True)
class PageGame:
    """A game kept in memory in a few KiB (its seat game's JSON, compressed: a 5-player
    Fearless game is about 6 KiB so, 200 KiB as objects)."""

    key: str
    summary: FinishedSummary
    data: bytes

    def game(self) -> SeatGame:
        """The seat game again."""
        return SeatGame.from_json(zlib.decompress(self.data).decode("utf-8"))


class MemoryGames:
    """A page's newest :data:`PAGE_GAMES` games, while it is connected."""

    def __init__(self) -> None:
        self.games: list[PageGame] = []
        self._keys = itertools.count(1)

    def keep(self, game: SeatGame) -> str:
        key = f"g{next(self._keys)}"
        data = zlib.compress(game.to_json().encode("utf-8"))
        self.games.insert(0, PageGame(key, game.summary(), data))
        del self.games[PAGE_GAMES:]
        return key

    def listed(self, tr: Translator) -> list[Item]:
        return [Item(g.key, describe_result(tr, g.summary)) for g in self.games]

    def load(self, key: str) -> SeatGame | None:
        kept = next((g for g in self.games if g.key == key), None)
        return None if kept is None else kept.game()


class FolderGames:
    """The player's online seat games (``audiogame web``: one player's own server), the newest
    ``limit`` kept (the setting "Finished games kept for review")."""

    def __init__(self, folder: SeatGames, limit: int) -> None:
        self.folder = folder
        self.limit = limit
        self._listed: tuple[tuple[str, ...], list[FinishedSummary]] | None = None
        """The folder's games as last read, by the names of its files (read again when a game
        is kept or deleted, here or by the terminal)."""
        self._unwritten: dict[str, SeatGame] = {}
        """Games the folder refused (a full disk: logged), reviewable while the page is open."""

    def keep(self, game: SeatGame) -> str:
        try:
            slot = self.folder.keep(game, self.limit)
        except OSError:
            log.warning("could not keep the finished game in the data folder", exc_info=True)
            slot = None
        if slot is None:  # not written (none kept, or the disk refused): this page has it
            key = f"page-{len(self._unwritten) + 1}"
            self._unwritten[key] = game
            return key
        return slot

    def listed(self, tr: Translator) -> list[Item]:
        names = tuple(self.folder.slots())  # one listing: the files are read when it changed
        if self._listed is None or self._listed[0] != names:
            self._listed = (names, self.folder.games()[:LISTED])
        return [Item(s.slot, describe_finished(tr, s)) for s in self._listed[1]]

    def load(self, key: str) -> SeatGame | None:
        if key in self._unwritten:
            return self._unwritten[key]
        if key not in self.folder.slots():  # a key from the page names a file of the folder
            return None
        return self.folder.load(key)
