"""Azul: Queen's Garden games stored before the panel named the command ``acquire`` keep
working: their logs replay to their stored states, and they play on.

``legacy/azul_take.sql.gz`` is a database the bot wrote before that change (made by
``legacy/make_azul_take_db.py`` with that code): its logs say ``take p2 yellow_2@L1`` and
discard a pass's pieces one at a time. Nothing rewrites them: the engine still reads
``take`` as ``acquire`` (the notation's old name for the same move) and a pass may still
discard one piece after another, so every stored state is still the replay of its log,
words included. What the bot writes from now on says ``acquire``, and a pass under way in
an old game may discard everything that is left at once.
"""

from __future__ import annotations

import gzip
import sqlite3
from pathlib import Path

import pytest

from bot.app.messages import log_lines
from bot.app.migrations import MIGRATIONS
from bot.app.replay import replay_states
from bot.app.store import Store
from bot.app.tables import Tables
from bot.games import get_engine
from tests.app.conftest import ANN, BEN, CID

FIXTURE = Path(__file__).resolve().parent / "legacy" / "azul_take.sql.gz"
PLAYERS = {a.user_id: a for a in (ANN, BEN, CID)}
ENGINE = get_engine("azul_queens_garden")
#: the fixture's games: one played to its end, one in the middle of a pass with pieces
#: left to discard, one (three players) with a discard taken back
FINISHED, PASSING, UNDONE = 1, 2, 3


def notations(path: Path, game_id: int) -> list[tuple[str, int]]:
    connection = sqlite3.connect(path)
    try:
        return [(str(row[0]), int(row[1])) for row in connection.execute(
            "SELECT notation, undone FROM moves WHERE game_id = ? ORDER BY seq", (game_id,))]
    finally:
        connection.close()


@pytest.fixture
async def stored(tmp_path):
    path = tmp_path / "azul_take.sqlite3"
    connection = sqlite3.connect(path)
    connection.executescript(gzip.decompress(FIXTURE.read_bytes()).decode("utf-8"))
    connection.close()
    store = await Store.open(path)
    yield store, path
    await store.close()


async def test_the_fixture_holds_the_old_notation(stored):
    store, path = stored
    assert await store.schema_version() == len(MIGRATIONS)
    logs = {game_id: notations(path, game_id) for game_id in (FINISHED, PASSING, UNDONE)}
    every = [notation for log in logs.values() for notation, _ in log]
    assert any(n.startswith("take ") for n in every)
    assert not any(n.startswith("acquire") for n in every)
    # a pass's pieces discarded one after the other, then "done"
    assert all(len(n.split()) == 2 for n in every if n.startswith("discard"))
    finished = [n for n, _ in logs[FINISHED]]
    passes = [i for i, n in enumerate(finished) if n == "pass"
              and finished[i + 1:i + 3] and finished[i + 1].startswith("discard")]
    assert passes
    assert "discard" in {n.split()[0] for n, undone in logs[UNDONE] if undone}
    assert (await store.get_game(PASSING)).state["phase"] == "discard"


async def test_old_logs_replay_to_their_stored_states(stored):
    store, _ = stored
    # the store's consistency check: each state is exactly the replay of its log
    assert await Tables(store).check() == []
    game = await store.get_game(FINISHED)
    assert game.status == "finished"
    moves = await store.moves(FINISHED)
    states = replay_states(ENGINE, len(game.seats), game.seed, game.options, moves)
    assert states[-1] == game.state
    lines = log_lines(game, moves)
    assert lines and not any("take " in line or "{" in line for line in lines), lines


async def test_a_pass_under_way_discards_what_is_left_at_once(stored):
    store, path = stored
    tables = Tables(store)
    game = await store.get_game(PASSING)
    seat = game.state["active"]
    me = game.state["seats"][seat]
    held = sum(me["tiles"].values()) + len(me["exps"])
    everything = [m for m in ENGINE.legal_moves(game.state, seat)
                  if m.notation.startswith("discard") and len(m.notation.split()) == held + 1]
    assert len(everything) == 1, [m.notation for m in ENGINE.legal_moves(game.state, seat)]
    report = await tables.play(PASSING, PLAYERS[game.user_at(seat).user_id],
                               everything[0].notation)
    after = await store.get_game(PASSING)
    discarded = after.state["seats"][seat]
    assert sum(discarded["tiles"].values()) + len(discarded["exps"]) == 0
    assert after.state["phase"] != "discard" or after.state["active"] != seat, report
    assert notations(path, PASSING)[-1][0] == everything[0].notation
    await tables.wait_idle()
    assert await tables.check() == []


async def test_old_games_play_on_and_log_acquire(stored):
    store, path = stored
    tables = Tables(store)
    acquired = False
    for _ in range(60):
        game = await store.get_game(UNDONE)
        if game.status != "active" or acquired:
            break
        seat = ENGINE.to_move(game.state)[0]
        legal = ENGINE.legal_moves(game.state, seat)
        takes = [m for m in legal if m.notation.startswith("acquire ")]
        move = takes[0] if takes else legal[-1]  # else pass (or done), towards a take
        await tables.play(UNDONE, PLAYERS[game.user_at(seat).user_id], move.notation)
        acquired = bool(takes)
    assert acquired
    log = [notation for notation, _ in notations(path, UNDONE)]
    assert log[-1].startswith("acquire ") and any(n.startswith("take ") for n in log)
    assert await tables.check() == []
