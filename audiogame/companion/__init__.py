"""The table companion: people play the real, tactile-adapted cards; the program is told each card
as it is played and keeps and says the running totals, the tricks, the scare track, the Fox's
decree and trump, and the scores, so that no sighted helper is needed.

- :mod:`audiogame.companion.session`: the game session over a public table (``engine.public``);
- :mod:`audiogame.companion.desk`: entering typed lines and saying what happens;
- :mod:`audiogame.companion.store`: the saved companion games (public-play records);
- :mod:`audiogame.companion.entries`: a whole game entered from a file (``--entries``).

The per-game parts (typed forms, tactile names, status reads) live in ``audiogame/games``.
"""

from audiogame.companion.desk import CompanionDesk
from audiogame.companion.entries import EntriesFailed, run_entries
from audiogame.companion.session import CompanionSession, public_table_class
from audiogame.companion.store import CompanionStore, StoredGame

__all__ = [
    "CompanionDesk",
    "CompanionSession",
    "CompanionStore",
    "EntriesFailed",
    "StoredGame",
    "public_table_class",
    "run_entries",
]
