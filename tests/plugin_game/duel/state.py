"""The :class:`Duel` game state: two players, rounds of six tricks until a target score.

The state keeps only what cannot be worked out from the rest: the hands (bitmasks), the cards
aside, the card led to the current trick, this round's tricks and every finished round's trick
counts. The round, the dealer, the leader, whose turn it is, whether the Embers are lit and the
totals follow from them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from engine.errors import ConfigError, NotationError, PositionError
from engine.events import Event
from engine.fields import StateFields
from engine.game import Game, Horizon, Result
from engine.reasons import Illegal, Refusal
from engine.rng import stream

from . import position as duel_position
from . import rules
from .cards import (
    ALL_CARDS,
    CARD_COUNT,
    EMBERS,
    HAND_SIZE,
    card_to_text,
    cards_of,
    mask_of,
    parse_cards,
    suit_of,
    text_to_card,
)
from .events import (
    CardPlayed,
    EmbersLit,
    GameOver,
    HandDealt,
    RoundScored,
    RoundStarted,
    TrickWon,
)
from .observation import DuelObservation

__all__ = ["Duel"]

_OPTIONS = ("target", "first_dealer")


class Duel(Game[DuelObservation]):
    """Duel (see :mod:`.rules`). Options: ``target`` (int >= 1, default 4) and
    ``first_dealer`` (0 or 1, default drawn from the seed's ``setup`` stream); both are written
    back into :attr:`options`.

    Each round ``deck = _next_deck(range(15), "deal")``: ``deck[0:6]`` to the non-dealer,
    ``deck[6:12]`` to the dealer, ``deck[12:15]`` aside.
    """

    name = "duel"
    min_players = 2
    max_players = 2

    FIELDS = StateFields(
        settings=("_target", "_first_dealer"),
        values=("_lead", "_tricks", "_aside", "_rounds"),
        lists=("_hands",),
    )
    __slots__ = FIELDS.slots

    def __init__(
        self,
        players: int,
        seed: int,
        options: Mapping[str, Any],
        deals: Sequence[Sequence[int]] = (),
    ) -> None:
        if players != 2:
            raise ConfigError(f"Duel is for 2 players, not {players}")
        super().__init__(players, seed, options, deals)
        unknown = sorted(set(options) - set(_OPTIONS))
        if unknown:
            raise ConfigError(f"unknown Duel options {unknown}; known: {list(_OPTIONS)}")
        target = options.get("target")
        if target is None:
            target = rules.DEFAULT_TARGET
        if isinstance(target, bool) or not isinstance(target, int) or target < 1:
            raise ConfigError(f"target must be an integer >= 1, not {target!r}")
        dealer = options.get("first_dealer")
        if dealer is None:
            dealer = stream(seed, "setup").randrange(2)
        if isinstance(dealer, bool) or dealer not in (0, 1):
            raise ConfigError(f"first_dealer must be 0 or 1, not {dealer!r}")
        self.options = {"target": target, "first_dealer": dealer}
        self._target: int = target
        self._first_dealer: int = dealer
        self._rounds: tuple[tuple[int, int], ...] = ()
        self._hands = [0, 0]
        self._deal()

    def _deal(self) -> None:
        """Deal the next round (``_rounds`` holds the finished ones)."""
        self._lead = -1
        self._tricks: tuple[tuple[int, int, int, int], ...] = ()
        deck = self._next_deck(ALL_CARDS, "deal", len(self._rounds))
        hands, aside = rules.deal_layout(deck, self.dealer)
        self._hands = [mask_of(hands[0]), mask_of(hands[1])]
        self._aside: tuple[int, ...] = tuple(sorted(aside))

    def _round_start_events(self, hands: Sequence[Sequence[int]]) -> list[Event]:
        dealer = self.dealer
        return [
            RoundStarted(self.round, dealer, dealer ^ 1),
            HandDealt(0, tuple(sorted(hands[0]))),
            HandDealt(1, tuple(sorted(hands[1]))),
        ]

    def start_events(self) -> list[Event]:
        """The first deal's :class:`RoundStarted` and each seat's :class:`HandDealt` (a game
        built from a position: its round, the hands as they are now)."""
        if self._start is not None:
            return self._round_start_events([self.hand(0), self.hand(1)])
        hands, _ = rules.deal_layout(self.deals[0], self._first_dealer)
        return self._round_start_events(hands)

    # --- what follows from the fields --------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return len(self._tricks) == HAND_SIZE

    @property
    def round(self) -> int:
        """The current round, from 0."""
        return len(self._rounds) - self.is_over

    @property
    def dealer(self) -> int:
        """The dealer of this round (dealers alternate)."""
        return self._first_dealer ^ (self.round & 1)

    @property
    def leader(self) -> int:
        """The leader of the current trick: the last trick's winner, else the non-dealer."""
        return self._tricks[-1][3] if self._tricks else self.dealer ^ 1

    @property
    def lead(self) -> int | None:
        """The card led to the current trick, ``None`` before the lead."""
        return None if self._lead < 0 else self._lead

    @property
    def lit(self) -> bool:
        """An Ember has been played this round."""
        played = [c for t in self._tricks for c in t[1:3]]
        if self._lead >= 0:
            played.append(self._lead)
        return any(suit_of(c) == EMBERS for c in played)

    @property
    def tricks_won(self) -> tuple[int, int]:
        """This round's tricks by seat."""
        first = sum(1 for t in self._tricks if t[3] == 0)
        return (first, len(self._tricks) - first)

    @property
    def totals(self) -> tuple[int, int]:
        """Each seat's points from the finished rounds."""
        return (sum(r[0] for r in self._rounds), sum(r[1] for r in self._rounds))

    @property
    def completed_tricks(self) -> tuple[tuple[int, int, int, int], ...]:
        """This round's tricks as (leader, lead card, follow card, winner)."""
        return self._tricks

    @property
    def aside(self) -> tuple[int, ...]:
        """The cards aside this round (nobody sees them)."""
        return self._aside

    def hand(self, seat: int) -> tuple[int, ...]:
        """The hand of ``seat``, ascending."""
        return cards_of(self._hands[seat])

    # --- the contract ------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.is_over:
            return None
        leader = self.leader
        return leader if self._lead < 0 else leader ^ 1

    def legal_actions(self) -> list[int]:
        seat = self.current_player
        if seat is None:
            return []
        return list(rules.legal_plays(self.hand(seat), self.lead, self.lit))

    def _why_illegal(self, action: int) -> Illegal | None:
        if type(action) is not int or not 0 <= action < CARD_COUNT:
            return Illegal(Refusal.UNKNOWN_ACTION)
        seat = self.current_player
        assert seat is not None
        hand = self.hand(seat)
        if action not in hand:
            return Illegal(Refusal.NOT_IN_HAND)
        if self._lead >= 0:
            suit = suit_of(self._lead)
            if suit_of(action) != suit and any(suit_of(c) == suit for c in hand):
                return Illegal(Refusal.MUST_FOLLOW, suit)
            return None
        if suit_of(action) == EMBERS and not rules.may_lead_embers(hand, self.lit):
            return Illegal(rules.EMBERS_UNLIT, EMBERS)
        return None

    def _apply(self, action: int, events: list[Event] | None) -> None:
        seat = self.current_player
        assert seat is not None
        lighting = suit_of(action) == EMBERS and not self.lit
        self._hands[seat] &= ~(1 << action)
        is_lead = self._lead < 0
        if events is not None:
            events.append(CardPlayed(seat, action, is_lead))
            if lighting:
                events.append(EmbersLit(seat))
        if is_lead:
            self._lead = action
        else:
            self._resolve(action, events)

    def _resolve(self, follow: int, events: list[Event] | None) -> None:
        leader, lead = self.leader, self._lead
        role, reason = rules.trick_winner(lead, follow)
        winner = leader if role == rules.LEADER else leader ^ 1
        trick_no = len(self._tricks)
        self._tricks += ((leader, lead, follow, winner),)
        self._lead = -1
        if events is not None:
            events.append(TrickWon(winner, trick_no, (leader, lead), (leader ^ 1, follow), reason))
        if len(self._tricks) == HAND_SIZE:
            self._end_round(events)

    def _end_round(self, events: list[Event] | None) -> None:
        won = self.tricks_won
        self._rounds += (won,)
        totals = self.totals
        if events is not None:
            events.append(RoundScored(len(self._rounds) - 1, won, totals))
        if self._horizon == "round" or rules.is_game_end(totals, self._target):
            if events is not None:
                events.append(GameOver(totals, rules.winners(totals)))
            return  # the round's tricks stay: the game is over
        self._deal()
        if events is not None:
            events.extend(self._round_start_events([self.hand(0), self.hand(1)]))

    def result(self) -> Result | None:
        if not self.is_over:
            return None
        totals = self.totals
        return Result(totals, rules.winners(totals))

    def observation(self, seat: int) -> DuelObservation:
        if seat not in (0, 1):
            raise ConfigError(f"no seat {seat!r} in a Duel game")
        over = self.is_over
        current = self.current_player
        totals = self.totals
        return DuelObservation(
            seat=seat,
            round=self.round,
            dealer=self.dealer,
            hand=self.hand(seat),
            opponent_hand_size=self._hands[seat ^ 1].bit_count(),
            current_player=current,
            leader=self.leader,
            trick=None if self._lead < 0 else (self.leader, self._lead),
            legal_actions=tuple(self.legal_actions()) if current == seat else (),
            lit=self.lit,
            tricks_won=self.tricks_won,
            totals=totals,
            target=self._target,
            completed_tricks=self._tricks,
            round_history=self._rounds,
            is_over=over,
            winners=rules.winners(totals) if over else (),
        )

    def rearrange(self, seat: int, hand: Sequence[int], aside: Sequence[int]) -> None:
        """Give ``seat`` the cards ``hand`` and put ``aside`` aside: the same cards as before
        between them, as many in each (a world of a search, where those cards are hidden).
        Raises :class:`PositionError` otherwise."""
        mask, aside_mask = mask_of(hand), mask_of(aside)
        old = self._hands[seat]
        if (
            mask & aside_mask
            or mask.bit_count() != len(hand)
            or len(hand) != old.bit_count()
            or aside_mask.bit_count() != len(aside)
            or len(aside) != len(self._aside)
            or mask | aside_mask != old | mask_of(self._aside)
        ):
            raise PositionError("a rearrangement moves the same cards between hand and aside")
        self._hands[seat] = mask
        self._aside = tuple(sorted(aside))

    # --- positions ---------------------------------------------------------------------------

    def position(self) -> dict[str, Any]:
        """The game as a position (see :mod:`.position` for the keys)."""
        text = card_to_text
        data: dict[str, Any] = {
            "game": self.name,
            "seed": self.seed,
            "target": self._target,
            "dealer": self.dealer,
            "past_rounds": [list(r) for r in self._rounds],
            "hands": [[text(c) for c in self.hand(s)] for s in (0, 1)],
            "aside": [text(c) for c in self._aside],
            "trick": [] if self._lead < 0 else [text(self._lead)],
            "tricks": [[ld, text(a), text(b), w] for ld, a, b, w in self._tricks],
        }
        data.update(self._position_common())
        return data

    @classmethod
    def _from_position(
        cls,
        position: Mapping[str, Any],
        horizon: Horizon,
        deals: Sequence[Sequence[int]] | None,
    ) -> Self:
        setup = duel_position.read(position, horizon)
        options = {"target": setup.target, "first_dealer": setup.first_dealer}
        game = cls(2, setup.seed, options, [])
        game.deals.clear()
        game._load(setup)
        game._from_start(position, horizon, deals)
        return game

    def _load(self, setup: duel_position.DuelSetup) -> None:
        """Set the state to a checked position (the seed and options are set)."""
        self._hands = [mask_of(setup.hands[0]), mask_of(setup.hands[1])]
        self._aside = setup.aside
        self._lead = setup.lead
        self._tricks = setup.tricks
        self._rounds = setup.rounds

    # --- texts -------------------------------------------------------------------------------

    def action_to_text(self, action: int) -> str:
        return card_to_text(action)

    def text_to_action(self, text: str) -> int:
        if not isinstance(text, str):
            raise NotationError(f"not a Duel action: {text!r}")
        return text_to_card(text)

    @classmethod
    def card_to_text(cls, card: int) -> str:
        return card_to_text(card)

    @classmethod
    def parse_deck(cls, texts: Sequence[str]) -> tuple[int, ...]:
        return parse_cards(texts)
