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


def test_the_soak_judge_counts_what_the_shared_changes_let_it_check() -> None:
    """A check of the checker: each count of ``changes_judged`` moves on a journal made
    to show its fault, and stays 0 on the same journal without it."""
    from bench.bench_soak_multi import changes_judged

    def message(mid, channel, by, at, custom_ids=(), guild=7):
        return {"t": "message", "id": mid, "channel": channel, "guild": guild, "by": by,
                "at": at, "custom_ids": list(custom_ids), "content": "", "board": False}

    lobby = message(1, 100, 0, 1.0, ["bg:lobby:join:5", "bg:lobby:start:5"])
    closed = {"t": "edit", "id": 1, "custom_ids": [], "content": "started", "by": 1,
              "at": 2.0}
    messages = {1: lobby}
    assert changes_judged([lobby], messages, [5])["lobbies_open"] == 1
    judged = changes_judged([lobby, closed], messages, [5])
    assert (judged["lobbies_open"], judged["edited_elsewhere"]) == (0, 1)
    assert changes_judged([lobby], messages, [6])["lobbies_open"] == 0  # not started

    def state(at, actor, archived, locked=False):
        return {"t": "state", "id": 200, "archived": archived, "locked": locked,
                "actor": actor, "at": at, "by": 0}

    closing = state(10.0, "moderator", True, locked=True)
    judged = changes_judged([closing, state(20.0, "bot", False)], {}, [])
    assert (judged["reopened"], judged["racing"]) == (1, 0)
    judged = changes_judged([closing, state(10.5, "bot", False)], {}, [])
    assert (judged["reopened"], judged["racing"]) == (0, 1)
    opened = state(12.0, "moderator", False)
    assert changes_judged([closing, opened, state(20.0, "bot", False)], {},
                          [])["reopened"] == 0
    in_thread = message(2, 200, 1, 11.0)
    assert changes_judged([closing, in_thread], {2: in_thread}, [])["in_locked"] == 1
    assert changes_judged([closing, opened, in_thread | {"at": 13.0}],
                          {2: in_thread | {"at": 13.0}}, [])["in_locked"] == 0

    dms = [{"t": "dm", "id": 300, "user": 9}, {"t": "dm", "id": 301, "user": 9}]
    late = message(3, 301, 2, 5.0, guild=None)
    assert changes_judged([*dms, late], {3: late}, [])["dms_split"] == 1
    assert changes_judged([*dms, late | {"channel": 300}], {3: late | {"channel": 300}},
                          [])["dms_split"] == 0
