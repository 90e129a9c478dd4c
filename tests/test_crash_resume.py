"""Crash safety of the real program: SIGKILL at seeded random moments, then ``--resume``.

Two chains of ten kills (Fearless, the Fox). Opponents wait for Enter (pace "key"), so the
test decides when anything happens; keys come in bursts so that kills land between, during
and right after actions and their autosaves. After every kill:

- the autosave is whole JSON whose record replays (never torn), and it extends the record
  saved before the previous kill: the restarted game went on from exactly there;
- what the killed run said (its game events, from ``--speech-log``) is, line for line, what
  the table says for the saved actions; since every action is saved before it is said, only
  the narration of the last saved action may be missing (killed between saving and saying).

After every restart, before any key, the program has said "Saved game loaded." and where the
game stands, its answers to W (whose turn) and H (the hand) are those of the saved record
replayed, and its autosave still holds exactly that record.
"""

from __future__ import annotations

import random
import re
import signal
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from e2e_helpers import (
    Oracle,
    PtyProgram,
    SpeechLog,
    keys_to_move,
    record_of,
    wait_until,
    write_settings,
)
from save_files import saves_folder, saves_in

import engine
from audiogame.saves import load_save

KILLS_PER_CHAIN = 10
BURST_KEYS = ("enter", "enter", "enter", "right", "left", "enter", "right")


@dataclass
class Chain:
    """One game through its kills: the last saved record and what was checked."""

    home: Path
    game: str
    seed: int
    rng: random.Random
    saved: engine.GameRecord | None = None
    kills: list[str] = field(default_factory=list)
    moved: int = 0
    """Lives that saved a move before their kill (each waits for one: see :func:`_one_life`)."""

    @property
    def autosave(self) -> Path:
        """The game's save (one slot for the whole chain), or a path that does not exist yet."""
        found = saves_in(self.home)
        return found[0] if found else saves_folder(self.home) / "not-yet.json"

    def args(self) -> list[str]:
        if self.saved is not None:
            return ["--resume"]
        return ["--game", self.game, "--level", "easy", "--seed", str(self.seed)]


PACE_KEY = "Press Enter for each opponent's card."
"""Said once by the game screen with the pace "wait for Enter" (no game event)."""


def _queued_since(program: PtyProgram, start: int) -> list[str]:
    lines = program.speech.lines()[start:]
    return [line[len("[queue] ") :] for line in lines if line.startswith("[queue] ")]


def _unfocused(lines: list[str]) -> list[str]:
    """``lines`` without the card the turn prompt names: it is the focused card, which the keys
    moved (the oracle only replays the actions)."""
    return [re.sub(r"Your turn: [^.]*\.", "Your turn: ...", line) for line in lines]


def _expected_start(chain: Chain) -> tuple[Oracle, list[str]]:
    """The oracle table where the run starts, and the game events it says on starting."""
    if chain.saved is None:
        options = {"target": 21} if chain.game == "fox" else {}
        players = 4 if chain.game == "fearless" else 2
        oracle = Oracle(engine.new_game(chain.game, players, chain.seed, **options))
        return oracle, oracle.queued(lambda: oracle.table.start(resumed=False))
    oracle = Oracle(engine.replay(chain.saved))
    return oracle, oracle.queued(lambda: oracle.table.start(resumed=True))


def _check_resumed(chain: Chain, program: PtyProgram, oracle: Oracle) -> None:
    """Right after a restart: the saved game, said and answered as the record says."""
    program.send("w")
    turn = oracle.answer(oracle.table.read_turn)
    wait_until(
        lambda: program.speech.spoken()[-1:] == [("interrupt", turn)],
        10,
        f"the answer to W: {turn!r}",
    )
    program.send("h")
    hand = oracle.answer(oracle.table.read_hand)
    wait_until(
        lambda: program.speech.spoken()[-1:] == [("interrupt", hand)],
        10,
        f"the answer to H: {hand!r}",
    )
    assert record_of(chain.autosave) == chain.saved, "the resumed program rewrote another game"


def _check_after_kill(chain: Chain, program: PtyProgram, start: int, label: str) -> None:
    """The autosave is whole, continues the previous one, and matches what was said."""
    previous = chain.saved
    if not chain.autosave.exists():
        assert previous is None, f"{label}: the saved game disappeared"
        return  # killed before the first save of a new game: nothing was lost
    saved = record_of(chain.autosave)  # json.loads fails the test on a torn file
    engine.replay(saved)  # the saved record replays legally
    assert saved.seed == (previous.seed if previous else chain.seed)
    if previous is not None:
        assert saved.actions[: len(previous.actions)] == previous.actions, (
            f"{label}: the restart did not go on from the last saved action"
        )
    oracle, expected = _expected_start(chain)
    base = engine.replay(previous) if previous else oracle.table.game
    last: list[str] = []
    for text in saved.actions[len(previous.actions) if previous else 0 :]:
        last = oracle.step(base.text_to_action(text))
        expected += last
        base = oracle.table.game
    said = _queued_since(program, start)
    if said and said[0].startswith("Speech: "):
        said = said[1:]
    said = _unfocused([line for line in said if line != PACE_KEY])  # the screen's, not the game's
    expected = _unfocused(expected)
    common = min(len(said), len(expected))
    assert said[:common] == expected[:common], f"{label}: narration and save disagree"
    # Every action is saved before it is said: nothing heard can be missing from the save ...
    assert len(said) <= len(expected), f"{label}: said but not saved: {said[len(expected) :]}"
    # ... and once it saved actions, only the last one's lines (the turn prompt ends the last)
    # may be unsaid. (Killed while starting up, it may not have said anything yet.)
    if last:
        assert len(said) >= len(expected) - len(last), (
            f"{label}: more than the last saved action went unsaid: {expected[len(said) :]}"
        )
    rest = expected[len(said) :]
    chain.saved = saved
    chain.kills.append(
        f"{label}: {len(saved.actions)} actions saved, {len(rest)} lines not yet said {rest}"
    )
    copy = chain.home / "check.json"
    copy.write_bytes(chain.autosave.read_bytes())
    assert load_save(copy)[2] is None


def _one_life(chain: Chain, index: int) -> None:
    rng = chain.rng
    label = f"{chain.game} kill {index + 1}"
    resuming = chain.saved is not None
    start = len(SpeechLog(chain.home / "speech.log").lines())
    with PtyProgram(chain.home, chain.args()) as program:
        early = index > 0 and rng.random() < 0.2
        if early:  # a kill while starting up or loading
            time.sleep(rng.uniform(0.0, 1.0))
        else:
            oracle, _ = _expected_start(chain)
            loaded = "Saved game loaded." if resuming else "Speech: "
            program.speech.wait_for(loaded, 20, count=program.speech.count(loaded) + 1)
            wait_until(lambda: program.modes() == (False, False), 10, "raw mode")
            if resuming:
                _check_resumed(chain, program, oracle)
            _move_once(chain, program)
            for _ in range(rng.randint(1, 8)):
                if rng.random() < 0.75:
                    time.sleep(rng.uniform(0.03, 0.1))  # the last keys' actions are done
                    program.send(*keys_to_move(chain.autosave, rng))
                else:
                    program.send(*[rng.choice(BURST_KEYS) for _ in range(rng.randint(1, 12))])
            time.sleep(rng.choice((0.002, 0.01, 0.03, 0.1, 0.3)) * rng.random())
        program.signal(signal.SIGKILL)
        assert program.wait(10) == -signal.SIGKILL
    _check_after_kill(chain, program, start, label)


def _saved_actions(chain: Chain) -> int:
    """How many actions the autosave holds now (-1: none yet, or not readable)."""
    try:
        return len(record_of(chain.autosave).actions)
    except (OSError, ValueError):
        return -1


def _move_once(chain: Chain, program: PtyProgram) -> None:
    """One move, waited for until it is saved: each life moves the game on however slow the
    machine (the random keys after it may all come before the kill on a busy one)."""
    before = _saved_actions(chain)
    for _ in range(3):  # a key may land on a screen that takes it as no move
        keys = keys_to_move(chain.autosave, chain.rng)
        start = len(program.speech.lines())
        program.send(*keys)
        try:
            wait_until(lambda: _saved_actions(chain) > before, 30, "a move saved")
        except AssertionError:
            said = program.speech.lines()[start:]
            warnings.warn(f"{chain.game}: {keys} moved nothing; said {said}", stacklevel=1)
            continue
        chain.moved += 1
        return
    raise AssertionError(f"{chain.game}: three keys to move, no move saved")


@pytest.mark.parametrize(("game", "seed"), [("fearless", 31), ("fox", 17)])
def test_sigkill_then_resume_loses_nothing(tmp_path: Path, game: str, seed: int) -> None:
    write_settings(tmp_path, pace="key")
    chain = Chain(tmp_path, game, seed, random.Random(f"{game}-{seed}"))
    for index in range(KILLS_PER_CHAIN):
        _one_life(chain, index)
    assert chain.moved >= KILLS_PER_CHAIN // 2, chain.kills  # most lives were not killed early
    assert chain.saved is not None and len(chain.saved.actions) >= chain.moved, chain.kills
    # The last kill may have cut a write short; the next start removes what it left.
    with PtyProgram(chain.home, ["--resume"]) as program:
        loaded = "Saved game loaded."
        program.speech.wait_for(loaded, 20, count=program.speech.count(loaded) + 1)
        slot = chain.autosave.stem
        writing = f".{slot}.json.{program.pid}."  # a write of the running program, in progress
        leftovers = sorted(
            p.name for p in chain.autosave.parent.iterdir() if not p.name.startswith(writing)
        )
        expected = {f"{slot}.json", f"{slot}.lock"}  # the save and its lock, nothing else
        assert set(leftovers) - expected == set(), leftovers
