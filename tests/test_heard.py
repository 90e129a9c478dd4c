"""Heard once: what a console screen reader hears while the real program runs in a terminal.

The program runs in a pseudo-terminal; its raw output is replayed through a terminal emulator and
every new or changed line after each key counts as heard (``tests/heard.py``). The contract of
``docs/architecture.md``, checked for the first run, the menus, F1, F2, the settings and whole
games of both games in both languages:

- terminal text: every message said is heard exactly once, and nothing else is heard;
- built-in voice: the printed log holds each message once (or nothing, with the log hidden);
- screen reader: the console shows nothing at all (the screen reader speaks for itself).

The terminal-mode runs are kept as golden *heard* transcripts beside the spoken ones
(``tests/golden/heard-*.txt``; rewrite with ``UPDATE_GOLDEN=1``).
"""

from __future__ import annotations

import os
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_helpers import wait_until, write_settings
from heard import (
    HeardRun,
    Player,
    cursor_misplaced,
    extra_hearings,
    heard_transcript,
    messages_of,
    unheard,
)

from audiogame.i18n import Translator
from audiogame.sound.output import open_audio
from tools.speechd_sandbox import SpeechDispatcherSandbox, available

GOLDEN = Path(__file__).parent / "golden"

needs_espeak = pytest.mark.skipif(
    shutil.which("espeak-ng") is None, reason="espeak-ng is not installed (CI installs it)"
)
needs_speechd = pytest.mark.skipif(
    not available(), reason="speech-dispatcher is not installed (CI installs it)"
)

MODES = [
    "terminal",
    pytest.param("tts", marks=needs_espeak),
    pytest.param("screenreader", marks=needs_speechd),
]


@pytest.fixture
def speech_env(request: pytest.FixtureRequest) -> Iterator[dict[str, str]]:
    """The environment the mode needs: a private speech-dispatcher for the screen reader."""
    mode = request.node.callspec.params["mode"]
    if mode != "screenreader":
        yield {}
        return
    with SpeechDispatcherSandbox() as daemon:
        yield _daemon_env(daemon)


def _daemon_env(daemon: SpeechDispatcherSandbox) -> dict[str, str]:
    """What leads the program to ``daemon``, and the test to its log and process."""
    return {
        **daemon.env,
        "AUDIOGAME_TEST_SPEECHD_LOG": str(daemon.log_dir),
        "AUDIOGAME_TEST_SPEECHD_PID": str(daemon.pid),
    }


def _logs(run: HeardRun) -> str:
    """The program's log and the speech daemon's, for a failure message."""
    parts = [_daemon_state(run)]
    for path in [run.home / "state" / "audiogame.log", *_daemon_logs(run)]:
        if path.exists():
            parts.append(f"--- {path.name}\n" + path.read_text(errors="replace")[-3000:])
    return "\n".join(parts)


def _daemon_state(run: HeardRun) -> str:
    """Whether the test's speech-dispatcher still runs (a daemon that died under load closes
    every connection: the program then rightly falls back to terminal text)."""
    pid = (run.env or {}).get("AUDIOGAME_TEST_SPEECHD_PID")
    if not pid:
        return "--- no speech-dispatcher of the test's own"
    stat = Path(f"/proc/{pid}/stat")
    if not stat.exists():
        return f"--- speech-dispatcher {pid}: gone"
    fields = stat.read_text().split(") ")[-1].split()
    state, how = fields[0], ""
    if state == "Z" and len(fields) >= 50:  # its exit status, as waitpid reports it
        status = int(fields[-1])
        how = f", killed by signal {status & 0x7F}" if status & 0x7F else f", exit {status >> 8}"
    return f"--- speech-dispatcher {pid}: state {state} (Z: it died{how})"


def _daemon_crash(run: HeardRun) -> str | None:
    """How the test's speech-dispatcher died of a signal during ``run`` (the tests send it
    none here), else ``None``."""
    state = _daemon_state(run)
    return state.removeprefix("--- ") if "killed by signal" in state else None


def _daemon_logs(run: HeardRun) -> list[Path]:
    folder = (run.env or {}).get("AUDIOGAME_TEST_SPEECHD_LOG")
    return sorted(Path(folder).glob("*.log")) if folder else []


def announcement(tr: Translator, mode: str) -> str:
    """What the start says of ``mode`` on this machine: the built-in voice says it will not be
    heard where there is no sound device (issue 34, item 12)."""
    if mode == "tts":
        audio = open_audio()
        try:
            if audio.silent:
                return tr.t("output-tts-silent")
        finally:
            audio.close()
    return tr.t("output-auto-chose", mode=mode)


def check(run: HeardRun, mode: str, lang: str = "en", *, first_run: bool = False) -> None:
    """The output contract of ``mode`` for everything said and heard in ``run`` (on the first
    run, the output is said in every language: none is chosen yet)."""
    said, heard = run.said(), run.heard()
    assert said, "nothing was said"
    tr = Translator(lang)
    if first_run:
        tr.set_undecided()
    assert said[0] == announcement(tr, mode), f"{said[0]}\n{_logs(run)}"  # the log says why
    if mode == "screenreader":
        assert heard == [], f"the console echoed {len(heard)} lines: {heard[:5]}\n{_logs(run)}"
        return
    assert not extra_hearings(said, heard), extra_hearings(said, heard).most_common(10)
    assert not unheard(said, heard), unheard(said, heard).most_common(10)
    # the cursor rests at the end of the newest message, where Orca reads it on an arrow key
    # (on the empty line below it, every arrow read "blank")
    assert not cursor_misplaced(run), cursor_misplaced(run)[:3]


def check_golden(run: HeardRun, name: str) -> None:
    text = heard_transcript(run)
    path = GOLDEN / f"heard-{name}.txt"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path.name}: run with UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")


FIRST_RUN = {
    "en": ["x", "tab", "f1", "down", "up", "enter"],
    "fr": ["down", "pageup", "enter"],
}
"""Choosing the language on the first screen (what is said there is in both languages)."""

MENUS = [
    # the output menu of the first run: terminal text, its test sentence, "did you hear it?":
    # no, back to the outputs, terminal text again, yes (no voice speed for terminal text)
    "down", "down", "down", "enter", "down", "enter", "end", "enter", "enter",
    # the main menu, its keys (F1), the settings, the rules reader
    "down", "down", "f1", "down", "down", "escape",
    "end", "up", "up", "enter",
    "down", "down", "right", "left", "down", "down", "down", "end", "escape",
    "up", "up", "enter", "enter", "down", "down", "pagedown", "up", "escape", "escape",
    "pageup", "pageup", "f3", "f4", "ctrl-home", "ctrl-end", "x",
]  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_first_run_and_menus_are_heard_once_in_terminal_mode(tmp_path: Path, lang: str) -> None:
    with HeardRun(tmp_path, ["--output", "terminal", "--no-sound"]) as run:
        run.start("Welcome")
        for key in [*FIRST_RUN[lang], *MENUS]:
            run.press(key)
        assert run.quit() == 0
    check(run, "terminal", first_run=True)
    check_golden(run, f"first-run-{lang}")


GAMES = {
    "fox": ["--game", "fox", "--target", "21"],
    "fearless": ["--game", "fearless", "--players", "4"],
}

GAME_KEYS = [
    "h", "right", "right", "left", "down", "up", "end", "home", "t", "s", "p", "d", "w", "i",
    "pageup", "pageup", "pagedown", "f3", "f4", "f3", "ctrl-home", "ctrl-end", "r",
    "f1", "down", "escape", "f2", "down", "escape", "x",
    "a", "n", "tab", "shift-tab", "stop", "escape", "f10", "escape",
]  # fmt: skip


SHORT_GAMES = {
    "fox": ["--game", "fox", "--target", "1"],
    "fearless": ["--game", "fearless", "--players", "3"],
}
"""Shorter games for the quick run: one Fox round, Fearless with three players."""


def _hear_a_game(
    tmp_path: Path, speech_env: dict[str, str], game_args: list[str], lang: str, mode: str
) -> HeardRun:
    """The status keys, then a whole game played with Enter, heard and checked for ``mode``."""
    run = _play_a_game(tmp_path, speech_env, game_args, lang, mode)
    crash = _daemon_crash(run)
    if crash is not None:
        # The test's own speech-dispatcher (0.11.4) died of a signal it was not sent (seen
        # under load: a segmentation fault at the program's first connection); the program
        # rightly fell back to terminal text, and this mode's contract could not be checked.
        # Played again once, with a new daemon; said in the test's output.
        print(f"the test's speech-dispatcher crashed ({crash}); playing again with another")
        with SpeechDispatcherSandbox() as daemon:
            env = {**speech_env, **_daemon_env(daemon)}
            run = _play_a_game(tmp_path / "again", env, game_args, lang, mode)
    check(run, mode, lang)
    return run


def _play_a_game(
    home: Path, env: dict[str, str], game_args: list[str], lang: str, mode: str
) -> HeardRun:
    write_settings(home, language=lang, output=mode)
    args = [*game_args, "--level", "easy", "--seed", "11", "--pace", "none", "--no-sound"]
    prints = mode != "screenreader"
    with HeardRun(home, ["--output", mode, *args], env=env, prints=prints) as run:
        run.start(Translator(lang).t("prompt-your-turn").rstrip("."))
        for key in GAME_KEYS:
            run.press(key, expect=key != "stop")
        Player.speaking(lang).play(run)
        assert run.quit() == 0
    return run


@pytest.mark.parametrize(
    ("game", "lang", "mode"),
    [
        ("fox", "en", "terminal"),
        ("fearless", "fr", "terminal"),
        pytest.param("fearless", "en", "tts", marks=needs_espeak),
        pytest.param("fox", "fr", "tts", marks=needs_espeak),
        pytest.param("fox", "en", "screenreader", marks=needs_speechd),
        pytest.param("fearless", "fr", "screenreader", marks=needs_speechd),
    ],
)
def test_a_short_game_is_heard_once(
    tmp_path: Path, speech_env: dict[str, str], game: str, lang: str, mode: str
) -> None:
    """The quick run's sample: each language in each mode family, a short game of each kind."""
    _hear_a_game(tmp_path, speech_env, SHORT_GAMES[game], lang, mode)


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["fox", "fearless"])
def test_a_whole_game_is_heard_once(
    tmp_path: Path, speech_env: dict[str, str], game: str, lang: str, mode: str
) -> None:
    run = _hear_a_game(tmp_path, speech_env, GAMES[game], lang, mode)
    if mode == "terminal":
        check_golden(run, f"{game}-{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_narrow_terminal_hears_whole_words_and_every_message_once(
    tmp_path: Path, lang: str
) -> None:
    """Messages wider than the terminal are broken at spaces (a console screen reader would
    read a word cut in two as two words): every line fits, and the lines put back together are
    the messages, each heard once."""
    write_settings(tmp_path, language=lang, output="terminal")
    args = ["--output", "terminal", *SHORT_GAMES["fox"], "--level", "easy", "--seed", "11"]
    with HeardRun(tmp_path, [*args, "--pace", "none", "--no-sound"], columns=40) as run:
        run.start(Translator(lang).t("prompt-your-turn").rstrip("."))
        for key in ["h", "t", "s", "p", "d", "f1", "escape", "enter", "enter", "enter"]:
            run.press(key)
        assert run.quit() == 0
    said, heard = run.said(), run.heard()
    assert all(len(line) < 40 for line in heard), [line for line in heard if len(line) >= 40]
    assert any(len(text) >= 40 for text in said)  # some messages were broken
    messages = messages_of(heard, said)
    assert not extra_hearings(said, messages), extra_hearings(said, messages).most_common(5)
    assert not unheard(said, messages), unheard(said, messages).most_common(5)


@needs_espeak
def test_the_built_in_voice_can_hide_its_printed_log(tmp_path: Path) -> None:
    write_settings(tmp_path, output="tts", show_log=False)
    args = ["--game", "fox", "--level", "easy", "--seed", "4", "--pace", "none", "--no-sound"]
    with HeardRun(tmp_path, ["--output", "tts", *args], prints=False) as run:
        run.start("Your turn")
        for key in ["h", "right", "pageup", "f1", "down", "escape", "enter"]:
            run.press(key)
        assert run.quit() == 0
    assert run.said() and run.heard() == []


@needs_speechd
@pytest.mark.parametrize("trouble", ["hang", "kill"])
def test_a_screen_reader_failing_mid_game_is_replaced_and_nothing_is_lost(
    tmp_path: Path, trouble: str
) -> None:
    switched = Translator("en").t("output-switched", mode="screenreader", fallback="terminal")
    args = ["--game", "fox", "--level", "easy", "--seed", "5", "--pace", "none", "--no-sound"]
    write_settings(tmp_path, output="screenreader")
    with SpeechDispatcherSandbox() as daemon:
        assert daemon.pid is not None
        try:
            argv = ["--output", "screenreader", *args]
            with HeardRun(tmp_path, argv, env=daemon.env, prints=False) as run:
                run.start("Your turn")
                run.press("h")
                daemon.wait_for_audio(min_bytes=20_000, timeout=15.0)
                said_before = len(run.said())
                if trouble == "hang":
                    os.kill(daemon.pid, signal.SIGSTOP)
                else:
                    os.killpg(daemon.pid, signal.SIGKILL)
                run.press("right", until=lambda text: text == switched)
                for key in ["t", "pageup", "enter", "w"]:
                    run.press(key)
                assert run.quit() == 0
        finally:
            if trouble == "hang":
                os.kill(daemon.pid, signal.SIGCONT)
    said, heard = run.said(), run.heard()
    assert heard and heard[0] == switched, heard[:3]
    after = said[said_before:]
    assert not unheard(after, heard), unheard(after, heard)  # all said since is heard, once
    assert not extra_hearings(said, heard), extra_hearings(said, heard)


@needs_espeak
def test_a_new_output_is_announced_before_its_test_sentence_and_a_new_speed_never(
    tmp_path: Path,
) -> None:
    """The first run in French with terminal text, then the built-in voice chosen: its test
    sentence is said by the voice, after "Parole : Voix intégrée.", and is the last thing said;
    each press on the voice speed is said in the new speed and nothing else."""
    fr = Translator("fr")
    question = fr.sentences(
        fr.t("first-run-test"),
        fr.t("menu-item-position", item=fr.t("first-run-heard-yes"), position=1, count=2),
    )
    speeds = [
        fr.t(
            "menu-item-value",
            item=fr.t("settings-speech-rate"),
            value=fr.t("settings-percent", percent=p),
        )
        for p in (60, 70, 60)
    ]
    with HeardRun(tmp_path, ["--output", "terminal", "--no-sound"]) as run:
        run.start("Welcome")
        run.press("down")
        run.press("enter")  # Français
        for key in ["down", "down"]:
            run.press(key)  # Voix intégrée
        before = len(run.said())
        run.press("enter", until=lambda text: text == question)
        assert run.said_since(before) == [announcement(fr, "tts"), question]
        run.press("enter")  # Oui: the voice's speed
        for key, speed in zip(["right", "right", "left"], speeds, strict=True):
            before = len(run.said())
            run.press(key)
            assert run.said_since(before) == [speed]
        run.press("enter", until=lambda text: text.startswith("Menu principal."))
        for key in ["end", "up", "up", "enter", "down"]:  # Settings, the speech output
            run.press(key)
        before = len(run.said())
        run.press("right")  # back to terminal text: announced, then the setting, said last
        output = fr.t("output-mode-name", mode="terminal")
        assert run.said_since(before) == [
            fr.t("output-auto-chose", mode="terminal"),
            fr.t("menu-item-value", item=fr.t("settings-output"), value=output),
        ]
        assert run.quit() == 0
    check(run, "terminal", first_run=True)


@needs_speechd
def test_a_screen_reader_that_never_answers_from_the_start_loses_nothing(
    tmp_path: Path,
) -> None:
    """speech-dispatcher takes the messages, but its voice never speaks (its speech module is
    stopped): the hand-over to terminal text says which output speaks now, then everything the
    player never heard, the menu's name included, before the next item; but not "Speech:
    Screen reader.", no longer true."""
    en = Translator("en")
    switched = en.t("output-switched", mode="screenreader", fallback="terminal")
    expected = [
        switched,
        "Main menu. New game of Fearless, 1 of 10",
        "New game of The Fox in the Forest, 2 of 10",
    ]
    write_settings(tmp_path, output="screenreader")
    with SpeechDispatcherSandbox() as daemon:
        assert daemon.pid is not None
        module = _speech_module(daemon.pid)
        os.kill(module, signal.SIGSTOP)
        try:
            argv = ["--output", "screenreader", "--no-sound"]
            with HeardRun(tmp_path, argv, env=daemon.env, prints=False) as run:
                run.start("Main menu")
                handed_over = switched in run.said()
                run.press("down", until=None if handed_over else lambda text: text == switched)
                wait_until(lambda: expected[-1].encode() in run.program.raw, 20.0, "the menu")
                assert run.quit() == 0
        finally:
            os.kill(module, signal.SIGCONT)
    assert run.heard() == expected, f"{run.heard()}\n{_logs(run)}"


def _speech_module(daemon: int, timeout: float = 10.0) -> int:
    """The process id of the daemon's speech module (started with it)."""
    children = Path(f"/proc/{daemon}/task/{daemon}/children")
    wait_until(lambda: bool(children.read_text().split()), timeout, "the speech module")
    return int(children.read_text().split()[0])
