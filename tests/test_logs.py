"""Logs go to the rotating file, never to the terminal."""

from __future__ import annotations

import logging
import warnings
from pathlib import Path

import pytest

from audiogame.logs import setup_logging


def test_records_and_warnings_go_to_the_file_only(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    handler = setup_logging(tmp_path / "state" / "audiogame.log", debug=True)
    assert handler is not None
    logging.getLogger("audiogame.test").debug("hello %s", "log")
    warnings.warn("careful", UserWarning, stacklevel=1)
    handler.flush()
    text = (tmp_path / "state" / "audiogame.log").read_text(encoding="utf-8")
    assert "hello log" in text and "careful" in text
    assert capfd.readouterr() == ("", "")


def test_unwritable_log_folder_is_not_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert setup_logging(blocker / "sub" / "log.txt") is None
    logging.getLogger("x").error("dropped quietly")
