"""What a Fox seat knows about the hidden cards, and determinized games built from it.

Hidden cards (``unseen``): all 33 less the own hand, the decree card, every card played this
round and the own Woodcutter returns. They lie in the opponent's hand, in the *undrawn* part of
the draw deck (cards never seen by anybody, on top, in unknown order) or in the slots the
opponent filled with its own Woodcutter returns (face down under the deck). The own returns are
known, and no returned card is drawn again in a round (three Woodcutters at most), so the order
of the returned cards never matters.

Hard constraints, replayed from the round's public history in order:

* a void: the opponent answered a lead of another printed suit, so it held none of that suit;
* a Monarch bound: it answered a led Monarch with a card of its suit other than the 1, so it
  held no higher card of that suit;
* an exchange: the old decree card went into the exchanger's hand (the opponent still holds it
  unless it has returned a card since, which may have been that one);
* a Woodcutter draw by the opponent lifts the voids and bounds known before it (the drawn card
  may be of any suit);
* a card the opponent returned was in its hand just after its draw; a card that was ever face
  up (a decree card) cannot be in the undrawn deck.

:class:`FoxWorlds` draws worlds exactly uniformly under these constraints and builds a
determinized :class:`~engine.fox.Fox` for each: once per decision a template from a *position*
(the observation's public table, the own cards, and one world for the hidden ones), checked by
``Fox.from_position`` and ending with the round (``horizon="round"``); then per world a clone
whose hidden cards :meth:`~engine.fox.Fox.rearrange` puts where the world says (the opponent is
taken to have returned the very cards it drew). Its observation for the seat equals the seat's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.bots.fox_solver import State, state_of
from engine.bots.sampling import ConstrainedDeal
from engine.fox import Fox, FoxObservation, Phase
from engine.fox.cards import (
    ALL_CARDS,
    DRAW_DECK_SIZE,
    FOX,
    KEEP,
    MONARCH,
    RETURN,
    SWAN,
    SWAP,
    WOODCUTTER,
    card_to_text,
    rank_of,
    suit_of,
)
from engine.fox.rules import TRICKS_PER_ROUND
from engine.game import Horizon

__all__ = ["FoxKnowledge", "FoxWorlds", "fox_public_keys"]

HAND, DECK = 0, 1
"""Locations of a world: the opponent's hand, the undrawn deck, then one per opponent return."""
_HIDDEN = -1


@dataclass
class _Timeline:
    """The round replayed from the seat's point of view."""

    keys: list[int]
    """Tree keys of every action so far (the opponent's returns are hidden)."""
    plays: list[tuple[int, int, int, int, int]]
    """Every card played: (seat, card, trick number, lead card or -1, trump at that time)."""
    swaps: list[tuple[int, int] | None]
    """For each play, the (old, new) decree cards of the exchange it made, if any."""
    bury_slots: list[tuple[int, int, bool]]
    """Returns in order: (seat, own returned card or -1, drawn-and-returned at once)."""
    draws: int
    initial_decree: int
    ever_public: set[int]
    gains: dict[int, int]
    """Card -> time the opponent last took it into its hand with a Fox exchange."""
    exclusions: list[tuple[int, int, int]]
    """(time, suit, rank above which the opponent held nothing of the suit; 0 = a void)."""
    opponent_draw_times: list[int]
    opponent_bury_times: list[int]


def _timeline(obs: FoxObservation) -> _Timeline:
    me = obs.seat
    tricks: list[tuple[int, int, int, int]] = list(obs.completed_tricks)
    current: list[tuple[int, int]] = []
    if obs.trick is not None:
        current.append(obs.trick)
    if obs.follow is not None:
        current.append(obs.follow)
    exchanges = list(obs.exchanges)
    initial = exchanges[0][1] if exchanges else obs.decree
    decree = initial
    ever_public = {initial}
    for _, old, new in exchanges:
        ever_public.add(old)
        ever_public.add(new)
    pointer = 0
    my_buried = list(obs.my_buried)
    bury_index = 0
    keys: list[int] = []
    plays: list[tuple[int, int, int, int, int]] = []
    swaps: list[tuple[int, int] | None] = []
    bury_slots: list[tuple[int, int, bool]] = []
    gains: dict[int, int] = {}
    exclusions: list[tuple[int, int, int]] = []
    draw_times: list[int] = []
    bury_times: list[int] = []
    draws = 0
    time = 0
    pending = obs.phase in (Phase.FOX_EXCHANGE, Phase.WOODCUTTER_RETURN)
    sequence: list[tuple[int, int, int, int]] = []
    for number, (leader, lead, follow, _) in enumerate(tricks):
        sequence.append((leader, lead, number, -1))
        sequence.append((leader ^ 1, follow, number, lead))
    number = len(tricks)
    for index, (seat, card) in enumerate(current):
        sequence.append((seat, card, number, -1 if index == 0 else current[0][1]))
    for position, (seat, card, number, lead) in enumerate(sequence):
        last = position == len(sequence) - 1
        if lead >= 0 and seat != me:
            if suit_of(card) != suit_of(lead):
                exclusions.append((time, suit_of(lead), 0))
            elif rank_of(lead) == MONARCH and rank_of(card) != SWAN:
                exclusions.append((time, suit_of(lead), rank_of(card)))
        time += 1
        keys.append(card)
        plays.append((seat, card, number, lead, suit_of(decree)))
        swaps.append(None)
        rank = rank_of(card)
        decision = number < TRICKS_PER_ROUND - 1
        if rank == FOX and decision:
            if last and pending:
                continue
            if (
                pointer < len(exchanges)
                and exchanges[pointer][0] == seat
                and obs.exchange_tricks[pointer] == number
            ):
                _, old, new = exchanges[pointer]
                pointer += 1
                decree = new
                swaps[-1] = (old, new)
                keys.append(SWAP + new)
                if seat != me:
                    gains[old] = time
            else:
                keys.append(KEEP)
            time += 1
        elif rank == WOODCUTTER:
            draws += 1
            if seat != me:
                draw_times.append(time)
            time += 1
            if last and pending:
                continue
            if seat == me:
                bury_slots.append((seat, my_buried[bury_index], not decision))
                bury_index += 1
                if decision:
                    keys.append(RETURN + bury_slots[-1][1])
            else:
                bury_slots.append((seat, -1, not decision))
                bury_times.append(time)
                if decision:
                    keys.append(_HIDDEN)
            time += 1
    return _Timeline(
        keys,
        plays,
        swaps,
        bury_slots,
        draws,
        initial,
        ever_public,
        gains,
        exclusions,
        draw_times,
        bury_times,
    )


def fox_public_keys(obs: FoxObservation) -> tuple[int, list[int]]:
    """The round and the tree keys of every action of it seen so far (for tree reuse)."""
    return obs.round, _timeline(obs).keys


class FoxKnowledge:
    """The hidden cards of one decision and where each may lie."""

    def __init__(self, obs: FoxObservation) -> None:
        self.obs = obs
        self.seat = obs.seat
        line = _timeline(obs)
        self.line = line
        known = set(obs.hand) | {obs.decree} | set(obs.my_buried)
        known.update(card for _, card, _, _, _ in line.plays)
        self.unseen: list[int] = [c for c in ALL_CARDS if c not in known]
        self.undrawn = DRAW_DECK_SIZE - line.draws
        last_draw = line.opponent_draw_times[-1] if line.opponent_draw_times else -1
        active = [e for e in line.exclusions if e[0] > last_draw]
        self.active_exclusions = active
        self.void_suits = {suit for _, suit, top in active if top == 0}
        opponent_slots = [i for i, slot in enumerate(line.bury_slots) if slot[0] != self.seat]
        self.slot_count = len(opponent_slots)
        bury_times = line.opponent_bury_times
        slot_immediate = [line.bury_slots[i][2] for i in opponent_slots]
        self.allowed: list[int] = []
        for card in self.unseen:
            mask = 0
            gained = line.gains.get(card, -1)
            excluded = any(
                time > gained and suit == suit_of(card) and (top == 0 or rank_of(card) > top)
                for time, suit, top in active
            )
            if not excluded:
                mask |= 1 << HAND
            public = card in line.ever_public
            if not public:
                mask |= 1 << DECK
            for k, bury_time in enumerate(bury_times):
                if slot_immediate[k]:
                    if not public:
                        mask |= 1 << (2 + k)
                elif not public or 0 <= gained < bury_time:
                    mask |= 1 << (2 + k)
            self.allowed.append(mask)
        self.capacities = [obs.opponent_hand_size, self.undrawn] + [1] * self.slot_count

    def deal(self) -> ConstrainedDeal:
        """The uniform sampler of worlds (raises :class:`~engine.bots.sampling.Infeasible`)."""
        return ConstrainedDeal(self.unseen, self.allowed, self.capacities, ordered=(DECK,))


class FoxWorlds:
    """Uniform worlds and determinized games for one decision of ``obs.seat``.

    ``horizon="round"`` makes the built games end with the current round, which is all the
    search needs; the real target stays in :attr:`target` (and in the games' observations).
    """

    def __init__(self, obs: FoxObservation, *, horizon: Horizon = "game") -> None:
        self.obs = obs
        self.knowledge = FoxKnowledge(obs)
        try:
            self.deal = self.knowledge.deal()
        except ValueError:
            # Should not happen; fall back on the bare card counts (no void, no bound).
            k = self.knowledge
            k.allowed = [(1 << len(k.capacities)) - 1] * len(k.unseen)
            self.deal = k.deal()
        self.target = obs.target
        self.horizon: Horizon = horizon
        self._template = Fox.from_position(
            self.position(self.deal.sample(random.Random(0))), horizon=horizon
        )
        self._template_state = state_of(self._template)

    def _layout(self, places: list[list[int]]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The draw deck (top first) and the opponent's returns, in order, of a world."""
        slots = places[2:]
        buried: list[int] = []
        theirs: list[int] = []
        mine = iter(self.obs.my_buried)
        k = 0
        for seat, _, _ in self.knowledge.line.bury_slots:
            if seat == self.obs.seat:
                buried.append(next(mine))
            else:
                buried.append(slots[k][0])
                theirs.append(slots[k][0])
                k += 1
        return (*places[DECK], *buried), tuple(theirs)

    def position(self, places: list[list[int]]) -> dict[str, object]:
        """The position of a world (cards per location, as the sampler gives them)."""
        obs = self.obs
        me = obs.seat
        text = card_to_text
        deck, theirs = self._layout(places)
        hands: list[list[str]] = [[], []]
        hands[me] = [text(c) for c in obs.hand]
        hands[me ^ 1] = [text(c) for c in places[HAND]]
        drawn: list[list[str]] = [[], []]
        drawn[me] = [text(c) for c in obs.my_drawn]
        drawn[me ^ 1] = [text(c) for c in theirs]
        returned: list[list[str]] = [[], []]
        returned[me] = [text(c) for c in obs.my_buried]
        returned[me ^ 1] = [text(c) for c in theirs]
        history = obs.round_history
        if history:
            start = [history[0].totals[s] - history[0].round_points[s] for s in (0, 1)]
        else:
            start = [obs.totals[s] - obs.round_treasure[s] for s in (0, 1)]
        trick: list[str] = []
        for play in (obs.trick, obs.follow):
            if play is not None:
                trick.append(text(play[1]))
        return {
            "game": "fox",
            "target": obs.target,
            "round": obs.round,
            "dealer": obs.dealer,
            "past_rounds": [
                {"tricks": list(r.tricks), "treasure": list(r.treasure_points)}
                for r in obs.round_history
            ],
            "start_totals": start,
            "totals": list(obs.totals),
            "hands": hands,
            "decree": text(obs.decree),
            "draw_deck": [text(c) for c in deck],
            "leader": obs.leader,
            "trick": trick,
            "phase": str(obs.phase),
            "tricks": [[ld, text(a), text(b), w] for ld, a, b, w in obs.completed_tricks],
            "exchanges": [[s, text(a), text(b)] for s, a, b in obs.exchanges],
            "exchange_tricks": list(obs.exchange_tricks),
            "drawn": drawn,
            "returned": returned,
        }

    def game_for(self, places: list[list[int]]) -> Fox:
        """The determinized game of a world (cards per location, as the sampler gives them)."""
        game = self._template.clone()
        deck, theirs = self._layout(places)
        game.rearrange(self.obs.seat ^ 1, places[HAND], deck, theirs)
        return game

    def state_for(self, places: list[list[int]]) -> State:
        """The solver :data:`~engine.bots.fox_solver.State` of :meth:`game_for` ``(places)``,
        built without a game (the rest of the round needs only the hands and the deck)."""
        mask = 0
        for c in places[HAND]:
            mask |= 1 << c
        deck, _ = self._layout(places)
        h0, h1, decree, _, lead, follow, leader, seat, phase, trick, w0, w1, t0, t1 = (
            self._template_state
        )
        if self.obs.seat:
            h0 = mask
        else:
            h1 = mask
        return (h0, h1, decree, deck, lead, follow, leader, seat, phase, trick, w0, w1, t0, t1)

    def sample(self, rng: random.Random) -> list[list[int]]:
        """A uniform world."""
        return self.deal.sample(rng)

    def game(self, rng: random.Random) -> Fox:
        """A determinized game for a fresh uniform world."""
        return self.game_for(self.deal.sample(rng))
