"""What the page shows of a web seat, as a :class:`~audiogame.web.protocol.View`.

Built from the seat's online client and table only (its observation and what it was told), with
the words of the large view (:func:`audiogame.ui.view.picture.picture_of`), so that the page
shows low-vision players what the terminal's large view draws, as text: the hand with each
card's suit symbol, letter and colour family, the trick, the standing, the scores, whose turn.
Each choice of the hand's list is named as the table says it under the focus.
"""

from __future__ import annotations

from collections.abc import Mapping

from audiogame.games import Face
from audiogame.i18n import Translator
from audiogame.keys import ALWAYS, TableKey, key_applies, table_keys
from audiogame.online.client import OnlineClient
from audiogame.table import Table
from audiogame.ui.view.picture import Mark, Picture, picture_of
from audiogame.web.protocol import Button, Card, Panel, Row, View

__all__ = ["help_lines", "view_of"]


def view_of(client: OnlineClient, tr: Translator, keys: Mapping[str, TableKey]) -> View:
    """The page's view of ``client``'s seat; ``keys``: the table's keys that work on the page
    now, by name."""
    if client.seat is None or client.code is None or client.game_name is None:
        return View(screen="lobby")
    heading = tr.t("online-seated", code=client.code, game=client.game_name)
    table = client.table
    if table is None:
        return View(screen="waiting", heading=heading, code=client.code, seats=client.seats_text())
    picture = picture_of(table, None)
    over = table.game.is_over
    items, focus = table.focused()
    faces = [face for group in picture.hand for face in group.cards]
    hand = [
        _card(action, table.describe(action), face, picture.marks)
        for action, face in zip(items, faces, strict=True)
    ]
    decision = table.show.decision_prompt(table) if table.my_turn else None
    choices: list[Button] = []
    if decision is not None:
        choices = [Button(table.describe(a), index=i) for i, a in enumerate(items)]
    elif table.my_turn:
        choices = [Button(tr.t("web-play"), key="enter")]
    facts = [Button(tr.t(k.help), key=n) for n, k in keys.items() if len(n) == 1 and n.isalpha()]
    return View(
        screen="over" if over else "table",
        heading=picture.title,
        code=client.code,
        hand_label=decision or tr.t("web-hand"),
        hand=hand,
        focus=focus if items else None,
        choices=[] if over else choices,
        facts=facts,
        keys=[*keys, *table.suit_keys()],
        panels=_panels(table, picture),
        seats=client.seats_text(),
        my_turn=table.my_turn,
        help=help_lines(table, keys),
    )


def help_lines(table: Table, keys: Mapping[str, TableKey]) -> list[str]:
    """The keys list of the page, as F1 gives it in the terminal: each line once, for the keys
    that work on the page now (``keys``) and the situation's lines of no key of their own (the
    suit letters, a decision's choice), then the suit letters."""
    tr = table.tr
    ids: list[str] = []
    for key in table_keys(table.show):
        page = key.key in keys if key.key is not None else key.when != ALWAYS
        if page and key.help not in ids and key_applies(table, key.listed_when):
            ids.append(key.help)
    lines: list[str] = [tr.t(i) for i in ids]
    if not table.show.has_decision(table):
        letters = " ".join(k.upper() for k in table.suit_keys())
        lines.append(tr.t("help-game-suit-keys", keys=letters))
    return lines


def _mark(face: Face, marks: tuple[Mark, ...]) -> Mark | None:
    return marks[face.group] if 0 <= face.group < len(marks) else None


def _card(action: int, name: str, face: Face, marks: tuple[Mark, ...]) -> Card:
    mark = _mark(face, marks)
    if mark is None:
        return Card(action, name, face.value, power=face.power)
    return Card(action, name, face.value, mark.glyph, mark.letter, mark.colour, face.power)


def _row(label: str, face: Face, marks: tuple[Mark, ...]) -> Row:
    mark = _mark(face, marks)
    text = f"{face.value} {face.power}".strip()
    if mark is None:
        return Row(label, text)
    return Row(label, text, mark.glyph, mark.letter, mark.colour)


def _panels(table: Table, picture: Picture) -> list[Panel]:
    marks = picture.marks
    trick = [_row(picture.name(seat), face, marks) for seat, face in picture.trick.plays]
    if not trick:
        trick = [Row("", picture.no_card)]
    for fact in picture.trick.facts:
        mark = marks[fact.group] if fact.group is not None else None
        if mark is None:
            trick.append(Row(fact.label, fact.value))
        else:
            trick.append(Row(fact.label, fact.value, mark.glyph, mark.letter, mark.colour))
    standing = picture.standing
    panels = [
        Panel(picture.turn_title, [Row("", picture.turn)]),
        Panel(picture.trick_title, trick),
        Panel(standing.title, [Row(picture.name(s), what) for s, what in standing.rows]),
    ]
    if standing.outlook:
        outlook = [Row(picture.name(s), what) for s, what in standing.outlook]
        panels.append(Panel(standing.outlook_title, outlook))
    scores = [Row(picture.name(seat), str(total)) for seat, total in picture.scores]
    panels.append(Panel(picture.scores_title, scores))
    return panels
