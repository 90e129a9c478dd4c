"""Create games by name and replay records."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

from engine.errors import EngineError, RecordError
from engine.fearless import Fearless
from engine.fox import Fox
from engine.game import Game
from engine.record import GameRecord

__all__ = ["GAMES", "new_game", "replay"]

GAMES: dict[str, type[Game]] = {"fearless": Fearless, "fox": Fox}


def new_game(
    name: str,
    players: int | None = None,
    seed: int | None = None,
    *,
    deals: Sequence[Sequence[int]] = (),
    **options: Any,
) -> Game:
    """A new game of ``name`` (``"fearless"`` or ``"fox"``).

    ``players`` defaults to the smallest count the game allows; ``seed`` to a random one.
    ``deals`` fixes the deck order of the first rounds (physical card ids, see each game's
    ``parse_deck``). Options: Fearless ``first_leader``, ``removed_suit`` (3 players);
    Fox ``target`` (21 by default), ``first_dealer``.
    """
    try:
        cls = GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; choose from {sorted(GAMES)}") from None
    count = cls.min_players if players is None else players
    if not cls.min_players <= count <= cls.max_players:
        raise ValueError(f"{name} is for {cls.min_players}-{cls.max_players} players, not {count}")
    return cls(count, secrets.randbits(63) if seed is None else seed, options, deals)


def replay(record: GameRecord, upto: int | None = None) -> Game:
    """Rebuild the game of ``record``, stopping after ``upto`` actions when given (undo).

    Raises :class:`RecordError` when the record names an unknown game or does not replay legally.
    """
    cls = GAMES.get(record.game)
    if cls is None:
        raise RecordError(f"unknown game {record.game!r}")
    try:
        deals = [cls.parse_deck(d) for d in record.deals]
        if record.position is None:
            game = new_game(record.game, record.players, record.seed, deals=deals, **record.options)
        else:
            ahead = [cls.parse_deck(d) for d in record.position.get("deals_ahead", [])]
            game = cls.from_position(record.position, deals=[*deals, *ahead[len(deals) :]])
        actions = record.actions if upto is None else record.actions[:upto]
        for text in actions:
            game.apply(game.text_to_action(text))
    except (EngineError, ValueError, TypeError) as exc:
        raise RecordError(f"record does not replay: {exc}") from None
    return game
