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
from bot.double.world import DISCORD_EPOCH_MS, ChannelInfo, StoredMessage, World

# --- fixed ids: the same guilds, channels and users in every world -----------------------

def guild_id(shard: int) -> int:
    # Discord's formula: (guild_id >> 22) % shard_count
    return ((3 * 10**9 + shard) << 22) | 7


def channel_id(shard: int, name: str) -> int:
    return guild_id(shard) + {"games": 1, "idle": 2}[name]


def user_id(index: int) -> int:
    return 9 * 10**16 + index


class SharedWorld(World):
    """One process's view of the one Discord: its own creations are journaled as they
    happen; the others' are read from their journals when needed."""

    def __init__(self, folder: Path, tag: int, shard: int) -> None:
        self.fixed = True
        self._counter = itertools.count(10**17)
        self._tag = tag % 1024
        self._folder = folder
        self._offsets: dict[Path, int] = {}
        self._importing = False
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

    def message_created(self, event: str, message: StoredMessage) -> None:
        if event != "create" or message.ephemeral:
            return
        self.write({"t": "message", "id": message.id, "channel": message.channel_id,
                    "guild": message.guild_id, "content": message.content,
                    "components": message.components,
                    "pinged": sorted(message.pinged_user_ids),
                    "custom_ids": message.custom_ids,
                    "board": any(f.filename == "board.png" for f in message.files),
                    "reply": message.interaction_id is not None})

    def _nonce_set(self, nonce: str, value: tuple[int, float]) -> None:
        if not self._importing:
            self.write({"t": "nonce", "nonce": nonce, "id": value[0], "at": value[1]})

    def pull(self) -> None:
        """Take in what the other processes' Discords created since the last look."""
        self._importing = True
        try:
            for path in sorted(self._folder.glob("discord-*.jsonl")):
                offset = self._offsets.get(path, 0)
                with path.open("rb") as file:
                    file.seek(offset)
                    data = file.read()
                end = data.rfind(b"\n") + 1  # a line being written is read next time
                self._offsets[path] = offset + end
                for line in data[:end].splitlines():
                    with contextlib.suppress(json.JSONDecodeError):
                        self._take(json.loads(line))
        finally:
            self._importing = False

    def _take(self, record: dict[str, Any]) -> None:
        kind = record["t"]
        if kind == "thread" and not dict.__contains__(self.channels, record["id"]):
            parent = dict.get(self.channels, record["parent"])
            if parent is not None:
                self.new_thread(parent, record["name"], record["type"], record["owner"],
                                record["duration"], thread_id=record["id"])
        elif kind == "message" and not dict.__contains__(self.messages, record["id"]):
            if dict.__contains__(self.channels, record["channel"]):
                self.add_message(StoredMessage(
                    id=record["id"], channel_id=record["channel"], guild_id=record["guild"],
                    author_id=self.bot_user_id, content=record["content"] or "",
                    components=record["components"]))
        elif kind == "nonce" and not dict.__contains__(self.sent_nonces, record["nonce"]):
            dict.__setitem__(self.sent_nonces, record["nonce"], (record["id"], record["at"]))


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
