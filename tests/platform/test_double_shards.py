"""The double's shard routing: Discord's formula, which process runs which shards."""

import discord
import pytest

from bot.double.shards import check_together, owner, shard_of, shards_of
from bot.double.world import DoubleError


def _sharded(count, ids):
    return discord.AutoShardedClient(intents=discord.Intents.none(), shard_count=count,
                                     shard_ids=ids)


def test_discords_formula():
    assert shard_of(None, 4) == 0  # DMs
    assert shard_of(41771983423143937, 1) == 0
    assert shard_of(7 << 22, 4) == 3 and shard_of((8 << 22) | 123, 4) == 0


def test_who_runs_what():
    plain = discord.Client(intents=discord.Intents.none())
    assert shards_of(plain) == (1, frozenset({0}))
    assert shards_of(_sharded(3, [2])) == (3, frozenset({2}))
    assert shards_of(_sharded(3, None)) == (3, frozenset({0, 1, 2}))
    a, b = _sharded(2, [0]), _sharded(2, [1])
    assert owner([a, b], 1 << 22) is b and owner([a, b], None) is a
    assert owner([b], 2 << 22) is None  # shard 0 is down


def test_processes_must_agree():
    with pytest.raises(DoubleError, match="shard counts"):
        check_together([_sharded(2, [0]), _sharded(3, [1])])
    with pytest.raises(DoubleError, match="shard 1"):
        check_together([_sharded(2, [0, 1]), _sharded(2, [1])])
    check_together([_sharded(2, [0]), _sharded(2, [1])])
