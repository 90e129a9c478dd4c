"""Several ``audiogame serve`` processes sharing one PostgreSQL database, behind HAProxy, on
free loopback ports (tests and benchmarks of servers past one machine)::

    with PgCluster() as pg, ServeCluster(pg.database(), nodes=3) as cluster:
        url = cluster.url            # ws://127.0.0.1:PORT, HAProxy's
        cluster.kill("b")            # SIGKILL: its tables are taken over by the others

Each node is the real program (``python -m audiogame serve --store URL --node NAME``). HAProxy
(Debian's) gets the configuration of docs/hosting.md: a connection whose path names a table
(``/t/KMRTXQW``) goes to a node chosen by a consistent hash of the code, among those its health
checks find up; any other (the lobby, a new table, the pages) to the node with the fewest
connections. :func:`available` says whether it can run here.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tools.pg_cluster import free_port

__all__ = ["ServeCluster", "available", "haproxy_config"]

ROOT = Path(__file__).resolve().parents[1]


def available() -> str | None:
    """``None`` when HAProxy can run here, else why not."""
    if shutil.which("haproxy") is None:
        return "HAProxy is not installed (Debian: apt install haproxy)"
    return None


def haproxy_config(port: int, nodes: dict[str, int], check_ms: int = 500) -> str:
    """HAProxy's configuration for ``nodes`` (name -> port) behind ``port`` (all on
    127.0.0.1): the one docs/hosting.md explains, with its host's names and addresses."""
    servers = "\n".join(
        f"    server {name} 127.0.0.1:{node_port} check inter {check_ms}ms fall 2 rise 2"
        for name, node_port in nodes.items()
    )
    return f"""global
    # maxconn: from the open-file limit (two descriptors a proxied connection)

defaults
    mode http
    timeout connect 2s
    timeout client 1h
    timeout server 1h
    timeout tunnel 1h
    option redispatch
    retries 3
    option forwardfor

frontend play
    bind 127.0.0.1:{port}
    # one person (address) at most 64 connections at once and 100 new ones in 10 s, across
    # every node (each node keeps its own bounds too: docs/hosting.md)
    stick-table type ip size 200k expire 10m store conn_cur,conn_rate(10s)
    tcp-request connection track-sc0 src
    tcp-request connection reject if {{ sc0_conn_cur gt 64 }} || {{ sc0_conn_rate gt 100 }}
    acl table path_reg /t/[A-Z]{{7}}/?$
    use_backend tables if table
    default_backend any

backend tables
    balance hash path,regsub(^.*/t/,),regsub(/$,)
    hash-type consistent
{servers}

backend any
    balance leastconn
{servers}
"""


class ServeCluster:
    """The nodes and their proxy (see the module docstring); :meth:`close` stops them all."""

    def __init__(
        self,
        store: str,
        nodes: int = 3,
        *,
        lease: float = 4.0,
        extra: tuple[str, ...] = (),
        program: tuple[str, ...] = (sys.executable, "-m", "audiogame"),
        cwd: Path = ROOT,
        environ: dict[str, str] | None = None,
    ) -> None:
        self.store = store
        self.lease = lease
        self.extra = extra
        self.program = program
        """The command that runs the program (an installed one: its ``audiogame``)."""
        self.cwd = cwd
        self.environ = dict(os.environ) if environ is None else environ
        self.folder = Path(tempfile.mkdtemp(prefix="audiogame-cluster-"))
        self.procs: dict[str, subprocess.Popen[str]] = {}
        self.ports: dict[str, int] = {}
        self.proxy: subprocess.Popen[str] | None = None
        try:
            for index in range(nodes):
                self.start(chr(ord("a") + index))
            self.port = free_port()
            config = self.folder / "haproxy.cfg"
            config.write_text(haproxy_config(self.port, self.ports), encoding="utf-8")
            with (self.folder / "haproxy.err").open("w") as stderr:
                self.proxy = subprocess.Popen(
                    ["haproxy", "-db", "-f", str(config)],
                    stdout=subprocess.DEVNULL,
                    stderr=stderr,
                    text=True,
                )
            self._wait_port(self.port, self.proxy)
        except BaseException:
            self.close()
            raise

    @property
    def url(self) -> str:
        """The proxy's address, for the players."""
        return f"ws://127.0.0.1:{self.port}"

    def start(self, name: str) -> None:
        """Start node ``name`` (again: on its port of before)."""
        env = {**self.environ, "AUDIOGAME_HOME": str(self.folder / name)}
        port = self.ports.get(name, 0)
        out = self.folder / f"{name}.out"
        out.unlink(missing_ok=True)
        with out.open("w") as stdout, (self.folder / f"{name}.err").open("a") as stderr:
            # files, not pipes: a pipe nobody reads would stop a node that writes much
            proc = subprocess.Popen(
                [
                    *self.program,
                    "serve",
                    "--port",
                    str(port),
                    "--store",
                    self.store,
                    "--node",
                    name,
                    "--lease",
                    str(self.lease),
                    "--behind-proxy",
                    *self.extra,
                ],
                cwd=self.cwd,
                env=env,
                stdout=stdout,
                stderr=stderr,
                text=True,
            )
        self.procs[name] = proc
        end = time.monotonic() + 60
        prefix = "audiogame: serving on ws://127.0.0.1:"
        while True:
            first = out.read_text(encoding="utf-8").partition("\n")
            if first[1]:
                break
            if proc.poll() is not None or time.monotonic() > end:
                proc.kill()
                raise RuntimeError(f"node {name} did not start: {self.errors(name)}")
            time.sleep(0.05)
        if not first[0].startswith(prefix):
            proc.kill()
            raise RuntimeError(f"node {name} did not start: {first[0]} {self.errors(name)}")
        self.ports[name] = int(first[0].rsplit(":", 1)[1])

    def errors(self, name: str) -> str:
        """What node ``name`` wrote to its standard error."""
        path = self.folder / f"{name}.err"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""

    def log(self, name: str, lines: int = 40) -> str:
        """The last ``lines`` of node ``name``'s own log file (for a failing test's report)."""
        path = self.folder / name / "state" / "audiogame.log"
        if not path.exists():
            return ""
        return "\n".join(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])

    def kill(self, name: str) -> None:
        """SIGKILL node ``name`` (nothing of it is let go: its leases run out)."""
        proc = self.procs[name]
        proc.kill()  # SIGKILL on POSIX
        proc.wait(10)

    def stop(self, name: str) -> None:
        """Stop node ``name`` as a host does (SIGTERM: it lets its tables go at once)."""
        proc = self.procs[name]
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)

    def _wait_port(self, port: int, proc: subprocess.Popen[str], timeout: float = 30.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if proc.poll() is not None:
                raise RuntimeError(
                    f"the proxy stopped: {proc.stderr.read() if proc.stderr else ''}"
                )
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    return
            time.sleep(0.05)
        raise RuntimeError(f"nothing listens on {port}")

    def close(self) -> None:
        """Stop the proxy and every node, and remove the folder."""
        for proc in [*self.procs.values(), *([self.proxy] if self.proxy else [])]:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
            if proc.stderr is not None:
                proc.stderr.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> ServeCluster:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
