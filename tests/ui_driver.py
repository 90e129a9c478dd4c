"""Drive the real prompt-toolkit application with keys on a pipe, headless, for the UI tests."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.output import DummyOutput
from prompt_toolkit.output import Output as PtOutput

from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.paths import Paths
from audiogame.settings import Settings
from audiogame.speech import RecordingSpeaker, SpeechQueue
from audiogame.ui.app import TableApp

KEYS = {
    "right": "\x1b[C",
    "left": "\x1b[D",
    "up": "\x1b[A",
    "down": "\x1b[B",
    "enter": "\r",
    "space": " ",
    "escape": "\x1b",
    "f1": "\x1bOP",
    "f2": "\x1bOQ",
    "f3": "\x1bOR",
    "f4": "\x1bOS",
    "f10": "\x1b[21~",
    "tab": "\t",
    "shift-tab": "\x1b[Z",
    "ctrl-home": "\x1b[1;5H",
    "ctrl-end": "\x1b[1;5F",
    "pageup": "\x1b[5~",
    "pagedown": "\x1b[6~",
    "home": "\x1b[H",
    "end": "\x1b[F",
    "ctrl-z": "\x1a",
    "ctrl-c": "\x03",
    "ctrl-q": "\x11",
}


@dataclass
class Run:
    """What a driven session said, printed and left behind."""

    speaker: RecordingSpeaker
    printed: list[str] = field(default_factory=list)
    app: TableApp | None = None

    @property
    def texts(self) -> list[str]:
        return self.speaker.texts

    def said(self, fragment: str) -> bool:
        return any(fragment in text for text in self.texts)


def paths_in(root: Path) -> Paths:
    return Paths(root / "config", root / "data", root / "state")


async def _settle(app: TableApp, inp_done: Callable[[], bool]) -> None:
    for _ in range(500):
        await asyncio.sleep(0.005)
        screen = app.table_screen
        busy = screen is not None and screen.opponents_busy
        if not busy and inp_done():
            await asyncio.sleep(0.01)
            return


def make_app(
    root: Path,
    inp: PipeInput,
    settings: Settings,
    speaker: RecordingSpeaker,
    *,
    lang: str = "en",
    strict: bool = True,
    printed: Callable[[str], None] = lambda _: None,
    output: PtOutput | None = None,
    pace: str | None = "none",
    **app_options: str,
) -> TableApp:
    """The application on the pipe ``inp``, its files under ``root``, speaking to ``speaker``
    in ``lang``; ``pace``: the opponents' pace (default: none; ``None``: the settings')."""
    tr = Translator(lang, strict=strict)
    out = Output(SpeechQueue(speaker), tr, None, printed)
    return TableApp(
        settings,
        paths_in(root),
        tr,
        out,
        input=inp,
        output=output or DummyOutput(),
        pace=pace,
        **app_options,
    )


def drive(
    root: Path,
    keys: Sequence[str] | Callable[[TableApp], str | None],
    *,
    settings: Settings | None = None,
    lang: str = "en",
    start: Callable[[TableApp], None] | None = None,
    strict: bool = True,
    speaker_name: str = "recording",
    output: PtOutput | None = None,
    speaker: RecordingSpeaker | None = None,
    **app_options: str,
) -> Run:
    """Start the application, send ``keys`` (names of :data:`KEYS` or literal text) one by one,
    letting opponents finish after each, then end the program (as a closed terminal would, with
    no Ctrl+Q). ``keys`` may be a function of the app that returns the next key, or ``None`` to
    stop (at most 5,000 keys). ``speaker_name`` is the output mode the recording speaker stands
    for (``terminal``, ``screenreader`` ...); ``speaker``: a speaker of the test's own instead;
    ``output``: the terminal output (default: none at all); ``app_options``: the application's
    command-line overrides (``view``, ``theme``)."""
    speaker = speaker or RecordingSpeaker(speaker_name)
    run = Run(speaker)
    settings = settings or Settings(first_run_done=True, pace="short")
    with create_pipe_input() as inp:
        app = make_app(
            root,
            inp,
            settings,
            speaker,
            lang=lang,
            strict=strict,
            printed=run.printed.append,
            output=output,
            **app_options,
        )
        run.app = app

        async def main() -> int:
            task = asyncio.ensure_future(
                app.run_async(pre_run=lambda: (start or (lambda a: a.start()))(app))
            )
            await _settle(app, lambda: True)
            source = iter(keys) if not callable(keys) else iter(lambda: keys(app), None)
            for _, key in zip(range(5000), source, strict=False):
                inp.send_text(KEYS.get(key, key))
                if key == "escape":  # a lone Escape is only known once the ttimeoutlen passed
                    await asyncio.sleep(0.12)
                await _settle(app, lambda: True)
            if app.app.is_running and not task.done():  # the test's end, not a Ctrl+Q
                app.app.exit(result=0)
            return await asyncio.wait_for(task, 10)

        asyncio.run(main())
    return run


def after_the_game(
    script: Callable[[TableApp], Iterator[str]],
) -> Callable[[TableApp], str | None]:
    """Keys for :func:`drive`: play the game with :func:`play_legally`, then the keys of
    ``script(app)`` (a generator, started once the game is over or left)."""
    walk: list[Iterator[str]] = []

    def keys(app: TableApp) -> str | None:
        key = play_legally(app)
        if key is not None:
            return key
        if not walk:
            walk.append(script(app))
        return next(walk[0], None)

    return keys


def play_legally(app: TableApp) -> str | None:
    """Next key of a player who always plays the first legal choice; None once the game ends."""
    screen = app.table_screen
    if screen is None:
        return None
    table = screen.table
    if table.game.is_over:
        return None
    if not table.my_turn:
        return "w"
    legal = set(table.game.legal_actions())
    choices = table.choices()
    target = next(i for i, a in enumerate(choices) if a in legal)
    if table.focus < target:
        return "right"
    if table.focus > target:
        return "left"
    return "enter"
