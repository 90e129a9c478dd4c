"""Localized names of cards, suits, signed numbers and hands, for both games.

Cards are what the engine's events carry: Fearless card *kinds* (``engine.fearless.cards``) and
Fox card ids (``engine.fox.cards``). Every name comes from ``locales/*/cards.ftl``; the code only
picks the message and passes codes (``suit="green"``, ``sign="minus"``, ``value=4``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from audiogame.i18n import Translator
from engine.fearless import cards as fearless_cards
from engine.fox import cards as fox_cards

__all__ = [
    "FEARLESS_SUITS",
    "FOX_SUITS",
    "GAMES",
    "CardForm",
    "card_name",
    "hand_summary",
    "signed",
    "suit_code",
    "suit_name",
]

GAMES = ("fearless", "fox")

CardForm = Literal["name", "obj", "the"]
"""``name``: on its own (lists, menus); ``obj``: object of a verb ("plays ..."); ``the``: a
definite noun phrase ("the zero", French "le 7 de Cloches")."""

FEARLESS_SUITS: tuple[str, ...] = ("blue", "orange", "magenta", "green")
"""Message codes of the Fearless suits, by engine suit number."""
FOX_SUITS: tuple[str, ...] = ("bells", "keys", "moons")
"""Message codes of the Fox suits, by engine suit number."""


def _check_game(game: str) -> None:
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")


def suit_code(game: str, suit: int | None) -> str:
    """Message code of an engine suit: ``"green"``, ``"moons"``; ``"zero"`` for ``None``."""
    _check_game(game)
    if suit is None:
        return "zero"
    return (FEARLESS_SUITS if game == "fearless" else FOX_SUITS)[suit]


def suit_name(tr: Translator, game: str, suit: int | None, form: str = "") -> str:
    """Localized suit name. ``form`` picks a message variant: ``""`` (plain), ``"cap"``,
    ``"some"`` (Fearless: as something to play), ``"one"`` (Fox: one card of the suit)."""
    msg = f"{game}-suit" + (f"-{form}" if form else "")
    return tr.t(msg, suit=suit_code(game, suit))


def signed(tr: Translator, number: int) -> str:
    """A signed number in words: ``plus 3``, ``minus 3``, ``0``."""
    sign = "plus" if number > 0 else "minus" if number < 0 else "zero"
    return tr.t("signed", sign=sign, n=abs(number))


def card_args(game: str, card: int) -> dict[str, str | int]:
    """The message arguments naming ``card`` (without ``details``)."""
    _check_game(game)
    if game == "fearless":
        suit = fearless_cards.suit_of(card)
        value = fearless_cards.value_of(card)
        return {
            "suit": suit_code(game, suit),
            "sign": "minus" if value < 0 else "plus",
            "value": abs(value),
        }
    return {"suit": suit_code(game, fox_cards.suit_of(card)), "rank": fox_cards.rank_of(card)}


def card_name(
    tr: Translator, game: str, card: int, form: CardForm = "name", details: bool = False
) -> str:
    """Localized name of ``card``: ``green minus 4``; with ``details`` the tactile symbol
    (Fearless) or the power (Fox): ``green minus 4, clover``, ``9 of Moons, Witch``."""
    return tr.t(f"{game}-card-{form}", details="yes" if details else "no", **card_args(game, card))


def _group_key(game: str, card: int) -> int:
    if game == "fearless":
        suit = fearless_cards.suit_of(card)
        return 99 if suit is None else suit
    return fox_cards.suit_of(card)


def hand_summary(tr: Translator, game: str, cards: Iterable[int]) -> str:
    """A hand read by suit groups with counts, for the "whole hand" key and detailed narration:
    ``Blue, 2: minus 6, plus 2; ...; 1 zero``."""
    _check_game(game)
    groups: dict[int, list[int]] = {}
    for card in sorted(cards):
        groups.setdefault(_group_key(game, card), []).append(card)
    parts: list[str] = []
    for key in sorted(groups):
        members = groups[key]
        if game == "fearless" and key == 99:
            parts.append(tr.t("fearless-hand-zeros", count=len(members)))
            continue
        values: list[str]
        if game == "fearless":
            values = [tr.t("fearless-card-value", **card_args(game, c)) for c in members]
        else:
            values = [str(fox_cards.rank_of(c)) for c in members]
        parts.append(
            tr.t(
                f"{game}-hand-group",
                suit=suit_code(game, key),
                count=len(members),
                cards=tr.join(values, last="list-more"),
            )
        )
    return tr.join(parts, more="list-groups", last="list-groups")
