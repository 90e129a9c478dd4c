"""Keys as a player names them, in the language of the moment: ``Tab``, ``Control A``,
``Shift Left`` in English; ``Tab``, ``Contrôle A``, ``Maj Gauche`` in French.

A terminal sends Tab as Control+I, Enter as Control+M and Backspace as Control+H, and
prompt-toolkit reports them so; a player pressed Tab, Enter or Backspace, and hears that name.

>>> from audiogame.i18n import Translator
>>> from prompt_toolkit.keys import Keys
>>> key_name(Translator("en"), Keys.Tab), key_name(Translator("fr"), Keys.ShiftLeft)
('Tab', 'Maj Gauche')
"""

from __future__ import annotations

import re

from prompt_toolkit.keys import Keys

from audiogame.i18n import Translator

__all__ = ["NAMED_KEYS", "key_name"]

NAMED_KEYS = frozenset(
    {
        "tab",
        "enter",
        "backspace",
        "escape",
        "space",
        "left",
        "right",
        "up",
        "down",
        "home",
        "end",
        "insert",
        "delete",
        "pageup",
        "pagedown",
    }
)
"""Keys with a name of their own in the locales (``key-name``)."""

_SAME_KEY = {"c-i": "tab", "c-m": "enter", "c-j": "enter", "c-h": "backspace", "c-@": "c-space"}
"""prompt-toolkit's names of keys that a player knows by another name."""
_FUNCTION = re.compile(r"f[0-9]{1,2}")


def key_name(tr: Translator, key: Keys | str) -> str:
    """The name of ``key`` (a prompt-toolkit key, or the character typed) for the player."""
    if not isinstance(key, Keys):
        if key == " ":
            return tr.t("key-name", key="space")
        if len(key) == 1 and key.isprintable():
            return key.upper()
        lowered = key.lower().replace(" ", "")
        if lowered in NAMED_KEYS:  # a name given by a screen ("Down")
            return tr.t("key-name", key=lowered)
        return tr.t("key-name", key="other")
    value = _SAME_KEY.get(key.value, key.value)
    control = value.startswith("c-")
    value = value.removeprefix("c-")
    shift = value.startswith("s-") and len(value) > 2
    base = value.removeprefix("s-") if shift else value
    if base in NAMED_KEYS:
        name: str = tr.t("key-name", key=base)
    elif _FUNCTION.fullmatch(base) or (len(base) == 1 and base.isprintable()):
        name = base.upper()
    else:  # an event that is no key (<sigint>, a mouse report)
        return tr.t("key-name", key="other")
    if shift:
        name = tr.t("key-shift", key=name)
    if control:
        name = tr.t("key-control", key=name)
    return name
