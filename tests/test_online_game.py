"""Whole games over real websockets on 127.0.0.1: people at one table, each in their language,
a computer player in an empty seat, a client cut off mid-game, a server restarted mid-game."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from audiogame.i18n import Translator
from audiogame.online.protocol import ChatSaid, SeatChange, Update
from engine import replay
from engine.record import GameRecord
from tests.online_helpers import Player, make_player, play_out, start_server, until


def _run(coro: Coroutine[Any, Any, None]) -> None:
    asyncio.run(asyncio.wait_for(coro, 120))


async def _seat(
    players: list[Player],
    game: str,
    count: int,
    computers: dict[int, str],
    options: dict[str, int] | None = None,
) -> None:
    host = players[0].client
    await host.connect()
    await host.create(game, count, computers, options)
    await until(lambda: host.code is not None)
    assert host.code is not None
    for player in players[1:]:
        await player.client.connect()
        await player.client.join(host.code.lower())
    await until(lambda: all(p.client.table is not None for p in players))


def _no_leak(players: list[Player], record: GameRecord) -> None:
    """No update a seat received holds a card of another seat's hand or of the draw deck:
    replaying the server's record, each update's observation equals that seat's own
    observation at that step, and its events are the redacted ones."""
    from audiogame.online import wire
    from engine import redact

    game = replay(record, upto=0)
    steps = [game.clone()]
    for text in record.actions:
        game.apply(game.text_to_action(text))
        steps.append(game.clone())
    for player in players:
        seat = player.client.seat
        assert seat is not None
        name = record.game
        for frame in player.client.received:
            if not isinstance(frame, Update):
                continue
            at = steps[frame.at]
            assert wire.decode_observation(name, frame.observation) == at.observation(seat)
            for event in wire.decode_events(frame.events):
                assert redact(event, seat) == event


async def _test_fearless_three_people_and_a_computer_play_to_the_end(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    url = f"ws://127.0.0.1:{server.port}"
    players = [make_player(url, n) for n in ("Ada", "Bea", "Cyd")]
    try:
        await _seat(players, "fearless", 4, {3: "medium"})
        host = players[0].client
        host.chat("hello all")
        await until(
            lambda: all(
                any(isinstance(f, ChatSaid) and f.text == "hello all" for f in p.client.received)
                for p in players
            )
        )
        await play_out(players, random.Random(1))
        await until(
            lambda: all(p.client.table is not None and p.client.table.game.is_over for p in players)
        )
        table = server.tables[host.code or ""]
        assert table.game.is_over
        _no_leak(players, table.game.record())
        over = Translator("en").t("prompt-game-over")
        for player in players:
            assert player.heard.count(over) == 1
            assert any("Ada says: hello all" in t for t in player.heard)
        assert "Bea joined." in players[0].heard
    finally:
        for p in players:
            await p.client.close()
        await server.close()


async def _test_fox_between_english_and_french_each_in_their_language(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    url = f"ws://127.0.0.1:{server.port}"
    en, fr = make_player(url, "Ada", "en"), make_player(url, "Béa", "fr")
    try:
        await _seat([en, fr], "fox", 2, {}, {"target": 7})
        await play_out([en, fr], random.Random(2))
        await until(
            lambda: all(
                p.client.table is not None and p.client.table.game.is_over for p in (en, fr)
            )
        )
        assert Translator("en").t("prompt-game-over") in en.heard
        assert Translator("fr").t("prompt-game-over") in fr.heard
        fr_text = " ".join(fr.heard)
        en_text = " ".join(en.heard)
        assert "Vous" in fr_text and "You" not in fr_text.split()
        assert "You" in en_text and "Vous" not in en_text
        table = server.tables[en.client.code or ""]
        _no_leak([en, fr], table.game.record())
    finally:
        for p in (en, fr):
            await p.client.close()
        await server.close()


async def _test_a_client_cut_off_mid_trick_reconnects_and_goes_on(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    url = f"ws://127.0.0.1:{server.port}"
    players = [make_player(url, n) for n in ("Ada", "Bea", "Cyd")]
    try:
        await _seat(players, "fearless", 3, {})
        rng = random.Random(3)
        victim = players[1]
        cut = {"done": False}

        async def cut_once() -> None:
            table = server.tables[players[0].client.code or ""]
            if not cut["done"] and len(table.game.history) >= 5:
                cut["done"] = True
                await victim.client.drop()
                await until(
                    lambda: any(
                        isinstance(f, SeatChange) and f.change == "back"
                        for f in players[0].client.received
                    )
                )

        await play_out(players, rng, between=cut_once)
        assert cut["done"]
        await until(
            lambda: all(p.client.table is not None and p.client.table.game.is_over for p in players)
        )
        assert "Connection lost. Reconnecting." in victim.heard
        assert "Bea lost the connection." in players[0].heard
        assert "Bea is back." in players[0].heard
        recaps = [f for f in victim.client.received if isinstance(f, Update) and f.recap]
        assert len(recaps) == 1
    finally:
        for p in players:
            await p.client.close()
        await server.close()


async def _test_a_server_restarted_mid_game_loses_nothing(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    port = server.port
    url = f"ws://127.0.0.1:{port}"
    en, fr = make_player(url, "Ada", "en"), make_player(url, "Béa", "fr")
    try:
        await _seat([en, fr], "fox", 2, {}, {"target": 5})
        code = en.client.code or ""
        rng = random.Random(4)
        await play_out([en, fr], rng, stop=lambda: len(server.tables[code].game.history) >= 9)
        before = server.tables[code].game.record()
        await server.close()  # the store is written before each update: a kill loses nothing
        await until(lambda: not en.client.connected.is_set())
        server = await start_server(tmp_path, port=port)
        assert server.tables[code].game.record() == before
        await until(lambda: en.client.connected.is_set() and fr.client.connected.is_set())
        await until(
            lambda: all(
                any(isinstance(f, Update) and f.recap for f in p.client.received) for p in (en, fr)
            )
        )
        await play_out([en, fr], rng)
        await until(
            lambda: all(
                p.client.table is not None and p.client.table.game.is_over for p in (en, fr)
            )
        )
        assert "Reconnected." in en.heard and "Reconnecté." in fr.heard
    finally:
        for p in (en, fr):
            await p.client.close()
        await server.close()


def test_fearless_three_people_and_a_computer_play_to_the_end(tmp_path: Path) -> None:
    asyncio.run(
        asyncio.wait_for(_test_fearless_three_people_and_a_computer_play_to_the_end(tmp_path), 120)
    )


def test_fox_between_english_and_french_each_in_their_language(tmp_path: Path) -> None:
    asyncio.run(
        asyncio.wait_for(_test_fox_between_english_and_french_each_in_their_language(tmp_path), 120)
    )


def test_a_client_cut_off_mid_trick_reconnects_and_goes_on(tmp_path: Path) -> None:
    asyncio.run(
        asyncio.wait_for(_test_a_client_cut_off_mid_trick_reconnects_and_goes_on(tmp_path), 120)
    )


def test_a_server_restarted_mid_game_loses_nothing(tmp_path: Path) -> None:
    _run(_test_a_server_restarted_mid_game_loses_nothing(tmp_path))


async def _practice(tmp_path: Path) -> None:
    server = await start_server(tmp_path)
    url = f"ws://127.0.0.1:{server.port}"
    en, fr = make_player(url, "Ada", "en"), make_player(url, "Béa", "fr")
    en.client.hint_level = "full"
    try:
        await en.client.connect()
        await en.client.create("fox", 2, options={"target": 5}, practice=True)
        await until(lambda: en.client.code is not None)
        await fr.client.connect()
        await fr.client.join(en.client.code or "")
        await until(lambda: en.client.table is not None and fr.client.table is not None)
        assert en.client.table is not None and en.client.table.practice
        lead = Translator("en").t("hint-fox-lead")
        rng = random.Random(6)
        await play_out([en, fr], rng, stop=lambda: any(lead in t for t in en.heard))
        assert any(lead in t for t in en.heard)
        fr_lead = Translator("fr").t("hint-fox-lead")
        assert all(fr_lead not in t for t in fr.heard)  # "some": no hint for a free lead
        assert all(lead not in t for t in fr.heard)  # and nobody hears another's hints
    finally:
        for p in (en, fr):
            await p.client.close()
        await server.close()


def test_a_practice_table_gives_each_player_their_own_hints(tmp_path: Path) -> None:
    _run(_practice(tmp_path))


def test_reconnections_refused_while_the_server_is_full_are_said_once(tmp_path: Path) -> None:
    asyncio.run(_test_reconnections_refused_while_the_server_is_full_are_said_once(tmp_path))


async def _test_reconnections_refused_while_the_server_is_full_are_said_once(
    tmp_path: Path,
) -> None:
    server = await start_server(tmp_path)
    url = f"ws://127.0.0.1:{server.port}"
    players = [make_player(url, n) for n in ("Ada", "Bea")]
    try:
        await _seat(players, "fox", 2, {})
        victim = players[1]
        lost = "Connection lost. Reconnecting."
        full = "Server busy: still reconnecting, as soon as it lets you in."
        server.limits.max_connections = 1  # the other player holds the one place left
        await victim.client.drop()
        await until(lambda: victim.heard.count(full) == 1)
        await asyncio.sleep(1.0)  # several attempts (0.05 to 0.2 s apart), each refused
        assert victim.heard.count(lost) == 1
        assert victim.heard.count(full) == 1
        assert victim.heard.index(lost) < victim.heard.index(full)
        server.limits.max_connections = 4096
        await until(lambda: "Bea is back." in players[0].heard)
        await victim.client.drop()  # a new cut is said again
        await until(lambda: victim.heard.count(lost) == 2)
        assert victim.heard.count(full) == 1  # no refusal this time
    finally:
        for p in players:
            await p.client.close()
        await server.close()
