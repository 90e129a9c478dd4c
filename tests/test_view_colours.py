"""The large view's colours, computed: in every theme the text and every suit colour stand out
from the background by at least 4.5:1 (WCAG 2 relative luminance contrast), and the suit colours
of one game stand apart from each other and from the text (CIE Lab distance). ANSI colour names
(the terminal theme) are measured in the xterm palette, the terminal's default text taken as
xterm's light grey on black."""

from __future__ import annotations

import colorsys
import itertools
import math

import pytest

from audiogame.games import game_names, presentation
from audiogame.ui.view import THEMES

XTERM = {
    "ansiblack": "#000000",
    "ansired": "#cd0000",
    "ansigreen": "#00cd00",
    "ansiyellow": "#cdcd00",
    "ansiblue": "#0000ee",
    "ansimagenta": "#cd00cd",
    "ansicyan": "#00cdcd",
    "ansigray": "#e5e5e5",
    "ansibrightblack": "#7f7f7f",
    "ansibrightred": "#ff0000",
    "ansibrightgreen": "#00ff00",
    "ansibrightyellow": "#ffff00",
    "ansibrightblue": "#5c5cff",
    "ansibrightmagenta": "#ff00ff",
    "ansibrightcyan": "#00ffff",
    "ansiwhite": "#ffffff",
}
"""xterm's 16 colours (prompt-toolkit's names)."""
TERMINAL_DEFAULT = ("#e5e5e5", "#000000")
"""Text and background of a theme that keeps the terminal's own (xterm's light grey on black)."""
MIN_CONTRAST = 4.5
"""WCAG 2 AA for text."""
MIN_DISTANCE = 40.0
"""CIE76 distance between two colours of one game, or a suit and the text: readily told apart
(the yellow theme's Bells, #ffd700 on #ffff00 text, were 23)."""


def _rgb(colour: str) -> tuple[float, float, float]:
    code = XTERM.get(colour, colour)
    assert code.startswith("#") and len(code) == 7, colour
    return tuple(int(code[i : i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """WCAG 2 relative luminance."""
    r, g, b = (_linear(c) for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    """WCAG 2 contrast ratio, from 1 to 21."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def lab(colour: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in _rgb(colour))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def distance(one: str, other: str) -> float:
    """CIE76 colour difference."""
    return math.dist(lab(one), lab(other))


def _base(theme: str) -> tuple[str, str]:
    """A theme's text and background colours."""
    style = THEMES[theme][0]
    if not style:
        return TERMINAL_DEFAULT
    words = style.split()
    background = next(w[3:] for w in words if w.startswith("bg:"))
    text = next(w for w in words if not w.startswith("bg:"))
    return text, background


def _families(game: str) -> list[str]:
    return [family for _, family in presentation(game).marks if family != "plain"]


CASES = [(theme, game) for theme in THEMES for game in game_names()]


def test_the_measures() -> None:
    assert round(contrast("#ffffff", "#000000"), 1) == 21.0
    assert round(contrast("ansiblue", "#000000"), 1) == 2.2  # the figure
    assert round(distance("#ffd700", "#ffff00")) == 23
    assert distance("#000000", "#000000") == 0


@pytest.mark.parametrize("theme", list(THEMES))
def test_the_text_stands_out(theme: str) -> None:
    text, background = _base(theme)
    assert contrast(text, background) >= MIN_CONTRAST


@pytest.mark.parametrize(("theme", "game"), CASES, ids=[f"{t}-{g}" for t, g in CASES])
def test_every_suit_colour_stands_out_from_the_background(theme: str, game: str) -> None:
    _, background = _base(theme)
    colours = THEMES[theme][1]
    low = {f: round(contrast(colours[f], background), 2) for f in _families(game)}
    assert all(ratio >= MIN_CONTRAST for ratio in low.values()), low


@pytest.mark.parametrize(("theme", "game"), CASES, ids=[f"{t}-{g}" for t, g in CASES])
def test_the_suits_of_a_game_are_told_apart_and_from_the_text(theme: str, game: str) -> None:
    text, _ = _base(theme)
    colours = THEMES[theme][1]
    families = _families(game)
    pairs = [(f, "text", colours[f], text) for f in families]
    pairs += [(a, b, colours[a], colours[b]) for a, b in itertools.combinations(families, 2)]
    close = {(a, b): round(distance(x, y), 1) for a, b, x, y in pairs if distance(x, y) < 40}
    assert not close, close


@pytest.mark.parametrize("theme", list(THEMES))
def test_orange_is_never_drawn_yellow(theme: str) -> None:
    """The 16 colours have no orange; the terminal theme draws it red rather than as the yellow
    of the Fox's Bells."""
    hue, _, _ = colorsys.rgb_to_hsv(*_rgb(THEMES[theme][1]["orange"]))
    assert 0 <= hue * 360 <= 45, hue * 360
