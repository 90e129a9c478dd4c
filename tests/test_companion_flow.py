"""The table companion as a player meets it: typed entries said back in both languages (the desk
with a recording speaker, then the real application on a pipe), notes, refusals, undo, saving
after every entry and resuming."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ui_driver import drive, paths_in

from audiogame.companion import CompanionDesk, CompanionSession, CompanionStore
from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.ui.app import TableApp
from audiogame.ui.companion_room import CompanionChoice
from engine.fearless import cards as fc
from engine.fox import cards as xc
from tools.companion_games import play_fearless, play_fox

FEARLESS_WORDS = {
    "en": ({0: "drop", 1: "circle", 2: "flower", 3: "clover"}, "plus", "minus", "star"),
    "fr": ({0: "goutte", 1: "cercle", 2: "fleur", 3: "trèfle"}, "plus", "moins", "étoile"),
}
FOX_LETTERS = {"en": "bkm", "fr": "cfu"}


def fearless_typed(text: str, lang: str, index: int) -> str:
    """An engine text as a player types it: tactile names or short forms, alternately."""
    kind = fc.text_to_kind(text)
    symbols, plus, minus, star = FEARLESS_WORDS[lang]
    if kind == fc.ZERO:
        return star if index % 2 else "0"
    suit, value = fc.suit_of(kind), fc.value_of(kind)
    assert suit is not None
    if index % 2:
        return f"{symbols[suit]} {plus if value > 0 else minus} {abs(value)}"
    letter = "bomg" if lang == "en" else "bomv"
    return f"{letter[suit]}{value:+d}"


def fox_typed(text: str, lang: str) -> str:
    """An engine Fox entry with the locale's suit letters (``swap 2B`` becomes ``2c``)."""
    words = text.split()
    if words == ["keep"]:
        return "keep" if lang == "en" else "garder"
    card = xc.text_to_card(words[-1])
    return f"{xc.rank_of(card)}{FOX_LETTERS[lang][xc.suit_of(card)]}"


def _desk(
    game: str, players: int, options: dict[str, object], lang: str, verbosity: str = "normal"
) -> tuple[CompanionDesk, RecordingSpeaker]:
    speaker = RecordingSpeaker()
    tr = Translator(lang, strict=True)
    out = Output(SpeechQueue(speaker), tr, None, None)
    names = ["Ana", "Ben", "Chloé", "David", "Eve"][:players]
    session = CompanionSession.create(game, players, options, names)
    desk = CompanionDesk(session, tr, out, verbosity=verbosity)
    desk.start()
    return desk, speaker


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_fearless_round_with_three_players(lang: str) -> None:
    played = play_fearless(3, seed=5, rounds=1)
    desk, speaker = _desk("fearless", 3, played.options, lang)
    removed = played.options["removed_suit"]
    assert isinstance(removed, str)
    for index, text in enumerate(played.entries):
        if index == 4:  # a card of the removed colour, mid-trick: refused, nothing changes
            before = desk.session.table.entries
            assert not desk.enter(f"{removed.lower()}+3")
            assert desk.session.table.entries == before
        assert desk.enter(fearless_typed(text, lang, index)), text
    table = desk.session.table
    assert table.round_points[0] == played.events[-2].points  # type: ignore[attr-defined]
    texts = speaker.texts
    refused = "Not entered:" if lang == "en" else "Non saisi :"
    assert sum(t.startswith(refused) for t in texts) == 1
    over = "Round 1 over." if lang == "en" else "Fin de la manche 1."
    assert any(t.startswith(over) for t in texts), texts[-6:]
    assert sum("Total" in t for t in texts) >= 39  # the running total after every card
    assert not any("Message unavailable" in t or t == "?" for t in texts)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_fox_round_with_decree_changes_and_powers(lang: str) -> None:
    played = play_fox(seed=6, rounds=1)
    desk, speaker = _desk("fox", 2, played.options, lang)
    for text in played.entries:
        assert desk.enter(fox_typed(text, lang)), text
    table = desk.session.table
    assert table.history_rounds[0].round_points == played.events[-2].round_points  # type: ignore[attr-defined]
    texts = speaker.texts
    if lang == "en":
        assert any(t.startswith("New decree:") and "trump now" in t for t in texts)
        assert any(t.startswith("Round 1: decree card?") for t in texts)
        assert any(t.startswith("Treasure:") for t in texts)
        assert any("Swan" in t for t in texts)
        assert any("draws a card" in t for t in texts)
        assert any(t.endswith("new decree card, or keep " + t.split("keep ")[-1]) for t in texts)
    else:
        assert any(t.startswith("Nouveau décret") for t in texts)
        assert any(t.startswith("Manche 1 : carte décret ?") for t in texts)
    # The next round waits for its decree card.
    assert desk.prompt().startswith("Round 2: decree card?" if lang == "en" else "Manche 2")


NOT_FOLLOWED = "Chloé did not follow blue: no blue left in that hand."


@pytest.mark.parametrize(
    ("verbosity", "card_line"),
    [
        pytest.param("brief", "Chloé: green minus 4, total minus 2.", id="brief"),
        pytest.param(
            "normal", "Chloé has no blue and plays green minus 4. Total minus 2.", id="normal"
        ),
        pytest.param(
            "detailed",
            "Chloé has no blue and plays green minus 4. Trick total minus 2.",
            id="detailed",
        ),
    ],
)
def test_a_seat_not_following_is_said_once(verbosity: str, card_line: str) -> None:
    """The card's line says the void where its level does (normal, detailed); the note says it
    only where the line did not (brief), so the fact is heard once at every level."""
    desk, speaker = _desk("fearless", 4, {"first_leader": 0}, "en", verbosity)
    for line in ["b+5", "b-3", "clover minus 4"]:
        assert desk.enter(line)
    said = speaker.texts[speaker.texts.index(card_line) + 1 :]
    void_said = "has no blue" in card_line
    assert (NOT_FOLLOWED in said) is not void_said
    assert sum("no blue" in t for t in [card_line, *said]) == 1


def test_a_void_taken_back_and_entered_again_is_said_again() -> None:
    """After an undo the card line no longer treats the void as news: the note says it."""
    desk, speaker = _desk("fearless", 4, {"first_leader": 0}, "en")
    for line in ["b+5", "b-3", "clover minus 4"]:
        assert desk.enter(line)
    assert desk.undo()
    start = len(speaker.texts)
    assert desk.enter("clover minus 4")
    said = speaker.texts[start:]
    assert "Chloé plays green minus 4. Total minus 2." in said
    assert said.count(NOT_FOLLOWED) == 1


def test_notes_revoke_and_out_of_turn_by_name() -> None:
    desk, speaker = _desk("fearless", 4, {"first_leader": 0}, "en")
    for line in ["b+5", "b-3", "clover minus 4", "0"]:
        assert desk.enter(line)
    assert "Chloé has no blue and plays green minus 4. Total minus 2." in speaker.texts
    assert NOT_FOLLOWED not in speaker.texts  # said once, by the card's line
    assert desk.enter("Ben: o+2")  # Ben leads out of turn instead of Ana
    assert desk.session.table.trick[0][0] == 1
    for line in ["o-2", "Chloé b+2"]:
        assert desk.enter(line)
    assert "Revoke: Chloé plays blue plus 2 after showing no blue." in speaker.texts
    assert not desk.enter("Chloé o+1")
    assert speaker.texts[-1] == (
        "Not entered: orange plus 1. That player has already played to this trick."
    )
    assert not desk.enter("B+2")
    assert speaker.texts[-1].endswith("Every copy of that card has been played this round.")


def test_undo_takes_back_one_entry_at_a_time() -> None:
    desk, speaker = _desk("fearless", 3, {"removed_suit": "G", "first_leader": 1}, "en")
    for line in ["b+5", "b-3", "m+6"]:
        desk.enter(line)
    table = desk.session.table
    assert table.ghosts[1] == 8 and table.tricks_played == 1
    assert desk.undo()
    assert speaker.texts[-1] == "Taken back: magenta plus 6. Ana to play."
    table = desk.session.table
    assert table.ghosts == [None, None, None] and table.entries == ["B+5", "B-3"]
    assert desk.undo() and desk.undo()
    assert not desk.undo()
    assert speaker.texts[-1] == "Nothing to take back."


def test_reads() -> None:
    desk, speaker = _desk("fox", 2, {"first_dealer": 1, "target": 16}, "en")
    desk.read_decree()
    assert speaker.texts[-1] == "Round 1: decree card? Ben deals."
    for line in ["9m", "11b", "1b"]:
        desk.enter(line)
    desk.read_trick()
    desk.read_decree()
    desk.read_scores()
    desk.read_positions()
    desk.read_seats()
    desk.read_last_trick()
    said = speaker.texts[-6:]
    assert said[0] == "Trick 2: Ben leads."  # Ben lost with his Swan
    assert said[1].startswith("Decree: 9 of Moons, Witch, trump Moons")
    assert said[2] == "Points: Ana 0 and Ben 0."
    assert said[3] == "Tricks won: Ana 1 trick and Ben 0 tricks."
    assert said[5].startswith("Trick 1: Ana 11 of Bells and Ben 1 of Bells. Ana took it.")


# --- the application, on a pipe ------------------------------------------------------------------


def _start(choice: CompanionChoice):  # type: ignore[no-untyped-def]
    return lambda app: app.companion.start(choice)


def test_entry_line_keys(tmp_path: Path) -> None:
    choice = CompanionChoice("fearless", 3, ["Ana", "Ben", "Chloé"], 0, {"removed_suit": "O"})
    keys = [
        "b+5", "enter", "drop minus 3", "enter", "\x1bt", "o+1", "enter", "x", "enter",
        "down", "down", "enter", "\x1bs", "\x1bp", "ctrl-z", "\x1bl", "\x1bn", "b+", "escape",
        "down",
    ]  # fmt: skip
    run = drive(tmp_path, keys, start=_start(choice))
    texts = run.texts
    assert texts[0] == (
        "Fearless companion, 3 players: Ana, Ben and Chloé. Ana leads the first trick."
    )
    assert (
        "Trick 1: Ana blue plus 5, drop and Ben blue minus 3, drop. Total plus 2. Chloé to play."
    ) in texts
    assert "Not entered: orange plus 1. Orange is out of this 3-player game." in texts
    assert "Not a card: x." in texts
    assert any(t.startswith("35 cards not yet seen.") for t in texts)
    assert "Chloé plays blue minus 5, drop. Total minus 3." in texts
    assert "Track: Ana at minus 3, Ben on the ruin and Chloé on the ruin." in texts
    assert "Taken back: blue minus 5. Chloé to play." in texts
    assert "No trick completed yet." in texts
    assert texts[-1].startswith("35 cards not yet seen.")  # Escape cleared the line
    # Game events queue; answers to keys interrupt.
    spoken = {u.text: u.interrupt for u in run.speaker.spoken}
    assert spoken["Chloé plays blue minus 5, drop. Total minus 3."] is False
    assert spoken["Not a card: x."] is True


def test_saved_after_every_entry_and_resumed(tmp_path: Path) -> None:
    choice = CompanionChoice("fox", 2, ["Ana", "Ben"], 0, {"target": 16})
    drive(tmp_path, ["7c", "enter", "11c", "enter", "3c", "enter"], lang="fr", start=_start(choice))
    store = CompanionStore(paths_in(tmp_path).companion)
    stored = store.latest_unfinished()
    assert stored is not None
    assert stored.record.entries == ("decree 7B", "11B", "3B")
    assert stored.record.names == ("Ana", "Ben")

    def resume(app: TableApp) -> None:
        app.start(resume=True, companion=True)

    run = drive(tmp_path, ["garder", "enter", "\x1bd"], lang="fr", start=resume)
    assert run.texts[0].startswith("Partie de l'assistant reprise.")
    assert "Ana a joué un Renard" in run.texts[0]
    assert any(t.startswith("Décret : 7 de Cloches") for t in run.texts)
    again = store.latest_unfinished()
    assert again is not None and again.record.entries[-1] == "keep"


def test_a_broken_companion_save_is_set_aside(tmp_path: Path) -> None:
    store = CompanionStore(paths_in(tmp_path).companion)
    slot = store.new_slot("fearless")
    store.folder.mkdir(parents=True)
    store.path(slot).write_text(json.dumps({"format": "public-play", "version": 1}))
    assert store.latest_unfinished() is None
    kept = [p.name for p in store.folder.iterdir() if not p.name.endswith(".lock")]
    assert len(kept) == 1 and kept[0].startswith(f"{slot}.json.bad-")


def test_setup_menu_by_keys(tmp_path: Path) -> None:
    keys = [
        "down", "down", "enter",  # the main menu's companion item, after the two games
        "down", "left", "down", "enter", "Ana", "enter", "enter", "Chloé", "enter",
        "down", "right", "down", "right", "down", "enter", "b+5", "enter", "\x1bs",
    ]  # fmt: skip
    run = drive(tmp_path, keys, start=lambda app: app.main_menu())
    texts = run.texts
    assert "Real table companion, 3 of 10" in texts
    assert any(t.startswith("Real table companion. Game: Fearless") for t in texts)
    assert "Players: 3" in texts
    assert "Name of player 1, then Enter. Empty: Player 1." in texts
    assert "Leads the first trick: Player 2" in texts
    assert "Colour removed: orange" in texts
    assert (
        "Fearless companion, 3 players: Ana, Player 2 and Chloé. Player 2 leads the first trick."
    ) in texts
    assert "Orange is out of this 3-player game." in texts
    assert "Player 2 leads blue plus 5, drop. Total plus 5." in texts
    assert texts[-1] == "Fear points: Ana 0, Player 2 0 and Chloé 0."


def test_a_companion_game_open_elsewhere_is_not_offered(tmp_path: Path) -> None:
    choice = CompanionChoice("fearless", 4, [], 0, {})
    drive(tmp_path, ["b+5", "enter"], start=_start(choice))
    store = CompanionStore(paths_in(tmp_path).companion)
    stored = store.latest_unfinished()
    assert stored is not None
    held = store.lock(stored.slot)  # another window has it
    assert held is not None
    try:
        assert store.latest_unfinished() is None
        assert store.lock(stored.slot) is None
    finally:
        held.release()
    assert store.latest_unfinished() == stored
