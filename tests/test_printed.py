"""Printing above the running interface (:mod:`audiogame.ui.printed`) keeps the terminal in raw
mode: a key pressed while a message is written is not echoed by the terminal (a ``^[[B`` at the
end of the message, read by the screen reader), it is read as a key."""

from __future__ import annotations

import asyncio
import os
import pty
import termios

import pytest
from prompt_toolkit.application import Application
from prompt_toolkit.input import create_input
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.layout import Layout
from prompt_toolkit.layout.containers import Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output.vt100 import Vt100_Output
from suite import patient

from audiogame.ui.printed import PrintedAbove


def test_a_message_is_written_with_the_terminal_in_raw_mode_and_a_key_meanwhile_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    master, slave = pty.openpty()
    echoes: list[bool] = []
    keys: list[str] = []
    bindings = KeyBindings()

    @bindings.add("down")
    def _down(event: object) -> None:
        keys.append("down")

    with os.fdopen(os.dup(slave), "r") as stdin, os.fdopen(os.dup(slave), "w") as stdout:
        output = Vt100_Output.from_pty(stdout, term="xterm")
        output.enable_cpr = False
        real_write = output.write_raw

        def write(text: str) -> None:
            if "message." in text:  # a printed message, not the interface's drawing
                echoes.append(bool(termios.tcgetattr(slave)[3] & termios.ECHO))
                os.write(master, b"\x1b[B")  # Down, pressed while the message is written
            real_write(text)

        monkeypatch.setattr(output, "write_raw", write)
        inp = create_input(stdin)
        # the default session, as the program's: the writer finds the app there
        app: Application[None] = Application(
            layout=Layout(Window(FormattedTextControl("Table"), height=1)),
            key_bindings=bindings,
            input=inp,
            output=output,
        )

        async def main() -> None:
            task = asyncio.ensure_future(app.run_async())
            loop = asyncio.get_running_loop()
            deadline = loop.time() + patient(10)
            while not app.is_running:
                await asyncio.sleep(0.005)
            with PrintedAbove(gap=0.0, output=output) as printed:
                for count, line in enumerate(("First message.\n", "Second message.\n"), 1):
                    printed.write(line)
                    while len(echoes) < count or len(keys) < count:
                        assert loop.time() < deadline, (echoes, keys)
                        await asyncio.sleep(0.005)
            app.exit()
            await task

        asyncio.run(main())
    screen = b""
    os.set_blocking(master, False)
    try:
        while chunk := os.read(master, 65536):
            screen += chunk
    except OSError:
        pass
    os.close(master)
    os.close(slave)
    assert echoes == [False, False], "the terminal echoed keys while a message was written"
    assert keys == ["down", "down"]
    assert b"^[" not in screen and b"First message." in screen
