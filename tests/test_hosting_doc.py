"""docs/hosting.md stays true: its HAProxy configuration routes as the one the tests and the
benchmark run (tools/serve_cluster.py) and HAProxy accepts it; its systemd unit's command is one
the program reads as meant; the French page points to both."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from audiogame.cli import build_parser
from tools.serve_cluster import haproxy_config

DOCS = Path(__file__).resolve().parents[1] / "docs"
GUIDE = (DOCS / "hosting.md").read_text(encoding="utf-8")


def _block(kind: str) -> str:
    (block,) = re.findall(rf"```{kind}\n(.*?)```", GUIDE, re.S)
    return "\n".join(line.removeprefix("   ") for line in block.splitlines())


def _lines(config: str) -> set[str]:
    return {line.strip() for line in config.splitlines() if line.strip()}


def test_the_guide_s_haproxy_routes_as_the_tested_one() -> None:
    tested = _lines(haproxy_config(8800, {"n8801": 8801, "n8802": 8802, "n8803": 8803}))
    routing = {
        line for line in tested if not line.startswith(("bind ", "#")) and "maxconn" not in line
    }
    assert routing <= _lines(_block("haproxy"))


def test_haproxy_accepts_the_guide_s_configuration(tmp_path: Path) -> None:
    if shutil.which("haproxy") is None:
        pytest.skip("HAProxy is not installed (Debian: apt install haproxy)")
    config = "\n".join(
        line
        for line in _block("haproxy").splitlines()
        if "ssl crt" not in line and not line.strip().startswith("log")  # no certificate here
    )
    path = tmp_path / "haproxy.cfg"
    path.write_text(config + "\n", encoding="utf-8")
    checked = subprocess.run(
        ["haproxy", "-c", "-f", str(path)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_guide_s_unit_starts_a_named_process_behind_the_proxy() -> None:
    (line,) = [ln for ln in _block("ini").splitlines() if ln.startswith("ExecStart=")]
    argv = shlex.split(line.removeprefix("ExecStart=").replace("%i", "8801"))[1:]
    args = build_parser().parse_args(argv)
    assert args.command == "serve" and args.port == 8801 and args.host == "127.0.0.1"
    assert args.store == "postgresql:///audiogame" and args.node == "n8801"
    assert args.behind_proxy is True


def test_the_french_page_points_to_the_configuration_and_the_unit() -> None:
    french = (DOCS / "hosting-fr.md").read_text(encoding="utf-8")
    assert "hosting.md" in french and "audiogame@.service" in french
    assert "[hosting-fr.md](hosting-fr.md)" in GUIDE or "hosting-fr.md" in GUIDE
