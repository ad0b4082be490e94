"""Make ``zenso_logs.sql.gz``: Zensō games stored by the bot before the turn asked
fewer taps (issue 19), to test that migration 10 brings their logs to today's shape
(``tests/app/test_zenso_logs.py``).

The old engine waited for an explicit End turn when nothing optional was left, and for a
``skip`` before phase 2; its logs hold both. Run against the code of the commit before
the Zensō taps were merged (b7730d2, main then), never against the current code::

    mkdir /tmp/old && git archive b7730d2 | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old .venv/bin/python tests/app/legacy/make_zenso_logs.py

It writes ``zenso_logs.sql.gz`` beside this file (the database as SQL text,
compressed). The games are played through that code's own ``Tables`` (random legal moves
from a fixed seed, a manual clock), so every row is what it wrote. The games, in order:

1. two players, played to the end;
2. three players, left after 40 moves;
3. two players, left waiting on an End turn with nothing optional left (Ben is next);
4. Ann against a computer, left waiting on Ann's End turn (the computer is next);
5. two players, left just after a ``skip`` (phase 2 waits for one of the cards to be
   taken);
6. two players, left waiting on the End turn that ends the game (the last is game 6 or
   later: games that ended otherwise on the way are kept as finished games);
then, numbered after those: a game with a move taken back and a move of the current turn
that undo keeps a state for; a game resigned while waiting on an End turn; a clocked
game whose boards and reminder Discord never took, left waiting on an End turn; and
last, a game where a skip was followed by free actions in phase 2, the last of which left
one card to take and nothing else to do, so the old engine took it by itself (the games
tried on the way, resigned at turn 20, are kept as finished games).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from made_then import ANN, BEN, CHANNEL, CID, GUILD, HERE, Recorder, open_game, write_dump

from bot.app.clock import ManualClock
from bot.app.store import Store
from bot.app.tables import Actor, Limits, Tables
from bot.games import get_engine

ENGINE = get_engine("zenso")


def only_end(state: dict[str, Any], seat: int) -> bool:
    """The old engine waits for End turn and nothing else."""
    return [m.notation for m in ENGINE.legal_moves(state, seat)] == ["end"]


Stop = Callable[[dict[str, Any], int, list[str]], bool]
Choose = Callable[[dict[str, Any], int, list[str], random.Random], str]


def at_random(state: dict[str, Any], seat: int, played: list[str],
              rng: random.Random) -> str:
    return rng.choice(ENGINE.legal_moves(state, seat)).notation


FREE = ("buy", "swap", "move")


def skip_then_free(state: dict[str, Any], seat: int, played: list[str],
                   rng: random.Random) -> str:
    """Skips phase 1, then makes free actions in phase 2 while it can, buying first
    (what it spends can leave a single card affordable)."""
    moves = [m.notation for m in ENGINE.legal_moves(state, seat)]
    if state["phase"] == "combine" and "skip" in moves and not state["flags"]["selected"]:
        return "skip"
    free = [m for m in moves if m.split()[0] in FREE]
    if state["phase"] == "pick" and free and played and played[-1].split()[0] in (
            "skip", *FREE):
        return rng.choice([m for m in free if m.startswith("buy D")] or free)
    return rng.choice(moves)


def took_after_a_free_action(state: dict[str, Any], seat: int, played: list[str]) -> bool:
    """The old engine took the one card left by itself after a free action in phase 2
    (a skip before it): the move log's last rows are a skip and free actions only."""
    if not played or played[-1].split()[0] not in FREE or not state["flags"]["taken"]:
        return False
    run = list(reversed(played))
    first = next(i for i, n in enumerate(run) if n.split()[0] not in FREE)
    return run[first] == "skip" and state["active"] == seat


async def play(tables: Tables, game_id: int, players: list[Actor], rng: random.Random,
               stop: Stop, most: int = 2000, choose: Choose = at_random) -> bool:
    """Legal moves of the humans (random, or as ``choose`` picks) until ``stop(state,
    seat, played)`` says so before a move (True) or the game ends (False)."""
    played: list[str] = []
    for _ in range(most):
        await tables.wait_idle()
        game = await tables.get(game_id)
        if game.status != "active":
            return False
        humans = [s for s in ENGINE.to_move(game.state)
                  if game.user_at(s).controller == "human"]
        if not humans:
            continue
        seat = humans[0]
        if stop(game.state, seat, played):
            return True
        actor = next(a for a in players if a.user_id == game.user_at(seat).user_id)
        notation = choose(game.state, seat, played, rng)
        await tables.play(game_id, actor, notation)
        played.append(notation)
    raise AssertionError("the game went on too long")


def never(state: dict[str, Any], seat: int, played: list[str]) -> bool:
    return False


def waits_on_end(after_turn: int = 2) -> Stop:
    return lambda state, seat, played: state["turn"] >= after_turn and only_end(state, seat)


async def play_all(path: Path) -> None:
    store = await Store.open(path)
    clock = ManualClock()
    notifier = Recorder()
    tables = Tables(store, notifier, clock=clock, limits=Limits(100, 100))
    rng = random.Random(19)
    two, three = [ANN, BEN], [ANN, BEN, CID]
    await play(tables, await open_game(tables, "zenso", two), two, rng, never)  # 1
    await play(tables, await open_game(tables, "zenso", three), three, rng,  # 2
               lambda state, seat, played: len(played) >= 40)
    assert await play(tables, await open_game(tables, "zenso", two), two, rng, waits_on_end())  # 3
    alone = await tables.create("zenso", ANN, guild_id=GUILD, channel_id=CHANNEL,
                                computers=["greedy"], seat_order="joined")
    await tables.start(alone.id, ANN)
    assert await play(tables, alone.id, [ANN], rng, waits_on_end())  # 4
    assert await play(tables, await open_game(tables, "zenso", two), two, rng,  # 5
                      lambda state, seat, played: state["turn"] >= 2 and bool(played)
                      and played[-1] == "skip" and state["phase"] == "pick"
                      and any(m.notation.startswith("take ")
                              for m in ENGINE.legal_moves(state, seat)))
    # 6: the End turn that ends the game (played again from a new game until one waits so)
    for _ in range(40):
        if await play(tables, await open_game(tables, "zenso", two), two, rng,
                      lambda state, seat, played: only_end(state, seat)
                      and ENGINE.is_over(ENGINE.apply(state, seat, "end"))):
            break
    else:
        raise AssertionError("no game waited on its last End turn")
    # a move taken back, and a move of the current turn undo keeps a state for
    undone = await open_game(tables, "zenso", two)
    await play(tables, undone, two, rng, waits_on_end(3))
    for _ in range(200):
        game = await tables.get(undone)
        seat = ENGINE.to_move(game.state)[0]
        actor = two[seat]
        await play(tables, undone, two, rng, lambda state, seat, played: len(played) >= 1)
        if await tables.can_undo(await tables.get(undone), seat):
            await tables.undo(undone, actor)
            break
    else:
        raise AssertionError("no move to take back")
    for _ in range(200):
        game = await tables.get(undone)
        seat = ENGINE.to_move(game.state)[0]
        before = game.state["turn"]
        await play(tables, undone, two, rng, lambda state, seat, played: len(played) >= 1)
        game = await tables.get(undone)
        if game.state["turn"] == before and await tables.can_undo(game, seat):
            break
    # resigned while waiting on an End turn
    resigned = await open_game(tables, "zenso", two)
    await play(tables, resigned, two, rng, waits_on_end(3))
    game = await tables.get(resigned)
    await tables.resign(resigned, two[ENGINE.to_move(game.state)[0]])
    # clocked, Discord unreachable: boards (one for an End turn) and a reminder owed
    clocked = await open_game(tables, "zenso", two, speed="12h")
    await play(tables, clocked, two, rng, waits_on_end(2))
    notifier.refuse.add(clocked)
    game = await tables.get(clocked)
    await tables.play(clocked, two[ENGINE.to_move(game.state)[0]], "end")
    await play(tables, clocked, two, rng, waits_on_end(game.state["turn"] + 1))
    clock.advance(7 * 3600)
    await tables.tick()
    # a skip, then free actions, after which the old engine took the one card left (a
    # game where it did not happen by turn 20 is resigned, and another opened)
    for _ in range(40):
        tried = await open_game(tables, "zenso", two)
        if await play(tables, tried, two, rng, lambda state, seat, played: state["turn"] > 20
                      or took_after_a_free_action(state, seat, played),
                      choose=skip_then_free) and \
                (await tables.get(tried)).state["turn"] <= 20:
            break
        game = await tables.get(tried)
        if game.status == "active":
            await tables.resign(tried, two[ENGINE.to_move(game.state)[0]])
    else:
        raise AssertionError("no card was taken after a free action")
    await tables.wait_idle()
    await store.close()


if __name__ == "__main__":
    write_dump(play_all, Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "zenso_logs.sql.gz")
