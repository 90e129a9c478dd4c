"""The message history: the last messages, to repeat and to step through.

A cursor points at one message; every new message puts it back on the newest. The methods return
the text under the cursor after moving, so the caller can re-speak it, or ``None`` when the
history is empty or a step would go past an end (the caller can say so, then repeat
:meth:`History.current`).
"""

from __future__ import annotations

import threading
from collections import deque

__all__ = ["HISTORY_SIZE", "History"]

HISTORY_SIZE = 500
"""Messages kept; older ones are forgotten."""


class History:
    """The last ``size`` messages, oldest first, with a reading cursor.

    >>> h = History()
    >>> for text in ("one", "two", "three"):
    ...     h.add(text)
    >>> h.older(), h.older(), h.older(), h.newer(), h.repeat()
    ('two', 'one', None, 'two', 'three')
    """

    def __init__(self, size: int = HISTORY_SIZE) -> None:
        self._items: deque[str] = deque(maxlen=size)
        self._cursor = -1
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._items)

    @property
    def position(self) -> int:
        """1-based place of the cursor from the oldest message (0 when empty)."""
        return self._cursor + 1

    def add(self, text: str) -> None:
        """Remember ``text`` as the newest message; the cursor goes to it."""
        with self._lock:
            self._items.append(text)
            self._cursor = len(self._items) - 1

    def current(self) -> str | None:
        """The message under the cursor."""
        with self._lock:
            return self._items[self._cursor] if self._items else None

    def _step(self, delta: int) -> str | None:
        with self._lock:
            index = self._cursor + delta
            if not 0 <= index < len(self._items):
                return None
            self._cursor = index
            return self._items[index]

    def _jump(self, index: int) -> str | None:
        with self._lock:
            if not self._items:
                return None
            self._cursor = index % len(self._items)
            return self._items[self._cursor]

    def repeat(self) -> str | None:
        """The newest message (the last one said); the cursor goes back to it."""
        with self._lock:
            if not self._items:
                return None
            self._cursor = len(self._items) - 1
            return self._items[-1]

    def older(self) -> str | None:
        """One message back; None when already at the oldest."""
        return self._step(-1)

    def newer(self) -> str | None:
        """One message forward; None when already at the newest."""
        return self._step(+1)

    def oldest(self) -> str | None:
        """The oldest message kept."""
        return self._jump(0)

    def newest(self) -> str | None:
        """The newest message (like :meth:`repeat`)."""
        return self._jump(-1)

    def clear(self) -> None:
        """Forget everything."""
        with self._lock:
            self._items.clear()
            self._cursor = -1
