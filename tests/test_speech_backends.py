"""The simple backends, the speech log, the speech semantics and the history."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from audiogame.speech import (
    OUTPUT_MODES,
    RecordingSpeaker,
    ScreenReaderSpeaker,
    Speaker,
    SpeakerError,
    SpeechLog,
    SpeechQueue,
    TerminalSpeaker,
    Utterance,
    candidates_for,
    open_speech,
)
from audiogame.speech.console import PrintedLines


def test_backends_follow_the_protocol() -> None:
    for speaker in (RecordingSpeaker(), TerminalSpeaker(io.StringIO())):
        assert isinstance(speaker, Speaker)


def test_recording_keeps_texts_flags_and_braille() -> None:
    speaker = RecordingSpeaker()
    speaker.speak("West plays.")
    speaker.speak("Your hand.", interrupt=True)
    speaker.braille("7B 9K")
    speaker.stop()
    assert speaker.spoken == [Utterance("West plays.", False), Utterance("Your hand.", True)]
    assert speaker.brailled == ["7B 9K"]
    assert speaker.stops == 2


def test_terminal_prints_one_line_per_message() -> None:
    stream = io.StringIO()
    speaker = TerminalSpeaker(stream)
    speaker.speak("Trick won\n by   North.")
    speaker.speak("   ")
    speaker.speak("Dame de cœur.", interrupt=True)
    speaker.braille("ignored")
    speaker.stop()
    # each line after the break that ends the one before: the cursor rests at the end of the
    # newest message, where a console screen reader reads it on an arrow key
    assert stream.getvalue() == "Trick won by North.\nDame de cœur."
    speaker.close()
    assert stream.getvalue() == "Trick won by North.\nDame de cœur."  # replaced mid-game: no line


def test_terminal_defaults_to_current_stdout(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    console = PrintedLines(rows=lambda: None)
    monkeypatch.setattr("audiogame.speech.terminal.CONSOLE", console)
    TerminalSpeaker().speak("Your turn.")
    TerminalSpeaker().speak("West plays.")  # the process's one console: the line is open
    assert capsys.readouterr().out == "Your turn.\nWest plays."
    console.end()
    console.end()
    assert capsys.readouterr().out == "\n"  # the program's end closes the line, once


def test_the_console_is_used_a_page_at_a_time() -> None:
    """A terminal that scrolls reports the new text with the line break before it, and Orca
    reads the previous line again: a new page when the next message would not fit, and first
    (where the shell left the cursor is not known)."""
    stream = io.StringIO()
    lines = PrintedLines(rows=lambda: 4)
    lines.set_navigating(lambda: True)  # the page used to its end (see the next test)
    lines.write("Round 1.", stream)
    lines.write("North leads.", stream)
    lines.write("A long message that takes two rows", stream, width=22)
    assert stream.getvalue() == (
        "\n\n\n\n\x1b[HRound 1.\nNorth leads.\nA long message that\ntakes two rows"
    )
    lines.write("Your turn.", stream)  # the fifth row: a new page
    assert stream.getvalue().endswith("takes two rows\n\n\n\n\x1b[HYour turn.")
    lines.end(stream)
    assert stream.getvalue().endswith("Your turn.\n")


def test_the_page_turns_early_except_for_the_answer_to_a_navigation_key() -> None:
    """A new page puts the cursor on a blank screen for a moment, which Orca reads after an
    arrow key: the page turns once half of it is used, but for an arrow's answer only when it
    is full."""
    stream = io.StringIO()
    lines = PrintedLines(rows=lambda: 6)
    navigating = [True]
    lines.set_navigating(lambda: navigating[0])
    for text in ("One.", "Two.", "Three.", "Four."):
        lines.write(text, stream)  # arrows: past half of the page without turning it
    assert stream.getvalue().endswith("\x1b[HOne.\nTwo.\nThree.\nFour.")
    navigating[0] = False
    lines.write("North plays.", stream)  # a game event: a new page
    assert stream.getvalue().endswith("Four.\n\n\n\n\n\n\x1b[HNorth plays.")


def test_terminal_reports_a_closed_stream() -> None:
    stream = io.StringIO()
    stream.close()
    with pytest.raises(SpeakerError):
        TerminalSpeaker(stream).speak("lost")


def test_speech_log_appends_every_utterance(tmp_path: Path) -> None:
    path = tmp_path / "logs" / "speech.log"
    path.parent.mkdir()
    path.write_text("[queue] from an earlier run\n", encoding="utf-8")
    inner = RecordingSpeaker()
    speaker = SpeechLog(inner, path)
    speaker.speak("Ouest joue le 7 de trèfle.")
    speaker.speak("Main :\n3 cartes.", interrupt=True)
    speaker.braille("7T")
    speaker.stop()
    assert path.read_text(encoding="utf-8").splitlines() == [
        "[queue] from an earlier run",
        "[queue] Ouest joue le 7 de trèfle.",
        "[interrupt] Main : 3 cartes.",
        "[braille] 7T",
        "[stop]",
    ]
    assert inner.spoken[1] == Utterance("Main :\n3 cartes.", True)
    assert speaker.name == "recording"
    speaker.close()
    assert inner.closed
    speaker.speak("after close")  # not logged, no error from the log itself
    assert "after close" not in path.read_text(encoding="utf-8")


def test_game_events_queue_and_keys_interrupt() -> None:
    speaker = RecordingSpeaker()
    speech = SpeechQueue(speaker)
    speech.say("North plays the 5.")
    speech.say("East plays the 9.")
    speech.read("Hand: 4 cards.")
    speech.stop()
    speech.braille("5B")
    assert speaker.spoken == [
        Utterance("North plays the 5.", False),
        Utterance("East plays the 9.", False),
        Utterance("Hand: 4 cards.", True),
    ]
    assert speaker.stops == 2 and speaker.brailled == ["5B"]


def test_candidates_for_each_mode() -> None:
    def names(mode: str) -> list[str]:
        return [c.name for c in candidates_for(mode)]

    assert OUTPUT_MODES == ("auto", "screenreader", "tts", "terminal")
    assert names("auto") == ["screenreader", "tts", "terminal"]
    assert names("screenreader") == ["screenreader", "tts", "terminal"]
    assert names("tts") == ["tts", "screenreader", "terminal"]
    assert names("terminal") == ["terminal"]
    with pytest.raises(ValueError):
        candidates_for("braille")


def test_open_speech_terminal_with_log(tmp_path: Path) -> None:
    stream = io.StringIO()
    log = tmp_path / "speech.log"
    speech = open_speech("terminal", stream=stream, speech_log=log)
    assert speech.name == "terminal" and speech.auto is not None
    assert speech.auto.chosen == "terminal" and speech.auto.failures == []
    speech.say("Your turn.")
    speech.close()
    assert stream.getvalue() == "Your turn."  # the cursor rests at its end
    assert log.read_text(encoding="utf-8") == "[queue] Your turn.\n"


def test_an_explicit_mode_that_cannot_start_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_screen_reader(**options: object) -> None:
        raise SpeakerError("no screen reader is running")

    # never let speech-dispatcher autospawn with the default configuration in a test
    monkeypatch.setattr(ScreenReaderSpeaker, "start", staticmethod(no_screen_reader))
    stream = io.StringIO()
    speech = open_speech("tts", audio=None, stream=stream)
    assert speech.auto is not None
    assert [(f.backend, f.reason) for f in speech.auto.failures] == [
        ("tts", "no audio output"),
        ("screenreader", "no screen reader is running"),
    ]
    assert speech.name == "terminal"
    speech.say("Still heard.")
    speech.close()
    assert stream.getvalue() == "Still heard."
