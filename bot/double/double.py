"""An offline double of Discord for a discord.py 2.7 bot.

Discord cannot be reached from the development machines, so tests and the local console
talk to this double instead. It feeds real gateway payloads (INTERACTION_CREATE, GUILD_CREATE,
MESSAGE_CREATE, THREAD_CREATE, ...) through discord.py's own parsing, command tree and view
store, and captures every REST call the bot makes - interaction callbacks, followups and
edits through the webhook adapter, everything else through ``bot.http.request`` - answering
each with the JSON Discord would send, so discord.py builds real ``Message``/``Thread``
objects. Every outgoing payload is checked against Discord's limits (``bot/discord_limits.py``).
It relies on discord.py internals (pinned to 2.7.1 in requirements.txt), hence one module;
see ``../shared/discord.md``, "Driving discord.py 2.7 without Discord".

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

World (ids are increasing snowflakes; ``add_*`` return the new id)
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
    ``delete_message(message_id)`` (a moderator deletes a bot message). Permission keywords
    are ``discord.Permissions`` flag names, ``True`` to allow and ``False`` to deny.

Interactions (each awaits the bot's handlers and returns an :class:`InteractionRecord`)
    ``await slash(user_id, channel_id, command, /, **options)`` - ``command`` is the
    qualified name ("game new", "splendor take"); options are typed per the command's
    schema (str, int, float, bool, user/channel/role ids or objects with ``.id``).
    ``await autocomplete(user_id, channel_id, command, /, focused, value="", **options)
    -> list[app_commands.Choice]`` · ``await click(user_id, message, custom_id, *,
    forged=False)`` · ``await select(user_id, message, custom_id, values, *, forged=False)``
    · ``await submit_modal(user_id, record, values)``. ``message`` is a
    :class:`StoredMessage`, a ``discord.Message`` or an id. Anything a Discord client would
    not let the user do (unknown or missing option, value outside choices or range, hidden
    or DM-less command, a component not on the message or disabled, someone else's
    ephemeral message) raises :class:`ImpossibleInteraction`; ``forged=True`` sends a
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

:class:`StoredMessage` (current state; ``world.message_payload(msg)`` gives Discord's JSON)
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
    bytes and alt text, user_id, interaction_id, status, response, error, violations) ·
    ``subscribe(listener)``/``unsubscribe(listener)``: ``listener(event, message)`` with
    "create" (once visible: a "thinking" message counts when it gets content), "edit",
    "delete" - the console prints the conversation this way, background posts included.

Checks
    ``violations`` (readable strings: limits, a first response later than 3 s, an
    interaction never acknowledged, an ephemeral followup replacing a public defer, an
    unmodelled endpoint) · ``errors`` (exceptions discord.py logged, failed tasks) ·
    ``assert_clean()`` raises AssertionError listing both. Switches: ``reject_invalid``
    (True: payloads Discord refuses answer 400 50035 / 413 40005, as Discord does),
    ``enforce_deadline`` (False: late callbacks are only recorded; True: 404 10062),
    ``gateway_echo`` (True: MESSAGE_CREATE/UPDATE/DELETE of the bot's own messages),
    ``handler_timeout`` (30 s), ``rest_latency`` (0 s per REST call; raise it to test the
    3-second deadline).

Failures
    ``fail_next(method, path_regex, status, code, message=None, *, times=1)`` makes the next
    matching call (``method`` or ``"*"``; the regex is searched in the concrete path, e.g.
    ``/users/@me/channels``, ``/channels/\\d+/messages``) raise what discord.py would:
    ``discord.Forbidden`` (403), ``discord.NotFound`` (404), ``discord.DiscordServerError``
    (5xx), else ``discord.HTTPException``. Modelled without injection: 50007 for DMs to users
    with closed DMs or no shared guild; 50001/50013 from channel permissions (send, attach,
    create threads); 50083 for a locked archived thread (posting in an unlocked one reopens
    it); 10008 for deleted or ephemeral messages through channel endpoints; 10003 unknown
    channel; 40060 for a second callback; 10015 for a followup before the callback; 401 50027
    for an expired token.

Semantics worth knowing
    * Awaiting handlers: a task factory on the running loop and a ContextVar mark every task
      created while discord.py parses the payload (the tree's ``CommandTree-invoker`` made
      with ``client.loop.create_task``, view and DynamicItem dispatch made with
      ``asyncio.create_task``, ``on_interaction`` listeners) as roots of the interaction;
      their descendants inherit the ContextVar. A feed returns when roots and descendants
      are done, except discord.py's own timers (view timeouts, ``delete_after``,
      ``tasks.loop``), which ``close()`` cancels. REST calls made in that context are
      attributed to the interaction's user.
    * The first followup after a "thinking" defer replaces the loading message and keeps
      the defer's visibility, whatever the followup asks.
    * Each REST call yields to the loop (as network I/O does) before being answered, so
      concurrent interactions interleave and gateway echoes (THREAD_CREATE...) land first.
    * The bot's HTTP client gets a session stand-in that refuses network use; the library's
      default webhook adapter is routed here too, so ``Webhook.partial(..., client=bot)``
      works from any context.
"""

from __future__ import annotations

import asyncio
import contextvars
import copy
import datetime as dt
import json
import logging
import mimetypes
import re
import secrets
import struct
import time
import traceback
import urllib.parse
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.double import limits

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

DISCORD_EPOCH_MS = 1420070400000
CDN = "https://cdn.discordapp.com"
MEDIA = "https://media.discordapp.net"
DEADLINE_SECONDS = 3.0  # discord.md, "Interactions": first response within 3 s
TOKEN_LIFETIME = dt.timedelta(minutes=15)
EPHEMERAL = 1 << 6
LOADING = 1 << 7
HAS_THREAD = 1 << 5
COMPONENTS_V2 = 1 << 15

# Interaction types and callback types (discord-api-docs, "Receiving and Responding").
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9

TEXT, DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 11, 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)

ERROR_TEXT = {
    0: "General error",
    10003: "Unknown Channel",
    10007: "Unknown Member",
    10008: "Unknown Message",
    10013: "Unknown User",
    10015: "Unknown Webhook",
    10062: "Unknown interaction",
    20028: "This channel has hit the write rate limit",
    40005: "Request entity too large",
    40060: "Interaction has already been acknowledged.",
    50001: "Missing Access",
    50007: "Cannot send messages to this user",
    50013: "Missing Permissions",
    50027: "Invalid Webhook Token",
    50035: "Invalid Form Body",
    50083: "Thread is archived",
}

_P = discord.Permissions
ALL_PERMISSIONS = _P.all().value
EVERYONE_DEFAULT = _P(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    read_message_history=True,
    use_application_commands=True,
    use_external_emojis=True,
    change_nickname=True,
    create_instant_invite=True,
).value
BOT_ROLE_DEFAULT = _P(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    read_message_history=True,
    use_external_emojis=True,
).value
DM_PERMISSIONS = _P(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    read_message_history=True,
    use_external_emojis=True,
    use_application_commands=True,
).value

_DISCORD_DIR = str(Path(discord.__file__).parent)


class DoubleError(Exception):
    """The double was used in a way it does not model."""


class ImpossibleInteraction(DoubleError):
    """The simulated user did something a Discord client would not let them do."""


# ======================================================================================
# Records
# ======================================================================================


@dataclass(kw_only=True)
class CapturedFile:
    """A file the bot uploaded: name, bytes and alt text."""

    filename: str
    data: bytes
    description: str | None = None
    spoiler: bool = False

    @property
    def size(self) -> int:
        return len(self.data)


@dataclass(kw_only=True)
class StoredAttachment(CapturedFile):
    """An uploaded file as Discord stores it on a message."""

    id: int
    url: str
    proxy_url: str
    content_type: str | None = None
    width: int | None = None
    height: int | None = None
    ephemeral: bool = False

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.proxy_url,
        }
        if self.content_type:
            data["content_type"] = self.content_type
        if self.width is not None:
            data.update(width=self.width, height=self.height, placeholder_version=1)
        if self.description is not None:
            data["description"] = self.description
        if self.ephemeral:
            data["ephemeral"] = True
        return data


@dataclass(kw_only=True)
class CapturedRequest:
    """One REST call the bot made, and how the double answered it."""

    method: str
    path: str  # concrete, e.g. "/channels/123/messages" (webhook paths carry the token)
    route: str  # template, e.g. "/channels/{channel_id}/messages"
    source: str  # "http" (bot.http.request) or "webhook" (the interaction webhook adapter)
    json: dict[str, Any] | list[Any] | None
    files: list[CapturedFile]
    params: dict[str, Any] | None
    reason: str | None
    user_id: int | None  # the user whose interaction caused it, if any
    interaction_id: int | None
    status: int = 0
    response: Any = None
    error: str | None = None
    violations: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return f"{self.method} {self.route} -> {self.status}"


@dataclass(kw_only=True)
class StoredMessage:
    """A message the bot posted, as the double keeps it (current state after edits)."""

    id: int
    channel_id: int
    guild_id: int | None
    author_id: int
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[StoredAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    tts: bool = False
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    interaction_legacy: dict[str, Any] | None = None
    message_reference: dict[str, Any] | None = None
    allowed_mentions: dict[str, Any] | None = None
    mention_ids: list[int] = field(default_factory=list)
    mention_role_ids: list[int] = field(default_factory=list)
    pinged_user_ids: frozenset[int] = frozenset()
    ephemeral_to: int | None = None  # the only user who sees an ephemeral message
    thread_id: int | None = None  # a thread started from this message
    pinned: bool = False
    edited_at: dt.datetime | None = None
    deleted: bool = False
    revisions: int = 0

    @property
    def created_at(self) -> dt.datetime:
        return discord.utils.snowflake_time(self.id)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def files(self) -> list[StoredAttachment]:
        return self.attachments

    def walk_components(self) -> Iterator[dict[str, Any]]:
        """Every component, depth first (rows, then their buttons and selects)."""
        yield from _walk_components(self.components)

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.walk_components() if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.walk_components() if c.get("type") in (3, 5, 6, 7, 8)]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.walk_components() if c.get("custom_id")]

    def custom_id(self, label: str) -> str:
        """The custom_id of the button (or select, by placeholder) shown as ``label``."""
        for c in self.walk_components():
            if c.get("custom_id") and label in (c.get("label"), c.get("placeholder")):
                return c["custom_id"]
        shown = [
            c.get("label") or c.get("placeholder")
            for c in self.walk_components()
            if c.get("custom_id")
        ]
        raise KeyError(f"message {self.id} has no component labelled {label!r}; it has {shown}")

    def component(self, custom_id: str) -> dict[str, Any] | None:
        return next((c for c in self.walk_components() if c.get("custom_id") == custom_id), None)

    def visible_to(self, user_id: int) -> bool:
        return not self.deleted and (self.ephemeral_to is None or self.ephemeral_to == user_id)


@dataclass(kw_only=True)
class ChannelInfo:
    """A channel, thread or DM channel of the world."""

    id: int
    type: int
    name: str | None
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    overwrites: dict[int, tuple[int, int, int]] = field(
        default_factory=dict
    )  # id -> (type, allow, deny)
    recipient_id: int | None = None
    last_message_id: int | None = None
    # threads
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    archive_timestamp: str | None = None
    created_at: str | None = None
    message_count: int = 0
    total_message_sent: int = 0
    member_ids: set[int] = field(default_factory=set)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES


@dataclass(kw_only=True)
class _User:
    id: int
    username: str
    global_name: str | None
    bot: bool = False
    dms_closed: bool = False
    locale: str = "en-US"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "avatar_decoration_data": None,
            "banner": None,
            "accent_color": None,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": None,
            "collectibles": None,
        }
        if self.bot:
            data["bot"] = True
        return data


@dataclass(kw_only=True)
class _Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    bot_id: int | None = None

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclass(kw_only=True)
class _Member:
    user_id: int
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = ""


@dataclass(kw_only=True)
class _Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, _Role] = field(default_factory=dict)
    members: dict[int, _Member] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)
    personal_roles: dict[int, int] = field(default_factory=dict)  # user id -> role id
    bot_role_id: int = 0
    locale: str = "en-US"


class _Scope:
    """Tasks spawned while feeding one event; the feed returns when they are done."""

    def __init__(self) -> None:
        self.tasks: list[asyncio.Task[Any]] = []
        self.roots: set[asyncio.Task[Any]] = set()
        self.collecting_roots = False


_SCOPE: contextvars.ContextVar[_Scope | None] = contextvars.ContextVar(
    "discord_double_scope", default=None
)


class InteractionRecord(_Scope):
    """What the bot answered to one interaction the double fed it."""

    def __init__(
        self,
        world: World,
        *,
        id: int,
        token: str,
        type: int,
        user_id: int,
        channel_id: int,
        guild_id: int | None,
        name: str,
        payload: dict[str, Any],
    ) -> None:
        super().__init__()
        self._world = world
        self.id = id
        self.token = token
        self.type = type  # 2 command, 3 component, 4 autocomplete, 5 modal submit
        self.user_id = user_id
        self.channel_id = channel_id
        self.guild_id = guild_id
        self.name = name  # "game new", or the custom_id of the component
        self.payload = payload  # the INTERACTION_CREATE payload that was fed
        self.created_at = discord.utils.snowflake_time(id)
        self.started = time.perf_counter()
        self.first_response_seconds: float | None = None
        self.callback: CapturedRequest | None = None  # the accepted callback
        self.requests: list[CapturedRequest] = []  # every REST call made for it
        self.message_id: int | None = None  # the clicked message, for components
        self.original_message_id: int | None = None  # what @original refers to
        self.followup_ids: list[int] = []
        self.produced_ids: list[int] = []  # messages created or changed, in order
        self.loading = False  # deferred with thinking; the first followup edits @original
        self.loading_ephemeral = False
        self.choices: list[app_commands.Choice[Any]] = []
        self.modal: dict[str, Any] | None = None
        self.errors: list[str] = []
        self.token_expired = False
        self.finished = False

    # --- raw facts -----------------------------------------------------------------
    @property
    def callback_type(self) -> int | None:
        """4 message, 5 deferred, 6 deferred update, 7 update, 8 autocomplete, 9 modal."""
        return None if self.callback is None else self.callback.json.get("type")  # type: ignore[union-attr]

    @property
    def callback_data(self) -> dict[str, Any] | None:
        return None if self.callback is None else self.callback.json.get("data")  # type: ignore[union-attr]

    @property
    def responded(self) -> bool:
        return self.callback is not None

    @property
    def deferred(self) -> bool:
        return self.callback_type in (DEFERRED_MESSAGE, DEFERRED_UPDATE)

    @property
    def edits(self) -> list[CapturedRequest]:
        """PATCH calls on messages (``@original``, webhook or channel messages) for it."""
        return [r for r in self.requests if r.method == "PATCH" and "/messages/" in r.route]

    # --- messages ------------------------------------------------------------------
    @property
    def original(self) -> StoredMessage | None:
        """The message ``@original`` designates now (response or the clicked message)."""
        if self.original_message_id is None:
            return None
        return self._world.messages.get(self.original_message_id)

    @property
    def followups(self) -> list[StoredMessage]:
        return [self._world.messages[i] for i in self.followup_ids if i in self._world.messages]

    @property
    def messages(self) -> list[StoredMessage]:
        """Every message this interaction created or changed, still visible, in order."""
        out = []
        for mid in dict.fromkeys(self.produced_ids):
            msg = self._world.messages.get(mid)
            if msg is not None and not msg.deleted:
                out.append(msg)
        return out

    @property
    def response(self) -> StoredMessage | None:
        """The message that answers the user: the response/updated message, else the
        first followup, else the first message produced."""
        if self.callback_type in (CHANNEL_MESSAGE, DEFERRED_MESSAGE, UPDATE_MESSAGE):
            msg = self.original
            if msg is not None and not msg.deleted:
                return msg
        if self.callback_type == DEFERRED_UPDATE and self.original_message_id in self.produced_ids:
            msg = self.original
            if msg is not None and not msg.deleted:
                return msg
        for msg in self.followups:
            if not msg.deleted:
                return msg
        produced = self.messages
        return produced[0] if produced else None

    @property
    def ephemeral(self) -> bool:
        msg = self.response
        return bool(msg and msg.ephemeral)

    @property
    def content(self) -> str | None:
        msg = self.response
        return None if msg is None else msg.content

    @property
    def components(self) -> list[dict[str, Any]]:
        msg = self.response
        return [] if msg is None else msg.components

    @property
    def embeds(self) -> list[dict[str, Any]]:
        msg = self.response
        return [] if msg is None else msg.embeds

    @property
    def files(self) -> list[StoredAttachment]:
        return [a for m in self.messages for a in m.attachments]

    def expire_token(self) -> None:
        """Pretend 15 minutes passed: followups and edits now fail with 401 50027."""
        self.token_expired = True

    def describe(self) -> str:
        kind = {2: "/", 3: "component ", 4: "autocomplete /", 5: "modal "}.get(self.type, "?")
        user = self._world.users.get(self.user_id)
        who = user.username if user else self.user_id
        return f"{kind}{self.name} by {who} (interaction {self.id})"

    def __repr__(self) -> str:
        return f"<InteractionRecord {self.describe()} callback={self.callback_type}>"


# ======================================================================================
# World
# ======================================================================================


class World:
    """Everything Discord knows: users, guilds, channels, messages. Survives bot restarts."""

    def __init__(self, *, bot_name: str = "Boardgames") -> None:
        self._last_id = 0
        self.users: dict[int, _User] = {}
        self.guilds: dict[int, _Guild] = {}
        self.channels: dict[int, ChannelInfo] = {}
        self.messages: dict[int, StoredMessage] = {}
        self.channel_messages: dict[int, list[int]] = {}
        self.dm_by_user: dict[int, int] = {}
        self.interactions: dict[str, InteractionRecord] = {}  # by token
        self.command_ids: dict[tuple[int | None, str], int] = {}
        self.synced_commands: dict[int | None, list[dict[str, Any]]] = {}
        self.attachments_by_url: dict[str, StoredAttachment] = {}
        self.bot_user_id = self.next_id()
        self.users[self.bot_user_id] = _User(
            id=self.bot_user_id, username=bot_name.lower(), global_name=None, bot=True
        )
        self.app_owner_id = self.next_id()
        self.users[self.app_owner_id] = _User(
            id=self.app_owner_id, username="botdev", global_name="Bot Dev"
        )

    def next_id(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        candidate = (ms << 22) | (1 << 17) | (1 << 12)
        self._last_id = max(candidate, self._last_id + 1)
        return self._last_id

    @property
    def application_id(self) -> int:
        return self.bot_user_id  # true of every application created since 2021

    def timestamp(self, snowflake: int | None = None) -> str:
        when = discord.utils.snowflake_time(snowflake) if snowflake else discord.utils.utcnow()
        return when.isoformat()

    def guild_of(self, channel: ChannelInfo) -> _Guild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id else None

    # --- permissions (discord-api-docs, "Permissions": base, then overwrites) ---------
    def base_permissions(self, guild: _Guild, user_id: int) -> int:
        if user_id == guild.owner_id:
            return ALL_PERMISSIONS
        perms = guild.roles[guild.id].permissions
        member = guild.members.get(user_id)
        for rid in member.role_ids if member else ():
            role = guild.roles.get(rid)
            if role:
                perms |= role.permissions
        if perms & _P.administrator.flag:
            return ALL_PERMISSIONS
        return perms

    def permissions(self, channel_id: int, user_id: int) -> int:
        channel = self.channels[channel_id]
        if channel.type == DM:
            return DM_PERMISSIONS
        guild = self.guilds[channel.guild_id]  # type: ignore[index]
        perms = self.base_permissions(guild, user_id)
        if perms == ALL_PERMISSIONS:
            return perms
        source = self.channels[channel.parent_id] if channel.is_thread else channel  # type: ignore[index]
        overwrites = source.overwrites
        if guild.id in overwrites:
            _, allow, deny = overwrites[guild.id]
            perms = (perms & ~deny) | allow
        member = guild.members.get(user_id)
        allow = deny = 0
        for rid in member.role_ids if member else ():
            if rid in overwrites and overwrites[rid][0] == 0:
                allow |= overwrites[rid][1]
                deny |= overwrites[rid][2]
        perms = (perms & ~deny) | allow
        if user_id in overwrites and overwrites[user_id][0] == 1:
            _, allow, deny = overwrites[user_id]
            perms = (perms & ~deny) | allow
        if not perms & _P.view_channel.flag:
            return 0
        if not perms & _P.send_messages.flag:  # implicit denials
            perms &= ~(
                _P.send_tts_messages.flag
                | _P.mention_everyone.flag
                | _P.embed_links.flag
                | _P.attach_files.flag
            )
        if (
            channel.type == PRIVATE_THREAD
            and user_id not in channel.member_ids
            and not perms & _P.manage_threads.flag
        ):
            return 0
        return perms

    # --- payloads ----------------------------------------------------------------
    def user_payload(self, user_id: int) -> dict[str, Any]:
        return self.users[user_id].payload()

    def member_payload(
        self, guild: _Guild, user_id: int, *, with_user: bool = True
    ) -> dict[str, Any]:
        member = guild.members[user_id]
        data: dict[str, Any] = {
            "nick": member.nick,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in member.role_ids],
            "joined_at": member.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
            "unusual_dm_activity_until": None,
        }
        if with_user:
            data["user"] = self.user_payload(user_id)
        return data

    def channel_payload(self, channel_id: int) -> dict[str, Any]:
        ch = self.channels[channel_id]
        if ch.type == DM:
            return {
                "id": str(ch.id),
                "type": DM,
                "last_message_id": _sid(ch.last_message_id),
                "flags": 0,
                "recipients": [self.user_payload(ch.recipient_id)],  # type: ignore[arg-type]
            }
        if ch.is_thread:
            data: dict[str, Any] = {
                "id": str(ch.id),
                "type": ch.type,
                "guild_id": str(ch.guild_id),
                "parent_id": str(ch.parent_id),
                "owner_id": str(ch.owner_id),
                "name": ch.name,
                "last_message_id": _sid(ch.last_message_id),
                "message_count": ch.message_count,
                "member_count": len(ch.member_ids),
                "total_message_sent": ch.total_message_sent,
                "rate_limit_per_user": 0,
                "flags": 0,
                "applied_tags": [],
                "thread_metadata": {
                    "archived": ch.archived,
                    "auto_archive_duration": ch.auto_archive_duration,
                    "archive_timestamp": ch.archive_timestamp,
                    "locked": ch.locked,
                    "create_timestamp": ch.created_at,
                },
            }
            if ch.type == PRIVATE_THREAD:
                data["thread_metadata"]["invitable"] = ch.invitable
            return data
        return {
            "id": str(ch.id),
            "type": ch.type,
            "guild_id": str(ch.guild_id),
            "name": ch.name,
            "position": ch.position,
            "parent_id": None,
            "topic": None,
            "nsfw": False,
            "last_message_id": _sid(ch.last_message_id),
            "rate_limit_per_user": 0,
            "default_auto_archive_duration": 1440,
            "default_thread_rate_limit_per_user": 0,
            "flags": 0,
            "permission_overwrites": [
                {"id": str(oid), "type": otype, "allow": str(allow), "deny": str(deny)}
                for oid, (otype, allow, deny) in ch.overwrites.items()
            ],
        }

    def thread_member_payload(self, thread_id: int, user_id: int) -> dict[str, Any]:
        return {
            "id": str(thread_id),
            "user_id": str(user_id),
            "join_timestamp": self.timestamp(),
            "flags": 1,
        }

    def guild_payload(self, guild: _Guild, *, gateway: bool) -> dict[str, Any]:
        text_channels = [c for c in guild.channel_ids if not self.channels[c].is_thread]
        data: dict[str, Any] = {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(guild.owner_id),
            "roles": [r.payload() for r in guild.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": guild.locale,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "system_channel_id": _sid(text_channels[0]) if text_channels else None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "max_members": 500000,
            "max_video_channel_users": 25,
            "widget_enabled": False,
            "application_id": None,
            "incidents_data": None,
        }
        if gateway:  # GUILD_CREATE: default intents, so only the bot's own member
            bot_member = guild.members[self.bot_user_id]
            data.update(
                unavailable=False,
                large=False,
                member_count=len(guild.members),
                joined_at=bot_member.joined_at,
                members=[self.member_payload(guild, self.bot_user_id)],
                channels=[self.channel_payload(c) for c in text_channels],
                threads=[
                    self.channel_payload(c)
                    for c in guild.channel_ids
                    if self.channels[c].is_thread and not self.channels[c].archived
                ],
                voice_states=[],
                presences=[],
                stage_instances=[],
                guild_scheduled_events=[],
                soundboard_sounds=[],
            )
        return data

    def message_payload(self, msg: StoredMessage) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(msg.id),
            "channel_id": str(msg.channel_id),
            "author": self.user_payload(msg.author_id),
            "content": msg.content,
            "timestamp": self.timestamp(msg.id),
            "edited_timestamp": msg.edited_at.isoformat() if msg.edited_at else None,
            "tts": msg.tts,
            "mention_everyone": False,
            "mentions": [self.user_payload(u) for u in msg.mention_ids if u in self.users],
            "mention_roles": [str(r) for r in msg.mention_role_ids],
            "attachments": [a.payload() for a in msg.attachments],
            "embeds": copy.deepcopy(msg.embeds),
            "pinned": msg.pinned,
            "type": msg.type,
            "flags": msg.flags,
            "components": copy.deepcopy(msg.components),
        }
        if msg.webhook_id is not None:
            data["webhook_id"] = str(msg.webhook_id)
        if msg.application_id is not None:
            data["application_id"] = str(msg.application_id)
        if msg.interaction_metadata is not None:
            data["interaction_metadata"] = copy.deepcopy(msg.interaction_metadata)
        if msg.interaction_legacy is not None:
            data["interaction"] = copy.deepcopy(msg.interaction_legacy)
        if msg.message_reference is not None:
            data["message_reference"] = dict(msg.message_reference)
        if msg.thread_id is not None and msg.thread_id in self.channels:
            data["thread"] = self.channel_payload(msg.thread_id)
        return data

    def add_message(self, msg: StoredMessage) -> None:
        self.messages[msg.id] = msg
        self.channel_messages.setdefault(msg.channel_id, []).append(msg.id)


# ======================================================================================
# Helpers
# ======================================================================================


def _sid(value: int | None) -> str | None:
    return None if value is None else str(value)


def _walk_components(components: Iterable[Mapping[str, Any]]) -> Iterator[dict[str, Any]]:
    for c in components:
        yield c  # type: ignore[misc]
        yield from _walk_components(c.get("components") or [])
        for key in ("accessory", "component"):
            if c.get(key):
                yield from _walk_components([c[key]])


def _number_components(components: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Copy components and give each an ``id`` as Discord does (1, 2, ... in tree order)."""
    out = copy.deepcopy(list(components))
    used = {c["id"] for c in _walk_components(out) if isinstance(c.get("id"), int)}
    counter = 0
    for c in _walk_components(out):
        if "id" not in c:
            counter += 1
            while counter in used:
                counter += 1
            c["id"] = counter
    return out


def _image_size(data: bytes) -> tuple[int, int] | None:
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return struct.unpack(">II", data[16:24])
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return struct.unpack("<HH", data[6:10])
    try:  # JPEG, WebP, ...: ask Pillow when it is installed
        import io

        from PIL import Image

        with Image.open(io.BytesIO(data)) as img:
            return img.size
    except Exception:
        return None


def _perm_bits(**perms: bool) -> tuple[int, int]:
    allow = deny = 0
    for name, value in perms.items():
        flag = getattr(_P, name, None)
        if flag is None:
            raise DoubleError(f"unknown permission {name!r}")
        if value:
            allow |= flag.flag
        else:
            deny |= flag.flag
    return allow, deny


class _FakeResponse:
    """Stands in for the aiohttp response discord.py's exceptions read."""

    def __init__(self, status: int, method: str, url: str) -> None:
        self.status = status
        self.reason = {
            400: "Bad Request",
            401: "Unauthorized",
            403: "Forbidden",
            404: "Not Found",
            405: "Method Not Allowed",
            413: "Payload Too Large",
            429: "Too Many Requests",
            500: "Internal Server Error",
        }.get(status, "Error")
        self.method = method
        self.url = url
        self.headers: dict[str, str] = {}


class _NoNetworkSession:
    """Stands in for the aiohttp session ``HTTPClient.static_login`` would open; objects
    such as ``Webhook.partial(client=bot)`` need one, but nothing may use it for real."""

    closed = False

    async def close(self) -> None:
        self.closed = True

    def __getattr__(self, name: str) -> Any:
        raise DoubleError(f"network access through the HTTP session ({name}) in the Discord double")


class _Reject(Exception):
    """Raised inside a route handler: answer with a Discord error."""

    def __init__(self, status: int, code: int, message: str | None = None) -> None:
        super().__init__(status, code, message)
        self.status = status
        self.code = code
        self.message = message or ERROR_TEXT.get(code, "Error")


def _discord_exception(
    status: int, code: int, message: str, method: str, url: str
) -> discord.HTTPException:
    response = _FakeResponse(status, method, url)
    body = {"code": code, "message": message}
    if status == 403:
        return discord.Forbidden(response, body)  # type: ignore[arg-type]
    if status == 404:
        return discord.NotFound(response, body)  # type: ignore[arg-type]
    if status >= 500:
        return discord.DiscordServerError(response, body)  # type: ignore[arg-type]
    return discord.HTTPException(response, body)  # type: ignore[arg-type]


@dataclass
class _Failure:
    method: str
    pattern: re.Pattern[str]
    status: int
    code: int
    message: str
    times: int


@dataclass
class _Call:
    method: str
    path: str
    json: Any
    files: list[CapturedFile]
    params: dict[str, Any]
    record: InteractionRecord | None
    captured: CapturedRequest


class _CapturingWebhookAdapter(AsyncWebhookAdapter):
    """The webhook adapter discord.py uses for interaction replies, routed to the double."""

    def __init__(self, double: DiscordDouble) -> None:
        super().__init__()
        self._double = double

    async def request(
        self,
        route: Route,
        session: Any = None,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        proxy: Any = None,
        proxy_auth: Any = None,
        files: Sequence[discord.File] | None = None,
        reason: str | None = None,
        auth_token: str | None = None,
        params: dict[str, Any] | None = None,
    ) -> Any:
        return await self._double._request(
            "webhook",
            route,
            json_payload=payload,
            form=multipart,
            files=files,
            params=params,
            reason=reason,
        )


class _ErrorLogHandler(logging.Handler):
    def __init__(self, double: DiscordDouble) -> None:
        super().__init__(level=logging.ERROR)
        self._double = double

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info:
            text += "\n" + "".join(traceback.format_exception(*record.exc_info))
        self._double._note_error(text)


# ======================================================================================
# The double
# ======================================================================================


class DiscordDouble:
    """Discord, as far as one discord.py bot can tell. See the module docstring."""

    def __init__(self, bot: discord.Client, world: World | None = None) -> None:
        self.world = world or World()
        self.requests: list[CapturedRequest] = []
        self.interactions: list[InteractionRecord] = []
        self.violations: list[str] = []
        self.errors: list[str] = []
        #: answer payloads Discord would refuse with 400/413 (else: record and accept)
        self.reject_invalid = True
        #: answer callbacks later than 3 s with 404 10062, as Discord does (else: record only)
        self.enforce_deadline = False
        #: feed MESSAGE_CREATE/UPDATE/DELETE for the bot's own messages, as the gateway does
        self.gateway_echo = True
        #: how long a handler may run before the double gives up waiting for it
        self.handler_timeout = 30.0
        #: seconds each REST call takes (0: just a yield to the loop), to test deadlines
        self.rest_latency = 0.0
        self._bot = bot
        self._failures: list[_Failure] = []
        self._adapter = _CapturingWebhookAdapter(self)
        self._log_handler = _ErrorLogHandler(self)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._previous_factory: Any = None
        self._default_adapter: AsyncWebhookAdapter | None = None
        self._previous_default_request: Any = None
        self._listeners: list[Callable[[str, StoredMessage], None]] = []
        self._started = False
        self._routes = self._build_routes()

    # ----------------------------------------------------------------------------------
    # lifecycle
    # ----------------------------------------------------------------------------------
    @property
    def bot(self) -> discord.Client:
        return self._bot

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
        bot = self._bot
        loop = asyncio.get_running_loop()
        await bot._async_setup_hook()
        self._install(loop)
        self._started = True
        state = bot._connection
        async_context.set(self._adapter)
        try:
            # Client.login: the bot user, application_info, then setup_hook
            state.user = discord.ClientUser(state=state, data=self._client_user_payload())
            bot._application = await bot.application_info()  # type: ignore[attr-defined]
            if state.application_id is None:
                state.application_id = self.application_id
            state.application_flags = bot._application.flags  # type: ignore[attr-defined]
            await bot.setup_hook()
            # Client.connect: READY, one GUILD_CREATE per guild, then "ready". Listeners of
            # "ready" get a moment to finish (not forever: some bots idle in on_ready).
            state._users[state.user.id] = state.user  # type: ignore[index]
            for guild in self.world.guilds.values():
                if self.bot_user_id in guild.members:
                    payload = self.world.guild_payload(guild, gateway=True)
                    state._add_guild_from_data(payload)  # type: ignore[arg-type]
            scope = _Scope()
            token = _SCOPE.set(scope)
            try:
                scope.collecting_roots = True
                state.dispatch("connect")
                state.call_handlers("ready")
                state.dispatch("ready")
                scope.collecting_roots = False
                await self._settle(scope, max_seconds=2.0, report=False)
            finally:
                _SCOPE.reset(token)
        except BaseException:
            await self.close()
            raise

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
            await self._bot.close()
        finally:
            self._uninstall()

    async def restart(self, bot: discord.Client) -> None:
        """Close the current bot and start ``bot`` over the same world."""
        await self.close()
        self._bot = bot
        await self.start()

    async def drain(self, max_seconds: float = 5.0) -> None:
        """Wait for work the bot is still doing for earlier interactions."""
        scope = _Scope()
        for rec in self.interactions:
            scope.tasks.extend(t for t in rec.tasks if not t.done())
        await self._settle(scope, max_seconds=max_seconds, report=False)

    def _install(self, loop: asyncio.AbstractEventLoop) -> None:
        http = self._bot.http

        async def request(
            route: Route,
            *,
            files: Sequence[discord.File] | None = None,
            form: Iterable[dict[str, Any]] | None = None,
            **kwargs: Any,
        ) -> Any:
            return await self._request(
                "http",
                route,
                json_payload=kwargs.get("json"),
                form=form,
                files=files,
                params=kwargs.get("params"),
                reason=kwargs.get("reason"),
            )

        async def get_from_cdn(url: str) -> bytes:
            att = self.world.attachments_by_url.get(url.split("?")[0])
            if att is None:
                raise _discord_exception(404, 0, "Not Found", "GET", url)
            return att.data

        http.request = request  # type: ignore[method-assign]
        http.get_from_cdn = get_from_cdn  # type: ignore[method-assign]
        if not http._HTTPClient__session:  # type: ignore[attr-defined]
            http._HTTPClient__session = _NoNetworkSession()  # type: ignore[attr-defined]
        # Interaction replies use the adapter in async_context. Feeds set it, but code running
        # in another context (a test body, a task made before start) would get the library's
        # default adapter and try the network: route that default instance here too.
        default_adapter = contextvars.Context().run(async_context.get)
        self._default_adapter = default_adapter
        self._previous_default_request = default_adapter.__dict__.get("request")
        default_adapter.request = self._adapter.request  # type: ignore[method-assign]
        self._loop = loop
        self._previous_factory = loop.get_task_factory()
        loop.set_task_factory(self._task_factory)  # type: ignore[arg-type]
        logging.getLogger("discord").addHandler(self._log_handler)

    def _uninstall(self) -> None:
        logging.getLogger("discord").removeHandler(self._log_handler)
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
        scope = context.get(_SCOPE) if context is not None else _SCOPE.get()
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
    def _awaited(task: asyncio.Task[Any], scope: _Scope) -> bool:
        """Roots always; descendants unless they are discord.py timers (view timeouts,
        delete_after), which may sleep for minutes and are none of the handler's work."""
        if task in scope.roots:
            return True
        code = getattr(task.get_coro(), "cr_code", None)
        if code is None:
            return True
        return not code.co_filename.startswith(_DISCORD_DIR) or code.co_name == "_run_event"

    async def _settle(self, scope: _Scope, *, max_seconds: float, report: bool = True) -> None:
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
        scope = _SCOPE.get()
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
    ) -> None:
        """Make the next ``times`` REST calls matching ``method`` (or ``"*"``) and
        ``path_regex`` (searched in the concrete path, e.g. ``/users/@me/channels``) fail
        with ``status``/``code``, raised as the discord.py exception Discord would cause."""
        self._failures.append(
            _Failure(
                method.upper(),
                re.compile(path_regex),
                status,
                code,
                message or ERROR_TEXT.get(code, "Error"),
                times,
            )
        )

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
    ) -> int:
        """A human user; a member of ``guild_ids`` (default: every guild so far)."""
        uid = self.world.next_id()
        self.world.users[uid] = _User(
            id=uid, username=name, global_name=display_name or name.title(), locale=locale
        )
        for gid in self.world.guilds if guild_ids is None else guild_ids:
            self.add_member(gid, uid)
        return uid

    def add_guild(
        self, name: str, *, owner_id: int | None = None, members: Iterable[int] | None = None
    ) -> int:
        """A guild with the bot in it; ``members`` default to every human user so far."""
        world = self.world
        gid = world.next_id()
        if owner_id is None:
            owner_id = world.next_id()
            world.users[owner_id] = _User(
                id=owner_id,
                username=f"{name.lower().replace(' ', '')}-owner",
                global_name=f"{name} Owner",
            )
        guild = _Guild(id=gid, name=name, owner_id=owner_id)
        guild.roles[gid] = _Role(id=gid, name="@everyone", permissions=EVERYONE_DEFAULT)
        guild.bot_role_id = world.next_id()
        guild.roles[guild.bot_role_id] = _Role(
            id=guild.bot_role_id,
            name=world.users[world.bot_user_id].username,
            permissions=BOT_ROLE_DEFAULT,
            position=1,
            managed=True,
            bot_id=world.bot_user_id,
        )
        world.guilds[gid] = guild
        now = world.timestamp()
        guild.members[world.bot_user_id] = _Member(
            user_id=world.bot_user_id, role_ids=[guild.bot_role_id], joined_at=now
        )
        guild.members[owner_id] = _Member(user_id=owner_id, joined_at=now)
        humans = (
            members
            if members is not None
            else [u.id for u in world.users.values() if not u.bot and u.id != world.app_owner_id]
        )
        for uid in humans:
            self.add_member(gid, uid)
        if self._started:
            self._gateway("GUILD_CREATE", world.guild_payload(guild, gateway=True))
        return gid

    def add_member(self, guild_id: int, user_id: int) -> None:
        guild = self.world.guilds[guild_id]
        if user_id not in guild.members:
            guild.members[user_id] = _Member(user_id=user_id, joined_at=self.world.timestamp())

    def remove_member(self, guild_id: int, user_id: int) -> None:
        self.world.guilds[guild_id].members.pop(user_id, None)

    def add_channel(self, guild_id: int, name: str) -> int:
        """A text channel."""
        guild = self.world.guilds[guild_id]
        cid = self.world.next_id()
        position = sum(1 for c in guild.channel_ids if not self.world.channels[c].is_thread)
        self.world.channels[cid] = ChannelInfo(
            id=cid, type=TEXT, name=name, guild_id=guild_id, position=position
        )
        guild.channel_ids.append(cid)
        if self._started:
            self._gateway("CHANNEL_CREATE", self.world.channel_payload(cid))
        return cid

    def add_thread(
        self,
        channel_id: int,
        name: str,
        *,
        private: bool = False,
        archived: bool = False,
        owner_id: int | None = None,
    ) -> int:
        """A thread someone (default: the guild owner) created under ``channel_id``."""
        parent = self.world.channels[channel_id]
        guild = self.world.guilds[parent.guild_id]  # type: ignore[index]
        thread = self._new_thread(
            parent,
            name,
            PRIVATE_THREAD if private else PUBLIC_THREAD,
            owner_id or guild.owner_id,
            1440,
        )
        if archived:
            thread.archived = True
            thread.archive_timestamp = self.world.timestamp()
        if self._started and not archived:
            self._gateway(
                "THREAD_CREATE", {**self.world.channel_payload(thread.id), "newly_created": True}
            )
        return thread.id

    def _new_thread(
        self,
        parent: ChannelInfo,
        name: str,
        type: int,
        owner_id: int,
        duration: int,
        thread_id: int | None = None,
    ) -> ChannelInfo:
        tid = thread_id or self.world.next_id()
        now = self.world.timestamp(tid)
        thread = ChannelInfo(
            id=tid,
            type=type,
            name=name,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=owner_id,
            auto_archive_duration=duration,
            archive_timestamp=now,
            created_at=now,
            member_ids={owner_id},
        )
        self.world.channels[tid] = thread
        self.world.guilds[parent.guild_id].channel_ids.append(tid)  # type: ignore[index]
        return thread

    def archive_thread(self, thread_id: int, *, locked: bool = False) -> None:
        """Archive a thread (Discord does so after its auto_archive_duration)."""
        thread = self.world.channels[thread_id]
        thread.archived, thread.locked = True, locked
        thread.archive_timestamp = self.world.timestamp()
        if self._started:
            self._gateway("THREAD_UPDATE", self.world.channel_payload(thread_id))

    def set_dms_closed(self, user_id: int, closed: bool = True) -> None:
        """DMs to this user fail with 403 50007."""
        self.world.users[user_id].dms_closed = closed

    def dm_channel(self, user_id: int) -> int:
        """The DM channel between the bot and ``user_id`` (created on first use)."""
        cid = self.world.dm_by_user.get(user_id)
        if cid is None:
            if user_id not in self.world.users:
                raise DoubleError(f"unknown user {user_id}")
            cid = self.world.next_id()
            self.world.channels[cid] = ChannelInfo(id=cid, type=DM, name=None, recipient_id=user_id)
            self.world.dm_by_user[user_id] = cid
        return cid

    def set_member_permissions(self, guild_id: int, user_id: int, **perms: bool) -> None:
        """Grant (True) or take back (False) guild-wide permissions through the member's
        own role, e.g. ``set_member_permissions(g, alice, manage_guild=True)``."""
        guild = self.world.guilds[guild_id]
        self.add_member(guild_id, user_id)
        allow, deny = _perm_bits(**perms)
        rid = guild.personal_roles.get(user_id)
        if rid is None:
            rid = self.world.next_id()
            name = self.world.users[user_id].username
            guild.roles[rid] = _Role(
                id=rid, name=f"{name}'s role", permissions=0, position=len(guild.roles)
            )
            guild.personal_roles[user_id] = rid
            guild.members[user_id].role_ids.append(rid)
            if self._started:
                self._gateway(
                    "GUILD_ROLE_CREATE",
                    {"guild_id": str(guild_id), "role": guild.roles[rid].payload()},
                )
        role = guild.roles[rid]
        role.permissions = (role.permissions & ~deny) | allow
        if self._started:
            self._gateway("GUILD_ROLE_UPDATE", {"guild_id": str(guild_id), "role": role.payload()})

    def set_channel_permissions(self, channel_id: int, target_id: int, **perms: bool) -> None:
        """Set a permission overwrite on a channel for a user, a role, or (guild id) @everyone.
        ``True`` allows, ``False`` denies."""
        channel = self.world.channels[channel_id]
        if channel.is_thread:
            raise DoubleError("threads take their permissions from their parent channel")
        guild = self.world.guilds[channel.guild_id]  # type: ignore[index]
        otype = 0 if target_id in guild.roles else 1
        _, allow, deny = channel.overwrites.get(target_id, (otype, 0, 0))
        new_allow, new_deny = _perm_bits(**perms)
        allow = (allow & ~new_deny) | new_allow
        deny = (deny & ~new_allow) | new_deny
        channel.overwrites[target_id] = (otype, allow, deny)
        if self._started:
            self._gateway("CHANNEL_UPDATE", self.world.channel_payload(channel_id))

    def set_bot_permissions(self, channel_id: int, **perms: bool) -> None:
        """Overwrite the bot's permissions in one channel (and its threads), e.g.
        ``set_bot_permissions(c, create_public_threads=False)``."""
        self.set_channel_permissions(channel_id, self.bot_user_id, **perms)

    def set_bot_guild_permissions(self, guild_id: int, **perms: bool) -> None:
        """Change the permissions of the bot's managed role in a guild."""
        guild = self.world.guilds[guild_id]
        allow, deny = _perm_bits(**perms)
        role = guild.roles[guild.bot_role_id]
        role.permissions = (role.permissions & ~deny) | allow
        if self._started:
            self._gateway("GUILD_ROLE_UPDATE", {"guild_id": str(guild_id), "role": role.payload()})

    def delete_message(self, message_id: int) -> None:
        """Someone (a moderator) deletes one of the bot's messages."""
        self._remove_message(self.world.messages[message_id])

    # ----------------------------------------------------------------------------------
    # reading the world
    # ----------------------------------------------------------------------------------
    def messages(self, channel_id: int, *, include_ephemeral: bool = False) -> list[StoredMessage]:
        """The bot's messages in a channel, thread or DM, oldest first (deleted ones left out)."""
        out = []
        for mid in self.world.channel_messages.get(channel_id, []):
            msg = self.world.messages[mid]
            if not msg.deleted and (include_ephemeral or msg.ephemeral_to is None):
                out.append(msg)
        return out

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
        top, leaf, path, cmd_guild = self._find_command(user_id, channel_id, command)
        built, resolved = self._build_options(leaf, options, channel_id=channel_id, path=command)
        data = self._command_data(top, path, built, cmd_guild, resolved)
        return await self._feed(APPLICATION_COMMAND, user_id, channel_id, data, name=command)

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
        built, _ = self._build_options(
            leaf, options, channel_id=channel_id, path=command, partial=True
        )
        built = [o for o in built if o["name"] != focused]
        built.append(
            {"type": schema[focused]["type"], "name": focused, "value": value, "focused": True}
        )
        order = [o["name"] for o in leaf.get("options") or []]
        built.sort(key=lambda o: order.index(o["name"]))
        data = self._command_data(top, path, built, cmd_guild, {})
        record = await self._feed(AUTOCOMPLETE, user_id, channel_id, data, name=command)
        return list(record.choices)

    async def click(
        self, user_id: int, message: Any, custom_id: str, *, forged: bool = False
    ) -> InteractionRecord:
        """Press button ``custom_id`` on ``message`` (a StoredMessage, discord.Message or id).

        ``forged=True`` sends the custom_id as a modified client could, whether or not the
        message shows it (or it is disabled). Note that discord.py drops a forged custom_id
        that matches a DynamicItem template but is not on the message, without answering.
        """
        msg = self._message_for_interaction(user_id, message)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
        if not forged:
            comp = self._component(msg, custom_id)
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
        comp = self._component(msg, custom_id)
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
            data["resolved"] = self._resolve_ids(values, ctype, msg.channel_id)
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
            for c in _walk_components(modal.get("components") or [])
            if c.get("type") == 4
        }
        unknown = set(values) - known
        if unknown:
            raise ImpossibleInteraction(
                f"modal {modal.get('custom_id')!r} has no text inputs {sorted(unknown)}"
            )

        def answer(c: Mapping[str, Any]) -> dict[str, Any]:
            if c.get("type") == 1:
                return {"type": 1, "components": [answer(x) for x in c.get("components") or []]}
            if c.get("type") == 18:
                return {"type": 18, "id": c.get("id"), "component": answer(c["component"])}
            if c.get("type") == 4:
                value = values.get(c["custom_id"], c.get("value") or "")
                if c.get("required", True) and not value:
                    raise ImpossibleInteraction(f"text input {c['custom_id']!r} is required")
                return {"type": 4, "id": c.get("id"), "custom_id": c["custom_id"], "value": value}
            return {"type": c.get("type"), "id": c.get("id")}

        data = {
            "custom_id": modal["custom_id"],
            "components": [answer(c) for c in _number_components(modal.get("components") or [])],
        }
        message = self.world.messages.get(record.message_id) if record.message_id else None
        return await self._feed(
            MODAL_SUBMIT, user_id, record.channel_id, data, name=modal["custom_id"], message=message
        )

    # --- command schema -------------------------------------------------------------
    def _find_command(
        self, user_id: int, channel_id: int, command: str
    ) -> tuple[dict[str, Any], dict[str, Any], list[str], int | None]:
        if not self._started:
            raise DoubleError("call await double.start() first")
        tree = getattr(self._bot, "tree", None)
        if tree is None:
            raise DoubleError("the bot has no command tree")
        channel = self._channel(channel_id)
        parts = command.split()
        if not parts:
            raise ImpossibleInteraction("empty command")
        found = None
        cmd_guild = None
        if channel.guild_id:
            found = tree.get_command(parts[0], guild=discord.Object(channel.guild_id))
            cmd_guild = channel.guild_id if found else None
        if found is None:
            found = tree.get_command(parts[0])
        if found is None or not isinstance(found, app_commands.Command | app_commands.Group):
            raise ImpossibleInteraction(f"no slash command /{parts[0]}")
        top = found.to_dict(tree)
        self._check_visible(top, user_id, channel, command)
        node = top
        for part in parts[1:]:
            subs = {o["name"]: o for o in node.get("options") or [] if o.get("type") in (1, 2)}
            if part not in subs:
                raise ImpossibleInteraction(
                    f"/{command}: no subcommand {part!r}; there are {sorted(subs)}"
                )
            node = subs[part]
        if any(o.get("type") in (1, 2) for o in node.get("options") or []):
            raise ImpossibleInteraction(f"/{command} is a group; name a subcommand")
        return top, node, parts, cmd_guild

    def _check_visible(
        self, top: Mapping[str, Any], user_id: int, channel: ChannelInfo, command: str
    ) -> None:
        if user_id not in self.world.users:
            raise DoubleError(f"unknown user {user_id}")
        contexts = top.get("contexts")
        if channel.type == DM:
            if top.get("dm_permission") is False or (contexts is not None and 1 not in contexts):
                raise ImpossibleInteraction(f"/{command} is not available in DMs")
            return
        if contexts is not None and 0 not in contexts:
            raise ImpossibleInteraction(f"/{command} is not available in guilds")
        guild = self.world.guilds[channel.guild_id]  # type: ignore[index]
        perms = self.world.permissions(channel.id, user_id)
        if perms == 0:
            raise ImpossibleInteraction(f"user {user_id} cannot see channel {channel.id}")
        if not perms & _P.use_application_commands.flag:
            raise ImpossibleInteraction(f"user {user_id} may not use commands in {channel.id}")
        required = top.get("default_member_permissions")
        if required is not None:
            needed = int(required)
            have = (
                self.world.base_permissions(guild, user_id)
                if user_id in guild.members
                else EVERYONE_DEFAULT
            )
            if have != ALL_PERMISSIONS and (needed == 0 or needed & ~have):
                raise ImpossibleInteraction(
                    f"/{command} is hidden from {self.user_name(user_id)}: "
                    f"needs permissions {required}"
                )

    def _command_data(
        self,
        top: Mapping[str, Any],
        path: list[str],
        options: list[dict[str, Any]],
        cmd_guild: int | None,
        resolved: dict[str, Any],
    ) -> dict[str, Any]:
        key = (cmd_guild, top["name"])
        if key not in self.world.command_ids:
            self.world.command_ids[key] = self.world.next_id()
        nested: list[dict[str, Any]] = options
        node: Mapping[str, Any] = top
        chain = []  # the subcommand group/subcommand path; options are wrapped innermost first
        for part in path[1:]:
            node = next(o for o in node.get("options") or [] if o.get("name") == part)
            chain.append(node)
        for node in reversed(chain):
            nested = [{"type": node["type"], "name": node["name"], "options": nested}]
        data: dict[str, Any] = {
            "id": str(self.world.command_ids[key]),
            "name": top["name"],
            "type": 1,
        }
        if nested:
            data["options"] = nested
        if resolved:
            data["resolved"] = resolved
        if cmd_guild:
            data["guild_id"] = str(cmd_guild)
        return data

    def _build_options(
        self,
        leaf: Mapping[str, Any],
        given: Mapping[str, Any],
        *,
        channel_id: int,
        path: str,
        partial: bool = False,
    ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        schema = leaf.get("options") or []
        by_name = {o["name"]: o for o in schema}
        unknown = [k for k in given if k not in by_name]
        if unknown:
            raise ImpossibleInteraction(
                f"/{path} has no option {unknown[0]!r}; options: {list(by_name)}"
            )
        if not partial:
            missing = [
                o["name"] for o in schema if o.get("required") and given.get(o["name"]) is None
            ]
            if missing:
                raise ImpossibleInteraction(f"/{path} needs option {missing[0]!r}")
        out: list[dict[str, Any]] = []
        resolved: dict[str, Any] = {}
        for opt in schema:
            name = opt["name"]
            if given.get(name) is None:
                continue
            value = self._option_value(opt, given[name], path=path, partial=partial)
            otype = opt["type"]
            if otype in (6, 7, 8, 9):
                kind = otype
                if otype == 9:
                    kind = 6 if int(value) in self.world.users else 8
                for k, v in self._resolve_ids(
                    [value], {6: 5, 7: 8, 8: 6}[kind], channel_id
                ).items():
                    resolved.setdefault(k, {}).update(v)
            out.append({"type": otype, "name": name, "value": value})
        return out, resolved

    def _option_value(self, opt: Mapping[str, Any], value: Any, *, path: str, partial: bool) -> Any:
        otype, name = opt["type"], opt["name"]
        where = f"/{path} option {name!r}"
        if otype == 3:
            if not isinstance(value, str):
                raise ImpossibleInteraction(f"{where} takes text, got {value!r}")
        elif otype == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ImpossibleInteraction(f"{where} takes an integer, got {value!r}")
        elif otype == 10:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise ImpossibleInteraction(f"{where} takes a number, got {value!r}")
        elif otype == 5:
            if not isinstance(value, bool):
                raise ImpossibleInteraction(f"{where} takes true/false, got {value!r}")
        elif otype in (6, 7, 8, 9):
            value = str(getattr(value, "id", value))
            known = {6: self.world.users, 7: self.world.channels}.get(otype)
            if known is not None and int(value) not in known:
                raise ImpossibleInteraction(
                    f"{where}: no such {'user' if otype == 6 else 'channel'} {value}"
                )
            channel_types = opt.get("channel_types") if otype == 7 else None
            if (
                channel_types is not None
                and self.world.channels[int(value)].type not in channel_types
            ):
                raise ImpossibleInteraction(f"{where}: channel type not allowed")
        elif otype == 11:
            raise DoubleError("attachment options are not modelled by the double")
        if partial:
            return value
        choices = opt.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ImpossibleInteraction(
                f"{where} must be one of {[c['value'] for c in choices]}, got {value!r}"
            )
        low, high = opt.get("min_value"), opt.get("max_value")
        if otype in (4, 10) and (
            (low is not None and value < low) or (high is not None and value > high)
        ):
            raise ImpossibleInteraction(f"{where} must be within {low}..{high}, got {value!r}")
        # string min/max_length are enforced by the client only (discord.md): not checked
        return value

    def _resolve_ids(
        self, values: Sequence[str], component_type: int, channel_id: int
    ) -> dict[str, Any]:
        """``resolved`` data for user (5), role (6), mentionable (7) and channel (8) selects
        and options."""
        channel = self._channel(channel_id)
        guild = self.world.guild_of(channel)
        resolved: dict[str, dict[str, Any]] = {}
        for raw in values:
            vid = int(raw)
            if vid in self.world.users and component_type in (5, 7):
                resolved.setdefault("users", {})[raw] = self.world.user_payload(vid)
                if guild is not None and vid in guild.members:
                    member = self.world.member_payload(guild, vid, with_user=False)
                    member["permissions"] = str(self.world.permissions(channel_id, vid))
                    resolved.setdefault("members", {})[raw] = member
            elif guild is not None and vid in guild.roles and component_type in (6, 7):
                resolved.setdefault("roles", {})[raw] = guild.roles[vid].payload()
            elif vid in self.world.channels and component_type == 8:
                ch = self.world.channel_payload(vid)
                entry = {k: ch[k] for k in ("id", "name", "type") if k in ch}
                entry["permissions"] = str(self.world.permissions(vid, self.bot_user_id))
                if "thread_metadata" in ch:
                    entry.update(parent_id=ch["parent_id"], thread_metadata=ch["thread_metadata"])
                resolved.setdefault("channels", {})[raw] = entry
            else:
                raise ImpossibleInteraction(f"cannot pick {raw}: not a known user/role/channel")
        return resolved

    # --- components ------------------------------------------------------------------
    def _message_for_interaction(self, user_id: int, message: Any) -> StoredMessage:
        if not self._started:
            raise DoubleError("call await double.start() first")
        mid = message.id if hasattr(message, "id") else int(message)
        msg = self.world.messages.get(mid)
        if msg is None:
            raise ImpossibleInteraction(f"no message {mid}")
        if msg.deleted:
            raise ImpossibleInteraction(f"message {mid} was deleted")
        if not msg.visible_to(user_id):
            raise ImpossibleInteraction(f"message {mid} is ephemeral to someone else")
        channel = self._channel(msg.channel_id)
        if channel.type == DM and channel.recipient_id != user_id:
            raise ImpossibleInteraction(f"message {mid} is in someone else's DMs")
        if channel.type != DM and self.world.permissions(channel.id, user_id) == 0:
            raise ImpossibleInteraction(f"user {user_id} cannot see channel {channel.id}")
        return msg

    def _component(self, msg: StoredMessage, custom_id: str) -> dict[str, Any]:
        comp = msg.component(custom_id)
        if comp is None:
            raise ImpossibleInteraction(
                f"message {msg.id} has no component {custom_id!r}; it has {msg.custom_ids}"
            )
        if comp.get("disabled"):
            raise ImpossibleInteraction(f"component {custom_id!r} on message {msg.id} is disabled")
        return comp

    def _channel(self, channel_id: int) -> ChannelInfo:
        channel = self.world.channels.get(channel_id)
        if channel is None:
            raise DoubleError(f"unknown channel {channel_id}")
        return channel

    # --- the feed ----------------------------------------------------------------------
    def _interaction_payload(
        self,
        itype: int,
        user_id: int,
        channel_id: int,
        data: dict[str, Any],
        message: StoredMessage | None,
    ) -> tuple[int, str, dict[str, Any]]:
        world = self.world
        channel = self._channel(channel_id)
        user = world.users[user_id]
        iid = world.next_id()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(120)
        channel_data = world.channel_payload(channel_id)
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "token": token,
            "version": 1,
            "data": {k: v for k, v in data.items() if v is not None},
            "channel_id": str(channel_id),
            "locale": user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": limits.MAX_FILE_BYTES,
            "app_permissions": str(world.permissions(channel_id, self.bot_user_id)),
        }
        guild = world.guild_of(channel)
        if guild is not None:
            self.add_member(guild.id, user_id)  # someone using the bot in a guild is in it
            perms = world.permissions(channel_id, user_id)
            channel_data["permissions"] = str(perms)
            member = world.member_payload(guild, user_id)
            member["permissions"] = str(perms)
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                guild_locale=guild.locale,
                member=member,
                context=0,
                authorizing_integration_owners={"0": str(guild.id)},
            )
        else:
            channel_data["permissions"] = str(DM_PERMISSIONS)
            payload.update(
                user=world.user_payload(user_id),
                context=1,
                authorizing_integration_owners={"0": str(user_id)},
            )
        payload["channel"] = channel_data
        if message is not None:
            payload["message"] = world.message_payload(message)
        return iid, token, payload

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
        channel = self._channel(channel_id)
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
        self.world.interactions[token] = record
        self.interactions.append(record)
        scope_token = _SCOPE.set(record)
        adapter_token = async_context.set(self._adapter)
        try:
            record.started = time.perf_counter()
            record.collecting_roots = True
            try:
                self._bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
            finally:
                record.collecting_roots = False
            await self._settle(record, max_seconds=self.handler_timeout)
        finally:
            async_context.reset(adapter_token)
            _SCOPE.reset(scope_token)
        record.finished = True
        if record.callback is None:
            self._violation(
                f"{record.describe()}: never acknowledged; the user sees "
                "'The application did not respond'"
            )
        return record

    # ----------------------------------------------------------------------------------
    # REST
    # ----------------------------------------------------------------------------------
    async def _request(
        self,
        source: str,
        route: Route,
        *,
        json_payload: Any,
        form: Iterable[dict[str, Any]] | None,
        files: Sequence[discord.File] | None,
        params: dict[str, Any] | None,
        reason: str | None,
    ) -> Any:
        base = Route.BASE
        path = route.url[len(base) :] if route.url.startswith(base) else route.url
        path = urllib.parse.unquote(path)
        payload = json_payload
        form = list(form or [])
        for part in form:
            if part.get("name") == "payload_json":
                payload = json.loads(part["value"])
        captured_files = []
        for f in files or []:
            f.reset(seek=True)
            data = f.fp.read()
            f.reset(seek=True)
            captured_files.append(
                CapturedFile(
                    filename=f.filename, data=data, description=f.description, spoiler=f.spoiler
                )
            )
        scope = _SCOPE.get()
        record = scope if isinstance(scope, InteractionRecord) else None
        if record is None and source == "webhook":
            record = self._record_from_path(path)
        captured = CapturedRequest(
            method=route.method,
            path=path,
            route=_template(route.path),
            source=source,
            json=copy.deepcopy(payload),
            files=captured_files,
            params=dict(params or {}) or None,
            reason=reason,
            user_id=record.user_id if record else None,
            interaction_id=record.id if record else None,
        )
        self.requests.append(captured)
        if record is not None:
            record.requests.append(captured)
        call = _Call(
            route.method, path, payload, captured_files, dict(params or {}), record, captured
        )
        # A real request yields to the loop while it travels; so do we, which lets other
        # interactions interleave and lets gateway events (our call_soon echoes) arrive.
        await asyncio.sleep(self.rest_latency)
        try:
            self._inject_failure(call)
            status, response = self._route(call)
        except _Reject as rej:
            captured.status = rej.status
            captured.error = f"{rej.code} {rej.message}"
            await asyncio.sleep(0)
            raise _discord_exception(
                rej.status, rej.code, rej.message, route.method, route.url
            ) from None
        captured.status = status
        captured.response = copy.deepcopy(response)
        await asyncio.sleep(0)  # the echo of this call (e.g. THREAD_CREATE) arrives first
        return response

    def _record_from_path(self, path: str) -> InteractionRecord | None:
        m = re.match(r"/(?:interactions|webhooks)/\d+/([^/]+)", path)
        return self.world.interactions.get(m.group(1)) if m else None

    def _inject_failure(self, call: _Call) -> None:
        for failure in self._failures:
            if failure.method in ("*", call.method) and failure.pattern.search(call.path):
                failure.times -= 1
                if failure.times <= 0:
                    self._failures.remove(failure)
                raise _Reject(failure.status, failure.code, failure.message)

    def _check(self, call: _Call, found: list[limits.Violation]) -> None:
        """Record violations; refuse the call when Discord would."""
        where = f"{call.method} {call.captured.route}"
        if call.record is not None:
            where += f" [{call.record.describe()}]"
        rejected = None
        for v in found:
            text = str(v) if str(v).startswith(f"{call.method} ") else f"{where}: {v}"
            call.captured.violations.append(text)
            self._violation(text)
            if v.rejected and rejected is None:
                rejected = v
        if rejected is not None and self.reject_invalid:
            if rejected.status == 413:
                raise _Reject(413, 40005)
            raise _Reject(400, 50035, f"Invalid Form Body ({rejected})")

    def _file_infos(self, call: _Call) -> list[limits.FileInfo]:
        return [limits.FileInfo(f.filename, f.size, f.description) for f in call.files]

    def _build_routes(self) -> list[tuple[str, re.Pattern[str], Callable[..., tuple[int, Any]]]]:
        table = [
            ("POST", r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", self._r_callback),
            ("POST", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)", self._r_followup),
            (
                "GET",
                r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)",
                self._r_wh_get,
            ),
            (
                "PATCH",
                r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)",
                self._r_wh_edit,
            ),
            (
                "DELETE",
                r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)",
                self._r_wh_delete,
            ),
            ("POST", r"/channels/(?P<cid>\d+)/messages", self._r_send),
            ("GET", r"/channels/(?P<cid>\d+)/messages", self._r_history),
            ("GET", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self._r_get_message),
            ("PATCH", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self._r_edit_message),
            ("DELETE", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self._r_delete_message),
            ("POST", r"/channels/(?P<cid>\d+)/threads", self._r_thread),
            ("POST", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)/threads", self._r_thread),
            ("GET", r"/channels/(?P<cid>\d+)", self._r_get_channel),
            ("PATCH", r"/channels/(?P<cid>\d+)", self._r_edit_channel),
            (
                "PUT",
                r"/channels/(?P<cid>\d+)/thread-members/(?P<uid>@me|\d+)",
                self._r_thread_member,
            ),
            (
                "DELETE",
                r"/channels/(?P<cid>\d+)/thread-members/(?P<uid>@me|\d+)",
                self._r_thread_member,
            ),
            ("POST", r"/channels/(?P<cid>\d+)/typing", self._r_no_content),
            (
                "PUT",
                r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)/reactions/.+",
                self._r_no_content,
            ),
            (
                "DELETE",
                r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)/reactions.*",
                self._r_no_content,
            ),
            ("PUT", r"/channels/(?P<cid>\d+)/(?:messages/)?pins/(?P<mid>\d+)", self._r_pin),
            ("DELETE", r"/channels/(?P<cid>\d+)/(?:messages/)?pins/(?P<mid>\d+)", self._r_pin),
            ("POST", r"/users/@me/channels", self._r_dm),
            ("GET", r"/users/(?P<uid>@me|\d+)", self._r_user),
            ("GET", r"/guilds/(?P<gid>\d+)", self._r_guild),
            ("GET", r"/guilds/(?P<gid>\d+)/channels", self._r_guild_channels),
            ("GET", r"/guilds/(?P<gid>\d+)/members/(?P<uid>\d+)", self._r_member),
            ("GET", r"/oauth2/applications/@me", self._r_app),
            ("GET", r"/applications/@me", self._r_app),
            ("PUT", r"/applications/(?P<app>\d+)(?:/guilds/(?P<gid>\d+))?/commands", self._r_sync),
            (
                "GET",
                r"/applications/(?P<app>\d+)(?:/guilds/(?P<gid>\d+))?/commands",
                self._r_get_commands,
            ),
        ]
        return [(m, re.compile(p + r"$"), h) for m, p, h in table]

    def _route(self, call: _Call) -> tuple[int, Any]:
        for method, pattern, handler in self._routes:
            if method == call.method:
                match = pattern.match(call.path)
                if match:
                    return handler(
                        call, **{k: v for k, v in match.groupdict().items() if v is not None}
                    )
        text = f"{call.method} {call.path}: not modelled by the Discord double"
        self._violation(text)
        raise _Reject(404, 0, text)

    # --- interaction webhook routes -------------------------------------------------
    def _record_for(self, call: _Call, token: str) -> InteractionRecord:
        record = self.world.interactions.get(token)
        if record is None:
            raise _Reject(404, 10015)
        if record.token_expired or discord.utils.utcnow() - record.created_at > TOKEN_LIFETIME:
            raise _Reject(401, 50027)
        return record

    def _r_callback(self, call: _Call, iid: str, token: str) -> tuple[int, Any]:
        record = self.world.interactions.get(token)
        if record is None or record.id != int(iid):
            raise _Reject(404, 10062)
        body = call.json or {}
        cb_type = body.get("type")
        data = body.get("data") or {}
        elapsed = time.perf_counter() - record.started
        if record.first_response_seconds is None:
            record.first_response_seconds = elapsed
        if record.callback is not None:
            raise _Reject(400, 40060)
        if elapsed > DEADLINE_SECONDS:
            self._violation(
                f"{record.describe()}: first response after {elapsed:.2f} s "
                f"(Discord allows {DEADLINE_SECONDS:.0f} s)"
            )
            if self.enforce_deadline:
                raise _Reject(404, 10062)
        self._check(
            call,
            limits.check_interaction_callback(
                body,
                interaction_type=record.type,
                where=f"{call.method} {call.captured.route}",
                files=self._file_infos(call),
            ),
        )
        record.callback = call.captured
        answer: dict[str, Any] = {"interaction": {"id": str(record.id), "type": record.type}}
        msg: StoredMessage | None = None
        if cb_type == CHANNEL_MESSAGE:
            ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
            msg = self._create_message(
                call, record.channel_id, data, record=record, ephemeral=ephemeral, kind="response"
            )
            record.original_message_id = msg.id
        elif cb_type == DEFERRED_MESSAGE:
            ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
            msg = self._create_message(
                call,
                record.channel_id,
                {"content": "", "flags": int(data.get("flags") or 0)},
                record=record,
                ephemeral=ephemeral,
                kind="response",
                loading=True,
            )
            record.original_message_id = msg.id
            record.loading, record.loading_ephemeral = True, ephemeral
        elif cb_type == UPDATE_MESSAGE:
            target = self.world.messages.get(record.message_id or 0)
            if target is None or target.deleted:
                raise _Reject(404, 10008)
            msg = self._edit_message(call, target, data, record=record)
        elif cb_type == AUTOCOMPLETE_RESULT:
            record.choices = [
                app_commands.Choice(name=c["name"], value=c["value"])
                for c in data.get("choices") or []
            ]
        elif cb_type == MODAL:
            record.modal = copy.deepcopy(data)
        if msg is not None:
            answer["interaction"].update(
                response_message_id=str(msg.id),
                response_message_loading=bool(msg.flags & LOADING),
                response_message_ephemeral=msg.ephemeral,
            )
            answer["resource"] = {"type": cb_type, "message": self.world.message_payload(msg)}
        return 200, answer

    def _r_followup(self, call: _Call, app: str, token: str) -> tuple[int, Any]:
        record = self._record_for(call, token)
        if record.callback is None:
            raise _Reject(404, 10015)  # no followups before the interaction is acknowledged
        body = call.json or {}
        where = f"{call.method} {call.captured.route}"
        self._check(
            call,
            limits.check_message(body, where=where, files=self._file_infos(call), interaction=True),
        )
        wants_ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
        if record.loading:
            # The first followup after a "thinking" defer replaces the loading message, and
            # keeps the defer's visibility whatever the followup asks for.
            original = self.world.messages[record.original_message_id]  # type: ignore[index]
            if wants_ephemeral != record.loading_ephemeral:
                said = "ephemeral" if wants_ephemeral else "public"
                became = "ephemeral" if record.loading_ephemeral else "public"
                self._violation(
                    f"{where} [{record.describe()}]: followup asked to be {said} but replaces "
                    f"the deferred response, which is {became}; defer with the same ephemeral flag"
                )
            record.loading = False
            msg = self._edit_message(
                call, original, {k: v for k, v in body.items() if k != "flags"}, record=record
            )
            record.followup_ids.append(msg.id)
        else:
            msg = self._create_message(
                call,
                record.channel_id,
                body,
                record=record,
                ephemeral=wants_ephemeral,
                kind="followup",
            )
            record.followup_ids.append(msg.id)
        if str(call.params.get("wait", "0")) not in ("1", "true", "True"):
            return 204, ""
        return 200, self.world.message_payload(msg)

    def _webhook_message(self, record: InteractionRecord, mid: str) -> StoredMessage:
        if mid == "@original":
            if record.callback is None or record.original_message_id is None:
                raise _Reject(404, 10008)
            msg = self.world.messages.get(record.original_message_id)
        else:
            allowed = set(record.followup_ids) | {record.original_message_id}
            msg = self.world.messages.get(int(mid)) if int(mid) in allowed else None
        if msg is None or msg.deleted:
            raise _Reject(404, 10008)
        return msg

    def _r_wh_get(self, call: _Call, app: str, token: str, mid: str) -> tuple[int, Any]:
        record = self._record_for(call, token)
        return 200, self.world.message_payload(self._webhook_message(record, mid))

    def _r_wh_edit(self, call: _Call, app: str, token: str, mid: str) -> tuple[int, Any]:
        record = self._record_for(call, token)
        msg = self._webhook_message(record, mid)
        body = call.json or {}
        where = f"{call.method} {call.captured.route}"
        self._check(
            call,
            limits.check_message(
                body,
                where=where,
                files=self._file_infos(call),
                interaction=True,
                edit=not (record.loading and mid == "@original"),
            ),
        )
        if mid == "@original" and record.loading:
            record.loading = False
        msg = self._edit_message(call, msg, body, record=record)
        return 200, self.world.message_payload(msg)

    def _r_wh_delete(self, call: _Call, app: str, token: str, mid: str) -> tuple[int, Any]:
        record = self._record_for(call, token)
        msg = self._webhook_message(record, mid)
        self._remove_message(msg)
        return 204, ""

    # --- channel messages ----------------------------------------------------------------
    def _writable_channel(self, cid: str, call: _Call, *, edit: bool = False) -> ChannelInfo:
        channel = self.world.channels.get(int(cid))
        if channel is None:
            raise _Reject(404, 10003)
        if channel.type == DM:
            user = self.world.users[channel.recipient_id]  # type: ignore[index]
            shares_guild = any(user.id in g.members for g in self.world.guilds.values())
            if not edit and (user.dms_closed or not shares_guild):
                raise _Reject(403, 50007)
            return channel
        perms = self.world.permissions(channel.id, self.bot_user_id)
        if not perms & _P.view_channel.flag:
            raise _Reject(403, 50001)
        if edit:
            if channel.is_thread and channel.archived:
                raise _Reject(400, 50083)
            return channel
        needed = _P.send_messages_in_threads.flag if channel.is_thread else _P.send_messages.flag
        if not perms & needed:
            raise _Reject(403, 50013)
        if call.files and not perms & _P.attach_files.flag:
            raise _Reject(403, 50013)
        if channel.is_thread and channel.archived:
            if channel.locked and not perms & _P.manage_threads.flag:
                raise _Reject(400, 50083)
            channel.archived = False  # posting in an archived, unlocked thread reopens it
            self._gateway("THREAD_UPDATE", self.world.channel_payload(channel.id))
        return channel

    def _r_send(self, call: _Call, cid: str) -> tuple[int, Any]:
        body = call.json or {}
        self._check(
            call,
            limits.check_message(
                body, where=f"{call.method} {call.captured.route}", files=self._file_infos(call)
            ),
        )
        channel = self._writable_channel(cid, call)
        reference = body.get("message_reference")
        if reference:
            ref_id = int(reference.get("message_id", 0))
            ref = self.world.messages.get(ref_id)
            if (ref is None or ref.deleted) and reference.get("fail_if_not_exists", True):
                raise _Reject(400, 50035, "Invalid Form Body (Unknown message)")
        msg = self._create_message(
            call, channel.id, body, record=call.record, ephemeral=False, kind="channel"
        )
        return 200, self.world.message_payload(msg)

    def _channel_message(self, cid: str, mid: str) -> StoredMessage:
        if int(cid) not in self.world.channels:
            raise _Reject(404, 10003)
        msg = self.world.messages.get(int(mid))
        # ephemeral messages are not reachable through channel endpoints
        if msg is None or msg.deleted or msg.channel_id != int(cid) or msg.ephemeral_to is not None:
            raise _Reject(404, 10008)
        return msg

    def _r_get_message(self, call: _Call, cid: str, mid: str) -> tuple[int, Any]:
        return 200, self.world.message_payload(self._channel_message(cid, mid))

    def _r_history(self, call: _Call, cid: str) -> tuple[int, Any]:
        if int(cid) not in self.world.channels:
            raise _Reject(404, 10003)
        limit = int(call.params.get("limit", 50))
        msgs = self.messages(int(cid))
        if "before" in call.params:
            msgs = [m for m in msgs if m.id < int(call.params["before"])]
        if "after" in call.params:
            msgs = [m for m in msgs if m.id > int(call.params["after"])][:limit]
        return 200, [self.world.message_payload(m) for m in reversed(msgs[-limit:])]

    def _r_edit_message(self, call: _Call, cid: str, mid: str) -> tuple[int, Any]:
        msg = self._channel_message(cid, mid)
        if msg.author_id != self.bot_user_id:
            raise _Reject(403, 50005, "Cannot edit a message authored by another user")
        body = call.json or {}
        self._check(
            call,
            limits.check_message(
                body,
                where=f"{call.method} {call.captured.route}",
                files=self._file_infos(call),
                edit=True,
            ),
        )
        self._writable_channel(cid, call, edit=True)
        msg = self._edit_message(call, msg, body, record=call.record)
        return 200, self.world.message_payload(msg)

    def _r_delete_message(self, call: _Call, cid: str, mid: str) -> tuple[int, Any]:
        msg = self._channel_message(cid, mid)
        if msg.author_id != self.bot_user_id:
            perms = self.world.permissions(int(cid), self.bot_user_id)
            if not perms & _P.manage_messages.flag:
                raise _Reject(403, 50013)
        self._remove_message(msg)
        return 204, ""

    def _r_pin(self, call: _Call, cid: str, mid: str) -> tuple[int, Any]:
        msg = self._channel_message(cid, mid)
        msg.pinned = call.method == "PUT"
        return 204, ""

    def _r_no_content(self, call: _Call, **_: str) -> tuple[int, Any]:
        return 204, ""

    # --- threads, channels, DMs, users ------------------------------------------------
    def _r_thread(self, call: _Call, cid: str, mid: str | None = None) -> tuple[int, Any]:
        body = call.json or {}
        self._check(call, limits.check_thread(body, where=f"{call.method} {call.captured.route}"))
        parent = self.world.channels.get(int(cid))
        if parent is None:
            raise _Reject(404, 10003)
        if parent.type != TEXT:
            raise _Reject(400, 50024, "Cannot execute action on this channel type")
        ttype = PUBLIC_THREAD if mid else int(body.get("type") or PRIVATE_THREAD)
        perms = self.world.permissions(parent.id, self.bot_user_id)
        if not perms & _P.view_channel.flag:
            raise _Reject(403, 50001)
        needed = _P.create_public_threads if ttype == PUBLIC_THREAD else _P.create_private_threads
        if not perms & needed.flag:
            raise _Reject(403, 50013)
        starter = None
        if mid:
            starter = self._channel_message(cid, mid)
            if starter.thread_id is not None:
                raise _Reject(400, 160004, "A thread has already been created for this message")
        thread = self._new_thread(
            parent,
            body.get("name") or "thread",
            ttype,
            self.bot_user_id,
            int(body.get("auto_archive_duration") or 1440),
            thread_id=starter.id if starter else None,
        )
        thread.invitable = bool(body.get("invitable", True))
        if starter is not None:
            starter.thread_id = thread.id
            starter.flags |= HAS_THREAD
        data = self.world.channel_payload(thread.id)
        data["member"] = self.world.thread_member_payload(thread.id, self.bot_user_id)
        self._gateway("THREAD_CREATE", {**data, "newly_created": True})
        return 201, data

    def _r_get_channel(self, call: _Call, cid: str) -> tuple[int, Any]:
        channel = self.world.channels.get(int(cid))
        if channel is None:
            raise _Reject(404, 10003)
        if channel.type != DM and self.world.permissions(channel.id, self.bot_user_id) == 0:
            raise _Reject(403, 50001)
        return 200, self.world.channel_payload(channel.id)

    def _r_edit_channel(self, call: _Call, cid: str) -> tuple[int, Any]:
        channel = self.world.channels.get(int(cid))
        if channel is None:
            raise _Reject(404, 10003)
        body = call.json or {}
        self._check(call, limits.check_thread(body, where=f"{call.method} {call.captured.route}"))
        perms = self.world.permissions(channel.id, self.bot_user_id)
        own_thread = channel.is_thread and channel.owner_id == self.bot_user_id
        if not (perms & _P.manage_threads.flag or perms & _P.manage_channels.flag or own_thread):
            raise _Reject(403, 50013)
        if channel.is_thread and channel.locked and not perms & _P.manage_threads.flag:
            raise _Reject(400, 50083)
        for key in ("name", "archived", "locked", "auto_archive_duration", "invitable"):
            if key in body and body[key] is not None:
                setattr(channel, key, body[key])
        if "archived" in body:
            channel.archive_timestamp = self.world.timestamp()
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        self._gateway(event, self.world.channel_payload(channel.id))
        return 200, self.world.channel_payload(channel.id)

    def _r_thread_member(self, call: _Call, cid: str, uid: str) -> tuple[int, Any]:
        thread = self.world.channels.get(int(cid))
        if thread is None or not thread.is_thread:
            raise _Reject(404, 10003)
        user_id = self.bot_user_id if uid == "@me" else int(uid)
        if user_id not in self.world.users:
            raise _Reject(404, 10013)
        if thread.archived:
            raise _Reject(400, 50083)
        if call.method == "PUT":
            thread.member_ids.add(user_id)
        else:
            thread.member_ids.discard(user_id)
        return 204, ""

    def _r_dm(self, call: _Call) -> tuple[int, Any]:
        body = call.json or {}
        uid = int(body.get("recipient_id", 0))
        if uid not in self.world.users or self.world.users[uid].bot:
            raise _Reject(400, 50035, "Invalid Form Body (recipient_id)")
        return 200, self.world.channel_payload(self.dm_channel(uid))

    def _r_user(self, call: _Call, uid: str) -> tuple[int, Any]:
        user_id = self.bot_user_id if uid == "@me" else int(uid)
        if user_id not in self.world.users:
            raise _Reject(404, 10013)
        if uid == "@me":
            return 200, self._client_user_payload()
        return 200, self.world.user_payload(user_id)

    def _r_guild(self, call: _Call, gid: str) -> tuple[int, Any]:
        guild = self._guild_or_reject(gid)
        data = self.world.guild_payload(guild, gateway=False)
        if call.params.get("with_counts") in (1, "1", True, "true"):
            data.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return 200, data

    def _r_guild_channels(self, call: _Call, gid: str) -> tuple[int, Any]:
        guild = self._guild_or_reject(gid)
        return 200, [
            self.world.channel_payload(c)
            for c in guild.channel_ids
            if not self.world.channels[c].is_thread
        ]

    def _r_member(self, call: _Call, gid: str, uid: str) -> tuple[int, Any]:
        guild = self._guild_or_reject(gid)
        if int(uid) not in guild.members:
            raise _Reject(404, 10007)
        return 200, self.world.member_payload(guild, int(uid))

    def _guild_or_reject(self, gid: str) -> _Guild:
        guild = self.world.guilds.get(int(gid))
        if guild is None or self.bot_user_id not in guild.members:
            raise _Reject(404, 10004, "Unknown Guild")
        return guild

    def _r_app(self, call: _Call) -> tuple[int, Any]:
        bot_user = self.world.users[self.bot_user_id]
        return 200, {
            "id": str(self.application_id),
            "name": bot_user.username,
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "hook": True,
            "bot_public": False,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "owner": self.world.user_payload(self.app_owner_id),
            "team": None,
            "flags": 0,
            "bot": self._client_user_payload(),
            "guild_id": None,
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "approximate_guild_count": len(self.world.guilds),
            "tags": [],
            "integration_types_config": {"0": {}},
        }

    def _r_sync(self, call: _Call, app: str, gid: str | None = None) -> tuple[int, Any]:
        body = call.json or []
        problems = [p for cmd in body for p in limits.check_command_payload(cmd)]
        for p in problems:
            text = f"{call.method} {call.captured.route}: {p}"
            call.captured.violations.append(text)
            self._violation(text)
        guild_id = int(gid) if gid else None
        out = []
        for cmd in body:
            key = (guild_id, cmd["name"])
            if key not in self.world.command_ids:
                self.world.command_ids[key] = self.world.next_id()
            entry = {
                **copy.deepcopy(cmd),
                "id": str(self.world.command_ids[key]),
                "application_id": str(self.application_id),
                "version": str(self.world.next_id()),
            }
            if guild_id:
                entry["guild_id"] = str(guild_id)
            out.append(entry)
        self.world.synced_commands[guild_id] = out
        return 200, copy.deepcopy(out)

    def _r_get_commands(self, call: _Call, app: str, gid: str | None = None) -> tuple[int, Any]:
        return 200, copy.deepcopy(self.world.synced_commands.get(int(gid) if gid else None, []))

    def _client_user_payload(self) -> dict[str, Any]:
        data = self.world.user_payload(self.bot_user_id)
        data.update(verified=True, mfa_enabled=False, locale="en-US", email=None)
        return data

    # --- message bookkeeping -------------------------------------------------------------
    def _attachments(
        self,
        call: _Call,
        payload: Mapping[str, Any],
        channel_id: int,
        *,
        ephemeral: bool,
        existing: Sequence[StoredAttachment] = (),
    ) -> list[StoredAttachment]:
        declared = payload.get("attachments")
        out: list[StoredAttachment] = []
        by_id = {str(a.id): a for a in existing}
        if declared is None:
            out.extend(existing)
            declared = [{"id": i} for i in range(len(call.files))]
        for entry in declared:
            key = entry.get("id")
            if isinstance(key, int) and 0 <= key < len(call.files):
                f = call.files[key]
                out.append(
                    self._store_file(
                        f,
                        channel_id,
                        ephemeral=ephemeral,
                        filename=entry.get("filename") or f.filename,
                        description=entry.get("description", f.description),
                    )
                )
            elif str(key) in by_id:
                out.append(by_id[str(key)])
        return out

    def _store_file(
        self,
        f: CapturedFile,
        channel_id: int,
        *,
        ephemeral: bool,
        filename: str,
        description: str | None,
    ) -> StoredAttachment:
        aid = self.world.next_id()
        quoted = urllib.parse.quote(filename)
        url = f"{CDN}/attachments/{channel_id}/{aid}/{quoted}"
        expires = int(time.time()) + 86400
        query = f"?ex={expires:x}&is={int(time.time()):x}&hm={secrets.token_hex(32)}&"
        size = _image_size(f.data)
        att = StoredAttachment(
            filename=filename,
            data=f.data,
            description=description,
            spoiler=filename.startswith("SPOILER_"),
            id=aid,
            url=url + query,
            proxy_url=f"{MEDIA}/attachments/{channel_id}/{aid}/{quoted}" + query,
            content_type=mimetypes.guess_type(filename)[0],
            width=size[0] if size else None,
            height=size[1] if size else None,
            ephemeral=ephemeral,
        )
        self.world.attachments_by_url[url] = att
        return att

    def _resolve_embeds(
        self,
        call: _Call,
        embeds: Sequence[Mapping[str, Any]],
        attachments: Sequence[StoredAttachment],
    ) -> list[dict[str, Any]]:
        out = []
        for embed in copy.deepcopy(list(embeds)):
            embed.setdefault("type", "rich")
            for key in ("image", "thumbnail"):
                url = (embed.get(key) or {}).get("url") or ""
                if url.startswith("attachment://"):
                    name = url[len("attachment://") :]
                    att = next((a for a in attachments if a.filename == name), None)
                    if att is None:
                        text = (
                            f"{call.method} {call.captured.route}: embed {key} points at {url} "
                            "but no uploaded file has that name; Discord shows no image"
                        )
                        call.captured.violations.append(text)
                        self._violation(text)
                    else:
                        embed[key] = {
                            "url": att.url,
                            "proxy_url": att.proxy_url,
                            "width": att.width,
                            "height": att.height,
                            "content_type": att.content_type,
                            "flags": 0,
                        }
            out.append(embed)
        return out

    def _pings(
        self,
        content: str,
        allowed: Mapping[str, Any] | None,
        channel: ChannelInfo,
        reference: StoredMessage | None,
    ) -> frozenset[int]:
        users, roles, everyone = limits.content_mentions(content)
        if allowed is None:
            parse, allowed_users, allowed_roles = {"users", "roles", "everyone"}, set(), set()
        else:
            parse = set(allowed.get("parse") or [])
            allowed_users = {int(u) for u in allowed.get("users") or []}
            allowed_roles = {int(r) for r in allowed.get("roles") or []}
        pinged = {
            u for u in users if u in self.world.users and ("users" in parse or u in allowed_users)
        }
        guild = self.world.guild_of(channel)
        if guild is not None:
            for rid in roles:
                if "roles" in parse or rid in allowed_roles:
                    pinged |= {m.user_id for m in guild.members.values() if rid in m.role_ids}
            if (
                everyone
                and "everyone" in parse
                and self.world.permissions(channel.id, self.bot_user_id) & _P.mention_everyone.flag
            ):
                pinged |= set(guild.members)
            pinged = {
                u for u in pinged if u in guild.members and self.world.permissions(channel.id, u)
            }
        replied = allowed is None or allowed.get("replied_user", True)
        if reference is not None and replied and reference.author_id != self.bot_user_id:
            pinged.add(reference.author_id)
        pinged.discard(self.bot_user_id)
        return frozenset(pinged)

    def _create_message(
        self,
        call: _Call,
        channel_id: int,
        payload: Mapping[str, Any],
        *,
        record: InteractionRecord | None,
        ephemeral: bool,
        kind: str,
        loading: bool = False,
    ) -> StoredMessage:
        world = self.world
        channel = world.channels[channel_id]
        mid = world.next_id()
        attachments = self._attachments(call, payload, channel_id, ephemeral=ephemeral)
        flags = int(payload.get("flags") or 0)
        if kind == "channel":
            flags &= ~EPHEMERAL  # reported by the limits; Discord posts it publicly
        flags = (flags & ~EPHEMERAL) | (EPHEMERAL if ephemeral else 0) | (LOADING if loading else 0)
        reference = None
        ref_payload = payload.get("message_reference")
        if ref_payload:
            reference = world.messages.get(int(ref_payload.get("message_id", 0)))
        content = payload.get("content") or ""
        users, roles, _ = limits.content_mentions(content)
        msg = StoredMessage(
            id=mid,
            channel_id=channel_id,
            guild_id=channel.guild_id,
            author_id=self.bot_user_id,
            content=content,
            embeds=self._resolve_embeds(call, payload.get("embeds") or [], attachments),
            components=_number_components(payload.get("components") or []),
            attachments=attachments,
            flags=flags,
            tts=bool(payload.get("tts")),
            allowed_mentions=copy.deepcopy(payload.get("allowed_mentions")),
            mention_ids=sorted(u for u in users if u in world.users),
            mention_role_ids=sorted(roles),
            ephemeral_to=record.user_id if ephemeral and record else None,
            type=19 if reference is not None else 0,
        )
        if ref_payload and reference is not None:
            msg.message_reference = {
                "type": 0,
                "message_id": str(reference.id),
                "channel_id": str(reference.channel_id),
                "guild_id": _sid(reference.guild_id),
            }
        if kind in ("response", "followup") and record is not None:
            msg.webhook_id = msg.application_id = self.application_id
            msg.interaction_id = record.id
            owners = {"0": str(record.guild_id)} if record.guild_id else {"1": str(record.user_id)}
            meta: dict[str, Any] = {
                "id": str(record.id),
                "type": record.type,
                "user": world.user_payload(record.user_id),
                "authorizing_integration_owners": owners,
            }
            if record.type == APPLICATION_COMMAND:
                meta["name"] = record.name
                meta["command_type"] = 1
                msg.interaction_legacy = {
                    "id": str(record.id),
                    "type": record.type,
                    "name": record.name,
                    "user": world.user_payload(record.user_id),
                }
            if record.type == MESSAGE_COMPONENT and record.message_id:
                meta["interacted_message_id"] = str(record.message_id)
            if kind == "followup" and record.original_message_id:
                meta["original_response_message_id"] = str(record.original_message_id)
            msg.interaction_metadata = meta
            if kind == "response" and record.type == APPLICATION_COMMAND:
                msg.type = 20
        if not loading and not ephemeral:
            msg.pinged_user_ids = self._pings(content, msg.allowed_mentions, channel, reference)
        world.add_message(msg)
        if not ephemeral:
            channel.last_message_id = mid
            if channel.is_thread:
                channel.message_count += 1
                channel.total_message_sent += 1
        if record is not None:
            record.produced_ids.append(mid)
        if not ephemeral:
            self._echo("MESSAGE_CREATE", msg)
        if not loading:  # a "thinking" message appears for listeners once it has content
            self._notify("create", msg)
        return msg

    def _edit_message(
        self,
        call: _Call,
        msg: StoredMessage,
        payload: Mapping[str, Any],
        *,
        record: InteractionRecord | None,
    ) -> StoredMessage:
        was_loading = bool(msg.flags & LOADING)
        if "attachments" in payload or call.files:
            msg.attachments = self._attachments(
                call, payload, msg.channel_id, ephemeral=msg.ephemeral, existing=msg.attachments
            )
        if "content" in payload:
            msg.content = payload["content"] or ""
            users, roles, _ = limits.content_mentions(msg.content)
            msg.mention_ids = sorted(u for u in users if u in self.world.users)
            msg.mention_role_ids = sorted(roles)
        if "embeds" in payload:
            msg.embeds = self._resolve_embeds(call, payload["embeds"] or [], msg.attachments)
        if "components" in payload:
            msg.components = _number_components(payload["components"] or [])
        if "flags" in payload and payload["flags"] is not None:
            keep = EPHEMERAL | HAS_THREAD
            msg.flags = (msg.flags & keep) | (int(payload["flags"]) & ~(keep | LOADING))
        if "allowed_mentions" in payload:
            msg.allowed_mentions = copy.deepcopy(payload["allowed_mentions"])
        msg.flags &= ~LOADING
        if was_loading:
            # completing a deferred response is its first appearance: it may ping
            if not msg.ephemeral:
                channel = self.world.channels[msg.channel_id]
                msg.pinged_user_ids = self._pings(msg.content, msg.allowed_mentions, channel, None)
        else:
            msg.edited_at = discord.utils.utcnow()  # edits never ping (discord.md)
            msg.revisions += 1
        if record is not None:
            record.produced_ids.append(msg.id)
        if msg.ephemeral_to is None:
            self._echo("MESSAGE_UPDATE", msg)
        self._notify("create" if was_loading else "edit", msg)
        return msg

    def _remove_message(self, msg: StoredMessage) -> None:
        msg.deleted = True
        if msg.ephemeral_to is None and self.gateway_echo:
            self._gateway("MESSAGE_DELETE", self._gateway_ids(msg))
        self._notify("delete", msg)

    def _notify(self, event: str, msg: StoredMessage) -> None:
        for listener in list(self._listeners):
            try:
                listener(event, msg)
            except Exception:
                self._note_error(f"message listener {listener!r} failed:\n{traceback.format_exc()}")

    def _gateway_ids(self, msg: StoredMessage) -> dict[str, Any]:
        data = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
        if msg.guild_id:
            data["guild_id"] = str(msg.guild_id)
        return data

    def _echo(self, event: str, msg: StoredMessage) -> None:
        if not self.gateway_echo:
            return
        data = self.world.message_payload(msg)
        if msg.guild_id:
            guild = self.world.guilds[msg.guild_id]
            data["guild_id"] = str(msg.guild_id)
            data["member"] = self.world.member_payload(guild, msg.author_id, with_user=False)
        self._gateway(event, data)

    def _gateway(self, event: str, data: dict[str, Any]) -> None:
        """Deliver a gateway event to the bot soon after, as the real gateway would."""
        if not self._started or self._loop is None:
            return
        bot = self._bot

        def deliver() -> None:
            if bot is not self._bot or not self._started:
                return
            parser = bot._connection.parsers.get(event)
            if parser is None:
                _log.debug("no parser for %s", event)
                return
            parser(data)

        self._loop.call_soon(deliver)


def _template(path: str) -> str:
    return path.replace("{webhook_id}", "{id}").replace("{webhook_token}", "{token}")
