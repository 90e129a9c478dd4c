"""Named, seeded random streams.

Every source of chance (the deal, each bot, the first leader) draws from its own stream, derived
from the game seed and a name, so adding a consumer never shifts another one's numbers, and the
global :mod:`random` state is never touched.
"""

from __future__ import annotations

import hashlib
import random

__all__ = ["derive_seed", "stream"]


def derive_seed(seed: int, name: str) -> int:
    """A 64-bit seed for stream ``name`` of game ``seed`` (stable across Python versions)."""
    digest = hashlib.sha256(f"{seed}/{name}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def stream(seed: int, name: str) -> random.Random:
    """A fresh :class:`random.Random` for stream ``name`` of game ``seed``."""
    return random.Random(derive_seed(seed, name))
