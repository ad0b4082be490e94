"""The multi-process benches' Discord (``bench/shared_discord.py``, used by
``bench_soak_multi.py`` and ``scale_stores.py``): each process's world journals what it
created or changed, and another process's world finds it there - a thread, a message, the
message a nonce named, an edit, a deletion, a thread's archive and lock, a user's one DM
channel - as on the one real Discord; ids never collide."""

from __future__ import annotations

from pathlib import Path

from bot.double.world import TEXT, ChannelInfo, Guild, StoredMessage, User, World


def _bench():
    from bench import shared_discord  # the journaled Discord both multi-process benches use

    return shared_discord


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


def _posted(world, channel_id: int, content: str, custom_ids=()) -> StoredMessage:
    components = [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": c, "custom_id": c} for c in custom_ids]}] \
        if custom_ids else []
    message = StoredMessage(id=world.next_id(), channel_id=channel_id, guild_id=None,
                            author_id=world.bot_user_id, content=content,
                            components=components)
    world.add_message(message)
    world.message_created("create", message)
    return message


def test_an_edit_one_process_made_another_sees_the_newest_winning(tmp_path: Path) -> None:
    bench = _bench()
    first, cid = _world(bench, tmp_path, 1)
    second, _ = _world(bench, tmp_path, 2)
    lobby = _posted(first, cid, "table open", ["bg:lobby:join:1"])
    seen = second.messages[lobby.id]
    assert seen.custom_ids == ["bg:lobby:join:1"]

    # the first process closes the lobby; later the second edits it again
    lobby.content, lobby.components = "started", []
    first.message_created("edit", lobby)
    second.pull()
    assert (seen.content, seen.components, seen.revisions) == ("started", [], 1)
    seen.content = "started, edited again"
    second.message_created("edit", seen)
    first.pull()
    assert lobby.content == "started, edited again"
    # an older edit read late never undoes a newer one
    first.write({"t": "edit", "id": lobby.id, "content": "stale", "components": [],
                 "custom_ids": [], "at": 1.0})
    second.pull()
    assert seen.content == "started, edited again"

    first.message_created("delete", lobby)
    second.pull()
    assert second.messages[lobby.id].deleted


def test_a_threads_state_is_one_for_every_process_and_its_owner_hears_of_it(
        tmp_path: Path) -> None:
    bench = _bench()
    first, cid = _world(bench, tmp_path, 1)
    second, _ = _world(bench, tmp_path, 2)
    heard: list[int] = []
    second.announce = heard.append
    thread = first.new_thread(first.channels[cid], "Splendor #1", 11, first.bot_user_id,
                              1440)
    first.actor = "moderator"
    first.set_thread_state(thread, archived=True, locked=True)
    theirs = second.channels[thread.id]
    second.pull()
    assert (theirs.archived, theirs.locked) == (True, True)
    assert theirs.archive_timestamp == thread.archive_timestamp
    assert heard == [thread.id]  # THREAD_UPDATE, as the gateway sends it
    second.set_thread_state(theirs, archived=False, locked=False)
    first.pull()
    assert (thread.archived, thread.locked) == (False, False)
    records = [r for r in bench.journals(tmp_path) if r["t"] == "state"]
    assert [(r["actor"], r["by"]) for r in records] == [("moderator", 1), ("bot", 2)]


def test_a_user_has_one_dm_channel_whichever_process_opens_it(tmp_path: Path) -> None:
    bench = _bench()
    first, _ = _world(bench, tmp_path, 1)
    second, _ = _world(bench, tmp_path, 2)
    for world in (first, second):
        world.users[bench.user_id(0)] = User(
            id=bench.user_id(0), username="ann", global_name=None)
    dm = first.dm_channel(bench.user_id(0))
    assert second.dm_channel(bench.user_id(0)) == dm
    message = _posted(first, dm, "your turn")
    assert second.messages[message.id].channel_id == dm

    # opened by both at once (neither had read the other): the smaller id is the one
    third_user = bench.user_id(1)
    for world in (first, second):
        world.users[third_user] = User(
            id=third_user, username="ben", global_name=None)
    second._offsets = {p: p.stat().st_size for p in tmp_path.glob("discord-*.jsonl")}
    first._offsets = dict(second._offsets)
    mine = first.dm_channel(third_user)
    second.dm_by_user.pop(third_user, None)
    theirs = World.dm_channel(second, third_user)  # made without a look, as in a race
    second.write({"t": "dm", "id": theirs, "user": third_user})
    first.pull()
    second.pull()
    assert first.dm_by_user[third_user] == second.dm_by_user[third_user] == min(mine, theirs)
    assert max(mine, theirs) in first.channels and max(mine, theirs) in second.channels
