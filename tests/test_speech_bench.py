"""The benchmark's Markdown section is replaced in place, other sections untouched."""

from __future__ import annotations

from pathlib import Path

from tools.speech_bench import HEADING, Figures, render_section, update_section


def section(marker: str) -> str:
    return f"{HEADING}\n\n{marker}\n"


def test_creates_the_file(tmp_path: Path) -> None:
    path = tmp_path / "docs" / "benchmarks.md"
    update_section(path, section("first"))
    assert path.read_text(encoding="utf-8") == f"# Benchmarks\n\n{HEADING}\n\nfirst\n"


def test_replaces_only_its_own_section(tmp_path: Path) -> None:
    path = tmp_path / "benchmarks.md"
    path.write_text(
        f"# Benchmarks\n\n## Engine\n\nengine figures\n\n{HEADING}\n\nold\n\n## Later\n\nkept\n",
        encoding="utf-8",
    )
    update_section(path, section("new"))
    assert path.read_text(encoding="utf-8") == (
        f"# Benchmarks\n\n## Engine\n\nengine figures\n\n{HEADING}\n\nnew\n\n## Later\n\nkept\n"
    )


def test_appends_after_other_sections(tmp_path: Path) -> None:
    path = tmp_path / "benchmarks.md"
    path.write_text("# Benchmarks\n\n## Engine\n\nengine figures\n", encoding="utf-8")
    update_section(path, section("mine"))
    text = path.read_text(encoding="utf-8")
    assert text == f"# Benchmarks\n\n## Engine\n\nengine figures\n\n{HEADING}\n\nmine\n"


def test_section_lists_every_figure() -> None:
    figures = Figures("tts", "gmw/en", 0.1, [0.00002], [0.01], [0.011], [0.03], [0.02], "note")
    text = render_section([figures], {"screenreader": "not installed"}, 5)
    assert text.startswith(HEADING)
    assert "| tts | 100.0 | 0.020 (0.020) | 10.0 (10.0) | 11.0 (11.0) | 30.0 (30.0) |" in text
    assert "**screenreader**: not measured here: not installed." in text
