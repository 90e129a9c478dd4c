"""The companion's desk: what is entered and what is said at a real table.

No screen and no keys here (the entry line of :mod:`audiogame.ui.companion_screen` and the
entries file of :mod:`audiogame.companion.entries` call these commands). Each typed line becomes
engine actions through the game's companion part (``audiogame/games/*_companion.py``); a line that
names no card, or a card the table refuses, gets one spoken answer and changes nothing. The
session's events are narrated by the game's own narration (a spectator's view, with the
players' names), the notes of the public table (a failure to follow, a revoke) by the companion
part, and the table says what it waits for whenever that is not simply the next seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from audiogame.companion.session import CompanionSession
from audiogame.games import CompanionGame, companion, presentation
from audiogame.games.base import TrickResult
from audiogame.games.companion import EntryError, normalize
from audiogame.i18n import Translator
from audiogame.narration import Narrator, Verbosity
from audiogame.output import Output
from audiogame.sound import Earcon
from engine import Event, Illegal, Refusal
from engine.public import Note

__all__ = ["CompanionDesk"]


class CompanionDesk:
    """Entering and saying for one companion session (see the module docstring)."""

    def __init__(
        self,
        session: CompanionSession,
        tr: Translator,
        out: Output,
        *,
        verbosity: Verbosity | str = Verbosity.NORMAL,
    ) -> None:
        self.session = session
        self.tr = tr
        self.out = out
        self.part: CompanionGame = companion(session.name)
        self.show = presentation(session.name)
        self.narrator = Narrator(
            tr,
            self.show,
            None,
            session.names,
            verbosity,
            players=session.game.players,
            details=False,
        )
        self._last_trick: TrickResult | None = None
        self.over_hint: str | None = None
        """Message id said once the game is over: the keys for what comes next, where there
        are keys (the entry line's application sets it; an entries file has none)."""
        session.listen(self)

    # --- entering -----------------------------------------------------------------------

    def _seat_prefix(self, text: str, *, colon: bool) -> tuple[int | None, str]:
        """A player's name at the start of ``text``, then a colon (``Ana: b+5``, ``Ana:``), or
        with ``colon=False`` a space or a comma (``ana b+5``): the seat and the rest; ``seat N``
        (the engine's text) too."""
        words = text.split(" ")
        if len(words) >= 2 and words[0] == "seat" and words[1].isdigit():
            seat = int(words[1])
            if seat < self.session.game.players:
                return seat, " ".join(words[2:])
        names = sorted(
            ((normalize(n), s) for s, n in enumerate(self.session.names)),
            key=lambda item: len(item[0]),
            reverse=True,
        )
        for name, seat in names:
            if not name or not text.startswith(name):
                continue
            after = text[len(name) :]
            rest = after.lstrip()
            if colon:
                if rest.startswith(":"):
                    return seat, rest[1:].strip()
            elif not after or after[0] in " ,":
                return seat, rest.lstrip(",").strip()
        return None, text

    def parse(self, line: str) -> list[int]:
        """The actions a typed line stands for; raises :class:`EntryError`.

        A name and a colon name the seat that plays (``Fleur: fleur moins 3``; ``Fleur:``
        alone names it for the next card). Otherwise a card reading of the whole line wins
        (``fleur moins 3`` is a card even with a player named Fleur); only a line that is no
        card is read as a name first (``Ana b+5``, ``Ana`` alone)."""
        text = normalize(line)
        seat, rest = self._seat_prefix(text, colon=True)
        if seat is None:
            try:
                return [self.part.entry_action(self.tr, self.session.game, text)]
            except EntryError:
                seat, rest = self._seat_prefix(text, colon=False)
                if seat is None:
                    raise
        actions = [self.session.table.seat_action(seat)]
        if not rest:
            return actions
        game = self.session.game.clone()
        if game.why_illegal(actions[0]) is None:
            game.apply(actions[0])
        actions.append(self.part.entry_action(self.tr, game, rest))
        return actions

    def enter(self, line: str) -> bool:
        """Enter a typed line: True when it was entered, else the reason is said."""
        if not line.strip():
            self.out.answer(self.prompt())
            return False
        reason = self.attempt(line)
        if reason is not None:
            self.out.earcon(Earcon.ILLEGAL)
            self.out.answer(reason)
            return False
        return True

    def attempt(self, line: str) -> str | None:
        """Enter a typed line; ``None`` once entered, else why not (said by the caller)."""
        if self.session.game.is_over:
            return self.tr.t("status-turn-over")
        try:
            actions = self.parse(line)
        except EntryError as error:
            return self.tr.t(error.message, text=line.strip(), **error.details)
        return self.attempt_actions(actions)

    def choose(self, action: int) -> bool:
        """Enter an item of the pick list (the seat whose turn it is plays it)."""
        reason = self.attempt_actions([action])
        if reason is not None:
            self.out.earcon(Earcon.ILLEGAL)
            self.out.answer(reason)
            return False
        return True

    def attempt_actions(self, actions: Sequence[int]) -> str | None:
        """Check every action first (on a copy), then enter them all; else why not."""
        probe = self.session.game if len(actions) == 1 else self.session.game.clone()
        for index, action in enumerate(actions):
            reason = probe.why_illegal(action)
            if reason is not None:
                return self._refusal(actions[-1], reason)
            if index < len(actions) - 1:
                probe.apply(action)
        for action in actions:
            seat = self.session.current_seat
            assert seat is not None
            self.session.act(seat, action)
        if self.session.table.is_seat_action(actions[-1]):
            self.out.event(self.prompt())  # a seat named alone: the next card is theirs
        return None

    def _refusal(self, action: int, reason: Illegal) -> str:
        if reason.code == Refusal.WRONG_PHASE:
            why = self.prompt()
        else:
            why = self.narrator.describe_illegal(reason)
        return self.tr.t("companion-refused", card=self.entry_name(action), reason=why)

    def entry_name(self, action: int) -> str:
        """An entry as spoken ("blue plus 5", "Keep the decree", "Ana plays next.")."""
        game = self.session.table
        for seat in range(game.players):
            if action == game.seat_action(seat):
                return self.tr.t("companion-seat-named", player=self.narrator.name(seat))
        return self.part.entry_name(self.narrator, game, action)

    def pick_list(self) -> list[int]:
        """The entries the list of cards not yet seen offers now."""
        if self.session.game.is_over:
            return []
        return self.part.pick_list(self.session.game)

    def list_item(self, action: int) -> str:
        """One item of the pick list, as spoken."""
        return self.part.list_item(self.narrator, self.session.game, action)

    def undo(self) -> bool:
        """Take back the last entry; says what was taken back, then what the table waits for."""
        with self.out.held():
            game = self.session.table
            last = game.history[-1] if game.history else None
            if last is None or self.session.undo() is None:
                self.out.answer(self.tr.t("companion-undo-none"))
                return False
            entry = self.entry_name(last)
            self.out.answer(
                self.tr.concat([self.tr.t("companion-undo-done", entry=entry), self.prompt()])
            )
        return True

    # --- listening to the session -------------------------------------------------------

    def start(self, resumed: bool = False) -> None:
        """Say the setup (a new game) or where it stands (a resumed one), then the prompt."""
        game = self.session.game
        if resumed:
            lines = [self.tr.t("companion-resumed"), self.scores_text()]
            self.out.event(self.tr.concat([*lines, self.part.read_seats(self.narrator, game)]))
            return
        for line in self.part.setup_lines(self.narrator, game):
            self.out.event(line)
        self.session.start()
        if self.part.asks(game):
            self.out.event(self.prompt())

    def before_action(self, seat: int, action: int) -> None:
        """Nothing to remember before an entry."""

    def on_events(self, events: Sequence[Event]) -> None:
        """Narrate an entry's events; say the prompt when the table waits for something else
        than the next card of the trick."""
        if not events:
            return
        ask = False
        for event in events:
            if isinstance(event, Note):
                text = self.part.note(self.narrator, event)
                if text is not None:
                    self.out.event(text)
                continue
            for line in self.narrator.narrate(event):
                self.out.event(line)
            for sound, seat in self.show.earcons(event, -1):
                self.out.earcon(sound, seat)
            result = self.show.trick_result(event)
            if result is not None:
                self._last_trick = result
                ask = True
            if self.part.is_round_start(event):
                ask = False
        if self.session.game.is_over:
            if self.over_hint is not None:
                self.out.event(self.tr.t(self.over_hint))
            return
        if ask or self.part.asks(self.session.game):
            self.out.event(self.prompt())

    def on_rewind(self) -> None:
        """An entry was taken back: find the last completed trick again (by replaying the
        entries left, which an undo does anyway)."""
        table = self.session.table
        probe = type(table)(table.players, table.options)
        self._last_trick = None
        for action in table.history:
            for event in probe.apply(action):
                result = self.show.trick_result(event)
                if result is not None:
                    self._last_trick = result

    # --- reads --------------------------------------------------------------------------

    def prompt(self) -> str:
        """What the table waits for."""
        return self.part.prompt(self.narrator, self.session.game)

    def scores_text(self) -> str:
        """Every seat's total."""
        totals = self.session.table.totals()
        items = [
            self.tr.t("companion-score-item", player=self.narrator.name(s), points=p)
            for s, p in enumerate(totals)
        ]
        return self.tr.t("companion-scores", game=self.session.name, scores=self.tr.join(items))

    def read_scores(self) -> None:
        """Alt+S."""
        self.out.answer(self.scores_text())

    def read_trick(self) -> None:
        """Alt+T."""
        self.out.answer(self.part.read_trick(self.narrator, self.session.game))

    def read_last_trick(self) -> None:
        """Alt+L."""
        result = self._last_trick
        if result is None:
            self.out.answer(self.tr.t("companion-last-trick-none"))
            return
        cards = self.tr.join(
            [
                self.tr.t(
                    "companion-trick-card",
                    player=self.narrator.name(s),
                    card=self.narrator.card(c, "name"),
                )
                for s, c in result.plays
            ]
        )
        text = self.tr.t(
            "companion-last-trick",
            trick=result.number + 1,
            cards=cards,
            player=self.narrator.name(result.winner),
        )
        self.out.answer(self.tr.concat([text, *self.narrator.explain_win(result.event)]))

    def read_positions(self) -> None:
        """Alt+P."""
        self.out.answer(self.part.read_positions(self.narrator, self.session.game))

    def read_decree(self) -> None:
        """Alt+D."""
        self.out.answer(self.part.read_decree(self.narrator, self.session.game))

    def read_turn(self) -> None:
        """Alt+W."""
        self.out.answer(self.prompt())

    def read_seats(self) -> None:
        """Alt+N."""
        self.out.answer(self.part.read_seats(self.narrator, self.session.game))
