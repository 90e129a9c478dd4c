"""The game table as the player at one seat lives it: focus over the hand, playing, the status
reads, narration, practice hints, "why?" and undo.

No screen and no keys here: the interface maps keys to these commands (``next_card``, ``play``,
``read_trick`` ...), and the tests call them directly. The game itself runs in a
:class:`~audiogame.session.GameSession`; the table listens to it (:meth:`Table.on_events`) and
narrates for its seat. Everything the game changes between games (card names, hints, what the
trick key says) comes from the game's presentation (``audiogame/games``). Everything the player
hears goes through an :class:`~audiogame.output.Output`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Executor
from typing import Any, Protocol

from audiogame.games import GamePresentation, TrickResult, presentation
from audiogame.i18n import Translator
from audiogame.narration import Narrator, Verbosity, hand_summary, signed
from audiogame.output import Output
from audiogame.session import SessionListener
from audiogame.sound import Earcon
from engine import Event, Illegal

__all__ = ["HINT_LEVELS", "Table", "TableGame", "TableSession"]

log = logging.getLogger(__name__)

HINT_LEVELS = ("off", "some", "full")
"""Practice hints: none; only where a rule restricts you; everything, with the stakes."""
POWER_TELLS = 2
"""How many times a power is explained after this seat plays it (practice)."""


class TableGame(Protocol):
    """What the table reads of the game: an engine :class:`~engine.Game`, or the view of one
    seat at an online table (:class:`audiogame.online.client.SeatView`)."""

    @property
    def players(self) -> int:
        """Seats at the table."""

    @property
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` once the game is over."""

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""

    def legal_actions(self) -> list[int]:
        """The current player's actions (those of this seat when it is to act)."""

    def observation(self, seat: int) -> Any:
        """What ``seat`` knows."""


class TableSession(Protocol):
    """What the table drives: a :class:`~audiogame.session.GameSession`, or an online table's
    session (:class:`audiogame.online.client.RemoteSession`)."""

    @property
    def game(self) -> TableGame:
        """The game, or what this seat knows of it."""

    @property
    def name(self) -> str:
        """The game's registry name."""

    @property
    def practice(self) -> bool:
        """Practice mode: hints, "why?" and undo."""

    def listen(self, listener: SessionListener) -> None:
        """Add a listener of the actions and events."""

    def act(self, seat: int, action: int) -> Illegal | None:
        """Take ``action`` for ``seat``: a refusal, or ``None`` (done or sent)."""

    def start(self) -> None:
        """Tell the listeners the deal of a new game."""

    def undo(self, seat: int) -> int | None:
        """Take back ``seat``'s last card; ``None`` when nothing can be taken back."""

    def save(self) -> None:
        """Save now."""

    async def drive(
        self, pace: Callable[[], Awaitable[None]], executor: Executor | None = None
    ) -> None:
        """Play the computer seats of this session while one of them is to act."""


class Table:
    """The session's game as the player at ``human`` lives it (see the module docstring)."""

    def __init__(
        self,
        session: TableSession,
        human: int,
        tr: Translator,
        out: Output,
        *,
        hint_level: str = "some",
        verbosity: Verbosity | str = Verbosity.NORMAL,
        seat_names: Sequence[str] | None = None,
    ) -> None:
        self.session = session
        self.human = human
        self.tr = tr
        self.out = out
        self.hint_level = hint_level
        self.show: GamePresentation = presentation(session.name)
        players = session.game.players
        self.narrator = Narrator(tr, self.show, human, seat_names, verbosity, players=players)
        self.over_prompt = "prompt-game-over"
        """Message id of what is said once the game is over: what the player's keys do next
        (the terminal's, the web page's)."""
        self.house_undo = False
        """The house option "undo against computers": Ctrl+Z outside practice too."""
        self.focus = 0
        self._focused_action: int | None = None
        self._jumped: tuple[int, int | None] | None = None
        """The suit group a suit letter last went to and the action it focused (a second
        press of that letter goes to the other end of the suit)."""
        self._why: list[str] = []
        self._last_trick: TrickResult | None = None
        self._over_said = session.game.is_over
        self._told: dict[str, int] = {}
        """How often each power's explanation was said after this seat played the card."""
        self._hint_last = False
        """True when the last line of the action being narrated is practice text."""
        session.listen(self)

    def set_talk(
        self, verbosity: Verbosity | str, hint_level: str, *, symbols: bool, powers: bool
    ) -> None:
        """How much the table says: the narration's verbosity, the practice hints, tactile
        symbols and powers in card names."""
        self.narrator.verbosity = Verbosity(verbosity)
        self.narrator.symbols = symbols
        self.narrator.powers = powers
        self.hint_level = hint_level

    # --- the game ---------------------------------------------------------------------------

    @property
    def game(self) -> TableGame:
        """The game in progress (the session's)."""
        return self.session.game

    @property
    def name(self) -> str:
        """The game's registry name."""
        return self.session.name

    @property
    def practice(self) -> bool:
        """Practice mode: hints, "why?" and undo."""
        return self.session.practice

    @property
    def my_turn(self) -> bool:
        """True when this seat is to act."""
        return self.game.current_player == self.human

    def observation(self) -> Any:
        """This seat's observation."""
        return self.game.observation(self.human)

    @property
    def last_trick(self) -> TrickResult | None:
        """The trick completed last (``None`` before any, and after an undo or a resume)."""
        return self._last_trick

    # --- words the games' presentations use -------------------------------------------------

    def who(self, seat: int, prefix: str = "") -> dict[str, str]:
        """``who`` ("you" or "other") and ``player`` arguments for ``seat``."""
        who = "you" if seat == self.human else "other"
        return {f"{prefix}who": who, f"{prefix}player": self.narrator.name(seat)}

    def signed(self, number: int) -> str:
        """A signed number in words ("plus 3")."""
        return signed(self.tr, number)

    def seats_from_me(self) -> list[int]:
        """Every seat, from this one on, clockwise."""
        n = self.game.players
        return [(self.human + i) % n for i in range(n)]

    def trick_item(self, seat: int, card: int) -> str:
        """One card of a trick with who played it ("West green minus 4")."""
        name = self.narrator.card(card, "name")
        return self.tr.t("status-trick-card", card=name, **self.who(seat))

    def last_trick_text(self, result: TrickResult) -> str:
        """A completed trick: its cards and who took it."""
        cards = self.tr.join([self.trick_item(s, c) for s, c in result.plays])
        return self.tr.t(
            "status-last-trick",
            trick=result.number + 1,
            cards=cards,
            winner_who="you" if result.winner == self.human else "other",
            winner=self.narrator.name(result.winner),
        )

    def turn_text(self) -> str:
        """Whose turn it is, or the decision this seat has to make."""
        if self.game.is_over:
            return self.tr.t("status-turn-over")
        prompt = self.show.decision_prompt(self)
        if prompt is not None:
            return prompt
        seat = self.game.current_player
        assert seat is not None
        return self.tr.t("status-turn", **self.who(seat))

    # --- what the player can choose ---------------------------------------------------------

    def choices(self) -> list[int]:
        """The actions the focus moves over: the hand, or the options of a decision."""
        return self.show.choices(self.observation(), self.human)

    def _group(self, action: int) -> int:
        card = self.show.card_of(action)
        return -1 if card is None else self.show.group_of(card)

    def _sync_focus(self) -> list[int]:
        """Keep the focus on the same action when the choices change; returns the choices."""
        items = self.choices()
        if self._focused_action in items:
            self.focus = items.index(self._focused_action)
        elif self.show.has_decision(self):
            self.focus = 0  # a decision starts on its first option
        else:
            self.focus = min(self.focus, max(len(items) - 1, 0))
        self._focused_action = items[self.focus] if items else None
        return items

    def focused(self) -> tuple[list[int], int]:
        """The choices and the index of the focused one (kept on the same action when the
        choices change), for what draws the table."""
        items = self._sync_focus()
        return items, self.focus

    def describe(self, action: int, *, listed: bool = False) -> str:
        """How a choice is spoken: under the focus, the option's words or the card (with its
        power or symbol, and "not playable" when so); ``listed`` (an item of a list), the card's
        bare name (no power or symbol, whose commas would blur the list) or the option's words."""
        card = self.show.card_of(action)
        if listed and card is not None:
            return self.narrator.card(card, "name", details=False)
        special = self.show.describe_choice(self, action)
        if special is not None:
            return special
        assert card is not None
        playable = "yes"
        if self.my_turn and self.hint_level != "off" and action not in self.game.legal_actions():
            playable = "no"
        return self.tr.t("focus-card", card=self.narrator.card(card, "name"), playable=playable)

    def set_focus(self, index: int) -> bool:
        """Focus choice ``index`` without a word (a pointer or a touch chose it, and the screen
        reader says the choice itself); False when there is no such choice."""
        items = self._sync_focus()
        if not 0 <= index < len(items):
            return False
        self.focus = index
        self._focused_action = items[index]
        return True

    def focused_text(self) -> str:
        """The focused choice as spoken (empty hand: a sentence saying so)."""
        items = self._sync_focus()
        if not items:
            return self.tr.t("focus-hand-empty")
        return self.describe(items[self.focus])

    # --- navigation -------------------------------------------------------------------------

    def _move_to(self, index: int, edge: str | None = None) -> None:
        items = self._sync_focus()
        if not items:
            self.out.answer(self.tr.t("focus-hand-empty"))
            return
        self.focus = max(0, min(index, len(items) - 1))
        self._focused_action = items[self.focus]
        text = self.describe(items[self.focus])
        if edge is not None:
            text = self.tr.concat([self.tr.t(edge), text])
        self.out.answer(text)

    def next_card(self) -> None:
        """Focus the next choice (says "Last card." at the end)."""
        items = self._sync_focus()
        at_end = self.focus >= len(items) - 1
        self._move_to(self.focus + 1, "focus-last" if at_end and items else None)

    def prev_card(self) -> None:
        """Focus the previous choice."""
        self._sync_focus()
        self._move_to(self.focus - 1, "focus-first" if self.focus == 0 else None)

    def first_card(self) -> None:
        """Focus the first choice."""
        self._move_to(0)

    def last_card(self) -> None:
        """Focus the last choice."""
        self._move_to(len(self.choices()) - 1)

    def next_suit(self) -> None:
        """Focus the first card of the next suit group (wraps around)."""
        items = self._sync_focus()
        if not items:
            self._move_to(0)
            return
        here = self._group(items[self.focus])
        later = [i for i in range(self.focus, len(items)) if self._group(items[i]) != here]
        self._move_to(later[0] if later else 0)

    def prev_suit(self) -> None:
        """Focus the first card of the previous suit group (wraps around)."""
        items = self._sync_focus()
        if not items:
            self._move_to(0)
            return
        here = self._group(items[self.focus])
        start = next(i for i in range(len(items)) if self._group(items[i]) == here)
        target = items[start - 1] if start > 0 else items[-1]
        group = self._group(target)
        self._move_to(next(i for i in range(len(items)) if self._group(items[i]) == group))

    def _playable(self, items: Sequence[int]) -> list[int]:
        """Indices of ``items`` this seat may take now (none when it is not its turn)."""
        if not self.my_turn:
            return []
        legal = set(self.game.legal_actions())
        return [i for i, action in enumerate(items) if action in legal]

    def next_playable(self, step: int = 1) -> None:
        """Tab / Shift+Tab: focus the next (``step`` 1) or previous (-1) playable choice,
        wrapping around; says so when none is playable."""
        items = self._sync_focus()
        playable = self._playable(items)
        if not playable:
            self.out.answer(self.tr.t("focus-none-playable") if self.my_turn else self.turn_text())
            return
        if step > 0:
            later = [i for i in playable if i > self.focus]
            self._move_to(later[0] if later else playable[0])
        else:
            earlier = [i for i in playable if i < self.focus]
            self._move_to(earlier[-1] if earlier else playable[-1])

    def focus_playable(self) -> None:
        """At this seat's turn, put the focus on a playable choice (the focused one if it is
        playable), silently."""
        items = self._sync_focus()
        playable = self._playable(items)
        if playable and self.focus not in playable:
            self.focus = playable[0]
            self._focused_action = items[self.focus]

    def read_playable(self) -> None:
        """A: only what this seat may play (or choose) now."""
        if self.game.is_over or not self.my_turn:
            self.out.answer(self.turn_text())
            return
        items = self._sync_focus()
        names = [self.describe(items[i], listed=True) for i in self._playable(items)]
        self.out.answer(self.tr.t("status-playable", count=len(names), cards=self.tr.join(names)))

    def read_seats(self) -> None:
        """N: the seats in order from this one, who leads the trick and who plays next."""
        names = [self.tr.t("seat-name", **self.who(s)) for s in self.seats_from_me()]
        seats = self.tr.t("status-seats", seats=self.tr.join(names))
        self.out.answer(self.tr.concat([seats, *self.play_order()]))

    def play_order(self) -> list[str]:
        """What follows the seats at the N key: who leads the trick (while the game goes on)
        and whose turn it is."""
        parts: list[str] = []
        if not self.game.is_over:
            leader = self.show.trick_leader(self.observation())
            parts.append(self.tr.t("status-seat-leader", **self.who(leader)))
        parts.append(self.turn_text())
        return parts

    def suit_keys(self) -> dict[str, int]:
        """Letter → suit group, from the locale (``<game>-suit-key``)."""
        keys = {}
        for group, code in enumerate(self.show.groups):
            letter = self.tr.t(f"{self.name}-suit-key", suit=code)
            keys[letter.lower()] = group
        return keys

    def jump_to_suit(self, letter: str) -> bool:
        """Focus the lowest card of the suit of ``letter``, whatever the focus was; pressed
        again at once, its highest card (and back); False when ``letter`` is no suit
        letter."""
        group = self.suit_keys().get(letter.lower())
        if group is None:
            return False
        items = self._sync_focus()
        indices = [i for i, action in enumerate(items) if self._group(action) == group]
        if indices:
            again = self._jumped == (group, self._focused_action)
            at_first = self.focus == indices[0]
            self._move_to(indices[-1] if again and at_first else indices[0])
            self._jumped = (group, self._focused_action)
            return True
        absent = self.show.absent_group(self, group)
        if absent is not None:
            self.out.answer(absent)
            return True
        code = self.show.groups[group]
        name = self.tr.t(f"{self.name}-suit", suit=code)
        self.out.answer(self.tr.t("focus-no-suit", game=self.name, suit=code, name=name))
        return True

    # --- acting -----------------------------------------------------------------------------

    def play(self) -> bool:
        """Play (or choose) the focused item; a refusal is explained and changes nothing."""
        items = self._sync_focus()
        if self.game.is_over:
            self.out.answer(self.tr.t("status-turn-over"))
            return False
        if not self.my_turn:
            seat = self.game.current_player
            assert seat is not None
            self.out.answer(self.tr.t("prompt-waiting", player=self.narrator.name(seat)))
            return False
        if not items:
            self.out.answer(self.tr.t("focus-hand-empty"))
            return False
        return self.act(items[self.focus])

    def act(self, action: int) -> bool:
        """Take ``action`` for this seat, or explain why not."""
        reason = self.session.act(self.human, action)
        if reason is not None:
            self._refuse(reason)
            return False
        return True

    def keep(self) -> bool:
        """The keep key: keep the decree (the Fox, after playing a 3), or say there is nothing
        to keep now."""
        action = self.show.keep_action(self.observation())
        if action is None:
            self.out.answer(self.tr.t("keep-nothing"))
            return False
        return self.act(action)

    def refuse(self, reason: Illegal) -> None:
        """Say why an action was refused (here, or by an online table's server)."""
        self._refuse(reason)

    def _refuse(self, reason: Illegal) -> None:
        phase = getattr(self.observation(), "phase", None)
        text = self.narrator.describe_illegal(reason, None if phase is None else str(phase))
        self._why = [text]
        self.out.earcon(Earcon.ILLEGAL)
        self.out.answer(self.tr.t("error-illegal-card", reason=text))

    def commands(self) -> dict[str, Callable[[], object]]:
        """The table's own commands by name (the ``command`` of :mod:`audiogame.keys`):
        moving, choosing, reading, why, undo, repeat. A front end adds its own (the
        terminal's menus and pace, the web page's seats)."""
        return {
            "next_card": self.next_card,
            "prev_card": self.prev_card,
            "next_suit": self.next_suit,
            "prev_suit": self.prev_suit,
            "first_card": self.first_card,
            "last_card": self.last_card,
            "next_playable": self.next_playable,
            "prev_playable": lambda: self.next_playable(-1),
            "play": self.play,
            "keep": self.keep,
            "undo": self.undo,
            "read_playable": self.read_playable,
            "read_hand": self.read_hand,
            "read_trick": self.read_trick,
            "read_last_trick": self.read_last_trick,
            "read_scores": self.read_scores,
            "read_positions": self.read_positions,
            "read_decree": self.read_decree,
            "read_turn": self.read_turn,
            "read_card_info": self.read_card_info,
            "read_seats": self.read_seats,
            "why": self.why,
            "repeat": self.out.repeat,
        }

    # --- listening to the session ----------------------------------------------------------

    def start(self, resumed: bool = False) -> None:
        """Announce the game: the deal (new game) or where it stands (resumed: the recap,
        with the turn prompt in it when this seat is to act)."""
        if resumed:
            self.out.event(self.tr.t("game-loaded"))
            self._after_action([self.recap(turn=not self.my_turn)])
        else:
            self.say_setup()
            self.session.start()

    def say_setup(self) -> None:
        """What the game's setup tells before the deal (3-player Fearless: the colour out)."""
        for line in self.show.game_setup(self.tr, self.observation()):
            self.out.event(line)

    def before_action(self, seat: int, action: int) -> None:
        """Remember why an opponent could play what it played, for the "why?" key."""
        if seat == self.human:
            return
        why = self.show.explain_play(self, seat, action)
        if why is not None:
            self._why = why

    def on_events(self, events: Sequence[Event]) -> None:
        """Narrate an action's events for this seat, with sounds and hints (the turn prompt,
        when this seat is to act next, ends the last message)."""
        lines: list[str] = []
        self._hint_last = False
        for event in events:
            told = self.narrator.narrate(event)
            hints = self._sound_and_hints(event)
            lines += told + hints
            if told or hints:
                self._hint_last = bool(hints)
        self._after_action(lines)
        self._hint_last = False

    def on_rewind(self) -> None:
        """The game was taken back: forget what no longer happened."""
        self._why = []
        self._last_trick = None
        self._over_said = False
        self.narrator.forget()

    def _sound_and_hints(self, event: Event) -> list[str]:
        """Play ``event``'s sounds; the practice hints to say after its narration."""
        lines: list[str] = []
        for sound, seat in self.show.earcons(event, self.human):
            self.out.earcon(sound, seat)
        played = self.show.card_played(event)
        if played is not None and played[0] == self.human and self._hinting("some"):
            help_text = self.show.power_help(self, event)
            if help_text is not None and self._told.get(help_text, 0) < POWER_TELLS:
                # said the first times; later, the trick's result says it when it decided
                self._told[help_text] = self._told.get(help_text, 0) + 1
                lines.append(help_text)
        result = self.show.trick_result(event)
        if result is not None:
            self._last_trick = result
            self._why = self.narrator.explain_win(result.event)
            if self._hinting("some"):
                # The reason only: what follows from it (a Swan's lead) the trick's own
                # sentence said; "why?" gives it all.
                lines += self._why[:1]
        return lines

    def _hinting(self, level: str) -> bool:
        """True when practice hints at ``level`` (``some`` or ``full``) are on."""
        if not self.practice or self.hint_level == "off":
            return False
        return level == "some" or self.hint_level == "full"

    def _after_action(self, lines: Sequence[str] = ()) -> None:
        """Say ``lines`` (an action's narration), then the end of the game or, at this seat's
        turn, the prompt, folded into the last line ("North leads 8 of Keys. Your turn: 3 of
        Keys, Fox."), so that repeating the last message gives both."""
        said = list(lines)
        self._sync_focus()
        if self.game.is_over:
            if not self._over_said:
                self._over_said = True
                said.append(self.tr.t(self.over_prompt))
        elif self.my_turn:
            self.focus_playable()
            self._jumped = None  # a new turn: a suit letter goes to the lowest card again
            self.out.earcon(Earcon.YOUR_TURN)
            prompt = self.tr.concat([self.prompt_text(), *self.hints()])
            if self._hint_last:  # the prompt on a line of its own, not behind practice text
                said.append(prompt)
            else:
                said[-1:] = [self.tr.concat([*said[-1:], prompt])]
        for line in said:
            self.out.event(line)

    def prompt_text(self) -> str:
        """What this seat is asked now: its turn with the focused card ("Your turn: 3 of Keys,
        Fox."), or a decision with the focused option and the keys that answer it ("Fox: swap
        ... or keep it. Swap the 2 of Moons. Equals: keep."); elsewhere whose turn it is."""
        prompt = self.show.decision_prompt(self)
        if prompt is None:
            if not self.my_turn:
                return self.turn_text()
            return self.tr.t("prompt-your-turn-card", card=self.focused_text())
        return self.tr.sentences(prompt, self.focused_text(), *self.show.decision_keys(self))

    def hints(self) -> list[str]:
        """Practice hints for this seat's decision now (empty when hints are off)."""
        if not self._hinting("some") or not self.my_turn:
            return []
        return self.show.hints(self, self._hinting("full"))

    # --- reading keys -----------------------------------------------------------------------

    def why(self) -> None:
        """Y: the reason for the last refusal, trick result or opponent's play; at this seat's
        turn with nothing of those (a new turn, after an undo), what it may play and why."""
        if not self.practice:
            self.out.answer(self.tr.t("practice-only"))
        elif self._why:
            self.out.answer(self.tr.concat(self._why))
        else:
            rule = self.show.rule_hint(self)
            self.out.answer(rule if rule is not None else self.tr.t("why-nothing"))

    def read_hand(self) -> None:
        """H: the whole hand by suit, with counts."""
        hand = self.observation().hand
        if not hand:
            self.out.answer(self.tr.t("focus-hand-empty"))
            return
        summary = hand_summary(self.tr, self.show, hand)
        self.out.answer(self.tr.t("status-hand", count=len(hand), hand=summary))

    def read_turn(self) -> None:
        """W: whose turn (and the pending choice)."""
        self.out.answer(self.turn_text())

    def read_trick(self) -> None:
        """T: the cards of the current trick, the running total, who plays next."""
        if self.game.is_over:
            self.out.answer(self.tr.t("status-turn-over"))
            return
        self.out.answer(self.show.read_trick(self))

    def read_last_trick(self) -> None:
        """L: the trick just completed and who took it."""
        if self._last_trick is None:
            self.out.answer(self.tr.t("status-last-trick-none"))
            return
        self.out.answer(self.show.last_trick(self, self._last_trick))

    def scores_text(self) -> str:
        """Every seat's total (fear points in Fearless, points in the Fox)."""
        totals = self.observation().totals
        items = [
            self.tr.t("status-score-item", points=totals[s], **self.who(s))
            for s in self.seats_from_me()
        ]
        return self.tr.t("status-scores", scores=self.tr.join(items))

    def read_scores(self) -> None:
        """S: the round and how far the game goes, then every seat's total."""
        self.out.answer(self.tr.concat([self.show.read_round(self), self.scores_text()]))

    def recap(self, turn: bool = True) -> str:
        """Where the game stands, in a few sentences (see the presentation's ``recap``),
        ending with whose turn it is unless ``turn`` is false."""
        if self.game.is_over:
            return self.tr.t("status-turn-over")
        return self.tr.concat(self.show.recap(self, turn))

    def say_recap(self) -> None:
        """Tell a returning player where the game stands (queued, a game message)."""
        self.out.event(self.recap())

    def read_positions(self) -> None:
        """P: where everyone stands in the round (ghosts on the track, tricks won)."""
        self.out.answer(self.show.read_positions(self))

    def read_decree(self) -> None:
        """D: the decree card and trump (games that have one)."""
        self.out.answer(self.show.read_decree(self))

    def read_card_info(self) -> None:
        """I: what the focused card is and does."""
        items = self._sync_focus()
        card = self.show.card_of(items[self.focus]) if items else None
        if card is None:
            self.out.answer(self.focused_text())
        else:
            self.out.answer(self.show.card_info(self, card))

    def status_facts(self) -> str:
        """One line of the table's facts for the visual status line (a sighted helper's
        glance): round, trick, total or trump, your place, whose turn."""
        if self.game.is_over:
            return self.tr.t("status-turn-over")
        return self.show.status_facts(self)

    # --- undo -------------------------------------------------------------------------------

    def undo(self) -> bool:
        """Ctrl+Z in practice mode (or with the house option against computers): take back this
        seat's last card (and all that followed)."""
        if not self.practice and not self.house_undo:
            self.out.answer(self.tr.t("undo-practice-only"))
            return False
        with self.out.held():
            taken = self.session.undo(self.human)
            if taken is None:
                self.out.answer(self.tr.t("undo-none"))
                return False
            card = self.show.card_of(taken)
            assert card is not None
            house = "no" if self.practice else "yes"
            self.out.answer(
                self.tr.t("undo-done", card=self.narrator.card(card, "obj"), house=house)
            )
            self._after_action()
        return True
