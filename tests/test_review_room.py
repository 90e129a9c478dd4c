"""The review room in the terminal (audiogame/ui/review_screen.py), by keys in both languages: a
whole Fox match and a whole 4-player Fearless game, played, then walked from the game's end to
the last step and back, each trick said with the engine's plays and winner; its keys, F1, the
game menu's item, and the ways out."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from ui_driver import Run, drive, play_legally

from audiogame.choice import GameChoice
from audiogame.games import presentation
from audiogame.i18n import Translator
from audiogame.narration import Narrator
from audiogame.review import review_of
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker
from audiogame.ui.app import TableApp
from audiogame.ui.review_screen import ReviewScreen

CHOICES = {
    "fox": GameChoice("fox", 2, "easy", False, seed=11),  # the whole match, to 21
    "fearless": GameChoice("fearless", 4, "easy", False, seed=11),
}


class Walk:
    """Plays the game with the first legal card, then runs ``script`` (a generator of keys
    given the app), keeping what was said before each key."""

    def __init__(self, script: Iterator[str]) -> None:
        self.script = script
        self.over_at = -1
        self.marks: list[tuple[str, int]] = []
        self.run: Run | None = None

    def __call__(self, app: TableApp) -> str | None:
        key = play_legally(app)
        if key is not None:
            return key
        return next(self.script, None)


def _room(app: TableApp) -> ReviewScreen | None:
    screen = app.screen
    return screen if isinstance(screen, ReviewScreen) else None


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["fox", "fearless"])
def test_a_whole_game_is_walked_to_the_end_and_back(tmp_path: Path, game: str, lang: str) -> None:
    tr = Translator(lang, strict=True)
    speaker = RecordingSpeaker("recording")
    record: list[object] = []
    forward: list[str] = []
    backward: list[str] = []

    def script() -> Iterator[str]:
        app = holder[0]
        record.append(app.table_screen.table.session.game.record())  # type: ignore[union-attr]
        yield "v"
        room = _room(app)
        assert room is not None
        forward.append(speaker.texts[-1])  # the title and the first trick
        while True:
            yield "right"
            said = speaker.texts[-1]
            if said == tr.t("review-last"):
                break
            forward.append(said)
        while True:
            yield "left"
            said = speaker.texts[-1]
            if said == tr.t("review-first"):
                break
            backward.append(said)

    holder: list[TableApp] = []

    def start(app: TableApp) -> None:
        holder.append(app)
        app.start(CHOICES[game])

    drive(tmp_path, Walk(script()), start=start, lang=lang, speaker=speaker)
    review = review_of(record[0])  # type: ignore[arg-type]
    players = review.players
    narrator = Narrator(tr, presentation(game), 0, players=players)
    steps = [(r, t) for r in review.rounds for t in [*r.tricks, None]]
    assert len(forward) == len(steps)
    assert len(review.rounds) > 1  # a whole match, several rounds
    for said, (round_, trick) in zip(forward, steps, strict=True):
        number = round_.number + 1
        if trick is None:  # the round's result: its scores, as the engine scored them
            assert tr.t("review-result-normal", round=number, rounds=len(review.rounds)) in said
            for line in narrator.narrate(round_.scored):  # type: ignore[arg-type]
                assert line in said
            continue
        head = tr.t("review-trick-normal", trick=trick.number + 1, count=13, round=number)
        assert head in said
        for _seat, card in trick.plays:  # every card, in order
            name = narrator.card(card, "name", details=False)
            assert name.lower() in said.lower(), (name, said)
        for line in narrator.narrate(trick.won):  # type: ignore[arg-type]
            assert line in said  # the winner, as the engine decided
        why = narrator.explain_win(trick.won)  # type: ignore[arg-type]
        assert all(line in said for line in why)
    # back from the end to the start: every step again, in reverse order, the first one last
    assert backward[:-1] == list(reversed(forward[1:-1]))
    assert forward[0] == tr.sentences(tr.t("review-title", rounds=len(review.rounds)), backward[-1])


def _keys_after_the_game(
    tmp_path: Path, lang: str, keys: list[str], game: str = "fox"
) -> tuple[list[str], int, TableApp]:
    """A Fox game of one round (target 1) played, then ``keys``: everything said, the index of
    the first message after the game's end, and the app."""
    speaker = RecordingSpeaker("recording")
    choice = GameChoice(game, 2, "easy", False, options={"target": 1}, seed=11)
    pending = iter(keys)
    over: list[int] = []
    holder: list[TableApp] = []

    def next_key(app: TableApp) -> str | None:
        key = play_legally(app)
        if key is not None:
            return key
        if not over:
            over.append(len(speaker.texts))
        return next(pending, None)

    def start(app: TableApp) -> None:
        holder.append(app)
        app.start(choice)

    drive(tmp_path, next_key, start=start, lang=lang, speaker=speaker)
    return speaker.texts, over[0], holder[0]


BACKSPACE = "\x7f"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rooms_keys(tmp_path: Path, lang: str) -> None:
    tr = Translator(lang, strict=True)
    keys = [
        "f1",
        "down",
        "down",
        "escape",
        "v",
        "right",
        "right",
        "h",
        "o",
        "r",
        "end",
        "h",
        "down",
        "up",
    ]
    keys += ["home", "f1", "escape", "x", BACKSPACE, "v", "f10"]
    said, start, app = _keys_after_the_game(tmp_path, lang, keys)
    after = said[start:]
    # F1 at the game's end lists the review's key and the game menu's item
    assert after[0].startswith(tr.t("help-game-over-title"))
    assert after[1].startswith(tr.t("help-game-key-review").rstrip("."))
    assert after[2].startswith(tr.t("help-game-menu-review").rstrip("."))
    screen = app.table_screen
    assert screen is not None
    record = screen.table.session.game.record()  # type: ignore[attr-defined]
    review = review_of(record)
    narrator = Narrator(tr, presentation("fox"), 0, players=2)
    (round_,) = review.rounds
    title = tr.t("review-title", rounds=1)
    opened = next(i for i, text in enumerate(after) if text.startswith(title))
    walk = after[opened:]
    third = round_.tricks[2]
    hand = third.hands[0]
    assert walk[1].startswith(tr.t("review-trick-normal", trick=2, count=13, round=1))
    assert walk[2].startswith(tr.t("review-trick-normal", trick=3, count=13, round=1))
    assert walk[3].startswith(tr.t("review-hand", trick=3, count=len(hand), hand="").split(":")[0])
    assert len(hand) == 11
    north = narrator.name(1)
    assert walk[4].startswith(north) and str(len(third.hands[1])) in walk[4]  # O: every hand
    assert walk[5] == walk[2]  # R: the trick again
    assert walk[6].startswith(tr.t("review-result-normal", round=1, rounds=1))  # End
    assert walk[7] == tr.t("review-hand-none")  # no hand once the round is over
    assert walk[8] == tr.t("review-last-round")  # Down: no round after the only one
    assert walk[9] == tr.t("review-first-round")  # Up: none before it
    assert walk[10].startswith(tr.t("review-trick-normal", trick=1, count=13, round=1))  # Home
    assert walk[11].startswith(tr.t("help-review-title"))  # F1 in the room
    assert walk[12].startswith(tr.t("review-back"))  # Escape leaves the keys, back here
    assert "X" in walk[13]  # a key with no use is refused
    assert walk[14] == tr.t("review-closed")  # Backspace: back to the game's end
    assert walk[15].startswith(title)  # V again
    assert walk[16] == tr.t("review-closed")  # F10 leaves too
    assert len(walk) == 17


def test_the_room_from_the_game_menu_and_its_keys_list(tmp_path: Path) -> None:
    tr = Translator("en", strict=True)
    room_keys = ReviewScreen.help_ids
    keys = ["f10", "down", "enter", "f1", *["down"] * (len(room_keys) - 2)]
    said, start, _app = _keys_after_the_game(tmp_path, "en", keys)
    after = said[start:]
    assert tr.t("review-open") in after[1]  # the game menu's second item at the game's end
    assert after[2].startswith(tr.t("review-title", rounds=1))
    assert after[3].startswith(tr.t("help-review-title"))
    listed = after[3:]
    assert len(listed) == len(room_keys) - 1
    for line, key in zip(listed, room_keys[1:], strict=True):  # every key of the room, in F1
        assert tr.t(key).rstrip(".") in line


def test_the_game_menu_offers_no_review_during_the_game(tmp_path: Path) -> None:
    tr = Translator("en", strict=True)
    speaker = RecordingSpeaker("recording")
    choice = GameChoice("fox", 2, "easy", False, options={"target": 1}, seed=11)
    keys = ["f10", "down", "v"]
    drive(tmp_path, keys, start=lambda app: app.start(choice), speaker=speaker)
    assert not any(tr.t("review-open") in text for text in speaker.texts)
    assert not any(text.startswith(tr.t("review-title", rounds=1)) for text in speaker.texts)


@pytest.mark.parametrize("verbosity", ["brief", "detailed"])
def test_the_room_speaks_at_the_players_verbosity(tmp_path: Path, verbosity: str) -> None:
    """The trick's header and the game's narration at the settings' level, not the normal one."""
    tr = Translator("fr", strict=True)
    speaker = RecordingSpeaker("recording")
    choice = GameChoice("fox", 2, "easy", False, options={"target": 1}, seed=11)
    pending = iter(["v", "end"])
    holder: list[TableApp] = []

    def next_key(app: TableApp) -> str | None:
        key = play_legally(app)
        return key if key is not None else next(pending, None)

    def start(app: TableApp) -> None:
        holder.append(app)
        app.start(choice)

    settings = Settings(first_run_done=True, pace="short", verbosity=verbosity)
    drive(tmp_path, next_key, start=start, lang="fr", speaker=speaker, settings=settings)
    screen = holder[0].table_screen
    assert screen is not None
    review = review_of(screen.table.session.game.record())  # type: ignore[attr-defined]
    narrator = Narrator(tr, presentation("fox"), 0, players=2, verbosity=verbosity)
    first, result = speaker.texts[-2:]
    numbers = {"count": 13, "round": 1, "rounds": 1}
    assert tr.t(f"review-trick-{verbosity}", trick=1, **numbers) in first
    (round_,) = review.rounds
    for line in narrator.narrate(round_.tricks[0].won):  # type: ignore[arg-type]
        assert line in first
    assert result.startswith(tr.t(f"review-result-{verbosity}", **numbers))
    for line in narrator.narrate(round_.scored):  # type: ignore[arg-type]
        assert line in result


def test_escape_in_the_room_only_stops_speech(tmp_path: Path) -> None:
    tr = Translator("en", strict=True)
    speaker = RecordingSpeaker("recording")
    choice = GameChoice("fox", 2, "easy", False, options={"target": 1}, seed=11)
    counts: list[tuple[int, int]] = []
    pending = iter(["v", "escape", "right"])

    def next_key(app: TableApp) -> str | None:
        key = play_legally(app)
        if key is not None:
            return key
        counts.append((len(speaker.texts), speaker.stops))
        return next(pending, None)

    drive(tmp_path, next_key, start=lambda app: app.start(choice), speaker=speaker)
    (_, _), (said_v, stops_v), (said_esc, stops_esc), _ = counts
    assert said_esc == said_v and stops_esc == stops_v + 1  # stopped, nothing said
    assert speaker.texts[-1].startswith(tr.t("review-trick-normal", trick=2, count=13, round=1))
