"""The computer players' thinking, shared fairly by every table of a server.

Each computer move runs in a bounded pool of threads, off the event loop, first come first
served: a table has at most one computer thinking at a time, so no table waits behind another
table's second move, and each search stops at its level's live time limit (wall-clock time,
which holds even when the threads share one core), so an expert at one table delays a hard
player at another by at most a queue of time limits, never by a whole game. Tables with nobody
connected do not think at all (:class:`~audiogame.online.tables.OnlineTable` pauses them).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

__all__ = ["ThinkingPool"]

T = TypeVar("T")


class ThinkingPool:
    """At most ``threads`` computer moves at once (see the module docstring)."""

    def __init__(self, threads: int) -> None:
        self.threads = threads
        self._executor = ThreadPoolExecutor(threads, thread_name_prefix="bots")
        self._slots: asyncio.Semaphore | None = None

    async def think(self, choose: Callable[..., T], *args: Any) -> T:
        """``choose(*args)`` on a thread of the pool once one is free (a waiting table that is
        cancelled takes no thread)."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.threads)
        async with self._slots:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._executor, choose, *args)

    def close(self) -> None:
        """Drop the moves not started (the running ones finish on their own)."""
        self._executor.shutdown(wait=False, cancel_futures=True)
