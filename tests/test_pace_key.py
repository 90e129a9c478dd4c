"""The pace "wait for Enter": each Enter pressed while opponents are to play lets one of them
play, however soon it comes (while the one before thinks, or two in one read), and none is
kept once the player is to act. Driven in-process on a pipe, an opponent's thinking held."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest
from online_helpers import until
from prompt_toolkit.input import create_pipe_input
from suite import patient
from ui_driver import KEYS, make_app, play_legally

import engine
from audiogame.session import GameSession
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker
from audiogame.ui.app import GameChoice

SEED = 3
"""Fearless for four: seat 2 leads, so two computers (2 and 3) play before the player (0)."""


class HeldThinking:
    """Every computer's choice waits for :meth:`release`; :attr:`started` counts the choices
    begun."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.gate = threading.Event()
        self.started = 0
        real = GameSession.computer_move

        def held(session: GameSession, seat: int) -> int:
            self.started += 1
            if not self.gate.wait(patient(30)):  # a hang detector: the test lets it go
                raise AssertionError("a computer's choice was never released")
            return real(session, seat)

        monkeypatch.setattr(GameSession, "computer_move", held)

    def release(self) -> None:
        self.gate.set()


def test_enters_pressed_while_an_opponent_thinks_each_let_one_play_and_none_outlives_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert engine.new_game("fearless", 4, SEED).current_player == 2
    thinking = HeldThinking(monkeypatch)
    speaker = RecordingSpeaker("terminal")
    keys_done = 0

    def counted(_: object) -> None:
        nonlocal keys_done
        keys_done += 1

    with create_pipe_input() as inp:
        settings = Settings(first_run_done=True, pace="key")
        app = make_app(tmp_path, inp, settings, speaker, pace=None)
        app.app.key_processor.after_key_press += counted
        choice = GameChoice("fearless", 4, "easy", False, seed=SEED)

        def actions() -> int:
            screen = app.table_screen
            return -1 if screen is None else len(screen.table.game.record().actions)

        async def press(*keys: str) -> None:
            nonlocal keys_done
            expected = keys_done + len(keys)
            inp.send_text("".join(KEYS[k] for k in keys))
            await until(lambda: keys_done >= expected)

        async def main() -> None:
            task = asyncio.ensure_future(app.run_async(pre_run=lambda: app.start(choice)))
            await until(lambda: "Press Enter for each opponent's card." in speaker.texts)
            await press("enter")  # seat 2, go on: it thinks (held)
            await until(lambda: thinking.started == 1)
            await press("enter", "enter")  # seat 3, and one more than the opponents to play
            thinking.release()
            await until(lambda: actions() == 2)
            screen = app.table_screen
            assert screen is not None
            await until(lambda: not screen.opponents_busy)
            assert screen.table.my_turn
            while actions() == 2:  # the player's card
                key = play_legally(app)
                assert key is not None
                await press(key)
            assert actions() == 3
            # Seat 1 is to play: the Enter left over from before must not let it.
            await until(lambda: screen.awaiting_enter or thinking.started > 2)
            assert (actions(), thinking.started) == (3, 2), "an old Enter played for seat 1"
            await press("enter")
            await until(lambda: actions() == 4)
            app.app.exit(result=0)
            await asyncio.wait_for(task, patient(10))

        asyncio.run(main())
