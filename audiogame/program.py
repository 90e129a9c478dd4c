"""Start-up and shut-down of the interactive program: logging, settings, language, sound,
speech, then the table application; on the way out, save and close every device.

Nothing here prints to the terminal except through the chosen output; problems found on the
way (a corrupt settings file, a missing voice) are spoken as the first messages. The speech
output in use is said as soon as it speaks, before the interface (prompt-toolkit, the table,
the event loop) is even imported: the player hears at once that the program started, and how
it speaks, while the table loads (``tools/start_bench.py`` measures it).
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import signal
import sys
import time
from argparse import Namespace
from collections.abc import Iterator
from typing import TYPE_CHECKING, TextIO, cast

from audiogame.devices import Devices
from audiogame.games import level_of, presentation
from audiogame.i18n import Translator, choose_language
from audiogame.logs import setup_logging
from audiogame.paths import Paths, clean_leftovers, default_paths
from audiogame.settings import ProblemKind, Settings, load_settings
from engine.registry import ENTRIES

if TYPE_CHECKING:  # the interface is imported once the first message is said (see run)
    import asyncio

    from prompt_toolkit.output import Output as PtOutput

    from audiogame.ui.app import GameChoice, TableApp
    from audiogame.ui.companion_room import CompanionChoice

__all__ = [
    "choice_from_args",
    "companion_choice",
    "console_output",
    "install_error_handler",
    "report_idle",
    "run",
]

log = logging.getLogger(__name__)

TERMINAL_GONE = frozenset(
    getattr(errno, name)
    for name in ("EIO", "EPIPE", "EBADF", "ENXIO", "ENOTTY")
    if hasattr(errno, name)
)
"""``errno`` values of a write or read on a terminal that was closed (a hang-up)."""

ERROR_REPEAT_SECONDS = 5.0
"""An unexpected error is said at most once in this many seconds (it is always logged)."""

QUIT_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")
"""Signals that leave like Quit. SIGINT comes from ``kill -INT``: the Control+C key itself
arrives as a key in raw mode."""


def companion_choice(args: Namespace) -> CompanionChoice | None:
    """The companion's setup from its flags (``--game``, ``--players``, ``--names``, ``--first``
    and the flags of the games' own setup choices, ``--removed``, ``--target`` ...), offered in
    its setup menu; ``None`` with none of them. Raises ``ValueError`` for flags that do not fit
    together."""
    from audiogame.cli import companion_choices, companion_flags
    from audiogame.games import companion
    from audiogame.ui.companion_room import CompanionChoice

    flags = {"game", "players", "names", "first"} | {c.flag_name for c in companion_choices()}
    if all(getattr(args, flag, None) is None for flag in flags):
        return None
    game, players, names = companion_flags(args)
    chosen = {
        choice.option: getattr(args, choice.flag_name)
        for choice in companion(game).setup_choices(players)
        if getattr(args, choice.flag_name, None) is not None
    }
    return CompanionChoice(game, players, names, args.first or 0, chosen)


def choice_from_args(args: Namespace, settings: Settings) -> GameChoice | None:
    """The game asked for on the command line (``--game``), completed from the settings; a
    ``--level`` the game does not offer gives its default level (as ``--players`` is ignored by
    a game of two)."""
    if args.game is None:
        return None
    from audiogame.ui.app import GameChoice

    stored = settings.game(args.game)
    level = level_of(args.game, {"level": args.level} if args.level else stored)
    show = presentation(args.game)
    values = show.remembered(stored)
    for option in show.options:
        given = getattr(args, option.name, None)
        if given is not None:
            values[option.name] = given
    players = show.players(values, ENTRIES[args.game].default_players)
    return GameChoice(args.game, players, level, args.practice, values, args.seed)


@contextlib.contextmanager
def printed_above() -> Iterator[None]:
    """Send ``print`` (and stray writes to stderr) above the application's line, one message
    per write (:mod:`audiogame.ui.printed`)."""
    from audiogame.ui.printed import PrintedAbove

    with PrintedAbove() as proxy:
        stdout, stderr = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = cast(TextIO, proxy)
        try:
            yield
        finally:
            sys.stdout, sys.stderr = stdout, stderr


def console_output() -> PtOutput:
    """The terminal output for the application, without cursor-position requests: the console
    only ever grows by whole lines, and a screen reader must hear nothing else."""
    from prompt_toolkit.output import create_output
    from prompt_toolkit.output.vt100 import Vt100_Output

    output = create_output()
    if isinstance(output, Vt100_Output):
        output.enable_cpr = False
    return output


def _settings_message(tr: Translator, problem: object) -> str | None:
    from audiogame.settings import SettingsProblem

    if not isinstance(problem, SettingsProblem):
        return None
    if problem.kind is ProblemKind.UNREADABLE:
        name = problem.moved_to.name if problem.moved_to else "?"
        return tr.t("error-settings-corrupt", file=name)
    return tr.t("error-settings-repaired", count=len(problem.fields))


def run(args: Namespace, paths: Paths | None = None) -> int:
    """Run the interactive program until the player quits; returns the exit status.

    Quit, Control+C or Control+Q, SIGTERM, SIGHUP, SIGINT and a closed terminal all leave the
    same way, with status 0: the game is saved after every action already, the terminal is
    restored by the application, then speech and sound are closed.
    """
    companion = getattr(args, "command", "play") == "companion"
    try:
        companion_setup = companion_choice(args) if companion else None
    except ValueError as exc:
        sys.stderr.write(f"audiogame: {exc}\n")
        return 2
    paths = paths or default_paths()
    setup_logging(paths.log_file, debug=args.debug)
    clean_leftovers(paths)
    settings, problem = load_settings(paths.settings_file)
    language = choose_language(None if args.lang else settings.language, args.lang)
    tr = Translator(language)
    devices = Devices(args, settings, tr)
    try:
        online = getattr(args, "command", "play") == "online"
        review = getattr(args, "command", "play") == "review"
        first_run = not (
            settings.first_run_done or args.game or args.resume or companion or online or review
        )
        if first_run:
            tr.set_undecided()  # what is said before the language is chosen: in each one
        devices.announce()  # at once: the interface is not even imported yet
        import asyncio

        from audiogame.ui.app import TableApp

        app = TableApp(
            settings,
            paths,
            tr,
            devices.out,
            output=console_output(),
            pace=args.pace,
            expert_time=args.expert_time,
            reopen_speech=devices.reopen,
            view=args.view,
            theme=args.theme,
        )
        choice = choice_from_args(args, settings)

        def pre_run() -> None:
            _install_signal_handlers(app)
            install_error_handler(app, tr, paths)
            devices.say_log_trouble()
            app.check_view()
            message = _settings_message(tr, problem)
            if message:
                devices.out.notice(message)
            if online:
                app.start_online(args.address, args.code)
            elif review:
                app.start_review()
            elif first_run:
                app.first_run()
            elif companion:
                app.start(resume=args.resume, companion=True, companion_setup=companion_setup)
            else:
                app.start(choice, resume=args.resume)
            devices.start_sound()
            if args.speech_log:
                report_idle(app, devices)

        try:
            with printed_above():
                return asyncio.run(app.run_async(pre_run=pre_run))
        except EOFError:
            log.info("the terminal closed (end of input); leaving")
            return 0
        except OSError as exc:
            if exc.errno not in TERMINAL_GONE:
                raise
            log.info("the terminal is gone (%s); leaving", exc)
            return 0
    finally:
        _close(devices)


def report_idle(app: TableApp, devices: Devices) -> None:
    """With ``--speech-log``: after the start and after each key, once everything they set
    going is done (computer players, a speech output being opened), write ``[idle]`` to the
    log, so that a program driving this one from outside knows the answer is complete."""

    import asyncio

    async def report() -> None:
        while True:
            await app.settled()
            if not devices.swapping:
                break
            await asyncio.sleep(0.01)
        devices.mark_idle()

    def after_key(_: object) -> None:
        app.app.create_background_task(report())

    app.app.key_processor.after_key_press += after_key
    app.app.create_background_task(report())


def _close(devices: Devices) -> None:
    """Close speech and sound; a failure here is logged, never shown."""
    try:
        devices.close()
    except Exception:
        log.warning("closing speech or sound failed", exc_info=True)
    log.info("closed")


def _install_signal_handlers(app: TableApp) -> None:
    """SIGTERM, SIGHUP (a closed terminal) and SIGINT leave like Quit: the game is saved already.

    Installed from ``pre_run``, inside the application's run, so that SIGINT replaces
    prompt-toolkit's own handler (which would send a ``<sigint>`` key) until the run ends.
    """
    if sys.platform == "win32":  # pragma: no cover - no POSIX signals there
        return
    import asyncio

    loop = asyncio.get_running_loop()
    for name in QUIT_SIGNALS:
        number = getattr(signal, name, None)
        if number is None:
            continue
        try:
            loop.add_signal_handler(number, _quit_on_signal, app, name)
        except (NotImplementedError, RuntimeError, ValueError):  # pragma: no cover - guard
            log.info("no handler for %s", name)
    loop.add_signal_handler(signal.SIGTSTP, _stop_on_signal, app, loop)


def _stop_on_signal(app: TableApp, loop: asyncio.AbstractEventLoop) -> None:
    """SIGTSTP sent from outside (``kill -TSTP``, a shell's job control): give the terminal back
    in line mode, stop, and once continued (``fg``) take the keys again and tell the player where
    the game stands. (Control+Z itself is a key: the undo key.)"""
    if sys.platform == "win32":  # pragma: no cover - no job control there
        return
    log.info("SIGTSTP received; stopping")
    from prompt_toolkit.application import run_in_terminal

    def stop() -> None:
        loop.remove_signal_handler(signal.SIGTSTP)  # the default action: stop here
        try:
            os.kill(os.getpid(), signal.SIGTSTP)
        finally:
            loop.add_signal_handler(signal.SIGTSTP, _stop_on_signal, app, loop)
            loop.call_soon(app.welcome_back)

    run_in_terminal(stop)  # cooked mode while stopped; raw mode and a redraw after


def _quit_on_signal(app: TableApp, name: str) -> None:
    log.info("%s received; leaving", name)
    app.quit()


def install_error_handler(app: TableApp, tr: Translator, paths: Paths) -> None:
    """Replace prompt-toolkit's handler of unexpected errors in the event loop (a traceback on
    the screen and "Press ENTER to continue"): log the error, say one sentence, play on.

    A lost terminal (a hang-up while drawing) leaves like Quit instead."""
    import asyncio

    loop = asyncio.get_running_loop()
    said_at = [float("-inf")]

    def handle(loop: asyncio.AbstractEventLoop, context: dict[str, object]) -> None:
        exc = context.get("exception")
        if not isinstance(exc, BaseException):
            log.warning("event loop: %s", context.get("message"))
            return
        if isinstance(exc, EOFError) or (isinstance(exc, OSError) and exc.errno in TERMINAL_GONE):
            log.info("the terminal is gone (%r); leaving", exc)
            app.quit()
            return
        log.error("unexpected error: %s", context.get("message"), exc_info=exc)
        if time.monotonic() - said_at[0] < ERROR_REPEAT_SECONDS:
            return  # an error on every redraw must not drown the game in apologies
        said_at[0] = time.monotonic()
        try:
            app.out.notice(tr.t("error-unexpected", file=str(paths.log_file)))
            app.invalidate()
        except Exception:
            log.warning("could not announce the error", exc_info=True)

    loop.set_exception_handler(handle)
