"""What a player hears of the table around the game (issue 33): the turn said once after a
reconnection's recap, a player renamed by the server told so and hearing their own chat under
that name, the French words of an absent player without gender. Both languages."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

import pytest

from audiogame.i18n import Translator
from audiogame.online.clean import clean, clean_name
from audiogame.online.protocol import Update
from tests.online_helpers import make_player, running, until


def _run(coro: Coroutine[Any, Any, None]) -> None:
    asyncio.run(asyncio.wait_for(coro, 60))


def _recaps(frames: list[Any]) -> int:
    return sum(1 for f in frames if isinstance(f, Update) and f.recap)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_turn_is_said_once_after_a_reconnections_recap(lang: str) -> None:
    async def main() -> None:
        async with running(None) as (_server, url):
            ada = make_player(url, "Ada", lang)
            try:
                await ada.client.connect()
                await ada.client.create("fox", 2, {1: "easy"})
                await until(lambda: ada.client.table is not None and ada.client.table.my_turn)
                table = ada.client.table
                assert table is not None
                turn = table.turn_text()
                heard = len(ada.heard)
                await ada.client.drop()
                await until(lambda: _recaps(ada.client.received) == 1)
                await until(lambda: any(turn in text for text in ada.heard[heard:]))
                said = " ".join(ada.heard[heard:])
                assert said.count(turn) == 1, ada.heard[heard:]
            finally:
                await ada.client.close()

    _run(main())


@pytest.mark.parametrize(
    ("lang", "told", "chat"),
    [
        ("en", "Name taken: here you are ada 2.", "ada 2 says: hello"),
        ("fr", "Nom déjà pris : ici, vous êtes ada 2.", "ada 2 dit : hello"),
    ],
)
def test_a_player_renamed_by_the_server_is_told_and_hears_the_new_name(
    lang: str, told: str, chat: str
) -> None:
    async def main() -> None:
        async with running(None) as (_server, url):
            host, guest = make_player(url, "Ada", "en"), make_player(url, "ada", lang)
            try:
                await host.client.connect()
                await host.client.create("fox", 2, {})
                await until(lambda: host.client.code is not None)
                await guest.client.connect()
                assert host.client.code is not None
                await guest.client.join(host.client.code)
                await until(lambda: guest.client.table is not None)
                assert any(told in text for text in guest.heard), guest.heard
                assert not any("Name taken" in text for text in host.heard)
                assert guest.client.chat("hello")
                await until(lambda: any("ada 2 says: hello" in t for t in host.heard))
                await until(lambda: any(chat in text for text in guest.heard))
            finally:
                await host.client.close()
                await guest.client.close()

    _run(main())


GENDERED = ("absent", "absente", " le remplace", " la remplace")
"""French words that agree with the player's gender (which the program does not know)."""


def test_french_words_of_an_absent_player_have_no_gender() -> None:
    tr = Translator("fr", strict=True)
    texts = [tr.t("online-seat-replaced", player="Ada")]
    texts += [tr.t("online-seat-item", player="Ada", state=s) for s in ("standin", "away")]
    for text in texts:
        assert not any(word in text for word in GENDERED), text


def test_a_name_of_stacked_combining_marks_keeps_a_few() -> None:
    """23 marks on one letter smear it and make a screen reader spell each: three are kept
    (enough for Vietnamese and the scripts of India); everything else is as it was."""
    zalgo = "A" + "\u0301" * 23 + "da"
    assert clean_name(zalgo) == "\u00c1" + "\u0301" * 3 + "da"  # Á (one mark composed), 3 more
    assert clean_name("Nguy\u1ec5n") == "Nguy\u1ec5n"  # e, circumflex and tilde: kept whole
    assert clean("Tr\u1ea7n \u0915\u094d\u0937\u093f") == "Tr\u1ea7n \u0915\u094d\u0937\u093f"
    assert clean_name("\u0301" * 30) is None  # marks alone: no letter to say
