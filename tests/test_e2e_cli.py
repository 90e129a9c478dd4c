"""The last guards of the command: an unexpected error is logged and told in one plain,
localized line (exit status 1, never a traceback); an error inside the running game is told
and the game goes on; a closed pipe is not an error."""

from __future__ import annotations

import asyncio
import errno
import subprocess
import sys
from pathlib import Path

import pytest
from e2e_helpers import child_env, paths_in, program_argv
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from audiogame import cli, program
from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.ui.app import TableApp

CRASH = """
import sys
import audiogame.program

def boom(args, paths=None):
    raise RuntimeError("boom from the test")

audiogame.program.run = boom
from audiogame.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _crash(home: Path, *args: str, xdg: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", CRASH, *args],
        env=child_env(home, xdg),
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )


@pytest.mark.parametrize(
    ("args", "settings", "start"),
    [
        ((), None, "audiogame stopped: an unexpected error."),
        (("--lang", "fr"), None, "audiogame s'est arrêté : une erreur inattendue."),
        ((), '{"language": "fr"}', "audiogame s'est arrêté : une erreur inattendue."),
        ((), "{not json", "audiogame stopped: an unexpected error."),
    ],
    ids=["english", "french-flag", "french-settings", "unreadable-settings"],
)
def test_unexpected_error_is_one_localized_line(
    tmp_path: Path, args: tuple[str, ...], settings: str | None, start: str
) -> None:
    if settings is not None:
        paths_in(tmp_path).settings_file.parent.mkdir(parents=True)
        paths_in(tmp_path).settings_file.write_text(settings, encoding="utf-8")
    done = _crash(tmp_path, *args)
    assert done.returncode == 1
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(start), done.stderr
    log_file = paths_in(tmp_path).log_file
    assert str(log_file) in lines[0]
    log = log_file.read_text(encoding="utf-8")
    assert "Traceback" in log and "RuntimeError: boom from the test" in log
    if settings is not None:  # the guard reads the language, it never moves the file
        assert paths_in(tmp_path).settings_file.read_text(encoding="utf-8") == settings


def test_unexpected_error_without_a_writable_home(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.write_text("a file where the folder should be", encoding="utf-8")
    done = _crash(home, xdg=tmp_path / "xdg")
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("audiogame stopped"), done.stderr


def test_guard_in_process(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def boom(args: object, paths: object = None) -> int:
        raise ValueError("unexpected")

    monkeypatch.setattr(program, "run", boom)
    assert cli.main(["--lang", "en", "--output", "terminal"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err


def test_closed_pipe_is_not_an_error(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [*program_argv(), "rules"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=child_env(tmp_path),
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # like `audiogame rules | head -0`
    try:
        err = proc.stderr.read()
        assert proc.wait(30) == 0
    finally:
        proc.kill()
        proc.wait(10)
        proc.stderr.close()
    assert err == b""


def _app_with_guard(
    tmp_path: Path, trouble: BaseException, times: int = 1
) -> tuple[RecordingSpeaker, int]:
    """Run the table with the program's error handler; ``trouble`` is raised in the loop."""
    speaker = RecordingSpeaker()
    paths = paths_in(tmp_path)
    tr = Translator("en")
    with create_pipe_input() as inp:
        app = TableApp(
            Settings(first_run_done=True),
            paths,
            tr,
            Output(SpeechQueue(speaker), tr),
            input=inp,
            output=DummyOutput(),
        )

        def fail() -> None:
            raise trouble

        def pre_run() -> None:
            program.install_error_handler(app, tr, paths)
            app.start()
            for _ in range(times):
                asyncio.get_running_loop().call_soon(fail)

        async def main() -> int:
            task = asyncio.ensure_future(app.run_async(pre_run=pre_run))
            for _ in range(100):
                await asyncio.sleep(0.01)
                if task.done():
                    break
            running = not task.done()
            app.quit()
            status = await asyncio.wait_for(task, 10)
            return status if not running else 100 + status

        status = asyncio.run(main())
    return speaker, status


def test_error_in_the_game_is_said_and_the_game_goes_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    speaker, status = _app_with_guard(tmp_path, KeyError("bug"))
    assert status == 100, "the application should still be running"
    message = Translator("en").t("error-unexpected", file=str(paths_in(tmp_path).log_file))
    assert speaker.texts[-1] == message
    assert any(r.exc_info and isinstance(r.exc_info[1], KeyError) for r in caplog.records)


def test_repeated_errors_are_said_once(tmp_path: Path) -> None:
    speaker, status = _app_with_guard(tmp_path, KeyError("bug"), times=5)
    assert status == 100
    assert sum("went wrong" in t for t in speaker.texts) == 1


def test_lost_terminal_in_the_loop_leaves_quietly(tmp_path: Path) -> None:
    speaker, status = _app_with_guard(tmp_path, OSError(errno.EIO, "Input/output error"))
    assert status == 0, "a lost terminal should end the run"
    assert not any("went wrong" in t for t in speaker.texts)
