"""Splendor on a phone (issue 19) through the Discord double: Undo says the game has no
undo (never "it is not your turn" to the player who just moved), the rules help speaks
of no confirm step, and the words on the buttons work when typed."""

from __future__ import annotations

from bot.games import get_engine
from tests.e2e.conftest import game_place, open_table
from tests.e2e.tables import open_seat_panel

SPLENDOR = get_engine("splendor")


async def test_undo_after_a_move_says_the_game_has_no_undo(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    ann = table.users["ann"]
    # Ann takes three gems by taps: her turn is over, Ben is to move
    user, panel = await open_seat_panel(table, game_id, 0)
    assert user == ann
    for label in ("Take 3 different gems", "White · Blue · Green"):
        spot = next(b for b in panel.buttons if (b.get("label") or "").endswith(label))
        record = await table.double.click(ann, panel, spot["custom_id"])
        panel = table.double.message(panel.id)
    assert "✅" in record.content, record.content
    undo = await table.double.slash(ann, place, "game undo")
    assert undo.ephemeral
    assert undo.content == "Splendor has no undo: a move once made stays made.", undo.content
    # and before moving, too
    ben = table.users["ben"]
    undo = await table.double.slash(ben, place, "game undo")
    assert undo.content == "Splendor has no undo: a move once made stays made."
    table.double.assert_clean()


async def test_the_rules_speak_of_no_confirm_step(table):
    rules = await table.double.slash(table.users["ann"], table.channel, "splendor rules")
    said = "\n".join([rules.content or ""] + [m.content for m in rules.followups])
    assert "no undo" in said and "confirm" not in said.lower(), said


async def test_the_words_on_the_buttons_work_when_typed(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    ann, ben = table.users["ann"], table.users["ben"]
    # the Italian and French buttons' words, and the English ones
    took = await table.double.slash(ann, place, "splendor take",
                                    gems="Diamante · Zaffiro · Smeraldo")
    assert "✅" in took.content, took.content
    took = await table.double.slash(ben, place, "splendor take", gems="Rubis ×2")
    assert "✅" in took.content, took.content
    took = await table.double.slash(ann, place, "splendor take", gems="White · Red · Black")
    assert "✅" in took.content, took.content
    notations = [m.notation for m in await table.bot.store.moves(game_id)]
    assert notations == ["take W U G", "take R R", "take W R K"]
    table.double.assert_clean()
