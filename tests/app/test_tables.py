"""Tables: lobby rules, authorisation, versioned moves, replay consistency."""

from __future__ import annotations

import asyncio

import pytest

from bot import i18n
from bot.app.tables import Limits, TableError, Tables
from bot.games import get_engine
from bot.games.base import IllegalMove, NotYourDecision
from bot.i18n import english
from tests.app.conftest import ANN, BEN, CID, DEE, EVE, MOD, started_game

SPLENDOR = get_engine("splendor")


async def test_lobby_join_leave_and_start(tables, notifier):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    assert game.status == "lobby" and game.names == ["Ann"]
    game = await tables.join(game.id, BEN)
    assert game.names == ["Ann", "Ben"]
    with pytest.raises(TableError, match="already seated"):
        await tables.join(game.id, BEN)
    with pytest.raises(TableError, match="Only the host"):
        await tables.start(game.id, BEN)
    game = await tables.leave(game.id, BEN)
    assert game.names == ["Ann"]
    with pytest.raises(TableError, match="needs 2–4 players; 1 is seated"):
        await tables.start(game.id, ANN)
    await tables.join(game.id, BEN)
    game = await tables.start(game.id, ANN)
    assert game.status == "active" and sorted(game.names) == ["Ann", "Ben"]
    assert ("started", game.id) in notifier.calls
    with pytest.raises(TableError, match="already started"):
        await tables.join(game.id, CID)
    with pytest.raises(TableError, match="resign"):
        await tables.leave(game.id, BEN)


async def test_full_table_refuses_joins(tables):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    for actor in (BEN, CID, DEE):
        await tables.join(game.id, actor)
    with pytest.raises(TableError, match="full"):
        await tables.join(game.id, EVE)


async def test_seat_order_joined_keeps_join_order(tables):
    game = await started_game(tables, ANN, BEN, CID, seat_order="joined")
    assert game.names == ["Ann", "Ben", "Cid"]


async def test_seat_order_random_is_a_permutation_from_the_seed(tables):
    orders = set()
    for _ in range(8):
        game = await started_game(tables, ANN, BEN, CID, seat_order="random")
        orders.add(tuple(game.names))
        await tables.cancel(game.id, ANN)
    assert all(sorted(order) == ["Ann", "Ben", "Cid"] for order in orders)
    assert len(orders) > 1


async def test_host_leaving_hands_the_table_on(tables):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    await tables.join(game.id, BEN)
    game = await tables.leave(game.id, ANN)
    assert game.host_id == BEN.user_id and game.status == "lobby"
    await tables.join(game.id, CID)
    with pytest.raises(TableError, match=r"Only the host \(Ben\)"):
        await tables.start(game.id, CID)
    await tables.leave(game.id, CID)
    game = await tables.leave(game.id, BEN)  # the last human leaving closes the table
    assert game.status == "cancelled"


async def test_cancel_needs_host_or_manage_server(tables):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    await tables.join(game.id, BEN)
    with pytest.raises(TableError, match="Manage Server"):
        await tables.cancel(game.id, BEN)
    game = await tables.cancel(game.id, MOD)
    assert game.status == "cancelled"


async def test_flood_limits(store, notifier, clock):
    tables = Tables(store, notifier, clock=clock, limits=Limits(2, 3))
    await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    with pytest.raises(TableError, match="already have 2 open games"):
        await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    await tables.create("splendor", BEN, guild_id=1, channel_id=10)
    with pytest.raises(TableError, match="channel already has 3 open games"):
        await tables.create("splendor", CID, guild_id=1, channel_id=10)


async def test_unknown_game_and_bad_options(tables):
    with pytest.raises(TableError, match="no game called"):
        await tables.create("chess", ANN, guild_id=1, channel_id=10)
    with pytest.raises(TableError, match="no option"):
        await tables.create("splendor", ANN, guild_id=1, channel_id=10,
                            options={"speed": "fast"})


async def test_only_the_seat_to_move_can_play(tables, notifier):
    game = await started_game(tables, ANN, BEN)
    with pytest.raises(NotYourDecision, match="waiting for Ann"):
        await tables.play(game.id, BEN, "take W U G")
    with pytest.raises(TableError, match="not playing"):
        await tables.play(game.id, CID, "take W U G")
    report = await tables.play(game.id, ANN, "take W U G")
    assert report.turn_complete and report.game.version == game.version + 1
    said = [i18n.text(e, game="splendor") for e in report.events]
    assert said == ["Player 1 took white, blue, and green."]
    # The turn's board recounts it, with the table's names.
    assert notifier.moves()[-1].turn_events == ["Ann took white, blue, and green."]


async def test_illegal_and_stale_moves_change_nothing(tables, store):
    game = await started_game(tables, ANN, BEN)
    for text in ("take W W W", "buy T9-9", "dance", ""):
        with pytest.raises(IllegalMove):
            await tables.play(game.id, ANN, text)
    with pytest.raises(TableError, match="out of date"):
        await tables.play(game.id, ANN, "take W U G", expected_version=game.version - 1)
    after = await store.get_game(game.id)
    assert after.state == game.state and after.version == game.version
    assert await store.moves(game.id) == []


async def test_two_taps_at_once_apply_exactly_one(tables, store):
    game = await started_game(tables, ANN, BEN)
    results = await asyncio.gather(
        tables.play(game.id, ANN, "take W U G", expected_version=game.version),
        tables.play(game.id, ANN, "take W U R", expected_version=game.version),
        return_exceptions=True)
    applied = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(applied) == 1 and len(refused) == 1
    assert isinstance(refused[0], TableError)
    assert len(await store.moves(game.id)) == 1


async def test_store_version_guard_refuses_a_lost_race(tables, store):
    """Even when both requests passed the table's checks on the same snapshot, the
    store's version guard lets exactly one through."""
    game = await started_game(tables, ANN, BEN)
    first = await tables._commit(game, 0, "take W U G", ANN.user_id, by_computer=False)
    assert first.game.version == game.version + 1
    with pytest.raises(TableError, match="same moment"):
        await tables._commit(game, 0, "take W U R", ANN.user_id, by_computer=False)
    assert [m.notation for m in await store.moves(game.id)] == ["take W U G"]


async def test_check_replays_every_game(tables, store):
    game = await started_game(tables, ANN, BEN)
    state = game.state
    for _ in range(30):
        current = await store.get_game(game.id)
        seat = SPLENDOR.to_move(current.state)[0]
        move = SPLENDOR.legal_moves(current.state, seat)[0]
        await tables.play(game.id, [ANN, BEN][seat], move.notation)
    assert await tables.check() == []
    # Tamper with the stored state: the check must notice.
    async with store.transaction() as db:
        await db.execute("UPDATE games SET state = ? WHERE id = ?",
                         ('{"schema": 1, "tampered": true}', game.id))
    problems = await tables.check()
    assert len(problems) == 1 and f"game #{game.id}" in problems[0]
    assert state is not None


async def test_waiting_on_and_resolve(tables):
    game = await started_game(tables, ANN, BEN)
    assert [g.id for g in await tables.waiting_on(ANN.user_id)] == [game.id]
    assert await tables.waiting_on(BEN.user_id) == []
    assert (await tables.resolve(10, BEN)).id == game.id
    other = await tables.create("splendor", CID, guild_id=1, channel_id=10)
    assert (await tables.resolve(10, CID)).id == other.id  # Cid's only game here
    with pytest.raises(TableError, match="Several games"):
        await tables.resolve(10, DEE)


async def test_resign_two_players_ends_the_game(tables):
    game = await started_game(tables, ANN, BEN)
    game = await tables.resign(game.id, BEN)
    assert game.status == "finished"
    assert game.result["reason"] == "resignation" and game.result["winners"] == [0]
    assert game.result["standings"][-1]["seat"] == 1


async def test_resign_with_three_players_hands_the_seat_to_the_computer(tables, store):
    game = await started_game(tables, ANN, BEN, CID)
    game = await tables.resign(game.id, BEN)
    assert game.status == "active"
    assert game.user_at(1).controller.startswith("computer")
    await tables.play(game.id, ANN, "take W U G")
    await tables.wait_idle()
    after = await store.get_game(game.id)
    moves = await store.moves(game.id)
    assert moves[-1].by_computer and moves[-1].seat == 1
    assert SPLENDOR.to_move(after.state) == [2]


async def test_a_game_against_computers_runs_to_the_end(tables, store):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10,
                               computers=["greedy", "random"], seat_order="joined")
    game = await tables.start(game.id, ANN)
    for _ in range(400):
        await tables.wait_idle()
        game = await store.get_game(game.id)
        if game.status != "active":
            break
        seat = SPLENDOR.to_move(game.state)[0]
        assert seat == 0
        move = SPLENDOR.legal_moves(game.state, 0)[0]
        await tables.play(game.id, ANN, move.notation)
    assert game.status == "finished"
    assert game.result["computer_seats"] == [1, 2]
    assert await tables.check() == []


async def test_names_in_public_text_cannot_format_or_mention(tables, notifier):
    from bot.app.messages import lobby_text, result_text
    from tests.app.conftest import Actor

    prankster = Actor(777, "@everyone **boss**")
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    game = await tables.join(game.id, prankster)
    assert english(notifier.calls[-1][1]) == "@\u200beveryone \\*\\*boss\\*\\* joined."
    text = lobby_text(game)
    assert "@everyone" not in text and "\\*\\*boss\\*\\*" in text
    game = await tables.start(game.id, ANN)
    game = await tables.resign(game.id, prankster)
    assert "@everyone" not in result_text(game)


async def test_a_result_says_why_a_human_seat_was_played_by_the_computer(tables):
    """Only a human's seat taken over by the computer is marked in the result, with the
    reason; a computer seat from the lobby is named "Computer 1 (greedy)" already."""
    import dataclasses

    from bot.app.messages import result_text

    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10, computers=["greedy"])
    game = await tables.join(game.id, BEN)
    game = await tables.start(game.id, ANN)
    seats = [dataclasses.replace(s) for s in game.seats]
    by_name = {s.name: s for s in seats}
    by_name["Ben"].controller = "computer:greedy:resigned"
    standings = [{"seat": s.position, "rank": i + 1, "score": 0, "breakdown": {}}
                 for i, s in enumerate(seats)]
    result = {"winners": [], "standings": standings, "details": [],
              "computer_seats": [s.position for s in seats if s.controller != "human"]}
    text = result_text(dataclasses.replace(game, seats=seats, result=result))
    assert "Ben (computer-played after resigning)" in text
    assert "Computer 1 (greedy) —" in text and text.count("computer-played") == 1
    by_name["Ben"].controller = "computer:greedy:removed"
    text = result_text(dataclasses.replace(game, seats=seats, result=result))
    assert "Ben (computer-played after running out of time)" in text


async def test_a_result_names_the_breakdown_in_the_games_words(tables):
    """Splendor's stored breakdown keys stay terse (cards, nobles, purchased); the result
    message says what they are, and that the cards bought only break a tie."""
    import dataclasses

    from bot.app.messages import result_text

    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    game = await tables.join(game.id, BEN)
    game = await tables.start(game.id, ANN)
    standings = [{"seat": 0, "rank": 1, "score": 15,
                  "breakdown": {"cards": 12, "nobles": 3, "purchased": 11}},
                 {"seat": 1, "rank": 2, "score": 9,
                  "breakdown": {"cards": 9, "nobles": 0, "purchased": 8}}]
    result = {"winners": [0], "standings": standings, "details": [], "computer_seats": []}
    text = result_text(dataclasses.replace(game, result=result))
    assert ("15 (prestige from cards 12, prestige from nobles 3, cards bought (fewer breaks "
            "a tie) 11)") in text
