"""The bot on PostgreSQL, through the Discord double: a table opened, played by taps,
the bot restarted over the same database, a resignation ending the game, its result in
the statistics, and every stored game equal to its replay. The server is a real one the
test run starts (``pg_server``); these cases carry ``postgres`` in their ids."""

from __future__ import annotations

import pytest

from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from tests.e2e.conftest import (
    Table,
    board_message,
    game_place,
    open_table,
    pinged,
    play_turn_by_taps,
    resign,
)
from tests.pg_server import fresh_database


@pytest.fixture
async def pg_table(pg_server, tmp_path):
    url = await fresh_database(pg_server)
    bot = GameBot(Settings(database_path=tmp_path / "unused.sqlite3", database_url=url))
    double = DiscordDouble(bot)
    double.enforce_deadline = True
    guild = double.add_guild("Friends")
    channel = double.add_channel(guild, "board-games")
    users = {name: double.add_user(name, guild_ids=[guild]) for name in ("ann", "ben")}
    await double.start()
    await bot.sync_commands()
    world = Table(double, bot, tmp_path / "unused.sqlite3", guild, channel, users,
                  database_url=url)
    yield world
    await world.double.close()


async def test_a_game_on_postgres_through_discord(pg_table):
    t = pg_table
    ann, ben = t.users["ann"], t.users["ben"]
    game_id = await open_table(t, "ann", ["ben"])
    for turn in range(3):
        await play_turn_by_taps(t, game_id, seed=turn)
    played = await t.bot.store.get_game(game_id)
    assert played.version >= 4 and len(await t.bot.store.moves(game_id)) >= 3
    assert not (t.database.exists())  # the games are on the server, not in a file

    await t.new_bot()  # a new process over the same database
    assert (await t.bot.store.get_game(game_id)).state == played.state
    board = board_message(t, game_place(t, game_id))
    assert pinged(board) == {ben}
    await play_turn_by_taps(t, game_id, seed=3)

    answer = await resign(t, ben, game_place(t, game_id))
    assert answer.ephemeral, answer.describe()
    await t.bot.tables.wait_idle()
    game = await t.bot.store.get_game(game_id)
    assert game.status == "finished" and game.result["winners"] == [0]
    assert "is over" in t.double.messages(game_place(t, game_id))[-1].content
    stats = await t.double.slash(ann, t.channel, "game stats")
    assert "1 win / 1 game" in stats.content, stats.content
    assert await t.bot.tables.check() == []
    assert await t.bot.store.pending_outbox(game_id) == []
    t.double.assert_clean()
