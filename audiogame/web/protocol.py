"""The page's protocol: the frames a browser and its web seat exchange, as msgspec structs.

The page is a thin front end: it sends the player's keys and choices, and receives *messages*
(said once each, with their kind and language) and *views* (what the page shows: the hand, the
choices, the table's facts, the large view's content, every label already in the player's
language). No frame of the game protocol reaches the page: the web seat
(:mod:`audiogame.web.seat`) receives its seat's game frames, narrates them in Python and sends
only these. Decoding validates every field (tags, types, lengths; unknown fields refused), as
:func:`audiogame.online.protocol.decode_client` does for the game's frames.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from audiogame.online.protocol import MAX_CHAT, MAX_NAME, decode_checked

__all__ = [
    "Button",
    "Card",
    "Choose",
    "Focus",
    "GameChoice",
    "GameOption",
    "Item",
    "Key",
    "Line",
    "PageChat",
    "PageCreate",
    "PageFrame",
    "PageHello",
    "PageJoin",
    "PageLeave",
    "PageLobby",
    "PageNudge",
    "PageResume",
    "PageReview",
    "PageSpell",
    "Panel",
    "Ready",
    "Row",
    "Say",
    "SeatToken",
    "Tables",
    "View",
    "decode_page",
    "encode",
]

Short = Annotated[str, msgspec.Meta(max_length=16)]
Index = Annotated[int, msgspec.Meta(ge=0, lt=64)]
Place = Annotated[int, msgspec.Meta(ge=0, lt=1024)]
"""A place in the list the focus moves over: a hand's choice, a review's step."""


class _Frame(msgspec.Struct, forbid_unknown_fields=True, tag_field="t"):
    """Base of every page frame: tagged by ``"t"``, unknown fields refused."""


# --- page to server ----------------------------------------------------------------------------


class PageHello(_Frame, tag="hello"):
    """The player's language and how much the table says (the page's settings); answered with
    :class:`Ready`. Sent again, it changes them (at the lobby)."""

    lang: Annotated[str, msgspec.Meta(max_length=64)] = ""
    """A language tag (``fr``, ``fr-FR-u-ca-gregory-nu-latn``): its primary subtag counts; an
    unknown language is English."""
    verbosity: Short = "normal"
    hints: Short = "some"


class PageCreate(_Frame, tag="create"):
    """Open a table: ``computers`` computer players of ``level`` (empty: the game's default
    level) take the last seats."""

    game: Short
    name: Annotated[str, msgspec.Meta(max_length=MAX_NAME)]
    options: dict[Annotated[str, msgspec.Meta(max_length=32)], int] = {}
    computers: Annotated[int, msgspec.Meta(ge=0, lt=16)] = 0
    level: Short = ""
    practice: bool = False
    open: bool = False


class PageJoin(_Frame, tag="join"):
    """Sit at the table ``code``."""

    code: Annotated[str, msgspec.Meta(max_length=32)]
    name: Annotated[str, msgspec.Meta(max_length=MAX_NAME)]


class PageResume(_Frame, tag="resume"):
    """Back to one's seat with its token (kept in the tab's ``sessionStorage``); ``heard``: the
    actions the page had heard when its table moved to another server process (nothing is said
    again when nothing happened since)."""

    token: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    heard: Annotated[int, msgspec.Meta(ge=0, le=100_000)] | None = None


class PageLobby(_Frame, tag="lobby"):
    """The open tables; ``asked``: the player asked (the list is then said briefly)."""

    asked: bool = False


class Key(_Frame, tag="key"):
    """A key of the table (:mod:`audiogame.keys` names: ``left``, ``enter``, ``h``, ``=``)."""

    key: Annotated[str, msgspec.Meta(min_length=1, max_length=16)]


class Focus(_Frame, tag="focus"):
    """The player put the focus on choice ``index`` (by touch or pointer), or a review's step."""

    index: Place


class Choose(_Frame, tag="choose"):
    """A choice's button: choice ``index``, or with ``key`` the key it stands for."""

    index: Index | None = None
    key: Annotated[str, msgspec.Meta(max_length=16)] = ""


class PageChat(_Frame, tag="chat"):
    """A chat line for the table."""

    text: Annotated[str, msgspec.Meta(max_length=4 * MAX_CHAT)]


class PageNudge(_Frame, tag="nudge"):
    """Remind the player the table waits for."""


class PageLeave(_Frame, tag="leave"):
    """Leave the table for good."""


class PageSpell(_Frame, tag="spell"):
    """Spell the table's code (answered; the code is never spelled unasked)."""


class PageReview(_Frame, tag="review"):
    """Review the finished game ``game`` (its key in the lobby's list)."""

    game: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


PageFrame = (
    PageHello
    | PageCreate
    | PageJoin
    | PageResume
    | PageLobby
    | Key
    | Focus
    | Choose
    | PageChat
    | PageNudge
    | PageLeave
    | PageSpell
    | PageReview
)


# --- server to page ----------------------------------------------------------------------------


class Item(msgspec.Struct):
    """A value to choose and its label."""

    value: str
    label: str


class GameOption(msgspec.Struct):
    """One option of a game's setup (the players' count is the option named ``players``)."""

    name: str
    label: str
    items: list[Item]
    chosen: str
    """The value chosen at first (the setting's default)."""


class GameChoice(msgspec.Struct):
    """A game the page can open, its options and its player counts."""

    name: str
    label: str
    min_players: int
    max_players: int
    options: list[GameOption]
    levels: list[Item]
    """The computer players' levels the game offers, weakest first."""
    level: str
    """The level chosen at first (the game's default)."""


class Ready(_Frame, tag="ready"):
    """The answer to :class:`PageHello`: the page's labels and choices, in ``lang``."""

    lang: str
    labels: dict[str, str]
    games: list[GameChoice]
    verbosities: list[Item]
    hints: list[Item]
    languages: list[Item]
    themes: list[Item]


class Line(msgspec.Struct):
    """One message, said once: ``event`` and ``notice`` and ``chat`` go to the page's log (a
    polite live region), ``answer`` (the answer to a key) to the assertive one."""

    kind: Literal["event", "notice", "chat", "answer"]
    text: str
    lang: str


class Say(_Frame, tag="say"):
    """The messages of one update, in order (what the seat said while it handled one thing:
    a key, a frame of the server): the page adds them to its live regions in one insertion
    each (one for the log, one for the answers), never as a stream of separate additions that
    a screen reader may coalesce and drop."""

    lines: list[Line]
    view: bool = False
    """A view of the same update follows (what these messages tell moved the hand): the page
    shows it once the messages are in its live regions, so that they are said first."""


class SeatToken(_Frame, tag="token"):
    """The seat's token to keep in ``sessionStorage`` (``None``: forget it)."""

    token: str | None


class Card(msgspec.Struct, omit_defaults=True):
    """One choice of the hand's list: its spoken name and how it is drawn."""

    key: int
    """What the choice is (the table's action): the same number is always the same card or
    option at a table, so the page keeps its node (and its id) while the card stays, and never
    gives that id to another card."""
    name: str
    """Its accessible name: the card (or the option) as the table says it under the focus."""
    value: str
    """Its value in digits and signs, or a decision option's short words."""
    glyph: str = ""
    """Its suit's symbol (hidden from screen readers: the name says the suit)."""
    letter: str = ""
    """Its suit's letter: with the symbol, a suit is never told by its colour alone."""
    colour: str = ""
    """Its suit's colour family (``blue``, ``gold`` ...); empty for no suit."""
    power: str = ""


class Row(msgspec.Struct, omit_defaults=True):
    """One line of a panel: a label and its value (a card drawn with its suit's mark)."""

    label: str
    text: str
    glyph: str = ""
    letter: str = ""
    colour: str = ""
    spoken: str = ""
    """A card's name as the hand says it, for screen readers (the drawn value is then hidden
    from them); empty: the text is read as it is."""


class Panel(msgspec.Struct):
    """One part of the large view's content: the trick, the standing, the scores, the turn.
    (Cards, rows and buttons leave out their empty fields: a view is sent often.)"""

    title: str
    rows: list[Row]


class Button(msgspec.Struct, omit_defaults=True):
    """A button: it sends ``key`` (a key of the table) or chooses choice ``index``."""

    label: str
    key: str = ""
    index: int | None = None


class View(_Frame, tag="view"):
    """What the page shows now (sent when it changes)."""

    screen: Literal["lobby", "waiting", "table", "over", "review"]
    title: str = ""
    """The page's title (what a tab switcher shows): where the player is, then the program."""
    heading: str = ""
    code: str = ""
    hand_label: str = ""
    hand: list[Card] = []
    focus: int | None = None
    choices: list[Button] = []
    facts: list[Button] = []
    keys: list[str] = []
    """The key names the page passes to the table now (its keys that work, the suit
    letters)."""
    panels: list[Panel] = []
    """The large view's content, as text."""
    seats: str = ""
    my_turn: bool = False
    heard: int = 0
    """The actions of the game this seat has heard (a page whose table moves sends it back)."""
    help: list[str] = []
    """The keys list: a line for each key that works now."""
    finished: list[Item] = []
    """The lobby's list of the games finished on this page, newest first, to review."""


class Tables(_Frame, tag="tables"):
    """The open tables of the lobby."""

    tables: list[Item]


_decoder = msgspec.json.Decoder(PageFrame)
_encoder = msgspec.json.Encoder(enc_hook=str)


def encode(frame: msgspec.Struct) -> str:
    """A frame as JSON text (a localized ``Text`` goes as plain text)."""
    return _encoder.encode(frame).decode("utf-8")


def decode_page(data: str | bytes) -> PageFrame:
    """A page's frame; raises :class:`~audiogame.online.protocol.ProtocolError` on anything
    malformed, too big or nested too deeply."""
    return decode_checked(_decoder, data)
