"""The wheel holds every file the program needs: build it, install it in a fresh virtual
environment and run the installed command."""

from __future__ import annotations

import subprocess
import sys
import venv
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
    _run(
        sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", wheels, ROOT,
    )  # fmt: skip
    (wheel,) = wheels.glob("audiogame-*.whl")
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bindir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    _run(bindir / "python", "-m", "pip", "install", "--quiet", wheel)
    from engine import __version__

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
