"""A throwaway PostgreSQL cluster in a temporary folder, on a free loopback port (tests and
benchmarks of the PostgreSQL store).

Debian's server binaries (``initdb``, ``pg_ctl`` under ``/usr/lib/postgresql/N/bin``, or on the
``PATH``) make a cluster with trust authentication for the user ``audiogame`` on 127.0.0.1 only;
it is stopped (immediately: nothing in it is kept) and its folder removed by :meth:`close`.
PostgreSQL refuses to run as root: as root, the cluster runs as the ``postgres`` user
(``runuser``), which Debian's package creates. ``fsync`` is off unless asked for: a test kills
server processes, never the machine. :func:`available` says whether one can run here::

    with PgCluster() as cluster:
        url = cluster.database("t1")  # a new, empty database: its address
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

__all__ = ["PgCluster", "available", "binary", "free_port"]

USER = "audiogame"


def binary(name: str) -> str | None:
    """The path of PostgreSQL's server program ``name`` (the newest Debian version first)."""
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)
    return found[0] if found else shutil.which(name)


def _root() -> bool:
    return sys.platform != "win32" and os.geteuid() == 0


def _postgres_ids() -> tuple[int, int] | None:
    """The ``postgres`` user's and group's ids, if there is such a user (POSIX)."""
    if sys.platform == "win32":
        return None
    import pwd

    try:
        found = pwd.getpwnam("postgres")
    except KeyError:
        return None
    return found.pw_uid, found.pw_gid


def _run_as() -> list[str]:
    """The command prefix that runs the cluster's programs (as ``postgres`` when root)."""
    return ["runuser", "-u", "postgres", "--"] if _root() else []


def available() -> str | None:
    """``None`` when a cluster can run here, else why not."""
    if binary("initdb") is None or binary("pg_ctl") is None:
        return "PostgreSQL's server is not installed (Debian: apt install postgresql)"
    if _root():
        if _postgres_ids() is None:
            return "running as root, and there is no postgres user to run PostgreSQL as"
        if shutil.which("runuser") is None:
            return "running as root without runuser"
    return None


def free_port() -> int:
    """A free loopback port (for a server this tool or another starts)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PgCluster:
    """One cluster in a temporary folder (see the module docstring)."""

    def __init__(self, *, fsync: bool = False) -> None:
        self.fsync = fsync
        """Write to the disk durably, as a host would (benchmarks); off for tests."""
        self.root = Path(tempfile.mkdtemp(prefix="audiogame-pg-"))
        self.data = self.root / "data"
        self.sockets = self.root / "run"
        self.log = self.root / "postgresql.log"
        self.port = 0
        self._count = 0

    def _run(self, *command: str) -> None:
        subprocess.run(
            [*_run_as(), *command],
            check=True,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            cwd="/",
        )

    def start(self) -> PgCluster:
        """Make the cluster and start it (raises ``RuntimeError`` with its log's end)."""
        why = available()
        if why is not None:
            raise RuntimeError(why)
        self.sockets.mkdir()
        ids = _postgres_ids() if _root() else None
        if ids is not None and sys.platform != "win32":
            for path in (self.root, self.sockets):
                os.chown(path, *ids)
        initdb, pg_ctl = binary("initdb"), binary("pg_ctl")
        assert initdb is not None and pg_ctl is not None
        try:
            self._run(initdb, "-D", str(self.data), "-A", "trust", "-U", USER, "-E", "UTF8",
                      "--no-sync", "--locale=C")  # fmt: skip
            self.port = free_port()
            durable = "" if self.fsync else " -c fsync=off -c full_page_writes=off"
            options = (
                f"-p {self.port} -k {self.sockets} -c listen_addresses=127.0.0.1"
                f" -c max_connections=200{durable}"
            )
            self._run(pg_ctl, "-D", str(self.data), "-o", options, "-l", str(self.log), "-w",
                      "-t", "120", "start")  # fmt: skip
        except subprocess.CalledProcessError as exc:
            tail = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else ""
            self.close()
            raise RuntimeError(f"PostgreSQL did not start: {exc.stderr!r}\n{tail}") from None
        return self

    @property
    def url(self) -> str:
        """The address of the cluster's ``postgres`` database."""
        return f"postgresql://{USER}@127.0.0.1:{self.port}/postgres"

    def database(self, name: str | None = None) -> str:
        """A new, empty database (named ``name``, else the next of a series): its address."""
        import psycopg

        if name is None:
            self._count += 1
            name = f"t{self._count}"
        with psycopg.connect(self.url, autocommit=True) as db:
            db.execute(f'CREATE DATABASE "{name}"')
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{name}"

    def close(self) -> None:
        """Stop the cluster at once and remove its folder."""
        pg_ctl = binary("pg_ctl")
        if self.data.exists() and pg_ctl is not None:
            with contextlib.suppress(subprocess.CalledProcessError):
                self._run(pg_ctl, "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> PgCluster:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()
