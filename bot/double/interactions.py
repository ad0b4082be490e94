"""Interactions as the double feeds them: what a Discord client lets a user send, and
the record of what the bot answered.

:class:`ClientRules` is the Discord client's side: which commands a user sees in a
channel (contexts, default permissions, archived threads), which options it sends and how
(typed per the command's schema, choices and ranges enforced), which components can be
pressed. :class:`InteractionRecord` collects everything the bot did for one interaction.
"""

from __future__ import annotations

import asyncio
import contextvars
import time
from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from bot.double.copying import Pickled, plain_copy
from bot.double.gateway import Payloads, role_json
from bot.double.world import (
    ALL_PERMISSIONS,
    CHANNEL_MESSAGE,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    DM,
    EVERYONE_DEFAULT,
    UPDATE_MESSAGE,
    CapturedRequest,
    ChannelInfo,
    DoubleError,
    ImpossibleInteraction,
    P,
    StoredAttachment,
    StoredMessage,
    World,
)


class Scope:
    """Tasks spawned while feeding one event; the feed returns when they are done."""

    def __init__(self) -> None:
        self.tasks: list[asyncio.Task[Any]] = []
        self.roots: set[asyncio.Task[Any]] = set()
        self.collecting_roots = False


SCOPE: contextvars.ContextVar[Scope | None] = contextvars.ContextVar(
    "discord_double_scope", default=None
)


class InteractionRecord(Scope):
    """What the bot answered to one interaction the double fed it."""

    #: the INTERACTION_CREATE payload that was fed, kept pickled (a copy at each read):
    #: hundreds in flight were a third of what the bot's collector scanned
    payload: Any = Pickled()

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
        self.payload = payload
        #: the bot process that received it (the one running its guild's shard)
        self.process: Any = None
        self.created_at = discord.utils.snowflake_time(id)
        self.started = time.perf_counter()
        self.first_response_seconds: float | None = None
        self.callback: CapturedRequest | None = None  # the accepted callback
        self.requests: list[CapturedRequest] = []  # every REST call made for it
        self.message_id: int | None = None  # the clicked message, for components
        self.original_message_id: int | None = None  # what @original refers to
        self.followup_ids: list[int] = []
        self.produced_ids: list[int] = []  # messages created or changed, in order
        self.loading = False  # deferred with thinking, until @original is edited or deleted
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
            if msg is not None and not msg.deleted and not self.loading:
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

class ClientRules:
    """What a Discord client lets a user do; anything else raises ImpossibleInteraction."""

    def __init__(self, world: World, payloads: Payloads) -> None:
        self.world = world
        self.payloads = payloads

    def find_command(
        self, bot: discord.Client, user_id: int, channel_id: int, command: str
    ) -> tuple[dict[str, Any], dict[str, Any], list[str], int | None]:
        """The command as Discord knows it: what was last synced (bulk-overwritten) to
        the channel's guild, else globally. A client offers only registered commands,
        so one the code defines but never synced does not exist for a user."""
        channel = self.channel(channel_id)
        parts = command.split()
        if not parts:
            raise ImpossibleInteraction("empty command")
        guild = self.world.guild_of(channel)
        if guild is not None and self.world.bot_user_id not in guild.members:
            raise ImpossibleInteraction(
                f"/{parts[0]}: the bot is not in guild {guild.id}, its commands are gone"
            )
        found = None
        cmd_guild = None
        if channel.guild_id:
            found = self._synced(channel.guild_id, parts[0])
            cmd_guild = channel.guild_id if found else None
        if found is None:
            found = self._synced(None, parts[0])
        if found is None:
            tree = getattr(bot, "tree", None)
            in_code = tree is not None and tree.get_command(parts[0]) is not None
            raise ImpossibleInteraction(
                f"no slash command /{parts[0]}"
                + (" (the code defines it, but it was never synced)" if in_code else "")
            )
        top = found
        self.check_visible(top, user_id, channel, command)
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

    def _synced(self, guild_id: int | None, name: str) -> dict[str, Any] | None:
        for entry in self.world.synced_commands.get(guild_id, []):
            if entry.get("name") == name and entry.get("type", 1) == 1:
                return plain_copy(entry)
        return None

    def check_visible(
        self, top: Mapping[str, Any], user_id: int, channel: ChannelInfo, command: str
    ) -> None:
        if user_id not in self.world.users:
            raise DoubleError(f"unknown user {user_id}")
        contexts = top.get("contexts")
        if channel.type == DM:
            # ``contexts`` overrides the deprecated ``dm_permission`` when both are given
            in_dms = (1 in contexts) if contexts is not None \
                else top.get("dm_permission") is not False
            if not in_dms:
                raise ImpossibleInteraction(f"/{command} is not available in DMs")
            return
        if contexts is not None and 0 not in contexts:
            raise ImpossibleInteraction(f"/{command} is not available in guilds")
        installs = top.get("integration_types")
        if installs is not None and 0 not in installs:
            # the bot is installed to the guild (0); a user-install-only command is absent
            raise ImpossibleInteraction(f"/{command} is a user-installed command only")
        if channel.is_thread and channel.archived:
            # Discord's clients offer no commands in an archived thread (its message box
            # only says the thread is archived).
            raise ImpossibleInteraction(f"/{command}: thread {channel.id} is archived")
        guild = self.world.guilds[channel.guild_id]  # type: ignore[index]
        perms = self.world.permissions(channel.id, user_id)
        if perms == 0:
            raise ImpossibleInteraction(f"user {user_id} cannot see channel {channel.id}")
        if not perms & P.use_application_commands.flag:
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
                    f"/{command} is hidden from {self.world.users[user_id].username}: "
                    f"needs permissions {required}"
                )

    def command_data(
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

    def build_options(
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
            value = self.option_value(opt, given[name], path=path, partial=partial)
            otype = opt["type"]
            if otype in (6, 7, 8, 9):
                kind = otype
                if otype == 9:
                    kind = 6 if int(value) in self.world.users else 8
                for k, v in self.resolve_ids(
                    [value], {6: 5, 7: 8, 8: 6}[kind], channel_id
                ).items():
                    resolved.setdefault(k, {}).update(v)
            out.append({"type": otype, "name": name, "value": value})
        return out, resolved

    def option_value(self, opt: Mapping[str, Any], value: Any, *, path: str, partial: bool) -> Any:
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

    def resolve_ids(
        self, values: Sequence[str], component_type: int, channel_id: int
    ) -> dict[str, Any]:
        """``resolved`` data for user (5), role (6), mentionable (7) and channel (8) selects
        and options."""
        channel = self.channel(channel_id)
        guild = self.world.guild_of(channel)
        resolved: dict[str, dict[str, Any]] = {}
        for raw in values:
            vid = int(raw)
            if vid in self.world.users and component_type in (5, 7):
                resolved.setdefault("users", {})[raw] = self.payloads.user_payload(vid)
                if guild is not None and vid in guild.members:
                    member = self.payloads.member_payload(guild, vid, with_user=False)
                    member["permissions"] = str(self.world.permissions(channel_id, vid))
                    resolved.setdefault("members", {})[raw] = member
            elif guild is not None and vid in guild.roles and component_type in (6, 7):
                resolved.setdefault("roles", {})[raw] = role_json(guild.roles[vid])
            elif vid in self.world.channels and component_type == 8:
                ch = self.payloads.channel_payload(vid)
                entry = {k: ch[k] for k in ("id", "name", "type") if k in ch}
                entry["permissions"] = str(self.world.permissions(vid, self.world.bot_user_id))
                if "thread_metadata" in ch:
                    entry.update(parent_id=ch["parent_id"], thread_metadata=ch["thread_metadata"])
                resolved.setdefault("channels", {})[raw] = entry
            else:
                raise ImpossibleInteraction(f"cannot pick {raw}: not a known user/role/channel")
        return resolved

    # --- components ------------------------------------------------------------------
    def message_for_interaction(self, user_id: int, message: Any) -> StoredMessage:
        mid = message.id if hasattr(message, "id") else int(message)
        msg = self.world.messages.get(mid)
        if msg is None:
            raise ImpossibleInteraction(f"no message {mid}")
        if msg.deleted:
            raise ImpossibleInteraction(f"message {mid} was deleted")
        if not msg.visible_to(user_id):
            raise ImpossibleInteraction(f"message {mid} is ephemeral to someone else")
        channel = self.channel(msg.channel_id)
        guild = self.world.guild_of(channel)
        if guild is not None and self.world.bot_user_id not in guild.members:
            raise ImpossibleInteraction(
                f"message {mid}: the bot left guild {guild.id}; its buttons reach nobody"
            )
        if channel.type == DM and channel.recipient_id != user_id:
            raise ImpossibleInteraction(f"message {mid} is in someone else's DMs")
        if channel.type != DM and self.world.permissions(channel.id, user_id) == 0:
            raise ImpossibleInteraction(f"user {user_id} cannot see channel {channel.id}")
        if channel.is_thread and channel.archived:
            raise ImpossibleInteraction(
                f"message {mid} is in archived thread {channel.id}: its buttons are greyed out"
            )
        return msg

    def component(self, msg: StoredMessage, custom_id: str) -> dict[str, Any]:
        comp = msg.component(custom_id)
        if comp is None:
            raise ImpossibleInteraction(
                f"message {msg.id} has no component {custom_id!r}; it has {msg.custom_ids}"
            )
        if comp.get("disabled"):
            raise ImpossibleInteraction(f"component {custom_id!r} on message {msg.id} is disabled")
        return comp

    def channel(self, channel_id: int) -> ChannelInfo:
        channel = self.world.channels.get(channel_id)
        if channel is None:
            raise DoubleError(f"unknown channel {channel_id}")
        return channel
