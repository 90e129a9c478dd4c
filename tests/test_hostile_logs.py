"""Logs on a full disk and log permissions (issue 13, items 2, 6 and 12).

A full disk is ``/dev/full`` (every write fails with ENOSPC) where the system has it, and a
fault-injected stream everywhere.
"""

from __future__ import annotations

import contextlib
import errno
import io
import logging
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from audiogame.logs import PrivateLogHandler, setup_logging
from audiogame.speech import RecordingSpeaker, SpeechLog, open_speech

DEV_FULL = Path("/dev/full")
needs_dev_full = pytest.mark.skipif(not DEV_FULL.exists(), reason="no /dev/full")
posix_only = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")


class FullDisk(io.TextIOWrapper):
    """A text stream whose every flush fails as on a full disk."""

    def __init__(self) -> None:
        super().__init__(io.BytesIO(), encoding="utf-8")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def close(self) -> None:
        with contextlib.suppress(OSError):  # closes the buffer even though the flush fails
            super().close()


@pytest.fixture(autouse=True)
def usual_umask() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


# --- item 2: the speech log ---------------------------------------------------------------------


@needs_dev_full
def test_a_speech_log_on_a_full_disk_is_dropped_and_speech_goes_on(
    capfd: pytest.CaptureFixture[str],
) -> None:
    inner = RecordingSpeaker()
    failures: list[OSError] = []
    speech = SpeechLog(inner, DEV_FULL, on_failure=failures.append)
    for index in range(16):
        speech.speak(f"message {index}", interrupt=index % 2 == 0)
        speech.braille(f"braille {index}")
    speech.stop()
    assert inner.texts == [f"message {index}" for index in range(16)]
    assert inner.brailled == [f"braille {index}" for index in range(16)]
    assert inner.stops == 9  # 8 interrupting messages and the stop
    assert len(failures) == 1 and failures[0].errno == errno.ENOSPC
    assert speech.failure is failures[0]
    speech.close()
    assert inner.closed
    assert capfd.readouterr() == ("", "")


def test_a_fault_injected_speech_log_reports_once_even_to_a_late_handler() -> None:
    inner = RecordingSpeaker()
    speech = SpeechLog(inner, os.devnull, stream=FullDisk())  # the disk filled up later
    speech.speak("first")
    speech.speak("second")
    assert inner.texts == ["first", "second"]
    assert isinstance(speech.failure, OSError) and speech.failure.errno == errno.ENOSPC
    told: list[OSError] = []
    speech.set_failure_handler(told.append)  # set after the failure: told at once
    speech.speak("third")
    speech.set_failure_handler(told.append)
    assert told == [speech.failure] and inner.texts == ["first", "second", "third"]


def test_a_failure_handler_that_raises_does_not_reach_speech() -> None:
    inner = RecordingSpeaker()

    def broken(error: OSError) -> None:
        raise RuntimeError("the interface is not ready")

    speech = SpeechLog(inner, os.devnull, on_failure=broken, stream=FullDisk())
    speech.speak("still said")
    assert inner.texts == ["still said"]


@needs_dev_full
def test_open_speech_with_a_log_on_a_full_disk_speaks_from_the_first_message() -> None:
    """At start: the first message already fails to be logged (the program used to exit 1)."""
    printed = io.StringIO()
    speech = open_speech("terminal", speech_log=DEV_FULL, stream=printed)
    try:
        speech.say("Speech: terminal.")
        speech.read("Your turn.")
        assert printed.getvalue().splitlines() == ["Speech: terminal.", "Your turn."]
        log = speech.speaker
        assert isinstance(log, SpeechLog) and log.failure is not None
        told: list[OSError] = []
        log.set_failure_handler(told.append)
        assert told == [log.failure]
    finally:
        speech.close()


def test_a_working_speech_log_is_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "logs" / "speech.log"
    inner = RecordingSpeaker()
    speech = SpeechLog(inner, path)
    speech.speak("Queen of hearts.\n3 cards.", interrupt=True)
    speech.speak("West plays \udcff.")  # a lone surrogate (from a file name) must not break it
    speech.braille("Q hearts")
    speech.stop()
    speech.close()
    assert path.read_text(encoding="utf-8").splitlines() == [
        "[interrupt] Queen of hearts. 3 cards.",
        "[queue] West plays \\udcff.",
        "[braille] Q hearts",
        "[stop]",
    ]
    assert speech.failure is None


@posix_only
def test_a_new_speech_log_is_private(tmp_path: Path) -> None:
    path = tmp_path / "speech.log"
    SpeechLog(RecordingSpeaker(), path).close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


# --- item 6: the program's log ------------------------------------------------------------------


@pytest.mark.parametrize("disk", ["dev-full", "fault-injected"])
def test_log_records_on_a_full_disk_print_nothing(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], disk: str
) -> None:
    handler = setup_logging(tmp_path / "state" / "audiogame.log")
    assert isinstance(handler, PrivateLogHandler)
    if disk == "dev-full":
        if not DEV_FULL.exists():
            pytest.skip("no /dev/full")
        old = handler.setStream(open(DEV_FULL, "w", encoding="utf-8"))  # noqa: SIM115
    else:
        old = handler.setStream(FullDisk())
    assert old is not None
    old.close()
    for index in range(5):
        logging.getLogger("audiogame.test").warning("record %d", index)
    assert handler.failures == 5
    assert capfd.readouterr() == ("", "")
    assert logging.raiseExceptions, "the fix is per handler, not global"


@pytest.mark.skipif(os.name != "posix", reason="FIFOs are POSIX")
def test_a_fifo_as_the_log_is_not_opened(tmp_path: Path) -> None:
    fifo = tmp_path / "audiogame.log"
    os.mkfifo(fifo)
    assert setup_logging(fifo) is None  # no reader: it would have blocked for ever
    logging.getLogger("x").error("dropped quietly")


# --- item 12: the log's permissions -------------------------------------------------------------


@posix_only
def test_the_log_and_its_folder_are_created_private(tmp_path: Path) -> None:
    log_file = tmp_path / "state" / "audiogame.log"
    handler = setup_logging(log_file)
    assert handler is not None
    logging.getLogger("x").warning("hello")
    handler.flush()
    assert stat.S_IMODE(log_file.stat().st_mode) == 0o600
    assert stat.S_IMODE(log_file.parent.stat().st_mode) == 0o700


@posix_only
@pytest.mark.parametrize("mode", [0o640, 0o600])
def test_the_log_keeps_its_mode_when_it_rotates(tmp_path: Path, mode: int) -> None:
    log_file = tmp_path / "audiogame.log"
    log_file.write_text("", encoding="utf-8")
    log_file.chmod(mode)
    handler = PrivateLogHandler(log_file, max_bytes=200, backups=2)
    handler.setFormatter(logging.Formatter("%(message)s"))
    try:
        for index in range(20):
            handler.handle(logging.makeLogRecord({"msg": f"record {index} " + "x" * 50}))
    finally:
        handler.close()
    rotated = tmp_path / "audiogame.log.1"
    assert rotated.exists() and handler.failures == 0
    assert stat.S_IMODE(log_file.stat().st_mode) == mode
    assert stat.S_IMODE(rotated.stat().st_mode) == mode


def test_the_failure_is_reported_after_the_message_it_interrupted() -> None:
    """A handler that speaks its warning at once is heard after the message, not before."""
    inner = RecordingSpeaker()
    speech = SpeechLog(inner, os.devnull, stream=FullDisk())
    speech.set_failure_handler(lambda error: speech.speak("The speech log stopped."))
    speech.speak("West plays the 7.")
    speech.speak("Your turn.")
    assert inner.texts == ["West plays the 7.", "The speech log stopped.", "Your turn."]
