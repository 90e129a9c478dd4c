"""The command line answers --version and --help, and refuses bad flags in one plain line."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from audiogame import __version__
from audiogame.cli import main


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"audiogame {__version__}"


def test_help_lists_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for flag in ("--lang", "--output", "--game", "--players", "--level", "--seed", "--practice"):
        assert flag in out


@pytest.mark.parametrize("argv", [["--lang", "de"], ["--bogus"], ["--players", "many"]])
def test_bad_flag_is_one_clear_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("audiogame: ")
    assert "Traceback" not in captured.err


def test_help_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--lang", "fr", "--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage")
    assert "Fearless et Le Renard des Bois, joués à l'oreille et au clavier." in out
    assert "afficher cette aide et quitter" in out
    assert "langue de la parole et du texte" in out
    assert "show this help" not in out and "positional arguments" not in out


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--lang", "fr", "--players", "7"], "audiogame: Fearless se joue de 3 à 5 joueurs."),
        (["--lang=fr", "--players", "many"], "audiogame: Fearless se joue de 3 à 5 joueurs."),
        (
            ["--lang", "fr", "--bogus"],
            "audiogame: Option inconnue : --bogus. Essayez : audiogame --help",
        ),
        (
            ["--output", "zz", "--lang", "fr"],
            "audiogame: --output n'accepte pas zz. "
            "Choix possibles : auto, screenreader, tts ou terminal.",
        ),
        (["--lang", "en", "--players", "7"], "audiogame: Fearless is for 3 to 5 players."),
        (
            ["--lang", "fr", "rules", "extra"],
            "audiogame: Argument inattendu : extra. Essayez : audiogame --help",
        ),
        (
            ["--lang", "fr", "online", "nowhere:x"],
            "audiogame: nowhere:x n'est pas une adresse de serveur. Exemple : ws://hôte:8765",
        ),
        (
            ["--lang", "en", "online", "nowhere:x"],
            "audiogame: nowhere:x is no server address. For example: ws://host:8765",
        ),
        (
            ["--lang", "fr", "serve", "--lease", "-2"],
            "audiogame: --lease n'accepte pas -2 : il attend un nombre de secondes "
            "de 0,5 à 3600, par exemple 4",
        ),
        (
            ["--lang", "en", "serve", "--lease=soon"],
            "audiogame: --lease does not accept soon: it takes a number of seconds "
            "from 0.5 to 3600, for example 4",
        ),
        (
            ["--lang", "fr", "serve", "--node", "a b"],
            "audiogame: --node n'accepte pas a b : il attend un nom court de lettres, "
            "de chiffres, - et _, par exemple a1",
        ),
    ],
)
def test_bad_flags_are_refused_in_the_chosen_language(
    argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.replace("\u00a0", " ") == expected + "\n"


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ["--lang", "fr", "serve", "--node", "a1"],
            "audiogame: --node nomme l'un des processus serveurs qui partagent une base de "
            "données : donnez la base avec --store postgresql://…",
        ),
        (
            ["--lang", "en", "serve", "--keyfile", "k.pem"],
            "audiogame: --keyfile needs its certificate: give it with --certfile FILE",
        ),
        (
            ["--lang", "fr", "serve", "--keyfile", "k.pem"],
            "audiogame: --keyfile a besoin de son certificat : donnez-le avec --certfile FICHIER",
        ),
    ],
)
def test_serve_refuses_options_that_need_another_in_the_chosen_language(
    argv: list[str],
    expected: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Nothing starts; the line says which option is missing, in the player's language."""
    monkeypatch.setenv("AUDIOGAME_HOME", str(tmp_path))
    assert main(argv) == 2
    assert capsys.readouterr().err.replace("\u00a0", " ") == expected + "\n"


@pytest.mark.parametrize(
    ("lang", "stopped"),
    [("en", "Server stopped; tables kept."), ("fr", "Serveur arrêté ; tables conservées.")],
)
def test_serve_breaks_its_notice_at_spaces_and_says_when_control_c_stops_it(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    lang: str,
    stopped: str,
) -> None:
    """Issue 34, item 14: the terminal cut the notice mid-word; Control+C stopped it silently."""
    import audiogame.online.server
    import audiogame.speech.base

    async def serve_forever(config: object, ready: Callable[[int], None]) -> None:
        ready(8765)
        raise KeyboardInterrupt

    monkeypatch.setattr(audiogame.online.server, "serve_forever", serve_forever)
    monkeypatch.setattr(audiogame.speech.base, "console_width", lambda: 40)
    argv = ["serve", "--lang", lang, "--host", "0.0.0.0", "--data", str(tmp_path / "d")]
    assert main(argv) == 0
    out = capsys.readouterr().out
    rows = out.splitlines()
    assert rows[-1] == f"audiogame: {stopped}"
    assert rows[0] == "audiogame: serving on ws://0.0.0.0:8765"  # whole: programs read it
    notice = rows[1:-1]
    assert len(notice) > 4 and all(len(row) <= 38 for row in notice if " " in row), notice
    assert not any(row.startswith((":", ";")) for row in notice)  # no break before a sign
