"""Make ``legacy.sql``: a database written by the bot as it was before messages, to test
that migration 7 regenerates its words (``tests/app/test_legacy_words.py``).

Run against the code of the last commit that stored English sentences (the parent of
47db907, "The platform speaks messages"), never against the current code::

    mkdir /tmp/old && git archive 47db907^ | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old .venv/bin/python tests/app/legacy/make_legacy_db.py

It writes ``legacy.sql.gz`` beside this file (the database as SQL text, compressed).

The games are played through that code's own ``Tables`` (random legal moves from a fixed
seed, a manual clock), so every row is what it wrote: move events, states, results and
outbox payloads holding English sentences with "Player n" for seats.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from made_then import CHANNEL, GUILD, HERE, Recorder, open_game, write_dump

from bot.app.clock import ManualClock
from bot.app.store import Store
from bot.app.tables import Actor, Limits, Tables
from bot.games import get_engine

ANN, BEN, CID = Actor(101, "Ann"), Actor(102, "Ben_*the*_2nd"), Actor(103, "Cid")


async def play(tables: Tables, game_id: int, players: list[Actor], rng: random.Random,
               moves: int | None) -> None:
    """``moves`` random legal moves (``None``: to the end)."""
    played = 0
    while moves is None or played < moves:
        game = await tables.get(game_id)
        if game.status != "active":
            return
        engine = get_engine(game.kind)
        seats = engine.to_move(game.state)
        humans = [s for s in seats if game.user_at(s).controller == "human"]
        if not humans:
            await tables.wait_idle()
            continue
        seat = humans[0]
        actor = next(a for a in players if a.user_id == game.user_at(seat).user_id)
        legal = engine.legal_moves(game.state, seat)
        await tables.play(game_id, actor, rng.choice(legal).notation)
        played += 1
    await tables.wait_idle()


async def undo_a_move(tables: Tables, game_id: int, players: list[Actor],
                      rng: random.Random) -> None:
    """Play until a move that may be taken back is made, and take it back."""
    for _ in range(200):
        game = await tables.get(game_id)
        engine = get_engine(game.kind)
        seat = engine.to_move(game.state)[0]
        actor = next(a for a in players if a.user_id == game.user_at(seat).user_id)
        await play(tables, game_id, players, rng, 1)
        if await tables.can_undo(await tables.get(game_id), seat):
            await tables.undo(game_id, actor)
            return
    raise AssertionError("no move to take back")


async def play_all(path: Path) -> None:
    """Every game of the fixture, played into a new database at ``path``."""
    store = await Store.open(path)
    clock = ManualClock()
    notifier = Recorder()
    tables = Tables(store, notifier, clock=clock, limits=Limits(100, 100))
    rng = random.Random(18)
    two = [ANN, BEN]
    # Every game played to its end, and every game left in the middle of a turn.
    for kind in ("splendor", "kokeshi", "zenso", "bonsai", "azul_queens_garden"):
        await play(tables, await open_game(tables, kind, two), two, rng, None)
    for kind in ("splendor", "kokeshi", "zenso", "bonsai", "azul_queens_garden"):
        await play(tables, await open_game(tables, kind, two), two, rng, 9)
    # A solo game lost or won, and one resigned.
    await play(tables, await open_game(tables, "bonsai", [ANN]), [ANN], rng, None)
    solo = await open_game(tables, "bonsai", [BEN])
    await play(tables, solo, [BEN], rng, 4)
    await tables.resign(solo, BEN)
    # Resignations: one ends a two-player game, one hands a seat to the computer.
    resigned = await open_game(tables, "zenso", two)
    await play(tables, resigned, two, rng, 6)
    await tables.resign(resigned, BEN)
    three = [ANN, BEN, CID]
    handed = await open_game(tables, "kokeshi", three)
    await play(tables, handed, three, rng, 5)
    await tables.resign(handed, CID)
    await play(tables, handed, three, rng, 6)
    # Moves taken back (the log keeps them) and a turn's snapshots for undo.
    for kind in ("bonsai", "azul_queens_garden", "zenso"):
        game_id = await open_game(tables, kind, two)
        await play(tables, game_id, two, rng, 3)
        await undo_a_move(tables, game_id, two, rng)
        await play(tables, game_id, two, rng, 1)
    # Discord unreachable: lobby notes, a first board, boards, a reminder, a timeout
    # and a result stay queued.
    notifier.refuse.add(max(await store.game_ids()) + 1)  # the next game's number
    pending = await open_game(tables, "splendor", two, speed="12h")
    await play(tables, pending, two, rng, 4)
    clock.advance(11 * 3600)
    await tables.tick()
    clock.advance(2 * 3600)
    await tables.tick()
    lobby = await tables.create("kokeshi", ANN, guild_id=GUILD, channel_id=CHANNEL)
    notifier.refuse.add(lobby.id)
    await tables.join(lobby.id, BEN)
    ending = await open_game(tables, "zenso", two)
    await play(tables, ending, two, rng, 5)
    notifier.refuse.add(ending)
    await play(tables, ending, two, rng, 3)
    await tables.resign(ending, ANN)
    await tables.wait_idle()
    await store.close()


if __name__ == "__main__":
    write_dump(play_all, Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "legacy.sql.gz")
