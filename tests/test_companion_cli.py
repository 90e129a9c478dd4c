"""``audiogame companion --entries FILE --record OUT``: whole engine games entered as a subprocess
give the engine's totals; a bad line stops with its number and leaves an older record whole."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from e2e_helpers import child_env

from audiogame.cli import main
from tools.companion_games import PlayedGame, play_fearless, play_fox


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "audiogame",
            "companion",
            "--output",
            "terminal",
            "--no-sound",
            *args,
        ],
        env=child_env(home),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _flags(played: PlayedGame) -> list[str]:
    flags = ["--game", played.name]
    options = played.options
    if played.name == "fearless":
        flags += ["--players", str(played.players), "--first", str(options["first_leader"])]
        if "removed_suit" in options:
            flags += ["--removed", str(options["removed_suit"])]
    else:
        flags += ["--first", str(options["first_dealer"]), "--target", str(options["target"])]
    return flags


@pytest.mark.parametrize(
    "played",
    [play_fearless(3, 11), play_fearless(4, 12), play_fearless(5, 13), play_fox(14)],
    ids=["fearless3", "fearless4", "fearless5", "fox"],
)
def test_whole_games_from_a_file(tmp_path: Path, played: PlayedGame) -> None:
    entries = tmp_path / "entries.txt"
    entries.write_text("# a whole game\n" + "\n".join(played.entries) + "\n", encoding="utf-8")
    out = tmp_path / "out.json"
    proc = _run(
        tmp_path, *_flags(played), "--lang", "en", "--entries", str(entries), "--record", str(out)
    )
    assert proc.returncode == 0, proc.stderr
    record = json.loads(out.read_text(encoding="utf-8"))
    assert played.result is not None
    assert record["totals"] == list(played.result.totals)
    assert record["over"] is True and record["format"] == "public-play"
    assert record["entries"] == played.entries
    assert proc.stdout.count("\n") > len(played.entries)  # said as it went
    assert "Record written" in proc.stdout and proc.stderr == ""


def test_a_bad_line_stops_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    out.write_text("the older record", encoding="utf-8")
    entries = tmp_path / "entries.txt"
    entries.write_text("goutte plus 5\n\nétoile\nb+5\n", encoding="utf-8")
    proc = _run(
        tmp_path, "--game", "fearless", "--players", "4", "--lang", "fr",
        "--names", "Ana,Ben,Chloé,David", "--entries", str(entries), "--record", str(out),
    )  # fmt: skip
    assert proc.returncode == 1
    assert proc.stderr.strip() == (
        "Ligne 4 : Non saisi : bleu plus 5. Tous les exemplaires de cette carte ont déjà été "
        "joués dans cette manche."
    )
    assert "Ana entame avec le bleu plus 5" in proc.stdout
    assert out.read_text(encoding="utf-8") == "the older record"


def test_a_missing_setup_flag_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AUDIOGAME_HOME", str(tmp_path))
    entries = tmp_path / "e.txt"
    entries.write_text("b+5\n", encoding="utf-8")
    code = main(["companion", "--game", "fearless", "--players", "3", "--entries", str(entries)])
    assert code == 2
    assert capsys.readouterr().err == "audiogame: 3 players need --removed\n"
