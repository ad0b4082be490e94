"""Bonsai logs written before a placing ended by itself replay after migration 9.

``legacy/bonsai_logs.sql.gz`` is a database the bot wrote before issue 19 (made by
``legacy/make_bonsai_logs.py`` with that code, schema 8): each Cultivate's last possible
tile is followed in the log by the Finish the player had to choose. Today that tile ends
the placing, so the Finish would be refused (or, in a solo game whose turn ended, read
as passing the next turn). Opened by today's store the logs are rewritten: the stored
state is a replay of the log, the log reads as today's engine writes it, and the games
play on.
"""

from __future__ import annotations

import gzip
import itertools
import json
import random
import sqlite3
from pathlib import Path

import pytest

from bot.app.clock import ManualClock
from bot.app.legacy_words import regenerate_kind
from bot.app.messages import log_lines
from bot.app.migrations import MIGRATIONS
from bot.app.move_logs import upgrade_logs
from bot.app.store import Store
from bot.app.tables import Tables
from bot.games import get_engine
from bot.games.base import IllegalMove
from tests.app.conftest import ANN, BEN, RecordingNotifier

FIXTURE = Path(__file__).resolve().parent / "legacy" / "bonsai_logs.sql.gz"
BONSAI = get_engine("bonsai")
PLAYERS = {a.user_id: a for a in (ANN, BEN)}
#: the fixture's games (make_bonsai_logs.py): played to the end (two players, solo, a
#: Finish taken back and chosen again, and four more), boards Discord never took, and
#: four left waiting for the Finish: the turn to end with it, a goal to follow, solo,
#: and one resigned meanwhile
FINISHED = (1, 2, 3, 6, 7, 8, 9)
QUEUED = 4
WAITING_TURN_ENDS, WAITING_GOAL, WAITING_SOLO, WAITING_RESIGNED = 5, 10, 11, 12


def old_database(path: Path) -> Path:
    connection = sqlite3.connect(path)
    connection.executescript(gzip.decompress(FIXTURE.read_bytes()).decode("utf-8"))
    connection.close()
    return path


def rows(path: Path, query: str, *args: object) -> list[tuple]:
    connection = sqlite3.connect(path)
    try:
        return list(connection.execute(query, args))
    finally:
        connection.close()


def log_of(path: Path, game_id: int) -> list[tuple[int, int, str, int, int, int, int]]:
    """seq, seat, notation, undone, ends_turn, reveals, version"""
    return rows(path, "SELECT seq, seat, notation, undone, ends_turn, reveals, version "
                      "FROM moves WHERE game_id = ? ORDER BY seq", game_id)


def finishes_after_a_tile(log: list[tuple]) -> int:
    """Live Finishes right after the same seat's tile (the fixture's players never stop a
    placing early: each of these followed the last tile that fitted)."""
    live = [m for m in log if not m[3]]
    return sum(1 for before, move in itertools.pairwise(live)
               if move[2] == "finish" and before[2].startswith("place ")
               and before[1] == move[1] and not before[4])


@pytest.fixture
async def migrated(tmp_path):
    path = old_database(tmp_path / "bonsai.sqlite3")
    store = await Store.open(path)
    yield store, path
    await store.close()


def test_the_fixture_was_written_by_the_old_code(tmp_path):
    path = old_database(tmp_path / "bonsai.sqlite3")
    assert rows(path, "SELECT MAX(version) FROM schema_migrations") == [(8,)]
    assert all(finishes_after_a_tile(log_of(path, game)) for game in (1, 2, 3, QUEUED))
    # today's engine refuses the old log: the Finish comes after the placing ended
    options, seed = rows(path, "SELECT options, seed FROM games WHERE id = 1")[0]
    with pytest.raises(IllegalMove):
        BONSAI.replay(2, seed, BONSAI.engine_options(json.loads(options)),
                      [(m[1], m[2]) for m in log_of(path, 1) if not m[3]])
    # four games wait on that Finish: the old engine's Cultivate after its last tile
    for game in (WAITING_TURN_ENDS, WAITING_GOAL, WAITING_SOLO, WAITING_RESIGNED):
        state = json.loads(rows(path, "SELECT state FROM games WHERE id = ?", game)[0][0])
        assert state["phase"] == "cultivate" and state["step"]["placed"], game
        assert not BONSAI._can_place_any(state, state["active"], state["step"]["allowance"])
        assert log_of(path, game)[-1][2].startswith("place ")
    # a Finish taken back, and boards queued for Finishes that ended a turn
    assert [m[2] for m in log_of(path, 3) if m[3]] == ["finish"]
    queued = {int(seq) for (seq,) in rows(
        path, "SELECT json_extract(payload, '$.seq') FROM outbox WHERE game_id = ? AND "
              "kind = 'move' AND delivered_at IS NULL", QUEUED)}
    notations = {m[0]: m[2] for m in log_of(path, QUEUED)}
    assert "finish" in {notations[seq] for seq in queued}


async def test_old_logs_replay_after_the_upgrade(migrated):
    store, path = migrated
    assert await store.schema_version() == len(MIGRATIONS)
    assert await Tables(store).check() == []
    for game_id in (*FINISHED, QUEUED, WAITING_TURN_ENDS, WAITING_GOAL, WAITING_SOLO,
                    WAITING_RESIGNED):
        log = log_of(path, game_id)
        assert finishes_after_a_tile(log) == 0, game_id
        # numbered without gaps; the versions still grow along the log
        assert [m[0] for m in log] == list(range(1, len(log) + 1))
        versions = [m[6] for m in log]
        assert versions == sorted(versions)
        # each live move ends a turn exactly where today's engine ends it, and a move
        # after which a card turns up is marked so (undo stops there)
        game = await store.get_game(game_id)
        state = BONSAI.setup(len(game.seats), game.seed, BONSAI.engine_options(game.options))
        for seq, seat, notation, undone, ends_turn, reveals, _ in log:
            if undone:
                continue
            # an old Finish never reads as passing a turn (the old engine had no pass)
            assert notation != "finish" or state["phase"] != "action", (game_id, seq)
            after = BONSAI.apply(state, seat, notation)
            turn_ended = after["turn"] != state["turn"] or after["phase"] == "over"
            assert bool(ends_turn) == turn_ended, (game_id, seq, notation)
            if BONSAI.revealed(after):
                assert reveals, (game_id, seq, notation)
            state = after
        # only moves of the turn under way keep a state to undo to
        last_end = max([m[0] for m in log if m[4] and not m[3]], default=0)
        kept = rows(path, "SELECT seq FROM moves WHERE game_id = ? AND state_before IS NOT "
                          "NULL", game_id)
        assert all(seq > last_end for (seq,) in kept), game_id


async def test_the_last_tile_does_what_the_finish_did(migrated):
    store, _ = migrated
    moves = await store.moves(1)
    # the tile's events now tell the end of the placing, and the log reads it so
    ended = [m for m in moves if m.notation.startswith("place ")
             and any(e["id"] == "bonsai-finished-cultivating" for e in m.events)]
    assert ended and all(m.events[-1]["id"] != "bonsai-placed" for m in ended)
    assert any(m.ends_turn for m in ended)
    lines = log_lines(await store.get_game(1), moves, limit=len(moves))
    assert any("placed" in line and "finished cultivating" in line for line in lines)
    # in a solo game that end turns up a card (but the last, which ends the game): no
    # undo past it
    solo_log = await store.moves(2)
    solo = [m for m in solo_log if m.notation.startswith("place ")
            and any(e["id"] == "bonsai-finished-cultivating" for e in m.events)]
    assert len(solo) > 1 and all(m.reveals for m in solo if m is not solo_log[-1])
    # the Finish taken back went with the one chosen after it
    assert [m for m in await store.moves(3, include_undone=True) if m.undone] == []
    # a return one tile at a time, stored with the old words, reads as today's
    returned = [e for game in FINISHED for m in await store.moves(game) for e in m.events
                if e["id"] == "bonsai-returned"]
    assert returned and all(set(e["args"]) == {"who", "tiles"} for e in returned)


async def test_queued_boards_follow_the_moves_they_show(migrated):
    store, _ = migrated
    moves = {m.seq: m for m in await store.moves(QUEUED)}
    boards = [e for e in await store.pending_outbox(QUEUED) if e.kind == "move"]
    assert boards
    game = await store.get_game(QUEUED)
    state = BONSAI.setup(2, game.seed, BONSAI.engine_options(game.options))
    after = {}
    for seq, move in sorted(moves.items()):
        state = after[seq] = BONSAI.apply(state, move.seat, move.notation)
    for board in boards:
        seq = board.payload["seq"]
        assert moves[seq].ends_turn and moves[seq].notation != "finish"
        assert board.payload["state"] == after[seq]  # what it shows, in today's words
    # the old bot left them waiting for a retry: the new one starts later
    notifier = RecordingNotifier()
    tables = Tables(store, notifier, clock=ManualClock(1_900_000_000.0))
    await tables.resume()
    assert await store.pending_outbox(QUEUED) == []
    # the boards owed go out as one post that recounts the last turn, in today's words
    # (the return of one tile, stored with the old words, is told as today's)
    [posted] = notifier.moves()
    assert posted.turn_events[-1].endswith("Ann returned 1 flower."), posted.turn_events


async def test_a_game_left_waiting_for_the_finish_gets_its_tile_back(migrated):
    """The last tile is taken back, as Undo would; placed again, it ends the turn (or
    leads to the goal) as the Finish would have."""
    store, path = migrated
    old = old_database(path.parent / "old.sqlite3")
    tables = Tables(store, RecordingNotifier())
    for game_id, phase in ((WAITING_TURN_ENDS, "action"), (WAITING_GOAL, "goals"),
                           (WAITING_SOLO, "action")):
        before = json.loads(rows(old, "SELECT state FROM games WHERE id = ?", game_id)[0][0])
        old_version = rows(old, "SELECT version FROM games WHERE id = ?", game_id)[0][0]
        game = await store.get_game(game_id)
        last = (await store.moves(game_id))[-1]
        taken_back = log_of(path, game_id)[-1]
        assert taken_back[3] and taken_back[2].startswith("place ")
        assert last.notation != taken_back[2]
        assert game.version == old_version + 1  # a panel opened before is out of date
        seat = before["active"]
        assert game.state["phase"] == "cultivate" and game.state["active"] == seat
        tile = taken_back[2].split()[1]
        assert game.state["seats"][seat]["supply"][tile] == \
            before["seats"][seat]["supply"][tile] + 1
        again = next(m for m in BONSAI.legal_moves(game.state, seat)
                     if m.notation == taken_back[2])
        report = await tables.play(game_id, PLAYERS[game.user_at(seat).user_id],
                                   again.notation)
        assert report.game.state["phase"] == phase, game_id
        assert report.game.state["seats"][seat]["tree"] == \
            BONSAI.apply(before, seat, "finish")["seats"][seat]["tree"]
        assert report.turn_complete == (phase != "goals")
    # the resigned game shows the tree before the tile, its result as counted
    resigned = await store.get_game(WAITING_RESIGNED)
    assert resigned.status == "finished" and resigned.result["reason"] == "resignation"
    await tables.wait_idle()
    assert await tables.check() == []


async def test_a_second_run_finds_nothing_to_do(migrated):
    store, path = migrated

    def dump() -> list[str]:
        connection = sqlite3.connect(path)
        try:
            return [line for line in connection.iterdump()
                    if "schema_migrations" not in line]
        finally:
            connection.close()

    before = dump()
    async with store.transaction() as db:
        again = await upgrade_logs(db)
        words = await regenerate_kind(db, "bonsai")
    assert (again.rewritten, again.left, again.dropped) == ([], [], 0)
    assert words.named == []
    assert dump() == before


async def test_old_games_play_on(migrated):
    store, _ = migrated
    tables = Tables(store, RecordingNotifier())
    rng = random.Random(19)
    for game_id in (QUEUED, WAITING_TURN_ENDS, WAITING_GOAL, WAITING_SOLO):
        for _ in range(25):
            game = await store.get_game(game_id)
            if game.status != "active":
                break
            seat = BONSAI.to_move(game.state)[0]
            move = rng.choice(BONSAI.legal_moves(game.state, seat))
            await tables.play(game_id, PLAYERS[game.user_at(seat).user_id], move.notation)
    await tables.wait_idle()
    assert await tables.check() == []
