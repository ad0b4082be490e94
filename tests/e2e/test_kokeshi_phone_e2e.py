"""Kokeshi on a phone (issue 19) through the Discord double: the board after the
simultaneous setup tells everybody's starting tiles, the computers' too."""

from __future__ import annotations

from bot.games import get_engine
from tests.e2e.conftest import board_message, game_place, open_table, tap_move
from tests.e2e.tables import open_seat_panel

KOKESHI = get_engine("kokeshi")


async def test_the_board_after_setup_tells_the_computers_starting_tiles(table):
    # The computers place their starting tiles as soon as the game starts, before Ann.
    game_id = await open_table(table, "ann", [], game="kokeshi", computers=2)
    game = await table.bot.store.get_game(game_id)
    assert KOKESHI.to_move(game.state) == [0]
    user, panel = await open_seat_panel(table, game_id, 0)
    move = KOKESHI.legal_moves(game.state, 0)[0]
    await tap_move(table, user, panel, move)
    board = board_message(table, game_place(table, game_id))
    lines = board.content.splitlines()
    for name in ("Computer 1 (greedy)", "Computer 2 (greedy)", "Ann"):
        line = next((line for line in lines if line.startswith(f"{name} placed ")), None)
        assert line is not None, board.content
        assert "starting tile" in line and " row 1" in line
    table.double.assert_clean()


async def test_the_words_on_the_screen_work_when_typed(table):
    """The workshop heads say "Fisher" (the short name), the buttons "Sumo wrestler";
    both are accepted as typed, one word or several, as are the other languages' names."""
    from rendering.kokeshi import short_names

    assert short_names("en")[2] == "Fisher"
    game_id = await open_table(table, "ann", ["ben"], game="kokeshi")
    place = game_place(table, game_id)
    ann, ben = table.users["ann"], table.users["ben"]
    placed = await table.double.slash(ann, place, "kokeshi start",
                                      tracks="Fisher Sumo wrestler")
    assert "✅" in placed.content, placed.content
    placed = await table.double.slash(ben, place, "kokeshi start", tracks="pescatore Mamie")
    assert "✅" in placed.content, placed.content
    game = await table.bot.store.get_game(game_id)
    fisher, sumo, granny = (KOKESHI.rules.kokeshi_ids.index(k)
                            for k in ("fisherman", "sumo", "granny"))
    assert game.state["seats"][0]["board"][fisher][0] and \
        game.state["seats"][0]["board"][sumo][0]
    assert game.state["seats"][1]["board"][fisher][0] and \
        game.state["seats"][1]["board"][granny][0]
    advanced = await table.double.slash(ann, place, "kokeshi advance", kokeshi="Fisher")
    assert "✅" in advanced.content, advanced.content
    move = (await table.bot.store.moves(game_id))[-1]
    assert move.notation == "advance fisherman"
    # a name nobody reads is refused in one sentence listing what to type
    game = await table.bot.store.get_game(game_id)
    seat = KOKESHI.to_move(game.state)[0]
    user = game.user_at(seat).user_id
    refused = await table.double.slash(user, place, "kokeshi advance", kokeshi="fishy")
    assert refused.ephemeral and "✅" not in refused.content
    assert "fishy" in refused.content and "`sumo`" in refused.content, refused.content
    table.double.assert_clean()
