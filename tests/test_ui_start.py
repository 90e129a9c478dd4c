"""The first screen of a run is the one asked for (issue 34, item 7): ``audiogame companion``
and ``audiogame online URL`` do not first say the main menu they put beneath."""

from __future__ import annotations

from pathlib import Path

from ui_driver import drive

from audiogame.ui.app import TableApp


def _companion(app: TableApp) -> None:
    app.start(companion=True)


def _online(app: TableApp) -> None:
    app.start_online("ws://127.0.0.1:9", None)


def test_the_companion_starts_on_its_setup(tmp_path: Path) -> None:
    run = drive(tmp_path, [], start=_companion)
    assert not any(t.startswith("Main menu") for t in run.texts), run.texts
    assert run.texts[0].startswith("Real table companion."), run.texts
    assert run.app is not None and len(run.app.screens) == 2  # Escape leads to the main menu


def test_online_starts_on_the_online_menu(tmp_path: Path) -> None:
    run = drive(tmp_path, [], start=_online)
    assert not any(t.startswith("Main menu") for t in run.texts), run.texts
    assert run.texts[0].startswith("Play online"), run.texts
