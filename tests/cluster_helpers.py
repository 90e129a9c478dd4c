"""Helpers of the tests of several server processes behind HAProxy (``tools/serve_cluster.py``):
players that come from addresses of their own, a table's holder read from the database, and
what a player heard of cuts and returns."""

from __future__ import annotations

import random
from typing import Any

from online_helpers import Player, make_player, play_out, until

from audiogame.online.protocol import Update


def rows(url: str, sql: str, *args: object) -> list[tuple[Any, ...]]:
    """The rows of ``sql`` in the database at ``url``."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        return list(db.execute(sql, args).fetchall())


def owner(url: str, code: str) -> str | None:
    """The node that holds table ``code`` now (``None``: none)."""
    found = rows(url, "SELECT owner FROM tables WHERE code = %s", code)
    return str(found[0][0]) if found and found[0][0] is not None else None


def heard_at(player: Player) -> list[int]:
    """The actions a player was told of as they happened (recaps aside), in order."""
    return [f.at for f in player.client.received if isinstance(f, Update) and not f.recap]


def last_heard(player: Player) -> int:
    """The last action a player was told of (0: none)."""
    return max(heard_at(player), default=0)


def player_at(url: str, name: str, lang: str, home: int) -> Player:
    """A player connecting from an address of its own (127.1.x.y): the servers' bounds are
    per person (address), and the proxy forwards each player's."""
    player = make_player(url, name, lang)
    player.client.connect_options = {"local_addr": (f"127.1.{home // 250}.{home % 250 + 2}", 0)}
    return player


async def seated_pair(url: str, home: int = 0) -> tuple[Player, Player]:
    """Ada (English) makes a two-player Fox table of one hand; Béa (French) joins it."""
    en, fr = player_at(url, "Ada", "en", 2 * home), player_at(url, "Béa", "fr", 2 * home + 1)
    assert await en.client.connect()
    await en.client.create("fox", 2, options={"target": 1})
    await until(lambda: en.client.code is not None)
    assert await fr.client.connect()
    await fr.client.join(en.client.code or "")
    await until(lambda: en.client.table is not None and fr.client.table is not None, 30)
    return en, fr


def cut_words(player: Player) -> list[str]:
    """What a player heard of connections cut and players coming back."""
    words = ("onnect", "answering", "répond", " is back", " est de retour")
    return [t for t in player.heard if any(w in t for w in words)]


def is_over(player: Player) -> bool:
    """True once the player's table says its game is over."""
    table = player.client.table
    return table is not None and table.game.is_over


async def stop_the_holder(cluster: Any, players: list[Player], rng: random.Random, at: int) -> str:
    """Play until action ``at``, then stop (SIGTERM) the node that holds the players' table and
    wait until another takes it; the stopped node's name."""
    code = players[0].client.code or ""
    await play_out(players, rng, stop=lambda: last_heard(players[0]) >= at)
    await until(lambda: all(last_heard(p) == last_heard(players[0]) for p in players))
    first = owner(cluster.store, code)
    assert first is not None
    cluster.stop(first)
    await until(lambda: owner(cluster.store, code) not in (None, first), 30)
    return first
