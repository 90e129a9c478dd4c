"""The bot protocol: a bot sees one seat's observation, never the game state."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from typing_extensions import TypeVar

__all__ = ["Bot", "ObsC"]

ObsC = TypeVar("ObsC", contravariant=True, default=Any)
"""The observation type a bot reads (``Bot`` alone means ``Bot[Any]``)."""


@runtime_checkable
class Bot(Protocol[ObsC]):
    """A computer player. ``choose`` gets the acting seat's observation and returns an action
    from its ``legal_actions``; ``Bot[FoxObservation]`` plays the Fox only."""

    name: str

    def choose(self, observation: ObsC) -> int:
        """The action to take."""
        ...
