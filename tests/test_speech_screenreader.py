"""The screen-reader backend through accessible-output2 and a real, sandboxed speech-dispatcher.

The daemon runs with a temporary configuration (temporary XDG_CONFIG_HOME and XDG_RUNTIME_DIR,
audio through ALSA's file plugin) and is killed at teardown; every wait is bounded.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from audiogame.sound.pcm import rms
from audiogame.speech import ScreenReaderSpeaker, SpeakerError, open_speech
from audiogame.speech.speechd_sandbox import SpeechDispatcherSandbox, available

needs_speechd = pytest.mark.skipif(
    not available(), reason="speech-dispatcher is not installed (CI installs it)"
)


@pytest.fixture
def sandbox(monkeypatch: pytest.MonkeyPatch) -> Iterator[SpeechDispatcherSandbox]:
    daemon = SpeechDispatcherSandbox().start(timeout=10.0)
    try:
        for name, value in daemon.env.items():
            monkeypatch.setenv(name, value)
        yield daemon
    finally:
        daemon.close()


@needs_speechd
def test_speech_reaches_speech_dispatcher_and_is_not_silent(
    sandbox: SpeechDispatcherSandbox, capfd: pytest.CaptureFixture[str]
) -> None:
    speaker = ScreenReaderSpeaker.start(timeout=10.0)
    try:
        assert speaker.name == "screenreader"
        assert speaker.detail == "Linux Speech Dispatcher"
        speaker.braille("no braille display: ignored")
        speaker.speak("The queen of hearts wins the trick.", interrupt=True)
        size = sandbox.wait_for_audio(min_bytes=20_000, timeout=10.0)
    finally:
        speaker.close()
    samples = sandbox.captured_audio()
    assert size >= 20_000 and len(samples) * 2 == size
    assert rms(samples) > 0.02
    assert capfd.readouterr() == ("", "")  # accessible-output2's install hints were captured


@needs_speechd
def test_auto_picks_the_screen_reader_when_one_runs(sandbox: SpeechDispatcherSandbox) -> None:
    speech = open_speech("auto", audio=None)
    try:
        assert speech.auto is not None and speech.auto.chosen == "screenreader"
        speech.say("Your turn.")
        assert sandbox.wait_for_audio(min_bytes=5_000, timeout=10.0) >= 5_000
    finally:
        speech.close()


def test_no_screen_reader_is_an_error_not_a_hang() -> None:
    with pytest.raises(SpeakerError, match="no screen reader"):
        ScreenReaderSpeaker.start(finder=lambda: None)
    release = threading.Event()
    with pytest.raises(SpeakerError, match="in time"):
        ScreenReaderSpeaker.start(timeout=0.2, finder=lambda: release.wait(5.0))
    release.set()


class GoneReader:
    """An accessible-output2 output whose screen reader quits after the first message."""

    name = "NVDA"

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []
        self.braille_texts: list[str] = []

    def is_active(self) -> bool:
        return not self.said

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append((text, interrupt))

    def braille(self, text: str) -> bool:
        self.braille_texts.append(text)
        return True

    def silence(self) -> None:
        pass


def test_screen_reader_speaks_and_brailles_separately_and_notices_when_gone() -> None:
    output = GoneReader()
    speaker = ScreenReaderSpeaker.start(finder=lambda: output)
    try:
        assert speaker.detail == "NVDA"
        speaker.speak("Hand: 4 cards.", interrupt=True)
        speaker.braille("4 cards")
        speaker.stop()
        with pytest.raises(SpeakerError, match="no longer running"):
            speaker.speak("lost?")
    finally:
        speaker.close()
    assert output.said == [("Hand: 4 cards.", True)]
    assert output.braille_texts == ["4 cards"]


def test_speech_dispatcher_is_asked_for_the_game_language() -> None:
    class Client:
        def __init__(self) -> None:
            self.languages: list[str] = []

        def set_language(self, lang: str) -> None:
            self.languages.append(lang)

    output = GoneReader()
    output._client = Client()  # type: ignore[attr-defined]
    speaker = ScreenReaderSpeaker.start(finder=lambda: output, lang="fr")
    speaker.close()
    assert output._client.languages == ["fr"]  # type: ignore[attr-defined]
