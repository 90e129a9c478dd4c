"""The message history: buffers of what was said, each with a reading cursor.

Buffers, as the audio-game tables have them: ``game`` (the table's events: plays, tricks,
scores, whose turn), ``all`` (everything said, the answers to keys included) and, once somebody
has chatted at an online table, ``chat`` (the buffer key skips it while it is empty). Each keeps its
last :data:`HISTORY_SIZE` messages. A cursor that sits on the newest message follows new ones;
a cursor the player moved back stays on its message while new ones arrive, so the place is never
lost. Nothing here speaks: :class:`~audiogame.output.Output` says what the moves return.

>>> h = MessageHistory()
>>> for text in ("one", "two", "three"):
...     h.add(text, game=True)
>>> h.step(-1), h.step(-1), h.step(-1), h.step(+1), h.position()
(('two', None), ('one', None), ('one', 'first'), ('two', None), (2, 3))
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from audiogame.i18n import Translator
from audiogame.messages import from_data, to_data

__all__ = ["BUFFERS", "HISTORY_SIZE", "Edge", "MessageHistory"]

log = logging.getLogger(__name__)

HISTORY_SIZE = 500
"""Messages kept per buffer; older ones are forgotten."""
BUFFERS = ("game", "all", "chat")
"""Buffer names, in the order the buffer key goes through them."""

Edge = Literal["first", "last"]
"""Which end of a buffer a move reached without moving (``None``: it moved)."""


@dataclass
class _Buffer:
    items: deque[str] = field(default_factory=lambda: deque(maxlen=HISTORY_SIZE))
    cursor: int | None = None
    """Index of the message read last; ``None``: on the newest, following new ones."""

    def index(self) -> int:
        return len(self.items) - 1 if self.cursor is None else self.cursor

    def add(self, text: str) -> None:
        full = len(self.items) == self.items.maxlen
        self.items.append(text)
        if full and self.cursor is not None:
            self.cursor = max(0, self.cursor - 1)  # the oldest message was forgotten

    def put(self, index: int) -> str:
        self.cursor = None if index >= len(self.items) - 1 else index
        return self.items[index]


class MessageHistory:
    """The buffers and the one the player reads now; thread-safe."""

    def __init__(self, size: int = HISTORY_SIZE) -> None:
        self._size = size
        self._buffers = {name: self._new_buffer() for name in BUFFERS}
        self._since_game: deque[str] = deque(maxlen=size)
        """Everything said since the game began (``all`` of this game only): what is saved."""
        self._current = BUFFERS[0]
        self._lock = threading.Lock()

    def _new_buffer(self) -> _Buffer:
        return _Buffer(deque(maxlen=self._size))

    @property
    def buffer(self) -> str:
        """The buffer read now (``game`` or ``all``)."""
        return self._current

    def __len__(self) -> int:
        return len(self._buffers[self._current].items)

    def add(self, text: str, *, game: bool, chat: bool = False) -> None:
        """Remember ``text``: in ``all``, and in ``game`` too when it is a table event, in
        ``chat`` too when it is a chat message."""
        with self._lock:
            self._buffers["all"].add(text)
            self._since_game.append(text)
            if game:
                self._buffers["game"].add(text)
            if chat:
                self._buffers["chat"].add(text)

    def clear_game(self) -> None:
        """Forget the table's events (a new game starts); ``all`` keeps them, but what is saved
        with the new game starts here."""
        with self._lock:
            self._buffers["game"] = self._new_buffer()
            self._since_game.clear()

    def newest(self) -> str | None:
        """The newest message of the buffer (the cursor does not move)."""
        with self._lock:
            items = self._buffers[self._current].items
            return items[-1] if items else None

    def current(self) -> str | None:
        """The message under the cursor."""
        with self._lock:
            buffer = self._buffers[self._current]
            return buffer.items[buffer.index()] if buffer.items else None

    def step(self, delta: int) -> tuple[str, Edge | None] | None:
        """Move one message older (``-1``) or newer (``+1``): the message and, when the move
        would pass an end, that end (the cursor stays); ``None`` when the buffer is empty."""
        with self._lock:
            buffer = self._buffers[self._current]
            if not buffer.items:
                return None
            target = buffer.index() + delta
            if target < 0:
                return buffer.put(0), "first"
            if target >= len(buffer.items):
                return buffer.put(len(buffer.items) - 1), "last"
            return buffer.put(target), None

    def jump(self, end: Edge) -> str | None:
        """Go to the oldest (``first``) or newest (``last``) message; ``None`` when empty."""
        with self._lock:
            buffer = self._buffers[self._current]
            if not buffer.items:
                return None
            return buffer.put(0 if end == "first" else len(buffer.items) - 1)

    def switch(self, step: int = 1) -> str:
        """Read the next (or previous) buffer, skipping an empty chat buffer; returns its name."""
        with self._lock:
            index = BUFFERS.index(self._current)
            while True:
                index = (index + step) % len(BUFFERS)
                name = BUFFERS[index]
                if name != "chat" or self._buffers[name].items:
                    break
            self._current = name
            return self._current

    def position(self) -> tuple[int, int]:
        """``(place, count)`` of the cursor in the buffer, from the oldest (``(0, 0)``: empty)."""
        with self._lock:
            buffer = self._buffers[self._current]
            return (buffer.index() + 1 if buffer.items else 0), len(buffer.items)

    # --- saving with the game ------------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        """The buffers as JSON data, ``all`` holding only what was said since the game began
        (not the menus and games before it): each message as its id and arguments (see
        :mod:`audiogame.messages`), so it reads in the language of the day it is read again."""
        with self._lock:
            kept = {name: b.items for name, b in self._buffers.items()}
            kept["all"] = self._since_game
            return {name: [to_data(t) for t in items] for name, items in kept.items()}

    def restore(self, data: Mapping[str, Any], tr: Translator) -> int:
        """Put saved buffers back *before* what is here already (they are older); returns how
        many messages were refused (a damaged save loses those messages, nothing else)."""
        refused = 0
        restored: dict[str, list[str]] = {}
        for name in BUFFERS:
            items = data.get(name, [])
            if not isinstance(items, list):
                log.warning("saved history %r is not a list", name)
                items = []
            kept: list[str] = []
            for item in items[-self._size :]:
                text = from_data(item, tr)
                if text is None:
                    refused += 1
                else:
                    kept.append(text)
            restored[name] = kept
        with self._lock:
            for name, kept in restored.items():
                buffer = self._buffers[name]
                fresh = self._new_buffer()
                for text in [*kept, *buffer.items]:
                    fresh.add(text)
                self._buffers[name] = fresh
            since = [*restored["all"], *self._since_game]
            self._since_game = deque(since[-self._size :], maxlen=self._size)
        return refused
