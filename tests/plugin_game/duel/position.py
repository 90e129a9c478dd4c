"""Duel positions: the JSON-able form of a game in progress, read and checked.

Cards are named by their texts (``3C``), seats by number. Keys (the optional ones in
brackets)::

    game          "duel"
    [seed]        int, default 0: the deck order of the rounds to come
    [target]      int >= 1, default 4
    dealer        0 or 1, the dealer of this round (dealers alternate from round to round)
    [past_rounds] every finished round's tricks by seat, [[a, b], ...] (a + b = 6)
    hands         [[cards of seat 0], [cards of seat 1]]
    aside         the 3 cards left aside this round
    [trick]       the card led to the current trick, if any: [] or [card]
    [tricks]      this round's tricks: [leader, lead card, follow card, winner]; six of them
                  once the game is over
    [deals_ahead] preset deck orders of the next rounds (lists of 15 card texts)
    [horizon]     "round": the game ends with this round (search worlds)

:func:`read` checks the shape, the cards (each of the 15 exactly once), the hand sizes, each
trick against the rules (its leader, its winner, a suit not followed or an Ember led unlit
that a later card would contradict) and the scores, and raises
:class:`~engine.errors.PositionError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.errors import PositionError

from . import rules
from .cards import ASIDE, CARD_COUNT, EMBERS, HAND_SIZE, card_to_text, suit_of, text_to_card

__all__ = ["KEYS", "DuelSetup", "read"]

KEYS = frozenset(
    {
        "game",
        "seed",
        "target",
        "dealer",
        "past_rounds",
        "hands",
        "aside",
        "trick",
        "tricks",
        "deals_ahead",
        "horizon",
    }
)
"""Every key a Duel position may hold."""


@dataclass(frozen=True)
class DuelSetup:
    """A checked Duel position, as card ids."""

    seed: int
    target: int
    first_dealer: int
    rounds: tuple[tuple[int, int], ...]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    aside: tuple[int, ...]
    lead: int
    """The card led to the current trick, -1 before the lead."""
    tricks: tuple[tuple[int, int, int, int], ...]


def _int(data: Mapping[str, Any], key: str, default: int | None = None, low: int = 0) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise PositionError(f"{key} must be an integer >= {low}, not {value!r}")
    return value


def _seat(value: object, what: str) -> int:
    if isinstance(value, bool) or value not in (0, 1):
        raise PositionError(f"{what} must be seat 0 or 1, not {value!r}")
    assert isinstance(value, int)
    return value


def _card(value: object, what: str) -> int:
    if not isinstance(value, str):
        raise PositionError(f"{what}: a card is a text such as '3C', not {value!r}")
    try:
        return text_to_card(value)
    except ValueError:
        raise PositionError(f"{what}: no Duel card {value!r}") from None


def _cards(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise PositionError(f"{what} must be a list of card texts")
    return tuple(_card(v, what) for v in value)


def _rounds(value: object) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, list):
        raise PositionError("past_rounds must be a list of [tricks of seat 0, of seat 1]")
    rounds: list[tuple[int, int]] = []
    for index, item in enumerate(value):
        ok = (
            isinstance(item, list)
            and len(item) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in item)
            and sum(item) == HAND_SIZE
        )
        if not ok:
            raise PositionError(f"past round {index} must be two trick counts adding up to 6")
        rounds.append((item[0], item[1]))
    return tuple(rounds)


def _tricks(value: object) -> tuple[tuple[int, int, int, int], ...]:
    if not isinstance(value, list):
        raise PositionError("tricks must be a list of [leader, lead, follow, winner]")
    tricks: list[tuple[int, int, int, int]] = []
    for number, item in enumerate(value):
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
    return tuple(tricks)


def _check_plays(
    dealer: int,
    tricks: tuple[tuple[int, int, int, int], ...],
    lead: int,
    hands: tuple[tuple[int, ...], tuple[int, ...]],
) -> None:
    """Each trick's leader and winner, and no card contradicting a void a seat showed (a suit
    not followed; an Ember led unlit, which shows a hand of Embers only)."""
    plays: list[tuple[int, int]] = []  # (seat, card) in playing order
    expected = dealer ^ 1
    for index, (leader, first, second, winner) in enumerate(tricks):
        if leader != expected:
            raise PositionError(f"trick {index} is led by seat {leader}, not {expected}")
        role, _ = rules.trick_winner(first, second)
        if winner != (leader if role == rules.LEADER else leader ^ 1):
            raise PositionError(f"trick {index} cannot have been won by seat {winner}")
        plays += [(leader, first), (leader ^ 1, second)]
        expected = winner
    if lead >= 0:
        plays.append((expected, lead))
    lit = False
    for index, (seat, card) in enumerate(plays):
        later = [c for s, c in plays[index + 1 :] if s == seat] + list(hands[seat])
        if index % 2 == 0 and suit_of(card) == EMBERS and not lit:
            if any(suit_of(c) != EMBERS for c in later):
                raise PositionError(f"seat {seat} led {card_to_text(card)} before the Embers lit")
        elif index % 2 == 1:
            led = suit_of(plays[index - 1][1])
            if suit_of(card) != led and any(suit_of(c) == led for c in later):
                raise PositionError(f"seat {seat} did not follow with {card_to_text(card)}")
        lit = lit or suit_of(card) == EMBERS


def read(data: Mapping[str, Any], horizon: str = "game") -> DuelSetup:
    """Check a Duel position and return it as card ids; raises :class:`PositionError`.
    ``horizon="round"`` allows a game over at the end of a round below the target."""
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise PositionError(f"unknown position keys {unknown}")
    seed = _int(data, "seed", 0)
    target = _int(data, "target", rules.DEFAULT_TARGET, low=1)
    dealer = _seat(data.get("dealer"), "dealer")
    rounds = _rounds(data.get("past_rounds", []))
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != 2:
        raise PositionError("hands must hold one list of cards per seat")
    hands = (_cards(raw_hands[0], "hands[0]"), _cards(raw_hands[1], "hands[1]"))
    aside = _cards(data.get("aside"), "aside")
    trick = _cards(data.get("trick", []), "trick")
    tricks = _tricks(data.get("tricks", []))

    places = [*hands[0], *hands[1], *aside, *trick]
    for _, first, second, _ in tricks:
        places += (first, second)
    if len(places) != CARD_COUNT or len(set(places)) != CARD_COUNT:
        raise PositionError("each of the 15 cards must appear exactly once")
    if len(aside) != ASIDE:
        raise PositionError(f"{ASIDE} cards lie aside, not {len(aside)}")
    over = len(tricks) == HAND_SIZE
    if len(tricks) > HAND_SIZE or len(trick) > 1 or (over and trick):
        raise PositionError("a round has six tricks of two cards; none is led once it is over")
    lead = trick[0] if trick else -1
    _check_plays(dealer, tricks, lead, hands)
    leader = tricks[-1][3] if tricks else dealer ^ 1
    for seat in (0, 1):
        size = HAND_SIZE - len(tricks) - (1 if trick and seat == leader else 0)
        if len(hands[seat]) != size:
            raise PositionError(f"seat {seat} must hold {size} cards, not {len(hands[seat])}")

    totals = [0, 0]
    for index, (a, b) in enumerate(rounds):
        if horizon == "game" and rules.is_game_end(totals, target) and index:
            raise PositionError(f"the game ended before round {index}: the target was reached")
        totals = [totals[0] + a, totals[1] + b]
    if over:
        won = tuple(sum(1 for t in tricks if t[3] == s) for s in (0, 1))
        if not rounds or rounds[-1] != won:
            raise PositionError("the last past round is not the one the tricks show")
        if horizon == "game" and not rules.is_game_end(totals, target):
            raise PositionError("the game is over only once a player reaches the target")
    elif horizon == "game" and rounds and rules.is_game_end(totals, target):
        raise PositionError("the game ended before this round: the target was reached")
    round_no = len(rounds) - over
    return DuelSetup(
        seed=seed,
        target=target,
        first_dealer=dealer ^ (round_no & 1),
        rounds=rounds,
        hands=(tuple(sorted(hands[0])), tuple(sorted(hands[1]))),
        aside=tuple(sorted(aside)),
        lead=lead,
        tricks=tricks,
    )
