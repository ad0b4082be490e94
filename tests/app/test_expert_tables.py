"""The expert level at a table: offered with ``/game new … level: expert``, playing a
game to its end; the table option ``takeover`` names the computer that plays a resigned
or late player's turns; a turn's planned decisions are played without thinking again.

The computers think with the tests' budget (a few iterations a turn, tests/conftest.py)
or the one a test names."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app.messages import lobby_text
from bot.app.players import Budget
from bot.app.store import Store
from bot.app.tables import TableError, Tables
from bot.app.turn_clock import DAY
from bot.games import get_engine, registry
from bot.i18n import english
from tests.app.conftest import ANN, BEN, CID
from tests.toy_engine import ENGINE as TOY

SPLENDOR = get_engine("splendor")


@pytest.fixture(autouse=True)
def toy_game():
    registry()["toy"] = TOY
    yield
    registry().pop("toy", None)


async def test_a_game_against_an_expert_runs_to_the_end(tables, store):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10,
                               computers=["expert"], seat_order="joined")
    assert game.user_at(1).name == "Computer 1 (expert)"
    game = await tables.start(game.id, ANN)
    for _ in range(400):
        await tables.wait_idle()
        game = await store.get_game(game.id)
        if game.status != "active":
            break
        assert SPLENDOR.to_move(game.state) == [0]
        await tables.play(game.id, ANN, SPLENDOR.legal_moves(game.state, 0)[0].notation)
    assert game.status == "finished" and game.result["computer_seats"] == [1]
    assert await tables.check() == []


async def test_the_takeover_option_names_who_plays_a_resigned_seat(tables, store):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10,
                               seat_order="joined", takeover="expert")
    assert game.options["takeover"] == "expert"
    assert "turns of resigned or late players: expert computer" in lobby_text(game)
    for actor in (BEN, CID):
        await tables.join(game.id, actor)
    game = await tables.start(game.id, ANN)
    game = await tables.resign(game.id, BEN)
    assert game.user_at(1).controller == "computer:expert:resigned"
    await tables.play(game.id, ANN, "take W U G")
    await tables.wait_idle()
    moves = await store.moves(game.id)
    assert moves[-1].by_computer and moves[-1].seat == 1
    assert await tables.check() == []


async def test_the_default_takeover_is_greedy_and_goes_unsaid(tables):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10)
    assert game.options["takeover"] == "greedy"
    assert "resigned or late" not in lobby_text(game)
    with pytest.raises(TableError) as refused:
        await tables.create("splendor", ANN, guild_id=1, channel_id=10, takeover="clever")
    assert english(refused.value.message) == (
        "Computer players can be `random`, `greedy`, or `expert`, not `clever`.")


async def test_a_late_players_turn_is_played_by_the_takeover_level(tables, clock, store):
    game = await tables.create("toy", ANN, guild_id=1, channel_id=10, seat_order="joined",
                               speed="24h", takeover="expert")
    for actor in (BEN, CID):
        await tables.join(game.id, actor)
    game = await tables.start(game.id, ANN)
    for _ in range(3):
        clock.advance(DAY + 1)
        await tables.tick()
        reports = await tables.skip(game.id, BEN)
        assert reports and all(r.by_computer and r.seat == 0 for r in reports)
        for actor in (BEN, CID):
            await tables.play(game.id, actor, "add 1")
            await tables.play(game.id, actor, "end")
    game = await tables.remove(game.id, BEN, 0)
    assert game.user_at(0).controller == "computer:expert:removed"
    await tables.wait_idle()
    assert await tables.check() == []


async def test_a_planned_decision_is_played_without_thinking_again(store: Store, clock):
    """Kokeshi turns have several decisions: the table asks the worker once for the
    turn and plays the planned rest itself, so there are fewer thoughts than moves."""
    thoughts = 0

    async def counting(function: Any, *args: Any) -> Any:
        nonlocal thoughts
        thoughts += 1
        return function(*args)

    tables = Tables(store, clock=clock, run_in_thread=counting,
                    expert_budget=Budget.iterations(60, decision_share=0.6))
    engine = get_engine("kokeshi")
    game = await tables.create("kokeshi", ANN, guild_id=1, channel_id=10,
                               computers=["expert"], seat_order="joined")
    game = await tables.start(game.id, ANN)
    for _ in range(60):
        await tables.wait_idle()
        game = await store.get_game(game.id)
        if game.status != "active":
            break
        seat = engine.to_move(game.state)[0]
        assert seat == 0
        await tables.play(game.id, ANN, engine.legal_moves(game.state, 0)[0].notation)
    await tables.wait_idle()
    computer_moves = [m for m in await store.moves(game.id) if m.by_computer]
    assert computer_moves and thoughts < len(computer_moves)
    assert await tables.check() == []
