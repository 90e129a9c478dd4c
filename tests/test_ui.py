"""The real application, driven by keys on a pipe: what the player hears, in both languages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from save_files import planted_save, saves_folder, saves_in, set_aside_saves, the_save
from ui_driver import drive, paths_in, play_legally

from audiogame.settings import Settings, load_settings
from audiogame.speech.recording import RecordingSpeaker
from audiogame.ui.app import GameChoice, TableApp


def _start(choice: GameChoice):  # type: ignore[no-untyped-def]
    return lambda app: app.start(choice)


def test_main_menu_speaks_positions_and_refuses_unknown_keys(tmp_path: Path) -> None:
    run = drive(tmp_path, ["down", "down", "x", "f1", "escape", "end"])
    assert run.texts[0] == "Main menu. New game of Fearless, 1 of 10"
    assert "New game of The Fox in the Forest, 2 of 10" in run.texts
    assert "X: nothing here. F1 lists the keys." in run.texts
    assert any(t.startswith("Keys in menus.") for t in run.texts)
    assert run.texts[-1] == "Quit, 10 of 10"
    first, *answers = run.speaker.spoken
    assert not first.interrupt  # the first screen cuts nothing the start said before it
    assert all(u.interrupt for u in answers)  # menu answers to keys interrupt


def test_main_menu_in_french(tmp_path: Path) -> None:
    run = drive(tmp_path, ["down"], lang="fr")
    assert run.texts[0].startswith("Menu principal.")
    assert run.texts[1].endswith("2 sur 10")


@pytest.mark.parametrize(
    ("game", "players", "lang"),
    [("fearless", 3, "en"), ("fearless", 5, "fr"), ("fox", 2, "en"), ("fox", 2, "fr")],
)
def test_whole_game_by_keys(tmp_path: Path, game: str, players: int, lang: str) -> None:
    choice = GameChoice(game, players, "easy", False, options={"target": 7}, seed=11)
    run = drive(tmp_path, play_legally, lang=lang, start=_start(choice))
    assert run.app is not None and run.app.table_screen is not None
    table = run.app.table_screen.table
    assert table.game.is_over
    over = "Press Enter for a new game" if lang == "en" else "Entrée"
    assert run.said(over)
    # Game events are queued, never interrupting; the finished game is no longer offered.
    assert not any(
        u.interrupt for u in run.speaker.spoken if u.text == table.tr.t(table.over_prompt)
    )
    assert not saves_in(tmp_path)
    settings, _ = load_settings(paths_in(tmp_path).settings_file)
    assert settings.stats[f"{game}/easy"]["played"] == 1
    assert run.printed  # the log lines went to the printed log


def test_illegal_card_why_and_undo_in_practice(tmp_path: Path) -> None:
    choice = GameChoice("fearless", 4, "easy", True, seed=41)
    # Trick 2 leads magenta: Home reaches a card that may not be played; Tab, the next one that may.
    keys = ["enter", "home", "enter", "tab", "enter", "y", "ctrl-z", "y"]
    run = drive(tmp_path, keys, start=_start(choice))
    assert run.said("You have no magenta: play any card.")
    assert run.said("Not allowed. You must play magenta; a zero is always allowed.")
    assert "magenta plus 3" in run.texts  # Tab: the first playable card after it
    assert run.said("Taken back: magenta plus 3.")


def test_reads_and_history(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, seed=5)
    run = drive(
        tmp_path, ["h", "t", "d", "s", "p", "w", "r", "pageup", "pagedown"], start=_start(choice)
    )
    texts = run.texts
    assert any(t.startswith("Hand, 13 cards:") for t in texts)
    assert any(t.startswith("Decree:") and ", trump " in t for t in texts)
    assert "Scores: you 0 and " in " ".join(texts)
    assert any(t.startswith("Tricks: you 0,") for t in texts)


def test_f10_opens_the_game_menu_and_quit_returns_to_main_menu(tmp_path: Path) -> None:
    choice = GameChoice("fearless", 3, "easy", False, seed=2)
    run = drive(tmp_path, ["f10", "end", "enter"], start=_start(choice))
    assert "Game menu. Back to the game, 1 of 6" in run.texts
    assert run.texts[-1].startswith("Main menu. Continue the saved game, 1 of 11")
    assert the_save(tmp_path).exists()


def test_escape_only_stops_speech_and_says_where_the_menu_is(tmp_path: Path) -> None:
    choice = GameChoice("fearless", 3, "easy", False, seed=2)
    run = drive(tmp_path, ["escape", "escape", "enter"], start=_start(choice))
    assert run.texts.count("Game menu: F10.") == 1
    assert "Game menu. Back to the game, 1 of 6" not in run.texts
    assert run.app is not None and run.app.screen is run.app.table_screen


def test_leaving_the_game_menu_says_so_and_asks_again(tmp_path: Path) -> None:
    choice = GameChoice("fearless", 3, "easy", False, seed=2)
    run = drive(tmp_path, ["f10", "escape"], start=_start(choice))
    assert run.texts[-1].startswith("Back to the game. Your turn: "), run.texts[-1]


def test_quitting_a_game_says_it_is_saved(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, seed=8)
    run = drive(tmp_path, ["ctrl-q"], start=_start(choice))
    assert run.texts[-1] == "Game saved."
    assert the_save(tmp_path).exists()


def test_resume_continues_the_saved_game(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, seed=8)
    first = drive(tmp_path, ["enter", "enter"], start=_start(choice))
    assert first.app is not None and first.app.table_screen is not None
    history = list(first.app.table_screen.table.game.history)
    second = drive(tmp_path, ["t"], start=lambda app: app.start(resume=True))
    assert second.texts[0] == "Saved game loaded." or second.said("Saved game loaded.")
    assert second.app is not None and second.app.table_screen is not None
    assert second.app.table_screen.table.game.history[: len(history)] == history


def test_corrupt_save_is_said_and_set_aside(tmp_path: Path) -> None:
    save = planted_save(tmp_path)
    save.write_text(json.dumps({"save_version": 1, "record": "garbage"}), encoding="utf-8")
    run = drive(tmp_path, [], start=lambda app: app.start(resume=True))
    assert run.said("The saved game could not be read.")
    assert not save.exists() and set_aside_saves(tmp_path)
    assert any(t.startswith("Main menu.") for t in run.texts)


def test_first_run_speaks_both_languages_then_asks_if_the_output_was_heard(
    tmp_path: Path,
) -> None:
    settings = Settings()
    keys = ["down", "enter", "end", "enter", "enter"]
    run = drive(tmp_path, keys, settings=settings, start=TableApp.first_run)
    saved, _ = load_settings(paths_in(tmp_path).settings_file)
    assert saved.first_run_done and saved.language == "fr" and saved.output == "terminal"
    assert saved.rate == 50  # the voice's speed is no question for text in the terminal
    assert run.texts[0] == (  # each language in turn, each named in itself, no "1 of 2"
        "Welcome. Choose your language: Up and Down, then Enter. "
        "Bienvenue. Choisissez votre langue : Haut et Bas, puis Entrée. English"
    )
    assert run.texts[1] == "Français"
    assert run.said("Comment le jeu doit-il parler ?")  # French from the second screen on
    assert run.said("Avez-vous entendu cette phrase ? Oui, continuer, 1 sur 2")
    assert not any("Vitesse de la voix" in t for t in run.texts)
    assert run.texts[-1].startswith("Menu principal.")


def test_first_run_not_heard_goes_back_to_text_and_the_outputs(tmp_path: Path) -> None:
    settings = Settings()
    keys = ["enter", "home", "enter", "down", "enter", "end", "enter", "enter"]
    run = drive(tmp_path, keys, settings=settings, start=TableApp.first_run)
    assert run.said("Back to text in the terminal. Choose another output, or keep Terminal text.")
    saved, _ = load_settings(paths_in(tmp_path).settings_file)
    assert saved.first_run_done and saved.output == "terminal"


def test_first_run_saves_the_output_that_was_heard(tmp_path: Path) -> None:
    """The screen reader tried did not answer and terminal text took over: the sentence was
    heard as terminal text, so "yes" saves terminal text (it saved the screen reader, and every
    later start waited for it); the program's speech, reopened, announces it."""
    keys = ["enter", "down", "enter", "enter"]  # English, Screen reader, try it, yes
    run = drive(
        tmp_path, keys, settings=Settings(), start=TableApp.first_run, speaker_name="terminal"
    )
    saved, _ = load_settings(paths_in(tmp_path).settings_file)
    assert saved.first_run_done and saved.output == "terminal"
    assert run.said("All set. Your choices are saved; change them any time in Settings.")


def test_first_run_asks_the_speed_of_the_built_in_voice(tmp_path: Path) -> None:
    settings = Settings()
    keys = ["enter", "down", "down", "enter", "enter", "right", "enter"]
    run = drive(
        tmp_path,
        keys,
        settings=settings,
        start=TableApp.first_run,
        speaker=RecordingSpeaker("tts"),
    )
    assert run.said("Voice speed: Left and Right change it, Enter when it suits you.")
    saved, _ = load_settings(paths_in(tmp_path).settings_file)
    assert saved.first_run_done and saved.rate == 60


def _finish_then(last_key: str):  # type: ignore[no-untyped-def]
    """Keys that play the game to its end, press ``last_key`` once, then stop."""
    pressed = []

    def keys(app: TableApp) -> str | None:
        screen = app.table_screen
        if pressed:
            return None
        if screen is not None and screen.table.game.is_over:
            pressed.append(last_key)
            return last_key
        return play_legally(app)

    return keys


def test_after_the_end_enter_deals_a_new_game_of_the_same_kind(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, options={"target": 3}, seed=4)
    run = drive(tmp_path, _finish_then("enter"), start=_start(choice))
    assert run.app is not None and run.app.table_screen is not None
    new = run.app.table_screen.table.game
    assert not new.is_over and new.name == "fox" and new.options["target"] == 3
    assert run.texts.count(run.app.tr.t("prompt-game-over-review")) == 1


def test_after_the_end_escape_goes_to_the_main_menu(tmp_path: Path) -> None:
    choice = GameChoice("fearless", 3, "easy", False, seed=6)
    run = drive(tmp_path, _finish_then("escape"), start=_start(choice))
    assert run.texts[-1] == "Main menu. New game of Fearless, 1 of 11"  # and Review a finished game


def test_the_history_comes_back_with_the_saved_game_and_in_a_new_language(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, seed=8)
    first = drive(tmp_path, ["h", "enter", "enter"], start=_start(choice))
    assert first.app is not None
    game_messages = first.app.out.history.to_data()["game"]
    assert len(game_messages) >= 4
    saved = json.loads(the_save(tmp_path).read_text(encoding="utf-8"))
    assert saved["extra"]["history"]["game"] == game_messages  # ids and arguments
    settings = Settings(first_run_done=True, pace="short", language="fr")
    second = drive(
        tmp_path,
        ["ctrl-home", "f3", "f4"],
        settings=settings,
        lang="fr",
        start=lambda app: app.start(resume=True),
    )
    first_said = first.texts[0]  # "Round 1. Decree: ..." in English
    assert first_said.startswith("Round 1.")
    reread = [t for t in second.texts if t.startswith("Premier message : ")]
    assert reread and reread[0].startswith("Premier message : Manche 1. Décret")
    position = second.texts[-1]
    assert position.startswith("Tous les messages, ") and position.endswith(".")


def test_status_answers_are_not_game_messages_and_the_place_is_kept(tmp_path: Path) -> None:
    choice = GameChoice("fearless", 4, "easy", False, seed=3)
    keys = ["pageup", "s", "h", "x", "pageup", "f4", "pagedown", "pagedown", "pagedown"]
    run = drive(tmp_path, keys, start=_start(choice))
    assert run.app is not None
    game = run.app.out.history.to_data()["game"]
    texts = run.texts
    score_answer = next(t for t in texts if t.startswith("Round 1 of 4. Scores:"))
    assert all(score_answer not in json.dumps(m) for m in game)
    assert texts[-4].startswith("Game messages, ")
    assert texts[-1].startswith("Last message: ")


def test_a_failing_autosave_is_said_once_queued_and_the_narration_goes_on(
    tmp_path: Path,
) -> None:
    saves = saves_folder(tmp_path)
    saves.parent.mkdir(parents=True)
    saves.write_text("a file where the saves folder should be", encoding="utf-8")
    choice = GameChoice("fox", 2, "easy", False, seed=8)
    run = drive(tmp_path, ["enter", "enter", "enter", "h"], start=_start(choice))
    failed = [u for u in run.speaker.spoken if u.text.startswith("The game could not be saved")]
    assert len(failed) == 1 and not failed[0].interrupt  # queued, said once
    texts = run.texts
    assert texts[0].startswith("Round 1. Decree:")  # the deal was not cut off
    assert texts.index(failed[0].text) > 0


def test_a_malformed_mouse_report_is_ignored(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    run = drive(tmp_path, ["down", "\x1b[1M", "\x1b[1M", "down"])
    assert run.texts == [
        "Main menu. New game of Fearless, 1 of 10",
        "New game of The Fox in the Forest, 2 of 10",
        "Real table companion, 3 of 10",
    ]
    captured = capfd.readouterr()
    assert "Unhandled exception" not in captured.err and "Exception" not in captured.err


OUT_OF_THE_GAME = {
    "en": [
        f"{colour} is out of this 3-player game."
        for colour in ("Blue", "Orange", "Magenta", "Green")
    ],
    "fr": [
        "Le bleu est retiré de cette partie à 3 joueurs.",
        "L'orange est retiré de cette partie à 3 joueurs.",
        "Le magenta est retiré de cette partie à 3 joueurs.",
        "Le vert est retiré de cette partie à 3 joueurs.",
    ],
}


@pytest.mark.parametrize(
    ("lang", "round_and_scores"),
    [
        ("en", "Round 1 of 3. Scores: you 0, West 0 and East 0."),
        ("fr", "Manche 1 sur 3. Scores : vous 0, Ouest 0 et Est 0."),
    ],
)
def test_three_player_fearless_says_the_colour_out_and_s_says_the_round(
    tmp_path: Path, lang: str, round_and_scores: str
) -> None:
    choice = GameChoice("fearless", 3, "easy", False, seed=2)
    run = drive(tmp_path, ["s"], lang=lang, start=_start(choice))
    assert run.app is not None and run.app.table_screen is not None
    removed = run.app.table_screen.table.observation().removed_suit
    assert run.texts[0] == OUT_OF_THE_GAME[lang][removed]
    assert run.texts[1].startswith("Round 1 of 3." if lang == "en" else "Manche 1 sur 3.")
    assert run.texts[-1] == round_and_scores
    resumed = drive(tmp_path, [], lang=lang, start=lambda app: app.start(resume=True))
    recap = "Fearless, " + ("round 1 of 3. " if lang == "en" else "manche 1 sur 3. ")
    assert resumed.said(recap + OUT_OF_THE_GAME[lang][removed])


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["Blue minus 6. Tactile mark: drop.", "zero", "Zero. Tactile mark: star."]),
        (
            "fr",
            ["Bleu moins 6. Repère tactile : goutte.", "zéro", "Zéro. Repère tactile : étoile."],
        ),
    ],
)
def test_the_card_key_names_the_fearless_tactile_mark_as_one(
    tmp_path: Path, lang: str, said: list[str]
) -> None:
    """I says the sticker of the adapted deck as a tactile mark (it said "blue minus 6, drop",
    which does not say what a drop is)."""
    choice = GameChoice("fearless", 4, "easy", False, seed=5)
    run = drive(tmp_path, ["home", "i", "end", "i"], lang=lang, start=_start(choice))
    assert run.texts[-3:] == said


def test_the_card_key_gives_the_fox_tactile_code(tmp_path: Path) -> None:
    choice = GameChoice("fox", 2, "easy", False, seed=5)
    run = drive(tmp_path, ["home", "i", "end", "i"], start=_start(choice))
    assert run.texts[-3:] == [
        "3 of Bells, Fox. Tactile code: three dots. Fox: when you play it, you may swap a card "
        "of your hand with the decree card.",
        "10 of Moons, not playable",
        "10 of Moons. Tactile code: dotted square. No power.",
    ]
