"""Saved games, one file each: new games never overwrite others, a game is locked while a program
plays it (two real processes), the list says what each is, and the old single save is kept."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import engine
from audiogame.library import SaveLibrary
from audiogame.saves import SavedGame, SaveProblem, write_save


def _saved(name: str, seed: int, moves: int = 5) -> SavedGame:
    game = engine.new_game(name, 2 if name == "fox" else 4, seed)
    for _ in range(moves):
        game.apply(game.legal_actions()[0])
    return SavedGame(game.record(), 0, ("easy",) * (game.players - 1))


def test_new_games_get_slots_of_their_own_and_are_listed_newest_first(tmp_path: Path) -> None:
    library = SaveLibrary(tmp_path / "saves")
    first = library.new_slot("fox")
    library.write(first, _saved("fox", 1))
    time.sleep(0.01)
    second = library.new_slot("fearless")
    assert second != first
    library.write(second, _saved("fearless", 2, moves=9))
    assert library.slots() == [second, first]
    games, problems = library.games()
    assert problems == []
    assert [g.slot for g in games] == [second, first]
    fearless = games[0]
    assert (fearless.game, fearless.players, fearless.round, fearless.human) == (
        "fearless",
        4,
        1,
        0,
    )
    assert len(fearless.totals) == 4 and not fearless.open_elsewhere
    library.remove(first)
    assert library.slots() == [second]


def test_the_single_save_of_earlier_versions_becomes_a_slot(tmp_path: Path) -> None:
    legacy = tmp_path / "autosave.json"
    write_save(_saved("fox", 3), legacy)
    library = SaveLibrary(tmp_path / "saves", legacy=legacy)
    (slot,) = library.slots()
    assert not legacy.exists()
    opened = library.open(slot)
    assert opened is not None and opened.loaded.game is not None
    assert opened.lock is not None
    opened.lock.release()


def test_a_refused_save_is_listed_as_a_problem_and_set_aside(tmp_path: Path) -> None:
    library = SaveLibrary(tmp_path / "saves")
    slot = library.new_slot("fox")
    library.write(slot, _saved("fox", 4))
    path = library.path(slot)
    path.write_text(json.dumps({"save_version": 1, "record": "garbage"}), encoding="utf-8")
    games, problems = library.games()
    assert games == [] and [p for p, _ in problems] == [SaveProblem.INVALID]
    assert not path.exists() and list(path.parent.glob(f"{path.name}.bad-*"))


_HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from audiogame.library import SaveLibrary
    library = SaveLibrary(Path(sys.argv[1]))
    opened = library.open(sys.argv[2])
    print("held" if opened is not None and opened.lock is not None else "refused", flush=True)
    time.sleep(30)
    """
)


def test_a_game_open_in_another_program_is_left_alone(tmp_path: Path) -> None:
    library = SaveLibrary(tmp_path / "saves")
    slot = library.new_slot("fox")
    library.write(slot, _saved("fox", 5))
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(library.folder), slot],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "held"
        assert library.open(slot) is None  # this program may not play it too
        assert library.is_open_elsewhere(slot)
        (summary,), problems = library.games()
        assert summary.open_elsewhere and problems == []
        before = library.path(slot).read_bytes()
    finally:
        holder.kill()
        holder.wait(10)
    # the lock died with the other program (even killed): the game is free again, untouched
    assert library.path(slot).read_bytes() == before
    opened = library.open(slot)
    assert opened is not None and opened.lock is not None
    opened.lock.release()
