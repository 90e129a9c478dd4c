"""The output's hold: what waits while a new speech output opens, and in what order it is said
(issue 24, item 15), and the first screen that cuts nothing said before it."""

from __future__ import annotations

import threading

from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.speech import RecordingSpeaker, SpeechQueue, Utterance


def _output(speaker: RecordingSpeaker | None = None) -> tuple[Output, RecordingSpeaker]:
    speaker = speaker or RecordingSpeaker()
    return Output(SpeechQueue(speaker), Translator("en", strict=True)), speaker


def test_a_new_output_is_announced_first_and_the_answer_that_waited_is_said_last() -> None:
    out, old = _output()
    new = RecordingSpeaker("tts")
    out.hold()  # the first run's "Built-in voice" chosen: the voice is being started
    out.answer("This is how the game speaks. Did you hear this sentence? Yes, go on, 1 of 2")
    assert old.spoken == [] and new.spoken == []
    out.replace_speech(SpeechQueue(new))
    out.release(first=("Speech: Built-in voice.",))
    assert old.spoken == []
    assert new.spoken == [  # the announcement is not cut off by the answer after it
        Utterance("Speech: Built-in voice.", False),
        Utterance(
            "This is how the game speaks. Did you hear this sentence? Yes, go on, 1 of 2", False
        ),
    ]
    out.history.switch()
    assert out.history.position() == (2, 2)  # both kept in "all messages"


def test_a_new_output_ready_before_the_key_s_answer_is_not_cut_off_by_it() -> None:
    """The new output opened on its thread and was announced before the key that chose it
    said its answer (a busy machine: Orca heard the test sentence, never "Speech: Screen
    reader.", which the answer's interruption had cancelled): the answer queues behind."""
    out, speaker = _output()
    out.begin_key()  # Enter on "Screen reader"
    out.hold()  # the output is being opened on its thread ...
    worker = threading.Thread(target=out.release, kwargs={"first": ("Speech: Screen reader.",)})
    worker.start()  # ... and is ready at once
    worker.join(5.0)
    out.answer("This is how the game speaks. Did you hear this sentence? Yes, go on, 1 of 2")
    out.end_key()
    assert speaker.spoken == [
        Utterance("Speech: Screen reader.", False),
        Utterance(
            "This is how the game speaks. Did you hear this sentence? Yes, go on, 1 of 2", False
        ),
    ]
    out.answer("Yes, go on, 1 of 2")  # the next key's answer interrupts as ever
    assert speaker.spoken[-1] == Utterance("Yes, go on, 1 of 2", True)


def test_a_hold_released_on_another_thread_keeps_the_order() -> None:
    out, speaker = _output()
    out.hold()
    out.answer("Voice speed: 60 percent")
    worker = threading.Thread(target=out.release)  # the new voice is ready
    worker.start()
    worker.join(5.0)
    out.answer("Voice speed: 70 percent")
    assert speaker.spoken == [
        Utterance("Voice speed: 60 percent", True),  # nothing announced: the same voice
        Utterance("Voice speed: 70 percent", True),
    ]


def test_the_games_hold_keeps_interruptions() -> None:
    out, speaker = _output()
    with out.held():
        out.event("West plays.")
        out.answer("Hand, 3 cards.")
    assert speaker.spoken == [Utterance("West plays.", False), Utterance("Hand, 3 cards.", True)]


class HandingOver(RecordingSpeaker):
    """Fails at its first message, as a screen reader that stopped answering: the hand-over is
    said (from within the call) before the message it could not say."""

    def __init__(self) -> None:
        super().__init__()
        self.out: Output | None = None
        self.handed = False

    def speak(self, text: str, interrupt: bool = False) -> None:
        if not self.handed and self.out is not None:
            self.handed = True
            self.out.notice("Screen reader not answering; using terminal text.")
        super().speak(text, interrupt)


def test_a_hand_over_while_what_waited_is_said_comes_first() -> None:
    speaker = HandingOver()
    out, _ = _output(speaker)
    speaker.out = out
    out.hold()
    out.answer("Main menu. New game of Fearless, 1 of 10")
    out.answer("New game of The Fox in the Forest, 2 of 10")
    out.release()
    assert speaker.texts == [
        "Screen reader not answering; using terminal text.",
        "Main menu. New game of Fearless, 1 of 10",
        "New game of The Fox in the Forest, 2 of 10",
    ]


def test_the_first_screen_queues_after_the_start() -> None:
    out, speaker = _output()
    out.notice("Speech: Screen reader.")
    with out.unasked():
        out.answer("Main menu. New game of Fearless, 1 of 10")
    out.answer("New game of The Fox in the Forest, 2 of 10")
    assert [u.interrupt for u in speaker.spoken] == [False, False, True]


def test_a_key_s_later_answers_queue_behind_what_the_key_said_first() -> None:
    """The first run's last Enter says "All set." then the main menu: the menu's title must not
    cut the sentence the same key said (Orca never heard it); the next key interrupts again."""
    out, speaker = _output()
    out.begin_key()
    out.notice("All set.")
    out.answer("Main menu. New game, 1 of 10")
    out.end_key()
    out.begin_key()
    out.answer("Settings, 2 of 10")
    out.answer("Settings.")
    out.end_key()
    out.answer("Nobody pressed a key for this.")
    assert [(u.text, u.interrupt) for u in speaker.spoken] == [
        ("All set.", False),
        ("Main menu. New game, 1 of 10", False),
        ("Settings, 2 of 10", True),
        ("Settings.", False),
        ("Nobody pressed a key for this.", True),
    ]
