"""Fox heuristics: the trick bands, the cheap rollout policy and the medium/easy card scores.

A round pays 6 for 0-3 tricks (humble) or 7-9 (victorious), 1-3 for 4-6 and nothing for 10+;
the two counts add up to 13, so one seat's humble round makes the other greedy. A seat picks a
*plan* from the strength of its hand (expected tricks when trying to win): ``VICTORY`` (7-9) or
``HUMBLE`` (0-3), and turns it into a *desire* for the current trick (positive: take it).
Cards are then scored by the chance of taking the trick times that desire, the Treasure points
at stake, what the card would be worth later, and small bonuses for the odd cards used on
purpose (a Monarch lead strips a high card, a Swan kept for losing keeps the lead ...).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from math import comb

from engine.fox import Fox, Phase
from engine.fox.cards import FOX, KEEP, MONARCH, RETURN, SWAN, SWAP, TREASURE, WITCH, WOODCUTTER
from engine.fox.rules import CARD_RANK, CARD_SUIT, TRICKS_PER_ROUND, WINNER_ROLE

__all__ = [
    "HUMBLE",
    "VICTORY",
    "FoxView",
    "desire",
    "greedy_play",
    "hand_strength",
    "plan_for",
    "rollout_action",
    "score_actions",
]

VICTORY = 1
HUMBLE = -1
_PLAN_THRESHOLD = 5.6
"""Expected tricks from which a seat plays for 7-9 rather than 0-3."""
_SURPLUS = 8.5
"""Expected tricks from which strong cards are no longer worth keeping."""


def _follower_wins(lead: int, follow: int, trump: int) -> bool:
    return WINNER_ROLE[lead * 99 + follow * 3 + trump] == 1


# --- the cheap policy (rollouts, opponent model) ------------------------------------------


def _want(won: int, left: int, strength: float) -> int:
    """+1: take tricks, -1: avoid them (cheap version of :func:`desire`)."""
    if won >= 9:
        return -1 if won == 9 else 0
    if won >= 4:
        return 1 if won < 8 else -1
    if won + left < 7:
        return -1
    return 1 if won + strength >= 6.5 else -1


def _quick_strength(hand: Iterable[int], trump: int) -> float:
    total = 0.0
    for c in hand:
        rank = CARD_RANK[c]
        if CARD_SUIT[c] == trump:
            total += 0.45 + rank * 0.05
        elif rank == WITCH:
            total += 0.6
        elif rank >= 10:
            total += 0.55 if rank == MONARCH else 0.4
    return total


def greedy_play(
    hand: Sequence[int], legal: Sequence[int], lead: int, trump: int, won: int, left: int
) -> list[int]:
    """The cheap policy's preferred cards (usually one) for a play decision."""
    want = _want(won, left, _quick_strength(hand, trump))
    if lead >= 0:
        wins = [c for c in legal if _follower_wins(lead, c, trump)]
        loses = [c for c in legal if not _follower_wins(lead, c, trump)]
        if want > 0:
            if wins:
                return [min(wins, key=lambda c: (CARD_SUIT[c] == trump, CARD_RANK[c]))]
            return [min(loses, key=lambda c: (CARD_RANK[c] == TREASURE, CARD_RANK[c]))]
        if want < 0:
            if loses:
                return [max(loses, key=lambda c: (CARD_RANK[c] != TREASURE, CARD_RANK[c]))]
            return [min(wins, key=lambda c: CARD_RANK[c])]
        return list(legal)
    if want > 0:
        return [max(legal, key=lambda c: (CARD_SUIT[c] == trump, CARD_RANK[c]))]
    if want < 0:
        return [min(legal, key=lambda c: (CARD_SUIT[c] == trump, CARD_RANK[c]))]
    return list(legal)


def rollout_action(game: Fox, rng: random.Random, epsilon: float = 0.1) -> int:
    """The cheap policy on a (determinized) game, from the game's public reads."""
    phase = game.phase
    seat = game.current_player
    assert seat is not None, "the game is over"
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if rng.random() < epsilon:
        return rng.choice(legal)
    trump = game.trump
    won = game.tricks_won[seat]
    left = TRICKS_PER_ROUND - game.tricks_played
    hand = game.hand(seat)
    if phase is Phase.PLAY:
        lead = game.lead
        best = greedy_play(hand, legal, -1 if lead is None else lead, trump, won, left)
        return best[0] if len(best) == 1 else rng.choice(best)
    want = _want(won, left, _quick_strength(hand, trump))
    if phase is Phase.FOX_EXCHANGE:
        if want <= 0:
            return KEEP
        counts = [0, 0, 0]
        for c in hand:
            counts[CARD_SUIT[c]] += 1
        suit = max(range(3), key=lambda s: counts[s])
        if suit == trump or counts[suit] < 3:
            return KEEP
        low = min((c for c in hand if CARD_SUIT[c] == suit), key=lambda c: CARD_RANK[c])
        return SWAP + low
    # Woodcutter: return the weakest card when taking tricks, else the strongest.
    if want > 0:
        card = min(hand, key=lambda c: (CARD_SUIT[c] == trump, CARD_RANK[c]))
    else:
        card = max(hand, key=lambda c: (CARD_SUIT[c] == trump, CARD_RANK[c]))
    return RETURN + card


# --- medium ---------------------------------------------------------------------------------


class FoxView:
    """What the scoring needs about the hidden cards: the unseen pool, the opponent's hand size
    and its known voids (``counting=False``: everything not in the own hand is unseen)."""

    def __init__(
        self,
        unseen: Sequence[int],
        opponent_size: int,
        voids: Iterable[int] = (),
    ) -> None:
        self.unseen = tuple(unseen)
        self.pool = len(self.unseen)
        self.size = opponent_size
        self.voids = frozenset(voids)
        self.by_suit: list[list[int]] = [[], [], []]
        for c in self.unseen:
            self.by_suit[CARD_SUIT[c]].append(c)

    def p_none(self, good: int, pool: int | None = None) -> float:
        """Chance that the opponent holds none of ``good`` unseen cards."""
        total = self.pool if pool is None else pool
        size = min(self.size, total)
        if good <= 0 or size <= 0:
            return 1.0
        if total - good < size:
            return 0.0
        return comb(total - good, size) / comb(total, size)


def lead_win_probability(card: int, trump: int, view: FoxView) -> float:
    """Chance that ``card``, led, takes the trick (the opponent beating it whenever it can)."""
    suit = CARD_SUIT[card]
    same = view.by_suit[suit]
    if suit in view.voids:
        same = []
    beat_follow = 0.0
    for c in same:
        if _follower_wins(card, c, trump):
            # Against a Monarch only the highest card (or the 1) may answer.
            beat_follow += 0.5 if CARD_RANK[card] == MONARCH else 1.0
    beat_void = 0
    for c in view.unseen:
        if CARD_SUIT[c] != suit and _follower_wins(card, c, trump):
            beat_void += 1
    p_void = view.p_none(len(same))
    p_no_follow = view.p_none(round(beat_follow))
    p_no_void_beat = view.p_none(beat_void, view.pool - len(same))
    p = p_no_follow - p_void + p_void * p_no_void_beat
    return min(1.0, max(0.0, p))


def hand_strength(hand: Iterable[int], trump: int, view: FoxView) -> float:
    """Expected tricks the hand takes when trying to win (sum of lead win chances)."""
    return sum(lead_win_probability(c, trump, view) for c in hand)


def plan_for(won: int, left: int, strength: float) -> int:
    """``VICTORY`` or ``HUMBLE`` for a seat with ``won`` tricks and ``left`` to play."""
    if won >= 4:
        return VICTORY
    if won + left < 7:
        return HUMBLE
    return VICTORY if expected_tricks(won, left, strength) >= _PLAN_THRESHOLD else HUMBLE


def expected_tricks(won: int, left: int, strength: float) -> float:
    """Tricks a seat may expect by the end of the round when playing for them; calibrated on
    medium self-play (``strength`` is pessimistic: it assumes the opponent always beats)."""
    return won + 4.3 * left / 13 + 0.7 * strength


def desire(won: int, opponent_won: int, left: int, plan: int) -> float:
    """How much taking the current trick is worth (points, positive = take it)."""
    if won >= 10:
        return 0.0
    if won == 9:
        return -6.0
    if won >= 4 and won + left < 7:
        return 1.0
    if won >= 4 or plan == VICTORY:
        if won < 7:
            need = 7 - won
            return 3.0 + 2.0 * need / max(1, left)
        if won == 7:
            return -0.5
        return -2.0
    # Humble: the fourth trick costs 5 points.
    return -6.0 if won == 3 else -4.0


def card_value(card: int, trump: int, view: FoxView) -> float:
    """What keeping ``card`` is worth to a seat that wants tricks later (0..1)."""
    return lead_win_probability(card, trump, view)


def score_actions(
    hand: Sequence[int],
    legal: Sequence[int],
    lead: int,
    trump: int,
    decree: int,
    won: int,
    opponent_won: int,
    left: int,
    view: FoxView,
    phase: Phase,
    follow: int = -1,
    i_lead: bool = True,
    *,
    plan: int | None = None,
    want: float | None = None,
) -> dict[int, float]:
    """Medium scores (higher is better) of each legal action.

    ``phase`` :attr:`Phase.PLAY` plays a card (``lead`` is the led card or -1),
    :attr:`Phase.FOX_EXCHANGE` keeps or exchanges the decree card after a 3 (``follow`` is the
    own answer when the 3 was one), :attr:`Phase.WOODCUTTER_RETURN` returns a card after a
    Woodcutter. ``plan`` and ``want`` replace the seat's own plan and desire for the trick (a
    fixed style of play, :mod:`engine.bots.fox_sparring`).
    """
    strength = hand_strength(hand, trump, view)
    if plan is None:
        plan = plan_for(won, left, strength)
    if want is None:
        want = desire(won, opponent_won, left, plan)
    # Keep strong cards while more tricks are needed, else shed them.
    if plan == VICTORY and won < 7:
        future = 1.0 if expected_tricks(won, left, strength) < _SURPLUS else -1.0
    else:
        future = -1.0
    if won >= 4 and won + left < 7:
        future = 1.0
    keep_weight = 0.8
    scores: dict[int, float] = {}
    if phase is Phase.PLAY:
        for card in legal:
            rank = CARD_RANK[card]
            if lead >= 0:
                p = 1.0 if _follower_wins(lead, card, trump) else 0.0
                sevens = (rank == TREASURE) + (CARD_RANK[lead] == TREASURE)
            else:
                p = lead_win_probability(card, trump, view)
                sevens = rank == TREASURE
            score = p * want
            score += sevens * (p - (1.0 - p))
            score -= keep_weight * future * card_value(card, trump, view)
            if rank == MONARCH and lead < 0 and plan == VICTORY:
                score += 0.4  # the Monarch pulls the opponent's best card of its suit
            if rank == SWAN and p < 0.5 and plan == VICTORY and left > 1:
                score += 0.4  # losing with the Swan keeps the lead
            if rank == WOODCUTTER and left > 1:
                score += 0.2  # the Woodcutter improves the hand
            if rank == FOX and left > 1:
                score += 0.2  # the Fox may move the trump suit our way
            scores[card] = score
        return scores
    if phase is Phase.FOX_EXCHANGE:
        for action in legal:
            if action == KEEP:
                new_trump, new_hand = trump, list(hand)
            else:
                card = action - SWAP
                new_trump = CARD_SUIT[card]
                new_hand = [c for c in hand if c != card] + [decree]
            s = hand_strength(new_hand, new_trump, view)
            score = (1.0 if plan == VICTORY else -1.0) * s
            if lead >= 0 and follow >= 0:
                wins = _follower_wins(lead, follow, new_trump)
                score += want * (1.0 if wins else 0.0)
            elif lead >= 0 and i_lead:
                score += want * lead_win_probability(lead, new_trump, view)
            scores[action] = score
        return scores
    for action in legal:
        card = action - RETURN
        value = card_value(card, trump, view)
        score = -value if future > 0 else value
        if CARD_RANK[card] == TREASURE:
            score -= 0.2
        scores[action] = score
    return scores
