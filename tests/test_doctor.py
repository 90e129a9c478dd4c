"""``audiogame doctor``: with nothing available (no screen reader, no sound device, folders that
cannot be written, no terminal) it prints every finding in the player's language and exits 0;
in a terminal it gives the terminal's size and lists the saved games; with the built-in voice
it says every line it prints."""

from __future__ import annotations

import importlib.util
import os
import platform
import shutil
import sys
import threading
import time
from pathlib import Path

import miniaudio  # type: ignore[import-untyped]
import pytest
from e2e_helpers import PtyProgram, paths_in, write_settings
from heard import messages_of
from save_files import planted_save

import engine
from audiogame import __version__, doctor
from audiogame.cli import main
from audiogame.games import game_names
from audiogame.i18n import Translator
from audiogame.paths import Paths
from audiogame.saves import SavedGame, write_save
from audiogame.sound import AudioOutput, Mixer, open_audio
from audiogame.sound.device import ClockDevice
from audiogame.speech import Speaker, SpeakerError
from audiogame.speech.auto import Candidate, Failure, probe
from audiogame.speech.factory import TTS_START_LIMIT


@pytest.fixture
def no_devices(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No sound device, and no speech-dispatcher (runtime folders of the test's own)."""
    monkeypatch.setattr(doctor, "open_audio", lambda: open_audio(backends=[miniaudio.Backend.NULL]))
    for name in ("XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"):
        folder = tmp_path / "xdg" / name.lower()
        folder.mkdir(parents=True)
        monkeypatch.setenv(name, str(folder))
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)


def _nothing_available(
    tr: Translator, paths: Paths, state: str, linux: bool = sys.platform == "linux"
) -> list[str]:
    """The report when nothing works but printed text."""
    lines = [
        tr.t(
            "doctor-version",
            version=__version__,
            python=platform.python_version(),
            system=doctor.system_name(),
        ),
        tr.t("doctor-language", lang=tr.language),
        tr.t("doctor-speech-setting", mode="auto"),
        tr.t("doctor-speech-failed", mode="screenreader", cause="absent", seconds=0),
        tr.t("doctor-speech-failed", mode="tts", cause="no-sound", seconds=round(TTS_START_LIMIT)),
        tr.t("doctor-speech-works", mode="terminal"),
        tr.t("doctor-speech-auto", mode="terminal"),
    ]
    if linux:
        module = "yes" if importlib.util.find_spec("speechd") else "no"
        lines.append(tr.t("doctor-speechd", running="no", module=module))
    lines += [
        tr.t("doctor-braille-none"),
        tr.t("doctor-sound-none"),
        tr.t("doctor-sound-effects", on="yes"),
        tr.t("doctor-terminal-none"),
        *[
            tr.t("doctor-folder", folder=key, path=str(folder), state=state)
            for key, folder in zip(("config", "data", "state"), paths.folders, strict=True)
        ],
        tr.t("doctor-log", path=str(paths.log_file)),
        tr.t("doctor-games", games=tr.join([tr.t("game-name", game=g) for g in game_names()])),
        tr.t("doctor-saves", count=0),
    ]
    return lines


@pytest.mark.usefixtures("no_devices")
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("blocked", ["file-in-the-way", "read-only-folders"])
def test_nothing_available_every_line_in_the_players_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    blocked: str,
) -> None:
    home = tmp_path / "home"
    paths = paths_in(home)
    if blocked == "file-in-the-way":  # nothing can be made under it, even by root
        home.write_text("a file where the folder should be", encoding="utf-8")
    else:
        if os.name != "posix" or os.geteuid() == 0:
            pytest.skip("root writes into read-only folders; POSIX permissions")
        for folder in paths.folders:
            folder.mkdir(parents=True)
            folder.chmod(0o500)
    monkeypatch.setenv("AUDIOGAME_HOME", str(home))
    try:
        assert main(["doctor", "--lang", lang]) == 0
    finally:
        for folder in paths.folders:
            if folder.is_dir():
                folder.chmod(0o700)
    out, err = capsys.readouterr()
    assert err == ""
    expected = _nothing_available(Translator(lang), paths, "read-only")
    assert out.splitlines() == expected
    assert out.endswith("\n")  # the shell's prompt on a line of its own (and the next run's)


@pytest.mark.usefixtures("no_devices")
def test_the_settings_language_is_used_and_a_missing_folder_can_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    home = tmp_path / "home"
    write_settings(home, language="fr", output="auto")
    monkeypatch.setenv("AUDIOGAME_HOME", str(home))
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out.splitlines()
    tr = Translator("fr")
    paths = paths_in(home)
    assert tr.t("doctor-language", lang="fr") in out
    assert tr.t("doctor-folder", folder="config", path=str(paths.config), state="writable") in out
    assert tr.t("doctor-folder", folder="data", path=str(paths.data), state="creatable") in out


def test_in_a_terminal_with_a_saved_game(tmp_path: Path) -> None:
    """The real command in a pseudo-terminal: the terminal's size, the saved game listed."""
    write_settings(tmp_path)
    game = engine.new_game("fox", 2, seed=4)
    game.apply(game.legal_actions()[0])
    write_save(SavedGame(game.record(), 1, ("easy",)), planted_save(tmp_path))
    with PtyProgram(tmp_path, ["doctor", "--lang", "en"], rows=30, cols=100) as program:
        assert program.wait(60) == 0
        rows = [line.strip() for line in program.screen_text.splitlines() if line.strip()]
    lines = messages_of(rows, program.speech.texts())  # long lines broken at spaces, joined
    assert all(len(row) < 100 for row in rows)
    tr = Translator("en")
    assert tr.t("doctor-terminal", name="xterm", columns=100, rows=30) in lines
    assert tr.t("doctor-saves", count=1) in lines
    (saved,) = [
        line
        for line in lines
        if line.startswith(tr.t("game-name", game="fox") + " against Easy, round 1, trick 1")
    ]
    assert "you 0 and North 0" in saved
    paths = paths_in(tmp_path)
    assert tr.t("doctor-folder", folder="data", path=str(paths.data), state="writable") in lines
    # Terminal text: every line went through it, and so into the speech log, once.
    assert program.speech.texts() == lines


@pytest.mark.slow  # the whole report said in real time
@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="the built-in voice needs espeak-ng")
def test_with_the_built_in_voice_every_printed_line_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Card(ClockDevice):
        backend = "TestCard"  # plays in real time like a sound card, heard by no one

    def with_a_card() -> AudioOutput:
        mixer = Mixer()
        return AudioOutput(mixer, Card(mixer))

    monkeypatch.setattr(doctor, "open_audio", with_a_card)
    home = tmp_path / "home"
    write_settings(home, output="auto", rate=100)  # the fastest voice: said in real time
    monkeypatch.setenv("AUDIOGAME_HOME", str(home))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    log = tmp_path / "speech.log"
    assert main(["doctor", "--lang", "fr", "--speech-log", str(log)]) == 0
    printed = capsys.readouterr().out.splitlines()
    tr = Translator("fr")
    assert tr.t("doctor-sound", backend="TestCard") in printed
    assert tr.t("doctor-speech-auto", mode="tts") in printed
    logged = log.read_text(encoding="utf-8").splitlines()
    said = [line.removeprefix("[queue] ") for line in logged if line.startswith("[queue] ")]
    assert said == printed


def test_an_output_that_hangs_is_reported_within_its_time_limit() -> None:
    """The doctor tries each output with :func:`probe`: a start that never returns is a
    finding ("no answer within N seconds"), not a hang."""
    never = threading.Event()

    def hang() -> Speaker:
        never.wait(30)
        raise SpeakerError("too late")

    started = time.monotonic()
    result = probe(Candidate("screenreader", hang, 0.2))
    assert time.monotonic() - started < 5
    never.set()
    assert isinstance(result, Failure) and result.cause == "timeout"
    tr = Translator("en")
    line = tr.t("doctor-speech-failed", mode="screenreader", cause=result.cause, seconds=5)
    assert line == "Screen reader: not available, no answer within 5 seconds."


@pytest.mark.parametrize(("guide", "lang"), [("guide-en.md", "en"), ("guide-fr.md", "fr")])
def test_the_guides_show_what_the_doctor_prints(guide: str, lang: str) -> None:
    """The example in each guide is the doctor's output on a Linux machine with no screen reader
    and no sound card, in a 100 by 30 terminal, for a new player named Ana."""
    text = (Path(__file__).resolve().parents[1] / "docs" / guide).read_text(encoding="utf-8")
    block = text.split("audiogame doctor`\n", 1)[1].split("```\n", 2)[1].splitlines()
    tr = Translator(lang)
    home = Path("/home/ana")
    paths = Paths(
        home / ".config/audiogame", home / ".local/share/audiogame", home / ".local/state/audiogame"
    )
    expected = _nothing_available(tr, paths, "creatable", linux=True)
    expected[expected.index(tr.t("doctor-terminal-none"))] = tr.t(
        "doctor-terminal", name="xterm-256color", columns=100, rows=30
    )
    log_folder = tr.t("doctor-folder", folder="state", path=str(paths.state), state="creatable")
    expected[expected.index(log_folder)] = tr.t(
        "doctor-folder", folder="state", path=str(paths.state), state="writable"
    )
    (speechd,) = [i for i, line in enumerate(expected) if line.startswith("Speech Dispatcher")]
    expected[speechd] = tr.t("doctor-speechd", running="no", module="yes")  # the example's
    assert block[0].startswith("audiogame 0.1.0, Python ")
    assert block[1:] == expected[1:]
