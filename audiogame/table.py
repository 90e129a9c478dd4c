"""The game table: one human seat, computer opponents, narration, practice hints and undo.

No screen and no keys here: the interface maps keys to these commands (``next_card``,
``play``, ``read_trick`` ...), and the tests call them directly. Everything the player hears
goes through an :class:`~audiogame.output.Output`; the table only decides *what* to say.
Opponents are driven from outside (:meth:`Table.pending_bot`, :meth:`Table.apply_bot`) so the
interface can let them think off its thread and pace their plays.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import engine
from audiogame.i18n import Translator
from audiogame.narration import Narrator, Verbosity, card_name, hand_summary, signed, suit_code
from audiogame.narration.cards import suit_name
from audiogame.output import Output
from audiogame.sound import Earcon
from engine import Event, Game, Illegal
from engine import fearless as fe
from engine import fox as fx
from engine.bots import Bot

__all__ = ["HINT_LEVELS", "Table"]

log = logging.getLogger(__name__)

HINT_LEVELS = ("off", "some", "full")
"""Practice hints: none; only where a rule restricts you; everything, with the stakes."""

_ZERO_GROUP = 4


class Table:
    """A game in progress as the human at ``human`` lives it.

    ``bots`` maps every other seat to its computer player. ``on_change`` is called after every
    action (autosave); ``on_over`` once when the game ends, with the result.
    """

    def __init__(
        self,
        game: Game,
        human: int,
        bots: Mapping[int, Bot],
        tr: Translator,
        out: Output,
        *,
        practice: bool = False,
        hint_level: str = "some",
        verbosity: Verbosity | str = Verbosity.NORMAL,
        seat_names: Sequence[str] | None = None,
        on_change: Callable[[Table], None] | None = None,
        on_over: Callable[[Table, engine.Result], None] | None = None,
    ) -> None:
        missing = set(range(game.players)) - {human} - set(bots)
        if missing:
            raise ValueError(f"no computer player for seats {sorted(missing)}")
        self.game = game
        self.human = human
        self.bots = dict(bots)
        self.tr = tr
        self.out = out
        self.practice = practice
        self.hint_level = hint_level
        self.narrator = Narrator(tr, game.name, human, seat_names, verbosity, players=game.players)
        self.on_change = on_change
        self.on_over = on_over
        self.focus = 0
        self._focused_action: int | None = None
        self._why: list[str] = []
        self._last_trick: fe.TrickWon | fx.TrickWon | None = None
        self._over_reported = False

    # --- what the player can choose ---------------------------------------------------------

    @property
    def name(self) -> str:
        """The game's registry name."""
        return self.game.name

    @property
    def my_turn(self) -> bool:
        """True when the human is to act."""
        return self.game.current_player == self.human

    def observation(self) -> Any:
        """The human's observation."""
        return self.game.observation(self.human)

    def choices(self) -> list[int]:
        """The actions the focus moves over: the hand, or the options of a Fox decision."""
        obs = self.observation()
        if self.name == "fox" and obs.current_player == self.human:
            if obs.phase == fx.Phase.FOX_EXCHANGE:
                return [fx.KEEP, *(fx.SWAP + c for c in obs.hand)]
            if obs.phase == fx.Phase.WOODCUTTER_RETURN:
                return [fx.RETURN + c for c in obs.hand]
        if self.name == "fearless":
            return sorted(set(obs.hand))
        return list(obs.hand)

    def _card_of(self, action: int) -> int | None:
        """The card an action is about (``None`` for the Fox's keep)."""
        if self.name == "fearless" or action < fx.SWAP:
            return action
        if action == fx.KEEP:
            return None
        return action - (fx.SWAP if action < fx.KEEP else fx.RETURN)

    def _card_play(self, action: int) -> bool:
        """True for playing a card (not a Fox or Woodcutter sub-decision)."""
        return self.name == "fearless" or action < fx.SWAP

    def _group(self, action: int) -> int:
        card = self._card_of(action)
        if card is None:
            return -1
        if self.name == "fearless":
            suit = fe.suit_of(card)
            return _ZERO_GROUP if suit is None else suit
        return fx.suit_of(card)

    def _sync_focus(self) -> list[int]:
        """Keep the focus on the same action when the choices change; returns the choices."""
        items = self.choices()
        if self._focused_action in items:
            self.focus = items.index(self._focused_action)
        else:
            self.focus = min(self.focus, max(len(items) - 1, 0))
        self._focused_action = items[self.focus] if items else None
        return items

    def describe(self, action: int) -> str:
        """How a choice is spoken when it has the focus."""
        card = self._card_of(action)
        if card is None:
            return self.tr.t("prompt-fox-keep")
        name = self.narrator.card(card, "name")
        if self.name == "fox" and fx.SWAP <= action < fx.KEEP:
            return self.tr.t("choice-swap", card=name)
        playable = "yes"
        if self.my_turn and self.hint_level != "off" and action not in self.game.legal_actions():
            playable = "no"
        return self.tr.t("focus-card", card=name, playable=playable)

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

    def suit_keys(self) -> dict[str, int]:
        """Letter → suit group, from the locale (``fearless-suit-key``, ``fox-suit-key``)."""
        groups = range(5) if self.name == "fearless" else range(3)
        keys = {}
        for group in groups:
            suit = None if self.name == "fearless" and group == _ZERO_GROUP else group
            letter = self.tr.t(f"{self.name}-suit-key", suit=suit_code(self.name, suit))
            keys[letter.lower()] = group
        return keys

    def jump_to_suit(self, letter: str) -> bool:
        """Focus the first card of the suit of ``letter``; False when it is no suit letter."""
        group = self.suit_keys().get(letter.lower())
        if group is None:
            return False
        items = self._sync_focus()
        for index, action in enumerate(items):
            if self._group(action) == group:
                self._move_to(index)
                return True
        suit = None if self.name == "fearless" and group == _ZERO_GROUP else group
        self.out.answer(self.tr.t("focus-no-suit", game=self.name, suit=suit_code(self.name, suit)))
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
        """Take ``action`` for the human, or explain why not."""
        reason = self.game.why_illegal(action, seat=self.human)
        if reason is not None:
            self._refuse(reason)
            return False
        self._apply(action)
        return True

    def keep_decree(self) -> bool:
        """The Fox: keep the decree card after playing a 3 (the K key)."""
        if self.name != "fox" or self.observation().phase != fx.Phase.FOX_EXCHANGE:
            return False
        return self.act(fx.KEEP)

    def _refuse(self, reason: Illegal) -> None:
        phase = getattr(self.observation(), "phase", None)
        text = self.narrator.describe_illegal(reason, None if phase is None else str(phase))
        self._why = [text]
        self.out.earcon(Earcon.ILLEGAL)
        self.out.answer(self.tr.t("error-illegal-card", reason=text))

    def _apply(self, action: int) -> None:
        seat = self.game.current_player
        events = self.game.apply(action, seat=seat)
        with self.out.held():  # kept in the history now, said once the game is saved
            self._narrate(events)
            self._after_action()
            self._saved()

    def _saved(self) -> None:
        """Save (``on_change``) before anything of the action is said: nothing heard is ever
        lost, and the saved history already holds what is about to be said."""
        if self.on_change is not None:
            self.on_change(self)

    def pending_bot(self) -> int | None:
        """The computer seat to act now, or ``None`` (the human's turn, or the game is over)."""
        seat = self.game.current_player
        return seat if seat is not None and seat != self.human else None

    def bot_observation(self, seat: int) -> Any:
        """What the bot at ``seat`` may know: its observation, nothing else."""
        return self.game.observation(seat)

    def apply_bot(self, seat: int, action: int) -> None:
        """Play a computer seat's chosen action (a bad one is logged and replaced)."""
        if self.pending_bot() != seat:
            log.warning("bot %s answered out of turn; ignored", seat)
            return
        if self.game.why_illegal(action, seat=seat) is not None:
            log.error("bot %s chose illegal action %s; playing the first legal one", seat, action)
            action = self.game.legal_actions()[0]
        self._explain_bot_play(seat, action)
        self._apply(action)

    # --- narration --------------------------------------------------------------------------

    def start(self, resumed: bool = False) -> None:
        """Announce the game: the deal (new game) or where it stands (resumed)."""
        if resumed:
            self.out.event(self.tr.t("game-loaded"))
            if not self.my_turn:
                self.out.event(self._turn_text())
        else:
            self._narrate(self.game.start_events())
        self._after_action()

    def _narrate(self, events: Sequence[Event]) -> None:
        for event in events:
            for line in self.narrator.narrate(event):
                self.out.event(line)
            self._sound_and_hints(event)

    def _sound_and_hints(self, event: Event) -> None:
        out = self.out
        if isinstance(event, fe.CardPlayed | fx.CardPlayed):
            out.earcon(Earcon.CARD_PLAYED, event.seat)
            mine = event.seat == self.human
            if isinstance(event, fx.CardPlayed) and mine and self._hinting("some"):
                rank = fx.rank_of(event.card)
                if rank % 2 == 1:
                    out.event(self.tr.t("fox-power-help", rank=rank))
        elif isinstance(event, fe.TrickWon | fx.TrickWon):
            self._last_trick = event
            mine = event.seat == self.human
            out.earcon(Earcon.TRICK_WON_BY_YOU if mine else Earcon.TRICK_WON_BY_OTHER, event.seat)
            self._why = self.narrator.explain_win(event)
            if self._hinting("some"):
                for line in self._why:
                    out.event(line)
        elif isinstance(event, fe.GhostMoved):
            if event.from_position is None:
                out.earcon(Earcon.GHOST_LEAVES_RUIN, event.seat)
            if event.to_position == 0:
                out.earcon(Earcon.GHOST_AT_ZERO, event.seat)
        elif isinstance(event, fx.DecreeExchanged):
            out.earcon(Earcon.DECREE_CHANGED, event.seat)
        elif isinstance(event, fx.TreasureScored):
            out.earcon(Earcon.TREASURE_SCORED, event.seat)
        elif isinstance(event, fe.RoundScored | fx.RoundScored):
            out.earcon(Earcon.ROUND_END)
        elif isinstance(event, fe.GameOver | fx.GameOver):
            out.earcon(Earcon.GAME_WON if self.human in event.winners else Earcon.GAME_LOST)

    def _hinting(self, level: str) -> bool:
        """True when practice hints at ``level`` (``some`` or ``full``) are on."""
        if not self.practice or self.hint_level == "off":
            return False
        return level == "some" or self.hint_level == "full"

    def _after_action(self) -> None:
        self._sync_focus()
        if self.game.is_over:
            result = self.game.result()
            if not self._over_reported and result is not None:
                self._over_reported = True
                self.out.event(self.tr.t("prompt-game-over"))
                if self.on_over is not None:
                    self.on_over(self, result)
            return
        if self.my_turn:
            self.out.earcon(Earcon.YOUR_TURN)
            lines = [self._turn_text(), *self.hints()]
            self.out.event(self.tr.concat(lines))

    def _turn_text(self) -> str:
        if self.game.is_over:
            return self.tr.t("status-turn-over")
        obs = self.observation()
        if self.name == "fox" and obs.current_player == self.human:
            if obs.phase == fx.Phase.FOX_EXCHANGE:
                decree = self.narrator.card(obs.decree, "name")
                return self.tr.t("prompt-fox-exchange", decree=decree)
            if obs.phase == fx.Phase.WOODCUTTER_RETURN:
                return self.tr.t("prompt-woodcutter-return")
        seat = self.game.current_player
        assert seat is not None
        return self.tr.t("status-turn", **self._who(seat))

    def _who(self, seat: int, prefix: str = "") -> dict[str, str]:
        who = "you" if seat == self.human else "other"
        return {f"{prefix}who": who, f"{prefix}player": self.narrator.name(seat)}

    def hints(self) -> list[str]:
        """Practice hints for the human's decision now (empty when hints are off)."""
        if not self._hinting("some") or not self.my_turn:
            return []
        if self.name == "fearless":
            return self._fearless_hints()
        return self._fox_hints()

    def _fearless_hints(self) -> list[str]:
        obs = self.observation()
        t = self.tr.t
        full = self._hinting("full")
        lines: list[str] = []
        led = obs.led_suit
        if led is not None:
            holds = any(fe.suit_of(k) == led for k in obs.hand)
            code = suit_code("fearless", led)
            lines.append(t("hint-fearless-follow" if holds else "hint-fearless-void", suit=code))
        elif full:
            lines.append(t("hint-fearless-open" if obs.trick else "hint-fearless-lead"))
        if full:
            if len(obs.trick) == obs.players - 1:
                lines.append(t("hint-fearless-last-card"))
            ghost = obs.ghosts[self.human]
            after = obs.trick_total if ghost is None else ghost + obs.trick_total
            lines.append(
                t(
                    "hint-fearless-stake",
                    total=signed(self.tr, obs.trick_total),
                    ruin="yes" if ghost is None else "no",
                    position=signed(self.tr, ghost or 0),
                    after=signed(self.tr, after),
                )
            )
            if ghost is None:
                lines.append(t("hint-fearless-ruin"))
        return lines

    def _fox_hints(self) -> list[str]:
        obs = self.observation()
        t = self.tr.t
        if obs.phase != fx.Phase.PLAY:
            return []  # the turn prompt already says what to choose
        full = self._hinting("full")
        lines: list[str] = []
        if obs.trick is None:
            if full:
                lines.append(t("hint-fox-lead"))
        else:
            lead = obs.trick[1]
            suit = fx.suit_of(lead)
            code = suit_code("fox", suit)
            holds = any(fx.suit_of(c) == suit for c in obs.hand)
            legal = obs.legal_actions
            if holds and fx.rank_of(lead) == fx.MONARCH:
                names = [self.narrator.card(c, "obj", details=False) for c in legal]
                lines.append(
                    t("hint-fox-monarch", options=self.tr.join(names, last="list-or-last"))
                )
            elif holds:
                lines.append(t("hint-fox-follow", suit=code))
            else:
                trump = suit_name(self.tr, "fox", obs.trump)
                lines.append(t("hint-fox-void", suit=code, trump=trump))
        if full:
            lines.append(t("hint-fox-tricks", tricks=obs.tricks_won[self.human]))
        return lines

    def _explain_bot_play(self, seat: int, action: int) -> None:
        """Remember why an opponent could play what it played, for the "why?" key."""
        obs = self.game.observation(seat)
        name = self.narrator.name(seat)
        card = self._card_of(action)
        if card is None or (action >= fx.SWAP and self.name == "fox"):
            return
        led: int | None
        if self.name == "fearless":
            led = obs.led_suit
            suit = fe.suit_of(card)
            followed = suit is None or suit == led
        else:
            led = None if obs.trick is None else fx.suit_of(obs.trick[1])
            followed = fx.suit_of(card) == led
        played = self.narrator.card(card, "obj")
        if led is None:
            msg = "why-bot-led"
        elif followed:
            msg = "why-bot-followed"
        else:
            msg = "why-bot-void"
        code = suit_code(self.name, led) if led is not None else "zero"
        self._why = [self.tr.t(msg, player=name, card=played, game=self.name, suit=code)]

    # --- reading keys -----------------------------------------------------------------------

    def why(self) -> None:
        """Y: the reason for the last refusal, trick result or opponent's play."""
        if not self.practice:
            self.out.answer(self.tr.t("practice-only"))
        elif not self._why:
            self.out.answer(self.tr.t("why-nothing"))
        else:
            self.out.answer(self.tr.concat(self._why))

    def read_hand(self) -> None:
        """H: the whole hand by suit, with counts."""
        hand = self.observation().hand
        if not hand:
            self.out.answer(self.tr.t("focus-hand-empty"))
            return
        summary = hand_summary(self.tr, self.name, hand)
        self.out.answer(self.tr.t("status-hand", count=len(hand), hand=summary))

    def read_turn(self) -> None:
        """W: whose turn (and the pending choice, for the Fox)."""
        self.out.answer(self._turn_text())

    def _trick_item(self, seat: int, card: int) -> str:
        name = self.narrator.card(card, "name")
        return self.tr.t("status-trick-card", card=name, **self._who(seat))

    def read_trick(self) -> None:
        """T: the cards of the current trick, the running total, who plays next."""
        obs = self.observation()
        if self.name == "fearless":
            plays = list(obs.trick)
            number = obs.tricks_played + 1
            leader = obs.trick_leader
        else:
            plays = [p for p in (obs.trick, obs.follow) if p is not None]
            number = len(obs.completed_tricks) + 1
            leader = obs.leader
        if self.game.is_over:
            self.out.answer(self.tr.t("status-turn-over"))
            return
        if not plays:
            text = self.tr.t("status-trick-empty", trick=number, **self._who(leader))
        else:
            cards = self.tr.join([self._trick_item(s, c) for s, c in plays])
            if self.name == "fearless":
                total = signed(self.tr, obs.trick_total)
                text = self.tr.t("status-trick-fearless", trick=number, cards=cards, total=total)
            else:
                text = self.tr.t("status-trick", trick=number, cards=cards)
            text = self.tr.concat([text, self._turn_text()])
        self.out.answer(text)

    def read_last_trick(self) -> None:
        """L: the trick just completed and who took it."""
        event = self._last_trick
        if event is None:
            self.out.answer(self.tr.t("status-last-trick-none"))
            return
        plays = list(event.cards) if isinstance(event, fe.TrickWon) else [event.lead, event.follow]
        cards = self.tr.join([self._trick_item(s, c) for s, c in plays])
        text = self.tr.t(
            "status-last-trick",
            trick=event.trick_no + 1,
            cards=cards,
            winner_who="you" if event.seat == self.human else "other",
            winner=self.narrator.name(event.seat),
        )
        if isinstance(event, fe.TrickWon):
            value = self.tr.t("status-last-trick-value", value=signed(self.tr, event.value))
            text = self.tr.concat([text, value])
        self.out.answer(text)

    def _seats_from_me(self) -> list[int]:
        n = self.game.players
        return [(self.human + i) % n for i in range(n)]

    def read_scores(self) -> None:
        """S: every seat's total (fear points in Fearless, points in the Fox)."""
        totals = self.observation().totals
        items = [
            self.tr.t("status-score-item", points=totals[s], **self._who(s))
            for s in self._seats_from_me()
        ]
        self.out.answer(self.tr.t("status-scores", scores=self.tr.join(items)))

    def read_positions(self) -> None:
        """P: ghosts on the scare track (Fearless), tricks won this round (Fox)."""
        obs = self.observation()
        if self.name == "fox":
            opponent = 1 - self.human
            self.out.answer(
                self.tr.t(
                    "status-fox-tricks",
                    mine=obs.tricks_won[self.human],
                    theirs=obs.tricks_won[opponent],
                    player=self.narrator.name(opponent),
                )
            )
            return
        items = []
        for seat in self._seats_from_me():
            ghost = obs.ghosts[seat]
            items.append(
                self.tr.t(
                    "status-position-item",
                    ruin="yes" if ghost is None else "no",
                    position=signed(self.tr, ghost or 0),
                    **self._who(seat),
                )
            )
        self.out.answer(self.tr.t("status-positions", positions=self.tr.join(items)))

    def read_decree(self) -> None:
        """D: the decree card and trump (the Fox)."""
        if self.name != "fox":
            self.out.answer(self.tr.t("status-no-decree"))
            return
        obs = self.observation()
        decree = card_name(self.tr, "fox", obs.decree, "name", True)
        trump = suit_name(self.tr, "fox", obs.trump)
        self.out.answer(self.tr.t("status-decree", decree=decree, trump=trump))

    def read_card_info(self) -> None:
        """I: what the focused card does (a Fox power, or a Fearless card's value and symbol)."""
        items = self._sync_focus()
        card = self._card_of(items[self.focus]) if items else None
        if card is None:
            self.out.answer(self.focused_text())
        elif self.name == "fox":
            name = card_name(self.tr, "fox", card, "name", True)
            power = self.tr.t("fox-power-help", rank=fx.rank_of(card))
            self.out.answer(self.tr.concat([name, power], sep=". "))
        else:
            self.out.answer(card_name(self.tr, "fearless", card, "name", True))

    def status_facts(self) -> str:
        """One line of the table's facts for the visual status line (a sighted helper's
        glance): round, trick, total or trump, your place, whose turn."""
        if self.game.is_over:
            return self.tr.t("status-turn-over")
        obs = self.observation()
        turn = self._turn_text()
        if self.name == "fearless":
            ghost = obs.ghosts[self.human]
            return self.tr.t(
                "status-line-fearless",
                round=obs.round + 1,
                rounds=obs.rounds,
                trick=obs.tricks_played + 1,
                total=signed(self.tr, obs.trick_total),
                ruin="yes" if ghost is None else "no",
                position=signed(self.tr, ghost or 0),
                turn=turn,
            )
        opponent = 1 - self.human
        return self.tr.t(
            "status-line-fox",
            round=obs.round + 1,
            trump=suit_name(self.tr, "fox", obs.trump),
            mine=obs.tricks_won[self.human],
            theirs=obs.tricks_won[opponent],
            player=self.narrator.name(opponent),
            turn=turn,
        )

    # --- undo -------------------------------------------------------------------------------

    def undo(self) -> bool:
        """Ctrl+Z in practice mode: take back the human's last card (and all that followed)."""
        if not self.practice:
            self.out.answer(self.tr.t("practice-only"))
            return False
        record = self.game.record()
        probe = engine.replay(record, upto=0)
        last: int | None = None
        for index, text in enumerate(record.actions):
            action = probe.text_to_action(text)
            if probe.current_player == self.human and self._card_play(action):
                last = index
            probe.step(action)
        if last is None:
            self.out.answer(self.tr.t("undo-none"))
            return False
        taken = probe.text_to_action(record.actions[last])
        self.game = engine.replay(record, upto=last)
        self._why = []
        self._last_trick = None
        self._over_reported = False
        with self.out.held():
            self.out.answer(self.tr.t("undo-done", card=self.narrator.card(taken, "obj")))
            self._after_action()
            self._saved()
        return True
