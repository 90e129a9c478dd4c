"""One online table as the server holds it: the session, its seats, and the order in which an
action becomes known.

An action is taken under the table's lock (:attr:`OnlineTable.lock`), then
:meth:`OnlineTable.commit` writes the game on the store's thread and only then tells each seat
what it may know (:func:`~audiogame.online.redaction.update_for`); when the store fails, the
game goes back to what was stored and nobody hears of the action. The computer players
(:meth:`OnlineTable.drive`) think in the server's fair pool, only while a person is connected to
see them play, and after a failed write they try again, the table told.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import msgspec

import engine
from audiogame.online.connection import Connection
from audiogame.online.limits import Bucket
from audiogame.online.protocol import MAX_NAME, Notice, SeatInfo
from audiogame.online.redaction import update_for
from audiogame.online.store import SeatRow, StoreError, StoreThread
from audiogame.online.thinking import ThinkingPool
from audiogame.session import GameSession
from engine import Event
from engine.record import GameRecord

__all__ = ["COMPUTER_NAMES", "OnlineTable", "Place", "StoreFailed", "TableHost", "unique_name"]

log = logging.getLogger(__name__)

COMPUTER_NAMES = ("Alex", "Sam", "Robin", "Charlie", "Max", "Lou", "Jo", "Kim")
"""Names of the computer players, said alike in English and French: at an online table each
seat has one name, the same for everybody (a compass point would be East for one player and
West for another)."""
RETRY_DELAYS = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0)
"""Seconds before a computer's move is tried again after the store failed (the last repeats)."""


class StoreFailed(RuntimeError):
    """The store could not write an action: it was taken back, nobody heard of it."""


class TableHost(Protocol):
    """What a table needs of its server."""

    store: StoreThread
    thinking: ThinkingPool

    async def pace(self) -> None:
        """The pause before each computer play."""

    def finished(self, table: OnlineTable) -> None:
        """The table's game has ended (and its end is stored and told)."""


@dataclass
class Place:
    """A seat of an online table as the server sees it."""

    kind: str
    """``person``, ``computer`` or ``open``."""
    name: str | None = None
    level: str | None = None
    token: str | None = None
    """Hash of the person's seat token."""
    conn: Connection | None = None
    standin: bool = False
    away_timer: asyncio.TimerHandle | None = None
    chat: Bucket | None = None
    """The person's chat allowance: the seat's, kept across reconnections."""
    notices: Bucket | None = None
    """Their comings and goings said aloud to the others."""
    last_nudge: float | None = None
    joining: bool = False
    idle_away: bool = False
    """Their connection was closed for idleness: its coming back is not said either."""
    """Taken by a person whose seat the store is writing: the game waits for them."""

    def info(self, seat: int) -> SeatInfo:
        """What everybody may know of this seat."""
        away = self.kind == "person" and self.conn is None
        return SeatInfo(
            seat=seat,
            kind=self.kind,  # type: ignore[arg-type]
            name=self.name,
            level=self.level,
            away=away,
            standin=self.standin,
        )

    def row(self, seat: int) -> SeatRow:
        """As stored."""
        return SeatRow(seat, self.kind, self.name, self.level, self.token)


def unique_name(name: str, taken: list[str]) -> str:
    """``name``, or ``name 2``, ``name 3`` ... when somebody at the table has it already."""
    used = {t.casefold() for t in taken}
    if name.casefold() not in used:
        return name
    number = 2
    while (numbered := _numbered(name, number)).casefold() in used:
        number += 1
    return numbered


def _numbered(name: str, number: int) -> str:
    """``name number``, the name shortened so that it stays within :data:`MAX_NAME`."""
    return f"{name[: MAX_NAME - 1 - len(str(number))]} {number}"


def computer_name(taken: list[str]) -> str:
    """A computer player's name that nobody at the table has."""
    used = {t.casefold() for t in taken}
    free = next((n for n in COMPUTER_NAMES if n.casefold() not in used), None)
    return free or unique_name(COMPUTER_NAMES[0], taken)


class _Listener:
    """Collects a table's events until the store has them."""

    def __init__(self, table: OnlineTable) -> None:
        self.table = table

    def before_action(self, seat: int, action: int) -> None:
        """Nothing: a seat learns another's action from the redacted events only."""

    def on_events(self, events: Sequence[Event]) -> None:
        self.table.pending.append(list(events))

    def on_rewind(self) -> None:
        """Never happens online (no undo at a table of people)."""


@dataclass(eq=False)
class OnlineTable:
    """One table (see the module docstring)."""

    host: TableHost
    code: str
    session: GameSession
    places: list[Place]
    options: dict[str, Any]
    is_open: bool
    saved: GameRecord
    """The record last written to the store."""
    started: bool = False
    finished: bool = False
    practice: bool = False
    pending: list[list[Event]] = field(default_factory=list)
    """Events of the actions taken and not yet stored (nobody has heard of them)."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held from an action to its commit: one action at a time, each told once stored."""
    driver: asyncio.Task[None] | None = None
    closer: asyncio.TimerHandle | None = None
    abandoner: asyncio.TimerHandle | None = None
    """Finishes the table once nobody has been connected to it for ``abandon_after``."""
    unattended_since: float | None = None
    """Since when (monotonic) no person has been connected to the table (``None``: somebody
    is); the table nobody has been at for longest makes room first."""
    owner: str | None = None
    """The address that created the table, while the table counts against its cap."""

    def __post_init__(self) -> None:
        self.session.listen(_Listener(self))

    @property
    def game(self) -> engine.Game:
        """The authoritative game."""
        return self.session.game

    @property
    def at(self) -> int:
        """Actions played so far (what an ``act`` must name)."""
        return len(self.game.history)

    def seat_infos(self) -> list[SeatInfo]:
        """Every seat as everybody may know it."""
        return [place.info(seat) for seat, place in enumerate(self.places)]

    def host_name(self) -> str:
        """The name of the first person seated."""
        return next((p.name for p in self.places if p.kind == "person" and p.name), "?")

    @property
    def host_here(self) -> bool:
        """True while the person who created the table is connected to it."""
        host = self.places[0]
        return host.kind == "person" and host.conn is not None

    @property
    def attended(self) -> bool:
        """True while a person is connected to the table."""
        return any(p.kind == "person" and p.conn is not None for p in self.places)

    def names(self) -> list[str]:
        """The names at the table."""
        return [p.name for p in self.places if p.name]

    def free(self) -> int:
        """Open seats."""
        return sum(1 for p in self.places if p.kind == "open")

    @property
    def full(self) -> bool:
        """Every seat taken, and every person who took one seated: the game may start."""
        return all(p.kind != "open" and not p.joining for p in self.places)

    # --- an action becomes known --------------------------------------------------------------

    async def commit(self) -> None:
        """Store the game as it is now (on the store's thread), then tell each connected seat
        what it may know of the pending events. When the store fails, the game goes back to
        what was stored, nobody hears of it, and :class:`StoreFailed` is raised."""
        if not self.pending:
            return
        pending, self.pending = self.pending, []
        record = self.game.record()
        over = self.game.is_over
        if record != self.saved:  # a deal alone changes nothing stored
            store = self.host.store
            try:
                await store.run(store.store.save_record, self.code, record, over)
            except StoreError as exc:
                log.error("table %s: the store failed (%s); the action is undone", self.code, exc)
                self.session.game = engine.replay(self.saved)
                raise StoreFailed(str(exc)) from None
            self.saved = record
        for events in pending:
            self.broadcast_events(events)
        if over and not self.finished:
            self.finished = True
            self.host.finished(self)

    def broadcast_events(self, events: Sequence[Event]) -> None:
        """Each connected seat hears the events it may know."""
        for seat, place in enumerate(self.places):
            if place.conn is not None:
                place.conn.send(update_for(self.game, seat, events))

    def announce(self, frame: msgspec.Struct, skip: int | None = None) -> None:
        """A frame to every connected seat (but ``skip``)."""
        for seat, place in enumerate(self.places):
            if place.conn is not None and seat != skip:
                place.conn.send(frame)

    # --- the computer players ---------------------------------------------------------------

    def ensure_driver(self) -> None:
        """Let the computer players play while one of them is to act and a person is there."""
        if not self.started or self.finished or not self.attended:
            return
        if self.session.pending_computer() is None:
            return
        if self.driver is None or self.driver.done():
            self.driver = asyncio.create_task(self.drive())

    async def drive(self) -> None:
        """Play the computer seats while one is to act and a person is connected; after a
        failed write, tell the table and try again a little later."""
        failures = 0
        try:
            while self.attended and (seat := self.session.pending_computer()) is not None:
                await self.host.pace()
                game = self.game
                bot = self.session.seats[seat].bot
                if bot is None or self.session.pending_computer() != seat:
                    continue
                observation = game.observation(seat)
                owner = self.owner or self.code  # served in turn with other addresses'
                action = await self.host.thinking.think(bot.choose, observation, owner=owner)
                async with self.lock:
                    if self.game is not game or self.session.pending_computer() != seat:
                        continue  # the seat changed hands while it thought
                    self.session.play_computer(seat, action)
                    try:
                        await self.commit()
                    except StoreFailed:
                        if not failures:
                            self.announce(Notice(code="store-failed"))
                        failures += 1
                    else:
                        if failures:
                            self.announce(Notice(code="store-ok"))
                        failures = 0
                        continue
                await asyncio.sleep(RETRY_DELAYS[min(failures, len(RETRY_DELAYS)) - 1])
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: computer players failed", self.code)
