"""What the large view shows, as data: a :class:`Picture` of the table for one seat.

Built from the :class:`~audiogame.table.Table` and the game's presentation only (no game is
named here), so the drawing code knows nothing of any game. A picture is a frozen value: the view
is drawn again only when the picture (or the screen's size) changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from audiogame.games import Face, Standing, TrickPicture
from audiogame.table import Table

__all__ = ["NO_GROUP", "HandGroup", "Mark", "Picture", "picture_of"]

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

    def name(self, seat: int) -> str:
        """The short name of ``seat`` ("You", "West")."""
        return dict(self.names).get(seat, "?")


def picture_of(table: Table, message: str | None) -> Picture:
    """The picture of ``table`` now, with ``message`` (the last one said) at the bottom."""
    show = table.show
    tr = table.tr
    marks = tuple(
        Mark(glyph, tr.t(f"{table.name}-suit-key", suit=code).upper(), colour)
        for code, (glyph, colour) in zip(show.groups, show.marks, strict=True)
    )
    choices, focus = table.focused()
    groups: list[HandGroup] = []
    for index, action in enumerate(choices):
        card = show.card_of(action)
        if card is None:
            face = Face(_short(show.describe_choice(table, action) or ""), NO_GROUP)
        else:
            face = show.face(card)
        if groups and groups[-1].group == face.group:
            last = groups[-1]
            groups[-1] = HandGroup(last.group, (*last.cards, face), last.first)
        else:
            groups.append(HandGroup(face.group, (face,), index))
    obs = table.observation()
    seats = table.seats_from_me()
    trick = show.trick_picture(table)
    return Picture(
        title=show.round_line(table).rstrip("."),
        marks=marks,
        hand=tuple(groups),
        focus=focus if choices else None,
        trick_title=tr.t("view-trick", trick=trick.number),
        trick=trick,
        no_card=tr.t("view-no-card"),
        names=tuple((seat, tr.t("view-seat", **table.who(seat))) for seat in seats),
        standing=show.standing(table),
        scores_title=tr.t("view-scores"),
        scores=tuple((seat, obs.totals[seat]) for seat in seats),
        turn_title=tr.t("view-turn"),
        turn=_turn(table),
        message=message or "",
    )


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
