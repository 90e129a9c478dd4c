"""*Fearless* in the table companion: cards typed as a colour and a signed value (``b+5``,
``goutte plus 5``, ``0``, ``étoile``), the scare track and the running total of a real table."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from audiogame.games.companion import (
    CompanionGame,
    EntryError,
    SetupChoice,
    join_names,
    match_word,
    number,
    vocabulary,
    words,
)
from audiogame.games.fearless import SUITS
from engine import Event, Game
from engine.fearless import cards as fc
from engine.fearless import rules
from engine.fearless.events import RoundStarted
from engine.fearless.public import PublicFearless
from engine.public import NotFollowed, Revoke

if TYPE_CHECKING:
    from audiogame.i18n import Translator
    from audiogame.narration.narrator import Narrator

__all__ = ["FearlessCompanion"]


def _table(game: Game) -> PublicFearless:
    if not isinstance(game, PublicFearless):
        raise TypeError("the Fearless companion reads a PublicFearless table")
    return game


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


class FearlessCompanion(CompanionGame):
    """Fearless (see the module docstring)."""

    name = "fearless"
    first_option = "first_leader"

    def setup_choices(self, players: int) -> tuple[SetupChoice, ...]:
        if players != 3:
            return ()
        letters = tuple(fc.SUIT_LETTERS)
        return (
            SetupChoice(
                "removed_suit",
                letters,
                "companion-setup-removed",
                "suit",
                lambda letter: SUITS[letters.index(letter)],
                flag="removed",
                flag_help="companion: colour removed (3-player Fearless)",
            ),
        )

    # --- entering -----------------------------------------------------------------------

    def parse_card(self, tr: Translator, text: str) -> int:
        squeezed = text.replace(" ", "")
        if squeezed in words(tr, "companion-fearless-zero-words") or number(tr, squeezed) == 0:
            return fc.ZERO
        try:
            return fc.text_to_kind(squeezed)
        except ValueError:
            pass
        suits = vocabulary(tr, "companion-fearless-suit-words", "suit", enumerate(SUITS))
        for suit, letter in enumerate(fc.SUIT_LETTERS):
            suits.setdefault(letter.lower(), suit)
        found = match_word(squeezed, suits)
        if found is None:
            raise EntryError("companion-error-unknown")
        suit, rest = found
        signs = {"+": 1, "-": -1}
        signs.update(dict.fromkeys(words(tr, "companion-word-plus"), 1))
        signs.update(dict.fromkeys(words(tr, "companion-word-minus"), -1))
        unsigned = number(tr, rest)
        if unsigned is not None:
            if unsigned == 0:
                return fc.ZERO
            raise EntryError("companion-fearless-error-sign", suit=SUITS[suit], value=unsigned)
        signed = match_word(rest, signs)
        value = None if signed is None else number(tr, signed[1])
        if signed is None or value is None:
            if not rest:
                raise EntryError("companion-fearless-error-value-missing", suit=SUITS[suit])
            raise EntryError("companion-error-unknown")
        if value == 0:
            return fc.ZERO
        if not 1 <= value <= 6:
            raise EntryError("companion-fearless-error-value", value=value)
        return fc.kind_of(suit, signed[0] * value)

    def entry_action(self, tr: Translator, game: Game, text: str) -> int:
        return self.parse_card(tr, text)

    def pick_list(self, game: Game) -> list[int]:
        return _table(game).unseen()

    # --- what is said -------------------------------------------------------------------

    def prompt(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        seat = table.current_player
        if seat is None:
            return n.tr.t("status-turn-over")
        if not table.trick:
            return n.tr.t(
                "companion-prompt-lead", trick=table.tricks_played + 1, player=n.name(seat)
            )
        return n.tr.t("companion-prompt-play", player=n.name(seat))

    def is_round_start(self, event: Event) -> bool:
        return isinstance(event, RoundStarted)

    def note(self, n: Narrator, event: Event) -> str | None:
        if isinstance(event, NotFollowed):
            if n.void_said == (event.seat, event.suit):
                return None  # the card line just said it
            return n.tr.t(
                "companion-fearless-not-followed", player=n.name(event.seat), suit=SUITS[event.suit]
            )
        if isinstance(event, Revoke):
            return n.tr.t(
                "companion-fearless-revoke",
                player=n.name(event.seat),
                suit=SUITS[event.suit],
                card=n.card(event.card, "obj", details=False),
            )
        return None

    def read_trick(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        number = table.tricks_played + 1
        if table.is_over:
            return n.tr.t("status-turn-over")
        if not table.trick:
            return self.prompt(n, game)
        cards = n.tr.join(
            [
                n.tr.t("companion-trick-card", player=n.name(s), card=n.card(k, "name"))
                for s, k in table.trick
            ]
        )
        total = rules.trick_value([k for _, k in table.trick])
        text = n.tr.t("companion-fearless-trick", trick=number, cards=cards, total=n.signed(total))
        return n.tr.concat([text, self.prompt(n, game)])

    def read_positions(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        items = [
            n.tr.t(
                "companion-fearless-position-item",
                player=n.name(seat),
                ruin=_yes(ghost is None),
                position=n.signed(ghost or 0),
            )
            for seat, ghost in enumerate(table.ghosts)
        ]
        return n.tr.t("companion-fearless-positions", positions=n.tr.join(items))

    def read_decree(self, n: Narrator, game: Game) -> str:
        return n.tr.t("status-no-decree")

    def read_seats(self, n: Narrator, game: Game) -> str:
        table = _table(game)
        won = Counter(
            trick[rules.trick_winner([k for _, k in trick])[0]][0] for trick in table.completed
        )
        items = [
            n.tr.t("companion-seat-tricks", player=n.name(s), tricks=won[s])
            for s in range(table.players)
        ]
        return n.tr.concat(
            [
                n.tr.t(
                    "companion-fearless-seats",
                    round=table.round + 1,
                    rounds=table.rounds,
                    seats=n.tr.join(items),
                ),
                self.prompt(n, game),
            ]
        )

    def setup_lines(self, n: Narrator, game: Game) -> list[str]:
        table = _table(game)
        lines: list[str] = [
            n.tr.t(
                "companion-fearless-setup",
                count=table.players,
                names=join_names(n, range(table.players)),
                player=n.name(table.first_leader),
            )
        ]
        if table.removed_suit is not None:
            lines.append(n.tr.t("fearless-removed-suit", suit=SUITS[table.removed_suit]))
        return lines

    def entry_name(self, n: Narrator, game: Game, action: int, details: bool = False) -> str:
        return n.card(action, "name", details=details)

    def list_item(self, n: Narrator, game: Game, action: int) -> str:
        table = _table(game)
        left = table.deck[action] - table.seen[action]
        name = self.entry_name(n, game, action, details=True)
        return n.tr.t("companion-list-item", card=name, left=left)
