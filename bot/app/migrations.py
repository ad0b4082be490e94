"""Numbered schema migrations, applied in order at start-up by :class:`bot.store.Store`.

Never edit a migration that has shipped: append a new one. Migration N is
``MIGRATIONS[N - 1]``, a list of steps run in one transaction: SQL statements, or an
async function of the connection for what SQL alone cannot do (it imports what it needs
when it runs, so this module stays a list). A function may return an object whose
``finished`` lists the games it ended: the store counts their results in the same
transaction.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import aiosqlite

Step = str | Callable[[aiosqlite.Connection], Awaitable[object]]


async def _regenerate_words(db: aiosqlite.Connection) -> object:
    from bot.app.legacy_words import regenerate

    return await regenerate(db)


async def _upgrade_logs(db: aiosqlite.Connection) -> object:
    from bot.app.move_logs import upgrade_logs

    return await upgrade_logs(db)


async def _regenerate_bonsai_words(db: aiosqlite.Connection) -> None:
    from bot.app.legacy_words import regenerate_kind

    await regenerate_kind(db, "bonsai")


async def _regenerate_zenso_words(db: aiosqlite.Connection) -> None:
    from bot.app.legacy_words import regenerate_kind

    await regenerate_kind(db, "zenso")


# Ratings per server, game and player (bot/app/ratings.py): a human by user id (level
# ''), a computer level as a pseudo-player (user id 0, its level), kept with each result;
# the games finished before are rated, in the order they finished, after the migration
# runs (Store._backfill_ratings). ``ordinal`` is what boards sort by.
_RATINGS: list[Step] = [
    """CREATE TABLE ratings (
        guild_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        level TEXT NOT NULL DEFAULT '',
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        ordinal REAL NOT NULL,
        played INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        change REAL NOT NULL,
        last_game INTEGER NOT NULL,
        PRIMARY KEY (guild_id, kind, user_id, level)
    )""",
    "CREATE INDEX ratings_board ON ratings (guild_id, kind, ordinal DESC)",
]

# How each rated game moved each player's rating (bot/app/ratings.py's RatingChange), for
# the recent games ``/game stats`` lists: written with the ratings in the finishing
# transaction, derived like them. The games finished before are rated again, in the
# order they finished, after the migration runs (Store._rerate): the ratings come out
# the same and each of their games leaves its row.
_RATING_CHANGES: list[Step] = [
    """CREATE TABLE rating_changes (
        guild_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        level TEXT NOT NULL DEFAULT '',
        game_id INTEGER NOT NULL,
        finished_at REAL NOT NULL,
        place INTEGER NOT NULL,
        players INTEGER NOT NULL,
        ordinal REAL NOT NULL,
        change REAL NOT NULL,
        PRIMARY KEY (game_id, user_id, level)
    )""",
    "CREATE INDEX rating_changes_player ON rating_changes "
    "(guild_id, user_id, level, kind, finished_at DESC, game_id DESC)",
]

MIGRATIONS: list[list[Step]] = [
    # 1: games, seats, the append-only move log, user preferences.
    [
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            guild_id INTEGER,
            channel_id INTEGER NOT NULL,
            thread_id INTEGER,
            host_id INTEGER NOT NULL,
            status TEXT NOT NULL
                CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
            options TEXT NOT NULL DEFAULT '{}',
            seed INTEGER NOT NULL,
            state TEXT,
            version INTEGER NOT NULL DEFAULT 0,
            result TEXT,
            board_message_id INTEGER,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            deadline REAL,
            reminders_sent INTEGER NOT NULL DEFAULT 0
        )""",
        "CREATE INDEX games_place ON games (channel_id, status)",
        "CREATE INDEX games_thread ON games (thread_id)",
        "CREATE INDEX games_deadline ON games (status, deadline)",
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id),
            user_id INTEGER NOT NULL,
            name TEXT NOT NULL,
            position INTEGER NOT NULL,
            controller TEXT NOT NULL DEFAULT 'human',
            timeouts INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (game_id, position),
            UNIQUE (game_id, user_id)
        )""",
        "CREATE INDEX seats_user ON seats (user_id)",
        """CREATE TABLE moves (
            game_id INTEGER NOT NULL REFERENCES games (id),
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            user_id INTEGER,
            notation TEXT NOT NULL,
            reveals INTEGER NOT NULL DEFAULT 0,
            created_at REAL NOT NULL,
            undone INTEGER NOT NULL DEFAULT 0,
            by_computer INTEGER NOT NULL DEFAULT 0,
            ends_turn INTEGER NOT NULL DEFAULT 1,
            events TEXT NOT NULL DEFAULT '[]',
            PRIMARY KEY (game_id, seq)
        )""",
        """CREATE TABLE users (
            user_id INTEGER PRIMARY KEY,
            notify TEXT NOT NULL DEFAULT 'channel' CHECK (notify IN ('channel', 'dm')),
            quiet_start INTEGER,
            quiet_end INTEGER,
            away_until REAL,
            tz_offset_minutes INTEGER NOT NULL DEFAULT 0
        )""",
        """CREATE TABLE away_periods (
            user_id INTEGER NOT NULL,
            start REAL NOT NULL,
            end REAL NOT NULL
        )""",
    ],
    # 2: undo restores a stored state instead of replaying the world: each move of the
    # current turn that may still be taken back keeps the state it started from (cleared
    # when the turn ends, so the column never grows with the history).
    [
        "ALTER TABLE moves ADD COLUMN state_before TEXT",
        # The game's version after the move: a panel opened at an older version is still
        # good when only other seats' moves of a simultaneous step came in between.
        "ALTER TABLE moves ADD COLUMN version INTEGER",
    ],
    # 3: the outbox (what must follow a change — boards, pings, results, reminders —
    # written in the change's own transaction and delivered afterwards, in order per
    # game), and per-player result counters kept with each result, so statistics cost
    # the same whatever the history. ``kind = ''`` is the row over all game kinds.
    [
        """CREATE TABLE outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games (id),
            kind TEXT NOT NULL,
            version INTEGER NOT NULL,
            payload TEXT NOT NULL DEFAULT '{}',
            created_at REAL NOT NULL,
            delivered_at REAL
        )""",
        "CREATE INDEX outbox_pending ON outbox (game_id, id) WHERE delivered_at IS NULL",
        "CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL",
        """CREATE TABLE player_totals (
            guild_id INTEGER NOT NULL,
            kind TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            name TEXT NOT NULL,
            named_at REAL NOT NULL,
            named_game INTEGER NOT NULL,
            played INTEGER NOT NULL DEFAULT 0,
            wins INTEGER NOT NULL DEFAULT 0,
            best INTEGER,
            by_resignation INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (guild_id, kind, user_id)
        )""",
        "CREATE INDEX player_totals_board ON player_totals (guild_id, kind, wins DESC)",
        "CREATE INDEX games_open_channel ON games (status, channel_id)",
    ],
    # 4: a stale panel asks for the moves after its version (Store.moves_after_version);
    # this index lets SQLite seek to them instead of filtering the game's whole log
    [
        "CREATE INDEX moves_game_version ON moves (game_id, version)",
    ],
    # 5: an entry Discord refused (a permission, AutoMod, a deleted channel, an error
    # nobody expected) stays queued and is tried again with backoff, surviving restarts:
    # how often it was tried, when it may be tried again, why it was refused (a reason
    # key the players are told in words), and whether they were told already.
    [
        "ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE outbox ADD COLUMN retry_at REAL",
        "ALTER TABLE outbox ADD COLUMN refusal TEXT",
        "ALTER TABLE outbox ADD COLUMN told INTEGER NOT NULL DEFAULT 0",
    ],
    # 6: languages. A game has one language for everything public (its lobby, boards,
    # pings, results, replay, pictures); a user the language of their last interaction
    # (for DMs and reminders, which have no interaction); a server may choose the
    # language of its new games (/settings language). Existing games stay English.
    [
        "ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en'",
        "ALTER TABLE users ADD COLUMN locale TEXT",
        """CREATE TABLE guild_settings (
            guild_id INTEGER PRIMARY KEY,
            language TEXT
        )""",
    ],
    # 7: words as data. Games stored before engines spoke in messages kept English
    # sentences (move events, states, results, pending outbox payloads) that the platform
    # named seats in with a regex; they are regenerated as message JSON by replaying each
    # game's move log through its engine (bot/app/legacy_words.py says what becomes of
    # every row, and of a game that no longer replays).
    [_regenerate_words],
    # 8: solo records are kept per level (``bonsai:solo:gakusei``): the solo counters are
    # counted again from the finished solo games (Store._backfill_solo_totals)
    [
        "DELETE FROM player_totals WHERE kind LIKE '%:solo'",
    ],
    # 9: a Bonsai placing ends with its last possible tile (issue 19), where the log kept
    # the Finish chosen after it: those logs are rewritten in today's shape
    # (bot/app/move_logs.py says how, and what becomes of a game left waiting on that
    # Finish); then Bonsai's stored words are regenerated from the replay (a return now
    # names every tile it gives back).
    [_upgrade_logs, _regenerate_bonsai_words],
    # 10: Zensō ends a turn by itself when nothing optional is left and takes a card as
    # the skip of phase 1 (issue 19): the End turns and skips its old logs hold are
    # dropped, a game left waiting on such an End turn has its last move taken back (or
    # its turn passed, when Undo could not take that move back) (bot/app/zenso_logs.py,
    # run by the same step as 9's); then Zensō's stored words are regenerated from the
    # replay.
    [_upgrade_logs, _regenerate_zenso_words],
    # 11: ratings per server, game and player (see _RATINGS above)
    _RATINGS,
    # 12: each rated game's change of each player's rating (see _RATING_CHANGES above)
    _RATING_CHANGES,
]

#: the number of the migration that creates the ratings (found by identity, so that
#: migrations appended on other branches may take the numbers before it)
RATINGS_MIGRATION = next(number for number, steps in enumerate(MIGRATIONS, start=1)
                         if steps is _RATINGS)
#: the number of the migration that keeps each rated game's changes
RATING_CHANGES_MIGRATION = next(number for number, steps in enumerate(MIGRATIONS, start=1)
                                if steps is _RATING_CHANGES)
