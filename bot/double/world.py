"""The world of the Discord double: users, guilds, channels, threads and messages.

Everything Discord itself would know, and nothing about how the bot talks to it: the
objects (what a message looks like after its edits, who may see a channel), the
permission model (discord-api-docs, "Permissions": base permissions, then overwrites)
and the id clock. A :class:`World` survives bot restarts, so a test can restart the bot
over the same Discord. JSON for the gateway and REST lives in ``gateway.py``; the REST
endpoints in ``routes.py``.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.double.copying import Pickled, plain_copy

DISCORD_EPOCH_MS = 1420070400000
CDN = "https://cdn.discordapp.com"
MEDIA = "https://media.discordapp.net"
DEADLINE_SECONDS = 3.0  # discord.md, "Interactions": first response within 3 s
TOKEN_LIFETIME = dt.timedelta(minutes=15)
#: how long Discord remembers a message nonce for enforce_nonce ("the past few minutes")
NONCE_WINDOW = 3 * 60.0
#: the largest request Discord takes (a message with its files); over it: 413 40005
REQUEST_LIMIT = 25 * 1024 * 1024
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
    50006: "Cannot send an empty message",
    50083: "Thread is archived",
    160005: "Thread is locked",
}

P = discord.Permissions
ALL_PERMISSIONS = P.all().value
EVERYONE_DEFAULT = P(
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
BOT_ROLE_DEFAULT = P(
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
DM_PERMISSIONS = P(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    read_message_history=True,
    use_external_emojis=True,
    use_application_commands=True,
).value



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

@dataclass(kw_only=True)
class CapturedRequest:
    """One REST call the bot made, and how the double answered it."""

    method: str
    path: str  # concrete, e.g. "/channels/123/messages" (webhook paths carry the token)
    route: str  # template, e.g. "/channels/{channel_id}/messages"
    source: str  # "http" (bot.http.request) or "webhook" (the interaction webhook adapter)
    #: kept pickled (bot.double.copying.Pickled): each read is a copy
    json: dict[str, Any] | list[Any] | None = Pickled()  # type: ignore[assignment]  # noqa: RUF009
    files: Sequence[CapturedFile]  # a tuple: an empty one is no object to collect
    params: dict[str, Any] | None
    reason: str | None
    user_id: int | None  # the user whose interaction caused it, if any
    interaction_id: int | None
    status: int = 0
    response: Any = Pickled(None)  # noqa: RUF009 (a descriptor: kept pickled, as json)
    error: str | None = None
    #: a tuple, as ``files``: most requests have none, and an empty list per request was
    #: one more object for the bot's collector to scan (the double runs in its process)
    violations: tuple[str, ...] = ()
    #: when the call reached the double (``time.perf_counter()``): what a benchmark
    #: reads to time a reply apart from the posts that follow it
    at: float = field(default_factory=time.perf_counter)

    def __str__(self) -> str:
        return f"{self.method} {self.route} -> {self.status}"


@dataclass(kw_only=True)
class StoredMessage:
    """A message the bot posted, as the double keeps it (current state after edits).

    Its plain data (embeds, components, mentions) is kept pickled (Pickled): every
    message the double holds was some fifty objects for the bot's collector to scan, in
    the bot's own process, where Discord's copy never is. Each read is a copy: an edit
    assigns the field anew, as the routes do."""

    id: int
    channel_id: int
    guild_id: int | None
    author_id: int
    content: str = ""
    embeds: list[dict[str, Any]] = Pickled((), empty=list)  # type: ignore[assignment]  # noqa: RUF009
    components: list[dict[str, Any]] = Pickled((), empty=list)  # type: ignore[assignment]  # noqa: RUF009
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
    allowed_mentions: dict[str, Any] | None = Pickled(None)  # noqa: RUF009
    mention_ids: list[int] = Pickled((), empty=list)  # type: ignore[assignment]  # noqa: RUF009
    mention_role_ids: list[int] = Pickled((), empty=list)  # type: ignore[assignment]  # noqa: RUF009
    pinged_user_ids: frozenset[int] = frozenset()
    ephemeral_to: int | None = None  # the only user who sees an ephemeral message
    thread_id: int | None = None  # a thread started from this message
    pinned: bool = False
    edited_at: dt.datetime | None = None
    deleted: bool = False
    revisions: int = 0
    shown_custom_ids: set[str] = field(default_factory=set)  # every custom_id it ever had

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
        yield from walk_components(self.components)

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
    #: world seconds of the last activity (discord-api-docs, Threads: "sending a message,
    #: unarchiving a thread, or changing the auto-archive time"); inactivity archives it
    last_activity: float = 0.0
    created_at: str | None = None
    message_count: int = 0
    total_message_sent: int = 0
    member_ids: set[int] = field(default_factory=set)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES


@dataclass(kw_only=True)
class User:
    id: int
    username: str
    global_name: str | None
    bot: bool = False
    dms_closed: bool = False
    locale: str = "en-US"

@dataclass(kw_only=True)
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    bot_id: int | None = None

@dataclass(kw_only=True)
class Member:
    user_id: int
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = ""


@dataclass(kw_only=True)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)
    personal_roles: dict[int, int] = field(default_factory=dict)  # user id -> role id
    bot_role_id: int = 0
    locale: str = "en-US"


class World:
    """Everything Discord knows: users, guilds, channels, messages. Survives bot restarts."""

    def __init__(self, *, bot_name: str = "Boardgames") -> None:
        self._last_id = 0
        #: how far the world's clock runs ahead of the host's (``pass_time``)
        self.clock_offset = 0.0
        self.users: dict[int, User] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, ChannelInfo] = {}
        self.messages: dict[int, StoredMessage] = {}
        self.channel_messages: dict[int, list[int]] = {}
        self.dm_by_user: dict[int, int] = {}
        self.interactions: dict[str, Any] = {}  # InteractionRecord by token
        self.command_ids: dict[tuple[int | None, str], int] = {}
        self.synced_commands: dict[int | None, list[dict[str, Any]]] = {}
        self.attachments_by_url: dict[str, StoredAttachment] = {}
        #: nonce -> (message id, world time): what ``enforce_nonce`` finds for a while
        self.sent_nonces: dict[str, tuple[int, float]] = {}
        self.bot_user_id = self.next_id()
        self.users[self.bot_user_id] = User(
            id=self.bot_user_id, username=bot_name.lower(), global_name=None, bot=True
        )
        self.app_owner_id = self.next_id()
        self.users[self.app_owner_id] = User(
            id=self.app_owner_id, username="botdev", global_name="Bot Dev"
        )

    def remember_nonce(self, nonce: str, message_id: int) -> None:
        """A message created with ``nonce``: found again by ``enforce_nonce`` for
        :data:`NONCE_WINDOW` of the world's clock, and forgotten after, as Discord checks
        a nonce's uniqueness only "in the past few minutes" (a long-running double kept
        every one: four small objects a message for ever, in the bot's own process)."""
        now = self.now()
        expired = []
        for old, (_, when) in self.sent_nonces.items():  # oldest first
            if now - when < NONCE_WINDOW:
                break
            expired.append(old)
        for old in expired:
            del self.sent_nonces[old]
        self.sent_nonces.pop(nonce, None)  # a nonce used again goes to the end
        self.sent_nonces[nonce] = (message_id, now)

    def forget_messages(self, message_ids: Iterable[int]) -> None:
        """Drop these messages and the files they carry, as a history that scrolled out of
        the bot's reach: what Discord keeps is not the bot's memory, and a long benchmark
        would otherwise count it in the bot's process (bench_memory: +1 000 attachment
        records every 500 moves). The caller mends each place's list of message ids."""
        for message_id in message_ids:
            message = self.messages.pop(message_id, None)
            if message is None:
                continue
            self.forget_attachments(message.attachments)

    def forget_attachments(self, attachments: Iterable[StoredAttachment]) -> None:
        """Files deleted with their message, or removed from it by an edit: their URLs no
        longer resolve."""
        for attachment in attachments:
            self.attachments_by_url.pop(attachment.url.split("?")[0], None)

    def forget_scrolled(self, keep: int) -> None:
        """In every place, forget the messages older than its last ``keep``
        (:meth:`forget_messages`): the benchmarks' long runs, where the bot reads back
        only a place's last few."""
        for ids in self.channel_messages.values():
            if len(ids) > keep:
                self.forget_messages(ids[:-keep])
                del ids[:-keep]

    def now(self) -> float:
        """The world's time, in epoch seconds: the host's clock plus the time passed."""
        return time.time() + self.clock_offset

    def utcnow(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.now(), dt.UTC)

    def next_id(self) -> int:
        ms = int(self.now() * 1000) - DISCORD_EPOCH_MS
        candidate = (ms << 22) | (1 << 17) | (1 << 12)
        self._last_id = max(candidate, self._last_id + 1)
        return self._last_id

    @property
    def application_id(self) -> int:
        return self.bot_user_id  # true of every application created since 2021

    def timestamp(self, snowflake: int | None = None) -> str:
        when = discord.utils.snowflake_time(snowflake) if snowflake else self.utcnow()
        return when.isoformat()

    def guild_of(self, channel: ChannelInfo) -> Guild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id else None

    # --- permissions (discord-api-docs, "Permissions": base, then overwrites) ---------
    def base_permissions(self, guild: Guild, user_id: int) -> int:
        if user_id == guild.owner_id:
            return ALL_PERMISSIONS
        perms = guild.roles[guild.id].permissions
        member = guild.members.get(user_id)
        for rid in member.role_ids if member else ():
            role = guild.roles.get(rid)
            if role:
                perms |= role.permissions
        if perms & P.administrator.flag:
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
        if not perms & P.view_channel.flag:
            return 0
        if not perms & P.send_messages.flag:  # implicit denials
            perms &= ~(
                P.send_tts_messages.flag
                | P.mention_everyone.flag
                | P.embed_links.flag
                | P.attach_files.flag
            )
        if (
            channel.type == PRIVATE_THREAD
            and user_id not in channel.member_ids
            and not perms & P.manage_threads.flag
        ):
            return 0
        return perms

    def add_message(self, msg: StoredMessage) -> None:
        self.messages[msg.id] = msg
        self.channel_messages.setdefault(msg.channel_id, []).append(msg.id)



    # --- threads, DMs, reading --------------------------------------------------------
    def new_thread(
        self,
        parent: ChannelInfo,
        name: str,
        type: int,
        owner_id: int,
        duration: int,
        thread_id: int | None = None,
    ) -> ChannelInfo:
        tid = thread_id or self.next_id()
        now = self.timestamp(tid)
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
            last_activity=self.now(),
        )
        self.channels[tid] = thread
        self.guilds[parent.guild_id].channel_ids.append(tid)  # type: ignore[index]
        return thread

    def set_thread_state(self, thread: ChannelInfo, *, archived: bool | None = None,
                         locked: bool | None = None) -> None:
        """Archive or unarchive, lock or unlock a thread. Archiving (or unarchiving)
        stamps ``archive_timestamp``; unarchiving counts as activity."""
        if locked is not None:
            thread.locked = locked
        if archived is not None and archived != thread.archived:
            thread.archived = archived
            thread.archive_timestamp = self.timestamp()
            if not archived:
                thread.last_activity = self.now()

    def idle_threads(self) -> list[ChannelInfo]:
        """Active threads quiet for their ``auto_archive_duration``: Discord archives them
        (discord-api-docs, Threads, "Active & Archived Threads"; a server near its thread
        limit may archive sooner, which ``DiscordDouble.archive_thread`` plays)."""
        now = self.now()
        return [c for c in self.channels.values()
                if c.is_thread and not c.archived
                and now - c.last_activity >= c.auto_archive_duration * 60]

    def dm_channel(self, user_id: int) -> int:
        """The DM channel between the bot and ``user_id`` (created on first use)."""
        cid = self.dm_by_user.get(user_id)
        if cid is None:
            if user_id not in self.users:
                raise DoubleError(f"unknown user {user_id}")
            cid = self.next_id()
            self.channels[cid] = ChannelInfo(id=cid, type=DM, name=None, recipient_id=user_id)
            self.dm_by_user[user_id] = cid
        return cid

    def messages_in(
        self, channel_id: int, *, include_ephemeral: bool = False
    ) -> list[StoredMessage]:
        """The bot's messages in a channel, thread or DM, oldest first (deleted ones left out)."""
        out = []
        for mid in self.channel_messages.get(channel_id, []):
            msg = self.messages[mid]
            if not msg.deleted and (include_ephemeral or msg.ephemeral_to is None):
                out.append(msg)
        return out


def sid(value: int | None) -> str | None:
    return None if value is None else str(value)


def walk_components(components: Iterable[Mapping[str, Any]]) -> Iterator[dict[str, Any]]:
    for c in components:
        yield c  # type: ignore[misc]
        yield from walk_components(c.get("components") or [])
        for key in ("accessory", "component"):
            if c.get(key):
                yield from walk_components([c[key]])


def number_components(components: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Copy components and give each an ``id`` as Discord does (1, 2, ... in tree order)."""
    out = plain_copy(list(components))
    used = {c["id"] for c in walk_components(out) if isinstance(c.get("id"), int)}
    counter = 0
    for c in walk_components(out):
        if "id" not in c:
            counter += 1
            while counter in used:
                counter += 1
            c["id"] = counter
    return out



def perm_bits(**perms: bool) -> tuple[int, int]:
    allow = deny = 0
    for name, value in perms.items():
        flag = getattr(P, name, None)
        if flag is None:
            raise DoubleError(f"unknown permission {name!r}")
        if value:
            allow |= flag.flag
        else:
            deny |= flag.flag
    return allow, deny



@dataclass
class Findings:
    """What the double noticed: limit violations and exceptions the bot logged."""

    violations: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


@dataclass
class Switches:
    """How strict and how slow the double is; ``DiscordDouble`` exposes each as an attribute."""

    #: answer payloads Discord would refuse with 400/413 (else: record and accept)
    reject_invalid: bool = True
    #: answer callbacks later than the deadline with 404 10062, as Discord does
    enforce_deadline: bool = False
    #: feed MESSAGE_CREATE/UPDATE/DELETE for the bot's own messages, as the gateway does
    gateway_echo: bool = True
    #: how long a handler may run before the double gives up waiting for it
    handler_timeout: float = 30.0
    #: seconds each REST call really takes (0: just a yield to the loop)
    rest_latency: float = 0.0
    #: seconds of network each REST call adds to the 3-second clock without sleeping:
    #: the request's way to Discord and back (about 0.1 s from a European host)
    round_trip: float = 0.1
    #: Discord's deadline for the first response to an interaction
    deadline_seconds: float = 3.0
