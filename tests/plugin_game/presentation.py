"""Duel at the audio table: card names and suit groups, the narration of every event, the
status reads, the practice hints, the keys, the earcons and the large view's parts. Words come
from the package's own Fluent files (``locales/<lang>/duel.ftl``); code passes codes and
numbers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from audiogame.games import (
    Face,
    Fact,
    GamePresentation,
    Option,
    Standing,
    TrickPicture,
    TrickResult,
)
from audiogame.games.base import Handler, SeatTable
from audiogame.keys import TableKey
from audiogame.sound import Earcon
from engine import Event

from . import duel as dl
from .duel import rules
from .duel.cards import EMBERS, rank_of, suit_of

if TYPE_CHECKING:
    from audiogame.i18n import Translator
    from audiogame.narration.narrator import Narrator

__all__ = ["SUITS", "DuelPresentation"]

SUITS: tuple[str, ...] = ("crowns", "embers", "ferns")
"""Message codes of the suits, by engine suit number."""


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _won_card(event: dl.TrickWon) -> int:
    return event.lead[1] if event.lead[0] == event.seat else event.follow[1]


class DuelPresentation(GamePresentation):
    """Duel (see the module docstring)."""

    name = "duel"
    groups = SUITS
    marks = (("\u265b", "gold"), ("\u2668", "orange"), ("\u2618", "green"))
    options = (
        Option(
            "target",
            rules.DEFAULT_TARGET,
            (4, 7, 10),
            "duel-setup-target",
            arg="points",
            engine_option="target",
            low=1,
            high=99,
            fine_high=30,
            help="Duel: points that end the match",
        ),
    )
    keys = (TableKey("p", "read_positions", "help-duel-key-positions"),)

    # --- cards ----------------------------------------------------------------------------

    def card_args(self, card: int) -> dict[str, str | int]:
        return {"suit": SUITS[suit_of(card)], "rank": rank_of(card)}

    def suit_code(self, suit: int | None) -> str:
        if suit is None:
            raise ValueError("every card of Duel has a suit")
        return SUITS[suit]

    def group_of(self, card: int) -> int:
        return suit_of(card)

    def group_values(self, tr: Translator, cards: Sequence[int]) -> list[str] | str:
        return [str(rank_of(c)) for c in cards]

    def suit_name(self, tr: Translator, suit: int) -> str:
        return tr.t("duel-suit", suit=SUITS[suit])

    # --- choices --------------------------------------------------------------------------

    def choices(self, obs: Any, seat: int) -> list[int]:
        return list(obs.hand)

    def card_of(self, action: int) -> int | None:
        return action

    def is_card_play(self, action: int) -> bool:
        return True

    def trick_leader(self, obs: Any) -> int:
        return int(obs.leader)

    # --- narration ------------------------------------------------------------------------

    def handlers(self, narrator: Narrator) -> Mapping[type[Event], Handler]:
        n = narrator
        led: dict[str, int] = {}  # the card led to the trick being narrated

        def round_started(event: dl.RoundStarted) -> list[str]:
            n.forget()  # a new hand: every void is news again
            led.clear()
            return [
                n.say(
                    "duel-round-started",
                    round=event.round + 1,
                    **n.who(event.leader),
                    **n.who(event.dealer, "dealer"),
                )
            ]

        def card_played(event: dl.CardPlayed) -> list[str]:
            lead = led.get("card")
            if event.is_lead:
                led["card"] = event.card
                play = "lead"
            elif lead is not None and suit_of(event.card) != suit_of(lead):
                play = "shed"
            else:
                play = "follow"
            suit = suit_of(lead if lead is not None and not event.is_lead else event.card)
            void = n.void_news(event.seat, suit if play == "shed" else None)
            return [
                n.say(
                    "duel-card-played",
                    card=n.card(event.card, n.card_form, details=n.extras),
                    play=play,
                    suit=SUITS[suit],
                    void=_yes(void),
                    **n.who(event.seat),
                )
            ]

        def embers_lit(event: dl.EmbersLit) -> list[str]:
            return [n.say("duel-embers-lit", **n.who(event.seat))]

        def trick_won(event: dl.TrickWon) -> list[str]:
            led.clear()
            return [
                n.say(
                    "duel-trick-won",
                    trick=event.trick_no + 1,
                    card=n.card(_won_card(event), "obj", details=False),
                    code=str(event.reason),
                    last=_yes(event.trick_no == dl.cards.HAND_SIZE - 1),
                    **n.who(event.seat),
                )
            ]

        def round_scored(event: dl.RoundScored) -> list[str]:
            return [
                n.say(
                    "duel-round-scored",
                    round=event.round + 1,
                    tricks=n.scores("duel-score-item", event.tricks),
                    scores=n.scores("duel-score-item", event.totals),
                )
            ]

        def game_over(event: dl.GameOver) -> list[str]:
            if len(event.winners) == 1:
                winner = event.winners[0]
                who = "you" if winner == n.listener else "other"
                points, other = event.totals[winner], event.totals[winner ^ 1]
                name = n.name(winner)
            else:
                who, points, other, name = "draw", event.totals[0], event.totals[1], ""
            return [
                n.say(
                    "duel-game-over",
                    who=who,
                    winners=name,
                    points=points,
                    other_points=other,
                    scores=n.scores("duel-score-item", event.totals),
                )
            ]

        return {
            dl.RoundStarted: round_started,
            dl.HandDealt: n.hand_dealt,
            dl.CardPlayed: card_played,
            dl.EmbersLit: embers_lit,
            dl.TrickWon: trick_won,
            dl.RoundScored: round_scored,
            dl.GameOver: game_over,
        }

    def explain_win(self, narrator: Narrator, event: Event) -> list[str]:
        assert isinstance(event, dl.TrickWon)
        args: dict[str, Any] = {
            "card": narrator.card(_won_card(event), "the", details=False),
            "suit": SUITS[suit_of(event.lead[1])],
            **narrator.who(event.seat),
        }
        return [narrator.why_message(str(event.reason), args)]

    def trick_result(self, event: Event) -> TrickResult | None:
        if not isinstance(event, dl.TrickWon):
            return None
        return TrickResult(event.trick_no, (event.lead, event.follow), event.seat, None, event)

    def card_played(self, event: Event) -> tuple[int, int] | None:
        return (event.seat, event.card) if isinstance(event, dl.CardPlayed) else None

    def earcons(self, event: Event, human: int) -> list[tuple[Earcon, int | None]]:
        if isinstance(event, dl.CardPlayed):
            return [(Earcon.CARD_PLAYED, event.seat)]
        if isinstance(event, dl.EmbersLit):
            return [(Earcon.DECREE_CHANGED, event.seat)]  # the rule of the lead changes
        if isinstance(event, dl.TrickWon):
            mine = event.seat == human
            return [(Earcon.TRICK_WON_BY_YOU if mine else Earcon.TRICK_WON_BY_OTHER, event.seat)]
        if isinstance(event, dl.RoundScored):
            return [(Earcon.ROUND_END, None)]
        if isinstance(event, dl.GameOver):
            return [(Earcon.GAME_WON if human in event.winners else Earcon.GAME_LOST, None)]
        return []

    # --- the table ------------------------------------------------------------------------

    def hints(self, table: SeatTable, full: bool) -> list[str]:
        obs = table.observation()
        lines: list[str] = []
        rule = self.rule_hint(table)
        if rule is not None and (full or obs.trick is not None or not obs.lit):
            lines.append(rule)
        if full:
            mine = obs.tricks_won[table.human]
            lines.append(table.tr.t("duel-hint-tricks", tricks=mine, target=obs.target))
        return lines

    def rule_hint(self, table: SeatTable) -> str | None:
        if not table.my_turn:
            return None
        obs = table.observation()
        t = table.tr.t
        if obs.trick is None:
            embers = any(suit_of(c) == EMBERS for c in obs.hand)
            allowed = rules.may_lead_embers(obs.hand, obs.lit)
            state = "lit" if obs.lit else "only" if allowed else "held" if embers else "none"
            return t("duel-hint-lead", embers=state)
        suit = suit_of(obs.trick[1])
        if any(suit_of(c) == suit for c in obs.hand):
            return t("duel-hint-follow", suit=SUITS[suit])
        return t("duel-hint-void", suit=SUITS[suit])

    def read_trick(self, table: SeatTable, turn: bool = True) -> str:
        obs = table.observation()
        number = len(obs.completed_tricks) + 1
        if obs.trick is None:
            return table.tr.t("duel-status-trick-empty", trick=number, **table.who(obs.leader))
        leader, card = obs.trick
        text = table.tr.t(
            "duel-status-trick",
            trick=number,
            suit=SUITS[suit_of(card)],
            cards=table.tr.join([table.trick_item(leader, card)]),
            **table.who(leader),
        )
        return table.tr.concat([text, table.turn_text()]) if turn else text

    def last_trick(self, table: SeatTable, result: TrickResult) -> str:
        return table.last_trick_text(result)

    def read_positions(self, table: SeatTable) -> str:
        obs = table.observation()
        opponent = table.human ^ 1
        return table.tr.t(
            "duel-status-tricks",
            mine=obs.tricks_won[table.human],
            theirs=obs.tricks_won[opponent],
            player=table.narrator.name(opponent),
            lit=_yes(obs.lit),
        )

    def read_round(self, table: SeatTable) -> str:
        obs = table.observation()
        return table.tr.t("duel-status-round", round=obs.round + 1, target=obs.target)

    def round_line(self, table: SeatTable) -> str:
        obs = table.observation()
        return table.tr.t("duel-recap-round", round=obs.round + 1, target=obs.target)

    def card_info(self, table: SeatTable, card: int) -> str:
        name = table.narrator.card(card, "name", details=True)
        return table.tr.sentences(name, table.tr.t("duel-card-info", suit=SUITS[suit_of(card)]))

    def status_facts(self, table: SeatTable) -> str:
        obs = table.observation()
        opponent = table.human ^ 1
        return table.tr.t(
            "duel-status-line",
            round=obs.round + 1,
            trick=len(obs.completed_tricks) + 1,
            lit=_yes(obs.lit),
            mine=obs.tricks_won[table.human],
            theirs=obs.tricks_won[opponent],
            player=table.narrator.name(opponent),
            turn=table.turn_text(),
        )

    def explain_play(self, table: SeatTable, seat: int, action: int) -> list[str] | None:
        obs = table.observation()  # the trick before the play: the same for every seat
        n = table.narrator
        if obs.trick is None:
            lit = obs.lit or suit_of(action) != EMBERS
            msg, suit = ("duel-why-bot-led" if lit else "duel-why-bot-led-embers"), action
        elif suit_of(action) == suit_of(obs.trick[1]):
            msg, suit = "duel-why-bot-followed", obs.trick[1]
        else:
            msg, suit = "duel-why-bot-void", obs.trick[1]
        card = n.card(action, "obj", details=False)
        return [table.tr.t(msg, player=n.name(seat), card=card, suit=SUITS[suit_of(suit)])]

    # --- the large view --------------------------------------------------------------------

    def face(self, card: int, tr: Translator) -> Face:
        return Face(str(rank_of(card)), suit_of(card))

    def trick_picture(self, table: SeatTable) -> TrickPicture:
        obs = table.observation()
        t = table.tr.t
        facts = [Fact(t("duel-view-embers"), t("duel-view-lit", lit=_yes(obs.lit)), EMBERS)]
        plays: tuple[tuple[int, Face], ...] = ()
        if obs.trick is not None:
            seat, card = obs.trick
            led = suit_of(card)
            facts.insert(0, Fact(t("view-led"), self.suit_name(table.tr, led), led))
            plays = ((seat, self.face(card, table.tr)),)
        return TrickPicture(len(obs.completed_tricks) + 1, plays, tuple(facts))

    def standing(self, table: SeatTable) -> Standing:
        obs = table.observation()
        t = table.tr.t
        rows = tuple(
            (s, t("duel-view-tricks", tricks=obs.tricks_won[s])) for s in table.seats_from_me()
        )
        return Standing(t("view-tricks"), rows)
