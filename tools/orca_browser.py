"""The web page in a real browser on an :class:`~tools.orca_desk.OrcaDesk`, heard by Orca.

- :func:`open_browser`: Firefox ESR or Chromium on the desk's display, with a fresh profile in
  the desk's folder (no first-run page, no extra tab, no network of its own), on one address;
  :func:`browser_missing` says why one cannot run here.
- :func:`read_witness`: what the page was told, from the server's speech log (``[queue]`` for
  its log, ``[interrupt]`` for answers: :mod:`audiogame.web.witness`).
- :func:`match`: what Orca said against what the page was told. Each live message must be heard
  once, whole, in order, with no region name before it. An utterance of the live regions is the
  text of one insertion (the messages of one update, joined by spaces), which may hold several
  messages; Orca also says other things (the focused card, key echoes such as "return", "Focus
  mode", the page loading), which are kept apart, not counted as messages.
  Texts are compared once normalised (:func:`normal`): Orca and the speech synthesiser may add
  or drop punctuation, spacing and case.

Used by ``tests/test_orca_web.py`` and ``tools/orca_web_bench.py``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import re
import shutil
import subprocess
import threading
import time
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from audiogame.i18n import Translator
from audiogame.online.server import GameServer, ServerConfig
from audiogame.web.connection import WebConnection
from tools.orca_desk import OrcaDesk, Utterance

__all__ = [
    "BROWSERS",
    "Heard",
    "Player",
    "Press",
    "SeatNow",
    "Told",
    "Verdict",
    "browser_missing",
    "match",
    "normal",
    "open_browser",
    "page_connected",
    "read_witness",
    "seat_now",
    "server_thread",
    "window_name",
    "x_key",
]

BROWSERS = ("firefox", "chromium")

FIREFOX_PREFS: dict[str, object] = {
    # No first-run pages, no extra tab, no question about the default browser.
    "browser.shell.checkDefaultBrowser": False,
    "browser.aboutwelcome.enabled": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "browser.startup.homepage": "about:blank",
    "browser.startup.firstrunSkipsHomepage": True,
    "startup.homepage_welcome_url": "",
    "startup.homepage_welcome_url.additional": "",
    "startup.homepage_override_url": "",
    "trailhead.firstrun.didSeeAboutWelcome": True,
    "browser.newtabpage.enabled": False,
    "browser.newtab.preload": False,
    "browser.tabs.warnOnClose": False,
    "browser.sessionstore.resume_from_crash": False,
    "browser.translations.automaticallyPopup": False,
    "browser.translations.enable": False,
    # Nothing on the network but the page.
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "toolkit.telemetry.enabled": False,
    "app.update.auto": False,
    "app.normandy.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "extensions.update.enabled": False,
    "browser.search.update": False,
    "media.autoplay.default": 5,
}
"""Firefox's preferences (``user.js``) for a quiet, fresh profile."""

CHROMIUM_FLAGS = (
    "--no-sandbox",
    "--force-renderer-accessibility",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--disable-gpu",
    "--disable-features=Translate",
    "--password-store=basic",
)
"""Chromium's flags: its accessibility on without a screen reader's request, nothing on the
network but the page, no first-run dialog; ``--no-sandbox``: the tests may run as root."""

PROGRAMS = {"firefox": "firefox-esr", "chromium": "chromium"}


def browser_missing(browser: str) -> str | None:
    """Why ``browser`` cannot run here, or ``None``."""
    program = PROGRAMS[browser]
    if shutil.which(program) is None:
        return f"no {program} (apt-get install {program})"
    return None


def window_name(browser: str) -> str:
    """A pattern of the browser window's name (xdotool), whatever the page's title."""
    return "Mozilla Firefox$" if browser == "firefox" else "Chromium$"


def open_browser(desk: OrcaDesk, browser: str, url: str) -> subprocess.Popen[bytes]:
    """Start ``browser`` on ``url`` on the desk (a fresh profile in its folder), in the desk's
    language; the window takes the keyboard once it shows."""
    profile = desk.root / f"profile-{browser}"
    profile.mkdir(exist_ok=True)
    language = "fr-FR,fr" if desk.lang == "fr" else "en-US,en"
    if browser == "firefox":
        prefs = {**FIREFOX_PREFS, "intl.accept_languages": language}
        lines = [f"user_pref({json.dumps(k)}, {json.dumps(v)});" for k, v in prefs.items()]
        (profile / "user.js").write_text("\n".join(lines) + "\n", encoding="utf-8")
        argv = ["firefox-esr", "--no-remote", "--new-instance", "--profile", str(profile), url]
    else:
        argv = ["chromium", *CHROMIUM_FLAGS, f"--user-data-dir={profile}", url]
        argv.insert(1, f"--lang={language.split(',')[0]}")
    process = desk.spawn(argv, log=f"{browser}.log")
    desk.focus_window(window_name(browser), timeout=60.0)
    return process


# --- what the page was told ---------------------------------------------------------------------


@dataclass(frozen=True)
class Told:
    """One message the server sent the page: ``answer`` (to a key, the assertive region) or
    not (the page's log)."""

    text: str
    answer: bool


def read_witness(path: Path) -> list[Told]:
    """The messages of a speech log (:mod:`audiogame.web.witness`), in order."""
    told = []
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            tag, _, text = line.partition("] ")
            if tag in ("[queue", "[interrupt"):
                told.append(Told(text, tag == "[interrupt"))
    return told


# --- what Orca said, against it ----------------------------------------------------------------


def normal(text: str) -> str:
    """``text`` as compared: letters and digits, lower case, one space between words (Orca and
    the synthesiser may add or drop punctuation, and spell a sign as a word)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = folded.replace("\u2212", "-")  # the minus sign
    return " ".join(re.findall(r"[^\W_]+|[+-]", folded))


@dataclass
class Heard:
    """One utterance, and the messages it said (indices into what was told), if any."""

    utterance: Utterance
    said: list[int] = field(default_factory=list)
    prefix: str = ""
    """Words said before the messages (a region's name would be here)."""


@dataclass
class Verdict:
    """What Orca made of what the page was told."""

    told: list[Told]
    heard: list[Heard]
    times: dict[int, int] = field(default_factory=dict)
    """How many times each message was heard, by index."""

    @property
    def dropped(self) -> list[str]:
        return [t.text for i, t in enumerate(self.told) if self.times.get(i, 0) == 0]

    @property
    def repeated(self) -> list[str]:
        return [t.text for i, t in enumerate(self.told) if self.times.get(i, 0) > 1]

    @property
    def cut(self) -> list[str]:
        return [h.utterance.text for h in self.heard if h.said and not h.utterance.whole]

    @property
    def prefixed(self) -> list[str]:
        return [h.utterance.text for h in self.heard if h.said and h.prefix]

    @property
    def out_of_order(self) -> list[str]:
        """Messages heard before one told earlier (log and answers each in their own order)."""
        found = []
        last = {False: -1, True: -1}
        for heard in self.heard:
            for index in heard.said:
                kind = self.told[index].answer
                if index < last[kind]:
                    found.append(self.told[index].text)
                last[kind] = max(last[kind], index)
        return found

    @property
    def others(self) -> list[str]:
        """What Orca said that is no message of the page (focus, key echoes, the page)."""
        return [h.utterance.text for h in self.heard if not h.said]

    def counts(self) -> dict[str, int]:
        """The figures of a report."""
        return {
            "told": len(self.told),
            "heard once": sum(1 for i in range(len(self.told)) if self.times.get(i) == 1),
            "dropped": len(self.dropped),
            "repeated": len(self.repeated),
            "cut": len(self.cut),
            "out of order": len(self.out_of_order),
            "region name": len(self.prefixed),
        }

    def ok(self) -> bool:
        """Every message heard exactly once, whole, in order, nothing before it."""
        counts = self.counts()
        return counts["heard once"] == counts["told"] and not any(
            counts[k] for k in ("cut", "out of order", "region name", "repeated")
        )

    def report(self) -> str:
        """What went wrong, to read in a failure."""
        lines = [str(self.counts())]
        for name in ("dropped", "repeated", "cut", "out_of_order", "prefixed"):
            items = getattr(self, name)
            if items:
                lines.append(f"{name}: {items[:8]}")
        lines.append("heard: " + " | ".join(h.utterance.text for h in self.heard[-40:]))
        return "\n".join(lines)


def _runs(told: Sequence[Told], normals: Sequence[str], text: str) -> list[tuple[int, int]]:
    """Every run ``told[i:j]`` of one kind whose messages, joined, are ``text`` (normalised),
    as ``(i, j)``; ``text`` may also end such a run after words of its own (a prefix)."""
    runs = []
    for start in range(len(told)):
        if not normals[start] or normals[start] not in text:
            continue
        joined = ""
        for end in range(start, len(told)):
            if told[end].answer != told[start].answer:
                continue
            joined = f"{joined} {normals[end]}".strip()
            if text.endswith(joined) and (text == joined or text[: -len(joined)].endswith(" ")):
                runs.append((start, end + 1))
            if len(joined) >= len(text):
                break
    return runs


def match(told: Sequence[Told], utterances: Sequence[Utterance]) -> Verdict:
    """Which messages each utterance said (see the module docstring): an utterance is a run of
    consecutive messages of one region (answers apart from the log), perhaps after words of its
    own; among the runs it could be, the one that follows the messages heard so far is taken
    (a message said twice in a game is the same text at two places)."""
    normals = [normal(t.text) for t in told]
    verdict = Verdict(list(told), [])
    heard_to = {False: 0, True: 0}  # where each region's messages are heard up to
    for utterance in utterances:
        text = normal(utterance.text)
        heard = Heard(utterance)
        runs = _runs(told, normals, text) if text else []
        if runs:

            def rank(run: tuple[int, int]) -> tuple[int, int, int]:
                start, end = run
                behind = start < heard_to[told[start].answer]
                return (int(behind), abs(start - heard_to[told[start].answer]), -(end - start))

            start, end = min(runs, key=rank)
            kind = told[start].answer
            heard.said = [i for i in range(start, end) if told[i].answer == kind]
            joined = " ".join(normals[i] for i in heard.said)
            heard.prefix = text[: -len(joined)].strip()
            for index in heard.said:
                verdict.times[index] = verdict.times.get(index, 0) + 1
            heard_to[kind] = max(heard_to[kind], end)
        verdict.heard.append(heard)
    return verdict


# --- a server, and the seat of the page ----------------------------------------------------------


@contextlib.contextmanager
def server_thread(**config: Any) -> Iterator[tuple[GameServer, asyncio.AbstractEventLoop]]:
    """A server (:class:`ServerConfig` fields ``config``) on a loopback port, in a thread of its
    own; the server and its event loop."""
    loop = asyncio.new_event_loop()
    started: concurrent.futures.Future[GameServer] = concurrent.futures.Future()

    def run() -> None:
        asyncio.set_event_loop(loop)
        try:
            server = GameServer(ServerConfig(port=0, **config))
            loop.run_until_complete(server.start())
            started.set_result(server)
        except BaseException as exc:
            started.set_exception(exc)
            return
        loop.run_forever()

    thread = threading.Thread(target=run, name="server", daemon=True)
    thread.start()
    server = started.result(30)
    try:
        yield server, loop
    finally:
        asyncio.run_coroutine_threadsafe(server.close(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(30)


@dataclass(frozen=True)
class SeatNow:
    """What the page's seat has now: its choices (the table's actions) and their names, the
    focused one, the legal ones, whether it is this seat's turn or a decision, the game over."""

    game: str
    items: tuple[int, ...]
    names: tuple[str, ...]
    focus: int
    legal: frozenset[int]
    my_turn: bool
    decision: bool
    over: bool


def page_connected(server: GameServer, loop: asyncio.AbstractEventLoop) -> bool:
    """Whether a page is connected to ``server`` (its words came: it is drawn)."""

    async def read() -> bool:
        return any(isinstance(conn, WebConnection) for conn in server.connections)

    return asyncio.run_coroutine_threadsafe(read(), loop).result(10)


def seat_now(server: GameServer, loop: asyncio.AbstractEventLoop) -> SeatNow | None:
    """The seat of the one page at a table (read on the server's loop), or ``None``."""

    async def read() -> SeatNow | None:
        for conn in server.connections:
            if not isinstance(conn, WebConnection):
                continue
            client = conn.web.client
            table = client.table
            if table is None or client.game_name is None:
                continue
            items, focus = table.focused()
            game = table.game
            return SeatNow(
                game=client.game_name,
                items=tuple(items),
                names=tuple(table.describe(a) for a in items),
                focus=focus,
                legal=frozenset(game.legal_actions()) if table.my_turn else frozenset(),
                my_turn=table.my_turn,
                decision=table.show.has_decision(table),
                over=game.is_over,
            )
        return None

    return asyncio.run_coroutine_threadsafe(read(), loop).result(10)


X_KEYS = {
    "left": "Left",
    "right": "Right",
    "up": "Up",
    "down": "Down",
    "home": "Home",
    "end": "End",
    "enter": "Return",
    "space": "space",
    "?": "question",
    "=": "equal",
}
"""The table's key names as X names them (a letter is itself)."""


def x_key(name: str) -> str:
    """The X key name of the table's key ``name``."""
    return X_KEYS.get(name, name)


# --- a player at the page, by keyboard -----------------------------------------------------------


@dataclass
class Press:
    """A key pressed at the page: its X name, when (``time.monotonic``), the utterances begun
    before it (``mark``) and, for a focus move, the name of the choice it focused."""

    key: str
    at: float
    mark: int
    focused: str | None = None


class Player:
    """A player at the page on ``desk``, by keyboard: presses keys and listens (the patient
    listener waits, after each key, for what the page was told to be said, then for silence)."""

    def __init__(
        self,
        desk: OrcaDesk,
        server: GameServer,
        loop: asyncio.AbstractEventLoop,
        witness: Path,
    ) -> None:
        self.desk = desk
        self.server = server
        self.loop = loop
        self.witness = witness
        self.presses: list[Press] = []

    def seat(self) -> SeatNow | None:
        return seat_now(self.server, self.loop)

    def press(self, key: str, quiet: float = 0.3, first: float = 2.0) -> Press:
        """Press ``key``; wait for something said (at most ``first`` s), then ``quiet`` s of
        silence."""
        mark = self.desk.mark()
        press = Press(key, self.desk.key(key), mark)
        self.presses.append(press)
        self.desk.settle(after=mark, quiet=quiet, first=first, timeout=180.0)
        return press

    def said_since(self, mark: int, text: str) -> bool:
        """Whether ``text`` was said (within an utterance) since ``mark``."""
        wanted = normal(text)
        return any(wanted in normal(u.text) for u in self.desk.since(mark))

    def move_to(self, key: str, text: str, limit: int = 30) -> Press:
        """Press ``key`` (Tab, Down ...) until ``text`` is said; the press that said it."""
        for _ in range(limit):
            press = self.press(key)
            if self.said_since(press.mark, text):
                return press
        raise AssertionError(f"{key} never reached {text!r}")

    def type(self, text: str) -> None:
        """Type ``text`` (xdotool)."""
        mark = self.desk.mark()
        self.desk.xdotool("type", "--delay", "40", text)
        self.desk.settle(after=mark, quiet=0.4, first=1.0)

    def page_loaded(self, title: str, timeout: float = 120.0) -> None:
        """Wait until the page is connected and Orca has presented it: its title said (the
        browser's "finished loading"), or a moment passed; then silence (Orca may read the whole
        page when it loads: a key pressed before would not stop what had not begun)."""
        end = time.monotonic() + timeout
        while not page_connected(self.server, self.loop):
            if time.monotonic() > end:
                raise AssertionError("the page never connected")
            time.sleep(0.1)
        titles = {normal(title), "audiogame"}
        with contextlib.suppress(AssertionError):
            self.desk.wait_for(lambda u: any(t in normal(u.text) for t in titles), 20.0)
        self.desk.settle(quiet=0.8, timeout=timeout)

    def told_heard(self, after: int, limit: float = 20.0, quiet: float = 0.5) -> None:
        """The patient listener: wait until the seat waits for the player (or the game is over),
        the last message the page was told is said (after utterance ``after``), and nothing is
        said for ``quiet`` s (bounded by ``limit``: a message never said is the test's to find)."""
        end = time.monotonic() + limit
        while time.monotonic() < end:
            seat = self.seat()
            told = read_witness(self.witness)
            waits = seat is not None and (seat.my_turn or seat.over)
            if waits and told and self.said_since(after, told[-1].text):
                self.desk.settle(quiet=quiet)
                if read_witness(self.witness) == told:
                    return
            time.sleep(0.1)

    def focus_on(self, target: int) -> None:
        """Move the hand's focus to choice ``target`` with the arrows, one key at a time; each
        press remembers the choice it focused (the table's name of it)."""
        start = self.desk.mark()
        for _ in range(60):
            seat = self.seat()
            assert seat is not None
            if seat.focus == target:
                return
            press = self.press("Right" if target > seat.focus else "Left")
            after = self.seat()
            assert after is not None
            press.focused = after.names[after.focus]
        heard = [u.text for u in self.desk.since(start)][-12:]  # where the keys went instead
        before = [u.text for u in self.desk.heard()[max(0, start - 8) : start]]
        raise AssertionError(
            f"the focus never got to choice {target}; Orca said {heard} (before the keys: "
            f"{before}); the keyboard's window: {self.desk.focused_window()!r}"
        )

    def enter(self) -> Press:
        """Enter, then the patient listener."""
        press = self.press("Return", quiet=0.3, first=1.0)
        self.told_heard(press.mark)
        return press

    def open_table(self, tr: Translator, game: str, level: str = "easy") -> Press:
        """From the page just loaded: the lobby by keyboard (the name field, the game, the
        computers' level, Start), a table of ``game`` against computer players (the game's
        default count); the Start key's press, the table's opening heard."""
        self.press("shift+Tab")  # from wherever the page put the focus: back, then Tab to it
        self.move_to("Tab", str(tr.t("web-name")))
        self.type("Ada")
        name = str(tr.t("game-name", game=game))
        if not self.said_since(self.move_to("Tab", str(tr.t("web-game"))).mark, name):
            self.move_to("Down", name)
        self.move_to("Tab", str(tr.t("web-level")))
        self.move_to("Up", str(tr.t("level-name", level=level)))
        self.move_to("Tab", str(tr.t("web-start")))
        press = self.enter()
        self.seated(press.mark)
        return press

    def seated(self, after: int, timeout: float = 60.0) -> SeatNow:
        """The page's seat once it has one (bounded: what was said since utterance ``after``
        and what the page was told, if it never sits)."""
        end = time.monotonic() + timeout
        while (seat := self.seat()) is None:
            if time.monotonic() > end:
                heard = [u.text for u in self.desk.since(after)][-12:]
                told = [t.text for t in read_witness(self.witness)][-6:]
                raise AssertionError(f"no seat within {timeout} s; heard {heard}; told {told}")
            time.sleep(0.1)
        return seat

    def play(self, target: int) -> Press:
        """Focus choice ``target`` with the arrows, then Enter (the patient listener)."""
        self.focus_on(target)
        return self.enter()
