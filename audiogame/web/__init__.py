"""The web table: the game in a browser, with the player's own screen reader.

The browser is a thin front end of the Python table (the design's "web table"): for each page the
server runs the terminal's online client and table on that seat's game frames
(:mod:`~audiogame.web.seat`), and sends the page messages and a view of the table
(:mod:`~audiogame.web.protocol`, :mod:`~audiogame.web.view`); the page sends keys and choices.
``audiogame serve`` serves the page on its websockets' port (:mod:`~audiogame.web.pages`);
``audiogame web`` opens a local server and the player's browser (:mod:`~audiogame.web.local`).
The page itself is plain HTML, CSS and JavaScript modules in ``static/``: no build step, no
sentence of its own (its words come from ``locales/*/web.ftl``), text placed as text only.

Importing the package plugs the web table into every game server started afterwards
(:func:`~audiogame.online.front_ends.register_front_end`): ``audiogame serve`` and ``audiogame
web`` import it; the server itself knows no front end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from audiogame.online.front_ends import register_front_end

if TYPE_CHECKING:
    from audiogame.online.front_ends import FrontEnd, ServerHost


def _web_front_end(host: ServerHost) -> FrontEnd:
    from audiogame.web.connection import WebFrontEnd  # the seat and its table: when needed

    return WebFrontEnd(host)


register_front_end("web", _web_front_end)
