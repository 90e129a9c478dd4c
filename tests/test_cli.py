"""The command line answers --version and --help, and refuses bad flags in one plain line."""

from __future__ import annotations

import pytest

from audiogame import __version__
from audiogame.cli import main


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"audiogame {__version__}"


def test_help_lists_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for flag in ("--lang", "--output", "--game", "--players", "--level", "--seed", "--practice"):
        assert flag in out


@pytest.mark.parametrize("argv", [["--lang", "de"], ["--bogus"], ["--players", "many"]])
def test_bad_flag_is_one_clear_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("audiogame: ")
    assert "Traceback" not in captured.err
