"""The Fox at a real table: :class:`PublicFox`, the public-information table of the companion
(see :mod:`engine.public`).

Hands and the draw deck are unknown. Entries, in order: ``decree 11K`` (the dealer turns up the
decree card at each round start), each card played (``7B``), after a Fox with cards left in hand
``swap 2B`` (the card put face up; the old decree card goes to that hand) or ``keep``, and
``seat N`` when the table played out of turn. A Woodcutter's draw and return stay secret: nothing
is asked. Trick winners, the Swan's lead, Treasure points, round scores and the end come from
:mod:`engine.fox.rules`, as in the dealt game; the events are the dealt game's public forms, plus
the notes of :mod:`engine.public`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import ConfigError
from engine.events import Event
from engine.fox import rules
from engine.fox.cards import (
    CARD_COUNT,
    FOX,
    HAND_SIZE,
    KEEP,
    MONARCH,
    SWAN,
    SWAP,
    WOODCUTTER,
    card_to_text,
    parse_cards,
    rank_of,
    suit_of,
    text_to_card,
)
from engine.fox.events import (
    CardDrawn,
    CardPlayed,
    CardReturned,
    DecreeExchanged,
    DecreeKept,
    GameOver,
    RoundScored,
    RoundStarted,
    TreasureScored,
    TrickWon,
)
from engine.fox.observation import FoxObservation, Phase, RoundSummary
from engine.game import Result
from engine.public import MonarchBroken, NotFollowed, PublicTable, Revoke
from engine.reasons import Illegal, Refusal

__all__ = ["DECREE_BASE", "SEAT_BASE", "PublicFox"]

DECREE_BASE = 100
"""``DECREE_BASE + card``: the decree card turned up at a round's start."""
SEAT_BASE = DECREE_BASE + CARD_COUNT
"""``SEAT_BASE + seat``: the entry naming the seat that plays the next card."""


class PublicFox(PublicTable[FoxObservation]):
    """The Fox with hands unknown. ``options``: ``target`` (default 21) and ``first_dealer``
    (default 0)."""

    name = "fox"
    min_players = 2
    max_players = 2

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        if players != 2:
            raise ConfigError(f"the Fox is for 2 players, not {players!r}")
        super().__init__(players, options)
        target = options.get("target", rules.DEFAULT_TARGET)
        if isinstance(target, bool) or not isinstance(target, int) or target < 1:
            raise ConfigError(f"target must be an integer >= 1, not {target!r}")
        dealer = options.get("first_dealer", 0)
        if isinstance(dealer, bool) or dealer not in (0, 1):
            raise ConfigError(f"first_dealer must be 0 or 1, not {dealer!r}")
        self.options = {"target": target, "first_dealer": dealer}
        self.target: int = target
        self.dealer: int = dealer ^ 1
        self.round = -1
        self.points = [0, 0]
        self.history_rounds: list[RoundSummary] = []
        self.winners: tuple[int, ...] = ()
        self.tiebreak = False
        self._start_round()

    def _start_round(self) -> None:
        self.round += 1
        self.dealer ^= 1
        self.leader = self.dealer ^ 1
        self.phase = Phase.DECREE
        self.to_move: int = self.dealer
        self.decree = -1
        self.seen: set[int] = set()
        """Cards played this round."""
        self.lead: tuple[int, int] | None = None
        self.follow: tuple[int, int] | None = None
        self.trick_no = 0
        self.tricks_won = [0, 0]
        self.treasure = [0, 0]
        self.played = [0, 0]
        self.completed: list[tuple[int, int, int, int]] = []
        self.exchanges: list[tuple[int, int, int]] = []
        self.exchange_tricks: list[int] = []
        self.known: list[set[int]] = [set(), set()]
        """Cards known to be in each hand (old decree cards taken with a Fox)."""
        self.voids: list[set[int]] = [set(), set()]
        self.monarch_bounds: list[dict[int, int]] = [{}, {}]
        """Per seat and suit: the card it answered a led Monarch with, as its highest."""
        self.named: int | None = None

    # --- turn ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.PLAY and self.named is not None:
            return self.named
        return self.to_move

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def trump(self) -> int | None:
        """The trump suit, ``None`` before the decree card is entered."""
        return None if self.decree < 0 else suit_of(self.decree)

    def seat_action(self, seat: int) -> int:
        return SEAT_BASE + seat

    def _out_of_play(self) -> set[int]:
        """Cards that no hand can play now: played, face up, or known in a hand."""
        gone = self.seen | self.known[0] | self.known[1]
        if self.decree >= 0:
            gone.add(self.decree)
        return gone

    def unseen(self) -> list[int]:
        """Cards that may still be entered: neither played this round nor face up (a card
        known in a hand is listed too: its holder may play it)."""
        gone = set(self.seen)
        if self.decree >= 0:
            gone.add(self.decree)
        return [c for c in range(CARD_COUNT) if c not in gone]

    def legal_actions(self) -> list[int]:
        phase = self.phase
        if phase is Phase.OVER:
            return []
        free = [c for c in range(CARD_COUNT) if c not in self._out_of_play()]
        if phase is Phase.DECREE:
            return [DECREE_BASE + c for c in free]
        if phase is Phase.FOX_EXCHANGE:
            return [KEEP, *(SWAP + c for c in free)]
        seat = self.current_player
        assert seat is not None
        cards = sorted({*free, *self.known[seat]})
        seats = [SEAT_BASE + s for s in (0, 1) if self.lead is None or self.lead[0] != s]
        return [*cards, *seats]

    def _why_card(self, card: int, seat: int) -> Illegal | None:
        if card in self.seen:
            return Illegal(Refusal.ALREADY_PLAYED)
        if card == self.decree:
            return Illegal(Refusal.IS_DECREE)
        if card in self.known[seat ^ 1]:
            return Illegal(Refusal.HELD_ELSEWHERE)
        return None

    def _why_illegal(self, action: int) -> Illegal | None:
        if isinstance(action, bool) or not isinstance(action, int):
            return Illegal(Refusal.UNKNOWN_ACTION)
        seat = self.current_player
        assert seat is not None
        phase = self.phase
        if SEAT_BASE <= action < SEAT_BASE + 2:
            if phase is not Phase.PLAY:
                return Illegal(Refusal.WRONG_PHASE)
            if self.lead is not None and self.lead[0] == action - SEAT_BASE:
                return Illegal(Refusal.ALREADY_IN_TRICK)
            return None
        if DECREE_BASE <= action < DECREE_BASE + CARD_COUNT:
            if phase is not Phase.DECREE:
                return Illegal(Refusal.WRONG_PHASE)
            return None
        if phase is Phase.DECREE:
            return Illegal(Refusal.WRONG_PHASE)
        if action == KEEP or SWAP <= action < SWAP + CARD_COUNT:
            if phase is not Phase.FOX_EXCHANGE:
                return Illegal(Refusal.WRONG_PHASE)
            return None if action == KEEP else self._why_card(action - SWAP, seat)
        if not 0 <= action < CARD_COUNT:
            return Illegal(Refusal.UNKNOWN_ACTION)
        if phase is not Phase.PLAY:
            return Illegal(Refusal.WRONG_PHASE)
        return self._why_card(action, seat)

    # --- playing ------------------------------------------------------------------------

    def _apply(self, action: int, events: list[Event] | None) -> None:
        out: list[Event] = [] if events is None else events
        if action >= SEAT_BASE:
            self.named = action - SEAT_BASE
        elif action >= DECREE_BASE:
            self.decree = action - DECREE_BASE
            self.phase = Phase.PLAY
            self.to_move = self.leader
            out.append(RoundStarted(self.round, self.dealer, self.leader, self.decree))
        elif action == KEEP or action >= SWAP:
            self._exchange(action, out)
        else:
            self._play(action, out)

    def _notes(self, seat: int, card: int, out: list[Event]) -> None:
        """Revokes proven by ``seat`` showing ``card`` (played, or put face up by a Fox)."""
        if card in self.known[seat]:
            self.known[seat].discard(card)
            return
        suit = suit_of(card)
        if suit in self.voids[seat]:
            out.append(Revoke(seat, suit, card))
        bound = self.monarch_bounds[seat].get(suit)
        if bound is not None and rank_of(card) > rank_of(bound):
            out.append(MonarchBroken(seat, card, bound))
            del self.monarch_bounds[seat][suit]

    def _play(self, card: int, out: list[Event]) -> None:
        seat = self.current_player
        assert seat is not None
        self.named = None
        self.seen.add(card)
        self.played[seat] += 1
        is_lead = self.lead is None
        out.append(CardPlayed(seat, card, is_lead))
        self._notes(seat, card, out)
        if self.lead is None:
            self.lead = (seat, card)
            self.leader = seat
        else:
            self.follow = (seat, card)
            lead = self.lead[1]
            suit = suit_of(lead)
            if suit_of(card) != suit:
                if suit not in self.voids[seat]:
                    self.voids[seat].add(suit)
                    out.append(NotFollowed(seat, suit))
            elif rank_of(lead) == MONARCH and rank_of(card) != SWAN:
                self.monarch_bounds[seat][suit] = card
        rank = rank_of(card)
        left = HAND_SIZE - self.played[seat]
        if rank == FOX and left > 0:
            self.phase = Phase.FOX_EXCHANGE
            self.to_move = seat
            return
        if rank == WOODCUTTER:
            out.append(CardDrawn(seat, None))
            out.append(CardReturned(seat, None))
            self.voids[seat].clear()  # the drawn card may be of any suit
            self.monarch_bounds[seat].clear()
        self._next(seat, out)

    def _exchange(self, action: int, out: list[Event]) -> None:
        seat = self.to_move
        if action == KEEP:
            out.append(DecreeKept(seat))
        else:
            card = action - SWAP
            self._notes(seat, card, out)
            old = self.decree
            self.decree = card
            self.known[seat].add(old)
            self.exchanges.append((seat, old, card))
            self.exchange_tricks.append(self.trick_no)
            out.append(DecreeExchanged(seat, old, card))
        self.phase = Phase.PLAY
        self._next(seat, out)

    def _next(self, seat: int, out: list[Event]) -> None:
        """After a card and its power: the other seat's turn, or the trick's end."""
        if self.follow is None:
            self.to_move = seat ^ 1
        else:
            self._resolve(out)

    def _resolve(self, out: list[Event]) -> None:
        assert self.lead is not None and self.follow is not None
        (leader, lead), (follower, follow) = self.lead, self.follow
        trump = suit_of(self.decree)
        role, reason = rules.trick_winner(lead, follow, trump)
        winner = leader if role == rules.LEADER else follower
        loser_card = follow if winner == leader else lead
        trick_no = self.trick_no
        nxt = leader if rules.next_leader(role, loser_card, trick_no) == rules.LEADER else follower
        swan = nxt != winner
        self.tricks_won[winner] += 1
        self.completed.append((leader, lead, follow, winner))
        out.append(
            TrickWon(winner, trick_no, self.lead, self.follow, trump, reason, nxt, swan),
        )
        points = rules.treasure_points(lead, follow)
        if points:
            self.treasure[winner] += points
            self.points[winner] += points
            out.append(TreasureScored(winner, points, self.treasure[winner]))
        self.lead = self.follow = None
        self.trick_no += 1
        self.leader = self.to_move = nxt
        if self.trick_no == rules.TRICKS_PER_ROUND:
            self._end_round(out)

    def _end_round(self, out: list[Event]) -> None:
        tricks = (self.tricks_won[0], self.tricks_won[1])
        table = (rules.round_points(tricks[0]), rules.round_points(tricks[1]))
        treasure = (self.treasure[0], self.treasure[1])
        points = (table[0] + treasure[0], table[1] + treasure[1])
        self.points[0] += table[0]
        self.points[1] += table[1]
        final = (self.points[0], self.points[1])
        labels = (str(rules.round_label(tricks[0])), str(rules.round_label(tricks[1])))
        self.history_rounds.append(
            RoundSummary(self.round, self.dealer, tricks, table, treasure, points, final, labels)
        )
        out.append(RoundScored(self.round, tricks, table, treasure, points, final, labels))
        if rules.is_game_end(final, self.target):
            self.winners, self.tiebreak = rules.match_winners(final, points)
            self.phase = Phase.OVER
            out.append(GameOver(final, self.winners, self.tiebreak))
            return
        self._start_round()

    def start_events(self) -> list[Event]:
        """Nothing: a round starts when its decree card is entered."""
        return []

    # --- reads --------------------------------------------------------------------------

    def totals(self) -> tuple[int, ...]:
        return (self.points[0], self.points[1])

    def result(self) -> Result | None:
        if self.phase is not Phase.OVER:
            return None
        return Result(self.totals(), self.winners)

    def observation(self, seat: int) -> FoxObservation:
        """The public table (``hand`` empty, ``decree`` -1 before it is entered)."""
        over = self.phase is Phase.OVER
        trick = self.lead
        return FoxObservation(
            seat=seat,
            round=self.round,
            dealer=self.dealer,
            hand=(),
            opponent_hand_size=HAND_SIZE - self.played[seat ^ 1],
            decree=self.decree,
            trump=-1 if self.decree < 0 else suit_of(self.decree),
            phase=self.phase,
            current_player=self.current_player,
            leader=self.leader,
            trick=trick,
            follow=self.follow,
            legal_actions=(),
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            round_treasure=(self.treasure[0], self.treasure[1]),
            totals=self.totals(),  # type: ignore[arg-type]
            target=self.target,
            deck_size=6,
            completed_tricks=tuple(self.completed),
            exchanges=tuple(self.exchanges),
            exchange_tricks=tuple(self.exchange_tricks),
            my_drawn=(),
            my_buried=(),
            round_history=tuple(self.history_rounds),
            is_over=over,
            winners=self.winners if over else (),
        )

    # --- texts --------------------------------------------------------------------------

    def action_to_text(self, action: int) -> str:
        """``7B``, ``decree 11K``, ``swap 2B``, ``keep``, ``seat 1``."""
        if action >= SEAT_BASE:
            return f"seat {action - SEAT_BASE}"
        if action >= DECREE_BASE:
            return "decree " + card_to_text(action - DECREE_BASE)
        if action == KEEP:
            return "keep"
        if action >= SWAP:
            return "swap " + card_to_text(action - SWAP)
        return card_to_text(action)

    def text_to_action(self, text: str) -> int:
        """Inverse of :meth:`action_to_text` (any case and spacing)."""
        words = text.lower().split()
        if words == ["keep"]:
            return KEEP
        if len(words) == 2:
            head, rest = words
            if head == "seat" and rest in ("0", "1"):
                return SEAT_BASE + int(rest)
            if head == "decree":
                return DECREE_BASE + text_to_card(rest)
            if head == "swap":
                return SWAP + text_to_card(rest)
        return text_to_card("".join(words))

    @classmethod
    def card_to_text(cls, card: int) -> str:
        return card_to_text(card)

    @classmethod
    def parse_deck(cls, texts: Any) -> tuple[int, ...]:
        return parse_cards(texts)
