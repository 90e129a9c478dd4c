"""The wheel holds every file the program needs: build it, install it in a fresh virtual
environment and run the installed command."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import tomllib
import venv
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str | Path, cwd: Path | None = None) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_wheel_installs_and_runs(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    # Built from a clean copy: setuptools reuses a checkout's build/ folder, whose files may be
    # older than the sources (a module moved away would still be in the wheel).
    source = tmp_path / "source"
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache"
        ),
    )
    _run(
        sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", wheels, source,
    )  # fmt: skip
    (wheel,) = wheels.glob("audiogame-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    # The developer tools stay out of the runtime wheel.
    assert not [n for n in names if n.startswith("tools/")]
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
    assert "audiogame/games/fox.py" in names
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bindir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    _run(bindir / "python", "-m", "pip", "install", "--quiet", wheel)
    from engine import __version__

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert __version__ == declared["project"]["version"]
    assert _run(bindir / "audiogame", "--version").strip() == f"audiogame {__version__}"
    # The engine and the locale files are inside the wheel, not read from the source tree.
    code = (
        "import engine, importlib.resources as r;"
        "g = engine.new_game('fox', seed=1); g.apply(g.legal_actions()[0]);"
        "names = sorted(p.name for p in r.files('audiogame.locales').iterdir());"
        "print(engine.__file__, names)"
    )
    out = _run(bindir / "python", "-c", code, cwd=tmp_path)
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
    dependency (``fluent.syntax`` once was imported without being declared)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = {_requirement_name(r) for r in project["dependencies"]}
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
