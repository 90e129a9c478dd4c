"""The quick and full runs (``--full``, see ``suite.py``), and fixtures shared by the tests: the
root logger given back after every test (the program's entry points set it up in-process); for
stale files and folders (saves' temporary files, the voice worker's folders), processes that have
ended or still run and a private temporary folder."""

from __future__ import annotations

import logging
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import suite


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[object]:
    """Each phase's report kept on its test (``rep_call``): a fixture can see that its test
    failed (the Orca desks keep their logs then)."""
    report = yield
    setattr(item, f"rep_{call.when}", report)
    return report


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--full",
        action="store_true",
        default=suite.FULL,
        help="the full run: long checks at their whole size and the tests marked slow",
    )


def pytest_configure(config: pytest.Config) -> None:
    suite.FULL = bool(config.getoption("--full"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The quick run leaves out the tests marked ``slow``. The tests of an ``xdist_group`` (the
    Orca tests: one desk at a time, on one worker, a quarter of an hour) go first, so that their
    worker starts on them at once and the others share the rest meanwhile."""
    if not suite.FULL:
        kept = [item for item in items if item.get_closest_marker("slow") is None]
        if len(kept) < len(items):
            config.hook.pytest_deselected(items=[i for i in items if i not in kept])
            items[:] = kept
    items.sort(key=lambda item: item.get_closest_marker("xdist_group") is None)


@pytest.fixture(autouse=True)
def root_logging() -> Iterator[None]:
    """Give the root logger and the warnings' route back as they were: a test that runs an entry
    point in-process sets up the log file and routes warnings to it, and ``logging`` only
    remembers the first route it replaced."""
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    yield
    logging.captureWarnings(False)
    for handler in root.handlers[:]:
        if handler not in saved[0]:
            root.removeHandler(handler)
            handler.close()
    root.handlers[:], root.level = saved


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


@pytest.fixture
def dead_pid() -> Callable[[], int]:
    """Gives the id of a process that has ended (and been reaped), a new one at each call."""
    return _dead_pid


@pytest.fixture
def live_pid() -> Iterator[int]:
    """The id of another process that runs for the whole test."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    yield process.pid
    process.kill()
    process.wait()


@pytest.fixture
def private_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temporary directory of this test's own, for this process (``tempfile``) and the
    processes it starts (``TMPDIR``)."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setenv("TMPDIR", str(folder))
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[object]:
    """A throwaway PostgreSQL cluster for this test process (tools/pg_cluster.py), started the
    first time a test asks for a database; skipped where PostgreSQL's server is missing
    (``.ci/run`` installs it)."""
    from tools.pg_cluster import PgCluster, available

    why = available()
    if why is not None:
        pytest.skip(why)
    with PgCluster() as cluster:
        yield cluster


@pytest.fixture
def pg_database(pg_cluster: object) -> str:
    """The address of a new, empty database of :func:`pg_cluster`."""
    from tools.pg_cluster import PgCluster

    assert isinstance(pg_cluster, PgCluster)
    return pg_cluster.database()


@pytest.fixture
def serve_cluster(pg_database: str) -> Iterator[object]:
    """Three ``audiogame serve --node`` processes (a, b, c) on a new database, behind HAProxy
    (tools/serve_cluster.py), with leases of a second; skipped where HAProxy is missing
    (``.ci/run`` installs it)."""
    from tools.serve_cluster import ServeCluster, available

    why = available()
    if why is not None:
        pytest.skip(why)
    with ServeCluster(pg_database, nodes=3, lease=1.0) as made:
        yield made
