"""A game is reachable only from its own server, and Manage Server counts only there.

The world has a second guild (``elsewhere``) whose administrator ``mal`` plays no game of
the first; before the guild check, all of these succeeded from there."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import (
    board_message,
    buttoned_messages,
    forged_click,
    game_place,
    open_table,
    resign,
)

NOT_HERE = "There is no game #{} on this server."
#: /game resign reaches a player's own games from any server; to anyone else a game does
#: not exist there either (one sentence, whatever the number)
NOT_YOURS = "You have no game #{}."


async def _lobby(table):
    await table.double.slash(table.users["ann"], table.channel, "game new", game="splendor")
    lobby = table.double.last_message(table.channel)
    return 1, lobby


@pytest.mark.parametrize("command", ["game cancel", "game start", "game join", "game log",
                                     "game board", "game leave", "game resign", "game play",
                                     "game hand", "game undo", "game skip"])
async def test_commands_from_another_server_find_no_such_game(table, command):
    game_id = await open_table(table, "ann", ["ben"])
    before = await table.bot.store.get_game(game_id)
    record = await table.double.slash(table.mal, table.far, command, game=game_id)
    refusal = NOT_YOURS if command == "game resign" else NOT_HERE
    assert record.ephemeral and record.content == refusal.format(game_id), record.content
    after = await table.bot.store.get_game(game_id)
    assert (after.status, after.version, after.board_message_id) == \
        (before.status, before.version, before.board_message_id)
    assert table.double.messages(table.far) == []
    table.double.assert_clean()


async def test_a_lobby_cannot_be_cancelled_or_started_from_elsewhere(table):
    game_id, lobby = await _lobby(table)
    await table.double.click(table.users["ben"], lobby, lobby.custom_id("Join"))
    for command in ("game cancel", "game start", "game join"):
        record = await table.double.slash(table.mal, table.far, command, game=game_id)
        assert record.content == NOT_HERE.format(game_id)
    game = await table.bot.store.get_game(game_id)
    assert game.status == "lobby" and len(game.seats) == 2


async def test_the_replay_of_another_servers_game_is_refused(table):
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await open_table(table, "ann", ["ben"])
    await resign(table, ben, game_place(table, game_id))
    await resign(table, ann, game_place(table, game_id))
    game = await table.bot.store.get_game(game_id)
    assert game.status == "finished"
    record = await table.double.slash(table.mal, table.far, "game replay", game=game_id)
    assert record.ephemeral and record.content == NOT_HERE.format(game_id)
    choices = await table.double.autocomplete(table.mal, table.far, "game replay",
                                              focused="game")
    assert choices == []
    here = await table.double.autocomplete(ann, table.channel, "game replay", focused="game")
    assert [c.value for c in here] == [game_id]


async def test_taps_forged_in_another_server_are_refused(table):
    game_id = await open_table(table, "ann", ["ben"])
    # mal opens his own table far away and forges his message's button to name game 1.
    await table.double.slash(table.mal, table.far, "game new", game="splendor")
    his_lobby = table.double.last_message(table.far)
    before = await table.bot.store.get_game(game_id)
    for custom_id in (f"bg:lobby:join:{game_id}", f"bg:play:{game_id}:0:{before.version}",
                      f"bg:hand:{game_id}:{before.version}"):
        record = await forged_click(table, table.mal, his_lobby, custom_id)
        assert record.ephemeral and record.content == NOT_HERE.format(game_id), custom_id
    after = await table.bot.store.get_game(game_id)
    assert after.version == before.version and len(after.seats) == 2


async def test_autocomplete_offers_only_this_servers_games(table):
    ann = table.users["ann"]
    game_id = await open_table(table, "ann", ["ben"])
    table.double.add_member(table.elsewhere, ann)  # ann is in both servers
    far = await table.double.autocomplete(ann, table.far, "game board", focused="game")
    assert game_id not in [c.value for c in far]
    home = await table.double.autocomplete(ann, table.channel, "game board", focused="game")
    assert game_id in [c.value for c in home]


async def test_manage_server_is_judged_without_the_guild_cache(table):
    ann, cid = table.users["ann"], table.users["cid"]
    await table.double.slash(ann, table.channel, "game new", game="splendor")
    table.double.set_member_permissions(table.guild, cid, manage_guild=True)
    table.double.forget_guild(table.guild)  # a reconnect: the cache has not seen it yet
    record = await table.double.slash(cid, table.channel, "game cancel", game=1)
    assert record.ephemeral and "was cancelled" in record.content, record.content
    assert (await table.bot.store.get_game(1)).status == "cancelled"


async def test_an_admin_elsewhere_is_no_moderator_here(table):
    await table.double.slash(table.users["ann"], table.channel, "game new", game="splendor")
    table.double.add_member(table.guild, table.mal)  # mal joins the first server, no role
    record = await table.double.slash(table.mal, table.channel, "game cancel", game=1)
    assert record.content == "Only the host or a member with Manage Server can cancel a game."
    board = table.double.last_message(table.channel)
    assert board is not None and board_message is not None


# --- a button edits only its own kind of message ---------------------------------------

NOT_THIS_MESSAGE = "This button does not belong to this message; nothing was changed."


def _looks(message):
    return (message.content, message.components, [a.data for a in message.attachments],
            message.revisions)


async def test_buttons_that_edit_in_place_edit_only_their_own_kind_of_message(table):
    """A replay's ◀ ▶ and a turn panel's steps edit the message they are on. Their
    custom_ids placed on another message (a board, a lobby; an old bot's post, a modified
    client) must not turn that message into a replay frame or a panel."""
    ann = table.users["ann"]
    shown = await buttoned_messages(table)
    replay, board, panel, lobby = shown.replay, shown.board, shown.panel, shown.lobby
    game_id = shown.game_id
    next_frame = replay.custom_id("Next")
    first_step = panel.buttons[0]["custom_id"]  # opens a sub-menu: an edit, no move
    version = (await table.bot.store.get_game(game_id)).version
    for target, custom_id in ((board, next_frame), (lobby, next_frame),
                              (board, first_step), (lobby, first_step),
                              (replay, first_step), (panel, next_frame)):
        before = _looks(table.double.message(target.id))
        record = await forged_click(table, ann, table.double.message(target.id), custom_id)
        assert record.ephemeral and record.content == NOT_THIS_MESSAGE, \
            (target.content[:40], custom_id, record.describe())
        assert _looks(table.double.message(target.id)) == before
    assert (await table.bot.store.get_game(game_id)).version == version
    # The buttons still work where they belong.
    step = await table.double.click(ann, replay, next_frame)
    assert "turn 2 of" in table.double.message(replay.id).content, step.describe()
    table.double.assert_clean()
