"""The large view as a prompt-toolkit control: the picture of the table laid out for the
window's size, the text cursor on the focused card.

The picture is taken anew at each render (cheap: a few tuples), and laid out again only when it
or the size changed; prompt-toolkit then writes only the cells that changed, so an unchanged
table writes nothing to the terminal.
"""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.data_structures import Point
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.layout.controls import UIContent, UIControl
from prompt_toolkit.utils import get_cwidth

from audiogame.ui.view.layout import Drawing, Row, draw
from audiogame.ui.view.picture import Picture

__all__ = ["TableView"]


class TableView(UIControl):
    """Draws the :class:`Picture` that ``source`` returns (``None``: an empty screen)."""

    def __init__(self, source: Callable[[], Picture | None]) -> None:
        self._source = source
        self._key: tuple[Picture, int, int] | None = None
        self._drawing = Drawing([])

    def is_focusable(self) -> bool:
        return True

    def drawing(self, width: int, height: int) -> Drawing:
        """The layout of the current picture at ``width`` by ``height`` (cached)."""
        picture = self._source()
        if picture is None:
            return Drawing([])
        key = (picture, width, height)
        if key != self._key:
            self._key, self._drawing = key, draw(picture, width, height)
        return self._drawing

    def create_content(self, width: int, height: int | None) -> UIContent:
        drawing = self.drawing(width, height or 1)
        rows: list[StyleAndTextTuples] = [list(row) for row in drawing.rows]
        x, y = drawing.cursor
        if 0 <= y < len(rows):
            x = _char_index(drawing.rows[y], x)
        return UIContent(
            get_line=lambda i: rows[i] if i < len(rows) else [],
            line_count=max(len(rows), 1),
            cursor_position=Point(x=x, y=y),
            show_cursor=True,
        )


def _char_index(row: Row, column: int) -> int:
    """The index of the character at ``column`` of ``row`` (prompt-toolkit places the cursor
    by character; a wide character takes two columns)."""
    used = index = 0
    for _, text in row:
        for ch in text:
            if used >= column:
                return index
            used += get_cwidth(ch)
            index += 1
    return index + max(0, column - used)
