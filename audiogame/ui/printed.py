"""Printing above the running interface, one message at a time.

While the prompt-toolkit application runs, ``sys.stdout`` is replaced by :class:`PrintedAbove`:
each flushed piece of text (one printed message, see :mod:`audiogame.speech.console`) is written
by a thread of its own, on the interface's loop (the interface steps aside, the text is written,
the interface is drawn again), one piece per write, a little apart.

Why not prompt-toolkit's ``run_in_terminal``: it puts the terminal in cooked mode while the text
is written, and a key pressed meanwhile is echoed by the terminal itself (``^[[B`` for Down, at
the end of the message), which a screen reader then reads. The terminal stays in raw mode here.

Why not prompt-toolkit's ``StdoutProxy``: it joins whatever is queued into one write, so the
messages of a burst reach the terminal as one insertion of several lines, or as two that overlap
in time. Orca reads a multi-line insertion up to the line the cursor is on *when it gets to the
event*; when the next insertion has arrived by then, it reads that one twice (once ahead, once
as its own). A single-line insertion is read as it is, whenever Orca gets to it.
"""

from __future__ import annotations

import queue
import threading
import time
from typing import Any

from prompt_toolkit.application import Application, get_app_session
from prompt_toolkit.output import Output

__all__ = ["WRITE_GAP", "PrintedAbove"]

WRITE_GAP = 0.05
"""Seconds between two writes: the terminal takes each one in on its own."""

_DONE = object()


class PrintedAbove:
    """A ``sys.stdout`` that prints above the application, one flushed piece per write."""

    def __init__(self, gap: float = WRITE_GAP, output: Output | None = None) -> None:
        self._gap = gap
        self._session = get_app_session()
        self._output: Output = output or self._session.output
        """The application's terminal (default: its session's)."""
        self._lock = threading.Lock()
        self._buffer: list[str] = []
        self._queue: queue.Queue[object] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="printed-above", daemon=True)
        self._thread.start()
        self.closed = False

    # -- TextIO, as much as print() and the program use ------------------------------------

    def write(self, data: str) -> int:
        """Keep ``data``; whole lines are sent on, the rest waits for :meth:`flush`."""
        with self._lock:
            self._buffer.append(data)
            if data.endswith("\n"):
                self._send()
        return len(data)

    def flush(self) -> None:
        """Send what was written since the last piece, as one piece."""
        with self._lock:
            self._send()

    def _send(self) -> None:
        text = "".join(self._buffer)
        self._buffer.clear()
        if text:
            self._queue.put(text)

    def fileno(self) -> int:
        return self._output.fileno()

    def isatty(self) -> bool:
        stdout = self._output.stdout
        return stdout is not None and stdout.isatty()

    @property
    def encoding(self) -> str:
        return self._output.encoding()

    @property
    def errors(self) -> str:
        return "strict"

    # -- the writer ----------------------------------------------------------------------------

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is _DONE:
                return
            assert isinstance(item, str)
            app = self._session.app
            loop = app.loop if app is not None else None
            if app is None or loop is None or not loop.is_running():
                self._write(item)
                continue
            written = threading.Event()
            loop.call_soon_threadsafe(self._above, app, item, written)
            written.wait(5.0)  # bounded: a loop that stopped meanwhile leaves nothing waiting
            time.sleep(self._gap)

    def _above(self, app: Application[Any], text: str, done: threading.Event) -> None:
        """On the interface's loop: erase the interface, write ``text``, draw it again below."""
        try:
            if not app.is_running:
                self._write(text)
                return
            app.renderer.erase()
            self._write(text)
            app.renderer.reset()
            if not app.key_processor.input_queue:
                app.renderer.request_absolute_cursor_position()
            app.invalidate()
        finally:
            done.set()

    def _write(self, text: str) -> None:
        self._output.enable_autowrap()
        self._output.write_raw(text)
        self._output.flush()

    def close(self) -> None:
        """Send what is left, let the writer finish, stop it."""
        if self.closed:
            return
        self.flush()
        self._queue.put(_DONE)
        self._thread.join(10.0)
        self.closed = True

    def __enter__(self) -> PrintedAbove:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
