"""The game session without a screen: seats, checked actions, listeners, saving inside the hold,
computer players driven off the caller's thread, undo, the end."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor

import pytest

import engine
from audiogame.session import GameSession, Seat, SeatKind
from engine import Event


class Ear:
    """A listener that writes down what it hears, and when the session saves."""

    def __init__(self, journal: list[str]) -> None:
        self.journal = journal

    def before_action(self, seat: int, action: int) -> None:
        self.journal.append(f"before {seat}")

    def on_events(self, events: Sequence[Event]) -> None:
        self.journal.append(f"events {len(events)}")

    def on_rewind(self) -> None:
        self.journal.append("rewind")


def _session(journal: list[str], **options: object) -> GameSession:
    @contextlib.contextmanager
    def hold() -> Iterator[None]:
        journal.append("hold")
        yield
        journal.append("release")

    session = GameSession.new(
        "fox",
        level="easy",
        seed=11,
        saver=lambda s: journal.append("save"),
        hold=hold,
        **options,  # type: ignore[arg-type]
    )
    session.listen(Ear(journal))
    return session


def test_a_person_acts_a_refusal_changes_nothing_and_the_game_is_saved_before_release() -> None:
    journal: list[str] = []
    session = _session(journal)
    session.start()
    assert journal == ["hold", "events 3", "save", "release"]
    journal.clear()
    while session.pending_computer() is not None:
        seat = session.pending_computer()
        assert seat is not None
        session.play_computer(seat, session.computer_move(seat))
    assert session.current_seat == 0 and session.waiting_for() == session.seats[0]
    history = list(session.game.history)
    illegal = next(a for a in range(200) if session.why_illegal(0, a) is not None)
    assert session.act(0, illegal) is not None
    assert session.act(1, session.game.legal_actions()[0]) is not None  # not its turn
    assert list(session.game.history) == history
    journal.clear()
    assert session.act(0, session.game.legal_actions()[0]) is None
    assert journal[:4] == ["before 0", "hold", journal[2], "save"] and journal[-1] == "release"


def test_computer_players_are_driven_off_the_thread_until_a_person_is_to_act() -> None:
    journal: list[str] = []
    session = _session(journal)
    session.start()
    paces: list[int] = []

    async def pace() -> None:
        paces.append(1)

    async def run() -> None:
        with ThreadPoolExecutor(1) as pool:
            while not session.game.is_over:
                await session.drive(pace, pool)
                if session.current_seat == 0:
                    session.act(0, session.game.legal_actions()[0])

    asyncio.run(run())
    result = session.game.result()
    assert result is not None and len(paces) > 50
    assert engine.replay(session.game.record()) == session.game


def test_the_end_is_told_once_and_nothing_is_saved_after_it() -> None:
    journal: list[str] = []
    ends: list[engine.Result] = []
    session = GameSession.new(
        "fearless",
        players=3,
        local=None,
        level="easy",
        seed=2,
        saver=lambda s: journal.append("save"),
        on_over=lambda s, result: ends.append(result),
    )
    session.start()
    session.run_computers()
    assert session.game.is_over and len(ends) == 1
    saves = journal.count("save")
    session.save()
    assert journal.count("save") == saves


def test_undo_takes_back_the_players_last_card_and_equals_its_own_replay() -> None:
    journal: list[str] = []
    session = _session(journal, practice=True)
    session.start()
    session.run_computers()
    assert session.undo(0) is None  # nothing played yet
    for _ in range(3):
        session.act(0, session.game.legal_actions()[0])
        session.run_computers()
    played = session.last_play(0)
    assert played is not None
    index, action = played
    journal.clear()
    assert session.undo(0) == action
    assert "rewind" in journal and "save" in journal
    assert len(session.game.history) == index
    assert engine.replay(session.game.record()) == session.game


def test_every_seat_needs_someone() -> None:
    game = engine.new_game("fox", 2, 1)
    with pytest.raises(ValueError, match="no one sits"):
        GameSession(game, {0: Seat(SeatKind.LOCAL)})
    with pytest.raises(ValueError, match="no computer player"):
        GameSession(game, {0: Seat(SeatKind.LOCAL), 1: Seat(SeatKind.COMPUTER)})


def test_the_session_owns_its_seats() -> None:
    """One seat model (issue 25): the seats are read only from outside; a person or a computer
    is seated through the session's own methods."""
    from audiogame.session import Seat, SeatKind

    session = GameSession.new("fox", local=0, level="easy", seed=3)
    with pytest.raises(TypeError):
        session.seats[1] = Seat(SeatKind.REMOTE)  # type: ignore[index]
    session.sit(1, Seat(SeatKind.REMOTE, name="Ada"))
    assert session.seats[1].kind is SeatKind.REMOTE and session.seats[1].name == "Ada"
    session.sit_computer(1, "medium")
    assert session.seats[1].kind is SeatKind.COMPUTER and session.seats[1].bot is not None
    with pytest.raises(ValueError):
        session.sit(2, Seat(SeatKind.REMOTE))
