"""Localized names of cards, suits, signed numbers and hands, for every game.

Cards are what the engine's events carry (Fearless card kinds, Fox card ids); each game's
presentation (``audiogame/games/<game>.py``, seen here as :class:`CardWords`) says which message
arguments name them; it is passed in, never looked up, so this package imports no game. Every name
comes from ``locales/*/cards.ftl``: the code only picks the message and passes codes
(``suit="green"``, ``sign="minus"``, ``value=4``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, Protocol

from audiogame.i18n import Translator

__all__ = [
    "CardForm",
    "CardWords",
    "card_name",
    "hand_summary",
    "signed",
    "suit_counts",
]

CardForm = Literal["name", "obj", "the"]
"""``name``: on its own (lists, menus); ``obj``: object of a verb ("plays ..."); ``the``: a
definite noun phrase ("the zero", French "le 7 de Cloches")."""


class CardWords(Protocol):
    """What naming a game's cards needs of its presentation."""

    @property
    def name(self) -> str:
        """The game's registry name (the prefix of its messages)."""

    @property
    def groups(self) -> tuple[str, ...]:
        """Message codes of the groups a hand is sorted into, in hand order."""

    def card_args(self, card: int) -> dict[str, str | int]:
        """Message arguments naming ``card``."""

    def suit_code(self, suit: int | None) -> str:
        """Message code of an engine suit."""

    def group_of(self, card: int) -> int:
        """The group ``card`` is sorted into."""

    def group_values(self, tr: Translator, cards: Sequence[int]) -> list[str] | str:
        """The cards of one group as said in a hand."""


def signed(tr: Translator, number: int) -> str:
    """A signed number in words: ``plus 3``, ``minus 3``, ``0``."""
    sign = "plus" if number > 0 else "minus" if number < 0 else "zero"
    return tr.t("signed", sign=sign, n=abs(number))


def card_name(
    tr: Translator,
    show: CardWords,
    card: int,
    form: CardForm = "name",
    details: bool = False,
    *,
    symbols: bool | None = None,
    powers: bool | None = None,
) -> str:
    """Localized name of ``card``: ``green minus 4``; with ``symbols`` the tactile symbol of
    the adapted deck, with ``powers`` the card's power, where the game has them (``details``
    gives both unless they are given): ``green minus 4, clover``, ``9 of Moons, Witch``."""
    symbols = details if symbols is None else symbols
    powers = details if powers is None else powers
    args = show.card_args(card)
    return tr.t(f"{show.name}-card-{form}", symbols=_yes(symbols), powers=_yes(powers), **args)


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def hand_summary(tr: Translator, show: CardWords, cards: Iterable[int]) -> str:
    """A hand read by groups with counts, for the "whole hand" key and detailed narration:
    ``Blue, 2: minus 6, plus 2; ...; 1 zero``."""
    grouped: dict[int, list[int]] = {}
    for card in sorted(cards):
        grouped.setdefault(show.group_of(card), []).append(card)
    parts: list[str] = []
    for group in sorted(grouped):
        members = grouped[group]
        values = show.group_values(tr, members)
        if isinstance(values, str):
            parts.append(values)
            continue
        parts.append(
            tr.t(
                f"{show.name}-hand-group",
                suit=show.groups[group],
                count=len(members),
                cards=tr.join(values, last="list-more"),
            )
        )
    return tr.join(parts, more="list-groups", last="list-groups")


def suit_counts(tr: Translator, show: CardWords, cards: Iterable[int]) -> str:
    """How many cards of each suit group a hand holds, for a new hand: ``5 Bells, 4 Keys and 4
    Moons``; ``4 blue, 3 orange, 3 magenta, 2 green and 1 zero``."""
    counts: dict[int, int] = {}
    for card in cards:
        group = show.group_of(card)
        counts[group] = counts.get(group, 0) + 1
    parts = [
        tr.t(f"{show.name}-suit-count", suit=show.groups[group], count=counts[group])
        for group in sorted(counts)
    ]
    return tr.join(parts)
