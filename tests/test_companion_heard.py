"""The companion in a real terminal (pty, read back through a terminal emulator): in terminal
mode every message is printed once and heard once, typed keys included (nothing typed is
printed back), in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_helpers import write_settings
from heard import HeardRun, extra_hearings, unheard

from audiogame.i18n import Translator


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_companion_is_heard_once_in_terminal_mode(tmp_path: Path, lang: str) -> None:
    write_settings(tmp_path, language=lang, output="terminal")
    tr = Translator(lang)
    with HeardRun(tmp_path, ["companion", "--output", "terminal", "--no-sound"]) as run:
        run.start(tr.t("companion-setup-title"))
        run.press("end")
        run.press("enter")
        for line in ["b+5", "b-3", "x", "0"]:
            run.press(line, expect=False)
            run.press("enter")
        for key in ["\x1bt", "ctrl-z", "\x1bs", "\x1bp", "down", "down", "enter", "\x1bl"]:
            run.press(key)
        assert run.quit() == 0
    said, heard = run.said(), run.heard()
    assert said[0] == tr.t("output-auto-chose", mode="terminal")
    assert not extra_hearings(said, heard), extra_hearings(said, heard).most_common(10)
    assert not unheard(said, heard), unheard(said, heard).most_common(10)
    assert any(tr.t("companion-error-unknown", text="x") == s for s in said)
    assert "b+5" not in " ".join(heard)  # the screen reader echoes typing, never the program
