"""The review room: a finished game walked by keys, trick by trick (:mod:`audiogame.review`).

Each step is one answer: a trick (its header, the game's own narration of its plays and powers,
who won it and why) or a round's result; the narration is the game's presentation's, for the
reviewing seat, at the player's verbosity, so no game is named here::

    app.push(ReviewScreen(app, review_of(record), seat=0, every_hand=True, on_leave=back))

Right and Left step over the tricks and the rounds' results, Down and Up over rounds, Home goes
to the round's start and End to its result, H says the seat's hand at the trick (O the others',
when the review may show them), R says the step again, Backspace or F10 leave; Escape stops
speech, as everywhere. The coach (:mod:`audiogame.coaching`) works while the room is open: C
says what the seat's choice in the trick cost, from what it knew then, M the round's costliest
choices (before it is done, how far it is); K switches C and M to the verdicts with hindsight,
every card known (computed from the first K), each answer saying which it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.keys import Keys

from audiogame.coaching import Coaching
from audiogame.games import presentation
from audiogame.narration import Narrator
from audiogame.narration.cards import hand_summary
from audiogame.review import Review, ReviewRound, ReviewTrick, SeatView
from audiogame.ui.screens import Screen
from engine.coach import Verdict, costliest
from engine.events import Event

if TYPE_CHECKING:
    from audiogame.ui.host import AppHost

__all__ = ["COST_SAID", "ReviewScreen", "Stop"]

COST_SAID = 0.25
"""A choice that cost less than this (in the game's unit) is said to be as good as any: the
coach's estimates are not finer than that."""


@dataclass(frozen=True)
class Stop:
    """One step of the walk: a trick of a round, or the round's result (``trick`` ``None``)."""

    round: int
    trick: int | None


class ReviewScreen(Screen):
    """The review room (see the module docstring)."""

    help_ids = (
        "help-review-title",
        "help-review-key-trick",
        "help-review-key-round",
        "help-review-key-start",
        "help-review-key-hand",
        "help-review-key-others",
        "help-review-key-repeat",
        "help-review-key-coach",
        "help-review-key-mistakes",
        "help-review-key-hindsight",
        "help-game-key-escape",
        "help-review-key-back",
        "help-game-key-history",
        "help-game-key-help",
    )

    def __init__(
        self,
        app: AppHost,
        review: Review,
        seat: int,
        *,
        every_hand: bool,
        on_leave: Callable[[], None],
        coaching: Coaching | None = None,
        hindsight: Coaching | None = None,
        names: Sequence[str] = (),
    ) -> None:
        self.host = app
        self.names = tuple(names)
        """Each seat's name at an online table (else the game's own seat names)."""
        self.coaching = coaching
        """The coach's verdicts of the seat's decisions, computed while the room is open."""
        self.hindsight = hindsight
        """The verdicts with hindsight, computed once K first asks for them."""
        self.hindsight_on = False
        """C and M say the verdicts with hindsight (K switches)."""
        self.review = review
        self.seat = seat
        self.view: SeatView = review.view(seat, every_hand=every_hand)
        self.on_leave = on_leave
        self.stops = _stops(review)
        self.index = 0
        self._opened = False
        super().__init__(app)
        self.narrator = self._narrator()

    def _narrator(self) -> Narrator:
        settings = self.host.settings
        narrator = Narrator(
            self.app.tr,
            presentation(self.review.game),
            self.seat,
            verbosity=settings.verbosity,
            players=self.review.players,
        )
        narrator.symbols, narrator.powers = settings.card_symbols, settings.card_powers
        if self.names:
            you = self.app.tr.t("seat-you")
            narrator.seat_names = [you if s == self.seat else n for s, n in enumerate(self.names)]
        return narrator

    def on_language(self) -> None:
        self.narrator = self._narrator()

    # --- what is said ---------------------------------------------------------------------

    @property
    def stop(self) -> Stop:
        """Where the walk is."""
        return self.stops[self.index]

    def current_trick(self) -> ReviewTrick | None:
        """The trick the walk is at (``None`` at a round's result)."""
        return self._trick(self.stop)

    def totals(self) -> tuple[int, ...]:
        """Each seat's total at this step: after the round at its result, else before it."""
        rounds = self.review.rounds
        last = self.stop.round if self.stop.trick is None else self.stop.round - 1
        for round_ in reversed(rounds[: last + 1]):
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

    def text(self) -> str:
        """What the step says: a trick or a round's result, in the player's words."""
        self.narrator = self._narrator()  # the settings of now; no fact remembered between
        stop = self.stop
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
            return self.app.tr.sentences(head, *self._narrate(round_.end))
        head = self.t(f"review-trick-{level}", trick=trick.number + 1, **numbers)
        parts = [head]
        if trick.number == 0:
            parts += self._narrate(round_.start[:1])  # the round's start: decree, leader
        parts += self._narrate(trick.events)
        if trick.won is not None:
            parts += self.narrator.explain_win(trick.won)
        return self.app.tr.sentences(*parts)

    def _narrate(self, events: Sequence[Event]) -> list[str]:
        return [line for event in self.view.events(events) for line in self.narrator.narrate(event)]

    def say(self) -> None:
        """Say the step (R)."""
        self.app.out.answer(self.text())

    def enter(self) -> None:
        if not self._opened:
            self._opened = True
            if self.coaching is not None:
                self.host.background(self.coaching.run(self.host.executor))
            self.app.out.answer(
                self.app.tr.sentences(
                    self.t("review-title", rounds=len(self.review.rounds)), self.text()
                )
            )
            return
        self.app.out.answer(self.app.tr.sentences(self.t("review-back"), self.text()))

    # --- moving ---------------------------------------------------------------------------

    def go(self, index: int, edge: str) -> None:
        """Go to stop ``index`` and say it; past either end, say ``edge`` and stay."""
        if not 0 <= index < len(self.stops):
            self.app.out.answer(self.t(edge))
            return
        self.index = index
        self.say()

    def step(self, delta: int) -> None:
        """Right and Left: the next or previous trick (or round's result)."""
        self.go(self.index + delta, "review-last" if delta > 0 else "review-first")

    def round_step(self, delta: int) -> None:
        """Down and Up: the first trick of the next or previous round."""
        target = self.stop.round + delta
        edge = "review-last-round" if delta > 0 else "review-first-round"
        self.go(self._first_of(target), edge)

    def round_start(self) -> None:
        """Home: the first trick of this round."""
        self.go(self._first_of(self.stop.round), "review-first")

    def round_end(self) -> None:
        """End: this round's result (its last trick when it has none)."""
        mine = [i for i, s in enumerate(self.stops) if s.round == self.stop.round]
        self.go(mine[-1], "review-last")

    def _first_of(self, round_no: int) -> int:
        return next((i for i, s in enumerate(self.stops) if s.round == round_no), -1)

    # --- hands ----------------------------------------------------------------------------

    def read_hand(self, *, others: bool) -> None:
        """H: the seat's hand at this trick; O: the others' (when they may be shown)."""
        stop = self.stop
        trick = self._trick(stop)
        if trick is None:
            self.app.out.answer(self.t("review-hand-none"))
            return
        hands = self.view.hands(trick)
        show = presentation(self.review.game)
        tr = self.app.tr
        if not others:
            cards = hands[self.seat]
            summary = hand_summary(tr, show, cards)
            number = trick.number + 1
            self.app.out.answer(self.t("review-hand", trick=number, count=len(cards), hand=summary))
            return
        seats = [s for s in self.narrator.seat_order() if s != self.seat and s in hands]
        if not seats:
            self.app.out.answer(self.t("review-hands-hidden"))
            return
        lines = [
            self.t(
                "review-hand-other",
                player=self.narrator.name(s),
                count=len(hands[s]),
                hand=hand_summary(tr, show, hands[s]),
            )
            for s in seats
        ]
        self.app.out.answer(tr.concat(lines))

    # --- the coach ------------------------------------------------------------------------

    @property
    def _active(self) -> Coaching | None:
        """The verdicts C and M say now."""
        return self.hindsight if self.hindsight_on else self.coaching

    @property
    def _who(self) -> str:
        """Who says them: the coach, or the verdict with hindsight."""
        return self.t("coach-who-hindsight" if self.hindsight_on else "coach-who-knew")

    def _coach_busy(self) -> bool:
        """Say why the coach has nothing yet (thinking, failed, none); True when so."""
        coaching = self._active
        if coaching is None:
            self.app.out.answer(self.t("coach-none-here"))
            return True
        if coaching.failed:
            self.app.out.answer(self.t("coach-failed", who=self._who))
            return True
        if not coaching.ready:
            self.app.out.answer(self.t("coach-thinking", who=self._who, percent=coaching.percent))
            return True
        return False

    def switch_hindsight(self) -> None:
        """K: C and M say the verdicts with hindsight (started the first time), or again what
        the seat knew."""
        if self.hindsight is None:
            self.app.out.answer(self.t("coach-none-here"))
            return
        self.hindsight_on = not self.hindsight_on
        if self.hindsight_on and not self.hindsight.started:
            self.hindsight.started = True  # a second K before the task runs starts no other
            self.host.background(self.hindsight.run(self.host.executor))
        self.app.out.answer(
            self.t("coach-hindsight-on" if self.hindsight_on else "coach-hindsight-off")
        )

    def _option(self, action: int) -> str:
        return presentation(self.review.game).option_name(self.app.tr, self.narrator, action)

    def _cost(self, verdict: Verdict) -> str:
        if verdict.cost < COST_SAID:
            return self.t("coach-best", who=self._who, card=self._option(verdict.chosen))
        return self.t(
            "coach-cost",
            who=self._who,
            card=self._option(verdict.chosen),
            cost=round(verdict.cost, 1),
            unit=verdict.unit,
            best=self._option(verdict.best),
        )

    def coach_trick(self) -> None:
        """C: what the seat's choices in this trick cost, from what it knew then; at a
        round's result, the round's costliest choices (as M)."""
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
            self.app.out.answer(self.t("coach-no-choice", who=self._who))
            return
        self.app.out.answer(self.app.tr.sentences(*(self._cost(v) for v in verdicts)))

    def coach_round(self) -> None:
        """M: this round's costliest choices, costliest first."""
        if self._coach_busy():
            return
        coaching = self._active
        assert coaching is not None
        number = self.stop.round
        mine = [v for v in coaching.verdicts or () if v.round == number]
        worst = [v for v in costliest(mine) if v.cost >= COST_SAID]
        if not worst:
            self.app.out.answer(self.t("coach-round-none", who=self._who, round=number + 1))
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
        self.app.out.answer(f"{head} {self.app.tr.join(items)}.")

    # --- keys -----------------------------------------------------------------------------

    def leave(self) -> None:
        """Backspace or F10: back to where the room was opened from (the coach stops: the
        computer players' thread is for the next game)."""
        for coaching in (self.coaching, self.hindsight):
            if coaching is not None:
                coaching.stop()
        self.on_leave()

    def bind(self) -> None:
        kb = self.kb
        kb.add(Keys.Right)(lambda e: self.step(+1))
        kb.add(Keys.Left)(lambda e: self.step(-1))
        kb.add(Keys.Down)(lambda e: self.round_step(+1))
        kb.add(Keys.Up)(lambda e: self.round_step(-1))
        kb.add(Keys.Home)(lambda e: self.round_start())
        kb.add(Keys.End)(lambda e: self.round_end())
        kb.add("h")(lambda e: self.read_hand(others=False))
        kb.add("H")(lambda e: self.read_hand(others=False))
        kb.add("o")(lambda e: self.read_hand(others=True))
        kb.add("O")(lambda e: self.read_hand(others=True))
        kb.add("r")(lambda e: self.say())
        kb.add("R")(lambda e: self.say())
        kb.add("c")(lambda e: self.coach_trick())
        kb.add("C")(lambda e: self.coach_trick())
        kb.add("m")(lambda e: self.coach_round())
        kb.add("M")(lambda e: self.coach_round())
        kb.add("k")(lambda e: self.switch_hindsight())
        kb.add("K")(lambda e: self.switch_hindsight())
        kb.add(Keys.Backspace)(lambda e: self.leave())
        kb.add(Keys.F10)(lambda e: self.leave())
        kb.add(Keys.Escape, eager=True)(lambda e: self.app.out.stop())

        @kb.add(Keys.Any)
        def _other(event: KeyPressEvent) -> None:
            self.app.refuse_key(event)


def _stops(review: Review) -> list[Stop]:
    """Each round's tricks, then its result."""
    stops: list[Stop] = []
    for number, round_ in enumerate(review.rounds):
        stops += [Stop(number, t.number) for t in round_.tricks]
        stops.append(Stop(number, None))
    return stops
