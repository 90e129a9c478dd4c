"""Fox positions: the JSON-able form of a game in progress, read and checked.

A position names cards by their texts (``7B``, ``11K``) and seats by number. Keys (the optional
ones in brackets)::

    game         "fox"
    [seed]       int, default 0: the deck order of the rounds to come
    [target]     int >= 1, default 21
    [round]      int >= 0, default 0: rounds finished before this one
    dealer       0 or 1, the dealer of this round (dealers alternate from round to round)
    [past_rounds]  the last finished rounds, one {"tricks": [a, b], "treasure": [a, b]} each
                 (all of them, or fewer when the history does not matter)
    [start_totals] [a, b], default [0, 0]: the totals before the first round listed
    [totals]     [a, b]: game totals, this round's Treasure included (checked when given)
    hands        [[cards of seat 0], [cards of seat 1]]
    decree       the face-up decree card
    draw_deck    the face-down draw deck, top first (6 cards; 5 while a card is to return)
    leader       the seat leading the current trick
    [trick]      the current trick's cards in play order (0, 1 or 2)
    [phase]      "play" (default), "fox-exchange", "woodcutter-return" or "over"
    [tricks]     this round's tricks: [leader, lead card, follow card, winner]
    [exchanges]  this round's Fox exchanges: [seat, old decree card, new decree card]
    [exchange_tricks]  the trick of each exchange's 3 (numbered from 0), default: each exchange
                 made at the earliest 3 of its seat that can have made it
    [drawn]      [[cards seat 0 drew with Woodcutters], [seat 1]], in order
    [returned]   [[cards seat 0 put under the draw deck], [seat 1]], in order
    [deals_ahead]  preset deck orders of the next rounds (lists of 33 card texts)
    [horizon]    "round": the game ends with this round (search worlds)

:func:`read` checks the shape, the cards (each of the 33 exactly once among hands, decree, deck
and tricks), the hand and deck sizes, the trick and the pending decision against the rules, the
chain of leaders, decree cards and scores, and raises :class:`~engine.errors.PositionError`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.errors import PositionError
from engine.fox import rules
from engine.fox.cards import (
    CARD_COUNT,
    DRAW_DECK_SIZE,
    FOX,
    HAND_SIZE,
    WOODCUTTER,
    card_to_text,
    rank_of,
    suit_of,
    text_to_card,
)
from engine.fox.observation import Phase, RoundSummary

__all__ = ["KEYS", "FoxSetup", "read", "round_summaries"]

KEYS = frozenset(
    {
        "game",
        "seed",
        "target",
        "round",
        "dealer",
        "past_rounds",
        "start_totals",
        "totals",
        "hands",
        "decree",
        "draw_deck",
        "leader",
        "trick",
        "phase",
        "tricks",
        "exchanges",
        "exchange_tricks",
        "drawn",
        "returned",
        "deals_ahead",
        "horizon",
    }
)
"""Every key a Fox position may hold."""


@dataclass(frozen=True)
class FoxSetup:
    """A checked Fox position, as card ids."""

    seed: int
    target: int
    round: int
    dealer: int
    rounds: tuple[RoundSummary, ...]
    totals: tuple[int, int]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    decree: int
    draw_deck: tuple[int, ...]
    leader: int
    to_move: int
    phase: Phase
    lead: int
    follow: int
    tricks: tuple[tuple[int, int, int, int], ...]
    tricks_won: tuple[int, int]
    treasure: tuple[int, int]
    exchanges: tuple[tuple[int, int, int], ...]
    exchange_tricks: tuple[int, ...]
    drawn: tuple[tuple[int, ...], tuple[int, ...]]
    buried: tuple[tuple[int, ...], tuple[int, ...]]


def _exchange_tricks(
    data: Mapping[str, Any],
    exchanges: Sequence[tuple[int, int, int]],
    tricks: Sequence[tuple[int, int, int, int]],
    leader: int,
    trick: Sequence[int],
    phase: Phase,
) -> tuple[int, ...]:
    """The trick of each exchange: given (each one a 3 of its seat, in play order) or inferred."""
    threes: list[tuple[int, int]] = []  # (seat, trick) of each 3 that could exchange, in order
    for number, (trick_leader, lead, follow, _) in enumerate(tricks):
        for seat, card in ((trick_leader, lead), (trick_leader ^ 1, follow)):
            if rank_of(card) == FOX and number < HAND_SIZE - 1:
                threes.append((seat, number))
    pending = phase is Phase.FOX_EXCHANGE
    for index, card in enumerate(trick):
        if rank_of(card) == FOX and not (pending and index == len(trick) - 1):
            threes.append((leader ^ index, len(tricks)))
    raw = data.get("exchange_tricks")
    if raw is None:
        chosen: list[int] = []
        for seat, number in threes:
            if len(chosen) < len(exchanges) and exchanges[len(chosen)][0] == seat:
                chosen.append(number)
        if len(chosen) != len(exchanges):
            raise PositionError("each exchange follows a 3 of its seat, in play order")
        return tuple(chosen)
    if (
        not isinstance(raw, list)
        or len(raw) != len(exchanges)
        or any(isinstance(n, bool) or not isinstance(n, int) for n in raw)
    ):
        raise PositionError("exchange_tricks must list one trick number per exchange")
    position = 0
    for (seat, _, _), number in zip(exchanges, raw, strict=True):
        while position < len(threes) and threes[position] != (seat, number):
            position += 1
        if position == len(threes):
            raise PositionError(
                f"exchange_tricks: seat {seat} played no 3 in trick {number!r} that could "
                "exchange, in play order"
            )
        position += 1
    return tuple(raw)


def _int(data: Mapping[str, Any], key: str, default: int | None = None, low: int = 0) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise PositionError(f"{key} must be an integer >= {low}, not {value!r}")
    return value


def _seat(value: object, what: str) -> int:
    if value not in (0, 1) or isinstance(value, bool):
        raise PositionError(f"{what} must be seat 0 or 1, not {value!r}")
    assert isinstance(value, int)
    return value


def _card(value: object, what: str) -> int:
    if not isinstance(value, str):
        raise PositionError(f"{what}: a card is a text such as '7B', not {value!r}")
    try:
        return text_to_card(value)
    except ValueError:
        raise PositionError(f"{what}: no Fox card {value!r}") from None


def _cards(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise PositionError(f"{what} must be a list of card texts")
    return tuple(_card(v, what) for v in value)


def _pair(value: object, what: str) -> tuple[int, int]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        raise PositionError(f"{what} must be two integers >= 0, not {value!r}")
    return (value[0], value[1])


def _per_seat(data: Mapping[str, Any], key: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    value = data.get(key, [[], []])
    if not isinstance(value, list) or len(value) != 2:
        raise PositionError(f"{key} must hold one list of cards per seat")
    return (_cards(value[0], f"{key}[0]"), _cards(value[1], f"{key}[1]"))


def round_summaries(
    first_dealer: int,
    past: Sequence[tuple[tuple[int, int], tuple[int, int]]],
    start: tuple[int, int] = (0, 0),
    first: int = 0,
) -> tuple[RoundSummary, ...]:
    """The summaries of finished rounds ``first``, ``first + 1`` ... given their (tricks,
    treasure) by seat, the totals being ``start`` before them."""
    summaries: list[RoundSummary] = []
    totals = start
    for index, (tricks, treasure) in enumerate(past, first):
        if sum(tricks) != HAND_SIZE:
            raise PositionError(f"past round {index} has {sum(tricks)} tricks, not {HAND_SIZE}")
        table = (rules.round_points(tricks[0]), rules.round_points(tricks[1]))
        points = (table[0] + treasure[0], table[1] + treasure[1])
        totals = (totals[0] + points[0], totals[1] + points[1])
        labels = (str(rules.round_label(tricks[0])), str(rules.round_label(tricks[1])))
        dealer = first_dealer ^ (index & 1)
        summaries.append(
            RoundSummary(index, dealer, tricks, table, treasure, points, totals, labels)
        )
    return tuple(summaries)


def read(data: Mapping[str, Any], horizon: str = "game") -> FoxSetup:
    """Check a Fox position and return it as card ids; raises :class:`PositionError`.
    ``horizon="round"`` allows a game over at the end of a round below the target."""
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise PositionError(f"unknown position keys {unknown}")
    seed = _int(data, "seed", 0)
    target = _int(data, "target", rules.DEFAULT_TARGET, low=1)
    round_no = _int(data, "round", 0)
    dealer = _seat(data.get("dealer"), "dealer")
    hands = _per_seat(data, "hands")
    decree = _card(data.get("decree"), "decree")
    deck = _cards(data.get("draw_deck"), "draw_deck")
    leader = _seat(data.get("leader"), "leader")
    trick = _cards(data.get("trick", []), "trick")
    phase_text = data.get("phase", "play")
    try:
        phase = Phase(phase_text)
    except ValueError:
        raise PositionError(f"unknown phase {phase_text!r}") from None
    tricks: list[tuple[int, int, int, int]] = []
    raw_tricks = data.get("tricks", [])
    if not isinstance(raw_tricks, list):
        raise PositionError("tricks must be a list of [leader, lead, follow, winner]")
    for number, item in enumerate(raw_tricks):
        if not isinstance(item, list) or len(item) != 4:
            raise PositionError(f"trick {number} must be [leader, lead, follow, winner]")
        tricks.append(
            (
                _seat(item[0], f"trick {number} leader"),
                _card(item[1], f"trick {number}"),
                _card(item[2], f"trick {number}"),
                _seat(item[3], f"trick {number} winner"),
            )
        )
    exchanges: list[tuple[int, int, int]] = []
    raw_exchanges = data.get("exchanges", [])
    if not isinstance(raw_exchanges, list):
        raise PositionError("exchanges must be a list of [seat, old, new]")
    for item in raw_exchanges:
        if not isinstance(item, list) or len(item) != 3:
            raise PositionError("an exchange is [seat, old decree card, new decree card]")
        exchanges.append(
            (
                _seat(item[0], "exchange seat"),
                _card(item[1], "exchange"),
                _card(item[2], "exchange"),
            )
        )
    drawn = _per_seat(data, "drawn")
    buried = _per_seat(data, "returned")
    raw_past = data.get("past_rounds", [])
    if not isinstance(raw_past, list):
        raise PositionError("past_rounds must be a list")
    past: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for index, item in enumerate(raw_past):
        if not isinstance(item, Mapping) or set(item) != {"tricks", "treasure"}:
            raise PositionError(f"past round {index} must be {{'tricks': [a, b], 'treasure': ...}}")
        past.append((_pair(item["tricks"], "tricks"), _pair(item["treasure"], "treasure")))

    # --- the cards: each exactly once -------------------------------------------------------
    places = [*hands[0], *hands[1], decree, *deck, *trick]
    for _, lead, follow, _ in tricks:
        places += (lead, follow)
    if len(places) != CARD_COUNT or len(set(places)) != CARD_COUNT:
        twice = sorted(c for c, n in Counter(places).items() if n > 1)
        missing = sorted(set(range(CARD_COUNT)) - set(places))
        raise PositionError(
            "each of the 33 cards must appear exactly once; "
            f"twice: {[card_to_text(c) for c in twice]}, "
            f"missing: {[card_to_text(c) for c in missing]}"
        )

    # --- the round so far ---------------------------------------------------------------------
    over = phase is Phase.OVER
    number = len(tricks)
    if number > HAND_SIZE or (number == HAND_SIZE) != over:
        raise PositionError(
            f"{number} tricks played: a round has {HAND_SIZE}, and the game is over exactly "
            "when the last one is played"
        )
    first_dealer = dealer ^ (round_no & 1)
    expected_leader = dealer ^ 1
    trumps = {suit_of(exchanges[0][1] if exchanges else decree)}
    for _, old, new in exchanges:
        trumps.update((suit_of(old), suit_of(new)))
    won = [0, 0]
    treasure = [0, 0]
    for index, (trick_leader, lead, follow, winner) in enumerate(tricks):
        if trick_leader != expected_leader:
            raise PositionError(
                f"trick {index} is led by seat {trick_leader}, not {expected_leader}"
            )
        roles = {rules.trick_winner(lead, follow, t)[0] for t in trumps}
        if not any(trick_leader ^ role == winner for role in roles):
            raise PositionError(f"trick {index} cannot have been won by seat {winner}")
        won[winner] += 1
        treasure[winner] += rules.treasure_points(lead, follow)
        loser = follow if winner == trick_leader else lead
        expected_leader = rules.next_leader(winner, loser, index)
    if over:
        expected_leader = tricks[-1][0]  # the game ended with the last trick's leader
    if leader != expected_leader:
        raise PositionError(f"seat {expected_leader} leads the current trick, not {leader}")
    if len(trick) > 2 or (over and trick):
        raise PositionError("the current trick holds at most 2 cards, none once the game is over")
    played_by = [0, 0]
    for index in range(len(trick)):
        played_by[leader ^ index] += 1
    last = trick[-1] if trick else -1
    last_seat = leader ^ (len(trick) - 1) if trick else leader
    if phase is Phase.FOX_EXCHANGE:
        if last < 0 or rank_of(last) != FOX or not hands[last_seat]:
            raise PositionError(
                "a Fox exchange is pending only after a 3, its player holding a card"
            )
    elif phase is Phase.WOODCUTTER_RETURN:
        if last < 0 or rank_of(last) != WOODCUTTER or not drawn[last_seat]:
            raise PositionError("a Woodcutter return is pending only after a 5 and its draw")
        if drawn[last_seat][-1] not in hands[last_seat]:
            raise PositionError("the card drawn for the pending Woodcutter must be in hand")
    elif len(trick) == 2:
        raise PositionError("a trick of two cards is decided unless a 3 or a 5 is pending")
    pending = phase in (Phase.FOX_EXCHANGE, Phase.WOODCUTTER_RETURN)
    to_move = last_seat if pending else leader ^ (1 if over else len(trick))
    for seat in (0, 1):
        size = HAND_SIZE - number - played_by[seat]
        if phase is Phase.WOODCUTTER_RETURN and seat == to_move:
            size += 1
        if len(hands[seat]) != size:
            raise PositionError(f"seat {seat} must hold {size} cards, not {len(hands[seat])}")
    deck_size = DRAW_DECK_SIZE - (phase is Phase.WOODCUTTER_RETURN)
    if len(deck) != deck_size:
        raise PositionError(f"the draw deck must hold {deck_size} cards, not {len(deck)}")

    # --- abilities: draws, returns, exchanges ----------------------------------------------------
    plays = [(t[0], t[1]) for t in tricks] + [(t[0] ^ 1, t[2]) for t in tricks]
    plays += [(leader ^ i, c) for i, c in enumerate(trick)]
    for seat in (0, 1):
        fives = sum(1 for s, c in plays if s == seat and rank_of(c) == WOODCUTTER)
        threes = sum(1 for s, c in plays if s == seat and rank_of(c) == FOX)
        if len(drawn[seat]) != fives:
            raise PositionError(f"seat {seat} played {fives} fives but drew {len(drawn[seat])}")
        owed = int(phase is Phase.WOODCUTTER_RETURN and seat == to_move)
        if len(buried[seat]) != fives - owed:
            raise PositionError(f"seat {seat} must have returned {fives - owed} cards")
        if sum(1 for s, _, _ in exchanges if s == seat) > threes:
            raise PositionError(f"seat {seat} exchanged more often than it played a 3")
        if any(c not in deck[len(deck) - len(buried[0]) - len(buried[1]) :] for c in buried[seat]):
            raise PositionError("returned cards lie at the bottom of the draw deck")
    for index in range(1, len(exchanges)):
        if exchanges[index][1] != exchanges[index - 1][2]:
            raise PositionError("each exchange takes the decree card the previous one put")
    if exchanges and exchanges[-1][2] != decree:
        raise PositionError("the last exchange put the current decree card")
    exchange_tricks = _exchange_tricks(data, exchanges, tricks, leader, trick, phase)

    # --- scores ---------------------------------------------------------------------------------
    start = _pair(data.get("start_totals", [0, 0]), "start_totals")
    first = round_no + over - len(past)
    if first < 0:
        raise PositionError(f"past_rounds lists at most {round_no + over} rounds")
    rounds = round_summaries(first_dealer, past, start, first)
    base = rounds[round_no - first - 1].totals if round_no > first else start
    if over:
        final = rounds[-1]
        if final.tricks != (won[0], won[1]) or final.treasure_points != (treasure[0], treasure[1]):
            raise PositionError("the last past round is not the one the tricks show")
        totals = final.totals
        if horizon == "game" and not rules.is_game_end(totals, target):
            raise PositionError("the game is over only once a player reaches the target")
    else:
        totals = (base[0] + treasure[0], base[1] + treasure[1])
        if rules.is_game_end(base, target) and round_no and horizon == "game":
            raise PositionError("the game ended before this round: the target was reached")
    if "totals" in data and _pair(data["totals"], "totals") != totals:
        raise PositionError(f"totals must be {list(totals)}, from the rounds and the Treasure")
    return FoxSetup(
        seed=seed,
        target=target,
        round=round_no,
        dealer=dealer,
        rounds=rounds,
        totals=totals,
        hands=(tuple(sorted(hands[0])), tuple(sorted(hands[1]))),
        decree=decree,
        draw_deck=deck,
        leader=leader,
        to_move=to_move,
        phase=phase,
        lead=trick[0] if trick else -1,
        follow=trick[1] if len(trick) > 1 else -1,
        tricks=tuple(tricks),
        tricks_won=(won[0], won[1]),
        treasure=(treasure[0], treasure[1]),
        exchanges=tuple(exchanges),
        exchange_tricks=exchange_tricks,
        drawn=drawn,
        buried=buried,
    )
