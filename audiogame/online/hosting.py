"""What ``audiogame serve`` tells the person who hosts: the addresses friends can use.

A server listening on every interface (``--host 0.0.0.0`` or ``::``) is reached at this
machine's own addresses on the local network; from outside, at the router's public address once
the router forwards the port. A server on ``127.0.0.1`` is reached from this machine only.
Nothing here sends a packet: the address used to reach the Internet is read from a UDP socket
"connected" to a documentation address (RFC 5737, RFC 3849), which only picks a route.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Sequence

from audiogame.i18n import Translator

__all__ = ["WILDCARDS", "local_addresses", "page_addresses", "share_lines", "url"]

_PROBES = ((socket.AF_INET, "192.0.2.1"), (socket.AF_INET6, "2001:db8::1"))


def _usable(text: str) -> bool:
    try:
        address = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return False
    return not (address.is_loopback or address.is_link_local or address.is_unspecified)


def local_addresses() -> list[str]:
    """This machine's addresses that other machines may reach (IPv4 first)."""
    found: set[str] = set()
    for family, probe in _PROBES:
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 9))
                found.add(str(sock.getsockname()[0]))
        except OSError:
            pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None):
            found.add(str(info[4][0]))
    except OSError:
        pass
    usable = [a for a in found if _usable(a)]
    return sorted(usable, key=lambda a: (":" in a, a))


def url(scheme: str, host: str, port: int) -> str:
    """``ws://host:port`` (an IPv6 address in brackets)."""
    return f"{scheme}://[{host}]:{port}" if ":" in host else f"{scheme}://{host}:{port}"


WILDCARDS = ("0.0.0.0", "::", "")
"""Hosts that mean every address of this machine."""


def page_addresses(host: str, port: int, scheme: str, found: Sequence[str]) -> list[str]:
    """Where a browser finds the page of a server on ``host``:``port`` (``http``/``https``):
    the host itself, or for a wildcard this machine's addresses ``found``
    (:func:`local_addresses`; this computer's own when it has none)."""
    if host not in WILDCARDS:
        return [f"{url(scheme, host, port)}/"]
    return [f"{url(scheme, address, port)}/" for address in found or ["127.0.0.1"]]


def share_lines(
    tr: Translator, host: str, port: int, scheme: str, found: Sequence[str]
) -> list[str]:
    """The lines that tell where friends connect to a server on ``host``:``port``; ``found``:
    this machine's addresses (:func:`local_addresses`, looked up once by the caller)."""
    if host in ("127.0.0.1", "localhost", "::1"):
        return [tr.t("serve-local-only", port=port)]
    if host not in WILDCARDS:
        return [tr.t("serve-share-outside", port=port, address=url(scheme, host, port))]
    lines: list[str] = []
    addresses = [url(scheme, a, port) for a in found]
    if addresses:
        lines.append(tr.t("serve-share-lan", addresses=tr.join(addresses)))
    lines.append(
        tr.t(
            "serve-share-outside",
            port=port,
            address=url(scheme, tr.t("serve-public-address"), port),
        )
    )
    return lines
