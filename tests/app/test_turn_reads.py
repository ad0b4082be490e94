"""A turn's end reads only the moves it recounts, and says exactly what it said when it
read the whole move log.

The board's recap (:func:`bot.app.outbox.recap_lines`) used to read every move of the
game; it now finds where it starts from the end of the log. (A move's own report once
carried a ping text read the same way, ``Tables._events_for_ping``; nothing posted it, the
board's recap is what players read, and it went when a move became one short
transaction.) The whole-log answers are kept here, as they
were written, as the oracle: seeded games of every shape (a solo game, rounds with undo
and a player left alone, a simultaneous step, a real game with a computer seat whose
turns are recapped on the next human board) must give the same lines at every turn end.
"""

from __future__ import annotations

import random

import pytest

from bot.app import outbox
from bot.app.messages import speak
from bot.app.records import GameRecord, MoveRecord
from bot.app.store import Store
from bot.app.tables import Actor, Tables
from bot.games import get_engine
from tests.app.conftest import ANN, BEN, CID, DEE
from tests.toys import install_toys

PLAYERS = (ANN, BEN, CID, DEE)


@pytest.fixture(autouse=True)
def toys():
    yield from install_toys()


# --- the whole-log answers, as they were ---------------------------------------------------
def whole_log_recap(game: GameRecord, moves: list[MoveRecord], *, first_seq: int,
                    last_seq: int) -> list[str]:
    upto = [m for m in moves if m.seq <= last_seq]
    start = 0
    for move in upto:
        if move.seq < first_seq and move.ends_turn:
            start = move.seq
    to_move = (get_engine(game.kind).to_move(game.state)
               if game.status == "active" and game.state else [])
    if len(to_move) == 1:
        own = [m.seq for m in upto if m.seat == to_move[0]]
        if own:
            start = own[-1]
            # issue 19: in a simultaneous step, what the others did in the turn this
            # board ends, before the player's own move, is recounted too
            ends = [m.seq for m in upto if m.ends_turn and m.seq < last_seq]
            turn_start = ends[-1] if ends else 0
            if turn_start < own[-1] and any(m.seat != to_move[0] for m in upto
                                            if turn_start < m.seq < own[-1]):
                start = turn_start
    # Grouping into lines is unchanged (only where the moves come from did change).
    return outbox.turn_lines([m for m in upto if m.seq > start],
                             lambda event: speak(game, event))


# --- seeded games --------------------------------------------------------------------------
async def play_seeded(tables: Tables, kind: str, players: int, seed: int, *,
                      computers: tuple[str, ...] = (), undo_chance: float = 0.0,
                      max_moves: int = 400) -> list[GameRecord]:
    """A game of random legal moves (and random undos where the rules allow them);
    returns the game as it was after every move that ended a turn."""
    rng = random.Random(seed)
    humans = PLAYERS[:players]
    game = await tables.create(kind, humans[0], guild_id=1, channel_id=10,
                               seat_order="joined", computers=list(computers))
    for actor in humans[1:]:
        await tables.join(game.id, actor)
    game = await tables.start(game.id, humans[0])
    engine = get_engine(kind)
    turn_ends = []
    for _ in range(max_moves):
        await tables.wait_idle()  # the computers' turns
        game = await tables.get(game.id)
        if game.status != "active":
            break
        seat = rng.choice(engine.to_move(game.state))
        record = game.user_at(seat)
        actor = Actor(record.user_id, record.name)
        if rng.random() < undo_chance and await tables.can_undo(game, seat):
            await tables.undo(game.id, actor)
            continue
        move = rng.choice(engine.legal_moves(game.state, seat))
        report = await tables.play(game.id, actor, move.notation)
        if report.turn_complete:
            turn_ends.append(report.game)
    await tables.wait_idle()
    return turn_ends


GAMES = [
    pytest.param("solo", 1, (), 0.0, id="solo"),
    pytest.param("rounds", 3, (), 0.3, id="rounds-undo-and-a-lone-player"),
    pytest.param("rounds", 2, (), 0.3, id="rounds-two"),
    pytest.param("simul", 3, (), 0.0, id="simultaneous-step"),
    pytest.param("splendor", 2, ("random",), 0.0, id="splendor-with-a-computer"),
    pytest.param("bonsai", 2, (), 0.2, id="bonsai-undo"),
]


@pytest.mark.parametrize(("kind", "players", "computers", "undo_chance"), GAMES)
@pytest.mark.parametrize("seed", [1, 2])
async def test_every_board_says_what_the_whole_log_said(
        tables, store, monkeypatch, kind, players, computers, undo_chance, seed):
    mismatches: list[str] = []
    compared = {"recap": 0}
    bounded_recap = outbox.recap_lines

    async def checked_recap(store_: Store, game: GameRecord, *, first_seq: int,
                            last_seq: int) -> list[str]:
        lines = await bounded_recap(store_, game, first_seq=first_seq, last_seq=last_seq)
        expected = whole_log_recap(game, await store_.moves(game.id), first_seq=first_seq,
                                   last_seq=last_seq)
        compared["recap"] += 1
        if lines != expected:
            mismatches.append(f"recap {first_seq}..{last_seq}: {lines} != {expected}")
        return lines

    monkeypatch.setattr(outbox, "recap_lines", checked_recap)
    turn_ends = await play_seeded(tables, kind, players, seed, computers=computers,
                                  undo_chance=undo_chance)
    assert mismatches == []
    assert compared["recap"] >= 3 and len(turn_ends) >= 3
    if computers:
        # Computer turns wait for the next human's board, which recaps them with its own.
        logged = await store.moves(turn_ends[0].id)
        assert compared["recap"] < sum(m.ends_turn for m in logged)

    # Every recap the outbox could be asked for: from any turn's end to any later one.
    moves = await store.moves(turn_ends[0].id)
    seqs = {game.version: max(m.seq for m in moves if m.version <= game.version)
            for game in turn_ends}
    for last in turn_ends:
        for first in turn_ends:
            if first.version > last.version:
                break
            first_seq, last_seq = seqs[first.version], seqs[last.version]
            assert await bounded_recap(store, last, first_seq=first_seq,
                                       last_seq=last_seq) == whole_log_recap(
                last, moves, first_seq=first_seq, last_seq=last_seq)


async def test_a_long_games_turn_never_reads_the_whole_log(tables, store, monkeypatch):
    """The turn path (play, its board, the undo check of a panel, undo itself)
    reads the moves it needs by index; only ``check`` and the log commands read all."""
    calls = []
    whole_log = store.moves

    async def counted(game_id: int, **kwargs: object) -> list[MoveRecord]:
        calls.append(game_id)
        return await whole_log(game_id, **kwargs)

    monkeypatch.setattr(store, "moves", counted)
    turn_ends = await play_seeded(tables, "rounds", 3, seed=5, undo_chance=0.3)
    assert len(turn_ends) > 20 and calls == []
