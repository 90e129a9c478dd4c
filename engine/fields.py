"""A game state's fields, listed once: its slots, how :meth:`Game.clone` copies each one and
what equality compares.

A state class declares one :class:`StateFields` table and takes its ``__slots__`` from it; the
base class clones and compares from the table, so a new field cannot be forgotten in one of
them. ``tests/test_state_fields.py`` changes each field of games under way and checks that it
reaches equality, that a clone does not share it, and that the position carries it (or, for a
cache, that reading the position back rebuilds it).

Kinds of field:

- *settings*: fixed by the game's options (the player count, a target): shared by clones and
  compared through the options;
- *values*: immutable values (ints, tuples, enums): shared by clones, compared as they are;
- *lists*: lists: copied by clones, compared as tuples;
- *owned*: objects with ``copy()`` and ``key()`` methods (a trick in progress);
- *caches*: among the values and lists, those the rules recompute from the others when a
  position is read (tricks won, the winners of a finished match).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine.errors import UsageError

__all__ = ["StateFields"]


def _compile(name: str, source: str) -> Callable[..., Any]:
    """The function ``name`` defined by ``source`` (written from checked field names: direct
    attribute access is several times faster than a loop over ``setattr``, and ``clone()`` runs
    in search)."""
    namespace: dict[str, Any] = {}
    exec(compile(source, f"<StateFields.{name}>", "exec"), namespace)
    function: Callable[..., Any] = namespace[name]
    return function


class StateFields:
    """The fields of one state class, by kind (see the module docstring)."""

    def __init__(
        self,
        *,
        settings: Iterable[str] = (),
        values: Iterable[str] = (),
        lists: Iterable[str] = (),
        owned: Iterable[str] = (),
        caches: Iterable[str] = (),
    ) -> None:
        self.settings = tuple(settings)
        self.values = tuple(values)
        self.lists = tuple(lists)
        self.owned = tuple(owned)
        self.caches = frozenset(caches)
        every = (*self.settings, *self.values, *self.lists, *self.owned)
        if len(set(every)) != len(every):
            raise UsageError("a field is listed twice")
        if not self.caches <= {*self.values, *self.lists, *self.owned}:
            raise UsageError("a cache must be a value, a list or an owned field")
        if not all(name.isidentifier() for name in every):
            raise UsageError("a field name is not an identifier")
        self.slots: tuple[str, ...] = tuple(sorted(every))
        """The class's ``__slots__``."""
        lines = [f"    t.{n} = s.{n}" for n in (*self.settings, *self.values)]
        lines += [f"    t.{n} = s.{n}.copy()" for n in (*self.lists, *self.owned)]
        self.copy: Callable[[object, object], None] = _compile(
            "copy", "def copy(s, t):\n" + "\n".join([*lines, "    pass"])
        )
        """``copy(source, target)`` gives ``target`` the fields of ``source``: values shared,
        lists and owned objects copied (a compiled function: ``clone()`` runs in search)."""
        parts = [
            *(f"s.{n}" for n in self.values),
            *(f"tuple(s.{n})" for n in self.lists),
            *(f"s.{n}.key()" for n in self.owned),
        ]
        self.key: Callable[[object], tuple[Any, ...]] = _compile(
            "key", f"def key(s):\n    return ({', '.join([*parts, ''])})"
        )
        """``key(state)``: what equality compares of ``state``'s fields."""

    @property
    def compared(self) -> tuple[str, ...]:
        """The fields equality compares (all but the settings)."""
        return (*self.values, *self.lists, *self.owned)
