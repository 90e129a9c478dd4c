"""docs/rules.md holds every rule section and scenario id the code, the tests and the documents
cite (``§2.8``, ``section 1.8``, ``FE-01``, ``EC-X14`` ...), and the README and the documents
point only at files inside the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "rules.md"
CITING = ("engine", "audiogame", "tools", "tests", "docs", "locales")
SUFFIXES = {".py", ".md", ".ftl"}

ID = re.compile(r"\b(?:FE|FX)-\d+\b|\bEC-[FX]\d+\b")
SECTION = re.compile(r"(?:§ ?|\bsection )(\d+(?:\.\d+)*)")
HEADING = re.compile(r"^#+ (\d+(?:\.\d+)*)\.? ", re.M)
ROW_ID = re.compile(r"^\| ((?:FE|FX)-\d+|EC-[FX]\d+) \|", re.M)
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _citing_files() -> list[Path]:
    files = [ROOT / "README.md"]
    for top in CITING:
        files += [p for p in (ROOT / top).rglob("*") if p.suffix in SUFFIXES and p.is_file()]
    return [p for p in files if p != RULES and "__pycache__" not in p.parts]


def _rules() -> str:
    return RULES.read_text(encoding="utf-8")


def test_every_cited_id_is_a_row_of_the_rules() -> None:
    rows = ROW_ID.findall(_rules())
    assert len(rows) == len(set(rows)), "an id has two rows"
    cited: dict[str, set[str]] = {}
    for path in _citing_files():
        for found in ID.findall(path.read_text(encoding="utf-8")):
            cited.setdefault(found, set()).add(str(path.relative_to(ROOT)))
    assert len(cited) > 90  # the scenario tables of both games are cited
    missing = {found: sorted(where) for found, where in cited.items() if found not in rows}
    assert missing == {}


def test_every_cited_section_is_a_heading_of_the_rules() -> None:
    headings = set(HEADING.findall(_rules()))
    assert {"1", "1.8", "2", "2.7.5", "4", "4.2"} <= headings
    cited: dict[str, set[str]] = {}
    for path in _citing_files():
        for found in SECTION.findall(path.read_text(encoding="utf-8")):
            cited.setdefault(found, set()).add(str(path.relative_to(ROOT)))
    assert {"2.6", "2.8", "1.8"} <= set(cited)
    missing = {found: sorted(where) for found, where in cited.items() if found not in headings}
    assert missing == {}


def test_readme_and_docs_point_inside_the_repository() -> None:
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = path.read_text(encoding="utf-8")
        assert "../shared" not in text and "/work/" not in text, path.name
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue  # a web address or an anchor
            linked = (path.parent / target.split("#")[0]).resolve()
            assert ROOT in linked.parents and linked.exists(), f"{path.name}: {target}"
