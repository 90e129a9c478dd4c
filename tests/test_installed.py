"""The installed program, as a player gets it with ``pipx`` or a wheel: built from a clean copy,
installed (not editable) in a fresh virtual environment outside the source tree, and run from a
folder with no source on the path. Every front end is driven there: a game in a pseudo-terminal
until "Your turn", the large view, a whole demo of each game, the rules, the table companion
entering a short game from a file, the doctor, the server answering a websocket ``hello``, and
two server processes on PostgreSQL behind HAProxy passing a table on.

Slow (a wheel, a virtual environment and its dependencies): the full run only.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import subprocess
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import e2e_helpers
import pytest
from e2e_helpers import PtyProgram, child_env, wait_until, write_settings
from installed import ROOT, build_wheel, clean_copy, install, run

from audiogame.games import game_names
from audiogame.i18n import Translator
from audiogame.online.protocol import VERSION
from audiogame.rules_text import rules_plain_text
from audiogame.web.pages import CSP, FILES
from engine.registry import ENTRIES
from tools.companion_games import play_fox

pytestmark = pytest.mark.slow


@dataclass(frozen=True)
class Installed:
    """The virtual environment, its commands, and a folder to run them from."""

    env: Path
    bindir: Path
    elsewhere: Path

    @property
    def program(self) -> Path:
        return self.bindir / "audiogame"

    def environ(self, home: Path) -> dict[str, str]:
        """A run's environment (``tests/e2e_helpers.child_env``), with no source on the path."""
        env = child_env(home)
        env.pop("PYTHONPATH", None)
        return env

    def run(self, home: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        """``audiogame ARGS`` from the folder with no source; never fails by itself."""
        return subprocess.run(
            [str(self.program), *args],
            cwd=self.elsewhere,
            env=self.environ(home),
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    folder = tmp_path_factory.mktemp("installed")
    assert ROOT not in folder.parents  # outside the source tree
    wheel = build_wheel(clean_copy(folder / "source"), folder / "wheels")
    shutil.rmtree(folder / "source")
    env = folder / "venv"
    bindir = install(wheel, env)
    elsewhere = folder / "elsewhere"
    elsewhere.mkdir()
    return Installed(env, bindir, elsewhere)


@pytest.fixture
def from_the_venv(installed: Installed, monkeypatch: pytest.MonkeyPatch) -> Iterator[Installed]:
    """:class:`~e2e_helpers.PtyProgram` starts the installed command, from the folder with no
    source (it inherits the working folder)."""
    monkeypatch.setattr(e2e_helpers, "program_argv", lambda: [str(installed.program)])
    monkeypatch.chdir(installed.elsewhere)
    yield installed


def test_the_program_imported_is_the_installed_one(installed: Installed, tmp_path: Path) -> None:
    code = (
        "import audiogame, audiogame.ui.view, audiogame.companion, audiogame.online.server;"
        "print(audiogame.__file__)"
    )
    done = subprocess.run(
        [str(installed.bindir / "python"), "-c", code],
        cwd=installed.elsewhere,
        env=installed.environ(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    where = Path(done.stdout.strip())
    assert installed.env in where.parents and ROOT not in where.parents


def _play_until_my_turn(home: Path, args: list[str]) -> PtyProgram:
    """Start a game in a pseudo-terminal and wait until "Your turn" is said (the caller quits)."""
    write_settings(home)
    program = PtyProgram(home, args, extra_env={"PYTHONPATH": ""})
    try:
        program.wait_ready(Translator("en").t("prompt-your-turn").rstrip("."), timeout=60)
    except BaseException:
        program.kill()
        program.close_terminal()
        raise AssertionError(f"no turn; the terminal showed:\n{program.screen_text}") from None
    return program


@pytest.mark.parametrize("game", sorted(ENTRIES))
def test_a_game_in_a_terminal_reaches_my_turn(
    from_the_venv: Installed, tmp_path: Path, game: str
) -> None:
    args = ["--game", game, "--level", "easy", "--seed", "4", "--pace", "none", "--no-sound"]
    with _play_until_my_turn(tmp_path, args) as program:
        program.send("h")
        wait_until(lambda: program.speech.spoken()[-1][0] == "interrupt", 20, "the hand read")
        program.send("ctrl-q")
        assert program.wait(20) == 0
        screen = program.screen_text
    assert "Traceback" not in screen, screen


def test_a_kept_game_is_reviewed_with_its_coach(from_the_venv: Installed, tmp_path: Path) -> None:
    """``audiogame review`` from the wheel: the finished game kept is listed, its review room
    opens and the coach (engine.coach, its locale strings) answers C."""
    import engine
    from audiogame.finished import FinishedGames
    from audiogame.saves import SavedGame

    game = engine.new_game("fox", 2, 3, target=1)
    while not game.is_over:
        game.step(game.legal_actions()[0])
    FinishedGames(tmp_path / "data" / "finished").keep(SavedGame(game.record(), 0), 50)
    write_settings(tmp_path)
    tr = Translator("en")
    with PtyProgram(tmp_path, ["review"], extra_env={"PYTHONPATH": ""}) as program:
        program.wait_ready(tr.t("finished-title"), timeout=60)
        program.send("enter", "enter")  # the game, then Review this game
        program.speech.wait_for("Review, 1 round", 30)
        for _ in range(200):  # C until the coach has valued the game (it works meanwhile)
            before = program.speech.count("Coach")
            program.send("c")
            program.speech.wait_for("Coach", 20, count=before + 1)
            if "thinking" not in program.speech.texts()[-1]:
                break
        said = program.speech.texts()[-1]
        assert said.startswith("Coach: ") and "thinking" not in said, said
        program.send("ctrl-q")
        assert program.wait(20) == 0
    assert "Traceback" not in program.screen_text


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="the built-in voice needs espeak-ng")
def test_the_large_view(from_the_venv: Installed, tmp_path: Path) -> None:
    args = ["--output", "tts", "--view", "large", "--game", "fox", "--level", "easy"]
    args += ["--seed", "11", "--pace", "none", "--no-sound"]
    with _play_until_my_turn(tmp_path, args) as program:
        wait_until(lambda: b"\x1b[?1049h" in program.raw, 20, "the view taking the screen")
        wait_until(lambda: "Scores" in program.screen_text, 20, "the table drawn")
        program.send("ctrl-q")
        assert program.wait(20) == 0
    assert "Traceback" not in program.screen_text


@pytest.mark.parametrize("game", sorted(ENTRIES))
def test_a_whole_demo(installed: Installed, tmp_path: Path, game: str) -> None:
    done = installed.run(
        tmp_path, "demo", "--game", game, "--output", "terminal", "--no-sound", "--level", "easy",
        "--seed", "3", "--lang", "en",
    )  # fmt: skip
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.splitlines()[-1].startswith("Game over."), done.stdout[-500:]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules(installed: Installed, tmp_path: Path, lang: str) -> None:
    done = installed.run(tmp_path, "rules", "--lang", lang)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    # The very text of the source tree's messages, read from the installed package.
    assert done.stdout == "\n".join(rules_plain_text(game, lang) for game in game_names())


def test_the_companion_enters_a_short_game(installed: Installed, tmp_path: Path) -> None:
    played = play_fox(14)  # to 21 points
    assert played.result is not None
    entries = tmp_path / "entries.txt"
    entries.write_text("\n".join(played.entries) + "\n", encoding="utf-8")
    record = tmp_path / "record.json"
    done = installed.run(
        tmp_path, "companion", "--game", "fox", "--first", "0", "--target", "21",
        "--output", "terminal", "--no-sound", "--lang", "en",
        "--entries", str(entries), "--record", str(record),
    )  # fmt: skip
    assert done.returncode == 0 and done.stderr == "", done.stderr
    written = json.loads(record.read_text(encoding="utf-8"))
    assert written["over"] is True and written["totals"] == list(played.result.totals)
    assert "Record written" in done.stdout


def test_the_doctor(installed: Installed, tmp_path: Path) -> None:
    done = installed.run(tmp_path, "doctor", "--lang", "fr", "--output", "terminal")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    lines = done.stdout.splitlines()
    tr = Translator("fr")
    assert tr.t("doctor-speech-works", mode="terminal") in lines
    assert tr.t("doctor-saves", count=0) == lines[-1]


def test_the_server_answers_hello(installed: Installed, tmp_path: Path) -> None:
    from websockets.sync.client import connect

    proc = subprocess.Popen(
        [str(installed.program), "serve", "--port", "0", "--data", str(tmp_path / "tables")],
        cwd=installed.elsewhere,
        env=installed.environ(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # "audiogame: serving on ws://127.0.0.1:PORT"
        assert line.startswith("audiogame: serving on ws://127.0.0.1:"), line
        with connect(line.split()[-1], open_timeout=20) as socket:
            socket.send(json.dumps({"t": "hello", "v": VERSION, "lang": "fr"}))
            answer = json.loads(socket.recv(timeout=20))
        assert answer == {"t": "welcome", "v": VERSION}
        page = proc.stdout.readline().split()[-1]  # "In a browser: http://127.0.0.1:PORT/"
        assert page == line.split()[-1].replace("ws://", "http://") + "/"
        _the_page_is_served(page)
    finally:
        _stop(proc)
    assert proc.returncode == 0 or proc.returncode == -15
    assert proc.stderr is not None and "Traceback" not in proc.stderr.read()
    assert os.path.isdir(tmp_path / "tables")


def test_server_processes_sharing_a_database_pass_a_table_on(
    installed: Installed, pg_database: str, tmp_path: Path
) -> None:
    """``serve --store postgresql://... --node NAME`` from the wheel with its ``postgresql``
    extra (docs/hosting.md): two processes behind HAProxy; the table's process is stopped
    mid-game as a host stops it, and both players follow the table to the other process
    without hearing a thing, then play to the end."""
    from cluster_helpers import cut_words, is_over, seated_pair, stop_the_holder
    from online_helpers import play_out, until

    from tools.serve_cluster import ServeCluster, available

    why = available()
    if why is not None:
        pytest.skip(why)
    (wheel,) = (installed.env.parent / "wheels").glob("audiogame-*.whl")
    run(installed.bindir / "python", "-m", "pip", "install", "--quiet", f"{wheel}[postgresql]")
    with ServeCluster(
        pg_database,
        nodes=2,
        lease=1.0,
        program=(str(installed.program),),
        cwd=installed.elsewhere,
        environ=installed.environ(tmp_path),
    ) as cluster:

        async def main() -> None:
            en, fr = await seated_pair(cluster.url)
            try:
                rng = random.Random(5)
                await stop_the_holder(cluster, [en, fr], rng, at=4)
                await play_out([en, fr], rng)
                await until(lambda: all(is_over(p) for p in (en, fr)), 30)
                assert cut_words(en) == [] and cut_words(fr) == [], (en.heard, fr.heard)
            finally:
                for player in (en, fr):
                    await player.client.close()

        asyncio.run(asyncio.wait_for(main(), 120))
        for name in cluster.procs:
            assert "Traceback" not in cluster.errors(name), cluster.errors(name)


def _the_page_is_served(address: str) -> None:
    """The web page and its files, from the installed package, with their policy."""
    with urllib.request.urlopen(address, timeout=20) as answer:
        html = answer.read().decode("utf-8")
        assert answer.headers["Content-Security-Policy"] == CSP
    assert '<script type="module" src="app.js">' in html
    for name in FILES:
        with urllib.request.urlopen(address + name, timeout=20) as answer:
            assert answer.status == 200 and answer.read()


def test_the_web_command_serves_the_page_on_this_computer(
    installed: Installed, tmp_path: Path
) -> None:
    env = installed.environ(tmp_path)
    env["BROWSER"] = "true"  # the browser opened: a command that does nothing
    proc = subprocess.Popen(
        [str(installed.program), "web", "--lang", "fr", "--no-browser"],
        cwd=installed.elsewhere,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        address = next(w for w in line.split() if w.startswith("http://127.0.0.1:")).rstrip(".")
        assert address.endswith("/?lang=fr") and "navigateur" in line, line
        _the_page_is_served(address.split("?")[0])
        # its first words, from the installed locale files: said before the socket connects
        with urllib.request.urlopen(address, timeout=20) as answer:
            html = answer.read().decode("utf-8")
        assert '<html lang="fr">' in html and ">Connexion au serveur.</p>" in html
        assert 'data-en-web-server-busy="Server full' in html
        # a game finished there is kept in the player's own folder, for review
        port = int(address.split(":")[2].split("/")[0])
        asyncio.run(asyncio.wait_for(_a_game_on_the_page(port), 120))
        kept = list(tmp_path.rglob("finished/online/onlinefox-*.json"))
        assert len(kept) == 1, sorted(str(p) for p in tmp_path.rglob("*.json"))
    finally:
        _stop(proc)
    assert proc.stderr is not None and proc.stderr.read() == ""


async def _a_game_on_the_page(port: int) -> None:
    from test_web_review import play_to_the_end
    from test_web_seat import GAMES
    from web_helpers import open_page

    page = await open_page(port, "fr")
    try:
        await page.send({"t": "create", "name": "Ada", **GAMES["fox"][0]})
        await play_to_the_end(page)
        offer = str(Translator("fr").t("web-review-offer"))
        deadline = asyncio.get_running_loop().time() + 30
        while offer not in page.log:
            assert asyncio.get_running_loop().time() < deadline, page.log[-3:]
            await asyncio.sleep(0.02)
    finally:
        await page.close()


def _stop(proc: subprocess.Popen[str]) -> None:
    """Stop a server as Control+C would, killing it if it does not stop."""
    proc.terminate()
    try:
        proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)
