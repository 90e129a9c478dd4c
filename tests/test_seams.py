"""One seam per game: the program asks a game's presentation, never its name.

Counted, not hoped for: no string equal to a game's registry name appears in ``audiogame/``
outside the games' own modules (``audiogame/games/``) and docstrings, and every game of the
engine's registry has a presentation, its locale messages and its options.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from audiogame.games import DEMO_GAME, GamePresentation, game_names, presentation
from audiogame.i18n import LANGUAGES, Translator
from engine.bots import LEVELS
from engine.events import Event
from engine.registry import ENTRIES

ROOT = Path(__file__).resolve().parents[1]
HOME = ROOT / "audiogame" / "games"


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the string nodes that are docstrings."""
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            value = body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                found.add(id(value))
    return found


def _constants_outside_the_games(names: set[str]) -> list[str]:
    """Where a string constant (no docstring) equal to one of ``names`` appears in
    ``audiogame/`` outside the games' own modules."""
    found: list[str] = []
    for path in sorted((ROOT / "audiogame").rglob("*.py")):
        if HOME in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and node.value in names
                and id(node) not in docs
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}")
    return found


def test_no_game_name_outside_the_games_own_modules() -> None:
    assert _constants_outside_the_games(set(ENTRIES)) == []


def test_no_level_named_outside_the_games_own_modules() -> None:
    """A game offers the levels of its entry (``GameEntry.levels``): a default of "medium"
    written in the program once failed every game without it (the demo, a stand-in online,
    the online table's creation); the games' defaults come from ``default_level``."""
    assert _constants_outside_the_games(set(LEVELS)) == []


def test_every_game_of_the_engine_has_a_presentation() -> None:
    assert set(game_names()) == set(ENTRIES)
    assert DEMO_GAME in ENTRIES
    for name in ENTRIES:
        shown = presentation(name)
        assert isinstance(shown, GamePresentation) and shown.name == name
    with pytest.raises(ValueError, match="unknown game"):
        presentation("chess")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_every_game_is_named_and_keyed_in_every_language(name: str, lang: str) -> None:
    tr = Translator(lang, strict=True)
    shown = presentation(name)
    assert tr.has(f"{name}-game-name")  # the game names itself (GAME_NAME in game-name)
    assert tr.t("game-name", game=name) == tr.t(f"{name}-game-name")
    assert tr.t("menu-main-new", game=name)
    letters = [tr.t(f"{name}-suit-key", suit=code).lower() for code in shown.groups]
    assert len(set(letters)) == len(letters), letters  # one letter per group, no clash
    for option in shown.options:
        assert tr.t(option.label, **{option.arg: option.values[0]})


def test_the_command_line_gives_a_game_a_level_it_offers(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--game G --level L`` for a game without level L starts it at its own default level
    (it once reached the game's bot factory, and the program stopped on a ConfigError)."""
    from audiogame.cli import build_parser
    from audiogame.program import choice_from_args
    from audiogame.settings import Settings

    name = game_names()[0]
    monkeypatch.setitem(ENTRIES, name, dataclasses.replace(ENTRIES[name], levels=("easy",)))
    for level in ("easy", "hard"):
        args = build_parser().parse_args(["--game", name, "--level", level])
        choice = choice_from_args(args, Settings())
        assert choice is not None and choice.level == "easy"


def test_the_companion_s_flags_are_the_games_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """The companion's command line takes each game's setup choices by their flags (it once
    named Fearless's --removed and the Fox's --target, and dropped any other game's)."""
    from audiogame.cli import build_parser
    from audiogame.games import companion, companion_names
    from audiogame.program import companion_choice

    name = companion_names()[-1]
    part = type(companion(name))
    own = part.setup_choices

    def renamed(self: Any, players: int) -> tuple[Any, ...]:
        return tuple(dataclasses.replace(c, flag=f"x{c.flag_name}") for c in own(self, players))

    monkeypatch.setattr(part, "setup_choices", renamed)
    players = ENTRIES[name].default_players
    choices = renamed(companion(name), players)
    assert choices, "the last game of the companion has a setup choice of its own"
    flags = [f"--{c.flag_name}={c.values[-1]}" for c in choices]
    args = build_parser().parse_args(["companion", "--game", name, *flags])
    chosen = companion_choice(args)
    assert chosen is not None
    assert chosen.options == {c.option: c.values[-1] for c in choices}


def test_a_saved_game_of_a_game_not_installed_is_kept_for_its_return(tmp_path: Path) -> None:
    """A save or a companion record of a game this run does not have (its package was
    uninstalled) is not offered and not set aside as broken: it is still there, whole, when the
    game comes back (they were once renamed *.bad-* like damaged files)."""
    from audiogame.companion import CompanionStore
    from audiogame.library import SaveLibrary
    from audiogame.saves import SavedGame, write_save
    from engine import new_game
    from engine.public import PublicRecord

    record = dataclasses.replace(new_game(game_names()[0], seed=1).record(), game="absent")
    library = SaveLibrary(tmp_path / "saves")
    library.folder.mkdir()
    slot = library.new_slot("absent")
    write_save(SavedGame(record), library.path(slot))
    kept = library.path(slot).read_bytes()
    assert library.games() == ([], [])
    assert [p.name for p in library.folder.iterdir() if p.suffix == ".json"] == [f"{slot}.json"]
    assert library.path(slot).read_bytes() == kept
    store = CompanionStore(tmp_path / "companion")
    store.folder.mkdir()
    slot = store.new_slot("absent")
    store.write(slot, PublicRecord("absent", 2, entries=("1X",)))
    assert store.latest_unfinished() is None
    assert [p.name for p in store.folder.iterdir() if ".json" in p.name] == [f"{slot}.json"]


def _default_variants(text: str) -> Iterator[tuple[str, str]]:
    """``(message id, default variant key)`` of every selection on ``$game`` in ``text``."""
    for entry in FluentParser().parse(text).body:
        if not isinstance(entry, ftl.Message):
            continue
        found: list[Any] = [entry]
        while found:
            node = found.pop()
            if (
                isinstance(node, ftl.SelectExpression)
                and isinstance(node.selector, ftl.VariableReference)
                and node.selector.id.name == "game"
            ):
                default = next(v for v in node.variants if v.default)
                yield entry.id.name, getattr(default.key, "name", "")
            if isinstance(node, ftl.BaseNode):
                for value in vars(node).values():
                    found.extend(value if isinstance(value, list) else [value])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_shared_message_falls_back_on_a_game(lang: str) -> None:
    """A message of the program that words a game's own case (``$game -> [fox] ...``) ends on a
    form for any other game: a game of a package of its own must never hear another game's
    words (``*[fox]`` named the Fox for every game once)."""
    folder = resources.files("audiogame.locales").joinpath(lang)
    found = [
        f"{lang}/{entry.name}: {msg_id} *[{key}]"
        for entry in folder.iterdir()
        if entry.name.endswith(".ftl")
        for msg_id, key in _default_variants(entry.read_text(encoding="utf-8"))
        if key in ENTRIES
    ]
    assert found == []


REGISTRY_READS = {"ENTRIES", "GAMES", "game_names", "companion_names"}
"""The names that read which games there are (the registries and their lists)."""


def _read_at_import(tree: ast.Module) -> list[tuple[int, str]]:
    """``(line, name)`` of the registry reads of a module's body run at import (not inside a
    function; ``if TYPE_CHECKING`` blocks left out)."""
    found: list[tuple[int, str]] = []
    todo: list[ast.AST] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        if isinstance(node, ast.Name) and node.id in REGISTRY_READS:
            found.append((node.lineno, node.id))
        if isinstance(node, ast.Attribute) and node.attr in REGISTRY_READS:
            found.append((node.lineno, node.attr))
        todo.extend(ast.iter_child_nodes(node))
    return found


def test_no_game_list_is_taken_at_import() -> None:
    """A list of the games made while a module is imported misses a game of a package of its
    own, registered later by its entry point (the rules reader's ``GAMES`` once refused such a
    game, the conformance checker's ``INVARIANTS`` did not know it): the registry is read when
    it is needed. The registries themselves (``engine/registry.py``, ``engine/catalog.py``,
    ``audiogame/games/__init__.py``) fill it at import, and are left out."""
    homes = {
        ROOT / "engine" / "registry.py",
        ROOT / "engine" / "catalog.py",
        ROOT / "audiogame" / "games" / "__init__.py",
    }
    found = [
        f"{path.relative_to(ROOT)}:{line}: {name}"
        for folder in ("audiogame", "engine", "tools")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path not in homes
        for line, name in _read_at_import(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert found == []


def test_the_wire_knows_the_events_of_a_game_imported_later() -> None:
    """An online table of a game whose package was imported after the first event crossed the
    wire still decodes that game's events (the wire once kept the event classes it found
    first, and refused a plug-in's as unknown)."""
    from audiogame.online import wire
    from engine.fox import DecreeKept

    assert wire.decode_events(wire.encode_events([DecreeKept(1)])) == [DecreeKept(1)]

    @dataclass(frozen=True, slots=True)
    class Later(Event):
        seat: int

    assert wire.decode_events(wire.encode_events([Later(1)])) == [Later(1)]
    with pytest.raises(wire.WireError, match="unknown event"):
        wire.decode_events([{"e": "fox.Nothing", "f": {}}])


def test_the_program_registers_the_games_of_installed_packages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The command calls the ``audiogame.games`` entry points of installed packages before it
    reads its flags (``load_plugins`` was once called by nothing, so an installed game never
    appeared)."""
    import audiogame.cli

    (tmp_path / "probe_game.py").write_text(
        "CALLS = []\n\ndef register_game():\n    CALLS.append(1)\n", encoding="utf-8"
    )
    info = tmp_path / "probe_game-0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: probe-game\nVersion: 0\n")
    (info / "entry_points.txt").write_text("[audiogame.games]\nprobe = probe_game:register_game\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(SystemExit):
        audiogame.cli.main(["--version"])
    import probe_game

    assert probe_game.CALLS == [1]


def _raised_names(tree: ast.AST) -> list[tuple[int, str]]:
    """``(line, class name)`` of every ``raise Name(...)`` / ``raise Name``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and node.exc is not None:
            target = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(target, ast.Name):
                found.append((node.lineno, target.id))
    return found


def test_the_engine_refuses_with_its_own_errors_only() -> None:
    """Every refusal of the engine is an ``EngineError`` (itself a ``ValueError``, so no caller
    breaks): a front end catches ``EngineError`` and nothing else."""
    import engine.errors

    own = set(engine.errors.__all__)
    found = [
        f"{path.relative_to(ROOT)}:{line}: {name}"
        for path in sorted((ROOT / "engine").rglob("*.py"))
        for line, name in _raised_names(ast.parse(path.read_text(encoding="utf-8")))
        if name in {"ValueError", "KeyError", "TypeError", "IndexError"} and name not in own
    ]
    assert found == []
    assert all(issubclass(getattr(engine.errors, n), ValueError) for n in own)


def test_no_one_but_the_session_writes_its_seats() -> None:
    """The server and the companion change seats through the session's methods: no assignment
    to ``<a session>.seats[...]`` outside ``audiogame/session.py``, and no reach into the
    session's private fields (ruff SLF001 checks the latter for other objects)."""
    found = []
    for path in sorted((ROOT / "audiogame").rglob("*.py")):
        if path.name == "session.py" and path.parent.name == "audiogame":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else []
            for target in targets:
                if (
                    isinstance(target, ast.Subscript)
                    and isinstance(target.value, ast.Attribute)
                    and target.value.attr == "seats"
                    and "session" in ast.unparse(target.value.value)
                ):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []
