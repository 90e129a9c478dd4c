"""Command line: ``audiogame [play|demo|rules] [options]``.

``play`` (the default) opens the table; ``demo`` narrates a whole game between computer players;
``rules`` prints the rules of a game as plain text. A bad flag gets one plain line on stderr
and exit status 2; an unexpected error is logged and gets one plain, localized line on stderr
and exit status 1. No traceback is ever printed outside the log file.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from audiogame import __version__

COMMANDS = ("play", "demo", "rules")
GAMES = ("fearless", "fox")
OUTPUTS = ("auto", "screenreader", "tts", "terminal")
LEVELS = ("easy", "medium", "hard", "expert")
PACES = ("key", "short", "long", "none")

log = logging.getLogger(__name__)


class _Parser(argparse.ArgumentParser):
    """An argument parser that reports errors in one plain line, with no usage dump."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"audiogame: {message}. Try: audiogame --help\n")


def _players(text: str) -> int:
    value = int(text)
    if not 3 <= value <= 5:
        raise argparse.ArgumentTypeError("Fearless is for 3 to 5 players")
    return value


def _target(text: str) -> int:
    value = int(text)
    if not 1 <= value <= 999:
        raise argparse.ArgumentTypeError("the target must be between 1 and 999 points")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The parser for ``audiogame``."""
    parser = _Parser(
        prog="audiogame",
        description="Fearless and The Fox in the Forest, played by ear and by keyboard.",
        epilog="Commands: play (default) opens the table; demo narrates a game between "
        "computer players; rules prints the rules (with --game and --lang).",
    )
    parser.add_argument("command", nargs="?", default="play", choices=COMMANDS)
    parser.add_argument("--version", action="version", version=f"audiogame {__version__}")
    parser.add_argument("--lang", choices=("en", "fr"), help="language of speech and text")
    parser.add_argument("--output", choices=OUTPUTS, help="how messages reach you")
    parser.add_argument("--game", choices=GAMES, help="start this game at once")
    parser.add_argument("--players", type=_players, help="Fearless: 3, 4 or 5 players")
    parser.add_argument("--level", choices=LEVELS, help="computer opponents' level")
    parser.add_argument("--target", type=_target, help="The Fox: score that ends the match")
    parser.add_argument("--seed", type=int, help="seed of the deal, to replay a game")
    parser.add_argument(
        "--pace", choices=PACES, help="opponents' pace for this run (none: no pause at all)"
    )
    parser.add_argument("--practice", action="store_true", help="spoken rule hints and undo")
    parser.add_argument("--resume", action="store_true", help="resume the saved game")
    parser.add_argument("--no-sound", action="store_true", help="no sound effects")
    parser.add_argument("--speech-log", metavar="FILE", help="append every utterance to FILE")
    parser.add_argument("--debug", action="store_true", help="verbose log file")
    return parser


def _rules(args: argparse.Namespace) -> int:
    from audiogame.rules_text import rules_plain_text

    games = [args.game] if args.game else list(GAMES)
    sys.stdout.write("\n".join(rules_plain_text(game, args.lang) for game in games))
    return 0


def _demo(args: argparse.Namespace) -> int:
    from audiogame.demo import narrate_demo
    from audiogame.i18n import Translator, choose_language
    from audiogame.logs import setup_logging
    from audiogame.paths import default_paths
    from audiogame.program import Session
    from audiogame.settings import load_settings

    paths = default_paths()
    setup_logging(paths.log_file, debug=args.debug)
    settings, _ = load_settings(paths.settings_file)
    tr = Translator(choose_language(None if args.lang else settings.language, args.lang))
    session = Session(args, settings, tr)
    try:
        session.announce()
        session.say_log_trouble()
        narrate_demo(args, tr, session.out)
        session.wait_quiet()
    finally:
        session.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``audiogame`` command."""
    args = build_parser().parse_args(argv)
    try:
        if args.command == "rules":
            return _rules(args)
        if args.command == "demo":
            return _demo(args)
        from audiogame.program import run

        return run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _silence_stdout()  # ``audiogame rules | head``: the reader has seen enough
        return 0
    except Exception:
        _log_crash(args)
        _say_crash(args)
        return 1


def _silence_stdout() -> None:
    """Point stdout at the null device so that the flush at exit cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _log_crash(args: argparse.Namespace) -> None:
    """Log the exception being handled to the log file, never to the terminal."""
    root = logging.getLogger()
    try:
        if not root.handlers:
            from audiogame.logs import setup_logging
            from audiogame.paths import default_paths

            setup_logging(default_paths().log_file, debug=args.debug)
    except Exception:
        root.addHandler(logging.NullHandler())
    log.exception("unexpected error; leaving")


def _say_crash(args: argparse.Namespace) -> None:
    """One plain, localized line on stderr after an unexpected error (never raises)."""
    log_file: Path | str = "audiogame.log"
    line = ""
    try:
        from audiogame.i18n import Translator, choose_language
        from audiogame.paths import default_paths

        paths = default_paths()
        log_file = paths.log_file
        settings_language = None if args.lang else _saved_language(paths.settings_file)
        tr = Translator(choose_language(settings_language, args.lang))
        line = tr.t("error-crash", file=str(log_file))
    except Exception:
        log.warning("could not localize the error message", exc_info=True)
    if not line or line == "?":
        line = f"audiogame stopped: an unexpected error. Details are in {log_file}."
    try:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):  # no terminal left to tell
        pass


def _saved_language(settings_file: Path) -> str | None:
    """The language in the settings file, read without repairing or moving anything."""
    try:
        value = json.loads(settings_file.read_text(encoding="utf-8")).get("language")
    except (OSError, ValueError, AttributeError):
        return None
    return value if isinstance(value, str) else None
