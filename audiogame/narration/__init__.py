"""Engine events to localized messages, at three verbosity levels.

Public API::

    from audiogame.i18n import Translator
    from audiogame.narration import Narrator, Verbosity, card_name

    tr = Translator("en")
    narrator = Narrator(tr, presentation("fox"), listener=0, seat_names=["You", "Anna"])
    lines = narrator.narrate(event)            # list[str], maybe empty
    narrator.describe_illegal(illegal)         # "You must follow Moons."
    narrator.explain_win(trick_won)            # the "why?" answer, list[str]
    card_name(tr, presentation("fearless"), kind, "name", details=True)   # "green minus 4, clover"
"""

from audiogame.narration.cards import (
    CardForm,
    card_name,
    hand_summary,
    signed,
)
from audiogame.narration.narrator import (
    Narrator,
    Verbosity,
    default_seat_names,
    event_message_base,
)

__all__ = [
    "CardForm",
    "Narrator",
    "Verbosity",
    "card_name",
    "default_seat_names",
    "event_message_base",
    "hand_summary",
    "signed",
]
