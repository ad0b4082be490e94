"""A turn's post fits a phone (issue 19): the board message carries the shared pictures
and the own board of whoever must act — not every player's — within 300 KB, and a menu
on it shows any player's board to whoever asks, in one tap."""

from __future__ import annotations

from bot.app.boards import POST_LIMIT_BYTES
from tests.e2e.conftest import board_message, game_place, open_table, play_turn_by_taps, resign


async def test_the_post_shows_who_must_act_and_the_rest_is_a_tap_away(table):
    d = table.double
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await open_table(table, "ann", ["ben", "cid", "dee"],
                               game="azul_queens_garden")
    place = game_place(table, game_id)
    board = board_message(table, place)
    game = await table.bot.store.get_game(game_id)
    [first] = [s for s in range(4) if game.user_at(s).user_id in board.pinged_user_ids]
    assert [f.filename for f in board.files] == ["board.png", f"garden{first + 1}.png"]
    assert sum(f.size for f in board.files) <= POST_LIMIT_BYTES
    [menu] = board.selects
    assert [o["label"] for o in menu["options"]] == [game.user_at(s).name for s in range(4)]
    assert menu["placeholder"] == "See a player's board…"
    # One tap: cid's garden, to ben alone.
    shown = await d.select(ben, board, menu["custom_id"], ["2"])
    reply = shown.response
    assert reply.ephemeral and reply.ephemeral_to == ben
    assert reply.content == f"**Azul: Queen's Garden #{game_id}** — " \
                           f"{game.user_at(2).name}'s board as it is now."
    assert [f.filename for f in reply.files] == ["garden3.png"]
    # The next turn's post shows the next player's garden.
    await play_turn_by_taps(table, game_id)
    after = board_message(table, place)
    game = await table.bot.store.get_game(game_id)
    [second] = [s for s in range(4) if game.user_at(s).user_id in after.pinged_user_ids]
    assert [f.filename for f in after.files] == ["board.png", f"garden{second + 1}.png"]
    # Over, the board keeps its menu (the gardens at the end), without Play.
    for user in ("ben", "cid", "dee"):
        await resign(table, table.users[user], place)
    final = await d.slash(ann, place, "game board")
    repost = final.messages[0]
    assert [s["custom_id"] for s in repost.selects] == [f"bgs:seat:{game_id}"]
    assert not repost.buttons
    d.assert_clean()


async def test_a_game_that_shows_everyone_together_has_no_menu(table):
    game_id = await open_table(table, "ann", ["ben"])
    board = board_message(table, game_place(table, game_id))
    assert [f.filename for f in board.files] == ["board.png", "players.png"]
    assert board.selects == []


async def test_a_step_everyone_takes_at_once_posts_few_boards(table):
    """Kokeshi's starting tiles are chosen by every seat at once: the post carries the
    table and at most two workshops (of humans: a computer needs no picture), within
    300 KB, and each workshop is on the menu."""
    game_id = await open_table(table, "ann", ["ben", "cid"], game="kokeshi", computers=1,
                               level="random")
    board = board_message(table, game_place(table, game_id))
    game = await table.bot.store.get_game(game_id)
    humans = [s for s in range(4) if game.user_at(s).controller == "human"]
    assert len(humans) == 3
    assert [f.filename for f in board.files] == [
        "board.png", *(f"workshop{s + 1}.png" for s in humans[:2])]
    assert sum(f.size for f in board.files) <= POST_LIMIT_BYTES
    [menu] = board.selects
    assert len(menu["options"]) == 4
    table.double.assert_clean()
