"""Heard by a real screen reader: the web page in Firefox ESR and in Chromium, Orca listening
(issue 32).

Each scenario starts a private desktop (``tools/orca_desk.py``: Xvfb, a session bus, AT-SPI,
speech-dispatcher whose output module records every utterance for as long as espeak-ng would
take to say it, and Orca), a server of its own whose speech log is the witness of what the page
was told (``--speech-log``: ``audiogame/web/witness.py``), and the browser on the page
(``tools/orca_browser.py``). The player uses the keyboard only (real X key presses): the lobby by
Tab, arrows and Enter, then the table. The listener is patient: after each key it waits until the
table waits for the player again, the last message the page was told has been said, and Orca has
been silent a moment.

What is checked, against the witness (:func:`tools.orca_browser.match`):

- every message the page was told (its log and its answers) heard exactly once, whole (not cut),
  in order, with no region name before it;
- every arrow key: the newly focused card said once, whole;
- a fast player (keys 150 ms apart): a key cuts what was being said when it came, and nothing the
  player waited for is lost: once the keys stop, the answer to the last one is heard whole, once,
  and so is every message of the play the player makes next (patient again).

Scenarios: a whole round of The Fox in the Forest with the player's Woodcutter return and Fox
exchange (Firefox in English, Chromium in French); part of a 4-player Fearless round, then the
fast player (Firefox in French, Chromium in English): each browser in both languages; the review
of a finished game, opened from the lobby's list and walked step by step (issue 35: Firefox in
French, Chromium in English). Orca speaks
at a practised listener's rate (:data:`RATE`). Full run only; one desk at a time
(``xdist_group``). The matcher's own test, on recorded examples, is quick.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from suite import failed

from audiogame.i18n import Translator
from engine.fox import cards as fox_cards
from tools import orca_browser as ob
from tools.orca_desk import OrcaDesk, Utterance, missing

RATE = 99
"""Orca's rate (0-99; 50 is its default, about 180 words a minute): its fastest, about 450
words a minute, as many practised listeners set it."""
FOX_SEED = 14
"""Round 1 of this deal: the player leads a Woodcutter (5) and plays a Fox (3), so both
decisions come."""
FEARLESS_SEED = 5
FEARLESS_PLAYS = 3
FAST_KEYS = ["Right", "Right", "Left", "h", "t", "Right", "Home", "End", "Left", "h"]
"""The fast player's keys, 150 ms apart: moves and reads; the last a read, whose answer the
player waits for."""
FAST_MS = 150
LAG = 0.3
"""Seconds Orca may take to act on a key (its queue): what is still said this long after a key
must have been cut."""

ORCA = pytest.mark.skipif(missing() is not None, reason=str(missing()))


# --- the matcher, on recorded examples (quick) ----------------------------------------------------


def _heard(*texts: str, cut: tuple[int, ...] = ()) -> list[Utterance]:
    return [
        Utterance(i, text, "speak", "en", float(i), float(i) + 0.5, i not in cut, 0.5)
        for i, text in enumerate(texts)
    ]


def _told(*lines: str) -> list[ob.Told]:
    return [ob.Told(text.removeprefix("! "), text.startswith("! ")) for text in lines]


def test_the_matcher_reads_what_orca_said_against_what_the_page_was_told() -> None:
    """Recorded in the desk (Orca 43, Firefox ESR 153, Chromium 156): an insertion said as one
    utterance; key echoes and focus kept apart; a region's name before a message (the page
    before this issue); a message dropped (Orca skipped an older addition); one said twice; a
    cut; the answers' order apart from the log's; a text said twice in a game matched to its
    own place; punctuation and case that Orca and the synthesiser change."""
    told = _told(
        "The Fox in the Forest, against a computer player.",
        "Round 1. Decree: 6 of Bells, trump Bells. You lead.",
        "Your turn: 4 of Bells.",
        "! Hand, 13 cards: 2 Bells, 6 Keys and 5 Moons.",
        "You lead 5 of Keys, Woodcutter.",
        "Your turn: 4 of Bells.",
    )
    heard = _heard(
        "return",
        "Your hand List with 13 items",
        "4 of Bells.",
        "The Fox in the Forest, against a computer player. Round 1. Decree: 6 of Bells, "
        "trump Bells. You lead. Your turn: 4 of Bells.",
        "h",
        "Hand, 13 cards: 2 Bells, 6 Keys and 5 Moons.",
        "return",
        "You lead 5 of Keys, Woodcutter.",
        "your turn 4 of bells",
    )
    verdict = ob.match(told, heard)
    assert verdict.ok(), verdict.report()
    assert verdict.others == [
        "return",
        "Your hand List with 13 items",
        "4 of Bells.",
        "h",
        "return",
    ]
    assert [h.said for h in verdict.heard if h.said] == [[0, 1, 2], [3], [4], [5]]

    # Firefox before this issue: a region's name first, two additions dropped, one twice
    told = _told("Message 1.", "Message 2.", "Message 3.", "Message 4.", "! Refused.")
    heard = _heard("Messages Message 1.", "Message 3.", "Message 3.", "Answers Refused.", cut=(2,))
    verdict = ob.match(told, heard)
    assert not verdict.ok()
    assert verdict.prefixed == ["Messages Message 1.", "Answers Refused."]
    assert verdict.dropped == ["Message 2.", "Message 4."]
    assert verdict.repeated == ["Message 3."]
    assert verdict.cut == ["Message 3."]
    # Chromium before this issue: two insertions said in the reverse order
    verdict = ob.match(
        _told("You play 1 of Keys.", "Alex wins trick 2."),
        _heard("Alex wins trick 2.", "You play 1 of Keys."),
    )
    assert verdict.out_of_order == ["You play 1 of Keys."]
    assert verdict.counts()["heard once"] == 2 and not verdict.ok()
    # French: Orca's text of « Table VBQZ : Fearless. » and signs
    verdict = ob.match(
        _told("Table VBQZ : Fearless.", "Alex entame avec le magenta plus 5. Total \u22121."),
        _heard("Table VBQZ: Fearless", "Alex entame avec le magenta plus 5. Total -1."),
    )
    assert verdict.ok(), verdict.report()


# --- the scenarios (full run) -------------------------------------------------------------------


class Table:
    """A desk, a server with its witness, the browser on the page, a player at it."""

    def __init__(self, desk: OrcaDesk, server: Any, loop: Any, witness: Path, lang: str) -> None:
        self.desk = desk
        self.tr = Translator(lang)
        self.player = ob.Player(desk, server, loop, witness)
        self.witness = witness
        self.start = desk.mark()

    def told(self) -> list[ob.Told]:
        return ob.read_witness(self.witness)

    def verdict(self, told_from: int = 0, heard_from: int | None = None) -> ob.Verdict:
        """What Orca said of what the page was told (from message ``told_from``, utterance
        ``heard_from`` on; else from the start)."""
        heard = self.desk.since(self.start if heard_from is None else heard_from)
        return ob.match(self.told()[told_from:], heard)


@pytest.fixture
def table(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Table]:
    params = request.node.callspec.params
    browser, lang, seed = params["browser"], params["lang"], params["seed"]
    why = ob.browser_missing(browser)
    if why is not None:
        pytest.skip(why)
    witness = tmp_path / "page-speech.log"
    desk = OrcaDesk(lang, rate=RATE)
    with ob.server_thread(deal_seed=seed, speech_log=witness) as (server, loop), desk:
        ob.open_browser(desk, browser, f"http://127.0.0.1:{server.port}/?lang={lang}")
        made = Table(desk, server, loop, witness, lang)
        made.player.page_loaded(str(made.tr.t("app-title")))
        yield made
        desk.keep = desk.keep or failed(request)  # Orca's debug log, for what went wrong


def check_heard(verdict: ob.Verdict) -> None:
    """Every message once, whole, in order, no region name before it."""
    assert verdict.told, "the page was told nothing"
    assert verdict.ok(), verdict.report()


def check_arrows(table: Table) -> int:
    """Each arrow key: the card it focused said once, whole, before the next key; how many."""
    presses = table.player.presses
    count = 0
    for press, after in zip(presses, [*presses[1:], None], strict=True):
        if press.focused is None:
            continue
        count += 1
        heard = table.desk.since(press.mark)
        if after is not None:
            heard = heard[: after.mark - press.mark]
        said = [u for u in heard if ob.normal(u.text) == ob.normal(press.focused)]
        assert len(said) == 1, (press.key, press.focused, [u.text for u in heard])
        assert said[0].whole, (press.focused, said[0])
    return count


def fox_choice(seat: ob.SeatNow) -> int:
    """A Woodcutter or a Fox when one may be played (their decisions follow), else the legal
    choice nearest the focus, another than the focused one when there is one (so that arrows
    are heard)."""
    legal = [i for i, action in enumerate(seat.items) if action in seat.legal]
    special = [
        i
        for i in legal
        if seat.items[i] < fox_cards.SWAP and fox_cards.rank_of(seat.items[i]) in (3, 5)
    ]
    if special and not seat.decision:
        return special[0]
    return min(legal, key=lambda i: (i == seat.focus, abs(i - seat.focus)))


@pytest.mark.slow
@pytest.mark.xdist_group("orca")
@ORCA
@pytest.mark.parametrize(
    ("browser", "lang", "seed"), [("firefox", "en", FOX_SEED), ("chromium", "fr", FOX_SEED)]
)
def test_a_whole_fox_round_is_heard_message_by_message(
    browser: str, lang: str, seed: int, table: Table
) -> None:
    """The lobby by keyboard, then a whole round of The Fox in the Forest against a computer,
    the Woodcutter's return and the Fox's exchange included."""
    player = table.player
    player.open_table(table.tr, "fox")
    decisions = plays = 0
    while plays < 13:
        seat = player.seated(max(0, table.desk.mark() - 12))
        assert not seat.over
        player.play(fox_choice(seat))
        decisions += seat.decision
        plays += not seat.decision
    check_heard(table.verdict())
    assert decisions >= 2  # the Woodcutter's return and the Fox's exchange
    assert check_arrows(table) >= 8


@pytest.mark.slow
@pytest.mark.xdist_group("orca")
@ORCA
@pytest.mark.parametrize(
    ("browser", "lang", "seed"),
    [("firefox", "fr", FEARLESS_SEED), ("chromium", "en", FEARLESS_SEED)],
)
def test_a_fearless_round_then_a_fast_player(
    browser: str, lang: str, seed: int, table: Table
) -> None:
    """The lobby, the first plays of a 4-player Fearless round (three computers), patiently;
    then a fast player at the next turn (see the module docstring)."""
    player = table.player
    player.open_table(table.tr, "fearless")
    for _ in range(FEARLESS_PLAYS):
        seat = player.seated(max(0, table.desk.mark() - 12))
        assert seat.my_turn
        legal = [i for i, action in enumerate(seat.items) if action in seat.legal]
        player.play(min(legal, key=lambda i: (i == seat.focus, abs(i - seat.focus))))
    check_heard(table.verdict())
    check_arrows(table)

    # The fast player: keys 150 ms apart, then waits.
    told_before = len(table.told())
    mark = table.desk.mark()
    times = [table.desk.key(key) for key in _spaced(FAST_KEYS)]
    last = table.desk.mark()
    player.told_heard(mark)
    heard = table.desk.since(mark)
    # A key cuts what was being said when it came (Orca acts on it within LAG).
    running = [u for u in heard for at in times if u.begin < at and (u.end or 1e9) > at + LAG]
    assert all(not u.whole for u in running), [u.text for u in running if u.whole]
    assert any(not u.whole for u in heard), [u.text for u in heard]  # something was cut
    # Nothing the player waited for is lost: the last key's answer, and what came after it.
    told = table.told()
    answers = [t for t in told[told_before:] if t.answer]
    assert answers, "the reads were not answered"
    after_last = table.desk.since(last)
    final = [u for u in after_last if ob.normal(answers[-1].text) == ob.normal(u.text)]
    assert len(final) == 1 and final[0].whole, [u.text for u in after_last]
    # Then patient again: Enter, and every message of the play heard.
    told_before = len(table.told())
    press = player.enter()
    check_heard(table.verdict(told_from=told_before, heard_from=press.mark))


def _spaced(keys: list[str]) -> Iterator[str]:
    """``keys``, one every :data:`FAST_MS` milliseconds."""
    start = time.monotonic()
    for index, key in enumerate(keys):
        delay = start + index * FAST_MS / 1000 - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        yield key


# --- the review of a finished game (issue 35) ----------------------------------------------


@pytest.mark.slow
@pytest.mark.xdist_group("orca")
@ORCA
@pytest.mark.parametrize(("browser", "lang"), [("firefox", "fr"), ("chromium", "en")])
def test_a_finished_game_s_review_is_heard_step_by_step(
    browser: str, lang: str, tmp_path: Path
) -> None:
    """A Fox match kept in the player's folder (``audiogame web``): the lobby's button by Tab
    and Enter opens its review; the title is heard once, whole, then the first step (the list's
    focused option); each Right says the next step once, whole; H's answer, the edge and
    Backspace's answer are heard once; every message the page was told, once, in order."""
    from test_seat_review import random_seat_game

    from audiogame.narration import Verbosity
    from audiogame.review_walk import ReviewWalk, Talk
    from audiogame.seat_games import SeatGames
    from audiogame.ui.saved import describe_finished

    why = ob.browser_missing(browser)
    if why is not None:
        pytest.skip(why)
    tr = Translator(lang)
    folder = tmp_path / "finished" / "online"
    game = random_seat_game(11)
    SeatGames(folder).keep(game, 50)
    (summary,) = SeatGames(folder).games()
    walk = ReviewWalk(
        tr,
        game.review(),
        0,
        every_hand=False,
        talk=lambda: Talk(Verbosity.NORMAL, False, True),
        answer=lambda text: None,
        names=game.names,
    )
    steps = [walk.text(i) for i in range(len(walk.stops))]
    witness = tmp_path / "page-speech.log"
    desk = OrcaDesk(lang, rate=RATE)
    config = {"speech_log": witness, "review_folder": folder}
    with ob.server_thread(**config) as (server, loop), desk:
        ob.open_browser(desk, browser, f"http://127.0.0.1:{server.port}/?lang={lang}")
        table = Table(desk, server, loop, witness, lang)
        player = table.player
        player.page_loaded(str(tr.t("app-title")))
        player.press("shift+Tab")
        player.move_to("Tab", describe_finished(tr, summary).split(",")[0])
        opened = player.press("Return", quiet=0.8, first=3.0)
        desk.wait_for(lambda u: ob.normal(steps[0]) in ob.normal(u.text), 30.0, opened.mark)
        desk.settle(quiet=0.8)
        presses = [opened]
        for _ in range(6):
            presses.append(player.press("Right", quiet=0.8))
        player.press("h", quiet=0.8)
        player.press("BackSpace", quiet=0.8)
        heard = desk.since(opened.mark)
        for index, press in enumerate(presses):  # each step: said once, whole, after its key
            after = presses[index + 1].mark if index + 1 < len(presses) else None
            window = desk.since(press.mark)[: None if after is None else after - press.mark]
            said = [u for u in window if ob.normal(steps[index]) in ob.normal(u.text)]
            assert len(said) == 1, (index, steps[index], [u.text for u in window])
            assert said[0].whole, (steps[index], said[0])
        told = table.told()
        assert [t.text for t in told if t.answer] == [
            str(tr.t("web-review-title", rounds=len(walk.review.rounds))),
            _hand_answer(walk, 6),
            str(tr.t("web-review-closed")),
        ]
        check_heard(ob.match(told, heard))


def _hand_answer(walk: Any, index: int) -> str:
    said: list[str] = []
    walk.answer = said.append
    walk.index = index
    walk.read_hand(others=False)
    return said[-1]
