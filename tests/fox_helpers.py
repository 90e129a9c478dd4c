"""Building Fox positions from preset deals, for the scenario tests.

Seat 0 is the non-dealer (``first_dealer=1``) and leads trick 0. Cards are written as texts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from engine.events import Event
from engine.fox import Fox, Phase
from engine.fox.cards import (
    ALL_CARDS,
    KEEP,
    RETURN,
    SUIT_LETTERS,
    card_to_text,
    rank_of,
    suit_of,
    text_to_action,
    text_to_card,
)

E = TypeVar("E", bound=Event)

LEADER_SEAT = 0
FOLLOWER_SEAT = 1


def cards(texts: Iterable[str]) -> list[int]:
    """Card ids of texts."""
    return [text_to_card(t) for t in texts]


def build_deck(
    leader: Sequence[str] = (),
    follower: Sequence[str] = (),
    *,
    decree: str | None = None,
    trump: str | None = None,
    draw: Sequence[str] = (),
    follower_void: str = "",
    leader_void: str = "",
) -> tuple[int, ...]:
    """A 33-card deck order dealt by seat 1: seat 0 (leader) gets ``leader`` plus filler, seat 1
    ``follower`` plus filler, then the decree card (``decree``, or an even card of suit ``trump``)
    and the draw deck (``draw`` on top, then filler). Filler avoids the given void suits."""
    lead_cards, follow_cards, top = cards(leader), cards(follower), cards(draw)
    used = set(lead_cards) | set(follow_cards) | set(top)
    if decree is not None:
        decree_card = text_to_card(decree)
    else:
        assert trump is not None, "give the decree card or the trump suit"
        suit = SUIT_LETTERS.index(trump.upper())
        free = [c for c in ALL_CARDS if suit_of(c) == suit and c not in used]
        decree_card = next(c for c in reversed(free) if rank_of(c) % 2 == 0)
    used.add(decree_card)
    assert len(used) == len(lead_cards) + len(follow_cards) + len(top) + 1, "a card is repeated"
    rest = [c for c in ALL_CARDS if c not in used]

    def fill(hand: list[int], void: str) -> list[int]:
        banned = {SUIT_LETTERS.index(v) for v in void.upper()}
        for c in list(rest):
            if len(hand) == 13:
                break
            if suit_of(c) not in banned:
                hand.append(c)
                rest.remove(c)
        assert len(hand) == 13, "cannot fill the hand"
        return hand

    follow_hand = fill(list(follow_cards), follower_void)
    lead_hand = fill(list(lead_cards), leader_void)
    deck = (*lead_hand, *follow_hand, decree_card, *top, *rest)
    assert sorted(deck) == list(ALL_CARDS)
    return deck


def new_fox(deck: Sequence[int], *, target: int = 21, first_dealer: int = 1, seed: int = 0) -> Fox:
    """A game dealt from ``deck`` (round 0)."""
    return Fox(2, seed, {"target": target, "first_dealer": first_dealer}, [tuple(deck)])


def with_totals(game: Fox, totals: tuple[int, int]) -> Fox:
    """The same position in a game already under way: ``totals`` before this round."""
    position = game.position()
    treasure = [game.totals[s] - position.get("start_totals", [0, 0])[s] for s in (0, 1)]
    position["start_totals"] = list(totals)
    position["totals"] = [totals[s] + treasure[s] for s in (0, 1)]
    return Fox.from_position(position)


def play(game: Fox, *texts: str) -> list[Event]:
    """Apply actions given as texts; all their events."""
    events: list[Event] = []
    for text in texts:
        events += game.apply(text_to_action(text))
    return events


def settle(game: Fox) -> list[Event]:
    """Resolve a pending ability the plain way: keep the decree, return the card just drawn."""
    if game.phase is Phase.FOX_EXCHANGE:
        return game.apply(KEEP)
    if game.phase is Phase.WOODCUTTER_RETURN:
        seat = game.current_player
        assert seat is not None
        return game.apply(RETURN + game.observation(seat).my_drawn[-1])
    return []


def of_type(events: Iterable[Event], kind: type[E]) -> list[E]:
    """The events of one class."""
    return [e for e in events if isinstance(e, kind)]


# --- a fully scripted round ----------------------------------------------------------------------
# Seat 0 holds 2M..11M, 11K, 11B, 10B with 1M as the decree (trump Moons) and wins all 13 tricks;
# seat 1 holds 2K..8K, 10K and five Bells, the last one played being ``last1``. Seat 0 plays its
# Moons high to low after the Monarchs, keeping ``last0`` for the 13th trick.

SCRIPT_FOLLOWER_BELLS = ("2B", "4B", "6B", "8B")


def scripted_deck(last0: str = "2M", last1: str = "3B") -> tuple[int, ...]:
    """The deck of the scripted round."""
    assert last1 in ("1B", "3B", "5B") and last0 in ("2M", "3M", "4M", "5M")
    leader = [f"{r}M" for r in range(2, 12)] + ["11K", "11B", "10B"]
    follower = [f"{r}K" for r in (2, 3, 4, 5, 6, 7, 8, 10)] + [*SCRIPT_FOLLOWER_BELLS, last1]
    bells = [b for b in ("1B", "3B", "5B", "7B", "9B") if b != last1]
    return build_deck(leader, follower, decree="1M", draw=["9K", "1K", *bells])


def scripted_game(
    last0: str = "2M",
    last1: str = "3B",
    *,
    totals: tuple[int, int] = (0, 0),
    target: int = 21,
) -> tuple[Fox, list[Event]]:
    """The scripted round played up to the 13th trick (index 12), with ``totals`` preset; returns
    the game and the events so far."""
    deck = scripted_deck(last0, last1)
    game = with_totals(new_fox(deck, target=target), totals)
    d1, d2 = card_to_text(deck[27]), card_to_text(deck[28])
    moons = [m for m in ("5M", "4M", "3M", "2M") if m != last0]
    script = [
        ("11K", "10K"),
        ("11B", "8B"),
        ("10B", "6B"),
        ("11M", "4B"),
        ("10M", "2B"),
        ("9M", "2K"),
        ("8M", "3K", "keep"),
        ("7M", "4K"),
        ("6M", "5K", f"return {d1}"),
    ]
    for lead, follow in zip(moons, ("6K", "7K", "8K"), strict=True):
        extra = {"5M": (f"return {d2}",), "3M": ("keep",)}.get(lead, ())
        script.append((lead, *extra, follow))
    events: list[Event] = []
    for trick in script:
        events += play(game, *trick)
    assert game.tricks_won == (12, 0) and game.leader == 0
    return game, events
