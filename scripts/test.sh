#!/bin/sh
# Set up (once) and run every check: lint, format, types and the test suite.
# Usage: sh scripts/test.sh [--full] [extra pytest arguments]
#   the quick run (default): every rule scenario, samples of the long checks (a few minutes);
#   --full: the long checks at their whole size, whole games in every mode, the installed wheel.
set -eu
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"
SUITE=""
if [ "${1:-}" = "--full" ]; then
  SUITE="--full"
  shift
fi
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
echo "== ruff check"; .venv/bin/ruff check .
echo "== ruff format"; .venv/bin/ruff format --check .
echo "== mypy"; .venv/bin/mypy
echo "== mypy (Windows)"; .venv/bin/mypy --platform win32
echo "== mypy (macOS)"; .venv/bin/mypy --platform darwin
# The full run's Orca tests hold a worker of their own that mostly waits for speech: a third one.
WORKERS=2
if [ -n "$SUITE" ]; then WORKERS=3; fi
echo "== pytest${SUITE:+ (full)}"
.venv/bin/python -m pytest -n "$WORKERS" --dist loadgroup --durations=25 $SUITE "$@"
