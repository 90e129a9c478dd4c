"""``audiogame web``: the game in the player's own browser, on this computer alone.

A server of online tables listens on ``127.0.0.1`` on a free port (nobody else can reach it);
the page's address is printed and the browser opened on it (``webbrowser``: the system's
default browser, or ``$BROWSER``), in the player's language. The player plays there against
computers, practice included, any game; Control+C stops it. Its tables live as long as it runs
(in memory: a tab keeps its seat's token for itself, and a new run is a new address, so a
stored table could never be found again); the games finished there are kept in the player's
data folder for review, with the online games the terminal keeps. With ``--speech-log FILE``,
every message sent to the page is written to ``FILE`` too (:mod:`audiogame.web.witness`).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import threading
import webbrowser
from pathlib import Path

from audiogame.i18n import Translator, choose_language
from audiogame.logs import setup_logging
from audiogame.online.server import ServerConfig, serve_forever
from audiogame.paths import default_paths
from audiogame.settings import load_settings
from audiogame.ui.table_screen import PACE_SECONDS
from audiogame.web.witness import PageWitness

__all__ = ["open_browser", "page_address", "run_local"]

log = logging.getLogger(__name__)


def page_address(port: int, language: str) -> str:
    """The page of a local server on ``port``, in ``language``."""
    return f"http://127.0.0.1:{port}/?lang={language}"


def _say(text: str) -> None:
    sys.stdout.write(f"audiogame: {text}\n")
    sys.stdout.flush()


def open_browser(address: str, tr: Translator) -> None:
    """Open the browser on ``address`` without holding up the server (a browser may take its
    time to start); when none opens, say so."""

    def run() -> None:
        try:
            opened = webbrowser.open(address)
        except webbrowser.Error:
            log.info("no browser could be opened", exc_info=True)
            opened = False
        if not opened:
            _say(tr.t("web-no-browser", address=address))

    threading.Thread(target=run, name="browser", daemon=True).start()


def _speech_log(path: str | None, tr: Translator) -> Path | None:
    """The speech log asked for, once it is known to be writable (else said, and none)."""
    if not path:
        return None
    try:
        PageWitness(path).close()
    except OSError:
        log.warning("the speech log %s cannot be written", path, exc_info=True)
        _say(tr.t("error-speech-log-failed", file=path))
        return None
    return Path(path)


def run_local(args: argparse.Namespace) -> int:
    """Run ``audiogame web`` until Control+C (see the module docstring)."""
    paths = default_paths()
    setup_logging(paths.log_file, debug=args.debug)
    settings, _ = load_settings(paths.settings_file)
    language = choose_language(None if args.lang else settings.language, args.lang)
    tr = Translator(language)
    pace = args.pace or settings.pace
    config = ServerConfig(
        host="127.0.0.1",
        port=0,
        bot_pace=PACE_SECONDS.get(pace, 0.0),
        speech_log=_speech_log(args.speech_log, tr),
        review_folder=paths.finished_online,
        review_kept=settings.finished_kept,
    )

    def ready(port: int) -> None:
        address = page_address(port, language)
        if args.no_browser:
            _say(tr.t("web-local-no-browser", address=address))
        else:
            _say(tr.t("web-local", address=address))
            open_browser(address, tr)

    asyncio.run(serve_forever(config, ready))
    return 0
