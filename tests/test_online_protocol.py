"""The online protocol without a network: frames round-trip, bad frames are refused with a
ProtocolError (never another exception), events and observations travel intact, codes and
tokens are random enough and easy to type."""

from __future__ import annotations

import json
import math

import msgspec
import pytest

import engine
from audiogame.i18n import Translator
from audiogame.online import codes, wire
from audiogame.online.client import spell_code
from audiogame.online.protocol import (
    MAX_CHAT,
    MAX_FRAME,
    MAX_NAME,
    VERSION,
    Act,
    ChatSaid,
    Create,
    Error,
    Hello,
    Join,
    Leave,
    Lobby,
    LobbyTables,
    Nudge,
    Nudged,
    ProtocolError,
    Resume,
    SayChat,
    SeatChange,
    Seated,
    SeatInfo,
    TableInfo,
    Update,
    Welcome,
    decode_client,
    decode_server,
    encode,
)
from engine import redact

CLIENT_FRAMES: list[msgspec.Struct] = [
    Hello(v=VERSION, lang="fr"),
    Create(game="fearless", players=4, name="Ada", computers={3: "medium"}, options={}),
    Create(game="fox", players=2, name="Ada", options={"target": 21}, open=False),
    Join(code="KMRTXQW", name="Béa"),
    Resume(token="x" * 22),
    Lobby(),
    Act(action="G-4", at=12),
    SayChat(text="bonjour à tous"),
    Nudge(),
    Leave(),
]
SEAT = SeatInfo(seat=1, kind="person", name="Béa", away=True)
SERVER_FRAMES: list[msgspec.Struct] = [
    Welcome(v=VERSION),
    Seated(code="KMRTXQW", seat=0, token="t", game="fox", players=2, seats=[SEAT], started=False),
    Update(at=3, observation={"seat": 0}, events=[{"e": "fox.DecreeKept", "f": {"seat": 0}}]),
    SeatChange(change="away", seat=SEAT),
    ChatSaid(seat=1, name="Béa", text="salut"),
    Nudged(by=0, seat=1),
    LobbyTables(tables=[TableInfo(code="KMRTXQW", game="fox", players=2, free=1, host="Ada")]),
    Error(code="illegal", refusal="must-follow", suit=2),
]


@pytest.mark.parametrize("frame", CLIENT_FRAMES, ids=lambda f: type(f).__name__)
def test_client_frames_round_trip(frame: msgspec.Struct) -> None:
    assert decode_client(encode(frame)) == frame
    assert decode_client(encode(frame).decode()) == frame


@pytest.mark.parametrize("frame", SERVER_FRAMES, ids=lambda f: type(f).__name__)
def test_server_frames_round_trip(frame: msgspec.Struct) -> None:
    assert decode_server(encode(frame)) == frame


BAD_CLIENT = [
    b"",
    b"not json",
    b"\xff\xfe\x00",
    b"[]",
    b"{}",
    b'{"t": "launch-missiles"}',
    b'{"t": "act", "action": "G-4"}',
    b'{"t": "act", "action": "G-4", "at": -1}',
    b'{"t": "act", "action": 4, "at": 0}',
    b'{"t": "act", "action": "G-4", "at": 0, "seat": 2}',
    b'{"t": "join", "code": "KMRTXQW", "name": ""}',
    json.dumps({"t": "join", "code": "KMRTXQW", "name": "x" * (MAX_NAME + 1)}).encode(),
    json.dumps({"t": "chat", "text": "x" * (4 * MAX_CHAT + 1)}).encode(),
    b'{"t": "create", "game": "fox", "players": 99, "name": "A"}',
    b'{"t": "create", "game": "fox", "players": 2, "name": "A", "computers": {"99": "easy"}}',
    b'{"t": "create", "game": "fox", "players": 2, "name": "A", "options": {"target": 1e9}}',
    b'{"t": "hello", "v": true}',
    b'{"t": "welcome", "v": 1}',
]


@pytest.mark.parametrize("data", BAD_CLIENT)
def test_malformed_client_frames_are_protocol_errors(data: bytes) -> None:
    with pytest.raises(ProtocolError):
        decode_client(data)


def test_oversized_frames_are_refused_before_parsing() -> None:
    big = json.dumps({"t": "chat", "text": "x" * MAX_FRAME}).encode()
    with pytest.raises(ProtocolError, match="too big"):
        decode_client(big)
    with pytest.raises(ProtocolError, match="too big"):
        decode_server(b" " * (MAX_FRAME + 1))


def test_a_client_frame_is_no_server_frame() -> None:
    with pytest.raises(ProtocolError):
        decode_server(encode(Act(action="0", at=0)))


@pytest.mark.parametrize(("name", "players"), [("fox", 2), ("fearless", 5)])
def test_events_and_observations_travel_intact(name: str, players: int) -> None:
    game = engine.new_game(name, players, 11)
    events = game.start_events()
    while not game.is_over:
        events += game.apply(game.legal_actions()[-1])
    for seat in range(players):
        told = [redact(e, seat) for e in events]
        back = wire.decode_events(json.loads(json.dumps(wire.encode_events(told))))
        assert back == told
        obs = game.observation(seat)
        data = json.loads(json.dumps(wire.encode_observation(obs)))
        assert wire.decode_observation(name, data) == obs


@pytest.mark.parametrize(
    "data",
    [
        [{"e": "fox.Nope", "f": {}}],
        [{"e": "fox.DecreeKept", "f": {"seat": "zero"}}],
        [{"e": "fox.DecreeKept", "f": {"seat": 0, "extra": 1}}],
        [{"e": "fox.DecreeKept"}],
        ["fox.DecreeKept"],
        [{"e": 3, "f": {}}],
    ],
)
def test_bad_events_are_wire_errors(data: list[object]) -> None:
    with pytest.raises(wire.WireError):
        wire.decode_events(data)


def test_bad_observations_are_wire_errors() -> None:
    with pytest.raises(wire.WireError):
        wire.decode_observation("fox", {"seat": 0})
    with pytest.raises(wire.WireError):
        wire.decode_observation("chess", {})


def test_codes_are_random_easy_and_long_enough() -> None:
    assert not set("ILO0123456789") & set(codes.ALPHABET)
    assert math.log2(len(codes.ALPHABET)) * codes.CODE_LENGTH >= 30
    draws = [codes.new_code() for _ in range(2000)]
    drawn = set(draws)
    # random codes may meet (the server draws again): 2000 draws of 23**7 codes meet about
    # 0.0006 times (seen once in a loaded full run); three meetings would take about 1e-11
    assert len(drawn) >= len(draws) - 2
    assert all(codes.normalize_code(c) == c for c in drawn)
    assert codes.normalize_code("kmr-txq w") == "KMRTXQW"
    assert codes.normalize_code("KMRTXQ1") is None
    assert codes.normalize_code("KMRTXQ") is None


def test_tokens_name_their_table_hold_128_bits_and_are_stored_hashed() -> None:
    tokens = {codes.new_token("KMRTXQW") for _ in range(1000)}
    assert len(tokens) == 1000
    assert all(t.startswith("KMRTXQW.") and len(t) == 8 + 22 for t in tokens)  # 16 random bytes
    token = next(iter(tokens))
    assert codes.token_table(token) == "KMRTXQW"
    assert codes.token_hash(token) != token and len(codes.token_hash(token)) == 64
    # an older server's token, or anything else, names no table
    for other in ("Zk3x9Qm2Lr5Tn8Vb1Wc4Yd", "kmrtxqw.abc", "KMRTXQ.abc", "KMRTXQW", ".abc"):
        assert codes.token_table(other) is None


def test_a_table_s_path_is_what_a_proxy_routes_by() -> None:
    assert codes.table_path("KMRTXQW") == "/t/KMRTXQW"
    for path in ("/t/KMRTXQW", "/game/t/KMRTXQW", "/t/KMRTXQW/", "/t/KMRTXQW?lang=fr"):
        assert codes.route_of(path) == "KMRTXQW", path
    for path in (
        "/",
        "/t/",
        "/t/kmrtxqw",
        "/t/KMRTXQ",
        "/x/KMRTXQW",
        "/t/KMRTXQW/x",
        "/tt/KMRTXQW",
    ):
        assert codes.route_of(path) is None, path


@pytest.mark.parametrize(("lang", "word"), [("en", "Kilo"), ("fr", "Kléber")])
def test_the_code_is_spelled_in_the_players_language(lang: str, word: str) -> None:
    tr = Translator(lang, strict=True)
    spelled = spell_code(tr, "KMRTXQW")
    assert spelled.count(word) == 1
    for letter in codes.ALPHABET:
        assert tr.t("online-spell", letter=letter) != letter
