"""The screen-reader backend through accessible-output2 and a real, sandboxed speech-dispatcher.

The daemon runs with a temporary configuration (temporary XDG_CONFIG_HOME and XDG_RUNTIME_DIR,
audio through ALSA's file plugin) and is killed at teardown; every wait is bounded.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from e2e_helpers import wait_until

from audiogame.sound.pcm import rms
from audiogame.speech import (
    AutoSpeaker,
    Candidate,
    Failure,
    ScreenReaderSpeaker,
    SpeakerError,
    SpeechQueue,
    TerminalSpeaker,
    open_speech,
    screenreader,
    speechd,
)
from tools.speechd_sandbox import SpeechDispatcherSandbox, available

needs_speechd = pytest.mark.skipif(
    not available(), reason="speech-dispatcher is not installed (CI installs it)"
)


@pytest.fixture
def sandbox(monkeypatch: pytest.MonkeyPatch) -> Iterator[SpeechDispatcherSandbox]:
    daemon = SpeechDispatcherSandbox().start(timeout=10.0)
    try:
        for name, value in daemon.env.items():
            monkeypatch.setenv(name, value)
        yield daemon
    finally:
        daemon.close()


@needs_speechd
def test_speech_reaches_speech_dispatcher_and_is_not_silent(
    sandbox: SpeechDispatcherSandbox, capfd: pytest.CaptureFixture[str]
) -> None:
    speaker = ScreenReaderSpeaker.start(timeout=10.0)
    try:
        assert speaker.name == "screenreader"
        assert speaker.detail == "Linux Speech Dispatcher"
        speaker.braille("no braille display: ignored")
        speaker.speak("The queen of hearts wins the trick.", interrupt=True)
        size = sandbox.wait_for_audio(min_bytes=20_000, timeout=10.0)
    finally:
        speaker.close()
    samples = sandbox.captured_audio()
    assert size >= 20_000 and len(samples) * 2 == size
    assert rms(samples) > 0.02
    assert capfd.readouterr() == ("", "")  # accessible-output2's install hints were captured


@needs_speechd
def test_each_message_is_reported_begun_then_ended_through_the_event_router(
    sandbox: SpeechDispatcherSandbox,
) -> None:
    """Short messages one after the other (the ones whose reports could come before the
    library knows their ids): every one is reported, none stays owed."""
    from audiogame.speech.speechd_output import TrackedSpeechDispatcher

    output = TrackedSpeechDispatcher(spawn=False)
    reports: list[tuple[int, str]] = []
    lock = threading.Lock()

    def report(number: int) -> Callable[[str], None]:
        def say(kind: str) -> None:
            with lock:
                reports.append((number, kind))

        return say

    try:
        for number in range(6):
            output.progress_speak(f"{number}", False, report(number))
        wait_until(lambda: sum(kind == "end" for _, kind in reports) == 6, 15.0, "six ends")
    finally:
        output.close()
    for number in range(6):
        assert [kind for n, kind in reports if n == number] == ["begin", "end"]


@needs_speechd
def test_auto_picks_the_screen_reader_when_one_runs(sandbox: SpeechDispatcherSandbox) -> None:
    speech = open_speech("auto", audio=None)
    try:
        assert speech.auto is not None and speech.auto.chosen == "screenreader"
        speech.say("Your turn.")
        assert sandbox.wait_for_audio(min_bytes=5_000, timeout=10.0) >= 5_000
    finally:
        speech.close()


def test_no_screen_reader_is_an_error_not_a_hang() -> None:
    with pytest.raises(SpeakerError, match="no screen reader"):
        ScreenReaderSpeaker.start(finder=lambda: None)
    release = threading.Event()
    with pytest.raises(SpeakerError, match="in time"):
        ScreenReaderSpeaker.start(timeout=0.2, finder=lambda: release.wait(5.0))
    release.set()


class GoneReader:
    """An accessible-output2 output whose screen reader quits after the first message."""

    name = "NVDA"

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []
        self.braille_texts: list[str] = []

    def is_active(self) -> bool:
        return not self.said

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append((text, interrupt))

    def braille(self, text: str) -> bool:
        self.braille_texts.append(text)
        return True

    def silence(self) -> None:
        pass


def test_screen_reader_speaks_and_brailles_separately_and_notices_when_gone() -> None:
    output = GoneReader()
    speaker = ScreenReaderSpeaker.start(finder=lambda: output)
    try:
        assert speaker.detail == "NVDA"
        speaker.speak("Hand: 4 cards.", interrupt=True)
        speaker.braille("4 cards")
        speaker.stop()
        with pytest.raises(SpeakerError, match="no longer running"):
            speaker.speak("lost?")
    finally:
        speaker.close()
    assert output.said == [("Hand: 4 cards.", True)]
    assert output.braille_texts == ["4 cards"]


class ReportingReader:
    """A reader that reports each message's progress (as speech-dispatcher does), when the test
    says so; it says nothing by itself."""

    name = "Linux Speech Dispatcher"

    def __init__(self) -> None:
        self.reports: dict[str, Callable[[str], None]] = {}

    def is_active(self) -> bool:
        return True

    def progress_speak(self, text: str, interrupt: bool, report: Callable[[str], None]) -> None:
        self.reports[text] = report

    def silence(self) -> None:
        pass

    def ping(self) -> None:
        pass


def test_messages_an_interruption_cut_off_stay_owed_until_the_reader_settles_them() -> None:
    """A reader that never answers said none of them: the hand-over says them all, in order.
    One that cancels or speaks on settles them, as its reports come."""
    output = ReportingReader()
    speaker = ScreenReaderSpeaker.start(finder=lambda: output, watch_interval=60.0)
    try:
        speaker.speak("Speech: Screen reader.")
        speaker.speak("Main menu. New game of Fearless, 1 of 10")
        speaker.speak("New game of The Fox in the Forest, 2 of 10", interrupt=True)
        assert [u.text for u in speaker.take_unspoken()] == [
            "Speech: Screen reader.",
            "Main menu. New game of Fearless, 1 of 10",
            "New game of The Fox in the Forest, 2 of 10",
        ]
        speaker.speak("Hand: 13 cards.")
        speaker.speak("Scores: you 0.", interrupt=True)
        speaker.speak("Trick 2.", interrupt=True)
        output.reports["Hand: 13 cards."]("cancel")
        assert [u.text for u in speaker.take_unspoken()] == ["Scores: you 0.", "Trick 2."]
        speaker.speak("Your turn.")
        speaker.speak("West plays.", interrupt=True)
        output.reports["West plays."]("begin")  # speaking again: the older one was cut off
        assert [u.text for u in speaker.take_unspoken()] == ["West plays."]
    finally:
        speaker.close()


class PingedReader(ReportingReader):
    """A reporting reader that counts the watchdog's questions."""

    def __init__(self) -> None:
        super().__init__()
        self.pings = 0

    def ping(self) -> None:
        self.pings += 1


def _quick_watchdog(monkeypatch: pytest.MonkeyPatch) -> None:
    """The watchdog's limits made short, so that a test waits for its verdict, not for them."""
    monkeypatch.setattr(screenreader, "FIRST_BEGIN_TIMEOUT", 0.3)
    monkeypatch.setattr(screenreader, "FIRST_WORD_TIME", 0.0)
    monkeypatch.setattr(screenreader, "BEGIN_TIMEOUT", 0.3)
    monkeypatch.setattr(screenreader, "SILENT_GRACE", 0.3)


@pytest.mark.parametrize("begun", [False, True], ids=["never-begun", "begun-never-ended"])
def test_a_reader_that_never_ends_its_first_message_is_left_and_its_announcement_dropped(
    monkeypatch: pytest.MonkeyPatch, begun: bool
) -> None:
    """speech-dispatcher with no sound takes messages, begins the first and never ends it: a
    reader that has not yet said a message to its end and lets it pass is left at once (no
    question and grace first: it cost 12 to 18 s of silence); the hand-over is said, then what
    was unsaid, but for what is no longer true once the reader is left: its announcement."""
    _quick_watchdog(monkeypatch)
    reader = PingedReader()
    printed = io.StringIO()
    switched = threading.Event()

    def switch(old: str, new: str, failure: Failure) -> None:
        printed.write(f"{old} not answering; {new} now.\n")
        switched.set()

    auto = AutoSpeaker(
        [
            Candidate(
                "screenreader",
                lambda: ScreenReaderSpeaker.start(finder=lambda: reader, watch_interval=0.05),
            ),
            Candidate("terminal", lambda: TerminalSpeaker(printed)),
        ],
        on_switch=switch,
    )
    auto.stale = lambda text: text == "Speech: Screen reader."
    try:
        auto.speak("Speech: Screen reader.")
        if begun:
            reader.reports["Speech: Screen reader."]("begin")
        auto.speak("Welcome. Choose your language.")
        assert switched.wait(20.0)
    finally:
        auto.close()
    assert "never said a message to its end" in auto.failures[-1].reason
    assert reader.pings == 0
    assert printed.getvalue().splitlines() == [
        "screenreader not answering; terminal now.",
        "Welcome. Choose your language.",
    ]


def test_a_reader_that_has_spoken_is_asked_before_it_is_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Once it has said something, a reader that is slow to begin (busy with its own speech,
    a long queue) is asked whether it is there before it is left."""
    _quick_watchdog(monkeypatch)
    reader = PingedReader()
    failed = threading.Event()
    speaker = ScreenReaderSpeaker.start(finder=lambda: reader, watch_interval=0.05)
    speaker.set_failure_handler(lambda _speaker, _error: failed.set())
    try:
        speaker.speak("Main menu.")
        reader.reports["Main menu."]("begin")
        reader.reports["Main menu."]("end")
        speaker.speak("New game.")
        assert failed.wait(20.0)
    finally:
        speaker.close()
    assert reader.pings >= 1


def test_speech_dispatcher_is_asked_for_the_game_language() -> None:
    class Reader(GoneReader):
        def __init__(self) -> None:
            super().__init__()
            self.languages: list[str] = []

        def set_language(self, lang: str) -> None:
            self.languages.append(lang)

    output = Reader()
    speaker = ScreenReaderSpeaker.start(finder=lambda: output, lang="fr")
    speaker.close()
    assert output.languages == ["fr"]


# -- a speech-dispatcher that hangs or dies, and the daemons we start ----------------------------


def _daemons_of(env: dict[str, str]) -> set[int]:
    """The ``--spawn`` daemons serving the socket ``env`` leads to."""
    with pytest.MonkeyPatch.context() as patch:
        for name, value in env.items():
            patch.setenv(name, value)
        if "SPEECHD_ADDRESS" not in env:
            patch.delenv("SPEECHD_ADDRESS", raising=False)
        return speechd.spawned_daemons(speechd.socket_path())


class Switches:
    """Records hand-overs, and says each on the new output as the program does."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []
        self.speech: SpeechQueue | None = None

    def __call__(self, old: str, new: str, failure: Failure) -> None:
        self.seen.append((old, new))
        assert self.speech is not None
        self.speech.say(f"{old} stopped; {new} speaks now.")


def _open(switches: Switches, stream: io.StringIO) -> SpeechQueue:
    speech = open_speech("screenreader", audio=None, stream=stream, on_switch=switches)
    switches.speech = speech
    assert speech.name == "screenreader"
    return speech


def _printed(stream: io.StringIO) -> list[str]:
    return stream.getvalue().splitlines()


def _said_to_its_end(speech: SpeechQueue) -> None:
    """Wait until the screen reader reported the end of what it was saying (under load the
    report comes well after the audio began: a message whose end was never reported is rightly
    said again after a hand-over)."""
    assert speech.auto is not None
    reader = speech.auto.current
    assert isinstance(reader, ScreenReaderSpeaker)
    wait_until(lambda: reader.unfinished() == 0, 20.0, "the end of the message")


@needs_speechd
@pytest.mark.parametrize(
    ("how", "after"),
    [
        pytest.param("hung", ["North wins the trick.", "Your turn."], id="hung"),
        pytest.param("killed", ["Your turn."], id="killed"),
    ],
)
def test_a_hung_or_killed_speech_dispatcher_is_left_and_nothing_unsaid_is_lost(
    sandbox: SpeechDispatcherSandbox, how: str, after: list[str]
) -> None:
    """Hung (accepts on its socket, never answers): the watchdog hands over to the terminal.
    Killed: the hand-over comes at the next message. Either way every message after it is said
    there."""
    switches, stream = Switches(), io.StringIO()
    speech = _open(switches, stream)
    assert sandbox.pid is not None
    try:
        speech.say("West plays the 7 of Bells.")
        sandbox.wait_for_audio(min_bytes=5_000, timeout=10.0)
        _said_to_its_end(speech)
        if how == "hung":
            os.kill(sandbox.pid, signal.SIGSTOP)
        else:
            os.killpg(sandbox.pid, signal.SIGKILL)
        for text in after:
            speech.say(text)
        if how == "hung":
            wait_until(lambda: after[-1] in _printed(stream), 20.0, "the terminal to speak")
    finally:
        if how == "hung":
            os.kill(sandbox.pid, signal.SIGCONT)
        speech.close()
    assert switches.seen == [("screenreader", "terminal")]
    assert _printed(stream) == ["screenreader stopped; terminal speaks now.", *after]


@needs_speechd
def test_a_message_accepted_by_a_daemon_that_then_hangs_is_said_elsewhere(
    sandbox: SpeechDispatcherSandbox,
) -> None:
    switches, stream = Switches(), io.StringIO()
    speech = _open(switches, stream)
    assert sandbox.pid is not None
    try:
        speech.say("Warm-up.")
        sandbox.wait_for_audio(min_bytes=2_000, timeout=10.0)
        _said_to_its_end(speech)
        speech.say("Round 2. Decree: 7 of Keys, trump Keys. North leads.")
        os.kill(sandbox.pid, signal.SIGSTOP)  # right after it was accepted, before it ended
        wait_until(lambda: len(_printed(stream)) >= 2, 25.0, "the watchdog to hand over")
    finally:
        os.kill(sandbox.pid, signal.SIGCONT)
        speech.close()
    assert switches.seen == [("screenreader", "terminal")]
    assert _printed(stream) == [
        "screenreader stopped; terminal speaks now.",
        "Round 2. Decree: 7 of Keys, trump Keys. North leads.",
    ]


@needs_speechd
def test_a_daemon_we_started_is_stopped_and_one_we_found_is_never_touched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    root = Path(tempfile.mkdtemp(prefix="ag-sd-"))  # short: a socket path has ~100 bytes
    sandbox = SpeechDispatcherSandbox(root=root / "ours").configure()
    env = {k: v for k, v in sandbox.env.items() if k != "SPEECHD_ADDRESS"}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)
    # auto mode never starts one: with no daemon there is no Orca, so no screen reader
    with pytest.raises(SpeakerError):
        ScreenReaderSpeaker.start(timeout=8.0)
    assert _daemons_of(env) == set()
    # asked for the screen reader by name: one is started, and stopped at the end
    speaker = ScreenReaderSpeaker.start(timeout=10.0, allow_spawn=True)
    ours = _daemons_of(env)
    assert len(ours) == 1
    speaker.speak("Started for this game only.")
    speaker.close()
    wait_until(lambda: not _daemons_of(env), 10.0, "our daemon to stop")
    # a daemon that was running before (the desktop's, Orca's) is left running
    with SpeechDispatcherSandbox(root=root / "desktop") as desktop:
        for name, value in desktop.env.items():
            monkeypatch.setenv(name, value)
        speaker = ScreenReaderSpeaker.start(timeout=10.0, allow_spawn=True)
        speaker.speak("Borrowed.")
        speaker.close()
        assert desktop.pid is not None
        os.kill(desktop.pid, 0)  # still there
        assert desktop.wait_for_audio(min_bytes=2_000, timeout=10.0) >= 2_000
    shutil.rmtree(root, ignore_errors=True)


@needs_speechd
def test_a_daemon_we_started_that_hangs_and_ignores_sigterm_does_not_outlive_us(
    tmp_path: Path,
) -> None:
    """Where speech-dispatcher cannot speak (no sound card, its own default configuration), a
    daemon we start takes messages, says none, and ignores SIGTERM: a program that closes its
    speech and ends at once still stops it (one that quit within 2 s of the hand-over left it
    running)."""
    runtime = Path(tempfile.mkdtemp(prefix="ag-sd-"))  # short: a socket path has ~100 bytes
    runtime.chmod(0o700)
    env = {"XDG_RUNTIME_DIR": str(runtime), "HOME": str(tmp_path)}
    child_env = {
        k: v for k, v in os.environ.items() if k not in ("SPEECHD_ADDRESS", "XDG_CONFIG_HOME")
    }
    program = (
        "import time\n"
        "from audiogame.speech import ScreenReaderSpeaker, SpeakerError, speechd\n"
        "speaker = ScreenReaderSpeaker.start(timeout=10.0, allow_spawn=True)\n"
        "print(sorted(speechd.spawned_daemons(speechd.socket_path())), flush=True)\n"
        "for n in range(8):\n"  # until a message is not even taken (the daemon hung)
        "    try:\n"
        "        speaker.speak(f'Message {n}: nobody hears it.')\n"
        "    except SpeakerError:\n"
        "        break\n"
        "    time.sleep(0.5)\n"
        "speaker.close()\n"
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", program],
            env={**child_env, **env},
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        ours = set(json.loads(done.stdout))
        assert len(ours) == 1, done.stdout
        assert not {pid for pid in ours if _running(pid)}
    finally:
        speechd.stop_daemons(_daemons_of(env))
        shutil.rmtree(runtime, ignore_errors=True)


def _running(pid: int) -> bool:
    """A process that exists and is not a zombie."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


@needs_speechd
def test_a_message_in_both_languages_is_said_by_each_language_s_voice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before a language is chosen, messages are said in both: through speech-dispatcher each
    part goes with its own language (a French voice for the French half), one message for the
    speaker's reports; a message in one language is said as before."""
    from audiogame.i18n import Translator
    from tools.orca_desk import read_ear

    ear = tmp_path / "ear.jsonl"
    daemon = SpeechDispatcherSandbox(root=tmp_path / "speechd", ear=ear).start(timeout=10.0)
    speaker = None
    try:
        for name, value in daemon.env.items():
            monkeypatch.setenv(name, value)
        speaker = ScreenReaderSpeaker.start(lang="en")
        tr = Translator("en")
        tr.set_undecided()
        welcome = tr.t("first-run-language")
        speaker.speak(welcome)
        speaker.speak(Translator("en").t("first-run-language"))  # the voice is English again
        wait_until(lambda: len([u for u in read_ear(ear) if u.whole]) == 3, 30.0, "three said")
        wait_until(lambda: speaker is not None and speaker.unfinished() == 0, 10.0, "settled")
    finally:
        if speaker is not None:
            speaker.close()
        daemon.close()
    said = [(u.text, u.language[:2]) for u in read_ear(ear)]
    english, french = welcome.languages
    assert said == [(english[1], "en"), (french[1], "fr"), (english[1], "en")], said
