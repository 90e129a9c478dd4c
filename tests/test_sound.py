"""Sound: earcons, stereo placement by seat, the mixer's settings, and the device fallbacks."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from array import array
from collections.abc import Iterator

import miniaudio  # type: ignore[import-untyped]
import pytest
from e2e_helpers import wait_until
from suite import patient

from audiogame.sound import (
    NULL_BACKEND,
    AudioOutput,
    Earcon,
    Mixer,
    earcon_samples,
    open_audio,
    pan_gains,
    seat_pan,
)
from audiogame.sound import device as device_module
from audiogame.sound import output as output_module
from audiogame.sound.device import AudioDevice, ClockDevice, open_device
from audiogame.sound.earcons import EARCON_PEAK
from audiogame.sound.pcm import peak, rms

RATE = 22050


def channels(blocks: list[array[int]]) -> tuple[list[int], list[int]]:
    joined = array("h")
    for block in blocks:
        joined.extend(block)
    return list(joined[0::2]), list(joined[1::2])


def energy(samples: list[int]) -> float:
    return float(sum(v * v for v in samples))


@pytest.fixture
def null_audio() -> Iterator[AudioOutput]:
    audio = open_audio(backends=[miniaudio.Backend.NULL])
    yield audio
    audio.close()


def play_and_capture(audio: AudioOutput, earcon: Earcon, seat: int | None) -> list[array[int]]:
    """Play one earcon on the running device and collect the blocks rendered until it ended."""
    blocks: list[array[int]] = []
    mixer = audio.mixer
    mixer.add_tap(blocks.append)
    end = mixer.position + len(earcon_samples(earcon, mixer.rate)) + mixer.rate // 20
    audio.effects.play(earcon, seat=seat)
    deadline = time.monotonic() + 3.0
    while mixer.position < end and time.monotonic() < deadline:
        time.sleep(0.01)
    mixer.remove_tap(blocks.append)
    assert mixer.position >= end, "the NULL device stopped pulling audio"
    return blocks


# -- earcons -------------------------------------------------------------------------------------


def test_every_earcon_is_short_audible_and_distinct() -> None:
    assert len(Earcon) == 12
    seen: set[bytes] = set()
    for earcon in Earcon:
        samples = earcon_samples(earcon, RATE)
        assert 0.03 < len(samples) / RATE < 1.0, earcon
        assert peak(samples) == pytest.approx(EARCON_PEAK * 32767, rel=0.1), earcon
        assert rms(samples) > 0.02, earcon
        seen.add(samples.tobytes())
    assert len(seen) == len(Earcon)


def test_earcons_are_deterministic_and_cached() -> None:
    assert earcon_samples(Earcon.YOUR_TURN, RATE) is earcon_samples(Earcon.YOUR_TURN, RATE)
    earcon_samples.cache_clear()
    first = earcon_samples(Earcon.CARD_PLAYED, RATE).tobytes()
    earcon_samples.cache_clear()
    assert earcon_samples(Earcon.CARD_PLAYED, RATE).tobytes() == first


# -- stereo placement ----------------------------------------------------------------------------


def test_seat_pan_follows_play_order_to_the_left() -> None:
    assert seat_pan(1, 0, 4) < 0 < seat_pan(3, 0, 4)  # next player on the left, previous right
    assert seat_pan(2, 0, 4) == 0.0  # opposite
    assert seat_pan(0, 0, 4) == 0.0  # yourself
    assert seat_pan(None, 0, 4) == 0.0
    assert seat_pan(1, 0, 2) == 0.0  # The Fox: the opponent faces you
    assert seat_pan(2, 1, 3) < 0 < seat_pan(0, 1, 3)
    five = [seat_pan(s, 0, 5) for s in (1, 2, 3, 4)]
    assert five == sorted(five) and five[0] < five[1] < 0 < five[2] < five[3]


def test_pan_gains() -> None:
    left, right = pan_gains(-0.8)
    assert left == 1.0 and right < 0.3
    assert pan_gains(0.0) == (1.0, 1.0)
    assert pan_gains(0.8, mono=True) == (1.0, 1.0)


# -- the mixer alone -----------------------------------------------------------------------------


def tone_samples(frames: int, value: int = 8000) -> array[int]:
    return array("h", [value if i % 2 else -value for i in range(frames)])


def test_mixer_is_silent_with_nothing_to_play() -> None:
    mixer = Mixer(RATE)
    block = mixer.render(256)
    assert len(block) == 512 and not any(block)


def test_mixer_pans_mono_and_mutes() -> None:
    mixer = Mixer(RATE)
    mixer.play_effect(tone_samples(400), pan=-0.8)
    left, right = channels([mixer.render(400)])
    assert energy(left) > 10 * energy(right) > 0

    mixer.mono = True
    mixer.play_effect(tone_samples(400), pan=-0.8)
    left, right = channels([mixer.render(400)])
    assert left == right and energy(left) > 0

    mixer.mono = False
    mixer.muted = True
    mixer.play_effect(tone_samples(400), pan=-0.8)
    mixer.queue_speech(tone_samples(400))
    assert not any(mixer.render(400))
    assert not mixer.speech_busy  # time went on while muted


def test_mixer_volumes_are_separate() -> None:
    mixer = Mixer(RATE)
    mixer.effects_volume = 0.5
    mixer.speech_volume = 1.0
    mixer.play_effect(tone_samples(100), pan=0.0)
    effect_left, _ = channels([mixer.render(100)])
    mixer.queue_speech(tone_samples(100))
    speech_left, _ = channels([mixer.render(100)])
    assert max(speech_left) == 8000 and max(effect_left) == 4000

    mixer.effects_muted = True
    mixer.play_effect(tone_samples(100))
    mixer.queue_speech(tone_samples(100))
    left, _ = channels([mixer.render(100)])
    assert max(left) == 8000  # speech still heard, the effect not


def test_mixer_speech_plays_in_order_and_stops_at_once() -> None:
    mixer = Mixer(RATE)
    mixer.trace = []
    mixer.queue_speech(tone_samples(300), tag="first")
    mixer.queue_speech(tone_samples(300), tag="second")
    mixer.render(200)
    mixer.render(200)  # "first" ends and "second" starts within this block
    assert [b.tags for b in mixer.trace] == [("first",), ("first", "second")]
    mixer.stop_speech()
    assert not any(mixer.render(200))
    assert not mixer.speech_busy


def test_mixer_clips_instead_of_wrapping() -> None:
    mixer = Mixer(RATE)
    for _ in range(3):
        mixer.play_effect(array("h", [30000] * 10))
    assert max(mixer.render(10)) == 32767


# -- on the NULL device --------------------------------------------------------------------------


def test_left_seat_is_louder_on_the_left(null_audio: AudioOutput) -> None:
    assert null_audio.silent and null_audio.backend == NULL_BACKEND
    null_audio.effects.seat_table(players=4, listener=0)
    left, right = channels(play_and_capture(null_audio, Earcon.CARD_PLAYED, seat=1))
    assert energy(left) > 4 * energy(right) > 0
    left, right = channels(play_and_capture(null_audio, Earcon.CARD_PLAYED, seat=3))
    assert energy(right) > 4 * energy(left) > 0


def test_mono_option_gives_equal_channels(null_audio: AudioOutput) -> None:
    null_audio.effects.seat_table(players=3, listener=0)
    null_audio.mixer.mono = True
    left, right = channels(play_and_capture(null_audio, Earcon.YOUR_TURN, seat=1))
    assert left == right and energy(left) > 0


def test_mute_gives_silence(null_audio: AudioOutput) -> None:
    null_audio.mixer.muted = True
    blocks = play_and_capture(null_audio, Earcon.GAME_WON, seat=None)
    assert blocks and not any(any(block) for block in blocks)


def test_no_sound_card_is_silent_not_an_error(capfd: pytest.CaptureFixture[str]) -> None:
    audio = open_audio()  # this machine has no sound card: ALSA fails, quietly
    try:
        audio.effects.play(Earcon.ILLEGAL)
        time.sleep(0.05)
    finally:
        audio.close()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_without_any_audio_library_a_clock_runs_the_mixer(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise miniaudio.MiniaudioError("no device")

    monkeypatch.setattr(device_module, "MiniaudioDevice", broken)
    audio = open_audio()
    try:
        assert audio.silent
        audio.mixer.queue_speech(array("h", [1000] * 2205))  # 0.1 s
        assert audio.mixer.wait_speech_idle(2.0)
    finally:
        audio.close()
    assert capfd.readouterr() == ("", "")


def test_a_device_that_opens_too_late_is_closed_when_it_opens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each backend that misses its time (a loaded machine) gives way to the next, and the
    device it opens later is closed at once: left to the interpreter, miniaudio's stop hung
    the program at its exit (2 exits of 3 here, before)."""
    release = threading.Event()
    closed: list[str] = []

    class Slow:
        backend = "Slow"
        period_frames = 1

        def __init__(self, mixer: Mixer, backends: object, *options: object) -> None:
            release.wait()

        def close(self) -> None:
            closed.append(threading.current_thread().name)

    monkeypatch.setattr(device_module, "MiniaudioDevice", Slow)
    device = open_device(Mixer(), timeout=0.01)
    try:
        assert isinstance(device, ClockDevice) and closed == []  # both attempts were late
        release.set()
        wait_until(lambda: len(closed) == 2, 10, "the late devices to close")
        assert closed == ["audio-open", "audio-open"]  # each closed on its own thread
    finally:
        release.set()
        device.close()


def test_a_program_that_leaves_its_device_open_still_ends() -> None:
    """A path that forgets to close the device (an interrupted start, a crash) must not hang
    the program at its exit: before, 6 exits of 6 hung for good."""
    code = (
        "import miniaudio\n"
        "from audiogame.sound.device import open_device\n"
        "from audiogame.sound.mixer import Mixer\n"
        "device = open_device(Mixer(), backends=[miniaudio.Backend.NULL])\n"
        "print(device.backend, flush=True)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=patient(30)
    )  # the timeout detects the hang
    assert (done.returncode, done.stdout, done.stderr) == (0, "Null\n", "")


def test_a_device_opened_later_plays_what_was_queued_before(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """The program opens the device once its first screen spoke (``AudioOutput.begin``): a sound
    played before waits in the mixer and is heard once the device runs."""
    opened: list[str] = []

    def recorded(mixer: Mixer, **options: object) -> AudioDevice:
        opened.append(threading.current_thread().name)
        return open_device(mixer, backends=[miniaudio.Backend.NULL])

    monkeypatch.setattr(output_module, "open_device", recorded)
    audio = open_audio(wait=False)
    try:
        audio.mixer.queue_speech(array("h", [1000] * 2205))  # 0.1 s, before any device
        time.sleep(0.05)
        assert opened == [] and audio.mixer.position == 0
        audio.begin()
        audio.begin()  # once is enough
        assert audio.mixer.wait_speech_idle(3.0)  # the device opened on its thread and played
        assert opened == ["audio-start"] and audio.silent
    finally:
        audio.close()
    assert capfd.readouterr() == ("", "")


def test_a_device_opened_later_opens_when_needed_and_never_after_close() -> None:
    calls: list[int] = []

    def counted() -> AudioDevice:
        calls.append(1)
        return ClockDevice(audio.mixer)

    audio = AudioOutput.later(Mixer(RATE), counted)
    assert audio.backend == NULL_BACKEND and calls == [1]  # asked for: opened at once
    audio.begin()
    audio.close()
    assert calls == [1]
    unused = AudioOutput.later(Mixer(RATE), counted)
    unused.close()  # a device never opened stays unopened
    unused.begin()
    assert calls == [1]
    with pytest.raises(RuntimeError):
        _ = unused.device


def test_wav_decoding_folds_to_mono_and_resamples() -> None:
    import io
    import wave

    from audiogame.sound.pcm import wav_to_mono16

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(2)
        wav.setsampwidth(2)
        wav.setframerate(11025)
        wav.writeframes(array("h", [1000, 3000] * 1000).tobytes())
    samples = wav_to_mono16(buffer.getvalue(), 22050)
    assert len(samples) == 2000 and set(samples) == {2000}


def test_quiet_helpers_silence_only_what_they_should(capfd: pytest.CaptureFixture[str]) -> None:
    import os
    import sys
    import threading

    from audiogame.sound import captured_prints, quiet_fds

    with quiet_fds():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    os.write(2, b"after\n")
    printed_elsewhere = threading.Event()

    def other_thread() -> None:
        print("from another thread")
        printed_elsewhere.set()

    with captured_prints():
        print("Cannot find espeak.core. Please install python-espeak.")
        print("to stderr", file=sys.stderr)
        thread = threading.Thread(target=other_thread)
        thread.start()
        thread.join(2.0)
    print("after capture")
    assert printed_elsewhere.is_set()
    assert capfd.readouterr() == ("from another thread\nafter capture\n", "after\n")
