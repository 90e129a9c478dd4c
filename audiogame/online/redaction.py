"""What each seat may know of the game, in one place: the only code that turns the
authoritative game into something sent to a seat.

An :class:`~audiogame.online.protocol.Update` is built from two things and nothing else: the
seat's own observation (the engine's ``observation(seat)``, which holds exactly what that seat
knows) and the events passed through the engine's ``redact(event, seat)``. Another seat's action
is never sent as such: a listener learns it from the redacted events (a card played is public, a
card returned under the draw deck is not). The number of actions played (``at``) is public.
"""

from __future__ import annotations

from collections.abc import Sequence

import engine
from audiogame.online import wire
from audiogame.online.protocol import Update
from engine import Event, redact

__all__ = ["update_for"]


def update_for(
    game: engine.Game, seat: int, events: Sequence[Event], *, recap: bool = False
) -> Update:
    """What ``seat`` receives of ``events`` (the last action's or deal's): redacted for it, with
    its own observation; ``recap`` after a (re)join, with no events."""
    return Update(
        at=len(game.history),
        observation=wire.encode_observation(game.observation(seat)),
        events=[] if recap else wire.encode_events([redact(e, seat) for e in events]),
        recap=recap,
    )
