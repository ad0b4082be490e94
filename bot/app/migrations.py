"""Numbered schema migrations, applied in order at start-up by :class:`bot.store.Store`.

Never edit a migration that has shipped: append a new one. Migration N is
``MIGRATIONS[N - 1]``, a list of statements run in one transaction.
"""

from __future__ import annotations

MIGRATIONS: list[list[str]] = [
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
    ],
]
