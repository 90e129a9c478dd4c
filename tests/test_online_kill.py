"""The real ``audiogame serve`` process killed with SIGKILL mid-game: restarted on the same
store (its data folder, or its PostgreSQL database) and port, it has every table as its players
last heard it, and every client resumes by itself and plays to the end."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from audiogame.online.protocol import Update
from tests.online_helpers import Player, make_player, play_out, until

ROOT = Path(__file__).resolve().parents[1]


def _serve(
    tmp_path: Path, port: int, store: str | None = None
) -> tuple[subprocess.Popen[str], int]:
    env = {**os.environ, "AUDIOGAME_HOME": str(tmp_path / "home")}
    where = ["--store", store] if store else ["--data", str(tmp_path / "server")]
    errors = tmp_path / "serve.err"  # a file: a pipe nobody reads would stop the server when full
    with errors.open("a") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "audiogame", "serve", "--port", str(port), *where],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
        )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.startswith("audiogame: serving on ws://127.0.0.1:"), line + errors.read_text()
    return proc, int(line.rsplit(":", 1)[1])


def _last_at(player: Player) -> int:
    return max(f.at for f in player.client.received if isinstance(f, Update))


async def _killed(tmp_path: Path, store: str | None) -> None:
    proc, port = _serve(tmp_path, 0, store)
    url = f"ws://127.0.0.1:{port}"
    en, fr = make_player(url, "Ada", "en"), make_player(url, "Béa", "fr")
    try:
        await en.client.connect()
        await en.client.create("fox", 2, options={"target": 5})
        await until(lambda: en.client.code is not None)
        await fr.client.connect()
        await fr.client.join(en.client.code or "")
        await until(lambda: en.client.table is not None and fr.client.table is not None)
        rng = random.Random(9)
        await play_out([en, fr], rng, stop=lambda: _last_at(en) >= 11)
        await until(lambda: _last_at(fr) == _last_at(en))
        heard_at = _last_at(en)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        if proc.stdout is not None:
            proc.stdout.close()
        await until(lambda: not en.client.connected.is_set())
        proc, _ = _serve(tmp_path, port, store)
        await until(
            lambda: all(
                any(isinstance(f, Update) and f.recap for f in p.client.received) for p in (en, fr)
            )
        )
        for player in (en, fr):
            recap = next(f for f in player.client.received if isinstance(f, Update) and f.recap)
            assert recap.at == heard_at  # nothing acknowledged was lost
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
        proc.kill()
        proc.wait(10)
        if proc.stdout is not None:
            proc.stdout.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_server_killed_mid_game_restarts_and_every_client_resumes(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """On the data folder's SQLite file, and on a PostgreSQL database (``--store``)."""
    store = str(request.getfixturevalue("pg_database")) if kind == "postgresql" else None
    asyncio.run(asyncio.wait_for(_killed(tmp_path, store), 120))
