"""The games by name: one :class:`GameEntry` per game, new games and replays.

An entry ties together everything the engine knows of one game: its :class:`~engine.game.Game`
class, its computer players (the level factory behind :func:`engine.bots.make_bot`), its world
sampler (what a seat may know of the hidden cards, for search), its conformance invariants and
how the arena reads a finished game. Code that serves every game (``make_bot``, the arena, the
conformance checker, the front end) reads the entry and never branches on a game's name.

A game registers its entry with :func:`register`: the games of the engine in
:mod:`engine.catalog` (imported by ``engine`` last, once this module is whole), a game of a
package of its own from that package (its ``audiogame.games`` entry point, or a test's
fixture)::

    from engine.registry import register
    register(MY_ENTRY)

Front ends keep their per-game parts in registries of their own, checked against this one
(``audiogame.games``).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic

from engine.errors import ConfigError, EngineError, RecordError
from engine.game import Game, ObsT
from engine.record import GameRecord

if TYPE_CHECKING:
    from engine.bots.base import Bot

__all__ = [
    "ENTRIES",
    "GAMES",
    "GameEntry",
    "configurations",
    "new_game",
    "register",
    "replay",
    "unregister",
]


@dataclass(frozen=True)
class GameEntry(Generic[ObsT]):
    """Everything the engine ties to one game."""

    game: type[Game[ObsT]]
    """The game class (its ``name`` is the entry's key)."""
    default_players: int
    """Seats when none is said (bots, the arena, the checker)."""
    make_bot: Callable[[str, int, int, float | None, int | None], Bot[ObsT]]
    """``make_bot(level, seed, seat, time_limit, iterations)`` for the levels above random."""
    worlds: Callable[..., Any]
    """The world sampler: ``worlds(observation, horizon=...)`` draws determinized games."""
    invariants: Callable[..., None]
    """``invariants(game, events, report)``: the game's rules.md invariants for the
    conformance checker; calls ``report.fail(message)`` on a broken one."""
    round_scores: Callable[[ObsT], list[tuple[int, ...]]]
    """Each finished round's score by seat, from a finished game's observation (the arena)."""
    lower_is_better: bool = False
    """True when a lower score wins (Fearless fear points)."""
    score_name: str = "points"
    """What :attr:`round_scores` counts, for tools' printouts."""
    public_table: type[Game[ObsT]] | None = None
    """The game's public-information table (hands unknown; :mod:`engine.public`), for front
    ends that enter the plays of a real table (the companion)."""
    round_bands: Callable[[ObsT], list[tuple[str, ...]]] | None = None
    """Each finished round's result band by seat (the Fox: humble, defeated, victorious,
    greedy), from a finished game's observation; ``None`` for a game without bands."""
    levels: tuple[str, ...] = ("easy", "medium", "hard", "expert")
    """The computer players' levels a front end offers, weakest first (each one that
    :attr:`make_bot` makes)."""
    band_names: tuple[str, ...] = ()
    """The bands :attr:`round_bands` gives, in the order tools print them."""

    @property
    def name(self) -> str:
        """The game's registry name."""
        return self.game.name

    @property
    def default_level(self) -> str:
        """The computer players' level a game starts with: medium where it has one."""
        return "medium" if "medium" in self.levels else self.levels[0]


ENTRIES: dict[str, GameEntry[Any]] = {}
"""Every game's entry, by name, in the order they were registered."""
GAMES: dict[str, type[Game]] = {}
"""Every game's class, by name."""


def register(entry: GameEntry[Any]) -> None:
    """Add a game (its name is its class's ``name``); a name already taken is refused."""
    if entry.name in ENTRIES:
        raise ConfigError(f"a game called {entry.name!r} is registered already")
    ENTRIES[entry.name] = entry
    GAMES[entry.name] = entry.game


def configurations() -> list[tuple[str, int]]:
    """Every registered game with every player count it takes, in the registry's order (what
    the tools and the checks that serve every game go through)."""
    return [
        (name, players)
        for name, entry in ENTRIES.items()
        for players in range(entry.game.min_players, entry.game.max_players + 1)
    ]


def unregister(name: str) -> None:
    """Remove game ``name`` (a test's game, once the test is over)."""
    ENTRIES.pop(name, None)
    GAMES.pop(name, None)


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
        raise ConfigError(f"unknown game {name!r}; choose from {sorted(GAMES)}") from None
    count = cls.min_players if players is None else players
    if not cls.min_players <= count <= cls.max_players:
        raise ConfigError(f"{name} is for {cls.min_players}-{cls.max_players} players, not {count}")
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
