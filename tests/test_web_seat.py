"""The web seat (issue 26), through a page's websocket driven from Python: a page hears what the
terminal's online table says of the same seeded game, each message once, in its language, with
its kind; a focus move is the focused option, not a message; the page's keys are the games' key
data without the browser's and screen readers' own; a page's frames are checked and bounded like
any client's; terminal and web players share a table. The same in a real browser:
``test_web_browser.py``."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Coroutine
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from online_helpers import make_player, play_out, start_server, until
from web_helpers import (
    CODES,
    PageClient,
    Transcript,
    fixed_codes,
    open_page,
    terminal_game,
)

from audiogame.i18n import Translator
from audiogame.online.client import spell_code
from audiogame.online.protocol import CLOSE_MOVED
from audiogame.web.protocol import View
from audiogame.web.seat import RESERVED

MOVES = ("left", "right", "home", "end")
FAST = {"rate": 1000.0, "burst": 1000.0}
"""Rates for whole games played as fast as the machine goes (a person presses fewer keys)."""


def _run(coro: Coroutine[Any, Any, None], timeout: float = 240) -> None:
    asyncio.run(asyncio.wait_for(coro, timeout))


GAMES: dict[str, tuple[dict[str, Any], Any]] = {
    "fox": (
        {"game": "fox", "options": {"target": 16}, "computers": 1, "level": "easy"},
        lambda c: c.create("fox", 2, {1: "easy"}, {"target": 16}, listed=False, practice=True),
    ),
    "fearless": (
        {"game": "fearless", "options": {"players": 4}, "computers": 3, "level": "medium"},
        lambda c: c.create("fearless", 4, {1: "medium", 2: "medium", 3: "medium"}, listed=False),
    ),
}


async def replay_on_page(page: PageClient, transcript: Transcript) -> None:
    """Press the transcript's keys on ``page``, turn by turn, checking each focus move and each
    answer as it comes; then wait for the last message."""
    for turn in transcript.turns:
        await until(lambda turn=turn: len(page.log) >= turn.heard)
        for press in turn.keys:
            answered = len(page.answers)
            await page.key(press.name)
            if press.name in MOVES:
                await until(lambda press=press: page.focused() == press.focused)
            elif press.answer is not None:
                await until(lambda answered=answered: len(page.answers) > answered)
                assert page.answers[-1] == press.answer
    await until(lambda: len(page.log) >= len(transcript.log), 30)
    await asyncio.sleep(0.3)  # nothing more comes


def on_the_page(log: list[str], lang: str, game: str, computers: int) -> list[str]:
    """The terminal's messages as the page says them: the same, but for the start of a table
    against ``computers`` computer players (the page names its game and its computers, not its
    code, which nobody else needs) and what the keys do once the game is over (the page's keys
    are not the terminal's, and V reviews the game)."""
    tr = Translator(lang)
    words = {tr.t("prompt-game-over"): tr.t("web-game-over")}
    for code in CODES:
        seated = tr.concat([tr.t("online-seated", code=code, game=game), spell_code(tr, code)])
        words[seated] = tr.t("web-seated-computers", game=game, computers=computers)
    return [*(words.get(line, line) for line in log), tr.t("web-review-offer")]


def expected_answers(transcript: Transcript) -> list[str]:
    return [p.answer for turn in transcript.turns for p in turn.keys if p.answer is not None]


@pytest.mark.parametrize(
    ("game", "lang", "seed"),
    [("fox", "en", 3), ("fox", "fr", 4), ("fearless", "fr", 5), ("fearless", "en", 6)],
)
def test_a_page_hears_what_the_terminal_table_says(
    game: str, lang: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    page_create, terminal_create = GAMES[game]

    async def scenario() -> None:
        with fixed_codes(monkeypatch):
            server = await start_server(None, deal_seed=seed, **FAST)
            try:
                transcript = await terminal_game(server.port, lang, terminal_create, seed)
            finally:
                await server.close()
        with fixed_codes(monkeypatch):
            server = await start_server(None, deal_seed=seed, **FAST)
            try:
                page = await open_page(server.port, lang)
                practice = game == "fox"
                await page.send({"t": "create", "name": "Ada", "practice": practice, **page_create})
                await replay_on_page(page, transcript)
                await page.close()
            finally:
                await server.close()
        assert len(transcript.turns) > 20
        computers = page_create["computers"]
        assert page.log == on_the_page(transcript.log, lang, page_create["game"], computers)
        assert page.answers == expected_answers(transcript)
        assert {said_lang for _, _, said_lang in page.says} == {lang}
        assert page.view["screen"] == "over"

    _run(scenario())


def test_the_page_s_keys_are_the_games_key_data_without_the_browser_s(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def scenario() -> None:
        server = await start_server(None, deal_seed=11)
        try:
            page = await open_page(server.port, "en")
            await page.send({"t": "create", "name": "Ada", **GAMES["fox"][0]})
            await until(lambda: page.view.get("screen") == "table")
            keys = set(page.view["keys"])
            assert {"left", "right", "up", "down", "home", "end", "enter", "space"} <= keys
            assert {"h", "t", "l", "s", "w", "a", "n", "i", "r", "p", "d"} <= keys
            assert not keys & RESERVED and "y" not in keys  # why: practice only
            facts = {b["key"] for b in page.view["facts"]}
            assert facts == {k for k in keys if len(k) == 1 and k.isalpha()} - {"b", "k", "m"}
            # Reserved keys, and keys of no meaning, are refused aloud, changing nothing.
            for name in ("tab", "escape", "f2", "c-z", "9"):
                count = len(page.answers)
                await page.key(name)
                await until(lambda count=count: len(page.answers) > count)
                assert page.answers[-1].endswith("nothing here. The keys are listed under Keys.")
            await page.key("?")  # the keys that work now, said
            await until(lambda: "H: the whole hand." in page.answers[-1])
            # A focus move says nothing: the screen reader says the focused option.
            focus, answers = page.view["focus"], len(page.answers)
            await page.key("right" if focus == 0 else "left")
            await until(lambda: page.view["focus"] != focus)
            await asyncio.sleep(0.1)
            assert len(page.answers) == answers
            # At the end of the hand nothing moves: the table's answer is said.
            await page.key("end")
            await until(lambda: page.view["focus"] == len(page.view["hand"]) - 1)
            await page.key("right")
            await until(lambda: len(page.answers) > answers)
            assert page.answers[-1].startswith("Last card.")
            await page.close()
        finally:
            await server.close()

    _run(scenario())


def test_a_page_gets_each_update_as_one_say_and_the_server_writes_what_it_was_told(
    tmp_path: Path,
) -> None:
    """The messages of one update come in one ``say`` frame (the page inserts them at once:
    never a stream of additions a screen reader may drop); the server's speech log
    (``--speech-log``) holds every message sent to the page, in order, answers apart."""
    witness = tmp_path / "page.log"

    async def scenario() -> None:
        server = await start_server(None, deal_seed=11, speech_log=witness)
        try:
            page = await open_page(server.port, "en")
            await page.send({"t": "create", "name": "Ada", **GAMES["fearless"][0]})
            await until(lambda: page.view.get("my_turn") is True, 30)
            await page.key("h")
            await until(lambda: len(page.answers) == 1)
            await page.key("enter")
            await until(lambda: page.view.get("my_turn") is False, 30)
            await until(lambda: page.view.get("my_turn") is True, 30)
            await asyncio.sleep(0.2)
            await page.close()
        finally:
            await server.close()
        # the table's opening (seated, the round, the hand, the computers' plays): few updates
        opening = page.updates[: next(i for i, u in enumerate(page.updates) if u[0][0] == "answer")]
        assert max(len(update) for update in opening) >= 2
        assert len(opening) < sum(len(update) for update in opening)
        lines = [
            ("interrupt" if kind == "answer" else "queue", text) for kind, text, _ in page.says
        ]
        assert witness.read_text(encoding="utf-8").splitlines() == [
            f"[{tag}] {text}" for tag, text in lines
        ]

    _run(scenario())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_table_of_one_s_own_never_says_its_code_and_one_for_friends_spells_it_when_asked(
    lang: str,
) -> None:
    """Against computers nobody else can join: the game and the computers are said, never the
    code. At a table waiting for people: its code is said once, not spelled; the page's button
    spells it."""
    tr = Translator(lang)

    async def scenario() -> None:
        server = await start_server(None, deal_seed=3)
        try:
            solo = await open_page(server.port, lang)
            await solo.send({"t": "create", "name": "Ada", **GAMES["fearless"][0]})
            await until(lambda: solo.view.get("my_turn") is True, 30)
            code = solo.view["code"]
            assert solo.log[0] == tr.t("web-seated-computers", game="fearless", computers=3)
            assert not any(code in text for _, text, _ in solo.says)
            friends = await open_page(server.port, lang)
            await friends.send(
                {"t": "create", "name": "Béa", "game": "fox", "computers": 0, "open": True}
            )
            await until(lambda: friends.view.get("screen") == "waiting")
            await until(lambda: len(friends.log) >= 2)
            code = friends.view["code"]
            seated = tr.t("online-seated", code=code, game="fox")
            assert friends.log[:2] == [seated, tr.t("online-waiting", count=1)]
            assert friends.answers == []
            await friends.send({"t": "spell"})
            await until(lambda: len(friends.answers) == 1)
            assert friends.answers == [spell_code(tr, code)]
            await solo.close()
            await friends.close()
        finally:
            await server.close()

    _run(scenario())


def test_a_page_s_bad_frames_are_refused_aloud_and_change_nothing() -> None:
    async def scenario() -> None:
        server = await start_server(None)
        fr = Translator("fr")
        try:
            page = await open_page(server.port, "fr")
            bad = [
                "not json",
                json.dumps({"t": "nope"}),
                json.dumps({"t": "key", "key": "h", "extra": 1}),
                json.dumps({"t": "key", "key": "x" * 17}),
                json.dumps({"t": "focus", "index": -1}),
                json.dumps({"t": "chat", "text": "x" * 801}),
                json.dumps({"t": "create", "game": "fox", "name": "A" * 25}),
                "[" * 10_000 + "]" * 10_000,
            ]
            for text in bad:
                count = len(page.answers)
                await page.ws.send(text)
                await until(lambda count=count: len(page.answers) > count)
                assert page.answers[-1] == fr.t("online-error-bad-frame")
            for name in ("", "   ", "\x1b[31m\u202e"):  # no name to say
                count = len(page.answers)
                await page.send({"t": "create", "game": "fox", "name": name})
                await until(lambda count=count: len(page.answers) > count)
                assert page.answers[-1] == fr.t("online-error-bad-name")
            count = len(page.answers)
            await page.send({"t": "create", "game": "chess", "name": "Ada"})
            await until(lambda: len(page.answers) > count)
            assert not server.tables and page.view["screen"] == "lobby"
            # A frame too big closes the connection (1009), as for any client.
            await page.ws.send(json.dumps({"t": "chat", "text": "x" * 70_000}))
            await until(lambda: page.ws.close_code is not None)
            assert page.ws.close_code == 1009
        finally:
            await server.close()

    _run(scenario())


def test_a_page_that_floods_is_bounded_like_any_client() -> None:
    async def scenario() -> None:
        server = await start_server(None, rate=5.0, burst=5.0, max_overflows=10)
        try:
            page = await open_page(server.port, "en")
            for _ in range(40):
                await page.send({"t": "lobby"})
            await until(lambda: page.ws.close_code is not None)
            assert page.ws.close_code == 1008
            assert "Too fast. Wait a moment." in page.answers
        finally:
            await server.close()

    _run(scenario())


def test_browsers_and_a_terminal_share_a_table_each_in_its_language() -> None:
    """Two pages (English, French) and a terminal client (French) at one Fearless table: each
    hears the game in its language, the others' names, and plays to the end."""

    async def scenario() -> None:
        server = await start_server(None, deal_seed=21, **FAST)
        try:
            ada = await open_page(server.port, "en")
            await ada.send(
                {"t": "create", "name": "Ada", "game": "fearless", "options": {"players": 3}}
            )
            await until(lambda: ada.view.get("screen") == "waiting")
            code = ada.view["code"]
            bea = await open_page(server.port, "fr")
            await bea.send({"t": "join", "name": "Béa", "code": code.lower()})
            cyd = make_player(f"ws://127.0.0.1:{server.port}", "Cyd", "fr")
            await cyd.client.connect()
            await cyd.client.join(code)
            await until(lambda: all(p.view.get("screen") == "table" for p in (ada, bea)))
            await until(lambda: cyd.client.table is not None)
            await bea.send({"t": "chat", "text": "Bonjour à tous"})
            pages = {0: ada, 1: bea}

            async def web_turns() -> None:
                while not all(p.view.get("screen") == "over" for p in pages.values()):
                    for page in pages.values():
                        view = page.view
                        if view.get("my_turn") and view["screen"] == "table":
                            await play_legal(page)
                    await asyncio.sleep(0.005)

            await asyncio.gather(web_turns(), play_out([cyd], random.Random(2)))
            await until(lambda: all(p.view.get("screen") == "over" for p in pages.values()))
            assert "Béa says: Bonjour à tous" in ada.log
            assert "Béa dit : Bonjour à tous" in cyd.heard
            assert any("Cyd" in line for line in ada.log) and any("Ada" in x for x in bea.log)
            assert {lang for _, _, lang in ada.says} == {"en"}
            assert {lang for _, _, lang in bea.says} == {"fr"}
            fr = Translator("fr")
            assert fr.t("web-game-over") in bea.log
            for page in pages.values():
                await page.close()
            await cyd.client.close()
        finally:
            await server.close()

    _run(scenario())


async def play_legal(page: PageClient) -> None:
    """Enter at this seat's turn (the table puts the focus on a playable choice at each turn),
    then wait for the card to leave the hand."""
    before = _hand(page)
    await page.key("enter")
    await until(lambda: _hand(page) != before)


# --- what a web seat is sent ---------------------------------------------------------------------

PAGE_FIELDS = {
    "ready": {"lang", "labels", "games", "levels", "verbosities", "hints", "languages", "themes"},
    "say": {"lines", "view"},
    "token": {"token"},
    "view": {*View.__struct_fields__, "said"},
    "patch": set(View.__struct_fields__),
    "tables": {"tables"},
}
"""Every page frame and its fields: nothing else reaches a page."""


async def _page_turn(page: PageClient, rng: random.Random, probes: set[str]) -> None:
    """A page's player at its turn: once each, a card the rules refuse (chosen by touch), a chat
    line, a nudge; now and then a read; then a playable card, by touch, and Enter."""
    lang = page.says[0][2] if page.says else "en"
    refused = str(Translator(lang).t("focus-card", card="", playable="no"))
    unplayable = [i for i, c in enumerate(page.view["hand"]) if c["name"].endswith(refused)]
    if unplayable and "illegal" not in probes:
        probes.add("illegal")
        await page.send({"t": "focus", "index": unplayable[0]})
        await page.key("enter")
        await page.key("a")  # what may be played, then the focus back on it
        await page.key("home")
    elif "chat" not in probes:
        probes.add("chat")
        await page.send({"t": "chat", "text": f"hi {rng.randrange(1000)}"})
    elif "nudge" not in probes:
        probes.add("nudge")
        await page.send({"t": "nudge"})
    elif rng.random() < 0.2:
        await page.key(rng.choice("htslwanip"))
    before = _hand(page)
    await page.send({"t": "focus", "index": _playable(page)})
    await page.key("enter")
    await until(lambda: _hand(page) != before, 30)  # the card played


def _hand(page: PageClient) -> str:
    """What the page's table shows (its hand, the trick, the standing): a play changes it (the
    trick at least, when two zeros of a Fearless hand show as one choice)."""
    view = page.view
    return json.dumps([view.get("hand_label"), view.get("hand"), view.get("panels")])


def _playable(page: PageClient) -> int:
    """A playable choice of the page's hand (by its spoken name)."""
    lang = page.says[0][2] if page.says else "en"
    refused = str(Translator(lang).t("focus-card", card="", playable="no"))
    return next(i for i, c in enumerate(page.view["hand"]) if not c["name"].endswith(refused))


@pytest.mark.parametrize(
    ("game", "people", "computers"),
    [
        ("fearless", ["web:en", "web:fr", "terminal:en"], {3: "easy"}),
        ("fox", ["web:fr", "terminal:en"], {}),
    ],
)
def test_every_field_of_every_frame_a_web_seat_gets_is_what_it_may_know(
    game: str, people: list[str], computers: dict[int, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whole games with web seats beside terminal clients and computers: the game frames each web
    seat received (and narrated for its page) pass the same oracle as a terminal client's
    (``frame_oracle``), and its page got only page frames, with no other seat's token."""
    from frame_oracle import TableKnowledge

    from audiogame.online.tables import COMPUTER_NAMES
    from audiogame.web.connection import WebConnection
    from audiogame.web.seat import WebSeat

    monkeypatch.setattr(WebSeat, "keep_frames", True)

    async def scenario() -> None:
        server = await start_server(None, deal_seed=41, **FAST)
        rng = random.Random(41)
        players = len(people) + len(computers)
        pages: list[PageClient] = []
        terminals = []
        names = []
        try:
            for index, who in enumerate(people):
                kind, lang = who.split(":")
                name = f"P{index}é"
                names.append(name)
                if kind == "web":
                    page = await open_page(server.port, lang)
                    pages.append(page)
                    if index == 0:
                        options = {"players": players} if game == "fearless" else {"target": 7}
                        await page.send(
                            {"t": "create", "name": name, "game": game, "options": options,
                             "computers": len(computers), "level": "easy", "practice": True}
                        )  # fmt: skip
                        await until(lambda page=page: page.view.get("screen") == "waiting")
                        code = page.view["code"]
                    else:
                        await page.send({"t": "join", "name": name, "code": code})
                else:
                    terminal = make_player(f"ws://127.0.0.1:{server.port}", name, lang)
                    terminal.client.keep_frames = True
                    await terminal.client.connect()
                    await terminal.client.join(code)
                    terminals.append(terminal)
            webs = [c for c in server.connections if isinstance(c, WebConnection)]
            await until(lambda: all(p.view.get("screen") == "table" for p in pages))

            probes: set[str] = set()

            async def page_turns() -> None:
                deadline = asyncio.get_running_loop().time() + 120
                while not all(p.view.get("screen") == "over" for p in pages):
                    if asyncio.get_running_loop().time() > deadline:
                        stuck = [
                            (p.view.get("screen"), p.view.get("my_turn"), p.says[-3:])
                            for p in pages
                        ]
                        raise AssertionError(f"the pages never got to the end: {stuck}")
                    for page in pages:
                        if page.view.get("my_turn") and page.view["screen"] == "table":
                            await _page_turn(page, rng, probes)
                    await asyncio.sleep(0.002)

            await asyncio.gather(page_turns(), play_out(terminals, rng))
            assert probes == {"illegal", "chat", "nudge"}
            table = server.tables[code]
            await asyncio.sleep(0.3)
            chat = {f["text"] for c in webs for f in _chat_frames(c)}
            knowledge = TableKnowledge(
                table.game.record(),
                code=code,
                names=set(names) | set(COMPUTER_NAMES),
                chat=chat,
                practice=True,
            )
            for conn in webs:
                knowledge.check(conn.seat, conn.web.client.raw)
            for terminal in terminals:
                assert terminal.client.seat is not None
                knowledge.check(terminal.client.seat, terminal.client.raw)
            knowledge.finish()
            assert knowledge.seen.frames.get("update", 0) > 50
            assert "illegal" in knowledge.seen.errors
            for page, conn in zip(pages, webs, strict=False):
                own = next(f["token"] for f in page.frames if f["t"] == "token" and f["token"])
                for frame in page.frames:
                    assert set(frame) - {"t"} <= PAGE_FIELDS[frame["t"]], frame
                    for line in frame.get("lines", []):
                        assert set(line) == {"kind", "text", "lang"}, line
                for token in knowledge.tokens:
                    if token != own:
                        assert all(token not in raw for raw in page.raw)
                assert conn.web.client.raw  # the game frames narrated for this page
        finally:
            for page in pages:
                await page.close()
            for terminal in terminals:
                await terminal.client.close()
            await server.close()

    _run(scenario())


def _chat_frames(conn: Any) -> list[dict[str, Any]]:
    frames = [json.loads(raw) for raw in conn.web.client.raw]
    return [f for f in frames if f["t"] == "chat-said"]


def test_a_page_opened_again_comes_back_to_its_seat_and_hears_where_the_game_stands() -> None:
    """A reload, or a lost connection: the page resumes with the token its tab kept, and hears
    the recap; a token that is no seat is said and forgotten."""

    async def scenario() -> None:
        server = await start_server(None, deal_seed=12)
        try:
            page = await open_page(server.port, "fr")
            await page.send({"t": "create", "name": "Béa", **GAMES["fox"][0]})
            await until(lambda: page.view.get("my_turn") is True)  # the computer may lead
            await page.key("enter")
            await until(lambda: len(page.log) > 4)
            token = page.token
            assert token is not None
            await page.close()
            again = await open_page(server.port, "fr")
            await again.send({"t": "resume", "token": token})
            await until(lambda: again.view.get("screen") == "table")
            await until(lambda: len(again.log) >= 2)
            fox = Translator("fr").t("web-seated-computers", game="fox", computers=1)
            assert again.log[0] == fox  # a table of one's own: no code
            assert "manche 1" in again.log[1]  # the recap
            assert again.view["hand"] and again.token == token
            await again.close()
            lost = await open_page(server.port, "fr")
            await lost.send({"t": "resume", "token": "x" * 22})
            await until(lambda: bool(lost.answers))
            assert lost.answers[-1] == Translator("fr").t("online-error-bad-token")
            assert lost.view["screen"] == "lobby"
            await lost.close()
        finally:
            await server.close()

    _run(scenario())


def test_a_page_changes_its_language_and_verbosity_at_the_table() -> None:
    async def scenario() -> None:
        server = await start_server(None, deal_seed=13)
        try:
            page = await open_page(server.port, "en", verbosity="brief")
            await page.send({"t": "create", "name": "Ada", **GAMES["fox"][0]})
            await until(lambda: page.view.get("screen") == "table")
            await page.key("h")
            await until(lambda: bool(page.answers))
            assert page.answers[-1].startswith("Hand, 13 cards")
            views = len(page.views)
            await page.send({"t": "hello", "lang": "fr", "verbosity": "detailed"})
            await until(lambda: len(page.views) > views)
            ready = [f for f in page.frames if f["t"] == "ready"][-1]
            assert ready["lang"] == "fr" and ready["labels"]["web-keys"] == "Touches"
            assert page.view["hand_label"] == "Votre main"
            await page.key("h")
            await until(lambda: page.answers[-1].startswith("Main, 13 cartes"))
            assert page.says[-1][2] == "fr"
            await page.close()
        finally:
            await server.close()

    _run(scenario())


def test_a_listed_table_is_in_another_page_s_lobby_and_joined_from_it() -> None:
    async def scenario() -> None:
        server = await start_server(None)
        try:
            ada = await open_page(server.port, "en")
            await ada.send(
                {"t": "create", "name": "Ada", "game": "fox", "computers": 0, "open": True}
            )
            await until(lambda: ada.view.get("screen") == "waiting")
            bea = await open_page(server.port, "fr")
            await bea.send({"t": "lobby"})
            await until(lambda: any(f["t"] == "tables" and f["tables"] for f in bea.frames))
            (table,) = next(f["tables"] for f in bea.frames if f["t"] == "tables" and f["tables"])
            assert table["value"] == ada.view["code"]
            assert table["label"] == "Le Renard des Bois avec Ada, 1 place libre sur 2"
            await bea.send({"t": "join", "name": "Béa", "code": table["value"]})
            await until(lambda: bea.view.get("screen") == "table")
            await until(lambda: ada.view.get("screen") == "table")
            assert "Béa joined." in ada.log
            for page in (ada, bea):
                await page.close()
        finally:
            await server.close()

    _run(scenario())


# --- issue 33 --------------------------------------------------------------------------------


def test_a_seated_page_asking_for_another_seat_stays_at_its_table_and_says_so() -> None:
    """A ``resume`` with a wrong token on a seated page: the page and the server agree that it
    stays seated (it said so, and its keys and Leave still work, without a reload)."""

    async def scenario() -> None:
        server = await start_server(None, deal_seed=12)
        try:
            page = await open_page(server.port, "en")
            await page.send({"t": "create", "name": "Ada", **GAMES["fox"][0]})
            await until(lambda: page.view.get("screen") == "table")
            token = page.token
            await page.send({"t": "resume", "token": "x" * 22})
            await until(lambda: bool(page.answers))
            assert page.answers[-1] == Translator("en").t("web-resume-seated")
            assert page.view["screen"] == "table" and page.token == token
            await page.key("h")
            await until(lambda: page.answers[-1].startswith("Hand, "))
            await page.send({"t": "leave"})
            await until(lambda: page.view.get("screen") == "lobby")
            await page.close()
        finally:
            await server.close()

    _run(scenario())


def test_looking_for_open_tables_says_how_many_and_options_do_not_repeat_their_label() -> None:
    """The lobby's button says the list briefly (the page's own look at connection says
    nothing); a game option's values are the values alone (the select's label names them)."""

    async def scenario() -> None:
        server = await start_server(None)
        try:
            en = Translator("en")
            bea = await open_page(server.port, "en")
            (ready,) = [f for f in bea.frames if f["t"] == "ready"]
            for game in ready["games"]:
                for option in game["options"]:
                    assert [i["label"] for i in option["items"]] == [
                        i["value"] for i in option["items"]
                    ]
            await bea.send({"t": "lobby"})
            await bea.send({"t": "lobby", "asked": True})
            await until(lambda: bool(bea.answers))
            assert bea.answers == [en.t("web-lobby-count", count=0)]
            ada = await open_page(server.port, "en")
            await ada.send(
                {"t": "create", "name": "Ada", "game": "fox", "computers": 0, "open": True}
            )
            await until(lambda: ada.view.get("screen") == "waiting")
            await bea.send({"t": "lobby", "asked": True})
            await until(lambda: len(bea.answers) > 1)
            assert bea.answers[-1] == en.t("web-lobby-count", count=1)
            for page in (ada, bea):
                await page.close()
        finally:
            await server.close()

    _run(scenario())


@pytest.mark.parametrize(
    ("tag", "lang"), [("fr-FR-u-ca-gregory-nu-latn", "fr"), ("de", "en"), ("FR_ca", "fr")]
)
def test_a_page_s_language_is_its_tag_s_primary_subtag_else_english(tag: str, lang: str) -> None:
    async def scenario() -> None:
        server = await start_server(None)
        try:
            page = await open_page(server.port, tag)
            (ready,) = [f for f in page.frames if f["t"] == "ready"]
            assert ready["lang"] == lang
            assert not page.answers  # nothing refused
            await page.close()
        finally:
            await server.close()

    _run(scenario())


def test_an_arrow_sends_what_changed_not_the_whole_view() -> None:
    """A focus move reaches the page as a ``patch`` of its focus alone, a few bytes (the whole
    view was 3.6 to 5.3 KB); merged, the page's view is the seat's."""

    async def scenario() -> None:
        server = await start_server(None, deal_seed=12)
        try:
            page = await open_page(server.port, "en")
            await page.send({"t": "create", "name": "Ada", **GAMES["fox"][0]})
            await until(lambda: page.view.get("my_turn") is True)
            await asyncio.sleep(0.3)
            frames = len(page.raw)
            focus = page.view["focus"]
            await page.key("home" if focus else "right")
            await until(lambda: page.view["focus"] != focus)
            moved = [json.loads(raw) for raw in page.raw[frames:]]
            assert [f["t"] for f in moved] == ["patch"]
            assert set(moved[0]) == {"t", "focus"}
            assert max(len(raw) for raw in page.raw[frames:]) < 40
            frames = len(page.raw)
            await play_legal(page)  # a play: of the panels, only those that changed
            await until(lambda: any('"panels"' in raw for raw in page.raw[frames:]))
            patches = [json.loads(raw) for raw in page.raw[frames:]]
            panels = [f["panels"] for f in patches if f["t"] == "patch" and "panels" in f]
            assert panels and all(None in p for p in panels), panels
            await page.close()
        finally:
            await server.close()

    _run(scenario())


def _trick_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    return list(view["panels"][1]["rows"])


def test_a_whole_game_ends_with_one_way_back_and_its_tables_name_every_card() -> None:
    """A Fox match on a page: every card of the table's panels has its spoken name (as the
    hand says it); a new round's trick panel is empty; at the end, one "game over" line, the
    keys list and buttons of the keys that work then, a heading without the round."""

    async def scenario() -> None:
        en = Translator("en")
        server = await start_server(None, deal_seed=21, **FAST)
        try:
            page = await open_page(server.port, "en")
            await page.send(
                {"t": "create", "name": "Ada", "game": "fox", "options": {"target": 16},
                 "computers": 1, "level": "easy", "practice": True}
            )  # fmt: skip
            await until(lambda: page.view.get("screen") == "table", 30)
            deadline = asyncio.get_running_loop().time() + 120
            while page.view.get("screen") != "over":
                assert asyncio.get_running_loop().time() < deadline
                if page.view.get("my_turn"):
                    before = _hand(page)
                    await page.send({"t": "focus", "index": _playable(page)})
                    await page.key("enter")
                    await until(lambda before=before: _hand(page) != before, 30)
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.3)
            names = {c["name"] for v in page.views for c in v["hand"]}
            rounds = 0
            for earlier, view in pairwise(v for v in page.views if v["screen"] == "table"):
                rows = [r for r in _trick_rows(view) if r["text"][-1:].isdigit() or "spoken" in r]
                assert rows and all(r.get("spoken") for r in rows), rows  # the decree at least
                if view["heading"] != earlier["heading"]:  # a new round
                    rounds += 1
                    assert view["panels"][1]["title"] == en.t("view-trick", trick=1)
            assert rounds >= 1, {v["heading"] for v in page.views}
            tables = [v for v in page.views if v["screen"] == "table"]
            mine = {r["spoken"] for v in tables for r in _trick_rows(v) if r["label"] == "You"}
            assert len(mine) > 10 and mine <= names  # the player's cards, as its hand said them
            over = page.view
            assert over["heading"] == en.t("web-over-heading", game="fox")
            assert sum(line.startswith("Game over") for line in page.log) == 1
            assert over["help"][0] == en.t("web-key-back")
            assert {b["key"] for b in over["facts"]} <= {"s", "n", "w", "r", "v"}
            assert "a" not in over["keys"] and "i" not in over["keys"]
            await page.key("?")
            back = str(en.t("web-key-back"))
            await until(lambda: bool(page.answers) and page.answers[-1].startswith(back))
            await page.key("enter")
            await until(lambda: page.view.get("screen") == "lobby")
            await page.close()
        finally:
            await server.close()

    _run(scenario())


@pytest.mark.parametrize("first", ["play", "move"])
def test_a_page_closed_as_its_table_moves_is_told_which_of_its_frames_were_handled(
    first: str,
) -> None:
    """The table moves (to another server process) while the page's card waits for it: the
    page's socket is closed (4003) with, for its reason, how many of its frames were handled
    (the page sends the others again where the table is now). A card that had the table first
    is played and counted; one that waits behind the move is neither played here nor counted."""

    async def scenario() -> None:
        server = await start_server(None, deal_seed=11)
        try:
            page = await open_page(server.port, "en")  # its first frame: hello
            await page.send({"t": "create", "name": "Ada", **GAMES["fox"][0]})
            await until(lambda: page.view.get("my_turn") is True, 30)
            (table,) = server.tables.values()
            at = table.at
            (conn,) = server.connections
            heard = conn.last_heard
            await table.lock.acquire()  # a computer's play being stored, say
            mover = None
            if first == "move":
                mover = asyncio.create_task(server.hand_over(table))
                await asyncio.sleep(0)  # its first step: it waits for the lock, first in line
            await page.key("enter")  # the third frame
            # read: its handling ran, with no pause, up to the table's lock, where it waits
            await until(lambda: conn.last_heard != heard)
            if mover is None:
                mover = asyncio.create_task(server.hand_over(table))
            table.lock.release()
            await mover
            await until(lambda: page.reader is not None and page.reader.done(), 30)
            assert page.ws.close_code == CLOSE_MOVED
            played = first == "play"
            assert page.ws.close_reason == ("3" if played else "2")
            assert table.at == (at + 1 if played else at)
        finally:
            await server.close()

    _run(scenario())
