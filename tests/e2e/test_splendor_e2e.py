"""Splendor end to end through the Discord double: lobby, every move by taps, pings,
races, restarts, forged input, hidden information."""

from __future__ import annotations

import asyncio
import random
import re

from bot.app.players import choose_move
from bot.games import get_engine
from cogs._common import split_version
from rendering.splendor import card_words
from tests.e2e.conftest import (
    board_message,
    game_place,
    open_table,
    pinged,
    play_turn_by_taps,
    tap_move,
)
from tests.e2e.tables import (
    assert_finished,
    assert_forged_taps_change_nothing,
    assert_only_taps,
    finish_by_taps,
)

SPLENDOR = get_engine("splendor")


async def test_full_two_player_game_by_taps(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    assert place != table.channel  # the game got its own thread
    thread = table.double.threads(table.channel)[0]
    assert thread.name.startswith("Splendor #1 · ")
    finished = await finish_by_taps(table, game_id)
    assert finished.turns > 20
    _, final = await assert_finished(table, game_id)
    assert "🏆" in final.content
    # The end of a game pings every seated human with the result (issue 9).
    assert final.pinged_user_ids == {table.users["ann"], table.users["ben"]}
    table.double.assert_clean()


async def test_three_player_game_by_taps_only(table):
    game_id = await open_table(table, "ann", ["ben", "cid"])
    game = (await finish_by_taps(table, game_id)).game
    assert game.status == "finished"
    assert len(game.result["standings"]) == 3
    assert_only_taps(table)
    moves = await table.bot.store.moves(game_id)
    assert len(moves) > 30
    table.double.assert_clean()


async def test_two_taps_on_the_same_move_apply_once(table):
    game_id = await open_table(table, "ann", ["ben"])
    board = board_message(table, game_place(table, game_id))
    ann = table.users["ann"]
    opened = await table.double.click(ann, board, board.custom_id("Play"))
    panel = opened.response
    first_group = panel.buttons[0]["custom_id"]
    await table.double.click(ann, panel, first_group)
    panel = table.double.message(panel.id)
    leaf = panel.buttons[0]["custom_id"]
    both = await asyncio.gather(table.double.click(ann, panel, leaf),
                                table.double.click(ann, panel, leaf))
    moves = await table.bot.store.moves(game_id)
    assert len(moves) == 1
    texts = [r.content or "" for r in both]
    assert sum("✅" in text for text in texts) == 1
    refused = next(r for r in both if "✅" not in (r.content or ""))
    assert refused.ephemeral and refused.content.count(".") <= 2
    assert "out of date" in refused.content or "same moment" in refused.content
    table.double.assert_clean()


async def test_restart_keeps_the_game_and_old_buttons_work(table):
    game_id = await open_table(table, "ann", ["ben"])
    for turn in range(3):
        await play_turn_by_taps(table, game_id, seed=turn)
    board_before = board_message(table, game_place(table, game_id))
    await table.new_bot()
    assert await table.bot.tables.check() == []
    user = next(iter(pinged(board_before)))
    opened = await table.double.click(user, board_before, board_before.custom_id("Play"))
    assert opened.ephemeral and opened.response.buttons, opened.describe()
    await play_turn_by_taps(table, game_id, seed=9)
    assert len(await table.bot.store.moves(game_id)) >= 4
    table.double.assert_clean()


async def test_forged_and_foreign_taps_change_nothing(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    await play_turn_by_taps(table, game_id)
    old_board = table.double.messages(place)[0]
    board = board_message(table, place)
    game = await table.bot.store.get_game(game_id)
    to_move = game.user_at(SPLENDOR.to_move(game.state)[0]).user_id
    other = next(u for u in (table.users["ann"], table.users["ben"]) if u != to_move)
    version = game.version

    async def refused(record, phrase):
        assert record.ephemeral, record.describe()
        assert phrase in record.content, record.content
        assert record.content.strip().count("\n") == 0
        after = await table.bot.store.get_game(game_id)
        assert after.version == version and after.state == game.state

    play = board.custom_id("Play")
    await refused(await table.double.click(table.users["eve"], board, play), "not playing")
    await refused(await table.double.click(other, board, play), "not your turn")
    stale = [b["custom_id"] for b in old_board.buttons if b["custom_id"].startswith("bg:play")]
    if stale:
        await refused(await table.double.click(to_move, old_board, stale[0]), "out of date")
    await assert_forged_taps_change_nothing(table, game_id, board, [
        (to_move, forged) for forged in (
            "bg:play:abc", "bg:nav:1:0:1:9.9.9:0", "bg:nav:1:0", "bgs:nav:x",
            f"bg:nav:{game_id}:0:{version - 1}:0:0", "bg:lobby:start:999")])
    # An option value autocomplete never offered, typed by hand.
    record = await table.double.slash(to_move, place, "splendor buy", card="T9-9")
    await refused(record, "T9-9")
    record = await table.double.slash(to_move, place, "splendor take", gems="gold gold")
    assert record.ephemeral
    table.double.assert_clean()


async def test_autocomplete_offers_only_legal_moves(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    game = await table.bot.store.get_game(game_id)
    ann = table.users["ann"]
    choices = await table.double.autocomplete(ann, place, "splendor take", focused="gems")
    legal = {m.notation for m in SPLENDOR.legal_moves(game.state, 0) if m.notation.startswith(
        "take")}
    assert {split_version(c.value)[0] for c in choices} <= legal and choices
    assert all(len(c.name) <= 100 for c in choices)
    buys = await table.double.autocomplete(ann, place, "splendor reserve", focused="card",
                                           value="T2")
    assert buys and all("T2" in c.value for c in buys)
    assert re.search(r"L2 · ", buys[0].name)
    # The other player, not to move, is offered nothing.
    ben = table.users["ben"]
    assert await table.double.autocomplete(ben, place, "splendor take", focused="gems") == []
    record = await table.double.slash(ann, place, "splendor take", gems=choices[0].value)
    assert record.ephemeral and "✅" in record.content
    table.double.assert_clean()


async def test_blind_reserve_stays_private(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    ann = table.users["ann"]
    record = await table.double.slash(ann, place, "splendor reserve", card="D3")
    assert "✅" in record.content
    game = await table.bot.store.get_game(game_id)
    secret = game.state["seats"][0]["reserved"][0]
    secret_id = secret["id"] if isinstance(secret, dict) else secret
    words = card_words(secret_id)  # how alt text names a card
    # Public: no message, attachment description, or log line names the card.
    for message in table.double.messages(place) + table.double.messages(table.channel):
        if message.ephemeral:
            continue
        assert secret_id not in message.content
        assert all(secret_id not in (f.description or "") and words not in (f.description or "")
                   for f in message.files)
    log = await table.double.slash(table.users["ben"], place, "game log")
    assert secret_id not in log.content
    # Private: Ann's hand shows it to Ann only.
    hand = await table.double.slash(ann, place, "game hand")
    assert hand.ephemeral and hand.files
    assert words in (hand.files[0].description or "")
    spectator = await table.double.slash(table.users["eve"], place, "game hand")
    assert spectator.ephemeral and "Only seated players" in spectator.content
    table.double.assert_clean()


async def test_dm_preference_and_fallback(table):
    ann, ben = table.users["ann"], table.users["ben"]
    for user in (ann, ben):
        record = await table.double.slash(user, table.channel, "settings notify", mode="dm")
        assert record.ephemeral
    table.double.set_dms_closed(ben)
    game_id = await open_table(table, "ann", ["ben"])
    assert any("your turn" in m.content for m in table.double.dm_messages(ann))
    await play_turn_by_taps(table, game_id)  # now Ben's turn: his DMs are closed
    board = board_message(table, game_place(table, game_id))
    assert pinged(board) == {ben}  # the channel ping still reaches him
    assert not any("your turn" in m.content for m in table.double.dm_messages(ben))
    table.double.assert_clean()


async def test_no_public_payload_ever_names_a_hidden_card(table):
    """A whole game in which players often reserve blind: after every move, no public
    message (content, alt text, components) posted so far names a card that is hidden
    right now — a blind reserve not yet bought, or any card still in a deck."""
    game_id = await open_table(table, "ann", ["ben"])
    rng = random.Random(5)
    checked = blind_reserves = 0
    for _ in range(300):
        game = await table.bot.store.get_game(game_id)
        if game.status != "active":
            break
        seat = SPLENDOR.to_move(game.state)[0]
        user = game.user_at(seat).user_id
        moves = SPLENDOR.legal_moves(game.state, seat)
        blind = [m for m in moves if m.notation.startswith("reserve D")]
        move = (rng.choice(blind) if blind and rng.random() < 0.4
                else choose_move(SPLENDOR, game.state, seat, "greedy", rng.getrandbits(32)))
        board = board_message(table, game_place(table, game_id))
        opened = await table.double.click(user, board, board.custom_id("Play"))
        await tap_move(table, user, opened.response, move)
        # Finish the turn (returns, nobles) with the computer's choices, still by taps.
        game = await table.bot.store.get_game(game_id)
        if game.status == "active" and seat in SPLENDOR.to_move(game.state):
            await _finish_turn(table, game_id, user)
            game = await table.bot.store.get_game(game_id)
        hidden = _hidden_ids(game.state) if game.status == "active" else set()
        blind_reserves += move.notation.startswith("reserve D")
        interactions = {r.id: r for r in table.double.interactions}
        for request in table.double.requests:
            if request.json is None or _is_private(request, interactions):
                continue
            text = repr(request.json) + " ".join(f.description or "" for f in request.files)
            assert hidden or game.status != "active"
            leaked = {card for card in hidden if card in text}
            assert not leaked, (request, leaked)
        checked += 1
    assert game.status == "finished" and checked > 20 and blind_reserves >= 3


def _hidden_ids(state):
    hidden = set()
    for deck in state["decks"].values() if isinstance(state["decks"], dict) else state["decks"]:
        hidden.update(deck)
    for seat in state["seats"]:
        for entry in seat["reserved"]:
            if isinstance(entry, dict) and entry.get("blind"):
                hidden.add(entry["id"])
    return hidden


def _is_private(request, interactions):
    """Ephemeral: flagged so, or an edit of an interaction's ephemeral answer."""
    data = request.json if isinstance(request.json, dict) else {}
    flags = data.get("flags") or (data.get("data") or {}).get("flags") or 0
    if flags & 64:
        return True
    record = interactions.get(request.interaction_id)
    return bool(record and request.method == "PATCH" and record.ephemeral)


async def _finish_turn(table, game_id, user):
    opened = await table.double.slash(user, game_place(table, game_id), "game play")
    panel = opened.response
    while True:
        game = await table.bot.store.get_game(game_id)
        seat = game.seat_of(user)
        if game.status != "active" or seat not in SPLENDOR.to_move(game.state):
            return
        move = choose_move(SPLENDOR, game.state, seat, "greedy", 1)
        await tap_move(table, user, panel, move)
        panel = table.double.message(panel.id)


async def test_spectators_see_board_and_log_but_cannot_act(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    eve = table.users["eve"]
    await play_turn_by_taps(table, game_id)
    board = await table.double.slash(eve, place, "game board")
    assert board.files and not board.ephemeral and not board.messages[0].pinged_user_ids
    # The repost is the current board now: its Play button works, the older one is stale.
    repost = board.messages[0]
    game = await table.bot.store.get_game(game_id)
    assert game.board_message_id == repost.id
    ben = table.users["ben"]
    opened = await table.double.click(ben, repost, repost.custom_id("Play"))
    assert opened.ephemeral and opened.response.buttons
    log = await table.double.slash(eve, place, "game log")
    assert "took" in log.content
    for command in ("game play", "game undo", "game resign"):
        record = await table.double.slash(eve, place, command)
        assert record.ephemeral and "not playing" in record.content, (command, record.content)
    table.double.assert_clean()


async def test_a_blind_reserve_tells_its_owner_alone_which_card(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    record = await table.double.slash(table.users["ann"], place, "splendor reserve", card="D1")
    game = await table.bot.store.get_game(game_id)
    drawn = game.state["seats"][0]["reserved"][0]["id"]
    # the owner is told what the card is, in words (players never see internal ids)
    from tests.games.test_splendor_support import card_words as named
    assert record.ephemeral and f"You drew {named(drawn)}" in record.content
    public = [m.content for m in table.double.messages(place)]
    assert not any(drawn in text for text in public)
