"""An offline double of Discord for a discord.py 2.7 bot.

Discord cannot be reached from the development machines, so tests and the local console
talk to this double instead. It feeds real gateway payloads (INTERACTION_CREATE, GUILD_CREATE,
MESSAGE_CREATE, THREAD_CREATE, ...) through discord.py's own parsing, command tree and view
store, and captures every REST call the bot makes - interaction callbacks, followups and
edits through the webhook adapter, everything else through ``bot.http.request`` - answering
each with the JSON Discord would send, so discord.py builds real ``Message``/``Thread``
objects. Every outgoing payload is checked against Discord's limits (``limits.py``).
It relies on discord.py internals (pinned to 2.7.1 in requirements.txt); see
``../shared/discord.md``, "Driving discord.py 2.7 without Discord".

The package, one job per module (arrows are imports, none goes back up)::

    double.py        DiscordDouble: lifecycle, world building, feeding interactions
      ├─ rest.py     the wire: discord.py's own HTTP code over a fake session, capture
      ├─ routes.py   Discord's REST endpoints and the messages they make
      ├─ interactions.py  what a Discord client lets a user send; InteractionRecord
      ├─ gateway.py  Discord's JSON (gateway and REST payloads) and event delivery
      ├─ limits.py   Discord's documented limits as checks over payloads
      └─ world.py    users, guilds, channels, threads, messages, permissions

Example::

    double = DiscordDouble(MyBot())
    guild = double.add_guild("Friends")
    channel = double.add_channel(guild, "games")
    alice = double.add_user("alice")
    await double.start()                      # the bot's own setup_hook loads its cogs
    rec = await double.slash(alice, channel, "game new", game="splendor")
    assert not rec.ephemeral and "Splendor" in rec.content
    board = double.last_message(channel)
    rec = await double.click(alice, board, board.custom_id("Play"))
    double.assert_clean()                     # no limit violations, no logged exceptions
    await double.close()

Lifecycle - ``DiscordDouble(bot, world=None)``
    ``await start()`` logs the bot in without network (``_async_setup_hook``, the bot user,
    ``application_info()``, the bot's ``setup_hook``), then plays READY and one GUILD_CREATE
    per guild and dispatches ``ready``. ``await close()`` closes the bot and undoes the
    patches. ``await restart(new_bot)`` closes and starts ``new_bot`` over the same world:
    old messages keep their buttons. ``DiscordDouble(new_bot, world=old.world)`` does the
    same with a fresh capture log. ``await drain(max_seconds=5.0)`` waits for leftover work.
    ``bot``, ``world``, ``bot_user_id``, ``application_id`` (equal, as for every modern
    app) and ``app_owner_id`` (owner in ``application_info``) are read-only properties.

Several processes - ``await add_process(bot)`` (before or after ``start``)
    Another process of the same bot (discord.py ``AutoShardedClient``s with their own
    ``shard_ids`` of one ``shard_count``; ``shards.py``): each connects with the guilds
    of its shards only, every interaction and gateway event of a guild goes to the
    process running its shard (``(guild_id >> 22) % shard_count``; DMs to shard 0's;
    ``InteractionRecord.process`` says which), and any process may call any REST
    endpoint. ``processes``, ``owner_of(guild_id)``, ``await stop_process(bot)`` (its
    shards then reach nobody: an interaction there raises :class:`DoubleError`), ``await
    restart_process(old, new)``.

World (ids are increasing snowflakes, or fixed ones given as ``guild_id=``/``channel_id=``/
``user_id=``/``thread_id=``, as the console does; ``add_*`` return the new id; a world may
hold several guilds, and tests use two to prove a game is out of reach from the other)
    ``add_guild(name, *, owner_id=None, members=None) -> int`` (members default to every
    user so far; the bot is always in) · ``add_channel(guild_id, name) -> int`` (text) ·
    ``add_thread(channel_id, name, *, private=False, archived=False, owner_id=None) -> int``
    · ``add_user(name, *, display_name=None, guild_ids=None, locale="en-US") -> int``
    (member of every guild so far by default) · ``add_member(guild_id, user_id)`` ·
    ``remove_member(guild_id, user_id)`` · ``dm_channel(user_id) -> int`` ·
    ``set_dms_closed(user_id, closed=True)`` · ``set_member_permissions(guild_id, user_id,
    **perms)`` (through a role, as Discord does) · ``set_channel_permissions(channel_id,
    target_id, **perms)`` (overwrite for a user, role or - guild id - @everyone) ·
    ``set_bot_permissions(channel_id, **perms)`` · ``set_bot_guild_permissions(guild_id,
    **perms)`` · ``archive_thread(thread_id, *, locked=False)`` ·
    ``moderate_thread(thread_id, *, archived=None, locked=None)`` (THREAD_UPDATE only to a
    running bot) · ``delete_thread(thread_id)`` · ``pass_time(seconds) -> archived
    thread ids`` (the world's clock runs ahead: threads quiet for their
    ``auto_archive_duration`` archive, tokens expire, nonces are forgotten) ·
    ``delete_channel(channel_id)`` (an admin deletes a channel, its threads with it) ·
    ``delete_message(message_id)`` (a moderator deletes a bot message) ·
    ``forget_guild(guild_id)`` (the bot's cache loses it, as after a reconnect: interactions
    still come, ``interaction.guild`` is a stub) · ``await remove_bot(guild_id)`` (kicked:
    GUILD_DELETE without ``unavailable``; REST into the guild then 403 50001 / 404 10004)
    · ``await guild_outage(guild_id)`` / ``await guild_outage_over(guild_id)`` (GUILD_DELETE
    with ``unavailable: true``, then GUILD_CREATE). Permission keywords
    are ``discord.Permissions`` flag names, ``True`` to allow and ``False`` to deny.

Interactions (each awaits the bot's handlers and returns an :class:`InteractionRecord`)
    ``await slash(user_id, channel_id, command, /, **options)`` - ``command`` is the
    qualified name ("game new", "splendor take"); options are typed per the command's
    schema (str, int, float, bool, user/channel/role ids or objects with ``.id``).
    ``await autocomplete(user_id, channel_id, command, /, focused, value="", **options)
    -> list[app_commands.Choice]`` · ``await click(user_id, message, custom_id, *,
    forged=False, stale=False)`` (``stale``: a button the message had earlier but no longer
    has - a double tap, Join after Start - delivered with the message as it is now) ·
    ``await select(user_id, message, custom_id, values, *, forged=False)``
    · ``await submit_modal(user_id, record, values)``. ``message`` is a
    :class:`StoredMessage`, a ``discord.Message`` or an id. Anything a Discord client would
    not let the user do (unknown or missing option, value outside choices or range, hidden
    or DM-less command, a command or a button in an archived thread, a component not on
    the message or disabled, someone else's ephemeral message) raises
    :class:`ImpossibleInteraction`; ``forged=True`` sends a
    custom_id or values as a modified client could. ``last_interaction``, ``interactions``.

:class:`InteractionRecord`
    ``callback_type`` (4 message, 5 deferred, 6 deferred update, 7 update, 8 autocomplete,
    9 modal; ``None`` if never answered), ``callback_data``, ``callback`` (the request),
    ``responded``, ``deferred``, ``first_response_seconds``, ``requests`` (every REST call
    made for it, channel posts and DMs included), ``response`` (the message answering the
    user), ``ephemeral``, ``content``, ``components``, ``embeds``, ``files``, ``messages``
    (every message it created or changed), ``original``, ``followups``, ``edits``,
    ``choices``, ``modal``, ``errors``, ``payload`` (the INTERACTION_CREATE fed),
    ``expire_token()`` (pretend 15 minutes passed), ``describe()``.

:class:`StoredMessage` (current state; ``double.payloads.message_payload(msg)``: its JSON)
    ``id``, ``channel_id``, ``guild_id``, ``content``, ``embeds``, ``components``,
    ``attachments``/``files`` (:class:`StoredAttachment`: ``filename``, ``data``,
    ``description``, ``url``, ``width``, ``height``...), ``flags``, ``ephemeral``,
    ``ephemeral_to``, ``pinged_user_ids`` (who got notified: content mentions filtered by
    ``allowed_mentions``; edits never ping), ``thread_id``, ``deleted``, ``revisions``,
    ``buttons``, ``selects``, ``custom_ids``, ``custom_id(label)``, ``component(custom_id)``.

Reading the world
    ``messages(channel_id, *, include_ephemeral=False) -> list[StoredMessage]`` ·
    ``last_message(channel_id, *, include_ephemeral=False)`` · ``message(message_id)`` ·
    ``channel(channel_id) -> ChannelInfo`` · ``threads(parent_id) -> list[ChannelInfo]`` ·
    ``thread_named(parent_id, name)`` · ``dm_messages(user_id)`` · ``user_name(user_id)`` ·
    ``requests`` (every :class:`CapturedRequest`: method, path, route, json, files with
    bytes and alt text, user_id, interaction_id, status, response, error, violations,
    ``at``: when it arrived, ``time.perf_counter()``) ·
    ``subscribe(listener)``/``unsubscribe(listener)``: ``listener(event, message)`` with
    "create" (once visible: a "thinking" message counts when it gets content), "edit",
    "delete" - the console prints the conversation this way, background posts included.

Checks
    ``violations`` (readable strings: limits, a first response later than 3 s, an
    interaction never acknowledged, a "thinking…" response left hanging, an unmodelled
    endpoint) · ``errors`` (exceptions discord.py logged, failed tasks) ·
    ``assert_clean()`` raises AssertionError listing both. Refused as Discord refuses them:
    over-long text, too many components, a component emoji not in Unicode's emoji list
    (400 50035 "Invalid emoji", e.g. 🂠 U+1F0A0), an empty message (400 50006), oversized
    files and any request over 25 MiB (413 40005), a message nonce over 25 characters
    (400 50035). ``enforce_nonce`` returns the earlier message for a nonce only within
    ``world.NONCE_WINDOW`` (3 minutes) of the world's clock (``pass_time`` ages them);
    the nonce comes back in the create's answer only, never from GET messages.
    Switches (``world.Switches``): ``reject_invalid`` (True: refuse
    those; False: record only), ``enforce_deadline`` (False: late callbacks are only
    recorded; True: 404 10062), ``deadline_seconds`` (3), ``round_trip`` (0.1 s of network
    counted into the 3-second clock per REST call made before the answer, without
    sleeping), ``gateway_echo`` (True: MESSAGE_CREATE/UPDATE/DELETE of the bot's own
    messages), ``handler_timeout`` (30 s), ``rest_latency`` (0 s of real sleep per call).

Failures
    ``fail_next(method, path_regex, status, code, message=None, *, times=1,
    retry_after=None)`` answers the next matching call (``method`` or ``"*"``; the regex is
    searched in the concrete path, e.g. ``/users/@me/channels``) with that error; the bot's
    own discord.py request code turns it into ``discord.Forbidden`` (403),
    ``discord.NotFound`` (404), ``discord.HTTPException``, retries a 5xx, and for 429 waits
    ``retry_after`` seconds and retries, as against Discord (the 429 carries Discord's
    rate-limit headers and body; after five in a row discord.py raises HTTPException with
    status 429). Modelled without injection:
    50007 for DMs to users with closed DMs or no shared guild; 50001/50013 from channel
    permissions (send, attach, create threads); 160005 for posting in, editing in or
    unarchiving a locked thread without MANAGE_THREADS (posting in an archived, unlocked
    one reopens it; editing in an archived one is 50083; setting ``locked`` needs
    MANAGE_THREADS, 50013); Add Thread Member (PUT ``/channels/{thread}/thread-members/
    {user}``) needs the bot to send messages in the thread (50001 / 50013), a guild member
    (10007) and an unarchived thread (50083); 10008 for deleted or ephemeral messages through
    channel endpoints; 10003 unknown channel; 40060 for a second callback; 10015 for a
    followup before the callback; 401 50027 for an expired token.

Semantics worth knowing
    * Awaiting handlers: a task factory on the running loop and a ContextVar mark every task
      created while discord.py parses the payload (the tree's ``CommandTree-invoker`` made
      with ``client.loop.create_task``, view and DynamicItem dispatch made with
      ``asyncio.create_task``, ``on_interaction`` listeners) as roots of the interaction;
      their descendants inherit the ContextVar. A feed returns when roots and descendants
      are done, except discord.py's own timers (view timeouts, ``delete_after``,
      ``tasks.loop``), which ``close()`` cancels. REST calls made in that context are
      attributed to the interaction's user.
    * A followup is always a new message with its own visibility, even the first one after
      a "thinking" defer (Discord's current docs no longer say it replaces the loading
      message); a "thinking…" response neither edited nor deleted by the time the handlers
      are done is a violation.
    * Each REST call yields to the loop (as network I/O does) before being answered, so
      concurrent interactions interleave and gateway echoes (THREAD_CREATE...) land first.
    * The bot's HTTP client gets a session stand-in that refuses network use; the library's
      default webhook adapter is routed here too, so ``Webhook.partial(..., client=bot)``
      works from any context.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.double.gateway import Gateway, Payloads, role_json
from bot.double.interactions import SCOPE, ClientRules, InteractionRecord, Scope
from bot.double.rest import Transport, discord_exception
from bot.double.routes import Routes
from bot.double.shards import check_together, owner, shard_of, shards_of
from bot.double.world import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    BOT_ROLE_DEFAULT,
    EVERYONE_DEFAULT,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    CapturedFile,
    CapturedRequest,
    ChannelInfo,
    DoubleError,
    Findings,
    Guild,
    ImpossibleInteraction,
    Member,
    Role,
    StoredAttachment,
    StoredMessage,
    Switches,
    User,
    World,
    number_components,
    perm_bits,
    walk_components,
)

__all__ = [
    "CapturedFile",
    "CapturedRequest",
    "ChannelInfo",
    "DiscordDouble",
    "DoubleError",
    "ImpossibleInteraction",
    "InteractionRecord",
    "StoredAttachment",
    "StoredMessage",
    "World",
]

_log = logging.getLogger(__name__)
_DISCORD_DIR = str(Path(discord.__file__).parent)


def _switch(name: str) -> Any:
    """An attribute of the double that reads and writes ``self.switches.<name>``."""

    def get(self: DiscordDouble) -> Any:
        return getattr(self.switches, name)

    def set_(self: DiscordDouble, value: Any) -> None:
        setattr(self.switches, name, value)

    return property(get, set_, doc=f"``Switches.{name}``")


class _ErrorLogHandler(logging.Handler):
    def __init__(self, double: DiscordDouble) -> None:
        super().__init__(level=logging.ERROR)
        self._double = double

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info:
            text += "\n" + "".join(traceback.format_exception(*record.exc_info))
        self._double._note_error(text)



class DiscordDouble:
    """Discord, as far as one discord.py bot can tell. See the module docstring."""

    def __init__(self, bot: discord.Client, world: World | None = None) -> None:
        self.world = world or World()
        self.switches = Switches()
        self.findings = Findings()
        self.violations = self.findings.violations
        self.errors = self.findings.errors
        self.interactions: list[InteractionRecord] = []
        self._listeners: list[Callable[[str, StoredMessage], None]] = []
        self.payloads = Payloads(self.world)
        self.gateway = Gateway(self.world, self.payloads, self.switches)
        self.client_rules = ClientRules(self.world, self.payloads)
        self.routes = Routes(
            self.world, self.payloads, self.gateway, self.findings, self.switches, self._listeners
        )
        self.transport = Transport(self.world, self.routes)
        self.requests = self.transport.requests
        self._adapter = self.transport.adapter
        self._bot = bot
        #: the bot processes besides ``bot`` (:meth:`add_process`): each gets the events
        #: of its own shards, and any of them may call any REST endpoint
        self._others: list[discord.Client] = []
        self._log_handler = _ErrorLogHandler(self)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._previous_factory: Any = None
        self._default_adapter: AsyncWebhookAdapter | None = None
        self._previous_default_request: Any = None
        self._started = False

    # ----------------------------------------------------------------------------------
    # lifecycle
    # ----------------------------------------------------------------------------------
    @property
    def bot(self) -> discord.Client:
        return self._bot

    @property
    def processes(self) -> list[discord.Client]:
        """Every bot process on this world, ``bot`` first (running or not)."""
        return [self._bot, *self._others]

    def owner_of(self, guild_id: int | None) -> discord.Client | None:
        """The running process whose shards receive the guild's events (DMs: shard 0's);
        ``None`` when no running process runs that shard."""
        return owner(self.gateway.bots, guild_id)

    async def add_process(self, bot: discord.Client) -> None:
        """Another process of the same bot on this world (its own ``shard_ids`` of the
        same ``shard_count``): interactions and gateway events of a guild go to the
        process that runs its shard. Started at once when the double runs already."""
        check_together([*self.processes, bot])
        self._others.append(bot)
        if self._started:
            await self._start_bot(bot)

    async def stop_process(self, bot: discord.Client) -> None:
        """One process ends (its ``close()``, as at SIGTERM); the others run on. Its
        shards' interactions go nowhere until :meth:`restart_process`."""
        pending = [t for rec in self.interactions if rec.process is bot
                   for t in rec.tasks if not t.done()]
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
        if bot in self.gateway.bots:
            self.gateway.bots.remove(bot)
        await bot.close()

    async def restart_process(self, old: discord.Client, new: discord.Client) -> None:
        """``old`` ends and ``new`` (built with the same shards) takes its place."""
        await self.stop_process(old)
        if old is self._bot:
            self._bot = new
        else:
            self._others[self._others.index(old)] = new
        check_together(self.processes)
        await self._start_bot(new)

    @property
    def bot_user_id(self) -> int:
        return self.world.bot_user_id

    @property
    def application_id(self) -> int:
        return self.world.application_id

    @property
    def app_owner_id(self) -> int:
        return self.world.app_owner_id

    async def start(self) -> None:
        """Log the bot in without network, run its ``setup_hook`` and connect it."""
        if self._started:
            raise DoubleError("the double is already started")
        check_together(self.processes)
        loop = asyncio.get_running_loop()
        self._install(loop)
        self._started = True
        async_context.set(self._adapter)
        try:
            for bot in self.processes:
                await self._start_bot(bot)
        except BaseException:
            await self.close()
            raise

    async def _start_bot(self, bot: discord.Client) -> None:
        """One process logs in and connects: READY and the GUILD_CREATE of each guild
        its shards hold."""
        await bot._async_setup_hook()
        self._install_http(bot)
        state = bot._connection
        count, shard_ids = shards_of(bot)
        if isinstance(bot, discord.AutoShardedClient):
            # what launch_shards would have set
            state.shard_count = count
            state.shard_ids = sorted(shard_ids)  # type: ignore[attr-defined]
        self.gateway.bots.append(bot)
        # Client.login: the bot user, application_info, then setup_hook
        state.user = discord.ClientUser(state=state, data=self.payloads.client_user_payload())
        bot._application = await bot.application_info()  # type: ignore[attr-defined]
        if state.application_id is None:
            state.application_id = self.application_id
        state.application_flags = bot._application.flags  # type: ignore[attr-defined]
        await bot.setup_hook()
        # Client.connect: READY, one GUILD_CREATE per guild, then "ready". Listeners of
        # "ready" get a moment to finish (not forever: some bots idle in on_ready).
        state._users[state.user.id] = state.user  # type: ignore[index]
        for guild in self.world.guilds.values():
            if (self.bot_user_id in guild.members
                    and shard_of(guild.id, count) in shard_ids):
                payload = self.payloads.guild_payload(guild, gateway=True)
                state._add_guild_from_data(payload)  # type: ignore[arg-type]
        scope = Scope()
        token = SCOPE.set(scope)
        try:
            scope.collecting_roots = True
            state.dispatch("connect")
            state.call_handlers("ready")
            state.dispatch("ready")
            scope.collecting_roots = False
            await self._settle(scope, max_seconds=2.0, report=False)
        finally:
            SCOPE.reset(token)

    async def close(self) -> None:
        """Close the bot (like its process ending) and undo the double's patches."""
        if not self._started:
            return
        self._started = False
        pending = [t for rec in self.interactions for t in rec.tasks if not t.done()]
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
        try:
            for other in self._others:
                await other.close()
            await self._bot.close()
        finally:
            self.gateway.bots.clear()
            self._uninstall()

    async def restart(self, bot: discord.Client) -> None:
        """Close every process and start ``bot`` alone over the same world."""
        await self.close()
        self._bot = bot
        self._others = []
        await self.start()

    async def drain(self, max_seconds: float = 5.0) -> None:
        """Wait for work the bot is still doing for earlier interactions."""
        scope = Scope()
        for rec in self.interactions:
            scope.tasks.extend(t for t in rec.tasks if not t.done())
        await self._settle(scope, max_seconds=max_seconds, report=False)

    def _install_http(self, bot: discord.Client) -> None:
        http = bot.http

        async def get_from_cdn(url: str) -> bytes:
            att = self.world.attachments_by_url.get(url.split("?")[0])
            if att is None:
                raise discord_exception(404, 0, "Not Found", "GET", url)
            return att.data

        self.transport.install(http)
        http.get_from_cdn = get_from_cdn  # type: ignore[method-assign]

    def _install(self, loop: asyncio.AbstractEventLoop) -> None:
        # Interaction replies use the adapter in async_context. Feeds set it, but code running
        # in another context (a test body, a task made before start) would get the library's
        # default adapter and try the network: route that default instance here too.
        default_adapter = contextvars.Context().run(async_context.get)
        self._default_adapter = default_adapter
        self._previous_default_request = default_adapter.__dict__.get("request")
        default_adapter.request = self._adapter.request  # type: ignore[method-assign]
        self._loop = loop
        self.gateway.loop = loop
        self._previous_factory = loop.get_task_factory()
        loop.set_task_factory(self._task_factory)  # type: ignore[arg-type]
        logging.getLogger("discord").addHandler(self._log_handler)

    def _uninstall(self) -> None:
        logging.getLogger("discord").removeHandler(self._log_handler)
        self.gateway.loop = None
        adapter = self._default_adapter
        if adapter is not None and adapter.__dict__.get("request") == self._adapter.request:
            if self._previous_default_request is None:
                del adapter.request
            else:
                adapter.request = self._previous_default_request  # type: ignore[method-assign]
        self._default_adapter = None
        loop = self._loop
        if (
            loop is not None
            and not loop.is_closed()
            and loop.get_task_factory() == self._task_factory
        ):
            loop.set_task_factory(self._previous_factory)
        self._loop = None

    def _task_factory(
        self, loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any
    ) -> asyncio.Task[Any]:
        context = kwargs.get("context")
        scope = context.get(SCOPE) if context is not None else SCOPE.get()
        if self._previous_factory is not None:
            task = self._previous_factory(loop, coro, **kwargs)
        else:
            task = asyncio.Task(coro, loop=loop, **kwargs)
        if scope is not None:
            scope.tasks.append(task)
            if scope.collecting_roots:
                scope.roots.add(task)
        return task

    @staticmethod
    def _awaited(task: asyncio.Task[Any], scope: Scope) -> bool:
        """Roots always; descendants unless they are discord.py timers (view timeouts,
        delete_after), which may sleep for minutes and are none of the handler's work."""
        if task in scope.roots:
            return True
        code = getattr(task.get_coro(), "cr_code", None)
        if code is None:
            return True
        return not code.co_filename.startswith(_DISCORD_DIR) or code.co_name == "_run_event"

    async def _settle(self, scope: Scope, *, max_seconds: float, report: bool = True) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + max_seconds
        while True:
            for _ in range(3):  # let call_soon callbacks (gateway echoes) run
                await asyncio.sleep(0)
            waiting = [t for t in scope.tasks if not t.done() and self._awaited(t, scope)]
            if not waiting:
                break
            remaining = deadline - loop.time()
            if remaining <= 0:
                if report and isinstance(scope, InteractionRecord):
                    self._violation(
                        f"{scope.describe()}: handler still running after {max_seconds:.0f} s"
                    )
                break
            await asyncio.wait(waiting, timeout=remaining)
        for task in scope.tasks:  # surface exceptions of fire-and-forget tasks
            if task.done() and not task.cancelled() and task.exception() is not None:
                exc = task.exception()
                text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))  # type: ignore[arg-type]
                entry = f"task {task.get_name()} failed:\n{text}"
                if isinstance(scope, InteractionRecord):
                    if entry not in scope.errors:
                        scope.errors.append(entry)
                        self.errors.append(entry)
                elif entry not in self.errors:
                    self.errors.append(entry)

    def _note_error(self, text: str) -> None:
        self.errors.append(text)
        scope = SCOPE.get()
        if isinstance(scope, InteractionRecord):
            scope.errors.append(text)

    def _violation(self, text: str) -> None:
        self.violations.append(text)

    def assert_clean(self) -> None:
        """Raise AssertionError listing every limit violation and logged exception."""
        problems = [f"violation: {v}" for v in self.violations]
        problems += [f"error: {e}" for e in self.errors]
        if problems:
            raise AssertionError("Discord double found problems:\n" + "\n".join(problems))

    def subscribe(self, listener: Callable[[str, StoredMessage], None]) -> None:
        """Call ``listener(event, message)`` whenever a bot message becomes visible
        (``"create"``), changes (``"edit"``) or goes (``"delete"``): the local console
        prints the conversation this way, background posts included."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[str, StoredMessage], None]) -> None:
        self._listeners.remove(listener)

    def fail_next(
        self,
        method: str,
        path_regex: str,
        status: int,
        code: int,
        message: str | None = None,
        *,
        times: int = 1,
        retry_after: float | None = None,
    ) -> None:
        """Make the next ``times`` REST calls matching ``method`` (or ``"*"``) and
        ``path_regex`` (searched in the concrete path, e.g. ``/users/@me/channels``) fail
        with ``status``/``code``; discord.py turns the answer into its own exception (or,
        for 429 with ``retry_after`` seconds, waits and retries, as against Discord)."""
        self.transport.fail_next(method, path_regex, status, code, message, times=times,
                                 retry_after=retry_after)

    # ----------------------------------------------------------------------------------
    # world building
    # ----------------------------------------------------------------------------------
    def add_user(
        self,
        name: str,
        *,
        display_name: str | None = None,
        guild_ids: Iterable[int] | None = None,
        locale: str = "en-US",
        user_id: int | None = None,
    ) -> int:
        """A human user; a member of ``guild_ids`` (default: every guild so far)."""
        uid = user_id or self.world.next_id()  # a fixed id: the console's users
        self.world.users[uid] = User(
            id=uid, username=name, global_name=display_name or name.title(), locale=locale
        )
        for gid in self.world.guilds if guild_ids is None else guild_ids:
            self.add_member(gid, uid)
        return uid

    def add_guild(
        self,
        name: str,
        *,
        owner_id: int | None = None,
        members: Iterable[int] | None = None,
        guild_id: int | None = None,
    ) -> int:
        """A guild with the bot in it; ``members`` default to every human user so far."""
        world = self.world
        gid = guild_id or world.next_id()
        if owner_id is None:
            owner_id = world.next_id()
            world.users[owner_id] = User(
                id=owner_id,
                username=f"{name.lower().replace(' ', '')}-owner",
                global_name=f"{name} Owner",
            )
        guild = Guild(id=gid, name=name, owner_id=owner_id)
        guild.roles[gid] = Role(id=gid, name="@everyone", permissions=EVERYONE_DEFAULT)
        guild.bot_role_id = world.next_id()
        guild.roles[guild.bot_role_id] = Role(
            id=guild.bot_role_id,
            name=world.users[world.bot_user_id].username,
            permissions=BOT_ROLE_DEFAULT,
            position=1,
            managed=True,
            bot_id=world.bot_user_id,
        )
        world.guilds[gid] = guild
        now = world.timestamp()
        guild.members[world.bot_user_id] = Member(
            user_id=world.bot_user_id, role_ids=[guild.bot_role_id], joined_at=now
        )
        guild.members[owner_id] = Member(user_id=owner_id, joined_at=now)
        humans = (
            members
            if members is not None
            else [u.id for u in world.users.values() if not u.bot and u.id != world.app_owner_id]
        )
        for uid in humans:
            self.add_member(gid, uid)
        if self._started:
            self.gateway.send("GUILD_CREATE", world.guild_payload(guild, gateway=True))
        return gid

    def add_member(self, guild_id: int, user_id: int) -> None:
        guild = self.world.guilds[guild_id]
        if user_id not in guild.members:
            guild.members[user_id] = Member(user_id=user_id, joined_at=self.world.timestamp())

    def remove_member(self, guild_id: int, user_id: int) -> None:
        self.world.guilds[guild_id].members.pop(user_id, None)

    def add_channel(self, guild_id: int, name: str, *, channel_id: int | None = None) -> int:
        """A text channel."""
        guild = self.world.guilds[guild_id]
        cid = channel_id or self.world.next_id()
        position = sum(1 for c in guild.channel_ids if not self.world.channels[c].is_thread)
        self.world.channels[cid] = ChannelInfo(
            id=cid, type=TEXT, name=name, guild_id=guild_id, position=position
        )
        guild.channel_ids.append(cid)
        if self._started:
            self.gateway.send("CHANNEL_CREATE", self.payloads.channel_payload(cid))
        return cid

    def add_thread(
        self,
        channel_id: int,
        name: str,
        *,
        private: bool = False,
        archived: bool = False,
        owner_id: int | None = None,
        thread_id: int | None = None,
    ) -> int:
        """A thread someone (default: the guild owner) created under ``channel_id``."""
        parent = self.world.channels[channel_id]
        guild = self.world.guilds[parent.guild_id]  # type: ignore[index]
        thread = self.world.new_thread(
            parent,
            name,
            PRIVATE_THREAD if private else PUBLIC_THREAD,
            owner_id or guild.owner_id,
            1440,
            thread_id=thread_id,
        )
        if archived:
            self.world.set_thread_state(thread, archived=True)
        if self._started and not archived:
            self.gateway.send(
                "THREAD_CREATE", {**self.payloads.channel_payload(thread.id), "newly_created": True}
            )
        return thread.id

    def forget_guild(self, guild_id: int) -> None:
        """The bot's cache loses the guild, as after a reconnect before its GUILD_CREATE
        arrives (or while Discord marks it unavailable): interactions from it still come,
        but ``interaction.guild`` is a stub without roles or channels, and
        ``bot.get_guild`` answers None. Code that needs the cache then fails."""
        bot = self.owner_of(guild_id) or self._bot
        state = bot._connection
        guild = state._get_guild(guild_id)
        if guild is not None:
            state._remove_guild(guild)

    async def remove_bot(self, guild_id: int) -> None:
        """The bot leaves a guild for good (kicked, banned, or the guild deleted): the bot
        is no longer a member, the running bot gets GUILD_DELETE *without* ``unavailable``
        (Gateway docs: "If the unavailable field is not set, the user was removed from
        the guild") and its listeners run to the end. Afterwards every REST call into
        the guild is refused (403 50001 for its channels, 404 10004 for the guild) and
        no user can reach the bot's commands or buttons there."""
        self.world.guilds[guild_id].members.pop(self.bot_user_id, None)
        await self._gateway_event("GUILD_DELETE", {"id": str(guild_id)})

    async def guild_outage(self, guild_id: int) -> None:
        """Discord loses a guild for a while (an outage): GUILD_DELETE with
        ``unavailable: true``; the bot is still in it."""
        await self._gateway_event("GUILD_DELETE", {"id": str(guild_id), "unavailable": True})

    async def guild_outage_over(self, guild_id: int) -> None:
        """The guild is back after an outage: GUILD_CREATE, as Discord sends it."""
        guild = self.world.guilds[guild_id]
        await self._gateway_event("GUILD_CREATE", self.payloads.guild_payload(guild, gateway=True))

    async def _gateway_event(self, event: str, payload: dict[str, Any]) -> None:
        """Deliver a gateway event now and wait for the listeners it starts."""
        if not self._started:
            return  # a bot that is not connected never hears of it
        bot = self.owner_of(int(payload["id"]) if event.startswith("GUILD_")
                            else payload.get("guild_id") and int(payload["guild_id"]))
        if bot is None:
            return  # no process runs the guild's shard
        scope = Scope()
        token = SCOPE.set(scope)
        try:
            scope.collecting_roots = True
            try:
                bot._connection.parsers[event](payload)
            finally:
                scope.collecting_roots = False
            await self._settle(scope, max_seconds=self.switches.handler_timeout)
        finally:
            SCOPE.reset(token)

    def archive_thread(self, thread_id: int, *, locked: bool = False) -> None:
        """Archive a thread now (a moderator, or Discord early in a busy server; a quiet
        thread archives by itself in :meth:`pass_time`); ``locked``: a moderator's lock."""
        self.moderate_thread(thread_id, archived=True, locked=locked)

    def moderate_thread(self, thread_id: int, *, archived: bool | None = None,
                        locked: bool | None = None) -> None:
        """A moderator archives or unarchives, locks or unlocks a thread. A running bot
        hears of it (THREAD_UPDATE); a bot that is not running never does: the gateway
        does not replay missed events, and the GUILD_CREATE of its next start lists
        active threads only."""
        thread = self.world.channels[thread_id]
        self.world.set_thread_state(thread, archived=archived, locked=locked)
        if self._started:
            self.gateway.send("THREAD_UPDATE", self.payloads.channel_payload(thread_id))

    def delete_thread(self, thread_id: int) -> None:
        """A moderator deletes a thread, its messages with it (THREAD_DELETE to a running
        bot; afterwards every call about it answers 404 10003)."""
        thread = self._forget_channel(thread_id)
        if self._started:
            self.gateway.send("THREAD_DELETE", {
                "id": str(thread_id), "guild_id": str(thread.guild_id),
                "parent_id": str(thread.parent_id), "type": thread.type})

    def delete_channel(self, channel_id: int) -> None:
        """An admin deletes a text channel, with its threads and messages (CHANNEL_DELETE
        to a running bot; afterwards every call about them answers 404 10003)."""
        for thread in self.threads(channel_id):
            self.delete_thread(thread.id)
        channel = self._forget_channel(channel_id)
        if self._started:
            self.gateway.send("CHANNEL_DELETE", {
                "id": str(channel_id), "guild_id": str(channel.guild_id), "type": channel.type,
                "name": channel.name, "position": 0, "permission_overwrites": []})

    def _forget_channel(self, channel_id: int) -> ChannelInfo:
        channel = self.world.channels.pop(channel_id)
        self.world.guilds[channel.guild_id].channel_ids.remove(channel_id)  # type: ignore[index]
        for mid in self.world.channel_messages.get(channel_id, []):
            self.world.messages[mid].deleted = True
        return channel

    def pass_time(self, seconds: float) -> list[int]:
        """Let ``seconds`` pass in the world: every thread quiet for its
        ``auto_archive_duration`` is archived, as Discord does, with a THREAD_UPDATE to
        the bot if it is running (while it is not, the event is lost). Returns the
        threads archived."""
        self.world.clock_offset += seconds
        archived = []
        for thread in self.world.idle_threads():
            self.moderate_thread(thread.id, archived=True)
            archived.append(thread.id)
        return archived

    def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        """DMs to this user fail with 403 50007."""
        self.world.users[user_id].dms_closed = closed

    def dm_channel(self, user_id: int) -> int:
        """The DM channel between the bot and ``user_id`` (created on first use)."""
        return self.world.dm_channel(user_id)

    def set_member_permissions(self, guild_id: int, user_id: int, **perms: bool) -> None:
        """Grant (True) or take back (False) guild-wide permissions through the member's
        own role, e.g. ``set_member_permissions(g, alice, manage_guild=True)``."""
        guild = self.world.guilds[guild_id]
        self.add_member(guild_id, user_id)
        allow, deny = perm_bits(**perms)
        rid = guild.personal_roles.get(user_id)
        if rid is None:
            rid = self.world.next_id()
            name = self.world.users[user_id].username
            guild.roles[rid] = Role(
                id=rid, name=f"{name}'s role", permissions=0, position=len(guild.roles)
            )
            guild.personal_roles[user_id] = rid
            guild.members[user_id].role_ids.append(rid)
            if self._started:
                self.gateway.send(
                    "GUILD_ROLE_CREATE",
                    {"guild_id": str(guild_id), "role": role_json(guild.roles[rid])},
                )
        role = guild.roles[rid]
        role.permissions = (role.permissions & ~deny) | allow
        if self._started:
            self.gateway.send(
                "GUILD_ROLE_UPDATE", {"guild_id": str(guild_id), "role": role_json(role)}
            )

    def set_channel_permissions(self, channel_id: int, target_id: int, **perms: bool) -> None:
        """Set a permission overwrite on a channel for a user, a role, or (guild id) @everyone.
        ``True`` allows, ``False`` denies."""
        channel = self.world.channels[channel_id]
        if channel.is_thread:
            raise DoubleError("threads take their permissions from their parent channel")
        guild = self.world.guilds[channel.guild_id]  # type: ignore[index]
        otype = 0 if target_id in guild.roles else 1
        _, allow, deny = channel.overwrites.get(target_id, (otype, 0, 0))
        new_allow, new_deny = perm_bits(**perms)
        allow = (allow & ~new_deny) | new_allow
        deny = (deny & ~new_allow) | new_deny
        channel.overwrites[target_id] = (otype, allow, deny)
        if self._started:
            self.gateway.send("CHANNEL_UPDATE", self.payloads.channel_payload(channel_id))

    def set_bot_permissions(self, channel_id: int, **perms: bool) -> None:
        """Overwrite the bot's permissions in one channel (and its threads), e.g.
        ``set_bot_permissions(c, create_public_threads=False)``."""
        self.set_channel_permissions(channel_id, self.bot_user_id, **perms)

    def set_bot_guild_permissions(self, guild_id: int, **perms: bool) -> None:
        """Change the permissions of the bot's managed role in a guild."""
        guild = self.world.guilds[guild_id]
        allow, deny = perm_bits(**perms)
        role = guild.roles[guild.bot_role_id]
        role.permissions = (role.permissions & ~deny) | allow
        if self._started:
            self.gateway.send(
                "GUILD_ROLE_UPDATE", {"guild_id": str(guild_id), "role": role_json(role)}
            )

    def delete_message(self, message_id: int) -> None:
        """Someone (a moderator) deletes one of the bot's messages."""
        self.routes.remove_message(self.world.messages[message_id])

    # ----------------------------------------------------------------------------------
    # reading the world
    # ----------------------------------------------------------------------------------
    def messages(
        self, channel_id: int, *, include_ephemeral: bool = False
    ) -> list[StoredMessage]:
        """The bot's messages in a channel, thread or DM, oldest first (deleted ones left out)."""
        return self.world.messages_in(channel_id, include_ephemeral=include_ephemeral)

    def last_message(
        self, channel_id: int, *, include_ephemeral: bool = False
    ) -> StoredMessage | None:
        found = self.messages(channel_id, include_ephemeral=include_ephemeral)
        return found[-1] if found else None

    def message(self, message_id: int) -> StoredMessage:
        return self.world.messages[message_id]

    def channel(self, channel_id: int) -> ChannelInfo:
        return self.world.channels[channel_id]

    def threads(self, parent_id: int) -> list[ChannelInfo]:
        """Threads under a channel, oldest first (archived ones included)."""
        return [c for c in self.world.channels.values() if c.is_thread and c.parent_id == parent_id]

    def thread_named(self, parent_id: int, name: str) -> ChannelInfo | None:
        return next((t for t in self.threads(parent_id) if t.name == name), None)

    def dm_messages(self, user_id: int) -> list[StoredMessage]:
        cid = self.world.dm_by_user.get(user_id)
        return [] if cid is None else self.messages(cid)

    def user_name(self, user_id: int) -> str:
        return self.world.users[user_id].username

    @property
    def last_interaction(self) -> InteractionRecord | None:
        return self.interactions[-1] if self.interactions else None

    # ----------------------------------------------------------------------------------
    # feeding interactions
    # ----------------------------------------------------------------------------------
    async def slash(
        self, user_id: int, channel_id: int, command: str, /, **options: Any
    ) -> InteractionRecord:
        """Run ``/command`` (``"game new"``, ``"splendor take"``) with typed options, as
        ``user_id`` in ``channel_id``. Options are checked against the command's schema."""
        data = self._slash_data(user_id, channel_id, command, options)
        return await self._feed(APPLICATION_COMMAND, user_id, channel_id, data, name=command)

    def _slash_data(self, user_id: int, channel_id: int, command: str,
                    options: dict[str, Any]) -> dict[str, Any]:
        """The interaction's ``data`` for ``/command``. Apart from :meth:`slash` so the
        copy of the whole synced command it reads is freed before the interaction is fed:
        held across the handler, it was a few hundred objects per interaction in flight for
        the bot's collector to scan, which real Discord's copy never is."""
        top, leaf, path, cmd_guild = self._find_command(user_id, channel_id, command)
        built, resolved = self.client_rules.build_options(
            leaf, options, channel_id=channel_id, path=command
        )
        return self.client_rules.command_data(top, path, built, cmd_guild, resolved)

    async def autocomplete(
        self,
        user_id: int,
        channel_id: int,
        command: str,
        /,
        focused: str,
        value: str = "",
        **options: Any,
    ) -> list[app_commands.Choice[Any]]:
        """Type ``value`` into option ``focused`` of ``/command`` and return the choices
        the bot offers (``[]`` if it offered none; see ``last_interaction``)."""
        top, leaf, path, cmd_guild = self._find_command(user_id, channel_id, command)
        schema = {o["name"]: o for o in leaf.get("options") or []}
        if focused not in schema:
            raise ImpossibleInteraction(f"/{command} has no option {focused!r}")
        if not schema[focused].get("autocomplete"):
            raise ImpossibleInteraction(f"/{command} option {focused!r} has no autocomplete")
        built, _ = self.client_rules.build_options(
            leaf, options, channel_id=channel_id, path=command, partial=True
        )
        built = [o for o in built if o["name"] != focused]
        built.append(
            {"type": schema[focused]["type"], "name": focused, "value": value, "focused": True}
        )
        order = [o["name"] for o in leaf.get("options") or []]
        built.sort(key=lambda o: order.index(o["name"]))
        data = self.client_rules.command_data(top, path, built, cmd_guild, {})
        record = await self._feed(AUTOCOMPLETE, user_id, channel_id, data, name=command)
        return list(record.choices)

    async def click(
        self,
        user_id: int,
        message: Any,
        custom_id: str,
        *,
        forged: bool = False,
        stale: bool = False,
    ) -> InteractionRecord:
        """Press button ``custom_id`` on ``message`` (a StoredMessage, discord.Message or id).

        ``forged=True`` sends the custom_id as a modified client could, whether or not the
        message shows it (or it is disabled). ``stale=True`` taps a button the message had
        earlier but no longer has, as a client showing an old copy does (a double tap on a
        phone, Join after Start): Discord delivers it with the message as it is now.
        discord.py drops a custom_id that matches a DynamicItem template but is not on the
        message, without answering; the bot must answer such taps itself.
        """
        msg = self._message_for_interaction(user_id, message)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
        if stale:
            if custom_id not in msg.shown_custom_ids:
                raise ImpossibleInteraction(
                    f"message {msg.id} never showed {custom_id!r}; it has {msg.custom_ids}"
                )
            if msg.component(custom_id) is not None:
                raise ImpossibleInteraction(
                    f"{custom_id!r} is still on message {msg.id}; tap it without stale=True"
                )
        elif not forged:
            comp = self.client_rules.component(msg, custom_id)
            if comp.get("type") != 2:
                raise ImpossibleInteraction(
                    f"{custom_id!r} on message {msg.id} is not a button; use select()"
                )
            if comp.get("style") in (5, 6):
                raise ImpossibleInteraction(
                    f"{custom_id!r} is a link/premium button; it sends no interaction"
                )
            data["id"] = comp.get("id")
        return await self._feed(
            MESSAGE_COMPONENT, user_id, msg.channel_id, data, name=custom_id, message=msg
        )

    async def select(
        self,
        user_id: int,
        message: Any,
        custom_id: str,
        values: Sequence[Any],
        *,
        forged: bool = False,
    ) -> InteractionRecord:
        """Choose ``values`` in the select menu ``custom_id`` on ``message``. Users,
        channels and roles may be given as ids or objects with ``.id``.

        ``forged=True`` skips the checks a Discord client makes (the menu exists, offers
        those values, takes that many) and sends a string-select interaction."""
        msg = self._message_for_interaction(user_id, message)
        values = [str(getattr(v, "id", v)) for v in values]
        if forged:
            data = {"custom_id": custom_id, "component_type": 3, "values": values}
            return await self._feed(
                MESSAGE_COMPONENT, user_id, msg.channel_id, data, name=custom_id, message=msg
            )
        comp = self.client_rules.component(msg, custom_id)
        ctype = comp.get("type")
        if ctype not in (3, 5, 6, 7, 8):
            raise ImpossibleInteraction(f"{custom_id!r} on message {msg.id} is not a select menu")
        low, high = comp.get("min_values", 1), comp.get("max_values", 1)
        if not low <= len(values) <= high:
            raise ImpossibleInteraction(
                f"select {custom_id!r} takes {low}–{high} values, got {len(values)}"
            )
        data = {
            "custom_id": custom_id,
            "component_type": ctype,
            "values": values,
            "id": comp.get("id"),
        }
        if ctype == 3:
            offered = [o["value"] for o in comp.get("options") or []]
            unknown = [v for v in values if v not in offered]
            if unknown:
                raise ImpossibleInteraction(
                    f"select {custom_id!r} does not offer {unknown}; it offers {offered}"
                )
        else:
            data["resolved"] = self.client_rules.resolve_ids(values, ctype, msg.channel_id)
        return await self._feed(
            MESSAGE_COMPONENT, user_id, msg.channel_id, data, name=custom_id, message=msg
        )

    async def submit_modal(
        self, user_id: int, record: InteractionRecord, values: Mapping[str, str]
    ) -> InteractionRecord:
        """Fill in and submit the modal the bot opened in answer to ``record``;
        ``values`` maps text inputs' custom_ids to what the user typed."""
        if record.modal is None:
            raise ImpossibleInteraction(f"{record.describe()} did not open a modal")
        if user_id != record.user_id:
            raise ImpossibleInteraction("only the user who opened a modal can submit it")
        modal = record.modal
        known = {
            c.get("custom_id")
            for c in walk_components(modal.get("components") or [])
            if c.get("type") == 4
        }
        unknown = set(values) - known
        if unknown:
            raise ImpossibleInteraction(
                f"modal {modal.get('custom_id')!r} has no text inputs {sorted(unknown)}"
            )

        data = {
            "custom_id": modal["custom_id"],
            "components": [_modal_answer(c, values)
                           for c in number_components(modal.get("components") or [])],
        }
        message = self.world.messages.get(record.message_id) if record.message_id else None
        return await self._feed(
            MODAL_SUBMIT, user_id, record.channel_id, data, name=modal["custom_id"], message=message
        )


    async def _feed(
        self,
        itype: int,
        user_id: int,
        channel_id: int,
        data: dict[str, Any],
        *,
        name: str,
        message: StoredMessage | None = None,
    ) -> InteractionRecord:
        iid, token, payload = self._interaction_payload(itype, user_id, channel_id, data, message)
        channel = self.client_rules.channel(channel_id)
        record = InteractionRecord(
            self.world,
            id=iid,
            token=token,
            type=itype,
            user_id=user_id,
            channel_id=channel_id,
            guild_id=channel.guild_id,
            name=name,
            payload=payload,
        )
        if message is not None:
            record.message_id = record.original_message_id = message.id
        bot = self.owner_of(channel.guild_id)
        if bot is None:
            raise DoubleError(f"no running process runs shard "
                              f"{shard_of(channel.guild_id, shards_of(self._bot)[0])}, "
                              "which receives this interaction")
        record.process = bot
        self.world.interactions[token] = record
        self.interactions.append(record)
        scope_token = SCOPE.set(record)
        adapter_token = async_context.set(self._adapter)
        try:
            record.started = time.perf_counter()
            record.collecting_roots = True
            try:
                bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
            finally:
                record.collecting_roots = False
            # discord.py keeps what it parsed; the rest of the payload is not held across
            # the handler (Discord's copy is never in the bot's process)
            del payload
            await self._settle(record, max_seconds=self.switches.handler_timeout)
        finally:
            async_context.reset(adapter_token)
            SCOPE.reset(scope_token)
        record.finished = True
        if record.loading:
            self._violation(
                f"{record.describe()}: its deferred response is still 'thinking…' when its "
                "handlers are done; edit it (edit_original_response) or delete it - a "
                "followup is a new message and leaves it hanging"
            )
        if record.callback is None:
            self._violation(
                f"{record.describe()}: never acknowledged; the user sees "
                "'The application did not respond'"
            )
        return record

    def _find_command(
        self, user_id: int, channel_id: int, command: str
    ) -> tuple[dict[str, Any], dict[str, Any], list[str], int | None]:
        if not self._started:
            raise DoubleError("call await double.start() first")
        # every process has the same command tree
        return self.client_rules.find_command(self._bot, user_id, channel_id, command)

    def _message_for_interaction(self, user_id: int, message: Any) -> StoredMessage:
        if not self._started:
            raise DoubleError("call await double.start() first")
        return self.client_rules.message_for_interaction(user_id, message)

    def _interaction_payload(
        self,
        itype: int,
        user_id: int,
        channel_id: int,
        data: dict[str, Any],
        message: StoredMessage | None,
    ) -> tuple[int, str, dict[str, Any]]:
        channel = self.client_rules.channel(channel_id)
        guild = self.world.guild_of(channel)
        if guild is not None:
            self.add_member(guild.id, user_id)  # someone using the bot in a guild is in it
        return self.payloads.interaction_payload(itype, user_id, channel_id, data, message)

    # --- switches (see world.Switches) --------------------------------------------------
    reject_invalid = _switch("reject_invalid")
    enforce_deadline = _switch("enforce_deadline")
    gateway_echo = _switch("gateway_echo")
    handler_timeout = _switch("handler_timeout")
    rest_latency = _switch("rest_latency")
    round_trip = _switch("round_trip")
    deadline_seconds = _switch("deadline_seconds")


def _modal_answer(component: Mapping[str, Any], values: Mapping[str, str]) -> dict[str, Any]:
    """One component of a submitted modal as Discord sends it back: rows and labels
    with their children, text inputs with what the user typed (a module function, not a
    closure calling itself: that would leave a reference cycle per submission)."""
    kind = component.get("type")
    if kind == 1:
        return {"type": 1, "components": [_modal_answer(x, values)
                                          for x in component.get("components") or []]}
    if kind == 18:
        return {"type": 18, "id": component.get("id"),
                "component": _modal_answer(component["component"], values)}
    if kind == 4:
        value = values.get(component["custom_id"], component.get("value") or "")
        if component.get("required", True) and not value:
            raise ImpossibleInteraction(f"text input {component['custom_id']!r} is required")
        return {"type": 4, "id": component.get("id"), "custom_id": component["custom_id"],
                "value": value}
    return {"type": kind, "id": component.get("id")}
