"""Autocomplete choices: plain-text names, and the replay list read without game states."""

from __future__ import annotations

import re

from tests.e2e.conftest import open_table, resign


async def test_game_choices_show_names_as_typed_not_markdown_escaped(table):
    d = table.double
    alice = d.add_user("al_ice", display_name="al_ice", guild_ids=[table.guild])
    await d.slash(alice, table.channel, "game new", game="splendor")
    choices = await d.autocomplete(table.users["ann"], table.channel, "game join",
                                   focused="game")
    [choice] = choices
    # a choice's name is plain text: Discord would show the backslash of "al\_ice"
    assert "al_ice" in choice.name and "\\" not in choice.name
    # in a message, the same line is markdown and stays escaped
    listed = await d.slash(table.users["ann"], table.channel, "game list")
    assert "al\\_ice" in listed.content
    d.assert_clean()


async def finished(table, host: str, guest: str) -> int:
    game_id = await open_table(table, host, [guest])
    await resign(table, table.users[host], table.channel, game=game_id)
    assert (await table.bot.store.get_game(game_id)).status == "finished"
    return game_id


async def test_replay_choices_read_titles_only_and_filter_in_the_query(table):
    first = await finished(table, "ann", "ben")
    second = await finished(table, "cid", "dee")
    statements: list[str] = []
    await table.bot.store._db.set_trace_callback(statements.append)
    try:
        everything = await table.double.autocomplete(
            table.users["eve"], table.channel, "game replay", focused="game")
        by_player = await table.double.autocomplete(
            table.users["eve"], table.channel, "game replay", focused="game", value="Cid")
        by_game = await table.double.autocomplete(
            table.users["eve"], table.channel, "game replay", focused="game", value="splen")
    finally:
        await table.bot.store._db.set_trace_callback(None)
    assert [c.value for c in everything] == [second, first]
    assert [c.value for c in by_player] == [second]
    assert [c.value for c in by_game] == [second, first]
    assert everything[0].name == f"#{second} Splendor — Cid, Dee"
    selects = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert selects
    # no game state is read (the games' full JSON), and the games' query is bounded
    assert not any(re.search(r"\bstate\b", s) for s in selects), selects
    assert all("LIMIT" in s for s in selects if "FROM games" in s), selects
    table.double.assert_clean()
