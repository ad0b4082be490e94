"""Zensō games stored before the turn asked fewer taps keep working: migration 10 brings
their move logs to today's shape (``bot/app/zenso_logs.py``).

``legacy/zenso_logs.sql.gz`` is a database the bot wrote before issue 19's Zensō (made
by ``legacy/make_zenso_logs.py`` with that code): its logs hold the End turns the engine
now takes by itself and the skips a take now makes, so today's engine refuses them as
they are. Opened by today's store they are rewritten: every state is a replay of its
log, a game left waiting on an End turn has its last move taken back as Undo would (or,
when Undo could not have, its turn passed: the next board owed, a computer playing on,
the game's last End turn finishing it with its result counted), and every game plays on.
"""

from __future__ import annotations

import gzip
import json
import random
import sqlite3
from pathlib import Path

import pytest

from bot.app.clock import ManualClock
from bot.app.migrations import MIGRATIONS
from bot.app.move_logs import upgrade_logs
from bot.app.store import Store
from bot.app.tables import Tables
from bot.games import get_engine
from bot.games.base import IllegalMove
from tests.app.conftest import ANN, BEN, CID, RecordingNotifier

FIXTURE = Path(__file__).resolve().parent / "legacy" / "zenso_logs.sql.gz"
PLAYERS = {a.user_id: a for a in (ANN, BEN, CID)}
ENGINE = get_engine("zenso")
#: the fixture's games (make_zenso_logs.py says how each was left)
FINISHED, THREE, WAITS_END, WAITS_FOR_COMPUTER, AFTER_SKIP, LAST_END, UNDONE, RESIGNED, \
    CLOCKED = range(1, 10)
#: the last game: a skip, then free actions after which the old engine took the only
#: card left by itself (the games between it and CLOCKED were tried on the way, resigned)
TOOK_AFTER_FREE = 16
GAMES = range(1, TOOK_AFTER_FREE + 1)
#: left waiting on an End turn with nothing optional left, the game going on
WAITING = (WAITS_END, WAITS_FOR_COMPUTER, LAST_END, CLOCKED)
ACTIVE = (THREE, WAITS_END, WAITS_FOR_COMPUTER, AFTER_SKIP, LAST_END, UNDONE, CLOCKED,
          TOOK_AFTER_FREE)


def old_database(path: Path, revealing: bool = False) -> Path:
    """The fixture in a new file; ``revealing``: as if the last move of each game left
    waiting on an End turn had revealed something (Undo could not take it back)."""
    connection = sqlite3.connect(path)
    connection.executescript(gzip.decompress(FIXTURE.read_bytes()).decode("utf-8"))
    if revealing:
        for game_id in WAITING:
            connection.execute("UPDATE moves SET reveals = 1 WHERE game_id = ? AND seq = "
                               "(SELECT MAX(seq) FROM moves WHERE game_id = ?)",
                               (game_id, game_id))
        connection.commit()
    connection.close()
    return path


def rows(path: Path, query: str, *args: object) -> list[tuple]:
    connection = sqlite3.connect(path)
    try:
        return list(connection.execute(query, args))
    finally:
        connection.close()


def logged(path: Path, game_id: int) -> tuple[int, int, dict, list[tuple[int, str]]]:
    """A game's seed, players, options and live move log as stored at ``path``."""
    (seed, options, state), = rows(path, "SELECT seed, options, state FROM games WHERE id = ?",
                                   game_id)
    log = [(int(seat), str(notation)) for seat, notation in rows(
        path, "SELECT seat, notation FROM moves WHERE game_id = ? AND undone = 0 ORDER BY seq",
        game_id)]
    return int(seed), len(json.loads(state)["seats"]), json.loads(options), log


@pytest.fixture
async def migrated(tmp_path):
    path = old_database(tmp_path / "zenso.sqlite3")
    store = await Store.open(path)
    yield store, path
    await store.close()


@pytest.fixture
async def migrated_revealing(tmp_path):
    path = old_database(tmp_path / "zenso.sqlite3", revealing=True)
    store = await Store.open(path)
    yield store, path
    await store.close()


def test_the_fixture_was_written_by_the_old_engine(tmp_path):
    path = old_database(tmp_path / "zenso.sqlite3")
    assert rows(path, "SELECT MAX(version) FROM schema_migrations") == [(8,)]
    assert rows(path, "SELECT id FROM games WHERE kind = 'zenso'") == [(i,) for i in GAMES]
    for game_id in GAMES:
        seed, players, options, log = logged(path, game_id)
        assert "end" in {n for _, n in log}, game_id
        with pytest.raises(IllegalMove):  # today's engine takes those End turns itself
            ENGINE.replay(players, seed, ENGINE.engine_options(options), log)
    # the states it left: waiting on an End turn with nothing else to do, past a skip
    for game_id in WAITING:
        state = json.loads(rows(path, "SELECT state FROM games WHERE id = ?", game_id)[0][0])
        assert [m.notation for m in ENGINE.legal_moves(state, state["active"])] == ["end"]
    state = json.loads(rows(path, "SELECT state FROM games WHERE id = ?", AFTER_SKIP)[0][0])
    assert state["phase"] == "pick"


async def test_every_old_log_replays_in_todays_shape(migrated):
    store, path = migrated
    assert await store.schema_version() == len(MIGRATIONS) >= 10
    # every stored state is exactly the replay of its log
    assert await Tables(store).check() == []
    for game_id in GAMES:
        # an End turn is left only where something optional could still be done, a skip
        # only where no card could be taken (or Stones were being chosen)
        seed, players, options, log = logged(path, game_id)
        state = ENGINE.setup(players, seed, ENGINE.engine_options(options))
        for seat, notation in log:
            if notation == "end":
                assert ENGINE.validatable(state, seat) or \
                    ENGINE.free_actions_possible(state, seat), (game_id, state["turn"])
            if notation == "skip":
                assert state["flags"]["selected"] or not any(
                    m.notation.startswith("take ") for m in ENGINE.legal_moves(state, seat))
            state = ENGINE.apply(state, seat, notation)
        # numbered again without gaps
        seqs = [r[0] for r in rows(path, "SELECT seq FROM moves WHERE game_id = ? "
                                         "ORDER BY seq", game_id)]
        assert seqs == list(range(1, len(seqs) + 1))
    # what each move says is what today's engine said replaying it; each turn ends once
    moves = await store.moves(FINISHED)
    assert moves[-1].ends_turn and all(isinstance(e, dict) for m in moves for e in m.events)
    assert sum(m.ends_turn for m in moves) == (await store.get_game(FINISHED)).state["turn"]


async def test_a_second_run_changes_nothing(migrated):
    store, path = migrated
    before = rows(path, "SELECT * FROM moves ORDER BY game_id, seq")
    games = rows(path, "SELECT id, state, version, status FROM games ORDER BY id")
    async with store.transaction() as db:
        again = await upgrade_logs(db)
    assert (again.rewritten, again.left, again.dropped) == ([], [], 0)
    assert rows(path, "SELECT * FROM moves ORDER BY game_id, seq") == before
    assert rows(path, "SELECT id, state, version, status FROM games ORDER BY id") == games


async def test_a_game_waiting_on_an_end_turn_gets_its_last_move_back(migrated, tmp_path):
    """As Undo would take it back: the player makes it again, and the turn ends."""
    store, _ = migrated
    old = old_database(tmp_path / "old.sqlite3")
    tables = Tables(store, RecordingNotifier(), clock=ManualClock(1_900_000_000.0))
    for game_id in WAITING:
        (old_version,), = rows(old, "SELECT version FROM games WHERE id = ?", game_id)
        (seat, notation), = rows(old, "SELECT seat, notation FROM moves WHERE game_id = ? "
                                      "ORDER BY seq DESC LIMIT 1", game_id)
        game = await store.get_game(game_id)
        assert game.version == old_version + 1  # a panel opened before is out of date
        assert ENGINE.to_move(game.state) == [seat] and game.state["phase"] != "over"
        taken = (await store.moves(game_id, include_undone=True))[-1]
        assert taken.undone and taken.notation == notation and taken.seat == seat
        turn = game.state["turn"]
        await tables.play(game_id, PLAYERS[game.user_at(seat).user_id], notation)
        await tables.wait_idle()
        game = await store.get_game(game_id)
        assert game.state["turn"] > turn or game.status == "finished", game_id
    assert (await store.get_game(LAST_END)).status == "finished"
    assert await tables.check() == []


async def test_when_undo_could_not_take_it_back_the_turn_passes(migrated_revealing):
    store, path = migrated_revealing
    assert await Tables(store).check() == []
    game = await store.get_game(WAITS_END)
    assert ENGINE.to_move(game.state) == [1] and game.state["turn"] == 3
    # Ben's board is owed: it carries the state, and the move that now ended Ann's turn
    board = [e for e in await store.pending_outbox(WAITS_END) if e.kind == "move"]
    assert len(board) == 1 and board[0].payload["state"] == game.state
    last = (await store.moves(WAITS_END))[-1]
    assert board[0].payload["seq"] == last.seq and last.ends_turn and last.seat == 0
    # the clocked game: the reminder about the End turn is void, the next clock runs
    game = await store.get_game(CLOCKED)
    owed = await store.pending_outbox(CLOCKED)
    assert [e.kind for e in owed] == ["move", "move"] and game.reminders_sent == 0
    assert game.deadline is not None
    seqs = {m.seq for m in await store.moves(CLOCKED)}
    assert all(e.payload["seq"] in seqs for e in owed)
    # the game's last End turn: finished, told as a game played to its end is, counted
    game = await store.get_game(LAST_END)
    assert game.status == "finished" and ENGINE.is_over(game.state)
    assert game.result["standings"] == ENGINE.result(game.state).to_json()["standings"]
    ended = (await store.get_game(FINISHED)).result
    assert [p["id"] for p in game.result["sentence"]] == [p["id"] for p in ended["sentence"]]
    assert game.result.keys() == ended.keys()
    finished = rows(path, "SELECT COUNT(*) FROM games WHERE status = 'finished'")[0][0]
    totals = {t.user_id: t for t in await store.player_totals(1)}
    assert totals[ANN.user_id].played == totals[BEN.user_id].played == finished
    # the boards go out; the computer that was next plays its turn, then Ann is asked
    notifier = RecordingNotifier()
    tables = Tables(store, notifier)
    await tables.resume()
    await tables.wait_idle()
    posted = {r.game.id: r for r in notifier.moves()}
    assert ENGINE.to_move(posted[WAITS_END].game.state) == [1]
    assert posted[LAST_END].game.status == "finished"
    game = await store.get_game(WAITS_FOR_COMPUTER)
    assert ENGINE.to_move(game.state) == [0]
    assert (await store.moves(WAITS_FOR_COMPUTER))[-1].by_computer
    assert await tables.check() == []


async def test_the_rest_of_what_the_old_games_left(migrated, tmp_path):
    store, _ = migrated
    # a skip, free actions, then the card the old engine took by itself: the free
    # actions move up a row (where the skip was), the last row takes the card
    old = rows(old_database(tmp_path / "old.sqlite3"), "SELECT notation FROM moves "
               "WHERE game_id = ? ORDER BY seq", TOOK_AFTER_FREE)
    skip = max(i for i, (notation,) in enumerate(old) if notation == "skip")
    free = [notation for notation, in old[skip + 1:]]
    assert free and all(n.split()[0] in ("buy", "swap", "move") for n in free)
    now = [m.notation for m in await store.moves(TOOK_AFTER_FREE)]
    assert now[-len(free) - 1:-1] == free and now[-1].startswith("take ")
    # past a skip: phase 1 again, where taking a card is the skip
    game = await store.get_game(AFTER_SKIP)
    assert game.state["phase"] == "combine"
    assert any(m.notation.startswith("take ") for m in
               ENGINE.legal_moves(game.state, game.state["active"]))
    # a resigned game keeps its result; its state is its log's
    game = await store.get_game(RESIGNED)
    assert game.status == "finished" and game.result["reason"] == "resignation"
    # undo keeps a state for the current turn's move: taking it back gives the replay
    game = await store.get_game(UNDONE)
    seat = ENGINE.to_move(game.state)[0]
    tables = Tables(store, RecordingNotifier(), clock=ManualClock(1_900_000_000.0))
    assert await tables.can_undo(game, seat)
    moves = await store.moves(UNDONE)
    await tables.undo(UNDONE, PLAYERS[game.user_at(seat).user_id])
    replayed = ENGINE.replay(2, game.seed, ENGINE.engine_options(game.options),
                             [(m.seat, m.notation) for m in moves[:-1]])
    assert (await store.get_game(UNDONE)).state == replayed
    assert await tables.check() == []


async def test_old_games_play_on(migrated):
    store, _ = migrated
    tables = Tables(store, RecordingNotifier(), clock=ManualClock(1_900_000_000.0))
    await tables.resume()
    rng = random.Random(9)
    for game_id in ACTIVE:
        for _ in range(30):
            await tables.wait_idle()
            game = await store.get_game(game_id)
            if game.status != "active":
                break
            humans = [s for s in ENGINE.to_move(game.state)
                      if game.user_at(s).controller == "human"]
            if not humans:
                continue
            move = rng.choice(ENGINE.legal_moves(game.state, humans[0]))
            await tables.play(game_id, PLAYERS[game.user_at(humans[0]).user_id],
                              move.notation)
    await tables.wait_idle()
    assert await tables.check() == []
