"""A server that takes the connection and then never answers (issue 37, item 8): the player hears
that it is not answering, once, while the client waits; then the connection is given up, said
once: away from a table the player chooses again; at a table the client keeps reconnecting
without saying it again. From the client and from the keyboard (the lobby item, which ended in
"Something went wrong.")."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

import audiogame.online.client
from audiogame.i18n import Translator
from audiogame.speech import RecordingSpeaker
from audiogame.ui.app import TableApp
from audiogame.ui.screens import MenuScreen
from tests.online_helpers import Player, make_player, until
from tests.ui_driver import drive, paths_in

SILENCE = (0.3, 0.9)
CODE, TOKEN = "KMRTXQW", "A" * 22
SEATED = {
    "t": "seated",
    "code": CODE,
    "token": TOKEN,
    "game": "fox",
    "started": False,
    "seat": 0,
    "players": 2,
    "seats": [
        {"t": "seat", "seat": 0, "kind": "person", "name": "Ada"},
        {"t": "seat", "seat": 1, "kind": "person", "name": "Ben"},
    ],
}


class SilentServer:
    """Welcomes each connection, then says nothing (but seats the first join, when told to:
    the client joins on a connection at the table's path)."""

    def __init__(self, *, seat_first: bool = False) -> None:
        self.seat_first = seat_first
        self.connections = 0
        self.seated = False

    async def handle(self, ws: ServerConnection) -> None:
        self.connections += 1
        with contextlib.suppress(ConnectionClosed):
            async for message in ws:
                kind = json.loads(message)["t"]
                if kind == "hello":
                    await ws.send(json.dumps({"t": "welcome", "v": 2}))
                elif kind == "join" and self.seat_first and not self.seated:
                    self.seated = True
                    await ws.send(json.dumps(SEATED))


@contextlib.asynccontextmanager
async def _player_at(silent: SilentServer, lang: str = "en") -> AsyncIterator[Player]:
    """A connected player at ``silent`` (the watch's times shortened), closed after."""
    async with serve(silent.handle, "127.0.0.1", 0) as server:
        port = server.sockets[0].getsockname()[1]
        player = make_player(f"ws://127.0.0.1:{port}", "Ada", lang)
        player.client.silence = SILENCE
        try:
            assert await player.client.connect()
            yield player
        finally:
            await player.client.close()


def _words(lang: str, msg_id: str) -> str:
    return Translator(lang, strict=True).t(msg_id)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_join_that_gets_no_answer_is_said_then_given_up(lang: str) -> None:
    silent = SilentServer()

    async def main() -> None:
        async with _player_at(silent, lang) as ada:
            await ada.client.join(CODE)
            given_up = _words(lang, "online-server-given-up")
            await until(lambda: given_up in ada.heard)
            assert ada.heard == [_words(lang, "online-server-silent"), given_up]
            await until(lambda: not ada.client.connected.is_set())
            await asyncio.sleep(SILENCE[1])  # nothing more is said: no "connection lost"
            assert ada.heard[-1] == given_up and len(ada.heard) == 2

    asyncio.run(main())


def test_an_answer_before_the_watch_ends_it_without_a_word() -> None:
    """The first join is answered at once: the watch says nothing."""
    silent = SilentServer(seat_first=True)

    async def main() -> None:
        async with _player_at(silent) as ada:
            await ada.client.join(CODE)
            await until(lambda: ada.client.seat == 0)
            await asyncio.sleep(SILENCE[1] * 2)
            assert not [t for t in ada.heard if "answering" in t], ada.heard
            assert ada.client.connected.is_set()

    asyncio.run(main())


def test_a_seat_whose_server_falls_silent_keeps_reconnecting_and_says_it_once() -> None:
    """Seated, the connection is cut; the server welcomes each reconnection and never answers
    the return: "Reconnecting" is said once, the silence never, and the client keeps trying."""
    silent = SilentServer(seat_first=True)

    async def main() -> None:
        async with _player_at(silent) as ada:
            await ada.client.join(CODE)
            await until(lambda: ada.client.seat == 0)
            await ada.client.drop()
            await until(lambda: silent.connections >= 4)
            said = [t for t in ada.heard if "onnect" in t or "answering" in t]
            assert said == [_words("en", "online-reconnecting")], ada.heard

    asyncio.run(main())


@pytest.fixture
def silent_url() -> Iterator[str]:
    """A silent server in a thread of its own (the application runs its own loop)."""
    loop = asyncio.new_event_loop()
    ready: list[int] = []
    stop = asyncio.Event()

    async def run() -> None:
        async with serve(SilentServer().handle, "127.0.0.1", 0) as server:
            ready.append(server.sockets[0].getsockname()[1])
            await stop.wait()

    thread = threading.Thread(target=loop.run_until_complete, args=(run(),), daemon=True)
    thread.start()
    try:
        asyncio.run(until(lambda: bool(ready)))
        yield f"ws://127.0.0.1:{ready[0]}"
    finally:
        loop.call_soon_threadsafe(stop.set)
        thread.join(30)


def test_the_open_tables_item_says_the_server_is_silent_not_something_went_wrong(
    tmp_path: Path, silent_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(audiogame.online.client, "SILENCE", SILENCE)
    data = paths_in(tmp_path).data
    data.mkdir(parents=True)
    (data / "online.json").write_text(json.dumps({"server": silent_url, "name": "Ada"}))
    given_up = _words("en", "online-server-given-up")
    speaker = RecordingSpeaker()
    steps = ["Play online", "Open tables"]

    def press(app: TableApp) -> str | None:
        """Down to each item, Enter on it; then nothing typed (the driver waits a little and
        asks again) until the connection is given up."""
        if steps:
            screen = app.screen
            assert isinstance(screen, MenuScreen)
            if steps[0] in screen.items[screen.index].label():
                steps.pop(0)
                return "enter"
            return "down"
        return None if any(given_up in u.text for u in speaker.spoken) else ""

    run = drive(tmp_path, press, speaker=speaker)
    texts = run.texts
    assert _words("en", "online-server-silent") in texts, texts[5:]
    assert given_up in texts
    assert not [t for t in texts if "went wrong" in t], texts
