"""*The Fox in the Forest* in the table companion: cards typed as a rank and a suit letter
(``7c``, ``11k``, ``9 of Moons``, ``sorcière de lunes``), the decree card entered at each round
start and after each Fox (or ``keep``), the Woodcutter's cards never asked."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from audiogame.games.companion import (
    CompanionGame,
    EntryError,
    SetupChoice,
    match_word,
    number,
    number_words,
    vocabulary,
    words,
)
from audiogame.games.fox import SUITS
from engine import Event, Game
from engine.fox import cards as xc
from engine.fox.events import RoundStarted
from engine.fox.observation import Phase
from engine.fox.public import DECREE_BASE, PublicFox
from engine.public import MonarchBroken, NotFollowed, Revoke

if TYPE_CHECKING:
    from audiogame.i18n import Translator
    from audiogame.narration.narrator import Narrator

__all__ = ["FoxCompanion"]

_RANK = re.compile(r"(1[01]|[1-9])")
_POWER_RANKS = (1, 3, 5, 7, 9, 11)


def _table(game: Game) -> PublicFox:
    if not isinstance(game, PublicFox):
        raise TypeError("the Fox companion reads a PublicFox table")
    return game


def _strip(text: str, vocabulary: list[str]) -> tuple[bool, str]:
    """``text`` without a leading word of ``vocabulary`` (spaces ignored), and whether one was
    there."""
    found = match_word(text, dict.fromkeys(vocabulary, 0))
    return (False, text.replace(" ", "")) if found is None else (True, found[1])


class FoxCompanion(CompanionGame):
    """The Fox (see the module docstring)."""

    name = "fox"
    first_option = "first_dealer"

    def setup_choices(self, players: int) -> tuple[SetupChoice, ...]:
        return (
            SetupChoice(
                "target",
                (16, 21, 35),
                "companion-setup-target",
                "points",
                default=21,
                typed=(1, 999),
                typed_prompt="companion-setup-target-prompt",
            ),
        )

    # --- entering -----------------------------------------------------------------------

    def _suits(self, tr: Translator) -> dict[str, int]:
        suits = vocabulary(tr, "companion-fox-suit-words", "suit", enumerate(SUITS))
        for suit, letter in enumerate(xc.SUIT_LETTERS):
            suits.setdefault(letter.lower(), suit)
        return suits

    def _rank(self, tr: Translator, text: str) -> tuple[int, str] | None:
        """The rank ``text`` starts with (digits, a number word, a power) and the rest."""
        digits = _RANK.match(text)
        if digits is not None:
            return int(digits[1]), text[digits.end() :]
        powers = vocabulary(tr, "companion-fox-power-words", "rank", ((r, r) for r in _POWER_RANKS))
        ranks = {w: n for w, n in number_words(tr).items() if n >= 1}
        return match_word(text, {**ranks, **powers})

    def parse_card(self, tr: Translator, text: str) -> int:
        squeezed = text.replace(" ", "")
        try:
            return xc.text_to_card(squeezed)
        except ValueError:
            pass
        suits = self._suits(tr)
        fillers = dict.fromkeys(words(tr, "companion-word-of"), 0)
        ranked = self._rank(tr, squeezed)
        if ranked is not None:
            rank, rest = ranked
            filler = match_word(rest, fillers)
            found = match_word(rest, suits)
            if (found is None or found[1]) and filler is not None:
                found = match_word(filler[1], suits)
            if found is not None and not found[1]:
                return xc.card(found[0], rank)
        else:
            found = match_word(squeezed, suits)
            if found is not None:
                rank_after = number(tr, found[1])
                if rank_after is not None and 1 <= rank_after <= 11:
                    return xc.card(found[0], rank_after)
        typed = re.match(r"[0-9]+", squeezed)
        if typed is not None and not 1 <= int(typed[0]) <= 11:
            raise EntryError("companion-fox-error-rank", rank=int(typed[0]))
        if ranked is not None and not ranked[1]:
            raise EntryError("companion-fox-error-suit-missing", rank=ranked[0])
        raise EntryError("companion-error-unknown")

    def entry_action(self, tr: Translator, game: Game, text: str) -> int:
        table = _table(game)
        if text.replace(" ", "") in [*words(tr, "companion-word-keep"), "keep"]:
            return xc.KEEP  # the engine's texts (keep, decree 7B, swap 2B) in every language
        decree, rest = _strip(text, [*words(tr, "companion-word-decree"), "decree"])
        if decree:
            return DECREE_BASE + self.parse_card(tr, rest)
        swap, rest = _strip(text, [*words(tr, "companion-word-swap"), "swap"])
        if swap:
            return xc.SWAP + self.parse_card(tr, rest)
        card = self.parse_card(tr, text)
        if table.phase is Phase.DECREE:
            return DECREE_BASE + card
        if table.phase is Phase.FOX_EXCHANGE:
            return xc.SWAP + card
        return card

    def pick_list(self, game: Game) -> list[int]:
        table = _table(game)
        if table.phase is Phase.DECREE:
            return [DECREE_BASE + c for c in table.unseen()]
        if table.phase is Phase.FOX_EXCHANGE:
            return [xc.KEEP, *(xc.SWAP + c for c in table.unseen())]
        return table.unseen()

    # --- what is said -------------------------------------------------------------------

    def prompt(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        seat = table.current_player
        if seat is None:
            return n.tr.t("status-turn-over")
        if table.phase is Phase.DECREE:
            return n.tr.t(
                "companion-fox-prompt-decree", round=table.round + 1, dealer=n.name(table.dealer)
            )
        if table.phase is Phase.FOX_EXCHANGE:
            decree = n.card(table.decree, "name", details=False)
            return n.tr.t("companion-fox-prompt-exchange", player=n.name(seat), decree=decree)
        if table.lead is None:
            return n.tr.t("companion-prompt-lead", trick=table.trick_no + 1, player=n.name(seat))
        return n.tr.t("companion-prompt-play", player=n.name(seat))

    def is_round_start(self, event: Event) -> bool:
        return isinstance(event, RoundStarted)

    def note(self, n: Narrator, event: Event) -> str | None:
        if isinstance(event, NotFollowed):
            if n.void_said == (event.seat, event.suit):
                return None  # the card line just said it
            return n.tr.t(
                "companion-fox-not-followed", player=n.name(event.seat), suit=SUITS[event.suit]
            )
        if isinstance(event, Revoke):
            return n.tr.t(
                "companion-fox-revoke",
                player=n.name(event.seat),
                suit=SUITS[event.suit],
                card=n.card(event.card, "obj", details=False),
            )
        if isinstance(event, MonarchBroken):
            return n.tr.t(
                "companion-fox-monarch-broken",
                player=n.name(event.seat),
                card=n.card(event.card, "obj", details=False),
                answered=n.card(event.answered, "obj", details=False),
            )
        return None

    def read_trick(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        if table.is_over:
            return n.tr.t("status-turn-over")
        plays = [p for p in (table.lead, table.follow) if p is not None]
        if not plays:
            return self.prompt(n, game)
        cards = n.tr.join(
            [
                n.tr.t("companion-trick-card", player=n.name(s), card=n.card(c, "name"))
                for s, c in plays
            ]
        )
        text = n.tr.t("companion-fox-trick", trick=table.trick_no + 1, cards=cards)
        return n.tr.concat([text, self.prompt(n, game)])

    def read_positions(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        items = [
            n.tr.t("companion-seat-tricks", player=n.name(s), tricks=table.tricks_won[s])
            for s in (0, 1)
        ]
        return n.tr.t("companion-fox-tricks", tricks=n.tr.join(items))

    def read_decree(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        if table.decree < 0:
            return self.prompt(n, game)
        decree = n.card(table.decree, "name", details=True)
        trump = n.tr.t("fox-suit", suit=SUITS[xc.suit_of(table.decree)])
        return n.tr.t("status-decree", decree=decree, trump=trump)

    def read_seats(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        return n.tr.concat(
            [
                n.tr.t("companion-fox-seats", dealer=n.name(table.dealer), round=table.round + 1),
                self.read_positions(n, game),
                self.prompt(n, game),
            ]
        )

    def setup_lines(self, n: Narrator, game: Game) -> list[str]:
        table = _table(game)
        return [
            n.tr.t(
                "companion-fox-setup",
                first=n.name(0),
                second=n.name(1),
                target=table.target,
            )
        ]

    def entry_name(self, n: Narrator, game: Game, action: int, details: bool = False) -> str:
        if action == xc.KEEP:
            return n.tr.t("prompt-fox-keep")
        card = action
        if action >= DECREE_BASE:
            card = action - DECREE_BASE
        elif action >= xc.SWAP:
            card = action - xc.SWAP
        return n.card(card, "name", details=details)

    def asks(self, game: Game) -> bool:
        return _table(game).phase in (Phase.DECREE, Phase.FOX_EXCHANGE)
