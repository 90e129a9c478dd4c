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
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from functools import partial
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
_FINAL = (speechd.CallbackType.END, speechd.CallbackType.CANCEL)
"""The events after which a message has nothing more to report."""


EARLY_KEPT = 64
"""Messages whose early events :class:`EventRouter` keeps at most (the oldest go first)."""

Report = Callable[..., None]
"""A message's callback, as the library calls it: ``report(kind, **details)``."""


class EventRouter:
    """speech-dispatcher's events, handed to each message's callback by message id, the events
    that come before their message's id is known included.

    The library learns a message's id from the daemon's reply to SPEAK and registers its
    callback only then; an event read in between (a short message begins, or even ends, at
    once) finds no callback and is dropped (its own TODO in ``SSIPClient.speak``). Here such
    events wait, and :meth:`expect` delivers them with the callback. Without that, a message
    whose reports were all dropped stays owed, and the watchdog would take a working reader
    for a silent one."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._callbacks: dict[int, tuple[Report, tuple[str, ...]]] = {}
        self._early: OrderedDict[int, list[tuple[str, dict[str, object]]]] = OrderedDict()

    def __call__(self, msg_id: int, client_id: int, kind: str, **details: object) -> None:
        """An event read from the daemon (called on the library's reading thread)."""
        with self._lock:
            entry = self._callbacks.get(msg_id)
            if entry is None:
                self._early.setdefault(msg_id, []).append((kind, details))
                while len(self._early) > EARLY_KEPT:
                    self._early.popitem(last=False)
                return
            if kind in _FINAL:
                del self._callbacks[msg_id]
        callback, kinds = entry
        if kind in kinds:
            callback(kind, **details)

    def expect(self, msg_id: int, callback: Report, kinds: tuple[str, ...]) -> None:
        """Send the events of message ``msg_id`` to ``callback`` (those of ``kinds``), the ones
        already read first."""
        with self._lock:
            early = self._early.pop(msg_id, [])
            if not any(kind in _FINAL for kind, _ in early):
                self._callbacks[msg_id] = (callback, kinds)
        for kind, details in early:
            if kind in kinds:
                callback(kind, **details)


def _wait_until(condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _reported(kinds: set[str], report: Callable[[str], None], kind: str) -> None:
    """Pass ``kind`` on to ``report`` when it is one of ``kinds`` (a part of a message reports
    only its share: the first part its beginning, the last its end)."""
    if kind in kinds:
        report(kind)


class TrackedSpeechDispatcher(SpeechDispatcher):  # type: ignore[misc]
    """The speech-dispatcher output; ``spawned`` holds the daemons it started itself."""

    def __init__(self, *, spawn: bool) -> None:
        # The parent's constructor always autospawns and prints its errors: not called.
        self._client: Any = None
        self.spawned: set[int] = set()
        self._events: EventRouter | None = None
        self._language = ""
        """The language asked for last (:meth:`set_language`): parts in others go back to it."""
        try:
            self._connect(spawn)
        finally:
            self._route_events()

    def _connect(self, spawn: bool) -> None:
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

    def _route_events(self) -> None:
        """Read the daemon's events through an :class:`EventRouter` (the connection's one
        callback; the library's own handler would drop early events). A library without that
        seam keeps its handler: messages are then tracked as the library can."""
        connection = getattr(self._client, "_conn", None)
        set_callback = getattr(connection, "set_callback", None)
        if callable(set_callback):
            self._events = EventRouter()
            set_callback(self._events)

    def progress_speak(
        self,
        text: str,
        interrupt: bool,
        report: Callable[[str], None],
        parts: tuple[tuple[str, str], ...] = (),
    ) -> None:
        """Say ``text`` (after silencing, if ``interrupt``); ``report("begin" | "end" |
        "cancel")`` is called from speech-dispatcher's thread as the message goes. With
        ``parts`` (``(language, text)`` each) in a language other than the voice's, each part is
        said with a voice of its language, one message after the other, reported as one."""
        if interrupt:
            self.silence()
        if all(language == self._language for language, _ in parts):
            self._speak_reported(text, report)  # one language, the voice's own
            return
        last = len(parts) - 1
        for index, (language, part) in enumerate(parts):
            kinds = {"begin"} if index == 0 else set()
            if index == last:
                kinds |= {"end", "cancel"}
            self._client.set_language(language)
            self._speak_reported(part, partial(_reported, kinds, report))
        if self._language:
            self._client.set_language(self._language)

    def _speak_reported(self, text: str, report: Callable[[str], None]) -> None:
        def progress(kind: str, **_: object) -> None:
            word = PROGRESS.get(kind)
            if word is not None:
                report(word)

        events = self._events
        if events is None:
            self._client.speak(text, callback=progress, event_types=tuple(PROGRESS))
            return
        code, _, data = self._client.speak(text)
        if code // 100 == 2 and data:  # 225: the message's id
            events.expect(int(data[0]), progress, tuple(PROGRESS))

    def set_language(self, lang: str) -> None:
        """Ask for a voice of ``lang`` ("fr", "en")."""
        self._client.set_language(lang)
        self._language = lang

    def ping(self) -> None:
        """Ask the daemon a question; raises if it does not answer (the caller times it)."""
        self._client.get_output_module()

    def close(self) -> None:
        """Close the connection, then stop the daemon if this output started it."""
        try:
            if self._client is not None:
                super().close()
        finally:
            self.stop_own_daemon()

    def stop_own_daemon(self) -> None:
        """Stop the daemon this output started, if any (the connection need not answer: a
        daemon that hung is stopped all the same)."""
        stop_daemons(set(self.spawned))  # kept until stopped: another caller stops it too
        self.spawned = set()
