"""The two runs of one suite: the quick run (``pytest``, ``sh scripts/test.sh``) and the full run
(``pytest --full``, ``sh scripts/test.sh --full``, CI).

Long checks take their sizes from :func:`size`: a meaningful sample in the quick run, the whole
count in the full run. Tests that only the full run needs (whole games heard in every mode, the
installed wheel, the browser) are marked ``@pytest.mark.slow``; the quick run deselects them.
``tests/conftest.py`` sets :data:`FULL` from the ``--full`` option (or ``AUDIOGAME_FULL_SUITE=1``)
before any test module is imported, in every xdist worker.
"""

from __future__ import annotations

import os

import pytest

FULL: bool = os.environ.get("AUDIOGAME_FULL_SUITE") == "1"
"""This run is the full one."""


PATIENCE = 4.0
"""How much longer than on an idle machine a wait may take before a test calls it a hang. A
test's timeout is a hang detector, never a speed check (the benchmarks measure speed): it is
written for an idle 2-core machine and multiplied by this, because a run at load 10-14 on 2
cores was 3-5 times slower and failed waits that pass alone. A wait that succeeds ends at once,
so the factor costs time only when something is really stuck."""


def patient(seconds: float) -> float:
    """``seconds`` (an idle machine's generous bound) sized for a loaded machine."""
    return seconds * PATIENCE


def size(quick: int, full: int) -> int:
    """The count a long check uses in this run."""
    return full if FULL else quick


def game_configs() -> list[tuple[str, int]]:
    """Every game of the engine's registry with every player count it takes, for the checks
    that serve every game (a game registered later, by a test's fixture, is not among them)."""
    from engine.registry import configurations

    return configurations()


def failed(request: pytest.FixtureRequest) -> bool:
    """True when the test of ``request`` failed (in its fixtures' teardown; ``conftest.py`` keeps
    each phase's report on its test)."""
    report = getattr(request.node, "rep_call", None)
    return report is not None and bool(report.failed)
