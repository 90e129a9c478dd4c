"""The companion's entry line and setup as a player meets them (issue 24, items 19 to 22): every
key typed is echoed and stops the voice, ``?`` is a character of the line, a card reading wins
over a player's name, number words and both languages' words are cards, the round is said, the
command line fills the setup in, Control+Q says the game was saved, a finished game offers the
same players again, and the Fox's target may be typed. The real application on a pipe (and the
desk alone where no key is involved), in both languages."""

from __future__ import annotations

import json
from argparse import Namespace
from pathlib import Path

import pytest
from ui_driver import drive, paths_in

from audiogame.cli import build_parser, main
from audiogame.companion import CompanionDesk, CompanionSession, CompanionStore
from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.program import companion_choice
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.ui.app import TableApp
from audiogame.ui.companion_room import CompanionChoice
from audiogame.ui.companion_screen import CompanionScreen
from engine.fearless import cards as fc
from tools.companion_games import play_fearless

FEARLESS4 = CompanionChoice("fearless", 4, ["Ana", "Ben", "Chloé", "David"], 0, {})


def _start(choice: CompanionChoice):  # type: ignore[no-untyped-def]
    return lambda app: app.companion.start(choice)


def _said(run_texts: list[str], start: str) -> list[str]:
    """The messages from the last one equal to ``start`` on."""
    index = len(run_texts) - 1 - run_texts[::-1].index(start)
    return run_texts[index:]


# --- item 19: an edit field echoes what is typed -------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "echo"),
    [
        ("en", ["b", "plus", "5", "5 deleted.", "space", "Empty."]),
        ("fr", ["b", "plus", "5", "5 effacé.", "espace", "Vide."]),
    ],
)
def test_every_key_typed_is_echoed_and_interrupts(
    tmp_path: Path, lang: str, echo: list[str]
) -> None:
    keys = ["b+5", "\x7f", " ", "escape", "\x7f", "b+4", "enter"]
    run = drive(tmp_path, keys, lang=lang, start=_start(FEARLESS4))
    spoken = run.speaker.spoken
    first = next(i for i, u in enumerate(spoken) if u.text == "b")
    assert [u.text for u in spoken[first : first + 6]] == echo
    assert all(u.interrupt for u in spoken[first : first + 6])  # each key stops the voice
    assert spoken[first + 6].text == echo[-1]  # Backspace on an empty line: "Empty."
    played = "Ana leads blue plus 4, drop." if lang == "en" else "Ana entame avec le bleu plus 4"
    assert any(u.text.startswith(played) for u in spoken[first + 7 :])
    # The echoes are not messages: the history keeps none of them.
    assert run.app is not None
    kept = json.dumps(run.app.out.history.to_data())
    assert "edit-" not in kept and '"b"' not in kept


def test_a_typed_key_stops_the_narration_queued(tmp_path: Path) -> None:
    """A trick's narration is queued; the next key typed interrupts it, as any key does."""
    keys = ["b+5", "enter", "b-3", "enter", "o+1", "enter", "g+2", "enter", "m"]
    run = drive(tmp_path, keys, start=_start(FEARLESS4))
    spoken = run.speaker.spoken
    assert spoken[-1].text == "m" and spoken[-1].interrupt
    assert not spoken[-2].interrupt  # the trick's narration, queued before the key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_player_names_are_echoed_as_typed(tmp_path: Path, lang: str) -> None:
    keys = ["down", "down", "enter", "Zo", "\x7f", "e", "enter"]
    run = drive(tmp_path, keys, lang=lang, start=lambda app: app.companion.open_setup(FEARLESS4))
    texts = run.texts
    tr = Translator(lang)
    default = tr.t("companion-default-name", number=1)
    prompt = tr.t("companion-setup-name-prompt", number=1, default=default)
    deleted = "o deleted." if lang == "en" else "o effacé."
    assert _said(texts, prompt)[1:5] == ["Z", "o", deleted, "e"]


# --- item 21: "?" belongs to the line -----------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "mark", "refused"),
    [
        ("en", "question mark", "Not a card: b?."),
        ("fr", "point d'interrogation", "Pas une carte : b?."),
    ],
)
def test_a_question_mark_is_typed_not_the_keys_list(
    tmp_path: Path, lang: str, mark: str, refused: str
) -> None:
    run = drive(tmp_path, ["b?", "enter", "f1"], lang=lang, start=_start(FEARLESS4))
    texts = run.texts
    assert texts[-4:-1] == ["b", mark, refused]
    keys_title = Translator(lang).t("help-companion-title")
    assert texts[-1].startswith(keys_title)  # F1 still lists the keys
    assert sum(t.startswith(keys_title) for t in texts) == 1


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("en", "green minus four", "Ana leads green minus 4. Total minus 4."),
        ("en", "trèfle moins quatre", "Ana leads green minus 4. Total minus 4."),
        ("fr", "green minus four", "Ana entame avec le vert moins 4. Total moins 4."),
        ("fr", "vert moins quatre", "Ana entame avec le vert moins 4. Total moins 4."),
    ],
)
def test_number_words_and_either_language_enter_a_card(lang: str, line: str, said: str) -> None:
    desk, speaker = _desk(["Ana", "Ben", "Chloé", "David"], lang)
    assert desk.enter(line)
    assert said in speaker.texts


# --- item 20: a card reading wins over a name ----------------------------------------------------


def _desk(names: list[str], lang: str) -> tuple[CompanionDesk, RecordingSpeaker]:
    speaker = RecordingSpeaker()
    tr = Translator(lang, strict=True)
    out = Output(SpeechQueue(speaker), tr, None, None)
    session = CompanionSession.create("fearless", len(names), {"first_leader": 0}, names)
    desk = CompanionDesk(session, tr, out)
    desk.start()
    return desk, speaker


@pytest.mark.parametrize(
    ("lang", "names", "card", "seat_card", "alone"),
    [
        ("fr", ["Rose", "Fleur", "Ana", "Ben"], "fleur moins 3", "Fleur : rose plus 2", "Ana:"),
        ("en", ["Drop", "Star", "Ana", "Ben"], "drop minus 3", "Star: drop plus 2", "Ana :"),
    ],
)
def test_a_card_reading_wins_over_a_name(
    lang: str, names: list[str], card: str, seat_card: str, alone: str
) -> None:
    desk, speaker = _desk(names, lang)
    suit = fc.MAGENTA if lang == "fr" else fc.BLUE
    assert desk.enter(card)  # a card, though a player has that name
    table = desk.session.table
    assert table.trick == [(0, fc.kind_of(suit, -3))]
    assert desk.enter(seat_card)  # a name and a colon: that player plays the card
    assert desk.session.table.trick[-1] == (1, fc.kind_of(suit, 2))
    assert desk.enter(alone)  # a name and a colon alone: that player plays next
    named = "Ana to play." if lang == "en" else "À Ana de jouer."
    assert speaker.texts[-1] == named
    assert desk.enter("b+1")
    assert desk.session.table.trick[-1] == (2, fc.kind_of(fc.BLUE, 1))
    assert not any(t.startswith(("Not a card", "Pas une carte")) for t in speaker.texts)


def test_a_name_before_a_card_still_names_the_seat_when_the_line_is_no_card() -> None:
    desk, _ = _desk(["Rose", "Fleur", "Ana", "Ben"], "fr")
    assert desk.enter("Ana b+5")  # "Ana b+5" is no card: Ana, then her card
    assert desk.session.table.trick == [(2, fc.kind_of(fc.BLUE, 5))]
    assert desk.enter("fleur")  # no card (no value): the player Fleur plays next
    assert desk.enter("b-5")
    assert desk.session.table.trick[-1] == (1, fc.kind_of(fc.BLUE, -5))


# --- item 22: the round, the command line, Control+Q, the end, the target ------------------------


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Round 2 of 3. Tricks this round: Ana 0 tricks, Ben 0 tricks and Chloé 0 tricks."),
        ("fr", "Manche 2 sur 3. Plis de la manche : Ana 0 pli, Ben 0 pli et Chloé 0 pli."),
    ],
)
def test_the_fearless_round_is_said_by_alt_n_and_on_resume(
    tmp_path: Path, lang: str, said: str
) -> None:
    played = play_fearless(3, seed=5, rounds=1)
    desk, speaker = _desk_for(played.options, lang)
    for entry in played.entries:
        assert desk.enter(entry), entry
    desk.read_seats()
    assert speaker.texts[-1].startswith(said)
    store = CompanionStore(paths_in(tmp_path).companion)
    slot = store.new_slot("fearless")
    store.write(slot, desk.session.public_record())

    def resume(app: TableApp) -> None:
        app.start(resume=True, companion=True)

    run = drive(tmp_path, [], lang=lang, start=resume)
    assert said in run.texts[0]


def _desk_for(options: dict[str, object], lang: str) -> tuple[CompanionDesk, RecordingSpeaker]:
    speaker = RecordingSpeaker()
    tr = Translator(lang, strict=True)
    out = Output(SpeechQueue(speaker), tr, None, None)
    session = CompanionSession.create("fearless", 3, options, ["Ana", "Ben", "Chloé"])
    desk = CompanionDesk(session, tr, out)
    desk.start()
    return desk, speaker


def _args(*flags: str) -> Namespace:
    return build_parser().parse_args(["companion", *flags])


def test_the_command_line_fills_the_setup_in(tmp_path: Path) -> None:
    choice = companion_choice(_args("--names", "Ana, Ben,Chloé", "--removed", "G", "--first", "2"))
    names = ["Ana", "Ben", "Chloé"]
    assert choice == CompanionChoice("fearless", 3, names, 2, {"removed_suit": "G"})
    assert companion_choice(_args()) is None

    def start(app: TableApp) -> None:
        app.start(companion=True, companion_setup=choice)

    run = drive(tmp_path, ["end", "enter"], start=start)
    assert "Real table companion. Game: Fearless, 1 of 6" in run.texts
    assert run.texts[-3:] == [
        "Fearless companion, 3 players: Ana, Ben and Chloé. Chloé leads the first trick.",
        "Green is out of this 3-player game.",
        "Round 1 of 3. Chloé leads.",
    ]


@pytest.mark.parametrize(
    ("flags", "error"),
    [
        (["--players", "4", "--names", "Ana,Ben"], "4 players need 4 names in --names, not 2"),
        (["--names", "Ana,Ben"], "fearless is played by 3 to 5 players, not 2"),
        (["--game", "fox", "--names", "A,B,C"], "fox is played by 2 players, not 3"),
        (["--names", "Ana,,Ben"], "--names has an empty name"),
        (["--players", "3", "--first", "3"], "--first is a seat from 0 to 2"),
    ],
)
def test_companion_flags_that_do_not_fit_are_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    flags: list[str],
    error: str,
) -> None:
    monkeypatch.setenv("AUDIOGAME_HOME", str(tmp_path))
    assert main(["companion", *flags]) == 2
    assert capsys.readouterr().err == f"audiogame: {error}\n"


@pytest.mark.parametrize(("lang", "saved"), [("en", "Game saved."), ("fr", "Partie enregistrée.")])
def test_control_q_says_the_companion_game_was_saved(tmp_path: Path, lang: str, saved: str) -> None:
    run = drive(tmp_path, ["b+5", "enter", "ctrl-q"], lang=lang, start=_start(FEARLESS4))
    assert run.texts[-1] == saved
    stored = CompanionStore(paths_in(tmp_path).companion).latest_unfinished()
    assert stored is not None and stored.record.entries == ("B+5",)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_finished_game_offers_the_same_players_again(tmp_path: Path, lang: str) -> None:
    played = play_fearless(3, seed=8)
    options = dict(played.options)
    first = int(options.pop("first_leader"))
    choice = CompanionChoice("fearless", 3, ["Ana", "Ben", "Chloé"], first, options)
    *before, last = played.entries
    session = CompanionSession.create("fearless", 3, played.options, ["Ana", "Ben", "Chloé"])
    for entry in before:
        session.act(session.current_seat or 0, session.game.text_to_action(entry))
    store = CompanionStore(paths_in(tmp_path).companion)
    store.write(store.new_slot("fearless"), session.public_record())
    tr = Translator(lang)
    hint = tr.t("companion-over-hint")
    again = tr.t("companion-menu-again")

    def resume(app: TableApp) -> None:
        app.start(resume=True, companion=True)

    run = drive(tmp_path, [last, "enter", "f10", "enter"], lang=lang, start=resume)
    texts = run.texts
    assert texts.count(hint) == 1
    assert any(t.startswith(tr.t("menu-game-title")) and again in t for t in texts)
    setup = tr.t(
        "companion-fearless-setup", count=3, names=tr.join(["Ana", "Ben", "Chloé"]),
        player=["Ana", "Ben", "Chloé"][first],
    )  # fmt: skip
    assert setup in texts[-3:]
    assert run.app is not None and isinstance(run.app.screen, CompanionScreen)
    assert run.app.screen.desk.session.table.entries == []
    # Enter on the empty line of a finished game does the same.
    finished = played.entries
    run = drive(tmp_path, ["enter"], lang=lang, start=lambda app: _finish(app, choice, finished))
    assert setup in run.texts[-3:]


def _finish(app: TableApp, choice: CompanionChoice, entries: list[str]) -> None:
    app.companion.start(choice)
    screen = app.companion.screen
    assert screen is not None
    for entry in entries:
        assert screen.desk.attempt(entry) is None, entry


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_fox_target_may_be_typed(tmp_path: Path, lang: str) -> None:
    choice = CompanionChoice("fox", 2, ["Ana", "Ben"], 0, {})
    keys = ["end", "up", "enter", "0", "enter", "5", "0", "enter", "right", "left", "left"]
    keys += ["enter", "4", "2", "enter", "end", "enter"]
    run = drive(tmp_path, keys, lang=lang, start=lambda app: app.companion.open_setup(choice))
    tr = Translator(lang)
    texts = run.texts
    assert tr.t("companion-setup-target-prompt", low=1, high=999) in texts
    assert tr.t("companion-setup-number-refused", text="0", low=1, high=999) in texts
    labels = [tr.t("companion-setup-target", points=p) for p in (50, 16, 35, 21, 42)]
    at = texts.index(tr.t("companion-setup-number-refused", text="0", low=1, high=999))
    for label in labels:  # 50 typed; Right: 16 (wrapping round); Left: 35, then 21; 42 typed
        at = next(i for i in range(at + 1, len(texts)) if label in texts[i])
    assert tr.t("companion-fox-setup", first="Ana", second="Ben", target=42) in texts[-2:]
