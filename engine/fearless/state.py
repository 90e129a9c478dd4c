"""The Fearless game state: :class:`Fearless`, a :class:`engine.game.Game`.

Hands are bitmasks of physical ids (layout in :mod:`engine.fearless.cards`); the current trick is
tracked incrementally by a :class:`~engine.fearless.rules.TrickProgress` (count, running total, led
suit, best card so far) so that :meth:`Fearless.step` costs a few table look-ups. The pure
functions of :mod:`engine.fearless.rules` state the same rules on plain data and give the win
reasons. Positions are read by :mod:`engine.fearless.position`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Self

from engine.errors import ConfigError, PositionError
from engine.events import Event
from engine.fearless import position as fearless_position
from engine.fearless import rules
from engine.fearless.cards import (
    CARD_KIND,
    KIND_COUNT,
    KIND_MASK,
    KIND_SUIT,
    SUIT_LETTERS,
    SUIT_MASK,
    ZERO,
    ZERO_MASK,
    canonical_cards,
    card_to_text,
    deck_cards,
    kind_to_text,
    mask_cards,
    mask_kinds,
    parse_cards,
    text_to_kind,
    text_to_suit,
)
from engine.fearless.events import (
    CardPlayed,
    GameOver,
    GhostMoved,
    HandDealt,
    LedSuitFixed,
    RoundScored,
    RoundStarted,
    TrickWon,
)
from engine.fearless.observation import FearlessObservation
from engine.fearless.rules import TrickProgress, TrickView
from engine.fields import StateFields
from engine.game import Game, Horizon, Result
from engine.reasons import Illegal, Refusal
from engine.rng import stream

__all__ = ["OPTIONS", "Fearless"]

OPTIONS: tuple[str, ...] = ("first_leader", "removed_suit")
"""Option names: ``first_leader`` (seat leading round 1), ``removed_suit`` (3 players, a letter)."""

_M0, _M1, _M2, _M3 = SUIT_MASK


class _KindDecoder(dict[int, tuple[int, ...]]):
    """Distinct kinds (ascending) of the cards of one suit, or of the zeros, in a bitmask."""

    def __missing__(self, mask: int) -> tuple[int, ...]:
        kinds = tuple(sorted({CARD_KIND[c] for c in mask_cards(mask)}))
        self[mask] = kinds
        return kinds


_DECODE = _KindDecoder()


class Fearless(Game[FearlessObservation]):
    """A game of Fearless for 3-5 players; actions are card kinds (0..48).

    ``options``: ``first_leader`` (int seat) and, with 3 players only, ``removed_suit`` (``"B"``,
    ``"O"``, ``"M"`` or ``"G"``); missing ones are drawn from the seed's ``setup`` stream and
    written back into :attr:`options`. The constructor deals round 1 without events; see
    :meth:`start_events`.
    """

    name = "fearless"
    min_players = 3
    max_players = 5

    FIELDS = StateFields(
        settings=("_n", "_first_leader", "_removed_suit", "_rounds", "_hand_size", "_fresh"),
        values=("_round", "_over", "_current", "_leader", "_tricks"),
        lists=("_hands", "_plays", "_leaders", "_ghosts", "_totals", "_round_points"),
        owned=("_trick",),
        caches=("_over", "_current", "_leader", "_tricks", "_leaders", "_trick"),
    )
    __slots__ = FIELDS.slots

    _n: int
    _first_leader: int
    _removed_suit: int | None
    _rounds: int
    _hand_size: int
    _fresh: tuple[int, ...]
    _round: int
    _over: bool
    _hands: list[int]
    _current: int
    _leader: int
    _trick: TrickProgress
    _tricks: int
    _plays: list[int]
    _leaders: list[int]
    _ghosts: list[int | None]
    _totals: list[int]
    _round_points: list[tuple[int, ...]]

    def __init__(
        self,
        players: int,
        seed: int,
        options: Mapping[str, Any],
        deals: Sequence[Sequence[int]] = (),
    ) -> None:
        super().__init__(players, seed, options, deals)
        if isinstance(players, bool) or players not in (3, 4, 5):
            raise ConfigError(f"Fearless is for 3-5 players, not {players!r}")
        self._n = players
        self._normalize_options()
        self._rounds = rules.round_count(players)
        self._hand_size = rules.hand_size(players)
        self._fresh = deck_cards(players, self._removed_suit)
        self._round = 0
        self._over = False
        self._totals = [0] * players
        self._round_points = []
        self._start_round()

    def _normalize_options(self) -> None:
        players = self.players
        options = self.options
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise ConfigError(f"unknown Fearless option(s) {unknown}; known: {list(OPTIONS)}")
        setup = stream(self.seed, "setup")
        default_leader = setup.randrange(players)
        default_suit = setup.randrange(4)
        leader = options.get("first_leader")
        if leader is None:
            leader = default_leader
        elif isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader < players:
            raise ConfigError(f"first_leader must be a seat 0..{players - 1}, not {leader!r}")
        suit_text = options.get("removed_suit")
        removed: int | None = None
        if players == 3:
            if suit_text is None:
                removed = default_suit
            elif isinstance(suit_text, str):
                try:
                    removed = text_to_suit(suit_text)
                except ValueError:
                    raise ConfigError(
                        f"removed_suit must be one of B, O, M, G, not {suit_text!r}"
                    ) from None
            else:
                raise ConfigError(f"removed_suit must be one of B, O, M, G, not {suit_text!r}")
        elif suit_text is not None:
            raise ConfigError("removed_suit is only for 3 players")
        self._first_leader = leader
        self._removed_suit = removed
        self.options = {"first_leader": leader}
        if removed is not None:
            self.options["removed_suit"] = SUIT_LETTERS[removed]

    def _start_round(self) -> None:
        """Deal the current round and put every ghost on the ruin."""
        n = self._n
        size = self._hand_size
        deck = canonical_cards(self._next_deck(self._fresh, "deal", self._round))
        self.deals[-1] = deck  # identical cards relabelled, as a record reads them back
        hands: list[int] = []
        for seat in range(n):
            mask = 0
            for card in deck[seat * size : (seat + 1) * size]:
                mask |= 1 << card
            hands.append(mask)
        self._hands = hands
        self._ghosts = [None] * n
        self._plays = []
        self._leaders = []
        self._tricks = 0
        self._leader = self._current = rules.round_leader(self._first_leader, self._round, n)
        self._trick = TrickProgress()

    # --- the Game interface ---------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat to play, ``None`` once the game is over."""
        return None if self._over else self._current

    @property
    def is_over(self) -> bool:
        """True after the last trick of the last round."""
        return self._over

    def legal_actions(self) -> list[int]:
        """Kinds the current player may play, ascending; empty when over."""
        if self._over:
            return []
        hand = self._hands[self._current]
        led = self._trick.led
        if led >= 0:
            follow = hand & SUIT_MASK[led]
            if follow:
                if hand & ZERO_MASK:
                    return [*_DECODE[follow], ZERO]
                return [*_DECODE[follow]]
        decode = _DECODE
        return [
            *decode[hand & _M0],
            *decode[hand & _M1],
            *decode[hand & _M2],
            *decode[hand & _M3],
            *decode[hand & ZERO_MASK],
        ]

    def _why_illegal(self, action: int) -> Illegal | None:
        if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < KIND_COUNT:
            return Illegal(Refusal.UNKNOWN_ACTION)
        hand = self._hands[self._current]
        if not hand & KIND_MASK[action]:
            return Illegal(Refusal.NOT_IN_HAND)
        led = self._trick.led
        if led >= 0 and action != ZERO and KIND_SUIT[action] != led and hand & SUIT_MASK[led]:
            return Illegal(Refusal.MUST_FOLLOW, suit=led)
        return None

    def _apply(self, action: int, events: list[Event] | None) -> None:
        seat = self._current
        hands = self._hands
        hand = hands[seat]
        copies = hand & KIND_MASK[action]
        hands[seat] = hand ^ (copies & -copies)
        self._plays.append(action)
        trick = self._trick
        position = trick.count
        fixed = trick.add(seat, action)
        if events is not None:
            led = trick.led
            events.append(CardPlayed(seat, action, trick.total, None if led < 0 else led, position))
            if fixed:
                events.append(LedSuitFixed(seat, KIND_SUIT[action], position > 0))
        if position + 1 == self._n:
            self._end_trick(events)
        else:
            seat += 1
            self._current = 0 if seat == self._n else seat

    def _end_trick(self, events: list[Event] | None) -> None:
        n = self._n
        progress = self._trick
        winner = progress.best_seat
        value = progress.total
        ghosts = self._ghosts
        old = ghosts[winner]
        new = value if old is None else old + value
        ghosts[winner] = new
        leader = self._leader
        if events is not None:
            trick = self._plays[-n:]
            index, reason = rules.trick_winner(trick)
            events.append(
                TrickWon(
                    winner,
                    self._tricks,
                    tuple(((leader + i) % n, kind) for i, kind in enumerate(trick)),
                    value,
                    None if progress.led < 0 else progress.led,
                    reason,
                    trick[index],
                    winner,
                )
            )
            events.append(GhostMoved(winner, old, new))
        self._leaders.append(leader)
        self._tricks += 1
        self._leader = self._current = winner
        progress.reset()
        if self._tricks == self._hand_size:
            self._end_round(events)

    def _end_round(self, events: list[Event] | None) -> None:
        ghosts = self._ghosts
        points = rules.round_points(ghosts)
        self._round_points.append(points)
        totals = self._totals
        for seat, gained in enumerate(points):
            totals[seat] += gained
        if events is not None:
            events.append(RoundScored(self._round, tuple(ghosts), points, tuple(totals)))
        if self._round + 1 == self._rounds or self._horizon == "round":
            self._over = True
            if events is not None:
                events.append(GameOver(tuple(totals), rules.winners(totals)))
            return
        self._round += 1
        self._start_round()
        if events is not None:
            events.extend(self.start_events())

    def start_events(self) -> list[Event]:
        """``RoundStarted`` and one ``HandDealt`` per seat for the current round as dealt."""
        n = self._n
        events: list[Event] = [
            RoundStarted(
                self._round, self._rounds, rules.round_leader(self._first_leader, self._round, n)
            )
        ]
        for seat, hand in enumerate(self._dealt_hands()):
            events.append(HandDealt(seat, hand))
        return events

    def _dealt_hands(self) -> list[tuple[int, ...]]:
        """Each seat's hand as dealt this round (kinds, ascending): now plus what it played."""
        n = self._n
        hands = [list(mask_kinds(h)) for h in self._hands]
        plays = self._plays
        leaders = [*self._leaders, self._leader]
        for index, kind in enumerate(plays):
            hands[(leaders[index // n] + index % n) % n].append(kind)
        return [tuple(sorted(h)) for h in hands]

    def result(self) -> Result | None:
        """Totals and the seats with the fewest fear points, once the game is over."""
        if not self._over:
            return None
        return Result(tuple(self._totals), rules.winners(self._totals))

    def observation(self, seat: int) -> FearlessObservation:
        """What ``seat`` knows: the public table and its own hand."""
        n = self._n
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ConfigError(f"no seat {seat!r} in a {n}-player game")
        plays = self._plays
        progress = self._trick
        count = progress.count
        leader = self._leader
        trick = plays[len(plays) - count :] if count else []
        completed = tuple(
            tuple(
                ((self._leaders[t] + i) % n, kind)
                for i, kind in enumerate(plays[t * n : (t + 1) * n])
            )
            for t in range(self._tricks)
        )
        mine = not self._over and seat == self._current
        result = self.result()
        return FearlessObservation(
            seat=seat,
            players=n,
            round=self._round,
            rounds=self._rounds,
            hand=mask_kinds(self._hands[seat]),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            current_player=self.current_player,
            trick_leader=leader,
            trick=tuple(((leader + i) % n, kind) for i, kind in enumerate(trick)),
            trick_total=progress.total,
            led_suit=None if progress.led < 0 else progress.led,
            ghosts=tuple(self._ghosts),
            totals=tuple(self._totals),
            round_points=tuple(self._round_points),
            tricks_played=self._tricks,
            completed_tricks=completed,
            removed_suit=self._removed_suit,
            legal_actions=tuple(self.legal_actions()) if mine else (),
            is_over=self._over,
            winners=() if result is None else result.winners,
        )

    # --- public reads (front ends, tests, search rollouts) ------------------------------------

    @property
    def round(self) -> int:
        """The current round, from 0."""
        return self._round

    @property
    def ghosts(self) -> tuple[int | None, ...]:
        """Each seat's ghost: ``None`` on the ruin, else its space."""
        return tuple(self._ghosts)

    @property
    def totals(self) -> tuple[int, ...]:
        """Fear points of the finished rounds, by seat."""
        return tuple(self._totals)

    @property
    def tricks_played(self) -> int:
        """Completed tricks of this round."""
        return self._tricks

    @property
    def tricks_left(self) -> int:
        """Tricks of this round still to play, the current one included."""
        return self._hand_size - self._tricks

    @property
    def trick_progress(self) -> TrickView:
        """The current trick's running facts (count, total, led suit, best card): a read-only
        view that follows the game, cheap enough for search rollouts."""
        return self._trick

    def ghost(self, seat: int) -> int | None:
        """The ghost of ``seat``: ``None`` on the ruin, else its space."""
        return self._ghosts[seat]

    def hand(self, seat: int) -> tuple[int, ...]:
        """The kinds ``seat`` holds, ascending (identical cards repeated)."""
        return mask_kinds(self._hands[seat])

    def hand_mask(self, seat: int) -> int:
        """The physical ids ``seat`` holds as a bitmask (layout in :mod:`engine.fearless.cards`;
        for search)."""
        return self._hands[seat]

    def rearrange(self, hands: Mapping[int, Sequence[int]]) -> None:
        """Give each listed seat the kinds ``hands[seat]``: between them the same cards as
        before, as many per seat (a world of a search, where those hands are hidden). Raises
        :class:`PositionError` otherwise."""
        current = self._hands
        pool = 0
        for seat in hands:
            pool |= current[seat]
        new = list(current)
        for seat, kinds in hands.items():
            mask = 0
            for kind in kinds:
                free = pool & KIND_MASK[kind]
                if not free:
                    raise PositionError("a rearrangement moves the same cards between hands")
                low = free & -free
                pool ^= low
                mask |= low
            if len(kinds) != current[seat].bit_count():
                raise PositionError(f"seat {seat} must keep {current[seat].bit_count()} cards")
            new[seat] = mask
        if pool:
            raise PositionError("a rearrangement moves the same cards between hands")
        self._hands = new

    # --- positions ----------------------------------------------------------------------------

    def position(self) -> dict[str, Any]:
        """The game as a position (see :mod:`engine.fearless.position` for the keys)."""
        n = self._n
        plays = [kind_to_text(k) for k in self._plays]
        done = self._tricks * n
        data: dict[str, Any] = {
            "game": self.name,
            "players": n,
            "seed": self.seed,
            "first_leader": self._first_leader,
        }
        if self._removed_suit is not None:
            data["removed_suit"] = SUIT_LETTERS[self._removed_suit]
        data.update(
            {
                "round": self._round,
                "past_rounds": [list(p) for p in self._round_points],
                "start_totals": [
                    self._totals[s] - sum(p[s] for p in self._round_points) for s in range(n)
                ],
                "totals": list(self._totals),
                "hands": [[kind_to_text(k) for k in mask_kinds(h)] for h in self._hands],
                "tricks": [plays[t : t + n] for t in range(0, done, n)],
                "trick": plays[done:],
                "ghosts": list(self._ghosts),
            }
        )
        if not any(data["start_totals"]):
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
        setup = fearless_position.read(position)
        n = setup.players
        options: dict[str, Any] = {"first_leader": setup.first_leader}
        if setup.removed_suit is not None:
            options["removed_suit"] = setup.removed_suit
        game = cls(n, setup.seed, options)
        game._horizon = horizon
        round_no = setup.round
        past = setup.past_rounds
        full = len(setup.plays) == n * game._hand_size
        finished = full and (horizon == "round" or round_no + 1 == game._rounds)
        if full and not finished:
            raise PositionError("a finished round is followed by the next deal: give that one")
        if len(past) > round_no + finished or len(past) < finished:
            raise PositionError(f"past_rounds lists at most {round_no + finished} rounds")
        game._round = round_no
        game._round_points = list(past[: len(past) - finished])
        game._totals = [
            setup.start_totals[s] + sum(p[s] for p in game._round_points) for s in range(n)
        ]
        try:
            deck = parse_cards([kind_to_text(k) for hand in setup.start_hands for k in hand])
        except ValueError as exc:
            raise PositionError(f"the cards are not this game's deck: {exc}") from None
        if Counter(CARD_KIND[c] for c in deck) != Counter(CARD_KIND[c] for c in game._fresh):
            raise PositionError("the cards are not this game's deck (hands plus cards played)")
        game.deals.clear()
        game._preset_deals = [deck]
        game._start_round()
        game.deals.clear()
        game._preset_deals = []
        for index, kind in enumerate(setup.plays):
            reason = game.why_illegal(kind)
            if reason is not None:
                raise PositionError(
                    f"card {index} of the round, {kind_to_text(kind)}, breaks the rules "
                    f"({reason.code})"
                )
            game._apply(kind, None)
        if finished and game._round_points != list(past):
            raise PositionError("the last past round is not the one the tricks show")
        if setup.ghosts is not None and tuple(game._ghosts) != setup.ghosts:
            raise PositionError(f"ghosts must be {game._ghosts}, as the tricks move them")
        if setup.totals is not None and tuple(game._totals) != setup.totals:
            raise PositionError(f"totals must be {game._totals}, the sums of the past rounds")
        game._from_start(position, horizon, deals)
        return game

    def action_to_text(self, action: int) -> str:
        """``B+5``, ``G-4``, ``0``."""
        return kind_to_text(action)

    def text_to_action(self, text: str) -> int:
        """Inverse of :meth:`action_to_text` (also ``Z`` for the zero, any case)."""
        return text_to_kind(text)

    @classmethod
    def card_to_text(cls, card: int) -> str:
        """Text of a physical id: the text of its kind."""
        return card_to_text(card)

    @classmethod
    def parse_deck(cls, texts: Sequence[str]) -> tuple[int, ...]:
        """Physical ids of card texts (identical cards: lowest unused id first)."""
        return parse_cards(texts)
