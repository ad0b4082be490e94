"""The application commits a computer's move onto the state it loaded for that move,
never onto one the computer player has touched: the chooser is handed a copy. A chooser
that scribbles on the state it is given (as a determinize sharing records with the real
state did) therefore cannot change what is stored, and the stored game always equals a
replay of its log."""

from __future__ import annotations

import json
from typing import Any

from bot.app.store import Store
from bot.app.tables import Tables
from bot.app.turn_clock import DAY
from bot.games import get_engine
from tests.app.conftest import ANN, BEN, CID

SPLENDOR = get_engine("splendor")


async def _scribbling_chooser(function: Any, *args: Any) -> Any:
    """Runs the computer's choice, then changes the state it was handed, deep and at the
    top, the way a chooser with a mutation bug would."""
    move = function(*args)
    state = args[1]
    state["scribbled"] = True
    state["seats"][0]["scribbled"] = True
    return move


def _untouched(state: dict) -> bool:
    return "scribbled" not in json.dumps(state)


async def test_a_computer_seat_cannot_change_what_is_committed(store: Store, clock) -> None:
    tables = Tables(store, clock=clock, run_in_thread=_scribbling_chooser)
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10,
                               computers=["greedy"], seat_order="joined")
    game = await tables.start(game.id, ANN)
    await tables.play(game.id, ANN, SPLENDOR.legal_moves(game.state, 0)[0].notation)
    await tables.wait_idle()
    moves = await store.moves(game.id)
    assert moves[-1].by_computer  # the computer has played
    assert _untouched((await store.get_game(game.id)).state)
    assert await tables.check() == []


async def test_a_skipped_turn_cannot_change_what_is_committed(store: Store, clock) -> None:
    tables = Tables(store, clock=clock, run_in_thread=_scribbling_chooser)
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10,
                               seat_order="joined", speed="24h")
    for actor in (BEN, CID):
        await tables.join(game.id, actor)
    game = await tables.start(game.id, ANN)
    clock.advance(DAY + 1)
    await tables.tick()
    reports = await tables.skip(game.id, BEN)
    assert reports and all(r.by_computer for r in reports)
    await tables.wait_idle()
    assert _untouched((await store.get_game(game.id)).state)
    assert await tables.check() == []
