"""The games of the engine, registered (see :mod:`engine.registry`).

``engine`` imports this module last, once the registry and the game packages it uses are whole,
so no module is read while half-initialised. A game of a package of its own registers itself the
same way, with :func:`engine.registry.register`.
"""

from __future__ import annotations

from engine.fearless.entry import ENTRY as FEARLESS
from engine.fox.entry import ENTRY as FOX
from engine.registry import ENTRIES, register

__all__: list[str] = []

for _entry in (FEARLESS, FOX):
    if _entry.name not in ENTRIES:
        register(_entry)
