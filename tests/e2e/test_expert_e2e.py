"""The expert computer through Discord: ``/game new … level: expert takeover: expert``
seats an expert, names the takeover level in the lobby, and the expert answers Ann's
turns (thinking a few iterations a turn in tests)."""

from __future__ import annotations

from tests.e2e.conftest import board_message, game_place, pinged, play_turn_by_taps


async def test_an_expert_opponent_and_takeover_from_the_slash_command(table):
    ann = table.users["ann"]
    record = await table.double.slash(ann, table.channel, "game new", game="splendor",
                                      computers=1, level="expert", takeover="expert",
                                      seat_order="joined")
    assert record.ephemeral
    lobby = table.double.last_message(table.channel)
    assert "Computer 1 (expert)" in lobby.content
    assert "turns of resigned or late players: expert computer" in lobby.content
    await table.double.click(ann, lobby, lobby.custom_id("Start"))
    for turn in range(3):
        await table.bot.tables.wait_idle()
        board = board_message(table, game_place(table, 1))
        assert pinged(board) == {ann}  # the expert has moved: Ann's turn again
        await play_turn_by_taps(table, 1, seed=turn)
    await table.bot.tables.wait_idle()
    moves = await table.bot.store.moves(1)
    assert [m.seat for m in moves if m.by_computer]
    table.double.assert_clean()
