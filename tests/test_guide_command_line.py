"""The "Command line" section of each player's guide reads as written: every code span closed,
each command's usage given once, every flag it names is a flag of ``audiogame``, and every
flag of ``audiogame`` is named there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from audiogame.cli import COMMANDS, build_parser

DOCS = Path(__file__).resolve().parents[1] / "docs"
HEADINGS = {"en": "## Command line", "fr": "## Ligne de commande"}


def _section(lang: str) -> str:
    text = (DOCS / f"guide-{lang}.md").read_text(encoding="utf-8")
    start = text.index(HEADINGS[lang])
    end = text.find("\n## ", start + 1)
    return text[start : end if end >= 0 else len(text)]


def _flags() -> set[str]:
    return {
        option
        for action in build_parser()._actions  # noqa: SLF001 (argparse lists them nowhere else)
        for option in action.option_strings
        if option.startswith("--") and option not in ("--help", "--version")
    }


@pytest.mark.parametrize("lang", sorted(HEADINGS))
def test_every_code_span_is_closed(lang: str) -> None:
    for paragraph in _section(lang).split("\n\n"):
        assert paragraph.count("`") % 2 == 0, paragraph


@pytest.mark.parametrize("lang", sorted(HEADINGS))
def test_each_usage_is_given_once(lang: str) -> None:
    spans = re.findall(r"`(audiogame [^`]*)`", _section(lang), re.S)
    usages = [" ".join(span.split()[:2]) for span in spans if "[--" in span]
    assert usages and len(usages) == len(set(usages)), usages
    listed = re.findall(r"audiogame \[([a-z|]+)\]", _section(lang))
    commands = [c for group in listed for c in group.split("|")]
    assert len(commands) == len(set(commands)), commands


@pytest.mark.parametrize("lang", sorted(HEADINGS))
def test_the_flags_are_those_of_the_program(lang: str) -> None:
    section = _section(lang)
    named = set(re.findall(r"--[a-z][a-z-]*", section))
    assert named <= _flags(), named - _flags()
    assert _flags() <= named, _flags() - named
    commands = set(re.findall(r"audiogame (?:\[)?([a-z|]+)", section))
    assert set(COMMANDS) <= {c for group in commands for c in group.split("|")}
