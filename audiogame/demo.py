"""``audiogame demo``: a whole game between computer players, narrated from a spectator's seat,
so a newcomer hears the game at once (and so the program can be tried with no keyboard)."""

from __future__ import annotations

import time
from argparse import Namespace
from collections.abc import Sequence

import engine
from audiogame.games import DEMO_GAME, level_of, presentation
from audiogame.i18n import Translator
from audiogame.narration import Narrator
from audiogame.output import Output
from audiogame.session import GameSession
from engine import Event
from engine.registry import ENTRIES

__all__ = ["narrate_demo"]


class _Spectator:
    """Narrates every event for no seat in particular."""

    def __init__(self, narrator: Narrator, out: Output, wait: float) -> None:
        self.narrator = narrator
        self.out = out
        self.wait = wait

    def before_action(self, seat: int, action: int) -> None:
        """Nothing to remember."""

    def on_events(self, events: Sequence[Event]) -> None:
        for event in events:
            for line in self.narrator.narrate(event):
                self.out.event(line)
        if self.wait:
            time.sleep(self.wait)

    def on_rewind(self) -> None:
        """No undo in a demo."""


def narrate_demo(args: Namespace, tr: Translator, out: Output, wait: float = 0.0) -> engine.Result:
    """Play and narrate a game; ``wait`` seconds between plays. Returns the result."""
    name = args.game or DEMO_GAME
    show = presentation(name)
    values = {o.name: getattr(args, o.name) for o in show.options if getattr(args, o.name, None)}
    session = GameSession.new(
        name,
        players=show.players(values, ENTRIES[name].default_players),
        local=None,
        level=level_of(name, {"level": args.level}),
        seed=args.seed,
        options=show.engine_options(values),
        live=False,
    )
    narrator = Narrator(tr, show, None, players=session.game.players)
    for line in show.game_setup(tr, session.game.observation(0)):  # public: any seat's view
        out.event(line)
    session.listen(_Spectator(narrator, out, wait))
    session.start()
    session.run_computers()
    result = session.game.result()
    assert result is not None
    return result
