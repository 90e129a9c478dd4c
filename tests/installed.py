"""The program as a player installs it: a wheel built from a clean copy of the source tree, and a
fresh virtual environment outside the tree with that wheel installed (not editable).

The wheel's packages are compared with the source tree's: :func:`source_packages` is every folder
of ``engine/`` and ``audiogame/`` holding an ``__init__.py``, plus the packages that
``[tool.setuptools.package-dir]`` maps from elsewhere (``locales/`` as ``audiogame.locales``).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ("engine", "audiogame")
"""The source folders whose packages the wheel holds (``tools/`` and ``tests/`` stay out)."""
IGNORED = (".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache")


def run(*args: str | Path, cwd: Path | None = None, timeout: float = 600) -> str:
    """Run a command; its standard output (fails the test with both outputs on an error)."""
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def clean_copy(dest: Path) -> Path:
    """The source tree as a clean clone with the working changes would have it: the files git
    knows or would add (no ``.venv``, no ``build/``, whose stale files setuptools would reuse)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        timeout=60,
        check=False,
    )
    if listed.returncode != 0:  # not a git checkout (an unpacked archive): copy what is there
        shutil.copytree(ROOT, dest, ignore=shutil.ignore_patterns(*IGNORED))
        return dest
    for name in listed.stdout.decode().split("\0"):
        source = ROOT / name
        if name and source.is_file():  # a deleted file is still listed until committed
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return dest


def build_wheel(source: Path, out: Path) -> Path:
    """Build the wheel of ``source`` into ``out`` (with this Python's setuptools)."""
    run(
        sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", out, source,
    )  # fmt: skip
    (wheel,) = out.glob("audiogame-*.whl")
    return wheel


def wheel_names(wheel: Path) -> list[str]:
    """The files in a wheel."""
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def wheel_packages(names: list[str]) -> set[str]:
    """The packages in a wheel's list of files: the folders holding an ``__init__.py``."""
    return {
        ".".join(PurePosixPath(name).parent.parts)
        for name in names
        if PurePosixPath(name).name == "__init__.py"
    }


def mapped_packages(root: Path = ROOT) -> dict[str, Path]:
    """The packages ``[tool.setuptools.package-dir]`` maps from another folder, and the folder."""
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    mapping = config["tool"]["setuptools"].get("package-dir", {})
    return {name: root / folder for name, folder in mapping.items() if name}


def source_packages(root: Path = ROOT) -> set[str]:
    """Every package the wheel must hold (see the module docstring)."""
    found = {
        ".".join(init.parent.relative_to(root).parts)
        for top in SHIPPED
        for init in (root / top).rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    return found | set(mapped_packages(root))


def bin_dir(env: Path) -> Path:
    """The folder of a virtual environment's commands."""
    return env / ("Scripts" if sys.platform == "win32" else "bin")


def install(wheel: Path, env: Path) -> Path:
    """A fresh virtual environment at ``env`` with ``wheel`` installed, not editable (its
    dependencies come from the package index, through pip's cache); its ``bin`` folder."""
    venv.create(env, with_pip=True)
    bindir = bin_dir(env)
    run(bindir / "python", "-m", "pip", "install", "--quiet", wheel, cwd=env)
    return bindir
