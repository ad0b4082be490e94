"""Several bot processes on one world: which process's gateway receives a guild's events.

Discord sends a guild's gateway events, interactions included, to the shard
``(guild_id >> 22) % shard_count``; events without a guild (DMs) go to shard 0
(``gateway.mdx``, "Sharding Formula"). A process runs some of the shards (discord.py's
``AutoShardedClient`` with ``shard_ids``; a plain ``Client`` runs shard 0 of 1, or its
``shard_id`` of ``shard_count``). REST is not routed: any process may call any endpoint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.double.world import DoubleError


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that receives the guild's events (DMs: shard 0)."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def shards_of(bot: Any) -> tuple[int, frozenset[int]]:
    """The shard count a bot was built with and the shards it runs."""
    count = getattr(bot, "shard_count", None) or 1
    ids = getattr(bot, "shard_ids", None)
    if ids is None:
        single = getattr(bot, "shard_id", None)
        if single is not None and not hasattr(bot, "shard_ids"):
            return count, frozenset({single})  # a plain Client given one shard
        return count, frozenset(range(count))
    return count, frozenset(ids)


def owner(bots: Sequence[Any], guild_id: int | None) -> Any:
    """The running bot whose shards receive the guild's events; ``None`` when no process
    runs that shard (its events go nowhere, as on Discord while a process is down)."""
    for bot in bots:
        count, ids = shards_of(bot)
        if shard_of(guild_id, count) in ids:
            return bot
    return None


def check_together(bots: Sequence[Any]) -> None:
    """Processes of one bot share one shard count and never run the same shard."""
    counts = {shards_of(bot)[0] for bot in bots}
    if len(counts) > 1:
        raise DoubleError(f"the processes were built with different shard counts {counts}")
    seen: set[int] = set()
    for bot in bots:
        ids = shards_of(bot)[1]
        if seen & ids:
            raise DoubleError(f"two processes run shard {min(seen & ids)}")
        seen |= ids
