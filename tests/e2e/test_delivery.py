"""Nothing is lost when Discord says no: a post Discord refuses (Missing Access for a while,
a permission taken away, AutoMod, a deleted channel) or that fails on the bot's side stays
queued, survives restarts and goes out, in order, once Discord takes it; players are told
where the bot can still speak; rate limits are waited out where the post was going; a
reminder never follows the move it was about; and a board is never posted twice, even
after a restart beyond Discord's nonce window."""

from __future__ import annotations

import asyncio
import io
import os

import discord
import pytest
from PIL import Image

from bot.app.players import choose_move
from bot.app.tables import Actor
from bot.app.turn_clock import HOUR
from bot.discord_app import notifier as notifier_module
from bot.games import get_engine
from rendering.base import RenderedImage
from tests.e2e.conftest import (
    Table,
    board_message,
    open_table,
    pinged,
    play_turn_by_taps,
    tap_move,
)


async def restart(t: Table) -> None:
    """A new bot process over the same database, clock and Discord, done starting."""
    await t.new_bot()
    await t.bot.tables.wait_idle()


def boards_in(t: Table, place: int) -> list:
    return [m for m in t.double.messages(place) if m.buttons and "Play" in
            [b.get("label") for b in m.buttons]]


async def ann_and_ben(t: Table) -> tuple[int, int]:
    """A game of Ann and Ben under way in its thread: the game and the thread."""
    game_id = await open_table(t, "ann", ["ben"])
    return game_id, t.double.threads(t.channel)[0].id


async def pending(t: Table, game_id: int) -> list[tuple[str, str | None]]:
    return [(e.kind, e.refusal) for e in await t.bot.store.pending_outbox(game_id)]


async def play_from(t: Table, user: int, place: int, game_id: int):
    """One move played with /game play typed in ``place`` (no board to tap)."""
    opened = await t.double.slash(user, place, "game play", game=game_id)
    game = await t.bot.store.get_game(game_id)
    move = choose_move(get_engine(game.kind), game.state, game.seat_of(user), "greedy",
                       game.version)
    await tap_move(t, user, opened.response, move)
    return opened


async def test_missing_access_for_a_while_keeps_the_thread_and_the_board(timed):
    t = timed
    ann, ben = t.users["ann"], t.users["ben"]
    game_id, thread = await ann_and_ben(t)
    # An admin takes the bot's role out of the (private) channel for a while.
    t.double.set_bot_permissions(t.channel, view_channel=False)
    await play_turn_by_taps(t, game_id)
    game = await t.bot.store.get_game(game_id)
    assert game.thread_id == thread  # not "gone": only 10003 says so
    assert await pending(t, game_id) == [("move", "no_access")]
    assert boards_in(t, t.channel) == [] and len(boards_in(t, thread)) == 1
    # Ben hears why in the reply to his next tap, where the bot can still speak.
    opened = await t.double.slash(ben, thread, "game play", game=game_id)
    assert "could not post" in opened.content and "see its channel" in opened.content
    # Access comes back: the next background try posts the board where it belongs.
    t.double.set_bot_permissions(t.channel, view_channel=True)
    t.clock.advance(60)
    await t.bot.tables.tick()
    assert await pending(t, game_id) == []
    assert pinged(board_message(t, thread)) == {ben} and boards_in(t, t.channel) == []
    assert ann not in pinged(board_message(t, thread))


async def test_a_refused_board_survives_a_restart_and_later_turns_wait_behind_it(timed):
    t = timed
    ann, ben = t.users["ann"], t.users["ben"]
    game_id, thread = await ann_and_ben(t)
    # AutoMod blocks the next two tries of a post in the thread.
    t.double.fail_next("POST", rf"/channels/{thread}/messages$", 400, 200000,
                       "Message was blocked by automatic moderation", times=2)
    await play_turn_by_taps(t, game_id)
    assert await pending(t, game_id) == [("move", "automod")]
    await play_from(t, ben, thread, game_id)  # Ben plays on; his board waits behind
    assert len(boards_in(t, thread)) == 1 and boards_in(t, t.channel) == []
    assert [kind for kind, _ in await pending(t, game_id)] == ["move", "move"]
    await restart(t)
    assert [kind for kind, _ in await pending(t, game_id)] == ["move", "move"]  # not due
    t.clock.advance(15 * 60)
    await t.bot.tables.tick()
    assert await pending(t, game_id) == []
    boards = boards_in(t, thread)
    # One board for both turns, the newest, pinging the player to act now.
    assert len(boards) == 2 and pinged(boards[-1]) == {ann}
    assert boards_in(t, t.channel) == []


async def test_a_post_that_failed_on_our_side_is_posted_after_a_restart(timed, monkeypatch):
    t = timed
    ben = t.users["ben"]
    game_id, thread = await ann_and_ben(t)

    async def missing_dependency(game):
        raise ModuleNotFoundError("No module named 'PIL._imaging'")

    monkeypatch.setattr(notifier_module, "turn_boards", missing_dependency)
    await play_turn_by_taps(t, game_id)
    assert await pending(t, game_id) == [("move", "error")]
    monkeypatch.undo()  # the fix is deployed
    await restart(t)
    t.clock.advance(60)
    await t.bot.tables.tick()
    assert await pending(t, game_id) == []
    assert pinged(board_message(t, thread)) == {ben}


async def test_without_attach_files_the_players_get_the_board_in_words(timed):
    t = timed
    ann, ben = t.users["ann"], t.users["ben"]
    game_id, thread = await ann_and_ben(t)
    t.double.set_bot_permissions(t.channel, attach_files=False)
    await play_turn_by_taps(t, game_id)
    told = t.double.last_message(thread)
    assert not told.files and "Attach Files" in told.content and pinged(told) == {ben}
    assert await pending(t, game_id) == [("move", "attach_files")]
    # Told once per board: the background tries do not repeat it.
    t.clock.advance(60)
    await t.bot.tables.tick()
    assert t.double.last_message(thread).id == told.id
    # Ben plays from the words' own Play button; Ann is told of her turn the same way.
    await t.double.click(ben, told, told.custom_id("Play"))
    await play_from(t, ben, thread, game_id)
    assert pinged(t.double.last_message(thread)) == {ann}
    t.double.set_bot_permissions(t.channel, attach_files=True)
    t.clock.advance(15 * 60)
    await t.bot.tables.tick()
    board = board_message(t, thread)
    assert board.files and pinged(board) == {ann} and await pending(t, game_id) == []
    t.double.assert_clean()


async def test_rate_limits_are_waited_out_in_the_thread(timed):
    t = timed
    ben = t.users["ben"]
    game_id, thread = await ann_and_ben(t)
    # Five 429s in a row: discord.py waits each out, then gives up with status 429.
    t.double.fail_next("POST", rf"/channels/{thread}/messages$", 429, 0, times=5,
                       retry_after=0.01)
    await play_turn_by_taps(t, game_id)
    assert boards_in(t, t.channel) == []  # never a reason to change place
    assert [kind for kind, _ in await pending(t, game_id)] == ["move"]
    assert (await t.bot.store.get_game(game_id)).thread_id == thread
    t.clock.advance(60)
    await t.bot.tables.tick()
    assert pinged(board_message(t, thread)) == {ben} and await pending(t, game_id) == []


async def test_a_refused_lobby_is_not_open_and_says_why(table):
    ann = table.users["ann"]
    table.double.fail_next("POST", rf"/channels/{table.channel}/messages$", 403, 50013)
    record = await table.double.slash(ann, table.channel, "game new", game="splendor")
    assert record.ephemeral and "is open" not in record.content
    assert record.content == ("I could not open the table: Discord refused its message "
                              "here because I may not send messages in this channel.")
    assert table.double.messages(table.channel) == []
    assert await table.bot.store.find_games(place_id=table.channel,
                                            statuses=("lobby", "active")) == []
    assert await table.bot.store.games_with_pending_outbox() == []
    # Nothing half-open holds the user's or the channel's count: a new table opens.
    record = await table.double.slash(ann, table.channel, "game new", game="splendor")
    assert "is open" in record.content


async def test_game_board_elsewhere_adopts_a_game_whose_channel_was_deleted(table):
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await open_table(table, "ann", ["ben"])
    table.double.delete_channel(table.channel)
    # Ann plays from another channel of the server: the board has nowhere to go...
    lounge = table.double.add_channel(table.guild, "lounge")
    await play_from(table, ann, lounge, game_id)
    assert [kind for kind, _ in await pending(table, game_id)] == ["move"]
    # ...until she shows the game there: it moves, and what waited goes out first.
    record = await table.double.slash(ann, lounge, "game board", game=game_id)
    assert not record.ephemeral
    game = await table.bot.store.get_game(game_id)
    assert game.channel_id == lounge and game.thread_id is None
    assert await pending(table, game_id) == []
    owed = [m for m in boards_in(table, lounge) if m.pinged_user_ids]
    assert len(owed) == 1 and pinged(owed[0]) == {ben}
    await play_from(table, ben, lounge, game_id)
    assert pinged(board_message(table, lounge)) == {ann}


async def test_seated_players_are_added_to_the_games_thread(table):
    await open_table(table, "ann", ["ben", "cid"])
    thread = table.double.threads(table.channel)[0]
    assert {table.users[n] for n in ("ann", "ben", "cid")} <= thread.member_ids
    table.double.assert_clean()


async def test_a_reminder_never_follows_the_move_it_was_about(timed, monkeypatch):
    t = timed
    ann = t.users["ann"]
    game_id = await open_table(t, "ann", ["ben"], speed="24h")
    thread = t.double.threads(t.channel)[0].id
    store, tables = t.bot.store, t.bot.tables
    t.clock.advance(13 * HOUR)  # half of Ann's time is gone: a reminder is due
    read, commit = store.pending_outbox_and_game, store.commit_move
    moved: list[asyncio.Task] = []
    committed = asyncio.Event()

    async def commit_and_say(*args, **kwargs):
        version = await commit(*args, **kwargs)
        committed.set()
        return version

    async def read_then_ann_moves(gid):
        # The outbox reads the game to post the reminder, and Ann's move commits right
        # after that read, before the reminder goes out.
        entries, game = await read(gid)
        if gid == game_id and not moved and entries:
            move = choose_move(get_engine(game.kind), game.state, 0, "greedy", 1)
            moved.append(asyncio.ensure_future(
                tables.play(game_id, Actor(ann, "Ann"), move.notation)))
            await committed.wait()
        return entries, game

    monkeypatch.setattr(store, "commit_move", commit_and_say)
    monkeypatch.setattr(store, "pending_outbox_and_game", read_then_ann_moves)
    await tables.tick()
    await asyncio.gather(*moved)
    monkeypatch.undo()
    assert moved, "the interleaving did not happen"
    assert not [m for m in t.double.messages(thread) if "Reminder" in m.content]


async def test_a_board_is_never_posted_twice_after_a_restart_beyond_the_nonce_window(
        timed, monkeypatch):
    t = timed
    ben = t.users["ben"]
    game_id, thread = await ann_and_ben(t)

    async def killed(*args, **kwargs):  # the process dies between the post and the mark
        return None

    monkeypatch.setattr(t.bot.store, "mark_delivered", killed)
    await play_turn_by_taps(t, game_id)
    await t.double.close()
    monkeypatch.undo()
    posted = boards_in(t, thread)
    assert len(posted) == 2 and pinged(posted[-1]) == {ben}
    # Down for ten minutes: Discord has forgotten the nonce by the time it comes back.
    t.clock.advance(600)
    t.double.pass_time(600)
    await restart(t)
    assert await pending(t, game_id) == []
    assert [m.id for m in boards_in(t, thread)] == [m.id for m in posted]


# --- the double refuses what Discord refuses -----------------------------------------------

async def test_the_double_refuses_a_nonce_over_25_characters(table):
    channel = table.bot.get_partial_messageable(table.channel)
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("hello", nonce="n" * 26)
    assert refused.value.status == 400 and refused.value.code == 50035
    await channel.send("hello", nonce="n" * 25)


async def test_the_double_forgets_a_nonce_after_a_few_minutes(table):
    channel = table.bot.get_partial_messageable(table.channel)
    first = await channel.send("board", nonce="o1.1")
    again = await channel.send("board", nonce="o1.1")
    assert again.id == first.id
    table.double.pass_time(10 * 60)
    later = await channel.send("board", nonce="o1.1")
    assert later.id != first.id
    # A stored message carries no nonce: a later read cannot find it by one.
    [fetched] = [m async for m in channel.history(limit=1)]
    assert fetched.nonce is None


def _noise_png(width: int, height: int) -> bytes:
    picture = Image.frombytes("RGB", (width, height), os.urandom(width * height * 3))
    out = io.BytesIO()
    picture.save(out, format="PNG")
    return out.getvalue()


async def test_the_double_refuses_a_request_over_25_mib(table):
    channel = table.bot.get_partial_messageable(table.channel)
    files = [discord.File(io.BytesIO(b"\0" * (9 * 1024 * 1024)), filename=f"{n}.bin")
             for n in range(4)]
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("too much", files=files)
    assert refused.value.status == 413 and refused.value.code == 40005
    table.double.violations.clear()


async def test_a_board_too_large_for_discord_goes_out_smaller(table, monkeypatch):
    big = _noise_png(1800, 1800)  # ~9.3 MiB each: three are over the 25 MiB request
    huge = _noise_png(2100, 2100)  # ~12.6 MiB: over the 10 MiB of one file

    async def heavy(game):
        return [RenderedImage(huge, "the board", "board.png"),
                RenderedImage(big, "the market", "market.png"),
                RenderedImage(big, "the players", "players.png")]

    monkeypatch.setattr(notifier_module, "turn_boards", heavy)
    game_id = await open_table(table, "ann", ["ben"])
    thread = table.double.threads(table.channel)[0].id
    board = board_message(table, thread)
    assert sum(f.size for f in board.files) <= 25 * 1024 * 1024
    assert all(f.size <= 10 * 1024 * 1024 for f in board.files)
    # The board itself always goes; the others do not fit a turn's post (a seat's
    # board is a tap away), so they are left out rather than the post refused.
    assert board.files[0].filename == "board.png" and len(board.files) == 1
    assert await pending(table, game_id) == []
    table.double.assert_clean()


async def test_adding_a_thread_member_is_refused_as_discord_refuses_it(table):
    raw = await table.bot.http.start_thread_without_message(
        table.channel, name="a game", auto_archive_duration=60, type=11)
    thread = int(raw["id"])
    await table.bot.http.add_user_to_thread(thread, table.users["ann"])
    assert table.users["ann"] in table.double.channel(thread).member_ids
    with pytest.raises(discord.NotFound) as refused:  # not a member of this server
        await table.bot.http.add_user_to_thread(thread, table.mal)
    assert refused.value.code == 10007
    table.double.set_bot_permissions(table.channel, send_messages_in_threads=False)
    with pytest.raises(discord.Forbidden) as refused:
        await table.bot.http.add_user_to_thread(thread, table.users["ben"])
    assert refused.value.code == 50013
    table.double.set_bot_permissions(table.channel, send_messages_in_threads=True)
    table.double.archive_thread(thread)
    with pytest.raises(discord.HTTPException) as refused:
        await table.bot.http.add_user_to_thread(thread, table.users["ben"])
    assert refused.value.code == 50083
