"""Duel in the table companion: cards typed as a rank and a suit (``3c``, ``3 of crowns``,
``trois de couronnes``, ``crowns 3``), in the words of the package's own messages."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from audiogame.games import CompanionGame
from audiogame.games.companion import (
    EntryError,
    SetupChoice,
    match_word,
    number,
    number_words,
    vocabulary,
    words,
)
from engine import Event, Game
from engine.public import NotFollowed, Revoke

from .duel import rules
from .duel.cards import RANKS, SUIT_LETTERS, card, text_to_card
from .duel.events import RoundStarted
from .duel.public import PublicDuel
from .presentation import SUITS

if TYPE_CHECKING:
    from audiogame.i18n import Translator
    from audiogame.narration.narrator import Narrator

__all__ = ["DuelCompanion"]

_DIGIT = re.compile(r"[0-9]+")


def _table(game: Game) -> PublicDuel:
    if not isinstance(game, PublicDuel):
        raise TypeError("the Duel companion reads a PublicDuel table")
    return game


class DuelCompanion(CompanionGame):
    """Duel (see the module docstring)."""

    name = "duel"
    first_option = "first_dealer"

    def setup_choices(self, players: int) -> tuple[SetupChoice, ...]:
        return (
            SetupChoice(
                "target",
                (4, 7, 10),
                "duel-setup-target",
                "points",
                default=rules.DEFAULT_TARGET,
                typed=(1, 99),
                typed_prompt="companion-setup-target-prompt",
            ),
        )

    # --- entering -----------------------------------------------------------------------

    def _suits(self, tr: Translator) -> dict[str, int]:
        suits = vocabulary(tr, "duel-companion-suit-words", "suit", enumerate(SUITS))
        for suit, letter in enumerate(SUIT_LETTERS):
            suits.setdefault(letter.lower(), suit)
        return suits

    def parse_card(self, tr: Translator, text: str) -> int:
        squeezed = text.replace(" ", "")
        try:
            return text_to_card(squeezed)
        except ValueError:
            pass
        suits = self._suits(tr)
        ranks = {w: n for w, n in number_words(tr).items() if n in RANKS}
        digits = _DIGIT.match(squeezed)
        ranked = (int(digits[0]), squeezed[digits.end() :]) if digits else None
        ranked = ranked or match_word(squeezed, ranks)
        if ranked is not None:
            rank, rest = ranked
            if rank not in RANKS:
                raise EntryError("duel-companion-error-rank", rank=rank)
            filler = match_word(rest, dict.fromkeys(words(tr, "companion-word-of"), 0))
            for tail in (rest, filler[1] if filler is not None else None):
                found = match_word(tail, suits) if tail else None
                if found is not None and not found[1]:
                    return card(found[0], rank)
            if not rest:
                raise EntryError("duel-companion-error-suit-missing", rank=rank)
        else:
            found = match_word(squeezed, suits)
            if found is not None:
                after = number(tr, found[1])
                if after in RANKS:
                    return card(found[0], after)
                if after is not None:
                    raise EntryError("duel-companion-error-rank", rank=after)
        raise EntryError("companion-error-unknown")

    def entry_action(self, tr: Translator, game: Game, text: str) -> int:
        _table(game)
        return self.parse_card(tr, text)

    def pick_list(self, game: Game) -> list[int]:
        return _table(game).unseen()

    # --- what is said -------------------------------------------------------------------

    def prompt(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        seat = table.current_player
        if seat is None:
            return n.tr.t("status-turn-over")
        if table.lead is None:
            return n.tr.t("companion-prompt-lead", trick=len(table.tricks) + 1, player=n.name(seat))
        return n.tr.t("companion-prompt-play", player=n.name(seat))

    def is_round_start(self, event: Event) -> bool:
        return isinstance(event, RoundStarted)

    def note(self, n: Narrator, event: Event) -> str | None:
        if isinstance(event, NotFollowed):
            if n.void_said == (event.seat, event.suit):
                return None  # the card line just said it
            return n.tr.t(
                "duel-companion-not-followed", player=n.name(event.seat), suit=SUITS[event.suit]
            )
        if isinstance(event, Revoke):
            return n.tr.t(
                "duel-companion-revoke",
                player=n.name(event.seat),
                suit=SUITS[event.suit],
                card=n.card(event.card, "obj", details=False),
            )
        return None

    def read_trick(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        if table.is_over:
            return n.tr.t("status-turn-over")
        if table.lead is None:
            return self.prompt(n, game)
        seat, played = table.lead
        item = n.tr.t("companion-trick-card", player=n.name(seat), card=n.card(played, "name"))
        text = n.tr.t("duel-companion-trick", trick=len(table.tricks) + 1, cards=item)
        return n.tr.concat([text, self.prompt(n, game)])

    def read_positions(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        items = [
            n.tr.t("companion-seat-tricks", player=n.name(s), tricks=table.tricks_won[s])
            for s in (0, 1)
        ]
        return n.tr.t(
            "duel-companion-tricks", tricks=n.tr.join(items), lit="yes" if table.lit else "no"
        )

    def read_decree(self, n: Narrator, game: Game) -> str:
        lit = "yes" if _table(game).lit else "no"
        return n.tr.t("duel-companion-no-decree", lit=lit)

    def read_seats(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        return n.tr.concat(
            [
                n.tr.t("duel-companion-seats", dealer=n.name(table.dealer), round=table.round + 1),
                self.read_positions(n, game),
                self.prompt(n, game),
            ]
        )

    def setup_lines(self, n: Narrator, game: Game) -> list[str]:
        table = _table(game)
        return [
            n.tr.t("duel-companion-setup", first=n.name(0), second=n.name(1), target=table.target)
        ]

    def entry_name(self, n: Narrator, game: Game, action: int, details: bool = False) -> str:
        return n.card(action, "name", details=details)
