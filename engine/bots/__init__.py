"""Computer players that see only their observation.

:func:`make_bot` builds a bot of a level for a game and seat. Levels, weakest first:

* ``random``: any legal action;
* ``easy``: a sensible heuristic with noise, beatable by a newcomer;
* ``medium``: the heuristic with card counting and void tracking (Fearless: steer the own ghost
  to 0, leave the ruin early, push others off 0; the Fox: aim at a band of tricks and use the
  odd cards on purpose);
* ``hard``: single-observer ISMCTS with heuristic rollouts, a few hundred iterations;
* ``expert``: more iterations, worlds weighted by how likely the opponents' plays were, tree
  reuse, an exact endgame (the Fox) and a match-aware objective.

Each bot draws from its own stream ``engine.rng.stream(seed, f"bot/{level}/{seat}")``, so it is
deterministic given its seed and the observations it is shown (unless a ``time_limit`` cuts a
search short). Bots are pure: no global state, and ``choose()`` is thread-safe per instance, so
a front end runs it in an executor (``loop.run_in_executor(None, bot.choose, obs)``) to keep
its keys instant.
"""

from __future__ import annotations

from engine.bots.base import Bot
from engine.bots.random_bot import RandomBot
from engine.errors import ConfigError

__all__ = ["LEVELS", "LIVE_TIME_LIMITS", "Bot", "RandomBot", "live_time_limit", "make_bot"]

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert")
"""Bot levels, weakest first."""

LIVE_TIME_LIMITS: dict[str, float] = {"hard": 0.055, "expert": 0.245}
"""Seconds a searching level may think per move in live play, whatever the machine: its budget
of simulated plays usually ends first; on a slow machine the limit keeps the player's wait. A
little under the targets of 60 and 250 ms: the clock is read every 8 iterations, and the last
ones overran by 2-3 ms (``tools.bot_bench --live``)."""


def live_time_limit(level: str) -> float | None:
    """The live-play time limit of ``level`` (``None``: the level does not search)."""
    return LIVE_TIME_LIMITS.get(level)


def make_bot(
    game_name: str,
    level: str,
    seed: int,
    seat: int,
    players: int | None = None,
    *,
    time_limit: float | None = None,
    iterations: int | None = None,
    think: int = 1,
) -> Bot:
    """A bot of ``level`` for ``seat`` of a ``players``-seat game of ``game_name``.

    ``time_limit`` (seconds) caps a search for live play; ``iterations`` overrides the level's
    search budget (tests use small budgets); ``think`` multiplies the expert's budget and time
    limit (the player's "expert thinking time" setting; other levels ignore it). Raises
    ``ConfigError`` on an unknown game or level (or a ``think`` below 1).
    """
    from engine.registry import ENTRIES

    if level not in LEVELS:
        raise ConfigError(f"unknown bot level {level!r}; choose from {list(LEVELS)}")
    entry = ENTRIES.get(game_name)
    if entry is None:
        raise ConfigError(f"unknown game {game_name!r}")
    if level != "random" and level not in entry.levels:
        raise ConfigError(
            f"no computer player of level {level!r} in {game_name}; it has {list(entry.levels)}"
        )
    count = entry.default_players if players is None else players
    low, high = entry.game.min_players, entry.game.max_players
    if not low <= count <= high or not 0 <= seat < count:
        raise ConfigError(f"no seat {seat} in a {count}-player {game_name} game")
    if think < 1:
        raise ConfigError(f"thinking time factor {think} is below 1")
    if level == "random":
        return RandomBot(seed, seat)
    bot = entry.make_bot(level, seed, seat, time_limit, iterations)
    if level == "expert" and think > 1:
        from engine.bots.search_bot import SearchBot

        if isinstance(bot, SearchBot):
            bot.scale_budget(think)
    return bot
