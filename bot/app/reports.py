"""What a committed change reports, and who hears of it: the move report, the notifier
protocol the outbox delivers to, and how a computer-played seat is named. A module of its
own so the outbox and the tables both use it without importing each other."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from bot.app.players import LEVELS
from bot.app.records import GameRecord, MoveRecord

COMPUTER = "computer"


def computer_controller(level: str) -> str:
    return f"{COMPUTER}:{level}"


def computer_level(controller: str) -> str | None:
    # "computer:<level>[:resigned|:removed]": the suffix says why a human seat went over.
    parts = controller.split(":")
    if parts[0] != COMPUTER:
        return None
    return parts[1] if len(parts) > 1 and parts[1] in LEVELS else "greedy"


@dataclass
class MoveReport:
    """One committed move and what it did."""

    game: GameRecord  # the game after the move
    seat: int
    notation: str
    label: str
    events: list[str]
    turn_complete: bool
    by_computer: bool = False
    #: what a turn's board recounts (the outbox fills it when it posts the board)
    turn_events: list[str] = field(default_factory=list)
    #: the move as stored (its seq, and the game's version after it), when one was
    move: MoveRecord | None = None

    @property
    def finished(self) -> bool:
        return self.game.status == "finished"


class Notifier(Protocol):
    """What the table tells the outside world. The Discord notifier posts messages; the
    tests use a recorder. Called only by the outbox (:mod:`bot.app.outbox`), after the
    change is committed, in order per game — and again after a crash, so a call may
    repeat one that was cut short (the Discord notifier sends with the outbox nonce)."""

    async def lobby_changed(self, game: GameRecord, text: str) -> None: ...
    async def game_started(self, game: GameRecord) -> None: ...
    async def move_committed(self, report: MoveReport) -> None: ...
    async def game_closed(self, game: GameRecord, text: str) -> None: ...
    async def reminder(self, game: GameRecord, user_ids: list[int], text: str) -> None: ...
    async def announce(self, game: GameRecord, text: str) -> None: ...


class SilentNotifier:
    async def lobby_changed(self, game: GameRecord, text: str) -> None:
        return None

    async def game_started(self, game: GameRecord) -> None:
        return None

    async def move_committed(self, report: MoveReport) -> None:
        return None

    async def game_closed(self, game: GameRecord, text: str) -> None:
        return None

    async def reminder(self, game: GameRecord, user_ids: list[int], text: str) -> None:
        return None

    async def announce(self, game: GameRecord, text: str) -> None:
        return None
