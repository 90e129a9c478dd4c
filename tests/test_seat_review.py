"""An online seat's finished game, kept for review from what the seat was told (issue 35):
the same tricks as the server's record, nothing another seat held hidden, in memory or file."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from ui_driver import drive, paths_in

import engine
from audiogame.i18n import Translator
from audiogame.online.protocol import Seated, SeatInfo, encode
from audiogame.online.redaction import update_for
from audiogame.review import review_of
from audiogame.seat_games import SeatGame, SeatGames, SeatLog
from audiogame.settings import Settings
from audiogame.ui.review_screen import ReviewScreen
from audiogame.ui.saved import describe_finished
from audiogame.web.kept import PAGE_GAMES, MemoryGames
from audiogame.web.seat import WebSeat
from engine.events import Event, redact
from tests.online_helpers import make_player, play_out, start_server, until
from tests.test_online_game import _seat


def _told(name: str, players: int, seed: int, seat: int) -> tuple[engine.GameRecord, SeatLog]:
    """A seeded game played by random legal actions; what ``seat`` was told of it."""
    rng = random.Random(seed)
    game = engine.new_game(name, players, seed)
    told = SeatLog(name, players, seat)
    told.told(0, (), [redact(e, seat) for e in game.start_events()])
    while not game.is_over:
        hand = tuple(game.observation(seat).hand)
        events = game.apply(rng.choice(game.legal_actions()))
        told.told(len(game.history), hand, [redact(e, seat) for e in events])
    return game.record(), told


def _seen_by(events: tuple[Event, ...] | list[Event], seat: int) -> bool:
    return all(redact(e, seat) == e for e in events)


@pytest.mark.parametrize(("name", "players", "seed"), [("fox", 2, 3), ("fearless", 4, 5)])
def test_a_seat_s_review_is_the_record_s_as_that_seat_may_see_it(
    name: str, players: int, seed: int
) -> None:
    record, told = _told(name, players, seed, seat=1)
    kept = told.finished(["Ada", "Bea", "Cyd", "Dan"][:players])
    assert kept is not None
    again = SeatGame.from_json(kept.to_json())
    assert again == kept
    mine, whole = again.review(), review_of(record)
    view = whole.view(1, every_hand=False)
    assert mine.over
    assert [len(r.tricks) for r in mine.rounds] == [len(r.tricks) for r in whole.rounds]
    for ours, theirs in zip(mine.tricks, whole.tricks, strict=True):
        assert ours.plays == theirs.plays and ours.winner == theirs.winner
        assert ours.reason == theirs.reason
        assert list(ours.events) == view.events(theirs.events)
        assert dict(mine.view(1, every_hand=False).hands(ours)) == dict(view.hands(theirs))
        assert all(ours.hands[s] == () for s in range(players) if s != 1)
    assert again.result() is not None


def test_a_seat_that_missed_actions_keeps_no_review() -> None:
    _, told = _told("fox", 2, 4, seat=0)
    assert told.finished(["Ada", "Bea"]) is not None
    gap = SeatLog("fox", 2, 0)
    gap.told(0, (), [])
    gap.told(1, (), [])
    gap.missed(5)  # a recap at action 5: 2 to 5 were not seen
    assert gap.finished(["Ada", "Bea"]) is None
    late = SeatLog("fox", 2, 0)
    late.told(3, (), [])  # sat after the deal
    assert late.finished(["Ada", "Bea"]) is None


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        '{"seat_game_version": 1}',
        '{"seat_game_version": 1, "game": "fox", "players": 2, "seat": 5, "names": ["a", "b"]}',
        '{"seat_game_version": 1, "game": "../x", "players": 2, "seat": 0, "names": ["a", "b"]}',
        '{"seat_game_version": 1, "game": "fox", "players": 2, "seat": 0, "names": ["a", "b"],'
        ' "start": [], "steps": [{"hand": [1], "events": [{"e": "Nope", "f": {}}]}]}',
        '{"seat_game_version": 1, "game": "fox", "players": 2, "seat": 0, "names": ["a", "b"],'
        ' "start": 3, "steps": []}',
    ],
)
def test_a_damaged_seat_game_is_refused_and_left_out(tmp_path: Path, text: str) -> None:
    games = SeatGames(tmp_path)
    _, told = _told("fox", 2, 6, seat=0)
    kept = told.finished(["Ada", "Bea"])
    assert kept is not None
    good = games.keep(kept, 10)
    bad = games.new_slot("fox")
    games.path(bad).write_text(text, encoding="utf-8")
    assert games.load(bad) is None
    assert [g.slot for g in games.games()] == [good]
    assert games.path(bad).exists()  # left for the player to see, not deleted


def test_the_oldest_past_the_limit_go(tmp_path: Path) -> None:
    games = SeatGames(tmp_path)
    _, told = _told("fox", 2, 7, seat=0)
    kept = told.finished(["Ada", "Bea"])
    assert kept is not None
    slots = [games.keep(kept, 2) for _ in range(3)]
    assert len(games.slots()) == 2 and slots[-1] in games.slots()
    assert games.keep(kept, 0) is None


def test_an_online_fox_game_is_kept_by_each_seat_as_it_saw_it(tmp_path: Path) -> None:
    """Two people play a Fox game to 7 on a real server: each program keeps the game, its
    tricks those of the server's record, its every event one its seat may see, the other's
    hand nowhere; the file says the same."""

    async def scenario() -> None:
        server = await start_server(tmp_path / "server")
        url = f"ws://127.0.0.1:{server.port}"
        players = [make_player(url, "Ada", "en"), make_player(url, "Béa", "fr")]
        kept: list[list[SeatGame]] = [[], []]
        for player, into in zip(players, kept, strict=True):
            player.client.on_finished = into.append
        try:
            await _seat(players, "fox", 2, {}, {"target": 7})
            await play_out(players, random.Random(8))
            await until(lambda: all(len(k) == 1 for k in kept))
            record = server.tables[players[0].client.code or ""].game.record()
        finally:
            for p in players:
                await p.client.close()
            await server.close()
        whole = review_of(record)
        folder = SeatGames(tmp_path / "kept")
        for (game,), player in zip(kept, players, strict=True):
            seat = player.client.seat
            assert seat is not None and game.seat == seat
            assert game.names[1 - seat] in ("Ada", "Béa")
            again = folder.load(folder.keep(game, 5) or "")
            assert again == game
            mine = again.review()
            assert [t.plays for t in mine.tricks] == [t.plays for t in whole.tricks]
            assert [t.winner for t in mine.tricks] == [t.winner for t in whole.tricks]
            assert _seen_by(list(again.start), seat)
            assert all(_seen_by(events, seat) for _, events in again.steps)
            theirs = {c for t in whole.tricks for c in t.hands[1 - seat]}
            played = {c for t in whole.tricks for _, c in t.plays}
            shown = {c for t in mine.tricks for s, hand in enumerate(t.hands) for c in hand}
            assert shown.isdisjoint(theirs - played - set(whole.tricks[0].hands[seat]))
            assert all(t.hands[1 - seat] == () for t in mine.tricks)
            assert mine.over and again.result() == (
                tuple(whole.result[0].totals),  # type: ignore[attr-defined]
                tuple(whole.result[0].winners),  # type: ignore[attr-defined]
            )

    asyncio.run(asyncio.wait_for(scenario(), 240))


def test_a_game_left_before_its_end_is_kept_as_far_as_the_seat_saw_it(tmp_path: Path) -> None:
    """A player who leaves a Fox game after a few plays keeps what their seat saw: the tricks
    of the server's record up to then, no result, listed as "left before its end" with the
    totals so far; a player who leaves before any card is played keeps nothing."""

    async def scenario() -> tuple[list[SeatGame], engine.GameRecord, list[SeatGame]]:
        server = await start_server(tmp_path / "server")
        url = f"ws://127.0.0.1:{server.port}"
        players = [make_player(url, "Ada", "en"), make_player(url, "Béa", "fr")]
        kept: list[SeatGame] = []
        players[0].client.on_finished = kept.append
        try:
            await _seat(players, "fox", 2, {}, {"target": 7})
            code = players[0].client.code or ""
            game = server.tables[code].game
            await play_out(players, random.Random(3), stop=lambda: len(game.history) >= 7)
            record = game.record()
            session = players[0].client.session
            assert session is not None
            await until(lambda: session.at == len(record.actions))  # told every play
            await players[0].client.leave()
            early: list[SeatGame] = []
            again = [make_player(url, "Cy", "en"), make_player(url, "Di", "en")]
            again[0].client.on_finished = early.append
            await _seat(again, "fox", 2, {}, {"target": 7})
            await again[0].client.leave()  # before any card: nothing to look back at
            for p in again:
                await p.client.close()
        finally:
            for p in players:
                await p.client.close()
            await server.close()
        return kept, record, early

    kept, record, early = asyncio.run(asyncio.wait_for(scenario(), 120))
    assert early == []
    (game,) = kept
    assert game.result() is None
    whole = review_of(record)
    mine = game.review()
    assert not mine.over
    assert [t.plays for t in mine.tricks] == [t.plays for t in whole.tricks]
    summary = game.summary(finished_at=0.0)
    assert summary.left and summary.winners == () and summary.totals == (0, 0)
    tr = Translator("en")
    assert "left before its end" in describe_finished(tr, summary)
    folder = SeatGames(tmp_path / "kept")
    slot = folder.keep(game, 5)
    assert [g.slot for g in folder.games()] == [slot] and folder.games()[0].left


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_kept_online_game_is_listed_reviewed_and_deleted(tmp_path: Path, lang: str) -> None:
    """`audiogame review` lists it against the other player's name; its room says the trick,
    the seat's own hand, no other hand, no coach; it is deleted like a local game."""
    tr = Translator(lang, strict=True)
    _, told = _told("fox", 2, 9, seat=1)
    game = told.finished(["Bea", "Ada"])
    assert game is not None
    seats = SeatGames(paths_in(tmp_path).finished_online)
    seats.keep(game, 50)
    settings = Settings(first_run_done=True, language=lang)
    keys = ["enter", "enter", "right", "h", "o", "c"]
    run = drive(tmp_path, keys, settings=settings, lang=lang, start=lambda a: a.start_review())
    assert run.texts[0].startswith(tr.t("finished-title"))
    assert "Bea" in run.texts[0] and "Ada" not in run.texts[0]
    assert isinstance(run.app.screen, ReviewScreen)
    assert run.texts[-1] == tr.t("coach-none-here")
    assert run.texts[-2] == tr.t("review-hands-hidden")  # O: never the other hand
    mine = game.review().tricks[1].hands[1]
    said = tr.t("review-hand", trick=2, count=len(mine), hand="")  # H: its first words
    assert run.texts[-3].startswith(said.split(",")[0])
    assert "Bea" in run.texts[-4]  # trick 2, the other seat by its name at the table
    assert "Ada" not in " ".join(run.texts)  # the player's own name: "you"
    keys = ["enter", "down", "enter", "down", "enter"]  # delete: yes
    gone = drive(tmp_path, keys, settings=settings, lang=lang, start=lambda a: a.start_review())
    assert tr.t("finished-deleted") in gone.texts
    assert seats.slots() == []


def test_a_web_seat_keeps_its_page_s_last_games_in_memory() -> None:
    """A page's seat lives inside the server: it logs what its seat is told, for the page's
    review, and keeps the page's newest finished games only (nothing written: a page has no
    place of its own on a server)."""
    page = WebSeat(lambda text: None)
    seats = [SeatInfo(seat=s, kind="person", name=n) for s, n in enumerate(("Ada", "Bea"))]
    seated = Seated(code="ABCDEFG", seat=0, token="t" * 32, game="fox", players=2,
                    seats=seats, started=True)  # fmt: skip
    game = engine.new_game("fox", 2, 1)
    page.client.receive(encode(seated).decode())
    page.client.receive(encode(update_for(game, 0, game.start_events())).decode())
    assert page.client.table is not None and page.client.seat_log is not None
    finished = page.client.on_finished
    assert finished is not None
    games = [random_seat_game(seed) for seed in range(PAGE_GAMES + 2)]
    for kept in games:
        finished(kept)
    kept = page.games
    assert isinstance(kept, MemoryGames) and len(kept.games) == PAGE_GAMES
    assert [k.game() for k in kept.games] == games[:1:-1]  # the newest, newest first
    assert all(len(k.data) < 8 * 1024 for k in kept.games)  # compressed
    assert kept.load(kept.games[0].key) == games[-1] and kept.load("g1") is None  # let go


def random_seat_game(seed: int) -> SeatGame:
    """A whole Fox game as seat 0 was told it (random legal plays)."""
    rng = random.Random(seed)
    game = engine.new_game("fox", 2, seed)
    log = SeatLog("fox", 2, 0)
    log.told(0, tuple(game.observation(0).hand), [redact(e, 0) for e in game.start_events()])
    at = 0
    while not game.is_over:
        before = tuple(game.observation(0).hand)
        events = game.apply(rng.choice(list(game.legal_actions())))
        at += 1
        log.told(at, before, [redact(e, 0) for e in events])
    kept = log.finished(["Ada", "Bea"])
    assert kept is not None
    return kept
