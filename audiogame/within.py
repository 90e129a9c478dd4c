"""Starting something that may hang (a sound device, a speech engine) within a time limit.

The start runs on a helper thread. When it is late, the caller goes on without it; if it
finishes later all the same, what it opened is closed there and then: nothing started late is
left open (a sound device left to the interpreter's exit can hang the program for good).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

__all__ = ["start_within"]

T = TypeVar("T")


def start_within(
    start: Callable[[], T], timeout: float, *, name: str, discard: Callable[[T], None]
) -> T:
    """``start()``'s result if it returns within ``timeout`` seconds; what it raises, as is;
    TimeoutError when it is late (its result, if one comes, goes to ``discard`` on the helper
    thread named ``name``)."""
    box: list[T] = []
    error: list[BaseException] = []
    lock = threading.Lock()
    late = False

    def run() -> None:
        try:
            result = start()
        except BaseException as exc:  # given to the caller below
            with lock:
                error.append(exc)
            return
        with lock:
            box.append(result)
            abandoned = late
        if abandoned:
            discard(result)

    thread = threading.Thread(target=run, name=name, daemon=True)
    thread.start()
    thread.join(max(0.0, timeout))
    with lock:
        if box:
            return box[0]
        if error:
            raise error[0]
        late = True
    raise TimeoutError(f"{name} did not finish within {timeout:.1f} s")
