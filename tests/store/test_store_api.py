"""Both stores implement every protocol of :mod:`bot.app.store_api` with the same
signatures, and the SQLite default never imports asyncpg."""

from __future__ import annotations

import inspect
import subprocess
import sys
from pathlib import Path

import pytest

from bot.app import store_api
from bot.app.pg_store import PgStore
from bot.app.store import Store

ROOT = Path(__file__).resolve().parents[2]
METHODS = sorted(name for name in dir(store_api.Database) if not name.startswith("_"))


@pytest.mark.parametrize("name", METHODS)
def test_both_stores_have_the_protocols_signature(name):
    wanted = inspect.signature(getattr(store_api.Database, name))
    for store in (Store, PgStore):
        found = inspect.signature(getattr(store, name))
        assert list(found.parameters) == list(wanted.parameters), (store, name)
        assert [p.default for p in found.parameters.values()] == [
            p.default for p in wanted.parameters.values()], (store, name)


def test_every_public_store_method_is_in_a_protocol():
    public = {name for name, _ in inspect.getmembers(Store, inspect.iscoroutinefunction)
              if not name.startswith("_")} - {"open", "transaction"}
    assert public <= set(METHODS)
    assert {"read_snapshot", "backup", "close"} <= set(METHODS)


def test_the_sqlite_default_never_imports_asyncpg(tmp_path):
    script = (
        "import asyncio, sys\n"
        "from bot.app.stores import open_store\n"
        "import bot.discord_app.client\n"
        f"store = asyncio.run(open_store('sqlite:///{tmp_path / 'x.sqlite3'}'))\n"
        "asyncio.run(store.close())\n"
        "print('asyncpg' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.stdout.strip() == "False", done.stderr
