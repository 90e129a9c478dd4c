"""The large view's colours: one prompt-toolkit style per theme, with a colour for each suit
family (a suit is never told by its colour alone: its symbol and letter are drawn beside it).

Every colour, text and suits, stands out from its background by at least 4.5:1 (WCAG contrast;
the terminal theme is measured in the xterm palette, light text on black), and the suits of one
game stand apart from each other and from the text (CIE Lab distance of at least 40):
``tests/test_view_colours.py`` computes both."""

from __future__ import annotations

from functools import cache

from prompt_toolkit.styles import Style

__all__ = ["THEMES", "theme_style"]

_ON_DARK = {
    "blue": "#5fafff",
    "orange": "#ff8700",
    "magenta": "#ff5fff",
    "green": "#5fff5f",
    "gold": "#ffd700",
    "cyan": "#00ffff",
    "violet": "#d7afff",
}
_ON_LIGHT = {
    "blue": "#0000af",
    "orange": "#af5f00",
    "magenta": "#af00af",
    "green": "#005f00",
    "gold": "#875f00",
    "cyan": "#005f87",
    "violet": "#5f00af",
}
_ON_YELLOW = {**_ON_DARK, "gold": "#ffaf00"}
"""On yellow text, Bells are a deeper gold (#ffd700 is too close to the text's #ffff00)."""
_ANSI = {
    "blue": "ansibrightcyan",  # the 16 colours have no blue that reads on black
    "orange": "ansibrightred",  # nor an orange: red, not the yellow of the Bells
    "magenta": "ansibrightmagenta",
    "green": "ansigreen",
    "gold": "ansiyellow",
    "cyan": "ansicyan",
    "violet": "ansibrightmagenta",
}

THEMES: dict[str, tuple[str, dict[str, str]]] = {
    "yellow": ("bg:#000000 #ffff00", _ON_YELLOW),
    "white": ("bg:#000000 #ffffff", _ON_DARK),
    "paper": ("bg:#ffffff #000000", _ON_LIGHT),
    "terminal": ("", _ANSI),
}
"""Theme name (the ``theme`` setting) to its base colours and its suit colours."""


@cache
def theme_style(name: str) -> Style:
    """The style of theme ``name`` (an unknown name: the first theme). One object per theme:
    prompt-toolkit repaints the whole screen when the style object changes."""
    base, suits = THEMES.get(name, THEMES["yellow"])
    rules = [
        ("view", base),
        ("view.title", "bold underline"),
        ("view.label", "bold"),
        ("view.focus", "reverse bold"),
        ("view.frame", "bold"),
        ("view.turn", "bold"),
        ("suit.plain", "bold"),
    ]
    rules += [(f"suit.{family}", f"{colour} bold") for family, colour in suits.items()]
    return Style(rules)
