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
from typing import Any

import pytest
from online_helpers import make_player, play_out, start_server, until
from web_helpers import (
    PageClient,
    Transcript,
    fixed_codes,
    open_page,
    terminal_game,
)

from audiogame.i18n import Translator
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


def on_the_page(log: list[str], lang: str) -> list[str]:
    """The terminal's messages as the page says them: the same, but for what the keys do once
    the game is over (the page's keys are not the terminal's)."""
    tr = Translator(lang)
    end = {tr.t("prompt-game-over"): tr.t("web-game-over")}
    return [end.get(line, line) for line in log]


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
        assert page.log == on_the_page(transcript.log, lang)
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
                json.dumps({"t": "key", "key": "x" * 9}),
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
    then wait for the table to move on."""
    views = len(page.views)
    await page.key("enter")
    await until(lambda: len(page.views) > views)
