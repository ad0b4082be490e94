"""The multi-process soak's Discord (``bench/bench_soak_multi.py``): each process's world
journals what it created, and another process's world finds it there - a thread, a
message, the message a nonce named - as on the one real Discord; ids never collide."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from bot.double.world import TEXT, ChannelInfo, Guild, StoredMessage

ROOT = Path(__file__).resolve().parents[2]


def _bench():
    spec = importlib.util.spec_from_file_location("bench_soak_multi",
                                                  ROOT / "bench" / "bench_soak_multi.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_soak_multi", module)
    spec.loader.exec_module(module)
    return module


def _world(bench, folder: Path, tag: int):
    world = bench.SharedWorld(folder, tag, shard=tag % 3)
    gid = bench.guild_id(0)
    world.guilds[gid] = Guild(id=gid, name="g", owner_id=world.app_owner_id)
    cid = bench.channel_id(0, "games")
    world.channels[cid] = ChannelInfo(id=cid, type=TEXT, name="games", guild_id=gid)
    world.fixed = False
    return world, cid


def test_what_one_process_created_another_finds(tmp_path: Path) -> None:
    bench = _bench()
    first, cid = _world(bench, tmp_path, 1)
    second, _ = _world(bench, tmp_path, 2)
    assert first.bot_user_id == second.bot_user_id  # one bot, whichever process
    thread = first.new_thread(first.channels[cid], "Splendor #1", 11, first.bot_user_id,
                              1440)
    message = StoredMessage(id=first.next_id(), channel_id=thread.id, guild_id=thread.guild_id,
                            author_id=first.bot_user_id, content="board")
    first.add_message(message)
    first.message_created("create", message)
    first.sent_nonces["o7.1"] = (message.id, first.now())

    assert second.channels.get(thread.id).parent_id == cid
    assert thread.id in second.guilds[thread.guild_id].channel_ids  # in GUILD_CREATE
    assert second.messages[message.id].content == "board"
    assert second.sent_nonces.get("o7.1") == (message.id, first.sent_nonces["o7.1"][1])
    assert second.channels.get(12345) is None
    assert {first.next_id() for _ in range(50)}.isdisjoint(
        {second.next_id() for _ in range(50)})
