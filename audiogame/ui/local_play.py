"""Local play: games against computer players at this keyboard, each saved in a slot of its own
after every action (:mod:`audiogame.library`), locked while played, resumed from the menu or
the command line, counted in the statistics when over.

A room of the application like online play and the table companion: it sees the application
as the :class:`~audiogame.ui.host.LocalHost` protocol.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from audiogame.choice import GameChoice
from audiogame.coaching import Coaching, verdicts_from_data, verdicts_to_data
from audiogame.finished import FinishedGames
from audiogame.games import default_level, presentation
from audiogame.library import SavedSummary, SaveLibrary
from audiogame.review import review_of
from audiogame.saves import SavedGame
from audiogame.session import GameSession, Seat, SeatKind, computer_seats
from audiogame.slots import SlotFolder
from audiogame.table import Table
from audiogame.ui.practice_coach import PracticeCoach
from audiogame.ui.review_screen import ReviewScreen
from audiogame.ui.saved import SAVE_PROBLEM_MESSAGES
from audiogame.ui.table_screen import TableScreen
from engine.coach import Verdict

if TYPE_CHECKING:
    import engine
    from audiogame.filelock import FileLock
    from audiogame.ui.host import LocalHost

__all__ = ["LocalPlay"]

log = logging.getLogger(__name__)


class LocalPlay:
    """The games of this keyboard (see the module docstring)."""

    def __init__(self, app: LocalHost, library: SaveLibrary, finished: FinishedGames) -> None:
        self.app = app
        self.library = library
        self.finished = finished
        self.slot: str | None = None
        """The save slot of the game at the table."""
        self._lock: FileLock | None = None
        self.save_failing = False
        """The last autosave failed (and the player was told); it is tried again each time."""
        self.last_finished: tuple[str, SavedGame] | None = None
        """The game that ended last, as kept for review (its slot), for the coach's cache."""

    def save_path(self) -> str:
        """The file the game at the table is saved in (empty with none)."""
        return str(self.library.path(self.slot)) if self.slot else ""

    def start_game(self, choice: GameChoice) -> None:
        """Deal a new game in a new save slot and sit the player at seat 0."""
        app = self.app
        show = presentation(choice.game)
        values = choice.values()
        self.leave()
        slot = self.library.new_slot(choice.game)
        session = GameSession.new(
            choice.game,
            players=choice.players,
            local=0,
            level=choice.level,
            seed=choice.seed,
            options=show.engine_options(values),
            practice=choice.practice,
            think=app.think,
        )
        app.out.history.clear_game()
        self._sit(session, 0, slot, self.library.lock(slot), resumed=False)

    def _sit(
        self,
        session: GameSession,
        human: int,
        slot: str,
        lock: FileLock | None,
        *,
        resumed: bool,
    ) -> None:
        app = self.app
        self.slot, self._lock = slot, lock
        session.saver = self._autosave
        session.hold = app.out.held
        session.on_over = self._game_over
        table = Table(session, human, app.tr, app.out)
        table.house_undo = app.settings.undo_vs_computers
        table.over_prompt = "prompt-game-over-review"  # V reviews a game against computers
        session.listen(PracticeCoach(app, table, session, lambda: app.settings.coach_in_practice))
        screen = TableScreen(app, table)
        screen.review = lambda: self.review(screen)
        app.sit_at(screen)  # the deal's narration comes first, uncut
        screen.table.start(resumed=resumed)
        session.save()
        screen.drive()

    def leave(self) -> None:
        """Let the game being played go (its save stays; its lock is released)."""
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()

    def _autosave(self, session: GameSession) -> None:
        if self.slot is None or session.game.is_over:
            return
        app = self.app
        human = session.local_seats[0] if session.local_seats else 0
        history = {"history": app.out.history.to_data()}
        saved = SavedGame(session.game.record(), human, session.levels, session.practice, history)
        try:
            self.library.write(self.slot, saved)
        except OSError:
            log.warning("autosave failed", exc_info=True)
            if not self.save_failing:  # said once, queued: the narration goes on uncut
                self.save_failing = True
                app.out.notice(app.tr.t("error-save-failed", file=self.save_path()))
        else:
            self.save_failing = False

    def _game_over(self, session: GameSession, result: engine.Result) -> None:
        """Keep the finished game for review (before its save goes: a program killed between
        the two loses neither), count it in the statistics."""
        human = session.local_seats[0] if session.local_seats else 0
        kept = SavedGame(session.game.record(), human, session.levels, session.practice)
        try:
            slot = self.finished.keep(kept, self.app.settings.finished_kept)
        except OSError:
            log.warning("could not keep the finished game", exc_info=True)
            slot = None
        self.last_finished = (slot, kept) if slot is not None else None
        if self.slot is not None:
            try:
                self.library.remove(self.slot)
            except OSError:
                log.warning("could not remove the finished game's save", exc_info=True)
        level = session.levels[0] if session.levels else default_level(session.name)
        self.app.settings.record_result(session.name, level, human in result.winners)
        self.app.save_settings()

    def review(self, screen: TableScreen) -> None:
        """V or the game menu's item at a game's end: the review room over its record, every
        hand shown (the game was against computers and is over); leaving it comes back here."""
        app = self.app
        session = screen.table.session
        if not isinstance(session, GameSession) or not session.game.is_over:
            return
        t = app.tr.t

        def back() -> None:
            screen.come_back(t("review-closed"))
            app.pop()

        record = session.game.record()
        kept = self.last_finished
        human = screen.table.human
        if kept is not None and kept[1].record == record:
            coaching = self._coaching(*kept)
            hindsight = self._coaching(*kept, hindsight=True)
        else:  # not kept (none, or no room on disk): computed, not cached
            coaching = Coaching(record, human)
            hindsight = Coaching(record, human, hindsight=True)
        room = ReviewScreen(
            app,
            review_of(record),
            human,
            every_hand=True,
            on_leave=back,
            coaching=coaching,
            hindsight=hindsight,
        )
        app.push(room)

    def _coaching(self, slot: str, kept: SavedGame, *, hindsight: bool = False) -> Coaching:
        """The coach of a kept game (what the player knew, or with hindsight): its cached
        verdicts, else computed and then cached in the game's file."""
        key = "coach-hindsight" if hindsight else "coach"
        cache = kept.extra.get(key)
        cached = None
        if isinstance(cache, dict) and cache.get("seat") == kept.human_seat:
            cached = verdicts_from_data(cache.get("verdicts"))

        def store(verdicts: list[Verdict]) -> None:
            kept.extra[key] = {"seat": kept.human_seat, "verdicts": verdicts_to_data(verdicts)}
            try:
                self.finished.update(slot, kept)
            except OSError:
                log.warning("could not cache the coach's verdicts", exc_info=True)

        seat = kept.human_seat
        return Coaching(kept.record, seat, hindsight=hindsight, cached=cached, on_done=store)

    def review_finished(self, slot: str, on_leave: Callable[[], None]) -> bool:
        """The review room over the finished game ``slot``, every hand shown (a game against
        computers, over); False, and said, when it can no longer be read (set aside)."""
        app = self.app
        kept = self.finished.load(slot)
        if kept is None:
            app.out.answer(app.tr.t("finished-gone"))
            return False
        room = ReviewScreen(
            app,
            review_of(kept.record),
            kept.human_seat,
            every_hand=True,
            on_leave=on_leave,
            coaching=self._coaching(slot, kept),
            hindsight=self._coaching(slot, kept, hindsight=True),
        )
        app.push(room)
        return True

    def delete_finished(self, slot: str, folder: SlotFolder | None = None) -> None:
        """Delete the finished game ``slot`` (of ``folder``, else the local games') and say so
        (or that it would not go)."""
        app = self.app
        folder = folder or self.finished
        try:
            folder.remove(slot)
        except OSError:
            log.warning("could not delete the finished game %s", slot, exc_info=True)
            app.out.answer(app.tr.t("finished-delete-failed", file=str(folder.path(slot))))
            return
        app.out.answer(app.tr.t("finished-deleted"))

    def game_finished(self) -> None:
        """Enter after the end of a game: a new game like the last one."""
        screen = self.app.table_screen
        session = screen.table.session if screen is not None else None
        if not isinstance(session, GameSession):  # none, or an online table: the menu
            self.app.main_menu()
            return
        game = session.game
        show = presentation(game.name)
        options = {
            o.name: int(game.options[o.engine_option])
            for o in show.options
            if o.engine_option is not None and o.engine_option in game.options
        }
        level = session.levels[0] if session.levels else default_level(game.name)
        self.start_game(GameChoice(game.name, game.players, level, session.practice, options))

    def saved_games(self) -> list[SavedSummary]:
        """The saved games, newest first; saves refused on the way are said (set aside)."""
        games, problems = self.library.games()
        for problem, kept in problems:
            self.app.out.notice(self.app.tr.t(SAVE_PROBLEM_MESSAGES[problem], file=kept.name))
        return games

    def resume(self, slot: str | None = None) -> bool:
        """Sit down at a saved game (``None``: the newest one no other window has open); a bad
        save is said and set aside, a game open in another window is said and left alone."""
        app = self.app
        t = app.tr.t
        if slot is None:
            games = self.saved_games()
            free = [g for g in games if not g.open_elsewhere]
            if not free:
                if games:
                    app.out.notice(t("resume-open-elsewhere"))
                app.main_menu()
                return False
            slot = free[0].slot
        self.leave()
        opened = self.library.open(slot)
        if opened is None:
            app.out.notice(t("resume-open-elsewhere"))
            app.main_menu()
            return False
        loaded = opened.loaded
        saved, game, problem = loaded.saved, loaded.game, loaded.problem
        if problem is not None:
            kept = (loaded.moved_to or self.library.path(slot)).name
            app.out.notice(t(SAVE_PROBLEM_MESSAGES[problem], file=kept))
            app.main_menu()
            return False
        if saved is None or game is None:
            app.main_menu()
            return False
        app.out.history.clear_game()
        refused = app.out.history.restore(saved.extra.get("history") or {}, app.tr)
        if refused:
            log.warning("%d saved messages could not be read back", refused)
        human = saved.human_seat
        others = [s for s in range(game.players) if s != human]
        levels = saved.levels or (default_level(game.name),) * len(others)
        seats = computer_seats(
            game.name,
            game.players,
            dict(zip(others, levels, strict=False)),
            game.seed,
            think=app.think,
        )
        seats[human] = Seat(SeatKind.LOCAL)
        session = GameSession(game, seats, practice=saved.practice)
        self._sit(session, human, slot, opened.lock, resumed=True)
        return True
