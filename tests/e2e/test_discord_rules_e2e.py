"""What Discord would refuse or drop, met through the double: stale taps, errors in button
handlers, missing permissions, junk typed into options, replies after a defer, the
lobby's states, and the step-through replay."""

from __future__ import annotations

import pytest

from bot.app.messages import log_lines
from bot.app.tables import TableError
from rendering.base import get_renderer
from tests.e2e.conftest import (
    board_message,
    game_place,
    open_table,
    pinged,
    play_turn_by_taps,
    resign,
)


def _no_violations(table) -> None:
    table.double.assert_clean()


# --- stale taps --------------------------------------------------------------------------

async def test_join_after_start_is_answered(table):
    ann, ben, cid = (table.users[n] for n in ("ann", "ben", "cid"))
    await table.double.slash(ann, table.channel, "game new", game="splendor")
    lobby = table.double.last_message(table.channel)
    join = lobby.custom_id("Join")
    await table.double.click(ben, lobby, join)
    await table.double.click(ann, lobby, lobby.custom_id("Start"))
    assert table.double.message(lobby.id).custom_ids == []  # the started lobby has no buttons
    late = await table.double.click(cid, lobby, join, stale=True)
    assert late.ephemeral and late.content == \
        "This game has already started; you can watch it but not join."
    _no_violations(table)


async def test_a_double_tap_on_a_panel_is_answered(table):
    game_id = await open_table(table, "ann", ["ben"])
    ann = table.users["ann"]
    board = board_message(table, game_place(table, game_id))
    panel = (await table.double.click(ann, board, board.custom_id("Play"))).response
    first = panel.buttons[0]["custom_id"]
    await table.double.click(ann, panel, first)  # the panel moves on to its next step
    again = await table.double.click(ann, panel, first, stale=True)
    assert again.ephemeral and "panel is out of date" in again.content
    _no_violations(table)


async def test_an_old_board_tap_is_answered(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    old = board_message(table, place)
    play = old.custom_id("Play")
    # Someone deleted the buttons from the message meanwhile (a repost took over, an edit).
    await table.bot.get_partial_messageable(place).get_partial_message(old.id).edit(view=None)
    record = await table.double.click(table.users["ann"], old, play, stale=True)
    assert record.ephemeral and "out of date" in record.content


# --- unexpected errors in buttons -----------------------------------------------------------

async def test_an_unexpected_error_in_a_button_is_answered(table, monkeypatch):
    game_id = await open_table(table, "ann", ["ben"])
    board = board_message(table, game_place(table, game_id))

    async def broken(*args, **kwargs):
        raise RuntimeError("render farm on fire")

    monkeypatch.setattr(table.bot.tables, "legal_moves", broken)
    record = await table.double.click(table.users["ann"], board, board.custom_id("Play"))
    assert record.ephemeral and record.content.startswith("Something went wrong")
    assert "render farm" not in record.content
    table.double.errors.clear()  # the error is logged, as it should be


# --- permissions --------------------------------------------------------------------------

@pytest.mark.parametrize(("flag", "words"), [
    ("send_messages", "send messages"),
    ("attach_files", "attach files"),
    ("read_message_history", "read the message history"),
    ("view_channel", "see this channel"),
])
async def test_a_table_needs_the_bots_permissions(table, flag, words):
    table.double.set_bot_permissions(table.channel, **{flag: False})
    record = await table.double.slash(table.users["ann"], table.channel, "game new",
                                      game="splendor")
    assert record.ephemeral and words in record.content, record.content
    assert await table.bot.store.find_games(place_id=table.channel) == []


async def test_without_threads_the_host_is_told_the_game_stays_here(table):
    table.double.set_bot_permissions(table.channel, create_public_threads=False)
    record = await table.double.slash(table.users["ann"], table.channel, "game new",
                                      game="splendor")
    assert "is open" in record.content and "stay in this channel" in record.content


# --- junk input ------------------------------------------------------------------------------

async def test_a_huge_options_value_is_quoted_short(table):
    record = await table.double.slash(table.users["ann"], table.channel, "game new",
                                      game="splendor", options="goals=" + "x" * 6000)
    assert record.ephemeral and len(record.content) < 200, len(record.content or "")
    assert "…" in record.content
    _no_violations(table)


async def test_away_until_the_end_of_time_is_a_sentence(table):
    record = await table.double.slash(table.users["ann"], table.channel, "settings away",
                                      until="9999-12-31")
    assert record.ephemeral and record.content.startswith("That date is too far ahead")
    _no_violations(table)


async def test_the_log_of_a_game_without_moves(table):
    game_id = await open_table(table, "ann", ["ben"])
    record = await table.double.slash(table.users["ann"], game_place(table, game_id),
                                      "game log")
    assert record.content.endswith("no moves yet."), record.content
    await play_turn_by_taps(table, game_id)
    record = await table.double.slash(table.users["ann"], game_place(table, game_id),
                                      "game log")
    assert "all 1 move" in record.content or "of 1 move" in record.content, record.content
    assert "<t:" in record.content  # Discord shows each reader their own time


async def test_a_cancelled_games_board_is_not_reposted(table):
    game_id = await open_table(table, "ann", ["ben"])
    await table.double.slash(table.users["ann"], game_place(table, game_id), "game cancel")
    record = await table.double.slash(table.users["ann"], table.channel, "game board",
                                      game=game_id)
    assert record.ephemeral and record.content.endswith("was cancelled."), record.content
    _no_violations(table)


# --- replies after a defer -------------------------------------------------------------------

async def test_the_first_reply_after_a_defer_edits_the_original(table):
    record = await table.double.slash(table.users["ann"], table.channel, "game new",
                                      game="splendor")
    webhook_posts = [r for r in record.requests if r.method == "POST"
                     and r.route == "/webhooks/{id}/{token}"]
    assert webhook_posts == []  # no followup replaced the "thinking" message
    assert any(r.method == "PATCH" and r.path.endswith("/messages/@original")
               for r in record.requests)


async def test_a_refusal_after_a_public_defer_stays_private(table, monkeypatch):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)

    def gone(*args, **kwargs):
        raise TableError("The board cannot be drawn right now.")

    renderer = get_renderer("splendor")
    monkeypatch.setattr(renderer, "board", gone)
    monkeypatch.setattr(renderer, "boards", gone)
    record = await table.double.slash(table.users["ann"], place, "game board")
    assert record.ephemeral and record.content == "The board cannot be drawn right now."
    assert all("cannot be drawn" not in m.content for m in table.double.messages(place))
    _no_violations(table)


# --- the lobby's states -------------------------------------------------------------------

async def test_a_cancelled_lobby_loses_its_buttons(table):
    ann = table.users["ann"]
    await table.double.slash(ann, table.channel, "game new", game="splendor")
    lobby = table.double.last_message(table.channel)
    await table.double.slash(ann, table.channel, "game cancel")
    closed = table.double.message(lobby.id)
    assert closed.custom_ids == [] and "cancelled" in closed.content


async def test_a_started_lobby_says_so(table):
    await open_table(table, "ann", ["ben"])
    lobby = table.double.messages(table.channel)[0]
    assert "the game has started" in lobby.content and "table open" not in lobby.content


async def test_a_full_table_hides_join(table):
    ann = table.users["ann"]
    await table.double.slash(ann, table.channel, "game new", game="splendor",
                             seat_order="joined")
    lobby = table.double.last_message(table.channel)
    for name in ("ben", "cid", "dee"):
        await table.double.click(table.users[name], lobby, lobby.custom_id("Join"))
        lobby = table.double.message(lobby.id)
    labels = [b["label"] for b in lobby.buttons]
    assert "Join" not in labels and "Start" in labels


# --- replays --------------------------------------------------------------------------------

async def _finished(table) -> int:
    game_id = await open_table(table, "ann", ["ben"])
    for _ in range(3):
        await play_turn_by_taps(table, game_id)
    await resign(table, table.users["ann"], game_place(table, game_id))
    return game_id


async def test_the_replay_says_how_it_sampled_and_ends_on_the_result(table):
    game_id = await _finished(table)
    record = await table.double.slash(table.users["ben"], table.channel, "game replay",
                                      game=game_id)
    assert not record.ephemeral and "every turn, 4 frames" in record.content, record.content
    assert "is over" in record.content
    assert record.files and record.files[0].filename == "replay.gif"


async def test_step_through_replay_by_taps(table):
    game_id = await _finished(table)
    ben = table.users["ben"]
    record = await table.double.slash(ben, table.channel, "game replay", game=game_id,
                                      view="step")
    panel = record.response
    assert panel.ephemeral and "turn 0 of 3" in panel.content
    back = next(b for b in panel.buttons if b["label"] == "Back")
    assert back.get("disabled")
    seen = []
    for _ in range(3):
        step = await table.double.click(ben, panel, panel.custom_id("Next"))
        panel = table.double.message(panel.id)
        assert step.ephemeral and panel.files, step.describe()
        seen.append(panel.content.splitlines()[0])
    assert [s.split("turn ")[1] for s in seen] == ["1 of 3 (only you see this)",
                                                  "2 of 3 (only you see this)",
                                                  "3 of 3 (only you see this)"]
    assert "is over" in panel.content
    assert next(b for b in panel.buttons if b["label"] == "Next").get("disabled")
    await table.double.click(ben, panel, panel.custom_id("Back"))
    assert "turn 2 of 3" in table.double.message(panel.id).content
    game = await table.bot.store.get_game(game_id)
    assert log_lines(game, await table.bot.store.moves(game_id))
    _no_violations(table)


async def test_a_refusal_after_a_defer_edits_the_original(table):
    ann = table.users["ann"]
    await table.double.slash(ann, table.channel, "game new", game="splendor")
    record = await table.double.slash(ann, table.channel, "game join")  # refused after defer
    assert record.ephemeral and record.content == "You are already seated at this table."
    assert not any(r.method == "POST" and r.route == "/webhooks/{id}/{token}"
                   for r in record.requests), [str(r) for r in record.requests]


async def test_a_game_starts_and_gets_its_thread_without_the_guild_cache(table):
    table.double.forget_guild(table.guild)  # a reconnect: GUILD_CREATE not yet arrived
    game_id = await open_table(table, "ann", ["ben"])
    threads = table.double.threads(table.channel)
    assert threads and (await table.bot.store.get_game(game_id)).thread_id == threads[0].id
    assert pinged(board_message(table, threads[0].id)) == {table.users["ann"]}
