"""Make ``bonsai_logs.sql.gz``: a database written by the bot before a Bonsai placing
ended by itself, to test that migration 9 rewrites its move logs
(``tests/app/test_move_logs.py``).

Until issue 19, a Cultivate went on after its last possible tile until the player chose
Finish; the log kept that ``finish``. Today that tile ends the placing, so the old
``finish`` no longer replays. Run against the code of the last commit before the change
(b7730d2, main before issue 19's Bonsai), never against the current code::

    mkdir /tmp/old && git archive b7730d2 | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old .venv/bin/python tests/app/legacy/make_bonsai_logs.py

It writes ``bonsai_logs.sql.gz`` beside this file (the database as SQL text, compressed).
The games are played through that code's own ``Tables`` (random legal moves from a fixed
seed that keep placing while a tile fits, a manual clock), so every row is what it wrote:

1. a two-player game played to its end (its placings ended by a ``finish``);
2. a solo game played to its end (that ``finish`` also turns up a card);
3. a game whose ``finish`` led to a goal was taken back and chosen again, then played on;
4. a game whose boards Discord never took (queued entries naming the ``finish`` moves);
5. a game left waiting for that ``finish``: its last tile placed, the turn to end with it;
6. the same, with a goal to decide after the ``finish`` (the turn goes on);
7. a solo game left waiting for it;
8. a game resigned while it waited.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from made_then import ANN, BEN, HERE, Recorder, open_game, write_dump

from bot.app.clock import ManualClock
from bot.app.store import Store
from bot.app.tables import Actor, Limits, Tables
from bot.games import get_engine

BONSAI = get_engine("bonsai")


def choose(state: dict[str, Any], seat: int, rng: random.Random) -> str:
    """A random legal move, except that a placing goes on while a tile fits (so most
    placings end on the ``finish`` that follows their last possible tile)."""
    legal = [m.notation for m in BONSAI.legal_moves(state, seat)]
    places = [n for n in legal if n.startswith("place ")]
    if state["phase"] == "cultivate" and places:
        return rng.choice(places)
    if state["phase"] == "action" and "cultivate" in legal and rng.random() < 0.5:
        return "cultivate"
    return rng.choice(legal)


def waits_for_finish(state: dict[str, Any]) -> bool:
    """The old engine's Cultivate after its last possible tile: only ``finish`` is legal."""
    if state["phase"] != "cultivate" or not state["step"]["placed"]:
        return False
    return [m.notation for m in BONSAI.legal_moves(state, state["active"])] == ["finish"]


Stop = Callable[[dict[str, Any]], bool]


async def play(tables: Tables, game_id: int, players: list[Actor], rng: random.Random, *,
               moves: int | None = None, until: Stop | None = None) -> bool:
    """Random moves (``moves`` of them, or to the end) until ``until`` holds for the
    state; whether it did."""
    played = 0
    while moves is None or played < moves:
        game = await tables.get(game_id)
        if game.status != "active":
            return False
        if until is not None and until(game.state):
            return True
        seat = game.state["active"]
        actor = next(a for a in players if a.user_id == game.user_at(seat).user_id)
        await tables.play(game_id, actor, choose(game.state, seat, rng))
        played += 1
    return False


def finish_leads_to(phases: set[str]) -> Stop:
    def stop(state: dict[str, Any]) -> bool:
        return waits_for_finish(state) and \
            BONSAI.apply(state, state["active"], "finish")["phase"] in phases
    return stop


async def waiting(tables: Tables, players: list[Actor], rng: random.Random,
                  until: Stop) -> int:
    """A new game played until ``until`` holds (new games until one gets there)."""
    for _ in range(50):
        game_id = await open_game(tables, "bonsai", players)
        if await play(tables, game_id, players, rng, until=until):
            return game_id
        await tables.wait_idle()
    raise AssertionError("never got there")


async def play_all(path: Path) -> None:
    store = await Store.open(path)
    notifier = Recorder()
    tables = Tables(store, notifier, clock=ManualClock(), limits=Limits(100, 100))
    rng = random.Random(19)
    two = [ANN, BEN]
    # 1, 2: played to the end
    await play(tables, await open_game(tables, "bonsai", two), two, rng)
    await play(tables, await open_game(tables, "bonsai", [ANN]), [ANN], rng)
    # 3: a finish taken back and chosen again
    game_id = await waiting(tables, two, rng, finish_leads_to({"goals"}))
    game = await tables.get(game_id)
    actor = next(a for a in two if a.user_id == game.user_at(game.state["active"]).user_id)
    await tables.play(game_id, actor, "finish")
    await tables.undo(game_id, actor)
    await tables.play(game_id, actor, "finish")
    await play(tables, game_id, two, rng, moves=12)
    # 4: boards still queued
    notifier.refuse.add(max(await store.game_ids()) + 1)
    game_id = await open_game(tables, "bonsai", two)
    await play(tables, game_id, two, rng, moves=30)
    # 5, 6, 7: waiting for the finish (the turn ends with it; a goal follows; solo)
    await waiting(tables, two, rng, finish_leads_to({"action", "over"}))
    await waiting(tables, two, rng, finish_leads_to({"goals", "return"}))
    await waiting(tables, [BEN], rng, finish_leads_to({"action", "over"}))
    # 8: resigned while waiting
    game_id = await waiting(tables, two, rng, finish_leads_to({"action", "over"}))
    await tables.resign(game_id, BEN)
    await tables.wait_idle()
    await store.close()


if __name__ == "__main__":
    write_dump(play_all, Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "bonsai_logs.sql.gz")
