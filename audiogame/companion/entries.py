"""``audiogame companion --entries FILE``: a finished (or test) game entered from a file, one entry
per line, said as it goes, its public-play record written at the end.

Lines take every form the entry line takes (``b+5``, ``goutte plus 5``, ``7c``, a name first
for a play out of turn) and the engine's texts (``B+5``, ``0``, ``7B``, ``decree 11K``,
``swap 2B``, ``keep``, ``seat 2``). Empty lines and lines starting with ``#`` are skipped. The
first bad line stops the run with its number and the reason; the record is written only after
the last line, atomically, so nothing partial replaces an existing record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from audiogame.companion.desk import CompanionDesk
from audiogame.companion.session import CompanionSession
from audiogame.i18n import Translator
from audiogame.output import Output
from audiogame.storage import atomic_write
from engine.public import PublicRecord

__all__ = ["EntriesFailed", "run_entries"]


@dataclass
class EntriesFailed(Exception):
    """A line of the entries file that could not be entered."""

    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


def run_entries(
    lines: Sequence[str],
    *,
    game: str,
    players: int,
    options: Mapping[str, Any],
    names: Sequence[str],
    tr: Translator,
    out: Output,
    record_path: Path | None = None,
    verbosity: str = "normal",
) -> PublicRecord:
    """Enter ``lines`` in a new companion game, saying each at ``verbosity``; write the record
    to ``record_path`` (if given) once all are in. Raises :class:`EntriesFailed` (nothing
    written) or ``ValueError`` for a bad setup."""
    session = CompanionSession.create(game, players, options, names)
    desk = CompanionDesk(session, tr, out, verbosity=verbosity)
    desk.start()
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        reason = desk.attempt(text)
        if reason is not None:
            raise EntriesFailed(number, reason)
    record = session.public_record()
    if record_path is not None:
        atomic_write(record_path, record.to_json())
    return record
