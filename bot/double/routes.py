"""Discord's REST endpoints as the double answers them.

One handler per endpoint the bot may call (interaction callbacks and webhooks, channel
messages, threads, DMs, guilds, users, command sync), each answering with Discord's JSON
or raising :class:`Reject` with Discord's status and error code, and the bookkeeping of
the messages they create and edit. Every payload goes through ``limits.py`` first; a
payload Discord refuses is refused here too (400 50035 / 50006, 413 40005).
"""

from __future__ import annotations

import io
import math
import mimetypes
import re
import secrets
import struct
import time
import traceback
import urllib.parse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.double import limits
from bot.double.copying import plain_copy
from bot.double.gateway import Gateway, Payloads
from bot.double.interactions import SCOPE, InteractionRecord
from bot.double.world import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE_RESULT,
    CDN,
    CHANNEL_MESSAGE,
    DEFERRED_MESSAGE,
    DM,
    EPHEMERAL,
    ERROR_TEXT,
    HAS_THREAD,
    LOADING,
    MEDIA,
    MESSAGE_COMPONENT,
    MODAL,
    NONCE_WINDOW,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    TOKEN_LIFETIME,
    UPDATE_MESSAGE,
    CapturedFile,
    CapturedRequest,
    ChannelInfo,
    Findings,
    Guild,
    P,
    StoredAttachment,
    StoredMessage,
    Switches,
    World,
    number_components,
    sid,
    walk_components,
)


class Reject(Exception):
    """Raised inside a route handler: answer with a Discord error."""

    def __init__(
        self, status: int, code: int, message: str | None = None, *,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(status, code, message)
        self.status = status
        self.code = code
        self.message = message or ERROR_TEXT.get(code, "Error")
        self.retry_after = retry_after

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.status == 429:  # discord-api-docs, "Rate Limits": the 429 body, whose
            # code is there "for some limits" only (20028, 40062...)
            data = {"message": self.message, "retry_after": self.retry_after or 0.0,
                    "global": False, **({"code": self.code} if self.code else {})}
        return data

    def headers(self) -> dict[str, str]:
        if self.status != 429:
            return {}
        # discord.py retries a 429 only when it came through Discord's proxy ("Via"); without
        # it the 429 is Cloudflare's ban and is raised. After five 429s in a row discord.py
        # gives up and raises HTTPException (status 429) to the caller.
        wait = self.retry_after or 0.0
        return {
            "Via": "1.1 google",
            "Retry-After": str(max(1, math.ceil(wait))),
            "X-RateLimit-Limit": "5",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": f"{time.time() + wait:.3f}",
            "X-RateLimit-Reset-After": f"{wait:.3f}",
            "X-RateLimit-Bucket": "double-bucket",
            "X-RateLimit-Scope": "shared" if self.code else "user",
        }


@dataclass
class Call:
    """One REST call on its way to a handler."""

    method: str
    path: str
    json: Any
    files: list[CapturedFile]
    params: dict[str, Any]
    record: InteractionRecord | None
    captured: CapturedRequest


def _custom_ids(components: Sequence[Mapping[str, Any]]) -> set[str]:
    return {c["custom_id"] for c in walk_components(components) if c.get("custom_id")}


def image_size(data: bytes) -> tuple[int, int] | None:
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return struct.unpack(">II", data[16:24])
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return struct.unpack("<HH", data[6:10])
    try:  # JPEG, WebP, ...: ask Pillow when it is installed
        from PIL import Image

        with Image.open(io.BytesIO(data)) as img:
            return img.size
    except Exception:
        return None


class Routes:
    """The endpoints; ``dispatch(call)`` answers one call with ``(status, json)``."""

    def __init__(
        self,
        world: World,
        payloads: Payloads,
        gateway: Gateway,
        findings: Findings,
        switches: Switches,
        listeners: list[Callable[[str, StoredMessage], None]],
    ) -> None:
        self.world = world
        self.payloads = payloads
        self.gateway = gateway
        self.findings = findings
        self.switches = switches
        self.listeners = listeners
        self._routes = self._build_table()

    def violation(self, text: str) -> None:
        self.findings.violations.append(text)

    def note_error(self, text: str) -> None:
        self.findings.errors.append(text)
        scope = SCOPE.get()
        if isinstance(scope, InteractionRecord):
            scope.errors.append(text)

    def check(self, call: Call, found: list[limits.Violation]) -> None:
        """Record violations; refuse the call when Discord would."""
        where = f"{call.method} {call.captured.route}"
        if call.record is not None:
            where += f" [{call.record.describe()}]"
        rejected = None
        for v in found:
            text = str(v) if str(v).startswith(f"{call.method} ") else f"{where}: {v}"
            call.captured.violations += (text,)
            self.violation(text)
            if v.rejected and rejected is None:
                rejected = v
        if rejected is not None and self.switches.reject_invalid:
            if rejected.status == 413:
                raise Reject(413, 40005)
            if rejected.code == 50006:
                raise Reject(400, 50006)
            raise Reject(400, rejected.code, f"Invalid Form Body ({rejected})")

    def file_infos(self, call: Call) -> list[limits.FileInfo]:
        return [limits.FileInfo(f.filename, f.size, f.description) for f in call.files]

    def _build_table(self) -> list[tuple[str, re.Pattern[str], Callable[..., tuple[int, Any]]]]:
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

    def dispatch(self, call: Call) -> tuple[int, Any]:
        self._check_membership(call.path)
        for method, pattern, handler in self._routes:
            if method == call.method:
                match = pattern.match(call.path)
                if match:
                    return handler(
                        call, **{k: v for k, v in match.groupdict().items() if v is not None}
                    )
        text = f"{call.method} {call.path}: not modelled by the Discord double"
        self.violation(text)
        raise Reject(404, 0, text)

    def _check_membership(self, path: str) -> None:
        """A bot that has left a guild reaches nothing in it: its channels answer 403
        50001 Missing Access (generic endpoints put missing access before missing
        permission, discord-api-docs#2709) and the guild itself 404 10004 Unknown Guild
        (discord-api-docs#5840: no telling an unknown guild from one the bot is not in)."""
        found = re.match(r"/(channels|guilds)/(\d+)", path) or re.match(
            r"/applications/\d+/(guilds)/(\d+)/", path)
        if found is None:
            return
        kind, number = found.group(1), int(found.group(2))
        if kind == "channels":
            channel = self.world.channels.get(number)
            guild = self.world.guild_of(channel) if channel is not None else None
            if guild is not None and self.world.bot_user_id not in guild.members:
                raise Reject(403, 50001)
        else:
            guild = self.world.guilds.get(number)
            if guild is None or self.world.bot_user_id not in guild.members:
                raise Reject(403, 50001) if path.startswith("/applications/") \
                    else Reject(404, 10004)

    # --- interaction webhook routes -------------------------------------------------
    def _record_for(self, call: Call, token: str) -> InteractionRecord:
        record = self.world.interactions.get(token)
        if record is None:
            raise Reject(404, 10015)
        if record.token_expired or self.world.utcnow() - record.created_at > TOKEN_LIFETIME:
            raise Reject(401, 50027)
        return record

    def _r_callback(self, call: Call, iid: str, token: str) -> tuple[int, Any]:
        record = self.world.interactions.get(token)
        if record is None or record.id != int(iid):
            raise Reject(404, 10062)
        body = call.json or {}
        cb_type = body.get("type")
        data = body.get("data") or {}
        # The clock counts what Discord sees: the handler's time plus the network time of
        # every REST call made before this answer arrives (the callback's own included).
        network = self.switches.round_trip * len(record.requests)
        elapsed = time.perf_counter() - record.started + network
        if record.first_response_seconds is None:
            record.first_response_seconds = elapsed
        if record.callback is not None:
            raise Reject(400, 40060)
        if elapsed > self.switches.deadline_seconds:
            self.violation(
                f"{record.describe()}: first response after {elapsed:.2f} s "
                f"(Discord allows {self.switches.deadline_seconds:.0f} s)"
            )
            if self.switches.enforce_deadline:
                raise Reject(404, 10062)
        self.check(
            call,
            limits.check_interaction_callback(
                body,
                interaction_type=record.type,
                where=f"{call.method} {call.captured.route}",
                files=self.file_infos(call),
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
                raise Reject(404, 10008)
            msg = self._edit_message(call, target, data, record=record)
        elif cb_type == AUTOCOMPLETE_RESULT:
            record.choices = [
                app_commands.Choice(name=c["name"], value=c["value"])
                for c in data.get("choices") or []
            ]
        elif cb_type == MODAL:
            record.modal = plain_copy(data)
        if msg is not None:
            answer["interaction"].update(
                response_message_id=str(msg.id),
                response_message_loading=bool(msg.flags & LOADING),
                response_message_ephemeral=msg.ephemeral,
            )
            answer["resource"] = {"type": cb_type, "message": self.payloads.message_payload(msg)}
        return 200, answer

    def _r_followup(self, call: Call, app: str, token: str) -> tuple[int, Any]:
        record = self._record_for(call, token)
        if record.callback is None:
            raise Reject(404, 10015)  # no followups before the interaction is acknowledged
        body = call.json or {}
        where = f"{call.method} {call.captured.route}"
        self.check(
            call,
            limits.check_message(body, where=where, files=self.file_infos(call), interaction=True),
        )
        # A followup is a new message with its own visibility, even the first one after
        # a "thinking" defer: Discord's current documentation no longer says it replaces
        # the loading message (older pages did), and Discord staff answer that the
        # deferred response is to be edited (Edit Original Interaction Response;
        # discord-api-docs#2809). The "thinking…" message stays until edited or deleted;
        # the double reports one left so when the interaction's handlers are done.
        msg = self._create_message(
            call,
            record.channel_id,
            body,
            record=record,
            ephemeral=bool(int(body.get("flags") or 0) & EPHEMERAL),
            kind="followup",
        )
        record.followup_ids.append(msg.id)
        if str(call.params.get("wait", "0")) not in ("1", "true", "True"):
            return 204, ""
        return 200, self.payloads.message_payload(msg)

    def _webhook_message(self, record: InteractionRecord, mid: str) -> StoredMessage:
        if mid == "@original":
            if record.callback is None or record.original_message_id is None:
                raise Reject(404, 10008)
            msg = self.world.messages.get(record.original_message_id)
        else:
            allowed = set(record.followup_ids) | {record.original_message_id}
            msg = self.world.messages.get(int(mid)) if int(mid) in allowed else None
        if msg is None or msg.deleted:
            raise Reject(404, 10008)
        return msg

    def _r_wh_get(self, call: Call, app: str, token: str, mid: str) -> tuple[int, Any]:
        record = self._record_for(call, token)
        return 200, self.payloads.message_payload(self._webhook_message(record, mid))

    def _r_wh_edit(self, call: Call, app: str, token: str, mid: str) -> tuple[int, Any]:
        record = self._record_for(call, token)
        msg = self._webhook_message(record, mid)
        body = call.json or {}
        where = f"{call.method} {call.captured.route}"
        self.check(
            call,
            limits.check_message(
                body,
                where=where,
                files=self.file_infos(call),
                interaction=True,
                edit=not (record.loading and mid == "@original"),
            ),
        )
        if mid == "@original" and record.loading:
            record.loading = False
        msg = self._edit_message(call, msg, body, record=record)
        return 200, self.payloads.message_payload(msg)

    def _r_wh_delete(self, call: Call, app: str, token: str, mid: str) -> tuple[int, Any]:
        record = self._record_for(call, token)
        msg = self._webhook_message(record, mid)
        self.remove_message(msg)
        if mid == "@original" or msg.id == record.original_message_id:
            record.loading = False  # nothing is left "thinking"
        return 204, ""

    # --- channel messages ----------------------------------------------------------------
    def _writable_channel(self, cid: str, call: Call, *, edit: bool = False) -> ChannelInfo:
        channel = self.world.channels.get(int(cid))
        if channel is None:
            raise Reject(404, 10003)
        if channel.type == DM:
            user = self.world.users[channel.recipient_id]  # type: ignore[index]
            shares_guild = any(user.id in g.members for g in self.world.guilds.values())
            if not edit and (user.dms_closed or not shares_guild):
                raise Reject(403, 50007)
            return channel
        perms = self.world.permissions(channel.id, self.world.bot_user_id)
        if not perms & P.view_channel.flag:
            raise Reject(403, 50001)
        moderator = bool(perms & P.manage_threads.flag)
        if edit:
            # Threads: "Users cannot edit messages ... in archived threads", and without
            # MANAGE_THREADS "won't be able to create or update messages in locked threads".
            if channel.is_thread and channel.archived:
                raise Reject(400, 50083)
            if channel.is_thread and channel.locked and not moderator:
                raise Reject(403, 160005)
            return channel
        needed = P.send_messages_in_threads.flag if channel.is_thread else P.send_messages.flag
        if not perms & needed:
            raise Reject(403, 50013)
        if call.files and not perms & P.attach_files.flag:
            raise Reject(403, 50013)
        if channel.is_thread and channel.locked and not moderator:
            raise Reject(403, 160005)  # only moderators post in (or reopen) a locked thread
        if channel.is_thread and channel.archived:
            # "Sending a message will automatically unarchive the thread, unless the
            # thread has been locked by a moderator" (Threads, "Active & Archived").
            self.world.set_thread_state(channel, archived=False)
            self.gateway.send("THREAD_UPDATE", self.payloads.channel_payload(channel.id))
        return channel

    def _r_send(self, call: Call, cid: str) -> tuple[int, Any]:
        body = call.json or {}
        nonce = body.get("nonce")
        if nonce is not None and (not isinstance(nonce, str | int) or len(str(nonce)) > 25):
            # Create Message: "nonce: integer or string ... (up to 25 characters)"
            raise Reject(400, 50035, "Invalid Form Body (nonce: Must be 25 or fewer in length.)")
        self.check(
            call,
            limits.check_message(
                body, where=f"{call.method} {call.captured.route}", files=self.file_infos(call)
            ),
        )
        channel = self._writable_channel(cid, call)
        reference = body.get("message_reference")
        if reference:
            ref_id = int(reference.get("message_id", 0))
            ref = self.world.messages.get(ref_id)
            if (ref is None or ref.deleted) and reference.get("fail_if_not_exists", True):
                raise Reject(400, 50035, "Invalid Form Body (Unknown message)")
        # enforce_nonce: "If another message was created by the same author with the same
        # nonce, that message will be returned and no new message will be created" - as
        # long as the nonce is "checked for uniqueness in the past few minutes" (Create
        # Message): after NONCE_WINDOW of the world's clock (``pass_time``) it is forgotten.
        nonce = body.get("nonce")
        sent = self.world.sent_nonces
        if nonce is not None and body.get("enforce_nonce"):
            mid, when = sent.get(str(nonce), (0, 0.0))
            earlier = self.world.messages.get(mid)
            if earlier is not None and not earlier.deleted \
                    and self.world.now() - when < NONCE_WINDOW:
                return 200, self.payloads.message_payload(earlier)
        msg = self._create_message(
            call, channel.id, body, record=call.record, ephemeral=False, kind="channel"
        )
        if nonce is not None:
            self.world.remember_nonce(str(nonce), msg.id)
        # The nonce comes back in the answer to the create (and MESSAGE_CREATE) only: a
        # stored message has none (GET messages never shows it).
        return 200, {**self.payloads.message_payload(msg),
                     **({"nonce": nonce} if nonce is not None else {})}

    def _channel_message(self, cid: str, mid: str) -> StoredMessage:
        if int(cid) not in self.world.channels:
            raise Reject(404, 10003)
        msg = self.world.messages.get(int(mid))
        # ephemeral messages are not reachable through channel endpoints
        if msg is None or msg.deleted or msg.channel_id != int(cid) or msg.ephemeral_to is not None:
            raise Reject(404, 10008)
        return msg

    def _r_get_message(self, call: Call, cid: str, mid: str) -> tuple[int, Any]:
        return 200, self.payloads.message_payload(self._channel_message(cid, mid))

    def _r_history(self, call: Call, cid: str) -> tuple[int, Any]:
        if int(cid) not in self.world.channels:
            raise Reject(404, 10003)
        limit = int(call.params.get("limit", 50))
        msgs = self.world.messages_in(int(cid))
        if "before" in call.params:
            msgs = [m for m in msgs if m.id < int(call.params["before"])]
        if "after" in call.params:
            msgs = [m for m in msgs if m.id > int(call.params["after"])][:limit]
        return 200, [self.payloads.message_payload(m) for m in reversed(msgs[-limit:])]

    def _r_edit_message(self, call: Call, cid: str, mid: str) -> tuple[int, Any]:
        msg = self._channel_message(cid, mid)
        if msg.author_id != self.world.bot_user_id:
            raise Reject(403, 50005, "Cannot edit a message authored by another user")
        body = call.json or {}
        self.check(
            call,
            limits.check_message(
                body,
                where=f"{call.method} {call.captured.route}",
                files=self.file_infos(call),
                edit=True,
            ),
        )
        self._writable_channel(cid, call, edit=True)
        msg = self._edit_message(call, msg, body, record=call.record)
        return 200, self.payloads.message_payload(msg)

    def _r_delete_message(self, call: Call, cid: str, mid: str) -> tuple[int, Any]:
        msg = self._channel_message(cid, mid)
        if msg.author_id != self.world.bot_user_id:
            perms = self.world.permissions(int(cid), self.world.bot_user_id)
            if not perms & P.manage_messages.flag:
                raise Reject(403, 50013)
        self.remove_message(msg)
        return 204, ""

    def _r_pin(self, call: Call, cid: str, mid: str) -> tuple[int, Any]:
        msg = self._channel_message(cid, mid)
        msg.pinned = call.method == "PUT"
        return 204, ""

    def _r_no_content(self, call: Call, **_: str) -> tuple[int, Any]:
        return 204, ""

    # --- threads, channels, DMs, users ------------------------------------------------
    def _r_thread(self, call: Call, cid: str, mid: str | None = None) -> tuple[int, Any]:
        body = call.json or {}
        self.check(call, limits.check_thread(body, where=f"{call.method} {call.captured.route}"))
        parent = self.world.channels.get(int(cid))
        if parent is None:
            raise Reject(404, 10003)
        if parent.type != TEXT:
            raise Reject(400, 50024, "Cannot execute action on this channel type")
        ttype = PUBLIC_THREAD if mid else int(body.get("type") or PRIVATE_THREAD)
        perms = self.world.permissions(parent.id, self.world.bot_user_id)
        if not perms & P.view_channel.flag:
            raise Reject(403, 50001)
        needed = P.create_public_threads if ttype == PUBLIC_THREAD else P.create_private_threads
        if not perms & needed.flag:
            raise Reject(403, 50013)
        starter = None
        if mid:
            starter = self._channel_message(cid, mid)
            if starter.thread_id is not None:
                raise Reject(400, 160004, "A thread has already been created for this message")
        thread = self.world.new_thread(
            parent,
            body.get("name") or "thread",
            ttype,
            self.world.bot_user_id,
            int(body.get("auto_archive_duration") or 1440),
            thread_id=starter.id if starter else None,
        )
        thread.invitable = bool(body.get("invitable", True))
        if starter is not None:
            starter.thread_id = thread.id
            starter.flags |= HAS_THREAD
        data = self.payloads.channel_payload(thread.id)
        data["member"] = self.payloads.thread_member_payload(thread.id, self.world.bot_user_id)
        self.gateway.send("THREAD_CREATE", {**data, "newly_created": True})
        return 201, data

    def _r_get_channel(self, call: Call, cid: str) -> tuple[int, Any]:
        channel = self.world.channels.get(int(cid))
        if channel is None:
            raise Reject(404, 10003)
        if channel.type != DM and self.world.permissions(channel.id, self.world.bot_user_id) == 0:
            raise Reject(403, 50001)
        return 200, self.payloads.channel_payload(channel.id)

    def _r_edit_channel(self, call: Call, cid: str) -> tuple[int, Any]:
        channel = self.world.channels.get(int(cid))
        if channel is None:
            raise Reject(404, 10003)
        body = call.json or {}
        self.check(call, limits.check_thread(body, where=f"{call.method} {call.captured.route}"))
        perms = self.world.permissions(channel.id, self.world.bot_user_id)
        own_thread = channel.is_thread and channel.owner_id == self.world.bot_user_id
        if not (perms & P.manage_threads.flag or perms & P.manage_channels.flag or own_thread):
            raise Reject(403, 50013)
        moderator = bool(perms & P.manage_threads.flag)
        if channel.is_thread and channel.locked and not moderator:
            raise Reject(403, 160005)
        if channel.is_thread and body.get("locked") is not None and not moderator:
            # Threads, "Editing & Deleting Threads": `locked` requires MANAGE_THREADS
            # (the thread's creator may rename, archive and unarchive it, not lock it).
            raise Reject(403, 50013)
        for key in ("name", "invitable"):
            if key in body and body[key] is not None:
                setattr(channel, key, body[key])
        if channel.is_thread:
            self.world.set_thread_state(channel, archived=body.get("archived"),
                                        locked=body.get("locked"))
            duration = body.get("auto_archive_duration")
            if duration is not None and duration != channel.auto_archive_duration:
                # Changing the duration is activity and stamps archive_timestamp.
                channel.auto_archive_duration = int(duration)
                channel.archive_timestamp = self.world.timestamp()
                channel.last_activity = self.world.now()
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        self.gateway.send(event, self.payloads.channel_payload(channel.id))
        return 200, self.payloads.channel_payload(channel.id)

    def _r_thread_member(self, call: Call, cid: str, uid: str) -> tuple[int, Any]:
        # Add Thread Member: "Requires the ability to send messages in the thread. Also
        # requires the thread is not archived." Remove needs MANAGE_THREADS, or being the
        # creator of a private thread; the bot joining or leaving needs only to see it.
        thread = self.world.channels.get(int(cid))
        if thread is None or not thread.is_thread:
            raise Reject(404, 10003)
        user_id = self.world.bot_user_id if uid == "@me" else int(uid)
        if user_id not in self.world.users:
            raise Reject(404, 10013)
        perms = self.world.permissions(thread.id, self.world.bot_user_id)
        if not perms & P.view_channel.flag:
            raise Reject(403, 50001)
        guild = self.world.guild_of(thread)
        if guild is not None and user_id not in guild.members:
            raise Reject(404, 10007)
        if uid != "@me":
            if call.method == "PUT" and not perms & P.send_messages_in_threads.flag:
                raise Reject(403, 50013)
            own_private = thread.type == PRIVATE_THREAD \
                and thread.owner_id == self.world.bot_user_id
            if call.method == "DELETE" and not (perms & P.manage_threads.flag or own_private):
                raise Reject(403, 50013)
        if thread.archived:
            raise Reject(400, 50083)
        if call.method == "PUT":
            thread.member_ids.add(user_id)
        else:
            thread.member_ids.discard(user_id)
        return 204, ""

    def _r_dm(self, call: Call) -> tuple[int, Any]:
        body = call.json or {}
        uid = int(body.get("recipient_id", 0))
        if uid not in self.world.users or self.world.users[uid].bot:
            raise Reject(400, 50035, "Invalid Form Body (recipient_id)")
        return 200, self.payloads.channel_payload(self.world.dm_channel(uid))

    def _r_user(self, call: Call, uid: str) -> tuple[int, Any]:
        user_id = self.world.bot_user_id if uid == "@me" else int(uid)
        if user_id not in self.world.users:
            raise Reject(404, 10013)
        if uid == "@me":
            return 200, self.payloads.client_user_payload()
        return 200, self.payloads.user_payload(user_id)

    def _r_guild(self, call: Call, gid: str) -> tuple[int, Any]:
        guild = self._guild_or_reject(gid)
        data = self.payloads.guild_payload(guild, gateway=False)
        if call.params.get("with_counts") in (1, "1", True, "true"):
            data.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return 200, data

    def _r_guild_channels(self, call: Call, gid: str) -> tuple[int, Any]:
        guild = self._guild_or_reject(gid)
        return 200, [
            self.payloads.channel_payload(c)
            for c in guild.channel_ids
            if not self.world.channels[c].is_thread
        ]

    def _r_member(self, call: Call, gid: str, uid: str) -> tuple[int, Any]:
        guild = self._guild_or_reject(gid)
        if int(uid) not in guild.members:
            raise Reject(404, 10007)
        return 200, self.payloads.member_payload(guild, int(uid))

    def _guild_or_reject(self, gid: str) -> Guild:
        guild = self.world.guilds.get(int(gid))
        if guild is None or self.world.bot_user_id not in guild.members:
            raise Reject(404, 10004, "Unknown Guild")
        return guild

    def _r_app(self, call: Call) -> tuple[int, Any]:
        bot_user = self.world.users[self.world.bot_user_id]
        return 200, {
            "id": str(self.world.application_id),
            "name": bot_user.username,
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "hook": True,
            "bot_public": False,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "owner": self.payloads.user_payload(self.world.app_owner_id),
            "team": None,
            "flags": 0,
            "bot": self.payloads.client_user_payload(),
            "guild_id": None,
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "approximate_guild_count": len(self.world.guilds),
            "tags": [],
            "integration_types_config": {"0": {}},
        }

    def _r_sync(self, call: Call, app: str, gid: str | None = None) -> tuple[int, Any]:
        body = call.json or []
        problems = limits.check_command_list(body)
        for p in problems:
            text = f"{call.method} {call.captured.route}: {p}"
            call.captured.violations += (text,)
            self.violation(text)
        guild_id = int(gid) if gid else None
        out = []
        for cmd in body:
            key = (guild_id, cmd["name"])
            if key not in self.world.command_ids:
                self.world.command_ids[key] = self.world.next_id()
            entry = {
                **plain_copy(cmd),
                "id": str(self.world.command_ids[key]),
                "application_id": str(self.world.application_id),
                "version": str(self.world.next_id()),
            }
            if guild_id:
                entry["guild_id"] = str(guild_id)
            out.append(entry)
        self.world.synced_commands[guild_id] = out
        return 200, plain_copy(out)

    def _r_get_commands(self, call: Call, app: str, gid: str | None = None) -> tuple[int, Any]:
        return 200, plain_copy(self.world.synced_commands.get(int(gid) if gid else None, []))

    # --- message bookkeeping -------------------------------------------------------------
    def _attachments(
        self,
        call: Call,
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
        size = image_size(f.data)
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
        call: Call,
        embeds: Sequence[Mapping[str, Any]],
        attachments: Sequence[StoredAttachment],
    ) -> list[dict[str, Any]]:
        out = []
        for embed in plain_copy(list(embeds)):
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
                        call.captured.violations += (text,)
                        self.violation(text)
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
                and self.world.permissions(channel.id, self.world.bot_user_id)
                & P.mention_everyone.flag
            ):
                pinged |= set(guild.members)
            pinged = {
                u for u in pinged if u in guild.members and self.world.permissions(channel.id, u)
            }
        replied = allowed is None or allowed.get("replied_user", True)
        if reference is not None and replied and reference.author_id != self.world.bot_user_id:
            pinged.add(reference.author_id)
        pinged.discard(self.world.bot_user_id)
        return frozenset(pinged)

    def _create_message(
        self,
        call: Call,
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
            author_id=self.world.bot_user_id,
            content=content,
            embeds=self._resolve_embeds(call, payload.get("embeds") or [], attachments),
            components=number_components(payload.get("components") or []),
            shown_custom_ids=_custom_ids(payload.get("components") or []),
            attachments=attachments,
            flags=flags,
            tts=bool(payload.get("tts")),
            allowed_mentions=plain_copy(payload.get("allowed_mentions")),
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
                "guild_id": sid(reference.guild_id),
            }
        if kind in ("response", "followup") and record is not None:
            msg.webhook_id = msg.application_id = self.world.application_id
            msg.interaction_id = record.id
            owners = {"0": str(record.guild_id)} if record.guild_id else {"1": str(record.user_id)}
            meta: dict[str, Any] = {
                "id": str(record.id),
                "type": record.type,
                "user": self.payloads.user_payload(record.user_id),
                "authorizing_integration_owners": owners,
            }
            if record.type == APPLICATION_COMMAND:
                meta["name"] = record.name
                meta["command_type"] = 1
                msg.interaction_legacy = {
                    "id": str(record.id),
                    "type": record.type,
                    "name": record.name,
                    "user": self.payloads.user_payload(record.user_id),
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
                channel.last_activity = world.now()  # a message keeps a thread awake
        if record is not None:
            record.produced_ids.append(mid)
        if not ephemeral:
            self.gateway.echo("MESSAGE_CREATE", msg)
        if not loading:  # a "thinking" message appears for listeners once it has content
            self._notify("create", msg)
        return msg

    def _edit_message(
        self,
        call: Call,
        msg: StoredMessage,
        payload: Mapping[str, Any],
        *,
        record: InteractionRecord | None,
    ) -> StoredMessage:
        was_loading = bool(msg.flags & LOADING)
        if "attachments" in payload or call.files:
            before = msg.attachments
            msg.attachments = self._attachments(
                call, payload, msg.channel_id, ephemeral=msg.ephemeral, existing=msg.attachments
            )
            # Edit Message: the attachments array "must contain all attachments that
            # should be present after edit"; one left out is deleted, its URL dead
            kept = {id(attachment) for attachment in msg.attachments}
            self.world.forget_attachments(a for a in before if id(a) not in kept)
        if "content" in payload:
            msg.content = payload["content"] or ""
            users, roles, _ = limits.content_mentions(msg.content)
            msg.mention_ids = sorted(u for u in users if u in self.world.users)
            msg.mention_role_ids = sorted(roles)
        if "embeds" in payload:
            msg.embeds = self._resolve_embeds(call, payload["embeds"] or [], msg.attachments)
        if "components" in payload:
            msg.components = number_components(payload["components"] or [])
            # A client may still show the old components for a moment (a phone, a lag):
            # the double remembers them so a test can tap one (``click(..., stale=True)``).
            msg.shown_custom_ids |= _custom_ids(msg.components)
        if "flags" in payload and payload["flags"] is not None:
            keep = EPHEMERAL | HAS_THREAD
            msg.flags = (msg.flags & keep) | (int(payload["flags"]) & ~(keep | LOADING))
        if "allowed_mentions" in payload:
            msg.allowed_mentions = plain_copy(payload["allowed_mentions"])
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
            self.gateway.echo("MESSAGE_UPDATE", msg)
        self._notify("create" if was_loading else "edit", msg)
        return msg

    def remove_message(self, msg: StoredMessage) -> None:
        msg.deleted = True
        self.gateway.deleted(msg)
        self._notify("delete", msg)

    def _notify(self, event: str, msg: StoredMessage) -> None:
        for listener in list(self.listeners):
            try:
                listener(event, msg)
            except Exception:
                self.note_error(f"message listener {listener!r} failed:\n{traceback.format_exc()}")
