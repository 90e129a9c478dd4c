"""Games finished at an online seat, kept for review from what that seat was told.

An online player's program has no record of the game (the deal is the server's secret): it
keeps what its seat was sent, as the game went, in a :class:`SeatLog` — the deal's events, then
for each action the seat's hand before it and the events it received, already redacted for it
by the server. When the game ends (or the player leaves it before its end: a game with no
result, listed as left), the log becomes a :class:`SeatGame`, written atomically in
``<data>/finished/online/`` (:class:`SeatGames`, bounded like the local games); the review room
walks it as it walks a local game, with the seat's own hand only. Nothing is in it that the
seat was not sent: no other seat's hidden card, in any file.

A seat that missed actions (the connection was lost; the server's recap says where the game
stands, not what happened meanwhile) keeps no review of that game: a walk with missing plays
would say wrong tricks. The log says so (:attr:`SeatLog.complete`).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from audiogame.finished import FinishedSummary, KeptGames, ended_at
from audiogame.review import Review, game_over, review_of_seat
from audiogame.slots import GAME_NAME
from audiogame.storage import atomic_write, make_private_dir, read_bounded
from engine.events import Event

__all__ = ["SEAT_GAME_VERSION", "SeatGame", "SeatGames", "SeatLog"]

log = logging.getLogger(__name__)

SEAT_GAME_VERSION = 1
MAX_FILE = 4 * 1024 * 1024
"""Bytes: the largest seat game read back (a long Fox match is about 100 KiB)."""
MAX_NAME = 64
ONLINE = "online"
"""The start of a seat game's slot name."""


@dataclass(frozen=True)
class SeatGame:
    """One game as one seat was told it (see the module docstring)."""

    game: str
    players: int
    seat: int
    names: tuple[str, ...]
    """Each seat's name at the table, the player's own included."""
    start: tuple[Event, ...]
    steps: tuple[tuple[tuple[int, ...], tuple[Event, ...]], ...]
    """For each action: the seat's hand before it, the events it was sent."""

    def review(self) -> Review:
        """The game's rounds and tricks, for the review room."""
        return review_of_seat(self.game, self.players, self.seat, self.start, self.steps)

    def result(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The game's final totals and winners, when it ended (``None``: the player left it
        before its end)."""
        over = game_over(self.steps[-1][1]) if self.steps else None
        if over is None:
            return None
        return tuple(over.totals), tuple(over.winners)  # type: ignore[attr-defined]

    def summary(self, slot: str = "", finished_at: float = 0.0) -> FinishedSummary:
        """What a list of finished games says of it: its result, or for a game the player left
        before its end (``left``), the totals of its last round scored."""
        result = self.result()
        totals, winners = result if result is not None else (self._totals(), ())
        return FinishedSummary(
            slot,
            self.game,
            self.players,
            self.seat,
            (),
            False,
            totals,
            winners,
            finished_at,
            names=self.names,
            left=result is None,
        )

    def _totals(self) -> tuple[int, ...]:
        """The totals after the last round scored (zeros before one)."""
        for _, events in reversed(self.steps):
            for event in reversed(events):
                if type(event).__name__ == "RoundScored":
                    return tuple(getattr(event, "totals", ()))
        return (0,) * self.players

    def to_json(self) -> str:
        from audiogame.online import wire  # msgspec: only where a seat game is written

        return json.dumps(
            {
                "seat_game_version": SEAT_GAME_VERSION,
                "game": self.game,
                "players": self.players,
                "seat": self.seat,
                "names": list(self.names),
                "start": wire.encode_events(self.start),
                "steps": [
                    {"hand": list(hand), "events": wire.encode_events(events)}
                    for hand, events in self.steps
                ],
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> SeatGame:
        """Raises :class:`ValueError` for anything but a seat game this version wrote."""
        from audiogame.online import wire

        data = json.loads(text)
        if not isinstance(data, dict) or data.get("seat_game_version") != SEAT_GAME_VERSION:
            raise ValueError("not a seat game of this version")
        game, players, seat, names = (data.get(k) for k in ("game", "players", "seat", "names"))
        if not isinstance(game, str) or not GAME_NAME.fullmatch(game):
            raise ValueError("game")
        if not isinstance(players, int) or not 1 <= players <= 16:
            raise ValueError("players")
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError("seat")
        if not isinstance(names, list) or len(names) != players:
            raise ValueError("names")
        if not all(isinstance(n, str) and len(n) <= MAX_NAME for n in names):
            raise ValueError("names")
        steps_data = data.get("steps")
        if not isinstance(steps_data, list):
            raise ValueError("steps")
        steps = []
        for step in steps_data:
            hand = step.get("hand") if isinstance(step, dict) else None
            if not isinstance(hand, list) or not all(type(c) is int for c in hand):
                raise ValueError("hand")
            steps.append((tuple(hand), tuple(wire.decode_events(_list(step.get("events"))))))
        start = tuple(wire.decode_events(_list(data.get("start"))))
        return cls(game, players, seat, tuple(names), start, tuple(steps))


class SeatLog:
    """What a seat is told, as it comes (see the module docstring)."""

    def __init__(self, game: str, players: int, seat: int) -> None:
        self.game, self.players, self.seat = game, players, seat
        self.start: list[Event] = []
        self.steps: list[tuple[tuple[int, ...], tuple[Event, ...]]] = []
        self.at = 0
        """Actions seen so far."""
        self.complete = True
        """Every action was seen since the deal."""

    def told(self, at: int, hand: Sequence[int], events: Sequence[Event]) -> None:
        """The update of action ``at`` (0: the deal), ``hand`` the seat's hand before it."""
        if at == 0:
            self.start = list(events)
            return
        if at != self.at + 1:
            self.complete = False  # actions were missed
        self.at = at
        self.steps.append((tuple(hand), tuple(events)))

    def missed(self, at: int) -> None:
        """A recap at action ``at``: anything between was not seen."""
        if at != self.at:
            self.complete = False
            self.at = at

    def finished(self, names: Sequence[str]) -> SeatGame | None:
        """The game as a :class:`SeatGame`, when every action of it was seen."""
        if not self.complete or not self.start:
            return None
        return SeatGame(
            self.game,
            self.players,
            self.seat,
            tuple(str(n)[:MAX_NAME] for n in names),
            tuple(self.start),
            tuple(self.steps),
        )


class SeatGames(KeptGames):
    """The seat games in ``folder``, the newest ``limit`` of them."""

    def keep(self, game: SeatGame, limit: int) -> str | None:
        """Keep ``game`` (none when ``limit`` is 0), then let the oldest past ``limit`` go;
        its slot. Raises :class:`OSError` when it cannot be written."""
        if limit <= 0:
            return None
        make_private_dir(self.folder)
        slot = self.new_slot(ONLINE + game.game)  # never a local game's slot name
        atomic_write(self.path(slot), game.to_json())
        self.prune(limit, keep=slot)
        return slot

    def load(self, slot: str) -> SeatGame | None:
        """The seat game ``slot``, or ``None`` (gone or unreadable: logged, left in place)."""
        try:
            return SeatGame.from_json(read_bounded(self.path(slot), MAX_FILE))
        except (OSError, ValueError) as exc:  # a WireError is a ValueError
            log.warning("the finished online game %s cannot be read: %s", slot, exc)
            return None

    def games(self) -> list[FinishedSummary]:
        """The readable seat games, newest first, as the list of finished games says them."""
        found = []
        for slot in self.slots():
            game = self.load(slot)
            if game is None:
                continue
            try:
                when = ended_at(slot)
            except ValueError:
                continue
            found.append(game.summary(slot, when))
        return found


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError("a list was expected")
    return value
