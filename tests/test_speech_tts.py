"""The built-in voice with the real pyttsx3 and espeak-ng: renders, voices, interruption."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import miniaudio  # type: ignore[import-untyped]
import pytest

from audiogame.sound import AudioOutput, Block, Mixer, open_device
from audiogame.sound.pcm import rms, wav_to_mono16
from audiogame.speech import TtsSettings, TtsSpeaker, Utterance
from audiogame.speech.renderer import TtsRenderer
from audiogame.speech.voices import VoiceInfo, rank_voices, voice_speaks

RATE = 22050
ENGLISH = "The queen of hearts wins the trick, and West leads the next one."
FRENCH = "La dame de cœur remporte le pli, et Ouest entame le suivant."
LONG = (
    "This is a long message that would take several seconds to say in full, "
    "far longer than anybody waits once they have pressed a key to hear something else, "
    "so the voice must stop at once."
)


@pytest.fixture(scope="module")
def renderer() -> Iterator[TtsRenderer]:
    worker = TtsRenderer()
    yield worker
    worker.close()


@pytest.fixture
def null_audio() -> Iterator[AudioOutput]:
    """The NULL device, its mixer tracing every block from the device's first callback on."""
    mixer = Mixer(RATE)
    mixer.trace = []
    audio = AudioOutput(mixer, open_device(mixer, backends=[miniaudio.Backend.NULL]))
    assert audio.silent
    yield audio
    audio.close()


def traced(audio: AudioOutput) -> list[Block]:
    """The blocks the mixer rendered so far (a copy: the audio thread keeps adding)."""
    assert audio.mixer.trace is not None
    return list(audio.mixer.trace)


def duration(samples_len: int) -> float:
    return samples_len / RATE


def test_english_and_french_renders_are_real_speech(renderer: TtsRenderer) -> None:
    voices = renderer.voices()
    english_voice = rank_voices(voices, "en")[0]
    french_voice = rank_voices(voices, "fr")[0]
    assert voice_speaks(french_voice, "fr") and french_voice.id in ("roa/fr", "fr")
    english = renderer.render(ENGLISH, voice=english_voice.id)
    french = renderer.render(FRENCH, voice=french_voice.id)
    assert french.voice == french_voice.id  # the engine really switched to the French voice
    assert english.voice == english_voice.id
    for render in (english, french):
        samples = wav_to_mono16(render.wav, RATE)
        assert 1.5 < duration(len(samples)) < 10.0  # about 15 words
        assert rms(samples) > 0.02  # not silence
    assert english.wav != french.wav


def test_unknown_voice_is_detected(renderer: TtsRenderer) -> None:
    render = renderer.render("hello", voice="gmw/en")
    render = renderer.render("hello", voice="no-such-voice")
    assert render.voice == "gmw/en"  # silently kept: hence the check after each start


def test_speaker_chooses_a_french_voice_and_prints_nothing(
    null_audio: AudioOutput, capfd: pytest.CaptureFixture[str]
) -> None:
    speaker = TtsSpeaker.start(null_audio.mixer, TtsSettings(lang="fr", rate=320))
    try:
        assert speaker.voice is not None and speaker.voice.id == "roa/fr"
        assert speaker.voice_matches_language
        speaker.speak("Votre tour.")
        speaker.speak("Ouest joue le sept.")
        assert speaker.wait_idle(10.0)
    finally:
        speaker.close()
    heard = [tag for block in traced(null_audio) for tag in block.tags]
    assert heard[0] == Utterance("Votre tour.", False)
    assert heard[-1] == Utterance("Ouest joue le sept.", False)
    assert capfd.readouterr() == ("", "")  # save_to_file's chatter stayed in the worker


def test_ranking_prefers_espeak_ids_then_language() -> None:
    voices = [
        VoiceInfo("mb/mb-fr1", "french-mbrola-1", ("fr",)),
        VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
        VoiceInfo("roa/fr-be", "French (Belgium)", ("fr-be",)),
        VoiceInfo("roa/fr", "French (France)", ("fr-fr",)),
        VoiceInfo(r"HKEY\Voices\Tokens\TTS_FR-FR_HORTENSE", "Microsoft Hortense - French", ()),
    ]
    ranked = [v.id for v in rank_voices(voices, "fr")]
    assert ranked[:2] == ["roa/fr", "roa/fr-be"] and "mb/mb-fr1" not in ranked
    assert ranked[-1].endswith("HORTENSE")
    assert rank_voices(voices, "fr", wanted="roa/fr-be")[0].id == "roa/fr-be"
    assert rank_voices(voices, "de") == []


# -- interruption, measured on the NULL device's clock -------------------------------------------


def wait_until(condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.005)
    return False


def silence_delay(trace: list[Block], tag: Utterance, at: float) -> float:
    """Seconds from ``at`` until the device has played the last frame of ``tag``.

    The NULL device consumes audio in real time from its first callback on (at ``t0``, when it
    also fills its buffer), so the frame it plays at time t is (t - t0) * rate; the last frame of
    ``tag`` is the end of the last block that holds it.
    """
    assert trace[0].start == 0
    t0 = trace[0].time
    last_end = max(b.start + b.frames for b in trace if tag in b.tags)
    return (t0 + last_end / RATE) - at


@pytest.mark.parametrize("how", ["stop", "interrupt"])
def test_long_utterance_is_silenced_within_50_ms(null_audio: AudioOutput, how: str) -> None:
    speaker = TtsSpeaker.start(null_audio.mixer, TtsSettings(lang="en"))
    # What is measured is the silencing, not the dead-device watch: a NULL device whose thread a
    # loaded machine starves for 1.5 s counts as dead, and the long message is then dropped.
    speaker.stall_seconds = 60.0
    try:
        long = Utterance(LONG, False)
        speaker.speak(LONG)
        # the voice starts (a machine loaded by other tests may take seconds; it once took 5)
        started = wait_until(lambda: any(long in b.tags for b in traced(null_audio)), 30.0)
        assert started, f"never played: busy={speaker.busy}, {len(traced(null_audio))} blocks"
        time.sleep(0.3)
        at = time.perf_counter()
        if how == "stop":
            speaker.stop()
        else:
            speaker.speak("Next.", interrupt=True)
        time.sleep(0.25)
        trace = traced(null_audio)
        delay = silence_delay(trace, long, at)
        played = sum(b.frames for b in trace if long in b.tags) / RATE
        assert played < 1.0  # it was cut, not finished (it lasts about 10 s)
        assert delay <= 0.050, f"still heard {delay * 1000:.0f} ms after {how}"
        if how == "interrupt":
            assert wait_until(lambda: speaker.wait_idle(0.01), 5.0)
            assert any(Utterance("Next.", True) in b.tags for b in traced(null_audio))
    finally:
        speaker.close()
