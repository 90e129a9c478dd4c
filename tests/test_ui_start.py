"""What a run says first is true and is the screen asked for: ``audiogame companion`` and
``audiogame online URL`` do not first say the main menu they put beneath (issue 34, item 7);
the built-in voice with no sound device says it will not be heard (item 12)."""

from __future__ import annotations

import shutil
from argparse import Namespace
from pathlib import Path

import pytest
from ui_driver import drive

from audiogame.devices import Devices
from audiogame.i18n import Translator
from audiogame.settings import Settings
from audiogame.sound.output import open_audio
from audiogame.ui.app import TableApp

needs_espeak = pytest.mark.skipif(
    shutil.which("espeak-ng") is None, reason="espeak-ng is not installed (CI installs it)"
)


def _companion(app: TableApp) -> None:
    app.start(companion=True)


def _online(app: TableApp) -> None:
    app.start_online("ws://127.0.0.1:9", None)


def test_the_companion_starts_on_its_setup(tmp_path: Path) -> None:
    run = drive(tmp_path, [], start=_companion)
    assert not any(t.startswith("Main menu") for t in run.texts), run.texts
    assert run.texts[0].startswith("Real table companion."), run.texts
    assert run.app is not None and len(run.app.screens) == 2  # Escape leads to the main menu


def test_online_starts_on_the_online_menu(tmp_path: Path) -> None:
    run = drive(tmp_path, [], start=_online)
    assert not any(t.startswith("Main menu") for t in run.texts), run.texts
    assert run.texts[0].startswith("Play online"), run.texts


@needs_espeak
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_built_in_voice_with_no_sound_device_says_it_will_not_be_heard(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Issue 34, item 12: it said "Speech: Built-in voice." where nothing can be heard."""
    import miniaudio

    import audiogame.devices

    def null_audio(**options: object) -> object:
        return open_audio(backends=[miniaudio.Backend.NULL])

    monkeypatch.setattr(audiogame.devices, "open_audio", null_audio)
    tr = Translator(lang)
    args = Namespace(output="tts", speech_log=None, no_sound=True)
    devices = Devices(args, Settings(first_run_done=True), tr)
    try:
        assert devices.out.speech.name == "tts"
        assert devices._announcement() == tr.t("output-tts-silent")  # noqa: SLF001
    finally:
        devices.close()
