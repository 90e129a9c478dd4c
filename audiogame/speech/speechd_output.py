"""accessible-output2's speech-dispatcher output, with two things added (Linux only).

- **Progress**: speech-dispatcher reports when it begins, ends or cancels each message;
  :meth:`TrackedSpeechDispatcher.progress_speak` passes those reports on, so the screen-reader
  backend knows which messages were really said and can hand the others to another output.
- **Its own daemon only**: a daemon is started only when ``spawn`` is true (no daemon running
  means no Orca, hence no screen reader on Linux); one it started is stopped on :meth:`close`,
  and never one that was running before.

Imported only when accessible-output2 and the ``speechd`` module are there.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

import speechd  # type: ignore[import-not-found,import-untyped,unused-ignore]
from accessible_output2.outputs.speech_dispatcher import (  # type: ignore[import-untyped]
    SpeechDispatcher,
)

from audiogame.speech.speechd import daemon_reachable, socket_path, spawned_daemons, stop_daemons

__all__ = ["PROGRESS", "TrackedSpeechDispatcher"]

log = logging.getLogger(__name__)

SPAWN_WAIT = 5.0
"""Seconds a daemon we spawned has to open its socket."""

PROGRESS = {
    speechd.CallbackType.BEGIN: "begin",
    speechd.CallbackType.END: "end",
    speechd.CallbackType.CANCEL: "cancel",
}
"""speech-dispatcher's events, as the words :class:`ProgressOutput` reports."""


def _wait_until(condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


class TrackedSpeechDispatcher(SpeechDispatcher):  # type: ignore[misc]
    """The speech-dispatcher output; ``spawned`` holds the daemons it started itself."""

    def __init__(self, *, spawn: bool) -> None:
        # The parent's constructor always autospawns and prints its errors: not called.
        self._client: Any = None
        self.spawned: set[int] = set()
        path = socket_path()
        if daemon_reachable(path):
            self._client = speechd.SSIPClient("audiogame", autospawn=False)
            return
        if not spawn:
            return  # no daemon, so no Orca: this is not a screen reader here
        before = spawned_daemons(path)
        try:
            try:
                self._client = speechd.SSIPClient("audiogame", autospawn=True)
            except Exception:
                # the spawner returns once the daemon forked, maybe before its socket exists
                if not _wait_until(lambda: daemon_reachable(path), SPAWN_WAIT):
                    raise
                self._client = speechd.SSIPClient("audiogame", autospawn=False)
        finally:
            self.spawned = spawned_daemons(path) - before
            if self._client is None:
                stop_daemons(self.spawned)

    def progress_speak(self, text: str, interrupt: bool, report: Callable[[str], None]) -> None:
        """Say ``text`` (after silencing, if ``interrupt``); ``report("begin" | "end" |
        "cancel")`` is called from speech-dispatcher's thread as the message goes."""
        if interrupt:
            self.silence()

        def progress(kind: str, **_: object) -> None:
            word = PROGRESS.get(kind)
            if word is not None:
                report(word)

        self._client.speak(text, callback=progress, event_types=tuple(PROGRESS))

    def set_language(self, lang: str) -> None:
        """Ask for a voice of ``lang`` ("fr", "en")."""
        self._client.set_language(lang)

    def ping(self) -> None:
        """Ask the daemon a question; raises if it does not answer (the caller times it)."""
        self._client.get_output_module()

    def close(self) -> None:
        """Close the connection, then stop the daemon if this output started it."""
        try:
            if self._client is not None:
                super().close()
        finally:
            stop_daemons(self.spawned)
            self.spawned = set()
