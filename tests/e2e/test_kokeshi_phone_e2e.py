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
