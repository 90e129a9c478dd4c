"""Fearless positions: the JSON-able form of a game in progress, read and checked.

Cards are kind texts (``G-4``, ``B+5``, ``0``), seats numbers. Keys (optional ones in brackets)::

    game           "fearless"
    players        3, 4 or 5
    [seed]         int, default 0: the deck order of the rounds to come
    first_leader   the seat that led the first round (round r is led by first_leader + r)
    [removed_suit] with 3 players: the suit left out of the deck (B, O, M or G)
    [round]        int, default 0: rounds finished before this one
    [past_rounds]  the fear points of the last finished rounds (all of them, or fewer when the
                   history does not matter), one list of a number per seat each
    [start_totals] the fear points before the first round listed, by seat (default zeros)
    [totals]       the fear points so far, by seat (checked when given)
    hands          the cards each seat holds, by seat
    [tricks]       this round's completed tricks, each the cards in play order
    [trick]        the current trick's cards in play order
    [ghosts]       each seat's ghost: null on the ruin, else its space (checked when given)
    [deals_ahead]  preset deck orders of the next rounds (lists of card texts)
    [horizon]      "round": the game ends with this round (search worlds)

Who played which card follows from the rules: the round's first trick is led by its leader, each
trick by the previous one's winner, clockwise. Reading a position replays the round from the hands
it started with (the current hands plus the cards played), so a card played against the rules is
refused like an illegal action.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.errors import PositionError
from engine.fearless import rules
from engine.fearless.cards import SUIT_LETTERS, text_to_kind, text_to_suit

__all__ = ["KEYS", "FearlessSetup", "read"]

KEYS = frozenset(
    {
        "game",
        "players",
        "seed",
        "first_leader",
        "removed_suit",
        "round",
        "past_rounds",
        "start_totals",
        "totals",
        "hands",
        "tricks",
        "trick",
        "ghosts",
        "deals_ahead",
        "horizon",
    }
)
"""Every key a Fearless position may hold."""


@dataclass(frozen=True)
class FearlessSetup:
    """A Fearless position read into kinds, before the state replays its round."""

    players: int
    seed: int
    first_leader: int
    removed_suit: str | None
    round: int
    past_rounds: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    plays: tuple[int, ...]
    """Every card of this round in play order (completed tricks, then the current one)."""
    start_hands: tuple[tuple[int, ...], ...]
    """What each seat held when the round was dealt."""
    start_totals: tuple[int, ...]
    ghosts: tuple[int | None, ...] | None
    totals: tuple[int, ...] | None


def _int(data: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise PositionError(f"{key} must be an integer >= 0, not {value!r}")
    return value


def _kinds(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise PositionError(f"{what} must be a list of card texts")
    kinds: list[int] = []
    for text in value:
        try:
            kinds.append(text_to_kind(text))
        except ValueError:
            raise PositionError(f"{what}: no Fearless card {text!r}") from None
    return tuple(kinds)


def _seats(value: object, what: str, players: int) -> list[Any]:
    if not isinstance(value, list) or len(value) != players:
        raise PositionError(f"{what} must hold one entry per seat ({players})")
    return value


def read(data: Mapping[str, Any]) -> FearlessSetup:
    """Check the shape of a Fearless position and find who played each card of the round;
    raises :class:`PositionError`. (The state then replays the round to check the plays.)"""
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise PositionError(f"unknown position keys {unknown}")
    players = data.get("players")
    if isinstance(players, bool) or players not in (3, 4, 5):
        raise PositionError(f"Fearless is for 3-5 players, not {players!r}")
    assert isinstance(players, int)
    seed = _int(data, "seed", 0)
    first_leader = _int(data, "first_leader")
    if first_leader >= players:
        raise PositionError(f"first_leader must be a seat 0..{players - 1}")
    removed = data.get("removed_suit")
    if players == 3:
        try:
            removed = SUIT_LETTERS[text_to_suit(removed)]  # type: ignore[arg-type]
        except ValueError:
            raise PositionError(
                f"removed_suit must be one of B, O, M, G, not {removed!r}"
            ) from None
    elif removed is not None:
        raise PositionError("removed_suit is only for 3 players")
    round_no = _int(data, "round", 0)
    rounds = rules.round_count(players)
    if round_no >= rounds:
        raise PositionError(f"a {players}-player game has rounds 0..{rounds - 1}")
    past: list[tuple[int, ...]] = []
    for index, points in enumerate(data.get("past_rounds", [])):
        row = _seats(points, f"past round {index}", players)
        if not all(isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in row):
            raise PositionError(f"past round {index}: fear points are integers >= 0")
        past.append(tuple(row))
    hands = tuple(
        _kinds(h, f"hand of seat {s}")
        for s, h in enumerate(_seats(data.get("hands"), "hands", players))
    )
    tricks = data.get("tricks", [])
    if not isinstance(tricks, list):
        raise PositionError("tricks must be a list of tricks (lists of card texts)")
    size = rules.hand_size(players)
    if len(tricks) > size:
        raise PositionError(f"a round has {size} tricks, not {len(tricks)}")
    played: list[tuple[int, ...]] = []
    for index, trick in enumerate(tricks):
        kinds = _kinds(trick, f"trick {index}")
        if len(kinds) != players:
            raise PositionError(f"trick {index} must hold {players} cards, not {len(kinds)}")
        played.append(kinds)
    current = _kinds(data.get("trick", []), "trick")
    if len(current) >= players or (current and len(played) == size):
        raise PositionError(f"the current trick holds fewer than {players} cards")
    leader = rules.round_leader(first_leader, round_no, players)
    start: list[list[int]] = [list(h) for h in hands]
    for trick in [*played, current]:
        for offset, kind in enumerate(trick):
            start[(leader + offset) % players].append(kind)
        if len(trick) == players:
            leader = rules.next_leader(leader, rules.trick_winner(trick)[0], players)
    for seat, cards in enumerate(start):
        if len(cards) != size:
            played_now = len(cards) - len(hands[seat])
            raise PositionError(
                f"seat {seat} holds {len(hands[seat])} cards and played {played_now} this round: "
                f"a hand is dealt {size}"
            )
    ghosts: tuple[int | None, ...] | None = None
    if "ghosts" in data:
        row = _seats(data["ghosts"], "ghosts", players)
        if not all(g is None or (isinstance(g, int) and not isinstance(g, bool)) for g in row):
            raise PositionError("a ghost is null (on the ruin) or an integer space")
        ghosts = tuple(row)
    totals: tuple[int, ...] | None = None
    if "totals" in data:
        row = _seats(data["totals"], "totals", players)
        if not all(isinstance(t, int) and not isinstance(t, bool) for t in row):
            raise PositionError("totals are integers")
        totals = tuple(row)
    start_row = _seats(data.get("start_totals", [0] * players), "start_totals", players)
    if not all(isinstance(t, int) and not isinstance(t, bool) and t >= 0 for t in start_row):
        raise PositionError("start_totals are integers >= 0")
    return FearlessSetup(
        players=players,
        seed=seed,
        first_leader=first_leader,
        removed_suit=removed,
        round=round_no,
        past_rounds=tuple(past),
        hands=hands,
        plays=tuple(k for trick in [*played, current] for k in trick),
        start_hands=tuple(tuple(sorted(c)) for c in start),
        start_totals=tuple(start_row),
        ghosts=ghosts,
        totals=totals,
    )
