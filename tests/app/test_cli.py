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


async def test_sync_opens_no_store_and_says_where(tmp_path):
    # Through the Discord double: the real cogs' tree is synced, nothing else starts.
    from bot.__main__ import prepare_for_sync, sync_tree
    from bot.config import Settings
    from bot.discord_app.client import GameBot
    from bot.double.double import DiscordDouble

    database = tmp_path / "never.sqlite3"
    bot = GameBot(Settings(database_path=database))
    prepare_for_sync(bot)
    double = DiscordDouble(bot)
    guild = double.add_guild("Dev")
    await double.start()
    try:
        assert not hasattr(bot, "store") and not bot.clock_loop.is_running()
        said = await sync_tree(bot, guild)
        assert said.startswith("synced ") and f"to guild {guild}" in said
        names = {c["name"] for c in double.world.synced_commands[guild]}
        assert {"game", "settings"} <= names
        said = await sync_tree(bot, guild, clear=True)
        assert said == f"cleared the guild copies of the commands in guild {guild}"
        assert double.world.synced_commands[guild] == []
        said = await sync_tree(bot, None)
        assert "globally" in said and double.world.synced_commands[None]
        double.assert_clean()
    finally:
        await double.close()
    assert not database.exists()


async def test_the_console_keeps_its_own_database_and_finds_its_games_again(tmp_path):
    import io

    from bot.config import Settings
    from bot.discord_app.console import run_console

    production = tmp_path / "bot.sqlite3"
    settings = Settings(database_path=production, board_dir=tmp_path / "boards")
    first = tmp_path / "one.txt"
    first.write_text("alice: /game new game:splendor\nbob: 1\nalice: 3\nquit\n")
    out = io.StringIO()
    assert await run_console(settings, script=str(first), out=out) == 0
    assert not production.exists()  # the console never touches the bot's database
    assert (tmp_path / "boards" / "console.sqlite3").exists()
    again = tmp_path / "two.txt"
    again.write_text("alice: /game play\nalice: /splendor take game:1 gems:?\nquit\n")
    out = io.StringIO()
    assert await run_console(settings, script=str(again), out=out) == 0
    text = out.getvalue()
    assert "1 game from earlier sessions is here again" in text
    assert "voice will NOT" not in text
    assert "W U G" in text or "take" in text  # the restored game answers autocomplete
    assert "There is no game" not in text
