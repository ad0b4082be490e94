"""Asynchronous play through Discord: computer opponents, clocks and skips, away,
replay, stats — driven through the Discord double with a controllable clock."""

from __future__ import annotations

import io

from PIL import Image

from bot.app.turn_clock import DAY, HOUR
from tests.e2e.conftest import (
    board_message,
    game_place,
    open_table,
    pinged,
    play_turn_by_taps,
)


async def test_play_against_the_computer_to_the_end(table):
    ann = table.users["ann"]
    record = await table.double.slash(ann, table.channel, "game new", game="splendor",
                                      computers=1, level="greedy", seat_order="joined")
    assert record.ephemeral
    lobby = table.double.last_message(table.channel)
    assert "Computer 1 (greedy)" in lobby.content
    await table.double.click(ann, lobby, lobby.custom_id("Start"))
    game_id = 1
    for turn in range(200):
        await table.bot.tables.wait_idle()
        game = await table.bot.store.get_game(game_id)
        if game.status != "active":
            break
        # Only Ann is ever pinged: the computer moves by itself.
        board = board_message(table, game_place(table, game_id))
        assert pinged(board) == {ann}
        await play_turn_by_taps(table, game_id, seed=turn)
    assert game.status == "finished"
    result = table.double.messages(game_place(table, game_id))[-1].content
    # a seat that was the computer's from the lobby needs no marker: its name says so
    assert "is over" in result and "Computer 1 (greedy)" in result
    assert "computer-played" not in result
    # Replay and stats of the finished game.
    replay = await table.double.slash(ann, table.channel, "game replay", game=game_id)
    gif = replay.files[0]
    assert gif.filename == "replay.gif"
    frames = Image.open(io.BytesIO(gif.data))
    assert frames.format == "GIF" and frames.n_frames >= 2
    wins = 1 if 0 in game.result["winners"] else 0
    record = f"{wins} win{'' if wins == 1 else 's'} / 1 game"
    stats = await table.double.slash(ann, table.channel, "game stats")
    assert stats.ephemeral and record in stats.content, stats.content
    # Ann's rating in Splendor, provisional after one game, and how it moved with it:
    # the game's line under it (its date, Ann's place, the change and the rating after).
    [rating] = await table.bot.store.ratings(table.guild, user_id=ann)
    shown = f"rating {rating.ordinal:.1f} (provisional)"
    assert (rating.change > 0) == bool(wins)
    [change] = await table.bot.store.rating_changes(table.guild, ann)
    assert (change.game_id, change.change, change.ordinal) == (game_id, rating.change,
                                                               rating.ordinal)
    moved = (f"- <t:{int(game.updated_at)}:d> · {'1st' if wins else '2nd'} of 2 · "
             f"{'+' if wins else '−'}{abs(rating.change):.1f} → {rating.ordinal:.1f}")
    head, line = stats.content.splitlines()
    assert head.startswith(f"**Ann** · Splendor — {record} ({100 * wins}%) · ")
    assert head.endswith(f" · {shown}") and line == moved, stats.content
    # The board ranks by rating with games played and wins; the computer's level is
    # rated too (how strong greedy is on this server), its games apart from Ann's record.
    board = await table.double.slash(ann, table.channel, "game leaderboard", game="splendor")
    assert board.ephemeral and "provisional until 5 games" in board.content, board.content
    first, second = board.content.splitlines()[2:]
    ann_line = f"Ann — {shown} · {record}"
    assert ann_line in (first if wins else second), board.content
    assert "Computer (greedy) — rating" in (second if wins else first), board.content
    # With one game played, the board without a game is that game's.
    assert (await table.double.slash(ann, table.channel, "game leaderboard")).content == \
        board.content
    table.double.assert_clean()


async def test_clock_reminder_skip_and_board_deadline(timed):
    t = timed
    ann, ben = t.users["ann"], t.users["ben"]
    game_id = await open_table(t, "ann", ["ben"], speed="24h")
    board = board_message(t, game_place(t, game_id))
    assert "⏰" in board.content
    t.clock.advance(12 * HOUR)
    await t.bot.tables.tick()
    reminder = t.double.messages(game_place(t, game_id))[-1]
    assert "Reminder" in reminder.content and pinged(reminder) == {ann}
    refused = await t.double.slash(ben, t.channel, "game skip")
    assert refused.ephemeral and "Nobody has run out of time" in refused.content
    t.clock.advance(13 * HOUR)
    await t.bot.tables.tick()
    skipped = await t.double.slash(ben, t.channel, "game skip")
    assert skipped.ephemeral and "computer played" in skipped.content
    board = board_message(t, game_place(t, game_id))
    assert pinged(board) == {ben}
    game = await t.bot.store.get_game(game_id)
    assert game.user_at(0).timeouts == 1
    t.double.assert_clean()


async def test_away_is_shown_and_pauses_the_clock(timed):
    t = timed
    ann, ben = t.users["ann"], t.users["ben"]
    game_id = await open_table(t, "ann", ["ben"], speed="24h")
    record = await t.double.slash(ben, t.channel, "settings away", until="2027-01-20")
    assert "refused" not in record.content and record.ephemeral
    await play_turn_by_taps(t, game_id)  # Ann moves; now Ben, who is away
    board = board_message(t, game_place(t, game_id))
    assert "is away until" in board.content and pinged(board) == {ben}
    game = await t.bot.store.get_game(game_id)
    assert game.deadline > t.clock.now() + 2 * DAY
    bad = await t.double.slash(ann, t.channel, "settings away", until="soon")
    assert bad.ephemeral and "YYYY-MM-DD" in bad.content
    t.double.assert_clean()
