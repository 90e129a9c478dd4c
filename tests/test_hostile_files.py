"""Hostile saves and settings (issue 13, items 4, 8, 10, 12): FIFOs, devices, links, huge files,
planted links and leftover temporary files, and the permissions the player chose.

Every loader call runs under a hang guard (a thread joined with a timeout): before the fix, a
FIFO blocked the open for ever.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest

import engine
from audiogame import storage
from audiogame.paths import Paths, clean_leftovers
from audiogame.saves import (
    SAVE_SIZE_LIMIT,
    LoadedSave,
    SavedGame,
    SaveProblem,
    read_save,
    write_save,
)
from audiogame.settings import (
    SETTINGS_SIZE_LIMIT,
    ProblemKind,
    Settings,
    load_settings,
    save_settings,
)

T = TypeVar("T")
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and modes are POSIX")
HANG_GUARD = 20.0
"""Seconds a loader may take before the test calls it a hang (a bound, not a timing)."""


def guarded(call: Callable[[], T], unblock: Path | None = None) -> T:
    """``call()`` in a thread; fail if it does not return within :data:`HANG_GUARD`. A FIFO given
    as ``unblock`` is opened for writing afterwards, so a reader stuck on it is released."""
    result: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            result.append(call())
        except BaseException as exc:
            errors.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(HANG_GUARD)
    if thread.is_alive():
        if unblock is not None:
            fd = os.open(unblock, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
        raise AssertionError(f"the call did not return within {HANG_GUARD} s: it hung")
    if errors:
        raise errors[0]
    return result[0]


@pytest.fixture(autouse=True)
def usual_umask() -> Iterator[None]:
    """The common umask (022), so that a file created without care would be 0644."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def _game(actions: int = 9) -> engine.Game:
    game = engine.new_game("fearless", 4, seed=6)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    return game


def _write_valid_save(path: Path) -> bytes:
    write_save(SavedGame(_game().record(), 0, ("easy",) * 3), path)
    return path.read_bytes()


# --- item 4: only regular files, without blocking, bounded -----------------------------------


@posix_only
def test_a_fifo_as_the_save_is_refused_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    os.mkfifo(path)
    loaded = guarded(lambda: read_save(path), unblock=path)
    assert loaded.problem is SaveProblem.UNREADABLE and loaded.saved is None
    assert loaded.moved_to is not None and stat.S_ISFIFO(loaded.moved_to.lstat().st_mode)
    assert not path.exists()


@posix_only
def test_a_fifo_as_the_settings_is_refused_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    settings, problem = guarded(lambda: load_settings(path), unblock=path)
    assert settings == Settings()
    assert problem is not None and problem.kind is ProblemKind.UNREADABLE
    assert problem.moved_to is not None and stat.S_ISFIFO(problem.moved_to.lstat().st_mode)


@posix_only
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_link_to_a_device_is_refused_unread(tmp_path: Path, device: str) -> None:
    if not Path(device).exists():
        pytest.skip(f"no {device}")
    save = tmp_path / "data" / "autosave.json"
    settings = tmp_path / "config" / "settings.json"
    for path in (save, settings):
        path.parent.mkdir()
        path.symlink_to(device)
    loaded = guarded(lambda: read_save(save))
    assert loaded.problem is SaveProblem.UNREADABLE
    assert loaded.moved_to is not None and os.readlink(loaded.moved_to) == device
    _, problem = guarded(lambda: load_settings(settings))
    assert problem is not None and problem.kind is ProblemKind.UNREADABLE
    with pytest.raises(storage.NotARegularFile):
        storage.read_bounded(Path(device), 1 << 20)


def test_a_save_of_200000_duplicate_deals_is_refused_by_its_size_unparsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.json"
    _write_valid_save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["deals"] = data["record"]["deals"][:1] * 200_000
    path.write_text(json.dumps(data), encoding="utf-8")
    size = path.stat().st_size
    assert size > 40_000_000  # the 41 MB of the report
    parsed: list[object] = []

    def spy(text: object, **options: object) -> object:
        parsed.append(text)
        return {}

    monkeypatch.setattr(json, "loads", spy)
    loaded = guarded(lambda: read_save(path))
    assert parsed == [], "a file over the bound must not even be parsed"
    assert loaded.problem is SaveProblem.UNREADABLE
    assert loaded.moved_to is not None and loaded.moved_to.stat().st_size == size


def test_duplicate_deals_under_the_bound_are_refused_before_replaying(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.json"
    _write_valid_save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["deals"] = data["record"]["deals"][:1] * 1000
    path.write_text(json.dumps(data), encoding="utf-8")
    content = path.read_bytes()
    assert len(content) < SAVE_SIZE_LIMIT
    replayed: list[engine.GameRecord] = []

    def spy(record: engine.GameRecord, upto: int | None = None) -> engine.Game:
        replayed.append(record)
        raise AssertionError("replayed")

    monkeypatch.setattr(engine, "replay", spy)
    loaded = guarded(lambda: read_save(path))
    assert replayed == [] and loaded.problem is SaveProblem.INVALID
    assert loaded.moved_to is not None and loaded.moved_to.read_bytes() == content


def test_a_deal_that_was_never_played_is_refused(tmp_path: Path) -> None:
    """Within what the actions allow (9 actions, 4 players: up to 3 deals), but not played."""
    path = tmp_path / "autosave.json"
    _write_valid_save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["record"]["deals"]) == 1
    data["record"]["deals"] *= 2
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_save(path).problem is SaveProblem.INVALID


def test_the_save_bound_leaves_room_for_two_histories_beside_a_long_game(tmp_path: Path) -> None:
    """Two buffers of 500 messages, each a message id and arguments of about 1 KB, twice over
    (2 MB), beside a whole Fearless game of 5: the save is still accepted."""
    game = engine.new_game("fearless", 5, seed=3)
    while True:
        action = game.legal_actions()[0]
        probe = game.clone()
        probe.apply(action)
        if probe.is_over:
            break
        game.apply(action)
    message = ["narration-card-played", {"player": "West", "card": "x" * 1000}]
    history = [[message] * 500, [message] * 500]
    extra = {"history": history, "history_copy": history}
    path = tmp_path / "autosave.json"
    write_save(SavedGame(game.record(), 0, ("easy",) * 4, extra=extra), path)
    assert path.stat().st_size > 2_000_000
    loaded = read_save(path)
    assert loaded.problem is None and loaded.saved is not None
    assert loaded.saved.extra == extra


def test_settings_over_the_bound_are_set_aside_unread(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    content = b'{"rate": 90' + b" " * SETTINGS_SIZE_LIMIT + b"}"
    path.write_bytes(content)
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem is not None and problem.kind is ProblemKind.UNREADABLE
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="needs /proc")
def test_a_file_that_reports_no_size_is_still_bounded_while_read() -> None:
    maps = Path("/proc/self/maps")  # a regular file of size 0 with kilobytes of content
    assert maps.stat().st_size == 0
    with pytest.raises(storage.FileTooLarge):
        storage.read_bounded(maps, 100)
    assert len(storage.read_bounded(maps, 10_000_000)) > 100


# --- item 8: statistics keys ------------------------------------------------------------------


@pytest.mark.parametrize("bad_key", ["fox", "", "/easy", "fox/", "FOX/easy", "fox/easy\n"])
def test_a_statistics_key_without_game_and_level_is_repaired(tmp_path: Path, bad_key: str) -> None:
    path = tmp_path / "settings.json"
    good = {"fearless/hard": {"played": 3, "won": 1}}
    stats = good | {bad_key: {"played": 1, "won": 0}}
    path.write_text(json.dumps({"rate": 70, "stats": stats}), encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is not None and problem.kind is ProblemKind.REPAIRED
    assert problem.fields == ("stats",)
    assert settings.stats == good and settings.rate == 70  # the good entries are kept
    for key in settings.stats:  # what the Statistics screen does with each key
        game, level = key.split("/", 1)
        assert game and level


def test_recorded_statistics_pass_validation(tmp_path: Path) -> None:
    settings = Settings()
    settings.record_result("fox", "expert", won=True)
    settings.record_result("fearless", "easy", won=False)
    save_settings(settings, tmp_path / "settings.json")
    loaded, problem = load_settings(tmp_path / "settings.json")
    assert problem is None and loaded.stats == settings.stats


# --- item 10: temporary files -----------------------------------------------------------------


@posix_only
def test_a_link_planted_at_the_old_temporary_name_does_not_redirect_the_save(
    tmp_path: Path,
) -> None:
    victim = tmp_path / "precious.txt"
    victim.write_text("the player's own file", encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    save = data / "autosave.json"
    (data / f".autosave.json.{os.getpid()}.tmp").symlink_to(victim)
    write_save(SavedGame(_game().record(), 0, ("easy",) * 3), save)
    assert victim.read_text(encoding="utf-8") == "the player's own file"
    assert read_save(save).problem is None


@posix_only
def test_a_link_at_the_save_itself_is_replaced_not_written_through(tmp_path: Path) -> None:
    victim = tmp_path / "precious.txt"
    victim.write_text("the player's own file", encoding="utf-8")
    save = tmp_path / "autosave.json"
    save.symlink_to(victim)
    save_settings(Settings(rate=10), save)
    assert victim.read_text(encoding="utf-8") == "the player's own file"
    assert not save.is_symlink() and load_settings(save)[0].rate == 10


def test_temporary_names_are_unpredictable_and_exclusive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    real_replace = os.replace

    def spy(source: str | Path, target: str | Path) -> None:
        seen.append(Path(source).name)
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", spy)
    for text in ("one", "two"):
        storage.atomic_write(tmp_path / "autosave.json", text)
    assert len(set(seen)) == 2
    for name in seen:
        assert name.startswith(f".autosave.json.{os.getpid()}.") and name.endswith(".tmp")
        assert len(name) == len(f".autosave.json.{os.getpid()}.12345678.tmp")


def _plant_temporaries(folder: Path, name: str, live: int, dead: int) -> tuple[set[str], set[str]]:
    """Temporary files beside ``name`` written by the processes ``live`` (running) and ``dead``
    (ended): (those a cleanup must remove, those it must keep)."""
    stale = {
        f".{name}.{dead}.tmp",  # the old predictable name
        f".{name}.{dead}.k3j9x_2a.tmp",
        f".{name}.{live}.old0ne_1.tmp",  # a live id again, but untouched for two hours
    }
    kept = {
        f".{name}.{live}.abcdefgh.tmp",  # another running copy is writing it now
        f".{name}.{os.getpid()}.mine1234.tmp",
        name,
        f"{name}.bad-20240101-120000",
        "notes.tmp",
        f".{name}.tmp",
    }
    folder.mkdir(parents=True, exist_ok=True)
    for entry in stale | kept:
        (folder / entry).write_text("x", encoding="utf-8")
    hours_ago = time.time() - 7200
    os.utime(folder / f".{name}.{live}.old0ne_1.tmp", (hours_ago, hours_ago))
    return stale, kept


def test_the_loaders_remove_leftover_temporaries_of_dead_writers(
    tmp_path: Path, live_pid: int, dead_pid: Callable[[], int]
) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    stale_saves, kept_saves = _plant_temporaries(data, "autosave.json", live_pid, dead_pid())
    _write_valid_save(data / "autosave.json")
    stale_settings, kept_settings = _plant_temporaries(
        config, "settings.json", live_pid, dead_pid()
    )
    save_settings(Settings(), config / "settings.json")
    assert read_save(data / "autosave.json").problem is None
    assert load_settings(config / "settings.json")[1] is None
    assert {p.name for p in data.iterdir()} == kept_saves
    assert {p.name for p in config.iterdir()} == kept_settings
    assert stale_saves and stale_settings


def test_clean_leftovers_covers_the_three_folders_and_the_saves(
    tmp_path: Path, live_pid: int, dead_pid: Callable[[], int], private_temp: Path
) -> None:
    # The voice workers' folders are looked for in private_temp (the system's temporary folder).
    paths = Paths(tmp_path / "config", tmp_path / "data", tmp_path / "state")
    planted = {
        folder: _plant_temporaries(folder, name, live_pid, dead_pid())
        for folder, name in (
            (paths.config, "settings.json"),
            (paths.data, "autosave.json"),
            (paths.state, "audiogame.log"),
            (paths.saves, "fox-20261130-120000-ab12.json"),
        )
    }
    removed = clean_leftovers(paths)
    for folder, (stale, kept) in planted.items():
        assert {p.name for p in folder.iterdir() if p.is_file()} == kept
        assert {p for p in removed if p.parent == folder} == {folder / n for n in stale}
    assert clean_leftovers(paths) == []


@posix_only
def test_a_planted_link_with_a_temporary_name_is_removed_not_followed(
    tmp_path: Path, dead_pid: Callable[[], int]
) -> None:
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "keep.txt").write_text("mine", encoding="utf-8")
    folder = tmp_path / "data"
    folder.mkdir()
    link = folder / f".autosave.json.{dead_pid()}.tmp"
    link.symlink_to(victim)
    assert storage.remove_stale_temporaries(folder) == [link]
    assert (victim / "keep.txt").read_text(encoding="utf-8") == "mine"


_WRITER = """
import sys
from pathlib import Path
from audiogame.storage import atomic_write
path = Path(sys.argv[1])
index = 0
while True:
    index += 1
    atomic_write(path, '{"n": %d, "pad": "%s"}' % (index, "x" * 200_000))
    if index == 3:
        print("writing", flush=True)
"""


@posix_only
def test_writes_killed_at_any_point_leave_a_whole_file_and_no_temporary_after_a_load(
    tmp_path: Path,
) -> None:
    """SIGKILL a process that rewrites a file in a loop, 12 times: after each kill the file is
    whole, and the cleanup a load runs leaves no temporary file."""
    path = tmp_path / "settings.json"
    leftovers_seen = 0
    for kill in range(12):
        writer = subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(path)], stdout=subprocess.PIPE, text=True
        )
        try:
            assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
            time.sleep(0.001 * kill)  # spread the kill points over the write loop
        finally:
            writer.send_signal(signal.SIGKILL)
            writer.wait()
            assert writer.stdout is not None
            writer.stdout.close()
        leftovers_seen += len(list(tmp_path.glob(".settings.json.*.tmp")))
        assert json.loads(path.read_bytes())["n"] >= 3
        storage.remove_stale_temporaries(tmp_path)
        assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    print(f"12 kills, {leftovers_seen} temporary files left by them, all removed")


# --- item 12: permissions ---------------------------------------------------------------------


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@posix_only
def test_new_saves_and_settings_are_private(tmp_path: Path) -> None:
    paths = Paths(tmp_path / "home" / "config", tmp_path / "home" / "data", tmp_path / "state")
    _write_valid_save(paths.autosave_file)
    save_settings(Settings(), paths.settings_file)
    assert _mode(paths.autosave_file) == 0o600 and _mode(paths.settings_file) == 0o600
    assert _mode(paths.data) == 0o700 and _mode(paths.config) == 0o700


@posix_only
@pytest.mark.parametrize("mode", [0o600, 0o640, 0o644, 0o400])
def test_a_rewrite_keeps_the_mode_the_player_chose(tmp_path: Path, mode: int) -> None:
    save, settings = tmp_path / "autosave.json", tmp_path / "settings.json"
    _write_valid_save(save)
    save_settings(Settings(), settings)
    for path in (save, settings):
        path.chmod(mode)
    _write_valid_save(save)
    save_settings(Settings(rate=3), settings)
    assert _mode(save) == mode and _mode(settings) == mode
    assert load_settings(settings)[0].rate == 3


@posix_only
def test_an_existing_folder_keeps_its_mode(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    _write_valid_save(folder / "autosave.json")
    assert _mode(folder) == 0o755


def test_a_refused_save_leaves_nothing_to_load_again(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(b"{" * 10)
    assert read_save(path).problem is SaveProblem.UNREADABLE
    assert read_save(path) == LoadedSave()
