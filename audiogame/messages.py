"""Messages that remember how they were made, so they can be said again in another language.

Everything the program says is built by the :class:`~audiogame.i18n.Translator`: a message id and
its arguments (``tr.t``), a localized list (``tr.join``), parts said one after the other
(``tr.concat``) or as sentences (``tr.sentences``). Each returns a :class:`Text`: a plain ``str``
for every use (speech, braille, printing, tests) that also carries its *source*, a small tree of
ids and arguments. The history keeps sources, saves them as JSON (:func:`to_data`) and says them
again in the language of the moment (:func:`render`)::

    >>> from audiogame.i18n import Translator
    >>> tr = Translator("en")
    >>> said = tr.t("status-turn", who="other", player=tr.t("seat-west"))
    >>> data = to_data(said)
    >>> tr.set_language("fr")
    >>> render(data, tr) != said
    True

A plain ``str`` (a name the player typed) is kept as it is: it reads the same in every language.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from audiogame.i18n import Translator

__all__ = ["MAX_DEPTH", "Text", "from_data", "render", "to_data"]

log = logging.getLogger(__name__)

MAX_DEPTH = 12
"""Deepest nesting of message sources accepted from a file (real messages nest 4 or 5 deep)."""

Source = tuple[Any, ...]
"""``("t", id, args)``, ``("join", items, more, last)``, ``("cat", parts, sep)`` or
``("sent", parts)``; arguments, items and parts are ``Text``, ``str``, ``int`` or ``bool``."""


class Text(str):
    """A localized string and its :data:`Source`; said in every language (before one is
    chosen), also its ``languages``: each language's part, ``(code, text)``, so that a voice
    that can switch languages says each in its own (``speech.base.language_parts``)."""

    source: Source | None
    languages: tuple[tuple[str, str], ...]

    def __new__(
        cls, text: str, source: Source | None = None, languages: tuple[tuple[str, str], ...] = ()
    ) -> Text:
        made = super().__new__(cls, text)
        made.source = source
        made.languages = languages
        return made


def _value_to_data(value: Any) -> Any:
    if isinstance(value, Text):
        return to_data(value)
    if isinstance(value, bool | int | str):
        return value if not isinstance(value, str) else str(value)
    return str(value)


def to_data(text: str) -> Any:
    """The JSON form of a message: its source as nested dicts, or the plain string."""
    source = text.source if isinstance(text, Text) else None
    if source is None:
        return str(text)
    kind = source[0]
    if kind == "t":
        _, msg_id, args = source
        return {"t": msg_id, "a": {k: _value_to_data(v) for k, v in args.items()}}
    if kind == "join":
        _, items, more, last = source
        return {"join": [_value_to_data(i) for i in items], "more": more, "last": last}
    if kind == "cat":
        _, parts, sep = source
        return {"cat": [_value_to_data(p) for p in parts], "sep": sep}
    _, parts = source
    return {"sent": [_value_to_data(p) for p in parts]}


class _Bad(ValueError):
    """Message data that is not one this program writes."""


def _check(data: Any, depth: int) -> None:
    """Raise :class:`_Bad` unless ``data`` has the shape :func:`to_data` writes."""
    if depth > MAX_DEPTH:
        raise _Bad("nested too deep")
    if isinstance(data, bool | int | str):
        return
    if not isinstance(data, dict):
        raise _Bad(f"unexpected {type(data).__name__}")
    if set(data) == {"t", "a"}:
        if not isinstance(data["t"], str) or not isinstance(data["a"], dict):
            raise _Bad("bad message")
        if not all(isinstance(k, str) for k in data["a"]):
            raise _Bad("bad argument name")
        children = list(data["a"].values())
    elif set(data) == {"join", "more", "last"}:
        if not (isinstance(data["more"], str) and isinstance(data["last"], str)):
            raise _Bad("bad list")
        children = data["join"]
    elif set(data) == {"cat", "sep"}:
        if not isinstance(data["sep"], str):
            raise _Bad("bad separator")
        children = data["cat"]
    elif set(data) == {"sent"}:
        children = data["sent"]
    else:
        raise _Bad("unknown message form")
    if not isinstance(children, list):
        raise _Bad("parts are not a list")
    for child in children:
        _check(child, depth + 1)


def from_data(data: Any, tr: Translator) -> Text | str | None:
    """A message read back from :func:`to_data`'s form, said in ``tr``'s language; ``None`` when
    ``data`` is not such a form (a damaged file)."""
    try:
        _check(data, 0)
    except _Bad as exc:
        log.warning("message data refused: %s", exc)
        return None
    return render(data, tr)


def _render_value(value: Any, tr: Translator) -> Any:
    return render(value, tr) if isinstance(value, dict) else value


def render(data: Any, tr: Translator) -> Text | str:
    """Say again, in ``tr``'s language now, a message in :func:`to_data`'s form (already
    checked) or a :class:`Text`."""
    if isinstance(data, Text):
        data = to_data(data)
    if not isinstance(data, dict):
        return data if isinstance(data, str) else str(data)
    if "t" in data:
        return tr.t(data["t"], **{k: _render_value(v, tr) for k, v in data["a"].items()})
    if "join" in data:
        items = [_render_value(i, tr) for i in data["join"]]
        return tr.join(
            [i if isinstance(i, str) else str(i) for i in items],
            more=data["more"],
            last=data["last"],
        )
    if "cat" in data:
        return tr.concat([_render_value(p, tr) for p in data["cat"]], sep=data["sep"])
    return tr.sentences(*[_render_value(p, tr) for p in data["sent"]])
