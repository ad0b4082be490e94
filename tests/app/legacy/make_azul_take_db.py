"""Make ``azul_take.sql.gz``: Azul: Queen's Garden games as the bot stored them before
the turn panel named the command ``acquire`` (its log says ``take p2 yellow_2@L1``) and
before a pass could discard everything in one move (its log discards piece by piece), to
test that they replay and play on (``tests/app/test_azul_old_logs.py``).

Run against the code of the last commit before that change (main at b7730d2), never
against the current code::

    mkdir /tmp/old && git archive b7730d2 | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old .venv/bin/python tests/app/legacy/make_azul_take_db.py

It writes ``azul_take.sql.gz`` beside this file (the database as SQL text, compressed).

The games are played through that code's own ``Tables`` (random legal moves from a fixed
seed, a verb chosen first so that every kind of move comes up), so every row
is what it wrote:

1. a two-player game played to its end;
2. a two-player game left in the middle of a pass, a piece already discarded and at
   least two tiles or expansions still in storage;
3. three-player games played until a pass's discard was taken back (a take ends the
   turn: it cannot be), the last left there; those that ended before are kept, finished.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from made_then import ANN, BEN, CID, HERE, open_game, write_dump

from bot.app.clock import ManualClock
from bot.app.store import Store
from bot.app.tables import Actor, Limits, Tables
from bot.games import get_engine

KIND = "azul_queens_garden"


async def step(tables: Tables, game_id: int, players: list[Actor],
               rng: random.Random) -> tuple[str, int] | None:
    """One random legal move (a verb first, then a move of it); ``None`` once over."""
    game = await tables.get(game_id)
    if game.status != "active":
        return None
    engine = get_engine(KIND)
    seat = engine.to_move(game.state)[0]
    legal = engine.legal_moves(game.state, seat)
    verbs = sorted({m.notation.split()[0] for m in legal})
    # passing less often than the other verbs: games long enough to place and expand
    verb = rng.choices(verbs, [1 if v == "pass" else 4 for v in verbs])[0]
    move = rng.choice([m for m in legal if m.notation.split()[0] == verb])
    actor = next(a for a in players if a.user_id == game.user_at(seat).user_id)
    await tables.play(game_id, actor, move.notation)
    return move.notation, seat


async def play_until(tables: Tables, game_id: int, players: list[Actor], rng: random.Random,
                     stop: Callable[[dict[str, Any]], bool]) -> None:
    for _ in range(2000):
        game = await tables.get(game_id)
        if game.status != "active" or stop(game.state):
            return
        await step(tables, game_id, players, rng)
    raise AssertionError("the game never reached the position wanted")


def discarding(state: dict[str, Any]) -> bool:
    """In a pass's discard step, a piece discarded and two or more still in storage."""
    if state["phase"] != "discard":
        return False
    me = state["seats"][state["active"]]
    held = sum(me["tiles"].values()) + len(me["exps"])
    return state["pending"]["points"] > 0 and held >= 2


async def play_all(path: Path) -> None:
    store = await Store.open(path)
    try:
        await play_games(Tables(store, clock=ManualClock(), limits=Limits(100, 100)))
    finally:
        await store.close()


async def play_games(tables: Tables) -> None:
    rng = random.Random(19)
    two, three = [ANN, BEN], [ANN, BEN, CID]
    finished = await open_game(tables, KIND, two, options={"start": "1"})
    await play_until(tables, finished, two, rng, lambda state: False)
    passing = await open_game(tables, KIND, two, options={"start": "1"})
    await play_until(tables, passing, two, rng, discarding)
    undone = await open_game(tables, KIND, three, options={"start": "1"})
    taken_back = False
    while not taken_back:  # a take ends the turn: a pass's discard is what Undo takes back
        played = await step(tables, undone, three, rng)
        if played is None:  # over before one could: another game
            undone = await open_game(tables, KIND, three, options={"start": "1"})
            continue
        notation, seat = played
        game = await tables.get(undone)
        if notation.startswith("discard ") and await tables.can_undo(game, seat):
            await tables.undo(undone, three[seat])
            taken_back = True
    for _ in range(4):
        await step(tables, undone, three, rng)


if __name__ == "__main__":
    write_dump(play_all, Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "azul_take.sql.gz")
