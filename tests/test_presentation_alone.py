"""A presentation needs no session, output or screen: only what its protocol ``SeatTable`` lists
(issue 25). A small table of the test's own, over a game's observation, gets the same words as the
real table."""

from __future__ import annotations

from typing import Any

import pytest
from test_table_facts import Heard

from audiogame.games import presentation
from audiogame.games.base import SeatTable, TrickResult
from audiogame.i18n import Translator
from audiogame.narration import Narrator, signed
from engine import Game, new_game


class SmallSeat:
    """Just what a presentation reads: one seat's words, narrator and observation."""

    def __init__(self, game: Game, human: int, lang: str) -> None:
        self.game = game
        self.tr = Translator(lang, strict=True)
        self.narrator = Narrator(self.tr, presentation(game.name), human, players=game.players)
        self.human = human

    @property
    def my_turn(self) -> bool:
        return self.game.current_player == self.human

    def observation(self) -> Any:
        return self.game.observation(self.human)

    def who(self, seat: int, prefix: str = "") -> dict[str, str]:
        who = "you" if seat == self.human else "other"
        return {f"{prefix}who": who, f"{prefix}player": self.narrator.name(seat)}

    def signed(self, number: int) -> str:
        return signed(self.tr, number)

    def seats_from_me(self) -> list[int]:
        return [(self.human + i) % self.game.players for i in range(self.game.players)]

    def trick_item(self, seat: int, card: int) -> str:
        name = self.narrator.card(card, "name")
        return self.tr.t("status-trick-card", card=name, **self.who(seat))

    def last_trick_text(self, result: TrickResult) -> str:
        return ""

    def turn_text(self) -> str:
        seat = self.game.current_player
        return self.tr.t("status-turn", **self.who(seat if seat is not None else self.human))

    def scores_text(self) -> str:
        return ""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("name", "players"), [("fox", 2), ("fearless", 4)])
def test_a_presentation_speaks_from_a_table_of_its_own(name: str, players: int, lang: str) -> None:
    game = new_game(name, players, 9)
    for action in game.legal_actions()[:1]:
        game.step(action)
    small: SeatTable = SmallSeat(game, 0, lang)
    real = Heard(game.clone(), lang=lang).table
    show = presentation(name)
    for read in ("read_trick", "read_positions", "read_round", "rule_hint", "status_facts"):
        assert getattr(show, read)(small) == getattr(show, read)(real), read
