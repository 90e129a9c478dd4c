"""Command line: parse the arguments and start the requested part of the program."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from audiogame import __version__

GAMES = ("fearless", "fox")
OUTPUTS = ("auto", "screenreader", "tts", "terminal")
LEVELS = ("easy", "medium", "hard", "expert")


class _Parser(argparse.ArgumentParser):
    """An argument parser that reports errors in one plain line, with no usage dump."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"audiogame: {message}. Try: audiogame --help\n")


def build_parser() -> argparse.ArgumentParser:
    """The parser for ``audiogame``."""
    parser = _Parser(
        prog="audiogame",
        description="Fearless and The Fox in the Forest, played by ear and by keyboard.",
    )
    parser.add_argument("--version", action="version", version=f"audiogame {__version__}")
    parser.add_argument("--lang", choices=("en", "fr"), help="language of speech and text")
    parser.add_argument("--output", choices=OUTPUTS, help="how messages reach you")
    parser.add_argument("--game", choices=GAMES, help="start this game at once")
    parser.add_argument("--players", type=int, help="Fearless: 3, 4 or 5 players")
    parser.add_argument("--level", choices=LEVELS, help="computer opponents' level")
    parser.add_argument("--target", type=int, help="The Fox: score that ends the match")
    parser.add_argument("--seed", type=int, help="seed of the deal, to replay a game")
    parser.add_argument("--practice", action="store_true", help="spoken rule hints")
    parser.add_argument("--no-sound", action="store_true", help="no sound effects")
    parser.add_argument("--speech-log", metavar="FILE", help="append every utterance to FILE")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``audiogame`` command."""
    args = build_parser().parse_args(argv)
    del args
    sys.stdout.write(
        "audiogame: the game table is not built yet; this release holds the rules engine.\n"
    )
    return 0
