"""Play online: the menu (server, name, create, join by code, open tables, back to one's table),
a one-line entry for text, and the online table screen (the game keys plus F5 chat, F6 nudge,
N seats).

The connection is an :class:`~audiogame.online.client.OnlineClient` on the interface's event
loop; when its game starts (or is rejoined), the table screen comes up. The server address, the
name and the seat token are remembered in the data folder
(:class:`~audiogame.online.memory.OnlineMemory`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.keys import Keys

from audiogame.games import game_names, level_of, presentation
from audiogame.online.clean import clean, clean_name
from audiogame.online.client import OnlineClient
from audiogame.online.memory import OnlineMemory, server_address
from audiogame.online.protocol import MAX_CHAT, MAX_NAME, LobbyTables, TableInfo
from audiogame.table import Table
from audiogame.ui.edit_line import EditLine
from audiogame.ui.menus import cycle
from audiogame.ui.screens import MenuItem, MenuScreen, Screen
from audiogame.ui.table_screen import TableScreen
from engine.registry import ENTRIES

if TYPE_CHECKING:
    from audiogame.ui.host import AppHost, Host

__all__ = ["LineScreen", "OnlinePlay", "OnlineTableScreen"]

log = logging.getLogger(__name__)


ONLINE_HELP = ("help-online-key-chat", "help-online-key-nudge")
"""The keys an online table adds to the game's (its N key says more than the table's: the
players' names; its help line is the table's)."""


class LineScreen(Screen):
    """One line of text (:class:`~audiogame.ui.edit_line.EditLine`: typed characters are
    echoed, Backspace takes the last one back), Enter gives the line to ``on_done``, Escape
    closes it unsent."""

    help_ids = ("help-line-title", "help-line-keys")

    def __init__(
        self,
        app: Host,
        title: Callable[[], str],
        on_done: Callable[[str], None],
        *,
        initial: str = "",
        limit: int = MAX_CHAT,
    ) -> None:
        self.title = title
        self.on_done = on_done
        self.edit = EditLine(app, limit, initial)
        super().__init__(app)

    @property
    def text(self) -> str:
        """The line typed so far."""
        return self.edit.text

    def enter(self) -> None:
        shown = self.text or self.t("edit-empty")
        self.app.out.answer(self.app.tr.sentences(self.title(), shown))

    def bind(self) -> None:
        kb = self.kb

        @kb.add(Keys.Enter)
        def _done(event: KeyPressEvent) -> None:
            self.on_done(self.text)
            self.app.pop()

        @kb.add(Keys.Escape, eager=True)
        def _cancel(event: KeyPressEvent) -> None:
            self.app.out.answer(self.t("online-line-cancelled"))
            self.app.pop()

        self.edit.bind(kb, self.app.refuse_key)


class OnlineTableScreen(TableScreen):
    """The game keys at an online table (N says the players' names too), plus F5 chat and F6
    nudge."""

    def __init__(self, app: Host, table: Table, client: OnlineClient) -> None:
        self.client = client
        super().__init__(app, table)

    def bind(self) -> None:
        super().bind()
        self._on(Keys.F5, handler=self._chat)
        self._on(Keys.F6, handler=self.client.nudge)

    def commands(self) -> dict[str, Callable[[], object]]:
        """The table's commands, N with the players' names."""
        return {**super().commands(), "read_seats": self.read_seats}

    def help_lines(self) -> list[str]:
        lines = super().help_lines()
        return [*lines, *(self.t(i) for i in ONLINE_HELP)]

    def _chat(self) -> None:
        screen = LineScreen(self.app, lambda: self.t("online-chat-title"), self._send)
        self.app.push(screen)

    def _send(self, text: str) -> None:
        self.client.chat(text)

    def read_seats(self) -> None:
        """N: the seats in order from yours, with names, who is away or a computer."""
        self.app.out.answer(self.client.seats_text())


class OnlinePlay:
    """The "Play online" menus and the connection behind them."""

    def __init__(self, app: AppHost) -> None:
        self.app = app
        self.memory = OnlineMemory.load(app.paths.data / "online.json")
        self.client: OnlineClient | None = None
        self.game = game_names()[0]
        self.computers = 0
        self.level: str | None = None
        """The computer players' level chosen (``None``, or one the game lacks: its default)."""
        self.listed = True
        self.practice = False

    # --- the connection -----------------------------------------------------------------

    def _remember(self, token: str | None) -> None:
        self.memory.token = token
        client = self.client
        self.memory.code = client.code if client is not None and token is not None else None
        self.memory.save()

    def _changed(self) -> None:
        client = self.client
        if client is not None and client.table is not None:
            screen = self.app.table_screen
            if not isinstance(screen, OnlineTableScreen) or screen.table is not client.table:
                self.app.sit_online(OnlineTableScreen(self.app, client.table, client))
        self.app.invalidate()

    async def _connected(self) -> OnlineClient | None:
        """The connection, opened if needed; ``None`` (and said) when the server is away."""
        client = self.client
        if client is not None and client.connected.is_set() and client.url == self.memory.server:
            return client
        if client is not None:
            client.abort()
        name = str(self.memory.name or self.app.tr.t("online-default-name"))
        client = OnlineClient(
            self.memory.server,
            self.app.tr,
            self.app.out,
            name=name,
            verbosity=self.app.settings.verbosity,
            hint_level=self.app.settings.hint_level,
            remember=self._remember,
            on_change=self._changed,
        )
        client.on_finished = self.app.keep_seat_game
        self.client = client
        if not await client.connect():
            self.client = None
            return None
        return client

    def disconnect(self) -> None:
        """Close the connection (the seat is kept: "Return to your table" takes it again)."""
        client, self.client = self.client, None
        if client is not None:
            client.abort()

    # --- menus --------------------------------------------------------------------------

    def menu(self) -> None:
        """The online menu."""
        t = self.app.tr.t
        memory = self.memory

        def items() -> list[MenuItem]:
            entries = [
                MenuItem(lambda: t("online-menu-server", server=memory.server), self._edit_server),
                MenuItem(
                    lambda: t("online-menu-name", name=memory.name or t("online-default-name")),
                    self._edit_name,
                ),
            ]
            if memory.token is not None:
                entries.append(
                    MenuItem(lambda: t("online-menu-return", code=memory.code or "?"), self._return)
                )
                entries.append(MenuItem(lambda: t("online-menu-leave"), self._leave))
            entries += [
                MenuItem(lambda: t("online-menu-create"), self.create_menu),
                MenuItem(lambda: t("online-menu-join"), self._ask_code),
                MenuItem(lambda: t("online-menu-lobby"), self._lobby),
            ]
            return entries

        self.app.push(
            MenuScreen(self.app, lambda: t("online-menu-title"), items, on_escape=self.app.pop)
        )

    def open(self, server: str | None, code: str | None) -> None:
        """The online menu on ``server`` (remembered), joining the table ``code`` if given."""
        if server is not None and server != self.memory.server:
            self.memory.server = server
            self.memory.save()
        self.menu()
        if code is not None:
            self.app.background(self._join(code))

    def _edit_server(self) -> None:
        def done(text: str) -> None:
            if not text.strip():
                return
            address = server_address(text)
            if address is None:
                self.app.out.answer(self.app.tr.t("online-bad-server", server=clean(text)))
                return
            self.memory.server = address
            self.memory.save()

        self._line("online-menu-server-edit", done, self.memory.server, 200)

    def _edit_name(self) -> None:
        def done(text: str) -> None:
            name = clean_name(text)
            if name is None:
                if text.strip():
                    self.app.out.answer(self.app.tr.t("online-error-bad-name"))
                return
            self.memory.name = name
            self.memory.save()

        self._line("online-menu-name-edit", done, self.memory.name, MAX_NAME)

    def _line(self, title: str, done: Callable[[str], None], initial: str, limit: int) -> None:
        screen = LineScreen(
            self.app, lambda: self.app.tr.t(title), done, initial=initial, limit=limit
        )
        self.app.push(screen)

    def _ask_code(self) -> None:
        def done(text: str) -> None:
            self.app.background(self._join(text))

        self._line("online-menu-join-edit", done, "", 16)

    async def _join(self, code: str) -> None:
        client = await self._connected()
        if client is not None:
            await client.join(code)

    def _return(self) -> None:
        async def back() -> None:
            client = await self._connected()
            if client is not None and self.memory.token is not None:
                await client.resume(self.memory.token)

        self.app.background(back())

    def _leave(self) -> None:
        async def leave() -> None:
            client = await self._connected()
            if client is not None and self.memory.token is not None:
                await client.resume(self.memory.token)
                await asyncio.sleep(0)
                await client.leave()
            self._remember(None)

        self.app.background(leave())

    def _lobby(self) -> None:
        async def ask() -> None:
            client = await self._connected()
            if client is None:
                return
            wait = client.silence[1] + 1.0
            await client.ask_lobby()
            try:  # a silent server: the client says so, and gives up after SILENCE
                while not isinstance(frame := await client.next_frame(wait), LobbyTables):
                    pass
            except TimeoutError:
                return
            self._show_lobby(frame.tables)

        self.app.background(ask())

    def _show_lobby(self, tables: list[TableInfo]) -> None:
        t = self.app.tr.t

        def item(info: TableInfo) -> MenuItem:
            def join() -> None:
                self.app.background(self._join(info.code))

            return MenuItem(
                lambda: t(
                    "online-lobby-item",
                    game=info.game,
                    host=info.host,
                    free=info.free,
                    players=info.players,
                ),
                join,
            )

        entries = [item(info) for info in tables] or [MenuItem(lambda: t("online-lobby-none"))]
        self.app.push(
            MenuScreen(
                self.app, lambda: t("online-menu-lobby"), lambda: entries, on_escape=self.app.pop
            )
        )

    def create_menu(self) -> None:
        """Game, its options, computer players and their level, listed or not; create."""
        t = self.app.tr.t
        s = self.app.settings

        def players() -> int:
            show = presentation(self.game)
            values = show.remembered(s.game(self.game))
            count = show.players(values, ENTRIES[self.game].default_players)
            entry = ENTRIES[self.game].game
            return max(entry.min_players, min(entry.max_players, count))

        def change_game(step: int) -> None:
            self.game = cycle(game_names(), self.game, step)

        def change_computers(step: int) -> None:
            self.computers = max(0, min(players() - 1, self.computers + step))

        def items() -> list[MenuItem]:
            show = presentation(self.game)
            self.computers = min(self.computers, players() - 1)
            entries = [
                MenuItem(lambda: t("online-create-game", game=self.game), change=change_game)
            ]
            for option in show.options:
                entries += self.app.option_items(self.game, option)
            entries += [
                MenuItem(
                    lambda: t("online-create-computers", count=self.computers),
                    change=change_computers,
                ),
                MenuItem(
                    lambda: t("online-create-level", level=self._level()),
                    change=lambda step: setattr(
                        self, "level", cycle(ENTRIES[self.game].levels, self._level(), step)
                    ),
                ),
                MenuItem(
                    lambda: t("online-create-listed", on="yes" if self.listed else "no"),
                    change=lambda step: setattr(self, "listed", not self.listed),
                ),
                MenuItem(
                    lambda: t("online-create-practice", on="yes" if self.practice else "no"),
                    change=lambda step: setattr(self, "practice", not self.practice),
                ),
                MenuItem(lambda: t("online-create-start"), self._create),
            ]
            return entries

        self.app.push(
            MenuScreen(self.app, lambda: t("online-menu-create"), items, on_escape=self.app.pop)
        )

    def _level(self) -> str:
        """The computer players' level for the game chosen."""
        return level_of(self.game, {"level": self.level})

    def _create(self) -> None:
        s = self.app.settings
        show = presentation(self.game)
        values = show.remembered(s.game(self.game))
        count = show.players(values, ENTRIES[self.game].default_players)
        options = {k: int(v) for k, v in show.engine_options(values).items()}
        computers = {seat: self._level() for seat in range(count - self.computers, count)}
        self.app.save_settings()

        async def create() -> None:
            client = await self._connected()
            if client is not None:
                await client.create(
                    self.game,
                    count,
                    computers,
                    options,
                    listed=self.listed,
                    practice=self.practice,
                )

        self.app.background(create())
