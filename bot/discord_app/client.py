"""The Discord client.

Everything starts in ``setup_hook`` (never ``on_ready``, which fires again on every
reconnect): open the store, wire the tables and notifier, register the persistent
buttons, load the cogs. Default intents only: slash commands and buttons need nothing
privileged. The command tree is synced only on request (``python -m bot sync``).

At start the outbox is replayed (after the notifier has looked at every active game's
thread: Discord may have archived, locked or deleted it while the bot was away) and
computer seats that must act play on (a crash left them waiting). Closing (Ctrl-C, or
SIGTERM from a host: see ``python -m bot run``) goes in the order that loses nothing:
stop taking interactions (each is answered with one sentence), let the work in flight
and the outbox finish for a while (what is left stays queued for the next start), close
the gateway and HTTP, and close the store last.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import pkgutil
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

import cogs
from bot.app import heap
from bot.app.bounded import BoundedDict
from bot.app.clock import Clock, SystemClock
from bot.app.heap import Collector, heap_keeping, warm_up
from bot.app.messages import refusal_text
from bot.app.outbox_watch import OutboxWatch
from bot.app.players import Budget
from bot.app.store_api import Database, OutboxClaims
from bot.app.stores import open_store
from bot.app.tables import Limits, TableError, Tables
from bot.config import Settings
from bot.discord_app.notifier import DiscordNotifier
from bot.discord_app.translator import install as install_translator
from bot.discord_app.ui import GameButton, GameSelect, answer_unhandled, reader, say
from bot.games.base import IllegalMove
from bot.i18n import t

log = logging.getLogger(__name__)

#: an unexpected failure of a command (``common-unexpected-command`` in English)
UNEXPECTED = "Something went wrong on my side; nothing was changed. Please try again."
#: what a tap or command hears while the bot closes (``common-restarting`` in English)
RESTARTING = "The bot is restarting; please try again in a minute."
COMPONENT = discord.InteractionType.component.value
MODAL_SUBMIT = discord.InteractionType.modal_submit.value
#: how long closing waits for moves in flight and the outbox (Heroku allows 30 s)
SHUTDOWN_GRACE_SECONDS = 20.0
#: users whose client locale this process remembers (GameBot._locales)
KNOWN_LOCALES = 10_000


def cog_extensions() -> list[str]:
    """Every module in ``cogs/`` with a ``setup`` function; helpers start with ``_``."""
    names = []
    for info in pkgutil.iter_modules(cogs.__path__):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"cogs.{info.name}")
        if hasattr(module, "setup"):
            names.append(f"cogs.{info.name}")
    return sorted(names)


async def load_commands(bot: commands.Bot) -> None:
    """The command tree: every cog, and the translator that gives the commands their
    Italian and French names when they are synced (a translation changes only at sync)."""
    await install_translator(bot.tree)
    for extension in cog_extensions():
        await bot.load_extension(extension)


class GameBot(commands.Bot):
    store: Database
    tables: Tables
    notifier: DiscordNotifier
    #: on a database shared with other processes (PostgreSQL): their wake-ups
    outbox_watch: OutboxWatch | None = None
    #: full garbage collections on the bot's cadence (``python -m bot run`` only)
    collector: Collector | None = None

    def __init__(self, settings: Settings, *, clock: Clock | None = None) -> None:
        # max_messages=None: the bot never reads discord.py's message cache (it edits by
        # id), and the cache of every board message it posted is memory that only grows
        # up to its cap.
        super().__init__(command_prefix=commands.when_mentioned,
                         intents=discord.Intents.default(), help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(), max_messages=None,
                         **self._shard_options(settings))
        self.settings = settings
        self.clock = clock or SystemClock()
        self.closing = False
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        #: interaction id -> the tasks discord.py started for a component or modal
        self._handlers: dict[int, set[asyncio.Task[Any]]] = {}
        #: user id -> the client locale last stored for them (DMs and reminders); the
        #: least recent forgotten past KNOWN_LOCALES (it costs one write to learn again)
        self._locales: BoundedDict[int, str] = BoundedDict(KNOWN_LOCALES)
        self._guard_interactions()

    def _guard_interactions(self) -> None:
        """Once closing, interactions (commands, buttons, selects) get one sentence
        instead of reaching a store that is about to close.

        While open, the tasks discord.py starts for a component or modal submit (its view
        store's callbacks, the ``interaction`` listeners) are noted, so that
        ``on_interaction`` can answer whatever none of them answered."""
        state = self._connection
        parse = state.parse_interaction_create

        def guarded(data: Any) -> None:
            if not self.closing:
                if data.get("type") not in (COMPONENT, MODAL_SUBMIT):
                    parse(data)
                    return
                # parse() only schedules: every task it makes is this interaction's.
                before = asyncio.all_tasks(self.loop)
                parse(data)
                self._handlers[int(data["id"])] = asyncio.all_tasks(self.loop) - before
                return
            interaction: discord.Interaction[Any] = discord.Interaction(data=data, state=state)
            if interaction.type is not discord.InteractionType.autocomplete:
                self.loop.create_task(self._refuse(interaction))

        state.parse_interaction_create = guarded  # type: ignore[method-assign]
        state.parsers["INTERACTION_CREATE"] = guarded

    def _shard_options(self, settings: Settings) -> dict[str, Any]:
        """What discord.py's client takes about shards: nothing for one connection."""
        return {}

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Answer a component or modal submit that nothing answered. discord.py drops
        what it cannot route without a word (an id no template matches in full: an old
        bot version's format, a trailing newline; an id not on the message; a modal of an
        earlier process) and the user would see "This interaction failed". Waiting for
        the handlers to finish, rather than for a moment, answers exactly the ones left
        unanswered, however slow the machine."""
        await self._remember_locale(interaction)
        handlers = self._handlers.pop(interaction.id, None)
        if handlers is None:
            return  # a command or autocomplete: the command tree answers those
        handlers.discard(asyncio.current_task())  # type: ignore[arg-type]
        if handlers:
            await asyncio.wait(handlers)
        if not interaction.response.is_done():
            await answer_unhandled(interaction)

    async def _remember_locale(self, interaction: discord.Interaction[Any]) -> None:
        """The user's client locale, kept for what reaches them without an interaction
        (DMs, reminders); written when it changed since this process last saw it."""
        locale = str(interaction.locale or "")
        user_id = interaction.user.id
        if not locale or self._locales.get(user_id) == locale or self.closing:
            return
        try:
            await self.store.remember_locale(user_id, locale)
            self._locales[user_id] = locale
        except Exception:
            log.exception("could not remember the locale of user %s", user_id)

    async def _refuse(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await interaction.response.send_message(
                t(reader(interaction), "common-restarting"), ephemeral=True)
        except discord.HTTPException:
            log.info("could not tell a user the bot is restarting")

    async def setup_hook(self) -> None:
        self.store = await open_store(self.settings.database)
        # The game cog hands it every THREAD_UPDATE: it keeps game threads open and
        # remembers locked ones.
        self.notifier = DiscordNotifier(self)
        self.tables = Tables(self.store, self.notifier, clock=self.clock, limits=Limits(
            self.settings.max_open_games_per_user, self.settings.max_open_games_per_channel),
            expert_budget=Budget.seconds(self.settings.expert_turn_seconds))
        if isinstance(self.store, OutboxClaims):
            # Other processes share the database: what they queue and could not post
            # goes out from here too (NOTIFY, and a poll behind it).
            self.outbox_watch = OutboxWatch(self.store, self.tables.outbox,
                                            on_wake=self.tables.wake)
            self.outbox_watch.start()
        self.add_dynamic_items(GameButton, GameSelect)
        await load_commands(self)
        self.clock_loop.start()
        # Boards and pings a crash left undelivered, and computer turns it interrupted.
        self.tables.resume_in_background()
        if heap_keeping():
            # what start-up loaded set apart, and cyclic garbage collected before it piles
            # up (bot/app/heap.py)
            warm_up()
            self.collector = heap.collector(busy=lambda: self.tables.replies.under_way > 0)
            if self.collector is not None:
                self.collector.start()
        log.info("ready: %d cogs, database %s", len(self.cogs), self.settings.database_name)

    @tasks.loop(minutes=1)
    async def clock_loop(self) -> None:
        """Reminders and timeouts. Deadlines live in SQLite, so after a restart the
        first tick catches up on whatever fell due meanwhile."""
        try:
            await self.tables.tick()
        except Exception:
            log.exception("clock tick failed")

    async def close(self) -> None:
        self.closing = True
        if self.clock_loop.is_running():
            self.clock_loop.cancel()
        watch = getattr(self, "outbox_watch", None)
        if watch is not None:
            await watch.stop()
        collector = getattr(self, "collector", None)
        if collector is not None:
            await collector.stop()
        tables = getattr(self, "tables", None)
        if tables is not None:
            try:
                await asyncio.wait_for(tables.wait_idle(), SHUTDOWN_GRACE_SECONDS)
            except TimeoutError:
                log.warning("closing with work still in flight; the outbox keeps what "
                            "was not posted for the next start")
        await super().close()  # the gateway and HTTP first…
        store = getattr(self, "store", None)
        if store is not None and not getattr(self, "_store_closed", False):
            self._store_closed = True
            await store.close()  # …the store last: nothing can reach it any more

    async def on_app_command_error(self, interaction: discord.Interaction[Any],
                                   error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, TableError | IllegalMove):
            text = refusal_text(original, reader(interaction))
        elif isinstance(error, app_commands.CheckFailure):
            text = str(error) or t(reader(interaction), "common-cannot-use-here")
        else:
            log.error("command %s failed", getattr(interaction.command, "qualified_name", "?"),
                      exc_info=original)
            text = t(reader(interaction), "common-unexpected-command")
        try:
            # After a defer the first answer edits the original response (ui.say).
            await say(interaction, text)
        except discord.HTTPException:
            log.warning("could not tell the user about an error: %s", text)

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process's gateway receives the guild's interactions (Discord's
        formula; DMs, without a guild, come to shard 0)."""
        return True

    async def sync_commands(self, guild_id: int | None = None) -> int:
        """Explicit sync: to one guild (instant, for development) or globally."""
        if guild_id:
            guild = discord.Object(guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        return len(synced)


class ShardedGameBot(GameBot, commands.AutoShardedBot):
    """The bot as one of several processes (or one process with several shards):
    discord.py's ``AutoShardedBot`` running the shards ``SHARD_IDS`` of ``SHARD_COUNT``.
    Discord sends each guild's interactions to the shard ``(guild_id >> 22) % count``, so
    this process answers those of its own shards; posting is plain REST with the token
    (the notifier's partial messageables), so any process may post anywhere."""

    def _shard_options(self, settings: Settings) -> dict[str, Any]:
        assert settings.shard_count is not None
        options: dict[str, Any] = {"shard_count": settings.shard_count}
        if settings.shard_ids is not None:
            options["shard_ids"] = list(settings.shard_ids)
        return options

    def owns_guild(self, guild_id: int | None) -> bool:
        count = self.shard_count or 1
        shard = 0 if guild_id is None else (guild_id >> 22) % count
        return self.shard_ids is None or shard in self.shard_ids


def make_bot(settings: Settings, *, clock: Clock | None = None) -> GameBot:
    """The bot ``settings`` describe: sharded when ``SHARD_COUNT`` is set."""
    made = ShardedGameBot if settings.sharded else GameBot
    return made(settings) if clock is None else made(settings, clock=clock)
