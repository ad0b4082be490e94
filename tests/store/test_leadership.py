"""The turn clock and the computer players run in one process of several (PostgreSQL): the
one holding a session advisory lock on a dedicated connection. When that connection ends,
another process takes the lead; every decision is still checked against the version it
judged. Two stores (and two Tables) on one database stand for two processes; every case
carries ``postgres`` in its id."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.app.clock import ManualClock
from bot.app.store_api import Leadership
from bot.app.stores import open_store
from bot.app.tables import Tables
from bot.app.turn_clock import HOUR
from bot.games import registry
from tests.app.conftest import ANN, BEN
from tests.app.test_outbox import Recorder
from tests.pg_server import fresh_database
from tests.toy_engine import ENGINE as TOY


@pytest.fixture(autouse=True)
def toy_game():
    registry()["toy"] = TOY
    yield
    registry().pop("toy", None)


@pytest.fixture
async def two_stores(pg_server):
    url = await fresh_database(pg_server)
    first, second = await asyncio.gather(open_store(url), open_store(url))
    yield url, first, second
    await asyncio.gather(first.close(), second.close())


async def _cut(url: str, store) -> None:
    """The leader's connection ends (its process died, the network went)."""
    pid = store._lead.get_server_pid()
    admin = await asyncpg.connect(url)
    try:
        await admin.execute("SELECT pg_terminate_backend($1)", pid)
    finally:
        await admin.close()


async def _takes_lead(store, seconds: float = 5.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not await store.try_lead():
        assert loop.time() < deadline, "the lead was never taken over"
        await asyncio.sleep(0.05)


async def test_sqlite_always_leads(tmp_path):
    store = await open_store(f"sqlite:///{tmp_path / 'x.sqlite3'}")
    try:
        assert not isinstance(store, Leadership)
        assert await Tables(store).leading()
    finally:
        await store.close()


async def test_one_process_leads_until_its_connection_ends_postgres(two_stores):
    url, first, second = two_stores
    assert isinstance(first, Leadership)
    assert await first.try_lead() and not await second.try_lead()
    assert await first.try_lead() and not await second.try_lead()  # held, not asked again
    # a pooled connection going back to the pool would have dropped it: it is not pooled
    for _ in range(5):
        await first.get_game(1)
    assert not await second.try_lead()
    await _cut(url, first)
    await _takes_lead(second)
    assert not await first.try_lead()  # reconnected, but the lead is the other's now
    await second.resign_lead()
    await _takes_lead(first)


def _timed_tables(store, clock):
    notifier = Recorder()
    return Tables(store, notifier, clock=clock), notifier


async def test_reminders_are_sent_once_across_processes_postgres(two_stores):
    url, first, second = two_stores
    clock = ManualClock()
    (a, heard_a), (b, heard_b) = _timed_tables(first, clock), _timed_tables(second, clock)
    game = await a.create("toy", ANN, guild_id=1, channel_id=10, seat_order="joined",
                          speed="24h")
    await a.join(game.id, BEN)
    game = await a.start(game.id, ANN)

    def reminders():
        return [c for n in (heard_a, heard_b) for c in n.calls if c[0] == "reminder"]

    clock.advance(13 * HOUR)  # past half the time: the first reminder is due
    await asyncio.gather(a.tick(), b.tick(), a.tick(), b.tick())
    assert len(reminders()) == 1
    leader, other = (a, b) if reminders()[0] in heard_a.calls else (b, a)
    assert await leader.leading() and not await other.leading()

    await _cut(url, leader.store)  # the leader is gone: the other takes over
    clock.advance(10 * HOUR)  # the last call is due
    await _takes_lead(other.store)
    await asyncio.gather(other.tick(), other.tick())
    await leader.tick()  # it lost the lead: it decides nothing
    assert len(reminders()) == 2
    notifier = heard_b if other is b else heard_a
    last = [c for c in reminders() if c[1][1]["id"] == "common-last-call"]
    assert len(last) == 1 and last[0] in notifier.calls
    assert [e for e in await first.pending_outbox(game.id) if e.kind == "reminder"] == []


async def test_computers_play_once_in_the_leading_process_postgres(two_stores):
    url, first, second = two_stores
    clock = ManualClock()
    leader, _ = _timed_tables(first, clock)
    other, _ = _timed_tables(second, clock)
    assert await leader.leading() and not await other.leading()
    game = await other.create("toy", ANN, guild_id=1, channel_id=10, seat_order="joined",
                              computers=["greedy"], speed="none")
    game = await other.start(game.id, ANN)
    await other.play(game.id, ANN, "add 1")
    await other.play(game.id, ANN, "end")
    await other.wait_idle()
    waiting = await second.get_game(game.id)
    assert TOY.to_move(waiting.state) == [1]  # the computer's turn: not played here
    # the NOTIFY of the human's move wakes the leader, whose computer plays
    await asyncio.gather(leader.wake(game.id), other.wake(game.id), leader.wake(game.id))
    await asyncio.gather(leader.wait_idle(), other.wait_idle())
    after = await first.get_game(game.id)
    assert TOY.to_move(after.state) == [0]
    moves = await first.moves(game.id)
    assert [m.version for m in moves] == sorted({m.version for m in moves})
    assert await leader.check() == []

    # the leader goes; the next human move waits until the new leader's tick wakes it
    await _cut(url, first)
    await other.play(game.id, ANN, "add 2")
    await other.play(game.id, ANN, "end")
    await _takes_lead(second)
    await other.tick()
    await other.wait_idle()
    assert TOY.to_move((await second.get_game(game.id)).state) == [0]
    assert await other.check() == []
