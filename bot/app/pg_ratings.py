"""The ratings on PostgreSQL: what :class:`bot.app.pg_store.PgStore` runs in a finishing
transaction, in its migration, and to read them (kept apart so the store's module stays
about games; SQLite's twin is in :mod:`bot.app.store`)."""

from __future__ import annotations

import json
from typing import Any

from bot.app.ratings import PlayerKey, Rating, placings, rate_game
from bot.app.records import SeatRecord

#: a ``ratings`` row in the order of :class:`bot.app.ratings.Rating`'s fields
COLUMNS = ("guild_id, kind, user_id, level, name, mu, sigma, ordinal, played, wins, "
           "change, last_game")


async def rate_result(db: Any, game_id: int) -> None:
    """Move the ratings of a finished game's players (in its finishing transaction)."""
    row = await db.fetchrow("SELECT guild_id, kind, result FROM games WHERE id = $1", game_id)
    if row is None or not row[2]:
        return
    guild_id, kind = row[0] or 0, row[1]
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
    rows = [(r.guild_id, r.kind, r.user_id, r.level, r.name, r.mu, r.sigma, r.ordinal,
             r.played, r.wins, r.change, r.last_game)
            for r in rate_game(guild_id, kind, game_id, places, current)]
    await db.executemany(
        f"INSERT INTO ratings ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, "
        "$11, $12) ON CONFLICT (guild_id, kind, user_id, level) DO UPDATE SET "
        "name = excluded.name, mu = excluded.mu, sigma = excluded.sigma, "
        "ordinal = excluded.ordinal, played = excluded.played, wins = excluded.wins, "
        "change = excluded.change, last_game = excluded.last_game", rows)


async def backfill(db: Any) -> None:
    """Ratings for the games finished before ratings existed, in the order they finished."""
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
