"""PostgreSQL persistence (asyncpg, a pool): the same methods and behaviour as the SQLite
:class:`bot.app.store.Store`, for a bot that keeps its games on a database server
(``DATABASE_URL=postgresql://…``).

Every change is one transaction at READ COMMITTED, which is enough because the game's
``version`` does the work: a move's ``UPDATE games … WHERE id = $1 AND version = $2``
matches no row when another tap (in this process or another) committed first, and that
is a :class:`VersionConflict`, as on SQLite. The UPDATE also locks the game's row until
the commit, so the statements after it (the log's next ``seq``, the outbox entry) see no
other writer of that game. Where SQLite's single writer made a check-then-write atomic (the
open-game limits, a lobby's free seats), a transaction-level advisory lock (or the game
row's lock) does it here.

What only records that something was done after a change (a board posted, an outbox
entry delivered) commits with ``synchronous_commit = off``: lost in a crash of the
server, the post is made again, and Discord's nonce returns the message it already made.

asyncpg is imported when a store opens, so the SQLite default needs nothing of it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
import shutil
import socket
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from bot.app import pg_ratings
from bot.app.pg_migrations import (
    MIGRATION_LOCK,
    MIGRATIONS,
    RATING_CHANGES_MIGRATION,
    RATINGS_MIGRATION,
)
from bot.app.ratings import Rating, RatingChange
from bot.app.records import (
    OPEN_STATUSES,
    BackupUnavailable,
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

log = logging.getLogger(__name__)

_GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, thread_id, host_id, status, options, seed, state, "
    "version, result, board_message_id, created_at, updated_at, deadline, reminders_sent, "
    "language"
)
_SEAT_COLUMNS = "user_id, name, position, controller, timeouts"
_MOVE_COLUMNS = ("SELECT game_id, seq, seat, user_id, notation, reveals, created_at, "
                 "undone, by_computer, ends_turn, events, version FROM moves ")
_OUTBOX_COLUMNS = ("SELECT id, game_id, kind, version, payload, created_at, attempts, "
                   "retry_at, refusal, told FROM outbox ")
#: the outbox kinds whose entry carries the state its message shows
_CARRY_STATE = ("move", "started")
#: advisory-lock namespaces (the first key of the two-key form) for the checks SQLite's
#: single writer made atomic
_USER_LOCK, _PLACE_LOCK = 0x6267_7573, 0x6267_706C
#: the namespace of a game's posting turn (:meth:`PgStore.posting_turn`): claims take it
#: shared for their transaction, a ``/game board`` repost exclusively while it posts
_POSTING_LOCK = 0x6267_706F
_NOW = "extract(epoch from clock_timestamp())"
#: how long a claim on a game's outbox lasts (renewed at each claim of the drain): a
#: process that dies while posting holds the game's posts back this long at most
LEASE_SECONDS = 30.0
#: the session advisory lock whose holder runs the turn clock and the computer players
LEAD_LOCK = 0x6267_6C65_6164  # "bglead"


class Params:
    """Numbered placeholders (``$1``, ``$2``…) for a query built clause by clause."""

    def __init__(self, *values: Any) -> None:
        self.values: list[Any] = list(values)

    def __call__(self, value: Any) -> str:
        self.values.append(value)
        return f"${len(self.values)}"


def _count(status: str) -> int:
    """The row count of a command's status (``UPDATE 1`` → 1)."""
    return int(status.rsplit(" ", 1)[-1]) if status and status[-1].isdigit() else 0


def _lock_key(value: int) -> int:
    """A snowflake folded into the 32-bit second key of a two-key advisory lock."""
    return (value ^ (value >> 32)) & 0x7FFF_FFFF


class PgStore:
    """:class:`bot.app.store_api.Database` on PostgreSQL."""

    def __init__(self, pool: Any, url: str) -> None:
        self._pool = pool
        self._url = url
        #: the connection of an open :meth:`read_snapshot` in this task (its reads go there)
        self._pinned: ContextVar[Any] = ContextVar(f"pg_snapshot_{id(self)}", default=None)
        self.durable_commits = 0
        self.light_commits = 0
        #: called with the seconds each move's transaction held its connection
        self.held: Callable[[float], None] | None = None
        #: this process, as an outbox claim names it (a restarted process is another)
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.lease_seconds = LEASE_SECONDS
        #: games whose posting turn this process holds (its own claims go on meanwhile)
        self._turns: set[int] = set()
        #: the dedicated connections of :meth:`listen_outbox` (closed with the store)
        self._listeners: list[Any] = []
        #: the dedicated connection that asks for (and, once given, holds) the lead
        self._lead: Any = None
        self._leading = False
        self._lead_lock = asyncio.Lock()

    @classmethod
    async def open(cls, url: str, *, min_size: int = 1, max_size: int = 10) -> PgStore:
        import asyncpg

        pool = await asyncpg.create_pool(url, min_size=min_size, max_size=max_size)
        store = cls(pool, url)
        try:
            await store._migrate()
        except BaseException:
            await pool.close()
            raise
        return store

    async def close(self) -> None:
        await self.resign_lead()
        for listener in list(self._listeners):
            await self.unlisten_outbox(listener)
        await self._pool.close()

    # --- connections and transactions -------------------------------------------------
    @asynccontextmanager
    async def _read(self) -> AsyncIterator[Any]:
        """A connection to read on: the snapshot's, when one is open in this task."""
        pinned = self._pinned.get()
        if pinned is not None:
            yield pinned
            return
        async with self._pool.acquire() as connection:
            yield connection

    @asynccontextmanager
    async def _tx(self, *, durable: bool = True) -> AsyncIterator[Any]:
        """One READ COMMITTED transaction on a pooled connection."""
        started = time.perf_counter()
        async with self._pool.acquire() as connection, connection.transaction():
            if not durable:
                await connection.execute("SET LOCAL synchronous_commit = off")
            yield connection
        if durable:
            self.durable_commits += 1
        else:
            self.light_commits += 1
        if self.held is not None:
            self.held(time.perf_counter() - started)

    @asynccontextmanager
    async def read_snapshot(self) -> AsyncIterator[None]:
        """Reads inside (in this task) see one consistent snapshot of the database: a
        REPEATABLE READ, read-only transaction, however much other processes write."""
        async with self._pool.acquire() as connection, connection.transaction(
                isolation="repeatable_read", readonly=True):
            # The snapshot starts at the first statement, so make it now.
            await connection.fetchval("SELECT 1")
            token = self._pinned.set(connection)
            try:
                yield
            finally:
                self._pinned.reset(token)

    async def _migrate(self) -> None:
        async with self._tx() as db:
            # Two processes starting together: the second waits here, then finds the
            # migrations done. Released by the commit.
            await db.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await db.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations "
                "(version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)")
            done = {row[0] for row in await db.fetch("SELECT version FROM schema_migrations")}
            rerate = False
            for number, statements in enumerate(MIGRATIONS, start=1):
                if number in done:
                    continue
                for statement in statements:
                    await db.execute(statement)
                await db.execute(
                    f"INSERT INTO schema_migrations VALUES ($1, {_NOW})", number)
                rerate = rerate or number in (RATINGS_MIGRATION, RATING_CHANGES_MIGRATION)
            if rerate:
                # once both tables exist: every rated game again, writing both
                await pg_ratings.backfill(db)

    async def schema_version(self) -> int:
        async with self._read() as db:
            return int(await db.fetchval("SELECT MAX(version) FROM schema_migrations") or 0)

    # --- games ---------------------------------------------------------------------
    async def create_game(self, *, kind: str, guild_id: int | None, channel_id: int,
                          host_id: int, host_name: str, options: dict[str, Any], seed: int,
                          now: float, computers: Iterable[tuple[int, str, str]] = (),
                          max_open_per_user: int | None = None,
                          max_open_per_channel: int | None = None,
                          notice: Any = None, language: str = "en") -> int:
        computers = list(computers)
        async with self._tx() as db:
            if max_open_per_user is not None:
                await self._lock(db, _USER_LOCK, host_id)
                if await self._open_games_of(db, host_id) >= max_open_per_user:
                    raise LimitReached("user")
            if max_open_per_channel is not None:
                await self._lock(db, _PLACE_LOCK, channel_id)
                if await self._open_games_in(db, channel_id) >= max_open_per_channel:
                    raise LimitReached("channel")
            game_id = int(await db.fetchval(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed, "
                "version, created_at, updated_at, language) "
                "VALUES ($1, $2, $3, $4, 'lobby', $5, $6, 0, $7, $7, $8) RETURNING id",
                kind, guild_id, channel_id, host_id, json.dumps(options), seed, now, language))
            await db.executemany(
                "INSERT INTO seats (game_id, user_id, name, position, controller) "
                "VALUES ($1, $2, $3, $4, $5)",
                [(game_id, host_id, host_name, 0, "human")] + [
                    (game_id, user_id, name, position, controller)
                    for position, (user_id, name, controller) in enumerate(computers, 1)])
            if computers:
                await self._touch(db, game_id)
            if notice is not None:
                await self._enqueue(db, game_id, "lobby", {"text": notice}, now)
        return game_id

    @staticmethod
    async def _lock(db: Any, namespace: int, value: int) -> None:
        await db.execute("SELECT pg_advisory_xact_lock($1, $2)", namespace, _lock_key(value))

    async def get_game(self, game_id: int) -> GameRecord | None:
        async with self._read() as db:
            return await self._read_game(db, game_id, True)

    async def _read_game(self, db: Any, game_id: int, with_state: bool) -> GameRecord | None:
        columns = _GAME_COLUMNS if with_state else _GAME_COLUMNS.replace(
            " state,", " NULL AS state,")
        row = await db.fetchrow(f"SELECT {columns} FROM games WHERE id = $1", game_id)
        if row is None:
            return None
        game = _game_from_row(row)
        game.seats = [SeatRecord(*seat) for seat in await db.fetch(
            f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id = $1 ORDER BY position",
            game_id)]
        return game

    async def find_games(self, *, place_id: int | None = None, user_id: int | None = None,
                         statuses: Iterable[str] = OPEN_STATUSES, guild_id: int | None = None,
                         kind: str | None = None) -> list[GameRecord]:
        p = Params()
        clauses = [f"g.status = ANY({p(list(statuses))}::text[])"]
        if place_id is not None:
            mark = p(place_id)
            clauses.append(f"(g.channel_id = {mark} OR g.thread_id = {mark})")
        if guild_id is not None:
            clauses.append(f"g.guild_id = {p(guild_id)}")
        if kind is not None:
            clauses.append(f"g.kind = {p(kind)}")
        if user_id is not None:
            clauses.append("EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id "
                           f"AND s.user_id = {p(user_id)})")
        columns = ", ".join(f"g.{c.strip()}" for c in _GAME_COLUMNS.split(","))
        return await self._read_games(
            f"SELECT {columns} FROM games g WHERE {' AND '.join(clauses)} ORDER BY g.id",
            p.values)

    async def _read_games(self, query: str, params: Sequence[Any]) -> list[GameRecord]:
        async with self._read() as db:
            games = [_game_from_row(row) for row in await db.fetch(query, *params)]
            if games:
                by_id = {game.id: game for game in games}
                for row in await db.fetch(
                        f"SELECT game_id, {_SEAT_COLUMNS} FROM seats WHERE game_id = "
                        "ANY($1::bigint[]) ORDER BY game_id, position", list(by_id)):
                    by_id[row[0]].seats.append(SeatRecord(*list(row)[1:]))
        return games

    async def game_titles(self, *, guild_id: int | None, statuses: Iterable[str],
                          terms: Sequence[tuple[str, Sequence[str]]] = (),
                          limit: int = 25) -> list[GameTitle]:
        p = Params()
        clauses = [f"g.status = ANY({p(list(statuses))}::text[])",
                   f"g.guild_id IS NOT DISTINCT FROM {p(guild_id)}::bigint"]
        for text, kinds in terms:
            # ILIKE over ASCII, as SQLite's LIKE: the same games match on both
            pattern = p("%" + re.sub(r"([\\%_])", r"\\\1", text) + "%")
            clauses.append(
                f"(CAST(g.id AS TEXT) ILIKE {pattern} ESCAPE '\\' "
                f"OR g.kind = ANY({p(list(kinds))}::text[]) "
                "OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id "
                f"AND s.name ILIKE {pattern} ESCAPE '\\'))")
        async with self._read() as db:
            rows = await db.fetch(
                f"SELECT g.id, g.kind FROM games g WHERE {' AND '.join(clauses)} "
                f"ORDER BY g.id DESC LIMIT {p(limit)}", *p.values)
            if not rows:
                return []
            ids = [row[0] for row in rows]
            names: dict[int, list[str]] = {game_id: [] for game_id in ids}
            for game_id, name in await db.fetch(
                    "SELECT game_id, name FROM seats WHERE game_id = ANY($1::bigint[]) "
                    "ORDER BY game_id, position", ids):
                names[game_id].append(name)
        return [GameTitle(game_id, kind, names[game_id]) for game_id, kind in rows]

    async def count_open_games(self, *, place_id: int | None = None,
                               user_id: int | None = None) -> int:
        if user_id is not None and place_id is None:
            async with self._read() as db:
                return await self._open_games_of(db, user_id)
        if place_id is not None and user_id is None:
            async with self._read() as db:
                return await self._open_games_in(db, place_id)
        return len(await self.find_games(place_id=place_id, user_id=user_id))

    @staticmethod
    async def _open_games_of(db: Any, user_id: int) -> int:
        return int(await db.fetchval(
            "SELECT COUNT(*) FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.user_id = $1 AND g.status IN ('lobby', 'active')", user_id))

    @staticmethod
    async def _open_games_in(db: Any, place_id: int) -> int:
        return int(await db.fetchval(
            "SELECT COUNT(*) FROM games WHERE status IN ('lobby', 'active') "
            "AND (channel_id = $1 OR thread_id = $1)", place_id))

    async def game_ids(self, statuses: Iterable[str] | None = None) -> list[int]:
        async with self._read() as db:
            if statuses is None:
                rows = await db.fetch("SELECT id FROM games ORDER BY id")
            else:
                rows = await db.fetch("SELECT id FROM games WHERE status = ANY($1::text[]) "
                                      "ORDER BY id", list(statuses))
        return [int(row[0]) for row in rows]

    async def game_version(self, game_id: int) -> int | None:
        async with self._read() as db:
            version = await db.fetchval("SELECT version FROM games WHERE id = $1", game_id)
        return None if version is None else int(version)

    async def add_seat(self, game_id: int, user_id: int, name: str, *, capacity: int,
                       controller: str = "human", max_open_per_user: int | None = None,
                       notice: Any = None, now: float | None = None) -> int:
        async with self._tx() as db:
            # the game's row lock: two joins of one lobby judge its seats one at a time
            status = await db.fetchval(
                "SELECT status FROM games WHERE id = $1 FOR UPDATE", game_id)
            if status != "lobby":
                raise ValueError("started" if status == "active" else "closed")
            seats = [SeatRecord(*row) for row in await db.fetch(
                f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id = $1 ORDER BY position",
                game_id)]
            if controller == "human" and any(s.user_id == user_id for s in seats):
                raise ValueError("seated")
            if len(seats) >= capacity:
                raise ValueError("full")
            if max_open_per_user is not None:
                await self._lock(db, _USER_LOCK, user_id)
                if await self._open_games_of(db, user_id) >= max_open_per_user:
                    raise LimitReached("user")
            position = max((s.position for s in seats), default=-1) + 1
            await db.execute(
                "INSERT INTO seats (game_id, user_id, name, position, controller) "
                "VALUES ($1, $2, $3, $4, $5)", game_id, user_id, name, position, controller)
            await self._touch(db, game_id)
            if notice is not None:
                await self._enqueue(db, game_id, "lobby", {"text": notice}, now)
        return position

    async def remove_seat(self, game_id: int, user_id: int, *,
                          notice: Any = None) -> None:
        async with self._tx() as db:
            status = await db.fetchval(
                "SELECT status FROM games WHERE id = $1 FOR UPDATE", game_id)
            if status != "lobby":
                raise ValueError("started")
            removed = await db.execute(
                "DELETE FROM seats WHERE game_id = $1 AND user_id = $2", game_id, user_id)
            if _count(removed) == 0:
                raise ValueError("not seated")
            await self._touch(db, game_id)
            if notice is not None:
                await self._enqueue(db, game_id, "lobby", {"text": notice})

    async def start_game(self, game_id: int, order: list[int], state: dict[str, Any],
                         expected_version: int, now: float,
                         deadline: float | None = None) -> None:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET status = 'active', state = $1, version = version + 1, "
                "updated_at = $2, deadline = $3, reminders_sent = 0 "
                "WHERE id = $4 AND version = $5 AND status = 'lobby'",
                json.dumps(state), now, deadline, game_id, expected_version)
            if _count(updated) != 1:
                raise VersionConflict(game_id)
            # Move every seat out of the way first: (game_id, position) is unique.
            await db.execute(
                "UPDATE seats SET position = -1 - position WHERE game_id = $1", game_id)
            await db.executemany(
                "UPDATE seats SET position = $1 WHERE game_id = $2 AND position = $3",
                [(new, game_id, -1 - old) for new, old in enumerate(order)])
            await self._enqueue(db, game_id, "started", {"state": state, "status": "active",
                                                         "deadline": deadline}, now)

    async def finish_game(self, game_id: int, *, status: str, result: dict[str, Any] | None,
                          expected_version: int, now: float,
                          notice: tuple[str, Any] | None = None) -> int:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET status = $1, result = $2, version = version + 1, "
                "updated_at = $3, deadline = NULL WHERE id = $4 AND version = $5",
                status, json.dumps(result) if result else None, now, game_id,
                expected_version)
            if _count(updated) != 1:
                raise VersionConflict(game_id)
            if notice is not None:
                await self._enqueue(db, game_id, notice[0], {"text": notice[1]}, now)
            if status == "finished" and result:
                await self._record_result(db, game_id)
                await pg_ratings.rate_result(db, game_id)
        return expected_version + 1

    async def set_seat_controller(self, game_id: int, position: int, controller: str,
                                  expected_version: int, now: float,
                                  notice: tuple[str, Any] | None = None) -> int:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET version = version + 1, updated_at = $1 "
                "WHERE id = $2 AND version = $3", now, game_id, expected_version)
            if _count(updated) != 1:
                raise VersionConflict(game_id)
            await db.execute(
                "UPDATE seats SET controller = $1 WHERE game_id = $2 AND position = $3",
                controller, game_id, position)
            if notice is not None:
                await self._enqueue(db, game_id, notice[0], {"text": notice[1]}, now)
        return expected_version + 1

    async def add_timeout(self, game_id: int, position: int) -> None:
        async with self._tx() as db:
            await db.execute(
                "UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = $1 AND position = $2",
                game_id, position)

    async def set_host(self, game_id: int, user_id: int) -> None:
        async with self._tx() as db:
            await db.execute("UPDATE games SET host_id = $1 WHERE id = $2", user_id, game_id)

    async def set_place(self, game_id: int, channel_id: int) -> None:
        async with self._tx() as db:
            await db.execute(
                "UPDATE games SET channel_id = $1, thread_id = NULL, board_message_id = NULL "
                "WHERE id = $2", channel_id, game_id)

    async def abandon_lobby(self, game_id: int, now: float) -> bool:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET status = 'cancelled', updated_at = $1 "
                "WHERE id = $2 AND status = 'lobby'", now, game_id)
            if _count(updated) != 1:
                return False
            await db.execute(
                "UPDATE outbox SET delivered_at = $1, payload = '{}' "
                "WHERE game_id = $2 AND delivered_at IS NULL", now, game_id)
        return True

    async def set_thread(self, game_id: int, thread_id: int | None) -> None:
        async with self._tx() as db:
            await db.execute("UPDATE games SET thread_id = $1 WHERE id = $2", thread_id, game_id)

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        async with self._tx(durable=False) as db:
            await db.execute("UPDATE games SET board_message_id = $1 WHERE id = $2",
                             message_id, game_id)

    async def set_game_language(self, game_id: int, language: str,
                                seat_names: Mapping[int, str] | None = None) -> None:
        async with self._tx() as db:
            await db.execute("UPDATE games SET language = $1 WHERE id = $2", language, game_id)
            if seat_names:
                await db.executemany(
                    "UPDATE seats SET name = $1 WHERE game_id = $2 AND user_id = $3",
                    [(name, game_id, user_id) for user_id, name in seat_names.items()])
            await self._touch(db, game_id)

    async def guild_language(self, guild_id: int | None) -> str | None:
        if guild_id is None:
            return None
        async with self._read() as db:
            language: str | None = await db.fetchval(
                "SELECT language FROM guild_settings WHERE guild_id = $1", guild_id)
        return language

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        async with self._tx() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, language) VALUES ($1, $2) "
                "ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
                guild_id, language)

    # --- the move log ----------------------------------------------------------------
    async def commit_move(self, game_id: int, *, expected_version: int, seat: int,
                          user_id: int | None, notation: str, reveals: bool,
                          state: dict[str, Any], status: str,
                          result: dict[str, Any] | None, now: float,
                          deadline: float | None = None, by_computer: bool = False,
                          ends_turn: bool = True, events: Sequence[Any] | None = None,
                          reset_reminders: bool = True,
                          state_before: dict[str, Any] | None = None) -> MoveRecord:
        """As :meth:`bot.app.store.Store.commit_move`: one transaction guarded by the
        version (no row updated: :class:`VersionConflict`)."""
        move = MoveRecord(game_id, 0, seat, user_id, notation, reveals, now,
                          by_computer=by_computer, ends_turn=ends_turn,
                          events=[stored(e) for e in events or []],
                          version=expected_version + 1)
        snapshot = json.dumps(state_before) if state_before is not None and not ends_turn \
            else None
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET state = $1, version = $2, status = $3, result = $4, "
                "updated_at = $5, deadline = $6, "
                "reminders_sent = CASE WHEN $7 THEN 0 ELSE reminders_sent END "
                "WHERE id = $8 AND version = $9 AND status = 'active'",
                json.dumps(state), move.version, status,
                json.dumps(result) if result else None, now, deadline, reset_reminders,
                game_id, expected_version)
            if _count(updated) != 1:
                raise VersionConflict(game_id)
            # A reminder still queued was about the decision this move has just made.
            await db.execute(
                "UPDATE outbox SET delivered_at = $1, payload = '{}' WHERE game_id = $2 "
                "AND kind = 'reminder' AND delivered_at IS NULL", now, game_id)
            if ends_turn:
                await db.execute("UPDATE moves SET state_before = NULL "
                                 "WHERE game_id = $1 AND state_before IS NOT NULL", game_id)
            # The game's row is locked by the UPDATE above: no other move of this game
            # can take the same seq before the commit.
            move.seq = int(await db.fetchval(
                "INSERT INTO moves (game_id, seq, seat, user_id, notation, reveals, "
                "created_at, by_computer, ends_turn, events, state_before, version) VALUES "
                "($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = $1), $2, "
                "$3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING seq",
                game_id, seat, user_id, notation, reveals, now, by_computer, ends_turn,
                json.dumps(move.events), snapshot, move.version))
            if ends_turn:
                # The board of this turn is owed from this commit on; it carries the state
                # it shows (the game may have moved on by the time it is posted).
                await db.execute(
                    "INSERT INTO outbox (game_id, kind, version, payload, created_at) "
                    "VALUES ($1, 'move', $2, $3, $4)", game_id, move.version,
                    json.dumps({"seq": move.seq, "seat": seat, "by_computer": by_computer,
                                "state": state, "status": status, "result": result,
                                "deadline": deadline}), now)
            if status == "finished" and result:
                await self._record_result(db, game_id)
                await pg_ratings.rate_result(db, game_id)
        return move

    async def state_before(self, game_id: int, seq: int) -> dict[str, Any] | None:
        async with self._read() as db:
            raw = await db.fetchval(
                "SELECT state_before FROM moves WHERE game_id = $1 AND seq = $2 "
                "AND NOT undone", game_id, seq)
        return json.loads(raw) if raw else None

    async def undo_moves(self, game_id: int, *, expected_version: int, seqs: list[int],
                         state: dict[str, Any], now: float) -> int:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET state = $1, version = version + 1, updated_at = $2 "
                "WHERE id = $3 AND version = $4 AND status = 'active'",
                json.dumps(state), now, game_id, expected_version)
            if _count(updated) != 1:
                raise VersionConflict(game_id)
            await db.execute(
                "UPDATE moves SET undone = TRUE WHERE game_id = $1 AND seq = ANY($2::int[])",
                game_id, seqs)
        return expected_version + 1

    async def moves(self, game_id: int, *, include_undone: bool = False) -> list[MoveRecord]:
        query = _MOVE_COLUMNS + "WHERE game_id = $1"
        if not include_undone:
            query += " AND NOT undone"
        return await self._moves(query + " ORDER BY seq", game_id)

    async def moves_after_version(self, game_id: int, version: int) -> list[MoveRecord]:
        return await self._moves(
            _MOVE_COLUMNS + "WHERE game_id = $1 AND NOT undone AND version > $2 "
            "ORDER BY seq", game_id, version)

    async def last_move(self, game_id: int, *, before_seq: int | None = None,
                        seat: int | None = None,
                        ends_turn: bool | None = None) -> MoveRecord | None:
        p = Params(game_id)
        clauses = ["game_id = $1", "NOT undone"]
        if before_seq is not None:
            clauses.append(f"seq < {p(before_seq)}")
        if seat is not None:
            clauses.append(f"seat = {p(seat)}")
        if ends_turn is not None:
            clauses.append(f"ends_turn = {p(ends_turn)}")
        found = await self._moves(
            _MOVE_COLUMNS + f"WHERE {' AND '.join(clauses)} ORDER BY seq DESC LIMIT 1",
            *p.values)
        return found[0] if found else None

    async def moves_after(self, game_id: int, seq: int, *,
                          upto_seq: int | None = None) -> list[MoveRecord]:
        p = Params(game_id, seq)
        query = _MOVE_COLUMNS + "WHERE game_id = $1 AND NOT undone AND seq > $2"
        if upto_seq is not None:
            query += f" AND seq <= {p(upto_seq)}"
        return await self._moves(query + " ORDER BY seq", *p.values)

    async def _moves(self, query: str, *params: Any) -> list[MoveRecord]:
        async with self._read() as db:
            rows = await db.fetch(query, *params)
        return [MoveRecord(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9],
                           json.loads(r[10]), r[11]) for r in rows]

    # --- clock decisions ---------------------------------------------------------------
    async def games_with_deadlines(self) -> list[GameRecord]:
        return await self._read_games(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' "
            "AND deadline IS NOT NULL ORDER BY deadline", ())

    async def set_reminders_sent(self, game_id: int, count: int, version: int) -> None:
        async with self._tx() as db:
            await db.execute(
                "UPDATE games SET reminders_sent = $1 WHERE id = $2 AND version = $3",
                count, game_id, version)

    async def set_deadline(self, game_id: int, deadline: float | None, version: int) -> None:
        async with self._tx() as db:
            await db.execute("UPDATE games SET deadline = $1 WHERE id = $2 AND version = $3",
                             deadline, game_id, version)

    async def decide_reminder(self, game_id: int, *, version: int, number: int,
                              user_ids: list[int], text: Any, now: float) -> bool:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET reminders_sent = $1 WHERE id = $2 AND version = $3 "
                "AND status = 'active' AND reminders_sent < $1", number, game_id, version)
            if _count(updated) != 1:
                return False
            await self._enqueue(db, game_id, "reminder",
                                {"user_ids": user_ids, "text": text}, now)
        return True

    async def decide_timeout(self, game_id: int, *, version: int, text: Any,
                             now: float) -> bool:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET reminders_sent = 3 WHERE id = $1 AND version = $2 "
                "AND status = 'active' AND reminders_sent < 3 AND deadline IS NOT NULL "
                "AND deadline <= $3", game_id, version, now)
            if _count(updated) != 1:
                return False
            await self._enqueue(db, game_id, "announce", {"text": text}, now)
        return True

    async def record_skip(self, game_id: int, *, version: int, seats: list[int], text: Any,
                          now: float) -> int:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET version = version + 1, updated_at = $1 WHERE id = $2 "
                "AND version = $3 AND status = 'active' AND deadline IS NOT NULL "
                "AND deadline <= $1", now, game_id, version)
            if _count(updated) != 1:
                raise VersionConflict(game_id)
            await db.execute(
                "UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = $1 "
                "AND position = ANY($2::int[])", game_id, seats)
            await self._enqueue(db, game_id, "announce", {"text": text}, now)
        return version + 1

    async def shift_deadline(self, game_id: int, *, version: int, by: float) -> bool:
        async with self._tx() as db:
            updated = await db.execute(
                "UPDATE games SET deadline = deadline + $1 WHERE id = $2 AND version = $3 "
                "AND deadline IS NOT NULL", by, game_id, version)
        return _count(updated) == 1

    # --- outbox ------------------------------------------------------------------------
    async def enqueue(self, game_id: int, kind: str, payload: dict[str, Any],
                      now: float | None = None) -> int:
        async with self._tx() as db:
            return await self._enqueue(db, game_id, kind, payload, now)

    @staticmethod
    async def _enqueue(db: Any, game_id: int, kind: str, payload: dict[str, Any],
                       now: float | None = None) -> int:
        return int(await db.fetchval(
            "INSERT INTO outbox (game_id, kind, version, payload, created_at) VALUES ($1, $2, "
            "COALESCE((SELECT version FROM games WHERE id = $1), 0), $3, $4) RETURNING id",
            game_id, kind, json.dumps(payload), time.time() if now is None else now))

    async def pending_outbox(self, game_id: int) -> list[OutboxEntry]:
        async with self._read() as db:
            return await self._pending(db, game_id)

    @staticmethod
    async def _pending(db: Any, game_id: int) -> list[OutboxEntry]:
        rows = await db.fetch(
            _OUTBOX_COLUMNS + "WHERE game_id = $1 AND delivered_at IS NULL ORDER BY id",
            game_id)
        return [OutboxEntry(r[0], r[1], r[2], r[3], json.loads(r[4]), r[5], r[6], r[7], r[8],
                            r[9]) for r in rows]

    async def pending_outbox_and_game(
            self, game_id: int) -> tuple[list[OutboxEntry], GameRecord | None]:
        async with self._read() as db:
            entries = await self._pending(db, game_id)
            if not entries:
                return [], None
            with_state = any(e.kind not in _CARRY_STATE for e in entries)
            return entries, await self._read_game(db, game_id, with_state)

    async def hold_outbox(self, entry_ids: Iterable[int], *, retry_at: float,
                          refusal: str | None, told: bool) -> None:
        async with self._tx() as db:
            await db.execute(
                "UPDATE outbox SET attempts = attempts + 1, retry_at = $1, refusal = $2, "
                "told = told OR $3, lease_owner = NULL, lease_until = NULL "
                "WHERE id = ANY($4::bigint[]) AND delivered_at IS NULL",
                retry_at, refusal, told, list(entry_ids))

    async def claim_outbox(
            self, game_id: int) -> tuple[list[OutboxEntry], GameRecord | None]:
        """The game's pending entries, claimed by this process for ``lease_seconds``
        (and the game, read as :meth:`pending_outbox_and_game` does), or nothing when
        another process's claim on them still runs: exactly one process posts a game's
        entries at a time, in order.

        The claim is judged on the game's oldest pending entry, locked ``FOR UPDATE
        SKIP LOCKED``: a process claiming at the same moment skips it (and claims
        nothing, rather than an entry behind it), and a claim of another process whose
        time is up (it died while posting) is taken over. Entries taken over count a
        try: the process that died may have posted them, so their post first looks for
        its own message once Discord's nonce no longer guards it."""
        async with self._tx(durable=False) as db:
            if game_id not in self._turns and not await db.fetchval(
                    "SELECT pg_try_advisory_xact_lock_shared($1, $2)", _POSTING_LOCK,
                    _lock_key(game_id)):
                return [], None  # another process holds the game's posting turn
            # Looked at without a lock first, so that a process merely checking never
            # makes the holder skip its own entries.
            head = await db.fetchrow(
                "SELECT id, lease_owner FROM outbox WHERE id = (SELECT min(id) FROM outbox "
                "WHERE game_id = $1 AND delivered_at IS NULL)", game_id)
            if head is None:
                return [], None  # nothing pending
            # The holder waits for the row; a newcomer skips it when another is
            # claiming it this very moment.
            wait = "" if head[1] == self.owner else " SKIP LOCKED"
            head = await db.fetchrow(
                f"SELECT id, lease_owner, lease_until, ({_NOW})::float8 FROM outbox "
                f"WHERE id = $1 AND delivered_at IS NULL FOR UPDATE{wait}", head[0])
            if head is None:
                return [], None  # posted meanwhile, or another process is claiming it
            owner, until, now = head[1], head[2], head[3]
            if owner is not None and owner != self.owner and until is not None \
                    and until > now:
                return [], None  # another process is posting them
            rows = await db.fetch(
                "UPDATE outbox SET lease_owner = $2, lease_until = $3, attempts = attempts + "
                "(lease_owner IS NOT NULL AND lease_owner <> $2)::int "
                "WHERE game_id = $1 AND delivered_at IS NULL RETURNING id, game_id, kind, "
                "version, payload, created_at, attempts, retry_at, refusal, told",
                game_id, self.owner, now + self.lease_seconds)
            entries = sorted((OutboxEntry(r[0], r[1], r[2], r[3], json.loads(r[4]), r[5],
                                          r[6], r[7], r[8], r[9]) for r in rows),
                             key=lambda e: e.id)
            with_state = any(e.kind not in _CARRY_STATE for e in entries)
            return entries, await self._read_game(db, game_id, with_state)

    @asynccontextmanager
    async def posting_turn(self, game_id: int) -> AsyncIterator[None]:
        """The game's turn of posting across processes (a ``/game board`` repost): no
        other process claims the game's entries until it ends, and a post another
        process claimed before is let finish (its claim delivered, or run out) first.
        This process's own claims go on inside it. The lock is held on a pooled
        connection for the block (asyncpg's reset unlocks it if that connection is
        lost), and the claims take it shared for their transaction."""
        async with self._pool.acquire() as connection:
            key = _lock_key(game_id)
            await connection.execute("SELECT pg_advisory_lock($1, $2)", _POSTING_LOCK, key)
            self._turns.add(game_id)
            try:
                # A claim cannot be renewed meanwhile, so this waits a lease at most.
                for _ in range(int(self.lease_seconds / 0.05) + 1):
                    if not await connection.fetchval(
                            f"SELECT EXISTS (SELECT 1 FROM outbox WHERE game_id = $1 AND "
                            f"delivered_at IS NULL AND lease_owner <> $2 AND lease_until > "
                            f"{_NOW})", game_id, self.owner):
                        break
                    await asyncio.sleep(0.05)
                yield
            finally:
                self._turns.discard(game_id)
                await connection.execute("SELECT pg_advisory_unlock($1, $2)",
                                         _POSTING_LOCK, key)

    async def release_outbox(self, game_id: int) -> None:
        """Give up this process's claim on the game's entries (what it leaves pending
        may go out from any process at once)."""
        async with self._tx(durable=False) as db:
            await db.execute(
                "UPDATE outbox SET lease_owner = NULL, lease_until = NULL WHERE game_id = $1 "
                "AND lease_owner = $2 AND delivered_at IS NULL", game_id, self.owner)

    async def listen_outbox(self, wake: Callable[[int], None]) -> Any:
        """Call ``wake(game_id)`` whenever any process commits an outbox entry (NOTIFY,
        delivered at its commit). On a dedicated connection, not a pooled one: asyncpg's
        pool runs ``UNLISTEN *`` when a connection goes back. Returns the listener for
        :meth:`unlisten_outbox`; a notification is a wake-up only (one missed while the
        connection is down is caught by a poll)."""
        import asyncpg

        def received(_connection: Any, _pid: int, _channel: str, payload: str) -> None:
            try:
                wake(int(payload))
            except Exception:
                log.exception("an outbox wake-up failed")

        connection = await asyncpg.connect(self._url)
        await connection.add_listener("outbox", received)
        self._listeners.append(connection)
        return connection

    async def unlisten_outbox(self, listener: Any) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)
        if not listener.is_closed():
            try:
                await listener.close(timeout=5)
            except Exception:
                listener.terminate()

    async def refused_outbox(self, game_ids: Iterable[int]) -> list[OutboxEntry]:
        ids = list(game_ids)
        if not ids:
            return []
        async with self._read() as db:
            rows = await db.fetch(
                "SELECT id, game_id, kind, version, created_at, attempts, retry_at, refusal, "
                "told FROM outbox WHERE game_id = ANY($1::bigint[]) AND delivered_at IS NULL "
                "AND refusal IS NOT NULL ORDER BY game_id, id", ids)
        first: dict[int, OutboxEntry] = {}
        for r in rows:
            first.setdefault(r[1], OutboxEntry(r[0], r[1], r[2], r[3], {}, r[4], r[5], r[6],
                                               r[7], r[8]))
        return list(first.values())

    async def games_with_pending_outbox(self) -> list[int]:
        async with self._read() as db:
            rows = await db.fetch("SELECT DISTINCT game_id FROM outbox "
                                  "WHERE delivered_at IS NULL ORDER BY game_id")
        return [int(row[0]) for row in rows]

    async def mark_delivered(self, entry_ids: Iterable[int], now: float) -> None:
        ids = list(entry_ids)
        if not ids:
            return
        async with self._tx(durable=False) as db:
            await db.execute("UPDATE outbox SET delivered_at = $1, payload = '{}' "
                             "WHERE id = ANY($2::bigint[])", now, ids)

    async def prune_outbox(self, before: float) -> int:
        async with self._tx() as db:
            return _count(await db.execute(
                "DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < $1",
                before))

    # --- one leader among the processes ---------------------------------------------------
    async def try_lead(self) -> bool:
        """Whether this process leads (runs the turn clock and the computer players):
        it holds, or has just taken, the session advisory lock :data:`LEAD_LOCK`.

        The lock lives on a dedicated connection, never a pooled one (asyncpg's pool
        runs ``pg_advisory_unlock_all()`` when a connection goes back). When the
        leader's connection ends (its process died, the server dropped it) the lock is
        free, and the next process to ask takes it. Every call checks the connection
        is still there; a leader that lost it says no until it wins the lock again.
        Leading saves work only: every decision stays version-checked."""
        import asyncpg

        async with self._lead_lock:
            connection = self._lead
            if connection is not None and not connection.is_closed():
                try:
                    await connection.fetchval("SELECT 1")
                except Exception:
                    connection.terminate()
            if connection is None or connection.is_closed():
                self._lead, self._leading = None, False
                try:
                    connection = await asyncpg.connect(self._url)
                except Exception as error:
                    log.warning("cannot ask for the lead (%s)", error)
                    return False
                self._lead = connection
            if not self._leading:
                try:
                    self._leading = bool(await connection.fetchval(
                        "SELECT pg_try_advisory_lock($1)", LEAD_LOCK))
                except Exception as error:
                    log.warning("cannot ask for the lead (%s)", error)
                    connection.terminate()
                    self._lead = None
                    return False
                if self._leading:
                    log.info("this process now runs the turn clock and the computers")
            return self._leading

    async def resign_lead(self) -> None:
        """Give the lead up (closing): the lock goes with the connection."""
        async with self._lead_lock:
            connection, self._lead, self._leading = self._lead, None, False
            if connection is not None and not connection.is_closed():
                try:
                    await connection.close(timeout=5)
                except Exception:
                    connection.terminate()

    # --- results ledger ------------------------------------------------------------------
    @staticmethod
    async def _record_result(db: Any, game_id: int) -> None:
        """Add a finished game to its players' counters (in the finishing transaction,
        so a result is counted exactly once); who counts and what: :func:`tallies`."""
        row = await db.fetchrow("SELECT guild_id, kind, result, updated_at, options "
                                "FROM games WHERE id = $1", game_id)
        if row is None or not row[2]:
            return
        seats = [SeatRecord(*r) for r in await db.fetch(
            f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id = $1 ORDER BY position",
            game_id)]
        rows = [(row[0] or 0, t.kind, t.user_id, t.name, row[3], game_id, int(t.won), t.score,
                 int(t.resigned))
                for t in tallies(row[1], json.loads(row[4] or "{}"), json.loads(row[2]), seats)]
        if rows:
            await db.executemany(
                "INSERT INTO player_totals AS t (guild_id, kind, user_id, name, named_at, "
                "named_game, played, wins, best, by_resignation) "
                "VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9) "
                "ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET "
                "played = t.played + 1, wins = t.wins + excluded.wins, "
                "by_resignation = t.by_resignation + excluded.by_resignation, "
                "best = GREATEST(t.best, excluded.best), "
                "name = CASE WHEN (excluded.named_at, excluded.named_game) > "
                "(t.named_at, t.named_game) THEN excluded.name ELSE t.name END, "
                "named_at = GREATEST(t.named_at, excluded.named_at), "
                "named_game = CASE WHEN (excluded.named_at, excluded.named_game) > "
                "(t.named_at, t.named_game) THEN excluded.named_game ELSE t.named_game END",
                rows)

    async def player_totals(self, guild_id: int | None, *, user_id: int | None = None,
                            kind: str | None = None, limit: int | None = None,
                            ) -> list[PlayerTotals]:
        p = Params(guild_id or 0)
        clauses = ["guild_id = $1"]
        if user_id is not None:
            clauses.append(f"user_id = {p(user_id)}")
        if kind is not None or user_id is None:
            clauses.append(f"kind = {p(kind or '')}")
        # names compared as bytes, as SQLite does: the same order on both
        query = ("SELECT user_id, kind, name, played, wins, best, by_resignation "
                 f"FROM player_totals WHERE {' AND '.join(clauses)} "
                 "ORDER BY wins DESC, wins::float8 / played DESC, "
                 "best IS NULL, best DESC, lower(name) COLLATE \"C\", user_id")
        if limit is not None:
            query += f" LIMIT {int(limit)}"
        async with self._read() as db:
            rows = await db.fetch(query, *p.values)
        return [PlayerTotals(*row) for row in rows]

    async def ratings(self, guild_id: int | None, *, kind: str | None = None,
                      user_id: int | None = None, limit: int | None = None,
                      ) -> list[Rating]:
        text, params = pg_ratings.query(guild_id, kind=kind, user_id=user_id, limit=limit)
        async with self._read() as db:
            rows = await db.fetch(text, *params)
        return [Rating(*row) for row in rows]

    async def rating_changes(self, guild_id: int | None, user_id: int, *,
                             kind: str | None = None, per_kind: int = 5,
                             ) -> list[RatingChange]:
        text, params = pg_ratings.changes_query(guild_id, user_id, kind=kind,
                                                per_kind=per_kind)
        async with self._read() as db:
            rows = await db.fetch(text, *params)
        return [RatingChange(*row) for row in rows]

    async def kinds_played(self, guild_id: int | None) -> list[str]:
        async with self._read() as db:
            rows = await db.fetch(
                "SELECT DISTINCT kind FROM player_totals WHERE guild_id = $1 AND kind != '' "
                "ORDER BY kind", guild_id or 0)
        return [row[0] for row in rows]

    # --- users ---------------------------------------------------------------------
    _USER_COLUMNS = ("SELECT user_id, notify, quiet_start, quiet_end, away_until, "
                     "tz_offset_minutes, locale FROM users ")

    async def get_user(self, user_id: int) -> UserPrefs:
        async with self._read() as db:
            row = await db.fetchrow(self._USER_COLUMNS + "WHERE user_id = $1", user_id)
        return UserPrefs(user_id) if row is None else UserPrefs(*row)

    async def get_users(self, user_ids: Iterable[int]) -> dict[int, UserPrefs]:
        ids = list(dict.fromkeys(user_ids))
        prefs = {user_id: UserPrefs(user_id) for user_id in ids}
        if ids:
            async with self._read() as db:
                rows = await db.fetch(
                    self._USER_COLUMNS + "WHERE user_id = ANY($1::bigint[])", ids)
            prefs.update({row[0]: UserPrefs(*row) for row in rows})
        return prefs

    async def save_user(self, prefs: UserPrefs) -> None:
        async with self._tx() as db:
            await db.execute(
                "INSERT INTO users (user_id, notify, quiet_start, quiet_end, away_until, "
                "tz_offset_minutes, locale) VALUES ($1, $2, $3, $4, $5, $6, $7) "
                "ON CONFLICT (user_id) DO UPDATE "
                "SET notify = excluded.notify, quiet_start = excluded.quiet_start, "
                "quiet_end = excluded.quiet_end, away_until = excluded.away_until, "
                "tz_offset_minutes = excluded.tz_offset_minutes, "
                # the locale is remember_locale's alone (see the SQLite store)
                "locale = COALESCE(users.locale, excluded.locale)",
                prefs.user_id, prefs.notify, prefs.quiet_start, prefs.quiet_end,
                prefs.away_until, prefs.tz_offset_minutes, prefs.locale)

    async def remember_locale(self, user_id: int, locale: str | None) -> None:
        if not locale:
            return
        async with self._tx() as db:
            await db.execute(
                "INSERT INTO users (user_id, locale) VALUES ($1, $2) ON CONFLICT (user_id) "
                "DO UPDATE SET locale = excluded.locale "
                "WHERE users.locale IS DISTINCT FROM excluded.locale", user_id, locale)

    async def record_away(self, user_id: int, start: float, end: float) -> None:
        async with self._tx() as db:
            await db.execute("INSERT INTO away_periods (user_id, starts, ends) "
                             "VALUES ($1, $2, $3)", user_id, start, end)

    async def away_periods(self, user_id: int, since: float) -> list[tuple[float, float]]:
        async with self._read() as db:
            rows = await db.fetch(
                "SELECT starts, ends FROM away_periods WHERE user_id = $1 AND ends > $2 "
                "ORDER BY starts", user_id, since)
        return [(row[0], row[1]) for row in rows]

    # --- maintenance ---------------------------------------------------------------
    async def backup(self, target: str | Path) -> None:
        """A consistent copy made by ``pg_dump`` (custom format: restore with
        ``pg_restore``); :class:`BackupUnavailable` when it is not installed."""
        pg_dump = shutil.which("pg_dump")
        if pg_dump is None:
            raise BackupUnavailable(
                "pg_dump is not on PATH: install PostgreSQL's client programs "
                "(apt-get install postgresql-client), or back up with your server's own tools.")
        dump = await asyncio.create_subprocess_exec(
            pg_dump, "--format=custom", f"--file={target}", f"--dbname={self._url}",
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
        _, errors = await dump.communicate()
        if dump.returncode != 0:
            raise BackupUnavailable(f"pg_dump failed: {errors.decode().strip()}")

    @staticmethod
    async def _touch(db: Any, game_id: int) -> None:
        await db.execute(f"UPDATE games SET version = version + 1, updated_at = {_NOW} "
                         "WHERE id = $1", game_id)


def _game_from_row(row: Any) -> GameRecord:
    return GameRecord(
        id=row[0], kind=row[1], guild_id=row[2], channel_id=row[3], thread_id=row[4],
        host_id=row[5], status=row[6], options=json.loads(row[7] or "{}"), seed=row[8],
        state=json.loads(row[9]) if row[9] else None, version=row[10],
        result=json.loads(row[11]) if row[11] else None, board_message_id=row[12],
        created_at=row[13], updated_at=row[14], deadline=row[15], reminders_sent=row[16],
        language=row[17] or "en",
    )
