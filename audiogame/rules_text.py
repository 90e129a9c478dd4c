"""The rules of each game as sections of paragraphs, for the rules reader and the CLI.

Text lives in ``locales/<lang>/rules-<game>.ftl``: section ``N`` has the title
``rules-<game>-N-title`` and the paragraphs ``rules-<game>-N-1``, ``rules-<game>-N-2`` ...,
numbered without gaps. ::

    for section in rules_sections("fox", Translator("fr")):
        print(section.title, len(section.paragraphs))
    print(rules_plain_text("fearless", "en"))   # audiogame rules --game fearless --lang en
"""

from __future__ import annotations

from dataclasses import dataclass

from audiogame.games import game_names
from audiogame.i18n import Translator

__all__ = ["Section", "rules_plain_text", "rules_sections"]

_MAX_SECTIONS = 100
_MAX_PARAGRAPHS = 100


@dataclass(frozen=True, slots=True)
class Section:
    """One section of the rules: its title and its paragraphs, in reading order."""

    title: str
    paragraphs: tuple[str, ...]


def rules_sections(game: str, translator: Translator) -> list[Section]:
    """The rules of ``game`` (a registry name: ``"fox"``) in the translator's language.

    Sections missing from the current language come from English (and are logged).
    Raises ``ValueError`` for an unknown game.
    """
    games = game_names()  # asked now: a game of a package of its own registers after import
    if game not in games:
        raise ValueError(f"unknown game {game!r}; choose from {', '.join(games)}")
    sections: list[Section] = []
    for number in range(1, _MAX_SECTIONS):
        title_id = f"rules-{game}-{number}-title"
        if not translator.has(title_id, fallback=True):
            break
        paragraphs: list[str] = []
        for index in range(1, _MAX_PARAGRAPHS):
            paragraph_id = f"rules-{game}-{number}-{index}"
            if not translator.has(paragraph_id, fallback=True):
                break
            paragraphs.append(translator.t(paragraph_id))
        sections.append(Section(translator.t(title_id), tuple(paragraphs)))
    return sections


def rules_plain_text(game: str, lang: str | None = None) -> str:
    """The whole rules of ``game`` as plain UTF-8 text: a title line, then each section's
    numbered title and its paragraphs, separated by blank lines; ends with a newline.

    ``lang`` is ``"en"`` or ``"fr"``; ``None`` chooses like the program does (system
    locale, else English). This is what ``audiogame rules --game G [--lang L]`` prints.
    """
    from audiogame.i18n import choose_language

    translator = Translator(lang or choose_language())
    blocks: list[str] = [translator.t("rules-reader-title", game=game)]
    for number, section in enumerate(rules_sections(game, translator), start=1):
        blocks.append(f"{number}. {section.title}")
        blocks.extend(section.paragraphs)
    return "\n\n".join(blocks) + "\n"
