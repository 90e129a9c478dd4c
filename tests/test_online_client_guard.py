"""A hostile or broken server cannot silence the terminal client (issue 37, item 7): a frame
whose seats or sizes do not fit the table (seat 15, a table of 0, a chat before any seat, a
nudge from seat 9, an update that is no game's) is said and skipped, and the next frames are
heard as ever."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.server import ServerConnection, serve

from tests.online_helpers import make_player, until

CODE, TOKEN = "KMRTXQW", "A" * 22
SEATS = [
    {"t": "seat", "seat": 0, "kind": "person", "name": "Ada"},
    {"t": "seat", "seat": 1, "kind": "person", "name": "Ben"},
]
SEATED = {"t": "seated", "code": CODE, "token": TOKEN, "game": "fox", "started": False}
HOSTILE: list[dict[str, Any]] = [
    {"t": "chat-said", "seat": 3, "name": "Mal", "text": "before any seat"},
    {**SEATED, "seat": 15, "players": 2, "seats": SEATS},
    {**SEATED, "seat": 0, "players": 0, "seats": []},
    {**SEATED, "seat": 0, "players": 2, "seats": SEATS[:1]},
    {**SEATED, "seat": 0, "players": 2, "seats": SEATS},  # a good one
    {"t": "nudged", "by": 9, "seat": 0},
    {"t": "chat-said", "seat": 12, "name": "Mal", "text": "from seat 12"},
    {"t": "update", "at": 0, "observation": {"hand": [999]}, "events": []},
    {"t": "chat-said", "seat": 1, "name": "Ben", "text": "still here"},
]


async def _hostile(ws: ServerConnection) -> None:
    await ws.recv()  # hello
    await ws.send(json.dumps({"t": "welcome", "v": 2}))
    for frame in HOSTILE:
        await ws.send(json.dumps(frame))
    await ws.wait_closed()


def test_bad_frames_from_a_server_are_said_and_skipped() -> None:
    async def main() -> None:
        async with serve(_hostile, "127.0.0.1", 0) as server:
            port = server.sockets[0].getsockname()[1]
            ada = make_player(f"ws://127.0.0.1:{port}", "Ada")
            try:
                assert await ada.client.connect()
                await until(lambda: any("Ben says: still here" in t for t in ada.heard))
                said = " ".join(ada.heard)
                assert said.count("The server sent something wrong; skipped.") == 7, ada.heard
                assert "Mal" not in said
                assert ada.client.seat == 0 and ada.client.players == 2
            finally:
                await ada.client.close()

    asyncio.run(asyncio.wait_for(main(), 30))
