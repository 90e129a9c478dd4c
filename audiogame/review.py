"""A finished game, looked back at: its rounds and tricks, rebuilt from its record.

The engine replays a record exactly (``engine.replay``); :func:`review_of` replays it once,
action by action, and keeps what each action produced, grouped the way a player walks a game
back: rounds, and in each round its tricks (who led, who played what in order, the powers
used on the way, who won and the rule that decided it) and its result. It holds no sentence:
a front end narrates its events with the game's own narration::

    review = review_of(record)
    for round_ in review.rounds:
        for trick in round_.tricks:
            trick.plays  # ((seat, card), ...) in order
            trick.winner, trick.reason  # the engine's TrickWon: its seat and its WinReason
    view = review.view(seat=0, every_hand=False)  # what seat 0 may be shown
    view.hands(trick)  # {0: (its cards at the lead)}: never another seat's hidden cards

Events are grouped by their class names, which every game shares (``RoundStarted``,
``CardPlayed``, ``TrickWon``, ``RoundScored``, ``GameOver``); no game is named here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from engine.events import Event, redact

__all__ = [
    "Review",
    "ReviewRound",
    "ReviewTrick",
    "SeatView",
    "game_over",
    "review_of",
    "review_of_seat",
]

_ROUND_START = "RoundStarted"
_PLAYED = "CardPlayed"
_WON = "TrickWon"
_ROUND_END = "RoundScored"
_GAME_END = "GameOver"


def _kind(event: Event) -> str:
    return type(event).__name__


def game_over(events: Iterable[Event]) -> Event | None:
    """The game's ``GameOver`` event among ``events``, if there is one."""
    return next((e for e in events if _kind(e) == _GAME_END), None)


@dataclass(frozen=True)
class ReviewTrick:
    """One trick, as the engine played it."""

    round: int
    """The round it belongs to (from 0)."""
    number: int
    """Its number in the round (from 0)."""
    events: tuple[Event, ...]
    """Every event from its lead to the next trick's (the powers used on the way, the trick's
    result and what follows from it: a ghost moved, Treasure scored), unredacted."""
    hands: tuple[tuple[int, ...], ...]
    """Each seat's hand just before the lead (card ids as the game's observations give them)."""

    @property
    def plays(self) -> tuple[tuple[int, int], ...]:
        """``(seat, card)`` of each card played, in order; the first is the lead."""
        return tuple((e.seat, e.card) for e in self.events if _kind(e) == _PLAYED)  # type: ignore[attr-defined]

    @property
    def leader(self) -> int:
        """The seat that led."""
        return self.plays[0][0]

    @property
    def won(self) -> Event | None:
        """The engine's ``TrickWon`` event (``None`` for a trick the game left unfinished)."""
        return next((e for e in self.events if _kind(e) == _WON), None)

    @property
    def winner(self) -> int | None:
        """The seat that took it."""
        won = self.won
        return None if won is None else int(won.seat)  # type: ignore[attr-defined]

    @property
    def reason(self) -> str | None:
        """Why it went there: the ``WinReason`` code the engine gave."""
        won = self.won
        return None if won is None else str(won.reason)  # type: ignore[attr-defined]

    @property
    def powers(self) -> tuple[Event, ...]:
        """The events between the plays that are neither a card played nor the result: the
        Fox's exchange, the Woodcutter's draw and return, a led colour fixed..."""
        won = self.won
        end = self.events.index(won) if won is not None else len(self.events)
        return tuple(e for e in self.events[:end] if _kind(e) != _PLAYED)


@dataclass(frozen=True)
class ReviewRound:
    """One round: how it started, its tricks, how it ended."""

    number: int
    """From 0."""
    start: tuple[Event, ...]
    """``RoundStarted`` and the hands dealt, unredacted."""
    tricks: tuple[ReviewTrick, ...]
    end: tuple[Event, ...] = ()
    """``RoundScored`` (and ``GameOver`` after the last round); empty if the game stopped
    within the round."""

    @property
    def scored(self) -> Event | None:
        """The engine's ``RoundScored`` event, if the round was finished."""
        return next((e for e in self.end if _kind(e) == _ROUND_END), None)


@dataclass(frozen=True)
class Review:
    """A game's rounds and tricks (see the module docstring)."""

    game: str
    players: int
    rounds: tuple[ReviewRound, ...]
    over: bool
    result: tuple[Event, ...] = field(default=())
    """``GameOver``, when the game ended."""

    def view(self, seat: int | None, *, every_hand: bool) -> SeatView:
        """What ``seat`` may be shown: its own hand only, or every hand (``every_hand``: a
        local game against computers, once it is over)."""
        return SeatView(self, seat, every_hand)

    @property
    def tricks(self) -> tuple[ReviewTrick, ...]:
        """Every trick of the game, in order."""
        return tuple(t for r in self.rounds for t in r.tricks)


@dataclass(frozen=True)
class SeatView:
    """A review as one seat may see it: events redacted for it, hands filtered."""

    review: Review
    seat: int | None
    every_hand: bool

    def events(self, events: Sequence[Event]) -> list[Event]:
        """``events`` as this seat may know them (every hand shown: as they were)."""
        if self.every_hand:
            return list(events)
        return [redact(e, self.seat) for e in events]

    def hands(self, trick: ReviewTrick) -> Mapping[int, tuple[int, ...]]:
        """The hands this seat may be shown at ``trick``'s lead, by seat."""
        seats = range(self.review.players)
        return {s: trick.hands[s] for s in seats if self.every_hand or s == self.seat}


def review_of(record: engine.GameRecord) -> Review:
    """Replay ``record`` once and group what it produced (raises ``engine.RecordError`` for a
    record that does not replay)."""
    game = engine.replay(record, upto=0)

    def steps() -> Iterator[tuple[tuple[tuple[int, ...], ...], list[Event]]]:
        for text in record.actions:
            action = game.text_to_action(text)
            before = _hands(game)
            yield before, list(game.apply(action))

    rounds, result = _grouped(game.start_events(), steps())
    return Review(game.name, game.players, rounds, game.is_over, result)


def review_of_seat(
    game: str,
    players: int,
    seat: int,
    start: Sequence[Event],
    steps: Sequence[tuple[Sequence[int], Sequence[Event]]],
) -> Review:
    """A review made of what one seat was told (an online seat, whose program has no record):
    the deal's events, then for each action the seat's hand before it and the events it
    received, already redacted for it. Other seats' hands are empty: there is nothing else to
    show of them."""

    def hands(mine: Sequence[int]) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(mine) if s == seat else () for s in range(players))

    rounds, result = _grouped(start, ((hands(h), list(e)) for h, e in steps))
    over = game_over(result) is not None
    return Review(game, players, rounds, over, result)


def _grouped(
    start_events: Iterable[Event],
    steps: Iterable[tuple[tuple[tuple[int, ...], ...], list[Event]]],
) -> tuple[tuple[ReviewRound, ...], tuple[Event, ...]]:
    """The rounds and the game's result of a game's events: its deal's, then each action's
    with the hands just before it."""
    rounds: list[ReviewRound] = []
    start: list[Event] = list(start_events)
    tricks: list[ReviewTrick] = []
    trick: list[Event] = []
    hands: tuple[tuple[int, ...], ...] = ()
    round_no = 0
    result: tuple[Event, ...] = ()

    def close_trick() -> None:
        if trick:
            tricks.append(ReviewTrick(round_no, len(tricks), tuple(trick), hands))
            trick.clear()

    def close_round(end: tuple[Event, ...]) -> None:
        close_trick()
        rounds.append(ReviewRound(round_no, tuple(start), tuple(tricks), end))
        start.clear()
        tricks.clear()

    for before, events in steps:
        for index, event in enumerate(events):
            kind = _kind(event)
            if kind == _PLAYED and _is_lead(event, trick):
                close_trick()
                hands = before
            if kind == _ROUND_END:
                end = tuple(e for e in events[index:] if _kind(e) in (_ROUND_END, _GAME_END))
                close_round(end)
                round_no += 1
                rest = events[index + 1 :]
                start.extend(e for e in rest if _kind(e) not in (_ROUND_END, _GAME_END))
                result = tuple(e for e in rest if _kind(e) == _GAME_END)
                break
            if kind == _GAME_END:
                result = (event,)
                continue
            trick.append(event)
    if trick or tricks:
        close_round(())
    return tuple(rounds), result


def _is_lead(event: Event, trick: Sequence[Event]) -> bool:
    """True when ``event`` (a card played) starts a new trick: the current one is empty or
    already won."""
    return not trick or any(_kind(e) == _WON for e in trick)


def _hands(game: Any) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(game.observation(s).hand) for s in range(game.players))
