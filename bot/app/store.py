"""SQLite persistence (aiosqlite, WAL).

The interface is deliberately narrow — async methods speaking in records
(:mod:`bot.app.records`), no SQL outside this module — and described by the protocols of
:mod:`bot.app.store_api`, which the PostgreSQL store (:mod:`bot.app.pg_store`) implements
too; the store contract suite (``tests/store/``) holds both to the same behaviour.

Every change to a game runs in one ``BEGIN IMMEDIATE`` transaction. Moves are guarded by
the game's ``version`` (optimistic concurrency): the UPDATE only matches the version the
caller read, so of two taps on the same board exactly one applies. A crash anywhere
inside a transaction rolls it back, so a game is always either before or after a move.
Commits are ``synchronous=FULL``: in WAL mode ``NORMAL`` may lose the last commits on a
power cut, and an acknowledged move must survive one. What only records that something
was done after a change (a board posted, its outbox entry delivered) commits without
waiting for the disk (:meth:`Store._write` with ``durable=False``): lost in a power cut,
the post is made again, and Discord's nonce returns the message it already made. The next
durable commit makes them durable too (it syncs the whole write-ahead log).

A move is one short transaction: its statements run together as one call into the
database thread (:meth:`Store._write`), so the store's lock is held for that call alone,
never while the event loop serves other interactions between statements.

What must follow a change (a board, a ping, a result, a reminder) is written in the same
transaction into the **outbox** and delivered afterwards by :mod:`bot.app.outbox`, so a
crash between commit and post delays a message but never loses it. Clock decisions
(reminders, timeouts, skips) are recorded only if the game is still at the version they
judged, and the open-game limits are checked inside the transaction that creates or
joins. Each finished game updates per-player counters in the same transaction, so
statistics read a few rows whatever the history.
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import astuple
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.app.group_commit import GroupCommit
from bot.app.migrations import MIGRATIONS, RATING_CHANGES_MIGRATION, RATINGS_MIGRATION
from bot.app.ratings import (
    PlayerKey,
    Rating,
    RatingChange,
    placings,
    rate_game,
    rating_changes,
)
from bot.app.records import (
    OPEN_STATUSES,
    GameRecord,
    GameTitle,
    LimitReached,
    MoveRecord,
    OutboxEntry,
    PlayerTotals,
    SeatRecord,
    UserPrefs,
    VersionConflict,
    tallies,
)
from bot.games.message import stored

_T = TypeVar("_T")

#: a ``ratings`` row in the order of :class:`bot.app.ratings.Rating`'s fields
_RATING_COLUMNS = ("guild_id, kind, user_id, level, name, mu, sigma, ordinal, played, wins, "
                   "change, last_game")
#: a ``rating_changes`` row in the order of :class:`bot.app.ratings.RatingChange`'s fields
_CHANGE_COLUMNS = ("guild_id, kind, user_id, level, game_id, finished_at, place, players, "
                   "ordinal, change")

_GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, thread_id, host_id, status, options, seed, state, "
    "version, result, board_message_id, created_at, updated_at, deadline, reminders_sent, "
    "language"
)



async def _enter_wal(connection: aiosqlite.Connection, attempts: int = 50) -> None:
    """WAL mode, which needs the file to itself for a moment: a second process opening
    a new file at the same instant makes SQLite answer "database is locked" at once,
    without its busy handler (a CI run saw it), so the switch is simply tried again."""
    for attempt in range(attempts):
        try:
            await connection.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or attempt == attempts - 1:
                raise
            await asyncio.sleep(0.05)

class Store:
    def __init__(self, connection: aiosqlite.Connection, synchronous: str = "FULL") -> None:
        self._db = connection
        # One connection is shared by all coroutines; the lock keeps one coroutine's
        # transaction from swallowing another's statements.
        self._lock = asyncio.Lock()
        self._synchronous = synchronous
        #: commits made so far that waited for the disk, and those that did not (what a
        #: benchmark reads; a test counts a move's)
        self.durable_commits = 0
        self.light_commits = 0
        #: called with the seconds each one-call transaction held the database (its
        #: write lock, from BEGIN to COMMIT in the database thread): a benchmark's probe
        self.held: Callable[[float], None] | None = None
        # (the queueing looked up on each call: a benchmark or a test counts them)
        self._group = GroupCommit(lambda job: self._queue_job(job), lambda: self._db._conn,
                                  synchronous, self._committed)

    @classmethod
    async def open(cls, path: str | Path, *, synchronous: str = "FULL") -> Store:
        """``synchronous`` is FULL in production; the benchmarks pass NORMAL to print
        what durability against power loss costs a turn."""
        if synchronous not in ("FULL", "NORMAL", "EXTRA"):
            raise ValueError(synchronous)
        connection = await aiosqlite.connect(str(path), isolation_level=None)
        connection.row_factory = sqlite3.Row
        await connection.execute("PRAGMA busy_timeout=5000")
        await _enter_wal(connection)
        await connection.execute(f"PRAGMA synchronous={synchronous}")
        await connection.execute("PRAGMA foreign_keys=ON")
        store = cls(connection, synchronous)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self._db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            else:
                await self._db.execute("COMMIT")
                self.durable_commits += 1

    async def _job(self, function: Callable[..., _T], *args: Any) -> _T:
        """Run ``function(connection, *args)`` in the database thread: one round trip
        from the event loop, whatever number of statements it makes. (aiosqlite, pinned
        in requirements.txt, queues its own calls the same way: ``_execute``.)"""
        db = self._db
        result: _T = await db._execute(lambda: function(db._conn, *args))
        return result

    async def _write(self, function: Callable[..., _T], *args: Any,
                     durable: bool = True) -> _T:
        """``function(connection, *args)`` as one transaction, made in one call into the
        database thread, together with the others queued by then (one commit for all:
        :mod:`bot.app.group_commit`). ``durable=False`` commits without waiting for the
        disk (see the module's docstring), unless another of the group must.

        The database thread runs its calls one at a time, so a transaction made in one
        call cannot interleave with another: it needs the lock only while a transaction
        of several awaited statements (:meth:`transaction`) is open, and then waits for
        it. Otherwise it is queued at once (nothing is awaited between looking at the
        lock and queueing, so a transaction opened later queues behind it), and no
        writer waits for this coroutine to be scheduled again after its commit."""
        result: _T
        if self._lock.locked():
            async with self._lock:
                result = await self._group.submit(function, args, durable)
                return result
        result = await self._group.submit(function, args, durable)
        return result

    def _queue_job(self, job: Callable[[], Any]) -> None:
        """Put ``job`` in the database thread's queue now, answering nobody (aiosqlite's
        own queue, as its ``_execute`` does: pinned in requirements.txt)."""
        self._db._tx.put_nowait((None, job))

    def _committed(self, durable: bool, seconds: float) -> None:
        if durable:
            self.durable_commits += 1
        else:
            self.light_commits += 1
        if self.held is not None:
            self.held(seconds)

    @asynccontextmanager
    async def read_snapshot(self) -> AsyncIterator[None]:
        """Reads inside see one consistent snapshot of the database (a deferred read
        transaction in WAL mode), however much another process writes meanwhile."""
        async with self._lock:
            await self._db.execute("BEGIN")
            try:
                # The snapshot starts at the first read, so make it now.
                await self._db.execute_fetchall("SELECT 1 FROM games LIMIT 1")
                yield
            finally:
                await self._db.execute("COMMIT")

    async def _migrate(self) -> None:
        async with self.transaction() as db:
            await db.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations "
                "(version INTEGER PRIMARY KEY, applied_at REAL NOT NULL)"
            )
            rows = await db.execute_fetchall("SELECT version FROM schema_migrations")
            done = {row[0] for row in rows}
            rerate = False
            for number, statements in enumerate(MIGRATIONS, start=1):
                if number in done:
                    continue
                for statement in statements:
                    if isinstance(statement, str):
                        await db.execute(statement)
                    else:
                        outcome = await statement(db)
                        # a log rewrite that ended games (Zensō's, migrations 7 and 10)
                        # counts their results in this transaction
                        for game_id in getattr(outcome, "finished", ()):
                            await self._record_result(db, game_id)
                await db.execute(
                    "INSERT INTO schema_migrations VALUES (?, strftime('%s','now'))", (number,)
                )
                if number == 3:
                    await self._backfill_totals(db)
                if number == 8:
                    await self._backfill_solo_totals(db)
                rerate = rerate or number in (RATINGS_MIGRATION, RATING_CHANGES_MIGRATION)
            if rerate:
                # once both tables exist: every rated game again, writing both
                await self._backfill_ratings(db)

    async def _backfill_totals(self, db: aiosqlite.Connection) -> None:
        """Counters for the games finished before counters existed."""
        rows = await db.execute_fetchall(
            "SELECT id FROM games WHERE status = 'finished' AND result IS NOT NULL ORDER BY id")
        for row in rows:
            await self._record_result(db, int(row[0]))

    async def _backfill_solo_totals(self, db: aiosqlite.Connection) -> None:
        """Solo counters per level, for the solo games finished before they were (a solo
        game writes only its solo row, so counting it again touches nothing else)."""
        rows = await db.execute_fetchall(
            "SELECT g.id FROM games g WHERE g.status = 'finished' AND g.result IS NOT NULL "
            "AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) = 1 ORDER BY g.id")
        for row in rows:
            await self._record_result(db, int(row[0]))

    async def _backfill_ratings(self, db: aiosqlite.Connection) -> None:
        """Ratings and their changes computed again from the finished games, in the
        order they finished (:func:`bot.app.ratings.finishing_order`): for the games
        finished before ratings, or before their changes were kept."""
        await db.execute("DELETE FROM ratings")
        await db.execute("DELETE FROM rating_changes")
        rows = await db.execute_fetchall(
            "SELECT id FROM games WHERE status = 'finished' AND result IS NOT NULL "
            "ORDER BY updated_at, id")
        for row in rows:
            game_id = int(row[0])
            await db._execute(lambda game_id=game_id: self._rate_result_in(db._conn, game_id))

    async def schema_version(self) -> int:
        rows = await self._db.execute_fetchall("SELECT MAX(version) FROM schema_migrations")
        return int(rows[0][0] or 0)

    # --- games ---------------------------------------------------------------------
    async def create_game(self, *, kind: str, guild_id: int | None, channel_id: int,
                          host_id: int, host_name: str, options: dict[str, Any], seed: int,
                          now: float, computers: Iterable[tuple[int, str, str]] = (),
                          max_open_per_user: int | None = None,
                          max_open_per_channel: int | None = None,
                          notice: Any = None, language: str = "en") -> int:
        """A lobby with its host (and ``computers``: user id, name, controller), the
        limits checked and the lobby message queued, all in one transaction: two
        simultaneous requests can never both take the last allowed game."""
        async with self.transaction() as db:
            if max_open_per_user is not None and \
                    await self._open_games_of(db, host_id) >= max_open_per_user:
                raise LimitReached("user")
            if max_open_per_channel is not None and \
                    await self._open_games_in(db, channel_id) >= max_open_per_channel:
                raise LimitReached("channel")
            cursor = await db.execute(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed, "
                "version, created_at, updated_at, language) "
                "VALUES (?, ?, ?, ?, 'lobby', ?, ?, 0, ?, ?, ?)",
                (kind, guild_id, channel_id, host_id, json.dumps(options), seed, now, now,
                 language),
            )
            game_id = int(cursor.lastrowid or 0)
            await db.execute(
                "INSERT INTO seats (game_id, user_id, name, position, controller) "
                "VALUES (?, ?, ?, 0, 'human')",
                (game_id, host_id, host_name),
            )
            for position, (user_id, name, controller) in enumerate(computers, start=1):
                await db.execute(
                    "INSERT INTO seats (game_id, user_id, name, position, controller) "
                    "VALUES (?, ?, ?, ?, ?)", (game_id, user_id, name, position, controller))
            if computers:
                await self._touch(db, game_id)
            if notice is not None:
                await self._enqueue(db, game_id, "lobby", {"text": notice}, now)
        return game_id

    async def get_game(self, game_id: int) -> GameRecord | None:
        """The game and its seats, read in one call into the database thread."""
        return await self._job(self._read_game, game_id, True)

    def _read_game(self, connection: sqlite3.Connection, game_id: int,
                   with_state: bool) -> GameRecord | None:
        """The game (``state`` None unless ``with_state``: neither read nor parsed) and
        its seats."""
        columns = _GAME_COLUMNS if with_state else _GAME_COLUMNS.replace(
            " state,", " NULL AS state,")
        row = connection.execute(
            f"SELECT {columns} FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        game = self._game_from_row(row)
        game.seats = [SeatRecord(*seat) for seat in connection.execute(
            "SELECT user_id, name, position, controller, timeouts FROM seats "
            "WHERE game_id = ? ORDER BY position", (game_id,))]
        return game

    async def find_games(self, *, place_id: int | None = None, user_id: int | None = None,
                         statuses: Iterable[str] = OPEN_STATUSES, guild_id: int | None = None,
                         kind: str | None = None) -> list[GameRecord]:
        """Games in a channel or thread (``place_id``), with ``user_id`` seated, in a
        guild, of a kind — each filter optional."""
        statuses = tuple(statuses)
        clauses = [f"g.status IN ({','.join('?' * len(statuses))})"]
        params: list[Any] = list(statuses)
        if place_id is not None:
            clauses.append("(g.channel_id = ? OR g.thread_id = ?)")
            params += [place_id, place_id]
        if guild_id is not None:
            clauses.append("g.guild_id = ?")
            params.append(guild_id)
        if kind is not None:
            clauses.append("g.kind = ?")
            params.append(kind)
        if user_id is not None:
            clauses.append(
                "EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = ?)")
            params.append(user_id)
        columns = ", ".join(f"g.{c.strip()}" for c in _GAME_COLUMNS.split(","))
        return await self._job(
            self._read_games,
            f"SELECT {columns} FROM games g WHERE {' AND '.join(clauses)} ORDER BY g.id",
            params)

    def _read_games(self, connection: sqlite3.Connection, query: str,
                    params: Sequence[Any]) -> list[GameRecord]:
        """The games a query selects, with their seats (one more query for all)."""
        games = [self._game_from_row(row) for row in connection.execute(query, params)]
        if games:
            by_id = {game.id: game for game in games}
            marks = ",".join("?" * len(by_id))
            for row in connection.execute(
                    "SELECT game_id, user_id, name, position, controller, timeouts FROM "
                    f"seats WHERE game_id IN ({marks}) ORDER BY game_id, position",
                    list(by_id)):
                by_id[row[0]].seats.append(SeatRecord(*row[1:]))
        return games

    async def game_titles(self, *, guild_id: int | None, statuses: Iterable[str],
                          terms: Sequence[tuple[str, Sequence[str]]] = (),
                          limit: int = 25) -> list[GameTitle]:
        """At most ``limit`` games of a guild in ``statuses``, newest first, as
        :class:`GameTitle` (no state is read: autocomplete calls this on every keystroke).
        Each ``(text, kinds)`` term must match: the game's number or a seat's name
        contains ``text`` (case-insensitively, as SQLite's LIKE for ASCII), or its kind is
        one of ``kinds`` (the caller knows which kinds' titles match the text)."""
        statuses = tuple(statuses)
        clauses = [f"g.status IN ({','.join('?' * len(statuses))})", "g.guild_id IS ?"]
        params: list[Any] = [*statuses, guild_id]
        for text, kinds in terms:
            pattern = "%" + re.sub(r"([\\%_])", r"\\\1", text) + "%"
            clauses.append(
                "(CAST(g.id AS TEXT) LIKE ? ESCAPE '\\' "
                f"OR g.kind IN ({','.join('?' * len(kinds))}) "
                "OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id "
                "AND s.name LIKE ? ESCAPE '\\'))")
            params += [pattern, *kinds, pattern]
        rows = await self._db.execute_fetchall(
            f"SELECT g.id, g.kind FROM games g WHERE {' AND '.join(clauses)} "
            "ORDER BY g.id DESC LIMIT ?", [*params, limit])
        if not rows:
            return []
        ids = [row[0] for row in rows]
        names: dict[int, list[str]] = {game_id: [] for game_id in ids}
        for game_id, name in await self._db.execute_fetchall(
                f"SELECT game_id, name FROM seats WHERE game_id IN ({','.join('?' * len(ids))}) "
                "ORDER BY game_id, position", ids):
            names[game_id].append(name)
        return [GameTitle(game_id, kind, names[game_id]) for game_id, kind in rows]

    async def count_open_games(self, *, place_id: int | None = None,
                               user_id: int | None = None) -> int:
        if user_id is not None and place_id is None:
            return await self._open_games_of(self._db, user_id)
        if place_id is not None and user_id is None:
            return await self._open_games_in(self._db, place_id)
        return len(await self.find_games(place_id=place_id, user_id=user_id))

    @staticmethod
    async def _open_games_of(db: aiosqlite.Connection, user_id: int) -> int:
        rows = await db.execute_fetchall(
            "SELECT COUNT(*) FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.user_id = ? AND g.status IN ('lobby', 'active')", (user_id,))
        return int(rows[0][0])

    @staticmethod
    async def _open_games_in(db: aiosqlite.Connection, place_id: int) -> int:
        rows = await db.execute_fetchall(
            "SELECT COUNT(*) FROM games WHERE status IN ('lobby', 'active') "
            "AND (channel_id = ? OR thread_id = ?)", (place_id, place_id))
        return int(rows[0][0])

    async def game_ids(self, statuses: Iterable[str] | None = None) -> list[int]:
        if statuses is None:
            rows = await self._db.execute_fetchall("SELECT id FROM games ORDER BY id")
        else:
            statuses = tuple(statuses)
            rows = await self._db.execute_fetchall(
                f"SELECT id FROM games WHERE status IN ({','.join('?' * len(statuses))}) "
                "ORDER BY id", statuses)
        return [int(row[0]) for row in rows]

    async def add_seat(self, game_id: int, user_id: int, name: str, *, capacity: int,
                       controller: str = "human", max_open_per_user: int | None = None,
                       notice: Any = None, now: float | None = None) -> int:
        """Seat a user in a lobby; returns the new join position. Raises ValueError with
        the reason if the game is not a lobby, the user already sits or it is full, and
        :class:`LimitReached` if the user already has ``max_open_per_user`` open games —
        all judged inside the transaction that seats them."""
        async with self.transaction() as db:
            status = await self._status(db, game_id)
            if status != "lobby":
                raise ValueError("started" if status == "active" else "closed")
            seats = await self._seats(game_id)
            if controller == "human" and any(s.user_id == user_id for s in seats):
                raise ValueError("seated")
            if len(seats) >= capacity:
                raise ValueError("full")
            if max_open_per_user is not None and \
                    await self._open_games_of(db, user_id) >= max_open_per_user:
                raise LimitReached("user")
            position = max((s.position for s in seats), default=-1) + 1
            await db.execute(
                "INSERT INTO seats (game_id, user_id, name, position, controller) "
                "VALUES (?, ?, ?, ?, ?)", (game_id, user_id, name, position, controller))
            await self._touch(db, game_id)
            if notice is not None:
                await self._enqueue(db, game_id, "lobby", {"text": notice}, now)
        return position

    async def remove_seat(self, game_id: int, user_id: int, *,
                          notice: Any = None) -> None:
        async with self.transaction() as db:
            if await self._status(db, game_id) != "lobby":
                raise ValueError("started")
            cursor = await db.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            if cursor.rowcount == 0:
                raise ValueError("not seated")
            await self._touch(db, game_id)
            if notice is not None:
                await self._enqueue(db, game_id, "lobby", {"text": notice})

    async def start_game(self, game_id: int, order: list[int], state: dict[str, Any],
                         expected_version: int, now: float,
                         deadline: float | None = None) -> None:
        """Fix the seat order (``order`` lists current join positions, new seat first)
        and store the initial state, atomically with the lobby → active switch."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'active', state = ?, version = version + 1, "
                "updated_at = ?, deadline = ?, reminders_sent = 0 "
                "WHERE id = ? AND version = ? AND status = 'lobby'",
                (json.dumps(state), now, deadline, game_id, expected_version))
            if cursor.rowcount != 1:
                raise VersionConflict(game_id)
            # Move every seat out of the way first: (game_id, position) is unique.
            await db.execute(
                "UPDATE seats SET position = -1 - position WHERE game_id = ?", (game_id,))
            for new_position, old_position in enumerate(order):
                await db.execute(
                    "UPDATE seats SET position = ? WHERE game_id = ? AND position = ?",
                    (new_position, game_id, -1 - old_position))
            # The first board is owed from this commit on: a crash before it is posted
            # no longer leaves the lobby as the game's current message.
            await self._enqueue(db, game_id, "started", {"state": state, "status": "active",
                                                         "deadline": deadline}, now)

    async def commit_move(self, game_id: int, *, expected_version: int, seat: int,
                          user_id: int | None, notation: str, reveals: bool,
                          state: dict[str, Any], status: str,
                          result: dict[str, Any] | None, now: float,
                          deadline: float | None = None, by_computer: bool = False,
                          ends_turn: bool = True, events: Sequence[Any] | None = None,
                          reset_reminders: bool = True,
                          state_before: dict[str, Any] | None = None) -> MoveRecord:
        """Append a move and store the state it produced, in one transaction guarded by
        the version; returns the move as stored (its ``seq``, and in ``version`` the
        game's new version) or raises :class:`VersionConflict`.

        ``state_before`` (the state the move started from) is kept while the move may
        still be taken back; a move that ends the turn clears the turn's snapshots.
        Everything is made in one call into the database thread, with one commit that
        waits for the disk: the lock is held for that alone."""
        move = MoveRecord(game_id, 0, seat, user_id, notation, reveals, now,
                          by_computer=by_computer, ends_turn=ends_turn,
                          events=[stored(e) for e in events or []],
                          version=expected_version + 1)
        # Serialised here, before the lock: the JSON of a state is the largest work of
        # the transaction and needs no database.
        state_json = json.dumps(state)
        result_json = json.dumps(result) if result else None
        snapshot = json.dumps(state_before) if state_before is not None and not ends_turn \
            else None
        board = None
        if ends_turn:
            # The board of this turn is owed from this commit on. It carries the state it
            # shows: by the time it is posted the game may have moved on. Its move's seq
            # is known in the transaction: it is put in front there.
            board = json.dumps({"seat": seat, "by_computer": by_computer, "state": state,
                                "status": status, "result": result, "deadline": deadline})
        move.seq = await self._write(
            self._commit_move, move, state_json, status, result_json, deadline,
            reset_reminders, snapshot, board)
        return move

    def _commit_move(self, connection: sqlite3.Connection, move: MoveRecord,
                     state_json: str, status: str, result_json: str | None,
                     deadline: float | None, reset_reminders: bool, snapshot: str | None,
                     board: str | None) -> int:
        game_id, now = move.game_id, move.created_at
        assert move.version is not None
        cursor = connection.execute(
            "UPDATE games SET state = ?, version = ?, status = ?, result = ?, "
            "updated_at = ?, deadline = ?, "
            "reminders_sent = CASE WHEN ? THEN 0 ELSE reminders_sent END "
            "WHERE id = ? AND version = ? AND status = 'active'",
            (state_json, move.version, status, result_json, now, deadline,
             int(reset_reminders), game_id, move.version - 1))
        if cursor.rowcount != 1:
            raise VersionConflict(game_id)
        # A reminder still queued was about the decision this move has just made:
        # void in this very transaction, so no delivery can read it as due after it.
        connection.execute(
            "UPDATE outbox SET delivered_at = ?, payload = '{}' WHERE game_id = ? "
            "AND kind = 'reminder' AND delivered_at IS NULL", (now, game_id))
        if move.ends_turn:
            connection.execute("UPDATE moves SET state_before = NULL "
                               "WHERE game_id = ? AND state_before IS NOT NULL", (game_id,))
        seq = self._insert_move(connection, move, snapshot)
        if board is not None:
            payload = f'{{"seq": {seq}, {board[1:]}'  # the object's first member
            connection.execute(
                "INSERT INTO outbox (game_id, kind, version, payload, created_at) "
                "VALUES (?, 'move', ?, ?, ?)", (game_id, move.version, payload, now))
        if status == "finished" and result_json:
            self._record_result_in(connection, game_id)
            self._rate_result_in(connection, game_id)
        return seq

    @staticmethod
    def _insert_move(connection: sqlite3.Connection, move: MoveRecord,
                     state_before: str | None = None) -> int:
        """Append ``move`` (its ``version``: the game's, after it) to the log; its seq."""
        row = connection.execute(
            "INSERT INTO moves (game_id, seq, seat, user_id, notation, reveals, created_at, "
            "by_computer, ends_turn, events, state_before, version) VALUES (?, (SELECT "
            "COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = ?), ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?) RETURNING seq",
            (move.game_id, move.game_id, move.seat, move.user_id, move.notation,
             int(move.reveals), move.created_at, int(move.by_computer), int(move.ends_turn),
             json.dumps(move.events), state_before, move.version)).fetchone()
        return int(row[0])

    async def state_before(self, game_id: int, seq: int) -> dict[str, Any] | None:
        """The stored state move ``seq`` started from, while it may still be undone."""
        rows = await self._db.execute_fetchall(
            "SELECT state_before FROM moves WHERE game_id = ? AND seq = ? AND undone = 0",
            (game_id, seq))
        return json.loads(rows[0][0]) if rows and rows[0][0] else None

    async def undo_moves(self, game_id: int, *, expected_version: int, seqs: list[int],
                         state: dict[str, Any], now: float) -> int:
        """Mark moves as taken back (the log keeps them) and store the replayed state."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET state = ?, version = version + 1, updated_at = ? "
                "WHERE id = ? AND version = ? AND status = 'active'",
                (json.dumps(state), now, game_id, expected_version))
            if cursor.rowcount != 1:
                raise VersionConflict(game_id)
            await db.executemany(
                "UPDATE moves SET undone = 1 WHERE game_id = ? AND seq = ?",
                [(game_id, seq) for seq in seqs])
        return expected_version + 1

    async def finish_game(self, game_id: int, *, status: str, result: dict[str, Any] | None,
                          expected_version: int, now: float,
                          notice: tuple[str, Any] | None = None) -> int:
        """End a game outside the move log (cancel, resignation). ``notice`` is the
        (kind, text) of the message it owes, queued in the same transaction."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = ?, result = ?, version = version + 1, "
                "updated_at = ?, deadline = NULL WHERE id = ? AND version = ?",
                (status, json.dumps(result) if result else None, now, game_id,
                 expected_version))
            if cursor.rowcount != 1:
                raise VersionConflict(game_id)
            if notice is not None:
                await self._enqueue(db, game_id, notice[0], {"text": notice[1]}, now)
            if status == "finished" and result:
                await self._record_result(db, game_id)
                await db._execute(lambda: self._rate_result_in(db._conn, game_id))
        return expected_version + 1

    async def set_seat_controller(self, game_id: int, position: int, controller: str,
                                  expected_version: int, now: float,
                                  notice: tuple[str, Any] | None = None) -> int:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET version = version + 1, updated_at = ? "
                "WHERE id = ? AND version = ?", (now, game_id, expected_version))
            if cursor.rowcount != 1:
                raise VersionConflict(game_id)
            await db.execute(
                "UPDATE seats SET controller = ? WHERE game_id = ? AND position = ?",
                (controller, game_id, position))
            if notice is not None:
                await self._enqueue(db, game_id, notice[0], {"text": notice[1]}, now)
        return expected_version + 1

    async def add_timeout(self, game_id: int, position: int) -> None:
        async with self.transaction() as db:
            await db.execute(
                "UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = ? AND position = ?",
                (game_id, position))

    # --- clock decisions ---------------------------------------------------------------
    # Each is recorded only if the game is still at the version it judged: a reminder
    # decided just before a move never reaches the player who has just moved, and of
    # two skips at once only one counts a timeout.
    async def decide_reminder(self, game_id: int, *, version: int, number: int,
                              user_ids: list[int], text: Any, now: float) -> bool:
        """Record reminder ``number`` (1 or 2) for the decision at ``version`` and queue
        it; ``False`` if the game moved on or the reminder was already sent."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET reminders_sent = ? WHERE id = ? AND version = ? "
                "AND status = 'active' AND reminders_sent < ?",
                (number, game_id, version, number))
            if cursor.rowcount != 1:
                return False
            await self._enqueue(db, game_id, "reminder",
                                {"user_ids": user_ids, "text": text}, now)
        return True

    async def decide_timeout(self, game_id: int, *, version: int, text: Any,
                             now: float) -> bool:
        """Record that the decision at ``version`` ran out of time and queue the
        announcement; ``False`` if the game moved on or it was already announced."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET reminders_sent = 3 WHERE id = ? AND version = ? "
                "AND status = 'active' AND reminders_sent < 3 AND deadline IS NOT NULL "
                "AND deadline <= ?", (game_id, version, now))
            if cursor.rowcount != 1:
                return False
            await self._enqueue(db, game_id, "announce", {"text": text}, now)
        return True

    async def record_skip(self, game_id: int, *, version: int, seats: list[int], text: Any,
                          now: float) -> int:
        """Charge one timeout to each late seat and queue the announcement, only if the
        game is still at ``version`` and its deadline has passed; the version moves on,
        so a second skip of the same turn is a :class:`VersionConflict`."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET version = version + 1, updated_at = ? WHERE id = ? "
                "AND version = ? AND status = 'active' AND deadline IS NOT NULL "
                "AND deadline <= ?", (now, game_id, version, now))
            if cursor.rowcount != 1:
                raise VersionConflict(game_id)
            await db.executemany(
                "UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = ? AND position = ?",
                [(game_id, seat) for seat in seats])
            await self._enqueue(db, game_id, "announce", {"text": text}, now)
        return version + 1

    async def shift_deadline(self, game_id: int, *, version: int, by: float) -> bool:
        """Move a deadline later (time away), only at the version that was judged."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET deadline = deadline + ? WHERE id = ? AND version = ? "
                "AND deadline IS NOT NULL", (by, game_id, version))
        return cursor.rowcount == 1

    # --- outbox ------------------------------------------------------------------------
    async def enqueue(self, game_id: int, kind: str, payload: dict[str, Any],
                      now: float | None = None) -> int:
        """Queue a message in its own transaction (for changes that did not queue
        theirs in the change's transaction)."""
        async with self.transaction() as db:
            return await self._enqueue(db, game_id, kind, payload, now)

    async def _enqueue(self, db: aiosqlite.Connection, game_id: int, kind: str,
                       payload: dict[str, Any], now: float | None = None) -> int:
        rows = await db.execute_fetchall("SELECT version FROM games WHERE id = ?", (game_id,))
        cursor = await db.execute(
            "INSERT INTO outbox (game_id, kind, version, payload, created_at) "
            "VALUES (?, ?, ?, ?, ?)",
            (game_id, kind, int(rows[0][0]) if rows else 0, json.dumps(payload),
             time.time() if now is None else now))
        return int(cursor.lastrowid or 0)

    _OUTBOX_COLUMNS = ("SELECT id, game_id, kind, version, payload, created_at, attempts, "
                       "retry_at, refusal, told FROM outbox ")

    async def pending_outbox(self, game_id: int) -> list[OutboxEntry]:
        rows = await self._db.execute_fetchall(
            self._OUTBOX_COLUMNS + "WHERE game_id = ? AND delivered_at IS NULL ORDER BY id",
            (game_id,))
        return [self._entry_from_row(row) for row in rows]

    #: the outbox kinds whose entry carries the state its message shows
    _CARRY_STATE = ("move", "started")

    async def pending_outbox_and_game(
            self, game_id: int) -> tuple[list[OutboxEntry], GameRecord | None]:
        """The game's pending entries and the game, in one call into the database thread
        (what the outbox reads before each post). The game's state is read only when an
        entry needs it: a turn's board carries the state it shows."""
        return await self._job(self._read_pending, game_id)

    def _read_pending(self, connection: sqlite3.Connection,
                      game_id: int) -> tuple[list[OutboxEntry], GameRecord | None]:
        entries = [self._entry_from_row(row) for row in connection.execute(
            self._OUTBOX_COLUMNS + "WHERE game_id = ? AND delivered_at IS NULL ORDER BY id",
            (game_id,))]
        if not entries:
            return [], None
        with_state = any(e.kind not in self._CARRY_STATE for e in entries)
        return entries, self._read_game(connection, game_id, with_state)

    @staticmethod
    def _entry_from_row(row: sqlite3.Row) -> OutboxEntry:
        return OutboxEntry(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5],
                           row[6], row[7], row[8], bool(row[9]))

    async def hold_outbox(self, entry_ids: Iterable[int], *, retry_at: float,
                          refusal: str | None, told: bool) -> None:
        """An entry Discord refused or could not take: it stays queued, counts the try,
        and waits until ``retry_at`` before the next background try."""
        async with self.transaction() as db:
            await db.executemany(
                "UPDATE outbox SET attempts = attempts + 1, retry_at = ?, refusal = ?, "
                "told = MAX(told, ?) WHERE id = ? AND delivered_at IS NULL",
                [(retry_at, refusal, int(told), entry_id) for entry_id in entry_ids])

    async def refused_outbox(self, game_ids: Iterable[int]) -> list[OutboxEntry]:
        """The first refused entry still queued of each of ``game_ids`` (what a player
        of those games is told in the reply to their next tap)."""
        ids = list(game_ids)
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = await self._db.execute_fetchall(
            "SELECT id, game_id, kind, version, created_at, attempts, retry_at, refusal, "
            f"told FROM outbox WHERE game_id IN ({marks}) AND delivered_at IS NULL "
            "AND refusal IS NOT NULL ORDER BY game_id, id", ids)
        first: dict[int, OutboxEntry] = {}
        for row in rows:
            first.setdefault(row[1], OutboxEntry(row[0], row[1], row[2], row[3], {}, row[4],
                                                 row[5], row[6], row[7], bool(row[8])))
        return list(first.values())

    async def game_version(self, game_id: int) -> int | None:
        """The game's version as committed now (a cheap read for a last check)."""
        rows = await self._db.execute_fetchall(
            "SELECT version FROM games WHERE id = ?", (game_id,))
        return int(rows[0][0]) if rows else None

    async def games_with_pending_outbox(self) -> list[int]:
        rows = await self._db.execute_fetchall(
            "SELECT DISTINCT game_id FROM outbox WHERE delivered_at IS NULL ORDER BY game_id")
        return [int(row[0]) for row in rows]

    async def mark_delivered(self, entry_ids: Iterable[int], now: float) -> None:
        """Delivered entries keep their row (kind, time) but drop their payload: the
        state snapshot a board needed is no use once the board is out."""
        ids = list(entry_ids)
        if not ids:
            return
        # Not waited for on disk: lost in a power cut, the entry is delivered again and
        # its nonce (or the look at the place's messages) keeps it from showing twice.
        await self._write(self._mark_delivered, ids, now, durable=False)

    @staticmethod
    def _mark_delivered(connection: sqlite3.Connection, ids: list[int], now: float) -> None:
        connection.executemany(
            "UPDATE outbox SET delivered_at = ?, payload = '{}' WHERE id = ?",
            [(now, entry_id) for entry_id in ids])

    async def prune_outbox(self, before: float) -> int:
        """Forget delivered entries older than ``before`` (the table stays small)."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?",
                (before,))
        return cursor.rowcount

    # --- statistics ----------------------------------------------------------------------
    async def _record_result(self, db: aiosqlite.Connection, game_id: int) -> None:
        """Add a finished game to its players' counters (inside the finishing
        transaction, so a result is counted exactly once)."""
        await db._execute(lambda: self._record_result_in(db._conn, game_id))

    @staticmethod
    def _record_result_in(db: sqlite3.Connection, game_id: int) -> None:
        """:meth:`_record_result`, in the database thread."""
        rows = db.execute(
            "SELECT guild_id, kind, result, updated_at, options FROM games WHERE id = ?",
            (game_id,)).fetchall()
        if not rows or not rows[0][2]:
            return
        guild_id, kind, raw, when = rows[0][0] or 0, rows[0][1], rows[0][2], rows[0][3]
        seat_rows = db.execute(
            "SELECT user_id, name, position, controller, timeouts FROM seats "
            "WHERE game_id = ? ORDER BY position", (game_id,)).fetchall()
        for tally in tallies(kind, json.loads(rows[0][4] or "{}"), json.loads(raw),
                             [SeatRecord(*r) for r in seat_rows]):
            db.execute(
                "INSERT INTO player_totals (guild_id, kind, user_id, name, named_at, "
                "named_game, played, wins, best, by_resignation) "
                "VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?) "
                "ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET "
                "played = played + 1, wins = wins + excluded.wins, "
                "by_resignation = by_resignation + excluded.by_resignation, "
                "best = CASE WHEN excluded.best IS NULL THEN best WHEN best IS NULL "
                "OR excluded.best > best THEN excluded.best ELSE best END, "
                "name = CASE WHEN (excluded.named_at, excluded.named_game) > "
                "(named_at, named_game) THEN excluded.name ELSE name END, "
                "named_at = MAX(named_at, excluded.named_at), "
                "named_game = CASE WHEN (excluded.named_at, excluded.named_game) > "
                "(named_at, named_game) THEN excluded.named_game ELSE named_game END",
                (guild_id, tally.kind, tally.user_id, tally.name, when, game_id,
                 int(tally.won), tally.score, int(tally.resigned)))

    async def player_totals(self, guild_id: int | None, *, user_id: int | None = None,
                            kind: str | None = None, limit: int | None = None,
                            ) -> list[PlayerTotals]:
        """Counters of one server: one user's (every kind, and ``''`` for all kinds),
        or the best ``limit`` of one kind (``None``: all kinds) by wins, win rate and
        best score, names breaking ties. A few indexed rows, whatever the history."""
        clauses, params = ["guild_id = ?"], [guild_id or 0]
        if user_id is not None:
            clauses.append("user_id = ?")
            params.append(user_id)
        if kind is not None or user_id is None:
            clauses.append("kind = ?")
            params.append(kind or "")
        query = ("SELECT user_id, kind, name, played, wins, best, by_resignation "
                 f"FROM player_totals WHERE {' AND '.join(clauses)} "
                 "ORDER BY wins DESC, CAST(wins AS REAL) / played DESC, "
                 "best IS NULL, best DESC, lower(name), user_id")
        if limit is not None:
            query += f" LIMIT {int(limit)}"
        rows = await self._db.execute_fetchall(query, params)
        return [PlayerTotals(*row) for row in rows]

    @staticmethod
    def _rate_result_in(db: sqlite3.Connection, game_id: int) -> None:
        """Move the ratings of a finished game's players (in its finishing transaction,
        in the database thread): :func:`bot.app.ratings.rate_game`."""
        rows = db.execute("SELECT guild_id, kind, result, updated_at FROM games WHERE id = ?",
                          (game_id,)).fetchall()
        if not rows or not rows[0][2]:
            return
        guild_id, kind, finished_at = rows[0][0] or 0, rows[0][1], rows[0][3]
        seats = [SeatRecord(*r) for r in db.execute(
            "SELECT user_id, name, position, controller, timeouts FROM seats "
            "WHERE game_id = ? ORDER BY position", (game_id,)).fetchall()]
        places = placings(json.loads(rows[0][2]), seats)
        if not places:
            return
        current: dict[PlayerKey, Rating] = {}
        for place in places:
            found = db.execute(
                f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND kind = ? "
                "AND user_id = ? AND level = ?",
                (guild_id, kind, place.user_id, place.level)).fetchall()
            if found:
                current[place.key] = Rating(*found[0])
        rated = rate_game(guild_id, kind, game_id, places, current)
        for rating in rated:
            db.execute(
                f"INSERT OR REPLACE INTO ratings ({_RATING_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", astuple(rating))
        for change in rating_changes(rated, places, finished_at):
            db.execute(
                f"INSERT OR REPLACE INTO rating_changes ({_CHANGE_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", astuple(change))

    async def ratings(self, guild_id: int | None, *, kind: str | None = None,
                      user_id: int | None = None, limit: int | None = None,
                      ) -> list[Rating]:
        """Ratings of one server: one game's best ``limit`` by ordinal (names breaking
        ties), or one user's in every game (``user_id``), or both."""
        clauses, params = ["guild_id = ?"], [guild_id or 0]
        if kind is not None:
            clauses.append("kind = ?")
            params.append(kind)
        if user_id is not None:
            clauses += ["user_id = ?", "level = ''"]
            params.append(user_id)
        query = (f"SELECT {_RATING_COLUMNS} FROM ratings WHERE {' AND '.join(clauses)} "
                 "ORDER BY kind, ordinal DESC, lower(name), user_id, level")
        if limit is not None:
            query += f" LIMIT {int(limit)}"
        rows = await self._db.execute_fetchall(query, params)
        return [Rating(*row) for row in rows]

    async def rating_changes(self, guild_id: int | None, user_id: int, *,
                             kind: str | None = None, per_kind: int = 5,
                             ) -> list[RatingChange]:
        """A user's rating changes in one server: the ``per_kind`` newest of each game
        (or of ``kind``), by game, newest first."""
        clauses, params = ["guild_id = ?", "user_id = ?", "level = ''"], [guild_id or 0,
                                                                          user_id]
        if kind is not None:
            clauses.append("kind = ?")
            params.append(kind)
        query = (f"SELECT {_CHANGE_COLUMNS} FROM (SELECT {_CHANGE_COLUMNS}, ROW_NUMBER() "
                 "OVER (PARTITION BY kind ORDER BY finished_at DESC, game_id DESC) AS n "
                 f"FROM rating_changes WHERE {' AND '.join(clauses)}) WHERE n <= ? "
                 "ORDER BY kind, finished_at DESC, game_id DESC")
        rows = await self._db.execute_fetchall(query, [*params, int(per_kind)])
        return [RatingChange(*row) for row in rows]

    async def kinds_played(self, guild_id: int | None) -> list[str]:
        rows = await self._db.execute_fetchall(
            "SELECT DISTINCT kind FROM player_totals WHERE guild_id = ? AND kind != '' "
            "ORDER BY kind", (guild_id or 0,))
        return [row[0] for row in rows]

    async def set_host(self, game_id: int, user_id: int) -> None:
        async with self.transaction() as db:
            await db.execute("UPDATE games SET host_id = ? WHERE id = ?", (user_id, game_id))

    async def set_place(self, game_id: int, channel_id: int) -> None:
        """The game moves to another channel (its own was deleted): no thread yet."""
        async with self.transaction() as db:
            await db.execute(
                "UPDATE games SET channel_id = ?, thread_id = NULL, board_message_id = NULL "
                "WHERE id = ?", (channel_id, game_id))

    async def abandon_lobby(self, game_id: int, now: float) -> bool:
        """A lobby nobody can see (Discord refused its message) is closed at once, with
        nothing left queued for it; ``False`` if it is no longer a lobby."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'cancelled', updated_at = ? "
                "WHERE id = ? AND status = 'lobby'", (now, game_id))
            if cursor.rowcount != 1:
                return False
            await db.execute(
                "UPDATE outbox SET delivered_at = ?, payload = '{}' "
                "WHERE game_id = ? AND delivered_at IS NULL", (now, game_id))
        return True

    async def set_thread(self, game_id: int, thread_id: int | None) -> None:
        async with self.transaction() as db:
            await db.execute("UPDATE games SET thread_id = ? WHERE id = ?", (thread_id, game_id))

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        """The game's current board (or lobby) message. Not waited for on disk: lost in a
        power cut with the outbox mark that follows it, the post is made again (the
        nonce returns the same message) and recorded again."""
        await self._write(self._set_board_message, game_id, message_id, durable=False)

    @staticmethod
    def _set_board_message(connection: sqlite3.Connection, game_id: int,
                           message_id: int | None) -> None:
        connection.execute(
            "UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_reminders_sent(self, game_id: int, count: int, version: int) -> None:
        async with self.transaction() as db:
            await db.execute(
                "UPDATE games SET reminders_sent = ? WHERE id = ? AND version = ?",
                (count, game_id, version))

    async def set_deadline(self, game_id: int, deadline: float | None, version: int) -> None:
        async with self.transaction() as db:
            await db.execute(
                "UPDATE games SET deadline = ? WHERE id = ? AND version = ?",
                (deadline, game_id, version))

    async def games_with_deadlines(self) -> list[GameRecord]:
        return await self._job(
            self._read_games, f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' "
            "AND deadline IS NOT NULL ORDER BY deadline", ())

    _MOVE_COLUMNS = ("SELECT game_id, seq, seat, user_id, notation, reveals, created_at, "
                     "undone, by_computer, ends_turn, events, version FROM moves ")

    async def moves(self, game_id: int, *, include_undone: bool = False) -> list[MoveRecord]:
        query = self._MOVE_COLUMNS + "WHERE game_id = ?"
        if not include_undone:
            query += " AND undone = 0"
        rows = await self._db.execute_fetchall(query + " ORDER BY seq", (game_id,))
        return [self._move_from_row(row) for row in rows]

    async def moves_after_version(self, game_id: int, version: int) -> list[MoveRecord]:
        """The moves (not taken back) that brought the game past ``version``, in order:
        what a panel opened at that version has not seen, without reading the whole log."""
        rows = await self._db.execute_fetchall(
            self._MOVE_COLUMNS + "WHERE game_id = ? AND undone = 0 AND version > ? "
            "ORDER BY seq", (game_id, version))
        return [self._move_from_row(row) for row in rows]

    async def last_move(self, game_id: int, *, before_seq: int | None = None,
                        seat: int | None = None,
                        ends_turn: bool | None = None) -> MoveRecord | None:
        """The latest move (not taken back) before ``before_seq``, of ``seat``, ending a
        turn or not — each filter optional. Where a recap starts or what undo would take
        back, found by walking the log's index back from its end: the cost is the
        distance to that move, not the length of the game."""
        filters = {"seq < ?": before_seq, "seat = ?": seat,
                   "ends_turn = ?": None if ends_turn is None else int(ends_turn)}
        chosen = {clause: value for clause, value in filters.items() if value is not None}
        where = " AND ".join(["game_id = ?", "undone = 0", *chosen])
        rows = await self._db.execute_fetchall(
            self._MOVE_COLUMNS + f"WHERE {where} ORDER BY seq DESC LIMIT 1",
            [game_id, *chosen.values()])
        return self._move_from_row(rows[0]) if rows else None

    async def moves_after(self, game_id: int, seq: int, *,
                          upto_seq: int | None = None) -> list[MoveRecord]:
        """The moves (not taken back) after move ``seq`` (up to ``upto_seq``), in order:
        a range of the log's index, so a turn's recap costs what it recounts."""
        query = self._MOVE_COLUMNS + "WHERE game_id = ? AND undone = 0 AND seq > ?"
        params = [game_id, seq]
        if upto_seq is not None:
            query += " AND seq <= ?"
            params.append(upto_seq)
        rows = await self._db.execute_fetchall(query + " ORDER BY seq", params)
        return [self._move_from_row(row) for row in rows]

    @staticmethod
    def _move_from_row(row: sqlite3.Row) -> MoveRecord:
        return MoveRecord(row[0], row[1], row[2], row[3], row[4], bool(row[5]), row[6],
                          bool(row[7]), bool(row[8]), bool(row[9]), json.loads(row[10]),
                          row[11])

    # --- users ---------------------------------------------------------------------
    async def get_user(self, user_id: int) -> UserPrefs:
        rows = await self._db.execute_fetchall(
            "SELECT user_id, notify, quiet_start, quiet_end, away_until, tz_offset_minutes, "
            "locale FROM users WHERE user_id = ?", (user_id,))
        if not rows:
            return UserPrefs(user_id)
        return UserPrefs(*rows[0])

    async def get_users(self, user_ids: Iterable[int]) -> dict[int, UserPrefs]:
        """Several users' preferences in one read (the players a board pings)."""
        ids = list(dict.fromkeys(user_ids))
        prefs = {user_id: UserPrefs(user_id) for user_id in ids}
        if ids:
            rows = await self._db.execute_fetchall(
                "SELECT user_id, notify, quiet_start, quiet_end, away_until, "
                f"tz_offset_minutes, locale FROM users WHERE user_id IN "
                f"({','.join('?' * len(ids))})", ids)
            prefs.update({row[0]: UserPrefs(*row) for row in rows})
        return prefs

    async def save_user(self, prefs: UserPrefs) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO users (user_id, notify, quiet_start, quiet_end, away_until, "
                "tz_offset_minutes, locale) VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(user_id) DO UPDATE "
                "SET notify = excluded.notify, quiet_start = excluded.quiet_start, "
                "quiet_end = excluded.quiet_end, away_until = excluded.away_until, "
                "tz_offset_minutes = excluded.tz_offset_minutes, "
                # the locale is remember_locale's alone: a preference saved from a copy
                # read before the interaction's locale was stored must not erase it
                "locale = COALESCE(users.locale, excluded.locale)",
                (prefs.user_id, prefs.notify, prefs.quiet_start, prefs.quiet_end,
                 prefs.away_until, prefs.tz_offset_minutes, prefs.locale))

    async def remember_locale(self, user_id: int, locale: str | None) -> None:
        """The user's client locale as their last interaction said it (for DMs and
        reminders); written only when it changed."""
        if not locale:
            return
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO users (user_id, locale) VALUES (?, ?) ON CONFLICT(user_id) "
                "DO UPDATE SET locale = excluded.locale WHERE locale IS NOT excluded.locale",
                (user_id, locale))

    async def set_game_language(self, game_id: int, language: str,
                                seat_names: Mapping[int, str] | None = None) -> None:
        async with self.transaction() as db:
            await db.execute("UPDATE games SET language = ? WHERE id = ?", (language, game_id))
            if seat_names:
                await db.executemany(
                    "UPDATE seats SET name = ? WHERE game_id = ? AND user_id = ?",
                    [(name, game_id, user_id) for user_id, name in seat_names.items()])
            await self._touch(db, game_id)

    async def guild_language(self, guild_id: int | None) -> str | None:
        """The language a server chose for its new games (``/settings language``)."""
        if guild_id is None:
            return None
        rows = await self._db.execute_fetchall(
            "SELECT language FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return rows[0][0] if rows else None

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?) "
                "ON CONFLICT(guild_id) DO UPDATE SET language = excluded.language",
                (guild_id, language))

    async def record_away(self, user_id: int, start: float, end: float) -> None:
        async with self.transaction() as db:
            await db.execute("INSERT INTO away_periods (user_id, start, end) VALUES (?, ?, ?)",
                             (user_id, start, end))

    async def away_periods(self, user_id: int, since: float) -> list[tuple[float, float]]:
        rows = await self._db.execute_fetchall(
            "SELECT start, end FROM away_periods WHERE user_id = ? AND end > ? ORDER BY start",
            (user_id, since))
        return [(row[0], row[1]) for row in rows]

    # --- maintenance ---------------------------------------------------------------
    async def backup(self, target: str | Path) -> None:
        """An online, consistent copy via SQLite's backup API."""
        async with self._lock:
            destination = await aiosqlite.connect(str(target))
            try:
                await self._db.backup(destination)
            finally:
                await destination.close()

    # --- internals -----------------------------------------------------------------
    async def _seats(self, game_id: int) -> list[SeatRecord]:
        rows = await self._db.execute_fetchall(
            "SELECT user_id, name, position, controller, timeouts FROM seats "
            "WHERE game_id = ? ORDER BY position", (game_id,))
        return [SeatRecord(*row) for row in rows]

    @staticmethod
    async def _status(db: aiosqlite.Connection, game_id: int) -> str | None:
        rows = await db.execute_fetchall("SELECT status FROM games WHERE id = ?", (game_id,))
        return rows[0][0] if rows else None

    @staticmethod
    async def _touch(db: aiosqlite.Connection, game_id: int) -> None:
        await db.execute(
            "UPDATE games SET version = version + 1, updated_at = strftime('%s','now') "
            "WHERE id = ?", (game_id,))

    @staticmethod
    def _game_from_row(row: sqlite3.Row) -> GameRecord:
        return GameRecord(
            id=row[0], kind=row[1], guild_id=row[2], channel_id=row[3], thread_id=row[4],
            host_id=row[5], status=row[6], options=json.loads(row[7] or "{}"), seed=row[8],
            state=json.loads(row[9]) if row[9] else None, version=row[10],
            result=json.loads(row[11]) if row[11] else None, board_message_id=row[12],
            created_at=row[13], updated_at=row[14], deadline=row[15], reminders_sent=row[16],
            language=row[17] or "en",
        )
