"""A browser's seat: the terminal's online client and table, run inside the server for a page.

The page is a thin front end (the design's "web table"). For each page, the server runs a
:class:`SeatClient`, the terminal's :class:`~audiogame.online.client.OnlineClient` with no
socket of its own: it receives, as JSON text, exactly the game frames the server sends its
seat (built by :mod:`audiogame.online.redaction`, cleaned by
:func:`~audiogame.online.protocol.decode_server` like any client's), and its table narrates
them in the player's language and verbosity, practice hints included. Its frames to the server
go through the same checks, bounds and rate as a terminal client's. What the page receives is
made from that alone: every message said (:class:`~audiogame.web.protocol.Say`, with its kind)
and a view of the seat's table (:mod:`audiogame.web.view`). So a web seat can know no more
than a terminal client at that seat. The messages of one update (what the seat said while it
handled one key, or the frames the server sent at once) go in one ``say`` frame, which the page
inserts at once (:meth:`WebSeat.flush`); with a :class:`~audiogame.web.witness.PageWitness`
they are also written down. A table of one's own against computers is named by its game, not
by its code; the code of a table for friends is said, and spelled when the page asks.

Keys come from the games' key data (:mod:`audiogame.keys`), as the terminal binds them; keys a
browser or a screen reader keeps for itself (Tab, Escape, the F-keys) are not the table's on the
page. A focus move is said by the screen reader from the hand's list (the page moves its
active option), so its spoken answer is not sent; an answer that moved nothing is.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, ClassVar

import msgspec

from audiogame.games import game_names, presentation
from audiogame.i18n import DEFAULT_LANGUAGE, LANGUAGES, Translator, normalize_language
from audiogame.keys import TableKey, working
from audiogame.narration import Verbosity
from audiogame.online.clean import clean_name
from audiogame.online.client import OnlineClient, spell_code
from audiogame.online.protocol import Leave, Seated
from audiogame.online.protocol import encode as encode_game
from audiogame.output import Output
from audiogame.review_walk import REVIEW_KEYS, ReviewWalk, Talk
from audiogame.seat_games import SeatGame
from audiogame.settings import HINT_LEVELS, VERBOSITIES
from audiogame.speech import SpeechQueue
from audiogame.table import Table
from audiogame.ui.keynames import key_name
from audiogame.web.kept import MemoryGames, PageGames
from audiogame.web.labels import PAGE_LABELS, THEMES
from audiogame.web.protocol import (
    Choose,
    Focus,
    GameChoice,
    GameOption,
    Item,
    Key,
    Line,
    PageChat,
    PageCreate,
    PageFrame,
    PageHello,
    PageJoin,
    PageLeave,
    PageLobby,
    PageNudge,
    PageResume,
    PageReview,
    PageSpell,
    Ready,
    Say,
    SeatToken,
    Tables,
    View,
    encode,
)
from audiogame.web.view import (
    REVIEW_BACK,
    help_lines,
    page_keys,
    review_help,
    review_view,
    view_of,
)
from audiogame.web.witness import PageWitness, Silent
from engine.registry import ENTRIES

__all__ = ["RESERVED", "SeatClient", "WebSeat"]

_json = msgspec.json.Encoder()
_SECTIONS = {"over": "table", "review": "table"}
"""The page's section of a screen: the end of a game and its review stay at the table."""
COACH_COMMANDS = frozenset({"coach", "mistakes", "hindsight"})
"""The review's commands of the coach (a review with no coach has not their keys)."""

log = logging.getLogger(__name__)

RESERVED = frozenset({"tab", "s-tab", "escape", "f2", "f10", "c-z"})
"""Keys of the terminal table that are not the page's: Tab moves the browser's focus, Escape
and the F-keys belong to the browser and the screen readers, and there is no undo at an online
table."""
OVER_COMMANDS = frozenset({"play", "read_scores", "read_seats", "read_turn", "repeat", "review"})
"""What the keys do once the game is over: Enter back to the lobby, V its review, a few reads."""
TERMINAL_COMMANDS = frozenset({"undo"})
"""The table's commands a page does not run (no undo at an online table); the menus, rules and
pace are the terminal's own, not the table's."""


class SeatClient(OnlineClient):
    """The online client of a web seat, inside the server: frames arrive by :meth:`receive`
    (the JSON text the server sent this seat) and leave by :attr:`outgoing` (JSON text for the
    server to handle as this connection's frames, in order)."""

    def __init__(
        self,
        tr: Translator,
        out: Output,
        *,
        remember: Callable[[str | None], None],
        on_change: Callable[[], None],
    ) -> None:
        super().__init__("", tr, out, name="", remember=remember, on_change=on_change)
        self.keep_answers = False  # nobody waits for frames here: none is kept
        self.outgoing: list[str] = []
        self.connected.set()  # the page's connection is this seat's

    async def _send_now(self, frame: msgspec.Struct) -> None:
        self.outgoing.append(encode_game(frame).decode("utf-8"))

    async def _reach(self, route: str | None) -> None:
        """The page's connection is this seat's, wherever its path leads."""

    async def _request(self, frame: msgspec.Struct) -> None:
        """Send, without watching for the server's silence: this seat is inside the server
        (a watch would be a task per request that nothing ends when the server closes)."""
        await self._send_now(frame)

    def send(self, frame: msgspec.Struct) -> bool:
        """Queue a frame for the server (handled once the page's frame is)."""
        self.outgoing.append(encode_game(frame).decode("utf-8"))
        return True

    def receive(self, message: str) -> None:
        """A frame the server sent this seat."""
        self._receive(message)

    def leave_now(self) -> None:
        """Leave the table for good (the frame is sent once the page's is handled)."""
        if self.seat is not None:
            self.send(Leave())
            self._hand_over_log()
            self._forget_seat()
            self.out.answer(self.tr.t("online-you-left"))

    def _say_seated(self, frame: Seated) -> None:
        """A table of one's own against computer players is named by its game and its
        computers, without its code (nobody else can join it); a table others may join says its
        code, not spelled (the page's button spells it: a ``spell`` frame), and the seats
        it still waits for."""
        t = self.tr.t
        waiting = sum(1 for s in frame.seats if s.kind == "open")
        people = sum(1 for s in frame.seats if s.kind == "person")
        if not waiting and people == 1:
            computers = sum(1 for s in frame.seats if s.kind == "computer")
            self.out.notice(t("web-seated-computers", game=frame.game, computers=computers))
            return
        self.out.notice(t("online-seated", code=frame.code, game=frame.game))
        if not frame.started and waiting:
            self.out.notice(t("online-waiting", count=waiting))

    def _sit(self, observation: Any, at: int) -> None:
        super()._sit(observation, at)
        if self.table is not None:
            self.table.over_prompt = "web-game-over"  # the page's keys at the end

    def take(self) -> list[str]:
        """The frames to send, in order (and none left)."""
        frames, self.outgoing = self.outgoing, []
        return frames


class WebSeat:
    """One page's seat (see the module docstring). ``post`` sends a page frame (JSON text)."""

    keep_frames: ClassVar[bool] = False
    """Keep every game frame received, as it came (tests check every field of them)."""

    def __init__(self, post: Callable[[str], None], witness: PageWitness | None = None) -> None:
        self.post = post
        self.witness = witness
        """Where what the page is told is written too (``--speech-log``), or ``None``."""
        self.tr = Translator(DEFAULT_LANGUAGE)
        self.out = Output(SpeechQueue(Silent()), self.tr, sound=False, heard=self._heard)
        self.client = SeatClient(self.tr, self.out, remember=self._remember, on_change=self.refresh)
        self.client.keep_frames = self.keep_frames
        self.client.on_finished = self._finished
        self.games: PageGames = MemoryGames()
        """Where the games finished on this page are kept for review (the server's front end
        may give the player's own folder: ``audiogame web``)."""
        self._just_finished: tuple[Table, str] | None = None
        """The game of the table the seat is at, once it ended and was kept (V reviews it)."""
        self.walk: ReviewWalk | None = None
        """The review shown, if any (the page's keys walk it)."""
        self._steps: tuple[tuple[str, str], list[str]] | None = None
        """The review's steps in words, for the language and verbosity they were said in."""
        self._held: list[Line] | None = None
        """Messages of a frame or a key being handled (a key's answer is dropped if the focus
        moved)."""
        self._update: list[Line] = []
        """The messages of the update under way, sent together once it is done."""
        self._next_view: dict[str, Any] | None = None
        """The view to send with the update under way, if it changed."""
        self._sent: dict[str, Any] | None = None
        """The view the page has (as last sent, patches included)."""
        self._screen = ""
        """The screen of the view last sent."""
        self._looking = False
        """The player asked for the open tables: the next list is said."""
        self._lobby: object = None
        """The client's list of open tables last seen (a new list: the server sent one)."""
        self._sending = False
        """The update is to be sent (soon: once the event loop is free)."""
        self._view: dict[str, Any] | None = None
        """The view last sent, as sent."""
        self._tables: list[Item] | None = None

    # --- what the page is told -------------------------------------------------------------

    def _send(self, frame: msgspec.Struct) -> None:
        self.post(encode(frame))

    def _heard(self, kind: str, text: str) -> None:
        said = Line(kind=kind, text=str(text), lang=self.tr.language)  # type: ignore[arg-type]
        if self._held is not None:
            self._held.append(said)
        else:
            self._say([said])

    def _say(self, lines: list[Line]) -> None:
        """Messages for the page: they join the update under way (:meth:`flush`)."""
        if lines:
            self._update.extend(lines)
            self._soon()

    def _soon(self) -> None:
        """Send the update under way once the seat is done with what it is handling (the event
        loop's next turn)."""
        if self._sending:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a seat driven by hand): sent at once
            self.flush()
            return
        self._sending = True
        loop.call_soon(self.flush)

    def flush(self) -> None:
        """Send the update under way: what the seat said while it handled one thing (a key, the
        frames the server sends at once, a frame and the computer plays it sets going in the
        same turn), as one ``say`` frame (one insertion in each of the page's live regions),
        and the view as it is now. A new screen is shown before its messages (``said``: its first
        focus waits for them); on the same screen the messages come first. Either way the page
        says them before the focus they moved."""
        self._sending = False
        lines, self._update = self._update, []
        view, self._next_view = self._next_view, None
        screen = None if view is None else _SECTIONS.get(view["screen"], view["screen"])
        new_screen = view is not None and (screen != self._screen or self._sent is None)
        if view is not None and new_screen:
            self._screen = screen or ""
            self._sent = view
            self.post(_json.encode({**view, "said": bool(lines)}).decode("utf-8"))
        if lines:
            if self.witness is not None:
                self.witness.told(lines)
            self._send(Say(lines=lines, view=view is not None and not new_screen))
        if view is not None and not new_screen:
            self.post(self._patch(view))

    def _patch(self, view: dict[str, Any]) -> str:
        """The fields of ``view`` the page does not have yet, as a ``patch`` frame (an arrow
        key moves the focus alone: a few bytes, not the whole view)."""
        sent = self._sent or {}
        changed = {k: v for k, v in view.items() if k != "t" and sent.get(k) != v}
        old = sent.get("panels")
        if "panels" in changed and isinstance(old, list) and len(old) == len(view["panels"]):
            # the panels that changed (a play changes the trick and the turn, seldom the rest)
            pairs = zip(view["panels"], old, strict=True)
            changed["panels"] = [None if p == o else p for p, o in pairs]
        self._sent = view
        return _json.encode({"t": "patch", **changed}).decode("utf-8")

    def _remember(self, token: str | None) -> None:
        self._send(SeatToken(token=token))

    def refresh(self) -> None:
        """Send the view and the lobby when they changed."""
        try:
            view = self._current_view()
        except Exception:  # a view that cannot be built must not stop the seat
            log.exception("the web view failed")
            return
        data = msgspec.to_builtins(view, enc_hook=str)  # the view's words as plain text
        if data != self._view:
            self._view = data
            self._next_view = data
            self._soon()
        t = self.tr.t
        tables = [
            Item(
                info.code,
                str(
                    t(
                        "online-lobby-item",
                        game=info.game,
                        host=info.host,
                        free=info.free,
                        players=info.players,
                    )
                ),
            )
            for info in self.client.lobby_tables
        ]
        fresh = self.client.lobby_tables is not self._lobby
        self._lobby = self.client.lobby_tables
        if fresh and self._looking:  # the list the player asked for: how many, briefly
            self._looking = False
            self.out.answer(t("web-lobby-count", count=len(tables)))
        if tables != self._tables:
            self._tables = tables
            self._send(Tables(tables=tables))

    def _current_view(self) -> View:
        walk = self.walk
        if walk is not None:
            return review_view(walk, self.review_keys(), self._step_texts(walk))
        client = self.client
        table = client.table
        keys = self.keys(table) if table is not None else {}
        finished = self._finished_items() if client.seat is None else []  # the lobby's only
        return view_of(client, self.tr, keys, finished)

    def receive(self, message: str) -> None:
        """A game frame the server sent this seat: narrated, and the view sent."""
        held: list[Line] = []
        self._held = held
        try:
            self.client.receive(message)
        except Exception:  # one bad frame must not silence the seat
            log.exception("a web seat failed on a frame")
        finally:
            self._held = None
        self._say(held)

    def take(self) -> list[str]:
        """The game frames this seat sends the server now, in order."""
        return self.client.take()

    # --- the page's frames -----------------------------------------------------------------

    async def handle(self, frame: PageFrame) -> None:
        """One frame of the page (its game frames are then in :meth:`take`)."""
        client = self.client
        match frame:
            case PageHello():
                self._hello(frame)
            case PageCreate():
                await self._create(frame)
            case PageJoin():
                if self._named(frame.name):
                    await client.join(frame.code)
            case PageResume():
                if client.seat is None:
                    await client.resume(frame.token, moved_from=frame.heard)
                elif frame.token != client.token:  # the seat stays; page and server agree
                    self.out.answer(self.tr.t("web-resume-seated"))
            case PageLobby():
                self._looking = frame.asked
                await client.ask_lobby()
            case Key():
                self.key(frame.key)
            case Focus():
                table = client.table
                if self.walk is not None:
                    walk = self.walk
                    self._moving(lambda: walk.index, lambda: walk.go(frame.index, "review-last"))
                elif table is not None:
                    table.set_focus(frame.index)
            case Choose():
                self._choose(frame)
            case PageChat():
                client.chat(frame.text)
            case PageNudge():
                client.nudge()
            case PageLeave():
                client.leave_now()
            case PageSpell():
                if client.code is not None:
                    self.out.answer(spell_code(self.tr, client.code))
            case PageReview():
                if client.seat is not None or self.walk is not None:
                    self.out.answer(self.tr.t("web-resume-seated"))
                else:
                    self._review(frame.game)
        self.refresh()

    def bad_frame(self) -> None:
        """A page frame that is no frame: said, nothing changes."""
        self.out.answer(self.tr.t("online-error-bad-frame"))

    def _hello(self, frame: PageHello) -> None:
        self.tr.set_language(normalize_language(frame.lang) or DEFAULT_LANGUAGE)
        client = self.client
        if frame.verbosity in VERBOSITIES:
            client.verbosity = Verbosity(frame.verbosity)
        if frame.hints in HINT_LEVELS:
            client.hint_level = frame.hints
        table = client.table
        if table is not None:  # as the client sets its table's talk at the start
            hints = client.hint_level if client.practice else "off"
            table.set_talk(client.verbosity, hints, symbols=False, powers=True)
        self._send(self.ready())
        self._view = None  # its words are in the new language
        self._sent = None

    def ready(self) -> Ready:
        """The page's labels and choices in the seat's language."""
        t = self.tr.t
        games = []
        for name in game_names():
            show = presentation(name)
            entry = ENTRIES[name]
            options = [
                GameOption(
                    option.name,
                    t("web-option-name", option=option.name),
                    [Item(str(v), str(v)) for v in option.values],  # the label says what
                    str(option.default),
                )
                for option in show.options
            ]
            label = t("game-name", game=name)
            levels = [Item(v, t("level-name", level=v)) for v in entry.levels]
            games.append(
                GameChoice(
                    name,
                    label,
                    entry.game.min_players,
                    entry.game.max_players,
                    options,
                    levels,
                    entry.default_level,
                )
            )
        return Ready(
            lang=self.tr.language,
            labels={i: t(i) for i in PAGE_LABELS},
            games=games,
            verbosities=[Item(v, t("verbosity-name", level=v)) for v in VERBOSITIES],
            hints=[Item(v, t("hint-level-name", level=v)) for v in HINT_LEVELS],
            languages=[Item(v, t("language-name", lang=v)) for v in LANGUAGES],
            themes=[Item(v, t("web-theme", theme=v)) for v in THEMES],
        )

    async def _create(self, frame: PageCreate) -> None:
        entry = ENTRIES.get(frame.game)
        if entry is None or frame.game not in game_names():
            self.out.answer(self.tr.t("online-error-bad-game"))
            return
        show = presentation(frame.game)
        values: dict[str, Any] = dict(frame.options)
        count = show.players(values, entry.default_players)
        if not 0 <= frame.computers < count:
            self.out.answer(self.tr.t("online-error-bad-game"))
            return
        level = frame.level or entry.default_level
        computers = {seat: level for seat in range(count - frame.computers, count)}
        options = {k: int(v) for k, v in show.engine_options(values).items()}
        if not self._named(frame.name):
            return
        await self.client.create(
            frame.game, count, computers, options, listed=frame.open, practice=frame.practice
        )

    def _named(self, name: str) -> bool:
        """Take ``name`` as the player's (cleaned); False, and said, when it is no name."""
        cleaned = clean_name(name)
        if cleaned is None:
            self.out.answer(self.tr.t("online-error-bad-name"))
            return False
        self.client.name = cleaned
        return True

    # --- keys ------------------------------------------------------------------------------

    def commands(self, table: Table) -> dict[str, Callable[[], object]]:
        """What each key's command does on the page."""
        mine = table.commands()
        found = {name: run for name, run in mine.items() if name not in TERMINAL_COMMANDS}
        found["read_seats"] = lambda: self.out.answer(self.client.seats_text())
        if table.game.is_over:  # Enter: back to the lobby, for a new game; V, a few reads
            found["play"] = self.client.leave_now
            kept = self._just_finished
            if kept is not None and kept[0] is table:
                found["review"] = lambda: self._review(kept[1])
            found = {name: run for name, run in found.items() if name in OVER_COMMANDS}
        return found

    def keys(self, table: Table) -> dict[str, TableKey]:
        """The keys that work on the page now, by name."""
        commands = self.commands(table)
        return {
            name: key
            for name, key in working(page_keys(table), table).items()
            if name not in RESERVED and key.command in commands
        }

    def key(self, name: str) -> None:
        """A key pressed on the page: its command, as the terminal runs it; a letter that is no
        key jumps to a suit; any other key is refused aloud (in a review, the review's keys)."""
        if self.walk is not None:
            self._review_key(self.walk, name)
            return
        table = self.client.table
        if name == "?" and table is not None:  # the keys that work now, as F1 in the terminal
            self.out.answer(self.tr.sentences(*help_lines(table, self.keys(table))))
            return
        key = self.keys(table).get(name) if table is not None else None
        run: Callable[[], object] | None = None
        if table is not None and key is not None and key.command is not None:
            run = self.commands(table)[key.command]
        elif table is not None and len(name) == 1 and name.isalpha():
            letter = name

            def run() -> object:
                if not table.jump_to_suit(letter):
                    self._refuse(letter)
                return None

        if table is None or run is None:
            self._refuse(name)
            return
        self._moving(lambda: _focused(table), run)

    def _refuse(self, name: str) -> None:
        self.out.answer(self.tr.t("web-unknown-key", key=key_name(self.tr, name)))

    def _moving(self, focus: Callable[[], object], run: Callable[[], object]) -> None:
        """Run a key's command; when it moved the focus (what ``focus`` gives changed), its
        answer is not sent (the screen reader says the newly focused option of the list)."""
        before = focus()
        held: list[Line] = []
        self._held = held
        try:
            run()
        finally:
            self._held = None
        moved = focus() != before
        self._say([said for said in held if not (moved and said.kind == "answer")])

    def _choose(self, frame: Choose) -> None:
        table = self.client.table
        if table is None:
            return
        if frame.key:
            self.key(frame.key)
        elif frame.index is not None and table.set_focus(frame.index):
            self.key("enter")

    # --- the review ------------------------------------------------------------------------

    def _finished(self, game: SeatGame) -> None:
        """The seat's game ended (or the player left it), every action of it seen: kept for
        review, and V said at its end."""
        key = self.games.keep(game)
        if self.client.table is not None and game.result() is not None:  # V at its end
            self._just_finished = (self.client.table, key)
            self.out.notice(self.tr.t("web-review-offer"))

    def _finished_items(self) -> list[Item]:
        """The lobby's list of the games to review."""
        return self.games.listed(self.tr)

    def _review(self, key: str) -> None:
        game = self.games.load(key)
        if game is None:
            self.out.answer(self.tr.t("web-review-gone"))
            return
        self.open_review(game)

    def _talk(self) -> Talk:
        return Talk(Verbosity(self.client.verbosity), symbols=False, powers=True)

    def open_review(self, game: SeatGame) -> None:
        """Show ``game``'s review: its title said, the focus on its first step."""
        self.walk = ReviewWalk(
            self.tr,
            game.review(),
            game.seat,
            every_hand=False,
            talk=self._talk,
            answer=self.out.answer,
            names=game.names,
        )
        self._steps = None
        self.walk.open(title="web-review-title", step=False)

    def close_review(self) -> None:
        """Back to where the review was opened (the game's end, or the lobby)."""
        if self.walk is not None:
            self.walk.close()
        self.walk = None
        self._steps = None
        self.out.answer(self.tr.t("web-review-closed"))

    def review_keys(self) -> dict[str, str]:
        """The review's keys on the page, by name, with their help lines (the coach's when
        there is one)."""
        walk = self.walk
        coach = walk is not None and walk.coaching is not None
        keys = {str(k.key): k.help for k in REVIEW_KEYS if coach or k.command not in COACH_COMMANDS}
        keys[REVIEW_BACK] = "web-review-key-back"
        return keys

    def _review_key(self, walk: ReviewWalk, name: str) -> None:
        keys = self.review_keys()
        commands = {k.key: str(k.command) for k in REVIEW_KEYS}
        if name == "?":
            self.out.answer(self.tr.sentences(*review_help(self.tr, keys)))
        elif name == REVIEW_BACK:
            self.close_review()
        elif name in keys:
            self._moving(lambda: walk.index, walk.commands()[commands[name]])
        else:
            self._refuse(name)

    def _step_texts(self, walk: ReviewWalk) -> list[str]:
        """Each step's words (made again when the language or the verbosity changed)."""
        said = (self.tr.language, str(self.client.verbosity))
        if self._steps is None or self._steps[0] != said:
            self._steps = (said, [walk.text(i) for i in range(len(walk.stops))])
        return self._steps[1]


def _focused(table: Table) -> object:
    """The choice the table's focus is on (``None``: no choice)."""
    items, index = table.focused()
    return items[index] if items else None
