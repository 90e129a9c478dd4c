"""The page over plain HTTP, on the websockets' port: ``GET /`` and its few files.

The server's websockets library hands each request to :meth:`Pages.respond` first
(``process_request``): a websocket upgrade goes on to the game (``None``), any other request gets
a file of ``audiogame/web/static`` (HTML, CSS, JavaScript modules: no build step) or the colours
of the large view's themes as CSS (:func:`themes_css`, made from
:data:`audiogame.ui.view.themes.THEMES`, so that the page and the terminal draw the same
colours). ``index.html`` is sent with the few words the page says before its socket is
connected already in it (:func:`index_html`: its connection status in every language, shown in
the language of ``?lang=`` or of ``Accept-Language`` unless the player chose another on the page
before): every other word comes over the socket, so a page whose socket is refused would
otherwise stay silent. Every answer carries a strict
Content-Security-Policy (scripts, styles and connections from this server only; no inline
script or style, no frame, no form sent elsewhere), ``nosniff`` and no referrer. ``HEAD`` gets
the headers of a ``GET``; any other method ``405`` with ``Allow`` (a request with a body is
answered before it gets here: :mod:`audiogame.online.http`). Requests are
bounded per address like the rest of the server (:class:`~audiogame.online.limits.Limits`):
past the rate, ``429``.
"""

from __future__ import annotations

import dataclasses
import email.utils
import html
import http
import logging
import re
import urllib.parse
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from audiogame.i18n import DEFAULT_LANGUAGE, LANGUAGES, Translator, normalize_language
from audiogame.online.http import ALLOW
from audiogame.online.limits import SWEEP_AT, Bucket, Limits
from audiogame.ui.view.themes import THEMES
from audiogame.web.labels import EARLY_LABELS

__all__ = [
    "CSP",
    "FILES",
    "Pages",
    "accept_language",
    "fill_index",
    "index_html",
    "page_language",
    "themes_css",
]

log = logging.getLogger(__name__)

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
"""The page's Content-Security-Policy: nothing inline, nothing from elsewhere."""

FILES = {
    "index.html": "text/html; charset=utf-8",
    "app.js": "text/javascript; charset=utf-8",
    "live.js": "text/javascript; charset=utf-8",
    "render.js": "text/javascript; charset=utf-8",
    "style.css": "text/css; charset=utf-8",
}
"""The files of ``audiogame/web/static`` and their types (no other file is served)."""
THEMES_CSS = "themes.css"
_FOLDER = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""A path of one part that may be the folder the page is served from (behind a proxy)."""

_AUTO = {"light": "paper", "dark": "white", "dark-more": "yellow"}
"""The theme the page takes from the system (``prefers-color-scheme``, ``prefers-contrast``)
while the player chose none."""


def _colours(theme: str) -> dict[str, str]:
    base, suits = THEMES[theme]
    words = base.split()
    background = next(w.removeprefix("bg:") for w in words if w.startswith("bg:"))
    text = next(w for w in words if w.startswith("#"))
    found = {"--bg": background, "--fg": text}
    found.update({f"--suit-{family}": colour for family, colour in suits.items()})
    return found


def _rule(selector: str, colours: dict[str, str]) -> str:
    body = " ".join(f"{name}: {value};" for name, value in colours.items())
    return f"{selector} {{ {body} }}"


@cache
def themes_css() -> str:
    """The CSS of the page's themes (``data-theme`` on the root), with the system's choice
    while none is chosen."""
    rules = [_rule(":root", _colours(_AUTO["light"]))]
    rules += [_rule(f':root[data-theme="{name}"]', _colours(name)) for name in _AUTO.values()]
    auto = ':root:not([data-theme]), :root[data-theme="auto"]'
    rules.append(
        f"@media (prefers-color-scheme: dark) {{ {_rule(auto, _colours(_AUTO['dark']))} }}"
    )
    more = _rule(auto, _colours(_AUTO["dark-more"]))
    rules.append(f"@media (prefers-color-scheme: dark) and (prefers-contrast: more) {{ {more} }}")
    return "\n".join(rules) + "\n"


# --- the page's first words --------------------------------------------------------------------

HTML_TAG = '<html lang="en">'
"""The root element of ``static/index.html``, whose language :func:`fill_index` sets."""
STATUS_TAG = '<p id="status" role="status"></p>'
"""The page's status region in ``static/index.html``, which :func:`fill_index` fills."""

_ACCEPT_CHARS = 1024
_ACCEPT_ITEMS = 32
"""Of an ``Accept-Language`` header, only so many characters and languages are read: a
browser sends a few, and a huge header costs nothing more than a short one."""
_LANGUAGE_RANGE = re.compile(r"[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*")
_WEIGHT = re.compile(r"q=(0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)", re.IGNORECASE)


def accept_language(header: str) -> str | None:
    """The supported language an ``Accept-Language`` header ranks highest (its q-values; the
    first of equals), or ``None``. ``*`` stands for English; a language of weight 0 or with a
    malformed weight or name is skipped. Never raises; reads a bounded part of the header."""
    best: tuple[float, str] | None = None
    for item in header[:_ACCEPT_CHARS].split(",", _ACCEPT_ITEMS)[:_ACCEPT_ITEMS]:
        name, *parameters = item.split(";")
        name = name.strip()
        if not _LANGUAGE_RANGE.fullmatch(name):
            continue
        weight = 1.0
        for parameter in parameters:
            parameter = parameter.replace(" ", "").replace("\t", "")
            if parameter[:2].lower() == "q=":
                found = _WEIGHT.fullmatch(parameter)
                weight = float(found[1]) if found else 0.0
        language = DEFAULT_LANGUAGE if name == "*" else normalize_language(name)
        if weight > 0 and language is not None and (best is None or weight > best[0]):
            best = (weight, language)
    return None if best is None else best[1]


def page_language(request: Request) -> str:
    """The language of the page's first words: the address's ``?lang=`` (``audiogame web``
    opens the page so), else the browser's (``Accept-Language``), else English."""
    query = request.path.partition("?")[2].partition("#")[0]
    for part in query.split("&", 16)[:16]:
        key, _, value = part.partition("=")
        if key == "lang":
            chosen = normalize_language(urllib.parse.unquote(value[:64]))
            if chosen is not None:
                return chosen
    header = ",".join(request.headers.get_all("Accept-Language")[:4])
    return accept_language(header) or DEFAULT_LANGUAGE


def fill_index(template: str, language: str, words: Mapping[str, Mapping[str, str]]) -> str:
    """``index.html`` in ``language``: its root's ``lang``, and its status region saying
    ``web-connecting`` in it, with the words of every language (``words``: language, then
    message id to text) in ``data-<language>-<id>`` attributes for the page's script (a player
    who chose another language on the page hears that one), all escaped as HTML."""
    attributes = "".join(
        f' data-{lang}-{name}="{html.escape(text, quote=True)}"'
        for lang, texts in words.items()
        for name, text in texts.items()
    )
    connecting = html.escape(words.get(language, {}).get("web-connecting", ""), quote=False)
    status = STATUS_TAG.replace("></p>", f"{attributes}>{connecting}</p>")
    root = HTML_TAG.replace('"en"', f'"{html.escape(language, quote=True)}"')
    return template.replace(HTML_TAG, root, 1).replace(STATUS_TAG, status, 1)


def index_html(language: str) -> bytes:
    """``static/index.html`` with its first words (:data:`~audiogame.web.labels.EARLY_LABELS`,
    from ``locales/*/web.ftl``, in every language) shown in ``language``: one of
    :data:`~audiogame.i18n.LANGUAGES`, another is English. Made once per language."""
    return _index_html(language if language in LANGUAGES else DEFAULT_LANGUAGE)


@cache
def _index_html(language: str) -> bytes:
    words = {}
    for lang in LANGUAGES:
        tr = Translator(lang)
        words[lang] = {name: str(tr.t(name)) for name in EARLY_LABELS}
    return fill_index(_file("index.html").decode("utf-8"), language, words).encode("utf-8")


@cache
def _file(name: str) -> bytes:
    if name == THEMES_CSS:
        return themes_css().encode("utf-8")
    return resources.files("audiogame.web").joinpath("static", name).read_bytes()


def _response(status: http.HTTPStatus, body: bytes, kind: str, extra: dict[str, str]) -> Response:
    headers = Headers(
        [
            ("Date", email.utils.formatdate(usegmt=True)),
            ("Connection", "close"),
            ("Content-Length", str(len(body))),
            ("Content-Type", kind),
            ("Content-Security-Policy", CSP),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
            ("Cache-Control", "no-cache"),
            *extra.items(),
        ]
    )
    return Response(status.value, status.phrase, headers, body)


def _plain(status: http.HTTPStatus, extra: dict[str, str] | None = None) -> Response:
    return _response(
        status, f"{status.phrase}\n".encode(), "text/plain; charset=utf-8", extra or {}
    )


class Pages:
    """Answers the plain HTTP requests (see the module docstring). ``address_of`` tells whose a
    connection is, for the bounds."""

    def __init__(self, limits: Limits, address_of: Callable[[ServerConnection], str]) -> None:
        self.limits = limits
        self.address_of = address_of
        self._buckets: dict[str, Bucket] = {}
        self._sweep_at = SWEEP_AT

    def _allowed(self, address: str) -> bool:
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= self._sweep_at:  # twice those left: a sweep is rare
                full = [a for a, b in self._buckets.items() if b.refill() >= b.burst]
                for gone in full:
                    del self._buckets[gone]
                self._sweep_at = max(SWEEP_AT, 2 * len(self._buckets))
            bucket = Bucket(self.limits.page_rate, self.limits.page_burst)
            self._buckets[address] = bucket
        return bucket.take()

    def respond(self, connection: ServerConnection, request: Request) -> Response | None:
        """A file, a redirection, or ``None`` for a websocket upgrade (the game's)."""
        # every Upgrade header is read: ``get`` raises on a repeated one (a hostile request)
        if any(v.lower() == "websocket" for v in request.headers.get_all("Upgrade")):
            return None
        if not self._allowed(self.address_of(connection)):
            return _plain(http.HTTPStatus.TOO_MANY_REQUESTS, {"Retry-After": "1"})
        if request.method not in ("GET", "HEAD"):
            return _plain(http.HTTPStatus.METHOD_NOT_ALLOWED, {"Allow": ALLOW})
        response = self._get(request)
        if request.method == "HEAD":  # the headers of a GET, its length included; no body
            return dataclasses.replace(response, body=b"")
        return response

    def _get(self, request: Request) -> Response:
        path = request.path.split("?", 1)[0].split("#", 1)[0]
        name = path.rpartition("/")[2]
        if name == "favicon.ico":  # asked for by browsers; the page has none
            return _response(http.HTTPStatus.NO_CONTENT, b"", "image/x-icon", {})
        if not name:
            name = "index.html"
        elif name not in FILES and name != THEMES_CSS:
            if path != f"/{name}" or not _FOLDER.fullmatch(name):
                return _plain(http.HTTPStatus.NOT_FOUND)
            # ``/audiogame`` behind a proxy: the page's files are found from ``/audiogame/``
            # (a relative address: never another site's)
            return _plain(http.HTTPStatus.MOVED_PERMANENTLY, {"Location": f"{name}/"})
        kind = FILES.get(name, "text/css; charset=utf-8")
        extra: dict[str, str] = {}
        try:
            if name == "index.html":
                body = index_html(page_language(request))
                extra["Vary"] = "Accept-Language"  # a cache keeps one page per language
            else:
                body = _file(name)
        except OSError:
            log.exception("the page's file %s cannot be read", name)
            return _plain(http.HTTPStatus.INTERNAL_SERVER_ERROR)
        return _response(http.HTTPStatus.OK, body, kind, extra)
