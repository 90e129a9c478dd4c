"""The matcher of what a screen reader said against what the program said (tools/hearing.py),
on utterances recorded from Orca."""

from __future__ import annotations

from dataclasses import dataclass

from tools.hearing import compare, words


@dataclass(frozen=True)
class Heard:
    text: str
    whole: bool = True


def test_words_ignore_case_punctuation_and_spacing() -> None:
    assert words("Plus 6, red.") == "plus 6 red"
    assert words("Parole : Lecteur d'écran.") == "parole lecteur d écran"
    assert words("  ") == ""


def test_messages_joined_in_one_utterance_and_a_key_echo_are_heard_once() -> None:
    said = ["Round 1. Decree: 7 of Keys, trump Keys.", "New hand, 13 cards."]
    heard = [Heard("return"), Heard("Round 1. Decree: 7 of Keys, trump Keys.\nNew hand, 13 cards.")]
    result = compare(said, heard, ["return"])
    assert result.perfect and result.heard == said and result.echoes == 1


def test_messages_in_separate_utterances() -> None:
    said = ["Speech: Terminal text.", "This is how the game speaks."]
    result = compare(said, [Heard("return"), Heard(said[0]), Heard(said[1])], ["return"])
    assert result.perfect, result


def test_a_blank_line_read_for_an_arrow_is_extra_and_the_card_missing() -> None:
    result = compare(["8 of Moons"], [Heard("space")], ["right"])
    assert result.missing == ["8 of Moons"] and result.extra == ["space"]
    assert not result.perfect


def test_a_region_name_before_a_message_is_extra() -> None:
    result = compare(["You play 2 of Moons."], [Heard("Messages You play 2 of Moons.")])
    assert result.heard == ["You play 2 of Moons."] and result.extra == ["messages"]


def test_cut_repeated_and_reversed_messages_are_told_apart() -> None:
    cut = compare(["North wins trick 3."], [Heard("North wins trick 3.", whole=False)])
    assert cut.cut == ["North wins trick 3."] and not cut.extra
    twice = compare(["Your turn."], [Heard("Your turn."), Heard("Your turn.")])
    assert twice.heard == ["Your turn."] and twice.extra == ["your turn"]
    reversed_ = compare(
        ["You play 1 of Keys.", "Alex wins trick 2."],
        [Heard("Alex wins trick 2."), Heard("You play 1 of Keys.")],
    )
    assert reversed_.heard == ["You play 1 of Keys."]
    assert reversed_.disordered == ["Alex wins trick 2."]


def test_a_message_said_in_two_languages_may_come_in_two_utterances() -> None:
    said = ["Speech: Screen reader. Parole : Lecteur d'écran."]
    heard = [Heard("Speech: Screen reader."), Heard("Parole : Lecteur d'écran.")]
    assert compare(said, heard).perfect


def test_a_message_is_found_on_word_boundaries_only() -> None:
    result = compare(["1 of 4"], [Heard("11 of 4")])
    assert result.missing == ["1 of 4"]
