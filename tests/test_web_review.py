"""The review of a game finished on the web page (issue 35), through a page's websocket driven
from Python: a whole Fox match and a whole 4-player Fearless game, each reviewed by keys in its
language, from the game's end (V) and from the lobby's list. Each step is an option of the list
the focus moves over (what the screen reader says of it), in the words a review of the server's
record, redacted for the seat, says (so the page says no more than the seat was told); the hand
at a trick is the seat's own; edges, reads and refusals are answered; Backspace goes back. The
same in a real browser: ``test_web_browser.py``."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from online_helpers import start_server, until
from test_web_seat import FAST, GAMES
from web_helpers import PageClient, open_page

from audiogame.i18n import Translator
from audiogame.narration import Verbosity
from audiogame.review import review_of
from audiogame.review_walk import ReviewWalk, Talk
from audiogame.seat_games import SeatGame, SeatGames
from audiogame.ui.saved import describe_finished, describe_result


def oracle(table: Any, tr: Translator) -> ReviewWalk:
    """The review seat 0 of a server's ``table`` should be given: its record's, redacted for
    the seat, named as the table names its seats, at the normal verbosity."""
    return ReviewWalk(
        tr,
        review_of(table.game.record()),
        0,
        every_hand=False,
        talk=lambda: Talk(Verbosity.NORMAL, False, True),
        answer=lambda text: None,
        names=[p.name or "" for p in table.places],
    )


def _run(coro: Any, timeout: float = 300) -> None:
    asyncio.run(asyncio.wait_for(coro, timeout))


def _hand(page: PageClient) -> str:
    view = page.view
    return json.dumps([view.get("hand_label"), view.get("hand"), view.get("panels")])


async def play_a_turn(page: PageClient) -> None:
    """The first choice of the hand the table does not refuse."""
    before = _hand(page)
    for index in range(len(page.view["hand"])):
        answered = len(page.answers)
        await page.send({"t": "focus", "index": index})
        await page.key("enter")
        await until(lambda a=answered: _hand(page) != before or len(page.answers) > a)
        if _hand(page) != before:
            return


async def play_to_the_end(page: PageClient) -> None:
    """Play the page's seat to the game's end, a turn at a time."""
    deadline = asyncio.get_running_loop().time() + 240
    while page.view.get("screen") != "over":
        assert asyncio.get_running_loop().time() < deadline, page.says[-3:]
        if page.view.get("my_turn") and page.view.get("screen") == "table":
            await play_a_turn(page)
        await asyncio.sleep(0.01)


async def answer_to(page: PageClient, key: str) -> str:
    """Press ``key``; the answer it got."""
    count = len(page.answers)
    await page.key(key)
    await until(lambda: len(page.answers) > count)
    return page.answers[count]


@pytest.mark.parametrize(("game", "lang", "seed"), [("fox", "en", 21), ("fearless", "fr", 5)])
def test_a_finished_game_is_walked_on_the_page_by_keys(game: str, lang: str, seed: int) -> None:
    tr = Translator(lang)

    async def scenario() -> None:
        server = await start_server(None, deal_seed=seed, **FAST)
        try:
            page = await open_page(server.port, lang)
            create = GAMES[game][0]
            await page.send({"t": "create", "name": "Ada", "practice": game == "fox", **create})
            await until(lambda: page.view.get("screen") == "table", 30)
            code = page.view["code"]
            await play_to_the_end(page)
            offer = str(tr.t("web-review-offer"))
            await until(lambda: offer in page.log)
            assert page.log.count(offer) == 1 and page.log[-1] == offer
            over = page.view
            assert "v" in over["keys"]
            assert str(tr.t("help-game-key-review")) in [b["label"] for b in over["facts"]]
            assert str(tr.t("help-game-key-review")) in over["help"]

            walk = oracle(server.tables[code], tr)
            expected = [walk.text(i) for i in range(len(walk.stops))]
            rounds = len(walk.review.rounds)
            hands = [walk.review.tricks[i].hands[0] for i in range(len(walk.review.tricks))]

            # V: the review, its title said once, the focus on its first step
            title = await answer_to(page, "v")
            assert title == tr.t("web-review-title", rounds=rounds)
            await until(lambda: page.view.get("screen") == "review")
            view = page.view
            assert [c["name"] for c in view["hand"]] == expected
            assert view["focus"] == 0
            assert view["hand_label"] == tr.t("web-review-heading", game=game, rounds=rounds)
            assert {b["key"] for b in view["facts"]} == {"h", "o", "r"}  # no coach online
            assert view["help"][0] == tr.t("help-review-title")
            assert view["help"][-1] == tr.t("web-review-key-back")

            # Right over every step: the focus moves, nothing else is said (the list says it)
            said = len(page.says)
            trick = 0
            for index in range(1, len(expected)):
                await page.key("right")
                await until(lambda index=index: page.view["focus"] == index)
                stop = walk.stops[index]
                panel = {p["title"]: p["rows"] for p in page.view["panels"]}
                mine = panel[str(tr.t("web-review-hand"))]
                if stop.trick is not None:  # the seat's own hand at the lead, no other
                    trick += 1
                    cards = {r["spoken"] for r in mine}
                    own = {walk.narrator.card(c) for c in hands[trick]}
                    assert cards == own, (index, cards, own)
            assert len(page.says) == said
            assert await answer_to(page, "right") == tr.t("review-last")
            assert page.view["focus"] == len(expected) - 1

            # the keys: the round's start, the rounds, the hand, the others' hidden, again
            await page.key("home")
            first_of_last = max(i for i, s in enumerate(walk.stops) if s.trick == 0)
            await until(lambda: page.view["focus"] == first_of_last)
            if rounds > 1:
                await page.key("up")
                second = [i for i, s in enumerate(walk.stops) if s.trick == 0][-2]
                await until(lambda: page.view["focus"] == second)
            assert await answer_to(page, "r") == expected[page.view["focus"]]
            heard: list[str] = []
            walk.answer = heard.append
            walk.index = page.view["focus"]
            walk.read_hand(others=False)
            assert await answer_to(page, "h") == heard[-1]
            assert await answer_to(page, "o") == tr.t("review-hands-hidden")
            assert await answer_to(page, "c") == tr.t("web-unknown-key", key="C")
            keys = await answer_to(page, "?")
            assert keys.startswith(str(tr.t("help-review-title")))

            # Backspace: the game's end again; Enter, the lobby with the game to review
            assert await answer_to(page, "backspace") == tr.t("web-review-closed")
            await until(lambda: page.view.get("screen") == "over")
            await page.key("enter")
            await until(lambda: page.view.get("screen") == "lobby")
            key, summary = page_game(server)
            assert page.view["finished"] == [{"value": key, "label": describe_result(tr, summary)}]

            # from the lobby: the same review, the focus on its first step; back to the lobby
            await page.send({"t": "review", "game": key})
            await until(lambda: page.view.get("screen") == "review")
            assert [c["name"] for c in page.view["hand"]] == expected
            assert page.view["focus"] == 0
            assert await answer_to(page, "backspace") == tr.t("web-review-closed")
            await until(lambda: page.view.get("screen") == "lobby")
            count = len(page.answers)
            await page.send({"t": "review", "game": "g99"})
            await until(lambda: len(page.answers) > count)
            assert page.answers[-1] == tr.t("web-review-gone")
            assert page.view.get("screen") == "lobby"
            await page.close()
        finally:
            await server.close()

    _run(scenario())


def page_game(server: Any) -> tuple[str, Any]:
    """The key and summary of the one game a page kept (its web seat, inside the server)."""
    from audiogame.web.connection import WebConnection
    from audiogame.web.kept import MemoryGames

    seats = [c.web for c in server.connections if isinstance(c, WebConnection)]
    games = [g for seat in seats if isinstance(seat.games, MemoryGames) for g in seat.games.games]
    assert len(games) == 1
    return games[0].key, games[0].summary


def test_audiogame_web_keeps_its_games_in_the_player_s_folder(tmp_path: Path) -> None:
    """``audiogame web`` (one player's own server): a game finished on a page is written to
    the player's folder of online seat games (the terminal's list has it), listed by another
    page's lobby with its date, and reviewed from there by its key; a key that names no game
    of the folder is refused."""
    tr = Translator("en")
    folder = tmp_path / "finished" / "online"

    async def scenario() -> None:
        server = await start_server(None, review_folder=folder, review_kept=50, **FAST)
        try:
            page = await open_page(server.port, "en")
            await page.send({"t": "create", "name": "Ada", **GAMES["fox"][0]})
            await until(lambda: page.view.get("screen") == "table", 30)
            code = page.view["code"]
            await play_to_the_end(page)
            await until(lambda: str(tr.t("web-review-offer")) in page.log)
            kept = SeatGames(folder)
            (summary,) = kept.games()
            assert summary.names[0] == "Ada" and kept.holds(summary.slot)
            walk = oracle(server.tables[code], tr)
            expected = [walk.text(i) for i in range(len(walk.stops))]
            await page.key("v")
            await until(lambda: page.view.get("screen") == "review")
            assert [c["name"] for c in page.view["hand"]] == expected
            await page.close()

            other = await open_page(server.port, "en")
            await until(lambda: other.view.get("screen") == "lobby")
            item = {"value": summary.slot, "label": describe_finished(tr, summary)}
            assert other.view["finished"] == [item]
            for hostile in ("../../etc/passwd", "x" * 64, "g1"):
                count = len(other.answers)
                await other.send({"t": "review", "game": hostile})
                await until(lambda count=count: len(other.answers) > count)
                assert other.answers[-1] == tr.t("web-review-gone")
            await other.send({"t": "review", "game": summary.slot})
            await until(lambda: other.view.get("screen") == "review")
            assert [c["name"] for c in other.view["hand"]] == expected
            await other.close()
        finally:
            await server.close()

    _run(scenario())


def test_a_game_the_folder_refuses_is_still_reviewed_from_its_end(tmp_path: Path) -> None:
    """A full disk (or "keep none" in the settings): the game is not written, and V at its end
    reviews it all the same (the page holds it); the list has nothing to show."""
    from test_seat_review import random_seat_game

    from audiogame.web.kept import FolderGames

    class Full(SeatGames):
        def keep(self, game: SeatGame, limit: int) -> str | None:
            raise OSError(28, "No space left on device")

    game = random_seat_game(3)
    for games in (FolderGames(Full(tmp_path), 50), FolderGames(SeatGames(tmp_path), 0)):
        key = games.keep(game)
        assert games.load(key) == game
        assert games.listed(Translator("fr")) == []


def test_a_game_left_on_the_page_is_listed_and_reviewed_without_an_offer() -> None:
    """Leaving a table before the game's end: the lobby lists the game ("left before its end"),
    which reviews as far as the seat saw it; nothing offered V."""
    tr = Translator("en")

    async def scenario() -> None:
        server = await start_server(None, **FAST)
        try:
            page = await open_page(server.port, "en")
            await page.send({"t": "create", "name": "Ada", **GAMES["fox"][0]})
            await until(lambda: page.view.get("screen") == "table", 30)
            for _ in range(3):
                await until(lambda: bool(page.view.get("my_turn")), 30)
                await play_a_turn(page)
            await page.send({"t": "leave"})
            await until(lambda: page.view.get("screen") == "lobby")
            (item,) = page.view["finished"]
            assert "left before its end" in item["label"]
            assert str(tr.t("web-review-offer")) not in page.log
            await page.send({"t": "review", "game": item["value"]})
            await until(lambda: page.view.get("screen") == "review")
            steps = [c["name"] for c in page.view["hand"]]
            assert steps[-1] == tr.t("review-unfinished", round=1)
            await page.close()
        finally:
            await server.close()

    _run(scenario())


def test_the_folder_s_games_are_read_again_only_when_its_files_change(tmp_path: Path) -> None:
    """The lobby's list is asked for at every update of a page in the lobby: the folder is
    listed each time, its files read only when a game was kept or deleted."""
    from test_seat_review import random_seat_game

    from audiogame.web.kept import FolderGames

    reads: list[int] = []

    class Counted(SeatGames):
        def games(self) -> list[Any]:
            reads.append(1)
            return super().games()

    folder = Counted(tmp_path)
    games = FolderGames(folder, 50)
    tr = Translator("en")
    key = games.keep(random_seat_game(4))
    first = games.listed(tr)
    assert [item.value for item in first] == [key]
    assert games.listed(tr) == first and len(reads) == 1
    games.keep(random_seat_game(5))
    assert len(games.listed(tr)) == 2 and len(reads) == 2
    folder.path(key).unlink()  # deleted from the terminal's list
    assert len(games.listed(tr)) == 1 and len(reads) == 3
