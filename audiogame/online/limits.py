"""Every bound of the online server, in one place: what one person may take of it.

Bounds belong to people, not to connections: a table cap per address, chat and nudges per seat
(kept across reconnections), join and resume attempts per address. An address is an IPv4 address
or an IPv6 /64 (one network's whole prefix), so that opening more connections, or using more
addresses of one's own prefix, buys nothing. An IPv6 /64 is one network, but not one home: a
home is usually given a /56 (256 networks of /64; some providers give a /48), so the tables and
connections of a whole /56 are capped too (:data:`NETWORK_PREFIX`, ``*_per_network``), at a few
times a single address's caps: a home with several networks is not hurt, and one that uses all
its /64s gets no more than a few addresses' worth. Where that /56 is no home but a mobile
carrier's shared range, strangers in it share that wider cap, never one address's.
:class:`Limits` holds the numbers (``audiogame serve`` uses the defaults; tests and benchmarks
change them); :class:`Bucket` is the rate counter; :class:`Addresses` keeps what each address
holds.
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import sys
import time
from dataclasses import dataclass, field, replace

__all__ = [
    "NETWORK_PREFIX",
    "Addresses",
    "Bucket",
    "FloodLog",
    "Limits",
    "address_key",
    "fit_to_files",
    "is_loopback",
    "network_key",
    "open_file_limit",
    "raise_file_limit",
]


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
    tables_per_network: int = 32
    """Unfinished tables created from one IPv6 /56 (:data:`NETWORK_PREFIX`)."""
    connections_per_network: int = 128
    """Connections open at once from one IPv6 /56."""
    max_connections: int = 4096
    """Connections open at once, all addresses together (lowered to fit the process's open
    file limit: :func:`fit_to_files`). When full, the connection idle longest of the address
    holding the most makes room, unless that address holds no more than the newcomer's would
    (then the new one is closed at once, 1013)."""
    seated_idle: float = 1800.0
    """Seconds a seated connection may send nothing before it is closed (4002; the seat stays,
    and the program resumes it without a word)."""
    create_rate: float = 0.1
    """Tables one address may create a second, on average (one every 10 s) ..."""
    create_burst: float = 20.0
    """... and at once: a person's evening of games, never an address's flood of tables."""
    keep_ended: int = 10_000
    """Tables that ended (played out, given up, abandoned) kept in the store for their players'
    review, the newest; older ones are deleted (a table that never started is deleted when it
    goes)."""
    keep_ended_days: float = 30.0
    """... and none kept past this many days."""
    join_rate: float = 1.0
    """``join`` and ``resume`` attempts a second from one address, on average (a table code
    or a token cannot be guessed) ..."""
    join_burst: float = 20.0
    """... and at once."""
    join_network_rate: float = 4.0
    """``join`` and ``resume`` attempts a second from one IPv4 /24 or IPv6 /56 (other than
    this machine's), on average: guessing codes from many addresses of one range is no faster
    than from four ..."""
    join_network_burst: float = 40.0
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
    seated: int = 0
    """Of :attr:`connections`, those at a seat (outside the cap: see :meth:`Addresses.connect`)."""
    joins: Bucket | None = None
    creates: Bucket | None = None

    def idle(self) -> bool:
        """Nothing held and the join allowance whole again: the entry may go."""
        return (
            not self.tables
            and not self.connections
            and (self.joins is None or self.joins.refill() >= self.joins.burst)
            and (self.creates is None or self.creates.refill() >= self.creates.burst)
        )


NETWORK_PREFIX = 56
"""The IPv6 prefix length of one home's range (see the module docstring)."""


def join_network_key(key: str) -> str | None:
    """The range whose join attempts count together: the IPv4 /24 of an address, the IPv6 /56
    of a /64; ``None`` for this machine's own addresses (each a home of its own in tests and
    benchmarks)."""
    if "/" in key:
        return network_key(key)
    try:
        address = ipaddress.ip_address(key)
    except ValueError:
        return None
    if not isinstance(address, ipaddress.IPv4Address) or address.is_loopback:
        return None
    return str(ipaddress.IPv4Network((address, 24), strict=False))


def network_key(key: str) -> str | None:
    """The IPv6 /56 an address key (an IPv6 /64) belongs to, or ``None`` (IPv4, loopback)."""
    if "/" not in key:
        return None
    try:
        network = ipaddress.ip_network(key)
    except ValueError:
        return None
    if not isinstance(network, ipaddress.IPv6Network) or network.prefixlen < NETWORK_PREFIX:
        return None
    return str(network.supernet(new_prefix=NETWORK_PREFIX))


RESERVED_FILES = 64
"""Open files kept for other uses than connections (the store, logs, sockets still in their
handshake, page requests), at least; an eighth of the limit when that is more."""
MAX_FILES = 1 << 20
"""The highest open file limit asked for (an unlimited hard limit is not taken at its word)."""


def raise_file_limit() -> int | None:
    """Raise the process's soft limit of open files to its hard limit (at most
    :data:`MAX_FILES`), as far as the system lets it; the soft limit then, or ``None`` where
    there is no such limit (Windows)."""
    if sys.platform == "win32":  # no such limit (and no ``resource`` module)
        return None
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MAX_FILES if hard == resource.RLIM_INFINITY else min(hard, MAX_FILES)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        with contextlib.suppress(OSError, ValueError):  # the system may refuse: keep its own
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    return open_file_limit()


def open_file_limit() -> int | None:
    """The process's soft limit of open files, or ``None`` (none, or unknown)."""
    if sys.platform == "win32":
        return None
    import resource

    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return None if soft == resource.RLIM_INFINITY else int(soft)


def fit_to_files(limits: Limits, files: int | None) -> Limits:
    """``limits`` with ``max_connections`` lowered so that the connections leave the reserved
    files free (:data:`RESERVED_FILES`): past the file limit the server could accept nothing,
    not even a player it would have made room for."""
    if files is None:
        return limits
    room = max(16, files - max(RESERVED_FILES, files // 8))
    if limits.max_connections <= room:
        return limits
    return replace(limits, max_connections=room)


SWEEP_AT = 4096
"""Addresses remembered before the idle ones are forgotten."""


@dataclass
class Addresses:
    """What each address holds now: the tables it created that have not ended, its open
    connections, its join attempts."""

    limits: Limits
    held: dict[str, _Holding] = field(default_factory=dict)
    networks: dict[str, _Holding] = field(default_factory=dict)
    """What each IPv6 /56 holds (its addresses' tables and connections together)."""
    join_ranges: dict[str, Bucket] = field(default_factory=dict)
    """The join attempts of each IPv4 /24 and IPv6 /56 (:func:`join_network_key`)."""
    _sweep_at: int = SWEEP_AT
    """The number of addresses at which the idle ones are forgotten next: twice those left by
    the last sweep, so that a sweep costs each new address little however many are held."""
    _ranges_sweep: int = SWEEP_AT

    def _network(self, key: str) -> _Holding | None:
        network = network_key(key)
        if network is None:
            return None
        holding = self.networks.get(network)
        if holding is None:
            holding = self.networks[network] = _Holding()
        return holding

    def _network_done(self, key: str) -> None:
        network = network_key(key)
        holding = self.networks.get(network) if network is not None else None
        if network is not None and holding is not None and holding.idle():
            del self.networks[network]

    def _get(self, key: str) -> _Holding:
        holding = self.held.get(key)
        if holding is None:
            if len(self.held) >= self._sweep_at:
                for other in [k for k, h in self.held.items() if h.idle()]:
                    del self.held[other]
                self._sweep_at = max(SWEEP_AT, 2 * len(self.held))
            holding = self.held[key] = _Holding()
        return holding

    def _forget_if_idle(self, key: str) -> None:
        holding = self.held.get(key)
        if holding is not None and holding.idle():
            del self.held[key]

    def may_create(self, key: str) -> bool:
        """True while ``key`` (and its /56) is under its table cap."""
        holding = self.held.get(key)
        if holding is not None and holding.tables >= self.limits.tables_per_address:
            return False
        network = network_key(key)
        wide = self.networks.get(network) if network is not None else None
        return wide is None or wide.tables < self.limits.tables_per_network

    def created(self, key: str) -> None:
        """A table created from ``key``."""
        self._get(key).tables += 1
        network = self._network(key)
        if network is not None:
            network.tables += 1

    def released(self, key: str) -> None:
        """A table of ``key`` ended or was let go."""
        holding = self.held.get(key)
        if holding is not None:
            holding.tables -= 1
            self._forget_if_idle(key)
            network = self._network(key)
            if network is not None:
                network.tables -= 1
                self._network_done(key)

    def connect(self, key: str) -> bool:
        """A connection from ``key`` opens: False (not counted) past its cap or its /56's.
        The caps count the connections at no seat: forty people behind one address (a school,
        a café, a carrier's NAT) each sit at a table, while nobody holds more than the cap of
        connections that sit nowhere. A seat has one connection (a resume replaces it), so the
        seated ones are bounded by the seats the address holds."""
        holding = self._get(key)
        network = self._network(key)
        wide_full = network is not None and (
            network.connections - network.seated >= self.limits.connections_per_network
        )
        unseated = holding.connections - holding.seated
        if unseated >= self.limits.connections_per_address or wide_full:
            self._forget_if_idle(key)
            self._network_done(key)
            return False
        holding.connections += 1
        if network is not None:
            network.connections += 1
        return True

    def seated(self, key: str, at_seat: bool) -> None:
        """A counted connection of ``key`` sat down (``at_seat``) or left its seat."""
        step = 1 if at_seat else -1
        holding = self.held.get(key)
        if holding is not None:
            holding.seated += step
            network = self._network(key)
            if network is not None:
                network.seated += step

    def disconnect(self, key: str) -> None:
        """A counted connection of ``key`` closed."""
        holding = self.held.get(key)
        if holding is not None:
            holding.connections -= 1
            self._forget_if_idle(key)
            network = self._network(key)
            if network is not None:
                network.connections -= 1
                self._network_done(key)

    def may_create_now(self, key: str) -> bool:
        """Spend one table creation of ``key``: False over its rate."""
        holding = self._get(key)
        if holding.creates is None:
            holding.creates = Bucket(self.limits.create_rate, self.limits.create_burst)
        return holding.creates.take()

    def may_join(self, key: str) -> bool:
        """Spend one join or resume attempt of ``key`` (and of its range): False over the
        rate of either."""
        holding = self._get(key)
        if holding.joins is None:
            holding.joins = Bucket(self.limits.join_rate, self.limits.join_burst)
        network = join_network_key(key)
        if network is not None:
            wide = self.join_ranges.get(network)
            if wide is None:
                if len(self.join_ranges) >= self._ranges_sweep:
                    for gone in [k for k, b in self.join_ranges.items() if b.refill() >= b.burst]:
                        del self.join_ranges[gone]
                    self._ranges_sweep = max(SWEEP_AT, 2 * len(self.join_ranges))
                limits = self.limits
                wide = Bucket(limits.join_network_rate, limits.join_network_burst)
                self.join_ranges[network] = wide
            if wide.refill() < 1:
                return False
            if not holding.joins.take():
                return False
            wide.take()
            return True
        return holding.joins.take()
