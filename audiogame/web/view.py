"""What the page shows of a web seat, as a :class:`~audiogame.web.protocol.View`.

Built from the seat's online client and table only (its observation and what it was told), with
the words of the large view (:func:`audiogame.ui.view.picture.picture_of`), so that the page
shows low-vision players what the terminal's large view draws, as text: the hand with each
card's suit symbol, letter and colour family, the trick, the standing, the scores, whose turn.
Each choice of the hand's list is named as the table says it under the focus.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from audiogame.games import Face
from audiogame.games.base import Fact
from audiogame.i18n import Translator
from audiogame.keys import ALWAYS, PLAYING, TableKey, key_applies, table_keys
from audiogame.online.client import OnlineClient
from audiogame.review_walk import ReviewWalk
from audiogame.table import Table
from audiogame.ui.view.picture import Mark, Picture, picture_of, review_picture
from audiogame.web.protocol import Button, Card, Item, Panel, Row, View

__all__ = [
    "PAGE_KEYS",
    "REVIEW_BACK",
    "help_lines",
    "page_keys",
    "review_help",
    "review_view",
    "view_of",
]

PAGE_KEYS = (
    TableKey("j", "next_playable", "web-key-playable-next", ALWAYS, PLAYING),
    TableKey("v", "review", "help-game-key-review"),
)
"""The page's own keys: the terminal's Tab (the next playable card) is the browser's, so the page
has J (a letter no game, suit, browser or screen reader's focus mode takes); V reviews the game
just finished (a command the page has only then)."""

REVIEW_BACK = "backspace"
"""The review's key back to where it was opened (the terminal's F10 is the browser's)."""


def page_keys(table: Table) -> tuple[TableKey, ...]:
    """Every key of ``table`` on the page, in the keys list's order (the page's own after the
    terminal's moves)."""
    keys = table_keys(table.show)
    at = next(i for i, k in enumerate(keys) if k.command == "prev_playable") + 1
    return (*keys[:at], *PAGE_KEYS, *keys[at:])


def view_of(
    client: OnlineClient,
    tr: Translator,
    keys: Mapping[str, TableKey],
    finished: Sequence[Item] = (),
) -> View:
    """The page's view of ``client``'s seat; ``keys``: the table's keys that work on the page
    now, by name; ``finished``: the games finished on the page, for the lobby's list."""
    if client.seat is None or client.code is None or client.game_name is None:
        title = _title(tr, tr.t("web-title-lobby"))
        return View(screen="lobby", title=title, finished=list(finished))
    heading = tr.t("online-seated", code=client.code, game=client.game_name)
    table = client.table
    if table is None:
        return View(
            screen="waiting",
            title=_title(tr, tr.t("web-title-waiting", game=client.game_name)),
            heading=heading,
            code=client.code,
            seats=client.seats_text(),
        )
    picture = picture_of(table, None)
    over = table.game.is_over
    # once over, the game's heading, not its last round's
    title = str(tr.t("web-over-heading", game=client.game_name)) if over else picture.title
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
        title=_title(tr, title),
        heading=title,
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
        heard=client.session.at if client.session is not None else 0,
        help=help_lines(table, keys),
    )


def _title(tr: Translator, place: str) -> str:
    return str(tr.t("web-title", place=place))


def help_lines(table: Table, keys: Mapping[str, TableKey]) -> list[str]:
    """The keys list of the page, as F1 gives it in the terminal: each line once, for the keys
    that work on the page now (``keys``) and the situation's lines of no key of their own (the
    suit letters, a decision's choice), then the suit letters."""
    tr = table.tr
    over = table.game.is_over
    ids: list[str] = ["web-key-back"] if over else []
    for key in page_keys(table):
        page = key.key in keys if key.key is not None else key.when != ALWAYS and not over
        if over and key.command == "play":
            continue  # Enter goes back to the lobby: said first
        if page and key.help not in ids and key_applies(table, key.listed_when):
            ids.append(key.help)
    lines: list[str] = [tr.t(i) for i in ids]
    if not over and not table.show.has_decision(table):
        letters = " ".join(k.upper() for k in table.suit_keys())
        line = table.show.help_words.get("help-game-suit-keys", "help-game-suit-keys")
        lines.append(tr.t(line, keys=letters))
    return lines


def _mark(face: Face, marks: tuple[Mark, ...]) -> Mark | None:
    return marks[face.group] if 0 <= face.group < len(marks) else None


def _card(action: int, name: str, face: Face, marks: tuple[Mark, ...]) -> Card:
    mark = _mark(face, marks)
    if mark is None:
        return Card(action, name, face.value, power=face.power)
    return Card(action, name, face.value, mark.glyph, mark.letter, mark.colour, face.power)


def _spoken(table: Table, card: int | None) -> str:
    """A card's name as the hand says it (its suit, its power or colour), or empty."""
    return "" if card is None else table.narrator.card(card, "name")


def _row(table: Table, label: str, face: Face, marks: tuple[Mark, ...]) -> Row:
    return _face_row(label, face, marks, _spoken(table, face.card))


def _face_row(label: str, face: Face, marks: tuple[Mark, ...], spoken: str) -> Row:
    """A card's row: its value and power drawn with its suit's mark, ``spoken`` its name."""
    mark = _mark(face, marks)
    text = f"{face.value} {face.power}".strip()
    if mark is None:
        return Row(label, text, spoken=spoken)
    return Row(label, text, mark.glyph, mark.letter, mark.colour, spoken)


def _fact_row(table: Table, fact: Fact, marks: tuple[Mark, ...]) -> Row:
    mark = marks[fact.group] if fact.group is not None else None
    spoken = _spoken(table, fact.card)
    if mark is None:
        return Row(fact.label, fact.value, spoken=spoken)
    return Row(fact.label, fact.value, mark.glyph, mark.letter, mark.colour, spoken)


def _panels(table: Table, picture: Picture) -> list[Panel]:
    marks = picture.marks
    shown, title = picture.trick, picture.trick_title
    now = table.show.trick_picture(table)
    if not now.plays and table.last_trick is not None and shown.number != now.number - 1:
        shown, title = now, table.tr.t("view-trick", trick=now.number)  # a new round: empty
    trick = [_row(table, picture.name(seat), face, marks) for seat, face in shown.plays]
    if not trick:
        trick = [Row("", picture.no_card)]
    trick += [_fact_row(table, fact, marks) for fact in shown.facts]
    standing = picture.standing
    panels = [
        Panel(picture.turn_title, [Row("", picture.turn)]),
        Panel(title, trick),
        Panel(standing.title, [Row(picture.name(s), what) for s, what in standing.rows]),
    ]
    if standing.outlook:
        outlook = [Row(picture.name(s), what) for s, what in standing.outlook]
        panels.append(Panel(standing.outlook_title, outlook))
    scores = [Row(picture.name(seat), str(total)) for seat, total in picture.scores]
    panels.append(Panel(picture.scores_title, scores))
    return panels


def review_view(walk: ReviewWalk, keys: Mapping[str, str], steps: Sequence[str]) -> View:
    """The page's view of a review: its steps as the list's options (``steps``: each one's
    words, as the walk says them), the step the walk is at focused, the trick as it was played,
    the seat's hand then, the tricks won and the scores; ``keys``: the review's keys on the page,
    by name, with their help lines (keys that share a line list it once)."""
    tr = walk.tr
    review = walk.review
    heading = tr.t("web-review-heading", game=review.game, rounds=len(review.rounds))
    picture = review_picture(walk, None)
    marks = picture.marks

    def row(label: str, face: Face) -> Row:
        said = "" if face.card is None else walk.narrator.card(face.card)
        return _face_row(label, face, marks, said)

    trick = [row(picture.name(seat), face) for seat, face in picture.trick.plays]
    trick += [Row(fact.label, fact.value) for fact in picture.trick.facts]
    hand = [row("", face) for group in picture.hand for face in group.cards]
    standing = picture.standing
    panels = [
        Panel(picture.trick_title, trick or [Row("", picture.no_card)]),
        Panel(tr.t("web-review-hand"), hand or [Row("", tr.t("review-hand-none"))]),
        Panel(standing.title, [Row(picture.name(s), what) for s, what in standing.rows]),
        Panel(picture.scores_title, [Row(picture.name(s), str(t)) for s, t in picture.scores]),
    ]
    return View(
        screen="review",
        title=_title(tr, heading),
        heading=heading,
        code="review",
        hand_label=heading,
        hand=[
            Card(index, text, _step_label(tr, stop.round, stop.trick))
            for index, (stop, text) in enumerate(zip(walk.stops, steps, strict=True))
        ],
        focus=walk.index,
        facts=[Button(tr.t(h), key=n) for n, h in keys.items() if len(n) == 1 and n.isalpha()],
        keys=list(keys),
        panels=panels,
        help=review_help(tr, keys),
    )


def review_help(tr: Translator, keys: Mapping[str, str]) -> list[str]:
    """The review's keys list: each of ``keys``' help lines once, in order."""
    return [tr.t(h) for h in dict.fromkeys(("help-review-title", *keys.values()))]


def _step_label(tr: Translator, round_no: int, trick: int | None) -> str:
    """A step's short words, drawn on its tile (the option's name says it all)."""
    if trick is None:
        return tr.t("web-review-step-result", round=round_no + 1)
    return tr.t("web-review-step", round=round_no + 1, trick=trick + 1)
