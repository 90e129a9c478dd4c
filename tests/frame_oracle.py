"""An oracle of what a seat may know, to check every field of every frame it received.

The test gives it the table's final record (from which each step's observations and events are
replayed), the names and tokens handed out, and the chat said; :meth:`TableKnowledge.check`
then reads each raw frame a seat received, in order, and fails on any field that is not what
that seat may know: an ``update``'s observation must be its own observation at that step and its
events the redacted ones, and nothing else may ride along; a seat info holds only public facts;
a token, or the text of an action whose card is hidden, appears only in the frames of its seat.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from audiogame.games import presentation
from audiogame.online import wire
from audiogame.online.protocol import VERSION, ErrorCode
from engine import Event, GameRecord, new_game, redact, replay
from engine.bots import LEVELS

__all__ = ["Seen", "TableKnowledge", "check_lobby_frame"]

ERROR_CODES = frozenset(ErrorCode.__args__)  # type: ignore[attr-defined]
SEAT_KINDS = ("person", "computer", "open")


def _plain(value: Any) -> Any:
    """``value`` as a JSON round trip gives it (tuples as lists)."""
    return json.loads(msgspec.json.encode(value))


class Leak(AssertionError):
    """A frame held something its seat may not know."""


def _fields(frame: dict[str, Any], allowed: Iterable[str], required: Iterable[str]) -> None:
    extra = set(frame) - set(allowed) - {"t"}
    if extra:
        raise Leak(f"{frame['t']}: fields no seat was meant to get: {sorted(extra)}")
    missing = set(required) - set(frame)
    if missing:
        raise Leak(f"{frame['t']}: missing {sorted(missing)}")


@dataclass
class Seen:
    """What the checks met (for coverage assertions)."""

    frames: dict[str, int] = field(default_factory=dict)
    events: set[str] = field(default_factory=set)
    recaps: int = 0
    errors: set[str] = field(default_factory=set)

    def count(self, tag: str) -> None:
        self.frames[tag] = self.frames.get(tag, 0) + 1

    def merge(self, other: Seen) -> None:
        """Add what ``other`` met."""
        for tag, count in other.frames.items():
            self.frames[tag] = self.frames.get(tag, 0) + count
        self.events |= other.events
        self.recaps += other.recaps
        self.errors |= other.errors


def check_seat_info(info: Any, names: set[str], players: int) -> None:
    """A seat info holds public facts only."""
    if not isinstance(info, dict):
        raise Leak(f"a seat info that is no object: {info!r}")
    _fields(info, ("seat", "kind", "name", "level", "away", "standin"), ("seat", "kind"))
    if not 0 <= info["seat"] < players or info["kind"] not in SEAT_KINDS:
        raise Leak(f"seat info: {info}")
    name = info.get("name")
    if name is not None and name not in names:
        raise Leak(f"seat info: a name nobody gave: {name!r}")
    level = info.get("level")
    if level is not None and level not in LEVELS:
        raise Leak(f"seat info: level {level!r}")
    if info["kind"] == "open" and (name is not None or level is not None):
        raise Leak(f"seat info: an open seat with a name or level: {info}")
    for flag in ("away", "standin"):
        if not isinstance(info.get(flag, False), bool):
            raise Leak(f"seat info: {flag} {info[flag]!r}")


def check_lobby_frame(frame: dict[str, Any], names: set[str]) -> None:
    """A ``tables`` frame: public facts of open tables."""
    _fields(frame, ("tables",), ("tables",))
    for info in frame["tables"]:
        _fields(info, ("code", "game", "players", "free", "host"), ("code", "game", "host"))
        if info["host"] not in names or not 0 < info["free"] < info["players"]:
            raise Leak(f"lobby: {info}")


class TableKnowledge:
    """What each seat of one table may know (see the module docstring)."""

    def __init__(
        self,
        record: GameRecord,
        *,
        code: str,
        names: set[str],
        chat: set[str],
        practice: bool = False,
    ) -> None:
        self.code = code
        self.game = record.game
        self.players = record.players
        self.names = names
        """Every name given at this table (people's, and the computers' public names)."""
        self.chat = chat
        self.practice = practice
        self.show = presentation(record.game)
        self.texts = new_game(record.game, record.players, 0)
        """A game used only to write actions' text forms."""
        game = replay(record, upto=0)
        self.steps: list[list[Event]] = [list(game.start_events())]
        self.observations: list[list[Any]] = [self._views(game)]
        self.actors: list[int | None] = [None]
        self.hidden: list[list[str]] = [[] for _ in range(self.players)]
        """Per seat: the text of each action whose events hide a card from that seat."""
        for text in record.actions:
            actor = game.current_player
            events = game.apply(game.text_to_action(text))
            self.steps.append(list(events))
            self.observations.append(self._views(game))
            self.actors.append(actor)
            for seat in range(self.players):
                secret = seat != actor and any(redact(e, seat) != e for e in events)
                if secret and not self._public_text(text, events, seat):
                    self.hidden[seat].append(text)
        self.tokens: dict[str, int] = {}
        """Each seat token handed out, and its seat."""
        self.messages: dict[int, list[str]] = {}
        self.seen = Seen()

    def _views(self, game: Any) -> list[Any]:
        return [_plain(wire.encode_observation(game.observation(s))) for s in range(self.players)]

    def _public_text(self, text: str, events: Sequence[Event], seat: int) -> bool:
        """True when ``text`` is the card play its redacted events show to ``seat``."""
        for event in events:
            played = self.show.card_played(redact(event, seat))
            if played is not None and self.texts.action_to_text(played[1]) == text:
                return True
        return False

    def _events(self, at: int, seat: int) -> list[Any]:
        return _plain(wire.encode_events([redact(e, seat) for e in self.steps[at]]))

    def check(self, seat: int, messages: Sequence[str | bytes]) -> None:
        """Every frame ``seat`` received, in order, against what it may know."""
        texts = [m if isinstance(m, str) else m.decode("utf-8") for m in messages]
        self.messages.setdefault(seat, []).extend(texts)
        hand: list[int] = []
        for text in texts:
            frame = json.loads(text)
            if not isinstance(frame, dict) or not isinstance(frame.get("t"), str):
                raise Leak(f"not a frame: {text[:80]}")
            self.seen.count(frame["t"])
            try:
                hand = self._check(seat, frame, hand)
            except Leak as leak:
                raise Leak(f"seat {seat}: {leak}\n  frame: {text[:400]}") from None

    def check_outsider(self, raw: str | bytes) -> None:
        """A frame to a connection at no table: a welcome, the lobby or a refusal."""
        frame = json.loads(raw)
        self.seen.count(frame["t"])
        if frame["t"] not in ("welcome", "tables", "error"):
            raise Leak(f"a connection at no table got {frame['t']!r}")
        self._check(-1, frame, [])

    def finish(self) -> None:
        """The checks across seats: a token, or a hidden action's text, reaches no other seat."""
        for seat, texts in self.messages.items():
            whole = "\n".join(texts)
            for token, owner in self.tokens.items():
                if owner != seat and token in whole:
                    raise Leak(f"seat {seat} got seat {owner}'s token")
            for secret in self.hidden[seat]:
                if json.dumps(secret) in whole:
                    raise Leak(f"seat {seat} got the hidden action {secret!r}")

    def _check(self, seat: int, frame: dict[str, Any], hand: list[int]) -> list[int]:
        tag = frame["t"]
        if tag == "welcome":
            _fields(frame, ("v",), ("v",))
            if frame["v"] != VERSION:
                raise Leak(f"welcome {frame['v']}")
        elif tag == "seated":
            self._seated(seat, frame)
        elif tag == "update":
            return self._update(seat, frame)
        elif tag == "seat-change":
            _fields(frame, ("change", "seat", "started", "quiet"), ("change", "seat"))
            check_seat_info(frame["seat"], self.names, self.players)
        elif tag == "chat-said":
            _fields(frame, ("seat", "name", "text"), ("seat", "name", "text"))
            if frame["name"] not in self.names or frame["text"] not in self.chat:
                raise Leak(f"chat: {frame}")
        elif tag == "notice":
            _fields(frame, ("code",), ("code",))
        elif tag == "nudged":
            _fields(frame, ("by", "seat"), ("by", "seat"))
            if seat not in (frame["by"], frame["seat"]):
                raise Leak("a nudge between two other seats")
        elif tag == "tables":
            check_lobby_frame(frame, self.names)
        elif tag == "error":
            _fields(frame, ("code", "detail", "refusal", "suit", "options"), ("code",))
            if frame["code"] not in ERROR_CODES:
                raise Leak(f"error code {frame['code']!r}")
            self.seen.errors.add(frame["code"])
            if set(frame.get("options", [])) - set(hand):
                raise Leak(f"error options {frame['options']} beyond the hand {hand}")
        else:
            raise Leak(f"a frame of unknown kind {tag!r}")
        return hand

    def _seated(self, seat: int, frame: dict[str, Any]) -> None:
        _fields(
            frame,
            ("code", "seat", "token", "game", "players", "seats", "started", "practice"),
            ("code", "seat", "token", "game", "players", "seats", "started"),
        )
        if (frame["code"], frame["seat"], frame["game"], frame["players"]) != (
            self.code,
            seat,
            self.game,
            self.players,
        ):
            raise Leak(f"seated: {frame}")
        owner = self.tokens.setdefault(frame["token"], seat)
        if owner != seat:
            raise Leak(f"seated: seat {owner}'s token")
        if frame.get("practice", False) != self.practice:
            raise Leak("seated: practice")
        if len(frame["seats"]) != self.players:
            raise Leak("seated: seats")
        for info in frame["seats"]:
            check_seat_info(info, self.names, self.players)

    def _update(self, seat: int, frame: dict[str, Any]) -> list[int]:
        allowed = ("at", "observation", "events", "recap", "actor", "action")
        _fields(frame, allowed, ("at", "observation"))
        at = frame["at"]
        if not isinstance(at, int) or not 0 <= at < len(self.steps):
            raise Leak(f"update at {at!r}")
        actor = frame.get("actor")
        if actor is not None and (frame.get("recap") or actor != self.actors[at]):
            raise Leak(f"update at {at}: actor {actor} did not act")
        action = frame.get("action")
        if action is not None and not self._public_text(action, self.steps[at], seat):
            raise Leak(f"update at {at}: an action its redacted events do not show: {action!r}")
        if frame["observation"] != self.observations[at][seat]:
            raise Leak(f"update at {at}: an observation that is not the seat's own")
        events = frame.get("events", [])
        if frame.get("recap", False):
            self.seen.recaps += 1
            if events:
                raise Leak("a recap with events")
        elif events != self._events(at, seat):
            raise Leak(f"update at {at}: events that are not the redacted ones")
        self.seen.events.update(item["e"] for item in events)
        hand = frame["observation"].get("hand", [])
        return list(hand) if isinstance(hand, list) else []
