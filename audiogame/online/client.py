"""The online client: the keyboard table, with the game on a server.

:class:`OnlineClient` holds the connection, sends the player's frames and turns the server's
into speech, in the player's own language and verbosity: the server sends events and the seat's
observation, never a sentence. At the table the usual :class:`~audiogame.table.Table` narrates,
over a :class:`RemoteSession` whose game is a :class:`SeatView` (what this seat knows). A lost
connection is retried by itself with the seat token, and the recap is said on return::

    client = OnlineClient("ws://127.0.0.1:8765", tr, out, name="Ada")
    await client.connect()
    await client.create("fearless", players=4, computers={3: "medium"})
    ...                       # client.table is the Table once the game has started
    await client.close()

Everything said goes through :class:`~audiogame.output.Output` (``event`` for the table,
``notice`` for what happens around it, ``answer`` for the answer to a key).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import Executor
from typing import Any, ClassVar

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

import engine
from audiogame.games import GamePresentation, presentation
from audiogame.i18n import Translator
from audiogame.narration import Verbosity
from audiogame.narration.narrator import default_seat_names
from audiogame.online import wire
from audiogame.online.clean import clean_name
from audiogame.online.codes import normalize_code, table_path, token_table
from audiogame.online.protocol import (
    CLOSE_BUSY,
    CLOSE_IDLE,
    CLOSE_MOVED,
    MAX_CHAT,
    MAX_FRAME,
    VERSION,
    Act,
    ChatSaid,
    Create,
    Error,
    Hello,
    Join,
    Leave,
    Lobby,
    LobbyTables,
    Notice,
    Nudge,
    Nudged,
    ProtocolError,
    Resume,
    SayChat,
    SeatChange,
    Seated,
    SeatInfo,
    ServerFrame,
    TableInfo,
    Update,
    Welcome,
    decode_server,
    encode,
)
from audiogame.output import Output
from audiogame.review import game_over
from audiogame.seat_games import SeatGame, SeatLog
from audiogame.session import SessionListener
from audiogame.table import Table
from engine import Illegal
from engine.events import Event
from engine.reasons import Refusal
from engine.registry import ENTRIES

__all__ = ["RETRY_DELAYS", "OnlineClient", "RemoteSession", "SeatView", "spell_code"]

log = logging.getLogger(__name__)

wire_log = logging.getLogger("audiogame.online.websocket")
"""The websockets library's logger, kept at INFO (at DEBUG it writes frames, tokens in them)."""
wire_log.setLevel(logging.INFO)

RETRY_DELAYS = (0.2, 0.5, 1.0, 2.0, 3.0, 5.0)
"""Seconds between reconnection attempts (the last one repeats)."""

SILENCE = (5.0, 30.0)
"""Seconds after a request (create, join, resume, the lobby) with no word from the server until
it is said that the server is not answering yet (still waiting), then until the connection is
given up: closed and said; a seat's connection then reconnects and resumes, as after any cut;
elsewhere the player chooses again."""


class SeatView:
    """What one seat knows of an online game, read like a game by the table."""

    def __init__(self, name: str, players: int, observation: Any) -> None:
        self.name = name
        self.players = players
        self.obs = observation

    @property
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` once the game is over."""
        seat: int | None = self.obs.current_player
        return seat

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.current_player is None

    def legal_actions(self) -> list[int]:
        """This seat's choices when it is to act (empty otherwise)."""
        return list(self.obs.legal_actions)

    def observation(self, seat: int) -> Any:
        """This seat's observation (its public part is the same for every seat)."""
        return self.obs


class RemoteSession:
    """The table's session at an online table: actions go to the server, which answers with
    updates (:meth:`apply`). No undo, no computer players here (the server runs them).
    ``practice``: a practice table (rule hints for this player)."""

    practice = False

    def __init__(
        self,
        name: str,
        players: int,
        seat: int,
        observation: Any,
        send: Callable[[Act], bool],
        answer: Callable[[str], None],
    ) -> None:
        self.name = name
        self.view = SeatView(name, players, observation)
        self.seat = seat
        self.show: GamePresentation = presentation(name)
        self.at = 0
        self._send = send
        self._answer = answer
        self._sent_at: int | None = None
        self._texts = engine.new_game(name, players, 0)
        """A game used only to write and read actions' text forms."""
        self._listeners: list[SessionListener] = []

    @property
    def game(self) -> SeatView:
        """What this seat knows of the game."""
        return self.view

    def listen(self, listener: SessionListener) -> None:
        """Add a listener of the actions and events."""
        self._listeners.append(listener)

    def act(self, seat: int, action: int) -> Illegal | None:
        """Send ``action``; the server's answer is an update or a refusal. Refused here when it
        is not this seat's turn; while an action is on its way, or the connection is down,
        the key is answered (``answer``) and nothing is sent."""
        if seat != self.seat or self.view.current_player != seat:
            return Illegal(Refusal.NOT_YOUR_TURN)
        if self._sent_at == self.at:
            self._answer("online-action-waiting")  # one action per turn is on its way
            return None
        if not self._send(Act(action=self._texts.action_to_text(action), at=self.at)):
            self._answer("online-offline-action")
            return None
        self._sent_at = self.at
        return None

    def refused(self) -> None:
        """The server refused the action sent: another one may be sent."""
        self._sent_at = None

    def apply(self, update: Update, observation: Any) -> list[Event]:
        """An update from the server: the new view, then the events to the listeners; the
        events."""
        events = wire.decode_events(update.events)
        for event in events:
            played = self.show.card_played(event)
            if played is not None:  # a card play's action is its card; nothing else is told
                for listener in self._listeners:
                    listener.before_action(*played)
                break
        self.view.obs = observation
        self.at = update.at
        self._sent_at = None
        for listener in self._listeners:
            listener.on_events(events)
        return events

    def start(self) -> None:
        """The server deals; nothing to do here."""

    def undo(self, seat: int) -> int | None:
        """No undo at a table of people."""
        return None

    def save(self) -> None:
        """The server keeps the game."""

    async def drive(
        self, pace: Callable[[], Awaitable[None]], executor: Executor | None = None
    ) -> None:
        """The server plays its computer players."""


def spell_code(tr: Translator, code: str) -> str:
    """A table code letter by letter with the language's spelling alphabet."""
    words = [tr.t("online-spell", letter=letter) for letter in code]
    return tr.t("online-code-spelled", letters=" ".join(code), words=tr.join(words))


class OnlineClient:
    """A player's connection to a server (see the module docstring).

    ``remember(token)`` is called with each new seat token (``None`` once the seat is left),
    so that the player comes back to the seat after a restart of the program.
    """

    keeps_review: ClassVar[bool] = True
    """Log what the seat is told, for a review of the game (:attr:`seat_log`)."""

    def __init__(
        self,
        url: str,
        tr: Translator,
        out: Output,
        *,
        name: str,
        verbosity: Verbosity | str = Verbosity.NORMAL,
        hint_level: str = "some",
        remember: Callable[[str | None], None] | None = None,
        retry_delays: tuple[float, ...] = RETRY_DELAYS,
        silence: tuple[float, float] | None = None,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        self.url = url
        self.tr = tr
        self.out = out
        self.name = str(name)
        """Plain text: a localized default name is a ``Text``, which the wire never holds."""
        self.verbosity = Verbosity(verbosity)
        self.hint_level = hint_level
        """Rule hints for this player at a practice table."""
        self.practice = False
        self.remember = remember
        self.retry_delays = retry_delays
        self.silence = silence or SILENCE
        self.on_change = on_change
        """Called after each frame handled (the interface redraws)."""
        self.ws: ClientConnection | None = None
        self.connect_options: dict[str, Any] = {}
        """More for the websocket's ``connect`` (a benchmark's ``local_addr``: a home each)."""
        self._route: str | None = None
        """The code of the table the connection's path names (``/t/KMRTXQW``), or ``None``."""
        self.token: str | None = None
        self.code: str | None = None
        self.seat: int | None = None
        self.game_name: str | None = None
        self.players = 0
        self.seats: list[SeatInfo] = []
        self.started = False
        self.session: RemoteSession | None = None
        self.table: Table | None = None
        self.seat_log: SeatLog | None = None
        """What this seat was told of the game at its table, kept for review."""
        self.on_finished: Callable[[SeatGame], None] | None = None
        """Called once with the game as this seat was told it, when it ends or the player leaves
        it (every action of
        it seen)."""
        self.lobby_tables: list[TableInfo] = []
        self.received: list[ServerFrame] = []
        """Every frame received (tests check what a seat was told)."""
        self.raw: list[str | bytes] = []
        """... and each as it came, every field of it (with :attr:`keep_frames`)."""
        self.keep_frames = False
        self.keep_answers = True
        """Keep each frame for :meth:`next_frame` (off where nobody waits for them)."""
        self._reader: asyncio.Task[None] | None = None
        self._heard = 0
        """Frames received from the server so far, its welcome aside (the silence watch)."""
        self._watch: asyncio.Task[None] | None = None
        self._given_up = False
        """The silence watch closed the connection (said: not "connection lost" again)."""
        self._closing = False
        self._away_said: str | None = None
        """What was said of this cut since the server last answered: "reconnecting" once a cut,
        then "server full" once if the server refuses the reconnections."""
        self._answers: asyncio.Queue[ServerFrame] = asyncio.Queue()
        self.connected = asyncio.Event()
        self._quiet_return = False
        """The server closed the connection for idleness: it is resumed without a word (and
        without a recap, unless the game moved meanwhile)."""
        self._unanswered: Act | None = None
        """The player's last action that the server has not answered yet: sent, or kept while
        the connection is quietly away (a table's move to another server process, an idle
        close). After a quiet return where the game did not move, it is sent (again: the
        ``at`` it names makes it count once), as if nothing had happened."""
        self._kept = False
        """:attr:`_unanswered` was kept, never sent: said unplayed if the cut is said after
        all."""
        self._moved_from: int | None = None
        """A page's seat whose table moved to this server process: the actions the page had
        heard (what it knows is not said again; only what happened since)."""
        self._asked_name: str | None = None
        """The name asked for by the last ``create`` or ``join`` (told if the table gives
        another)."""

    # --- the connection ---------------------------------------------------------------------

    async def connect(self) -> bool:
        """Open the connection; False (and said) when the server cannot be reached."""
        if not await self._open():
            self.out.answer(self.tr.t("online-unreachable", server=self.url))
            return False
        self._reader = asyncio.create_task(self._read())
        return True

    async def _open(self, route: str | None = None) -> bool:
        """Connect, at the path of the table of code ``route`` when given: a proxy in front of
        several server processes sends it to the one that holds that table."""
        address = self.url.rstrip("/") + table_path(route) if route else self.url
        try:
            ws = await connect(
                address,
                max_size=MAX_FRAME,
                open_timeout=5,
                logger=wire_log,
                **self.connect_options,
            )
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ValueError) as exc:
            # ValueError: an address websockets cannot parse (a port that is no number)
            log.info("cannot reach the server: %s", exc)
            return False
        self.ws, self._route = ws, route
        await self._send_now(Hello(v=VERSION, lang=self.tr.language))
        self.connected.set()
        return True

    async def _reach(self, route: str | None) -> None:
        """Be connected at the path of the table ``route`` before a request about it (a join,
        a resume); the connection before it is closed once the new one is open (the reader
        goes on with the new one). Where it cannot be opened, the old one serves."""
        old = self.ws
        if route is None or route == self._route or old is None:
            return
        if await self._open(route):
            await old.close()

    async def close(self) -> None:
        """Close the connection (the seat stays: come back with the token)."""
        self._closing = True
        self._stop_watch()
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader

    def abort(self) -> None:
        """Cut the connection now, from synchronous code (leaving the program or the table):
        no reconnection; the server keeps the seat."""
        self._closing = True
        self._stop_watch()
        if self._reader is not None:
            self._reader.cancel()
        if self.ws is not None:
            self.ws.transport.abort()

    async def drop(self) -> None:
        """Cut the connection as a network failure would (tests): the client reconnects."""
        if self.ws is not None:
            self.ws.transport.abort()

    async def _send_now(self, frame: msgspec.Struct) -> None:
        if self.ws is None:
            return
        try:
            await self.ws.send(encode(frame).decode("utf-8"))
        except ConnectionClosed:
            if not self._hold(frame):
                self._unsent(frame)

    def _quietly_away(self) -> bool:
        """The connection of a seat was closed in a way that is not said (its table moved to
        another server process, or it was idle), and its return is under way, still unsaid."""
        ws = self.ws
        return (
            self.token is not None
            and not self._closing
            and self._away_said is None
            and ws is not None
            and ws.close_code in (CLOSE_IDLE, CLOSE_MOVED)
        )

    def _hold(self, frame: msgspec.Struct) -> bool:
        """Keep a player's action while the connection is quietly away (True: kept)."""
        if not isinstance(frame, Act) or not self._quietly_away():
            return False
        self._unanswered, self._kept = frame, True
        return True

    def _drop_kept(self) -> None:
        """The quiet return is said after all: an action kept meanwhile was not played."""
        if self._unanswered is not None and self._kept:
            self._unanswered = None
            self._action_unsent()

    def _action_unsent(self) -> None:
        if self.session is not None:
            self.session.refused()
        self.out.answer(self.tr.t("online-offline-action"))

    def _unsent(self, frame: msgspec.Struct) -> None:
        """A player's action or chat that the lost connection did not carry: said."""
        if isinstance(frame, Act):
            self._action_unsent()
        elif isinstance(frame, SayChat | Nudge):
            self._say("online-offline-chat")

    def send(self, frame: msgspec.Struct) -> bool:
        """Send a frame from synchronous code (keys); False (nothing sent) while the
        connection is down, unless it is quietly away: an action is then kept (:meth:`_hold`)."""
        if self.ws is None or not self.connected.is_set():
            return self._hold(frame)
        if isinstance(frame, Act):
            self._unanswered, self._kept = frame, False
        asyncio.get_running_loop().create_task(self._send_now(frame))
        return True

    def _say(self, message: str) -> None:
        self.out.answer(self.tr.t(message))

    async def _read(self) -> None:
        while not self._closing:
            ws = self.ws
            assert ws is not None
            try:
                async for message in ws:
                    self._receive(message)
            except ConnectionClosed:
                pass
            if self._closing:
                return
            if ws is not self.ws:
                continue  # replaced by a connection at a table's path (:meth:`_reach`)
            self.connected.clear()
            given_up, self._given_up = self._given_up, False
            if self.seat is None or self.token is None:
                if given_up:
                    return  # said by the silence watch
                if ws.close_code == CLOSE_BUSY:
                    self.out.notice(self.tr.t("online-server-busy"))
                elif ws.close_code != CLOSE_IDLE:  # an idle one reopens unheard when needed
                    self.out.notice(self.tr.t("online-connection-lost"))
                return
            busy = ws.close_code == CLOSE_BUSY  # a reconnection refused at once: server full
            moved = ws.close_code == CLOSE_MOVED  # another server process holds the table now
            if ws.close_code in (CLOSE_IDLE, CLOSE_MOVED) and self._away_said is None:
                self._quiet_return = True  # closed for sending nothing: back without a word
            elif given_up:
                self._away_said = "online-reconnecting"  # said by the silence watch
                self._quiet_return = False
                self._drop_kept()
            elif self._away_said is None or (busy and self._away_said != "online-reconnect-busy"):
                self._away_said = "online-reconnect-busy" if busy else "online-reconnecting"
                self.out.notice(self.tr.t(self._away_said))
            await self._reconnect(at_once=moved)

    async def _reconnect(self, at_once: bool = False) -> None:
        attempt = 0
        while not self._closing:
            delay = self.retry_delays[min(attempt, len(self.retry_delays) - 1)]
            await asyncio.sleep(0.0 if at_once and not attempt else delay)
            attempt += 1
            if await self._open(self.code):
                assert self.token is not None
                await self._request(Resume(token=self.token))
                return
            if self._quiet_return:  # a quiet return that does not come back is said after all
                self._quiet_return = False
                self._away_said = "online-reconnecting"
                self.out.notice(self.tr.t(self._away_said))
                self._drop_kept()

    def _receive(self, message: str | bytes) -> None:
        if self.keep_frames:
            self.raw.append(message)
        try:
            frame = decode_server(message)
        except ProtocolError as exc:
            log.warning("a bad frame from the server: %s", exc)
            return
        if not isinstance(frame, Welcome):  # a hello's answer answers no request
            self._heard += 1
            self._away_said = None
        if self.keep_frames:
            self.received.append(frame)
        try:
            self._check(frame)
            self._handle(frame)
        except Exception as exc:  # a bad frame: said and skipped, the reader goes on
            log.warning("a bad frame from the server (%s): %s", type(frame).__name__, exc)
            self.out.notice(self.tr.t("online-server-bad-frame"))
        if self.keep_answers:
            self._answers.put_nowait(frame)
        if self.on_change is not None:
            self.on_change()

    async def _request(self, frame: msgspec.Struct) -> None:
        """Send a request that the server answers, and watch for its silence (:data:`SILENCE`)."""
        heard = self._heard
        await self._send_now(frame)
        self._stop_watch()
        self._watch = asyncio.create_task(self._watch_silence(heard))

    def _stop_watch(self) -> None:
        if self._watch is not None:
            self._watch.cancel()
            self._watch = None

    async def _watch_silence(self, heard: int) -> None:
        """Say once that the server is not answering yet; later, give the connection up."""
        ws = self.ws
        still, give_up = self.silence
        await asyncio.sleep(still)
        if self._heard != heard or self._closing or ws is not self.ws:
            return
        quiet = self._away_said is not None  # said at the last cut, and no word since
        if not quiet:
            self._say("online-server-silent")
        await asyncio.sleep(give_up - still)
        if self._heard != heard or self._closing or ws is not self.ws or ws is None:
            return
        log.info("no answer from the server in %s s; closing the connection", give_up)
        self._given_up = True
        if not quiet:
            self._say("online-server-given-up" if self.seat is None else "online-server-retry")
        ws.transport.abort()

    async def next_frame(self, timeout: float = 10.0) -> ServerFrame:
        """The next frame received (after it was handled)."""
        return await asyncio.wait_for(self._answers.get(), timeout)

    # --- requests -----------------------------------------------------------------------------

    async def create(
        self,
        game: str,
        players: int,
        computers: Mapping[int, str] | None = None,
        options: Mapping[str, int] | None = None,
        *,
        listed: bool = True,
        practice: bool = False,
    ) -> None:
        """Open a table and sit at its first seat."""
        self._asked_name = self.name
        frame = Create(
            game=game,
            players=players,
            name=self.name,
            computers=dict(computers or {}),
            options=dict(options or {}),
            open=listed,
            practice=practice,
        )
        await self._request(frame)

    async def join(self, code: str) -> bool:
        """Sit at the table of ``code``; False (and said) when it cannot be a code."""
        clean = normalize_code(code)
        if clean is None:
            self.out.answer(self.tr.t("online-error-no-table"))
            return False
        self._asked_name = self.name
        await self._reach(clean)
        await self._request(Join(code=clean, name=self.name))
        return True

    async def resume(self, token: str, moved_from: int | None = None) -> None:
        """Come back to a seat with its token (``moved_from``: see :attr:`_moved_from`)."""
        self.token = token
        self._moved_from = moved_from
        await self._reach(token_table(token))
        await self._request(Resume(token=token))

    async def ask_lobby(self) -> None:
        """Ask for the open tables."""
        await self._request(Lobby())

    def chat(self, text: str) -> bool:
        """Send a chat line; an empty or too long one is refused here, and said."""
        text = text.strip()
        if not text:
            self.out.answer(self.tr.t("online-error-chat-empty"))
            return False
        if len(text) > MAX_CHAT:
            self.out.answer(self.tr.t("online-error-chat-too-long", limit=MAX_CHAT))
            return False
        if not self.send(SayChat(text=text)):
            self._say("online-offline-chat")
            return False
        return True

    def nudge(self) -> None:
        """Remind the player the table waits for."""
        if not self.send(Nudge()):
            self._say("online-offline-chat")

    async def leave(self) -> None:
        """Leave the table for good (what the seat saw of its game kept for review)."""
        await self._send_now(Leave())
        self._hand_over_log()
        self._forget_seat()
        self.out.answer(self.tr.t("online-you-left"))

    def _forget_seat(self) -> None:
        self.token = self.code = self.seat = None
        self.session = self.table = None
        self.started = False
        if self.remember is not None:
            self.remember(None)

    # --- what the server says -----------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """The name said for ``seat``: "you", or the seat's name at the table (a person's, a
        computer's: the same for every player), or, for an open seat, its compass name."""
        if seat == self.seat:
            return self.tr.t("seat-you")
        info = self.seats[seat] if 0 <= seat < len(self.seats) else None
        if info is not None and info.name:
            return info.name
        return default_seat_names(self.tr, self.players, self.seat)[seat]

    def seats_text(self) -> str:
        """The N key at an online table: the seats in order from this one, with names, who is
        away or a computer, then who leads the trick and whose turn it is."""
        table = self.table
        order = table.seats_from_me() if table is not None else range(len(self.seats))
        items = []
        for seat in order:
            info = self.seats[seat] if seat < len(self.seats) else None
            state = "person"
            if info is not None and info.kind == "computer":
                state = "computer"
            elif info is not None and info.standin:
                state = "standin"
            elif info is not None and info.away:
                state = "away"
            items.append(self.tr.t("online-seat-item", player=self.seat_name(seat), state=state))
        text = self.tr.t("online-seats", seats=self.tr.join(items))
        if table is None:
            return text
        return self.tr.sentences(text, *table.play_order())

    def _names(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.players)]

    def _check(self, frame: ServerFrame) -> None:
        """Raise :class:`ValueError` for a frame whose seats or sizes do not fit the table
        (what the protocol's types cannot say: a hostile or broken server)."""
        if isinstance(frame, Seated):
            entry = ENTRIES.get(frame.game)
            low, high = (entry.game.min_players, entry.game.max_players) if entry else (1, 0)
            if not low <= frame.players <= high:
                raise ValueError(f"a table of {frame.players} for {frame.game!r}")
            if not 0 <= frame.seat < frame.players or len(frame.seats) != frame.players:
                raise ValueError("seats that do not fit the table")
            return
        seats: list[int] = []
        match frame:
            case Update():
                if self.seat is None:
                    raise ValueError("an update before a seat")
            case SeatChange():
                seats = [frame.seat.seat]
            case ChatSaid():
                seats = [frame.seat]
            case Nudged():
                seats = [frame.by, frame.seat]
        if seats and (self.seat is None or any(not 0 <= s < self.players for s in seats)):
            raise ValueError(f"seats {seats} at a table of {self.players}")

    def _handle(self, frame: ServerFrame) -> None:
        match frame:
            case Welcome():
                pass
            case Seated():
                self._seated(frame)
            case Update():
                self._update(frame)
            case SeatChange():
                self._seat_change(frame)
            case ChatSaid():
                # one's own line under the name the table knows (``ada 2`` when renamed)
                who = self.seat_name(frame.seat) if frame.seat != self.seat else frame.name
                self.out.chat(self.tr.t("online-chat", player=who, text=frame.text))
            case Nudged():
                if frame.seat == self.seat:
                    self.out.event(self.tr.t("online-nudged", player=self.seat_name(frame.by)))
                else:
                    self.out.answer(
                        self.tr.t("online-nudge-sent", player=self.seat_name(frame.seat))
                    )
            case Notice():
                self.out.notice(self.tr.t(f"online-notice-{frame.code}"))
            case LobbyTables():
                self.lobby_tables = list(frame.tables)
            case Error():
                self._error(frame)

    def _seated(self, frame: Seated) -> None:
        returning = self.token == frame.token and self.code == frame.code
        self.token, self.code, self.seat = frame.token, frame.code, frame.seat
        self.game_name, self.players, self.seats = frame.game, frame.players, list(frame.seats)
        self.started = frame.started
        self.practice = frame.practice
        if self.remember is not None:
            self.remember(frame.token)
        if returning:
            if not self._quiet_return:
                self.out.notice(self.tr.t("online-back"))
            return
        if self._moved_from is not None:  # the page knows its table: not said again
            if not frame.started:
                self._moved_from = None  # nothing more to keep quiet: the start is said
            return
        self._say_seated(frame)
        asked, self._asked_name = self._asked_name, None
        mine = frame.seats[frame.seat].name if 0 <= frame.seat < len(frame.seats) else None
        if asked is not None and mine and mine != clean_name(asked):
            self.out.notice(self.tr.t("online-renamed", name=mine))  # somebody had the name

    def _say_seated(self, frame: Seated) -> None:
        """What is said on sitting at a table: its code, spelled, and the seats still awaited
        (a web seat says less: :class:`audiogame.web.seat.SeatClient`)."""
        self.out.notice(
            self.tr.concat(
                [
                    self.tr.t("online-seated", code=frame.code, game=frame.game),
                    spell_code(self.tr, frame.code),
                ]
            )
        )
        waiting = sum(1 for s in frame.seats if s.kind == "open")
        if not frame.started and waiting:
            self.out.notice(self.tr.t("online-waiting", count=waiting))

    def _update(self, frame: Update) -> None:
        if self.game_name is None or self.seat is None:
            return
        observation = wire.decode_observation(self.game_name, frame.observation)
        if self.session is None or self.table is None:
            self._sit(observation, frame.at)
            assert self.table is not None
            if self._moved_from is None:
                self.table.say_setup()  # the same for everybody: what the deal is made of
        session, table = self.session, self.table
        assert session is not None and table is not None
        if frame.recap:
            if self.seat_log is not None:
                self.seat_log.missed(frame.at)
            quiet, self._quiet_return = self._quiet_return and frame.at == session.at, False
            again, self._unanswered = self._unanswered, None
            session.view.obs = observation
            session.at = frame.at
            # after a quiet return, the action the server never answered goes (again) as is
            if not (quiet and again is not None and again.at == frame.at and self.send(again)):
                session.refused()  # an action lost with the connection may be sent again
            moved, self._moved_from = self._moved_from, None
            quiet = quiet or moved == frame.at  # a page that heard it all: nothing new
            if quiet:
                return  # nothing happened meanwhile: nothing to say
            mine = table.my_turn  # the recap ends with whose turn, unless the prompt follows
            self.out.event(table.recap(turn=not mine))
            if mine:
                self._say_turn()
            return
        self._unanswered = None  # the game moved: answered (or moot)
        before = tuple(getattr(session.view.obs, "hand", ()))
        self._log_update(frame.at, before, session.apply(frame, observation))

    def _log_update(self, at: int, before: tuple[int, ...], events: list[Event]) -> None:
        """Keep what the seat was told; at the game's end, hand the whole game over."""
        seat_log = self.seat_log
        if seat_log is None:
            return
        seat_log.told(at, before, events)
        if game_over(events) is not None:
            self._hand_over_log()

    def _hand_over_log(self) -> None:
        """The game as this seat was told it, to :attr:`on_finished` (once): at its end, or when
        the player leaves before it (kept when a card was played and every action seen)."""
        seat_log, self.seat_log = self.seat_log, None
        if seat_log is None or self.on_finished is None or not seat_log.steps:
            return
        names = [
            (info.name if info.name else self.seat_name(s)) for s, info in enumerate(self.seats)
        ]
        kept = seat_log.finished(names)
        if kept is not None:
            self.on_finished(kept)

    def _say_turn(self) -> None:
        table = self.table
        if table is not None and table.my_turn:
            self.out.event(table.turn_text())

    def _sit(self, observation: Any, at: int) -> None:
        assert self.game_name is not None and self.seat is not None
        self.session = RemoteSession(
            self.game_name, self.players, self.seat, observation, self.send, self._say
        )
        self.session.at = at
        self.session.practice = self.practice
        if self.keeps_review:
            self.seat_log = SeatLog(self.game_name, self.players, self.seat)
            self.seat_log.missed(at)  # a seat that sits after the deal saw none of it
        self.table = Table(self.session, self.seat, self.tr, self.out, seat_names=self._names())
        self.table.set_talk(
            self.verbosity, self.hint_level if self.practice else "off", symbols=False, powers=True
        )
        self.started = True

    def _seat_change(self, frame: SeatChange) -> None:
        info = frame.seat
        player = info.name or self.seat_name(info.seat)
        message = f"online-seat-{frame.change}"
        if frame.change == "left":
            player = self.seat_name(info.seat)  # the name they had
            message = "online-seat-left" if info.kind == "computer" else "online-seat-left-open"
        if 0 <= info.seat < len(self.seats):
            self.seats[info.seat] = info
        if self.table is not None:
            self.table.narrator.seat_names = self._names()
        if not frame.quiet:
            computer = info.name or self.seat_name(info.seat)
            self.out.notice(self.tr.t(message, player=player, computer=computer))
        if frame.change == "closed":
            self._forget_seat()
        if frame.started:
            self.out.notice(self.tr.t("online-all-seated"))

    def _error(self, frame: Error) -> None:
        if frame.code in ("illegal", "stale", "rate", "server"):
            self._unanswered = None  # the action (or a chat line) was refused: answered
        if frame.code == "illegal" and frame.refusal is not None:
            if self.session is not None:
                self.session.refused()
            try:
                reason = Illegal(frame.refusal, frame.suit, tuple(frame.options))
            except ValueError:
                reason = Illegal(Refusal.UNKNOWN_ACTION)
            if self.table is not None:
                self.table.refuse(reason)
                return
        if frame.code == "stale":
            if self.session is not None:
                self.session.refused()
            return  # the update that moved the game on is on its way, or already said
        if frame.code in ("server", "rate") and self.session is not None:
            self.session.refused()  # nothing changed: the player may try again
        if frame.code == "bad-token":
            self._forget_seat()
        if frame.code == "version":
            self._closing = True  # the server closes the connection: no coming back
            self.connected.clear()
        self.out.answer(self.tr.t(f"online-error-{frame.code}", limit=MAX_CHAT))
