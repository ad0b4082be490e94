"""The store: migrations, crash safety, restart, backup."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.app.migrations import MIGRATIONS
from bot.app.store import Store
from bot.app.tables import Tables
from tests.app.conftest import ANN, BEN, CID, DEE, EVE, started_game

ROOT = Path(__file__).resolve().parents[2]


async def test_migrations_are_applied_once(tmp_path):
    path = tmp_path / "db.sqlite3"
    store = await Store.open(path)
    assert await store.schema_version() == len(MIGRATIONS)
    await store.close()
    store = await Store.open(path)  # a second start applies nothing again
    assert await store.schema_version() == len(MIGRATIONS)
    await store.close()


async def test_wal_mode(store):
    rows = await store._db.execute_fetchall("PRAGMA journal_mode")
    assert rows[0][0] == "wal"


async def test_failure_between_state_update_and_log_append_rolls_back(tables, store,
                                                                      monkeypatch):
    game = await started_game(tables, ANN, BEN)

    def broken_insert(*args, **kwargs):  # in the database thread, inside the transaction
        raise OSError("disk gone")

    monkeypatch.setattr(store, "_insert_move", broken_insert)
    with pytest.raises(OSError):
        await tables.play(game.id, ANN, "take W U G")
    monkeypatch.undo()
    after = await store.get_game(game.id)
    assert after.state == game.state and after.version == game.version
    assert await store.moves(game.id) == []
    # …and the game goes on normally afterwards.
    await tables.play(game.id, ANN, "take W U G")
    assert len(await store.moves(game.id)) == 1


def test_process_killed_mid_move_leaves_the_game_before_the_move(tmp_path):
    """A real crash: the process dies inside the move's transaction, after the state
    UPDATE and before the log INSERT. Reopening finds the game exactly as before."""
    path = tmp_path / "crash.sqlite3"
    script = textwrap.dedent(f"""
        import asyncio, os, sys
        sys.path.insert(0, {str(ROOT)!r})
        from bot.app.store import Store
        from bot.app.tables import Tables, Actor

        async def main():
            store = await Store.open({str(path)!r})
            tables = Tables(store)
            ann, ben = Actor(1, "Ann"), Actor(2, "Ben")
            game = await tables.create("splendor", ann, guild_id=1, channel_id=5,
                                       seat_order="joined")
            await tables.join(game.id, ben)
            await tables.start(game.id, ann)
            await tables.play(game.id, ann, "take W U G")
            print("committed", flush=True)

            def die(*args, **kwargs):  # in the database thread, inside the transaction
                os._exit(9)  # no rollback, no close: as if the power went

            store._insert_move = die
            await tables.play(game.id, ben, "take W U G")

        asyncio.run(main())
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 9, done.stderr
    assert "committed" in done.stdout

    import asyncio

    async def inspect():
        store = await Store.open(path)
        try:
            game = await store.get_game(1)
            moves = await store.moves(1)
            problems = await Tables(store).check()
            return game, moves, problems
        finally:
            await store.close()

    game, moves, problems = asyncio.run(inspect())
    assert [m.notation for m in moves] == ["take W U G"]
    assert game.version == 3  # join, start, one move: the second move never happened
    assert game.state["active"] == 1  # still Ben's turn
    assert problems == []


async def test_restart_continues_the_game(tmp_path):
    path = tmp_path / "restart.sqlite3"
    store = await Store.open(path)
    tables = Tables(store)
    game = await started_game(tables, ANN, BEN)
    await tables.play(game.id, ANN, "take W U G")
    await store.close()

    store = await Store.open(path)
    tables = Tables(store)
    report = await tables.play(game.id, BEN, "take W U G")
    assert report.game.version == game.version + 2
    assert await tables.check() == []
    await store.close()


async def test_online_backup_is_a_consistent_copy(tables, store, tmp_path):
    game = await started_game(tables, ANN, BEN)
    await tables.play(game.id, ANN, "take W U G")
    target = tmp_path / "backup.sqlite3"
    await store.backup(target)
    copy = await Store.open(target)
    try:
        copied = await copy.get_game(game.id)
        assert copied.state == (await store.get_game(game.id)).state
        assert [m.notation for m in await copy.moves(game.id)] == ["take W U G"]
    finally:
        await copy.close()


async def test_state_is_stored_as_json(store, tables):
    game = await started_game(tables, ANN, BEN)
    rows = await store._db.execute_fetchall("SELECT state FROM games WHERE id = ?", (game.id,))
    assert json.loads(rows[0][0]) == game.state


async def test_the_moves_after_a_version_are_found_by_index(tmp_path):
    """Migration 4: a stale panel's query seeks by (game_id, version) rather than
    filtering every move of the game."""
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        plan = await store._db.execute_fetchall(
            "EXPLAIN QUERY PLAN " + Store._MOVE_COLUMNS
            + "WHERE game_id = ? AND undone = 0 AND version > ? ORDER BY seq", (1, 0))
        assert any("moves_game_version" in str(tuple(row)) for row in plan), plan
    finally:
        await store.close()


# --- a move is one short transaction (issue 20) ------------------------------------------

def _count_calls(store: Store) -> list[int]:
    """Counts the store's calls into its database thread (each a round trip)."""
    calls = [0]
    original = store._db._execute

    async def counted(function, *args, **kwargs):
        calls[0] += 1
        return await original(function, *args, **kwargs)

    store._db._execute = counted
    queue_job = store._queue_job

    def queued(job):  # a group of one-call transactions (group_commit): one call too
        calls[0] += 1
        queue_job(job)

    store._queue_job = queued
    return calls


async def test_a_move_is_one_call_and_one_durable_commit(tables, store, notifier):
    game = await started_game(tables, ANN, BEN)
    calls = _count_calls(store)
    durable, light = store.durable_commits, store.light_commits
    stored_move = await store.commit_move(
        game.id, expected_version=game.version, seat=0, user_id=ANN.user_id,
        notation="take W U G", reveals=False, state=game.state, status="active",
        result=None, now=1.0)
    assert calls[0] == 1  # the whole transaction in one call into the database thread
    assert store.durable_commits == durable + 1 and store.light_commits == light
    assert stored_move.seq == 1 and stored_move.version == game.version + 1
    assert (await store.get_game(game.id)).version == game.version + 1
    # Its board is owed in the same commit, carrying the move's seq.
    [entry] = await store.pending_outbox(game.id)
    assert entry.kind == "move" and entry.payload["seq"] == 1
    assert entry.version == game.version + 1 and entry.payload["state"] == game.state
    # What follows (the outbox mark) commits without waiting for the disk.
    await tables.outbox.deliver(game.id)
    assert store.durable_commits == durable + 1 and store.light_commits > light
    assert await store.pending_outbox(game.id) == []


async def test_a_played_move_commits_durably_once(tables, store):
    game = await started_game(tables, ANN, BEN)
    durable = store.durable_commits
    await tables.play(game.id, ANN, "take W U G")
    assert store.durable_commits == durable + 1


async def test_moves_queued_together_share_one_durable_commit(tables, store):
    """Group commit: the one-call transactions queued while the database thread is busy
    commit together, once, each in its own savepoint: one that raises is undone alone."""
    import asyncio
    import threading

    from bot.app.records import VersionConflict

    pairs = [(ANN, BEN), (CID, DEE), (EVE, ANN)]
    games = [await started_game(tables, *pair) for pair in pairs]
    durable = store.durable_commits

    async def move(game, version):
        return await store.commit_move(
            game.id, expected_version=version, seat=0, user_id=game.seats[0].user_id,
            notation="take W U G", reveals=False, state=game.state, status="active",
            result=None, now=1.0)

    busy = threading.Event()
    store._queue_job(lambda: busy.wait(5))  # the database thread is busy meanwhile
    tasks = [asyncio.ensure_future(move(games[0], games[0].version)),
             asyncio.ensure_future(move(games[1], games[1].version - 1)),  # out of date
             asyncio.ensure_future(move(games[2], games[2].version))]
    await asyncio.sleep(0.01)
    busy.set()
    first, stale, third = await asyncio.gather(*tasks, return_exceptions=True)
    assert isinstance(stale, VersionConflict)
    assert first.seq == 1 and third.seq == 1
    assert store.durable_commits == durable + 1  # one fsync for the two moves
    for game, moved in zip(games, (True, False, True), strict=True):
        after = await store.get_game(game.id)
        assert after.version == game.version + moved
        assert len(await store.pending_outbox(game.id)) == int(moved)
        assert len(await store.moves_after(game.id, 0)) == int(moved)


async def test_a_one_call_transaction_waits_for_an_open_transaction(tables, store):
    """A transaction of several awaited statements holds the lock: a one-call
    transaction queued meanwhile must not start inside it (it waits, then commits)."""
    import asyncio

    game = await started_game(tables, ANN, BEN)
    async with store.transaction() as db:
        await db.execute("UPDATE games SET updated_at = 5 WHERE id = ?", (game.id,))
        move = asyncio.ensure_future(store.commit_move(
            game.id, expected_version=game.version, seat=0, user_id=ANN.user_id,
            notation="take W U G", reveals=False, state=game.state, status="active",
            result=None, now=1.0))
        for _ in range(5):
            await db.execute_fetchall("SELECT 1")
        assert not move.done()
    await move
    after = await store.get_game(game.id)
    assert after.version == game.version + 1 and after.updated_at == 1.0


async def test_a_conflicting_move_changes_nothing(tables, store):
    from bot.app.records import VersionConflict

    game = await started_game(tables, ANN, BEN)
    with pytest.raises(VersionConflict):
        await store.commit_move(
            game.id, expected_version=game.version - 1, seat=0, user_id=ANN.user_id,
            notation="take W U G", reveals=False, state={}, status="active", result=None,
            now=1.0)
    assert (await store.get_game(game.id)).state == game.state
    assert await store.moves(game.id) == [] and await store.pending_outbox(game.id) == []
