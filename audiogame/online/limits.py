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
import logging
import time
from dataclasses import dataclass, field

__all__ = ["Addresses", "Bucket", "FloodLog", "Limits", "address_key", "is_loopback"]


@dataclass
class Limits:
    """The server's bounds (see the module docstring)."""

    max_tables: int = 2000
    """Unfinished tables held at once, all addresses together (a finished one stays
    ``keep_finished`` seconds more, not counted)."""
    tables_per_address: int = 8
    """Unfinished tables created from one address and not let go."""
    connections_per_address: int = 32
    """Connections open at once from one address (more are closed at once, 1013)."""
    max_connections: int = 4096
    """Connections open at once, all addresses together (more are closed at once, 1013)."""
    join_rate: float = 1.0
    """``join`` and ``resume`` attempts a second from one address, on average (a table code
    or a token cannot be guessed) ..."""
    join_burst: float = 20.0
    """... and at once."""
    unseated_idle: float = 300.0
    """Seconds a connection may sit at no table before it is closed (4002)."""
    unstarted_idle: float = 60.0
    """Seconds a table that has not started waits for its creator, once disconnected."""
    abandon_after: float = 1800.0
    """Seconds a started table may have no person connected before it is finished as
    abandoned: let go, its record kept in the store (marked given up), never loaded again.
    When the server or an address is at its table cap, the table nobody has been at for
    longest is let go at once to make room."""
    rate: float = 20.0
    """Frames a second a connection may send on average ..."""
    burst: float = 40.0
    """... and at once."""
    max_overflows: int = 100
    """Frames over the rate a connection may send before it is closed (1008)."""
    chat_rate: float = 1.0
    """Chat messages a second per seat (kept across reconnections), on average ..."""
    chat_burst: float = 3.0
    """... and at once."""
    nudge_interval: float = 60.0
    """Seconds between two nudges from one seat."""
    notice_rate: float = 1 / 30
    """A seat's comings and goings (``away``, ``back``) said to the others, a second ..."""
    notice_burst: float = 4.0
    """... and at once; past that they are sent ``quiet`` (the seat's state, not said)."""
    page_rate: float = 10.0
    """Plain HTTP requests a second from one address (the web page's files), on average ..."""
    page_burst: float = 60.0
    """... and at once (past them: ``429``)."""
    outbox_bytes: int = 256 * 1024
    """Bytes of frames waiting for a client that does not read before it is disconnected."""
    send_buffer: int = 64 * 1024
    """The kernel's send buffer of each connection (``SO_SNDBUF``), so that a client that
    never reads pins little of the kernel's memory either."""

    def chat_bucket(self) -> Bucket:
        """A seat's chat allowance."""
        return Bucket(self.chat_rate, self.chat_burst)

    def notice_bucket(self) -> Bucket:
        """A seat's allowance of comings and goings said aloud."""
        return Bucket(self.notice_rate, self.notice_burst)


class Bucket:
    """A token bucket: ``take()`` is False when the rate is exceeded."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.last = time.monotonic()

    def take(self) -> bool:
        """Spend one token if there is one."""
        self.refill()
        if self.level < 1:
            return False
        self.level -= 1
        return True

    def refill(self) -> float:
        """The tokens there are now."""
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.last) * self.rate)
        self.last = now
        return self.level


class FloodLog:
    """A warning that may come in floods (connections refused, clients dropped): the first is
    logged at once, then how many came, at most once every ``every`` seconds, so that an attack
    costs the log a line a minute, not one per event."""

    def __init__(self, logger: logging.Logger, message: str, every: float = 60.0) -> None:
        self.logger = logger
        self.message = message
        self.every = every
        self.count = 0
        """Events not logged yet."""
        self.last: float | None = None

    def __call__(self) -> None:
        """One more event."""
        self.count += 1
        now = time.monotonic()
        if self.last is not None and now - self.last < self.every:
            return
        if self.count == 1:
            self.logger.warning(self.message)
        else:
            seconds = now - (self.last or now)
            self.logger.warning("%s (%d times in %.0f s)", self.message, self.count, seconds)
        self.last, self.count = now, 0


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
        if address.is_loopback:
            return str(address)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


def is_loopback(host: str) -> bool:
    """True for an address of this machine (``127.x.y.z``, ``::1``)."""
    try:
        return ipaddress.ip_address(host.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


@dataclass
class _Holding:
    tables: int = 0
    connections: int = 0
    joins: Bucket | None = None

    def idle(self) -> bool:
        """Nothing held and the join allowance whole again: the entry may go."""
        return (
            not self.tables
            and not self.connections
            and (self.joins is None or self.joins.refill() >= self.joins.burst)
        )


SWEEP_AT = 4096
"""Addresses remembered before the idle ones are forgotten."""


@dataclass
class Addresses:
    """What each address holds now: the tables it created that have not ended, its open
    connections, its join attempts."""

    limits: Limits
    held: dict[str, _Holding] = field(default_factory=dict)

    def _get(self, key: str) -> _Holding:
        holding = self.held.get(key)
        if holding is None:
            if len(self.held) >= SWEEP_AT:
                for other in [k for k, h in self.held.items() if h.idle()]:
                    del self.held[other]
            holding = self.held[key] = _Holding()
        return holding

    def _forget_if_idle(self, key: str) -> None:
        holding = self.held.get(key)
        if holding is not None and holding.idle():
            del self.held[key]

    def may_create(self, key: str) -> bool:
        """True while ``key`` is under its table cap."""
        holding = self.held.get(key)
        return holding is None or holding.tables < self.limits.tables_per_address

    def created(self, key: str) -> None:
        """A table created from ``key``."""
        self._get(key).tables += 1

    def released(self, key: str) -> None:
        """A table of ``key`` ended or was let go."""
        holding = self.held.get(key)
        if holding is not None:
            holding.tables -= 1
            self._forget_if_idle(key)

    def connect(self, key: str) -> bool:
        """A connection from ``key`` opens: False (not counted) past the cap."""
        holding = self._get(key)
        if holding.connections >= self.limits.connections_per_address:
            self._forget_if_idle(key)
            return False
        holding.connections += 1
        return True

    def disconnect(self, key: str) -> None:
        """A counted connection of ``key`` closed."""
        holding = self.held.get(key)
        if holding is not None:
            holding.connections -= 1
            self._forget_if_idle(key)

    def may_join(self, key: str) -> bool:
        """Spend one join or resume attempt of ``key``: False over the rate."""
        holding = self._get(key)
        if holding.joins is None:
            holding.joins = Bucket(self.limits.join_rate, self.limits.join_burst)
        return holding.joins.take()
