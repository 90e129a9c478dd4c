"""*Fearless* at the audio table: card names with the tactile symbols, the scare track, the
running total of each trick, and the hints of the must-follow rule."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from audiogame.games.base import (
    Face,
    Fact,
    GamePresentation,
    Handler,
    Option,
    SeatTable,
    Standing,
    TrickPicture,
    TrickResult,
)
from audiogame.keys import TableKey
from audiogame.sound import Earcon
from engine import Event
from engine import fearless as fe
from engine.fearless import cards as fearless_cards
from engine.fearless import rules as fearless_rules
from engine.fearless.entry import ENTRY as FEARLESS_ENTRY

if TYPE_CHECKING:
    from audiogame.i18n import Translator
    from audiogame.narration.narrator import Narrator

__all__ = ["SUITS", "FearlessPresentation"]

SUITS: tuple[str, ...] = ("blue", "orange", "magenta", "green")
"""Message codes of the suits, by engine suit number."""
ZERO = "zero"
ZERO_GROUP = len(SUITS)
"""The zeros sort after the four suits in a hand."""
TRACK_END = 30
"""The printed scare track runs from -30 to +30 (positions go on beyond it)."""


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


class FearlessPresentation(GamePresentation):
    """Fearless (see the module docstring)."""

    name = "fearless"
    groups = (*SUITS, ZERO)
    marks = (
        ("\U0001f4a7", "blue"),  # drop (two columns wide)
        ("\u25cf", "orange"),  # circle
        ("\u273f", "magenta"),  # flower
        ("\u2663", "green"),  # clover
        ("\u2605", "plain"),  # star, the zero
    )
    options = (
        Option(
            "players",
            FEARLESS_ENTRY.default_players,
            (3, 4, 5),
            "setup-players",
            arg="count",
            help="Fearless: 3, 4 or 5 players",
        ),
    )
    keys = (TableKey("p", "read_positions", "help-fearless-key-positions"),)
    help_words: ClassVar[Mapping[str, str]] = {
        shared: shared.replace("help-game-", "help-fearless-")
        for shared in (
            "help-game-key-suits",
            "help-game-key-suit-letter",
            "help-game-key-trick",
            "help-game-suit-keys",
        )
    }

    # --- cards ----------------------------------------------------------------------------

    def card_args(self, card: int) -> dict[str, str | int]:
        value = fearless_cards.value_of(card)
        return {
            "suit": self.suit_code(fearless_cards.suit_of(card)),
            "sign": "minus" if value < 0 else "plus",
            "value": abs(value),
        }

    def suit_code(self, suit: int | None) -> str:
        return ZERO if suit is None else SUITS[suit]

    def group_of(self, card: int) -> int:
        suit = fearless_cards.suit_of(card)
        return ZERO_GROUP if suit is None else suit

    def group_suit(self, group: int) -> int | None:
        return None if group == ZERO_GROUP else group

    def group_values(self, tr: Translator, cards: Sequence[int]) -> list[str] | str:
        if self.group_of(cards[0]) == ZERO_GROUP:
            return tr.t("fearless-hand-zeros", count=len(cards))
        return [tr.t("fearless-card-value", **self.card_args(c)) for c in cards]

    # --- choices --------------------------------------------------------------------------

    def choices(self, obs: Any, seat: int) -> list[int]:
        return sorted(set(obs.hand))

    def card_of(self, action: int) -> int | None:
        return action

    def trick_leader(self, obs: Any) -> int:
        return int(obs.trick_leader)

    # --- narration ------------------------------------------------------------------------

    def handlers(self, narrator: Narrator) -> Mapping[type[Event], Handler]:
        n = narrator

        def round_started(event: fe.RoundStarted) -> list[str]:
            n.forget()  # a new hand: every void is news again
            return [
                n.say(
                    "fearless-round-started",
                    round=event.round + 1,
                    rounds=event.rounds,
                    **n.who(event.leader),
                )
            ]

        def card_played(event: fe.CardPlayed) -> list[str]:
            card_suit = fearless_cards.suit_of(event.card)
            if event.position_in_trick == 0:
                play = "lead"
            elif (
                card_suit is not None and event.led_suit is not None and card_suit != event.led_suit
            ):
                play = "shed"
            else:
                play = "follow"
            void = n.void_news(event.seat, event.led_suit if play == "shed" else None)
            return [
                n.say(
                    "fearless-card-played",
                    card=n.card(event.card, n.card_form, details=n.extras),
                    total=n.signed(event.total),
                    play=play,
                    suit=self.suit_code(event.led_suit),
                    void=_yes(void),
                    **n.who(event.seat),
                )
            ]

        def led_suit_fixed(event: fe.LedSuitFixed) -> list[str]:
            return [
                n.say(
                    "fearless-led-suit-fixed",
                    suit=self.suit_code(event.suit),
                    after="zero" if event.after_zero_lead else "lead",
                    **n.who(event.seat),
                )
            ]

        def trick_won(event: fe.TrickWon) -> list[str]:
            reason = n.tr.t(
                "fearless-reason-short",
                reason=event.reason.value,
                suit=self.suit_code(event.led_suit),
                zero=_yes(event.winning_card == fearless_cards.ZERO),
            )
            return [
                n.say(
                    "fearless-trick-won",
                    trick=event.trick_no + 1,
                    card=n.card(event.winning_card, "obj", details=False),
                    value=n.signed(event.value),
                    reason=reason,
                    **n.who(event.seat),
                    **n.who(event.next_leader, "next"),
                )
            ]

        def ghost_moved(event: fe.GhostMoved) -> list[str]:
            if event.from_position is None:
                move = "leave"
            elif event.from_position == event.to_position:
                move = "stay"
            else:
                move = "move"
            origin = "" if event.from_position is None else n.signed(event.from_position)
            return [
                n.say(
                    "fearless-ghost-moved",
                    move=move,
                    to=n.signed(event.to_position),
                    **{"from": origin},
                    **n.who(event.seat),
                )
            ]

        def round_scored(event: fe.RoundScored) -> list[str]:
            lines = [
                n.say(
                    "fearless-round-scored",
                    round=event.round + 1,
                    scores=n.scores("fearless-score-item", event.points),
                )
            ]
            if n.brief:
                return lines
            for seat in n.seat_order():
                if seat >= len(event.points):
                    continue
                position = event.positions[seat]
                lines.append(
                    n.say(
                        "fearless-seat-score",
                        ruin=_yes(position is None),
                        position="" if position is None else n.signed(position),
                        points=event.points[seat],
                        total=event.totals[seat],
                        **n.who(seat),
                    )
                )
            return lines

        def game_over(event: fe.GameOver) -> list[str]:
            best = min(event.totals) if event.totals else 0
            return [
                n.say(
                    "fearless-game-over",
                    points=best,
                    scores=n.scores("fearless-score-item", event.totals, ranked=True),
                    **n.winner_args(event.winners),
                )
            ]

        return {
            fe.RoundStarted: round_started,
            fe.HandDealt: n.hand_dealt,
            fe.CardPlayed: card_played,
            fe.LedSuitFixed: led_suit_fixed,
            fe.TrickWon: trick_won,
            fe.GhostMoved: ghost_moved,
            fe.RoundScored: round_scored,
            fe.GameOver: game_over,
        }

    def explain_win(self, narrator: Narrator, event: Event) -> list[str]:
        assert isinstance(event, fe.TrickWon)
        args: dict[str, Any] = {
            "card": narrator.card(event.winning_card, "the", details=False),
            "suit": self.suit_code(event.led_suit),
            "zero": _yes(event.winning_card == fearless_cards.ZERO),
            "value": narrator.signed(event.value),
            **narrator.who(event.seat),
        }
        line = narrator.why_message(event.reason, args)
        if event.led_suit is not None and _beaten_by_colour(event):
            line = narrator.tr.concat([line, narrator.tr.t("fearless-why-other-colours")])
        return [line]

    def trick_result(self, event: Event) -> TrickResult | None:
        if not isinstance(event, fe.TrickWon):
            return None
        return TrickResult(event.trick_no, event.cards, event.seat, event.value, event)

    def card_played(self, event: Event) -> tuple[int, int] | None:
        return (event.seat, event.card) if isinstance(event, fe.CardPlayed) else None

    def earcons(self, event: Event, human: int) -> list[tuple[Earcon, int | None]]:
        if isinstance(event, fe.CardPlayed):
            return [(Earcon.CARD_PLAYED, event.seat)]
        if isinstance(event, fe.TrickWon):
            mine = event.seat == human
            return [(Earcon.TRICK_WON_BY_YOU if mine else Earcon.TRICK_WON_BY_OTHER, event.seat)]
        if isinstance(event, fe.GhostMoved):
            sounds: list[tuple[Earcon, int | None]] = []
            if event.from_position is None:
                sounds.append((Earcon.GHOST_LEAVES_RUIN, event.seat))
            if event.to_position == 0:
                sounds.append((Earcon.GHOST_AT_ZERO, event.seat))
            return sounds
        if isinstance(event, fe.RoundScored):
            return [(Earcon.ROUND_END, None)]
        if isinstance(event, fe.GameOver):
            return [(Earcon.GAME_WON if human in event.winners else Earcon.GAME_LOST, None)]
        return []

    # --- the table ------------------------------------------------------------------------

    def hints(self, table: SeatTable, full: bool) -> list[str]:
        obs = table.observation()
        t = table.tr.t
        lines: list[str] = []
        rule = self.rule_hint(table)
        if rule is not None and (full or obs.led_suit is not None):
            lines.append(rule)
        if not table.my_turn:
            return lines
        takers = _winning_cards(obs.trick, obs.legal_actions) if obs.trick else []
        if obs.trick:
            lines.append(self._take_line(table, takers))
        if full:
            if len(obs.trick) == obs.players - 1:
                lines.append(t("hint-fearless-last-card"))
                if takers:
                    lines.append(self._stake(table, takers))
            if obs.ghosts[table.human] is None and (obs.tricks_played == 0 or len(obs.hand) == 1):
                lines.append(t("hint-fearless-ruin"))  # at a round's first trick and its last
        return lines

    def _take_line(self, table: SeatTable, takers: Sequence[int]) -> str:
        """Which of the playable cards would take the trick as it stands, or that none would."""
        names = [table.narrator.card(k, "the", details=False) for k in takers]
        cards = table.tr.join(names, last="list-or-last")
        return table.tr.t("why-play-you", can=_yes(bool(takers)), cards=cards)

    def _stake(self, table: SeatTable, takers: Sequence[int]) -> str:
        """The last card of a trick: where the ghost would go if taken with each winning card
        (the trick's value counts the card that takes it)."""
        obs = table.observation()
        ghost = obs.ghosts[table.human]
        outcomes = []
        for kind in takers:
            value = obs.trick_total + fearless_cards.value_of(kind)
            outcomes.append(
                table.tr.t(
                    "hint-fearless-stake-outcome",
                    card=table.narrator.card(kind, "the", details=False),
                    after=table.signed(fearless_rules.move_ghost(ghost, value)),
                )
            )
        return table.tr.t(
            "hint-fearless-stake",
            total=table.signed(obs.trick_total),
            ruin=_yes(ghost is None),
            position=table.signed(ghost or 0),
            outcomes=table.tr.join(outcomes, last="list-or-last"),
        )

    def rule_hint(self, table: SeatTable) -> str | None:
        if not table.my_turn:
            return None
        obs = table.observation()
        led = obs.led_suit
        if led is None:
            return table.tr.t("hint-fearless-open" if obs.trick else "hint-fearless-lead")
        holds = any(fearless_cards.suit_of(k) == led for k in obs.hand)
        message = "hint-fearless-follow" if holds else "hint-fearless-void"
        return table.tr.t(message, suit=self.suit_code(led))

    def read_trick(self, table: SeatTable, turn: bool = True) -> str:
        obs = table.observation()
        number = obs.tricks_played + 1
        if not obs.trick:
            return table.tr.t("status-trick-empty", trick=number, **table.who(obs.trick_leader))
        leader, first = obs.trick[0]
        if obs.led_suit is None:
            lead = "open"
        else:
            lead = "zero" if first == fearless_cards.ZERO else "suit"
        index, _ = fearless_rules.trick_winner([k for _, k in obs.trick])
        winner, best = obs.trick[index]
        text = table.tr.t(
            "status-trick-fearless",
            trick=number,
            lead=lead,
            suit=self.suit_code(obs.led_suit),
            winning=_yes(len(obs.trick) > 1),
            card=table.narrator.card(best, "the", details=False),
            cards=table.tr.join([table.trick_item(s, c) for s, c in obs.trick]),
            total=table.signed(obs.trick_total),
            **table.who(leader),
            **table.who(winner, "win_"),
        )
        return table.tr.concat([text, table.turn_text()]) if turn else text

    def last_trick(self, table: SeatTable, result: TrickResult) -> str:
        text = table.last_trick_text(result)
        value = table.tr.t("status-last-trick-value", value=table.signed(result.value or 0))
        return table.tr.concat([text, value])

    def read_positions(self, table: SeatTable) -> str:
        obs = table.observation()
        items = []
        for seat in table.seats_from_me():
            ghost = obs.ghosts[seat]
            items.append(
                table.tr.t(
                    "status-position-item",
                    ruin=_yes(ghost is None),
                    position=table.signed(ghost or 0),
                    **table.who(seat),
                )
            )
        return table.tr.t("status-positions", positions=table.tr.join(items))

    def read_round(self, table: SeatTable) -> str:
        obs = table.observation()
        return table.tr.t("status-round-fearless", round=obs.round + 1, rounds=obs.rounds)

    def game_setup(self, tr: Translator, obs: Any) -> list[str]:
        if obs.removed_suit is None:
            return []
        return [tr.t("fearless-removed-suit", suit=self.suit_code(obs.removed_suit))]

    def absent_group(self, table: SeatTable, group: int) -> str | None:
        removed = table.observation().removed_suit
        if removed is None or self.group_suit(group) != removed:
            return None
        return table.tr.t("fearless-removed-suit", suit=self.suit_code(removed))

    def round_line(self, table: SeatTable) -> str:
        obs = table.observation()
        line = table.tr.t("recap-fearless-round", round=obs.round + 1, rounds=obs.rounds)
        return table.tr.concat([line, *self.game_setup(table.tr, obs)])

    def card_info(self, table: SeatTable, card: int) -> str:
        """I: the card, then its tactile sticker named as one ("Tactile mark: drop.")."""
        name = table.narrator.card(card, "name", details=False)
        tactile = table.tr.t("fearless-tactile", **self.card_args(card))
        return table.tr.sentences(name, tactile)

    def status_facts(self, table: SeatTable) -> str:
        obs = table.observation()
        ghost = obs.ghosts[table.human]
        return table.tr.t(
            "status-line-fearless",
            round=obs.round + 1,
            rounds=obs.rounds,
            trick=obs.tricks_played + 1,
            total=table.signed(obs.trick_total),
            ruin=_yes(ghost is None),
            position=table.signed(ghost or 0),
            turn=table.turn_text(),
        )

    # --- the large view --------------------------------------------------------------------

    def face(self, card: int, tr: Translator) -> Face:
        value = fearless_cards.value_of(card)
        return Face(f"{value:+d}" if value else "0", self.group_of(card), card=card)

    def trick_picture(self, table: SeatTable) -> TrickPicture:
        obs = table.observation()
        t = table.tr.t
        facts = [Fact(t("view-total"), f"{obs.trick_total:+d}" if obs.trick_total else "0")]
        if obs.led_suit is not None:
            led = obs.led_suit
            facts.append(Fact(t("view-led"), t("fearless-suit", suit=SUITS[led]), led))
        plays = tuple((seat, self.face(card, table.tr)) for seat, card in obs.trick)
        return TrickPicture(obs.tricks_played + 1, plays, tuple(facts))

    def standing(self, table: SeatTable) -> Standing:
        obs = table.observation()
        t = table.tr.t
        rows = []
        for seat in table.seats_from_me():
            ghost = obs.ghosts[seat]
            where = t("view-ruin") if ghost is None else f"{ghost:+d}" if ghost else "0"
            rows.append((seat, where))
        track = tuple(
            (seat, ghost)
            for seat in table.seats_from_me()
            if (ghost := obs.ghosts[seat]) is not None
        )
        return Standing(t("view-ghosts"), tuple(rows), track, (-TRACK_END, TRACK_END))

    def explain_play(self, table: SeatTable, seat: int, action: int) -> list[str] | None:
        obs = table.observation()  # the trick before the play: the same for every seat
        led = obs.led_suit
        suit = fearless_cards.suit_of(action)
        if not obs.trick:
            msg = "fearless-why-bot-led"
        elif led is None:
            msg = "fearless-why-bot-open"
        elif suit is None or suit == led:
            msg = "fearless-why-bot-followed"
        else:
            msg = "fearless-why-bot-void"
        n = table.narrator
        t = table.tr.t
        lines: list[str] = [
            t(msg, player=n.name(seat), card=n.card(action, "obj"), suit=self.suit_code(led))
        ]
        trick = (*obs.trick, (seat, action))
        if len(trick) >= obs.players:
            return lines  # the trick is complete: its result explains itself
        kinds = [k for _, k in trick]
        me = table.human
        mine = table.observation().hand
        to_come = [(trick[0][0] + i) % obs.players for i in range(len(trick), obs.players)]
        now_led = fearless_rules.led_suit(kinds)
        if me in to_come:
            if now_led is None:
                lines.append(t("hint-fearless-open"))
            else:
                code = self.suit_code(now_led)
                holds = any(fearless_cards.suit_of(k) == now_led for k in mine)
                hint = "hint-fearless-follow" if holds else "hint-fearless-void"
                lines.append(t(hint, suit=code))
        index, _ = fearless_rules.trick_winner(kinds)
        winner, best = trick[index]
        lines.append(
            t(
                "why-play-winning",
                card=n.card(best, "the", details=False),
                **table.who(winner, "win_"),
            )
        )
        if me in to_come:
            legal = fearless_rules.legal_kinds(mine, kinds)
            takers = [n.card(k, "the", details=False) for k in _winning_cards(trick, legal)]
            cards = table.tr.join(takers, last="list-or-last")
            lines.append(t("why-play-you", can=_yes(bool(takers)), cards=cards))
        names = [n.name(s) if s != me else table.tr.t("seat-you-lower") for s in to_come]
        lines.append(t("why-play-to-come", players=table.tr.join(names)))
        return lines


def _beaten_by_colour(event: fe.TrickWon) -> bool:
    """True when a card of another colour than the led suit was worth more than the winner:
    the rule that other colours never win decided the trick."""
    best = fearless_cards.value_of(event.winning_card)
    return any(
        kind != fearless_cards.ZERO
        and fearless_cards.suit_of(kind) != event.led_suit
        and fearless_cards.value_of(kind) > best
        for _, kind in event.cards
    )


def _winning_cards(trick: Sequence[tuple[int, int]], cards: Sequence[int]) -> list[int]:
    """The ``cards`` that would take ``trick`` (``(seat, kind)`` so far) if played now."""
    kinds = [k for _, k in trick]
    return [c for c in cards if fearless_rules.trick_winner([*kinds, c])[0] == len(kinds)]
