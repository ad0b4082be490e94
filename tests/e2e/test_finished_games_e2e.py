"""``/game log``, ``/game hand`` and ``/game board`` typed in a channel never offer
finished games (issue 19: a new player was asked to pick among #1–#5, finished games
called "open"): a finished game is reached in its own thread, or by its number."""

from __future__ import annotations

from tests.e2e.conftest import game_place, open_table, resign


async def _finished(table) -> int:
    game_id = await open_table(table, "ann", ["ben"])
    await resign(table, table.users["ben"], table.channel, game=game_id)
    assert (await table.bot.store.get_game(game_id)).status == "finished"
    return game_id


async def test_a_channel_offers_only_games_in_progress(table):
    ann = table.users["ann"]
    done = [await _finished(table) for _ in range(3)]
    # Only finished games here: nothing to pick among, in one sentence.
    for command in ("game log", "game hand", "game board"):
        record = await table.double.slash(ann, table.channel, command)
        assert record.ephemeral and "no open game here" in record.content, record.content
        assert "Several games" not in record.content
    choices = await table.double.autocomplete(ann, table.channel, "game log", focused="game")
    assert choices == []
    # A lobby has nothing to show either; the game in progress is the one meant.
    await table.double.slash(table.users["cid"], table.channel, "game new", game="bonsai")
    active = await open_table(table, "ann", ["ben"])
    log = await table.double.slash(ann, table.channel, "game log")
    assert f"#{active}" in log.content and "Several games" not in log.content
    hand = await table.double.slash(ann, table.channel, "game hand")
    assert f"#{active}" in hand.content
    for command in ("game log", "game hand", "game board"):
        choices = await table.double.autocomplete(ann, table.channel, command, focused="game")
        assert [c.value for c in choices] == [active], command
    # In a finished game's own thread, that game is offered and meant.
    thread = next(t.id for t in table.double.threads(table.channel)
                  if t.name.startswith(f"Splendor #{done[0]} "))
    choices = await table.double.autocomplete(ann, thread, "game log", focused="game")
    assert done[0] in [c.value for c in choices]
    log = await table.double.slash(ann, thread, "game log")
    assert f"Splendor #{done[0]}" in log.content
    # Named by number, a finished game's log is read anywhere on its server.
    log = await table.double.slash(ann, table.channel, "game log", game=done[1])
    assert f"Splendor #{done[1]}" in log.content
    assert game_place(table, active) != table.channel
    table.double.assert_clean()


async def test_a_solo_game_has_its_own_record_in_game_stats(table):
    """After a solo Bonsai game, ``/game stats`` shows its solo record (it used to say
    "no finished games here yet"), kept per level and apart from the table games."""
    ann = table.users["ann"]
    await table.double.slash(ann, table.channel, "game new", game="bonsai",
                             options="solo_level=senmon")
    lobby = table.double.last_message(table.channel)
    await table.double.click(ann, lobby, lobby.custom_id("Start"))
    [game] = await table.bot.store.find_games(user_id=ann, statuses=("active",))
    await resign(table, ann, game_place(table, game.id))
    assert (await table.bot.store.get_game(game.id)).status == "finished"
    stats = await table.double.slash(ann, table.channel, "game stats")
    assert stats.ephemeral
    assert stats.content == "**Ann**\nBonsai (solo, level Senmon): best 0 · 1 game, 0 won"
    one = await table.double.slash(ann, table.channel, "game stats", game="bonsai")
    assert "Bonsai (solo, level Senmon)" in one.content
    board = await table.double.slash(ann, table.channel, "game leaderboard")
    assert "Ann" not in board.content  # a solo game is on no leaderboard
    table.double.assert_clean()


async def test_a_game_given_up_in_its_first_round_is_not_rated(table):
    """Ben resigns before anyone played: the game counts in the records, not in the
    ratings (the board of ratings says why it is empty; the stats show no rating)."""
    ann = table.users["ann"]
    await _finished(table)
    board = await table.double.slash(ann, table.channel, "game leaderboard", game="splendor")
    assert board.content == (
        "**Splendor leaderboard**\nNo rated games yet (solo games and games given up in "
        "their first round are not rated)."), board.content
    stats = await table.double.slash(table.users["ben"], table.channel, "game stats")
    assert "0 wins / 1 game" in stats.content and "rating" not in stats.content
    table.double.assert_clean()
