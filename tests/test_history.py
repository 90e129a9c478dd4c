"""The message history: buffers, ends, cursor, saving as ids and arguments, another language."""

from __future__ import annotations

import json

import pytest

from audiogame.history import HISTORY_SIZE, MessageHistory
from audiogame.i18n import Translator
from audiogame.messages import MAX_DEPTH, Text, from_data, render, to_data
from audiogame.output import Output
from audiogame.speech import RecordingSpeaker, SpeechQueue, Utterance


def make_output(lang: str = "en") -> tuple[Output, RecordingSpeaker, list[str]]:
    speaker = RecordingSpeaker()
    printed: list[str] = []
    out = Output(SpeechQueue(speaker), Translator(lang, strict=True), None, printed.append)
    return out, speaker, printed


def reread(out: Output, speaker: RecordingSpeaker, key: str) -> str:
    """Press a history key; what it said (it interrupts)."""
    before = len(speaker.spoken)
    getattr(out, key)()
    said = speaker.spoken[before:]
    assert len(said) == 1 and said[0].interrupt, said
    return said[0].text


def test_game_events_and_answers_go_to_their_buffers() -> None:
    out, speaker, _ = make_output()
    out.event("West plays.")
    out.answer("Hand, 3 cards.")
    out.notice("Speech: Terminal text.")
    out.event("Your turn.")
    assert reread(out, speaker, "where") == "Game messages, 2 of 2."
    assert reread(out, speaker, "older") == "West plays."
    assert reread(out, speaker, "older") == "First message: West plays."
    assert reread(out, speaker, "older") == "First message: West plays."
    assert reread(out, speaker, "newer") == "Your turn."
    assert reread(out, speaker, "newer") == "Last message: Your turn."
    out.switch_buffer()
    assert speaker.spoken[-1] == Utterance("All messages, 4 of 4.", True)
    assert reread(out, speaker, "older") == "Speech: Terminal text."
    assert reread(out, speaker, "first") == "First message: West plays."
    assert reread(out, speaker, "last") == "Last message: Your turn."


def test_rereading_is_never_kept_and_the_place_is_not_lost() -> None:
    out, speaker, _ = make_output()
    for n in range(1, 6):
        out.event(f"Event {n}.")
    reread(out, speaker, "older")
    reread(out, speaker, "older")
    assert reread(out, speaker, "where") == "Game messages, 3 of 5."
    out.answer("Scores: you 0.")  # a status answer: not a game event, cursor stays
    out.event("Event 6.")  # a new event arrives while the player reads back
    assert reread(out, speaker, "where") == "Game messages, 3 of 6."
    assert reread(out, speaker, "newer") == "Event 4."
    assert reread(out, speaker, "repeat") == "Event 6."
    assert reread(out, speaker, "where") == "Game messages, 4 of 6."
    out.switch_buffer()
    out.switch_buffer()
    assert reread(out, speaker, "where") == "Game messages, 4 of 6."


def test_a_cursor_on_the_newest_follows_new_messages() -> None:
    out, speaker, _ = make_output()
    out.event("One.")
    out.event("Two.")
    assert reread(out, speaker, "newer") == "Last message: Two."
    out.event("Three.")
    assert reread(out, speaker, "older") == "Two."


def test_an_empty_buffer_says_so() -> None:
    out, speaker, _ = make_output()
    for key in ("older", "newer", "first", "last", "repeat", "where"):
        assert reread(out, speaker, key) == "Game messages: none yet."


def test_each_buffer_keeps_the_last_500_and_the_cursor_stays_on_its_message() -> None:
    history = MessageHistory()
    for i in range(HISTORY_SIZE):
        history.add(f"m{i}", game=True)
    history.jump("first")
    history.step(+1)
    assert history.current() == "m1"
    history.add("new", game=True)  # m0 is forgotten; the cursor keeps m1
    assert history.current() == "m1"
    assert history.position() == (1, HISTORY_SIZE)
    assert history.jump("first") == "m1"
    assert history.jump("last") == "new"


def test_the_printed_log_follows_the_mode_and_the_setting() -> None:
    out, speaker, printed = make_output()
    out.event("One.")
    out.answer("Two.")
    out.older()
    assert printed == ["One.", "Two.", "First message: One."]
    out.show_log = False
    out.event("Three.")
    assert printed == ["One.", "Two.", "First message: One."]
    assert [u.text for u in speaker.spoken][-1] == "Three."


def test_messages_round_trip_as_ids_and_arguments_and_read_in_another_language() -> None:
    tr = Translator("en", strict=True)
    west = tr.t("seat-west")
    said = tr.concat(
        [
            tr.t("status-turn", who="other", player=west),
            tr.join([tr.t("seat-north"), "Ana", west], last="list-or-last"),
            tr.sentences(tr.t("prompt-your-turn"), "plain text"),
        ]
    )
    data = json.loads(json.dumps(to_data(said)))
    assert render(data, tr) == said
    assert from_data(data, tr) == said
    tr.set_language("fr")
    french = render(data, tr)
    assert french != said and "Ouest" in french and "Ana" in french and "Plain text" in french
    assert isinstance(french, Text) and to_data(french) == data  # still re-readable


@pytest.mark.parametrize(
    "bad",
    [
        {"t": 3, "a": {}},
        {"t": "x"},
        {"join": "abc", "more": "list-more", "last": "list-last"},
        {"cat": [None], "sep": " "},
        [1, 2],
        None,
        {"sent": [{"what": 1}]},
        {"t": "x", "a": {"1": {"t": "y", "a": {}}}, "extra": 1},
    ],
)
def test_damaged_message_data_is_refused_not_raised(bad: object) -> None:
    assert from_data(bad, Translator("en")) is None


def test_absurd_nesting_is_refused() -> None:
    data: object = "leaf"
    for _ in range(MAX_DEPTH + 5):
        data = {"sent": [data]}
    assert from_data(data, Translator("en")) is None


def test_saved_history_comes_back_before_new_messages_in_the_language_of_the_day() -> None:
    out, _, _ = make_output("en")
    tr = out.tr
    out.event(tr.t("status-turn", who="other", player=tr.t("seat-west")))
    out.answer(tr.t("focus-hand-empty"))
    saved = json.loads(json.dumps(out.history.to_data()))
    saved["all"].append({"t": 7, "a": {}})  # one damaged entry: only it is lost
    later, later_speaker, _ = make_output("fr")
    later.event(later.tr.t("game-loaded"))
    assert later.history.restore(saved, later.tr) == 1
    later.older()
    assert later_speaker.spoken[-1].text.startswith("À Ouest")
    later.switch_buffer()
    assert reread(later, later_speaker, "where") == "Tous les messages, 3 sur 3."
