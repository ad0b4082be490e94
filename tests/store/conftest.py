"""Both back ends for the store contract suite: a SQLite file in a temp folder, and a
fresh database on a real PostgreSQL server the test run starts itself (the session's
``pg_server`` of ``tests/conftest.py``; never skipped for want of one: without PostgreSQL
installed the PostgreSQL cases fail and say how to install it).

Every PostgreSQL case has ``postgres`` in its id, so ``python -m pytest -k postgres`` runs
them alone."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.app.store_api import Database
from tests.pg_server import fresh_database

BACKENDS = ("sqlite", "postgres")


@pytest.fixture
async def database_url(request: pytest.FixtureRequest, tmp_path) -> str:
    """The URL of an empty database of the case's back end."""
    if request.param == "postgres":
        return await fresh_database(request.getfixturevalue("pg_server"))
    return f"sqlite:///{tmp_path / 'contract.sqlite3'}"


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[Database]:
    from bot.app.stores import open_store

    store = await open_store(database_url)
    yield store
    await store.close()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "database_url" in metafunc.fixturenames:
        metafunc.parametrize("database_url", BACKENDS, indirect=True)
