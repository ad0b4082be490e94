"""The outbox and the races around it: what follows a change is queued in the change's
transaction, delivered in order per game after it, once; clock decisions judge one
version; open-game limits hold under simultaneous requests; ``check`` reads a snapshot."""

from __future__ import annotations

import asyncio

import pytest

from bot.app.outbox import DeliveryDeferred
from bot.app.store import Store
from bot.app.tables import Actor, Limits, TableError, Tables
from bot.app.turn_clock import DAY, HOUR
from bot.games import registry
from tests.app.conftest import ANN, BEN, CID, RecordingNotifier
from tests.toy_engine import ENGINE as TOY


@pytest.fixture(autouse=True)
def toy_game():
    registry()["toy"] = TOY
    yield
    registry().pop("toy", None)


class Recorder(RecordingNotifier):
    """Records every call, and can be slowed down (REST latency) or made to fail."""

    def __init__(self) -> None:
        super().__init__()
        self.delay = 0.0
        self.broken = False
        self.posting = asyncio.Event()

    async def _wait(self) -> None:
        if self.broken:  # what the Discord notifier raises when Discord is unreachable
            raise DeliveryDeferred("503 Service Unavailable")
        self.posting.set()
        if self.delay:
            await asyncio.sleep(self.delay)

    async def move_committed(self, report):
        await self._wait()
        self.calls.append(("move", report))

    async def game_started(self, game):
        await self._wait()
        self.calls.append(("started", game.id))

    async def reminder(self, game, user_ids, text):
        await self._wait()
        self.calls.append(("reminder", (user_ids, text)))

    async def announce(self, game, text):
        await self._wait()
        self.calls.append(("announce", text))

    async def game_closed(self, game, text):
        await self._wait()
        self.calls.append(("closed", text))


@pytest.fixture
def notifier():
    return Recorder()


async def toy_table(tables, *players, speed="24h"):
    game = await tables.create("toy", players[0], guild_id=1, channel_id=10,
                               seat_order="joined", speed=speed)
    for actor in players[1:]:
        await tables.join(game.id, actor)
    return await tables.start(game.id, players[0])


async def pending(store: Store, game_id: int) -> list[str]:
    return [entry.kind for entry in await store.pending_outbox(game_id)]


async def test_commits_are_durable_against_power_loss(store):
    rows = await store._db.execute_fetchall("PRAGMA synchronous")
    assert rows[0][0] == 2  # FULL


async def test_a_turn_queues_its_board_in_its_own_transaction(tables, store, notifier,
                                                              monkeypatch):
    game = await toy_table(tables, ANN, BEN, speed="none")

    async def crash(game_id):  # the process dies right after the commit
        return None

    monkeypatch.setattr(tables.outbox, "deliver", crash)
    await tables.play(game.id, ANN, "add 1")
    assert await pending(store, game.id) == []  # mid-turn: nothing public owed yet
    await tables.play(game.id, ANN, "end")
    assert await pending(store, game.id) == ["move"]
    monkeypatch.undo()
    # A fresh process over the same database posts the board it owed, once.
    after = Tables(store, notifier)
    await after.resume()
    moves = notifier.moves()
    assert len(moves) == 1 and moves[0].game.version == game.version + 2
    assert moves[0].turn_events == ["Ann added 1. Ann ended the turn."]
    assert await pending(store, game.id) == []
    await after.resume()
    assert len(notifier.moves()) == 1  # delivered entries are never posted again


async def test_an_undeliverable_board_stays_queued_until_discord_takes_it(tables, store,
                                                                         notifier, clock):
    game = await toy_table(tables, ANN, BEN, speed="none")
    notifier.broken = True
    await tables.play(game.id, ANN, "add 1")
    await tables.play(game.id, ANN, "end")
    await tables.play(game.id, BEN, "add 1")
    await tables.play(game.id, BEN, "end")
    notifier.broken = False
    assert notifier.moves() == [] and await pending(store, game.id) == ["move", "move"]
    await tables.outbox.deliver_all()  # the clock's tick: the next try is not due yet
    assert notifier.moves() == []
    clock.advance(60)
    await tables.outbox.deliver_all()  # the clock's tick retries every minute
    # The boards owed since go out as one, the newest (an older one would show a stale
    # board and ping a player who has moved since).
    assert [report.game.version for report in notifier.moves()] == [game.version + 4]
    assert await pending(store, game.id) == []


async def test_posts_of_one_game_never_overtake_each_other(tables, store, notifier):
    game = await toy_table(tables, ANN, BEN, CID, speed="none")
    notifier.delay = 0.05  # REST latency: each post takes a while

    async def turn(actor):
        await tables.play(game.id, actor, "add 1")
        await tables.play(game.id, actor, "end")

    await turn(ANN)

    async def repost(record):
        notifier.calls.append(("repost", record.version))

    # A /game board repost asked for while Ben's board is on its way comes after it and
    # shows the game as it is then.
    notifier.posting.clear()
    bens_turn = asyncio.ensure_future(turn(BEN))
    await notifier.posting.wait()
    await tables.repost(game.id, repost)
    await bens_turn
    posts = [(kind, payload if kind == "repost" else payload.game.version)
             for kind, payload in notifier.calls if kind in ("move", "repost")]
    now = (await store.get_game(game.id)).version
    assert posts == [("move", now - 2), ("move", now), ("repost", now)]


async def test_a_reminder_racing_a_move_never_pings_the_mover(tables, store, notifier, clock,
                                                              monkeypatch):
    game = await toy_table(tables, ANN, BEN)
    clock.advance(13 * HOUR)
    stale = await store.games_with_deadlines()  # the clock read the game: Ann to move…
    await tables.play(game.id, ANN, "add 1")
    await tables.play(game.id, ANN, "end")  # …and Ann moved before it decided
    monkeypatch.setattr(store, "games_with_deadlines", lambda: _value(stale))
    await tables.tick()
    assert [c for c in notifier.calls if c[0] == "reminder"] == []
    monkeypatch.undo()
    # Ben's own reminder comes when Ben's time is half gone.
    clock.advance(13 * HOUR)
    await tables.tick()
    reminders = [c[1] for c in notifier.calls if c[0] == "reminder"]
    assert [users for users, _ in reminders] == [[BEN.user_id]]


async def test_a_reminder_queued_before_a_move_is_void_once_it_is_made(tables, store,
                                                                       notifier, clock,
                                                                       monkeypatch):
    game = await toy_table(tables, ANN, BEN)
    clock.advance(13 * HOUR)

    async def crash(game_id, **kwargs):
        return None

    monkeypatch.setattr(tables.outbox, "deliver", crash)
    await tables.tick()  # the reminder is decided and queued, then the process stalls
    assert await pending(store, game.id) == ["reminder"]
    await tables.play(game.id, ANN, "add 1")
    await tables.play(game.id, ANN, "end")
    monkeypatch.undo()
    await tables.outbox.deliver_all()
    assert [c for c in notifier.calls if c[0] == "reminder"] == []
    assert notifier.moves()[-1].game.version == (await store.get_game(game.id)).version


async def test_two_skips_at_once_count_one_timeout(tables, store, clock):
    game = await toy_table(tables, ANN, BEN, CID)
    clock.advance(DAY + 1)
    outcomes = await asyncio.gather(tables.skip(game.id, BEN), tables.skip(game.id, CID),
                                    return_exceptions=True)
    refused = [o for o in outcomes if isinstance(o, TableError)]
    assert len(refused) == 1, outcomes
    await tables.wait_idle()
    assert (await store.get_game(game.id)).user_at(0).timeouts == 1


async def test_a_skip_after_the_late_player_moved_charges_nothing(tables, store, clock,
                                                                  monkeypatch):
    game = await toy_table(tables, ANN, BEN)
    clock.advance(DAY + 1)
    stale = await store.get_game(game.id)
    await tables.play(game.id, ANN, "add 1")
    await tables.play(game.id, ANN, "end")  # Ann moved at the last moment
    original = tables._game

    async def first_stale(game_id):
        monkeypatch.setattr(tables, "_game", original)
        return stale

    monkeypatch.setattr(tables, "_game", first_stale)
    with pytest.raises(TableError, match="changed meanwhile"):
        await tables.skip(game.id, BEN)
    assert (await store.get_game(game.id)).user_at(0).timeouts == 0


async def test_simultaneous_creates_cannot_overrun_the_limits(store, notifier):
    tables = Tables(store, notifier, limits=Limits(open_games_per_user=10,
                                                   open_games_per_channel=20))
    results = await asyncio.gather(*[
        tables.create("toy", ANN, guild_id=1, channel_id=10) for _ in range(15)],
        return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 10
    assert all(isinstance(r, TableError) for r in results if isinstance(r, Exception))
    users = [Actor(1000 + i, f"U{i}") for i in range(25)]
    results = await asyncio.gather(*[
        tables.create("toy", user, guild_id=1, channel_id=11) for user in users],
        return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 20
    assert await store.count_open_games(place_id=11) == 20


async def test_simultaneous_joins_cannot_overrun_the_user_limit(store, notifier):
    tables = Tables(store, notifier, limits=Limits(open_games_per_user=10))
    lobbies = [await tables.create("toy", Actor(2000 + i, f"H{i}"), guild_id=1,
                                   channel_id=12) for i in range(12)]
    for lobby in lobbies[:9]:
        await tables.join(lobby.id, BEN)  # Ben sits at 9 tables
    results = await asyncio.gather(*[tables.join(lobby.id, BEN) for lobby in lobbies[9:]],
                                   return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert await store.count_open_games(user_id=BEN.user_id) == 10


async def test_check_reads_one_snapshot_while_another_process_writes(tmp_path, notifier):
    path = tmp_path / "snap.sqlite3"
    writer = await Store.open(path)
    reader = await Store.open(path)
    try:
        tables = Tables(writer, notifier)
        game = await toy_table(tables, ANN, BEN, speed="none")
        async with reader.read_snapshot():
            before = await reader.get_game(game.id)
            await tables.play(game.id, ANN, "add 1")  # committed by "the bot" meanwhile
            during = await reader.get_game(game.id)
            moves = await reader.moves(game.id)
        assert during.version == before.version and moves == []
        assert (await reader.get_game(game.id)).version == before.version + 1
        assert await Tables(reader).check() == []
    finally:
        await reader.close()
        await writer.close()


async def _value(value):
    return value


async def test_the_outbox_nonce_is_the_same_on_every_retry():
    from bot.app.outbox import _DELIVERY, _Delivery, next_nonce

    assert next_nonce() is None  # outside a delivery: discord.py picks a random one
    for _ in range(2):
        token = _DELIVERY.set(_Delivery(41))
        try:
            assert [next_nonce(), next_nonce()] == ["o41.1", "o41.2"]
        finally:
            _DELIVERY.reset(token)


async def test_counting_open_games_reads_no_game_rows(store, tables):
    for _ in range(3):
        await tables.create("toy", CID, guild_id=1, channel_id=13)
    assert await store.count_open_games(user_id=CID.user_id) == 3
    assert await store.count_open_games(place_id=13) == 3


async def test_a_board_held_for_computers_nobody_plays_goes_out_at_the_next_tick(
        tables, store, notifier, monkeypatch):
    game = await tables.create("toy", ANN, guild_id=1, channel_id=10, seat_order="joined",
                               computers=["greedy"], speed="none")
    game = await tables.start(game.id, ANN)
    monkeypatch.setattr(tables, "_after_commit", lambda game: None)  # the task died
    await tables.play(game.id, ANN, "add 1")
    await tables.play(game.id, ANN, "end")
    assert await pending(store, game.id) == ["move"]  # held: the computer is to move
    monkeypatch.undo()
    await tables.tick()
    await tables.wait_idle()
    after = await store.get_game(game.id)
    assert TOY.to_move(after.state) == [0] and await pending(store, game.id) == []
    assert notifier.moves()[-1].game.version == after.version
