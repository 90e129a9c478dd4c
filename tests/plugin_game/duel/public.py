"""Duel at a real table: :class:`PublicDuel`, the public-information table of the companion
(see :mod:`engine.public`).

Hands and the cards aside are unknown. Entries: each card played (``3C``), and ``seat N`` when
the table played out of turn. Trick winners, the lighting of the Embers, round scores and the
end come from :mod:`.rules`, as in the dealt game; the events are the dealt game's public forms
plus the notes of :mod:`engine.public`: a card not following the led suit (:class:`NotFollowed`)
and a later card of a suit its player had shown to lack (:class:`Revoke`; leading an Ember
before they are lit shows a hand of Embers only).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import ConfigError, NotationError
from engine.events import Event
from engine.game import Result
from engine.public import NotFollowed, PublicTable, Revoke
from engine.reasons import Illegal, Refusal

from . import rules
from .cards import (
    CARD_COUNT,
    CROWNS,
    EMBERS,
    FERNS,
    HAND_SIZE,
    card_to_text,
    parse_cards,
    suit_of,
    text_to_card,
)
from .events import CardPlayed, EmbersLit, GameOver, RoundScored, RoundStarted, TrickWon
from .observation import DuelObservation

__all__ = ["SEAT_BASE", "PublicDuel"]

SEAT_BASE = CARD_COUNT
"""``SEAT_BASE + seat``: the entry naming the seat that plays the next card."""


class PublicDuel(PublicTable[DuelObservation]):
    """Duel with hands unknown. ``options``: ``target`` (default 4) and ``first_dealer``
    (default 0)."""

    name = "duel"
    min_players = 2
    max_players = 2

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        if players != 2:
            raise ConfigError(f"Duel is for 2 players, not {players!r}")
        super().__init__(players, options)
        target = options.get("target", rules.DEFAULT_TARGET)
        if isinstance(target, bool) or not isinstance(target, int) or target < 1:
            raise ConfigError(f"target must be an integer >= 1, not {target!r}")
        dealer = options.get("first_dealer", 0)
        if isinstance(dealer, bool) or dealer not in (0, 1):
            raise ConfigError(f"first_dealer must be 0 or 1, not {dealer!r}")
        self.options = {"target": target, "first_dealer": dealer}
        self.target: int = target
        self.rounds: list[tuple[int, int]] = []
        self.dealer: int = dealer
        self._new_round()

    def _new_round(self) -> None:
        self.leader = self.to_move = self.dealer ^ 1
        self.named: int | None = None
        self.lead: tuple[int, int] | None = None
        self.seen: set[int] = set()
        """Cards played this round."""
        self.tricks: list[tuple[int, int, int, int]] = []
        self.voids: list[set[int]] = [set(), set()]
        self.lit = False

    @property
    def round(self) -> int:
        """The current round, from 0."""
        return len(self.rounds) - self.is_over

    # --- turn ---------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return len(self.tricks) == HAND_SIZE

    @property
    def current_player(self) -> int | None:
        if self.is_over:
            return None
        return self.named if self.named is not None else self.to_move

    def seat_action(self, seat: int) -> int:
        return SEAT_BASE + seat

    def unseen(self) -> list[int]:
        return [c for c in range(CARD_COUNT) if c not in self.seen]

    def legal_actions(self) -> list[int]:
        if self.is_over:
            return []
        seats = [SEAT_BASE + s for s in (0, 1) if self.lead is None or self.lead[0] != s]
        return [*self.unseen(), *seats]

    def _why_illegal(self, action: int) -> Illegal | None:
        if type(action) is not int or not 0 <= action < SEAT_BASE + 2:
            return Illegal(Refusal.UNKNOWN_ACTION)
        if action >= SEAT_BASE:
            if self.lead is not None and self.lead[0] == action - SEAT_BASE:
                return Illegal(Refusal.ALREADY_IN_TRICK)
            return None
        return Illegal(Refusal.ALREADY_PLAYED) if action in self.seen else None

    # --- playing ------------------------------------------------------------------------

    def _apply(self, action: int, events: list[Event] | None) -> None:
        out: list[Event] = [] if events is None else events
        if action >= SEAT_BASE:
            self.named = action - SEAT_BASE
            return
        seat = self.current_player
        assert seat is not None
        self.named = None
        self.seen.add(action)
        suit = suit_of(action)
        out.append(CardPlayed(seat, action, self.lead is None))
        if suit in self.voids[seat]:
            out.append(Revoke(seat, suit, action))
            self.voids[seat].discard(suit)  # said once
        if suit == EMBERS and not self.lit:
            out.append(EmbersLit(seat))
        if self.lead is None:
            if suit == EMBERS and not self.lit:
                self.voids[seat] |= {CROWNS, FERNS}  # only Embers may be led unlit
            self.lit = self.lit or suit == EMBERS
            self.lead = (seat, action)
            self.leader, self.to_move = seat, seat ^ 1
            return
        self.lit = self.lit or suit == EMBERS
        led = suit_of(self.lead[1])
        if suit != led and led not in self.voids[seat]:
            self.voids[seat].add(led)
            out.append(NotFollowed(seat, led))
        self._resolve(seat, action, out)

    def _resolve(self, follower: int, follow: int, out: list[Event]) -> None:
        assert self.lead is not None
        leader, lead = self.lead
        role, reason = rules.trick_winner(lead, follow)
        winner = leader if role == rules.LEADER else follower
        out.append(TrickWon(winner, len(self.tricks), self.lead, (follower, follow), reason))
        self.tricks.append((leader, lead, follow, winner))
        self.lead = None
        self.leader = self.to_move = winner
        if len(self.tricks) == HAND_SIZE:
            self._end_round(out)

    def _end_round(self, out: list[Event]) -> None:
        first = sum(1 for t in self.tricks if t[3] == 0)
        won = (first, HAND_SIZE - first)
        self.rounds.append(won)
        totals = self.totals()
        out.append(RoundScored(len(self.rounds) - 1, won, totals))
        if rules.is_game_end(totals, self.target):
            out.append(GameOver(totals, rules.winners(totals)))
            return
        self.dealer ^= 1
        self._new_round()
        out.append(RoundStarted(self.round, self.dealer, self.leader))

    def start_events(self) -> list[Event]:
        """The first round's start (no hand is known)."""
        return [RoundStarted(0, self.options["first_dealer"], self.options["first_dealer"] ^ 1)]

    # --- reads --------------------------------------------------------------------------

    def totals(self) -> tuple[int, int]:
        return (sum(r[0] for r in self.rounds), sum(r[1] for r in self.rounds))

    @property
    def tricks_won(self) -> tuple[int, int]:
        """This round's tricks by seat."""
        first = sum(1 for t in self.tricks if t[3] == 0)
        return (first, len(self.tricks) - first)

    def result(self) -> Result | None:
        if not self.is_over:
            return None
        totals = self.totals()
        return Result(totals, rules.winners(totals))

    def observation(self, seat: int) -> DuelObservation:
        """The public table (``hand`` empty)."""
        over = self.is_over
        played = len(self.tricks) + int(self.lead is not None and self.lead[0] != seat)
        return DuelObservation(
            seat=seat,
            round=self.round,
            dealer=self.dealer,
            hand=(),
            opponent_hand_size=HAND_SIZE - played,
            current_player=self.current_player,
            leader=self.leader,
            trick=self.lead,
            legal_actions=(),
            lit=self.lit,
            tricks_won=self.tricks_won,
            totals=self.totals(),
            target=self.target,
            completed_tricks=tuple(self.tricks),
            round_history=tuple(self.rounds),
            is_over=over,
            winners=rules.winners(self.totals()) if over else (),
        )

    # --- texts --------------------------------------------------------------------------

    def action_to_text(self, action: int) -> str:
        """``3C``, ``seat 1``."""
        if action >= SEAT_BASE:
            return f"seat {action - SEAT_BASE}"
        return card_to_text(action)

    def text_to_action(self, text: str) -> int:
        """Inverse of :meth:`action_to_text` (any case and spacing)."""
        if not isinstance(text, str):
            raise NotationError(f"not a Duel entry: {text!r}")
        words = text.lower().split()
        if len(words) == 2 and words[0] == "seat" and words[1] in ("0", "1"):
            return SEAT_BASE + int(words[1])
        return text_to_card("".join(words))

    @classmethod
    def card_to_text(cls, card: int) -> str:
        return card_to_text(card)

    @classmethod
    def parse_deck(cls, texts: Any) -> tuple[int, ...]:
        return parse_cards(texts)
