"""One Discord shared by several bot processes through journals (the multi-process benches).

Each process has its own in-process Discord double over the same fixed guilds, channels
and users. What its Discord creates (a message, a thread, the message a nonce named) is
appended at once to that process's journal (``discord-s<shard>-<tag>.jsonl``, flushed line
by line, so a SIGKILL keeps it), and every world reads all journals - on a miss (an unknown
thread, message or nonce) and every 0.2 s - so a thread one process opened takes another's
posts, and a post retried by another process with the same nonce gets the message Discord
already made, as on the one real Discord. The union of the journals is Discord's memory.

Used by ``bench/bench_soak_multi.py`` (kills) and ``bench/scale_stores.py`` (figures).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import select
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.bench_soak import read
from bot.double.double import DiscordDouble
from bot.double.world import DISCORD_EPOCH_MS, DM, ChannelInfo, StoredMessage, World

# --- fixed ids: the same guilds, channels and users in every world -----------------------

def guild_id(shard: int) -> int:
    # Discord's formula: (guild_id >> 22) % shard_count
    return ((3 * 10**9 + shard) << 22) | 7


def channel_id(shard: int, name: str) -> int:
    return guild_id(shard) + {"games": 1, "idle": 2}[name]


def user_id(index: int) -> int:
    return 9 * 10**16 + index


class SharedWorld(World):
    """One process's view of the one Discord: what its Discord creates or changes is
    journaled as it happens; the others' records are read from their journals when
    needed. Shared: threads, messages, nonces, message edits and deletions, thread states
    (archive, lock) and DM channels (one per user, as on Discord). An edit or a thread's
    change taken from another journal wins only over an older one (by the world's time),
    and a thread's change reaches this process's bot as THREAD_UPDATE when it runs the
    guild's shard (``announce``), as Discord's gateway would tell it."""

    def __init__(self, folder: Path, tag: int, shard: int) -> None:
        self.fixed = True
        self._counter = itertools.count(10**17)
        self._tag = tag % 1024
        self._folder = folder
        self._offsets: dict[Path, int] = {}
        self._importing = False
        #: when each message, thread (by id) last changed, as the journals tell it
        self._changed: dict[int, float] = {}
        #: the gateway's THREAD_UPDATE for a thread another process changed (set once
        #: the double runs)
        self.announce: Callable[[int], None] | None = None
        #: who changes a thread now: the bot (a post reopening it) or a ``moderator``
        self.actor = "bot"
        super().__init__()
        self.channels = _Lazy(self.channels, self.pull)
        self.messages = _Lazy(self.messages, self.pull)
        self.sent_nonces = _Nonces(self.sent_nonces, self.pull, self._nonce_set)
        self._journal = (folder / f"discord-s{shard}-{tag}.jsonl").open("a")

    def next_id(self) -> int:
        if self.fixed:
            return next(self._counter)
        # Snowflakes with this process's number in the worker bits: two processes
        # making ids in the same millisecond never make the same one.
        ms = int(self.now() * 1000) - DISCORD_EPOCH_MS
        self._last_id = max((ms << 22) | (self._tag << 12), self._last_id + 1)
        return self._last_id

    def write(self, record: dict[str, Any]) -> None:
        self._journal.write(json.dumps(record) + "\n")
        self._journal.flush()  # a SIGKILL keeps what reached the kernel

    def new_thread(self, parent: ChannelInfo, name: str, type: int, owner_id: int,
                   duration: int, thread_id: int | None = None) -> ChannelInfo:
        thread = super().new_thread(parent, name, type, owner_id, duration, thread_id)
        if not self._importing:
            self.write({"t": "thread", "id": thread.id, "parent": parent.id, "name": name,
                        "type": type, "owner": owner_id, "duration": duration})
        return thread

    def set_thread_state(self, thread: ChannelInfo, *, archived: bool | None = None,
                         locked: bool | None = None) -> None:
        super().set_thread_state(thread, archived=archived, locked=locked)
        if not self._importing:
            at = self.now()
            self._changed[thread.id] = at
            self.write({"t": "state", "id": thread.id, "archived": thread.archived,
                        "locked": thread.locked, "stamp": thread.archive_timestamp,
                        "actor": self.actor, "at": at})

    def dm_channel(self, user_id: int) -> int:
        if user_id not in self.dm_by_user:
            self.pull()  # another process's Discord may have opened it
        known = user_id in self.dm_by_user
        cid = super().dm_channel(user_id)
        if not known and not self._importing:
            self.write({"t": "dm", "id": cid, "user": user_id})
        return cid

    def message_created(self, event: str, message: StoredMessage) -> None:
        """The double's listener: a bot message appeared, changed or went."""
        if message.ephemeral:
            return
        at = self.now()
        if event == "create":
            self.write({"t": "message", "id": message.id, "channel": message.channel_id,
                        "guild": message.guild_id, "content": message.content,
                        "components": message.components,
                        "pinged": sorted(message.pinged_user_ids),
                        "custom_ids": message.custom_ids,
                        "board": any(f.filename == "board.png" for f in message.files),
                        "reply": message.interaction_id is not None, "at": at})
        elif event == "edit":
            self._changed[message.id] = at
            self.write({"t": "edit", "id": message.id, "content": message.content,
                        "components": message.components,
                        "custom_ids": message.custom_ids, "at": at})
        elif event == "delete":
            self._changed[message.id] = at
            self.write({"t": "delete", "id": message.id, "at": at})

    def _nonce_set(self, nonce: str, value: tuple[int, float]) -> None:
        if not self._importing:
            self.write({"t": "nonce", "nonce": nonce, "id": value[0], "at": value[1]})

    def pull(self) -> None:
        """Take in what the other processes' Discords did since the last look: what
        was made first (threads, DM channels, then messages and nonces), then the
        changes in the order they happened."""
        if self._importing:
            return
        self._importing = True
        try:
            records = []
            for path in sorted(self._folder.glob("discord-*.jsonl")):
                offset = self._offsets.get(path, 0)
                with path.open("rb") as file:
                    file.seek(offset)
                    data = file.read()
                end = data.rfind(b"\n") + 1  # a line being written is read next time
                self._offsets[path] = offset + end
                for line in data[:end].splitlines():
                    with contextlib.suppress(json.JSONDecodeError):
                        records.append(json.loads(line))
            records.sort(key=lambda r: (_RANK.get(r["t"], 3),
                                        r.get("at", 0.0) if r["t"] in _CHANGES else 0.0))
            for record in records:
                self._take(record)
        finally:
            self._importing = False

    def _take(self, record: dict[str, Any]) -> None:
        kind = record["t"]
        if kind == "thread" and not dict.__contains__(self.channels, record["id"]):
            parent = dict.get(self.channels, record["parent"])
            if parent is not None:
                self.new_thread(parent, record["name"], record["type"], record["owner"],
                                record["duration"], thread_id=record["id"])
        elif kind == "dm":
            self._take_dm(record["id"], record["user"])
        elif kind == "message" and not dict.__contains__(self.messages, record["id"]):
            channel = dict.get(self.channels, record["channel"])
            if channel is not None:
                self.add_message(StoredMessage(
                    id=record["id"], channel_id=record["channel"], guild_id=record["guild"],
                    author_id=self.bot_user_id, content=record["content"] or "",
                    components=record["components"],
                    shown_custom_ids=set(record["custom_ids"])))
                # the channel's newest message (a thread's activity, by which a reader
                # tells a quiet thread from one a moderator archived)
                channel.last_message_id = max(channel.last_message_id or 0, record["id"])
                if channel.is_thread:
                    channel.last_activity = max(channel.last_activity,
                                                record.get("at", 0.0))
        elif kind == "nonce" and not dict.__contains__(self.sent_nonces, record["nonce"]):
            dict.__setitem__(self.sent_nonces, record["nonce"], (record["id"], record["at"]))
        elif kind in _CHANGES and record["at"] > self._changed.get(record["id"], 0.0):
            self._take_change(record)

    def _take_dm(self, cid: int, user_id: int) -> None:
        """Discord has one DM channel per user: two processes opening it at once both
        got an id here, so the smaller one is the channel, the other taking posts too."""
        if not dict.__contains__(self.channels, cid):
            dict.__setitem__(self.channels, cid, ChannelInfo(id=cid, type=DM, name=None,
                                                             recipient_id=user_id))
        known = self.dm_by_user.get(user_id)
        self.dm_by_user[user_id] = cid if known is None else min(known, cid)

    def _take_change(self, record: dict[str, Any]) -> None:
        kind, ident = record["t"], record["id"]
        if kind == "state":
            thread = dict.get(self.channels, ident)
            if thread is None:
                return
            self._changed[ident] = record["at"]
            if thread.archived and not record["archived"]:
                thread.last_activity = record["at"]
            thread.archived, thread.locked = record["archived"], record["locked"]
            thread.archive_timestamp = record["stamp"]
            if self.announce is not None:
                self.announce(ident)
            return
        message = dict.get(self.messages, ident)
        if message is None:
            return
        self._changed[ident] = record["at"]
        if kind == "delete":
            message.deleted = True
            return
        message.content = record["content"] or ""
        message.components = record["components"]
        message.shown_custom_ids |= set(record["custom_ids"])
        message.edited_at = self.utcnow()
        message.revisions += 1


#: the order a pull takes records in: what exists before what is in it, changes last
_RANK = {"thread": 0, "dm": 0, "message": 1, "nonce": 2}
_CHANGES = ("edit", "delete", "state")


class _Lazy(dict):
    """A world's table that looks in the other processes' journals before saying no."""

    def __init__(self, data: dict, pull: Callable[[], None]) -> None:
        super().__init__(data)
        self._pull = pull

    def _miss(self, key: Any) -> bool:
        if dict.__contains__(self, key):
            return False
        self._pull()
        return not dict.__contains__(self, key)

    def __contains__(self, key: Any) -> bool:
        return not self._miss(key)

    def __getitem__(self, key: Any) -> Any:
        self._miss(key)
        return dict.__getitem__(self, key)

    def get(self, key: Any, default: Any = None) -> Any:
        return default if self._miss(key) else dict.__getitem__(self, key)


class _Nonces(_Lazy):
    def __init__(self, data: dict, pull: Callable[[], None],
                 on_set: Callable[[str, Any], None]) -> None:
        super().__init__(data, pull)
        self._on_set = on_set

    def __setitem__(self, key: str, value: Any) -> None:
        dict.__setitem__(self, key, value)
        self._on_set(key, value)



def read_all(folder: Path, pattern: str) -> list[dict]:
    return [r for path in sorted(folder.glob(pattern)) for r in read(path)]


def journals(folder: Path) -> list[dict]:
    """Discord's memory: every child's journal, each record marked with the shard of
    the process whose Discord made it."""
    return [{**r, "by": int(path.name.split("-")[1][1:])}
            for path in sorted(folder.glob("discord-s*.jsonl")) for r in read(path)]



def wait_ready(process: subprocess.Popen, timeout: float) -> bool:
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    return bool(ready) and process.stdout.readline().strip() == b"ready"



def open_discord(bot: Any, folder: Path, tag: int, shard: int, shards: int,
                 names: tuple[str, ...], channels: tuple[str, ...] = ("games", "idle"),
                 ) -> tuple[SharedWorld, DiscordDouble, list[int]]:
    """This process's Discord: a double over every shard's guild (``shards`` of them),
    their ``channels`` and the users ``names``, all with the ids every process uses; its
    creations journaled from here on and the others' taken in. Call ``start`` after."""
    world = SharedWorld(folder, tag, shard)
    double = DiscordDouble(bot, world=world)
    users = [double.add_user(name, user_id=user_id(i), guild_ids=[])
             for i, name in enumerate(names)]
    for s in range(shards):
        gid = double.add_guild(f"Shard {s}", guild_id=guild_id(s), members=users)
        for name in channels:
            double.add_channel(gid, name, channel_id=channel_id(s, name))
    world.fixed = False
    world.pull()  # every thread opened so far, in the guilds the gateway announces
    double.subscribe(world.message_created)

    def announce(thread_id: int) -> None:
        # to the process running the guild's shard, once connected (else nobody hears)
        double.gateway.send("THREAD_UPDATE", double.payloads.channel_payload(thread_id))

    world.announce = announce
    dispatch = double.routes.dispatch

    def dispatch_now(call: Any) -> tuple[int, Any]:
        # One Discord: a request sees what every process's Discord did before it (a
        # thread locked elsewhere a moment ago refuses this post too).
        world.pull()
        return dispatch(call)

    double.routes.dispatch = dispatch_now  # type: ignore[method-assign]
    return world, double, users


async def keep_pulling(world: SharedWorld) -> None:
    """Take in the other processes' creations every 0.2 s (a task to cancel)."""
    while True:
        await asyncio.sleep(0.2)
        world.pull()


def spawn(command: list[str], log: Path) -> subprocess.Popen:
    """A child process whose stdin and stdout are pipes (``ready``, then its answers)."""
    return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=log.open("w"))
