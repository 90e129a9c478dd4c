"""Command line: ``audiogame [play|demo|rules|companion|review|serve|online|web|doctor] [options]``.

``play`` (the default) opens the table; ``demo`` narrates a whole game between computer players;
``rules`` prints the rules of a game as plain text; ``companion`` opens the table companion (a real
table's plays entered by keyboard), or with ``--entries FILE`` enters a whole game from a file,
says it and writes its public-play record (``--record``); ``review`` lists the finished games
kept, to walk one back trick by trick; ``serve`` runs a server of online tables
(``--host``, ``--port``, ``--data``, ``--certfile``/``--keyfile``, ``--replace-after``); ``online
ws://HOST:PORT [--code CODE]`` opens the online menu on that server (and sits at that table);
``web`` opens the game in the player's browser (a server on this computer alone, a free
port); ``doctor`` says and prints what the program finds (speech, braille, sound, terminal, folders,
saved games). A bad flag gets one plain line on stderr and exit status 2; an unexpected error is
logged and gets one plain, localized line on stderr and exit status 1. No traceback is ever
printed outside the log file.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import faulthandler
import json
import logging
import os
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from audiogame.games import Option, game_names, load_plugins, presentation
from audiogame.games.companion import SetupChoice
from audiogame.logs import keep_early_records, logging_set_up
from audiogame.settings import RUN_PACES, SCHEMA
from audiogame.speech.console import CONSOLE
from engine.registry import ENTRIES

if TYPE_CHECKING:
    from audiogame.i18n import Translator

COMMANDS = ("play", "demo", "rules", "companion", "review", "serve", "online", "web", "doctor")

log = logging.getLogger(__name__)


class _Parser(argparse.ArgumentParser):
    """An argument parser that reports errors in one plain line, with no usage dump, and
    speaks the player's language (``--lang``, else the saved setting, else the system's) in
    its help and in the errors it knows."""

    argv: Sequence[str] = ()
    """The arguments being read: their ``--lang`` chooses the language of help and errors."""

    def translator(self) -> Translator:
        """The translator of this command line's language."""
        from audiogame.i18n import Translator, choose_language
        from audiogame.paths import default_paths

        flag = _flag_value(self.argv, "--lang")
        saved = None if flag else _saved_language(default_paths().settings_file)
        return Translator(choose_language(saved, flag))

    def error(self, message: str) -> None:  # type: ignore[override]
        try:
            line = _cli_error(self.translator(), message, self.argv)
        except Exception:  # never worse than argparse's own words
            log.warning("could not localize a command-line error", exc_info=True)
            line = None
        self.exit(2, f"audiogame: {line or f'{message}. Try: audiogame --help'}\n")

    def refuse(self, msg_id: str, **args: object) -> NoReturn:
        """End with the localized error ``msg_id`` (a check of ours, after argparse's)."""
        self.exit(2, f"audiogame: {self.translator().t(msg_id, **args)}\n")

    def format_help(self) -> str:
        tr = self.translator()

        def local(msg_id: str, default: str | None) -> str | None:
            return tr.t(msg_id) if tr.has(msg_id) else default

        formatter = self._get_formatter()
        usage_prefix = f"{tr.t('cli-usage')} "
        formatter.add_usage(
            self.usage, self._actions, self._mutually_exclusive_groups, usage_prefix
        )
        formatter.add_text(local("cli-description", self.description))
        for group in self._action_groups:
            title = group.title or ""
            formatter.start_section(local(f"cli-section-{title.split()[0]}", title))
            actions = group._group_actions  # noqa: SLF001 - argparse offers no public list
            for action in actions:
                action.help = local(f"cli-help-{action.dest.replace('_', '-')}", action.help)
            formatter.add_arguments(actions)
            formatter.end_section()
        formatter.add_text(local("cli-epilog", self.epilog))
        return formatter.format_help()


def _flag_value(argv: Sequence[str], flag: str) -> str | None:
    """The value given to ``flag`` in ``argv`` (``--flag X`` or ``--flag=X``), if any."""
    for i, arg in enumerate(argv):
        if arg == flag and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(f"{flag}="):
            return arg.split("=", 1)[1]
    return None


def _cli_error(tr: Translator, message: str, argv: Sequence[str]) -> str | None:
    """argparse's English ``message`` said in ``tr``'s language, when it is one we know."""
    import re

    if message.startswith("unrecognized arguments: "):
        return tr.t("error-cli-option", option=message.split(": ", 1)[1].split()[0])
    choice = re.fullmatch(
        r"argument (\S+?)(?:/\S+)?: invalid choice: '(.*)' \(choose from (.*)\)", message
    )
    if choice is not None:
        option, value, choices = choice.groups()
        shown = [c.strip().strip("'") for c in choices.split(",")]
        return tr.t(
            "error-cli-value",
            option=option,
            value=value,
            choices=tr.join(shown, last="list-or-last"),
        )
    bad = re.fullmatch(r"argument --(\S+): (?:invalid \S+ value: '(.*)'|(.*))", message)
    if bad is not None:
        name = bad.group(1)
        value = bad.group(2) or _flag_value(argv, f"--{name}") or ""
        if name in ("store", "node", "lease"):  # the server's options: one sentence each
            return tr.t(f"error-cli-{name}", value=value)
        game = _flag_value(argv, "--game")
        games: list[str] = [game] if game in game_names() else []
        for which in [*games, *game_names()]:
            option = next((o for o in presentation(which).options if o.name == name), None)
            if option is None:
                continue
            if name == "players":
                low = option.low if option.low is not None else min(option.values)
                high = option.high if option.high is not None else max(option.values)
                return tr.t("error-cli-players", game=which, min=low, max=high)
            if option.low is not None and option.high is not None:
                choices = f"{option.low}-{option.high}"
            else:
                choices = tr.join([str(v) for v in option.values], last="list-or-last")
            return tr.t("error-cli-value", option=f"--{name}", value=value, choices=choices)
    return None


class _Version(argparse.Action):
    """``--version``: the version, read only when asked for (reading it costs time at start)."""

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        import audiogame

        sys.stdout.write(f"audiogame {audiogame.__version__}\n")
        parser.exit()


def _option_type(option: Option) -> Callable[[str], int]:
    """An argparse type for a game option: a whole number among its values or in its bounds."""

    def parse(text: str) -> int:
        value = int(text)
        if option.low is not None and option.high is not None:
            if not option.low <= value <= option.high:
                raise argparse.ArgumentTypeError(f"choose from {option.low} to {option.high}")
        elif value not in option.values:
            shown = ", ".join(str(v) for v in option.values)
            raise argparse.ArgumentTypeError(f"choose one of {shown}")
        return value

    parse.__name__ = option.name  # argparse names the type in its error
    return parse


def build_parser() -> _Parser:
    """The parser for ``audiogame``."""
    parser = _Parser(
        prog="audiogame",
        description="Fearless and The Fox in the Forest, played by ear and by keyboard.",
        epilog="Commands: play (default) opens the table; demo narrates a game between "
        "computer players; rules prints the rules (with --game and --lang); companion opens "
        "the real table companion (with --entries FILE: enters a game from a file); review "
        "lists the finished games kept, to walk one back trick by trick; serve runs "
        "a server of online tables (see docs/protocol.md); online ws://HOST:PORT [--code CODE] "
        "plays at a server's tables; web opens the game in your browser (on this computer "
        "alone; serve also serves the page, at http://HOST:PORT/); doctor says what the "
        "program finds on this computer (speech, braille, sound, terminal, folders, saved "
        "games).",
    )
    parser.add_argument("command", nargs="?", default="play", choices=COMMANDS)
    parser.add_argument(
        "address", nargs="?", help="online: the server's address, ws://HOST:PORT or wss://..."
    )
    parser.add_argument("--version", action=_Version, nargs=0, help="show the version and exit")
    for spec in SCHEMA:  # the settings that a flag overrides for one run
        if spec.flag is not None:
            choices = RUN_PACES if spec.name == "pace" else spec.choices
            parser.add_argument(spec.flag, choices=choices, help=spec.flag_help)
    parser.add_argument("--game", choices=game_names(), help="start this game at once")
    seen: set[str] = set()
    for game in game_names():  # each game's own choices: --players, --target ...
        for option in presentation(game).options:
            if option.name not in seen:
                seen.add(option.name)
                parser.add_argument(f"--{option.name}", type=_option_type(option), help=option.help)
    levels = dict.fromkeys(level for name in game_names() for level in ENTRIES[name].levels)
    parser.add_argument("--level", choices=tuple(levels), help="computer opponents' level")
    parser.add_argument("--seed", type=int, help="seed of the deal, to replay a game")
    parser.add_argument("--practice", action="store_true", help="spoken rule hints and undo")
    parser.add_argument("--resume", action="store_true", help="resume the saved game")
    parser.add_argument(
        "--entries", metavar="FILE", help="companion: enter a game from FILE, one entry a line"
    )
    parser.add_argument(
        "--record", metavar="FILE", help="companion: write the public-play record to FILE"
    )
    parser.add_argument(
        "--first",
        type=int,
        metavar="SEAT",
        help="companion: the seat (from 0) that leads the first trick (Fearless) or deals first",
    )
    for choice in companion_choices():
        if choice.flag_name not in seen:
            seen.add(choice.flag_name)
            kind = {"type": int} if choice.typed else {"choices": choice.values}
            parser.add_argument(f"--{choice.flag_name}", help=choice.flag_help, **kind)
    parser.add_argument("--names", help='companion: the players\' names, "Ana,Ben,..."')
    parser.add_argument("--no-sound", action="store_true", help="no sound effects")
    parser.add_argument("--speech-log", metavar="FILE", help="append every utterance to FILE")
    parser.add_argument("--debug", action="store_true", help="verbose log file")
    parser.add_argument("--code", help="online: the table to sit at")
    server = parser.add_argument_group("serve")
    server.add_argument("--host", default="127.0.0.1", help="address to listen on (serve)")
    server.add_argument("--port", type=_port, default=8765, help="port to listen on (serve)")
    server.add_argument("--data", metavar="DIR", help="folder of the tables' store (serve)")
    server.add_argument(
        "--store",
        metavar="URL",
        type=_database_url,
        help="the tables' store in PostgreSQL: postgresql://user@host/db (serve)",
    )
    server.add_argument(
        "--node",
        metavar="NAME",
        type=_node_name,
        help="this process's name among several sharing the --store database (serve)",
    )
    server.add_argument(
        "--lease",
        type=_lease,
        default=4.0,
        metavar="SECONDS",
        help="a stopped node's tables are taken over this long after it stopped (serve --node)",
    )
    server.add_argument("--certfile", metavar="FILE", help="TLS certificate chain (serve)")
    server.add_argument("--keyfile", metavar="FILE", help="TLS private key (serve)")
    server.add_argument(
        "--replace-after",
        type=float,
        default=120.0,
        metavar="SECONDS",
        help="a computer player stands in for a person disconnected this long (serve)",
    )
    server.add_argument(
        "--behind-proxy",
        nargs="?",
        const=True,
        default=False,
        metavar="ADDRESS",
        help="a reverse proxy at ADDRESS (default: 127.0.0.1, this machine) forwards the "
        "players (serve; X-Forwarded-For, trusted from that address only)",
    )
    parser.add_argument(
        "--no-browser", action="store_true", help="web: print the page's address, open no browser"
    )
    return parser


def _port(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError("choose from 0 to 65535")
    return value


def _database_url(text: str) -> str:
    from audiogame.online.store import is_database_url

    if not is_database_url(text):
        raise argparse.ArgumentTypeError("a postgresql:// address was expected")
    return text


def _lease(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = float("nan")  # refused below, as nan and inf are
    if not 0.5 <= value <= 3600:
        raise argparse.ArgumentTypeError("seconds from 0.5 to 3600 were expected")
    return value


def _node_name(text: str) -> str:
    import re

    if re.fullmatch(r"[A-Za-z0-9_-]{1,32}", text) is None:
        raise argparse.ArgumentTypeError("a name of letters, digits, - and _ was expected")
    return text


def _serve(args: argparse.Namespace) -> int:
    import asyncio

    import audiogame.web  # noqa: F401  (the web table plugs into the server: its pages)
    from audiogame.i18n import Translator, choose_language
    from audiogame.logs import setup_logging
    from audiogame.online.hosting import (
        WILDCARDS,
        local_addresses,
        page_addresses,
        share_lines,
        url,
    )
    from audiogame.online.server import STORE_NAME, FolderBusy, ServerConfig, serve_forever
    from audiogame.online.store import (
        StoreBusy,
        StoreDamaged,
        StoreDriverMissing,
        StoreUnavailable,
    )
    from audiogame.paths import default_paths
    from audiogame.speech.base import console_lines

    paths = default_paths()
    setup_logging(paths.log_file, debug=args.debug)
    tr = Translator(choose_language(None, args.lang))
    if args.keyfile and not args.certfile:
        sys.stderr.write(f"audiogame: {tr.t('error-cli-keyfile')}\n")
        return 2
    if args.node and not args.store:
        sys.stderr.write(f"audiogame: {tr.t('error-cli-node-store')}\n")
        return 2
    config = ServerConfig(
        host=args.host,
        port=args.port,
        data=Path(args.data) if args.data else paths.data / "server",
        store=args.store,
        node=args.node,
        lease=args.lease,
        certfile=Path(args.certfile) if args.certfile else None,
        keyfile=Path(args.keyfile) if args.keyfile else None,
        replace_after=args.replace_after,
        behind_proxy=args.behind_proxy,
    )
    scheme = "wss" if config.certfile else "ws"

    def ready(port: int) -> None:
        lines = [f"audiogame: serving on {url(scheme, config.host or '::', port)}"]
        found = local_addresses() if config.host in WILDCARDS else []  # one name lookup
        pages = page_addresses(config.host, port, "https" if config.certfile else "http", found)
        lines.append(tr.t("web-serve-page", address=tr.join(pages)))
        lines += share_lines(tr, config.host, port, scheme, found)
        # the first line whole (programs read it); the others broken at spaces to the
        # terminal's width, which would cut their words in two
        shown = [lines[0], *(console_lines(line) for line in lines[1:])]
        sys.stdout.write("\n".join(shown) + "\n")
        sys.stdout.flush()

    if sys.platform != "win32":  # kill -USR1: every thread's stack on stderr, for a stuck server
        with contextlib.suppress(ValueError, OSError):  # a stderr with no file (tests) has none
            faulthandler.register(signal.SIGUSR1, all_threads=True)
    try:
        asyncio.run(serve_forever(config, ready))  # until Control+C or SIGTERM
    except KeyboardInterrupt:  # Control+C where the loop cannot watch signals (Windows)
        pass
    except FolderBusy:
        return _serve_refused(tr.t("serve-folder-busy", folder=str(config.data)))
    except StoreDamaged:
        assert config.data is not None
        return _serve_refused(tr.t("serve-store-damaged", file=str(config.data / STORE_NAME)))
    except StoreUnavailable as exc:  # intact, perhaps: never advise moving it away
        message = "serve-store-full" if exc.full else "serve-store-unavailable"
        if isinstance(exc, StoreDriverMissing):
            return _serve_refused(tr.t("serve-database-driver"))
        if config.store:
            busy = isinstance(exc, StoreBusy)
            message = "serve-database-busy" if busy else "serve-database-unavailable"
        return _serve_refused(tr.t(message, file=exc.path, reason=exc.reason))
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            return _serve_refused(tr.t("serve-port-busy", port=config.port))
        reason = exc.strerror or str(exc)
        return _serve_refused(
            tr.t("serve-cannot-listen", host=config.host, port=config.port, reason=reason)
        )
    after_echo = "\n" if sys.stdout.isatty() else ""  # the terminal wrote "^C"
    sys.stdout.write(f"{after_echo}audiogame: {tr.t('cli-serve-stopped')}\n")
    sys.stdout.flush()
    return 0


def _serve_refused(line: str) -> int:
    """Why the server cannot run, in one line on stderr; exit status 2."""
    log.error("serve: %s", line)
    sys.stderr.write(f"audiogame: {line}\n")
    return 2


def _rules(args: argparse.Namespace) -> int:
    from audiogame.rules_text import rules_plain_text

    games = [args.game] if args.game else list(game_names())
    sys.stdout.write("\n".join(rules_plain_text(game, args.lang) for game in games))
    return 0


def _demo(args: argparse.Namespace) -> int:
    from audiogame.demo import narrate_demo
    from audiogame.devices import Devices
    from audiogame.i18n import Translator, choose_language
    from audiogame.logs import setup_logging
    from audiogame.paths import default_paths
    from audiogame.settings import load_settings

    paths = default_paths()
    setup_logging(paths.log_file, debug=args.debug)
    settings, _ = load_settings(paths.settings_file)
    tr = Translator(choose_language(None if args.lang else settings.language, args.lang))
    devices = Devices(args, settings, tr)
    try:
        devices.announce()
        devices.start_sound()
        devices.say_log_trouble()
        narrate_demo(args, tr, devices.out)
        devices.wait_quiet()
    finally:
        devices.close()
    return 0


def companion_choices() -> list[SetupChoice]:
    """The setup choices of every game of the companion, for every player count."""
    from audiogame.games import companion, companion_names

    found: list[SetupChoice] = []
    for name in companion_names():
        table = ENTRIES[name].public_table
        assert table is not None  # (a game of the companion has one)
        for players in range(table.min_players, table.max_players + 1):
            found += companion(name).setup_choices(players)
    return found


def companion_flags(args: argparse.Namespace) -> tuple[str, int, list[str]]:
    """The companion game, player count and names the flags give (``--game``, ``--players``,
    ``--names``; with names and no count, one player per name); ``ValueError`` for a count the
    game does not have or names that do not match it."""
    from audiogame.companion import public_table_class
    from audiogame.games import companion_names
    from engine.registry import ENTRIES

    game = args.game or companion_names()[0]
    names = [n.strip() for n in args.names.split(",")] if args.names else []
    players = args.players or (len(names) if names else ENTRIES[game].default_players)
    table = public_table_class(game)
    if not table.min_players <= players <= table.max_players:
        low, high = table.min_players, table.max_players
        counts = str(low) if low == high else f"{low} to {high}"
        raise ValueError(f"{game} is played by {counts} players, not {players}")
    if names and len(names) != players:
        raise ValueError(f"{players} players need {players} names in --names, not {len(names)}")
    if any(not name for name in names):
        raise ValueError("--names has an empty name")
    if args.first is not None and not 0 <= args.first < players:
        raise ValueError(f"--first is a seat from 0 to {players - 1}")
    return game, players, names


def _companion_setup(args: argparse.Namespace) -> tuple[str, int, dict[str, object], list[str]]:
    """The companion game the flags describe: game, players, options, names (``ValueError``)."""
    from audiogame.games import companion

    game, players, names = companion_flags(args)
    part = companion(game)
    options: dict[str, object] = {part.first_option: args.first or 0}
    for choice in part.setup_choices(players):
        value = getattr(args, choice.flag_name, None)
        if value is None:
            if choice.default is None:
                raise ValueError(f"{players} players need --{choice.flag_name}")
            value = choice.first
        options[choice.option] = value
    return game, players, options, names


def _companion_entries(args: argparse.Namespace) -> int:
    """``companion --entries FILE``: enter, say and record a whole game."""
    from audiogame.companion import EntriesFailed, run_entries
    from audiogame.devices import Devices
    from audiogame.i18n import Translator, choose_language
    from audiogame.logs import setup_logging
    from audiogame.paths import default_paths
    from audiogame.settings import load_settings

    paths = default_paths()
    setup_logging(paths.log_file, debug=args.debug)
    settings, _ = load_settings(paths.settings_file)
    tr = Translator(choose_language(None if args.lang else settings.language, args.lang))
    try:
        game, players, options, names = _companion_setup(args)
        lines = Path(args.entries).read_text(encoding="utf-8").splitlines()
    except (ValueError, OSError) as exc:
        sys.stderr.write(f"audiogame: {exc}\n")
        return 2
    if not names:
        names = [tr.t("companion-default-name", number=s + 1) for s in range(players)]
    devices = Devices(args, settings, tr)
    try:
        devices.announce()
        # At once, not on a thread: while the device opens, stderr points at the null device
        # (the audio library's chatter), and the line of a bad entry goes to stderr.
        devices.open_sound()
        record = Path(args.record) if args.record else None
        try:
            run_entries(
                lines,
                game=game,
                players=players,
                options=options,
                names=names,
                tr=tr,
                out=devices.out,
                record_path=record,
                verbosity=settings.verbosity,
            )
        except EntriesFailed as failed:
            line = tr.t("companion-file-error", line=failed.line, reason=failed.reason)
            devices.out.notice(line)
            devices.wait_quiet()
            sys.stderr.write(line + "\n")
            return 1
        except ValueError as exc:
            sys.stderr.write(f"audiogame: {exc}\n")
            return 2
        if record is not None:
            devices.out.notice(tr.t("companion-record-written", path=str(record)))
        devices.wait_quiet()
    finally:
        devices.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``audiogame`` command."""
    keep_early_records()  # a game package that fails to load is logged, not printed
    load_plugins()  # first: the games of installed packages have flags and menu items too
    parser = build_parser()
    parser.argv = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(argv)
    if args.address is not None and args.command != "online":
        parser.refuse("error-cli-argument", argument=args.address)
    if args.command == "online":
        from audiogame.online.memory import server_address

        address = server_address(args.address) if args.address else None
        if args.address and address is None:
            parser.refuse("error-cli-address", address=args.address)
        args.address = address
    try:
        if args.command == "rules":
            return _rules(args)
        if args.command == "demo":
            return _demo(args)
        if args.command == "companion" and args.entries:
            return _companion_entries(args)
        if args.command == "serve":
            return _serve(args)
        if args.command == "web":
            from audiogame.web.local import run_local

            return run_local(args)
        if args.command == "doctor":
            from audiogame.doctor import run_doctor

            return run_doctor(args)
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
    finally:
        CONSOLE.end()  # the shell's prompt starts on a line of its own, whatever was printed


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
        if not logging_set_up():
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
