"""The web page as files (issue 26), without a browser: served over plain HTTP on the server's
port with a strict policy, bounded per address; no sentence of its own (every word a Fluent
message sent by the server, in both languages, but for the few of its connection's status, written
into the page in the browser's language); text placed as text only; no build step and light (the
page's weight); its colours those of the large view's themes."""

from __future__ import annotations

import asyncio
import html.parser
import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Coroutine
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from online_helpers import start_server
from websockets.asyncio.client import connect

from audiogame.i18n import LANGUAGES, Translator
from audiogame.online.protocol import VERSION, Hello, Welcome, decode_server, encode
from audiogame.ui.view.themes import THEMES
from audiogame.web import local
from audiogame.web.labels import EARLY_LABELS, PAGE_LABELS
from audiogame.web.pages import (
    CSP,
    FILES,
    HTML_TAG,
    STATUS_TAG,
    accept_language,
    fill_index,
    themes_css,
)

STATIC = resources.files("audiogame.web") / "static"


def _run(coro: Coroutine[Any, Any, None]) -> None:
    asyncio.run(asyncio.wait_for(coro, 60))


def _text(name: str) -> str:
    return STATIC.joinpath(name).read_text(encoding="utf-8")


async def _get(
    port: int, path: str, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], bytes]:
    def fetch() -> tuple[int, dict[str, str], bytes]:
        request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", headers=headers or {})
        opener = urllib.request.build_opener(_NoRedirect)
        try:
            with opener.open(request, timeout=10) as answer:
                return answer.status, dict(answer.headers), answer.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    return await asyncio.to_thread(fetch)


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def test_the_page_is_served_on_the_server_s_port_with_a_strict_policy() -> None:
    async def scenario() -> None:
        server = await start_server(None)
        try:
            for path, kind in [
                ("/", "text/html"),
                ("/?table=ABCDEFG&lang=fr", "text/html"),
                ("/app.js", "text/javascript"),
                ("/live.js", "text/javascript"),
                ("/render.js", "text/javascript"),
                ("/style.css", "text/css"),
                ("/themes.css", "text/css"),
                ("/audiogame/", "text/html"),  # behind a proxy's folder
            ]:
                status, headers, body = await _get(server.port, path)
                assert status == 200 and headers["Content-Type"].startswith(kind), path
                assert headers["Content-Security-Policy"] == CSP
                assert headers["X-Content-Type-Options"] == "nosniff"
                assert headers["Referrer-Policy"] == "no-referrer"
                assert body
            for path in ("/server.py", "/../../etc/passwd", "/static/app.js.map", "/a.b"):
                status, headers, _ = await _get(server.port, path)
                assert status == 404 and headers["Content-Security-Policy"] == CSP, path
            status, headers, _ = await _get(server.port, "/audiogame")
            assert status == 301 and headers["Location"] == "audiogame/"  # never another site
            status, headers, _ = await _get(server.port, "//evil.example")
            assert status == 404
            assert (await _get(server.port, "/favicon.ico"))[0] == 204
            # The game's websocket is on the same port, as before.
            async with connect(f"ws://127.0.0.1:{server.port}") as ws:
                await ws.send(encode(Hello(v=VERSION)))
                assert isinstance(decode_server(await ws.recv()), Welcome)
        finally:
            await server.close()

    _run(scenario())


def test_page_requests_are_bounded_per_address() -> None:
    async def scenario() -> None:
        server = await start_server(None, page_rate=1.0, page_burst=5.0)
        try:
            statuses = [(await _get(server.port, "/style.css"))[0] for _ in range(8)]
            assert statuses[:5] == [200] * 5 and 429 in statuses[5:]
        finally:
            await server.close()

    _run(scenario())


def test_every_word_of_the_page_is_a_message_in_every_language() -> None:
    html = _text("index.html")
    used = set(re.findall(r'data-label="([a-z0-9-]+)"', html))
    for name in FILES:
        if name.endswith(".js"):
            used |= set(re.findall(r'label\("([a-z0-9-]+)"\)', _text(name)))
    assert used and used <= set(PAGE_LABELS), sorted(used - set(PAGE_LABELS))
    for lang in LANGUAGES:
        tr = Translator(lang, strict=True)
        for label in PAGE_LABELS:
            assert tr.t(label), (lang, label)
        for theme in ("auto", "yellow", "white", "paper"):
            assert tr.t("web-theme", theme=theme)
        for option in ("players", "target"):
            assert tr.t("web-option-name", option=option) != option


class _Status(html.parser.HTMLParser):
    """The root's language, and the status region's attributes and text, as a browser reads
    them (entities decoded); every element's name."""

    def __init__(self) -> None:
        super().__init__()
        self.lang: str | None = None
        self.attributes: dict[str, str | None] = {}
        self.text = ""
        self.tags: list[str] = []
        self._inside = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag == "html":
            self.lang = dict(attrs).get("lang")
        self._inside = dict(attrs).get("id") == "status"
        if self._inside:
            self.attributes = dict(attrs)

    def handle_endtag(self, tag: str) -> None:
        self._inside = False

    def handle_data(self, data: str) -> None:
        if self._inside:
            self.text += data


def _status(body: bytes) -> _Status:
    parser = _Status()
    parser.feed(body.decode("utf-8"))
    parser.close()
    return parser


HOSTILE_HEADERS = [
    ",;=q" * 1900,  # separators only, near the websockets library's line bound
    "fr;q=" + "9" * 7000,
    "é" * 3000,  # not ASCII
    "de," * 2000 + "fr",  # French past the part of the header that is read
    "fr;q=2, fr;q=-1, fr;q=nan, fr;q=1e3, fr;q=0.0001",
    ";;;,,,",
    "*;q=0, " * 500,
]


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("fr-CA,fr;q=0.9", "fr"),
        ("de", "en"),
        (None, "en"),
        ("en;q=0.1, fr;q=0.8", "fr"),
        *[(header, "en") for header in HOSTILE_HEADERS],
    ],
)
def test_the_page_s_first_words_are_in_the_browser_s_language(
    header: str | None, lang: str
) -> None:
    """Before its socket connects, the page has no word from the server but those of
    ``index.html``: its language and its status (connecting, and the words of a refusal), in
    the language the browser asks for, else English; a hostile header is English, no error."""

    async def scenario() -> None:
        server = await start_server(None)
        try:
            headers = {} if header is None else {"Accept-Language": header}
            for path in ("/", "/audiogame/", "/?table=ABCDEFG"):
                status, answer, body = await _get(server.port, path, headers)
                assert status == 200, path
                assert answer["Content-Security-Policy"] == CSP
                assert answer["X-Content-Type-Options"] == "nosniff"
                assert answer["Referrer-Policy"] == "no-referrer"
                assert answer["Cache-Control"] == "no-cache"
                assert answer["Vary"] == "Accept-Language"
                assert answer["Content-Type"] == "text/html; charset=utf-8"
                page = _status(body)
                tr = Translator(lang, strict=True)
                assert page.lang == lang
                assert page.text == tr.t("web-connecting")
                assert page.attributes["role"] == "status"
                for other in LANGUAGES:  # for a player who chose another on the page
                    words = Translator(other, strict=True)
                    for name in EARLY_LABELS:
                        assert page.attributes[f"data-{other}-{name}"] == words.t(name), name
        finally:
            await server.close()

    _run(scenario())


def test_the_address_s_language_comes_before_the_browser_s() -> None:
    """``audiogame web`` opens ``?lang=fr``: its page speaks French in an English browser; a
    language the game does not have leaves the browser's."""

    async def scenario() -> None:
        server = await start_server(None)
        try:
            english = {"Accept-Language": "en-GB,en;q=0.9"}
            for path, lang in [
                ("/?lang=fr", "fr"),
                ("/?table=ABCDEFG&lang=fr-CA", "fr"),
                ("/?lang=de", "en"),
                ("/?lang=%3Cb%3E", "en"),
            ]:
                status, _, body = await _get(server.port, path, english)
                assert status == 200 and _status(body).lang == lang, path
            _, _, body = await _get(server.port, "/?lang=xx", {"Accept-Language": "fr"})
            assert _status(body).lang == "fr"
        finally:
            await server.close()

    _run(scenario())


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("fr-CA,fr;q=0.9", "fr"),
        ("FR", "fr"),
        ("de", None),
        ("", None),
        ("en;q=0.1, fr;q=0.8", "fr"),
        ("fr;q=0.8, en;q=0.8", "fr"),  # equals: the first
        ("en ; q=0.5 , fr-BE ; q=0.6", "fr"),
        ("de, fr;q=0.5, en;q=0.4", "fr"),
        ("fr;q=0, en;q=0.1", "en"),  # 0: not French
        ("fr;q=abc, en;q=0.2", "en"),  # a malformed weight: skipped
        ("fr;q=1.5", None),
        ("*", "en"),
        ("<fr>, fr;q=0.3", "fr"),
        *[(header, None) for header in HOSTILE_HEADERS[:2]],
    ],
)
def test_accept_language_follows_the_weights(header: str, lang: str | None) -> None:
    assert accept_language(header) == lang


def test_a_huge_accept_language_header_costs_no_more_than_a_short_one() -> None:
    """Only its first part is read: ten million characters are answered at once."""
    assert accept_language("de;q=0.9," * 1_000_000 + "fr") is None
    assert accept_language("fr," + "x" * 10_000_000) == "fr"


def test_the_first_words_are_escaped_as_html() -> None:
    """A translation with markup in it stays text, in the status region and in its
    attributes."""
    hostile = "<script>alert(\"x\")</script> & 'quoted' <img src=x onerror=f()>"
    words = {
        lang: {name: f"{lang} {name} {hostile}" for name in EARLY_LABELS} for lang in LANGUAGES
    }
    template = _text("index.html")
    assert template.count(HTML_TAG) == 1 and template.count(STATUS_TAG) == 1
    filled = fill_index(template, "fr", words)
    page = _status(filled.encode("utf-8"))
    assert page.lang == "fr"
    assert page.text == words["fr"]["web-connecting"]
    for lang in LANGUAGES:
        for name in EARLY_LABELS:
            assert page.attributes[f"data-{lang}-{name}"] == words[lang][name]
    assert page.tags.count("script") == 1 and "img" not in page.tags  # app.js only
    assert "<script>alert" not in filled and "<img" not in filled


def test_the_page_s_early_words_are_page_labels_and_its_script_names_only_labels() -> None:
    """The words written into the page are messages of both languages the page knows; every
    message id the script names is one of the page's labels."""
    assert set(EARLY_LABELS) <= set(PAGE_LABELS)
    for lang in LANGUAGES:
        tr = Translator(lang, strict=True)
        assert all(tr.t(name) for name in EARLY_LABELS)
    for name in FILES:
        if name.endswith(".js"):
            ids = set(re.findall(r'"((?:web|online|app|settings)-[a-z0-9-]+)"', _text(name)))
            assert ids <= set(PAGE_LABELS), (name, sorted(ids - set(PAGE_LABELS)))


def _string_literals(source: str) -> list[str]:
    return re.findall(r'"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`', source)


SELECTORS = {"input, select, textarea, summary", "#options [data-option=players]"}
"""String literals of the page's JavaScript with spaces that are no sentence (a CSS selector)."""


@pytest.mark.parametrize("name", [n for n in FILES if n.endswith(".js")])
def test_the_javascript_holds_no_sentence_and_places_text_as_text(name: str) -> None:
    source = _text(name)
    code = re.sub(r"//[^\n]*", "", source)  # comments may speak
    for pair in _string_literals(code):
        literal = pair[0] or pair[1]
        words = re.findall(r"[A-Za-zÀ-ÿ]{2,}", re.sub(r"\$\{[^}]*\}", "", literal))
        if " " in literal and len(words) > 1 and "=>" not in literal:
            assert literal in SELECTORS, f"a sentence in {name}: {literal!r}"
    for unsafe in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(",
                   "new Function", "setAttribute(\"on", "style="):  # fmt: skip
        assert unsafe not in code, f"{name} uses {unsafe}"


def test_the_html_holds_no_sentence_no_inline_script_or_style() -> None:
    html = _text("index.html")
    text = re.sub(r"<[^>]+>", "\n", re.sub(r"<title>[^<]*</title>", "", html))
    assert [line for line in text.split("\n") if line.strip()] == []
    assert "<script>" not in html and " style=" not in html and "<style" not in html
    assert re.findall(r" on[a-z]+=", html) == []
    scripts = re.findall(r'<script[^>]*src="([^"]+)"', html)
    assert scripts == ["app.js"] and 'type="module"' in html
    assert "http" not in html  # nothing from elsewhere


def test_the_page_is_light() -> None:
    """No build step: the files as written are the page; together under 100 KB."""
    weight = sum(len(STATIC.joinpath(name).read_bytes()) for name in FILES)
    weight += len(themes_css().encode("utf-8"))
    assert weight < 100 * 1024, weight
    names = sorted(p.name for p in STATIC.iterdir())
    assert names == sorted(FILES)


def test_the_page_s_colours_are_the_large_view_s_themes() -> None:
    css = themes_css()
    for theme in ("yellow", "white", "paper"):
        base, suits = THEMES[theme]
        for colour in re.findall(r"#[0-9a-f]{6}", base):
            assert colour in css
        for family, colour in suits.items():
            assert f"--suit-{family}: {colour}" in css
    assert "prefers-color-scheme: dark" in css and "prefers-contrast: more" in css
    families = set(re.findall(r"\.suit-([a-z]+)", _text("style.css")))
    assert families == set(THEMES["yellow"][1])


def test_audiogame_web_opens_the_browser_on_its_own_page(tmp_path: Path) -> None:
    """``audiogame web``: a server on this computer alone, the page's address printed in the
    player's language and given to the browser (``$BROWSER`` here: a script that writes it)."""
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\nprintf "%s" "$1" > "{opened}"\n', encoding="utf-8")
    browser.chmod(0o755)
    env = {**os.environ, "AUDIOGAME_HOME": str(tmp_path / "home"), "BROWSER": str(browser)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "audiogame", "web", "--lang", "fr", "--pace", "none"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        address = next(w for w in line.split() if w.startswith("http://127.0.0.1:")).rstrip(".")
        assert line.startswith("audiogame: La table est à l") and address.endswith("?lang=fr")
        deadline = time.monotonic() + 20
        while not opened.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert opened.read_text(encoding="utf-8") == address
        with urllib.request.urlopen(address, timeout=10) as answer:
            assert answer.headers["Content-Security-Policy"] == CSP
    finally:
        proc.terminate()
        proc.wait(20)
    assert proc.stderr is not None and proc.stderr.read() == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_browser_that_cannot_be_opened_is_said_with_the_address(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``webbrowser.open`` finds no browser (it answers False): the player is told to open the
    address, in their language."""
    monkeypatch.setattr(local.webbrowser, "open", lambda address: False)
    address = local.page_address(8000, lang)
    opener = local.threading.Thread
    threads: list[Any] = []

    def kept(*args: Any, **kwargs: Any) -> Any:
        thread = opener(*args, **kwargs)
        threads.append(thread)
        return thread

    monkeypatch.setattr(local.threading, "Thread", kept)
    local.open_browser(address, Translator(lang))
    threads[0].join(10)
    said = capsys.readouterr().out
    assert said == f"audiogame: {Translator(lang).t('web-no-browser', address=address)}\n"


def test_a_request_with_repeated_upgrade_headers_gets_an_answer_not_an_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def ask(port: int, headers: str) -> bytes:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(f"GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\n{headers}\r\n".encode())
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(4096), 10)
        writer.close()
        return answer

    async def scenario() -> None:
        server = await start_server(None)
        try:
            twice = await ask(server.port, "Upgrade: websocket\r\nUpgrade: websocket\r\n")
            assert twice.startswith(b"HTTP/1.1 426 ")  # the handshake's own refusal
            other = await ask(server.port, "Upgrade: h2c\r\nUpgrade: other\r\n")
            assert other.startswith(b"HTTP/1.1 200 ") and b"Content-Security-Policy" in other
        finally:
            await server.close()

    with caplog.at_level("ERROR"):
        _run(scenario())
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]


def test_the_page_socket_is_known_by_its_path_with_or_without_its_table() -> None:
    """``/play`` (behind a proxy's prefix too), or ``/play/t/KMRTXQW`` at a table (a proxy
    sends it to the process holding that table); any other path speaks the game's protocol."""
    from websockets.datastructures import Headers
    from websockets.http11 import Request

    from audiogame.web.connection import is_page_socket

    page = ["/play", "/audiogame/play", "/play/", "/play/t/KMRTXQW", "/a/play/t/KMRTXQW?lang=fr"]
    other = ["/", "/t/KMRTXQW", "/play/t/kmrtxqw", "/playx", "/play/t/KMRTXQW/x", "/xplay"]
    for path in page + other:
        assert is_page_socket(Request(path, Headers())) == (path in page), path
    assert not is_page_socket(None)
