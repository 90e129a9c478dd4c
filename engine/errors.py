"""The engine's error model: one root, :class:`EngineError`, and one class per kind of failure.

Every exception the engine raises on purpose derives from :class:`EngineError` (itself a
``ValueError``: each is bad input of some kind), so a front end can catch them all at once::

    >>> import engine
    >>> issubclass(engine.PositionError, engine.EngineError)
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.reasons import Illegal

__all__ = [
    "ConfigError",
    "EngineError",
    "IllegalAction",
    "Infeasible",
    "NotationError",
    "PositionError",
    "RecordError",
    "UsageError",
]


class EngineError(ValueError):
    """Root of every error the engine raises on purpose."""


class ConfigError(EngineError):
    """A game or a bot asked for in a way the engine does not offer: an unknown game, option,
    level or seat, a player count or an option value out of range."""


class NotationError(EngineError):
    """A card or an action that cannot be read: unknown text, id or suit letter."""


class UsageError(EngineError):
    """A call the engine cannot honour: a bot asked to act when its seat is not to act, a rule
    asked about an empty trick or an impossible trick count."""


class IllegalAction(EngineError):
    """Raised by ``Game.apply()`` for an action that ``why_illegal()`` refuses."""

    def __init__(self, reason: Illegal, action: int) -> None:
        super().__init__(f"illegal action {action}: {reason.code}")
        self.reason = reason
        self.action = action


class RecordError(EngineError):
    """A record that cannot be read: bad JSON, unknown version, wrong shape, illegal replay."""


class PositionError(EngineError):
    """A position that cannot be read: wrong shape, unknown or repeated card, wrong hand sizes,
    a trick or a history that the rules could not have produced."""


class Infeasible(EngineError):
    """No world satisfies the constraints of a world sampler."""
