"""The computer players' thinking, shared fairly by every table of a server.

Each computer move runs in a bounded pool of threads, off the event loop. A table has at most
one computer thinking at a time, and the moves waiting for a thread are served **in turn by
owner** (the address that created the table): one address's twenty tables of experts take one
turn in the round, as a single table of another address does, so they delay that table by a
few moves at most, never by twenty. Each search stops at its level's live time limit
(wall-clock time, which holds even when the threads share one core), and **a search yields
under load**: while more moves are asked than can run at once (threads, and the cores that run
them), a search bot's time limit is divided by that load (down to :data:`MIN_SHARE` of it), so
that a queue drains as fast as it grows. Tables with nobody connected do not think at all
(:class:`~audiogame.online.tables.OnlineTable` pauses them).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import dataclasses
import os
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

__all__ = ["MIN_SHARE", "ThinkingPool"]

T = TypeVar("T")

MIN_SHARE = 1 / 16
"""The smallest part of its live time limit a search keeps under load."""


class ThinkingPool:
    """At most ``threads`` computer moves at once, served in turn by owner (see the module
    docstring)."""

    def __init__(self, threads: int, cores: int | None = None) -> None:
        self.threads = threads
        self.capacity = max(1, min(threads, cores or usable_cores()))
        """Moves that really run at once: more threads than cores share the cores."""
        self._executor = ThreadPoolExecutor(threads, thread_name_prefix="bots")
        self._busy = 0
        self._closed = False
        self._waiting: dict[str, collections.deque[asyncio.Future[None]]] = {}
        """Moves waiting for a thread, by owner; the owner served next comes first."""

    @property
    def queued(self) -> int:
        """Moves waiting for a thread."""
        return sum(len(q) for q in self._waiting.values())

    async def think(self, choose: Callable[..., T], *args: Any, owner: str = "") -> T:
        """``choose(*args)`` on a thread of the pool once it is ``owner``'s turn (a waiting
        table that is cancelled takes no thread). A search bot's time limit shrinks while the
        queue is longer than the pool (:data:`MIN_SHARE` at least). Once the pool is closed
        (the server closes), a move is cancelled as a waiting one is."""
        if self._closed:
            raise asyncio.CancelledError
        await self._turn(owner)
        try:
            loop = asyncio.get_running_loop()
            with self._yielding(choose):
                return await loop.run_in_executor(self._executor, choose, *args)
        finally:
            self._release()

    @contextlib.contextmanager
    def _yielding(self, choose: Callable[..., Any]) -> Any:
        """A search bot (its ``settings.time_limit``) thinks for its share while moves wait."""
        bot: Any = getattr(choose, "__self__", None)
        settings: Any = getattr(bot, "settings", None)
        limit = getattr(settings, "time_limit", None)
        load = (self.queued + self._busy) / self.capacity
        plain = isinstance(settings, type) or not dataclasses.is_dataclass(settings)
        if limit is None or load <= 1 or plain:
            yield
            return
        share = max(MIN_SHARE, 1 / load)
        bot.settings = dataclasses.replace(settings, time_limit=limit * share)
        try:
            yield
        finally:
            bot.settings = settings

    async def _turn(self, owner: str) -> None:
        if self._busy < self.threads and not self._waiting:
            self._busy += 1
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(owner, collections.deque()).append(waiter)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self._release()  # given the thread just as it was cancelled: pass it on
            else:
                queue = self._waiting.get(owner)
                if queue is not None and waiter in queue:
                    queue.remove(waiter)
                    if not queue:
                        del self._waiting[owner]
            raise

    def _release(self) -> None:
        """A thread is free: the next owner in turn takes it (and goes to the end)."""
        while self._waiting:
            owner = next(iter(self._waiting))
            queue = self._waiting.pop(owner)
            waiter = queue.popleft()
            if queue:
                self._waiting[owner] = queue  # its next move waits for the others' turns
            if not waiter.done():
                waiter.set_result(None)
                return
        self._busy -= 1

    def close(self) -> None:
        """Drop the moves not started (the running ones finish on their own)."""
        self._closed = True
        self._executor.shutdown(wait=False, cancel_futures=True)


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system says it)."""
    if sys.platform == "linux":
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1
