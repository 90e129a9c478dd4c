"""Every field of a game state reaches equality, clone() and the position (issue 25).

Each state class lists its fields once (``FIELDS``, :class:`engine.fields.StateFields`); these
tests take a game under way, give one field at a time the value it has in another game, and
check that the game is then unequal to itself, that a clone does not share the field's list or
object, and that the position changes with it (a cache instead is rebuilt when the position is
read back). A field kept outside the table (a new attribute in the instance's ``__dict__``) fails
too.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game, new_game
from engine.registry import ENTRIES

BASE_FIELDS = {
    "players",
    "seed",
    "options",
    "deals",
    "history",
    "_preset_deals",
    "_start",
    "_horizon",
}
"""The fields of :class:`engine.game.Game` itself, cloned by it."""


def _games(name: str) -> list[Game]:
    """Games of every player count at many points: new, under way, between rounds, over."""
    entry = ENTRIES[name]
    found: list[Game] = []
    for players in range(entry.game.min_players, entry.game.max_players + 1):
        for seed in range(4):
            game = new_game(name, players, seed)
            rng = random.Random(seed)
            stops = {0, 1, 2, 5, 13, 30, 60, 90} if seed else set(range(60))
            count = 0
            while not game.is_over:
                if count in stops:
                    found.append(game.clone())
                game.step(rng.choice(game.legal_actions()))
                count += 1
            found.append(game)
    return found


def _compared(game: Game, field: str) -> Any:
    """The field as equality compares it."""
    fields = game.FIELDS
    value = getattr(game, field)
    if field in fields.lists:
        return tuple(value)
    if field in fields.owned:
        return value.key()
    return value


def _given(game: Game, field: str, value: Any) -> Game:
    """A clone of ``game`` whose ``field`` is a copy of ``value``."""
    copy = game.clone()
    if field in game.FIELDS.lists or field in game.FIELDS.owned:
        value = value.copy()
    setattr(copy, field, value)
    return copy


def _other_value(base: Game, field: str, others: list[Game]) -> Any:
    """A value of ``field`` other than ``base``'s: another game's, else (a flag never set in
    these games) the opposite flag."""
    for game in others:
        if _compared(game, field) != _compared(base, field):
            return getattr(game, field)
    value = getattr(base, field)
    return (not value) if isinstance(value, bool) else None


@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_every_field_is_listed_once(name: str) -> None:
    for game in _games(name)[:3]:
        assert set(game.__dict__) == BASE_FIELDS  # nothing outside the table
        fields = game.FIELDS
        assert type(game).__slots__ == fields.slots
        every = (*fields.settings, *fields.values, *fields.lists, *fields.owned)
        assert sorted(every) == sorted(fields.slots)


@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_every_field_reaches_equality_clone_and_position(name: str) -> None:
    games = _games(name)
    base = games[len(games) // 3]
    others = [g for g in games if g.players == base.players and g is not base]
    fields = base.FIELDS
    unreached: list[str] = []
    for field in fields.compared:
        clone = base.clone()
        assert clone == base
        if field in fields.lists or field in fields.owned:
            assert getattr(clone, field) is not getattr(base, field), f"{field} is shared"
        value = _other_value(base, field, others)
        if value is None:
            unreached.append(field)
            continue
        changed = _given(base, field, value)
        assert changed != base, f"{field} does not reach equality"
        assert base == base.clone() and _compared(base, field) != _compared(changed, field)
        if field not in fields.caches:
            assert changed.position() != base.position(), f"{field} is not in the position"
    assert unreached == [], "no other game differs in these fields: add a game that does"


@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_caches_are_rebuilt_from_the_position(name: str) -> None:
    for game in _games(name):
        again = type(game).from_position(game.position())
        for field in game.FIELDS.caches:
            assert _compared(again, field) == _compared(game, field), field
        assert again == game
