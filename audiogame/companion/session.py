"""The companion's game session: a :class:`~audiogame.session.GameSession` over a public table
(``engine.public``), every seat a player at the real table whose plays are entered
(:attr:`SeatKind.ENTERED`).

It differs from a dealt game's session in two ways: an entry is taken back by rebuilding the
table without it (there is no deal to replay), and the table is saved after every entry, the end
included (a finished table is a record worth keeping).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from audiogame.session import GameSession, Seat, SeatKind
from engine.public import PublicRecord, PublicTable
from engine.registry import ENTRIES

__all__ = ["CompanionSession", "public_table_class"]


def public_table_class(name: str) -> type[PublicTable[Any]]:
    """The public table of game ``name``; ``ValueError`` for a game without one."""
    entry = ENTRIES.get(name)
    cls = entry.public_table if entry is not None else None
    if cls is None or not issubclass(cls, PublicTable):
        raise ValueError(f"no public table for {name!r}")
    return cls


class CompanionSession(GameSession):
    """A real table's game (see the module docstring). ``names`` are the players' names in seat
    order, as typed (they go into the record)."""

    def __init__(
        self,
        table: PublicTable[Any],
        names: Sequence[str],
        *,
        saver: Callable[[GameSession], None] | None = None,
    ) -> None:
        seats = {s: Seat(SeatKind.ENTERED, name=names[s]) for s in range(table.players)}
        super().__init__(table, seats, saver=saver)
        self.names = list(names)

    @classmethod
    def create(
        cls,
        name: str,
        players: int,
        options: Mapping[str, Any],
        names: Sequence[str],
        **hooks: Any,
    ) -> CompanionSession:
        """A new companion game of ``name``; ``ValueError`` for a bad setup."""
        if len(names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(names)}")
        table = public_table_class(name)(players, options)
        return cls(table, names, **hooks)

    @classmethod
    def from_record(cls, record: PublicRecord, **hooks: Any) -> CompanionSession:
        """The companion game of a public-play record; raises ``RecordError``."""
        table = public_table_class(record.game).from_record(record)
        names = list(record.names) or [str(s + 1) for s in range(record.players)]
        if len(names) != record.players:
            from engine.errors import RecordError

            raise RecordError("the record names as many players as it has")
        return cls(table, names, **hooks)

    @property
    def table(self) -> PublicTable[Any]:
        """The public table."""
        game = self.game
        assert isinstance(game, PublicTable)
        return game

    def public_record(self) -> PublicRecord:
        """The game so far as a public-play record."""
        return self.table.public_record(self.names)

    def save(self) -> None:
        """Save now, the end included."""
        if self.saver is not None:
            self.saver(self)

    def last_play(self, seat: int) -> tuple[int, int] | None:
        """The last entry, whoever made it: ``(index, action)``; ``None`` before any."""
        history = self.table.history
        return (len(history) - 1, history[-1]) if history else None

    def undo(self, seat: int = -1) -> int | None:
        """Take back the last entry (and a seat named for it); its action, or ``None`` when
        nothing was entered. The listeners are told; the game is saved."""
        table = self.table
        if not table.history:
            return None
        action = table.history[-1]
        self.rewind_to(table.without_last())
        return action
