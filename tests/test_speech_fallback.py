"""``auto`` and the hand-over: a backend failing at start or mid-game loses no message."""

from __future__ import annotations

import io
import threading
import time

import miniaudio  # type: ignore[import-untyped]
import pytest
from e2e_helpers import wait_until

from audiogame.sound import Mixer, open_audio
from audiogame.speech import (
    NO_BACKEND,
    AutoSpeaker,
    Candidate,
    Failure,
    RecordingSpeaker,
    SpeakerError,
    SpeechQueue,
    TerminalSpeaker,
    TtsSettings,
    TtsSpeaker,
    Utterance,
)
from audiogame.speech.renderer import Render, TtsRenderer
from audiogame.speech.voices import VoiceInfo


class BreaksAfter(RecordingSpeaker):
    """Says ``good`` messages, then raises like a screen reader that was closed."""

    def __init__(self, good: int) -> None:
        super().__init__("flaky")
        self.good = good

    def speak(self, text: str, interrupt: bool = False) -> None:
        if len(self.spoken) >= self.good:
            raise SpeakerError("screen reader gone")
        super().speak(text, interrupt)


def refuse() -> RecordingSpeaker:
    raise SpeakerError("nothing to talk to")


def crash() -> RecordingSpeaker:
    raise RuntimeError("driver exploded")


def hang() -> RecordingSpeaker:
    time.sleep(3)
    return RecordingSpeaker("late")


def test_auto_takes_the_first_backend_that_starts(capfd: pytest.CaptureFixture[str]) -> None:
    backup = RecordingSpeaker("terminal")
    auto = AutoSpeaker(
        [
            Candidate("screenreader", refuse),
            Candidate("tts", crash),
            Candidate("slow", hang, timeout=0.2),
            Candidate("terminal", lambda: backup),
        ]
    )
    assert auto.name == auto.chosen == "terminal"
    assert [(f.backend, f.during) for f in auto.failures] == [
        ("screenreader", "start"),
        ("tts", "start"),
        ("slow", "start"),
    ]
    assert "nothing to talk to" in auto.failures[0].reason
    assert "driver exploded" in auto.failures[1].reason
    auto.speak("Hello.")
    assert backup.texts == ["Hello."]
    assert capfd.readouterr() == ("", "")


def test_auto_gives_up_within_its_time_limit() -> None:
    with pytest.raises(SpeakerError, match="no speech backend") as refused:
        AutoSpeaker([Candidate("slow", hang, timeout=5.0)], time_limit=0.3)
    assert "slow: did not start within 0.3 s" in str(refused.value)  # the limit, not 5 s


def test_a_backend_that_starts_too_late_is_closed_when_it_starts() -> None:
    """A start that misses its time is given up; if it finishes later, what it opened is closed
    at once (nothing outlives the program)."""
    release = threading.Event()
    late = RecordingSpeaker("late")

    def slow() -> RecordingSpeaker:
        release.wait()
        return late

    backup = RecordingSpeaker("terminal")
    auto = AutoSpeaker(
        [Candidate("slow", slow, timeout=0.01), Candidate("terminal", lambda: backup)]
    )
    assert auto.name == "terminal" and auto.failures[0].cause == "timeout"
    release.set()
    wait_until(lambda: late.closed, 10, "the late backend to close")
    auto.close()


def test_a_backend_failing_mid_game_hands_over_with_nothing_lost(
    capfd: pytest.CaptureFixture[str],
) -> None:
    flaky = BreaksAfter(good=2)
    backup = RecordingSpeaker("terminal")
    switches: list[tuple[str, str, Failure]] = []
    auto = AutoSpeaker(
        [Candidate("screenreader", lambda: flaky), Candidate("terminal", lambda: backup)],
        on_switch=lambda old, new, failure: switches.append((old, new, failure)),
    )
    speech = SpeechQueue(auto)
    messages = [f"event {i}" for i in range(6)]
    for text in messages:
        speech.say(text)
    speech.read("hand: 3 cards")
    assert flaky.texts == messages[:2]
    assert backup.spoken == [Utterance(t, False) for t in messages[2:]] + [
        Utterance("hand: 3 cards", True)
    ]
    assert auto.name == "terminal" and auto.chosen == "flaky"
    assert [(old, new) for old, new, _ in switches] == [("flaky", "terminal")]
    assert switches[0][2].during == "use" and "gone" in switches[0][2].reason
    assert capfd.readouterr() == ("", "")


def test_when_every_backend_failed_messages_are_dropped_quietly(
    capfd: pytest.CaptureFixture[str],
) -> None:
    auto = AutoSpeaker([Candidate("flaky", lambda: BreaksAfter(good=0))])
    speech = SpeechQueue(auto)
    speech.say("lost")
    speech.read("lost too")
    speech.stop()
    assert auto.name == NO_BACKEND
    assert capfd.readouterr() == ("", "")


# -- a background backend (the built-in voice) that breaks ---------------------------------------


class FakeRenderer(TtsRenderer):
    """Renders a short beep per message; breaks for good once ``breaks_at`` messages are done."""

    def __init__(self, breaks_at: int, gate: threading.Event | None = None) -> None:
        super().__init__()
        self.breaks_at = breaks_at
        self.rendered: list[str] = []
        self.gate = gate

    def voices(self, timeout: float = 0.0) -> list[VoiceInfo]:
        return [VoiceInfo("roa/fr", "French (France)", ("fr-fr",))]

    def render(self, text: str, **settings: object) -> Render:
        if self.gate is not None and text != "bonjour":
            self.gate.wait(5.0)
        if len(self.rendered) >= self.breaks_at:
            raise SpeakerError("the speech engine stopped")
        self.rendered.append(text)
        return Render(_beep_wav(), str(settings.get("voice") or "roa/fr"), 0.001)

    def close(self) -> None:
        pass


def _beep_wav() -> bytes:
    import wave
    from array import array

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(22050)
        wav.writeframes(array("h", [4000, -4000] * 220).tobytes())
    return buffer.getvalue()


def test_the_builtin_voice_breaking_mid_game_hands_over_in_order(
    capfd: pytest.CaptureFixture[str],
) -> None:
    audio = open_audio(backends=[miniaudio.Backend.NULL])
    gate = threading.Event()
    renderer = FakeRenderer(breaks_at=1 + 2, gate=gate)  # the probe, then two messages
    printed = io.StringIO()
    switched = threading.Event()
    auto = AutoSpeaker(
        [
            Candidate(
                "tts",
                lambda: TtsSpeaker.start(
                    audio.mixer, TtsSettings(lang="fr"), renderer_factory=lambda: renderer
                ),
            ),
            Candidate("terminal", lambda: TerminalSpeaker(printed)),
        ],
        on_switch=lambda *_: switched.set(),
    )
    try:
        assert auto.name == "tts"
        messages = [f"message {i}" for i in range(5)]
        for text in messages:
            auto.speak(text)
        gate.set()  # the engine renders two messages, then breaks on the third
        assert switched.wait(5.0)
        auto.speak("after the switch")
        assert renderer.rendered[1:] == messages[:2]
        assert printed.getvalue().splitlines() == [*messages[2:], "after the switch"]
        assert auto.name == "terminal"
        assert auto.failures[-1] == Failure("tts", "the speech engine stopped", "use")
    finally:
        auto.close()
        audio.close()
    assert capfd.readouterr() == ("", "")


def test_a_crashed_engine_process_is_restarted_without_losing_the_message(
    capfd: pytest.CaptureFixture[str],
) -> None:
    import os
    import signal

    audio = open_audio(backends=[miniaudio.Backend.NULL])
    renderer = TtsRenderer()
    audio.mixer.trace = []
    speaker = TtsSpeaker.start(audio.mixer, TtsSettings(), renderer_factory=lambda: renderer)
    try:
        assert renderer.pid is not None
        os.kill(renderer.pid, signal.SIGTERM)  # the worker this test started
        speaker.speak("Still here.")
        assert speaker.wait_idle(10.0)
        heard = {tag for block in audio.mixer.trace for tag in block.tags}
        assert Utterance("Still here.", False) in heard
    finally:
        speaker.close()
        audio.close()
    assert capfd.readouterr() == ("", "")


def test_a_dead_audio_device_hands_the_unheard_speech_over(
    capfd: pytest.CaptureFixture[str],
) -> None:
    mixer = Mixer()  # no device pulls from it: like a headset unplugged mid-game
    printed = io.StringIO()

    def start_tts() -> TtsSpeaker:
        speaker = TtsSpeaker.start(
            mixer, TtsSettings(lang="fr"), renderer_factory=lambda: FakeRenderer(breaks_at=99)
        )
        speaker.stall_seconds = 0.3
        return speaker

    switched = threading.Event()
    auto = AutoSpeaker(
        [Candidate("tts", start_tts), Candidate("terminal", lambda: TerminalSpeaker(printed))],
        on_switch=lambda *_: switched.set(),
    )
    try:
        for text in ("one", "two", "", "three"):
            auto.speak(text)
        assert switched.wait(5.0)
        auto.speak("four")
        assert printed.getvalue().splitlines() == ["one", "two", "three", "four"]
        assert auto.failures[-1].reason == "the audio device stopped playing"
    finally:
        auto.close()
    assert capfd.readouterr() == ("", "")
