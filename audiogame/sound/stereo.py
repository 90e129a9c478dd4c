"""Where each seat is heard: a stereo position from the listener's point of view.

Play goes clockwise, that is to the left: the next seat after yours sits on your left, the one
before yours on your right, the others spread between them across the table. Your own seat (and a
sound with no seat) is in the middle.
"""

from __future__ import annotations

__all__ = ["MAX_PAN", "pan_gains", "seat_pan"]

MAX_PAN = 0.8
"""How far to the side the outermost seats go (1.0 would be one ear only)."""


def seat_pan(seat: int | None, listener: int, players: int) -> float:
    """Stereo position of ``seat`` for ``listener``: -1.0 is left, 0.0 centre, +1.0 right.

    >>> seat_pan(1, 0, 4), seat_pan(2, 0, 4), seat_pan(3, 0, 4)
    (-0.8, 0.0, 0.8)
    """
    if seat is None or players < 2:
        return 0.0
    offset = (seat - listener) % players  # 1 = next clockwise = on the left
    if offset == 0 or players == 2:
        return 0.0
    return MAX_PAN * (-1.0 + 2.0 * (offset - 1) / (players - 2))


def pan_gains(pan: float, *, mono: bool = False) -> tuple[float, float]:
    """Left and right gains for ``pan``: a balance control, the near side stays at full level.

    >>> pan_gains(-0.5), pan_gains(0.0), pan_gains(0.5, mono=True)
    ((1.0, 0.5), (1.0, 1.0), (1.0, 1.0))
    """
    if mono:
        return 1.0, 1.0
    pan = max(-1.0, min(1.0, pan))
    return min(1.0, 1.0 - pan), min(1.0, 1.0 + pan)
