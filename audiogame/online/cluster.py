"""One server process among several sharing a PostgreSQL database (``serve --node NAME``).

Each table is held by one process (a *node*) at a time: its row names the node, and the node
holds a lease that it renews (:mod:`audiogame.online.pg_store`). A proxy in front (HAProxy, see
docs/hosting.md) sends every connection that names a table (``/t/KMRTXQW``: a program coming
back with its seat token, a person joining by code) to one node by a hash of the code, and the
lobby and new tables to any. The node that gets a table's connection takes the table
(:meth:`Membership.table`): at once when nobody holds it; when its node stopped, once that
node's lease has run out; when its node is alive, that node lets it go at its next renewal (its
seats are closed with ``CLOSE_MOVED``, and their programs come back through the proxy, without a
word). Taking a table is what a restart does: its record is replayed. A table is written only by
the node that holds it, so an action is never stored twice nor lost: a node that lost a table
can no longer write it.

The lobby lists the open tables of every node, from the database.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

from audiogame.online.protocol import LobbyTables, TableInfo
from audiogame.online.store import StoreError

if TYPE_CHECKING:
    from audiogame.online.pg_store import PgStore
    from audiogame.online.server import GameServer
    from audiogame.online.tables import OnlineTable

__all__ = ["Membership", "TableBusy"]

log = logging.getLogger(__name__)

RENEW_PARTS = 4
"""Renewals within one lease: a node that misses three in a row still holds its tables."""


class TableBusy(Exception):
    """The table's node did not let it go in time (it is slow, or cut from the database while
    its lease lasts): the player tries again a little later; nothing is lost."""


class Membership:
    """This process as one node: its leases, the tables it takes and lets go."""

    def __init__(self, server: GameServer, store: PgStore) -> None:
        self.server = server
        self.store = store
        self.node = store.node
        self.lease = store.lease
        self._renewed = time.monotonic()
        self._claims: dict[str, asyncio.Task[OnlineTable | None]] = {}
        """Tables being taken: a second connection for one waits for the same answer."""

    async def table(self, code: str) -> OnlineTable | None:
        """The table of ``code``, held here now (taken from the database when needed), or
        ``None``: no such table to play. Raises :class:`TableBusy` when its node did not let it
        go in time."""
        table = self.server.tables.get(code)
        if table is not None:
            return table
        claim = self._claims.get(code)
        if claim is None:  # one claim a table, in a task of its own: every asker waits for it
            claim = asyncio.get_running_loop().create_task(self._take(code))
            self._claims[code] = claim
            claim.add_done_callback(lambda done: self._claimed(code, done))
        return await asyncio.shield(claim)

    def _claimed(self, code: str, done: asyncio.Task[OnlineTable | None]) -> None:
        if self._claims.get(code) is done:
            del self._claims[code]
        if not done.cancelled():
            done.exception()  # read: nobody may be waiting for it any more

    async def _take(self, code: str) -> OnlineTable | None:
        store = self.server.store
        # a live node lets its table go at its next renewal; a stopped one's lease runs out
        deadline = time.monotonic() + self.lease + 2 * self.lease / RENEW_PARTS
        while True:
            claimed = await store.run(self.store.claim, code)
            if claimed is None:
                return None
            if not isinstance(claimed, str):
                log.info("table %s: taken by node %s", code, self.node)
                return self.server.restore(claimed)
            if time.monotonic() > deadline:
                log.warning("table %s: its node did not let it go in time", code)
                raise TableBusy(code)
            await asyncio.sleep(self.lease / RENEW_PARTS / 4)

    async def keep(self) -> None:
        """Renew the leases, and let go the tables another node asks for; a table this node
        no longer holds (its lease ran out while this node could not renew it) is dropped."""
        store = self.server.store
        while True:
            await asyncio.sleep(self.lease / RENEW_PARTS)
            try:
                held = await store.run(self.store.renew)
            except StoreError as exc:
                if time.monotonic() - self._renewed > self.lease:
                    log.error("leases not renewed for %.1f s (%s): tables dropped", self.lease, exc)
                    for table in list(self.server.tables.values()):
                        await self.server.hand_over(table)
                continue
            self._renewed = time.monotonic()
            asked: list[str] = []
            for table in list(self.server.tables.values()):
                wanted = held.pop(table.code, None)
                if wanted is None:
                    log.warning("table %s: held by another node now; dropped", table.code)
                    await self.server.hand_over(table)
                elif wanted:
                    await self.server.hand_over(table)
                    asked.append(table.code)
            # held in the store but not here (a table being taken now aside): let go
            asked += [c for c in held if c not in self.server.tables and c not in self._claims]
            if asked:
                try:
                    await store.run(self.store.release, asked)
                except StoreError:
                    log.exception("tables not let go: %s", asked)

    async def leave(self) -> None:
        """This process stops (it takes no new connection): every table it holds is let go at
        once, for another node, and its seats are closed with ``CLOSE_MOVED`` before the server
        closes the rest (whose programs would hear "connection lost")."""
        for claim in list(self._claims.values()):
            claim.cancel()
        codes = list(self.server.tables)
        closed = []
        for table in list(self.server.tables.values()):
            closed += await self.server.hand_over(table)
        if codes:
            try:
                await self.server.store.run(self.store.release, codes)
            except StoreError:
                log.exception("tables not let go at the stop (their leases run out)")
        if closed:
            waits = [asyncio.ensure_future(c.ws.wait_closed()) for c in closed]
            await asyncio.wait(waits, timeout=5)

    async def lobby(self, limit: int) -> LobbyTables:
        """The open tables of every node."""
        try:
            rows = await self.server.store.run(self.store.open_tables, limit)
        except StoreError:
            log.exception("the lobby could not be read")
            rows = []
        return LobbyTables(
            tables=[
                TableInfo(code=code, game=game, players=players, free=free, host=host)
                for code, game, players, free, host in rows
            ]
        )
