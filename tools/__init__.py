"""Developer tools, outside the runtime wheel: benchmarks, the bot arena, the conformance checker.

Run from the repository root (``.venv/bin/python -m tools.bench`` ...); see the README's
"Measuring" section.
"""
