"""The turn panel on the core's toy games through the Discord double: a decision picture
whose badges match the buttons, the step's events shown before the next question, and a
simultaneous step where one seat's choice leaves the others' panels usable."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.app.replay import render_replay
from bot.app.tables import Actor
from tests.e2e.conftest import board_message, game_place
from tests.toys import RENDERERS, ROUNDS, SIMUL, WIDE, install_toys


@pytest.fixture
def toys():
    yield from install_toys()


async def _start(table, kind, *users):
    tables = table.bot.tables
    first = table.users[users[0]]
    game = await tables.create(kind, Actor(first, users[0]), guild_id=table.guild,
                               channel_id=table.channel, seat_order="joined")
    for name in users[1:]:
        await tables.join(game.id, Actor(table.users[name], name))
    await tables.start(game.id, Actor(first, users[0]))
    await tables.wait_idle()
    return game.id


async def test_a_positional_step_carries_a_picture_whose_badges_match_the_buttons(
        table, toys):
    ann = table.users["ann"]
    game_id = await _start(table, WIDE.name, "ann", "ben")
    board = board_message(table, game_place(table, game_id))
    opened = await table.double.click(ann, board, board.custom_id("Play"))
    panel = table.double.message(opened.response.id)
    # The first level groups the thousand cells by twenties in a paged select (no place
    # yet: no picture).
    assert not panel.files
    await table.double.select(ann, panel, panel.selects[0]["custom_id"], ["15"])  # 300–319
    panel = table.double.message(panel.id)
    labels = [b["label"] for b in panel.buttons if b["label"].startswith("Cell")]
    assert labels[:3] == ["Cell 300", "Cell 301", "Cell 302"] and len(labels) == 20
    assert len(panel.files) == 1 and panel.files[0].filename == "choice.png"
    drawn = RENDERERS[WIDE.name].decisions[-1]
    # Badges for exactly the cells on this page of buttons, with the buttons' numbers.
    assert [c.marker for c in drawn] == [label.split()[-1] for label in labels]
    assert drawn[0].notations == ("pick 300",)
    # Back to a level without places: the picture goes with it.
    await table.double.click(ann, panel, panel.custom_id("Back"))
    panel = table.double.message(panel.id)
    assert not panel.files


async def test_each_step_shows_what_it_did_before_the_next_question(table, toys):
    ann = table.users["ann"]
    game_id = await _start(table, ROUNDS.name, "ann", "ben")
    board = board_message(table, game_place(table, game_id))
    opened = await table.double.click(ann, board, board.custom_id("Play"))
    panel = table.double.message(opened.response.id)
    await table.double.click(ann, panel, panel.custom_id("Grow"))
    panel = table.double.message(panel.id)
    await table.double.click(ann, panel, panel.custom_id("2"))
    panel = table.double.message(panel.id)
    assert "✅ Grow 2" in panel.content and "• ann grew 2." in panel.content
    assert "Bonus" in [b["label"] for b in panel.buttons]


async def test_one_seats_choice_in_a_simultaneous_step_leaves_the_others_panels_usable(
        table, toys):
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await _start(table, SIMUL.name, "ann", "ben", "cid")
    board = board_message(table, game_place(table, game_id))
    ann_panel = table.double.message(
        (await table.double.click(ann, board, board.custom_id("Play (ann)"))).response.id)
    ben_panel = table.double.message(
        (await table.double.click(ben, board, board.custom_id("Play (ben)"))).response.id)
    posts_before = len(table.double.messages(game_place(table, game_id)))
    # The lone "Start" step is passed through: the panels ask for the number at once.
    await table.double.click(ann, ann_panel, ann_panel.custom_id("2"))
    # Ben's panel was opened before Ann chose; it still works.
    await table.double.click(ben, ben_panel, ben_panel.custom_id("3"))
    ben_panel = table.double.message(ben_panel.id)
    assert "✅ Start with 3" in ben_panel.content
    # Nothing is posted to the table until the last seat has chosen.
    assert len(table.double.messages(game_place(table, game_id))) == posts_before


async def test_a_board_of_several_images_is_posted_and_reposted_together(table, toys):
    ann = table.users["ann"]
    game_id = await _start(table, ROUNDS.name, "ann", "ben")
    board = board_message(table, game_place(table, game_id))
    assert [f.filename for f in board.files] == ["board.png", "round.png"]
    assert all(f.description for f in board.files)  # each image has its alt text
    reposted = await table.double.slash(ann, game_place(table, game_id), "game board")
    assert [f.filename for f in table.double.message(reposted.response.id).files] == \
        ["board.png", "round.png"]


def test_a_replay_frame_stacks_a_boards_images(toys):
    state = ROUNDS.setup(2, 1, {})
    replay = render_replay(ROUNDS.name, ["a", "b"], [state, state], width=500)
    with Image.open(io.BytesIO(replay.gif)) as gif:
        assert gif.size == (500, 400)  # two 1000×400 images, scaled to 500 and stacked
