"""A quick start: what the program imports before it speaks, and what a game never imports
unless it is used (the online client, the large view, the built-in voice, the search bots,
the test tools). Import lists, not times (``tools/start_bench.py`` measures those)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from e2e_helpers import PtyProgram, write_settings

from audiogame.i18n import Translator

NEVER_AT_START = (
    "websockets",
    "msgspec",
    "audiogame.online.client",
    "audiogame.online.server",
    "audiogame.ui.online",
    "audiogame.ui.view.layout",
    "audiogame.ui.view.control",
    "audiogame.speech.tts",
    "audiogame.companion",
    "engine.bots.ismcts",
    "engine.bots.search_bot",
    "importlib.metadata",
    "hypothesis",
    "pytest",
)
"""Modules a game started with terminal text and easy opponents does not need."""
BEFORE_THE_FIRST_MESSAGE = (
    *NEVER_AT_START,
    "prompt_toolkit",
    "asyncio",
    "audiogame.ui",
    "audiogame.table",
    "miniaudio",
)
"""Not needed to say the first message: the interface and the sound device come after."""


def _imported_by(code: str) -> set[str]:
    """The modules a fresh interpreter has after running ``code``."""
    done = subprocess.run(
        [sys.executable, "-c", f"{code}\nimport json, sys; print(json.dumps(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_the_command_line_and_the_start_up_import_nothing_heavy() -> None:
    loaded = _imported_by("import audiogame.cli, audiogame.program, audiogame.devices")
    assert "audiogame.i18n" in loaded and "engine.registry" in loaded
    assert sorted(loaded & set(BEFORE_THE_FIRST_MESSAGE)) == []


def test_asking_the_version_reads_it(tmp_path: Path) -> None:
    loaded = _imported_by("import audiogame; audiogame.__version__")
    assert "importlib.metadata" in loaded  # read when asked for, and only then


def test_a_game_in_a_terminal_never_imports_what_it_does_not_use(tmp_path: Path) -> None:
    """The real program until "Your turn", its imports traced by Python itself."""
    write_settings(tmp_path, pace="none")
    trace = tmp_path / "imports.txt"
    args = ["--game", "fox", "--level", "easy", "--seed", "4", "--no-sound"]
    env = {"PYTHONPROFILEIMPORTTIME": "1"}
    with PtyProgram(tmp_path, args, stderr=trace, extra_env=env) as program:
        program.wait_ready(Translator("en").t("prompt-your-turn").rstrip("."), timeout=60)
        program.send("ctrl-q")
        assert program.wait(20) == 0
    lines = trace.read_text(encoding="utf-8").splitlines()
    loaded = {line.rsplit("|", 1)[1].strip() for line in lines if line.startswith("import time:")}
    assert {"prompt_toolkit", "audiogame.ui.app", "engine.bots.fox_bots"} <= loaded
    assert sorted(loaded & set(NEVER_AT_START)) == []
