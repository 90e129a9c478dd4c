"""The bot protocol: a bot sees one seat's observation, never the game state."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

__all__ = ["Bot"]


@runtime_checkable
class Bot(Protocol):
    """A computer player. ``choose`` gets the acting seat's observation and returns an action
    from its ``legal_actions``."""

    name: str

    def choose(self, observation: Any) -> int:
        """The action to take."""
        ...
