"""Fixtures for the application layer: a real SQLite store in a temp folder."""

from __future__ import annotations

import pytest

from bot.app.clock import ManualClock
from bot.app.store import Store
from bot.app.tables import Actor, Tables

ANN = Actor(101, "Ann")
BEN = Actor(102, "Ben")
CID = Actor(103, "Cid")
DEE = Actor(104, "Dee")
EVE = Actor(105, "Eve")
MOD = Actor(900, "Mod", can_manage=True)


class RecordingNotifier:
    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    async def lobby_changed(self, game, text):
        self.calls.append(("lobby", text))

    async def game_started(self, game):
        self.calls.append(("started", game.id))

    async def move_committed(self, report):
        self.calls.append(("move", report))

    async def game_closed(self, game, text):
        self.calls.append(("closed", text))

    def moves(self):
        return [payload for kind, payload in self.calls if kind == "move"]


@pytest.fixture
async def store(tmp_path):
    store = await Store.open(tmp_path / "games.sqlite3")
    yield store
    await store.close()


@pytest.fixture
def notifier():
    return RecordingNotifier()


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
async def tables(store, notifier, clock):
    tables = Tables(store, notifier, clock=clock)
    yield tables
    await tables.wait_idle()


async def started_game(tables: Tables, *players: Actor, kind: str = "splendor",
                       seat_order: str = "joined"):
    game = await tables.create(kind, players[0], guild_id=1, channel_id=10,
                               seat_order=seat_order)
    for actor in players[1:]:
        await tables.join(game.id, actor)
    return await tables.start(game.id, players[0])
