"""What a console screen reader hears: the real program on a pseudo-terminal, its raw output
replayed through a terminal emulator (pyte), new or changed lines counted as heard.

NVDA, JAWS, Orca and VoiceOver read the text that appears or changes in a console. So, after each
key and once the program is idle (a *frame*), the lines that are new or different from the
previous frame are what the player hears from the console, beside what the program says itself.
Lines that scroll off the top stay in the transcript (a screen reader does not read them again).

:class:`HeardRun` drives ``audiogame`` in a pty (``tests/e2e_helpers.PtyProgram``, which answers
cursor-position requests like a terminal), gives it keys, and returns the frames and the speech
log (``--speech-log``): what was *said*. The tests compare the two.
"""

from __future__ import annotations

import difflib
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pyte
from e2e_helpers import KEYS, PtyProgram
from suite import patient

from audiogame.speech.base import one_line

COLUMNS = 1000
"""Wide enough that no message wraps: one message, one line."""
ROWS = 40

QUIET = 0.15
"""Seconds without output and without speech that end a frame, when the program has not said
it is idle."""
SETTLED = 0.02
"""Seconds without output and without speech that end a frame once the program wrote ``[idle]``
to its speech log (everything the key set going is done; what is left is the printing of the
last lines, which :meth:`HeardRun._complete` waits for)."""
FRAME_LIMIT = 20.0
"""Longest frame on an idle machine (a hang guard, never reached by a working program; see
:func:`suite.patient`)."""

MORE_KEYS = {
    "pageup": "\x1b[5~",
    "pagedown": "\x1b[6~",
    "ctrl-home": "\x1b[1;5H",
    "ctrl-end": "\x1b[1;5F",
    "f1": "\x1bOP",
    "f2": "\x1bOQ",
    "f3": "\x1bOR",
    "f4": "\x1bOS",
    "space": " ",
    "ctrl-z": "\x1a",
    "f10": "\x1b[21~",
    "stop": "\x1b",  # Escape where it only stops speech: it says nothing
    "tab": "\t",
    "shift-tab": "\x1b[Z",
}


class _Console(pyte.Screen):  # type: ignore[misc]
    """A screen that keeps the text of every line scrolled off its top."""

    def __init__(self, columns: int, lines: int) -> None:
        super().__init__(columns, lines)
        self.scrolled: list[str] = []

    def index(self) -> None:
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        if self.cursor.y == bottom:
            self.scrolled.append(self.line_text(top))
        super().index()

    def line_text(self, y: int) -> str:
        line = self.buffer[y]
        return "".join(line[x].data for x in range(self.columns)).rstrip()

    def visible(self) -> list[str]:
        return [self.line_text(y) for y in range(self.lines)]


class Listener:
    """Feeds raw terminal output to an emulator; :meth:`frame` returns the lines heard since the
    last frame (new or changed, not blank)."""

    def __init__(self, columns: int = COLUMNS, rows: int = ROWS) -> None:
        self.screen = _Console(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        self._committed = 0
        self._previous = self.screen.visible()

    def feed(self, data: bytes) -> None:
        self.stream.feed(data)

    def frame(self) -> list[str]:
        scrolled = self.screen.scrolled[self._committed :]
        now = self.screen.visible()
        before, after = self._previous, [*scrolled, *now]
        heard: list[str] = []
        matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
        for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
            if tag in ("replace", "insert"):
                heard += [line for line in after[j1:j2] if line.strip()]
        self._committed = len(self.screen.scrolled)
        self._previous = now
        return heard


@dataclass
class Frame:
    """One key (``None``: the start), the lines heard after it, and where the cursor was then:
    its row's text up to the cursor (``before``) and from it (``after``)."""

    key: str | None
    heard: list[str]
    before: str = ""
    after: str = ""


@dataclass
class HeardRun:
    """The program in a pty, listened to frame by frame."""

    home: Path
    args: Sequence[str]
    env: dict[str, str] | None = None
    prints: bool = True
    """The mode prints what it says (terminal text; the built-in voice with its log)."""
    columns: int = COLUMNS
    """The terminal's width (the program breaks longer messages at spaces)."""
    frames: list[Frame] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.listener = Listener(self.columns)
        self._fed = 0
        self.program = PtyProgram(
            self.home, list(self.args), rows=ROWS, cols=self.columns, extra_env=self.env
        )

    def __enter__(self) -> HeardRun:
        return self

    def __exit__(self, *exc: object) -> None:
        self.program.__exit__(*exc)

    # --- frames -------------------------------------------------------------------------------

    def _settle(
        self, said_before: int, idle_before: int, until: Callable[[str], bool] | None, expect: bool
    ) -> None:
        """Wait until the key's answer is complete: something was said after ``said_before``
        (when ``expect``), a message satisfies ``until`` (when given), the last message said
        is on the console (when the mode prints), and nothing changed for :data:`SETTLED` once
        the program wrote ``[idle]`` after ``idle_before`` (else for :data:`QUIET`)."""
        deadline = time.monotonic() + patient(FRAME_LIMIT)
        last = (-1, -1)
        since = time.monotonic()
        while time.monotonic() < deadline:
            said = self.said()
            raw = self.program.raw
            state = (len(raw), len(said))
            if state != last:
                last, since = state, time.monotonic()
            else:
                quiet = SETTLED if self.program.speech.idles() > idle_before else QUIET
                if time.monotonic() - since >= quiet and self._complete(
                    said, said_before, until, expect, raw
                ):
                    return
            time.sleep(0.005)
        raise AssertionError(f"the program was still busy after {patient(FRAME_LIMIT)} s")

    def _complete(
        self,
        said: list[str],
        said_before: int,
        until: Callable[[str], bool] | None,
        expect: bool,
        raw: bytes,
    ) -> bool:
        new = said[said_before:]
        if expect and not new:
            return False
        if until is not None and not any(until(text) for text in new):
            return False
        if self.prints and new:  # every message said with the last one's words is printed
            last = new[-1]
            console = raw.decode("utf-8", "replace").replace("\r\n", " ")  # lines broken at spaces
            return console.count(last) >= sum(text.count(last) for text in said)
        return True

    def _take(self, key: str | None) -> list[str]:
        raw = self.program.raw
        self.listener.feed(raw[self._fed :])
        self._fed = len(raw)
        heard = self.listener.frame()
        screen = self.listener.screen
        row = screen.line_text(screen.cursor.y)
        self.frames.append(Frame(key, heard, row[: screen.cursor.x], row[screen.cursor.x :]))
        return heard

    def start(self, ready: str) -> list[str]:
        """Wait until the program said ``ready`` and reads keys; the first frame."""
        self.program.wait_ready(ready, timeout=30.0)
        self._settle(0, 0, None, expect=True)
        return self._take(None)

    def press(
        self, key: str, until: Callable[[str], bool] | None = None, *, expect: bool = True
    ) -> list[str]:
        """Type ``key`` (a name of :data:`KEYS` or :data:`MORE_KEYS`, or text); its frame, taken
        once the answer is complete (see :meth:`_settle`; ``expect=False`` for a key that may
        say nothing)."""
        before, idle_before = len(self.said()), self.program.speech.idles()
        self.program.write(MORE_KEYS.get(key, KEYS.get(key, key)).encode())
        if key in ("escape", "stop"):
            time.sleep(0.12)  # a lone Escape is known once prompt-toolkit's timeout passed
        self._settle(before, idle_before, until, expect)
        return self._take(key)

    def quit(self) -> int:
        """Control+Q; the exit status, after the last frame was taken."""
        self.program.send("ctrl-q")
        status = self.program.wait(20.0)
        time.sleep(0.1)  # the reader thread has the last bytes
        self._take("ctrl-q")
        return status

    # --- what was said and heard --------------------------------------------------------------

    def said(self) -> list[str]:
        """Every message the program said (its speech log), one line each."""
        return [one_line(text) for text in self.program.speech.texts()]

    def heard(self) -> list[str]:
        """Every line heard from the console, in order."""
        return [line for frame in self.frames for line in frame.heard]

    def said_since(self, count: int) -> list[str]:
        return self.said()[count:]


def cursor_misplaced(run: HeardRun) -> list[Frame]:
    """Frames whose cursor is not at the end of the newest printed line: where a console screen
    reader reads the line for an arrow key (Orca does), it would read something else."""
    wrong = []
    for frame in run.frames:
        if frame.key == "ctrl-q" or not frame.heard:
            continue
        if frame.after.strip() or not frame.heard[-1].endswith(frame.before.strip() or "\0"):
            wrong.append(frame)
    return wrong


def messages_of(lines: Sequence[str], said: Sequence[str]) -> list[str]:
    """Heard lines put back together as messages: a message wider than the terminal is printed
    as several lines broken at spaces, read one after the other."""
    known = set(said)
    messages: list[str] = []
    index = 0
    while index < len(lines):
        text, index = lines[index], index + 1
        while (
            text not in known
            and index < len(lines)
            and any(m.startswith(f"{text} {lines[index]}") for m in known)
        ):
            text, index = f"{text} {lines[index]}", index + 1
        messages.append(text)
    return messages


def extra_hearings(said: Sequence[str], heard: Sequence[str]) -> Counter[str]:
    """Lines heard more often than they were said (or heard without being said)."""
    return Counter(heard) - Counter(said)


def unheard(said: Sequence[str], heard: Sequence[str]) -> Counter[str]:
    """Messages said more often than they were heard."""
    return Counter(said) - Counter(heard)


def heard_transcript(run: HeardRun) -> str:
    """The golden form: each key, then the lines heard after it."""
    lines: list[str] = []
    for frame in run.frames:
        lines.append(f"> {frame.key or 'start'}")
        lines += [f"  {line}" for line in frame.heard]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Player:
    """A player who presses Enter, and after a refusal moves right (Home after the last card),
    until the game is over; the localized beginnings of the messages it listens for."""

    refusal: str
    last_card: str
    over: str
    ready: tuple[str, ...]
    """Words of the prompts that end the opponents' plays (a turn, a decision), which end the
    message of the last play."""

    @classmethod
    def speaking(cls, lang: str) -> Player:
        """The scripted player, listening for ``lang``'s messages."""
        from audiogame.i18n import Translator

        tr = Translator(lang, strict=True)
        return cls(
            refusal=tr.t("error-illegal-card", reason="").strip(),
            last_card=tr.t("focus-last"),
            over=tr.t("prompt-game-over"),
            ready=(
                tr.t("prompt-your-turn").rstrip("."),
                tr.t("prompt-woodcutter-return"),
                tr.t("prompt-fox-exchange", decree="").split(":")[0],
            ),
        )

    def ready_after_play(self, text: str) -> bool:
        return text.startswith((self.refusal, self.over)) or any(r in text for r in self.ready)

    def play(self, run: HeardRun, limit: int = 2000) -> int:
        """Play until the game is over; the number of keys pressed."""
        at_last = False
        for count in range(limit):
            recent = run.said()[-3:]
            if any(text.startswith(self.over) for text in recent):
                return count
            if not (recent and recent[-1].startswith(self.refusal)):
                run.press("enter", until=self.ready_after_play)
            elif at_last:
                run.press("home")
                at_last = False
            else:
                run.press("right")
                at_last = run.said()[-1].startswith(self.last_card)
        raise AssertionError(f"the game was not over after {limit} keys")
