"""The companion in a real terminal (pty, read back through a terminal emulator): in terminal
mode every message is printed once and heard once, in both languages; so is the echo of every
key typed into the entry line (a character, a sign by its name, what Backspace took back, the
line emptied by Escape), each on its own new line, never a redrawn one."""

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
            run.press(line)
            run.press("enter")
        for key in ["b", "?", "\x7f", " ", "stop"]:
            run.press(key)
        for key in ["\x1bt", "ctrl-z", "\x1bs", "\x1bp", "down", "down", "enter", "\x1bl"]:
            run.press(key)
        assert run.quit() == 0
    said, heard = run.said(), run.heard()
    assert said[0] == tr.t("output-auto-chose", mode="terminal")
    assert not extra_hearings(said, heard), extra_hearings(said, heard).most_common(10)
    assert not unheard(said, heard), unheard(said, heard).most_common(10)
    assert any(tr.t("companion-error-unknown", text="x") == s for s in said)
    assert "b+5" not in " ".join(heard)  # the line is never shown whole, nor redrawn
    plus = tr.t("edit-char", name="plus", char="+")
    first = heard.index("b")
    assert heard[first : first + 3] == ["b", plus, "5"]
    question = tr.t("edit-char", name="question", char="?")
    space = tr.t("edit-char", name="space", char=" ")
    tail = ["b", question, tr.t("edit-deleted", char=question), space, tr.t("edit-empty")]
    assert any(heard[i : i + len(tail)] == tail for i in range(len(heard))), heard[-8:]
