"""The store as the application sees it: a few small protocols by concern, each consumer
naming only those it uses. :class:`bot.app.store.Store` (SQLite) and
:class:`bot.app.pg_store.PgStore` (PostgreSQL) both implement :class:`Database`, all of
them; :func:`bot.app.stores.open_store` opens the one ``DATABASE_URL`` names.

The behaviour behind each method (its transaction, its version guard, what it queues) is
described on the SQLite store's method, and the store contract suite
(``tests/store/``) holds both back ends to it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from bot.app.ratings import Rating, RatingChange
from bot.app.records import (
    OPEN_STATUSES,
    GameRecord,
    GameTitle,
    MoveRecord,
    OutboxEntry,
    PlayerTotals,
    UserPrefs,
)


class Games(Protocol):
    """Games and their seats: lobbies, starts, ends, places, languages."""

    async def create_game(self, *, kind: str, guild_id: int | None, channel_id: int,
                          host_id: int, host_name: str, options: dict[str, Any], seed: int,
                          now: float, computers: Iterable[tuple[int, str, str]] = (),
                          max_open_per_user: int | None = None,
                          max_open_per_channel: int | None = None,
                          notice: Any = None, language: str = "en") -> int:
        ...

    async def get_game(self, game_id: int) -> GameRecord | None:
        ...

    async def find_games(self, *, place_id: int | None = None, user_id: int | None = None,
                         statuses: Iterable[str] = OPEN_STATUSES, guild_id: int | None = None,
                         kind: str | None = None) -> list[GameRecord]:
        ...

    async def game_titles(self, *, guild_id: int | None, statuses: Iterable[str],
                          terms: Sequence[tuple[str, Sequence[str]]] = (),
                          limit: int = 25) -> list[GameTitle]:
        ...

    async def count_open_games(self, *, place_id: int | None = None,
                               user_id: int | None = None) -> int:
        ...

    async def game_ids(self, statuses: Iterable[str] | None = None) -> list[int]:
        ...

    async def game_version(self, game_id: int) -> int | None:
        ...

    async def add_seat(self, game_id: int, user_id: int, name: str, *, capacity: int,
                       controller: str = "human", max_open_per_user: int | None = None,
                       notice: Any = None, now: float | None = None) -> int:
        ...

    async def remove_seat(self, game_id: int, user_id: int, *,
                          notice: Any = None) -> None:
        ...

    async def start_game(self, game_id: int, order: list[int], state: dict[str, Any],
                         expected_version: int, now: float,
                         deadline: float | None = None) -> None:
        ...

    async def finish_game(self, game_id: int, *, status: str, result: dict[str, Any] | None,
                          expected_version: int, now: float,
                          notice: tuple[str, Any] | None = None) -> int:
        ...

    async def set_seat_controller(self, game_id: int, position: int, controller: str,
                                  expected_version: int, now: float,
                                  notice: tuple[str, Any] | None = None) -> int:
        ...

    async def add_timeout(self, game_id: int, position: int) -> None:
        ...

    async def set_host(self, game_id: int, user_id: int) -> None:
        ...

    async def set_place(self, game_id: int, channel_id: int) -> None:
        ...

    async def abandon_lobby(self, game_id: int, now: float) -> bool:
        ...

    async def set_thread(self, game_id: int, thread_id: int | None) -> None:
        ...

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        ...

    async def set_game_language(self, game_id: int, language: str,
                                seat_names: Mapping[int, str] | None = None) -> None:
        """The game's language, and in the same transaction the seats renamed in it
        (``seat_names``: user id to name; the computers' names are words)."""
        ...

    async def guild_language(self, guild_id: int | None) -> str | None:
        ...

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        ...


class MoveLog(Protocol):
    """The append-only move log: a move committed under the game's version, undo and
    its snapshots, the reads of the log."""

    async def commit_move(self, game_id: int, *, expected_version: int, seat: int,
                          user_id: int | None, notation: str, reveals: bool,
                          state: dict[str, Any], status: str,
                          result: dict[str, Any] | None, now: float,
                          deadline: float | None = None, by_computer: bool = False,
                          ends_turn: bool = True, events: Sequence[Any] | None = None,
                          reset_reminders: bool = True,
                          state_before: dict[str, Any] | None = None) -> MoveRecord:
        ...

    async def undo_moves(self, game_id: int, *, expected_version: int, seqs: list[int],
                         state: dict[str, Any], now: float) -> int:
        ...

    async def state_before(self, game_id: int, seq: int) -> dict[str, Any] | None:
        ...

    async def moves(self, game_id: int, *, include_undone: bool = False) -> list[MoveRecord]:
        ...

    async def moves_after_version(self, game_id: int, version: int) -> list[MoveRecord]:
        ...

    async def last_move(self, game_id: int, *, before_seq: int | None = None,
                        seat: int | None = None,
                        ends_turn: bool | None = None) -> MoveRecord | None:
        ...

    async def moves_after(self, game_id: int, seq: int, *,
                          upto_seq: int | None = None) -> list[MoveRecord]:
        ...


class Clock(Protocol):
    """The turn clock's decisions, each recorded only at the version it judged."""

    async def games_with_deadlines(self) -> list[GameRecord]:
        ...

    async def set_reminders_sent(self, game_id: int, count: int, version: int) -> None:
        ...

    async def set_deadline(self, game_id: int, deadline: float | None, version: int) -> None:
        ...

    async def decide_reminder(self, game_id: int, *, version: int, number: int,
                              user_ids: list[int], text: Any, now: float) -> bool:
        ...

    async def decide_timeout(self, game_id: int, *, version: int, text: Any,
                             now: float) -> bool:
        ...

    async def record_skip(self, game_id: int, *, version: int, seats: list[int], text: Any,
                          now: float) -> int:
        ...

    async def shift_deadline(self, game_id: int, *, version: int, by: float) -> bool:
        ...


class OutboxQueue(Protocol):
    """The outbox: what must follow a change, queued in its transaction and delivered afterwards."""

    async def enqueue(self, game_id: int, kind: str, payload: dict[str, Any],
                      now: float | None = None) -> int:
        ...

    async def pending_outbox(self, game_id: int) -> list[OutboxEntry]:
        ...

    async def pending_outbox_and_game(
            self, game_id: int) -> tuple[list[OutboxEntry], GameRecord | None]:
        ...

    async def hold_outbox(self, entry_ids: Iterable[int], *, retry_at: float,
                          refusal: str | None, told: bool) -> None:
        ...

    async def refused_outbox(self, game_ids: Iterable[int]) -> list[OutboxEntry]:
        ...

    async def games_with_pending_outbox(self) -> list[int]:
        ...

    async def mark_delivered(self, entry_ids: Iterable[int], now: float) -> None:
        ...

    async def prune_outbox(self, before: float) -> int:
        ...


@runtime_checkable
class OutboxClaims(Protocol):
    """An outbox shared by several processes (PostgreSQL only): a process claims a
    game's pending entries before posting them, so exactly one posts them, in order,
    and another takes over when its claim runs out. The SQLite store has none of this:
    one process owns a SQLite file, and delivery reads its outbox directly."""

    #: who claims (this store's process); seconds a claim lasts unless claimed again
    owner: str
    lease_seconds: float

    async def claim_outbox(
            self, game_id: int) -> tuple[list[OutboxEntry], GameRecord | None]:
        ...

    async def release_outbox(self, game_id: int) -> None:
        ...

    def posting_turn(self, game_id: int) -> AbstractAsyncContextManager[None]:
        ...

    async def listen_outbox(self, wake: Callable[[int], None]) -> Any:
        ...

    async def unlisten_outbox(self, listener: Any) -> None:
        ...


@runtime_checkable
class Leadership(Protocol):
    """One process of several runs the turn clock and the computer players (PostgreSQL
    only: a session advisory lock held on a dedicated connection, free again when that
    connection ends). Without it (SQLite) the one process always leads."""

    async def try_lead(self) -> bool:
        ...

    async def resign_lead(self) -> None:
        ...


class Users(Protocol):
    """Users' preferences, locales and time away."""

    async def get_user(self, user_id: int) -> UserPrefs:
        ...

    async def get_users(self, user_ids: Iterable[int]) -> dict[int, UserPrefs]:
        ...

    async def save_user(self, prefs: UserPrefs) -> None:
        ...

    async def remember_locale(self, user_id: int, locale: str | None) -> None:
        ...

    async def record_away(self, user_id: int, start: float, end: float) -> None:
        ...

    async def away_periods(self, user_id: int, since: float) -> list[tuple[float, float]]:
        ...


class ResultsLedger(Protocol):
    """Per-player counters and ratings of finished games (counted by the store in the
    finishing transaction; ratings: :mod:`bot.app.ratings`)."""

    async def player_totals(self, guild_id: int | None, *, user_id: int | None = None,
                            kind: str | None = None, limit: int | None = None,
                            ) -> list[PlayerTotals]:
        ...

    async def kinds_played(self, guild_id: int | None) -> list[str]:
        ...

    async def ratings(self, guild_id: int | None, *, kind: str | None = None,
                      user_id: int | None = None, limit: int | None = None,
                      ) -> list[Rating]:
        ...

    async def rating_changes(self, guild_id: int | None, user_id: int, *,
                             kind: str | None = None, per_kind: int = 5,
                             ) -> list[RatingChange]:
        ...


class Maintenance(Protocol):
    """What the console commands and the process need beyond the game: a consistent
    snapshot, a backup, the schema's version, closing."""

    def read_snapshot(self) -> AbstractAsyncContextManager[None]:
        ...

    async def backup(self, target: str | Path) -> None:
        ...

    async def schema_version(self) -> int:
        ...

    async def close(self) -> None:
        ...


class Database(Games, MoveLog, Clock, OutboxQueue, Users, ResultsLedger, Maintenance,
               Protocol):
    """All of it: what the tables and the bot's process hold."""
