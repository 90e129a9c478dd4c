"""Fixtures shared by the tests of stale files and folders (saves' temporary files, the voice
worker's folders): processes that have ended or still run, and a private temporary folder."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest


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
