"""Settings for the whole suite, and the PostgreSQL server of the tests that need one."""

import os
from collections.abc import Iterator

import pytest

from bot.app import players
from bot.i18n import STRICT_ENV
from tests.pg_server import Server, running_server

# A message the catalogues cannot say fails the test that sent it, instead of reaching a
# player as its id (production logs it and falls back to English).
os.environ[STRICT_ENV] = "1"


# The expert computer player thinks a few search iterations a turn in tests (a budget in
# iterations: the same seed gives the same move), so every generic test that plays each
# level stays quick; tests of the expert itself name their budget.
players.DEFAULT_BUDGET = players.Budget.iterations(10)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    """A real PostgreSQL server (``tests/pg_server.py``), started by the first test that
    needs it and stopped at the end of the run; none is ever skipped for want of one."""
    with running_server() as server:
        yield server
