"""The wheel holds every file the program needs: every package of the source tree (found by
setuptools, not listed by hand), every message file, none of the developer tools; installed in a
fresh virtual environment, its command runs. (``test_installed.py`` drives every front end of
the installed program in the full run.)"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from installed import (
    ROOT,
    build_wheel,
    clean_copy,
    install,
    mapped_packages,
    run,
    source_packages,
    wheel_names,
    wheel_packages,
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built from a clean copy of the tree."""
    folder = tmp_path_factory.mktemp("wheel")
    return build_wheel(clean_copy(folder / "source"), folder / "wheels")


def test_the_wheel_holds_every_package_and_every_message_file(wheel: Path) -> None:
    names = wheel_names(wheel)
    assert wheel_packages(names) == source_packages()
    locales = mapped_packages()["audiogame.locales"]
    messages = {
        f"audiogame/locales/{p.relative_to(locales).as_posix()}" for p in locales.rglob("*.ftl")
    }
    assert {"audiogame/locales/en/ui.ftl", "audiogame/locales/fr/ui.ftl"} <= messages
    assert messages <= set(names)
    # The developer tools and the tests stay out of the runtime wheel.
    assert not [n for n in names if n.startswith(("tools/", "tests/"))]
    for gone in (
        "engine/bench.py",
        "engine/conformance.py",
        "engine/bots/bench.py",
        "audiogame/speech/bench.py",
        "audiogame/speech/speechd_sandbox.py",
        "audiogame/ui/bench.py",
    ):
        assert gone not in names
    assert "engine/bots/arena.py" not in names and "engine/game.py" in names
    assert "audiogame/games/fox.py" in names and "audiogame/ui/view/layout.py" in names
    # The web page's files ship with the package that serves them.
    static = ROOT / "audiogame" / "web" / "static"
    page = {f"audiogame/web/static/{p.name}" for p in static.iterdir()}
    assert "audiogame/web/static/index.html" in page and page <= set(names)


def test_a_package_left_out_of_discovery_is_caught(tmp_path: Path) -> None:
    """The comparison above fails when a subpackage does not reach the wheel."""
    source = clean_copy(tmp_path / "source")
    config = source / "pyproject.toml"
    text = config.read_text(encoding="utf-8")
    table = "[tool.setuptools.packages.find]\n"
    assert table in text
    config.write_text(
        text.replace(table, table + 'exclude = ["audiogame.ui.view"]\n'), encoding="utf-8"
    )
    packages = wheel_packages(wheel_names(build_wheel(source, tmp_path / "wheels")))
    assert source_packages(source) - packages == {"audiogame.ui.view"}


def test_wheel_installs_and_runs(wheel: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    bindir = install(wheel, env_dir)
    from engine import __version__

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert __version__ == declared["project"]["version"]
    assert run(bindir / "audiogame", "--version").strip() == f"audiogame {__version__}"
    # The engine and the locale files are inside the wheel, not read from the source tree.
    code = (
        "import engine, importlib.resources as r;"
        "g = engine.new_game('fox', seed=1); g.apply(g.legal_actions()[0]);"
        "names = sorted(p.name for p in r.files('audiogame.locales').iterdir());"
        "print(engine.__file__, names)"
    )
    out = run(bindir / "python", "-c", code, cwd=tmp_path)
    assert str(env_dir) in out and "'en'" in out and "'fr'" in out


def _requirement_name(requirement: str) -> str:
    name = re.match(r"[A-Za-z0-9._-]+", requirement)
    assert name is not None
    return re.sub(r"[-_.]+", "-", name[0]).lower()


def _distributions(module: str, providers: dict[str, list[str]]) -> set[str] | None:
    """The distributions that provide ``module`` (a namespace package such as ``fluent`` is
    split between several: keep those holding the module's own files)."""
    dists = providers.get(module.split(".")[0])
    if dists is None:
        return None
    if len(set(dists)) == 1:
        return set(dists)
    stem = module.replace(".", "/")
    owners = {
        d
        for d in dists
        if any(str(f).startswith(stem + "/") or str(f) == stem + ".py"
               for f in metadata.files(d) or ())
    }  # fmt: skip
    return owners or set(dists)


def test_every_imported_distribution_is_declared() -> None:
    """Each third-party module imported by the runtime packages comes from a declared
    dependency, or an extra of an optional feature (``fluent.syntax`` once was imported without
    being declared)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = {_requirement_name(r) for r in project["dependencies"]}
    extras = project.get("optional-dependencies", {})
    declared |= {  # an optional feature's (the PostgreSQL store's psycopg), imported by it alone
        _requirement_name(r) for name, reqs in extras.items() if name != "test" for r in reqs
    }
    providers = metadata.packages_distributions()
    local = {"engine", "audiogame", "tools", "__future__"}
    missing: set[str] = set()
    for package in ("engine", "audiogame"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    modules = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    modules = [node.module]
                else:
                    continue
                for module in modules:
                    top = module.split(".")[0]
                    if top in local or top in sys.stdlib_module_names:
                        continue
                    dists = _distributions(module, providers)
                    if dists is None:  # a module of another platform (not installed here)
                        continue
                    if not {_requirement_name(d) for d in dists} & declared:
                        missing.add(f"{module} ({path.relative_to(ROOT)})")
    assert not missing, f"imported but not declared in pyproject.toml: {sorted(missing)}"
