"""What the program says, and how: speech (queued events, interrupting answers), braille,
earcons, the history and, in the modes that have one, the printed log.

:class:`Output` is the one object the table and the interface talk to, so that the rules of
speech live in one place:

- :meth:`Output.event`: a table event (a play, a trick, whose turn): queued after what is being
  said, never cut off by the next event; kept in the ``game`` and ``all`` history buffers;
- :meth:`Output.notice`: something said without being asked that is not a table event (the
  speech output in use, a file problem): queued; kept in ``all``;
- :meth:`Output.answer`: the answer to a key (a card under the focus, a status read, a
  refusal): interrupts; kept in ``all``;
- :meth:`Output.echo`: an edit field's echo of a key (a character typed, one taken back):
  interrupts, printed like any message, never kept;
- the history keys (:meth:`Output.older` ...) say again what was said, interrupting, and are
  never kept themselves.

The printed log: in terminal mode the speech backend *is* a printed line per message; with the
built-in voice, ``printer`` prints the same lines (unless the player hid them); with a screen
reader nothing is printed, because the screen reader would read it a second time.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Iterator
from typing import Any

from audiogame.history import MessageHistory
from audiogame.i18n import Translator
from audiogame.messages import render
from audiogame.sound import Earcon, SoundEffects
from audiogame.speech import SpeechQueue
from audiogame.speech.base import one_line

__all__ = ["PRINTING_BACKENDS", "Heard", "Output"]

log = logging.getLogger(__name__)

SWAP_TIMEOUT = 5.0
"""Seconds to wait for calls in progress on a speech output being replaced."""
PRINTING_BACKENDS = frozenset({"tts", "recording"})
"""Backends beside which messages are printed as a log (the terminal backend prints itself; a
screen reader would read printed text again)."""

Heard = Callable[[str, str], None]
"""Told each message as it is said, in order: its kind (``event``, ``notice``, ``chat`` or
``answer``: an echo, a history key's reread and an answer are all ``answer``) and its text. The
web table sends them to the page (``audiogame/web``)."""


class Output:
    """Speech, braille, sound, history and printed log behind a few verbs (see the module)."""

    def __init__(
        self,
        speech: SpeechQueue,
        tr: Translator,
        effects: SoundEffects | None = None,
        printer: Callable[[str], None] | None = None,
        *,
        sound: bool = True,
        show_log: bool = True,
        heard: Heard | None = None,
    ) -> None:
        self.speech = speech
        self.heard = heard
        self.tr = tr
        self.effects = effects
        self.printer = printer
        self.sound = sound
        self.show_log = show_log
        """Print the log beside the built-in voice (the ``show_log`` setting)."""
        self.screen_taken = False
        """The large view has the screen: nothing is printed (the view shows the last message;
        every message stays in the history)."""
        self.history = MessageHistory()
        self._held = 0
        self._waiting: list[tuple[str, bool, str]] = []
        """What a hold keeps back: text, interrupt and kind."""
        self._flusher: int | None = None
        """The thread saying what waited (what it says meanwhile, a hand-over, goes first)."""
        self._hold_lock = threading.Lock()
        """Guards the hold (a new speech output is awaited on another thread); never held
        while speaking, since a speech hand-over speaks from its own thread."""
        self._unasked = 0
        self._in_key = False
        """A key is being answered (:meth:`begin_key`)."""
        self._said_in_key = False
        """Something was said for the key being answered."""
        self._calls = threading.Condition()
        self._busy: dict[int, int] = {}
        """Calls in progress on each speech object (by id), so a replaced one closes safely."""

    # --- saying -----------------------------------------------------------------------------

    def event(self, text: str) -> None:
        """A table event: queued after what is being said, kept in both buffers."""
        self.history.add(text, game=True)
        self._say(text, interrupt=False, kind="event")

    def notice(self, text: str) -> None:
        """Said without being asked, not a table event: queued, kept in ``all``."""
        self.history.add(text, game=False)
        self._say(text, interrupt=False, kind="notice")

    def chat(self, text: str) -> None:
        """A chat message at an online table: queued like an event, kept in ``chat`` and
        ``all``."""
        self.history.add(text, game=False, chat=True)
        self._say(text, interrupt=False, kind="chat")

    def answer(self, text: str) -> None:
        """The answer to a key: interrupts what is being said (unless no key asked for it:
        see :meth:`unasked`; or this key already said something, which its answer must not
        cut: "All set." then the main menu); kept in ``all``."""
        self.history.add(text, game=False)
        self._say(text, interrupt=not (self._unasked or (self._in_key and self._said_in_key)))

    def begin_key(self) -> None:
        """A key is about to be answered: its first answer interrupts what is being said, the
        ones after it queue behind what the key made the program say."""
        self._in_key, self._said_in_key = True, False

    def end_key(self) -> None:
        """The key is answered (what it set going afterwards interrupts as answers do)."""
        self._in_key = False

    @contextlib.contextmanager
    def unasked(self) -> Iterator[None]:
        """Within the block, answers queue like notices: no key asked for them (the program's
        first screen), so they cut nothing said before them ("Speech: Screen reader.")."""
        self._unasked += 1
        try:
            yield
        finally:
            self._unasked -= 1

    def echo(self, text: str) -> None:
        """An edit field's echo of a key: interrupts, never kept (the history holds messages,
        not keystrokes)."""
        self._say(text, interrupt=True)

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        """Within the block, messages go to the history at once but are said when it ends, in
        order (the table saves the game, history included, before saying an action)."""
        self.hold()
        try:
            yield
        finally:
            self.release()

    @property
    def holding(self) -> bool:
        """What is said now waits (a new speech output is being opened, a game saved)."""
        with self._hold_lock:
            return bool(self._held)

    def hold(self) -> None:
        """Hold back what is said until :meth:`release` (from any thread)."""
        with self._hold_lock:
            self._held += 1

    def release(self, first: tuple[str, ...] = ()) -> None:
        """End one :meth:`hold`: once none is left, what waited is said, in order. ``first``:
        notices said before it; then nothing that waited cuts them off (a new speech output
        announced, then the answer to the key that asked for it, heard last)."""
        with self._hold_lock:
            if first:
                for text in first:
                    self.history.add(text, game=False)
                waiting = [(text, False, kind) for text, _, kind in self._waiting]
                self._waiting = [(text, False, "notice") for text in first] + waiting
                if self._in_key:  # released before the key's answer: it must not cut them
                    self._said_in_key = True
            self._held -= 1
            if self._held or self._flusher is not None:
                return
            self._flusher = threading.get_ident()
        try:
            while True:
                with self._hold_lock:
                    if self._held or not self._waiting:  # held again: that hold says the rest
                        self._flusher = None
                        return
                    batch, self._waiting = self._waiting, []
                for text, interrupt, kind in batch:
                    self._speak(text, interrupt=interrupt, kind=kind)
        except BaseException:
            with self._hold_lock:
                self._flusher = None
            raise

    def _say(self, text: str, *, interrupt: bool, kind: str = "answer") -> None:
        if self._in_key:
            self._said_in_key = True
        with self._hold_lock:
            flushing = self._flusher not in (None, threading.get_ident())
            if self._held or flushing:
                self._waiting.append((text, interrupt, kind))
                return
        self._speak(text, interrupt=interrupt, kind=kind)

    def _speak(self, text: str, *, interrupt: bool, kind: str = "answer") -> None:
        with self._calls:
            speech = self.speech
            self._busy[id(speech)] = self._busy.get(id(speech), 0) + 1
        try:
            if interrupt:
                speech.read(text)
            else:
                speech.say(text)
            speech.braille(text)
        finally:
            with self._calls:
                self._busy[id(speech)] -= 1
                self._calls.notify_all()
        self._print(text)
        if self.heard is not None:
            self.heard(kind, text)

    def replace_speech(self, new: SpeechQueue, timeout: float = SWAP_TIMEOUT) -> SpeechQueue:
        """Speak through ``new`` from now on; returns the old speech once the calls already
        made on it are done (bounded by ``timeout``), so that closing it loses nothing."""
        with self._calls:
            old, self.speech = self.speech, new
            self._calls.wait_for(lambda: not self._busy.get(id(old)), timeout)
            self._busy.pop(id(old), None)
        return old

    def _print(self, text: str) -> None:
        if self.screen_taken:
            return
        if not (self.printer and self.show_log and self.speech.name in PRINTING_BACKENDS):
            return
        line = one_line(text)
        if not line:
            return
        try:
            self.printer(line)
        except (OSError, ValueError):  # a closed or full terminal must not stop the game
            log.info("printing the log failed", exc_info=True)

    def set_levels(self, effects: int, speech: int, *, mono: bool) -> None:
        """The volumes of the earcons and of the built-in voice (0-100), and mono sound."""
        if self.effects is None:
            return
        mixer = self.effects.mixer
        mixer.effects_volume = effects / 100
        mixer.speech_volume = speech / 100
        mixer.mono = mono

    def stop(self) -> None:
        """Silence speech now."""
        self.speech.stop()

    def earcon(self, sound: Earcon, seat: int | None = None) -> None:
        """Play an earcon at ``seat``'s place, unless sounds are off."""
        if self.sound and self.effects is not None:
            try:
                self.effects.play(sound, seat)
            except Exception:  # a sound must never stop the game
                log.warning("earcon %s failed", sound, exc_info=True)

    # --- the history keys ------------------------------------------------------------------

    def _reread(self, text: str) -> None:
        """Say a message of the history again (in today's language), without keeping it."""
        self._say(render(text, self.tr), interrupt=True)

    def _empty(self) -> None:
        self._reread(self.tr.t("history-empty", buffer=self.history.buffer))

    def repeat(self) -> None:
        """R: the newest message of the buffer read now."""
        text = self.history.newest()
        if text is None:
            self._empty()
        else:
            self._reread(text)

    def older(self) -> None:
        """Page Up: one message back (at the oldest: says so, with that message)."""
        self._step(-1)

    def newer(self) -> None:
        """Page Down: one message forward (at the newest: says so, with that message)."""
        self._step(+1)

    def _step(self, delta: int) -> None:
        moved = self.history.step(delta)
        if moved is None:
            self._empty()
            return
        text, edge = moved
        if edge is None:
            self._reread(text)
        else:
            self._reread(self.tr.t(f"history-{edge}", text=render(text, self.tr)))

    def first(self) -> None:
        """Control+Home: the oldest message of the buffer."""
        self._jump("first")

    def last(self) -> None:
        """Control+End: the newest message of the buffer."""
        self._jump("last")

    def _jump(self, end: Any) -> None:
        text = self.history.jump(end)
        if text is None:
            self._empty()
        else:
            self._reread(self.tr.t(f"history-{end}", text=render(text, self.tr)))

    def switch_buffer(self, step: int = 1) -> None:
        """F3: read the next buffer; says its name and where the cursor is in it."""
        self.history.switch(step)
        self.where()

    def where(self) -> None:
        """F4: which buffer, and the cursor's place in it ("Game messages, 12 of 40")."""
        place, count = self.history.position()
        self._reread(
            self.tr.t("history-position", buffer=self.history.buffer, position=place, count=count)
        )
