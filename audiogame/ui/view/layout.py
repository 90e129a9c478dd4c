"""Laying a :class:`~audiogame.ui.view.picture.Picture` out on a screen of any size: rows of
styled text, and where the text cursor goes (on the focused card, for screen magnifiers).

Largest first: the hand (the focused card framed by brackets and drawn in reverse), the trick
with its facts, where everyone stands, the scores, whose turn, the last message. When the screen
is too small, the least needed sections go first (the big focused card, the title, the message,
the drawn scare track, then the standing); the hand then shows the rows around the focused
card. From :data:`BIG_COLUMNS` by :data:`BIG_ROWS`, the trick's cards and the focused card are
drawn in big block digits. Widths are measured with ``wcwidth`` (prompt-toolkit's
``get_cwidth``): a symbol two columns wide takes two columns.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from prompt_toolkit.utils import get_cwidth

from audiogame.games import Face, Fact
from audiogame.ui.view.big import big_lines, big_width
from audiogame.ui.view.picture import MIN_COLUMNS, MIN_ROWS, NO_GROUP, Picture

__all__ = ["BIG_COLUMNS", "BIG_ROWS", "Drawing", "Row", "Segment", "draw", "row_width"]

BIG_COLUMNS = 70
BIG_ROWS = 30
"""From this size on, card values are drawn in big block digits."""

Segment = tuple[str, str]
"""``(style, text)``."""
Row = list[Segment]


def row_width(row: Row) -> int:
    """Columns ``row`` takes on screen."""
    return sum(get_cwidth(text) for _, text in row)


def _clip(row: Row, width: int) -> Row:
    """``row`` cut to ``width`` columns (a wide character that does not fit is left out)."""
    out: Row = []
    used = 0
    for style, text in row:
        kept = ""
        for ch in text:
            w = get_cwidth(ch)
            if used + w > width:
                break
            kept += ch
            used += w
        if kept:
            out.append((style, kept))
        if used >= width:
            break
    return out


@dataclass
class Drawing:
    """The rows to show and the cursor's ``(x, y)``."""

    rows: list[Row]
    cursor: tuple[int, int] = (0, 0)


@dataclass
class _Section:
    rows: list[Row]
    keep: int
    """Priority: sections with the lowest value go first when space is short; 100: never."""
    cursor: tuple[int, int] | None = None
    """``(x, row)`` of the text cursor inside the section."""
    starts: tuple[int, ...] = ()
    """Rows that begin a line of cards (a line may take two rows); a cut keeps lines whole."""


@dataclass
class _Flow:
    """Tokens laid out left to right, wrapping to ``indent`` columns."""

    width: int
    indent: int = 2
    rows: list[Row] = field(default_factory=lambda: [[]])
    x: int = 0
    fresh: bool = True
    """Nothing on the current row yet (but the indent)."""
    cursor: tuple[int, int] | None = None

    def start_row(self, indent: int = 0) -> None:
        """Go on at the start of a new row, ``indent`` columns in."""
        self.rows.append([("class:view", " " * indent)] if indent else [])
        self.x, self.fresh = indent, True

    def add(self, token: Row, *, sep: str = " ", cursor_at: int | None = None) -> None:
        """Add ``token``; ``cursor_at``: put the cursor that many columns into it."""
        width = row_width(token)
        if not self.fresh and self.x + len(sep) + width > self.width:
            self.start_row(self.indent)
        if not self.fresh and sep:
            self.rows[-1].append(("class:view", sep))
            self.x += len(sep)
        if cursor_at is not None:
            self.cursor = (self.x + cursor_at, len(self.rows) - 1)
        self.rows[-1].extend(token)
        self.x += width
        self.fresh = False


def _mark(picture: Picture, group: int | None) -> Row:
    """A suit's symbol and letter in its colour (nothing for no suit)."""
    if group is None or group == NO_GROUP or group >= len(picture.marks):
        return []
    mark = picture.marks[group]
    return [(f"class:suit.{mark.colour}", f"{mark.glyph}{mark.letter}")]


def _suit_style(picture: Picture, group: int) -> str:
    if group == NO_GROUP or group >= len(picture.marks):
        return "class:view"
    return f"class:suit.{picture.marks[group].colour}"


def _card(picture: Picture, face: Face) -> Row:
    """A card with its suit: symbol, letter and value (and its power), in the suit's colour."""
    style = _suit_style(picture, face.group)
    power = [(style, f" {face.power}")] if face.power else []
    return [*_mark(picture, face.group), (style, face.value), *power]


def _label(text: str) -> Row:
    return [("class:view.label", text)]


def _facts(flow: _Flow, picture: Picture, facts: tuple[Fact, ...]) -> None:
    for fact in facts:
        mark = _mark(picture, fact.group)
        value = [("class:view", fact.value)]
        if mark:
            mark = [*mark, ("class:view", " ")]
        flow.add([*_label(fact.label), ("class:view", " "), *mark, *value], sep="  ")


def _text(text: str, style: str, width: int) -> list[Row]:
    """``text`` wrapped at spaces to ``width`` columns."""
    flow = _Flow(width, indent=0)
    for word in text.split():
        flow.add([(style, word)])
    return [row for row in flow.rows if row] or [[]]


def _hand(picture: Picture, width: int) -> _Section:
    """The hand, a line of cards per suit (wrapped four columns in); under the values of a line
    with powers, a second row with each power's word."""
    rows: list[Row] = []
    starts: list[int] = []
    cursor: tuple[int, int] | None = None
    for hand_group in picture.hand:
        style = _suit_style(picture, hand_group.group)
        powered = any(face.power for face in hand_group.cards)
        mark = _mark(picture, hand_group.group)
        lead: Row = [*mark, ("class:view", " " * max(1, 4 - row_width(mark)))] if mark else []
        top, bottom = list(lead), [("class:view", " " * row_width(lead))]
        x, fresh = row_width(lead), not lead

        def end_line(top: Row, bottom: Row, powered: bool = powered) -> None:
            starts.append(len(rows))
            rows.extend([top, bottom] if powered else [top])

        for offset, face in enumerate(hand_group.cards):
            inner = max(get_cwidth(face.value), get_cwidth(face.power))
            value = face.value + " " * (inner - get_cwidth(face.value))
            if not fresh and x + inner + 2 > width:
                end_line(top, bottom)
                top, bottom = [("class:view", " " * 4)], [("class:view", " " * 4)]
                x = 4
            if picture.focus == hand_group.first + offset:
                cursor = (x + 1, len(rows))
                top += [
                    ("class:view.focus", "["),
                    (f"{style} class:view.focus", value),
                    ("class:view.focus", "]"),
                ]
            else:
                top += [("class:view", " "), (style, value), ("class:view", " ")]
            power = face.power + " " * (inner - get_cwidth(face.power))
            bottom += [("class:view", " "), (style if face.power else "class:view", power)]
            bottom += [("class:view", " ")]
            x += inner + 2
            fresh = False
        end_line(top, bottom)
    return _Section(rows or [[]], 100, cursor, tuple(starts))


def _box(picture: Picture, face: Face, label: str) -> list[Row] | None:
    """A card drawn big in a frame, ``label`` under it."""
    digits = big_lines(face.value)
    if digits is None:
        return None
    mark = _mark(picture, face.group)
    inner = max(big_width(face.value), row_width(mark), get_cwidth(label), get_cwidth(face.power))
    inner += 2
    style = _suit_style(picture, face.group)
    frame = "class:view.frame"
    rows: list[Row] = [[(frame, "\u250c" + "\u2500" * inner + "\u2510")]]
    pad = inner - row_width(mark) - 1
    space: Segment = ("class:view", " ")
    rows.append([(frame, "\u2502"), space, *mark, ("class:view", " " * pad), (frame, "\u2502")])
    for line in digits:
        rows.append([(frame, "\u2502"), (style, " " + line.ljust(inner - 1)), (frame, "\u2502")])
    if face.power:
        power = face.power + " " * (inner - 1 - get_cwidth(face.power))
        rows.append([(frame, "\u2502"), space, (style, power), (frame, "\u2502")])
    rows.append([(frame, "\u2514" + "\u2500" * inner + "\u2518")])
    rows.append([("class:view.label", " " + label.ljust(inner + 1))])
    return rows


def _side_by_side(blocks: list[list[Row]], gap: int = 2) -> list[Row]:
    height = max(len(b) for b in blocks)
    rows: list[Row] = []
    for y in range(height):
        row: Row = []
        for i, block in enumerate(blocks):
            width = max(row_width(r) for r in block)
            part = block[y] if y < len(block) else []
            if i:
                row.append(("class:view", " " * gap))
            row += [*part, ("class:view", " " * (width - row_width(part)))]
        rows.append(row)
    return rows


def _trick(picture: Picture, width: int, big: bool) -> _Section:
    trick = picture.trick
    rows: list[Row] = []
    if big and trick.plays:
        boxes = [_box(picture, face, picture.name(seat)) for seat, face in trick.plays]
        if all(b is not None for b in boxes):
            drawn = _side_by_side([b for b in boxes if b is not None])
            if max(row_width(r) for r in drawn) <= width:
                rows = [_label(picture.trick_title), *drawn]
    if not rows:
        flow = _Flow(width)
        flow.add([("class:view.label", picture.trick_title)])
        if not trick.plays:
            flow.add([("class:view", picture.no_card)])
        for seat, face in trick.plays:
            flow.add([("class:view", picture.name(seat) + " "), *_card(picture, face)], sep="  ")
        rows = flow.rows
    facts = _Flow(width)
    _facts(facts, picture, trick.facts)
    return _Section([*rows, *facts.rows], 100)


def _seats(title: str, items: list[Row], width: int, keep: int) -> _Section:
    flow = _Flow(width)
    flow.add(_label(title))
    for item in items:
        flow.add(item, sep="  ")
    return _Section(flow.rows, keep)


TRACK_COLUMNS = 60
"""Columns the scare track needs, drawn only from this width on (plus its end labels)."""


def _track(picture: Picture, width: int) -> list[Row]:
    """The track as a scale with each piece's initial above its place (pieces on the same place
    or too close stack upwards); nothing when there is no track or no room for it."""
    standing = picture.standing
    low, high = standing.track_ends
    left, right = f"{low:+d} ", f" {high:+d}"
    scale = width - len(left) - len(right)
    if not standing.track or high <= low or scale < TRACK_COLUMNS // 2:
        return []
    scale = min(scale, TRACK_COLUMNS + 1)

    def column(position: int) -> int:
        clamped = max(low, min(high, position))
        return len(left) + round((clamped - low) * (scale - 1) / (high - low))

    marks = picture.initials()
    levels: list[dict[int, str]] = []
    for seat, position in standing.track:
        mark = marks.get(seat, "?")
        x = min(column(position), len(left) + scale - len(mark))
        for level in levels:
            if all(x > other + len(m) or x + len(mark) < other for other, m in level.items()):
                level[x] = mark
                break
        else:
            levels.append({x: mark})
    rows: list[Row] = []
    for level in reversed(levels):
        line = [" "] * (len(left) + scale)
        for x, mark in level.items():
            line[x : x + len(mark)] = mark
        rows.append([("class:view.turn", "".join(line).rstrip())])
    ticks = ["-"] * scale
    step = (high - low) // 6 or 1
    for value in range(low, high + 1, step):
        ticks[column(value) - len(left)] = "|" if value == 0 else "+"
    rows.append(
        [("class:view.label", left), ("class:view", "".join(ticks)), ("class:view.label", right)]
    )
    return rows


def _focus_panel(picture: Picture) -> _Section | None:
    if picture.focus is None:
        return None
    for hand_group in picture.hand:
        offset = picture.focus - hand_group.first
        if 0 <= offset < len(hand_group.cards):
            box = _box(picture, hand_group.cards[offset], "")
            return None if box is None else _Section(box[:-1], 10)
    return None


def draw(picture: Picture, width: int, height: int) -> Drawing:
    """Lay ``picture`` out on ``width`` by ``height`` cells (see the module docstring)."""
    width, height = max(width, 1), max(height, 1)
    if width < MIN_COLUMNS or height < MIN_ROWS:
        return _too_small(picture, width, height)
    big = width >= BIG_COLUMNS and height >= BIG_ROWS
    standing = picture.standing
    hand = _hand(picture, width)
    track = _Section(_track(picture, width), 35) if height >= 20 else None
    sections: list[_Section] = [
        _Section(_text(picture.title, "class:view.title", width), 20),
        _trick(picture, width, big),
        _seats(
            standing.title,
            [[("class:view", f"{picture.name(s)} {text}")] for s, text in standing.rows],
            width,
            40,
        ),
        _seats(
            picture.scores_title,
            [[("class:view", f"{picture.name(s)} {points}")] for s, points in picture.scores],
            width,
            100,
        ),
        hand,
    ]
    if standing.outlook:
        items = [[("class:view", f"{picture.name(s)} {text}")] for s, text in standing.outlook]
        sections.insert(3, _seats(standing.outlook_title, items, width, 39))
    if track is not None and track.rows:
        sections.insert(3, track)
    panel = _focus_panel(picture) if big else None
    if panel is not None:
        sections.append(panel)
    sections.append(_Section(_turn(picture, width), 100))
    sections.append(_Section(_text(picture.message, "class:view", width), 30))
    # Too tall: the least needed sections go, then the hand keeps the rows around the focus.
    while sum(len(s.rows) for s in sections) > height:
        optional = [s for s in sections if s.keep < 100]
        if not optional:
            break
        sections.remove(min(optional, key=lambda s: s.keep))
    excess = sum(len(s.rows) for s in sections) - height
    if excess > 0:
        focus_row = hand.cursor[1] if hand.cursor else 0
        keep = max(1, len(hand.rows) - excess)
        start = max(0, min(focus_row - keep // 2, len(hand.rows) - keep))
        start = max([line for line in hand.starts if line <= start], default=start)
        hand.rows = hand.rows[start : start + keep]
        if hand.cursor is not None:
            hand.cursor = (hand.cursor[0], hand.cursor[1] - start)
    gaps = height - sum(len(s.rows) for s in sections) >= len(sections) - 1
    rows: list[Row] = []
    cursor = (0, 0)
    for index, section in enumerate(sections):
        if gaps and index:
            rows.append([])
        if section.cursor is not None:
            cursor = (section.cursor[0], len(rows) + section.cursor[1])
        rows.extend(section.rows)
    rows = [_clip(row, width) for row in rows[:height]]
    x, y = cursor
    return Drawing(rows, (min(x, width - 1), min(y, len(rows) - 1 if rows else 0)))


def _turn(picture: Picture, width: int) -> list[Row]:
    turn = _Flow(width)
    turn.add(_label(picture.turn_title))
    for index, word in enumerate(picture.turn.split()):
        turn.add([("class:view.turn", word)], sep=" " if index else "  ")
    return turn.rows


def _too_small(picture: Picture, width: int, height: int) -> Drawing:
    """A window below :data:`MIN_COLUMNS` by :data:`MIN_ROWS`: what size the view needs, then,
    as room allows, whose turn and the focused card."""
    rows = _text(picture.too_small, "class:view.turn", width)
    rows += _turn(picture, width)
    focused = [
        face
        for group in picture.hand
        for offset, face in enumerate(group.cards)
        if picture.focus == group.first + offset
    ]
    cursor = (0, 0)
    if focused:
        face = focused[0]
        mark = _mark(picture, face.group)
        mark = [*mark, ("class:view", " ")] if mark else []
        style = _suit_style(picture, face.group)
        cursor = (row_width(mark) + 1, len(rows))
        power = [(style, f" {face.power}")] if face.power else []
        frame = [("class:view.focus", "["), (f"{style} class:view.focus", face.value)]
        rows.append([*mark, *frame, ("class:view.focus", "]"), *power])
    rows = [_clip(row, width) for row in rows[:height]]
    x, y = cursor
    return Drawing(rows, (min(x, width - 1), min(y, len(rows) - 1)))
