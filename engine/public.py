"""Public-information tables: a game whose hands nobody knows, fed the plays of a real table.

The table companion (a front end for people playing the physical cards) enters each card as it
is played; a :class:`PublicTable` applies it with the *same* rules functions as the full game
(trick winner, led suit, values, powers, scoring) and returns the same events, so the same
narration serves both. What the full game refuses because it sees the hands (a card not in hand,
a failure to follow) cannot be refused here: it becomes a :class:`Note` event (a seat did not
follow; a later card proves a revoke) and the play stands. What no hand can explain is refused:
a card already played (counting copies), a card not in this deck, a seat that has already played
to the trick.

Every entry is one int action with a text form (``B+5``, ``seat 2``, ``decree 11K`` ...): a table
is rebuilt by replaying its entries, which is also how an entry is taken back. Its record is a
:class:`PublicRecord` (versioned JSON: the setup, the entries, the totals; no deals, nothing
hidden), never a :class:`~engine.record.GameRecord`, which a dealt game replays.
"""

from __future__ import annotations

import copy
import json
from abc import abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from engine.errors import PositionError, RecordError
from engine.events import Event
from engine.game import Game, Horizon, ObsT
from engine.record import GameRecord

__all__ = [
    "PUBLIC_FORMAT",
    "PUBLIC_VERSION",
    "MonarchBroken",
    "NotFollowed",
    "Note",
    "PublicRecord",
    "PublicTable",
    "Revoke",
]

PUBLIC_FORMAT = "public-play"
"""The ``format`` field of a public-play record."""
PUBLIC_VERSION = 1
"""The ``version`` field of the public-play records this engine writes and reads."""


# --- notes: what a public table cannot refuse but must tell ------------------------------------


@dataclass(frozen=True, slots=True)
class Note(Event):
    """Base class of the public tables' warnings (the play stands)."""

    seat: int


@dataclass(frozen=True, slots=True)
class NotFollowed(Note):
    """``seat`` did not follow ``suit``: it should hold none of it for the rest of the round."""

    suit: int


@dataclass(frozen=True, slots=True)
class Revoke(Note):
    """``seat`` played ``card`` of ``suit`` after showing it had none: an earlier failure to
    follow was a revoke (unless a card entered its hand since, which the table accounts for)."""

    suit: int
    card: int


@dataclass(frozen=True, slots=True)
class MonarchBroken(Note):
    """The Fox: ``seat`` answered a led Monarch with ``answered`` as its highest card of the suit,
    and has now played the higher ``card`` of that suit: the answer broke the Monarch's rule."""

    card: int
    answered: int


# --- the record --------------------------------------------------------------------------------


@dataclass(frozen=True)
class PublicRecord:
    """A public-play record: the setup, the entries in text form, the totals."""

    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    entries: tuple[str, ...] = ()
    totals: tuple[int, ...] = ()
    over: bool = False
    names: tuple[str, ...] = ()
    """The players' names as typed, in seat order (empty: the default names)."""

    def to_json(self) -> str:
        """Stable JSON text."""
        data = {
            "format": PUBLIC_FORMAT,
            "version": PUBLIC_VERSION,
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "names": list(self.names),
            "entries": list(self.entries),
            "totals": list(self.totals),
            "over": self.over,
        }
        return json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes) -> PublicRecord:
        """Parse and check the shape; raises :class:`RecordError`."""
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise RecordError(f"not JSON: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != PUBLIC_FORMAT:
            raise RecordError("not a public-play record")
        if data.get("version") != PUBLIC_VERSION:
            raise RecordError(f"unknown public-play record version {data.get('version')!r}")
        try:
            game, players, options = data["game"], data["players"], data["options"]
            entries, totals = data["entries"], data["totals"]
        except KeyError as exc:
            raise RecordError(f"missing field {exc}") from None
        names = data.get("names", [])
        over = data.get("over", False)
        ok = (
            isinstance(game, str)
            and isinstance(players, int)
            and not isinstance(players, bool)
            and isinstance(options, dict)
            and isinstance(entries, list)
            and all(isinstance(e, str) for e in entries)
            and isinstance(totals, list)
            and all(isinstance(t, int) and not isinstance(t, bool) for t in totals)
            and isinstance(names, list)
            and all(isinstance(n, str) for n in names)
            and isinstance(over, bool)
        )
        if not ok:
            raise RecordError("a field has the wrong type")
        return cls(game, players, options, tuple(entries), tuple(totals), over, tuple(names))


# --- the table ---------------------------------------------------------------------------------


class PublicTable(Game[ObsT]):
    """A game of public information only (see the module docstring). Subclasses give the rules;
    this class gives the entries, the positions and the records."""

    public: ClassVar[bool] = True

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        super().__init__(players, 0, options)

    # --- what subclasses add --------------------------------------------------------------

    @abstractmethod
    def seat_action(self, seat: int) -> int:
        """The entry "the next card is ``seat``'s" (a play out of turn)."""

    @abstractmethod
    def unseen(self) -> list[int]:
        """The cards (kinds, ids) that may still be entered now, each once, ascending."""

    @abstractmethod
    def totals(self) -> tuple[int, ...]:
        """Each seat's total so far."""

    # --- entries and records --------------------------------------------------------------

    @property
    def entries(self) -> list[str]:
        """Every entry so far, in text form."""
        return [self.action_to_text(a) for a in self.history]

    @classmethod
    def build(cls, players: int, options: Mapping[str, Any], entries: Sequence[str] = ()) -> Self:
        """A new table with ``entries`` replayed; raises :class:`~engine.errors.RecordError`
        (the index and the refusal of the first bad entry) or another
        :class:`~engine.errors.EngineError`."""
        table = cls(players, options)
        for index, text in enumerate(entries):
            try:
                action = table.text_to_action(text)
            except ValueError as exc:
                raise RecordError(f"entry {index + 1} {text!r}: {exc}") from None
            reason = table.why_illegal(action)
            if reason is not None:
                raise RecordError(f"entry {index + 1} {text!r}: {reason.code}")
            table.apply(action)
        return table

    def public_record(self, names: Sequence[str] = ()) -> PublicRecord:
        """The table as a public-play record."""
        return PublicRecord(
            self.name,
            self.players,
            dict(self.options),
            tuple(self.entries),
            self.totals(),
            self.is_over,
            tuple(names),
        )

    @classmethod
    def from_record(cls, record: PublicRecord) -> Self:
        """The table of ``record``; raises :class:`RecordError`."""
        if record.game != cls.name:
            raise RecordError(f"not a {cls.name} record: {record.game!r}")
        try:
            return cls.build(record.players, record.options, record.entries)
        except ValueError as exc:
            raise RecordError(f"record does not replay: {exc}") from None

    def without_last(self) -> Self:
        """This table with its last entry taken back (a seat named for it goes too)."""
        entries = self.history[:-1]
        while entries and self.is_seat_action(entries[-1]):
            entries.pop()
        table = type(self)(self.players, self.options)
        for action in entries:
            table.apply(action)
        return table

    def is_seat_action(self, action: int) -> bool:
        """True for an entry naming the seat of the next card."""
        return any(action == self.seat_action(s) for s in range(self.players))

    # --- the Game interface shared by public tables ---------------------------------------

    def clone(self) -> Self:
        """An independent copy."""
        return copy.deepcopy(self)

    def record(self) -> GameRecord:
        """Public tables have no deal to record: see :meth:`public_record`."""
        raise NotImplementedError("a public table has a public-play record (public_record)")

    def position(self) -> dict[str, Any]:
        """The setup and the entries (a public table is its entries)."""
        return {
            "game": self.name,
            "table": "public",
            "players": self.players,
            "options": dict(self.options),
            "entries": self.entries,
        }

    @classmethod
    def _from_position(
        cls,
        position: Mapping[str, Any],
        horizon: Horizon,
        deals: Sequence[Sequence[int]] | None,
    ) -> Self:
        players, options, entries = (
            position.get("players"),
            position.get("options"),
            position.get("entries"),
        )
        if not (
            isinstance(players, int)
            and isinstance(options, dict)
            and isinstance(entries, list)
            and all(isinstance(e, str) for e in entries)
        ):
            raise PositionError("a public table's position has players, options and entries")
        try:
            return cls.build(players, options, entries)
        except ValueError as exc:
            raise PositionError(str(exc)) from None

    def _key(self) -> tuple[Any, ...]:
        return (self.players, tuple(sorted(self.options.items())), tuple(self.history))
