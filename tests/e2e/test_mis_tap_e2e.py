"""Nothing lost to a mis-tap (issue 19): a move that gives up the rest of a round asks to
be confirmed (one more tap, with a way back), resigning asks first, and Undo says why it
cannot in words the player can act on — never "it is not your turn" to the player who
just moved. All through the Discord double."""

from __future__ import annotations

import pytest

from bot.app.tables import Actor
from bot.games import registry
from bot.games.base import Move, State
from rendering.base import renderers
from tests.e2e.conftest import board_message, game_place, open_table, resign
from tests.toy_engine import RENDERER as TOY_RENDERER
from tests.toy_engine import ToyEngine


class FoldingToy(ToyEngine):
    """The toy game where ending a turn with an add still unused gives that add up for
    good: the engine marks such an End turn as one that forfeits something."""

    name = "foldtoy"
    title = "Folding toy"

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return [Move(m.notation, m.label, m.path, m.reveals, m.marker,
                     forfeits=m.notation == "end" and state["adds"] < 2)
                for m in super().legal_moves(state, seat)]


FOLD = FoldingToy()


@pytest.fixture
def toys():
    from tests.toy_engine import ENGINE as TOY

    registry()["toy"], registry()["foldtoy"] = TOY, FOLD
    renderers()["toy"] = renderers()["foldtoy"] = TOY_RENDERER
    yield
    for kind in ("toy", "foldtoy"):
        registry().pop(kind, None)
        renderers().pop(kind, None)


async def _toy_game(table, kind: str = "toy") -> int:
    ann, ben = table.users["ann"], table.users["ben"]
    tables = table.bot.tables
    game = await tables.create(kind, Actor(ann, "ann"), guild_id=table.guild,
                               channel_id=table.channel, seat_order="joined")
    await tables.join(game.id, Actor(ben, "ben"))
    await tables.start(game.id, Actor(ann, "ann"))
    return game.id


def _labels(message) -> list[str]:
    return [b.get("label") or "" for b in message.buttons]


async def test_a_move_that_gives_something_up_asks_to_be_confirmed(table, toys):
    ann = table.users["ann"]
    game_id = await _toy_game(table, "foldtoy")
    store = table.bot.store
    board = board_message(table, game_place(table, game_id))
    panel = (await table.double.click(ann, board, board.custom_id("Play"))).response
    await table.double.click(ann, panel, panel.custom_id("Add"))
    panel = table.double.message(panel.id)
    await table.double.click(ann, panel, panel.custom_id("1"))
    panel = table.double.message(panel.id)
    # End turn with one add left: the panel asks, and nothing is played yet.
    asked = await table.double.click(ann, panel, panel.custom_id("End turn"))
    panel = table.double.message(panel.id)
    assert asked.ephemeral and "gives up the rest of this round" in panel.content
    assert _labels(panel) == ["Confirm: End turn", "No, go back"]
    assert (await store.get_game(game_id)).state["active"] == 0
    # No, go back: the menu it was chosen from, still Ann's turn.
    await table.double.click(ann, panel, panel.custom_id("No, go back"))
    panel = table.double.message(panel.id)
    assert "End turn" in _labels(panel) and "Add" in _labels(panel)
    assert (await store.get_game(game_id)).state["active"] == 0
    # Asked again, and confirmed: played.
    await table.double.click(ann, panel, panel.custom_id("End turn"))
    panel = table.double.message(panel.id)
    await table.double.click(ann, panel, panel.custom_id("Confirm: End turn"))
    game = await store.get_game(game_id)
    assert game.state["active"] == 1
    assert "✅ End turn" in table.double.message(panel.id).content
    table.double.assert_clean()


async def test_a_move_giving_nothing_up_is_played_at_once(table, toys):
    ann = table.users["ann"]
    game_id = await _toy_game(table, "foldtoy")
    board = board_message(table, game_place(table, game_id))
    panel = (await table.double.click(ann, board, board.custom_id("Play"))).response
    for _ in range(2):
        await table.double.click(ann, panel, panel.custom_id("Add"))
        panel = table.double.message(panel.id)
        await table.double.click(ann, panel, panel.custom_id("2"))
        panel = table.double.message(panel.id)
    await table.double.click(ann, panel, panel.custom_id("End turn"))
    assert (await table.bot.store.get_game(game_id)).state["active"] == 1
    table.double.assert_clean()


async def test_resigning_asks_first(table):
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    asked = await table.double.slash(ann, place, "game resign")
    question = asked.response
    assert question.ephemeral and "Give up **Splendor" in question.content
    assert "counts as lost" in question.content
    assert _labels(question) == ["Resign", "Keep playing"]
    assert (await table.bot.store.get_game(game_id)).status == "active"
    # Keep playing: nothing changes, and the question closes.
    kept = await table.double.click(ann, question, question.custom_id("Keep playing"))
    assert "You stay in Splendor" in kept.content and not table.double.message(
        question.id).buttons
    assert (await table.bot.store.get_game(game_id)).status == "active"
    asked = await table.double.slash(ann, place, "game resign")
    question = asked.response
    done = await table.double.click(ann, question, question.custom_id("Resign"))
    assert "You resigned from Splendor" in done.content
    game = await table.bot.store.get_game(game_id)
    assert game.status == "finished" and game.result["winners"] == [1]
    # A tap on the answered question changes nothing more.
    again = await table.double.click(ann, question, f"bg:resign:{game_id}:y", stale=True)
    assert "answered already" in again.content
    assert game.user_at(1).user_id == ben
    table.double.assert_clean()


async def test_resigning_with_two_others_hands_the_seat_to_the_computer(table):
    ann = table.users["ann"]
    game_id = await open_table(table, "ann", ["ben", "cid"])
    asked = await table.double.slash(ann, game_place(table, game_id), "game resign")
    assert "The computer takes your seat" in asked.content
    done = await resign(table, ann, game_place(table, game_id))
    assert "You resigned" in done.content
    game = await table.bot.store.get_game(game_id)
    assert game.status == "active" and game.user_at(game.seat_of(ann)).controller != "human"
    table.double.assert_clean()


async def test_undo_says_why_it_cannot(table, toys):
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await _toy_game(table)
    place = game_place(table, game_id)

    async def undo(user: int) -> str:
        record = await table.double.slash(user, place, "game undo")
        assert record.ephemeral
        return record.content

    await table.bot.tables.play(game_id, Actor(ann, "ann"), "add 1")
    await table.bot.tables.play(game_id, Actor(ann, "ann"), "end")
    # Ann just ended her turn: why her move stays, not "it is not your turn".
    said = await undo(ann)
    assert said == "That move ended your turn, so it stays."
    await table.bot.tables.play(game_id, Actor(ben, "ben"), "add 2")
    assert await undo(ann) == "ben has moved since, so your move stays."
    await table.bot.tables.play(game_id, Actor(ben, "ben"), "peek")
    assert await undo(ben) == ("Your last move revealed or drew something, so it cannot be "
                               "taken back.")
    assert "not your turn" not in said
    table.double.assert_clean()


async def test_splendor_says_it_has_no_undo(table):
    game_id = await open_table(table, "ann", ["ben"])
    record = await table.double.slash(table.users["ann"], game_place(table, game_id),
                                      "game undo")
    assert record.content == "Splendor has no undo: a move once made stays made."


async def test_azuls_pass_asks_to_be_confirmed(table):
    """Azul's Pass gives up the rest of the round; it sits beside the other actions."""
    ann = table.users["ann"]
    game_id = await open_table(table, "ann", ["ben"], game="azul_queens_garden")
    board = board_message(table, game_place(table, game_id))
    game = await table.bot.store.get_game(game_id)
    user = game.user_at(game.state["active"]).user_id
    panel = (await table.double.click(user, board, board.custom_id("Play"))).response
    assert "Pass" in _labels(panel) and len(_labels(panel)) > 1
    await table.double.click(user, panel, panel.custom_id("Pass"))
    panel = table.double.message(panel.id)
    assert _labels(panel) == ["Confirm: Pass", "No, go back"]
    assert (await table.bot.store.get_game(game_id)).version == game.version
    await table.double.click(user, panel, panel.custom_id("Confirm: Pass"))
    after = await table.bot.store.get_game(game_id)
    assert after.state["seats"][game.state["active"]]["passed"]
    assert ann in {s.user_id for s in after.seats}
    table.double.assert_clean()
