"""What every ``make_*.py`` of this folder shares: the people and the place of its
games, a notifier that Discord can refuse, a table opened and started, the database
written out as compressed SQL text.

Each script runs against the code of an older commit (``PYTHONPATH=/tmp/old``), and
imports this file as its sibling: only names those commits already had are used here.
"""

from __future__ import annotations

import asyncio
import gzip
import sqlite3
import tempfile
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from bot.app.outbox import DeliveryDeferred
from bot.app.tables import Actor, Tables

HERE = Path(__file__).resolve().parent
ANN, BEN, CID = Actor(101, "Ann"), Actor(102, "Ben"), Actor(103, "Cid")
GUILD, CHANNEL = 1, 10


class Recorder:
    """Delivers everything, except to the games in ``refuse`` (their entries stay queued
    as a bot that could not reach Discord leaves them)."""

    def __init__(self) -> None:
        self.refuse: set[int] = set()

    async def _maybe(self, game_id: int) -> None:
        if game_id in self.refuse:
            raise DeliveryDeferred("network")

    async def lobby_changed(self, game, text):
        await self._maybe(game.id)

    async def game_started(self, game):
        await self._maybe(game.id)

    async def move_committed(self, report):
        await self._maybe(report.game.id)

    async def game_closed(self, game, text):
        await self._maybe(game.id)

    async def reminder(self, game, user_ids, text):
        await self._maybe(game.id)

    async def announce(self, game, text):
        await self._maybe(game.id)


async def open_game(tables: Tables, kind: str, players: list[Actor], **options: Any) -> int:
    """A table of ``players`` (seated as they join), started by the first."""
    game = await tables.create(kind, players[0], guild_id=GUILD, channel_id=CHANNEL,
                               seat_order="joined", **options)
    for actor in players[1:]:
        await tables.join(game.id, actor)
    await tables.start(game.id, players[0])
    return game.id


def write_dump(play_all: Callable[[Path], Coroutine[Any, Any, None]], target: Path) -> None:
    """``play_all`` on a new database, written to ``target`` as SQL text, gzipped (no
    timestamp in the file, so the same games make the same bytes)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "made.sqlite3"
        asyncio.run(play_all(path))
        connection = sqlite3.connect(path)
        dump = "\n".join(connection.iterdump()) + "\n"
        connection.close()
    target.write_bytes(gzip.compress(dump.encode("utf-8"), mtime=0))
