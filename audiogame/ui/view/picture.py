"""What the large view shows, as data: a :class:`Picture` of the table for one seat.

Built from the :class:`~audiogame.table.Table` and the game's presentation only (no game is
named here), so the drawing code knows nothing of any game. A picture is a frozen value: the view
is drawn again only when the picture (or the screen's size) changes.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from audiogame.games import Face, Fact, Standing, TrickPicture, TrickResult, presentation
from audiogame.table import Table

if TYPE_CHECKING:
    from audiogame.i18n import Translator
    from audiogame.narration import Narrator
    from audiogame.review_walk import ReviewWalk

MIN_COLUMNS = 40
MIN_ROWS = 12
"""The smallest window the view lays the table out on; below it, it says what it needs."""

__all__ = [
    "MIN_COLUMNS",
    "MIN_ROWS",
    "NO_GROUP",
    "HandGroup",
    "Mark",
    "Picture",
    "initials",
    "picture_of",
    "review_picture",
]

NO_GROUP = -1
"""The group of a choice that is no card (keeping the decree card): drawn without a suit."""


@dataclass(frozen=True)
class Mark:
    """How a suit is told apart: its colour family, its tactile symbol and its letter."""

    glyph: str
    letter: str
    colour: str


@dataclass(frozen=True)
class HandGroup:
    """The cards of one suit in the hand, in hand order; ``first`` is the index of its first
    card among the choices."""

    group: int
    cards: tuple[Face, ...]
    first: int


@dataclass(frozen=True)
class Picture:
    """Everything the large view draws (see the module docstring)."""

    title: str
    marks: tuple[Mark, ...]
    """By presentation group."""
    hand: tuple[HandGroup, ...]
    focus: int | None
    """Index of the focused choice (``None``: nothing to choose)."""
    trick_title: str
    trick: TrickPicture
    no_card: str
    names: tuple[tuple[int, str], ...]
    """``(seat, short name)`` for every seat."""
    standing: Standing
    scores_title: str
    scores: tuple[tuple[int, int], ...]
    """``(seat, total)`` from the player's seat on."""
    turn_title: str
    turn: str
    """Whose turn (a short name), the decision to make, or that the game is over."""
    message: str
    too_small: str = ""
    """What is drawn (and said) on a window smaller than the view needs."""

    def name(self, seat: int) -> str:
        """The short name of ``seat`` ("You", "West")."""
        return dict(self.names).get(seat, "?")

    def initials(self) -> dict[int, str]:
        """A short mark for each seat, different from every other seat's: the first letter of
        each word of its name ("NW" for North-west), or more of its letters where two meet."""
        return initials(self.names)


def initials(names: Sequence[tuple[int, str]]) -> dict[int, str]:
    """The marks of :meth:`Picture.initials`."""
    words = {seat: [w for w in re.split(r"[\s-]+", name) if w] or ["?"] for seat, name in names}
    marks = {seat: "".join(w[0] for w in parts).upper() for seat, parts in words.items()}
    for length in (2, 3):
        taken = Counter(marks.values())
        for seat, parts in words.items():
            if taken[marks[seat]] > 1:
                marks[seat] = "".join(parts)[:length].capitalize()
    taken = Counter(marks.values())
    return {seat: f"{mark}{seat + 1}" if taken[mark] > 1 else mark for seat, mark in marks.items()}


def picture_of(table: Table, message: str | None) -> Picture:
    """The picture of ``table`` now, with ``message`` (the last one said) at the bottom."""
    show = table.show
    tr = table.tr
    marks = tuple(
        Mark(glyph, tr.t(f"{table.name}-suit-key", suit=code).upper(), colour)
        for code, (glyph, colour) in zip(show.groups, show.marks, strict=True)
    )
    choices, focus = table.focused()
    faces = []
    for action in choices:
        card = show.card_of(action)
        if card is None:
            faces.append(Face(_short(show.describe_choice(table, action) or ""), NO_GROUP))
        else:
            faces.append(show.face(card, tr))
    groups = _grouped(faces)
    obs = table.observation()
    seats = table.seats_from_me()
    trick = show.trick_picture(table)
    trick_title = tr.t("view-trick", trick=trick.number)
    done = table.last_trick
    if not trick.plays and done is not None:  # the trick just completed stays until a card
        trick = _done_trick(table, done)
        trick_title = tr.t("view-trick-done", trick=trick.number)
    return Picture(
        title=show.round_line(table).rstrip("."),
        marks=marks,
        hand=tuple(groups),
        focus=focus if choices else None,
        trick_title=trick_title,
        trick=trick,
        no_card=tr.t("view-no-card"),
        names=tuple((seat, tr.t("view-seat", **table.who(seat))) for seat in seats),
        standing=show.standing(table),
        scores_title=tr.t("view-scores"),
        scores=tuple((seat, obs.totals[seat]) for seat in seats),
        turn_title=tr.t("view-turn"),
        turn=_turn(table),
        message=message or "",
        too_small=tr.t("view-too-small", columns=MIN_COLUMNS, rows=MIN_ROWS),
    )


def _done_trick(table: Table, result: TrickResult) -> TrickPicture:
    """The trick completed last, drawn with who took it (and its value, where it has one)."""
    tr = table.tr
    plays = tuple((seat, table.show.face(card, tr)) for seat, card in result.plays)
    facts = [Fact(tr.t("view-taken"), tr.t("view-seat", **table.who(result.winner)))]
    if result.value is not None:
        value = f"{result.value:+d}" if result.value else "0"
        facts.append(Fact(tr.t("view-value"), value))
    return TrickPicture(result.number + 1, plays, tuple(facts))


def _turn(table: Table) -> str:
    """Whose turn, drawn: a short name or the pending decision (never the spoken sentence, so
    that the view never shows a second copy of what is said)."""
    if table.game.is_over:
        return table.tr.t("status-turn-over")
    prompt = table.show.decision_prompt(table)
    if prompt is not None:
        return prompt
    seat = table.game.current_player
    return "" if seat is None else table.tr.t("view-seat", **table.who(seat))


def _short(text: str) -> str:
    """A choice's spoken description, cut at its first sentence for drawing."""
    return text.split(". ")[0].rstrip(".")


def review_picture(walk: ReviewWalk, message: str | None) -> Picture:
    """The picture of a review's step: the trick as it was played, who took it, the
    seat's hand when it was led, the tricks won so far in the round and the scores, with
    ``message`` (the step as said) at the bottom."""
    review = walk.review
    show = presentation(review.game)
    tr = walk.tr
    narrator = walk.narrator
    marks = tuple(
        Mark(glyph, tr.t(f"{review.game}-suit-key", suit=code).upper(), colour)
        for code, (glyph, colour) in zip(show.groups, show.marks, strict=True)
    )
    seats = list(narrator.seat_order())
    names = tuple((seat, _seat_name(tr, narrator, walk.seat, seat)) for seat in seats)
    trick = walk.current_trick()
    groups: list[HandGroup] = []
    plays: tuple[tuple[int, Face], ...] = ()
    facts: tuple[Fact, ...] = ()
    number = len(review.rounds[walk.stop.round].tricks)
    if trick is not None:
        number = trick.number + 1
        hand = walk.view.hands(trick).get(walk.seat, ())
        groups = _grouped([show.face(card, tr) for card in hand])
        plays = tuple((seat, show.face(card, tr)) for seat, card in trick.plays)
        if trick.won is not None:
            winner = trick.won.seat  # type: ignore[attr-defined]
            facts = (Fact(tr.t("view-taken"), dict(names)[winner]),)
    won = walk.tricks_won()
    totals = walk.totals()
    round_no = walk.stop.round + 1
    return Picture(
        title=tr.t("view-review-title", round=round_no, rounds=len(review.rounds)),
        marks=marks,
        hand=tuple(groups),
        focus=None,
        trick_title=tr.t("view-trick-done", trick=number),
        trick=TrickPicture(number, plays, facts),
        no_card=tr.t("view-no-card"),
        names=names,
        standing=Standing(tr.t("view-tricks"), tuple((s, str(won[s])) for s in seats)),
        scores_title=tr.t("view-scores"),
        scores=tuple((s, totals[s]) for s in seats if s < len(totals)),
        turn_title=tr.t("view-turn"),
        turn=tr.t("view-review-turn"),
        message=message or "",
        too_small=tr.t("view-too-small", columns=MIN_COLUMNS, rows=MIN_ROWS),
    )


def _grouped(faces: Sequence[Face]) -> list[HandGroup]:
    """The hand's faces in runs of one group, each with the index of its first face."""
    groups: list[HandGroup] = []
    for index, face in enumerate(faces):
        if groups and groups[-1].group == face.group:
            last = groups[-1]
            groups[-1] = HandGroup(last.group, (*last.cards, face), last.first)
        else:
            groups.append(HandGroup(face.group, (face,), index))
    return groups


def _seat_name(tr: Translator, narrator: Narrator, me: int, seat: int) -> str:
    who = "you" if seat == me else "other"
    return tr.t("view-seat", who=who, player=narrator.name(seat))
