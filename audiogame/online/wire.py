"""Engine events and observations as plain data on the wire, and back, validated.

An event travels as ``{"e": "<game>.<Class>", "f": {fields}}`` (``fox.CardPlayed``): the class
name is looked up among the engine's event classes and the fields converted with msgspec, so a
client never builds anything but a known engine event with well-typed fields. An observation
travels as its fields and comes back as the game's own observation class (found from the
registry, never named here). The server redacts before encoding: nothing here decides who may
see what.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from typing import Any

import msgspec

import engine
from engine import Event
from engine.events import Event as _EventBase
from engine.registry import ENTRIES

__all__ = [
    "WireError",
    "decode_events",
    "decode_observation",
    "encode_events",
    "encode_observation",
    "event_name",
]


class WireError(ValueError):
    """An event or observation that is no valid engine data."""


def _subclasses(cls: type[_EventBase]) -> list[type[_EventBase]]:
    found: list[type[_EventBase]] = []
    for sub in cls.__subclasses__():
        found.append(sub)
        found.extend(_subclasses(sub))
    return found


def event_name(cls: type[Event]) -> str:
    """The wire name of an event class: its game package and class name (``fox.CardPlayed``)."""
    module = cls.__module__.removeprefix("engine.").removesuffix(".events")
    return f"{module}.{cls.__qualname__}"


@functools.cache
def _event_classes() -> dict[str, type[Event]]:
    return {event_name(cls): cls for cls in _subclasses(_EventBase)}


def _event_class(name: object) -> type[Event] | None:
    """The event class of a wire name, ``None`` for none. The classes are looked for again on
    a miss: a game of a package of its own may be imported after the first event."""
    if not isinstance(name, str):
        return None
    found = _event_classes().get(name)
    if found is None:
        _event_classes.cache_clear()
        found = _event_classes().get(name)
    return found


_FIELDS: dict[type[Any], frozenset[str]] = {}


def _field_names(cls: type[Any]) -> frozenset[str]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = frozenset(f.name for f in dataclasses.fields(cls))
    return names


@functools.cache
def _observation_type(game: str) -> type[Any]:
    entry = ENTRIES.get(game)
    if entry is None:
        raise WireError(f"unknown game {game!r}")
    probe = engine.new_game(game, entry.game.min_players, 0)
    return type(probe.observation(0))


def encode_events(events: Sequence[Event]) -> list[dict[str, Any]]:
    """Events (already redacted for their listener) as plain data."""
    return [{"e": event_name(type(e)), "f": msgspec.to_builtins(e)} for e in events]


def decode_events(data: Sequence[Any]) -> list[Event]:
    """Engine events back from :func:`encode_events`; raises :class:`WireError`."""
    events: list[Event] = []
    for item in data:
        if not isinstance(item, dict) or set(item) != {"e", "f"}:
            raise WireError("an event is an object with 'e' and 'f'")
        cls = _event_class(item["e"])
        if cls is None:
            raise WireError(f"unknown event {item['e']!r}")
        fields = item["f"]
        if not isinstance(fields, dict) or set(fields) - _field_names(cls):
            raise WireError(f"{item['e']}: unknown fields")
        try:
            events.append(msgspec.convert(fields, type=cls, strict=True))
        except msgspec.ValidationError as exc:
            raise WireError(f"{item['e']}: {exc}") from None
    return events


def encode_observation(observation: Any) -> dict[str, Any]:
    """A seat's observation as plain data."""
    data = msgspec.to_builtins(observation)
    assert isinstance(data, dict)
    return data


def decode_observation(game: str, data: Any) -> Any:
    """The observation of ``game`` back from :func:`encode_observation`; raises
    :class:`WireError`."""
    kind = _observation_type(game)
    if not isinstance(data, dict) or set(data) - _field_names(kind):
        raise WireError("observation: unknown fields")
    try:
        return msgspec.convert(data, type=kind, strict=True)
    except msgspec.ValidationError as exc:
        raise WireError(f"observation: {exc}") from None
