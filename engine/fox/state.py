"""The :class:`Fox` game state: two players, rounds of 13 tricks until a target score.

Hands are 33-bit masks; the trick winner, legal answers and Treasure come from the tables of
:mod:`engine.fox.rules`. ``step()`` builds no event objects.

Sub-decisions: after a 3 (its player still holding a card) the same player keeps or exchanges the
decree card; after a 5 the player draws the top card of the draw deck at once and then returns a
hand card to its bottom. When the 3 was the player's last card there is no decision and no
exchange; when the 5 was, the drawn card goes straight back to the bottom of the deck without a
decision (the events still report the draw and the return to that player). Either ability
resolves before the other player plays, or before the trick is decided.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from engine.errors import ConfigError, PositionError
from engine.events import Event
from engine.fields import StateFields
from engine.fox import position as fox_position
from engine.fox import rules
from engine.fox.cards import (
    ACTION_COUNT,
    ALL_CARDS,
    BIT,
    FOX,
    HAND_SIZE,
    KEEP,
    MONARCH,
    RETURN,
    SWAN,
    SWAP,
    WOODCUTTER,
    action_to_text,
    card_to_text,
    parse_cards,
    text_to_action,
)
from engine.fox.events import (
    CardDrawn,
    CardPlayed,
    CardReturned,
    DecreeExchanged,
    DecreeKept,
    GameOver,
    HandDealt,
    RoundScored,
    RoundStarted,
    TreasureScored,
    TrickWon,
)
from engine.fox.observation import FoxObservation, Phase, RoundSummary
from engine.fox.rules import (
    CARD_RANK,
    CARD_SUIT,
    DEFAULT_TARGET,
    MONARCH_CARDS,
    SEVENS,
    SUIT_CARDS,
    WINNER_REASON,
    WINNER_ROLE,
)
from engine.game import Game, Horizon, Result
from engine.reasons import Illegal, Refusal
from engine.rng import stream

__all__ = ["DEFAULT_TARGET", "Fox"]

# Short local names of the one phase encoding, :class:`Phase` (compared with ``is``).
_PLAY, _FOX, _WOOD, _OVER = Phase.PLAY, Phase.FOX_EXCHANGE, Phase.WOODCUTTER_RETURN, Phase.OVER
_PHASE_OF_ACTION: tuple[Phase, ...] = tuple(
    _PLAY if a < SWAP else _FOX if a <= KEEP else _WOOD for a in range(ACTION_COUNT)
)
_LAST_TRICK = HAND_SIZE - 1
_M = 0x7FF
_S0, _S1, _S2 = SUIT_CARDS
_OPTIONS = ("target", "first_dealer")


def _mask(cards: Sequence[int]) -> int:
    mask = 0
    for c in cards:
        mask |= BIT[c]
    return mask


def _hand_cards(mask: int) -> tuple[int, ...]:
    return _S0[mask & _M] + _S1[mask >> 11 & _M] + _S2[mask >> 22]


class Fox(Game[FoxObservation]):
    """*The Fox in the Forest*. Options: ``target`` (int >= 1, default 21), ``first_dealer``
    (0 or 1, default drawn from the seed's ``setup`` stream); both are written back into
    :attr:`options`.

    Each round ``deck = _next_deck(range(33), "deal")``: ``deck[0:13]`` to the non-dealer,
    ``deck[13:26]`` to the dealer, ``deck[26]`` the decree card, ``deck[27:33]`` the draw deck
    (``deck[27]`` on top). The non-dealer leads the first trick; the dealer alternates.
    """

    name = "fox"
    min_players = 2
    max_players = 2

    FIELDS = StateFields(
        settings=("_target", "_first_dealer"),
        values=(
            "_dealer",
            "_round",
            "_rounds",
            "_last_round_points",
            "_winners",
            "_tiebreak",
            "_decree",
            "_deck",
            "_leader",
            "_to_move",
            "_phase",
            "_lead",
            "_follow",
            "_trick_no",
            "_tricks",
            "_exchanges",
            "_exchange_tricks",
            "_drawn",
            "_buried",
        ),
        lists=("_hands", "_totals", "_tricks_won", "_treasure"),
        caches=(
            "_last_round_points",
            "_winners",
            "_tiebreak",
            "_to_move",
            "_trick_no",
            "_tricks_won",
            "_treasure",
        ),
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
            raise ConfigError(f"the Fox is for 2 players, not {players}")
        super().__init__(players, seed, options, deals)
        unknown = sorted(set(options) - set(_OPTIONS))
        if unknown:
            raise ConfigError(f"unknown Fox options {unknown}; known: {list(_OPTIONS)}")
        target = options.get("target")
        if target is None:
            target = DEFAULT_TARGET
        if not isinstance(target, int) or isinstance(target, bool) or target < 1:
            raise ConfigError(f"target must be an integer >= 1, not {target!r}")
        dealer = options.get("first_dealer")
        if dealer is None:
            dealer = stream(seed, "setup").randrange(2)
        if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in (0, 1):
            raise ConfigError(f"first_dealer must be 0 or 1, not {dealer!r}")
        self.options = {"target": target, "first_dealer": dealer}
        self._target: int = target
        self._first_dealer: int = dealer
        self._dealer: int = dealer
        self._round = -1
        self._totals = [0, 0]
        self._rounds: tuple[RoundSummary, ...] = ()
        self._last_round_points = (0, 0)
        self._winners: tuple[int, ...] = ()
        self._tiebreak = False
        self._hands = [0, 0]
        self._deal()

    # --- dealing ------------------------------------------------------------------------------

    def _deal(self) -> None:
        """Start the next round (the dealer is already set)."""
        deck = self._next_deck(ALL_CARDS, "deal", self._round + 1)
        dealer = self._dealer
        leader = dealer ^ 1
        self._hands[leader] = _mask(deck[0:HAND_SIZE])
        self._hands[dealer] = _mask(deck[HAND_SIZE : 2 * HAND_SIZE])
        self._decree: int = deck[2 * HAND_SIZE]
        self._deck: tuple[int, ...] = tuple(deck[2 * HAND_SIZE + 1 :])
        self._round += 1
        self._leader: int = leader
        self._to_move: int = leader
        self._phase: Phase = _PLAY
        self._lead = -1
        self._follow = -1
        self._trick_no = 0
        self._tricks_won = [0, 0]
        self._treasure = [0, 0]
        self._tricks: tuple[tuple[int, int, int, int], ...] = ()
        self._exchanges: tuple[tuple[int, int, int], ...] = ()
        self._exchange_tricks: tuple[int, ...] = ()
        self._drawn: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        self._buried: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())

    def _round_start_events(self) -> list[Event]:
        return [
            RoundStarted(self._round, self._dealer, self._leader, self._decree),
            HandDealt(0, _hand_cards(self._hands[0])),
            HandDealt(1, _hand_cards(self._hands[1])),
        ]

    def start_events(self) -> list[Event]:
        """The events of the first deal: :class:`RoundStarted` and each seat's :class:`HandDealt`
        (the constructor deals round 0 without events). A game built from a position gives its
        current round, the hands as they are now."""
        if self._start is not None:
            return self._round_start_events()
        dealer = self._first_dealer
        hands, decree, _ = rules.deal_layout(self.deals[0], dealer)
        return [
            RoundStarted(0, dealer, dealer ^ 1, decree),
            HandDealt(0, tuple(sorted(hands[0]))),
            HandDealt(1, tuple(sorted(hands[1]))),
        ]

    # --- the contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self._phase is _OVER else self._to_move

    @property
    def is_over(self) -> bool:
        return self._phase is _OVER

    def legal_actions(self) -> list[int]:
        phase = self._phase
        hand = self._hands[self._to_move]
        if phase is _PLAY:
            lead = self._lead
            if lead >= 0:
                suit = CARD_SUIT[lead]
                held = hand >> (11 * suit) & _M
                if held:
                    if CARD_RANK[lead] == MONARCH:
                        return list(MONARCH_CARDS[suit][held])
                    return list(SUIT_CARDS[suit][held])
            return [*_S0[hand & _M], *_S1[hand >> 11 & _M], *_S2[hand >> 22]]
        if phase is _FOX:
            return [SWAP + c for c in _hand_cards(hand)] + [KEEP]
        if phase is _WOOD:
            return [RETURN + c for c in _hand_cards(hand)]
        return []

    def _why_illegal(self, action: int) -> Illegal | None:
        if type(action) is not int or not 0 <= action < ACTION_COUNT:
            return Illegal(Refusal.UNKNOWN_ACTION)
        if _PHASE_OF_ACTION[action] is not self._phase:
            return Illegal(Refusal.WRONG_PHASE)
        if action == KEEP:
            return None
        hand = self._hands[self._to_move]
        card = action if action < SWAP else action - SWAP if action < KEEP else action - RETURN
        if not hand & BIT[card]:
            return Illegal(Refusal.NOT_IN_HAND)
        lead = self._lead
        if action >= SWAP or lead < 0:
            return None
        suit = CARD_SUIT[lead]
        held = hand >> (11 * suit) & _M
        if not held:
            return None
        if CARD_RANK[lead] == MONARCH:
            allowed = MONARCH_CARDS[suit][held]
            return None if card in allowed else Illegal(Refusal.MONARCH_FORCES, suit, allowed)
        return None if CARD_SUIT[card] == suit else Illegal(Refusal.MUST_FOLLOW, suit)

    # --- playing ------------------------------------------------------------------------------

    def _apply(self, action: int, events: list[Event] | None) -> None:
        if action < SWAP:
            self._play(action, events)
        elif action < RETURN:
            self._fox(action, events)
        else:
            self._return(action - RETURN, events)

    def _play(self, card: int, events: list[Event] | None) -> None:
        seat = self._to_move
        hands = self._hands
        hand = hands[seat] ^ BIT[card]
        hands[seat] = hand
        rank = CARD_RANK[card]
        is_lead = self._lead < 0
        if is_lead:
            self._lead = card
        else:
            self._follow = card
        if events is not None:
            events.append(CardPlayed(seat, card, is_lead))
        if rank == FOX:
            if hand:
                self._phase = _FOX
                return
        elif rank == WOODCUTTER and self._woodcut(seat, hand, events):
            return
        if is_lead:
            self._to_move = seat ^ 1
        else:
            self._resolve(events)

    def _woodcut(self, seat: int, hand: int, events: list[Event] | None) -> bool:
        """Draw for a Woodcutter; True when a return decision is pending."""
        deck = self._deck
        if not deck:
            return False
        top = deck[0]
        drawn = self._drawn
        self._drawn = (drawn[0] + (top,), drawn[1]) if seat == 0 else (drawn[0], drawn[1] + (top,))
        if events is not None:
            events.append(CardDrawn(seat, top))
        if hand:
            self._hands[seat] = hand | BIT[top]
            self._deck = deck[1:]
            self._phase = _WOOD
            return True
        self._deck = (*deck[1:], top)
        self._bury(seat, top, events)
        return False

    def _bury(self, seat: int, card: int, events: list[Event] | None) -> None:
        buried = self._buried
        self._buried = (
            (buried[0] + (card,), buried[1]) if seat == 0 else (buried[0], buried[1] + (card,))
        )
        if events is not None:
            events.append(CardReturned(seat, card))

    def _fox(self, action: int, events: list[Event] | None) -> None:
        seat = self._to_move
        if action == KEEP:
            if events is not None:
                events.append(DecreeKept(seat))
        else:
            card = action - SWAP
            old = self._decree
            self._hands[seat] ^= BIT[card] | BIT[old]
            self._decree = card
            self._exchanges += ((seat, old, card),)
            self._exchange_tricks += (self._trick_no,)
            if events is not None:
                events.append(DecreeExchanged(seat, old, card))
        self._after_ability(seat, events)

    def _return(self, card: int, events: list[Event] | None) -> None:
        seat = self._to_move
        self._hands[seat] ^= BIT[card]
        self._deck += (card,)
        self._bury(seat, card, events)
        self._after_ability(seat, events)

    def _after_ability(self, seat: int, events: list[Event] | None) -> None:
        self._phase = _PLAY
        if self._follow < 0:
            self._to_move = seat ^ 1
        else:
            self._resolve(events)

    def _resolve(self, events: list[Event] | None) -> None:
        lead = self._lead
        follow = self._follow
        leader = self._leader
        index = lead * 99 + follow * 3 + CARD_SUIT[self._decree]
        winner = leader ^ WINNER_ROLE[index]
        self._tricks_won[winner] += 1
        trick_no = self._trick_no
        self._trick_no = trick_no + 1
        points = SEVENS[lead] + SEVENS[follow]
        if points:
            self._treasure[winner] += points
            self._totals[winner] += points
        loser_card = follow if winner == leader else lead
        swan = CARD_RANK[loser_card] == SWAN and trick_no < _LAST_TRICK
        nxt = winner ^ 1 if swan else winner
        self._tricks += ((leader, lead, follow, winner),)
        self._lead = -1
        self._follow = -1
        if events is not None:
            events.append(
                TrickWon(
                    winner,
                    trick_no,
                    (leader, lead),
                    (leader ^ 1, follow),
                    CARD_SUIT[self._decree],
                    WINNER_REASON[index],
                    nxt,
                    swan,
                )
            )
            if points:
                events.append(TreasureScored(winner, points, self._treasure[winner]))
        if trick_no == _LAST_TRICK:
            self._end_round(events)
        else:
            self._leader = nxt
            self._to_move = nxt

    def _end_round(self, events: list[Event] | None) -> None:
        tricks = (self._tricks_won[0], self._tricks_won[1])
        table = (rules.round_points(tricks[0]), rules.round_points(tricks[1]))
        treasure = (self._treasure[0], self._treasure[1])
        points = (table[0] + treasure[0], table[1] + treasure[1])
        totals = self._totals
        totals[0] += table[0]
        totals[1] += table[1]
        final = (totals[0], totals[1])
        labels = (str(rules.round_label(tricks[0])), str(rules.round_label(tricks[1])))
        self._rounds += (
            RoundSummary(self._round, self._dealer, tricks, table, treasure, points, final, labels),
        )
        self._last_round_points = points
        if events is not None:
            events.append(RoundScored(self._round, tricks, table, treasure, points, final, labels))
        if self._horizon == "round" or rules.is_game_end(final, self._target):
            self._winners, self._tiebreak = rules.match_winners(final, points)
            self._phase = _OVER
            if events is not None:
                events.append(GameOver(final, self._winners, self._tiebreak))
            return
        self._dealer ^= 1
        self._deal()
        if events is not None:
            events.extend(self._round_start_events())

    # --- views --------------------------------------------------------------------------------

    def result(self) -> Result | None:
        if self._phase is not _OVER:
            return None
        return Result((self._totals[0], self._totals[1]), self._winners)

    def observation(self, seat: int) -> FoxObservation:
        if seat not in (0, 1):
            raise ConfigError(f"no seat {seat!r} in a Fox game")
        phase = self._phase
        over = phase is _OVER
        lead, follow = self._lead, self._follow
        to_act = not over and seat == self._to_move
        return FoxObservation(
            seat=seat,
            round=self._round,
            dealer=self._dealer,
            hand=_hand_cards(self._hands[seat]),
            opponent_hand_size=self._hands[seat ^ 1].bit_count(),
            decree=self._decree,
            trump=CARD_SUIT[self._decree],
            phase=phase,
            current_player=None if over else self._to_move,
            leader=self._leader,
            trick=None if lead < 0 else (self._leader, lead),
            follow=None if follow < 0 else (self._leader ^ 1, follow),
            legal_actions=tuple(self.legal_actions()) if to_act else (),
            tricks_won=(self._tricks_won[0], self._tricks_won[1]),
            round_treasure=(self._treasure[0], self._treasure[1]),
            totals=(self._totals[0], self._totals[1]),
            target=self._target,
            deck_size=len(self._deck),
            completed_tricks=self._tricks,
            exchanges=self._exchanges,
            exchange_tricks=self._exchange_tricks,
            my_drawn=self._drawn[seat],
            my_buried=self._buried[seat],
            round_history=self._rounds,
            is_over=over,
            winners=self._winners,
        )

    # state accessors (the whole truth: for tests, checkers and front ends, never for bots)

    @property
    def phase(self) -> Phase:
        """The kind of decision now expected."""
        return self._phase

    @property
    def round(self) -> int:
        """The current round, from 0."""
        return self._round

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def leader(self) -> int:
        """Leader of the current trick."""
        return self._leader

    @property
    def target(self) -> int:
        return self._target

    @property
    def decree(self) -> int:
        """The face-up decree card."""
        return self._decree

    @property
    def trump(self) -> int:
        """The trump suit (suit of the decree card)."""
        return CARD_SUIT[self._decree]

    @property
    def draw_deck(self) -> tuple[int, ...]:
        """The face-down draw deck, top first."""
        return self._deck

    @property
    def trick(self) -> tuple[int, ...]:
        """Cards of the current trick in play order (lead first)."""
        return tuple(c for c in (self._lead, self._follow) if c >= 0)

    @property
    def lead(self) -> int | None:
        """The card led to the current trick, ``None`` before the lead."""
        lead = self._lead
        return None if lead < 0 else lead

    @property
    def follow(self) -> int | None:
        """The card answering the lead while its 3 or 5 resolves, else ``None``."""
        follow = self._follow
        return None if follow < 0 else follow

    @property
    def tricks_played(self) -> int:
        """Tricks completed in this round."""
        return self._trick_no

    @property
    def tricks_won(self) -> tuple[int, int]:
        return (self._tricks_won[0], self._tricks_won[1])

    @property
    def totals(self) -> tuple[int, int]:
        """Game totals, this round's Treasure points included."""
        return (self._totals[0], self._totals[1])

    @property
    def completed_tricks(self) -> tuple[tuple[int, int, int, int], ...]:
        """This round's tricks as (leader, lead card, follow card, winner)."""
        return self._tricks

    def hand(self, seat: int) -> tuple[int, ...]:
        """The hand of ``seat``, ascending."""
        return _hand_cards(self._hands[seat])

    def hand_mask(self, seat: int) -> int:
        """The hand of ``seat`` as a bitmask of card ids (bit ``c`` = card ``c``; for search)."""
        return self._hands[seat]

    def rearrange(
        self,
        seat: int,
        hand: Sequence[int],
        draw_deck: Sequence[int],
        returned: Sequence[int] | None = None,
    ) -> None:
        """Give ``seat`` the cards ``hand`` and make ``draw_deck`` (top first) the draw deck:
        the same cards as before between them, as many in the hand and in the deck (a world
        of a search, where those cards are hidden). ``returned`` (in order, as many as before,
        all in the new deck) are the cards ``seat`` drew and put back with its Woodcutters.
        Raises :class:`PositionError` otherwise."""
        old = self._hands[seat]
        mask = 0
        for c in hand:
            mask |= BIT[c]
        deck_mask = 0
        for c in draw_deck:
            deck_mask |= BIT[c]
        if (
            mask & deck_mask
            or mask.bit_count() != len(hand)
            or deck_mask.bit_count() != len(draw_deck)
            or len(hand) != old.bit_count()
            or len(draw_deck) != len(self._deck)
            or mask | deck_mask != old | _mask(self._deck)
        ):
            raise PositionError("a rearrangement moves the same cards between hand and deck")
        if returned is not None:
            back = tuple(returned)
            if len(back) != len(self._buried[seat]) or _mask(back) & ~deck_mask:
                raise PositionError("the returned cards lie in the draw deck, as many as before")
            self._drawn = (back, self._drawn[1]) if seat == 0 else (self._drawn[0], back)
            self._buried = (back, self._buried[1]) if seat == 0 else (self._buried[0], back)
        self._hands[seat] = mask
        self._deck = tuple(draw_deck)

    # --- positions ----------------------------------------------------------------------------

    def position(self) -> dict[str, Any]:
        """The game as a position (see :mod:`engine.fox.position` for the keys)."""
        text = card_to_text
        rounds = self._rounds
        if rounds:
            first = rounds[0]
            start = [first.totals[s] - first.round_points[s] for s in (0, 1)]
        else:
            start = [self._totals[s] - self._treasure[s] for s in (0, 1)]
        data: dict[str, Any] = {
            "game": self.name,
            "seed": self.seed,
            "target": self._target,
            "round": self._round,
            "dealer": self._dealer,
            "past_rounds": [
                {"tricks": list(r.tricks), "treasure": list(r.treasure_points)} for r in rounds
            ],
            "start_totals": start,
            "totals": list(self._totals),
            "hands": [[text(c) for c in _hand_cards(h)] for h in self._hands],
            "decree": text(self._decree),
            "draw_deck": [text(c) for c in self._deck],
            "leader": self._leader,
            "trick": [text(c) for c in self.trick],
            "phase": str(self._phase),
            "tricks": [[ld, text(a), text(b), w] for ld, a, b, w in self._tricks],
            "exchanges": [[s, text(a), text(b)] for s, a, b in self._exchanges],
            "exchange_tricks": list(self._exchange_tricks),
            "drawn": [[text(c) for c in d] for d in self._drawn],
            "returned": [[text(c) for c in b] for b in self._buried],
        }
        if start == [0, 0]:
            del data["start_totals"]
        data.update(self._position_common())
        return data

    @classmethod
    def _from_position(
        cls,
        position: Mapping[str, Any],
        horizon: Horizon,
        deals: Sequence[Sequence[int]] | None,
    ) -> Self:
        setup = fox_position.read(position, horizon)
        first_dealer = setup.dealer ^ (setup.round & 1)
        game = cls(2, setup.seed, {"target": setup.target, "first_dealer": first_dealer}, [])
        game.deals.clear()
        game._load(setup)
        game._from_start(position, horizon, deals)
        return game

    def _load(self, setup: fox_position.FoxSetup) -> None:
        """Set the state to a checked position (the seed, options and target are set)."""
        self._dealer = setup.dealer
        self._round = setup.round
        self._totals = list(setup.totals)
        self._rounds = setup.rounds
        self._last_round_points = setup.rounds[-1].round_points if setup.rounds else (0, 0)
        self._hands = [_mask(setup.hands[0]), _mask(setup.hands[1])]
        self._decree = setup.decree
        self._deck = setup.draw_deck
        self._leader = setup.leader
        self._to_move = setup.to_move
        self._phase = setup.phase
        self._lead = setup.lead
        self._follow = setup.follow
        self._trick_no = len(setup.tricks)
        self._tricks_won = list(setup.tricks_won)
        self._treasure = list(setup.treasure)
        self._tricks = setup.tricks
        self._exchanges = setup.exchanges
        self._exchange_tricks = setup.exchange_tricks
        self._drawn = setup.drawn
        self._buried = setup.buried
        if setup.phase is _OVER:
            self._winners, self._tiebreak = rules.match_winners(
                setup.totals, self._last_round_points
            )
        else:
            self._winners, self._tiebreak = (), False

    # --- texts --------------------------------------------------------------------------------

    @classmethod
    def is_card_play(cls, action: int) -> bool:
        return 0 <= action < SWAP

    def action_to_text(self, action: int) -> str:
        return action_to_text(action)

    def text_to_action(self, text: str) -> int:
        return text_to_action(text)

    @classmethod
    def card_to_text(cls, card: int) -> str:
        return card_to_text(card)

    @classmethod
    def parse_deck(cls, texts: Sequence[str]) -> tuple[int, ...]:
        return parse_cards(texts)
