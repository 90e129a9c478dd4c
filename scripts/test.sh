#!/bin/sh
# Set up (once) and run every check: lint, format, types, the whole test suite.
# Usage: sh scripts/test.sh [extra pytest arguments]
set -eu
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
echo "== ruff check"; .venv/bin/ruff check .
echo "== ruff format"; .venv/bin/ruff format --check .
echo "== mypy"; .venv/bin/mypy
echo "== mypy (Windows)"; .venv/bin/mypy --platform win32
echo "== mypy (macOS)"; .venv/bin/mypy --platform darwin
echo "== pytest"; .venv/bin/python -m pytest -n 2 "$@"
