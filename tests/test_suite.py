"""The suite's own promises about how it runs."""

from __future__ import annotations

import pytest


@pytest.mark.xdist_group("orca")
def test_the_tests_of_one_group_run_on_one_worker(request: pytest.FixtureRequest) -> None:
    """``--dist loadgroup`` (``scripts/test.sh``) sends the tests of an ``xdist_group`` to one
    worker: the Orca tests, one desk at a time, hold one worker while the other runs the rest.
    pytest 9.2 broke it for pytest-xdist 3.8 (the group's mark did not reach the node's id): the
    Orca tests then ran on both workers, each waiting for the other's desk, and the full run
    took 40 minutes instead of 30."""
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("not distributed by group")
    assert request.node.nodeid.endswith("@orca"), request.node.nodeid
