"""The online protocol: every frame a client and the server exchange, as msgspec structs.

Frames are JSON text messages over a websocket, one object each, tagged by ``"t"`` (see
``docs/protocol.md``). :data:`VERSION` is the protocol version: a client says it in
:class:`Hello` and the server refuses another one with an :class:`Error` ``version``.

Decoding validates everything (types, lengths, unknown tags): :func:`decode_client` and
:func:`decode_server` raise :class:`ProtocolError` and never anything else, so a bad frame gets an
``Error`` answer and changes nothing. Engine events and observations travel as plain data
(:mod:`audiogame.online.wire`); the server sends each seat only what that seat may know.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

import msgspec

from audiogame.online.clean import TooDeep, clean_data

__all__ = [
    "CLOSE_IDLE",
    "CLOSE_MOVED",
    "CLOSE_REPLACED",
    "CLOSE_VERSION",
    "MAX_CHAT",
    "MAX_FRAME",
    "MAX_LOBBY",
    "MAX_NAME",
    "VERSION",
    "Act",
    "ChatSaid",
    "ClientFrame",
    "Create",
    "Error",
    "ErrorCode",
    "Hello",
    "Join",
    "Leave",
    "Lobby",
    "LobbyTables",
    "Notice",
    "Nudge",
    "Nudged",
    "ProtocolError",
    "Resume",
    "SayChat",
    "SeatChange",
    "SeatInfo",
    "Seated",
    "ServerFrame",
    "TableInfo",
    "Update",
    "Welcome",
    "decode_checked",
    "decode_client",
    "decode_server",
    "encode",
]

VERSION = 2
"""The protocol version (a change that an older peer cannot read raises it). 2: an ``update``
no longer names the action taken (another seat's action is known from the redacted events)."""
MAX_FRAME = 64 * 1024
"""Bytes: the largest frame either side accepts (a bigger one closes the connection, 1009)."""
MAX_NAME = 24
"""Characters of a player's name."""
MAX_CHAT = 200
"""Characters of one chat message."""
MAX_LOBBY = 50
"""Tables in one lobby answer."""
CLOSE_REPLACED = 4000
"""Close code: the seat was taken back by a newer connection with its token."""
CLOSE_VERSION = 4001
"""Close code after a ``hello`` of another protocol version (its ``version`` error sent)."""
CLOSE_IDLE = 4002
"""Close code of a connection that sat at no table too long (the client says nothing)."""
CLOSE_MOVED = 4003
"""Close code of a seat whose table another server process now holds (servers sharing one
database): the client connects again at once at its table's path and resumes, without a word."""
CLOSE_BUSY = 1013
"""Close code (the standard "try again later") of a connection over the server's bounds:
too many open from one address, or in all (the client says the server is full)."""

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME)]
Code = Annotated[str, msgspec.Meta(min_length=1, max_length=16)]
Word = Annotated[str, msgspec.Meta(max_length=32)]
"""A game's name, a level, a refusal: a short word."""
Token = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Seat = Annotated[int, msgspec.Meta(ge=0, lt=16)]
Small = Annotated[int, msgspec.Meta(ge=0, le=1000)]
Count = Annotated[int, msgspec.Meta(ge=0)]

ErrorCode = Literal[
    "bad-frame",
    "bad-name",
    "version",
    "not-seated",
    "already-seated",
    "no-table",
    "table-full",
    "bad-token",
    "bad-game",
    "illegal",
    "stale",
    "rate",
    "chat-empty",
    "chat-too-long",
    "no-nudge",
    "too-many-tables",
    "server",
]
"""What an :class:`Error` is about; each has a message ``online-error-<code>`` in the locales."""


class ProtocolError(ValueError):
    """A frame that is not valid JSON, not a known frame, or has a bad field."""


class _Frame(msgspec.Struct, forbid_unknown_fields=True, tag_field="t"):
    """Base of every frame: tagged by ``"t"``, unknown fields refused."""


# --- client to server -------------------------------------------------------------------------


class Hello(_Frame, tag="hello"):
    """The first frame: the protocol version and the client's language (for logs only)."""

    v: int
    lang: Annotated[str, msgspec.Meta(max_length=8)] = "en"


class Create(_Frame, tag="create"):
    """Open a table and sit at seat 0. ``computers``: seat → level of each computer player;
    the other seats wait for people. ``options``: the game's options (the Fox target)."""

    game: Annotated[str, msgspec.Meta(max_length=16)]
    players: Annotated[int, msgspec.Meta(ge=1, le=8)]
    name: Name
    computers: dict[Seat, Annotated[str, msgspec.Meta(max_length=16)]] = {}
    options: dict[Annotated[str, msgspec.Meta(max_length=32)], Small] = {}
    open: bool = True
    """Listed in the lobby."""
    practice: bool = False
    """A practice table: each client gives its own player the rule hints (no undo)."""


class Join(_Frame, tag="join"):
    """Sit at the first free seat of the table ``code``."""

    code: Code
    name: Name


class Resume(_Frame, tag="resume"):
    """Come back to one's seat with its token (after a disconnect or a server restart)."""

    token: Token


class Lobby(_Frame, tag="lobby"):
    """Ask for the open tables waiting for people."""


class Act(_Frame, tag="act"):
    """Take ``action`` (its text form, ``G-4``, ``7B``...) when the game is at step ``at``
    (the number of actions played, as last heard): a replayed or late frame is ``stale``."""

    action: Annotated[str, msgspec.Meta(max_length=16)]
    at: Count


class SayChat(_Frame, tag="chat"):
    """A chat message for everybody at the table."""

    text: Annotated[str, msgspec.Meta(max_length=4 * MAX_CHAT)]


class Nudge(_Frame, tag="nudge"):
    """Remind the player the table waits for."""


class Leave(_Frame, tag="leave"):
    """Leave the table for good (a computer player takes the seat of a game under way)."""


ClientFrame = Hello | Create | Join | Resume | Lobby | Act | SayChat | Nudge | Leave


# --- server to client -------------------------------------------------------------------------


class Welcome(_Frame, tag="welcome"):
    """The answer to :class:`Hello`."""

    v: int


class SeatInfo(_Frame, tag="seat"):
    """Who sits at a seat: ``kind`` is ``person``, ``computer`` or ``open``; ``away`` for a
    person whose connection is lost; ``standin`` when a computer plays for them meanwhile."""

    seat: Seat
    kind: Literal["person", "computer", "open"]
    name: Name | None = None
    level: Word | None = None
    away: bool = False
    standin: bool = False


class Seated(_Frame, tag="seated"):
    """You sit at ``seat`` of table ``code``; keep ``token`` to come back."""

    code: Code
    seat: Seat
    token: Token
    game: Word
    players: Seat
    seats: Annotated[list[SeatInfo], msgspec.Meta(max_length=16)]
    started: bool
    practice: bool = False


class Update(_Frame, tag="update"):
    """The game as your seat knows it at step ``at``: ``events`` (already redacted for you)
    of the last action or deal; ``observation`` is your seat's whole view. ``recap``: a
    snapshot after (re)joining, say where the game stands. Built only by
    :func:`audiogame.online.redaction.update_for`."""

    at: Count
    observation: dict[str, Any]
    events: list[dict[str, Any]] = []
    recap: bool = False


class SeatChange(_Frame, tag="seat-change"):
    """Someone ``joined``, ``left``, lost the connection (``away``), came ``back``, or a
    computer player was put in (``replaced``) or taken out (``restored``); or the table is
    ``closed`` (``seat``: its creator, gone before it started): your seat there is gone."""

    change: Literal["joined", "left", "away", "back", "replaced", "restored", "closed"]
    seat: SeatInfo
    started: bool = False
    """True when this change started the game (every seat taken)."""
    quiet: bool = False
    """Not to be said: somebody comes and goes too often (the seat's state is still right)."""


class Notice(_Frame, tag="notice"):
    """News of the table that is nobody's doing: ``store-failed`` (the server cannot save
    the game now, so nothing more is played until it can; it tries again), ``store-ok`` (it
    can again)."""

    code: Literal["store-failed", "store-ok"]


class ChatSaid(_Frame, tag="chat-said"):
    """A chat message from ``seat`` (``name``)."""

    seat: Seat
    name: Name
    text: Annotated[str, msgspec.Meta(max_length=MAX_CHAT)]


class Nudged(_Frame, tag="nudged"):
    """``by`` reminds ``seat`` that the table waits for them."""

    by: Seat
    seat: Seat


class TableInfo(_Frame, tag="table"):
    """One open table of the lobby."""

    code: Code
    game: Word
    players: Seat
    free: Seat
    host: Name


class LobbyTables(_Frame, tag="tables"):
    """The open tables waiting for people."""

    tables: Annotated[list[TableInfo], msgspec.Meta(max_length=MAX_LOBBY)]


class Error(_Frame, tag="error"):
    """A refused frame (nothing changed). ``refusal``/``suit``/``options``: the engine's
    reason for an illegal action; ``detail``: for logs and developers, never spoken."""

    code: ErrorCode
    detail: Annotated[str, msgspec.Meta(max_length=400)] = ""
    refusal: Word | None = None
    suit: Small | None = None
    options: Annotated[list[Small], msgspec.Meta(max_length=64)] = []


ServerFrame = (
    Welcome | Seated | Update | SeatChange | Notice | ChatSaid | Nudged | LobbyTables | Error
)

T = TypeVar("T")
_client_decoder = msgspec.json.Decoder(ClientFrame)
_any_decoder = msgspec.json.Decoder()


def _plain(value: object) -> object:
    """A ``str`` subclass (a localized :class:`~audiogame.messages.Text`) as plain text."""
    if isinstance(value, str):
        return str(value)
    raise NotImplementedError(f"cannot encode {type(value).__name__}")


_encoder = msgspec.json.Encoder(enc_hook=_plain)


def encode(frame: msgspec.Struct) -> bytes:
    """A frame as JSON bytes (text of a ``str`` subclass goes as plain text)."""
    return _encoder.encode(frame)


def decode_checked(decoder: msgspec.json.Decoder[T], data: str | bytes) -> T:
    """``data`` decoded by ``decoder`` (frames of one union); raises :class:`ProtocolError` on
    anything malformed, too big or nested too deeply."""
    if len(data) > MAX_FRAME:
        raise ProtocolError("frame too big")
    try:
        return decoder.decode(data)
    except (msgspec.DecodeError, UnicodeDecodeError) as exc:
        raise ProtocolError(str(exc)) from None
    except RecursionError:
        raise ProtocolError("nested too deeply") from None


def decode_client(data: str | bytes) -> ClientFrame:
    """A client's frame; raises :class:`ProtocolError` on anything malformed, too big or
    nested too deeply. Its strings are as sent: the server cleans what it keeps or relays."""
    return decode_checked(_client_decoder, data)


def decode_server(data: str | bytes) -> ServerFrame:
    """A server's frame, every string in it cleaned (:func:`~audiogame.online.clean.clean`:
    nothing a server sends reaches a terminal or a voice raw); raises :class:`ProtocolError` on
    anything malformed, too big or nested too deeply."""
    loose = decode_checked(_any_decoder, data)
    try:
        frame: ServerFrame = msgspec.convert(clean_data(loose), type=ServerFrame)
    except (msgspec.ValidationError, TooDeep) as exc:
        raise ProtocolError(str(exc)) from None
    return frame
