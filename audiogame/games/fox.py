"""*The Fox in the Forest* at the audio table: the decree card and trump, the powers of the odd
cards, the exchange after a Fox and the return after a Woodcutter, the trick bands."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

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
from engine import fox as fx
from engine.fox import cards as fox_cards
from engine.fox import rules as fox_rules

if TYPE_CHECKING:
    from audiogame.i18n import Translator
    from audiogame.narration.narrator import Narrator

__all__ = ["SUITS", "FoxPresentation"]

SUITS: tuple[str, ...] = ("bells", "keys", "moons")
"""Message codes of the suits, by engine suit number."""
LAST_TRICK = 12
"""The 13th trick of a round, counted from 0."""


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _won_and_lost(event: fx.TrickWon) -> tuple[int, int]:
    """(winning card, losing card) of a trick."""
    if event.lead[0] == event.seat:
        return event.lead[1], event.follow[1]
    return event.follow[1], event.lead[1]


class FoxPresentation(GamePresentation):
    """The Fox in the Forest (see the module docstring)."""

    name = "fox"
    groups = SUITS
    marks = (
        ("\U0001f514", "gold"),  # bell (two columns wide)
        ("\U0001f511", "cyan"),  # key (two columns wide)
        ("\u263e", "violet"),  # moon
    )
    options = (
        Option(
            "target",
            fox_rules.DEFAULT_TARGET,
            (16, 21, 35),
            "setup-target",
            arg="points",
            engine_option="target",
            low=1,
            high=999,
            fine_high=99,
            help="The Fox: score that ends the match",
        ),
    )
    keys = (
        TableKey("=", "keep", "help-fox-key-exchange", "exchange"),
        TableKey(None, None, "help-fox-key-return", "return"),
        TableKey("p", "read_positions", "help-fox-key-positions"),
        TableKey("d", "read_decree", "help-fox-key-decree"),
    )

    # --- cards ----------------------------------------------------------------------------

    def card_args(self, card: int) -> dict[str, str | int]:
        return {"suit": self.suit_code(fox_cards.suit_of(card)), "rank": fox_cards.rank_of(card)}

    def suit_code(self, suit: int | None) -> str:
        if suit is None:
            raise ValueError("every card of the Fox has a suit")
        return SUITS[suit]

    def group_of(self, card: int) -> int:
        return fox_cards.suit_of(card)

    def group_values(self, tr: Translator, cards: Sequence[int]) -> list[str] | str:
        return [str(fox_cards.rank_of(c)) for c in cards]

    def suit_name(self, table: SeatTable, suit: int) -> str:
        return table.tr.t("fox-suit", suit=self.suit_code(suit))

    # --- choices --------------------------------------------------------------------------

    def choices(self, obs: Any, seat: int) -> list[int]:
        if obs.current_player == seat:
            if obs.phase == fx.Phase.FOX_EXCHANGE:
                return [*(fx.SWAP + c for c in obs.hand), fx.KEEP]  # End: keep
            if obs.phase == fx.Phase.WOODCUTTER_RETURN:
                return [fx.RETURN + c for c in obs.hand]
        return list(obs.hand)

    def card_of(self, action: int) -> int | None:
        if action < fx.SWAP:
            return action
        if action == fx.KEEP:
            return None
        return action - (fx.SWAP if action < fx.KEEP else fx.RETURN)

    def describe_choice(self, table: SeatTable, action: int) -> str | None:
        if action == fx.KEEP:
            return table.tr.t("prompt-fox-keep")
        if fx.SWAP <= action < fx.KEEP:
            card = self.card_of(action)
            assert card is not None
            return table.tr.t("choice-swap", card=table.narrator.card(card, "the"))
        return None

    def option_name(self, tr: Translator, narrator: Narrator, action: int) -> str:
        if action < fx.SWAP:
            return super().option_name(tr, narrator, action)
        if action == fx.KEEP:
            return tr.t("coach-option-keep")
        card = self.card_of(action)
        assert card is not None
        kind = "coach-option-swap" if action < fx.KEEP else "coach-option-return"
        return tr.t(kind, card=narrator.card(card, "the"))

    def keep_action(self, obs: Any) -> int | None:
        return fx.KEEP if obs.phase == fx.Phase.FOX_EXCHANGE else None

    def decision_keys(self, table: SeatTable) -> list[str]:
        if self.keep_action(table.observation()) is None:
            return []
        return [table.tr.t("prompt-fox-keep-key")]

    def key_applies(self, table: SeatTable, when: str) -> bool:
        obs = table.observation()
        if obs.current_player != table.human:
            return False
        phases = {"exchange": fx.Phase.FOX_EXCHANGE, "return": fx.Phase.WOODCUTTER_RETURN}
        return bool(obs.phase == phases.get(when))

    def trick_leader(self, obs: Any) -> int:
        return int(obs.leader)

    def has_decision(self, table: SeatTable) -> bool:
        obs = table.observation()
        return obs.current_player == table.human and obs.phase in (
            fx.Phase.FOX_EXCHANGE,
            fx.Phase.WOODCUTTER_RETURN,
        )

    def decision_prompt(self, table: SeatTable) -> str | None:
        obs = table.observation()
        if obs.current_player != table.human:
            return None
        if obs.phase == fx.Phase.FOX_EXCHANGE:
            decree = table.narrator.card(obs.decree, "name")
            return table.tr.t("prompt-fox-exchange", decree=decree)
        if obs.phase == fx.Phase.WOODCUTTER_RETURN:
            return table.tr.t("prompt-woodcutter-return")
        return None

    # --- narration ------------------------------------------------------------------------

    def handlers(self, narrator: Narrator) -> Mapping[type[Event], Handler]:
        n = narrator

        def suit_of_card(card: int) -> str:
            return n.tr.t("fox-suit", suit=self.suit_code(fox_cards.suit_of(card)))

        lead: dict[str, int] = {}  # the card led to the trick being narrated

        def round_started(event: fx.RoundStarted) -> list[str]:
            n.forget()  # a new hand: every void is news again
            lead.clear()
            return [
                n.say(
                    "fox-round-started",
                    round=event.round + 1,
                    decree=n.card(event.decree, "name", details=False),
                    trump=suit_of_card(event.decree),
                    **n.who(event.leader),
                    **n.who(event.dealer, "dealer"),
                )
            ]

        def card_played(event: fx.CardPlayed) -> list[str]:
            led = lead.get("card")
            if event.is_lead:
                lead["card"] = event.card
                play = "lead"
            elif led is not None and fox_cards.suit_of(event.card) != fox_cards.suit_of(led):
                play = "shed"
            else:
                play = "follow"
            suit = fox_cards.suit_of(led if led is not None else event.card)
            void = n.void_news(event.seat, suit if play == "shed" else None)
            return [
                n.say(
                    "fox-card-played",
                    card=n.card(event.card, n.card_form, details=n.extras),
                    play=play,
                    suit=self.suit_code(suit),
                    void=_yes(void),
                    **n.who(event.seat),
                )
            ]

        def decree_exchanged(event: fx.DecreeExchanged) -> list[str]:
            return [
                n.say(
                    "fox-decree-exchanged",
                    new=n.card(event.new, "obj", details=False),
                    new_name=n.card(event.new, "name", details=False),
                    old=n.card(event.old, "obj", details=False),
                    trump=suit_of_card(event.new),
                    changed=_yes(fox_cards.suit_of(event.old) != fox_cards.suit_of(event.new)),
                    **n.who(event.seat),
                )
            ]

        def decree_kept(event: fx.DecreeKept) -> list[str]:
            return [n.say("fox-decree-kept", **n.who(event.seat))]

        def card_moved(event: fx.CardDrawn | fx.CardReturned) -> list[str]:
            base = "fox-card-drawn" if isinstance(event, fx.CardDrawn) else "fox-card-returned"
            known = event.card is not None
            return [
                n.say(
                    base,
                    known=_yes(known),
                    card=(
                        n.card(event.card, n.card_form, details=False)
                        if event.card is not None
                        else ""
                    ),
                    **n.who(event.seat),
                )
            ]

        def trick_won(event: fx.TrickWon) -> list[str]:
            won, _lost = _won_and_lost(event)
            reason = n.tr.t(
                "fox-reason-short",
                reason=event.reason.value,
                trump=n.tr.t("fox-suit", suit=self.suit_code(event.trump)),
            )
            return [
                n.say(
                    "fox-trick-won",
                    trick=event.trick_no + 1,
                    card=n.card(won, "obj", details=False),
                    reason=reason,
                    code=event.reason.value,
                    swan=_yes(event.swan_lead),
                    last=_yes(event.trick_no >= LAST_TRICK),
                    **n.who(event.seat),
                    **n.who(event.next_leader, "next"),
                )
            ]

        def treasure_scored(event: fx.TreasureScored) -> list[str]:
            return [
                n.say(
                    "fox-treasure-scored",
                    points=event.points,
                    round_total=event.total_this_round,
                    **n.who(event.seat),
                )
            ]

        def round_scored(event: fx.RoundScored) -> list[str]:
            lines = [
                n.say(
                    "fox-round-scored",
                    round=event.round + 1,
                    scores=n.scores("fox-score-item", event.round_points),
                )
            ]
            if n.brief:
                return lines
            for seat in n.seat_order():
                lines.append(
                    n.say(
                        "fox-seat-score",
                        tricks=event.tricks[seat],
                        label=event.labels[seat],
                        table=event.table_points[seat],
                        treasure=event.treasure_points[seat],
                        points=event.round_points[seat],
                        total=event.totals[seat],
                        **n.who(seat),
                    )
                )
            return lines

        def game_over(event: fx.GameOver) -> list[str]:
            if len(event.winners) == 1:
                winner = event.winners[0]
                loser = 1 - winner
                who = "you" if winner == n.listener else "other"
                points, other_points = event.totals[winner], event.totals[loser]
                name = n.name(winner)
            else:
                who, points, other_points, name = "draw", event.totals[0], event.totals[1], ""
            return [
                n.say(
                    "fox-game-over",
                    who=who,
                    winners=name,
                    points=points,
                    other_points=other_points,
                    tiebreak=_yes(event.tiebreak),
                    scores=n.scores("fox-score-item", event.totals),
                )
            ]

        return {
            fx.RoundStarted: round_started,
            fx.HandDealt: n.hand_dealt,
            fx.CardPlayed: card_played,
            fx.DecreeExchanged: decree_exchanged,
            fx.DecreeKept: decree_kept,
            fx.CardDrawn: card_moved,
            fx.CardReturned: card_moved,
            fx.TrickWon: trick_won,
            fx.TreasureScored: treasure_scored,
            fx.RoundScored: round_scored,
            fx.GameOver: game_over,
        }

    def explain_win(self, narrator: Narrator, event: Event) -> list[str]:
        assert isinstance(event, fx.TrickWon)
        won, lost = _won_and_lost(event)
        loser = event.follow[0] if event.lead[0] == event.seat else event.lead[0]
        args: dict[str, Any] = {
            "card": narrator.card(won, "the", details=False),
            "other_card": narrator.card(lost, "the", details=False),
            "suit": self.suit_code(fox_cards.suit_of(event.lead[1])),
            "trump": narrator.tr.t("fox-suit", suit=self.suit_code(event.trump)),
            **narrator.who(event.seat),
            **narrator.who(loser, "loser"),
        }
        lines = [narrator.why_message(event.reason, args)]
        if event.swan_lead:
            lines.append(narrator.tr.t("fox-why-swan", **narrator.who(event.next_leader, "next")))
        return lines

    def trick_result(self, event: Event) -> TrickResult | None:
        if not isinstance(event, fx.TrickWon):
            return None
        return TrickResult(event.trick_no, (event.lead, event.follow), event.seat, None, event)

    def card_played(self, event: Event) -> tuple[int, int] | None:
        return (event.seat, event.card) if isinstance(event, fx.CardPlayed) else None

    def earcons(self, event: Event, human: int) -> list[tuple[Earcon, int | None]]:
        if isinstance(event, fx.CardPlayed):
            return [(Earcon.CARD_PLAYED, event.seat)]
        if isinstance(event, fx.TrickWon):
            mine = event.seat == human
            return [(Earcon.TRICK_WON_BY_YOU if mine else Earcon.TRICK_WON_BY_OTHER, event.seat)]
        if isinstance(event, fx.DecreeExchanged):
            return [(Earcon.DECREE_CHANGED, event.seat)]
        if isinstance(event, fx.TreasureScored):
            return [(Earcon.TREASURE_SCORED, event.seat)]
        if isinstance(event, fx.RoundScored):
            return [(Earcon.ROUND_END, None)]
        if isinstance(event, fx.GameOver):
            return [(Earcon.GAME_WON if human in event.winners else Earcon.GAME_LOST, None)]
        return []

    # --- the table ------------------------------------------------------------------------

    def hints(self, table: SeatTable, full: bool) -> list[str]:
        obs = table.observation()
        if obs.phase != fx.Phase.PLAY:
            return []  # the turn prompt already says what to choose
        lines: list[str] = []
        rule = self.rule_hint(table)
        if rule is not None and (full or obs.trick is not None):
            lines.append(rule)
        if table.my_turn and obs.trick is not None:
            lines.append(self.take_hint(table, obs.trick[1], obs.hand, obs.trump))
        if full:
            tricks = obs.tricks_won[table.human]
            lines.append(
                table.tr.t(
                    "hint-fox-tricks",
                    tricks=tricks,
                    label=table.tr.t("fox-label", label=fox_rules.round_label(tricks).value),
                    points=fox_rules.round_points(tricks),
                    next_label=table.tr.t(
                        "fox-label", label=fox_rules.round_label(tricks + 1).value
                    ),
                    next_points=fox_rules.round_points(tricks + 1),
                )
            )
        return lines

    def rule_hint(self, table: SeatTable) -> str | None:
        if not table.my_turn:
            return None
        obs = table.observation()
        t = table.tr.t
        if obs.phase == fx.Phase.FOX_EXCHANGE:
            return t("hint-fox-exchange", decree=table.narrator.card(obs.decree, details=False))
        if obs.phase == fx.Phase.WOODCUTTER_RETURN:
            return t("hint-fox-return")
        if obs.trick is None:
            return t("hint-fox-lead")
        lead = obs.trick[1]
        suit = fox_cards.suit_of(lead)
        code = self.suit_code(suit)
        if not any(fox_cards.suit_of(c) == suit for c in obs.hand):
            return t("hint-fox-void", suit=code)
        if fox_cards.rank_of(lead) == fx.MONARCH:
            names = [table.narrator.card(c, "obj", details=False) for c in obs.legal_actions]
            return t("hint-fox-monarch", options=table.tr.join(names, last="list-or-last"))
        return t("hint-fox-follow", suit=code)

    def take_hint(self, table: SeatTable, lead: int, hand: Sequence[int], trump: int) -> str:
        """Which of ``hand``'s playable answers to ``lead`` would take the trick with the decree
        as it is, grouped by why (trump, a higher trump, a lone Witch, a higher card of the lead
        suit); or that none would."""
        takers: dict[str, list[int]] = {}
        for card in fox_rules.legal_plays(hand, lead):
            side, reason = fox_rules.trick_winner(lead, card, trump)
            if side == fox_rules.FOLLOWER:
                takers.setdefault(reason.value, []).append(card)
        if not takers:
            return table.tr.t("why-play-you", can="no", cards="")
        n = table.narrator
        lines = [
            table.tr.t(
                "hint-fox-take",
                reason=reason,
                cards=table.tr.join(
                    [n.card(c, "the", details=False) for c in cards], last="list-or-last"
                ),
                suit=self.suit_code(fox_cards.suit_of(lead)),
                trump=self.suit_name(table, trump),
            )
            for reason, cards in takers.items()
        ]
        return table.tr.concat(lines)

    def power_help(self, table: SeatTable, event: Event) -> str | None:
        if not isinstance(event, fx.CardPlayed):
            return None
        rank = fox_cards.rank_of(event.card)
        if rank == fx.MONARCH and not event.is_lead:
            return table.tr.t("fox-power-help-second")
        if rank == fox_cards.FOX:
            return None  # the exchange's prompt comes next and says what the Fox does
        return table.tr.t("fox-power-help", rank=rank) if rank % 2 == 1 else None

    def read_trick(self, table: SeatTable, turn: bool = True) -> str:
        obs = table.observation()
        number = len(obs.completed_tricks) + 1
        trump = self.suit_name(table, obs.trump)
        if obs.trick is None:
            return table.tr.t(
                "status-trick-fox-empty", trick=number, trump=trump, **table.who(obs.leader)
            )
        leader, led = obs.trick
        winner, best = leader, led
        plays = [obs.trick]
        if obs.follow is not None:
            plays.append(obs.follow)
            taker, _ = fox_rules.trick_winner(led, obs.follow[1], obs.trump)
            if taker == fox_rules.FOLLOWER:
                winner, best = obs.follow
        text = table.tr.t(
            "status-trick-fox",
            trick=number,
            suit=self.suit_code(fox_cards.suit_of(led)),
            trump=trump,
            winning=_yes(len(plays) > 1),
            card=table.narrator.card(best, "the", details=False),
            cards=table.tr.join([table.trick_item(s, c) for s, c in plays]),
            **table.who(leader),
            **table.who(winner, "win_"),
        )
        return table.tr.concat([text, table.turn_text()]) if turn else text

    def last_trick(self, table: SeatTable, result: TrickResult) -> str:
        return table.last_trick_text(result)

    def read_positions(self, table: SeatTable) -> str:
        obs = table.observation()
        opponent = 1 - table.human
        return table.tr.t(
            "status-fox-tricks",
            mine=obs.tricks_won[table.human],
            theirs=obs.tricks_won[opponent],
            player=table.narrator.name(opponent),
        )

    def read_decree(self, table: SeatTable) -> str:
        obs = table.observation()
        decree = table.narrator.card(obs.decree, "name", details=True)
        return table.tr.t("status-decree", decree=decree, trump=self.suit_name(table, obs.trump))

    def read_round(self, table: SeatTable) -> str:
        obs = table.observation()
        return table.tr.t("status-round-fox", round=obs.round + 1, target=obs.target)

    def round_line(self, table: SeatTable) -> str:
        obs = table.observation()
        return table.tr.t("recap-fox-round", round=obs.round + 1, target=obs.target)

    def decree_line(self, table: SeatTable) -> str | None:
        return self.read_decree(table)

    def card_info(self, table: SeatTable, card: int) -> str:
        rank = fox_cards.rank_of(card)
        name = table.narrator.card(card, "name", details=True)
        tactile = table.tr.t("fox-tactile", rank=rank)
        power = table.tr.t("fox-power-help", rank=rank)
        return table.tr.sentences(name, tactile, power)

    def status_facts(self, table: SeatTable) -> str:
        obs = table.observation()
        opponent = 1 - table.human
        return table.tr.t(
            "status-line-fox",
            round=obs.round + 1,
            trump=self.suit_name(table, obs.trump),
            mine=obs.tricks_won[table.human],
            theirs=obs.tricks_won[opponent],
            player=table.narrator.name(opponent),
            turn=table.turn_text(),
        )

    # --- the large view --------------------------------------------------------------------

    def face(self, card: int, tr: Translator) -> Face:
        rank = fox_cards.rank_of(card)
        power = tr.t("view-fox-power", rank=rank) if rank % 2 else ""
        return Face(str(rank), self.group_of(card), power, card)

    def trick_picture(self, table: SeatTable) -> TrickPicture:
        obs = table.observation()
        t = table.tr.t
        plays = [p for p in (obs.trick, obs.follow) if p is not None]
        decree = self.face(obs.decree, table.tr)
        facts = [
            Fact(t("view-trump"), t("fox-suit", suit=SUITS[obs.trump]), obs.trump),
            Fact(
                t("view-decree"),
                f"{decree.value} {decree.power}".strip(),
                decree.group,
                obs.decree,
            ),
        ]
        if plays:
            led = fox_cards.suit_of(plays[0][1])
            facts.insert(0, Fact(t("view-led"), t("fox-suit", suit=SUITS[led]), led))
            winner = plays[0][0]
            if len(plays) == 2:
                side, _ = fx.rules.trick_winner(plays[0][1], plays[1][1], obs.trump)
                winner = plays[0][0] if side == fx.rules.LEADER else plays[1][0]
            facts.append(Fact(t("view-winning"), table.tr.t("view-seat", **table.who(winner))))
        number = len(obs.completed_tricks) + 1
        faces = tuple((s, self.face(c, table.tr)) for s, c in plays)
        return TrickPicture(number, faces, tuple(facts))

    def standing(self, table: SeatTable) -> Standing:
        obs = table.observation()
        t = table.tr.t
        seats = table.seats_from_me()
        rows = tuple((s, t("view-fox-tricks", tricks=obs.tricks_won[s])) for s in seats)
        outlook = tuple(
            (s, t("view-fox-points", points=fx.rules.round_points(obs.tricks_won[s])))
            for s in seats
        )
        return Standing(t("view-tricks"), rows, outlook_title=t("view-if-now"), outlook=outlook)

    def explain_play(self, table: SeatTable, seat: int, action: int) -> list[str] | None:
        obs = table.observation()  # the trick before the play: the same for every seat
        if not fx.Fox.is_card_play(action):
            return self._explain_exchange(table, seat, action)
        led = None if obs.trick is None else obs.trick[1]
        if led is None:
            msg = "fox-why-bot-led"
        elif fox_cards.suit_of(action) == fox_cards.suit_of(led):
            msg = "fox-why-bot-followed"
        else:
            msg = "fox-why-bot-void"
        n = table.narrator
        code = self.suit_code(fox_cards.suit_of(action if led is None else led))
        lines: list[str] = [
            table.tr.t(msg, player=n.name(seat), card=n.card(action, "obj"), suit=code)
        ]
        if led is not None:
            return lines  # the trick is complete: its result explains itself
        lines += self._answer_hints(table, action, table.observation().hand, obs.trump)
        return lines

    def _explain_exchange(self, table: SeatTable, seat: int, action: int) -> list[str] | None:
        """An opponent who led a Fox swaps or keeps the decree: what its lead means for the
        player, again, with the trump it leaves (a swap can change which cards take it)."""
        obs = table.observation()
        if obs.phase != fx.Phase.FOX_EXCHANGE or obs.trick is None or obs.follow is not None:
            return None
        leader, lead = obs.trick
        if leader != seat:
            return None
        swapped = action != fox_cards.KEEP
        trump = fox_cards.suit_of(action - fox_cards.SWAP) if swapped else obs.trump
        n = table.narrator
        code = self.suit_code(fox_cards.suit_of(lead))
        led = table.tr.t(
            "fox-why-bot-led", player=n.name(seat), card=n.card(lead, "obj"), suit=code
        )
        return [led, *self._answer_hints(table, lead, obs.hand, trump)]

    def _answer_hints(
        self, table: SeatTable, lead: int, hand: Sequence[int], trump: int
    ) -> list[str]:
        """What the player answering ``lead`` must play, and which cards would take the trick."""
        t = table.tr.t
        n = table.narrator
        suit = fox_cards.suit_of(lead)
        legal = fox_rules.legal_plays(hand, lead)
        if any(fox_cards.suit_of(c) == suit for c in hand):
            if fox_cards.rank_of(lead) == fx.MONARCH:
                names = [n.card(c, "obj", details=False) for c in legal]
                line = t("hint-fox-monarch", options=table.tr.join(names, last="list-or-last"))
            else:
                line = t("hint-fox-follow", suit=self.suit_code(suit))
        else:
            line = t("hint-fox-void", suit=self.suit_code(suit))
        return [line, self.take_hint(table, lead, hand, trump)]
