"""``python -m bot``: check, backup, the console fallback and configuration errors."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from bot.app.store import Store
from bot.app.tables import Tables
from tests.app.conftest import ANN, BEN, started_game

ROOT = Path(__file__).resolve().parents[2]


def run_bot(*args: str, env: dict[str, str], stdin: str = "") -> subprocess.CompletedProcess:
    # Run from a scratch folder (so no .env of the developer's is read), importing the
    # project through PYTHONPATH.
    clean = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN",)}
    cwd = env.pop("CWD", str(ROOT))
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=cwd,
                          env={**clean, "PYTHONPATH": str(ROOT), **env}, input=stdin,
                          capture_output=True, text=True, timeout=120)


def make_database(path: Path) -> None:
    async def build():
        store = await Store.open(path)
        tables = Tables(store)
        game = await started_game(tables, ANN, BEN)
        await tables.play(game.id, ANN, "take W U G")
        await store.close()

    asyncio.run(build())


def test_check_and_backup(tmp_path):
    database = tmp_path / "games.sqlite3"
    make_database(database)
    env = {"DATABASE_PATH": str(database), "CWD": str(tmp_path)}
    done = run_bot("check", env=dict(env))
    assert done.returncode == 0, done.stderr
    assert "checked 1 games: 0 inconsistent" in done.stdout
    copy = tmp_path / "copy.sqlite3"
    done = run_bot("backup", str(copy), env=dict(env))
    assert done.returncode == 0 and copy.exists()
    done = run_bot("check", env={"DATABASE_PATH": str(copy), "CWD": str(tmp_path)})
    assert "0 inconsistent" in done.stdout


def test_check_reports_a_corrupted_game(tmp_path):
    import sqlite3

    database = tmp_path / "games.sqlite3"
    make_database(database)
    with sqlite3.connect(database) as db:
        db.execute("UPDATE moves SET notation = 'take W U R'")
    done = run_bot("check", env={"DATABASE_PATH": str(database), "CWD": str(tmp_path)})
    assert done.returncode == 1
    assert "game #1" in done.stdout and "1 inconsistent" in done.stdout


def test_without_a_token_the_console_starts(tmp_path):
    done = run_bot(env={"DATABASE_PATH": str(tmp_path / "c.sqlite3"), "CWD": str(tmp_path)},
                   stdin="alice: /game new game:splendor\nquit\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("DISCORD_TOKEN is not set")
    assert "table open" in done.stdout


def test_a_malformed_setting_stops_with_one_sentence(tmp_path):
    done = run_bot("check", env={"LOG_LEVEL": "chatty", "CWD": str(tmp_path)})
    assert done.returncode == 2
    assert done.stderr.strip().startswith("Configuration error: LOG_LEVEL")
    assert done.stderr.strip().count("\n") == 0


def test_sync_without_a_token_explains(tmp_path):
    done = run_bot("sync", env={"CWD": str(tmp_path)})
    assert done.returncode == 2 and "DISCORD_TOKEN is not set" in done.stderr
