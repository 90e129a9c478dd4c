"""No import cycle where the layers meet (issue 25), counting every import: at module level,
under ``TYPE_CHECKING`` and inside functions. The games' presentations, the narration, the keys,
the table and the session form one direction (the session knows no presentation, the narration
and the keys no game); the application builds its rooms (the menus, online play, the table
companion), which know it only as a protocol (``audiogame.ui.host.AppHost``)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

LAYERED = ("audiogame.games", "audiogame.narration", "audiogame.keys", "audiogame.table")
LAYERED_ALONE = ("audiogame.session",)
ROOMS = (
    "audiogame.ui.app",
    "audiogame.ui.local_play",
    "audiogame.ui.menus",
    "audiogame.ui.online",
    "audiogame.ui.companion_room",
)


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted((ROOT / "audiogame").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()

    def resolve(name: str) -> str | None:
        parts = name.split(".")
        for end in range(len(parts), 0, -1):
            candidate = ".".join(parts[:end])
            if candidate in modules:
                return candidate
        return None

    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [f"{node.module}.{alias.name}" for alias in node.names]
                targets.append(node.module)
            for target in targets:
                found = resolve(target)
                if found is not None and found != name:
                    graph[name].add(found)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


def _in(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def test_no_cycle_between_the_games_narration_keys_table_and_session() -> None:
    watched = (*LAYERED, *LAYERED_ALONE)
    bad = [sorted(c) for c in _cycles(_graph()) if any(_in(m, watched) for m in c)]
    assert bad == []


def test_no_cycle_between_the_application_and_its_rooms() -> None:
    bad = [sorted(c) for c in _cycles(_graph()) if any(m in ROOMS for m in c)]
    assert bad == []


def test_the_session_knows_no_presentation_and_the_narration_no_game() -> None:
    graph = _graph()
    assert not [m for m in graph["audiogame.session"] if _in(m, ("audiogame.games",))]
    for module in graph:
        if _in(module, ("audiogame.narration", "audiogame.keys")):
            assert not [m for m in graph[module] if _in(m, ("audiogame.games",))], module


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]


def test_the_game_server_knows_no_front_end() -> None:
    """The online server is a floor below the web table (issue 33): the web package plugs its
    pages and page sockets in (``audiogame.online.front_ends``); nothing of ``audiogame.online``
    imports ``audiogame.web``, and the two form no cycle."""
    graph = _graph()
    reaching_up = {
        module: sorted(m for m in graph[module] if _in(m, ("audiogame.web",)))
        for module in graph
        if _in(module, ("audiogame.online",))
    }
    assert {m: up for m, up in reaching_up.items() if up} == {}
    both = [
        sorted(c)
        for c in _cycles(graph)
        if any(_in(m, ("audiogame.online",)) for m in c)
        and any(_in(m, ("audiogame.web",)) for m in c)
    ]
    assert both == []
