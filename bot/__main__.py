"""``python -m bot [run | console | check | backup PATH | sync [--guild ID | --global]]``.

Without a subcommand: the bot on Discord when ``DISCORD_TOKEN`` is set, otherwise the
local console on the Discord double.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from typing import Any

from bot.config import ConfigError, Settings, load_settings

log = logging.getLogger("bot")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="connect to Discord (needs DISCORD_TOKEN)")
    console = sub.add_parser("console", help="play locally on the Discord double")
    console.add_argument("--script", help="read console lines from this file, then stop")
    console.add_argument("--database", help="play on a copy of this database (default: the "
                                            "console's own, in BOARD_DIR)")
    sub.add_parser("check", help="replay every stored game and report any inconsistency")
    backup = sub.add_parser("backup", help="online backup of the database")
    backup.add_argument("path")
    sync = sub.add_parser("sync", help="register the slash commands with Discord")
    where = sync.add_mutually_exclusive_group()
    where.add_argument("--guild", type=int, help="sync to this guild only (instant)")
    where.add_argument("--global", dest="everywhere", action="store_true",
                       help="sync globally (may take up to an hour to appear)")
    sync.add_argument("--clear", action="store_true",
                      help="with --guild: remove that guild's copies of the commands")
    return parser


async def _check(settings: Settings) -> int:
    from bot.app.stores import open_store
    from bot.app.tables import Tables

    store = await open_store(settings.database)
    try:
        problems = await Tables(store).check()
        count = len(await store.game_ids(("active", "finished")))
    finally:
        await store.close()
    for line in problems:
        print(line)
    print(f"checked {count} games: {len(problems)} inconsistent")
    return 1 if problems else 0


async def _backup(settings: Settings, path: str) -> int:
    from bot.app.records import BackupUnavailable
    from bot.app.stores import open_store

    store = await open_store(settings.database)
    try:
        await store.backup(path)
    except BackupUnavailable as why:
        print(why, file=sys.stderr)
        return 1
    finally:
        await store.close()
    print(f"backed up {settings.database_name} to {path}")
    return 0


def prepare_for_sync(bot: Any) -> None:
    """Let ``bot`` log in only to sync: its setup loads the cogs (the command tree) and
    the translator (without it the sync would send English only), and nothing else, so
    the store stays closed and the clock never starts."""
    from bot.discord_app.client import load_commands

    async def setup() -> None:
        await load_commands(bot)

    bot.setup_hook = setup


async def sync_tree(bot: Any, guild: int | None, *, clear: bool = False) -> str:
    """Sync (or, for a guild, clear) the commands; says where, in one line."""
    import discord

    tree = bot.tree
    if guild and clear:
        target = discord.Object(guild)
        tree.clear_commands(guild=target)
        await tree.sync(guild=target)
        return f"cleared the guild copies of the commands in guild {guild}"
    if guild:
        target = discord.Object(guild)
        tree.copy_global_to(guild=target)
        synced = await tree.sync(guild=target)
        return f"synced {len(synced)} commands to guild {guild} (instant)"
    synced = await tree.sync()
    return f"synced {len(synced)} commands globally (they may take up to an hour to appear)"


async def _sync(settings: Settings, guild: int | None, everywhere: bool, clear: bool) -> int:
    from bot.discord_app.client import GameBot

    target = None if everywhere else guild or settings.dev_guild_id
    if clear and not target:
        print("--clear needs --guild ID (or DEV_GUILD_ID); global commands stay as they are.",
              file=sys.stderr)
        return 2
    bot = GameBot(settings)
    prepare_for_sync(bot)
    async with bot:
        await bot.login(settings.token or "")
        print(await sync_tree(bot, target, clear=clear))
    return 0


def _run(settings: Settings) -> int:
    """Connect to Discord until Ctrl-C or SIGTERM. discord.py's ``Client.run`` handles
    only Ctrl-C, so on Heroku-style hosts (which stop a worker with SIGTERM) ``close()``
    never ran: here both signals close the bot in order (see ``GameBot.close``)."""
    import discord

    from bot.app.boards import enable_process_pool
    from bot.app.heap import enable_heap_keeping
    from bot.app.thinking import enable_thinking_pool
    from bot.discord_app.client import make_bot

    # start-up's heap frozen, full collections on the bot's cadence; first, before any
    # thread starts, since it caps the malloc arenas threads take
    enable_heap_keeping()
    # boards drawn in worker processes, the event loop kept free; each worker's memory
    # under a ceiling (RENDER_WORKERS, RENDER_WORKER_MIB)
    enable_process_pool(workers=settings.render_workers,
                        worker_memory_mib=settings.render_worker_mib)
    enable_thinking_pool()  # computer players think in worker processes too

    async def main() -> None:
        # sharded (an AutoShardedBot with SHARD_IDS of SHARD_COUNT) when SHARD_COUNT is set
        bot = make_bot(settings)
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stop.set)
        async with bot:
            running = asyncio.create_task(bot.start(settings.token or ""))
            stopping = asyncio.create_task(stop.wait())
            done, _ = await asyncio.wait({running, stopping},
                                         return_when=asyncio.FIRST_COMPLETED)
            if stopping in done:
                log.info("stop signal: closing")
                await bot.close()
                running.cancel()
            else:
                stopping.cancel()
                running.result()  # a login failure surfaces here

    try:
        asyncio.run(main())
    except discord.LoginFailure:
        print("Discord refused the token: copy it again from the Developer Portal's Bot "
              "page into DISCORD_TOKEN.", file=sys.stderr)
        return 2
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as error:
        print(f"Configuration error: {error}", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    command = args.command or ("run" if settings.online else "console")
    if command in ("run", "sync") and not settings.online:
        print("DISCORD_TOKEN is not set: put your bot token in .env (see .env.example) to "
              "connect to Discord, or run `python -m bot console` to play locally.",
              file=sys.stderr)
        return 2
    if command == "run":
        return _run(settings)
    if command == "sync":
        return asyncio.run(_sync(settings, args.guild, args.everywhere, args.clear))
    if command == "check":
        return asyncio.run(_check(settings))
    if command == "backup":
        return asyncio.run(_backup(settings, args.path))
    from bot.discord_app.console import run_console

    return asyncio.run(run_console(settings, script=getattr(args, "script", None),
                                   database=getattr(args, "database", None)))


if __name__ == "__main__":
    sys.exit(main())
