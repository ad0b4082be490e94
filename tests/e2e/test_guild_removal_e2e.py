"""When the bot is removed from a server its games there end, an outage changes nothing,
and a player may give up any of their games from any server."""

from __future__ import annotations

import discord
import pytest

from bot.double.double import ImpossibleInteraction
from tests.e2e.conftest import open_table, resign


async def test_the_double_refuses_a_bot_that_left_the_guild(table):
    d, bot = table.double, table.bot
    await d.remove_bot(table.elsewhere)
    assert bot.get_guild(table.elsewhere) is None  # GUILD_DELETE without "unavailable"
    with pytest.raises(discord.Forbidden) as refused:
        await bot.get_partial_messageable(table.far).send("still here?")
    assert refused.value.code == 50001
    with pytest.raises(discord.NotFound) as unknown:
        await bot.fetch_guild(table.elsewhere)
    assert unknown.value.code == 10004
    with pytest.raises(ImpossibleInteraction, match="not in guild"):
        await d.slash(table.mal, table.far, "game list")


async def test_an_outage_keeps_the_games(table):
    d = table.double
    game_id = await open_table(table, "ann", ["ben"])
    await d.guild_outage(table.guild)
    assert table.bot.get_guild(table.guild).unavailable
    assert (await table.bot.store.get_game(game_id)).status == "active"
    await d.guild_outage_over(table.guild)
    assert not table.bot.get_guild(table.guild).unavailable
    assert (await table.bot.store.get_game(game_id)).status == "active"
    d.assert_clean()


async def test_removal_ends_the_servers_games_without_results(table):
    d, store = table.double, table.bot.store
    ann = table.users["ann"]
    d.add_member(table.elsewhere, ann)
    active = await open_table(table, "ann", ["ben"])
    await d.slash(table.users["cid"], table.channel, "game new", game="splendor")
    [lobby] = await store.find_games(user_id=table.users["cid"], statuses=("lobby",))
    await d.remove_bot(table.guild)
    for game_id in (active, lobby.id):
        game = await store.get_game(game_id)
        assert game.status == "cancelled" and game.result is None  # nobody won or lost
        assert await store.pending_outbox(game_id) == []  # nothing owed to a lost server
    assert await store.count_open_games(user_id=ann) == 0  # the limit is free again
    mine = await d.slash(ann, table.far, "game mine")
    assert f"#{active}" not in mine.content
    # no post was tried into the server the bot left
    assert not [r for r in d.requests if r.status == 403]
    d.assert_clean()


async def test_a_player_gives_up_their_game_from_another_server(table):
    d = table.double
    ann, ben = table.users["ann"], table.users["ben"]
    d.add_member(table.elsewhere, ann)
    active = await open_table(table, "ann", ["ben", "cid"])
    await d.slash(ben, table.channel, "game new", game="bonsai")
    [lobby] = await table.bot.store.find_games(user_id=ben, statuses=("lobby",))
    joined = await d.click(ann, d.message(d.last_message(table.channel).id),
                           d.last_message(table.channel).custom_id("Join"))
    assert "You joined" in joined.content
    mine = await d.slash(ann, table.far, "game mine")
    assert f"#{active}" in mine.content and "/game resign" in mine.content
    # from the other server, autocomplete offers ann's own games, names as plain text
    choices = await d.autocomplete(ann, table.far, "game resign", focused="game")
    assert {c.value for c in choices} == {active, lobby.id}
    left = await d.slash(ann, table.far, "game resign", game=lobby.id)
    assert left.ephemeral and f"You left Bonsai #{lobby.id}" in left.content
    resigned = await resign(table, ann, table.far, game=active)
    assert resigned.ephemeral and "You resigned" in resigned.content
    game = await table.bot.store.get_game(active)
    assert game.user_at(game.seat_of(ann)).controller != "human"
    # someone else's game does not exist for mal, whatever its number
    refused = await d.slash(table.mal, table.far, "game resign", game=active)
    assert refused.content == f"You have no game #{active}."
    d.assert_clean()
