"""The built-in voice's worker process runs only our code and leaves no folder behind (issue 13,
items 5 and 13).

These start the real worker. Where pyttsx3 has no speech engine it answers with an error, which is
enough here: what matters is which code it ran and which folders it made.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import types
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from audiogame import storage
from audiogame.speech.base import SpeakerError
from audiogame.speech.renderer import TtsRenderer
from audiogame.speech.tts_worker import (
    PID_FILE,
    WORKDIR_PREFIX,
    _Engine,
    remove_stale_workdirs,
)

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX signals and process groups")


def _ask_voices(renderer: TtsRenderer) -> None:
    """Start the worker and wait for its answer (voices, or the engine's error)."""
    try:
        renderer.voices(timeout=60)
    except SpeakerError as exc:
        assert "failed" in str(exc), exc  # an answer from the worker, not its death


@pytest.fixture
def renderer(private_temp: Path) -> Iterator[TtsRenderer]:
    worker = TtsRenderer()
    yield worker
    worker.close()


def _wait_gone(pid: int) -> None:
    """Wait until a killed process has ended (bounded: a hang guard, not a timing)."""
    deadline = time.monotonic() + 20
    while storage.process_alive(pid):
        assert time.monotonic() < deadline, f"process {pid} did not end"
        time.sleep(0.02)


# --- item 5: only our code --------------------------------------------------------------------


def test_the_worker_does_not_import_modules_from_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, renderer: TtsRenderer
) -> None:
    planted = tmp_path / "downloads"
    planted.mkdir()
    marker = tmp_path / "planted-code-ran"
    (planted / "json.py").write_text(
        f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n", encoding="utf-8"
    )
    honoured = tmp_path / "site"
    honoured.mkdir()
    site_marker = tmp_path / "pythonpath-honoured"
    (honoured / "sitecustomize.py").write_text(
        f"from pathlib import Path\nPath({str(site_marker)!r}).write_text('ok')\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(planted)
    # An empty entry in PYTHONPATH means "the current folder", even with -P.
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["", str(honoured)]))
    _ask_voices(renderer)
    assert not marker.exists(), "the worker ran a json.py from the current folder"
    assert site_marker.exists(), "PYTHONPATH must still be honoured (no -E, no -I)"


@pytest.mark.skipif(not Path("/proc/self/cwd").exists(), reason="needs /proc")
def test_the_worker_runs_in_its_private_folder(renderer: TtsRenderer, private_temp: Path) -> None:
    _ask_voices(renderer)
    assert renderer.pid is not None and renderer.workdir is not None
    assert Path(f"/proc/{renderer.pid}/cwd").resolve() == renderer.workdir.resolve()
    assert renderer.workdir.parent == private_temp
    assert renderer.workdir.name.startswith(f"{WORKDIR_PREFIX}{os.getpid()}-")
    assert (renderer.workdir / PID_FILE).read_text(encoding="ascii") == str(renderer.pid)
    if os.name == "posix":
        assert renderer.workdir.stat().st_mode & 0o777 == 0o700


# --- item 13: temporary folders -------------------------------------------------------------


def test_closing_removes_the_folder_and_a_restarted_worker_reuses_it(
    renderer: TtsRenderer, private_temp: Path
) -> None:
    _ask_voices(renderer)
    first, workdir = renderer.pid, renderer.workdir
    assert first is not None and workdir is not None
    os.kill(first, signal.SIGKILL)  # the worker this test started
    _wait_gone(first)
    _ask_voices(renderer)  # noticed dead, restarted
    assert renderer.pid not in (None, first) and renderer.workdir == workdir
    renderer.close()
    assert list(private_temp.iterdir()) == []


def _folder(parent: Path, name: str, worker: int | None = None) -> Path:
    folder = parent / name
    folder.mkdir()
    (folder / "utterance.wav").write_bytes(b"RIFF")
    if worker is not None:
        (folder / PID_FILE).write_text(str(worker), encoding="ascii")
    return folder


def test_only_the_folders_of_workers_that_are_gone_are_removed(
    tmp_path: Path, live_pid: int, dead_pid: Callable[[], int]
) -> None:
    dead = dead_pid()
    stale = {
        _folder(tmp_path, f"{WORKDIR_PREFIX}{dead}-abcd_123"),
        _folder(tmp_path, f"{WORKDIR_PREFIX}{dead}-efgh4567", worker=dead_pid()),
        _folder(tmp_path, f"{WORKDIR_PREFIX}old_one1"),  # an older version's, two days old
    }
    two_days_ago = time.time() - 2 * 24 * 3600
    os.utime(tmp_path / f"{WORKDIR_PREFIX}old_one1", (two_days_ago, two_days_ago))
    kept = {
        _folder(tmp_path, f"{WORKDIR_PREFIX}{live_pid}-ijkl8901"),  # another copy's, running
        _folder(tmp_path, f"{WORKDIR_PREFIX}{dead}-mnop2345", worker=live_pid),  # orphan worker
        _folder(tmp_path, f"{WORKDIR_PREFIX}{os.getpid()}-qrst6789"),
        _folder(tmp_path, f"{WORKDIR_PREFIX}new_one2"),  # an older version's, in use today
        _folder(tmp_path, f"{WORKDIR_PREFIX}notes"),
        _folder(tmp_path, "audiogame-other-1-abcdefgh"),
    }
    plain_file = tmp_path / f"{WORKDIR_PREFIX}{dead}-file1234"
    plain_file.write_text("not a folder", encoding="utf-8")
    assert set(remove_stale_workdirs(tmp_path)) == stale
    assert {p for p in tmp_path.iterdir()} == kept | {plain_file}
    assert remove_stale_workdirs(tmp_path) == []


@posix_only
def test_a_link_with_a_worker_folder_name_is_never_followed(
    tmp_path: Path, dead_pid: Callable[[], int]
) -> None:
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "keep.txt").write_text("mine", encoding="utf-8")
    temp = tmp_path / "tmp"
    temp.mkdir()
    link = temp / f"{WORKDIR_PREFIX}{dead_pid()}-abcdefgh"
    link.symlink_to(victim)
    assert remove_stale_workdirs(temp) == []
    assert link.is_symlink() and (victim / "keep.txt").read_text(encoding="utf-8") == "mine"


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="needs root to chown")
def test_another_users_folder_is_left_alone(tmp_path: Path, dead_pid: Callable[[], int]) -> None:
    folder = _folder(tmp_path, f"{WORKDIR_PREFIX}{dead_pid()}-abcdefgh")
    os.chown(folder, 65534, 65534)
    assert remove_stale_workdirs(tmp_path) == [] and folder.exists()


_GAME = """
import time
from audiogame.speech.base import SpeakerError
from audiogame.speech.renderer import TtsRenderer
renderer = TtsRenderer()
try:
    renderer.voices(timeout=60)
except SpeakerError:
    pass
print(renderer.workdir, renderer.pid, flush=True)
time.sleep(600)
"""


@posix_only
def test_a_killed_games_worker_folder_is_removed_by_the_next_worker(private_temp: Path) -> None:
    game = subprocess.Popen(
        [sys.executable, "-c", _GAME], stdout=subprocess.PIPE, text=True, start_new_session=True
    )
    try:
        assert game.stdout is not None
        workdir_text, worker_text = game.stdout.readline().split()
        workdir = Path(workdir_text)
        assert workdir.is_dir() and workdir.parent == private_temp
        assert remove_stale_workdirs() == [], "a running game's folder must be kept"
    finally:
        os.killpg(game.pid, signal.SIGKILL)  # the game and its worker, as a crash would
        game.wait()
        assert game.stdout is not None
        game.stdout.close()
    assert workdir.is_dir()
    _wait_gone(int(worker_text))
    renderer = TtsRenderer()  # the next game's worker cleans up when it starts
    try:
        _ask_voices(renderer)
        assert not workdir.exists()
        assert renderer.workdir is not None and renderer.workdir.is_dir()
    finally:
        renderer.close()
    assert list(private_temp.iterdir()) == []


def test_process_alive_tells_running_from_ended(live_pid: int, dead_pid: Callable[[], int]) -> None:
    assert storage.process_alive(os.getpid()) and storage.process_alive(live_pid)
    assert not storage.process_alive(dead_pid())
    assert not storage.process_alive(0) and not storage.process_alive(2**40)


class _Driver:
    """A pyttsx3 engine rendering to a file: ``late``, its ``runAndWait`` returns before the file
    is written (espeak's driver synthesizes on a thread of its own), which it announces with
    "finished-utterance"; otherwise the file is there at once and nothing is announced."""

    def __init__(self, late: bool) -> None:
        self.late = late
        self.finished: list[Callable[..., None]] = []
        self.path = ""
        self.text = ""

    def connect(self, topic: str, callback: Callable[..., None]) -> None:
        if topic == "finished-utterance":
            self.finished.append(callback)

    def getProperty(self, name: str) -> str:
        return "gmw/en"

    def setProperty(self, name: str, value: object) -> None:
        pass

    def save_to_file(self, text: str, path: str) -> None:
        self.text, self.path = text, path

    def _write(self) -> None:
        Path(self.path).write_bytes(self.text.encode())
        for callback in self.finished:
            callback(name=None, completed=True)

    def runAndWait(self) -> None:
        if self.late:
            threading.Timer(0.2, self._write).start()  # the render waits for it, however late
        else:
            Path(self.path).write_bytes(self.text.encode())


@pytest.mark.parametrize("late", [True, False])
def test_a_render_is_read_once_the_driver_has_written_it(
    late: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """espeak's ``runAndWait`` returned before the file was written (1 render of 80 on a busy
    machine: "No such file or directory: .../utterance.wav", and the voice judged unavailable
    at a start). A driver that never announces the end is read at once after its first render."""
    driver = _Driver(late)
    monkeypatch.setitem(sys.modules, "pyttsx3", types.SimpleNamespace(init=lambda: driver))
    engine = _Engine(tmp_path)
    for text in ("one", "two"):
        header, data = engine.render({"text": text})
        assert data == text.encode() and header["nbytes"] == len(text)
