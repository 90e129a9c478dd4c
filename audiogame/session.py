"""A game in progress and the seats around it, with no screen: the controller every front end
drives (the keyboard table, the demo; the table companion and online tables next).

Each seat has a kind: a player at this keyboard, a computer player, a remote player or a player at
a real table whose plays are typed in. The session does not care which: it tells whose turn it
is, takes each action through the engine's checks, hands the events to its listeners (a table
narrating for its seat, a server sending to its clients), saves the game before anything of an
action is said, takes plays back, and drives the computer players off the caller's thread::

    session = GameSession.new("fox", players=2, local=0, level="easy", seed=7)
    session.listen(table)                       # table.before_action / on_events / on_rewind
    await session.drive(pace, executor)         # computer players until a person is to act
    session.act(0, action)                      # a person's action: refused with a reason, or done

Nothing here prints, speaks or knows prompt-toolkit.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from concurrent.futures import Executor
from contextlib import AbstractContextManager
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any, Protocol

import engine
from engine import Event, Game, Illegal
from engine.bots import Bot, live_time_limit, make_bot
from engine.registry import ENTRIES

__all__ = [
    "GameSession",
    "Seat",
    "SeatKind",
    "SessionListener",
]

log = logging.getLogger(__name__)


class SeatKind(StrEnum):
    """Who sits at a seat."""

    LOCAL = "local"
    """A player at this keyboard."""
    COMPUTER = "computer"
    """A computer player (a bot of the engine's registry)."""
    REMOTE = "remote"
    """A player on another machine (online tables)."""
    ENTERED = "entered"
    """A player at a real table whose plays are typed in (the table companion)."""


@dataclass
class Seat:
    """One seat: its kind, and the computer player or the name that goes with it."""

    kind: SeatKind
    level: str | None = None
    """A computer player's level."""
    bot: Bot | None = None
    name: str | None = None
    """A name to say instead of the seat's default one (companion, online)."""


class SessionListener(Protocol):
    """What a listener hears of the session (all calls come from the session's thread)."""

    def before_action(self, seat: int, action: int) -> None:
        """``seat`` is about to take ``action`` (already checked legal)."""

    def on_events(self, events: Sequence[Event]) -> None:
        """The events of an action, or of a deal (unredacted: redact for your seat)."""

    def on_rewind(self) -> None:
        """The game was taken back to an earlier point (undo)."""


def computer_seats(
    name: str,
    players: int,
    levels: Mapping[int, str],
    seed: int,
    *,
    live: bool = True,
    think: int = 1,
) -> dict[int, Seat]:
    """Computer seats of the given levels, each bot seeded from the game's seed and its seat
    (``live``: each searching level stops at its live time limit, so a slow machine keeps the
    player's wait short; ``think``: the expert's thinking time, a multiple of its usual budget
    and of that limit)."""
    return {
        seat: Seat(
            SeatKind.COMPUTER,
            level=level,
            bot=make_bot(
                name,
                level,
                seed,
                seat,
                players,
                time_limit=live_time_limit(level) if live else None,
                think=think,
            ),
        )
        for seat, level in levels.items()
    }


class GameSession:
    """One game and its seats (see the module docstring).

    ``saver(session)`` is called after every action, inside ``hold()`` (so that a front end can
    hold back what its listeners say until the game is saved); ``on_over(session, result)`` once,
    when the game ends.
    """

    def __init__(
        self,
        game: Game,
        seats: Mapping[int, Seat],
        *,
        practice: bool = False,
        saver: Callable[[GameSession], None] | None = None,
        hold: Callable[[], AbstractContextManager[None]] = contextlib.nullcontext,
        on_over: Callable[[GameSession, engine.Result], None] | None = None,
    ) -> None:
        missing = set(range(game.players)) - set(seats)
        if missing:
            raise ValueError(f"no one sits at seats {sorted(missing)}")
        for seat, place in seats.items():
            if place.kind is SeatKind.COMPUTER and place.bot is None:
                raise ValueError(f"the computer seat {seat} has no computer player")
        self.game = game
        self._seats = dict(seats)
        self.practice = practice
        self.saver = saver
        self.hold = hold
        self.on_over = on_over
        self._listeners: list[SessionListener] = []
        self._over_reported = game.is_over

    # --- seats ---------------------------------------------------------------------------

    @property
    def seats(self) -> Mapping[int, Seat]:
        """Who sits where (read only: :meth:`sit` and :meth:`sit_computer` change it)."""
        return MappingProxyType(self._seats)

    def sit(self, seat: int, place: Seat) -> None:
        """Put ``place`` at ``seat`` (a person arriving, a computer standing in)."""
        if not 0 <= seat < self.game.players:
            raise ValueError(f"no seat {seat} in a {self.game.players}-player game")
        if place.kind is SeatKind.COMPUTER and place.bot is None:
            raise ValueError(f"the computer seat {seat} has no computer player")
        self._seats[seat] = place

    def sit_computer(self, seat: int, level: str) -> None:
        """Put a computer player of ``level`` at ``seat`` (seeded from the game's seed)."""
        game = self.game
        self.sit(seat, computer_seats(game.name, game.players, {seat: level}, game.seed)[seat])

    def rewind_to(self, game: Game) -> None:
        """Continue from ``game``, an earlier state of this one (an undo): the listeners are
        told (held, then said), the game is saved."""
        self.game = game
        self._over_reported = game.is_over
        with self.hold():
            for listener in self._listeners:
                listener.on_rewind()
            self.save()

    # --- building ------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        name: str,
        *,
        players: int | None = None,
        local: int | None = 0,
        level: str | None = None,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        practice: bool = False,
        live: bool = True,
        think: int = 1,
        **hooks: Any,
    ) -> GameSession:
        """A new game of ``name``: a player at this keyboard at seat ``local`` (``None``: all
        computer players, as in the demo), computer players of ``level`` everywhere else (the
        game's default level when ``None``; ``live`` and ``think``: as :func:`computer_seats`)."""
        level = level or ENTRIES[name].default_level
        count = players if players is not None else ENTRIES[name].default_players
        game = engine.new_game(name, count, seed, **dict(options or {}))
        levels = {seat: level for seat in range(count) if seat != local}
        seats = computer_seats(name, count, levels, game.seed, live=live, think=think)
        if local is not None:
            seats[local] = Seat(SeatKind.LOCAL)
        return cls(game, seats, practice=practice, **hooks)

    # --- who is who ----------------------------------------------------------------------

    @property
    def name(self) -> str:
        """The game's registry name."""
        return self.game.name

    def listen(self, listener: SessionListener) -> None:
        """Add a listener of the actions and events."""
        self._listeners.append(listener)

    @property
    def local_seats(self) -> list[int]:
        """The seats played at this keyboard."""
        return [s for s, place in sorted(self._seats.items()) if place.kind is SeatKind.LOCAL]

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer players' levels, in seat order."""
        return tuple(
            place.level or ENTRIES[self.name].default_level
            for _, place in sorted(self._seats.items())
            if place.kind is SeatKind.COMPUTER
        )

    @property
    def current_seat(self) -> int | None:
        """The seat to act, or ``None`` once the game is over."""
        return self.game.current_player

    def waiting_for(self) -> Seat | None:
        """The seat to act now, or ``None`` once the game is over."""
        seat = self.game.current_player
        return None if seat is None else self._seats[seat]

    def pending_computer(self) -> int | None:
        """The computer seat to act now, or ``None`` (someone else's turn, or the end)."""
        seat = self.game.current_player
        if seat is None or self._seats[seat].kind is not SeatKind.COMPUTER:
            return None
        return seat

    # --- acting --------------------------------------------------------------------------

    def start(self) -> None:
        """Tell the listeners the deal of the current round (a new game)."""
        self._tell(self.game.start_events())

    def why_illegal(self, seat: int, action: int) -> Illegal | None:
        """Why ``seat`` may not take ``action`` now, or ``None``."""
        return self.game.why_illegal(action, seat=seat)

    def act(self, seat: int, action: int) -> Illegal | None:
        """Take ``action`` for ``seat``: the refusal (nothing changes), or ``None`` once it is
        done, told to the listeners and saved."""
        reason = self.why_illegal(seat, action)
        if reason is not None:
            return reason
        for listener in self._listeners:
            listener.before_action(seat, action)
        events = self.game.apply(action, seat=seat)
        self._tell(events)
        return None

    def _tell(self, events: Sequence[Event]) -> None:
        """The events to every listener, then the save, all inside ``hold()``; then the end."""
        with self.hold():
            for listener in self._listeners:
                listener.on_events(events)
            self._report_over()
            self.save()

    def _report_over(self) -> None:
        if self._over_reported or not self.game.is_over:
            return
        self._over_reported = True
        result = self.game.result()
        if result is not None and self.on_over is not None:
            self.on_over(self, result)

    def save(self) -> None:
        """Save now (the ``saver``; nothing once the game is over)."""
        if self.saver is not None and not self.game.is_over:
            self.saver(self)

    def computer_move(self, seat: int) -> int:
        """The computer player's choice at ``seat`` from its observation (may take a while:
        call it off the interface's thread)."""
        bot = self._seats[seat].bot
        assert bot is not None
        return bot.choose(self.game.observation(seat))

    def play_computer(self, seat: int, action: int) -> None:
        """Apply a computer player's choice; a bad one is logged and replaced by a legal one."""
        if self.pending_computer() != seat:
            log.warning("computer seat %s answered out of turn; ignored", seat)
            return
        if self.why_illegal(seat, action) is not None:
            log.error("seat %s chose illegal action %s; playing the first legal one", seat, action)
            action = self.game.legal_actions()[0]
        self.act(seat, action)

    async def drive(
        self, pace: Callable[[], Awaitable[None]], executor: Executor | None = None
    ) -> None:
        """Play the computer seats while one of them is to act: ``pace()`` before each play,
        the thinking in ``executor``. Returns when a person is to act or the game is over; an
        undo while a computer thinks is noticed, and that choice dropped."""
        loop = asyncio.get_running_loop()
        while (seat := self.pending_computer()) is not None:
            game = self.game
            await pace()
            if self.game is not game or self.pending_computer() != seat:
                continue
            action = await loop.run_in_executor(executor, self.computer_move, seat)
            if self.game is not game or self.pending_computer() != seat:
                continue  # taken back while it thought
            self.play_computer(seat, action)

    def run_computers(self) -> None:
        """Play the computer seats on this thread while one is to act (the demo)."""
        while (seat := self.pending_computer()) is not None:
            self.play_computer(seat, self.computer_move(seat))

    # --- undo ----------------------------------------------------------------------------

    def last_play(self, seat: int) -> tuple[int, int] | None:
        """``(index in the record, action)`` of ``seat``'s last card played, or ``None``."""
        record = self.game.record()
        probe = engine.replay(record, upto=0)
        last: tuple[int, int] | None = None
        for index, text in enumerate(record.actions):
            action = probe.text_to_action(text)
            if probe.current_player == seat and probe.is_card_play(action):
                last = (index, action)
            probe.step(action)
        return last

    def undo(self, seat: int) -> int | None:
        """Take back ``seat``'s last card and everything after it; the card's action, or
        ``None`` when there is nothing to take back. The listeners are told; the game is saved."""
        last = self.last_play(seat)
        if last is None:
            return None
        index, action = last
        record = self.game.record()
        back = engine.replay(record, upto=index)
        # The rounds not reached again are dealt from the seed when they come, as before:
        # keep only the deals the rewound game has used, so that it equals its own replay.
        used = dataclasses.replace(record, deals=record.deals[: len(back.deals)])
        self.rewind_to(engine.replay(used, upto=index))
        return action
