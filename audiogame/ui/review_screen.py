"""The review room: a finished game walked by keys, trick by trick, in the terminal and the large
view (:mod:`audiogame.review_walk` says each step; this screen binds its keys)::

    app.push(ReviewScreen(app, review_of(record), seat=0, every_hand=True, on_leave=back))

Right and Left step over the tricks and the rounds' results, Down and Up over rounds, Home goes
to the round's start and End to its result, H says the seat's hand at the trick (O the others',
when the review may show them), R says the step again, C, M and K ask the coach, Backspace or
F10 leave; Escape stops speech, as everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.keys import Keys

from audiogame.coaching import Coaching
from audiogame.narration import Verbosity
from audiogame.review import Review
from audiogame.review_walk import REVIEW_KEYS, ReviewWalk, Talk
from audiogame.ui.screens import Screen

if TYPE_CHECKING:
    from audiogame.ui.host import AppHost

__all__ = ["ReviewScreen"]

_KEYS = {
    "right": Keys.Right,
    "left": Keys.Left,
    "down": Keys.Down,
    "up": Keys.Up,
    "home": Keys.Home,
    "end": Keys.End,
}
"""The terminal's keys of the review's named keys (a letter is itself, in either case)."""


class ReviewScreen(Screen):
    """The review room (see the module docstring); :attr:`walk` is what it says."""

    help_ids = (
        "help-review-title",
        "help-review-key-trick",
        "help-review-key-round",
        "help-review-key-start",
        "help-review-key-hand",
        "help-review-key-others",
        "help-review-key-repeat",
        "help-review-key-coach",
        "help-review-key-mistakes",
        "help-review-key-hindsight",
        "help-game-key-escape",
        "help-review-key-back",
        "help-game-key-history",
        "help-game-key-help",
    )

    def __init__(
        self,
        app: AppHost,
        review: Review,
        seat: int,
        *,
        every_hand: bool,
        on_leave: Callable[[], None],
        coaching: Coaching | None = None,
        hindsight: Coaching | None = None,
        names: Sequence[str] = (),
    ) -> None:
        self.host = app
        self.on_leave = on_leave
        self.walk = ReviewWalk(
            app.tr,
            review,
            seat,
            every_hand=every_hand,
            talk=self._talk,
            answer=app.out.answer,
            coaching=coaching,
            hindsight=hindsight,
            start=self._start,
            names=names,
        )
        super().__init__(app)

    def _talk(self) -> Talk:
        settings = self.host.settings
        return Talk(Verbosity(settings.verbosity), settings.card_symbols, settings.card_powers)

    def _start(self, coaching: Coaching) -> None:
        self.host.background(coaching.run(self.host.executor))

    def on_language(self) -> None:
        self.walk.narrator = self.walk.retell()

    def enter(self) -> None:
        self.walk.open()

    def leave(self) -> None:
        """Backspace or F10: back to where the room was opened from (the coach stops)."""
        self.walk.close()
        self.on_leave()

    def bind(self) -> None:
        kb = self.kb
        commands = self.walk.commands()
        for key in REVIEW_KEYS:
            name, command = str(key.key), str(key.command)
            run = commands[command]
            names = [_KEYS[name]] if name in _KEYS else [name, name.upper()]
            for each in names:
                kb.add(each)(lambda e, run=run: run())
        kb.add(Keys.Backspace)(lambda e: self.leave())
        kb.add(Keys.F10)(lambda e: self.leave())
        kb.add(Keys.Escape, eager=True)(lambda e: self.app.out.stop())

        @kb.add(Keys.Any)
        def _other(event: KeyPressEvent) -> None:
            self.app.refuse_key(event)
