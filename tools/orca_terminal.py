"""The program in gnome-terminal on an :class:`~tools.orca_desk.OrcaDesk`, played by real keys
and listened to by Orca: what each key made the program say (its ``--speech-log``) beside what
Orca said (the ear).

The player is patient: after each key it waits until the program is idle (``[idle]`` in the
speech log) and Orca has been silent for a moment, then presses the next. The terminal opens on
a line that waits for Return, as a shell would: the player presses Return, and the program
starts while Orca watches the terminal (Orca speaks text that a key caused to appear).

Used by ``tests/test_orca_terminal.py`` and ``tools/orca_bench.py``.
"""

from __future__ import annotations

import contextlib
import itertools
import shlex
import subprocess
import sys
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tools.hearing import Hearing, compare, words
from tools.orca_desk import OrcaDesk, Utterance

__all__ = ["PROGRAM", "Step", "TerminalGame", "key_echo"]

PROGRAM = Path(sys.executable).with_name("audiogame")
"""The console script of this environment."""

X_KEYS = {
    "enter": "Return",
    "left": "Left",
    "right": "Right",
    "up": "Up",
    "down": "Down",
    "home": "Home",
    "end": "End",
    "escape": "Escape",
    "tab": "Tab",
    "f1": "F1",
    "f10": "F10",
    "pageup": "Prior",
    "pagedown": "Next",
    "ctrl-q": "ctrl+q",
    "space": "space",
}
"""The tests' key names as X names them (a letter is itself)."""

_ECHOES: dict[tuple[str, str], str] = {}
_KEEPERS: weakref.WeakKeyDictionary[OrcaDesk, subprocess.Popen[bytes]] = weakref.WeakKeyDictionary()
_NUMBERS = itertools.count(1)


def _keep_terminal_server(desk: OrcaDesk) -> None:
    """Keep one window open while the desk lives: gnome-terminal's server quits when its last
    window closes, and a window asked for while it quits never opens."""
    if desk not in _KEEPERS:
        _KEEPERS[desk] = desk.spawn(
            ["gnome-terminal", "--wait", "--title", "keeper", "--", "sleep", "infinity"],
            log="keeper.log",
        )


def key_echo(key: str, lang: str) -> str:
    """What Orca says for ``key`` when it echoes it, in ``lang`` (from Orca's own key names)."""
    name = X_KEYS.get(key, key)
    if (name, lang) not in _ECHOES:
        script = "import sys\nfrom orca import keynames\nprint(keynames.getKeyName(sys.argv[1]))"
        result = subprocess.run(
            ["/usr/bin/python3", "-c", script, name.split("+")[-1]],
            env={"LANGUAGE": f"{lang}:en", "PATH": "/usr/bin:/bin"},
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
        )
        _ECHOES[name, lang] = result.stdout.strip() or name
    return _ECHOES[name, lang]


@dataclass
class Step:
    """One key: when it was pressed, what the program said after it, what Orca said."""

    key: str
    pressed: float
    said: list[str]
    heard: list[Utterance]
    hearing: Hearing = field(init=False)
    echo: str = ""

    def __post_init__(self) -> None:
        self.hearing = compare(self.said, self.heard, [self.echo] if self.echo else [])

    def first_speech(self) -> float | None:
        """Seconds from the key to the first utterance that is not its echo."""
        for utterance in self.heard:
            if self.echo and utterance.text.strip().casefold() == self.echo.casefold():
                continue
            return utterance.begin - self.pressed
        return None


class TerminalGame:
    """``audiogame ARGS`` in gnome-terminal on ``desk`` (see the module)."""

    def __init__(
        self,
        desk: OrcaDesk,
        args: Sequence[str],
        home: Path | None = None,
        lang: str = "en",
        columns: int = 100,
    ) -> None:
        self.desk = desk
        self.lang = lang
        self.home = home or desk.root / "game"
        self.home.mkdir(parents=True, exist_ok=True)
        self.log = self.home / "speech.log"
        self.steps: list[Step] = []
        self._lines_seen = 0
        self._idles_seen = 0
        script = self.home / "play"
        command = [str(PROGRAM), "--speech-log", str(self.log), "--no-sound", *args]
        script.write_text(
            "#!/bin/sh\n# waits for Return, as a shell line would, then runs the program\n"
            f"read line\nexec {shlex.join(command)}\n",
            encoding="utf-8",
        )
        script.chmod(0o755)
        _keep_terminal_server(desk)
        self.title = f"audiogame-{next(_NUMBERS)}"
        self._opened = desk.mark()
        self.process = desk.spawn(
            [
                "gnome-terminal", "--wait", "--title", self.title,
                f"--geometry={columns}x30", "--", str(script),
            ],
            env={"AUDIOGAME_HOME": str(self.home)},
            log=f"{self.title}.log",
        )  # fmt: skip

    # -- the speech log -----------------------------------------------------------------------

    def _lines(self) -> list[str]:
        try:
            return self.log.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []

    @staticmethod
    def _messages(lines: Sequence[str]) -> list[str]:
        said = []
        for line in lines:
            for tag in ("[queue] ", "[interrupt] "):
                if line.startswith(tag):
                    said.append(line[len(tag) :])
        return said

    def said(self) -> list[str]:
        """Every message the program said so far."""
        return self._messages(self._lines())

    def _wait_idle(self, timeout: float) -> None:
        end = time.monotonic() + timeout
        while sum(line == "[idle]" for line in self._lines()) <= self._idles_seen:
            if time.monotonic() > end:
                raise AssertionError(f"the program was not idle within {timeout} s")
            if self.process.poll() is not None and not self._lines():
                raise AssertionError("the terminal closed before the program spoke")
            time.sleep(0.02)

    # -- keys -----------------------------------------------------------------------------------

    def start(self, timeout: float = 60.0) -> Step:
        """Focus the terminal, press Return on its waiting line: the program's first words."""
        self.desk.focus_window(self.title, timeout=timeout)
        # Orca says the new window ("audiogame-1 frame", not always), then its line: on a busy
        # machine seconds later, so wait for its first words, then for silence.
        with contextlib.suppress(AssertionError):  # said before the mark, or not at all
            self.desk.wait_for(lambda u: True, timeout=30.0, after=self._opened)
        self.desk.settle(quiet=1.0)
        return self.press("enter", timeout=timeout)

    def press(
        self,
        key: str,
        timeout: float = 60.0,
        quiet: float = 0.6,
        until: Callable[[list[str]], bool] | None = None,
    ) -> Step:
        """Press ``key``; wait until the program is idle and Orca silent; the step."""
        lines_before = len(self._lines())
        idles_before = sum(line == "[idle]" for line in self._lines())
        self._idles_seen = idles_before
        mark = self.desk.mark()
        pressed = self.desk.key(X_KEYS.get(key, key))
        end = time.monotonic() + timeout
        if key != "ctrl-q":
            self._wait_idle(timeout)
            while until is not None and not until(self._messages(self._lines()[lines_before:])):
                if time.monotonic() > end:
                    raise AssertionError(f"{key}: the awaited message never came")
                self._idles_seen = sum(line == "[idle]" for line in self._lines())
                self._wait_idle(timeout)
        said_now = self._messages(self._lines()[lines_before:])
        if said_now:
            self._wait_heard(said_now[-1], mark, timeout)
        self.desk.settle(after=mark, quiet=quiet, first=4.0 if said_now else 1.5)
        step = Step(
            key=key,
            pressed=pressed,
            said=said_now,
            heard=self.desk.since(mark),
            echo=key_echo(key, self.lang) if key not in ("ctrl-q",) else "",
        )
        self.steps.append(step)
        return step

    def _wait_heard(self, message: str, mark: int, timeout: float) -> None:
        """Wait until Orca began saying the end of ``message`` (its last words, in any
        utterance since ``mark``): on a loaded machine Orca may fall silent for longer than the
        listener's quiet time between the key's echo and its answer. Never reached within
        ``timeout``: the comparison says what was missing."""
        tail = " ".join(words(message).split()[-3:])
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            heard = " ".join(words(u.text) for u in self.desk.since(mark))
            if tail in heard:
                return
            time.sleep(0.02)

    def quit(self, timeout: float = 30.0) -> int | None:
        """Control+Q; the terminal's exit status (None if it did not close in time)."""
        self.desk.key("ctrl+q")
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            return None


@dataclass(frozen=True)
class Player:
    """Plays by Enter: after a refusal it moves to the next playable card (Tab) and plays it;
    decisions (the Fox's exchange, the Woodcutter's return) take the focused choice."""

    refusal: str
    round_over: str

    @classmethod
    def speaking(cls, lang: str) -> Player:
        """The player listening for ``lang``'s words."""
        from audiogame.i18n import Translator

        tr = Translator(lang, strict=True)
        return cls(
            refusal=tr.t("error-illegal-card", reason="").strip(),
            round_over=tr.t("fox-round-scored-normal", round=1),
        )

    def play(self, game: TerminalGame, plays: int | None = None, limit: int = 200) -> None:
        """Play until round 1 is over, or until ``plays`` cards or choices were accepted."""
        accepted = 0
        for _ in range(limit):
            said = game.said()
            if any(self.round_over in text for text in said) or accepted == plays:
                return
            if said and said[-1].startswith(self.refusal):
                game.press("tab")
                continue
            step = game.press("enter")
            if not any(text.startswith(self.refusal) for text in step.said):
                accepted += 1
        raise AssertionError(f"round 1 was not over after {limit} keys")
