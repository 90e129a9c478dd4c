"""Game records: JSON with a format version, the config, the seed, each round's deck order and
every action, in text form. Replaying a record rebuilds the exact game, whatever the Python
version, because the deck orders are stored rather than re-shuffled.

A game built from a position (``Game.from_position``) records that start ``position`` too, like a
chess game record that starts from a FEN; its deals and actions are those since the position.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.errors import RecordError

__all__ = ["FORMAT_VERSION", "GameRecord", "RecordError"]

FORMAT_VERSION = 1


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to rebuild a game exactly."""

    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    deals: tuple[tuple[str, ...], ...] = ()
    actions: tuple[str, ...] = ()
    position: dict[str, Any] | None = None
    """The start position, or ``None`` for a game dealt from the start (then absent in JSON)."""

    def to_json(self) -> str:
        """Compact, stable JSON text."""
        data: dict[str, Any] = {
            "format": FORMAT_VERSION,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "deals": [list(d) for d in self.deals],
            "actions": list(self.actions),
        }
        if self.position is not None:
            data["position"] = self.position
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Parse and validate; raises :class:`RecordError` on anything unexpected."""
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise RecordError(f"not JSON: {exc}") from None
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        if data.get("format") != FORMAT_VERSION:
            raise RecordError(f"unknown record format {data.get('format')!r}")
        try:
            game, players, seed = data["game"], data["players"], data["seed"]
            options, deals, actions = data["options"], data["deals"], data["actions"]
        except KeyError as exc:
            raise RecordError(f"missing field {exc}") from None
        ok = (
            isinstance(game, str)
            and _is_int(players)
            and _is_int(seed)
            and isinstance(options, dict)
            and all(isinstance(k, str) for k in options)
            and isinstance(deals, list)
            and all(isinstance(d, list) and all(isinstance(c, str) for c in d) for d in deals)
            and isinstance(actions, list)
            and all(isinstance(a, str) for a in actions)
        )
        position = data.get("position")
        if not ok or not (position is None or isinstance(position, dict)):
            raise RecordError("a field has the wrong type")
        return cls(
            game, players, seed, options, tuple(tuple(d) for d in deals), tuple(actions), position
        )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
