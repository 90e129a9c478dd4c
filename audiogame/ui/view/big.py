"""Big block digits for the large view: card values five rows tall, drawn with full blocks."""

from __future__ import annotations

__all__ = ["HEIGHT", "big_lines", "big_width"]

HEIGHT = 5
"""Rows of a big digit."""

_GLYPHS: dict[str, tuple[str, ...]] = {
    "0": ("###", "# #", "# #", "# #", "###"),
    "1": (" # ", "## ", " # ", " # ", "###"),
    "2": ("###", "  #", "###", "#  ", "###"),
    "3": ("###", "  #", " ##", "  #", "###"),
    "4": ("# #", "# #", "###", "  #", "  #"),
    "5": ("###", "#  ", "###", "  #", "###"),
    "6": ("###", "#  ", "###", "# #", "###"),
    "7": ("###", "  #", "  #", " # ", " # "),
    "8": ("###", "# #", "###", "# #", "###"),
    "9": ("###", "# #", "###", "  #", "###"),
    "+": ("   ", " # ", "###", " # ", "   "),
    "-": ("   ", "   ", "###", "   ", "   "),
}
_BLOCK = "\u2588"


def big_width(text: str) -> int:
    """Columns that :func:`big_lines` takes for ``text``."""
    return max(0, 4 * len(text) - 1)


def big_lines(text: str) -> list[str] | None:
    """``text`` (digits and signs) as :data:`HEIGHT` rows of blocks, one column between
    glyphs; ``None`` when a character has no big form."""
    if not text or any(ch not in _GLYPHS for ch in text):
        return None
    return [" ".join(_GLYPHS[ch][row].replace("#", _BLOCK) for ch in text) for row in range(HEIGHT)]
