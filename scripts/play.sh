#!/bin/sh
# Set up (once) and start the game. Any arguments go to the `audiogame` command.
# Says what it does while it sets up, in both languages (the game's language is not known yet).
set -eu
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"
STAMP=.venv/.installed
if [ ! -x .venv/bin/python ]; then
  echo "Setting up the game, once: about a minute. Installation du jeu, une seule fois : environ une minute."
  "$PY" -m venv .venv
fi
if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
  echo "Installing what the game needs. Installation de ce dont le jeu a besoin."
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
  touch "$STAMP"
  echo "Ready. Prêt."
fi
exec .venv/bin/audiogame "$@"
