"""Opening the store a ``DATABASE_URL`` names: the SQLite file (the default, nothing else
to install or run) or a PostgreSQL server (asyncpg, imported only then)."""

from __future__ import annotations

from bot.app.store_api import Database
from bot.config import POSTGRES_PREFIXES, SQLITE_PREFIX


def is_postgres(url: str) -> bool:
    return url.startswith(POSTGRES_PREFIXES)


async def open_store(url: str) -> Database:
    """The store behind ``url`` (``sqlite:///bot.sqlite3``, ``postgresql://…``), its
    schema migrated."""
    if is_postgres(url):
        from bot.app.pg_store import PgStore

        return await PgStore.open(url)
    if not url.startswith(SQLITE_PREFIX):
        raise ValueError(f"not a database URL: {url.split(':', 1)[0]}:…")
    from bot.app.store import Store

    return await Store.open(url[len(SQLITE_PREFIX):])
