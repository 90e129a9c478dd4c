"""Fearless at a real table: :class:`PublicFearless`, the public-information table of the
companion (see :mod:`engine.public`).

Hands are unknown. Each entry is a card kind (``B+5``, ``0``) played by the seat whose turn it
is, or ``seat N`` naming who plays next when the table played out of turn. Tricks, the scare
track, fear points and the ranking come from :mod:`engine.fearless.rules`, as in the dealt game;
the events are the dealt game's (no ``HandDealt``), plus the notes of :mod:`engine.public`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.errors import ConfigError
from engine.events import Event
from engine.fearless import rules
from engine.fearless.cards import (
    KIND_COUNT,
    KIND_SUIT,
    SUIT_LETTERS,
    ZERO,
    kind_to_text,
    parse_cards,
    text_to_kind,
    text_to_suit,
)
from engine.fearless.cards import card_to_text as _card_to_text
from engine.fearless.events import (
    CardPlayed,
    GameOver,
    GhostMoved,
    LedSuitFixed,
    RoundScored,
    RoundStarted,
    TrickWon,
)
from engine.fearless.observation import FearlessObservation
from engine.game import Result
from engine.public import NotFollowed, PublicTable, Revoke
from engine.reasons import Illegal, Refusal

__all__ = ["SEAT_BASE", "PublicFearless"]

SEAT_BASE = KIND_COUNT
"""``SEAT_BASE + seat``: the entry naming the seat that plays the next card."""


class PublicFearless(PublicTable[FearlessObservation]):
    """Fearless with hands unknown. ``options``: ``first_leader`` (seat leading the first trick
    of the game, default 0) and, with 3 players, ``removed_suit`` (``"B"``, ``"O"``, ``"M"`` or
    ``"G"``)."""

    name = "fearless"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        if isinstance(players, bool) or players not in (3, 4, 5):
            raise ConfigError(f"Fearless is for 3-5 players, not {players!r}")
        super().__init__(players, options)
        leader = options.get("first_leader", 0)
        if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader < players:
            raise ConfigError(f"first_leader must be a seat 0..{players - 1}, not {leader!r}")
        removed_text = options.get("removed_suit")
        removed: int | None = None
        if players == 3:
            if not isinstance(removed_text, str):
                raise ConfigError("3-player Fearless needs removed_suit: B, O, M or G")
            removed = text_to_suit(removed_text)
        elif removed_text is not None:
            raise ConfigError("removed_suit is only for 3 players")
        self.options = {"first_leader": leader}
        if removed is not None:
            self.options["removed_suit"] = SUIT_LETTERS[removed]
        self.first_leader = leader
        self.removed_suit = removed
        self.deck: Counter[int] = Counter(rules.deck_kinds(players, removed))
        """How many copies of each kind the game's deck holds."""
        self.rounds = rules.round_count(players)
        self.hand_size = rules.hand_size(players)
        self.round = 0
        self.over = False
        self.total_points = [0] * players
        self.round_points: list[tuple[int, ...]] = []
        self._start_round()

    def _start_round(self) -> None:
        n = self.players
        self.seen: Counter[int] = Counter()
        """Kinds played this round."""
        self.ghosts: list[int | None] = [None] * n
        self.voids: list[set[int]] = [set() for _ in range(n)]
        """Suits each seat showed it has no more of, this round."""
        self.leader = rules.round_leader(self.first_leader, self.round, n)
        self.trick: list[tuple[int, int]] = []
        self.tricks_played = 0
        self.completed: list[tuple[tuple[int, int], ...]] = []
        self.named: int | None = None

    # --- turn ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat named for the next card, else the first seat clockwise from the trick's
        leader that has not played to it; ``None`` once the game is over."""
        if self.over:
            return None
        if self.named is not None:
            return self.named
        played = {s for s, _ in self.trick}
        n = self.players
        for offset in range(n):
            seat = (self.leader + offset) % n
            if seat not in played:
                return seat
        raise AssertionError("a full trick is always resolved")

    @property
    def is_over(self) -> bool:
        """True after the last round."""
        return self.over

    def seat_action(self, seat: int) -> int:
        return SEAT_BASE + seat

    def unseen(self) -> list[int]:
        """Kinds with a copy not yet played this round."""
        return sorted(k for k, count in self.deck.items() if self.seen[k] < count)

    def legal_actions(self) -> list[int]:
        """Every kind still unseen and every seat that may be named."""
        if self.over:
            return []
        played = {s for s, _ in self.trick}
        seats = [SEAT_BASE + s for s in range(self.players) if s not in played]
        return [*self.unseen(), *seats]

    def _why_illegal(self, action: int) -> Illegal | None:
        if isinstance(action, bool) or not isinstance(action, int):
            return Illegal(Refusal.UNKNOWN_ACTION)
        if SEAT_BASE <= action < SEAT_BASE + self.players:
            if any(s == action - SEAT_BASE for s, _ in self.trick):
                return Illegal(Refusal.ALREADY_IN_TRICK)
            return None
        if not 0 <= action < KIND_COUNT:
            return Illegal(Refusal.UNKNOWN_ACTION)
        suit = KIND_SUIT[action]
        if self.deck[action] == 0:
            if suit >= 0 and suit == self.removed_suit:
                return Illegal(Refusal.REMOVED_SUIT, suit=suit)
            return Illegal(Refusal.NOT_IN_DECK)
        if self.seen[action] >= self.deck[action]:
            return Illegal(Refusal.ALREADY_PLAYED)
        return None

    # --- playing ------------------------------------------------------------------------

    def _apply(self, action: int, events: list[Event] | None) -> None:
        out: list[Event] = [] if events is None else events
        if action >= SEAT_BASE:
            self.named = action - SEAT_BASE
            return
        seat = self.current_player
        assert seat is not None
        self.named = None
        kinds = [k for _, k in self.trick]
        led = rules.led_suit(kinds)
        suit = KIND_SUIT[action]
        position = len(self.trick)
        self.trick.append((seat, action))
        self.seen[action] += 1
        kinds.append(action)
        total = rules.running_totals(kinds)[-1]
        now_led = rules.led_suit(kinds)
        out.append(CardPlayed(seat, action, total, now_led, position))
        if led is None and now_led is not None:
            out.append(LedSuitFixed(seat, now_led, position > 0))
        if suit >= 0 and suit in self.voids[seat]:
            out.append(Revoke(seat, suit, action))
        if led is not None and action != ZERO and suit != led and led not in self.voids[seat]:
            self.voids[seat].add(led)
            out.append(NotFollowed(seat, led))
        if len(self.trick) == self.players:
            self._end_trick(out)

    def _end_trick(self, out: list[Event]) -> None:
        kinds = [k for _, k in self.trick]
        index, reason = rules.trick_winner(kinds)
        winner = self.trick[index][0]
        value = rules.trick_value(kinds)
        old = self.ghosts[winner]
        new = rules.move_ghost(old, value)
        self.ghosts[winner] = new
        led = rules.led_suit(kinds)
        out.append(
            TrickWon(
                winner,
                self.tricks_played,
                tuple(self.trick),
                value,
                led,
                reason,
                kinds[index],
                winner,
            )
        )
        out.append(GhostMoved(winner, old, new))
        self.completed.append(tuple(self.trick))
        self.tricks_played += 1
        self.trick = []
        self.leader = winner
        if self.tricks_played == self.hand_size:
            self._end_round(out)

    def _end_round(self, out: list[Event]) -> None:
        points = rules.round_points(self.ghosts)
        self.round_points.append(points)
        for seat, gained in enumerate(points):
            self.total_points[seat] += gained
        totals = tuple(self.total_points)
        out.append(RoundScored(self.round, tuple(self.ghosts), points, totals))
        if self.round + 1 == self.rounds:
            self.over = True
            out.append(GameOver(totals, rules.winners(totals)))
            return
        self.round += 1
        self._start_round()
        out.extend(self.start_events())

    def start_events(self) -> list[Event]:
        """``RoundStarted`` of the current round (no hands: nobody knows them)."""
        return [RoundStarted(self.round, self.rounds, self.leader)]

    # --- reads --------------------------------------------------------------------------

    def totals(self) -> tuple[int, ...]:
        return tuple(self.total_points)

    def result(self) -> Result | None:
        if not self.over:
            return None
        return Result(self.totals(), rules.winners(self.total_points))

    def observation(self, seat: int) -> FearlessObservation:
        """The public table (every seat sees the same; ``hand`` is empty, ``hand_sizes`` count
        the cards each seat still holds)."""
        n = self.players
        played = Counter(s for s, _ in self.trick)
        sizes = tuple(self.hand_size - self.tricks_played - played[s] for s in range(n))
        kinds = [k for _, k in self.trick]
        result = self.result()
        return FearlessObservation(
            seat=seat,
            players=n,
            round=self.round,
            rounds=self.rounds,
            hand=(),
            hand_sizes=sizes,
            current_player=self.current_player,
            trick_leader=self.leader,
            trick=tuple(self.trick),
            trick_total=rules.trick_value(kinds),
            led_suit=rules.led_suit(kinds),
            ghosts=tuple(self.ghosts),
            totals=self.totals(),
            round_points=tuple(self.round_points),
            tricks_played=self.tricks_played,
            completed_tricks=tuple(self.completed),
            removed_suit=self.removed_suit,
            legal_actions=(),
            is_over=self.over,
            winners=() if result is None else result.winners,
        )

    # --- texts --------------------------------------------------------------------------

    def action_to_text(self, action: int) -> str:
        """``B+5``, ``0``; ``seat 2``."""
        if action >= SEAT_BASE:
            return f"seat {action - SEAT_BASE}"
        return kind_to_text(action)

    def text_to_action(self, text: str) -> int:
        """Inverse of :meth:`action_to_text` (any case and spacing)."""
        words = text.split()
        if len(words) == 2 and words[0].lower() == "seat" and words[1].isdigit():
            seat = int(words[1])
            if seat >= self.players:
                raise ConfigError(f"no seat {seat} in a {self.players}-player game")
            return SEAT_BASE + seat
        return text_to_kind("".join(words))

    @classmethod
    def card_to_text(cls, card: int) -> str:
        return _card_to_text(card)

    @classmethod
    def parse_deck(cls, texts: Any) -> tuple[int, ...]:
        return parse_cards(texts)
