"""A finished game walked step by step, in the player's words: the review room's whole behaviour,
with no screen of its own (:mod:`audiogame.review` holds the game's rounds and tricks).

Each step is one answer: a trick (its header, the game's own narration of its plays and powers,
who won it and why) or a round's result; the narration is the game's presentation's, for the
reviewing seat, at the player's verbosity, so no game is named here. The terminal's room
(:mod:`audiogame.ui.review_screen`) and the web page's (:mod:`audiogame.web.seat`) bind the same
keys (:data:`REVIEW_KEYS`) to the same commands (:meth:`ReviewWalk.commands`)::

    walk = ReviewWalk(tr, review, seat=0, every_hand=True, talk=lambda: Talk(), answer=say)
    walk.commands()["next"]()  # says the next trick

The coach (:mod:`audiogame.coaching`) works while the walk is open: ``coach`` says what the
seat's choice in the trick cost, from what it knew then, ``mistakes`` the round's costliest
choices (before it is done, how far it is); ``hindsight`` switches both to the verdicts with
every card known (computed from the first switch), each answer saying which it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from audiogame.coaching import Coaching
from audiogame.games import presentation
from audiogame.i18n import Translator
from audiogame.keys import TableKey
from audiogame.messages import Text
from audiogame.narration import Narrator, Verbosity
from audiogame.narration.cards import hand_summary
from audiogame.review import Review, ReviewRound, ReviewTrick, SeatView
from engine.coach import Verdict, costliest
from engine.events import Event

__all__ = ["COST_SAID", "REVIEW_KEYS", "ReviewWalk", "Stop", "Talk"]

COST_SAID = 0.25
"""A choice that cost less than this (in the game's unit) is said to be as good as any: the
coach's estimates are not finer than that."""


REVIEW_KEYS = (
    TableKey("right", "next", "help-review-key-trick"),
    TableKey("left", "previous", "help-review-key-trick"),
    TableKey("down", "next_round", "help-review-key-round"),
    TableKey("up", "previous_round", "help-review-key-round"),
    TableKey("home", "round_start", "help-review-key-start"),
    TableKey("end", "round_end", "help-review-key-start"),
    TableKey("h", "hand", "help-review-key-hand"),
    TableKey("o", "others", "help-review-key-others"),
    TableKey("r", "repeat", "help-review-key-repeat"),
    TableKey("c", "coach", "help-review-key-coach"),
    TableKey("m", "mistakes", "help-review-key-mistakes"),
    TableKey("k", "hindsight", "help-review-key-hindsight"),
)
"""The review's keys wherever it is walked, as the table's keys are data (keys that share a
help line list it once); leaving it is each front end's own key."""


@dataclass(frozen=True)
class Stop:
    """One step of the walk: a trick of a round, or the round's result (``trick`` ``None``)."""

    round: int
    trick: int | None


@dataclass(frozen=True)
class Talk:
    """How the walk narrates: the player's verbosity, and the card words they chose."""

    verbosity: Verbosity = Verbosity.NORMAL
    symbols: bool = False
    powers: bool = True


class ReviewWalk:
    """A review walked by commands (see the module docstring). ``talk`` gives the player's
    settings of now (read at each step), ``answer`` says a step's words, ``start`` sets a
    coach to work in the background (``None``: nowhere to run one)."""

    def __init__(
        self,
        tr: Translator,
        review: Review,
        seat: int,
        *,
        every_hand: bool,
        talk: Callable[[], Talk],
        answer: Callable[[str], None],
        coaching: Coaching | None = None,
        hindsight: Coaching | None = None,
        start: Callable[[Coaching], None] | None = None,
        names: Sequence[str] = (),
    ) -> None:
        self.tr = tr
        self.review = review
        self.seat = seat
        self.view: SeatView = review.view(seat, every_hand=every_hand)
        self.talk = talk
        self.answer = answer
        self.coaching = coaching
        """The coach's verdicts of the seat's decisions, computed while the walk is open."""
        self.hindsight = hindsight
        """The verdicts with hindsight, computed once they are first asked for."""
        self.hindsight_on = False
        """The coach's commands say the verdicts with hindsight."""
        self.start = start
        self.names = tuple(names)
        """Each seat's name at an online table (else the game's own seat names)."""
        self.stops = _stops(review)
        self.index = 0
        self._opened = False
        self.narrator = self.retell()

    def t(self, message: str, **args: object) -> Text:
        return self.tr.t(message, **args)

    def retell(self) -> Narrator:
        """A narrator with the player's settings and language of now."""
        talk = self.talk()
        narrator = Narrator(
            self.tr,
            presentation(self.review.game),
            self.seat,
            verbosity=talk.verbosity,
            players=self.review.players,
        )
        narrator.symbols, narrator.powers = talk.symbols, talk.powers
        if self.names:
            you = self.t("seat-you")
            narrator.seat_names = [you if s == self.seat else n for s, n in enumerate(self.names)]
        return narrator

    def commands(self) -> dict[str, Callable[[], None]]:
        """What each of :data:`REVIEW_KEYS`' commands does."""
        return {
            "next": lambda: self.step(+1),
            "previous": lambda: self.step(-1),
            "next_round": lambda: self.round_step(+1),
            "previous_round": lambda: self.round_step(-1),
            "round_start": self.round_start,
            "round_end": self.round_end,
            "hand": lambda: self.read_hand(others=False),
            "others": lambda: self.read_hand(others=True),
            "repeat": self.say,
            "coach": self.coach_trick,
            "mistakes": self.coach_round,
            "hindsight": self.switch_hindsight,
        }

    # --- where the walk is ----------------------------------------------------------------

    @property
    def stop(self) -> Stop:
        """Where the walk is."""
        return self.stops[self.index]

    def current_trick(self) -> ReviewTrick | None:
        """The trick the walk is at (``None`` at a round's result)."""
        return self._trick(self.stop)

    def totals(self) -> tuple[int, ...]:
        """Each seat's total at this step: after the round at its result, else before it."""
        last = self.stop.round if self.stop.trick is None else self.stop.round - 1
        for round_ in reversed(self.review.rounds[: last + 1]):
            scored = round_.scored
            if scored is not None:
                return tuple(getattr(scored, "totals", ()))
        return (0,) * self.review.players

    def tricks_won(self) -> dict[int, int]:
        """Each seat's tricks won in this round up to this step."""
        stop = self.stop
        round_ = self._round(stop)
        upto = len(round_.tricks) if stop.trick is None else stop.trick + 1
        won = dict.fromkeys(range(self.review.players), 0)
        for trick in round_.tricks[:upto]:
            if trick.won is not None:
                won[trick.won.seat] += 1  # type: ignore[attr-defined]
        return won

    def _round(self, stop: Stop) -> ReviewRound:
        return self.review.rounds[stop.round]

    def _trick(self, stop: Stop) -> ReviewTrick | None:
        return None if stop.trick is None else self._round(stop).tricks[stop.trick]

    # --- what is said ---------------------------------------------------------------------

    def text(self, index: int | None = None) -> str:
        """What a step says (this one by default): a trick or a round's result, in the player's
        words."""
        self.narrator = self.retell()  # the settings of now; no fact remembered between
        stop = self.stop if index is None else self.stops[index]
        round_ = self._round(stop)
        trick = self._trick(stop)
        numbers = {
            "round": stop.round + 1,
            "rounds": len(self.review.rounds),
            "count": len(round_.tricks),
        }
        level = self.narrator.verbosity.value
        if trick is None:
            if not round_.end:
                return self.t("review-unfinished", round=stop.round + 1)
            head = self.t(f"review-result-{level}", **numbers)
            return self.tr.sentences(head, *self._narrate(round_.end))
        head = self.t(f"review-trick-{level}", trick=trick.number + 1, **numbers)
        parts: list[str] = [head]
        if trick.number == 0:
            parts += self._narrate(round_.start[:1])  # the round's start: decree, leader
        parts += self._narrate(trick.events)
        if trick.won is not None:
            parts += self.narrator.explain_win(trick.won)
        return self.tr.sentences(*parts)

    def _narrate(self, events: Sequence[Event]) -> list[str]:
        return [line for event in self.view.events(events) for line in self.narrator.narrate(event)]

    def say(self) -> None:
        """Say the step again."""
        self.answer(self.text())

    def open(self, *, title: str = "review-title", step: bool = True) -> None:
        """The walk is shown: the first time, its ``title`` and first step (and the coach
        starts; ``step`` False: the title alone, where the focus says the step); afterwards,
        back at the step it was."""
        if not self._opened:
            self._opened = True
            if self.coaching is not None and self.start is not None:
                self.start(self.coaching)
            head = self.t(title, rounds=len(self.review.rounds))
            self.answer(self.tr.sentences(head, self.text()) if step else head)
            return
        self.answer(self.tr.sentences(self.t("review-back"), self.text()))

    def close(self) -> None:
        """Nobody walks it any more: the coach stops (its thread is for the next game)."""
        for coaching in (self.coaching, self.hindsight):
            if coaching is not None:
                coaching.stop()

    # --- moving ---------------------------------------------------------------------------

    def go(self, index: int, edge: str) -> None:
        """Go to stop ``index`` and say it; past either end, say ``edge`` and stay."""
        if not 0 <= index < len(self.stops):
            self.answer(self.t(edge))
            return
        self.index = index
        self.say()

    def step(self, delta: int) -> None:
        """The next or previous trick (or round's result)."""
        self.go(self.index + delta, "review-last" if delta > 0 else "review-first")

    def round_step(self, delta: int) -> None:
        """The first trick of the next or previous round."""
        target = self.stop.round + delta
        edge = "review-last-round" if delta > 0 else "review-first-round"
        self.go(self._first_of(target), edge)

    def round_start(self) -> None:
        """The first trick of this round."""
        self.go(self._first_of(self.stop.round), "review-first")

    def round_end(self) -> None:
        """This round's result (its last trick when it has none)."""
        mine = [i for i, s in enumerate(self.stops) if s.round == self.stop.round]
        self.go(mine[-1], "review-last")

    def _first_of(self, round_no: int) -> int:
        return next((i for i, s in enumerate(self.stops) if s.round == round_no), -1)

    # --- hands ----------------------------------------------------------------------------

    def read_hand(self, *, others: bool) -> None:
        """The seat's hand at this trick; with ``others``, the others' (when they may be
        shown)."""
        trick = self.current_trick()
        if trick is None:
            self.answer(self.t("review-hand-none"))
            return
        hands = self.view.hands(trick)
        show = presentation(self.review.game)
        if not others:
            cards = hands[self.seat]
            summary = hand_summary(self.tr, show, cards)
            number = trick.number + 1
            self.answer(self.t("review-hand", trick=number, count=len(cards), hand=summary))
            return
        seats = [s for s in self.narrator.seat_order() if s != self.seat and s in hands]
        if not seats:
            self.answer(self.t("review-hands-hidden"))
            return
        lines = [
            self.t(
                "review-hand-other",
                player=self.narrator.name(s),
                count=len(hands[s]),
                hand=hand_summary(self.tr, show, hands[s]),
            )
            for s in seats
        ]
        self.answer(self.tr.concat(lines))

    # --- the coach ------------------------------------------------------------------------

    @property
    def _active(self) -> Coaching | None:
        """The verdicts the coach's commands say now."""
        return self.hindsight if self.hindsight_on else self.coaching

    @property
    def _who(self) -> str:
        """Who says them: the coach, or the verdict with hindsight."""
        return self.t("coach-who-hindsight" if self.hindsight_on else "coach-who-knew")

    def _coach_busy(self) -> bool:
        """Say why the coach has nothing yet (thinking, failed, none); True when so."""
        coaching = self._active
        if coaching is None:
            self.answer(self.t("coach-none-here"))
            return True
        if coaching.failed:
            self.answer(self.t("coach-failed", who=self._who))
            return True
        if not coaching.ready:
            self.answer(self.t("coach-thinking", who=self._who, percent=coaching.percent))
            return True
        return False

    def switch_hindsight(self) -> None:
        """The coach's commands say the verdicts with hindsight (started the first time), or
        again what the seat knew."""
        if self.hindsight is None or self.start is None:
            self.answer(self.t("coach-none-here"))
            return
        self.hindsight_on = not self.hindsight_on
        if self.hindsight_on and not self.hindsight.started:
            self.hindsight.started = True  # a second switch before the task runs starts none
            self.start(self.hindsight)
        self.answer(self.t("coach-hindsight-on" if self.hindsight_on else "coach-hindsight-off"))

    def _option(self, action: int) -> str:
        return presentation(self.review.game).option_name(self.tr, self.narrator, action)

    def _cost(self, verdict: Verdict) -> str:
        if verdict.cost < COST_SAID:
            return self.t("coach-best", who=self._who, card=self._option(verdict.chosen))
        cost = self.t(
            "coach-cost",
            who=self._who,
            card=self._option(verdict.chosen),
            cost=round(verdict.cost, 1),
            unit=verdict.unit,
            best=self._option(verdict.best),
        )
        taker = verdict.best_taker
        if taker is None:
            return cost
        if taker == self.seat:
            return self.tr.sentences(cost, self.t("coach-reason-you"))
        return self.tr.sentences(
            cost, self.t("coach-reason-other", player=self.narrator.name(taker))
        )

    def coach_trick(self) -> None:
        """What the seat's choices in this trick cost, from what it knew then; at a round's
        result, the round's costliest choices."""
        if self._coach_busy():
            return
        coaching = self._active
        assert coaching is not None
        stop = self.stop
        if stop.trick is None:
            self.coach_round()
            return
        verdicts = coaching.of_trick(stop.round, stop.trick)
        if not verdicts:
            self.answer(self.t("coach-no-choice", who=self._who))
            return
        self.answer(self.tr.sentences(*(self._cost(v) for v in verdicts)))

    def coach_round(self) -> None:
        """This round's costliest choices, costliest first."""
        if self._coach_busy():
            return
        coaching = self._active
        assert coaching is not None
        number = self.stop.round
        mine = [v for v in coaching.verdicts or () if v.round == number]
        worst = [v for v in costliest(mine) if v.cost >= COST_SAID]
        if not worst:
            self.answer(self.t("coach-round-none", who=self._who, round=number + 1))
            return
        items = [
            self.t(
                "coach-round-item",
                trick=v.trick + 1,
                card=self._option(v.chosen),
                cost=round(v.cost, 1),
                unit=v.unit,
            )
            for v in worst
        ]
        head = self.t("coach-round", who=self._who, round=number + 1)
        self.answer(f"{head} {self.tr.join(items)}.")


def _stops(review: Review) -> list[Stop]:
    """Each round's tricks, then its result."""
    stops: list[Stop] = []
    for number, round_ in enumerate(review.rounds):
        stops += [Stop(number, t.number) for t in round_.tricks]
        stops.append(Stop(number, None))
    return stops
