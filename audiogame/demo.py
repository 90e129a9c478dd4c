"""``audiogame demo``: a whole game between computer players, narrated from a spectator's seat,
so a newcomer hears the game at once (and so the program can be tried with no keyboard)."""

from __future__ import annotations

import time
from argparse import Namespace
from typing import Any

import engine
from audiogame.i18n import Translator
from audiogame.narration import Narrator
from audiogame.opponents import make_opponents
from audiogame.output import Output

__all__ = ["narrate_demo"]


def narrate_demo(args: Namespace, tr: Translator, out: Output, wait: float = 0.0) -> engine.Result:
    """Play and narrate a game; ``wait`` seconds between plays. Returns the result."""
    name = args.game or "fox"
    players = 2 if name == "fox" else args.players or 4
    options: dict[str, Any] = {"target": args.target} if name == "fox" and args.target else {}
    game = engine.new_game(name, players, args.seed, **options)
    level = args.level or "medium"
    bots = make_opponents(name, players, -1, level, game.seed, time_limit=None)
    narrator = Narrator(tr, name, None, players=players)
    for event in game.start_events():
        for line in narrator.narrate(event):
            out.event(line)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        action = bots[seat].choose(game.observation(seat))
        for event in game.apply(action, seat=seat):
            for line in narrator.narrate(event):
                out.event(line)
        if wait:
            time.sleep(wait)
    result = game.result()
    assert result is not None
    return result
