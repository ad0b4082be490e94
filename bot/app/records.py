"""The records the store speaks in, whatever the database behind it, and the rules about
them that belong to the game, not to a dialect of SQL: who counts in a result, the kind a
solo result is counted under, what a finished game adds to its players' counters.

The stores (:mod:`bot.app.store` on SQLite, :mod:`bot.app.pg_store` on PostgreSQL) import
these; the application imports them from here, and the store's methods from the protocols
of :mod:`bot.app.store_api`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

OPEN_STATUSES = ("lobby", "active")


@dataclass
class SeatRecord:
    user_id: int
    name: str
    position: int  # join order in the lobby; the seat number once the game started
    controller: str = "human"  # human | computer
    timeouts: int = 0


@dataclass
class GameRecord:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    host_id: int
    status: str
    options: dict[str, Any]
    seed: int
    state: dict[str, Any] | None
    version: int
    result: dict[str, Any] | None
    board_message_id: int | None
    created_at: float
    updated_at: float
    seats: list[SeatRecord] = field(default_factory=list)
    deadline: float | None = None
    reminders_sent: int = 0
    #: the catalogue of everything public about the game (``en``, ``it``, ``fr``)
    language: str = "en"

    @property
    def place_id(self) -> int:
        """Where the game's messages go: its thread if it has one, else its channel."""
        return self.thread_id or self.channel_id

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.position
        return None

    def user_at(self, position: int) -> SeatRecord:
        for seat in self.seats:
            if seat.position == position:
                return seat
        raise KeyError(position)

    @property
    def names(self) -> list[str]:
        return [s.name for s in sorted(self.seats, key=lambda s: s.position)]


@dataclass(frozen=True)
class GameTitle:
    """What a list of games to choose from needs, without the game's state: its id, kind
    and players' names in seat order."""

    id: int
    kind: str
    names: list[str]


@dataclass
class MoveRecord:
    game_id: int
    seq: int
    seat: int
    user_id: int | None
    notation: str
    reveals: bool
    created_at: float
    undone: bool = False
    by_computer: bool = False
    ends_turn: bool = True
    #: what the move did, as the engine said it: message JSON (a dict), or an English
    #: sentence stored before engines spoke in messages
    events: list[Any] = field(default_factory=list)
    version: int | None = None  # the game's version after this move


@dataclass
class UserPrefs:
    user_id: int
    notify: str = "channel"  # channel | dm
    quiet_start: int | None = None  # hour of day (UTC), inclusive
    quiet_end: int | None = None  # hour of day (UTC), exclusive
    away_until: float | None = None
    tz_offset_minutes: int = 0
    #: the user's last known client locale (Discord's code, ``it``, ``en-GB``…), for
    #: what reaches them without an interaction (DMs, reminders)
    locale: str | None = None


#: the statistics kind of a game's solo results (``bonsai:solo``), kept apart from tables
SOLO_SUFFIX = ":solo"


def solo_kind(kind: str, result: dict[str, Any], options: dict[str, Any]) -> str:
    """The statistics kind of a solo game's result: ``bonsai:solo:gakusei``, its level
    as the result names it (a result from before levels were recorded: the table's
    ``solo_level`` option, the engines' convention), or ``bonsai:solo`` without one."""
    level = result.get("solo_level") if "solo_level" in result else options.get("solo_level")
    return f"{kind}{SOLO_SUFFIX}" + (f":{level}" if level else "")


class VersionConflict(Exception):
    """The game changed since the caller read it (another tap won the race)."""


class BackupUnavailable(RuntimeError):
    """A backup could not be made; the message says why in one sentence."""


class LimitReached(Exception):
    """An open-game limit would be overrun; ``scope`` is ``"user"`` or ``"channel"``."""

    def __init__(self, scope: str) -> None:
        super().__init__(scope)
        self.scope = scope


@dataclass
class OutboxEntry:
    """One message-to-be: ``kind`` says what (``lobby``, ``started``, ``move``,
    ``closed``, ``announce``, ``reminder``), ``version`` the game version it was decided
    at, ``payload`` what the message needs that the game row will not keep."""

    id: int
    game_id: int
    kind: str
    version: int
    payload: dict[str, Any]
    created_at: float
    #: tries Discord refused or failed so far, and when the next may be made
    attempts: int = 0
    retry_at: float | None = None
    #: why the last try was refused (a reason key of :mod:`bot.app.messages`)
    refusal: str | None = None
    #: whether the players were told (once per entry) where the bot can still speak
    told: bool = False


@dataclass(frozen=True)
class PlayerTotals:
    """A user's counters in one server for one game kind (``kind == ''``: all kinds)."""

    user_id: int
    kind: str
    name: str
    played: int
    wins: int
    best: int | None
    by_resignation: int


# Why a human seat went to the computer (see ``bot.app.tables.computer_level``).
_HANDED_OVER = ("resigned", "removed")


def counted_seats(seats: Iterable[SeatRecord],
                  result: dict[str, Any]) -> list[tuple[SeatRecord, bool]]:
    """The seats of humans in a finished game, each with whether the human played it to
    the end (``False``: they resigned or were removed and the computer finished it).
    A seat created for the computer never counts."""
    computer_seats = set(result.get("computer_seats", []))
    counted = []
    for seat in seats:
        if seat.controller == "human" and seat.position not in computer_seats:
            counted.append((seat, True))
        elif seat.controller.split(":")[-1] in _HANDED_OVER:
            counted.append((seat, False))
    return counted


@dataclass(frozen=True)
class Tally:
    """What one finished game adds to one player's counters of one kind (``kind == ''``:
    the row over all kinds): a game played, a win or not, a score that may be their best
    (``None``: none to compare), whether they gave it up."""

    kind: str
    user_id: int
    name: str
    won: bool
    score: int | None
    resigned: bool


def tallies(kind: str, options: dict[str, Any], result: dict[str, Any],
            seats: Iterable[SeatRecord]) -> list[Tally]:
    """The counters a finished game adds to, one :class:`Tally` per counted seat and kind.
    A solo game is counted apart (``bonsai:solo:…``) and never in the overall row: beating
    a solo target and beating friends are different records. A seat the computer finished
    neither wins nor offers a score; the overall row keeps no best (scores of different
    games do not compare)."""
    seats = list(seats)
    winners = set(result.get("winners", []))
    resigned = result.get("reason") == "resignation"
    scores = {s.get("seat"): s.get("score") for s in result.get("standings", [])}
    solo = bool(result.get("solo")) or len(seats) == 1
    kinds = (solo_kind(kind, result, options),) if solo else (kind, "")
    rows = []
    for seat, to_the_end in counted_seats(seats, result):
        won = to_the_end and seat.position in winners
        score = scores.get(seat.position) if to_the_end else None
        for each_kind in kinds:
            best = None if each_kind == "" or score is None else int(score)
            rows.append(Tally(each_kind, seat.user_id, seat.name, won, best, resigned))
    return rows
