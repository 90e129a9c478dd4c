"""The first run, the menus, their keys list and the saved games, as the player hears them: the
real application driven by keys on a pipe (issue 24, items 12 to 18), in both languages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from prompt_toolkit.keys import Keys
from save_files import saves_in
from ui_driver import drive, paths_in

from audiogame.i18n import Translator
from audiogame.messages import from_data
from audiogame.settings import Settings, load_settings
from audiogame.ui.app import GameChoice, TableApp
from audiogame.ui.keynames import key_name

SHIFT_LEFT, SHIFT_RIGHT = "\x1b[1;2D", "\x1b[1;2C"

# --- 12: before a language is chosen, every word is said in both -----------------------------

WELCOME = (
    "Welcome. Choose your language: Up and Down, then Enter. "
    "Bienvenue. Choisissez votre langue : Haut et Bas, puis Entrée."
)


def test_before_a_language_is_chosen_every_answer_is_in_both_languages(tmp_path: Path) -> None:
    keys = ["x", "f1", "tab", "pageup", "f4", "down", "enter", "x"]
    run = drive(tmp_path, keys, settings=Settings(), start=TableApp.first_run)
    assert run.texts[:6] == [
        f"{WELCOME} English",
        "X: nothing here. F1 lists the keys. X : rien ici. F1 donne la liste des touches.",
        f"{WELCOME} English",  # F1: the screen again, its keys are in its title
        "Tab: nothing here. F1 lists the keys. Tab : rien ici. F1 donne la liste des touches.",
        "Game messages: none yet. Messages de jeu : aucun pour l'instant.",
        "Game messages: none yet. Messages de jeu : aucun pour l'instant.",
    ]
    assert run.texts[6] == "Français"
    # chosen: French alone from then on, and the history reads the earlier ones in French
    assert run.texts[-1] == "X : rien ici. F1 donne la liste des touches."
    assert run.app is not None
    all_messages = run.app.out.history.to_data()["all"]
    again = [str(from_data(item, run.app.tr)) for item in all_messages]
    assert again[1] == "X : rien ici. F1 donne la liste des touches."


def test_the_system_language_is_said_first_until_one_is_chosen(tmp_path: Path) -> None:
    run = drive(tmp_path, ["x"], settings=Settings(), lang="fr", start=TableApp.first_run)
    assert run.texts[0].startswith("Bienvenue. Choisissez votre langue : Haut et Bas, puis Entrée.")
    # the focus on the language said first (issue 34, item 15: it was on English)
    assert run.texts[0].endswith(" Choose your language: Up and Down, then Enter. Français")
    assert run.texts[1] == (
        "X : rien ici. F1 donne la liste des touches. X: nothing here. F1 lists the keys."
    )


def test_the_first_screen_cuts_nothing_said_before_it(tmp_path: Path) -> None:
    run = drive(tmp_path, ["down"], settings=Settings(), start=TableApp.first_run)
    first, second = run.speaker.spoken[:2]
    assert not first.interrupt  # after "Speech: ..." (queued), never cutting it
    assert second.interrupt  # the answer to a key


# --- 13: keys named as the player knows them ----------------------------------------------------


@pytest.mark.parametrize(
    ("key", "en", "fr"),
    [
        (Keys.Tab, "Tab", "Tab"),
        (Keys.BackTab, "Shift Tab", "Maj Tab"),
        (Keys.Enter, "Enter", "Entrée"),
        (Keys.Backspace, "Backspace", "Retour arrière"),
        (Keys.ControlJ, "Enter", "Entrée"),
        (Keys.ControlZ, "Control Z", "Contrôle Z"),
        (Keys.ControlSpace, "Control Space", "Contrôle Espace"),
        (Keys.Left, "Left", "Gauche"),
        (Keys.ShiftRight, "Shift Right", "Maj Droite"),
        (Keys.ControlShiftUp, "Control Shift Up", "Contrôle Maj Haut"),
        (Keys.ControlPageDown, "Control Page Down", "Contrôle Page suivante"),
        (Keys.Delete, "Delete", "Suppr"),
        (Keys.Escape, "Escape", "Échap"),
        (Keys.F12, "F12", "F12"),
        (Keys.ControlF5, "Control F5", "Contrôle F5"),
        (Keys.SIGINT, "This key", "Cette touche"),
        ("x", "X", "X"),
        (" ", "Space", "Espace"),
        ("Down", "Down", "Bas"),  # a name a screen gives
    ],
)
def test_keys_are_named_in_the_players_language(key: Keys | str, en: str, fr: str) -> None:
    assert key_name(Translator("en", strict=True), key) == en
    assert key_name(Translator("fr", strict=True), key) == fr


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["Tab: nothing here.", "Shift Tab: nothing here.", "Backspace: nothing here."]),
        ("fr", ["Tab : rien ici.", "Maj Tab : rien ici.", "Retour arrière : rien ici."]),
    ],
)
def test_tab_is_named_tab_in_menus_and_in_the_keys_list(
    tmp_path: Path, lang: str, expected: list[str]
) -> None:
    keys = ["tab", "shift-tab", "\x7f", "f1", "tab", "shift-tab", "\x7f"]
    run = drive(tmp_path, keys, lang=lang)
    refusals = [t.split(".")[0] + "." for t in run.texts if "F1" in t and t != run.texts[0]]
    assert refusals == expected * 2, refusals
    assert not run.said("Control I") and not run.said("Contrôle I")


# --- 14: F1 in menus lists every key that works there -------------------------------------------


def test_f1_in_the_main_menu_lists_every_key_of_menus(tmp_path: Path) -> None:
    run = drive(tmp_path, ["f1", *["down"] * 10])
    keys = [t.rsplit(",", 1)[0] for t in run.texts[1:]]
    assert keys == [
        "Keys in menus. Up and Down: previous and next item",
        "Home and End: first and last item",
        "A letter: the next item that starts with it",
        "Left and Right: change a setting",
        "Enter or Space: choose",
        "Escape: stop speech",  # the main menu has nothing to go back to
        "Page Up and Page Down: older and newer messages. Control Home and Control End: "
        "first and last message",
        "F3: switch between game messages and all messages. F4: where you are in them",
        "F1 or question mark: these keys",
        "Control Q: quit; a game in progress is saved",
        "Control Q: quit; a game in progress is saved",  # the last: Down stays
    ]
    assert run.texts[1].endswith(", 1 of 10")


def test_f1_in_a_submenu_says_escape_goes_back_in_french(tmp_path: Path) -> None:
    run = drive(tmp_path, ["end", "up", "up", "enter", "f1", "end"], lang="fr")  # Settings
    assert run.texts[-2].startswith("Touches dans les menus. Haut et Bas")
    assert run.texts[-2].endswith(", 1 sur 10")
    run = drive(tmp_path, ["end", "up", "up", "enter", "f1", *["down"] * 5], lang="fr")
    assert "Échap : retour, 6 sur 10" in run.texts
    assert "Une lettre : l'élément suivant qui commence par elle, 3 sur 10" in run.texts


# --- 17: the saved "all messages" buffer holds only its game ------------------------------------


def test_a_resumed_games_all_messages_start_with_that_game(tmp_path: Path) -> None:
    fearless = GameChoice("fearless", 3, "easy", False, seed=2)
    # a game of Fearless, left for the main menu, then a new game of the Fox
    keys = ["h", "f10", "end", "enter", "down", "down", "enter", "end", "enter", "h"]
    first = drive(tmp_path, keys, start=lambda app: app.start(fearless))
    fox_started = first.texts.index("Start, 4 of 4") + 1
    assert first.texts[fox_started].startswith("Round 1. Decree:")
    fox_save = next(p for p in saves_in(tmp_path) if p.name.startswith("fox-"))
    saved = json.loads(fox_save.read_text(encoding="utf-8"))["extra"]["history"]["all"]
    tr = Translator("en")
    read_back = [str(from_data(item, tr)) for item in saved]
    assert len(read_back) >= 2  # saved after each action: the round, the hand with your turn
    assert read_back == first.texts[fox_started : fox_started + len(read_back)]
    second = drive(tmp_path, ["f3", "ctrl-home"], start=lambda app: app.start(resume=True))
    assert second.texts[-1] == f"First message: {first.texts[fox_started]}"


# --- 18: one target item; saved games told apart --------------------------------------------------


def _fox_setup(keys: list[str]) -> list[str]:
    return ["down", "enter", *keys]  # the main menu's second item: a new game of the Fox


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_fox_setup_has_one_target_item(tmp_path: Path, lang: str) -> None:
    keys = _fox_setup(["right", "right", "left", SHIFT_RIGHT, SHIFT_RIGHT, SHIFT_LEFT, "right"])
    keys += ["f1", "down", "down", "down", "down", "escape", "down", "up", "end", "enter"]
    run = drive(tmp_path, keys, lang=lang)
    target = "Target" if lang == "en" else "Objectif"
    if lang == "en":
        assert run.texts[2] == "New game of The Fox in the Forest. Target: 21 points, 1 of 4"
        assert "Shift Left and Shift Right: a number one by one, such as the target, 5 of 11" in (
            run.texts
        )
    else:
        assert run.texts[2] == (
            "Nouvelle partie : Le Renard des Bois. Objectif : 21 points, 1 sur 4"
        )
        assert "Maj Gauche et Maj Droite : un nombre de un en un, comme l'objectif, 5 sur 11" in (
            run.texts
        )
    said = [t.split(":")[1].split()[0] for t in run.texts[3:10]]
    assert said == ["35", "16", "35", "36", "37", "36", "16"]  # a custom 36: next is 16 (around)
    assert sum(t.startswith(target) for t in run.texts) == 8  # 7 changes, then Up back to it
    second = [t for t in run.texts if t.endswith((", 2 of 4", ", 2 sur 4"))]
    assert second and all(t.startswith(("Opponents", "Adversaires")) for t in second), second
    assert not any("Custom" in t or "libre" in t for t in run.texts)
    assert run.app is not None and run.app.table_screen is not None
    assert run.app.table_screen.table.game.options["target"] == 16
    settings, _ = load_settings(paths_in(tmp_path).settings_file)
    assert settings.game("fox")["target"] == 16


def test_shift_arrows_elsewhere_are_refused(tmp_path: Path) -> None:
    run = drive(tmp_path, [SHIFT_RIGHT])
    assert run.texts[-1] == "Shift Right: nothing here. F1 lists the keys."


@pytest.mark.parametrize(
    ("lang", "hard", "easy"),
    [
        (
            "en",
            "The Fox in the Forest against Hard, round 1, trick 3, you 0 and North 0,",
            "The Fox in the Forest against Easy, practice, round 1, trick 4, you 0 and North 0,",
        ),
        (
            "fr",
            "Le Renard des Bois contre Difficile, manche 1, pli 3, vous 0 et Nord 0,",
            "Le Renard des Bois contre Facile, entraînement, manche 1, pli 4, vous 0 et Nord 0,",
        ),
    ],
)
def test_saved_games_are_told_apart_by_level_practice_and_trick(
    tmp_path: Path, lang: str, hard: str, easy: str
) -> None:
    for level, practice, seed in (("hard", False, 1), ("easy", True, 2)):
        choice = GameChoice("fox", 2, level, practice, seed=seed)
        drive(tmp_path, ["enter", "enter", "enter"], start=lambda app, c=choice: app.start(c))
    run = drive(tmp_path, ["enter", "down"], lang=lang)
    listed = run.texts[1:]
    assert any(t.split(". ", 1)[-1].startswith(easy) for t in listed), listed
    assert any(t.startswith(hard) for t in listed), listed
