"""A real browser for the web table's tests and benchmark: Debian's Chromium, headless, driven by
Playwright from PyPI with the system's browser (``playwright install`` cannot download here), a
fresh profile for each launch; keyboard helpers (focus moved by Tab only, selects changed by
arrows); the accessibility tree through the DevTools protocol; axe-core (installed from npm into
``tests/web/node_modules`` by ``.ci/run``, pinned by its lock file) for WCAG 2.2 A and AA.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from suite import patient

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / "tests" / "web" / "node_modules" / "axe-core" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
KEYS = {
    "left": "ArrowLeft",
    "right": "ArrowRight",
    "up": "ArrowUp",
    "down": "ArrowDown",
    "home": "Home",
    "end": "End",
    "enter": "Enter",
    "space": " ",
    "backspace": "Backspace",
}
"""The table's key names as Playwright presses them (a letter is itself)."""
LOG = "#log span[lang]"
"""The page's log messages (each a span with its language, in the paragraph of its update)."""
ANSWERS = "#answers span[lang]"
"""The page's answers to keys."""
ANSWERED = f"() => document.querySelectorAll('{ANSWERS}').length > 0"
"""Whether the page has answered a key."""
FOCUS_SHOWN = "() => !document.getElementById('hand').dataset.held"
"""Whether the hand shows the table's focus (no move waits for the messages said before it)."""


def missing() -> str | None:
    """Why the browser cannot run here, or ``None``."""
    if not Path("/usr/bin/chromium").exists():
        return "no /usr/bin/chromium (apt-get install chromium chromium-driver)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "no playwright (pip install -e '.[test]')"
    return None


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """A headless Chromium (a Playwright ``Browser``), closed at the end."""
    from tools.chromium import chromium as launch

    with launch() as browser:
        yield browser


def wait(page: Any, predicate: str, arg: Any = None, timeout: float = 30.0) -> None:
    """Wait until the JavaScript function ``predicate(arg)`` is true on ``page``, asking again
    and again (Playwright's own waiting evaluates a string, which the page's policy forbids);
    ``timeout``: see :func:`suite.patient`."""
    end = time.monotonic() + patient(timeout)
    while not page.evaluate(predicate, arg):
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {predicate} ({arg!r})")
        time.sleep(0.005)


def press(page: Any, name: str) -> None:
    """Press the table's key ``name`` on ``page``'s keyboard."""
    page.keyboard.press(KEYS.get(name, name))


def focused_id(page: Any) -> str:
    return str(page.evaluate("document.activeElement ? document.activeElement.id : ''"))


def wait_focused(page: Any, element_id: str) -> None:
    """Wait until ``element_id`` has the focus (a new screen's first focus waits until the
    messages that came with it are in the live regions)."""
    wait(
        page,
        "id => document.activeElement !== null && document.activeElement.id === id",
        element_id,
    )


def tab_to(page: Any, element_id: str, limit: int = 40) -> None:
    """Move the focus to ``element_id`` with Tab (or Shift+Tab, for what comes before), as a
    player would."""
    for key in ("Tab", "Shift+Tab"):
        for _ in range(limit):
            if focused_id(page) == element_id:
                return
            page.keyboard.press(key)
    raise AssertionError(f"Tab never reached #{element_id} (at #{focused_id(page)})")


def choose(page: Any, element_id: str, value: str) -> None:
    """Tab to a select and change it with the arrow keys until it holds ``value``."""
    tab_to(page, element_id)
    page.keyboard.press("Home")
    for _ in range(20):
        if page.eval_on_selector(f"#{element_id}", "e => e.value") == value:
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"#{element_id} has no value {value!r}")


def check(page: Any, element_id: str, on: bool) -> None:
    """Tab to a checkbox and set it with Space."""
    tab_to(page, element_id)
    if page.eval_on_selector(f"#{element_id}", "e => e.checked") != on:
        page.keyboard.press(" ")


def texts(page: Any, selector: str) -> list[str]:
    return list(page.eval_on_selector_all(selector, "nodes => nodes.map(n => n.textContent)"))


def active_option(page: Any) -> str | None:
    """The name of the hand's active option (what a screen reader says of the focus)."""
    return page.evaluate(  # type: ignore[no-any-return]
        """() => {
            const id = document.getElementById('hand').getAttribute('aria-activedescendant');
            const option = id && document.getElementById(id);
            return option ? option.querySelector('.name').textContent : null;
        }"""
    )


def ax_tree(page: Any) -> list[dict[str, Any]]:
    """Chromium's accessibility tree of ``page`` (DevTools protocol)."""
    session = page.context.new_cdp_session(page)
    try:
        nodes: list[dict[str, Any]] = session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()
    return nodes


def role(node: dict[str, Any]) -> str:
    return str(node.get("role", {}).get("value", ""))


def name(node: dict[str, Any]) -> str:
    return str(node.get("name", {}).get("value", ""))


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's WCAG 2.2 A and AA violations on ``page`` as it is now."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
    found = page.evaluate(
        "tags => axe.run(document, {runOnly: {type: 'tag', values: tags}})"
        ".then(r => JSON.stringify(r.violations))",
        WCAG,
    )
    violations: list[dict[str, Any]] = json.loads(found)
    return violations


def summary(violations: list[dict[str, Any]]) -> list[str]:
    """One line per violation and element, to read in a failure."""
    return [
        f"{v['id']}: {node['target']} {node.get('failureSummary', '')[:160]}"
        for v in violations
        for node in v["nodes"]
    ]
