"""Events: frozen facts returned by ``Game.apply()``, each knowing who may see it.

A public event is seen by everybody. A private event names its ``seat`` and lists, in the class
attribute ``secret_fields``, what only that seat may learn; :func:`redact` blanks those fields (to
``None``) for anybody else, which gives the public form ("West returned a card").
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

__all__ = ["Event", "redact"]


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of every engine event."""

    secret_fields: ClassVar[tuple[str, ...]] = ()

    def visible_to(self, viewer: int | None) -> bool:
        """True when ``viewer`` (a seat, or ``None`` for a spectator) may see every field."""
        if not self.secret_fields:
            return True
        return viewer is not None and viewer == getattr(self, "seat", None)


def redact(event: Event, viewer: int | None) -> Event:
    """The form of ``event`` that ``viewer`` may know: itself, or a copy with secrets blanked."""
    if event.visible_to(viewer):
        return event
    return dataclasses.replace(event, **dict.fromkeys(event.secret_fields))
