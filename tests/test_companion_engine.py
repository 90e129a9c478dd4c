"""The companion's public tables (``engine.public``): the same trick winners, track positions,
round scores and totals as the dealt games, and the checks a table without hands can make."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from engine import Event, Refusal
from engine.errors import RecordError
from engine.fearless.public import PublicFearless
from engine.fox.observation import Phase
from engine.fox.public import PublicFox
from engine.public import MonarchBroken, NotFollowed, PublicRecord, PublicTable, Revoke
from engine.registry import ENTRIES
from tools.companion_games import play_fearless, play_fox

GAMES = int(os.environ.get("COMPANION_GAMES", "40"))
"""Games per configuration: 40 in the suite, 1,000 for the full check (COMPANION_GAMES=1000)."""


def _feed(table: PublicTable[Any], entries: list[str]) -> list[Event]:
    events: list[Event] = []
    for text in entries:
        action = table.text_to_action(text)
        assert table.why_illegal(action) is None, text
        events += table.apply(action)
    return events


def _public(events: list[Event]) -> list[Event]:
    from tools.companion_games import KEPT

    return [e for e in events if type(e).__name__ in KEPT]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_fearless_tables_agree_with_dealt_games(players: int) -> None:
    for seed in range(GAMES):
        played = play_fearless(players, seed)
        table = PublicFearless(players, played.options)
        events = _feed(table, played.entries)
        assert _public(events) == played.events, seed
        assert table.result() == played.result
        assert table.is_over and table.totals() == played.result.totals  # type: ignore[union-attr]


def test_fox_tables_agree_with_dealt_games() -> None:
    for seed in range(GAMES):
        played = play_fox(seed)
        table = PublicFox(2, played.options)
        events = _feed(table, played.entries)
        assert _public(events) == played.events, seed
        assert table.result() == played.result


def test_the_registry_names_each_public_table() -> None:
    assert ENTRIES["fearless"].public_table is PublicFearless
    assert ENTRIES["fox"].public_table is PublicFox


# --- Fearless checks ----------------------------------------------------------------------------


def _refusal(table: PublicTable[Any], text: str) -> Refusal | None:
    reason = table.why_illegal(table.text_to_action(text))
    return None if reason is None else reason.code


def test_fearless_copies_are_counted() -> None:
    five = PublicFearless(5, {})
    _feed(five, ["B+1", "B+1"])
    assert _refusal(five, "B+1") is Refusal.ALREADY_PLAYED
    four = PublicFearless(4, {})
    _feed(four, ["B+1"])
    assert _refusal(four, "B+1") is Refusal.ALREADY_PLAYED
    three = PublicFearless(3, {"removed_suit": "O"})
    _feed(three, ["0", "0", "0"])
    assert _refusal(three, "0") is Refusal.ALREADY_PLAYED
    reason = three.why_illegal(three.text_to_action("O+2"))
    assert reason is not None and reason.code is Refusal.REMOVED_SUIT and reason.suit == 1
    assert len(three.history) == 3  # refusals change nothing


def test_fearless_failure_to_follow_is_noted_and_a_later_card_is_a_revoke() -> None:
    table = PublicFearless(4, {"first_leader": 0})
    events = _feed(table, ["B+5", "B-3", "G-4"])
    assert NotFollowed(2, 0) in events
    events = _feed(table, ["0"])  # trick over; Ana leads
    events = _feed(table, ["O+2", "O-2", "B+2"])
    assert Revoke(2, 0, table.text_to_action("B+2")) in events
    assert not any(isinstance(e, NotFollowed) for e in _feed(table, ["O+1"]))


def test_fearless_a_seat_named_plays_out_of_turn() -> None:
    table = PublicFearless(4, {"first_leader": 0})
    _feed(table, ["seat 2", "B+5"])
    assert table.trick == [(2, table.text_to_action("B+5"))]
    assert table.current_player == 0  # back to the first seat from the leader not yet played
    assert _refusal(table, "seat 2") is Refusal.ALREADY_IN_TRICK
    _feed(table, ["B-1", "B+6", "B-2"])
    assert table.leader == 1 and table.ghosts[1] == 8  # seat 1 took it with B+6


def test_taking_back_rebuilds_the_table() -> None:
    table = PublicFearless(4, {"first_leader": 1})
    _feed(table, ["B+5", "seat 0", "B-3"])
    back = table.without_last()
    assert back.entries == ["B+5"]  # the seat named for it went too
    assert back.current_player == 2
    assert back.without_last().entries == []


def test_records_round_trip_and_are_checked() -> None:
    table = PublicFearless(3, {"removed_suit": "M", "first_leader": 2})
    _feed(table, ["B+5", "0", "G-1"])
    record = table.public_record(["Ana", "Ben", "Chloé"])
    data = json.loads(record.to_json())
    assert data["format"] == "public-play" and data["version"] == 1
    assert data["entries"] == ["B+5", "0", "G-1"] and data["totals"] == [0, 0, 0]
    again = PublicFearless.from_record(PublicRecord.from_json(record.to_json()))
    assert again == table and again.entries == table.entries
    with pytest.raises(RecordError):
        PublicRecord.from_json(json.dumps({**data, "version": 2}))
    with pytest.raises(RecordError):
        PublicFearless.from_record(PublicRecord("fearless", 3, record.options, ("M+1",)))
    with pytest.raises(RecordError, match="not a fearless record"):
        PublicFearless.from_record(PublicRecord("fox", 2))
    with pytest.raises(NotImplementedError):
        table.record()  # a public table has no deal: only its public-play record
    assert PublicFearless.from_position(table.position()) == table


# --- the Fox checks -----------------------------------------------------------------------------


def test_fox_decree_first_then_plays() -> None:
    table = PublicFox(2, {"first_dealer": 0})
    assert table.phase is Phase.DECREE and table.current_player == 0
    assert _refusal(table, "7B") is Refusal.WRONG_PHASE
    _feed(table, ["decree 11K"])
    assert table.current_player == 1 and table.trump == 1
    assert _refusal(table, "11K") is Refusal.IS_DECREE
    assert _refusal(table, "decree 2B") is Refusal.WRONG_PHASE


def test_fox_exchange_changes_trump_and_the_old_decree_is_known() -> None:
    table = PublicFox(2, {"first_dealer": 0})
    _feed(table, ["decree 11K", "7B", "3B"])
    assert table.phase is Phase.FOX_EXCHANGE and table.current_player == 0
    assert _refusal(table, "swap 7B") is Refusal.ALREADY_PLAYED
    events = _feed(table, ["swap 2B"])
    assert table.trump == 0 and table.decree == table.text_to_action("2B")
    assert any(type(e).__name__ == "TrickWon" for e in events)
    # 11K is in seat 0's hand now: seat 1 cannot play it; seat 0 may, without a note.
    _feed(table, ["seat 1"]) if table.current_player != 1 else None
    assert _refusal(table, "11K") is Refusal.HELD_ELSEWHERE


def test_fox_revokes_woodcutter_and_monarch() -> None:
    table = PublicFox(2, {"first_dealer": 0})
    events = _feed(table, ["decree 1M", "4B", "6K"])  # seat 0 does not follow Bells
    assert NotFollowed(0, 0) in events
    leader = table.current_player
    assert leader == 1
    events = _feed(table, ["10K", "2B"])
    assert Revoke(0, 0, table.text_to_action("2B")) in events
    # A Woodcutter's draw may bring any suit: no revoke after it.
    table = PublicFox(2, {"first_dealer": 0})
    _feed(table, ["decree 1M", "4B", "6K", "10K", "5K"])  # seat 0's Woodcutter draws
    assert table.voids[0] == set()
    assert not any(isinstance(e, Revoke) for e in _feed(table, ["3M", "keep", "2B"]))
    # The Monarch: answered with 4 of the suit as the highest, then a higher one appears.
    table = PublicFox(2, {"first_dealer": 0})
    _feed(table, ["decree 1M", "11B", "4B"])
    events = _feed(table, ["seat 0", "9B"]) if table.current_player != 0 else _feed(table, ["9B"])
    assert MonarchBroken(0, table.text_to_action("9B"), table.text_to_action("4B")) in events


def test_fox_a_fox_as_last_card_asks_nothing() -> None:
    played = play_fox(3)
    table = PublicFox(2, played.options)
    _feed(table, played.entries)
    # Somewhere a 3 was a last card, or not: either way the entries replay with no pending choice.
    assert table.is_over


def test_fox_options_are_checked() -> None:
    with pytest.raises(ValueError):
        PublicFox(3, {})
    with pytest.raises(ValueError):
        PublicFox(2, {"target": 0})
    with pytest.raises(ValueError):
        PublicFearless(3, {})  # the removed colour is needed
    with pytest.raises(ValueError):
        PublicFearless(4, {"removed_suit": "B"})
