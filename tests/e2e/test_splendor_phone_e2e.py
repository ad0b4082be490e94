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


def _paid_apart(moves) -> list:
    """The buys of a card with one payment that is not its printed cost."""
    return [m for m in moves if m.notation.startswith("buy ") and " pay " not in m.notation
            and m.steps[-1].id == "splendor-step-card-pay"]


async def test_a_card_s_button_names_what_is_paid(table):
    """With a bonus or gold, what a card costs you is not its printed cost: its button
    says what is paid, and tapping it buys the card that way."""
    from bot import i18n
    from bot.app.players import choose_move
    from bot.app.tables import Actor

    game_id = await open_table(table, "ann", ["ben"])
    for turn in range(120):  # the greedy player plays on until such a card comes up
        game = await table.bot.store.get_game(game_id)
        seat = SPLENDOR.to_move(game.state)[0]
        moves = SPLENDOR.legal_moves(game.state, seat)
        if _paid_apart(moves) and game.state["phase"] == "action":
            break
        move = choose_move(SPLENDOR, game.state, seat, "greedy", turn)
        player = game.user_at(seat)
        await table.bot.tables.play(game_id, Actor(player.user_id, player.name),
                                    move.notation)
    else:
        raise AssertionError("no card with a payment of its own came up")
    move = _paid_apart(moves)[0]
    said = [i18n.text(step, "en", game="splendor") for step in move.steps]
    assert " · pay " in said[-1] and said[-1].split(" · pay ")[1]
    user, panel = await open_seat_panel(table, game_id, seat)
    for step in said[:-1]:
        spot = next((b for b in panel.buttons if (b.get("label") or "").endswith(step)), None)
        if spot is None:
            continue  # a lone step the panel passed through
        await table.double.click(user, panel, spot["custom_id"])
        panel = table.double.message(panel.id)
    button = next(b for b in panel.buttons if (b.get("label") or "").endswith(said[-1]))
    assert "pay" in button["label"]
    entered = await table.double.click(user, panel, button["custom_id"])
    assert "✅" in entered.content, entered.content
    assert (await table.bot.store.moves(game_id))[-1].notation == move.notation
    table.double.assert_clean()
