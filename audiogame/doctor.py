"""``audiogame doctor``: what the program finds on this computer, for a player or a helper when
"nothing speaks".

One short line per finding, in the player's language (the settings' language, or ``--lang``):
the version and Python, the speech setting and every speech output (tried as the automatic
choice tries them, each alone and within its own time limit, so nothing hangs), which one the
automatic choice picks and why the others were not, braille, the sound device, the terminal and
its size, the program's folders and whether they can be written, the saved games and the log.

Every line is printed, so a screen reader reads it and its review keys read any line again;
when the speech setting uses the built-in voice, every line is also said with it. Nothing found
missing (no speech, no sound device, a read-only folder, no terminal) is an error: the exit
status is 0.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import logging
import os
import platform
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from audiogame import __version__
from audiogame.devices import words_per_minute
from audiogame.games import failed_plugins, game_names
from audiogame.i18n import Translator, choose_language
from audiogame.library import SaveLibrary
from audiogame.logs import setup_logging
from audiogame.output import Output
from audiogame.paths import Paths, default_paths
from audiogame.settings import Settings, load_settings
from audiogame.sound import AudioOutput, open_audio
from audiogame.speech import (
    NO_BACKEND,
    ScreenReaderSpeaker,
    Speaker,
    SpeechLog,
    SpeechQueue,
    TerminalSpeaker,
    TtsSettings,
    candidates_for,
    speechd,
)
from audiogame.speech.auto import Failure, probe
from audiogame.ui.saved import SAVE_PROBLEM_MESSAGES, describe_save

__all__ = ["SpeechFound", "folder_state", "report", "run_doctor", "speech_found", "system_name"]

log = logging.getLogger(__name__)

SAY_TIMEOUT = 120.0
"""Seconds the built-in voice may take to say the whole report."""


class SpeechFound:
    """Every speech output tried in the automatic choice's order: the ones that started (to be
    closed by :meth:`close`) and why the others did not."""

    def __init__(self, results: list[tuple[str, Speaker | Failure]]) -> None:
        self.results = results
        self.started: dict[str, Speaker] = {
            name: result for name, result in results if not isinstance(result, Failure)
        }

    @property
    def auto(self) -> str:
        """The output the automatic choice picks (``NO_BACKEND`` when none works)."""
        return next(iter(self.started), NO_BACKEND)

    def close(self) -> None:
        """Close every output that started."""
        for speaker in self.started.values():
            try:
                speaker.close()
            except Exception:
                log.info("closing %s failed", speaker.name, exc_info=True)


def speech_found(lang: str, audio: AudioOutput, settings: Settings) -> SpeechFound:
    """Try each output of the automatic choice alone, within its own time limit."""
    tts = TtsSettings(lang=lang, rate=words_per_minute(settings.rate))
    candidates = candidates_for("auto", lang=lang, audio=audio, tts=tts)
    return SpeechFound([(candidate.name, probe(candidate)) for candidate in candidates])


def _speech_lines(tr: Translator, found: SpeechFound, timeouts: dict[str, float]) -> Iterator[str]:
    for name, result in found.results:
        if isinstance(result, Failure):
            seconds = round(timeouts.get(name, 0))
            yield tr.t("doctor-speech-failed", mode=name, cause=result.cause, seconds=seconds)
            continue
        detail = str(getattr(result, "detail", "") or "")
        if detail:
            yield tr.t("doctor-speech-works-detail", mode=name, detail=detail)
        else:
            yield tr.t("doctor-speech-works", mode=name)
    if found.auto == NO_BACKEND:
        yield tr.t("doctor-speech-auto-none")
    else:
        yield tr.t("doctor-speech-auto", mode=found.auto)
    if sys.platform == "linux":  # Orca speaks through speech-dispatcher
        running = speechd.daemon_reachable(speechd.socket_path())
        module = importlib.util.find_spec("speechd") is not None
        yield tr.t("doctor-speechd", running=_yes(running), module=_yes(module))
    reader = found.started.get("screenreader")
    if isinstance(reader, ScreenReaderSpeaker):
        key = "doctor-braille-yes" if reader.brailles else "doctor-braille-reader"
        yield tr.t(key, reader=reader.detail)
    else:
        yield tr.t("doctor-braille-none")


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def system_name() -> str:
    """The operating system and its version, as the report names it."""
    if sys.platform == "darwin":
        return f"macOS {platform.mac_ver()[0]}".strip()
    return f"{platform.system()} {platform.release()}".strip()


def _terminal_line(tr: Translator) -> str:
    """The terminal on standard output, its name and size; or none (a file, a pipe)."""
    stream = sys.stdout
    try:
        if stream is None or not stream.isatty():
            return tr.t("doctor-terminal-none")
        columns, rows = os.get_terminal_size(stream.fileno())
    except (OSError, ValueError, AttributeError):
        return tr.t("doctor-terminal-none")
    env = os.environ
    name = env.get("TERM_PROGRAM") or ("Windows Terminal" if env.get("WT_SESSION") else "")
    name = name or env.get("TERM", "")
    if name:
        return tr.t("doctor-terminal", name=name, columns=columns, rows=rows)
    return tr.t("doctor-terminal-unnamed", columns=columns, rows=rows)


def folder_state(folder: Path) -> str:
    """``writable``, ``creatable`` (missing, and its nearest existing parent is writable) or
    ``read-only``; found by writing a temporary file that is removed at once."""
    existing = folder
    while not existing.exists() and existing.parent != existing:
        existing = existing.parent
    if not existing.is_dir():
        return "read-only"
    try:
        with tempfile.TemporaryFile(dir=existing):
            pass
    except OSError:
        return "read-only"
    return "writable" if existing == folder else "creatable"


def _folder_lines(tr: Translator, paths: Paths) -> Iterator[str]:
    for key, folder in zip(("config", "data", "state"), paths.folders, strict=True):
        yield tr.t("doctor-folder", folder=key, path=str(folder), state=folder_state(folder))
    yield tr.t("doctor-log", path=str(paths.log_file))


def _saves_lines(tr: Translator, paths: Paths) -> Iterator[str]:
    games, problems = SaveLibrary(paths.saves, paths.autosave_file).games()
    yield tr.t("doctor-saves", count=len(games))
    for summary in games:
        yield describe_save(tr, summary)
    for problem, kept in problems:
        yield tr.t(SAVE_PROBLEM_MESSAGES[problem], file=kept.name)


def _games_lines(tr: Translator) -> Iterator[str]:
    names = [tr.t("game-name", game=name) for name in game_names()]
    yield tr.t("doctor-games", games=tr.join(names))
    for name in failed_plugins():
        yield tr.t("doctor-game-failed", name=name)


def report(
    tr: Translator, paths: Paths, settings: Settings, audio: AudioOutput, found: SpeechFound
) -> list[str]:
    """Every line of the report, in order."""
    timeouts = {c.name: c.timeout for c in candidates_for("auto", lang=tr.language)}
    python = platform.python_version()
    return [
        tr.t("doctor-version", version=__version__, python=python, system=system_name()),
        tr.t("doctor-language", lang=tr.language),
        tr.t("doctor-speech-setting", mode=settings.output),
        *_speech_lines(tr, found, timeouts),
        tr.t("doctor-sound-none") if audio.silent else tr.t("doctor-sound", backend=audio.backend),
        tr.t("doctor-sound-effects", on=_yes(settings.sound)),
        _terminal_line(tr),
        *_folder_lines(tr, paths),
        *_games_lines(tr),
        *_saves_lines(tr, paths),
    ]


def _speaker_for_report(found: SpeechFound, mode: str) -> Speaker:
    """The built-in voice when the speech setting uses it; else printed lines (a screen reader
    reads the console: speaking through it as well would say every line twice)."""
    order = [c.name for c in candidates_for(mode)]
    used = next((name for name in order if name in found.started), NO_BACKEND)
    if used == "tts":
        return found.started["tts"]
    return TerminalSpeaker()


def run_doctor(args: argparse.Namespace) -> int:
    """``audiogame doctor``: print (and, with the built-in voice, say) the report; status 0."""
    paths = default_paths()
    setup_logging(paths.log_file, debug=args.debug)
    settings, _ = load_settings(paths.settings_file)
    if args.output:
        settings = dataclasses.replace(settings, output=args.output)
    tr = Translator(choose_language(None if args.lang else settings.language, args.lang))
    audio = open_audio()
    found = speech_found(tr.language, audio, settings)
    try:
        lines = report(tr, paths, settings, audio, found)
        speaker = _speaker_for_report(found, settings.output)
        if args.speech_log:
            try:
                speaker = SpeechLog(speaker, args.speech_log)
            except OSError:
                log.warning("speech log %s not opened", args.speech_log, exc_info=True)
        out = Output(SpeechQueue(speaker), tr, printer=_print_line)
        for line in lines:
            out.notice(line)
        wait = getattr(found.started.get("tts"), "wait_idle", None)
        if wait is not None and out.speech.name == "tts":
            wait(SAY_TIMEOUT)
    finally:
        found.close()
        audio.close()
    log.info("doctor: %d lines", len(lines))
    return 0


def _print_line(text: str) -> None:
    print(text, flush=True)
