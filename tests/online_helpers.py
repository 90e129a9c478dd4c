"""Helpers of the online tests: a real server on a loopback port, clients that record speech,
and a bot that plays a client's seat through its table (as a player's keys would)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import random
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from suite import patient

import audiogame.web  # noqa: F401  (the web table plugs into the servers: pages, page sockets)
from audiogame.i18n import Translator
from audiogame.online.client import OnlineClient
from audiogame.online.protocol import Error, Update
from audiogame.online.server import GameServer, ServerConfig
from audiogame.output import Output
from audiogame.speech import RecordingSpeaker, SpeechQueue


async def start_server(data: Path | None, **options: float) -> GameServer:
    """A server on a free loopback port; ``options``: fields of its config or of its limits."""
    config = ServerConfig(port=0, data=data)
    for key, value in options.items():
        setattr(config.limits if hasattr(config.limits, key) else config, key, value)
    server = GameServer(config)
    await server.start()
    return server


@dataclass
class Player:
    """A client, its speech and the frames it got."""

    client: OnlineClient
    speaker: RecordingSpeaker = field(default_factory=RecordingSpeaker)
    tokens: list[str | None] = field(default_factory=list)

    @property
    def heard(self) -> list[str]:
        return self.speaker.texts


def make_player(url: str, name: str, lang: str = "en") -> Player:
    """A client speaking ``lang``, recording what it says and every frame."""
    speaker = RecordingSpeaker()
    tr = Translator(lang, strict=True)
    out = Output(SpeechQueue(speaker), tr)
    tokens: list[str | None] = []
    client = OnlineClient(
        url, tr, out, name=name, remember=tokens.append, retry_delays=(0.05, 0.1, 0.2)
    )
    client.keep_frames = True
    return Player(client, speaker, tokens)


async def until(check: Callable[[], bool], timeout: float = 20.0) -> None:
    """Wait until ``check()`` is true (polling); fails the test after ``timeout`` (see
    :func:`suite.patient`)."""
    loop = asyncio.get_running_loop()
    limit = patient(timeout)
    end = loop.time() + limit
    while not check():
        if loop.time() > end:
            raise AssertionError(f"timed out after {limit} s waiting")
        await asyncio.sleep(0.005)


async def play_turn(player: Player, rng: random.Random) -> bool:
    """If it is this player's turn, take a legal choice as Enter on it would
    (``table.act``); True when an action was sent."""
    client = player.client
    table, session = client.table, client.session
    if table is None or session is None or not table.my_turn:
        return False
    wanted = rng.choice(table.game.legal_actions())
    at = session.at
    waiting = client.tr.t("online-action-waiting")
    offline = client.tr.t("online-offline-action")
    back = client.tr.t("online-back")
    for _ in range(20):  # "Too fast. Wait a moment.": a person waits, then plays again
        seen, said = len(client.received), len(player.heard)
        table.act(wanted)

        def held(said: int = said) -> bool:
            """Nothing sent: another action of this seat (a test's mischief) is on its way."""
            return waiting in player.heard[said:]

        def cut(said: int = said) -> bool:
            """Nothing sent: the connection is down (its table moving to another server
            process, or the server gone); the person plays again once it is back."""
            return offline in player.heard[said:]

        def came_back(seen: int = seen, said: int = said) -> bool:
            """The seat came back after a cut that was said ("Connection lost. Reconnecting.",
            "Reconnected."), the action lost on the way: the recap says whose turn it is (a
            quiet return sends the action again by itself)."""
            return _recapped(client, seen) and back in player.heard[said:]

        def answered(seen: int = seen) -> bool:
            return (
                session.at != at
                or client.table is None
                or _refused_as_too_fast(client, seen)
                or held()
                or cut()
                or came_back()
            )

        try:
            await until(answered)
        except AssertionError:
            frames = [repr(f)[:120] for f in client.received[-4:]]
            heard = player.heard[-4:]
            raise AssertionError(f"no answer to a play at {at}: {heard} {frames}") from None
        if session.at != at or client.table is None:
            return True
        if cut():
            await until(lambda: client.connected.is_set() and client.table is not None, 60)
            return False  # the caller looks again: the recap may have moved the game
        if came_back():
            return False  # the person looks again, as the recap says
        if held():  # the other action's answer first, then this one again
            await until(lambda seen=seen: len(client.received) > seen)
            if session.at != at or client.table is None:
                return False  # that one moved the game: the caller looks again
            continue
        await asyncio.sleep(0.25)
    raise AssertionError(f"the play at {at} was refused as too fast 20 times")


def _recapped(client: OnlineClient, seen: int) -> bool:
    """A recap came after ``seen`` frames were received: the seat is back after a cut."""
    return any(isinstance(frame, Update) and frame.recap for frame in client.received[seen:])


def _refused_as_too_fast(client: OnlineClient, seen: int) -> bool:
    """The server answered a frame sent after ``seen`` frames were received with ``rate``."""
    return any(
        isinstance(frame, Error) and frame.code == "rate" for frame in client.received[seen:]
    )


async def play_out(
    players: list[Player],
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
    between: Callable[[], Awaitable[None]] | None = None,
) -> None:
    """Play every person's turns until the game is over (or ``stop()``)."""
    first = players[0].client

    def over() -> bool:
        table = first.table
        return table is not None and table.game.is_over

    while not over() and not (stop is not None and stop()):
        moved = False
        for player in players:
            moved |= await play_turn(player, rng)
        if not moved:
            await asyncio.sleep(0.002)
        if between is not None:
            await between()


@contextlib.asynccontextmanager
async def running(data: Path | None, **options: float) -> AsyncIterator[tuple[GameServer, str]]:
    """A server on a free loopback port and its address, closed at the end."""
    server = await start_server(data, **options)
    try:
        yield server, f"ws://127.0.0.1:{server.port}"
    finally:
        await server.close()


@contextlib.contextmanager
def server_thread(
    data: Path | None, **options: float
) -> Iterator[tuple[GameServer, asyncio.AbstractEventLoop]]:
    """A server on a loopback port in a thread of its own, and that thread's event loop (for
    other players there): a client in the test's loop sees the server's delays as a remote
    player would."""
    loop = asyncio.new_event_loop()
    started: concurrent.futures.Future[GameServer] = concurrent.futures.Future()

    def run() -> None:
        asyncio.set_event_loop(loop)
        try:
            started.set_result(loop.run_until_complete(start_server(data, **options)))
        except BaseException as exc:
            started.set_exception(exc)
            return
        loop.run_forever()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    server = started.result(30)
    try:
        yield server, loop
    finally:
        asyncio.run_coroutine_threadsafe(server.close(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(30)
