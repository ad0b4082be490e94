"""Undo from the turn panel, for a game whose rules allow it (the toy game), and its
absence where the rules forbid it (Splendor, PD-11)."""

from __future__ import annotations

import pytest

from bot.app.tables import Actor
from bot.games import registry
from rendering.base import renderers
from tests.e2e.conftest import board_message, game_place, open_table
from tests.toy_engine import ENGINE as TOY
from tests.toy_engine import RENDERER as TOY_RENDERER


@pytest.fixture
def toy():
    registry()["toy"] = TOY
    renderers()["toy"] = TOY_RENDERER
    yield
    registry().pop("toy", None)
    renderers().pop("toy", None)


async def test_undo_button_takes_back_a_move_of_the_turn(table, toy):
    ann, ben = table.users["ann"], table.users["ben"]
    tables = table.bot.tables
    game = await tables.create("toy", Actor(ann, "ann"), guild_id=table.guild,
                               channel_id=table.channel, seat_order="joined")
    await tables.join(game.id, Actor(ben, "ben"))
    await tables.start(game.id, Actor(ann, "ann"))
    board = board_message(table, game_place(table, game.id))
    opened = await table.double.click(ann, board, board.custom_id("Play"))
    panel = opened.response
    assert "Undo" not in [b.get("label") for b in panel.buttons]  # nothing to take back
    await table.double.click(ann, panel, panel.custom_id("Add"))
    panel = table.double.message(panel.id)
    await table.double.click(ann, panel, panel.custom_id("2"))
    panel = table.double.message(panel.id)
    assert "✅ Add 2" in panel.content
    assert (await table.bot.store.get_game(game.id)).state["total"] == 2
    record = await table.double.click(ann, panel, panel.custom_id("Undo"))
    assert record.ephemeral and "Taken back" in record.content
    after = await table.bot.store.get_game(game.id)
    assert after.state["total"] == 0 and await table.bot.store.moves(game.id) == []
    # Nothing public happened: the turn never completed, so nobody else was pinged.
    assert board_message(table, game_place(table, game.id)).id == board.id
    table.double.assert_clean()


async def test_splendor_panel_offers_no_undo(table):
    game_id = await open_table(table, "ann", ["ben"])
    board = board_message(table, game_place(table, game_id))
    opened = await table.double.click(table.users["ann"], board, board.custom_id("Play"))
    assert "Undo" not in [b.get("label") for b in opened.response.buttons]
    record = await table.double.slash(table.users["ann"], table.channel, "game undo")
    assert record.ephemeral and "Splendor has no undo" in record.content
