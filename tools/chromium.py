"""Debian's Chromium, headless, driven by Playwright (from PyPI) with the system's browser:
``playwright install`` cannot download here. Used by the web table's tests and benchmark."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

__all__ = ["ARGS", "CHROMIUM", "chromium"]

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Chromium's flags: without the background-networking ones its connections are refused here;
``--no-sandbox``: the tests may run as root."""


@contextlib.contextmanager
def chromium() -> Iterator[Browser]:
    """A headless Chromium with a fresh profile, closed at the end."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=ARGS
        )
        try:
            yield browser
        finally:
            browser.close()
