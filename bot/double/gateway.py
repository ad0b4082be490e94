"""JSON as Discord's gateway and REST API send it, built from the double's world.

``Payloads`` turns world objects into the dicts discord.py parses (users, members,
channels and threads, guilds for GUILD_CREATE, messages, INTERACTION_CREATE), shaped as
discord-api-docs describes them in 2026. ``Gateway`` delivers events to the bot soon
after the change that causes them, as the real gateway would (``call_soon``), so a REST
answer and its echo (THREAD_CREATE after creating a thread) arrive in Discord's order.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any

import discord

from bot.double import limits
from bot.double.copying import plain_copy
from bot.double.shards import owner
from bot.double.world import (
    DM,
    DM_PERMISSIONS,
    PRIVATE_THREAD,
    Guild,
    Role,
    StoredAttachment,
    StoredMessage,
    Switches,
    User,
    World,
    sid,
)

_log = logging.getLogger(__name__)


def user_json(user: User) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(user.id),
        "username": user.username,
        "discriminator": "0",
        "global_name": user.global_name,
        "avatar": None,
        "avatar_decoration_data": None,
        "banner": None,
        "accent_color": None,
        "public_flags": 0,
        "flags": 0,
        "primary_guild": None,
        "collectibles": None,
    }
    if user.bot:
        data["bot"] = True
    return data


def role_json(role: Role) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(role.id),
        "name": role.name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "position": role.position,
        "permissions": str(role.permissions),
        "managed": role.managed,
        "mentionable": False,
        "flags": 0,
    }
    if role.bot_id is not None:
        data["tags"] = {"bot_id": str(role.bot_id)}
    return data


def attachment_json(att: StoredAttachment) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(att.id),
        "filename": att.filename,
        "size": att.size,
        "url": att.url,
        "proxy_url": att.proxy_url,
    }
    if att.content_type:
        data["content_type"] = att.content_type
    if att.width is not None:
        data.update(width=att.width, height=att.height, placeholder_version=1)
    if att.description is not None:
        data["description"] = att.description
    if att.ephemeral:
        data["ephemeral"] = True
    return data



class Payloads:
    """Discord's JSON for the objects of one world."""

    def __init__(self, world: World) -> None:
        self.world = world

    def user_payload(self, user_id: int) -> dict[str, Any]:
        return user_json(self.world.users[user_id])

    def member_payload(
        self, guild: Guild, user_id: int, *, with_user: bool = True
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
        ch = self.world.channels[channel_id]
        if ch.type == DM:
            return {
                "id": str(ch.id),
                "type": DM,
                "last_message_id": sid(ch.last_message_id),
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
                "last_message_id": sid(ch.last_message_id),
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
            "last_message_id": sid(ch.last_message_id),
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
            "join_timestamp": self.world.timestamp(),
            "flags": 1,
        }

    def guild_payload(self, guild: Guild, *, gateway: bool) -> dict[str, Any]:
        text_channels = [c for c in guild.channel_ids if not self.world.channels[c].is_thread]
        data: dict[str, Any] = {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(guild.owner_id),
            "roles": [role_json(r) for r in guild.roles.values()],
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
            "system_channel_id": sid(text_channels[0]) if text_channels else None,
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
            bot_member = guild.members[self.world.bot_user_id]
            data.update(
                unavailable=False,
                large=False,
                member_count=len(guild.members),
                joined_at=bot_member.joined_at,
                members=[self.member_payload(guild, self.world.bot_user_id)],
                channels=[self.channel_payload(c) for c in text_channels],
                threads=[
                    self.channel_payload(c)
                    for c in guild.channel_ids
                    if self.world.channels[c].is_thread and not self.world.channels[c].archived
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
            "timestamp": self.world.timestamp(msg.id),
            "edited_timestamp": msg.edited_at.isoformat() if msg.edited_at else None,
            "tts": msg.tts,
            "mention_everyone": False,
            "mentions": [self.user_payload(u) for u in msg.mention_ids if u in self.world.users],
            "mention_roles": [str(r) for r in msg.mention_role_ids],
            "attachments": [attachment_json(a) for a in msg.attachments],
            "embeds": plain_copy(msg.embeds),
            "pinned": msg.pinned,
            "type": msg.type,
            "flags": msg.flags,
            "components": plain_copy(msg.components),
        }
        if msg.webhook_id is not None:
            data["webhook_id"] = str(msg.webhook_id)
        if msg.application_id is not None:
            data["application_id"] = str(msg.application_id)
        if msg.interaction_metadata is not None:
            data["interaction_metadata"] = plain_copy(msg.interaction_metadata)
        if msg.interaction_legacy is not None:
            data["interaction"] = plain_copy(msg.interaction_legacy)
        if msg.message_reference is not None:
            data["message_reference"] = dict(msg.message_reference)
        if msg.thread_id is not None and msg.thread_id in self.world.channels:
            data["thread"] = self.channel_payload(msg.thread_id)
        return data


    def client_user_payload(self) -> dict[str, Any]:
        data = self.user_payload(self.world.bot_user_id)
        data.update(verified=True, mfa_enabled=False, locale="en-US", email=None)
        return data

    def interaction_payload(
        self,
        itype: int,
        user_id: int,
        channel_id: int,
        data: dict[str, Any],
        message: StoredMessage | None,
    ) -> tuple[int, str, dict[str, Any]]:
        """A fresh INTERACTION_CREATE: its id, its token and the payload. ``app_permissions``
        are the bot's permissions in the channel, as Discord computes them."""
        world = self.world
        channel = world.channels[channel_id]
        user = world.users[user_id]
        iid = world.next_id()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(120)
        channel_data = self.channel_payload(channel_id)
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(world.application_id),
            "type": itype,
            "token": token,
            "version": 1,
            "data": {k: v for k, v in data.items() if v is not None},
            "channel_id": str(channel_id),
            "locale": user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": limits.MAX_FILE_BYTES,
            "app_permissions": str(world.permissions(channel_id, world.bot_user_id)),
        }
        guild = world.guild_of(channel)
        if guild is not None:
            perms = world.permissions(channel_id, user_id)
            channel_data["permissions"] = str(perms)
            member = self.member_payload(guild, user_id)
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
                user=self.user_payload(user_id),
                context=1,
                authorizing_integration_owners={"0": str(user_id)},
            )
        payload["channel"] = channel_data
        if message is not None:
            payload["message"] = self.message_payload(message)
        return iid, token, payload


class Gateway:
    """Delivers gateway events to the running bot processes (``bots``/``loop`` set by the
    double): a guild's events to the process that runs its shard, others to shard 0's."""

    def __init__(self, world: World, payloads: Payloads, switches: Switches) -> None:
        self.world = world
        self.payloads = payloads
        self.switches = switches
        #: the running processes (one unless the double hosts several)
        self.bots: list[discord.Client] = []
        self.loop: asyncio.AbstractEventLoop | None = None

    @property
    def bot(self) -> discord.Client | None:
        return self.bots[0] if self.bots else None

    @property
    def connected(self) -> bool:
        return bool(self.bots) and self.loop is not None

    def send(self, event: str, data: dict[str, Any]) -> None:
        """Deliver a gateway event to the process of its guild's shard soon after, as the
        real gateway would."""
        loop = self.loop
        if not self.bots or loop is None:
            return
        raw = data.get("id") if event.startswith("GUILD_") and "guild_id" not in data \
            else data.get("guild_id")
        bot = owner(self.bots, int(raw) if raw else None)
        if bot is None:
            return  # no process runs that shard now

        def deliver() -> None:
            if bot not in self.bots:  # the process ended meanwhile
                return
            parser = bot._connection.parsers.get(event)
            if parser is None:
                _log.debug("no parser for %s", event)
                return
            parser(data)

        loop.call_soon(deliver)

    def echo(self, event: str, msg: StoredMessage) -> None:
        """MESSAGE_CREATE/UPDATE for one of the bot's own messages."""
        if not self.switches.gateway_echo:
            return
        data = self.payloads.message_payload(msg)
        if msg.guild_id:
            guild = self.world.guilds[msg.guild_id]
            data["guild_id"] = str(msg.guild_id)
            data["member"] = self.payloads.member_payload(guild, msg.author_id, with_user=False)
        self.send(event, data)

    def deleted(self, msg: StoredMessage) -> None:
        if msg.ephemeral_to is not None or not self.switches.gateway_echo:
            return
        data = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
        if msg.guild_id:
            data["guild_id"] = str(msg.guild_id)
        self.send("MESSAGE_DELETE", data)
