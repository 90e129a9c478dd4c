"""speech-dispatcher's events reach each message's callback even when the daemon reports a
message before the library knows its id (``EventRouter``; the library would drop them)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

pytest.importorskip("speechd")

from speechd import CallbackType  # type: ignore[import-not-found,import-untyped,unused-ignore]

from audiogame.speech.speechd_output import EARLY_KEPT, PROGRESS, EventRouter

KINDS = tuple(PROGRESS)


def _recorder() -> tuple[list[str], Callable[..., None]]:
    heard: list[str] = []

    def callback(kind: str, **_: object) -> None:
        heard.append(kind)

    return heard, callback


def test_events_before_the_id_is_known_are_delivered_with_the_callback() -> None:
    router = EventRouter()
    router(7, 1, CallbackType.BEGIN)  # read before SPEAK's reply was handled
    heard, callback = _recorder()
    router.expect(7, callback, KINDS)
    assert heard == [CallbackType.BEGIN]
    router(7, 1, CallbackType.INDEX_MARK, index_mark="x")  # not asked for
    router(7, 1, CallbackType.END)
    assert heard == [CallbackType.BEGIN, CallbackType.END]
    router(7, 1, CallbackType.END)  # the message is settled: nothing more for it
    assert heard == [CallbackType.BEGIN, CallbackType.END]


def test_a_message_said_whole_before_its_id_is_known_is_settled() -> None:
    router = EventRouter()
    for kind in (CallbackType.BEGIN, CallbackType.END):
        router(3, 1, kind)
    router(4, 1, CallbackType.CANCEL)
    heard, callback = _recorder()
    router.expect(3, callback, KINDS)
    router.expect(4, callback, KINDS)
    assert heard == [CallbackType.BEGIN, CallbackType.END, CallbackType.CANCEL]
    router(3, 1, CallbackType.BEGIN)  # neither is waited for any more: kept as early again
    assert heard == [CallbackType.BEGIN, CallbackType.END, CallbackType.CANCEL]


def test_events_in_order_go_to_their_own_message_and_early_ones_are_bounded() -> None:
    router = EventRouter()
    first, one = _recorder()
    second, two = _recorder()
    router.expect(1, one, KINDS)
    router.expect(2, two, KINDS)
    router(1, 1, CallbackType.BEGIN)
    router(2, 1, CallbackType.CANCEL)
    assert first == [CallbackType.BEGIN] and second == [CallbackType.CANCEL]
    for msg_id in range(100, 100 + EARLY_KEPT + 5):  # ids nobody waits for
        router(msg_id, 1, CallbackType.BEGIN)
    late, callback = _recorder()
    router.expect(100, callback, KINDS)  # forgotten: the oldest
    router.expect(100 + EARLY_KEPT + 4, callback, KINDS)
    assert late == [CallbackType.BEGIN]
