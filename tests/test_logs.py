"""Logs go to the rotating file, never to the terminal."""

from __future__ import annotations

import logging
import warnings
from pathlib import Path

import pytest

from audiogame.logs import EARLY_KEPT, keep_early_records, logging_set_up, setup_logging


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


def test_what_is_logged_before_the_log_file_is_known_is_written_to_it_not_printed(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])  # as at the program's start (pytest's are back after)
    keep_early_records()
    assert not logging_set_up()
    early = logging.getLogger("audiogame.games")
    early.error("a game package failed early")
    for number in range(EARLY_KEPT + 5):
        early.info("record %d", number)
    assert capfd.readouterr() == ("", "")  # Python would print a record with no handler
    handler = setup_logging(tmp_path / "audiogame.log")
    assert handler is not None and logging_set_up()
    handler.flush()
    text = (tmp_path / "audiogame.log").read_text(encoding="utf-8")
    assert "a game package failed early" not in text  # the oldest went past the bound
    assert f"record {EARLY_KEPT + 4}" in text and "record 4\n" not in text
    assert "record 5\n" in text
    root.removeHandler(handler)
    handler.close()
