"""The web table in a real browser (issue 26): Debian's Chromium, headless, by keyboard only.

- Whole games (a Fox match, a 4-player Fearless game, against computers; English and French): the
  messages that reached the page's live regions are those the terminal's online table says of
  the same seeded game with the same keys, each once, in order, with their language; each focus
  move is the listbox's active option (what the screen reader says), not a message.
- Chromium's accessibility tree (DevTools protocol): the hand a listbox of options named by the
  cards, the choices buttons, the messages a log; axe-core finds no WCAG 2.2 A or AA violation
  on the lobby, the table, a decision and the end of a game.
- Two browsers and a terminal client at one table, each in its own language, play to the end.
- Low vision: 320 CSS pixels wide (400 % zoom) without scrolling sideways, the system's dark
  and high-contrast wishes, a visible focus.
- A page whose socket is refused (the server full, or no websocket through a proxy) says so in
  its status region, in the browser's language, once and not at every attempt.

All but the first test belong to the full run. One browser serves a module's tests.
"""

from __future__ import annotations

import array
import asyncio
import fcntl
import random
import termios
import threading
import time
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import browser as web
import pytest
from online_helpers import make_player, play_out, server_thread, until
from suite import patient
from test_web_review import oracle
from test_web_seat import FAST, GAMES, MOVES, expected_answers, on_the_page
from web_helpers import Transcript, fixed_codes, terminal_game

from audiogame.i18n import Translator
from audiogame.online.protocol import CLOSE_IDLE, CLOSE_MOVED
from audiogame.review_walk import ReviewWalk
from audiogame.web.pages import CSP
from tools.orca_browser import read_witness

pytestmark = pytest.mark.skipif(web.missing() is not None, reason=str(web.missing()))


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    with web.chromium() as browser:
        yield browser


@pytest.fixture
def new_page(chromium: Any) -> Iterator[Any]:
    """Pages of a fresh context each (their own storage), with their console errors kept."""
    contexts: list[Any] = []

    def make(url: str, init: str | None = None, context: Any = None) -> Any:
        if context is None:
            context = chromium.new_context()
            contexts.append(context)
        page = context.new_page()
        if init is not None:
            page.add_init_script(init)
        page.errors = []
        page.on("console", lambda m: m.type == "error" and page.errors.append(m.text))
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        page.goto(url)
        page.wait_for_selector("#lobby:not([hidden])")
        return page

    yield make
    for context in contexts:
        context.close()


def start_game(page: Any, name: str, game: str, options: dict[str, int], **setup: Any) -> None:
    """Fill the lobby's new table by keyboard only (Tab, arrows, Space, typing) and start it."""
    web.tab_to(page, "name")
    page.keyboard.type(name)
    web.choose(page, "game", game)
    for option, value in options.items():
        web.choose(page, f"option-{option}", str(value))
    if "computers" in setup:
        web.choose(page, "computers", str(setup["computers"]))
    web.choose(page, "level", setup.get("level", "easy"))
    web.check(page, "practice", setup.get("practice", False))
    web.tab_to(page, "start")
    page.keyboard.press("Enter")


def log_count(page: Any) -> int:
    return int(page.evaluate(f"document.querySelectorAll('{web.LOG}').length"))


def answers_count(page: Any) -> int:
    return int(page.evaluate(f"document.querySelectorAll('{web.ANSWERS}').length"))


def wait_log(page: Any, count: int) -> None:
    web.wait(page, f"n => document.querySelectorAll('{web.LOG}').length >= n", count)


# --- the first test: quick ----------------------------------------------------------------------


def test_the_page_opens_in_chromium_in_the_player_s_language(new_page: Any) -> None:
    """The quick run's smoke test: the page, its strict policy, its French words, its language,
    a game started and a key answered, nothing refused by the policy."""
    with server_thread(None, deal_seed=5) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=fr")
        response = page.request.get(f"http://127.0.0.1:{server.port}/")
        assert response.headers["content-security-policy"] == CSP
        fr = Translator("fr")
        assert page.evaluate("document.documentElement.lang") == "fr"
        assert page.title() == fr.t("web-title", place=fr.t("web-title-lobby"))
        assert page.inner_text("#new-title") == fr.t("web-new")
        start_game(page, "Béa", "fox", {"target": 16})
        page.wait_for_selector("#table:not([hidden])")
        # the title follows the screen: the table and its round (a tab switcher tells them)
        heading = page.inner_text("#table-heading")
        assert "manche 1" in heading
        assert page.title() == fr.t("web-title", place=heading)
        web.wait_focused(page, "hand")
        wait_log(page, 3)
        web.press(page, "h")
        web.wait(page, web.ANSWERED)
        answer = web.texts(page, web.ANSWERS)[-1]
        assert answer.startswith("Main, 13 cartes")
        langs = page.eval_on_selector_all(f"{web.LOG}, {web.ANSWERS}", "ps => ps.map(p => p.lang)")
        assert set(langs) == {"fr"}
        assert page.errors == []


# --- whole games, heard as the terminal says them -----------------------------------------------


SETUPS: dict[str, tuple[dict[str, Any], Any]] = {
    **GAMES,
    "fox-21": (
        {"game": "fox", "options": {"target": 21}, "computers": 1, "level": "easy"},
        lambda c: c.create("fox", 2, {1: "easy"}, {"target": 21}, listed=False, practice=True),
    ),
}
"""The seeded games played in the browser: the shared ones, and a Fox match to 21."""


def transcript_of(setup: str, lang: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> Transcript:
    """The terminal's online table's transcript of the seeded game (on its own server)."""
    with fixed_codes(monkeypatch), server_thread(None, deal_seed=seed, **FAST) as (server, loop):
        coro = terminal_game(server.port, lang, SETUPS[setup][1], seed)
        return asyncio.run_coroutine_threadsafe(coro, loop).result(240)


ACTIVE_IS = """name => {
    const id = document.getElementById('hand').getAttribute('aria-activedescendant');
    const option = id && document.getElementById(id);
    return Boolean(option) && option.querySelector('.name').textContent === name;
}"""
"""Whether the hand's active option (what the screen reader says of the focus) is ``name``."""


ACTIVE_NOT = f"name => !({ACTIVE_IS})(name)"
"""Whether the hand's active option is no longer ``name``."""

ACTIVE_FIRST = """() => {
    const hand = document.getElementById('hand');
    const first = hand.querySelector('[role=option]');
    return first !== null && hand.getAttribute('aria-activedescendant') === first.id;
}"""
"""Whether the hand's active option is its first (Home was answered)."""

LOG_HAS = f"text => [...document.querySelectorAll('{web.LOG}')].some(p => p.textContent === text)"


PATIENT_VOICE = """
localStorage.setItem('audiogame.prefs', JSON.stringify({voice: true}));
window.voice = {queue: [], said: [], lost: []};
window.speechSynthesis.speak = (u) => window.voice.queue.push([u.text, u.lang]);
window.speechSynthesis.cancel = () => {
    window.voice.lost.push(...window.voice.queue);
    window.voice.queue = [];
};
"""
"""The browser's voice on, recorded: what it was given waits in its queue until the patient
player has heard it all (:data:`HEARD_ALL`); what a ``cancel`` empties from the queue is lost."""

HEARD_ALL = """() => {
    window.voice.said.push(...window.voice.queue);
    window.voice.queue = [];
}"""
"""The patient player waited until the voice was silent."""


def replay_in_browser(page: Any, transcript: Transcript) -> list[str]:
    """Press the transcript's keys in the browser, turn by turn, checking each focus move (the
    active option) and each answer; the log once everything came. A patient player: each key
    once the hand shows the table's focus and the browser's voice said everything."""
    for turn in transcript.turns:
        wait_log(page, turn.heard)
        for press in turn.keys:
            answered = answers_count(page)
            web.wait_focused(page, "hand")
            web.wait(page, web.FOCUS_SHOWN)
            page.evaluate(HEARD_ALL)
            web.press(page, press.name)
            if press.name in MOVES:
                web.wait(page, ACTIVE_IS, press.focused)
            elif press.answer is not None:
                more = f"n => document.querySelectorAll('{web.ANSWERS}').length > n"
                web.wait(page, more, answered)
                assert web.texts(page, web.ANSWERS)[-1] == press.answer
    wait_log(page, len(transcript.log))
    time.sleep(0.5)  # nothing more comes
    return web.texts(page, web.LOG)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("setup", "lang", "seed"),
    [("fox-21", "en", 3), ("fox", "fr", 4), ("fearless", "fr", 5), ("fearless", "en", 6)],
)
def test_a_whole_game_by_keyboard_is_heard_as_the_terminal_says_it(
    setup: str, lang: str, seed: int, new_page: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A whole Fox match (to 21, and to 16) and a whole 4-player Fearless game, in each
    language."""
    transcript = transcript_of(setup, lang, seed, monkeypatch)
    page_setup = SETUPS[setup][0]
    game = page_setup["game"]
    with fixed_codes(monkeypatch), server_thread(None, deal_seed=seed, **FAST) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang={lang}", PATIENT_VOICE)
        start_game(
            page,
            "Ada",
            game,
            page_setup["options"],
            computers=page_setup["computers"],
            level=page_setup["level"],
            practice=game == "fox",
        )
        page.wait_for_selector("#table:not([hidden])")
        wait_log(page, transcript.turns[0].heard)
        assert_table_tree(page)
        assert web.summary(web.axe_violations(page)) == []
        log = replay_in_browser(page, transcript)
        assert log == on_the_page(transcript.log, lang, game, page_setup["computers"])
        assert web.texts(page, web.ANSWERS) == expected_answers(transcript)
        langs = page.eval_on_selector_all(f"{web.LOG}, {web.ANSWERS}", "ps => ps.map(p => p.lang)")
        assert set(langs) == {lang}
        page.wait_for_selector("#back:not([hidden])")  # the end of the game
        # the browser's voice lost nothing: no message of the table cancelled unheard
        page.evaluate(HEARD_ALL)
        voice = page.evaluate("window.voice")
        assert voice["lost"] == []
        said = iter(text for text, _ in voice["said"])
        assert all(any(text == line for text in said) for line in log)  # each, in order
        # the end: one way back, focused (not the empty hand); the keys that work then
        assert web.focused_id(page) == "back"
        assert page.is_hidden("#table-leave") and page.is_hidden("#nudge")
        tr = Translator(lang)
        facts = web.texts(page, "#facts button")
        assert tr.t("help-game-key-playable") not in facts
        assert tr.t("help-game-key-info") not in facts
        assert web.texts(page, "#help li")[0] == tr.t("web-key-back")
        assert page.inner_text("#table-heading") == tr.t("web-over-heading", game=game)
        assert web.summary(web.axe_violations(page)) == []
        review_in_browser(page, oracle(next(iter(server.tables.values())), tr))
        assert page.errors == []


ORDER_WATCH = """() => {
    window.order = [];
    const answers = document.getElementById('answers');
    new MutationObserver(() => window.order.push('said'))
        .observe(answers, {childList: true, subtree: true, characterData: true});
    document.getElementById('hand')
        .addEventListener('focus', () => window.order.push('focus'), {once: true});
}"""
"""Notes in ``window.order`` when the answers change ("said") and when the hand is focused."""

HOLD_TIMERS = """() => {
    window.held = [];
    window.heldTimeout = window.setTimeout;
    window.setTimeout = (run) => { window.held.push(run); return 0; };
}"""
"""The page's timers held (run by the test later): what waits for them stays waiting."""
RELEASE_TIMERS = "() => { window.setTimeout = window.heldTimeout; window.held.forEach(f => f()); }"
"""The page's timers back, and those held run now."""


def review_in_browser(page: Any, walk: ReviewWalk) -> None:
    """From the game's end, its review by keys: V opens it on its first step (the list's active
    option, in the words of the oracle's ``walk``), Right goes over every step, the edge and H
    are answered, Backspace goes back; the lobby's list opens it again, its button leaves it."""
    tr = walk.tr
    steps = [walk.text(i) for i in range(len(walk.stops))]
    answered = answers_count(page)
    web.press(page, "v")
    page.wait_for_selector('#table[data-screen="review"]')
    web.wait(page, ACTIVE_IS, steps[0])
    assert web.focused_id(page) == "hand"
    rounds = len(walk.review.rounds)
    assert web.texts(page, web.ANSWERS)[answered] == tr.t("web-review-title", rounds=rounds)
    nodes = web.ax_tree(page)
    heading = tr.t("web-review-heading", game=walk.review.game, rounds=rounds)
    lists = [n for n in nodes if web.role(n) == "listbox"]
    assert [web.name(n) for n in lists] == [heading]
    options = [web.name(n) for n in nodes if web.role(n) == "option"]
    assert options == steps
    assert page.is_hidden("#back") and page.is_hidden("#chat") and page.is_visible("#review-back")
    assert web.summary(web.axe_violations(page)) == []
    for step in steps[1:]:
        web.press(page, "right")
        web.wait(page, ACTIVE_IS, step)
    answered = answers_count(page)
    web.press(page, "right")
    web.wait(page, f"n => document.querySelectorAll('{web.ANSWERS}').length > n", answered)
    assert web.texts(page, web.ANSWERS)[-1] == tr.t("review-last")
    heard: list[str] = []
    walk.answer = heard.append
    walk.index = len(steps) - 1
    web.press(page, "home")
    walk.round_start()
    web.wait(page, ACTIVE_IS, steps[walk.index])
    answered = answers_count(page)
    web.press(page, "h")
    walk.read_hand(others=False)
    web.wait(page, f"n => document.querySelectorAll('{web.ANSWERS}').length > n", answered)
    assert web.texts(page, web.ANSWERS)[-1] == heard[-1]
    web.press(page, "backspace")
    page.wait_for_selector('#table[data-screen="over"]')
    web.wait(page, "() => document.activeElement.id === 'back'")
    page.keyboard.press("Enter")
    page.wait_for_selector("#lobby:not([hidden])")
    page.wait_for_selector("#finished-games:not([hidden])")
    assert len(web.texts(page, "#finished button")) == 1
    assert web.summary(web.axe_violations(page)) == []
    web.tab_to(page, "finished-0")
    page.evaluate(ORDER_WATCH)
    page.keyboard.press("Enter")
    page.wait_for_selector('#table[data-screen="review"]')
    web.wait(page, ACTIVE_IS, steps[0])
    # A new screen: its title is put in the answers before the list takes the focus (a screen
    # reader presenting the new focus drops a message that comes meanwhile).
    web.wait_focused(page, "hand")
    order = page.evaluate("window.order")
    assert order[0] == "said" and "focus" in order, order
    assert web.texts(page, web.ANSWERS)[-1] == tr.t("web-review-title", rounds=rounds)
    web.tab_to(page, "review-back")
    page.keyboard.press("Enter")
    page.wait_for_selector("#lobby:not([hidden])")
    # Tab while the first focus waits for the messages (the page's timers held): the focus goes
    # to the screen's first place and stays there
    web.tab_to(page, "finished-0")
    page.evaluate(HOLD_TIMERS)
    page.keyboard.press("Enter")
    page.wait_for_selector('#table[data-screen="review"]')
    assert web.focused_id(page) != "hand"  # it waits
    page.keyboard.press("Tab")
    assert web.focused_id(page) == "hand"
    page.evaluate(RELEASE_TIMERS)
    web.wait(page, ACTIVE_IS, steps[0])
    web.tab_to(page, "review-back")
    page.keyboard.press("Enter")
    page.wait_for_selector("#lobby:not([hidden])")


def assert_table_tree(page: Any) -> None:
    """Chromium's accessibility tree: the hand a listbox named by its label, of options named by
    the cards as the table says them; the choices and the table's facts buttons; the messages a
    log. Chromium updates its tree after the page changes: the tree is read again until its
    hand agrees with the page's (a computer's play may change both between two reads)."""
    deadline = time.monotonic() + patient(10)
    while True:
        nodes = web.ax_tree(page)
        by_id = {n["nodeId"]: n for n in nodes}
        (listbox,) = [n for n in nodes if web.role(n) == "listbox"]
        options = [by_id[c] for c in listbox.get("childIds", []) if c in by_id]
        names = [web.name(o) for o in options if web.role(o) == "option"]
        selected = [web.name(o) for o in options if _state(o, "selected")]
        page_names, active = web.texts(page, "#hand .name"), web.active_option(page)
        if (names, selected) == (page_names, [active]) or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert web.name(listbox) == page.inner_text("#hand-label")
    assert names == page_names and len(names) > 5
    assert selected == [active]
    buttons = {web.name(n) for n in nodes if web.role(n) == "button"}
    assert set(web.texts(page, "#choices button")) <= buttons
    assert set(web.texts(page, "#facts button")) <= buttons and len(buttons) > 8
    logs = [n for n in nodes if web.role(n) == "log"]
    assert [web.name(n) for n in logs] == ["", ""]  # no name said before each message
    headings = {web.name(n) for n in nodes if web.role(n) == "heading"}
    assert {page.inner_text("#messages-label"), page.inner_text("#answers-label")} <= headings


def _state(node: dict[str, Any], prop: str) -> bool:
    for item in node.get("properties", []):
        if item["name"] == prop:
            return bool(item["value"].get("value"))
    return False


@pytest.mark.slow
def test_a_decision_s_choices_are_buttons(new_page: Any) -> None:
    """The Fox's exchange (the seeded deal gives the player the 3 of Keys to play at once): its
    options are the listbox's and buttons named by them; choosing one by keyboard goes on."""
    with server_thread(None, deal_seed=5) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=en")
        start_game(page, "Ada", "fox", {"target": 16})
        page.wait_for_selector("#table:not([hidden])")
        wait_log(page, 4)
        for _ in range(12):
            web.wait(page, web.FOCUS_SHOWN)
            if web.active_option(page) == "3 of Keys, Fox":
                break
            before = web.active_option(page)
            web.press(page, "right")
            web.wait(page, ACTIVE_NOT, before)
        assert web.active_option(page) == "3 of Keys, Fox"
        web.press(page, "enter")
        web.wait(page, "() => document.querySelectorAll('#choices button').length > 1")
        web.wait(page, web.FOCUS_SHOWN)
        choices = web.texts(page, "#choices button")
        assert choices == web.texts(page, "#hand .name")
        nodes = web.ax_tree(page)
        buttons = [web.name(n) for n in nodes if web.role(n) == "button"]
        assert all(choice in buttons for choice in choices)
        assert web.summary(web.axe_violations(page)) == []
        count = log_count(page)
        web.press(page, "enter")  # the focused option
        wait_log(page, count + 1)
        web.wait(page, "() => document.querySelectorAll('#choices button').length <= 1")
        assert page.errors == []


WATCH_HAND = """() => {
    const hand = document.getElementById('hand');
    window.handSeen = {};  // each option id: the names it was seen with
    window.handChanges = [];  // each batch of changes: [options added, removed, rewritten]
    const note = () => {
        for (const option of hand.children) {
            const name = option.querySelector('.name').textContent;
            const names = (window.handSeen[option.id] ||= []);
            names.includes(name) || names.push(name);
        }
    };
    note();
    new MutationObserver((records) => {
        let added = 0, removed = 0;
        const rewritten = new Set();
        for (const record of records) {
            if (record.target === hand) {
                added += record.addedNodes.length;
                removed += record.removedNodes.length;
            } else {
                rewritten.add(record.target.closest('[role=option]'));
            }
        }
        window.handChanges.push([added, removed, rewritten.size]);
        note();
    }).observe(hand, {childList: true, subtree: true, characterData: true});
}"""
"""Watches the hand's options: the nodes a change adds, removes or rewrites, and the names each
option id is seen with."""


@pytest.mark.slow
def test_a_play_removes_one_option_and_no_id_ever_names_another_card(new_page: Any) -> None:
    """The hand's options are keyed by card: a play removes its card's option and touches no
    other (a screen reader hears each change, and the old page rewrote a dozen options), and an
    option's id never names another card (the old page's ``card-3`` named the next card after a
    play); the active option is the table's focus."""
    with server_thread(None, deal_seed=8, **FAST) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=en")
        start_game(page, "Ada", "fearless", {"players": 4}, computers=3, level="easy")
        page.wait_for_selector("#choices:not([hidden])")
        web.wait(page, web.FOCUS_SHOWN)
        page.evaluate(WATCH_HAND)
        for _ in range(3):
            cards = page.evaluate("document.querySelectorAll('#hand [role=option]').length")
            changes = page.evaluate("window.handChanges.length")
            web.press(page, "enter")
            web.wait(
                page, "n => document.querySelectorAll('#hand [role=option]').length < n", cards
            )
            web.wait(page, "() => !document.getElementById('choices').hidden")  # the next turn
            web.wait(page, web.FOCUS_SHOWN)
            played = page.evaluate("n => window.handChanges.slice(n)", changes)
            assert [sum(c[i] for c in played) for i in range(3)] == [0, 1, 0], played
        seen = page.evaluate("window.handSeen")
        assert all(len(names) == 1 for names in seen.values()), seen
        assert page.errors == []


HOSTILE = "<img src=x onerror=f()>"
"""A terminal player's name that would be markup if a page placed it as HTML."""


# --- people together ----------------------------------------------------------------------------


@pytest.mark.slow
def test_two_browsers_and_a_terminal_play_to_the_end_each_in_its_language(new_page: Any) -> None:
    with server_thread(None, deal_seed=31, **FAST) as (server, loop):
        ada = new_page(f"http://127.0.0.1:{server.port}/?lang=en")
        start_game(ada, "Ada", "fearless", {"players": 3}, computers=0)
        ada.wait_for_selector("#waiting:not([hidden])")
        link = ada.input_value("#link")
        assert "?table=" in link
        bea = new_page(link + "&lang=fr")  # the link the host gives
        web.tab_to(bea, "name")
        bea.keyboard.type("Béa")
        web.tab_to(bea, "join-button")
        bea.keyboard.press("Enter")
        bea.wait_for_selector("#waiting:not([hidden])")
        code = link.rsplit("=", 1)[1]
        cyd = make_player(f"ws://127.0.0.1:{server.port}", HOSTILE, "fr")

        async def terminal() -> None:
            await cyd.client.connect()
            await cyd.client.join(code)
            await until(lambda: cyd.client.table is not None, 30)
            await play_out([cyd], random.Random(3))
            await asyncio.sleep(0.5)

        done = asyncio.run_coroutine_threadsafe(terminal(), loop)
        try:
            pages = [ada, bea]
            for page in pages:
                page.wait_for_selector("#table:not([hidden])")
            web.tab_to(bea, "chat-text")
            bea.keyboard.type("Bonjour à tous")
            bea.keyboard.press("Enter")
            web.tab_to(bea, "hand")
            deadline = time.monotonic() + 120
            while not all(p.is_visible("#back") for p in pages):
                assert time.monotonic() < deadline, "the game did not end"
                for page in pages:
                    if page.is_visible("#choices") and web.focused_id(page) == "hand":
                        count = log_count(page)
                        web.press(page, "enter")
                        try:
                            wait_log(page, count + 1)
                        except AssertionError:
                            if done.done() and done.exception() is not None:
                                raise AssertionError("the terminal player stopped") from (
                                    done.exception()
                                )
                            raise
                time.sleep(0.01)
            done.result(60)
            en, fr = Translator("en"), Translator("fr")
            for page, tr in ((ada, en), (bea, fr)):
                web.wait(page, LOG_HAS, tr.t("web-game-over"))
            ada_log, bea_log = web.texts(ada, web.LOG), web.texts(bea, web.LOG)
            assert "Béa says: Bonjour à tous" in ada_log
            assert "Béa dit : Bonjour à tous" in cyd.heard
            assert any(HOSTILE in line for line in ada_log) and any("Ada" in x for x in bea_log)
            for page in pages:  # a name is text, never markup
                assert page.evaluate("document.querySelectorAll('img, b').length") == 0
            assert ada.evaluate("document.documentElement.lang") == "en"
            assert bea.evaluate("document.documentElement.lang") == "fr"
            assert ada.errors == [] and bea.errors == []
        finally:  # closed before the server: else it would be reconnecting when the loop stops
            asyncio.run_coroutine_threadsafe(cyd.client.close(), loop).result(10)


def seated_count(page: Any) -> int:
    """How many times the page was told it is seated (a token frame)."""
    return int(page.evaluate("Number(document.body.dataset.seated || 0)"))


@pytest.mark.slow
def test_pages_through_the_proxy_follow_their_table_to_another_process(
    new_page: Any, serve_cluster: Any
) -> None:
    """Three server processes behind HAProxy (``serve --node``): Ada's page makes a table for
    a friend, Béa's page opens the link and joins (the table goes to the process the proxy
    sends its code to); both play; the process holding the table is stopped (SIGTERM): both
    pages come back to it on another process by themselves, with no word of a lost
    connection, and play it to the end."""

    base = serve_cluster.url.replace("ws://", "http://")
    ada = new_page(f"{base}/?lang=en")
    start_game(ada, "Ada", "fox", {"target": 16}, computers=0)
    ada.wait_for_selector("#waiting:not([hidden])")
    link = ada.input_value("#link")
    code = link.rsplit("=", 1)[1]
    bea = new_page(link + "&lang=fr")
    web.tab_to(bea, "name")
    bea.keyboard.type("Béa")
    web.tab_to(bea, "join-button")
    bea.keyboard.press("Enter")
    pages = [ada, bea]
    for page in pages:
        page.wait_for_selector("#table:not([hidden])")
    try:
        _play_through_a_move(pages, serve_cluster, code)
    except AssertionError as exc:  # what each page and node last said, to tell why
        story = [
            f"{p.url}: log {web.texts(p, web.LOG)[-6:]} answers {web.texts(p, web.ANSWERS)[-4:]}"
            for p in pages
        ]
        nodes = [f"node {n}:\n{serve_cluster.log(n)}\n{serve_cluster.errors(n)}" for n in "abc"]
        raise AssertionError("\n".join([str(exc), *story, *nodes])) from exc
    en, fr = Translator("en"), Translator("fr")
    for page, tr in ((ada, en), (bea, fr)):
        web.wait(page, LOG_HAS, tr.t("web-game-over"))
        said = web.texts(page, web.LOG) + web.texts(page, web.ANSWERS)
        cut = [tr.t(m) for m in ("web-connection-lost", "web-no-connection", "web-unreachable")]
        assert [line for line in said if any(c in line for c in cut)] == [], said[-12:]
        assert page.errors == []


def _play_through_a_move(pages: list[Any], serve_cluster: Any, code: str) -> None:
    """Play the game on both pages to its end, stopping the table's process once."""
    from cluster_helpers import owner

    moved = False
    deadline = time.monotonic() + 180
    while not all(p.is_visible("#back") for p in pages):
        assert time.monotonic() < deadline, "the game did not end"
        for page in pages:
            if page.is_visible("#choices") and web.focused_id(page) == "hand":
                count = log_count(page)
                logs = [log_count(p) for p in pages]
                web.press(page, "enter")
                wait_log(page, count + 1)
                if not moved and count > 8:
                    moved = True
                    first = owner(serve_cluster.store, code)
                    for each, logged in zip(pages, logs, strict=True):
                        wait_log(each, logged + 1)  # the play heard on both pages: all quiet
                    heard = [(log_count(p), answers_count(p), seated_count(p)) for p in pages]
                    serve_cluster.stop(first)
                    for other, (logged, answered, seated) in zip(pages, heard, strict=True):
                        web.wait(other, f"() => Number(document.body.dataset.seated) > {seated}")
                        web.wait(other, web.FOCUS_SHOWN)
                        # back at its table on another process: nothing said again
                        said = web.texts(other, web.LOG)[logged:]
                        assert (log_count(other), answers_count(other)) == (logged, answered), said
                    assert owner(serve_cluster.store, code) not in (None, first)
        time.sleep(0.01)
    assert moved


# --- low vision ---------------------------------------------------------------------------------


@pytest.mark.slow
def test_the_page_reflows_at_400_percent_and_follows_the_system_s_colours(new_page: Any) -> None:
    with server_thread(None, deal_seed=7) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=fr")
        page.set_viewport_size({"width": 320, "height": 256})  # 1280x1024 at 400 %
        wide = "document.scrollingElement.scrollWidth <= document.documentElement.clientWidth"
        assert page.evaluate(wide)
        start_game(page, "Béa", "fearless", {"players": 5})
        page.wait_for_selector("#table:not([hidden])")
        wait_log(page, 3)
        assert page.evaluate(wide)
        web.wait_focused(page, "hand")
        outline = page.eval_on_selector("#hand", "e => getComputedStyle(e).outlineStyle")
        assert outline != "none"  # the focus is seen
        colours = """() => {
            const style = getComputedStyle(document.documentElement);
            return [style.backgroundColor, style.color];
        }"""
        page.emulate_media(color_scheme="light")
        assert page.evaluate(colours) == ["rgb(255, 255, 255)", "rgb(0, 0, 0)"]
        page.emulate_media(color_scheme="dark")
        assert page.evaluate(colours) == ["rgb(0, 0, 0)", "rgb(255, 255, 255)"]
        page.emulate_media(color_scheme="dark", contrast="more")
        assert page.evaluate(colours) == ["rgb(0, 0, 0)", "rgb(255, 255, 0)"]
        # A suit is told by its symbol and letter, not by colour alone.
        marks = page.eval_on_selector_all(
            "#hand .mark", "ms => ms.map(m => m.textContent.trim().length)"
        )
        assert marks and all(length >= 2 for length in marks)
        assert page.errors == []


@pytest.mark.slow
def test_the_browser_s_voice_says_messages_in_turn_and_answers_at_once(
    new_page: Any, tmp_path: Path
) -> None:
    """For players without a screen reader: the setting, by keyboard; the voice (Web Speech)
    gets each message in the page's language, answers cancelling what is said."""
    witness = tmp_path / "told.log"  # what the server told the page, in order
    with server_thread(None, deal_seed=9, speech_log=witness) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=fr")
        page.evaluate(  # a voice that remembers, as headless Chromium has none
            """() => {
                window.spoken = [];
                window.speechSynthesis.speak = (u) => window.spoken.push([u.text, u.lang]);
                window.speechSynthesis.cancel = () => window.spoken.push(['cancel', '']);
            }"""
        )
        web.tab_to(page, "settings-toggle")
        page.keyboard.press("Enter")  # opens the settings
        web.check(page, "voice", True)
        start_game(page, "Béa", "fox", {"target": 16})
        page.wait_for_selector("#choices:not([hidden])")  # the player's turn
        told = [t for t in read_witness(witness) if not t.answer]
        assert told  # the deal's messages, told before the turn's view was sent
        wait_log(page, len(told))  # every message of the deal in the log (and given the voice)
        web.press(page, "h")
        web.wait(page, web.ANSWERED)
        spoken = page.evaluate("window.spoken")
        log = web.texts(page, web.LOG)
        said = [text for text, lang in spoken if lang == "fr"]
        assert said[: len(log)] == log  # each message, in turn
        answer = web.texts(page, web.ANSWERS)[-1]
        assert spoken[-2:] == [["cancel", ""], [answer, "fr"]]  # the answer at once
        assert page.errors == []


@pytest.mark.slow
def test_a_reload_comes_back_to_the_seat(new_page: Any) -> None:
    """The tab keeps its seat's token: reloaded, the page is at its table again, the hand
    focused, and hears where the game stands; the lobby never shows in between."""
    with server_thread(None, deal_seed=10) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=en")
        start_game(page, "Ada", "fox", {"target": 16})
        page.wait_for_selector("#choices:not([hidden])")
        assert page.evaluate("sessionStorage.getItem('audiogame.token')")
        page.add_init_script(  # watches the lobby from the reloaded page's first moment
            """document.addEventListener('DOMContentLoaded', () => {
                window.lobbyShown = false;
                new MutationObserver(() => {
                    if (!document.getElementById('lobby').hidden) window.lobbyShown = true;
                }).observe(document.getElementById('lobby'), {attributes: true});
            });"""
        )
        page.reload()
        page.wait_for_selector("#table:not([hidden])")
        wait_log(page, 2)
        log = web.texts(page, web.LOG)
        fox = Translator("en").t("web-seated-computers", game="fox", computers=1)
        assert log[0] == fox and "round 1" in log[1]
        web.wait_focused(page, "hand")
        assert page.evaluate("window.lobbyShown") is False
        web.press(page, "h")
        web.wait(page, web.ANSWERED)
        assert page.errors == []


@pytest.mark.slow
def test_a_page_idle_in_the_lobby_is_connected_again_without_a_word(new_page: Any) -> None:
    """The server closes a connection at no table after a while (4002): the page opens another
    one and says nothing; a connection really lost is said once."""
    with server_thread(None, unseated_idle=0.4) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=en")
        time.sleep(2)  # closed, then connected again, a few times
        assert web.texts(page, web.LOG) == []
        web.tab_to(page, "name")
        page.keyboard.type("Ada")
        web.tab_to(page, "start")
        page.keyboard.press("Enter")  # a new connection: the table opens
        page.wait_for_selector("#table:not([hidden])")
        assert page.errors == []


WATCH_CLOSES = """
window.closes = [];
window.sent = [];
const Native = window.WebSocket;
window.WebSocket = class extends Native {
    constructor(...args) {
        super(...args);
        this.addEventListener('close', (event) => window.closes.push([event.code, event.reason]));
    }
    send(data) {
        window.sent.push(JSON.parse(data));
        super.send(data);
    }
};
"""
"""From the page's first moment, the code and reason of each of its sockets' closes, and every
frame it sent."""

HAND_IDS = "() => [...document.querySelectorAll('#hand [role=option]')].map(n => n.id)"
"""The ids of the hand's options, in order (an option's id names its card while it stays)."""

ACTIVE_ID = "() => document.getElementById('hand').getAttribute('aria-activedescendant')"

ANSWERS_HAVE = (
    f"text => [...document.querySelectorAll('{web.ANSWERS}')].some(p => p.textContent === text)"
)


def close_pages(server: Any, loop: asyncio.AbstractEventLoop, code: int, reason: str) -> None:
    """Close every connection of the server in ``server``'s thread, as its sweep would (or as it
    does when the table moves to another process)."""

    def close() -> None:
        for conn in list(server.connections):
            conn.close(code, reason)

    loop.call_soon_threadsafe(close)


def hold_loop(loop: asyncio.AbstractEventLoop) -> threading.Event:
    """Stop the server's event loop until the event returned is set: what a page sends meanwhile
    waits unread in the socket, behind what the test gives the loop to do."""
    held, release = threading.Event(), threading.Event()

    def hold() -> None:
        held.set()
        release.wait(patient(60))

    loop.call_soon_threadsafe(hold)
    assert held.wait(patient(30))
    return release


def unread(conn: Any) -> int:
    """The bytes waiting unread in the socket of a server's connection (the kernel's count)."""
    sock = conn.ws.transport.get_extra_info("socket")
    count = array.array("i", [0])
    fcntl.ioctl(sock.fileno(), termios.FIONREAD, count)
    return count[0]


def at_the_last_card(page: Any) -> tuple[str, list[str]]:
    """At the player's turn, the focus moved to the hand's last card (a new seat's focus starts
    on the first): that card's option id, and the hand's."""
    page.wait_for_selector("#choices:not([hidden])")  # the player's turn
    web.wait(page, web.FOCUS_SHOWN)
    first = page.evaluate(ACTIVE_ID)
    web.press(page, "end")
    web.wait(page, f"() => ({ACTIVE_ID})() === ({HAND_IDS})().at(-1)")
    chosen = page.evaluate(ACTIVE_ID)
    assert chosen != first
    return chosen, page.evaluate(HAND_IDS)


def played_alone(page: Any, card: str, hand: list[str]) -> None:
    """``card`` (an option id) and no other left ``hand``, and the page said nothing of its
    connection (nor anything said again)."""
    web.wait(page, "n => document.querySelectorAll('#hand [role=option]').length < n", len(hand))
    after = page.evaluate(HAND_IDS)
    assert [option for option in hand if option not in after] == [card]
    said = web.texts(page, web.ANSWERS) + web.texts(page, web.LOG)
    words = [Translator("en").t(m) for m in ("web-no-connection", "web-connection-lost")]
    assert [line for line in said if line in words] == [], said[-6:]
    assert len(said) == len(set(said)), said
    assert page.errors == []


@pytest.mark.slow
def test_a_key_lost_as_an_idle_page_is_closed_is_sent_again_where_the_page_was(
    new_page: Any,
) -> None:
    """A seated page that sent nothing for long is closed (4002); the player's Enter reaches the
    server just after (dropped there: the close's reason says how many frames were handled).
    The page connects again quietly and sends it again, once it has put the new seat's focus
    where its own was: the card the player heard is played, and nothing is said again."""
    with server_thread(None, deal_seed=11) as (server, loop):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=en", init=WATCH_CLOSES)
        start_game(page, "Ada", "fox", {"target": 16})
        card, hand = at_the_last_card(page)
        (conn,) = server.connections
        release = hold_loop(loop)
        try:
            web.press(page, "enter")
            end = time.monotonic() + patient(30)
            while unread(conn) == 0:  # the Enter is in the server's socket, not yet read
                assert time.monotonic() < end, "the page's Enter never reached the server"
                time.sleep(0.005)
            close_pages(server, loop, CLOSE_IDLE, "idle")  # before the loop reads the Enter
        finally:
            release.set()
        web.wait(page, "() => window.closes.length > 0")
        code, handled = page.evaluate("window.closes[0]")
        assert code == CLOSE_IDLE and int(handled) > 0
        played_alone(page, card, hand)


@pytest.mark.slow
def test_a_key_pressed_while_the_table_moves_acts_where_the_page_was(new_page: Any) -> None:
    """The table moves to another server process (4003; here the same process takes it back): a
    key pressed before the page is connected again is kept, not refused, and acts on the card
    the page showed focused once it is back."""
    with server_thread(None, deal_seed=11) as (server, loop):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=en", init=WATCH_CLOSES)
        start_game(page, "Ada", "fox", {"target": 16})
        card, hand = at_the_last_card(page)
        page.clock.install()
        page.clock.pause_at(page.evaluate("Date.now()") + 100)  # no timer runs: no connection
        close_pages(server, loop, CLOSE_MOVED, "the table moved")
        web.wait(page, "() => window.closes.length > 0")
        web.press(page, "enter")
        assert web.texts(page, web.ANSWERS) == []  # kept, not refused
        page.clock.resume()
        played_alone(page, card, hand)


@pytest.mark.slow
def test_a_play_kept_while_a_stand_in_played_for_the_seat_is_not_sent(new_page: Any) -> None:
    """The page comes back after the game went on without it (a computer stood in for the seat
    while a friend played on): the Enter pressed meanwhile was meant for what the player had
    heard, so it is not sent, and the player hears why."""
    with server_thread(None, deal_seed=11, replace_after=0.2) as (server, loop):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=en", init=WATCH_CLOSES)
        start_game(page, "Ada", "fox", {"target": 16}, computers=0)
        page.wait_for_selector("#waiting:not([hidden])")
        bo = make_player(f"ws://127.0.0.1:{server.port}", "Bo", "en")
        code = page.input_value("#link").rsplit("=", 1)[1]
        stop = threading.Event()

        async def friend() -> None:  # plays his turns until told to stop, connected to the end
            await bo.client.connect()
            await bo.client.join(code)
            await until(lambda: bo.client.table is not None, 30)
            await play_out([bo], random.Random(5), stop=stop.is_set)

        playing = asyncio.run_coroutine_threadsafe(friend(), loop)
        try:
            at_the_last_card(page)
            (table,) = server.tables.values()
            at = table.at
            page.clock.install()
            page.clock.pause_at(page.evaluate("Date.now()") + 100)  # no timer: no connection
            close_pages(server, loop, CLOSE_MOVED, "the table moved")
            web.wait(page, "() => window.closes.length > 0")
            end = time.monotonic() + patient(30)
            while table.at == at:  # a computer stands in and plays the seat's card
                assert time.monotonic() < end, "no stand-in played"
                time.sleep(0.01)
            stop.set()
            closed = page.evaluate("window.sent.length")
            web.press(page, "enter")
            page.clock.resume()
            unsent = Translator("en").t("web-kept-unsent")
            web.wait(page, ANSWERS_HAVE, unsent)
            sent = page.evaluate("n => window.sent.slice(n)", closed)
            assert [f["t"] for f in sent][:2] == ["hello", "resume"], sent
            assert {"t": "key", "key": "enter"} not in sent, sent
            assert page.errors == []
        finally:
            stop.set()
            playing.result(30)
            asyncio.run_coroutine_threadsafe(bo.client.close(), loop).result(10)


# --- before the first connection ----------------------------------------------------------------


WATCH_STATUS = """
window.statusSaid = [];
new MutationObserver((records) => {
    for (const record of records) {
        if (record.target.id === 'status') {
            window.statusSaid.push([...record.addedNodes].map(n => n.textContent).join(''));
        }
    }
}).observe(document, {subtree: true, childList: true, characterData: true});
"""
"""Keeps each text the status region is given (its first one written by the server; ``''``:
emptied), from the page's first moment."""

STATUS_IS = "text => document.getElementById('status').textContent === text"

TIME_SOCKETS = """() => {
    window.socketTimes = [];
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            window.socketTimes.push(performance.now());
        }
    };
}"""
"""From now on, the page's time at each socket it opens (the page's ``connect`` creates one)."""


def _status_node(page: Any) -> dict[str, Any]:
    """The page's one status region in Chromium's accessibility tree."""
    (node,) = [n for n in web.ax_tree(page) if web.role(n) == "status"]
    return node


def _live(node: dict[str, Any]) -> tuple[str, bool]:
    """A live region's politeness and whether it is read whole."""
    found = {item["name"]: item["value"].get("value") for item in node.get("properties", [])}
    return str(found.get("live")), bool(found.get("atomic"))


@pytest.mark.slow
def test_a_page_refused_by_a_full_server_says_so_once_in_the_browser_s_language(
    chromium: Any,
) -> None:
    """The server holds its most connections (here none): the page's socket is closed at once
    (1013) before any word came over it. The page, in a French browser, says the server is full
    in its status region, once, while it tries again and again; once the server has room, the
    page connects, its status emptied, its lobby in French."""
    fr = Translator("fr")
    with server_thread(None, max_connections=0) as (server, _):
        context = chromium.new_context(locale="fr-CA")  # Accept-Language: fr-CA
        try:
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            sockets: list[Any] = []
            page.on("websocket", lambda socket: sockets.append(socket))
            page.add_init_script(WATCH_STATUS)
            page.goto(f"http://127.0.0.1:{server.port}/")
            web.wait(page, STATUS_IS, str(fr.t("web-server-busy")))
            deadline = time.monotonic() + 30
            while len(sockets) < 4:  # tried again, and again (after 0.2, 0.5, 1 s)
                assert time.monotonic() < deadline, len(sockets)
                page.wait_for_timeout(100)
            page.wait_for_timeout(300)
            said = [str(fr.t("web-connecting")), str(fr.t("web-server-busy"))]
            assert page.evaluate("window.statusSaid") == said  # once, not once an attempt
            assert page.evaluate("document.documentElement.lang") == "fr"
            assert _live(_status_node(page)) == ("polite", True)  # said by a screen reader
            assert page.inner_text("#status") == said[1]
            assert web.texts(page, web.LOG) == [] and web.texts(page, web.ANSWERS) == []
            server.limits.max_connections = 4096  # room again: the next attempt connects
            page.wait_for_selector("#lobby:not([hidden])", timeout=30_000)
            web.wait(page, STATUS_IS, "")
            assert page.evaluate("window.statusSaid") == [*said, ""]
            assert page.inner_text("#new-title") == fr.t("web-new")
            assert web.texts(page, web.LOG) == []
            assert errors == []
        finally:
            context.close()


@pytest.mark.slow
def test_a_page_refused_speaks_the_language_chosen_on_it_not_the_browser_s(
    chromium: Any,
) -> None:
    """A player chose French on the page before (kept by the browser); the browser asks for
    English. Refused by a full server, the page says so in French, as the table will."""
    fr = Translator("fr")
    with server_thread(None, max_connections=0) as (server, _):
        context = chromium.new_context(locale="en-GB")
        try:
            page = context.new_page()
            page.add_init_script(
                'localStorage.setItem("audiogame.prefs", JSON.stringify({lang: "fr"}));'
            )
            page.add_init_script(WATCH_STATUS)
            page.goto(f"http://127.0.0.1:{server.port}/")
            web.wait(page, STATUS_IS, str(fr.t("web-server-busy")))
            assert page.evaluate("document.documentElement.lang") == "fr"
            assert page.evaluate("document.getElementById('status').lang") == "fr"
            said = page.evaluate("window.statusSaid")
            # the English words the server wrote, then the French ones, each once
            assert said == [
                str(Translator("en").t("web-connecting")),
                str(fr.t("web-connecting")),
                str(fr.t("web-server-busy")),
            ]
            server.limits.max_connections = 4096
            page.wait_for_selector("#lobby:not([hidden])", timeout=30_000)
            assert page.inner_text("#new-title") == fr.t("web-new")
        finally:
            context.close()


@pytest.mark.slow
def test_a_page_whose_socket_never_opens_says_the_server_is_unreachable_once(
    chromium: Any,
) -> None:
    """A proxy that does not pass websockets (here Playwright's route, closing each socket): an
    English page says once that the server is unreachable, however often it tries."""
    en = Translator("en")
    with server_thread(None) as (server, _):
        context = chromium.new_context(locale="en-GB")
        try:
            page = context.new_page()
            attempts: list[Any] = []

            def refuse(socket: Any) -> None:
                attempts.append(socket)
                socket.close()

            page.route_web_socket("**/play", refuse)
            page.add_init_script(WATCH_STATUS)
            page.goto(f"http://127.0.0.1:{server.port}/")
            web.wait(page, STATUS_IS, str(en.t("web-unreachable")))
            deadline = time.monotonic() + 30
            while len(attempts) < 4:
                assert time.monotonic() < deadline, len(attempts)
                page.wait_for_timeout(100)
            page.wait_for_timeout(300)
            said = [str(en.t("web-connecting")), str(en.t("web-unreachable"))]
            assert page.evaluate("window.statusSaid") == said
            assert page.evaluate("document.documentElement.lang") == "en"
            assert page.evaluate("document.getElementById('lobby').hidden") is True
        finally:
            context.close()


@pytest.mark.slow
def test_a_connected_page_refused_again_and_again_says_so_once(new_page: Any) -> None:
    """A page at no table is closed for idleness (4002) while the server fills up: each new
    socket opens and is closed at once (1013). The page says the server is full once, in its
    log, not at every attempt, and tries again less and less often."""
    with server_thread(None, unseated_idle=0.4) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang=en")
        page.evaluate(TIME_SOCKETS)
        server.limits.max_connections = 0
        busy = str(Translator("en").t("web-server-busy"))
        web.wait(page, LOG_HAS, busy)
        web.wait(page, "() => window.socketTimes.length >= 5")  # the cut, then 4 attempts
        times = page.evaluate("window.socketTimes")
        gaps = [later - sooner for sooner, later in pairwise(times[1:])]
        # tried again less and less often (0.2, 0.5, 1 s apart; it was every 0.2 s)
        assert gaps[-1] > 2 * gaps[0], gaps
        assert web.texts(page, web.LOG) == [busy]  # said once, not at every attempt
        assert page.inner_text("#status") == ""
        server.limits.max_connections = 4096
        web.tab_to(page, "look")
        page.keyboard.press("Enter")  # connected again: the lobby answers
        web.wait(page, "() => document.querySelectorAll('#tables li').length > 0")
        assert web.texts(page, web.LOG) == [busy]
        assert page.errors == []


# --- issue 33 ---------------------------------------------------------------------------------


def _texts_under(nodes: list[dict[str, Any]], top: dict[str, Any]) -> list[str]:
    """The text a screen reader reads of each list item under ``top`` (its visible and hidden
    text as the accessibility tree holds it: what is ``aria-hidden`` is not there)."""
    by_id = {n["nodeId"]: n for n in nodes}

    def text(node: dict[str, Any]) -> list[str]:
        if node.get("ignored"):
            found: list[str] = []
        elif web.role(node) in ("StaticText", "text"):
            return [web.name(node)]
        else:
            found = []
        for child in node.get("childIds", []):
            if child in by_id:
                found += text(by_id[child])
        return found

    items: list[str] = []

    def walk(node: dict[str, Any]) -> None:
        if web.role(node) == "listitem":
            items.append(" ".join(" ".join(text(node)).split()))
            return
        for child in node.get("childIds", []):
            if child in by_id:
                walk(by_id[child])

    walk(top)
    return items


SPOKEN = "n => [...document.querySelectorAll('#panels .spoken')].some(s => s.textContent === n)"
"""Whether the table region names the card ``n``."""
PANELS_KEY = "() => document.getElementById('panels').dataset.panels"
"""What the table region last drew (it is drawn again only when this changes)."""
CARD_ROWS = """() => [...document.querySelectorAll('#panels li')]
  .filter((li) => li.querySelector('.spoken'))
  .map((li) => {
    const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
    const parts = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement.closest('[aria-hidden="true"]')) parts.push(node.textContent);
    }
    return parts.join(' ').split(/\\s+/).filter(Boolean).join(' ');
  })"""
"""The region's rows that show a card, as the page means them read: every text but what it
hides from screen readers (a model, which the tree is compared with)."""


@pytest.mark.slow
@pytest.mark.parametrize(
    ("lang", "game", "options"), [("en", "fox", {"target": 16}), ("fr", "fearless", {"players": 3})]
)
def test_the_table_region_names_every_card_as_the_hand_does(
    lang: str, game: str, options: dict[str, int], new_page: Any
) -> None:
    """Through the accessibility tree, the table region's card rows read as the hand reads the
    card (the old rows: "Alex 4", "11 Monar"); J moves to the next playable card, listed by ?;
    the chat form is named."""
    tr = Translator(lang)
    with server_thread(None, deal_seed=8, **FAST) as (server, _):
        page = new_page(f"http://127.0.0.1:{server.port}/?lang={lang}")
        start_game(page, "Ada", game, options, practice=True)
        page.wait_for_selector("#choices:not([hidden])")
        web.wait(page, web.FOCUS_SHOWN)
        web.press(page, "home")  # answered when the first card is active: J then moves from it
        web.wait(page, ACTIVE_FIRST)
        web.wait(page, web.FOCUS_SHOWN)
        not_playable = str(tr.t("focus-card", card="", playable="no"))
        first = web.active_option(page)
        web.press(page, "j")  # the next playable card
        web.wait(page, ACTIVE_NOT, first)
        web.wait(page, web.FOCUS_SHOWN)
        played = web.active_option(page)
        assert played is not None and not played.endswith(not_playable)
        before = answers_count(page)
        web.press(page, "?")  # J is listed (J's own answer may come after: any answer since)
        listed = str(tr.t("web-key-playable-next"))
        web.wait(
            page,
            f"([n, t]) => [...document.querySelectorAll('{web.ANSWERS}')].slice(n)"
            ".some(a => a.textContent.includes(t))",
            [before, listed],
        )
        web.press(page, "enter")
        # the computers may end the trick at once: the rows below are whatever is drawn then
        # Then each card row, as Chromium's tree reads it, is its seat and the card's name
        # (nothing of the drawn value). The computers play on and the region is drawn again:
        # the tree is compared with the rows drawn before and after it was read.
        end = time.monotonic() + patient(10)
        while True:
            drawn = page.evaluate(PANELS_KEY)
            wanted = page.evaluate(CARD_ROWS)
            nodes = web.ax_tree(page)
            (board,) = [
                n for n in nodes if web.role(n) == "region" and web.name(n) == tr.t("web-table")
            ]
            rows = _texts_under(nodes, board)
            steady = drawn == page.evaluate(PANELS_KEY) and wanted
            if (steady and all(row in rows for row in wanted)) or time.monotonic() > end:
                break
            time.sleep(0.1)
        assert wanted and all(row in rows for row in wanted), (wanted, rows)
        forms = [n for n in nodes if web.role(n) == "form"]
        assert all(web.name(n) for n in forms), [web.name(n) for n in forms]
        assert page.errors == []


@pytest.mark.slow
def test_an_unknown_language_is_english_quietly_and_a_long_tag_is_its_language(
    chromium: Any,
) -> None:
    """?lang=de in a French browser: French (the browser's), status and page alike, said once;
    ?lang= a long valid tag: its language."""
    with server_thread(None) as (server, _):
        context = chromium.new_context(locale="fr-FR")
        try:
            for query, lang in (("de", "fr"), ("fr-FR-u-ca-gregory-nu-latn", "fr")):
                page = context.new_page()
                page.add_init_script(WATCH_STATUS)
                page.goto(f"http://127.0.0.1:{server.port}/?lang={query}")
                page.wait_for_selector("#lobby:not([hidden])")
                tr = Translator(lang)
                assert page.evaluate("document.documentElement.lang") == lang
                assert page.inner_text("#new-title") == tr.t("web-new")
                said = [text for text in page.evaluate("window.statusSaid") if text]
                assert said[-1] == tr.t("web-connecting")
                assert Translator("en").t("web-connecting") not in said  # never English first
                assert web.texts(page, web.ANSWERS) == []
                page.close()
        finally:
            context.close()


@pytest.mark.slow
def test_a_duplicated_tab_stops_once_and_takes_its_seat_back_on_request(new_page: Any) -> None:
    """A copy of the tab holds the same token: the newer page takes the seat, the older one
    (closed with 4000) says once that the seat is open in another window and does not
    reconnect; its button takes the seat back, and then the other one stops."""
    en = Translator("en")
    elsewhere = str(en.t("web-elsewhere"))
    with server_thread(None, deal_seed=10) as (server, _):
        url = f"http://127.0.0.1:{server.port}/?lang=en"
        first = new_page(url)
        sockets: dict[str, list[Any]] = {"first": [], "copy": []}
        first.on("websocket", lambda ws: sockets["first"].append(ws))
        start_game(first, "Ada", "fox", {"target": 16})
        first.wait_for_selector("#choices:not([hidden])")
        token = first.evaluate("sessionStorage.getItem('audiogame.token')")
        copy = first.context.new_page()
        copy.on("websocket", lambda ws: sockets["copy"].append(ws))
        copy.add_init_script(f"sessionStorage.setItem('audiogame.token', {token!r});")
        copy.goto(url)
        copy.wait_for_selector("#table:not([hidden])")
        web.wait(first, LOG_HAS, elsewhere)
        assert web.focused_id(first) == "take-back"
        assert first.inner_text("#take-back") == en.t("web-take-back")
        web.tab_to(copy, "hand")
        web.press(copy, "h")  # the copy plays on
        web.wait(copy, web.ANSWERED)
        web.press(first, "h")  # a key meanwhile: how to play here again, not "reconnecting"
        web.wait(first, web.ANSWERED)
        assert web.texts(first, web.ANSWERS)[-1] == elsewhere
        web.press(first, "enter")  # the button: the seat back here
        web.wait(copy, LOG_HAS, elsewhere)
        first.wait_for_selector("#elsewhere", state="hidden")
        web.wait(first, "() => document.activeElement.id === 'hand'")
        answered = answers_count(first)
        web.press(first, "h")
        web.wait(first, f"n => document.querySelectorAll('{web.ANSWERS}').length > n", answered)
        for page in (first, copy):
            log = web.texts(page, web.LOG)
            assert log.count(elsewhere) == 1
            assert en.t("web-connection-lost") not in log
        # no reconnection loop: the copy's one socket, the first page's one to take it back
        assert len(sockets["copy"]) == 1 and len(sockets["first"]) == 1
