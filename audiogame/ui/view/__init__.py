"""The large view for low-vision eyes: a full-screen picture of the table, opt-in.

The one exception to the inline, append-only console (docs/architecture.md, "What the console
shows"): never shown with terminal text, and with a screen reader only after a spoken warning.
It draws; it never speaks, so what is said is the same with and without it (the one thing the
application says about it is that the window became too small for it,
:data:`~.picture.MIN_COLUMNS` by :data:`~.picture.MIN_ROWS`, which it draws too).

- :mod:`.picture`: the table as data (a :class:`Picture`), from the game's presentation;
- :mod:`.layout`: the picture laid out for any size from 40 by 12 up (below, what it needs);
- :mod:`.big`: big block digits; :mod:`.themes`: the colours;
- :mod:`.control`: the prompt-toolkit control, with the text cursor on the focused card.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from audiogame.ui.view.control import TableView
    from audiogame.ui.view.layout import Drawing, draw
    from audiogame.ui.view.picture import Picture, picture_of, review_picture
    from audiogame.ui.view.themes import THEMES, theme_style

__all__ = [
    "THEMES",
    "Drawing",
    "Picture",
    "TableView",
    "draw",
    "picture_of",
    "review_picture",
    "theme_style",
]

_HOME = {
    "TableView": "control",
    "Drawing": "layout",
    "draw": "layout",
    "Picture": "picture",
    "picture_of": "picture",
    "review_picture": "picture",
    "THEMES": "themes",
    "theme_style": "themes",
}
"""Where each name lives: a module is imported when one of its names is first used, so that a
player who never opens the view never pays for it at start (nor do the themes' users)."""


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
