"""Both back ends for the store contract suite: a SQLite file in a temp folder, and a
fresh database on a real PostgreSQL server the test run starts itself
(:mod:`tests.pg_server`; never skipped for want of one: without PostgreSQL installed the
PostgreSQL cases fail and say how to install it).

Every PostgreSQL case has ``postgres`` in its id, so ``python -m pytest -k postgres`` runs
them alone."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterator

import pytest

from bot.app.store_api import Database
from tests.pg_server import Server, running_server

BACKENDS = ("sqlite", "postgres")
_names = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    """One PostgreSQL server for the whole run, stopped at its end."""
    with running_server() as server:
        yield server


async def fresh_database(server: Server) -> str:
    """A new, empty database on ``server``: its URL."""
    import asyncpg

    name = f"contract_{next(_names)}"
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"CREATE DATABASE {name}")
    finally:
        await admin.close()
    return server.url(name)


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
