"""``python -m bot check`` and ``backup`` on PostgreSQL (``DATABASE_URL``): the check
replays every game of one consistent snapshot, the backup is pg_dump's, or one sentence
saying it is not installed."""

from __future__ import annotations

import asyncio
import subprocess

import asyncpg

from bot.app.stores import open_store
from bot.app.tables import Tables
from tests.app.conftest import ANN, BEN, started_game
from tests.app.test_cli import run_bot
from tests.pg_server import fresh_database


async def _database_with_a_game(pg_server) -> str:
    url = await fresh_database(pg_server)
    store = await open_store(url)
    try:
        tables = Tables(store)
        game = await started_game(tables, ANN, BEN)
        await tables.play(game.id, ANN, "take W U G")
    finally:
        await store.close()
    return url


async def _corrupt(url: str) -> None:
    connection = await asyncpg.connect(url)
    try:
        await connection.execute("UPDATE moves SET notation = 'take W U R'")
    finally:
        await connection.close()


def test_check_and_backup_on_postgres(pg_server, tmp_path):
    # synchronous: the commands run as processes, as a user runs them
    url = asyncio.run(_database_with_a_game(pg_server))
    env = {"DATABASE_URL": url, "CWD": str(tmp_path)}
    done = run_bot("check", env=dict(env))
    assert done.returncode == 0, done.stderr
    assert "checked 1 games: 0 inconsistent" in done.stdout
    copy = tmp_path / "games.dump"
    done = run_bot("backup", str(copy), env=dict(env))
    assert done.returncode == 0, done.stderr
    assert copy.stat().st_size > 0 and "backed up postgresql://" in done.stdout
    # the dump restores into an empty database, which checks the same
    restored = asyncio.run(fresh_database(pg_server))
    subprocess.run(["pg_restore", "--no-owner", f"--dbname={restored}", str(copy)],
                   check=True, capture_output=True)
    done = run_bot("check", env={"DATABASE_URL": restored, "CWD": str(tmp_path)})
    assert "checked 1 games: 0 inconsistent" in done.stdout, done.stderr

    asyncio.run(_corrupt(url))
    done = run_bot("check", env=dict(env))
    assert done.returncode == 1
    assert "game #1" in done.stdout and "1 inconsistent" in done.stdout


def test_backup_on_postgres_without_pg_dump_says_so_in_one_sentence(pg_server, tmp_path):
    url = asyncio.run(fresh_database(pg_server))
    done = run_bot("backup", str(tmp_path / "x.dump"),
                   env={"DATABASE_URL": url, "CWD": str(tmp_path), "PATH": str(tmp_path)})
    assert done.returncode == 1 and not (tmp_path / "x.dump").exists()
    assert done.stderr.strip().startswith("pg_dump is not on PATH")
    assert done.stderr.strip().count("\n") == 0
