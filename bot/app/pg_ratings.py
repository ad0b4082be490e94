"""The ratings on PostgreSQL: what :class:`bot.app.pg_store.PgStore` runs in a finishing
transaction, in its migration, and to read them (kept apart so the store's module stays
about games; SQLite's twin is in :mod:`bot.app.store`)."""

from __future__ import annotations

import json
from typing import Any

from bot.app.ratings import PlayerKey, Rating, placings, rate_game, rating_changes
from bot.app.records import SeatRecord

#: a ``ratings`` row in the order of :class:`bot.app.ratings.Rating`'s fields
COLUMNS = ("guild_id, kind, user_id, level, name, mu, sigma, ordinal, played, wins, "
           "change, last_game")
#: a ``rating_changes`` row in the order of :class:`bot.app.ratings.RatingChange`'s fields
CHANGE_COLUMNS = ("guild_id, kind, user_id, level, game_id, finished_at, place, players, "
                  "ordinal, change")


async def rate_result(db: Any, game_id: int) -> None:
    """Move the ratings of a finished game's players (in its finishing transaction)."""
    row = await db.fetchrow("SELECT guild_id, kind, result, updated_at FROM games "
                            "WHERE id = $1", game_id)
    if row is None or not row[2]:
        return
    guild_id, kind, finished_at = row[0] or 0, row[1], row[3]
    seats = [SeatRecord(*r) for r in await db.fetch(
        "SELECT user_id, name, position, controller, timeouts FROM seats "
        "WHERE game_id = $1 ORDER BY position", game_id)]
    places = placings(json.loads(row[2]), seats)
    if not places:
        return
    current: dict[PlayerKey, Rating] = {}
    for place in places:
        found = await db.fetchrow(
            f"SELECT {COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2 "
            "AND user_id = $3 AND level = $4", guild_id, kind, place.user_id, place.level)
        if found is not None:
            current[place.key] = Rating(*found)
    rated = rate_game(guild_id, kind, game_id, places, current)
    rows = [(r.guild_id, r.kind, r.user_id, r.level, r.name, r.mu, r.sigma, r.ordinal,
             r.played, r.wins, r.change, r.last_game) for r in rated]
    await db.executemany(
        f"INSERT INTO ratings ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, "
        "$11, $12) ON CONFLICT (guild_id, kind, user_id, level) DO UPDATE SET "
        "name = excluded.name, mu = excluded.mu, sigma = excluded.sigma, "
        "ordinal = excluded.ordinal, played = excluded.played, wins = excluded.wins, "
        "change = excluded.change, last_game = excluded.last_game", rows)
    await db.executemany(
        f"INSERT INTO rating_changes ({CHANGE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, "
        "$8, $9, $10) ON CONFLICT (game_id, user_id, level) DO UPDATE SET "
        "guild_id = excluded.guild_id, kind = excluded.kind, "
        "finished_at = excluded.finished_at, place = excluded.place, "
        "players = excluded.players, ordinal = excluded.ordinal, change = excluded.change",
        [(c.guild_id, c.kind, c.user_id, c.level, c.game_id, c.finished_at, c.place,
          c.players, c.ordinal, c.change) for c in rating_changes(rated, places, finished_at)])


async def backfill(db: Any) -> None:
    """Ratings and their changes computed again from the finished games, in the order
    they finished: for the games finished before ratings, or before their changes were
    kept."""
    await db.execute("DELETE FROM ratings")
    await db.execute("DELETE FROM rating_changes")
    for row in await db.fetch("SELECT id FROM games WHERE status = 'finished' "
                              "AND result IS NOT NULL ORDER BY updated_at, id"):
        await rate_result(db, int(row[0]))


def query(guild_id: int | None, *, kind: str | None, user_id: int | None,
          limit: int | None) -> tuple[str, list[Any]]:
    """The SELECT of :meth:`PgStore.ratings` and its parameters (the same order as
    SQLite's: names compared as bytes)."""
    clauses, params = ["guild_id = $1"], [guild_id or 0]
    if kind is not None:
        params.append(kind)
        clauses.append(f"kind = ${len(params)}")
    if user_id is not None:
        params.append(user_id)
        clauses += [f"user_id = ${len(params)}", "level = ''"]
    text = (f"SELECT {COLUMNS} FROM ratings WHERE {' AND '.join(clauses)} "
            "ORDER BY kind COLLATE \"C\", ordinal DESC, lower(name) COLLATE \"C\", user_id, "
            "level COLLATE \"C\"")
    if limit is not None:
        text += f" LIMIT {int(limit)}"
    return text, params


def changes_query(guild_id: int | None, user_id: int, *, kind: str | None,
                  per_kind: int) -> tuple[str, list[Any]]:
    """The SELECT of :meth:`PgStore.rating_changes` and its parameters (SQLite's order)."""
    clauses, params = ["guild_id = $1", "user_id = $2", "level = ''"], [guild_id or 0, user_id]
    if kind is not None:
        params.append(kind)
        clauses.append(f"kind = ${len(params)}")
    params.append(int(per_kind))
    text = (f"SELECT {CHANGE_COLUMNS} FROM (SELECT {CHANGE_COLUMNS}, ROW_NUMBER() OVER "
            "(PARTITION BY kind ORDER BY finished_at DESC, game_id DESC) AS n FROM "
            f"rating_changes WHERE {' AND '.join(clauses)}) AS recent "
            f"WHERE n <= ${len(params)} "
            "ORDER BY kind COLLATE \"C\", finished_at DESC, game_id DESC")
    return text, params
