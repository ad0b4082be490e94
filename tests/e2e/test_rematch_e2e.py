"""A rematch (issue 19): when a game ends, one tap on its result opens a new table for
the same players and computers, of the same game and options."""

from __future__ import annotations

from tests.e2e.conftest import game_place, resign


async def test_one_tap_on_the_result_opens_the_same_table_again(table):
    d = table.double
    ann, ben, cid = table.users["ann"], table.users["ben"], table.users["cid"]
    await d.slash(ann, table.channel, "game new", game="bonsai", seat_order="joined",
                  computers=1, level="random", options="goals=off", speed="24h")
    lobby = d.last_message(table.channel)
    await d.click(ben, lobby, lobby.custom_id("Join"))
    await d.click(ann, d.message(lobby.id), lobby.custom_id("Start"))
    [game] = await table.bot.store.find_games(user_id=ann, statuses=("active",))
    place = game_place(table, game.id)
    await resign(table, ben, place)
    result = d.last_message(place)
    assert "is over" in result.content and result.custom_ids == [f"bg:rematch:{game.id}"]
    assert [b.get("label") for b in result.buttons] == ["Rematch"]

    opened = await d.click(ben, result, result.custom_id("Rematch"))
    assert opened.ephemeral and opened.content.startswith("Rematch: Bonsai #")
    [rematch] = await table.bot.store.find_games(place_id=table.channel,
                                                 statuses=("lobby",))
    assert rematch.kind == "bonsai" and rematch.host_id == ben
    assert {s.user_id for s in rematch.seats if s.user_id > 0} == {ann, ben}
    assert [s.controller for s in rematch.seats if s.user_id <= 0] == ["computer:random"]
    assert rematch.options["goals"] == "off" and rematch.options["speed"] == "24h"
    assert rematch.options["seat_order"] == "joined"
    assert rematch.options["tokonoma"] == game.options["tokonoma"]
    message = d.last_message(table.channel)
    assert f"opened a rematch of game #{game.id}" in message.content
    assert "rematch_of" not in message.content  # the platform's own note stays unsaid

    # A second tap (ann's) opens no second table; someone who did not play is refused.
    again = await d.click(ann, result, result.custom_id("Rematch"))
    assert "is open already" in again.content
    refused = await d.click(cid, result, result.custom_id("Rematch"))
    assert refused.content == "Only the players of this game can ask for its rematch."
    assert len(await table.bot.store.find_games(place_id=table.channel,
                                                statuses=("lobby",))) == 1
    started = await d.click(ben, d.message(message.id), message.custom_id("Start"))
    assert "has started" in started.content
    after = await d.click(ann, result, result.custom_id("Rematch"))
    assert "has started already" in after.content
    d.assert_clean()
