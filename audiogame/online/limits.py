"""Every bound of the online server, in one place: what one person may take of it.

Bounds belong to people, not to connections: a table cap per address, chat and nudges per seat
(kept across reconnections), join and resume attempts per address. An address is an IPv4 address
or an IPv6 /64 (one home's whole prefix), so that opening more connections, or using more
addresses of one's own prefix, buys nothing. :class:`Limits` holds the numbers (``audiogame
serve`` uses the defaults; tests and benchmarks change them); :class:`Bucket` is the rate
counter; :class:`Addresses` keeps what each address holds.
"""

from __future__ import annotations

import ipaddress
import time
from dataclasses import dataclass, field

__all__ = ["Addresses", "Bucket", "Limits", "address_key"]


@dataclass
class Limits:
    """The server's bounds (see the module docstring)."""

    max_tables: int = 2000
    """Tables held in memory at once, all addresses together."""
    tables_per_address: int = 8
    """Unfinished tables created from one address."""
    unstarted_idle: float = 60.0
    """Seconds a table that has not started waits for its creator, once disconnected."""
    rate: float = 20.0
    """Frames a second a connection may send on average ..."""
    burst: float = 40.0
    """... and at once."""
    max_overflows: int = 100
    """Frames over the rate a connection may send before it is closed (1008)."""
    chat_rate: float = 1.0
    """Chat messages a second per seat, on average ..."""
    chat_burst: float = 3.0
    """... and at once."""
    nudge_interval: float = 60.0
    """Seconds between two nudges from one seat."""
    outbox_bytes: int = 1024 * 1024
    """Bytes of frames waiting for a client that does not read before it is disconnected."""


class Bucket:
    """A token bucket: ``take()`` is False when the rate is exceeded."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.last = time.monotonic()

    def take(self) -> bool:
        """Spend one token if there is one."""
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.last) * self.rate)
        self.last = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


def address_key(host: str) -> str:
    """Who an address belongs to, for the bounds: the IPv4 address, or the /64 of an IPv6 one
    (an IPv4 address mapped into IPv6 is the IPv4 address)."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


@dataclass
class _Holding:
    tables: int = 0


@dataclass
class Addresses:
    """What each address holds now (tables it created and that have not ended)."""

    limits: Limits
    held: dict[str, _Holding] = field(default_factory=dict)

    def may_create(self, key: str) -> bool:
        """True while ``key`` is under its table cap."""
        holding = self.held.get(key)
        return holding is None or holding.tables < self.limits.tables_per_address

    def created(self, key: str) -> None:
        """A table created from ``key``."""
        self.held.setdefault(key, _Holding()).tables += 1

    def released(self, key: str) -> None:
        """A table of ``key`` ended or was let go."""
        holding = self.held.get(key)
        if holding is None:
            return
        holding.tables -= 1
        if holding.tables <= 0:
            del self.held[key]
