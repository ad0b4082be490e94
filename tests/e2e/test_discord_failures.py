"""Discord failures never lose a move: missing permissions, deleted or archived threads,
a deleted lobby message — the bot falls back and the game goes on."""

from __future__ import annotations

import asyncio

from bot.app.players import choose_move
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.discord_app.notifier import DiscordNotifier
from bot.games import get_engine
from tests.e2e.conftest import board_message, open_table, pinged, play_turn_by_taps, tap_move


async def test_without_thread_permission_the_game_stays_in_the_channel(table):
    table.double.set_bot_permissions(table.channel, create_public_threads=False)
    game_id = await open_table(table, "ann", ["ben"])
    assert table.double.threads(table.channel) == []
    board = board_message(table, table.channel)
    assert pinged(board) == {table.users["ann"]}
    await play_turn_by_taps(table, game_id)
    assert pinged(board_message(table, table.channel)) == {table.users["ben"]}
    table.double.assert_clean()


async def test_a_deleted_thread_falls_back_to_the_channel(table):
    game_id = await open_table(table, "ann", ["ben"])
    thread = table.double.threads(table.channel)[0].id
    table.double.fail_next("POST", rf"/channels/{thread}/messages", 404, 10003, times=5)
    await play_turn_by_taps(table, game_id)
    board = board_message(table, table.channel)
    assert pinged(board) == {table.users["ben"]}
    game = await table.bot.store.get_game(game_id)
    assert game.thread_id is None and len(await table.bot.store.moves(game_id)) == 1


async def test_a_moderators_archive_of_a_game_thread_is_respected(table):
    # A moderator archived the thread by hand (long before a week of quiet): the bot
    # leaves it archived and the game goes on in the channel, until someone opens it.
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await open_table(table, "ann", ["ben"])
    thread = table.double.threads(table.channel)[0].id
    seen = len(table.double.requests)
    table.double.archive_thread(thread)
    await asyncio.sleep(0.05)
    assert table.double.channel(thread).archived
    assert [r for r in table.double.requests[seen:] if r.method == "PATCH"] == []
    await _take_from_channel(table, ann, game_id)
    assert pinged(board_message(table, table.channel)) == {ben}
    assert table.double.channel(thread).archived and thread_posts(table, thread, seen) == []
    # A moderator opens it again: the game's boards go back to its thread.
    table.double.moderate_thread(thread, archived=False)
    await asyncio.sleep(0.05)
    await _take_from_channel(table, ben, game_id)
    assert pinged(board_message(table, thread)) == {ann}
    table.double.assert_clean()


async def test_a_move_before_the_start_up_look_keeps_a_moderators_archive(table, monkeypatch):
    # While the bot was down a moderator archived a game's thread by hand (nobody heard
    # it). The bot starts; its start-up look is still at an earlier game when a player
    # moves in this one from the channel: the game's delivery looks at its place first,
    # so the board goes to the channel and the thread stays archived. (Before, the
    # board went to the thread, which opened it again: seen in the multi-process soak.)
    earlier = await open_table(table, "ann", ["ben"])
    game_id = await open_table(table, "cid", ["ben"])
    thread = (await table.bot.store.get_game(game_id)).thread_id
    await table.double.close()
    table.double.archive_thread(thread)
    looked_at_earlier = asyncio.Event()
    go_on = asyncio.Event()
    check_place = DiscordNotifier.check_place

    async def slow_at_the_earlier_game(notifier, game):
        if game.id == earlier:
            looked_at_earlier.set()
            await go_on.wait()
        return await check_place(notifier, game)

    monkeypatch.setattr(DiscordNotifier, "check_place", slow_at_the_earlier_game)
    table.bot = GameBot(Settings(database_path=table.database))
    await table.double.restart(table.bot)
    await asyncio.wait_for(looked_at_earlier.wait(), 5)
    seen = len(table.double.requests)
    await _take_from_channel(table, table.users["cid"], game_id)
    assert pinged(board_message(table, table.channel)) == {table.users["ben"]}
    assert table.double.channel(thread).archived and thread_posts(table, thread, seen) == []
    go_on.set()
    await table.bot.tables.wait_idle()
    assert table.double.channel(thread).archived
    table.double.assert_clean()


async def test_a_locked_thread_sends_the_game_to_the_channel(table):
    game_id = await open_table(table, "ann", ["ben"])
    thread = table.double.threads(table.channel)[0].id
    table.double.archive_thread(thread, locked=True)  # a moderator's decision: it stays
    await asyncio.sleep(0.05)
    assert table.double.channel(thread).locked and table.double.channel(thread).archived
    # Its buttons are greyed out, so Ann plays from the channel.
    ann = table.users["ann"]
    opened = await table.double.slash(ann, table.channel, "game play", game=game_id)
    game = await table.bot.store.get_game(game_id)
    move = choose_move(get_engine(game.kind), game.state, 0, "greedy", 1)
    await tap_move(table, ann, opened.response, move)
    board = board_message(table, table.channel)
    assert pinged(board) == {table.users["ben"]}
    assert len(await table.bot.store.moves(game_id)) == 1


async def test_a_deleted_lobby_message_does_not_stop_the_start_nor_the_thread(table):
    ann, ben = table.users["ann"], table.users["ben"]
    await table.double.slash(ann, table.channel, "game new", game="splendor")
    lobby = table.double.last_message(table.channel)
    await table.double.click(ben, lobby, lobby.custom_id("Join"))
    table.double.delete_message(lobby.id)
    record = await table.double.slash(ann, table.channel, "game start")
    assert record.ephemeral and "has started" in record.content
    # The thread starts without its lobby message, and the game lives there as usual.
    [thread] = table.double.threads(table.channel)
    assert (await table.bot.store.get_game(1)).thread_id == thread.id
    board = board_message(table, thread.id)
    assert len(pinged(board)) == 1
    table.double.assert_clean()


async def test_an_unexpected_error_is_one_sentence_and_logged(table, monkeypatch, caplog):
    async def broken(*args, **kwargs):
        raise RuntimeError("database on fire")

    monkeypatch.setattr(table.bot.tables, "games_here", broken)
    record = await table.double.slash(table.users["ann"], table.channel, "game list")
    assert record.ephemeral
    assert record.content == "Something went wrong on my side; nothing was changed. " \
                             "Please try again."
    assert "database on fire" not in record.content
    assert any("database on fire" in str(r.exc_info) for r in caplog.records if r.exc_info)


def thread_posts(table, thread: int, since: int) -> list:
    """The bot's posts into ``thread`` since request number ``since`` (tried or not)."""
    return [r for r in table.double.requests[since:]
            if r.method == "POST" and r.path == f"/channels/{thread}/messages"]


async def _take_from_channel(table, user: int, game_id: int) -> None:
    """One move played from the channel (``/game play``), as when the thread is locked."""
    opened = await table.double.slash(user, table.channel, "game play", game=game_id)
    game = await table.bot.store.get_game(game_id)
    seat = game.seat_of(user)
    move = choose_move(get_engine(game.kind), game.state, seat, "greedy", game.version)
    await tap_move(table, user, opened.response, move)


async def test_a_thread_quiet_for_its_archive_duration_is_reopened_by_the_running_bot(table):
    game_id = await open_table(table, "ann", ["ben"])
    thread = table.double.threads(table.channel)[0].id
    assert table.double.pass_time(7 * 24 * 3600 + 60) == [thread]
    await asyncio.sleep(0.05)
    assert not table.double.channel(thread).archived
    await play_turn_by_taps(table, game_id)
    assert pinged(board_message(table, thread)) == {table.users["ben"]}
    table.double.assert_clean()


async def test_a_locked_thread_is_tried_once_and_then_left_alone(table):
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await open_table(table, "ann", ["ben"])
    thread = table.double.threads(table.channel)[0].id
    # Locked with no word to the bot (its THREAD_UPDATE lost, as in a reconnect).
    table.double.channel(thread).locked = True
    seen = len(table.double.requests)
    await _take_from_channel(table, ann, game_id)
    assert pinged(board_message(table, table.channel)) == {ben}
    assert [r.status for r in thread_posts(table, thread, seen)] == [403]
    seen = len(table.double.requests)
    await _take_from_channel(table, ben, game_id)
    assert pinged(board_message(table, table.channel)) == {ann}
    assert thread_posts(table, thread, seen) == []  # remembered: straight to the channel
    assert len(await table.bot.store.moves(game_id)) == 2


async def test_an_unlocked_thread_gets_the_game_back(table):
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await open_table(table, "ann", ["ben"])
    thread = table.double.threads(table.channel)[0].id
    table.double.archive_thread(thread, locked=True)
    await asyncio.sleep(0.05)
    assert thread in table.bot.notifier.locked_threads  # heard from the gateway
    seen = len(table.double.requests)
    await _take_from_channel(table, ann, game_id)
    assert pinged(board_message(table, table.channel)) == {ben}
    assert thread_posts(table, thread, seen) == []
    # A moderator unlocks and opens it: the next board goes there again.
    table.double.moderate_thread(thread, locked=False, archived=False)
    await asyncio.sleep(0.05)
    assert thread not in table.bot.notifier.locked_threads
    assert not table.double.channel(thread).archived
    await _take_from_channel(table, ben, game_id)
    assert pinged(board_message(table, thread)) == {ann}
    table.double.assert_clean()


async def test_one_thread_update_reopens_a_games_thread_once_and_no_other_thread(table):
    # The cog hands THREAD_UPDATE to the notifier, whose rule is the start-up check's:
    # one reopen per archiving, and a thread that is no active game's is not the bot's.
    await open_table(table, "ann", ["ben"])
    thread = table.double.threads(table.channel)[0].id
    chatter = table.double.add_thread(table.channel, "chatter")
    seen = len(table.double.requests)
    # Both quiet for a week: Discord archives them (not a moderator's decision).
    assert sorted(table.double.pass_time(7 * 24 * 3600 + 60)) == sorted([thread, chatter])
    await asyncio.sleep(0.05)
    reopened = [r.path for r in table.double.requests[seen:] if r.method == "PATCH"]
    assert reopened == [f"/channels/{thread}"]
    assert not table.double.channel(thread).archived and table.double.channel(chatter).archived
    assert table.bot.notifier.locked_threads == set()
    table.double.assert_clean()
