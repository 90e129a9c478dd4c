"""The page's words: the Fluent messages the page shows, sent by the server in the player's
language (the page holds no sentence of its own). The HTML names each with a ``data-label``
attribute; ``tests/test_web_page.py`` checks that every id the page uses is here and that each
exists in every language. A few of them are written into the page itself
(:data:`EARLY_LABELS`), for a page whose socket is refused."""

from __future__ import annotations

__all__ = ["EARLY_LABELS", "PAGE_LABELS", "THEMES"]

THEMES = ("auto", "yellow", "white", "paper")
"""The page's colours: the system's choice (light or dark, more contrast), or one of the large
view's themes."""

PAGE_LABELS = (
    "app-title",
    "settings-language",
    "settings-verbosity",
    "settings-hints",
    "online-lobby-none",
    "web-settings",
    "web-theme-label",
    "web-voice",
    "web-name",
    "web-new",
    "web-game",
    "web-computers",
    "web-level",
    "web-practice",
    "web-listed",
    "web-start",
    "web-join-title",
    "web-code",
    "web-join",
    "web-lobby",
    "web-lobby-look",
    "web-link",
    "web-seats",
    "web-spell-code",
    "web-choices",
    "web-facts",
    "web-table",
    "web-messages",
    "web-answers",
    "web-chat",
    "web-chat-send",
    "web-nudge",
    "web-leave",
    "web-back",
    "web-keys",
    "web-connection-lost",
    "web-connecting",
    "web-server-busy",
    "web-unreachable",
    "web-no-connection",
    "web-kept-unsent",
    "web-elsewhere",
    "web-take-back",
    "web-review-back",
    "web-finished",
)
"""Every message id the page shows as it is (no argument)."""

EARLY_LABELS = ("web-connecting", "web-server-busy", "web-unreachable")
"""The words the page needs before its socket is connected (its connection status): the server
writes them into ``index.html`` itself, in every language, the page showing the request's
(:func:`audiogame.web.pages.index_html`), since the other words come over the socket."""
