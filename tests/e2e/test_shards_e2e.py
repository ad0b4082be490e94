"""Several bot processes on one Discord world and one PostgreSQL database: each runs its
own shards of a common count (``SHARD_IDS`` of ``SHARD_COUNT``), the double routes every
interaction to the process whose shard holds its guild (``(guild_id >> 22) % count``),
and a game goes on when its process is replaced. These cases carry ``postgres`` in their
ids (a real server the test run starts)."""

from __future__ import annotations

import asyncio

import pytest

from bot.config import Settings
from bot.discord_app.client import ShardedGameBot, make_bot
from bot.double.double import DiscordDouble, DoubleError
from bot.double.shards import shard_of
from tests.e2e.conftest import (
    Table,
    board_message,
    game_place,
    open_table,
    pinged,
    play_turn_by_taps,
)
from tests.pg_server import fresh_database

COUNT = 2


def _process(url: str, tmp_path, shard: int) -> ShardedGameBot:
    bot = make_bot(Settings(database_path=tmp_path / "unused.sqlite3", database_url=url,
                            shard_count=COUNT, shard_ids=(shard,)))
    assert isinstance(bot, ShardedGameBot)
    return bot


def _guild_on(double: DiscordDouble, shard: int, name: str) -> int:
    """A guild whose id puts it on ``shard`` (ids are snowflakes: the shard is in the
    timestamp bits)."""
    while True:
        guild_id = double.world.next_id()
        if shard_of(guild_id, COUNT) == shard:
            return double.add_guild(name, guild_id=guild_id)


@pytest.fixture
async def two_processes(pg_server, tmp_path):
    url = await fresh_database(pg_server)
    first, second = _process(url, tmp_path, 0), _process(url, tmp_path, 1)
    double = DiscordDouble(first)
    await double.add_process(second)
    double.enforce_deadline = True
    tables = []
    for shard, bot in enumerate((first, second)):
        guild = _guild_on(double, shard, f"Guild {shard}")
        channel = double.add_channel(guild, "board-games")
        users = {name: double.add_user(f"{name}{shard}", guild_ids=[guild])
                 for name in ("ann", "ben")}
        tables.append(Table(double, bot, tmp_path / "unused.sqlite3", guild, channel, users,
                            database_url=url))
    await double.start()
    await first.sync_commands()
    yield double, tables
    await double.close()


async def test_each_process_answers_its_shards_postgres(two_processes):
    double, tables = two_processes
    games = []
    for t in tables:
        game_id = await open_table(t, "ann", ["ben"])
        games.append(game_id)
        for turn in range(2):
            await play_turn_by_taps(t, game_id, seed=turn)
    for t, bot in zip(tables, double.processes, strict=True):
        mine = [r for r in double.interactions if r.guild_id == t.guild]
        assert mine and all(r.process is bot for r in mine)
        # each process holds only the guilds of its shards
        assert bot.get_guild(t.guild) is not None
        assert all(bot.get_guild(o.guild) is None for o in tables if o is not t)
    for t, game_id in zip(tables, games, strict=True):
        board = board_message(t, game_place(t, game_id))
        assert pinged(board) == {t.users["ann"]}
        assert await t.bot.tables.check() == []
    for bot in double.processes:
        await bot.tables.wait_idle()
    double.assert_clean()


async def test_a_replaced_process_takes_its_shard_back_postgres(two_processes, tmp_path):
    double, tables = two_processes
    first, second = tables
    game_id = await open_table(first, "ann", ["ben"])
    await play_turn_by_taps(first, game_id, seed=0)

    await double.stop_process(first.bot)
    place = game_place(first, game_id)
    board = board_message(first, place)
    with pytest.raises(DoubleError, match="shard 0"):
        await double.click(first.users["ben"], board, board.custom_id("Play"))
    # the other shard is served meanwhile
    other = await open_table(second, "ann", ["ben"])
    assert (await second.bot.store.get_game(other)).status == "active"

    replacement = _process(first.database_url, tmp_path, 0)
    await double.restart_process(first.bot, replacement)
    first.bot = replacement
    await play_turn_by_taps(first, game_id, seed=1)
    assert double.interactions[-1].process is replacement
    await replacement.tables.wait_idle()
    assert await replacement.tables.check() == []
    double.assert_clean()


def _boards(t: Table, game_id: int) -> list:
    place = game_place(t, game_id)
    return [m for m in t.double.messages(place)
            if m.files and any(f.filename == "board.png" for f in m.files)]


async def test_the_leader_plays_the_computers_of_another_shards_game_postgres(
        two_processes, monkeypatch):
    """The computers play in the one process that leads, whichever shard their game is
    on: a move answered by the other process wakes the leader (NOTIFY), whose computer
    plays and whose board goes out into the other shard's guild."""
    import asyncio
    import re

    double, tables = two_processes
    leading = [await t.bot.tables.leading() for t in tables]
    assert sorted(leading) == [False, True]
    t = tables[leading.index(False)]  # a guild of the process that does not lead
    leader = tables[leading.index(True)].bot
    played: dict[str, int] = {"leader": 0, "other": 0}
    for name, bot in (("leader", leader), ("other", t.bot)):
        original = bot.tables._play_computers

        async def counted(game_id, original=original, name=name):
            played[name] += 1
            await original(game_id)

        monkeypatch.setattr(bot.tables, "_play_computers", counted)
    ann = t.users["ann"]
    await double.slash(ann, t.channel, "game new", game="splendor", computers=1,
                       level="greedy", seat_order="joined")
    lobby = double.last_message(t.channel)
    await double.click(ann, lobby, lobby.custom_id("Start"))
    game_id = int(re.search(r"#(\d+)", lobby.content).group(1))
    loop = asyncio.get_running_loop()
    for turn in range(3):
        before = len(_boards(t, game_id))
        await play_turn_by_taps(t, game_id, seed=turn)
        deadline = loop.time() + 20
        while len(_boards(t, game_id)) == before or pinged(_boards(t, game_id)[-1]) != {ann}:
            assert loop.time() < deadline, "the computer's board never came"
            await asyncio.sleep(0.05)
        # the board is out; the leader notes it as the game's board right after
        await leader.tables.wait_idle()
    game = await t.bot.store.get_game(game_id)
    moves = await t.bot.store.moves(game_id)
    assert sum(m.by_computer for m in moves) >= 3 and game.status == "active"
    assert played["other"] == 0 and played["leader"] >= 3
    assert await t.bot.tables.check() == []
    assert await t.bot.store.pending_outbox(game_id) == []
    double.assert_clean()


async def test_a_thread_lost_while_both_were_down_is_posted_again_once_postgres(
        two_processes, tmp_path, monkeypatch):
    """Both processes start at once after a game's thread was deleted: only the one
    running the game's shard looks at it and has its board posted again (two looks, each
    reading the thread before the other forgot it, would queue two boards)."""
    from bot.discord_app.notifier import THREAD_GONE_LINE, DiscordNotifier

    original = DiscordNotifier._thread_state

    async def slow(self, guild_id, thread_id):
        await asyncio.sleep(0.3)  # both processes have read the game meanwhile
        return await original(self, guild_id, thread_id)

    monkeypatch.setattr(DiscordNotifier, "_thread_state", slow)
    double, tables = two_processes
    t = tables[0]
    game_id = await open_table(t, "ann", ["ben"])
    await play_turn_by_taps(t, game_id, seed=0)
    thread_id = (await t.bot.store.get_game(game_id)).thread_id
    assert thread_id
    for table in tables:
        await double.stop_process(table.bot)
    double.delete_thread(thread_id)
    replacements = [_process(t.database_url, tmp_path, shard) for shard in range(COUNT)]
    await asyncio.gather(*[double.restart_process(table.bot, new)
                           for table, new in zip(tables, replacements, strict=True)])
    for table, new in zip(tables, replacements, strict=True):
        table.bot = new
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 20
    while await t.bot.store.games_with_pending_outbox() or \
            (await t.bot.store.get_game(game_id)).thread_id:
        assert loop.time() < deadline, "the lost board never came"
        await asyncio.sleep(0.05)
    for new in replacements:
        await new.tables.wait_idle()
    again = [m for m in double.messages(t.channel) if THREAD_GONE_LINE in (m.content or "")]
    assert len(again) == 1, [m.content for m in again]
    assert pinged(again[0]) == {t.users["ben"]}
    double.assert_clean()


async def test_game_board_reposts_in_the_games_posting_turn_postgres(two_processes):
    """``/game board`` on a database shared by processes: the repost holds the game's
    posting turn in the store, becomes the game's board, and leaves nothing queued."""
    double, tables = two_processes
    t = tables[1]
    game_id = await open_table(t, "ann", ["ben"])
    await play_turn_by_taps(t, game_id, seed=0)
    place = game_place(t, game_id)
    await double.slash(t.users["ben"], place, "game board", game=game_id)
    await t.bot.tables.wait_idle()
    repost = double.last_message(place)
    assert any(f.filename == "board.png" for f in repost.files), repost.content
    assert (await t.bot.store.get_game(game_id)).board_message_id == repost.id
    assert await t.bot.store.pending_outbox(game_id) == []
    assert not t.bot.store._turns  # the turn was given back
    double.assert_clean()


async def test_a_post_that_finds_the_thread_gone_during_the_owners_look_is_not_posted_again_postgres(  # noqa: E501
        two_processes, tmp_path, monkeypatch):
    """The process running the game's shard starts while the other one runs. While its
    start-up look asks Discord about the game's thread (deleted meanwhile), the other
    process delivers the board a move owed: Discord says the thread is gone, so that board
    goes to the channel. The look then finds the thread gone too; the board it would queue
    again is the one just posted, so it is not posted a second time (it was, before)."""
    from bot.discord_app.notifier import DiscordNotifier

    double, tables = two_processes
    t = tables[0]  # shard 0: the first process's guild
    other = tables[1].bot
    game_id = await open_table(t, "ann", ["ben"])
    await play_turn_by_taps(t, game_id, seed=0)
    thread_id = (await t.bot.store.get_game(game_id)).thread_id
    assert thread_id
    # A move whose board Discord does not take now: it stays queued.
    double.fail_next("POST", rf"/channels/{thread_id}/messages", 403, 50001, times=1000)
    await play_turn_by_taps(t, game_id, seed=1)
    await t.bot.tables.wait_idle()
    assert await t.bot.store.pending_outbox(game_id)
    game = await t.bot.store.get_game(game_id)

    await double.stop_process(t.bot)
    double.delete_thread(thread_id)
    replacement = _process(t.database_url, tmp_path, 0)
    looking, go_on = asyncio.Event(), asyncio.Event()
    original = DiscordNotifier._thread_state

    async def held(self, guild_id, thread_id):
        if self.bot is replacement:
            looking.set()  # the look has read the game, thread and all
            await go_on.wait()
        return await original(self, guild_id, thread_id)

    monkeypatch.setattr(DiscordNotifier, "_thread_state", held)
    restart = asyncio.create_task(double.restart_process(t.bot, replacement))
    await asyncio.wait_for(looking.wait(), 20)
    double.transport.failures.clear()  # Discord takes posts again
    await other.tables.outbox.deliver(game_id)  # the other process posts the owed board
    assert (await other.store.get_game(game_id)).thread_id is None
    go_on.set()
    await restart
    t.bot = replacement
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 20
    while await t.bot.store.games_with_pending_outbox():
        assert loop.time() < deadline, "the outbox never emptied"
        await asyncio.sleep(0.05)
    for bot in double.processes:
        await bot.tables.wait_idle()
    shown = [m for m in double.messages(t.channel)
             if m.files and any(f.filename == "board.png" for f in m.files)
             and m.custom_id("Play").endswith(f":{game.version}")]
    assert len(shown) == 1, [m.content for m in shown]
    assert (await t.bot.store.get_game(game_id)).board_message_id == shown[0].id
    double.assert_clean()


async def test_another_shards_process_leaves_a_thread_a_moderator_closed_postgres(
        two_processes, tmp_path):
    """A moderator archives a game's thread by hand (the game's own process hears it and
    posts in the channel since); the other process, which never hears THREAD_UPDATE for
    that guild, delivers the game's next board: it asks Discord, finds the thread closed
    and posts in the channel too. It used to post in the thread, which opened it again.
    Once the moderator opens the thread again, its posts go back there."""
    double, tables = two_processes
    t = tables[0]
    other = tables[1].bot
    game_id = await open_table(t, "ann", ["ben"])
    await play_turn_by_taps(t, game_id, seed=0)
    thread_id = (await t.bot.store.get_game(game_id)).thread_id
    double.fail_next("POST", rf"/channels/{thread_id}/messages", 403, 50001, times=1000)
    await play_turn_by_taps(t, game_id, seed=1)  # its board stays queued
    await t.bot.tables.wait_idle()
    assert await t.bot.store.pending_outbox(game_id)

    double.moderate_thread(thread_id, archived=True)
    await asyncio.sleep(0.1)  # THREAD_UPDATE reaches the game's own process
    assert thread_id in t.bot.notifier.closed_threads
    await double.stop_process(t.bot)  # the other process is the one posting now
    double.transport.failures.clear()
    await other.tables.outbox.deliver(game_id)
    assert await other.store.pending_outbox(game_id) == []
    assert double.world.channels[thread_id].archived  # left to the moderators
    game = await other.store.get_game(game_id)
    board = board_message(t, t.channel)
    assert board.custom_id("Play").endswith(f":{game.version}")
    assert game.board_message_id == board.id

    double.moderate_thread(thread_id, archived=False)
    await other.store.enqueue(game_id, "announce", {"text": "hello"})
    await other.tables.outbox.deliver(game_id)
    assert double.last_message(thread_id).content.endswith("hello")
    double.assert_clean()
