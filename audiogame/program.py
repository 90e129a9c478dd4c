"""Start-up and shut-down of the interactive program: logging, settings, language, sound,
speech, then the table application; on the way out, save and close every device.

Nothing here prints to the terminal except through the chosen output; problems found on the
way (a corrupt settings file, a missing voice) are spoken as the first messages.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import signal
import sys
import threading
import time
from argparse import Namespace
from collections.abc import Iterator
from typing import TextIO, cast

from prompt_toolkit.output import Output as PtOutput
from prompt_toolkit.output import create_output
from prompt_toolkit.output.vt100 import Vt100_Output
from prompt_toolkit.patch_stdout import StdoutProxy

from audiogame.i18n import Translator, choose_language
from audiogame.logs import setup_logging
from audiogame.output import Output
from audiogame.paths import Paths, clean_leftovers, default_paths
from audiogame.settings import ProblemKind, Settings, load_settings
from audiogame.sound import AudioOutput, SoundEffects, open_audio
from audiogame.speech import Failure, SpeechLog, SpeechQueue, TtsSettings, open_speech
from audiogame.ui.app import GameChoice, TableApp

__all__ = [
    "Session",
    "choice_from_args",
    "console_output",
    "install_error_handler",
    "run",
    "words_per_minute",
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


def words_per_minute(rate: int) -> int:
    """The built-in voice's speed for a rate setting of 0-100 (espeak-ng: 120-450 words)."""
    return 120 + round(rate * 3.3)


def choice_from_args(args: Namespace, settings: Settings) -> GameChoice | None:
    """The game asked for on the command line (``--game``), completed from the settings."""
    if args.game is None:
        return None
    level = args.level or getattr(settings, f"{args.game}_level")
    if args.game == "fox":
        return GameChoice(
            "fox", 2, level, args.practice, args.target or settings.fox_target, args.seed
        )
    players = args.players or settings.fearless_players
    return GameChoice("fearless", players, level, args.practice, seed=args.seed)


class Session:
    """The devices of one run: audio, speech and the output over them, reopened on demand."""

    def __init__(self, args: Namespace, settings: Settings, tr: Translator) -> None:
        self.args = args
        self.tr = tr
        self.audio: AudioOutput = open_audio()
        self.mode = args.output or settings.output
        self._settings_output = settings.output
        self._voice = (tr.language, settings.rate)
        self._swap_lock = threading.Lock()
        self._log_trouble: OSError | None = None
        """Why ``--speech-log`` was dropped (it is not opened again)."""
        self._log_said = False
        try:
            speech = self._open_speech(settings)
        except BaseException:
            self.audio.close()  # a start that fails closes what it opened
            raise
        self.effects = SoundEffects(self.audio.mixer)
        self.out = Output(
            speech,
            tr,
            self.effects,
            _print_line,
            sound=self._sound(settings),
            show_log=settings.show_log,
        )

    def _sound(self, settings: Settings) -> bool:
        return settings.sound and not self.args.no_sound

    def _open_speech(self, settings: Settings) -> SpeechQueue:
        tts = TtsSettings(lang=self.tr.language, rate=words_per_minute(settings.rate))

        def open_with(log_path: str | None) -> SpeechQueue:
            return open_speech(
                self.mode,
                lang=self.tr.language,
                audio=self.audio,
                speech_log=log_path,
                tts=tts,
                on_switch=self._switched,
            )

        log_path = self.args.speech_log if self._log_trouble is None else None
        try:
            speech = open_with(log_path)
        except OSError as exc:  # the speech log cannot be opened: speak without it
            log.warning("speech log %s not opened: %s", log_path, exc)
            self._log_trouble = exc
            speech = open_with(None)
        if isinstance(speech.speaker, SpeechLog):
            speech.speaker.set_failure_handler(self._log_failed)
        return speech

    def _log_failed(self, error: OSError) -> None:
        """The speech log stopped working: it is dropped, speech goes on; say so once."""
        self._log_trouble = error
        out = getattr(self, "out", None)
        if out is not None:
            self.say_log_trouble()

    def say_log_trouble(self) -> None:
        """Say once, queued, that the speech log was dropped (if it was)."""
        if self._log_trouble is None or self._log_said:
            return
        self._log_said = True
        self.out.notice(self.tr.t("error-speech-log-failed", file=str(self.args.speech_log)))

    def _switched(self, old: str, new: str, failure: Failure) -> None:
        """Say, on the new output and before anything it had left unsaid, that the old one
        stopped answering and which one speaks now."""
        self.out.notice(self.tr.t("output-switched", mode=old, fallback=new))

    def announce(self) -> None:
        """Say which speech output is in use, and why when it is not the one asked for."""
        chosen = self.out.speech.name
        if self.mode not in ("auto", chosen):
            self.out.notice(self.tr.t("output-fallback", mode=self.mode, fallback=chosen))
        else:
            self.out.notice(self.tr.t("output-auto-chose", mode=chosen))

    def reopen(self, settings: Settings) -> None:
        """Apply changed speech settings: a new output mode, or the built-in voice's language
        or speed. The new output is opened on a worker thread (finding a screen reader can
        take seconds), then swapped in and announced; keys keep working meanwhile."""
        self.out.sound = self._sound(settings)
        self.out.show_log = settings.show_log
        mode_changed = settings.output != self._settings_output
        voice_changed = (self.tr.language, settings.rate) != self._voice
        self._settings_output = settings.output
        self._voice = (self.tr.language, settings.rate)
        if mode_changed and settings.output != self.mode:
            self.mode = settings.output
        elif not (voice_changed and self.out.speech.name == "tts"):
            return
        threading.Thread(target=self._swap_speech, args=(settings,), daemon=True).start()

    def _swap_speech(self, settings: Settings) -> None:
        with self._swap_lock:
            new = self._open_speech(settings)
            self.out.replace_speech(new).close()
            self.announce()

    def wait_quiet(self, timeout: float = 900.0) -> None:
        """Wait (bounded) until the built-in voice has said everything queued."""
        auto = self.out.speech.auto
        wait = getattr(auto.current if auto is not None else None, "wait_idle", None)
        if wait is not None:
            wait(timeout)

    def close(self) -> None:
        """Close speech (a speech-dispatcher we started is stopped) and sound."""
        self.out.speech.close()
        self.audio.close()


PRINT_BATCH_SECONDS = 0.02
"""Printed lines that come this close together are written in one go (prompt-toolkit's default
of 0.2 s would hold back every line after the first of a burst that long)."""


@contextlib.contextmanager
def printed_above() -> Iterator[None]:
    """Send ``print`` (and stray writes to stderr) above the application's line, as whole
    lines: prompt-toolkit's ``patch_stdout`` with a shorter wait between writes."""
    with StdoutProxy(raw=True, sleep_between_writes=PRINT_BATCH_SECONDS) as proxy:
        stdout, stderr = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = cast(TextIO, proxy)
        try:
            yield
        finally:
            sys.stdout, sys.stderr = stdout, stderr


def console_output() -> PtOutput:
    """The terminal output for the application, without cursor-position requests: the console
    only ever grows by whole lines, and a screen reader must hear nothing else."""
    output = create_output()
    if isinstance(output, Vt100_Output):
        output.enable_cpr = False
    return output


def _print_line(text: str) -> None:
    print(text, flush=True)


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
    paths = paths or default_paths()
    setup_logging(paths.log_file, debug=args.debug)
    clean_leftovers(paths)
    settings, problem = load_settings(paths.settings_file)
    language = choose_language(None if args.lang else settings.language, args.lang)
    tr = Translator(language)
    session = Session(args, settings, tr)
    try:
        app = TableApp(
            settings,
            paths,
            tr,
            session.out,
            output=console_output(),
            pace=args.pace,
            reopen_speech=session.reopen,
        )
        choice = choice_from_args(args, settings)

        def pre_run() -> None:
            _install_signal_handlers(app)
            install_error_handler(app, tr, paths)
            session.announce()
            session.say_log_trouble()
            message = _settings_message(tr, problem)
            if message:
                session.out.notice(message)
            if not settings.first_run_done and choice is None and not args.resume:
                app.first_run()
            else:
                app.start(choice, resume=args.resume)

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
        _close(session)


def _close(session: Session) -> None:
    """Close speech and sound; a failure here is logged, never shown."""
    try:
        session.close()
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
    loop = asyncio.get_running_loop()
    for name in QUIT_SIGNALS:
        number = getattr(signal, name, None)
        if number is None:
            continue
        try:
            loop.add_signal_handler(number, _quit_on_signal, app, name)
        except (NotImplementedError, RuntimeError, ValueError):  # pragma: no cover - guard
            log.info("no handler for %s", name)


def _quit_on_signal(app: TableApp, name: str) -> None:
    log.info("%s received; leaving", name)
    app.quit()


def install_error_handler(app: TableApp, tr: Translator, paths: Paths) -> None:
    """Replace prompt-toolkit's handler of unexpected errors in the event loop (a traceback on
    the screen and "Press ENTER to continue"): log the error, say one sentence, play on.

    A lost terminal (a hang-up while drawing) leaves like Quit instead."""
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
