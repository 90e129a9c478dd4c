"""What a game's presentation provides: everything the audio table says or chooses that depends on
the game, behind one interface, so the table, the narrator, the menus and the command line serve
every game without asking which one it is.

A presentation is stateless; the table (one seat's view of a game in progress) and the narrator
(events to sentences for one listener) are passed in, and their public helpers do the wording
(``narrator.say``, ``narrator.card``, ``table.who`` ...). Messages live in ``locales/``: the
presentation picks ids and passes codes and numbers, never English.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from audiogame.narration.narrator import Handler, Narrator
from audiogame.sound import Earcon
from engine import Event

if TYPE_CHECKING:
    from audiogame.i18n import Translator
    from audiogame.keys import TableKey

__all__ = [
    "Face",
    "Fact",
    "GamePresentation",
    "Handler",
    "Option",
    "SeatTable",
    "Standing",
    "TrickPicture",
    "TrickResult",
]


class SeatTable(Protocol):
    """What a presentation reads of the table of the seat it speaks to: the words of that
    seat's language, its narrator and what the seat knows, nothing of the session, the screen
    or the output (``audiogame.table.Table`` is one; a test can give a small one of its own)."""

    tr: Translator
    narrator: Narrator
    human: int
    """The seat the table is for."""

    @property
    def my_turn(self) -> bool:
        """True when this seat is to act."""

    def observation(self) -> Any:
        """What this seat knows now."""

    def who(self, seat: int, prefix: str = "") -> dict[str, str]:
        """``who`` ("you" or "other") and ``player`` message arguments for ``seat``."""

    def signed(self, number: int) -> str:
        """A signed number in words ("plus 3")."""

    def seats_from_me(self) -> list[int]:
        """Every seat, from this one on, clockwise."""

    def trick_item(self, seat: int, card: int) -> str:
        """One card of a trick with who played it."""

    def last_trick_text(self, result: TrickResult) -> str:
        """A completed trick: its cards and who took it."""

    def turn_text(self) -> str:
        """Whose turn it is, or the decision this seat has to make."""

    def scores_text(self) -> str:
        """Every seat's total."""


@dataclass(frozen=True)
class TrickResult:
    """A completed trick as the table tells it again (the last-trick key, "why?")."""

    number: int
    """The trick's number in the round, from 0."""
    plays: tuple[tuple[int, int], ...]
    """``(seat, card)`` in playing order."""
    winner: int
    value: int | None
    """What the trick is worth, for games that count it (Fearless); ``None`` otherwise."""
    event: Event
    """The engine's event, for the narrator's explanation."""


@dataclass(frozen=True)
class Face:
    """One card as the large view draws it: its value in digits and the group of its suit."""

    value: str
    """``+5``, ``-4``, ``0`` (Fearless), ``11`` (the Fox): digits and signs only."""
    group: int
    """Index in :attr:`GamePresentation.groups` (its colour, tactile symbol and letter)."""
    power: str = ""
    """The card's power in a short word, drawn under its value (the Fox's Swan ...);
    localized; empty for a card without one."""
    card: int | None = field(default=None, compare=False)
    """The card drawn (a page names it as the hand says it)."""


@dataclass(frozen=True)
class Fact:
    """One short fact of the large view ("Total: +3", "Trump: Moons"), already localized."""

    label: str
    value: str
    group: int | None = None
    """A suit group to draw before the value (colour, symbol and letter); ``None``: none."""
    card: int | None = field(default=None, compare=False)
    """The card the value draws, if it is one (a page names it as the hand says it)."""


@dataclass(frozen=True)
class TrickPicture:
    """The trick in progress as the large view draws it."""

    number: int
    """The trick's number in the round, from 1."""
    plays: tuple[tuple[int, Face], ...]
    """``(seat, card)`` in playing order."""
    facts: tuple[Fact, ...]
    """The game's facts of the trick: the running total, or the led suit, trump and who is
    winning."""


@dataclass(frozen=True)
class Standing:
    """Where everyone stands in the round, as the large view draws it (the scare track, the
    tricks won)."""

    title: str
    rows: tuple[tuple[int, str], ...]
    """``(seat, what it has)`` from the player's seat on."""
    track: tuple[tuple[int, int], ...] = ()
    """``(seat, position)`` of each piece on a track drawn from :attr:`track_ends` (the
    Fearless ghosts that left the ruin); empty: no track to draw."""
    track_ends: tuple[int, int] = (0, 0)
    """The printed ends of the track; a piece beyond them is drawn at the end it passed."""
    outlook_title: str = ""
    """The title of :attr:`outlook`, which says what it is (the Fox: "If the round ended now")."""
    outlook: tuple[tuple[int, str], ...] = ()
    """``(seat, what it would mean)`` from the player's seat on: a projection, drawn apart from
    what is already scored (the Fox: the round points the tricks won so far would give);
    empty: none."""


@dataclass(frozen=True)
class Option:
    """A choice made before a game starts (number of players, target score): one setup menu
    item, one command-line flag and one engine option, described once."""

    name: str
    """The command-line flag (``--players``), the setup item's key and the name the settings
    remember the choice under (``settings.games[game][name]``)."""
    default: int
    """The value a player who never chose one gets."""
    values: tuple[int, ...]
    """The values offered by Left and Right in the setup menu."""
    label: str
    """Message id of the setup item; it gets the value as the argument :attr:`arg`."""
    arg: str = "value"
    engine_option: str | None = None
    """The engine option it sets (``None``: it sets the number of players)."""
    low: int | None = None
    high: int | None = None
    """Bounds of a value typed or stepped one by one (a custom target); ``None``: only
    :attr:`values`."""
    fine_high: int | None = None
    """The highest value the setup item reaches one by one (Shift+Left and Shift+Right, from
    :attr:`low`); ``None``: only :attr:`values`."""
    help: str = ""
    """The command-line flag's help (English, like the rest of ``--help``)."""

    def allows(self, value: object) -> bool:
        """True for one of :attr:`values` or a whole number within :attr:`low` and
        :attr:`high`."""
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        if value in self.values:
            return True
        return self.low is not None and self.high is not None and self.low <= value <= self.high


class GamePresentation(ABC):
    """One game's presentation (see the module docstring). Subclasses fill in every method."""

    name: ClassVar[str]
    """The engine registry name."""
    groups: ClassVar[tuple[str, ...]]
    """Message codes of the groups a hand is sorted into, in hand order (suits, then zeros)."""
    options: ClassVar[tuple[Option, ...]] = ()
    """The choices made before a game starts (setup menu, command line)."""
    keys: ClassVar[tuple[TableKey, ...]] = ()
    """This game's own keys at the table (:mod:`audiogame.keys`): its reads (the decree), the
    keys of its decisions (keep the decree), with conditions of :meth:`key_applies`."""
    help_words: ClassVar[Mapping[str, str]] = {}
    """This game's own keys-list lines in place of shared ones, by shared message id (Fearless
    has colours, not suits)."""

    # --- cards ----------------------------------------------------------------------------

    @abstractmethod
    def card_args(self, card: int) -> dict[str, str | int]:
        """Message arguments naming ``card`` (``suit``, ``value``/``rank`` ...)."""

    @abstractmethod
    def group_of(self, card: int) -> int:
        """Index in :attr:`groups` of the group ``card`` sorts into."""

    @abstractmethod
    def suit_code(self, suit: int | None) -> str:
        """Message code of an engine suit (``None``: the game's suitless cards, if any)."""

    def group_suit(self, group: int) -> int | None:
        """The engine suit of a group (``None`` for a group of suitless cards)."""
        return group

    @abstractmethod
    def group_values(self, tr: Translator, cards: Sequence[int]) -> list[str] | str:
        """How the cards of one group are read in a whole-hand summary: their values, or one
        sentence for a group whose cards are all alike (Fearless zeros)."""

    # --- what the player chooses ----------------------------------------------------------

    @abstractmethod
    def choices(self, obs: Any, seat: int) -> list[int]:
        """The actions the focus moves over now: the hand, or the options of a decision."""

    @abstractmethod
    def card_of(self, action: int) -> int | None:
        """The card an action is about (``None``: an action that is no card)."""

    def option_name(self, tr: Translator, narrator: Narrator, action: int) -> str:
        """An option as the coach names it, in a sentence's middle: a card played by its card
        ("the 4 of Bells"); a game with other decisions names those itself."""
        card = self.card_of(action)
        return narrator.card(card, "the") if card is not None else str(action)

    def describe_choice(self, table: SeatTable, action: int) -> str | None:
        """How a choice that is not a plain card is said under the focus (``None``: as a
        card, playable or not)."""
        return None

    def keep_action(self, obs: Any) -> int | None:
        """The action of the "keep" key now, if the game has such a decision pending."""
        return None

    def has_decision(self, table: SeatTable) -> bool:
        """True when the player has a sub-decision pending (the one :meth:`decision_prompt`
        words), without formatting its prompt."""
        return False

    def decision_prompt(self, table: SeatTable) -> str | None:
        """The prompt of a pending sub-decision of the player (``None``: the usual turn)."""
        return None

    def decision_keys(self, table: SeatTable) -> list[str]:
        """The keys that answer the pending sub-decision, said after its prompt and focused
        option ("Equals: keep the decree."); empty for none."""
        return []

    def key_applies(self, table: SeatTable, when: str) -> bool:
        """Whether this game's condition ``when`` holds at ``table`` now (for a key of
        :attr:`keys`: the keep key during the exchange)."""
        return False

    @abstractmethod
    def trick_leader(self, obs: Any) -> int:
        """The seat that leads (or led) the trick in progress."""

    # --- narration ------------------------------------------------------------------------

    @abstractmethod
    def handlers(self, narrator: Narrator) -> Mapping[type[Event], Handler]:
        """Narration for each event type of the game."""

    @abstractmethod
    def explain_win(self, narrator: Narrator, event: Event) -> list[str]:
        """Why a trick went where it did (``event`` is the game's trick event)."""

    @abstractmethod
    def trick_result(self, event: Event) -> TrickResult | None:
        """A completed trick, if ``event`` is one."""

    @abstractmethod
    def card_played(self, event: Event) -> tuple[int, int] | None:
        """``(seat, card)`` if ``event`` is a card being played (``card`` is also the action
        that plays it: an online table learns another seat's play from this)."""

    @abstractmethod
    def earcons(self, event: Event, human: int) -> list[tuple[Earcon, int | None]]:
        """The sounds of ``event``, each at a seat's place (``None``: the middle)."""

    # --- the table ------------------------------------------------------------------------

    @abstractmethod
    def hints(self, table: SeatTable, full: bool) -> list[str]:
        """Practice hints for the player's decision now (``full``: with the stakes)."""

    @abstractmethod
    def rule_hint(self, table: SeatTable) -> str | None:
        """What the player may play now and why (the rule that applies: lead anything, follow,
        a Monarch's answer ...), for "why?" at the player's turn; ``None`` when not to act."""

    def power_help(self, table: SeatTable, event: Event) -> str | None:
        """What the card the player just played does (``event`` is the game's card-played
        event), said in practice (``None``: nothing to say)."""
        return None

    @abstractmethod
    def read_trick(self, table: SeatTable, turn: bool = True) -> str:
        """The trick in progress (the trick key), ending with whose turn it is (unless
        ``turn`` is false: the turn prompt follows)."""

    @abstractmethod
    def last_trick(self, table: SeatTable, result: TrickResult) -> str:
        """The trick just completed (the last-trick key)."""

    @abstractmethod
    def read_positions(self, table: SeatTable) -> str:
        """Where everyone stands in the round (ghosts on the track, tricks won)."""

    def read_decree(self, table: SeatTable) -> str:
        """The decree card and trump (a game with a decree declares the key that asks)."""
        return table.tr.t("status-no-decree")

    @abstractmethod
    def card_info(self, table: SeatTable, card: int) -> str:
        """The long description of a card: its name, symbol and what it does."""

    @abstractmethod
    def read_round(self, table: SeatTable) -> str:
        """The round and how far the game goes ("Round 2 of 4", "Round 2, first to 21
        points"), said before the scores."""

    def game_setup(self, tr: Translator, obs: Any) -> list[str]:
        """What is said before the first deal of a new game, from any seat's observation
        ``obs`` (Fearless with 3 players: the colour left out)."""
        return []

    def absent_group(self, table: SeatTable, group: int) -> str | None:
        """Why the player has no card of ``group``, when the game left it out (Fearless with 3
        players: "Green is out of this 3-player game."); ``None``: the hand just has none."""
        return None

    @abstractmethod
    def round_line(self, table: SeatTable) -> str:
        """The game and where it is: "Fearless, round 2 of 4" (the recap's first sentence)."""

    def decree_line(self, table: SeatTable) -> str | None:
        """The decree and trump in the recap, for games that have them."""
        return None

    def recap(self, table: SeatTable, turn: bool = True) -> list[str]:
        """Where the game stands, for a player who comes back to it (a resumed save, a return
        from the background, a reconnection): the game and round, the scores, the positions,
        trump, the trick in progress and (unless ``turn`` is false) whose turn."""
        lines = [self.round_line(table), table.scores_text(), self.read_positions(table)]
        decree = self.decree_line(table)
        if decree is not None:
            lines.append(decree)
        lines.append(self.read_trick(table, turn))
        return lines

    @abstractmethod
    def status_facts(self, table: SeatTable) -> str:
        """One line of the table's facts for the visual status line."""

    @abstractmethod
    def explain_play(self, table: SeatTable, seat: int, action: int) -> list[str] | None:
        """Why an opponent at ``seat`` could make ``action`` (the "why?" key), said before it is
        applied; ``None``: nothing to explain."""

    # --- the large view --------------------------------------------------------------------

    marks: ClassVar[tuple[tuple[str, str], ...]] = ()
    """For each of :attr:`groups`: the tactile symbol as drawn (one glyph, maybe two columns
    wide) and its colour family (``blue``, ``orange``, ``magenta``, ``green``, ``gold``,
    ``cyan``, ``violet``, ``plain``), which each theme turns into a colour."""

    @abstractmethod
    def face(self, card: int, tr: Translator) -> Face:
        """How ``card`` is drawn in the large view (its power's word in ``tr``'s language)."""

    @abstractmethod
    def trick_picture(self, table: SeatTable) -> TrickPicture:
        """The trick in progress for the large view."""

    @abstractmethod
    def standing(self, table: SeatTable) -> Standing:
        """The scare track or the tricks won, for the large view."""

    # --- before a game ---------------------------------------------------------------------

    def remembered(self, stored: Mapping[str, Any]) -> dict[str, int]:
        """The options' values from what the settings keep of this game (``settings.games``):
        a value missing or out of range gives the option's default."""
        values: dict[str, int] = {}
        for option in self.options:
            value = stored.get(option.name)
            values[option.name] = (
                value if isinstance(value, int) and option.allows(value) else option.default
            )
        return values

    def engine_options(self, values: Mapping[str, int]) -> dict[str, Any]:
        """The engine options of a new game from the :attr:`options` chosen."""
        return {
            option.engine_option: values[option.name]
            for option in self.options
            if option.engine_option is not None and option.name in values
        }

    def players(self, values: Mapping[str, int], default: int) -> int:
        """The number of players chosen (``default`` when the game has no such option)."""
        for option in self.options:
            if option.engine_option is None and option.name in values:
                return values[option.name]
        return default
