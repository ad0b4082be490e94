"""The outbox shared by several processes (PostgreSQL): entries are claimed, not read.
Two stores on one database stand for two processes; every case runs on a real server the
test run starts, and carries ``postgres`` in its id. SQLite has no claims: one process
owns its file."""

from __future__ import annotations

import asyncio

import pytest

from bot.app.outbox import Outbox
from bot.app.store_api import OutboxClaims
from bot.app.stores import open_store
from tests.pg_server import fresh_database
from tests.store.test_store_contract import ANN, BEN, started


@pytest.fixture
async def two_stores(pg_server):
    url = await fresh_database(pg_server)
    first, second = await asyncio.gather(open_store(url), open_store(url))
    yield first, second
    await asyncio.gather(first.close(), second.close())


async def _queue(store, game_id: int, count: int) -> list[int]:
    return [await store.enqueue(game_id, "announce", {"text": f"n{n}"}) for n in range(count)]


async def quiet_game(store) -> int:
    """A started game whose start has been posted (nothing pending)."""
    game_id = await started(store, ANN, BEN)
    await store.mark_delivered([e.id for e in await store.pending_outbox(game_id)], 150.0)
    return game_id


async def test_sqlite_has_no_claims(tmp_path):
    store = await open_store(f"sqlite:///{tmp_path / 'x.sqlite3'}")
    try:
        assert not isinstance(store, OutboxClaims)
    finally:
        await store.close()


async def test_two_processes_never_claim_the_same_entry_postgres(two_stores):
    first, second = two_stores
    assert isinstance(first, OutboxClaims) and first.owner != second.owner
    games = [await started(first, ANN, BEN) for _ in range(4)]
    for game_id in games:
        await _queue(first, game_id, 6)
    queued = {g: [e.id for e in await first.pending_outbox(g)] for g in games}
    taken: dict[str, list[tuple[int, int]]] = {first.owner: [], second.owner: []}

    async def worker(store) -> None:
        idle = 0
        while idle < 3:
            idle += 1
            for game_id in games:
                entries, game = await store.claim_outbox(game_id)
                if not entries:
                    continue
                idle = 0
                assert game is not None and game.id == game_id
                head = entries[0]  # in order: only the oldest pending is ever posted
                taken[store.owner].append((game_id, head.id))
                await asyncio.sleep(0)
                await store.mark_delivered([head.id], 300.0)
            await asyncio.sleep(0.01)

    await asyncio.gather(worker(first), worker(second))
    everything = taken[first.owner] + taken[second.owner]
    assert sorted(e for _, e in everything) == sorted(e for ids in queued.values() for e in ids)
    assert len(set(everything)) == len(everything)  # nobody posted an entry twice
    for game_id in games:  # each process saw a game's entries in order
        for owner in taken:
            mine = [e for g, e in taken[owner] if g == game_id]
            assert mine == sorted(mine)
    assert await first.games_with_pending_outbox() == []


async def test_a_claim_holds_the_games_later_entries_too_postgres(two_stores):
    first, second = two_stores
    game_id = await quiet_game(first)
    await _queue(first, game_id, 2)
    claimed, _ = await first.claim_outbox(game_id)
    assert len(claimed) == 2
    later = await second.enqueue(game_id, "announce", {"text": "later"})
    # not even the entry queued after the claim: it would overtake the claimed ones
    assert await second.claim_outbox(game_id) == ([], None)
    again, _ = await first.claim_outbox(game_id)  # the holder claims again (renews)
    assert [e.id for e in again] == [e.id for e in claimed] + [later]
    assert all(e.attempts == 0 for e in again)


async def test_an_expired_claim_is_taken_over_postgres(two_stores):
    first, second = two_stores
    first.lease_seconds = 0.3
    game_id = await quiet_game(first)
    ids = await _queue(first, game_id, 3)
    claimed, _ = await first.claim_outbox(game_id)
    assert [e.id for e in claimed] == ids
    await first.mark_delivered([ids[0]], 300.0)  # posted one, then died
    assert await second.claim_outbox(game_id) == ([], None)
    await asyncio.sleep(0.5)
    taken, game = await second.claim_outbox(game_id)
    assert [e.id for e in taken] == ids[1:] and game is not None
    # the first may have posted them: a try is counted (its post looks before it posts)
    assert all(e.attempts == 1 for e in taken)
    assert await first.claim_outbox(game_id) == ([], None)  # and it is the second's now


async def test_a_released_claim_is_free_at_once_postgres(two_stores):
    first, second = two_stores
    game_id = await quiet_game(first)
    ids = await _queue(first, game_id, 2)
    await first.claim_outbox(game_id)
    await first.release_outbox(game_id)
    taken, _ = await second.claim_outbox(game_id)
    assert [e.id for e in taken] == ids and all(e.attempts == 0 for e in taken)


async def test_a_refused_entry_gives_its_claim_up_postgres(two_stores):
    first, second = two_stores
    game_id = await quiet_game(first)
    ids = await _queue(first, game_id, 1)
    await first.claim_outbox(game_id)
    await first.hold_outbox(ids, retry_at=0.0, refusal="permissions", told=False)
    taken, _ = await second.claim_outbox(game_id)
    assert [e.id for e in taken] == ids and taken[0].attempts == 1


async def test_every_process_hears_of_a_new_entry_at_its_commit_postgres(two_stores):
    first, second = two_stores
    game_id = await started(first, ANN, BEN)
    heard: dict[str, list[int]] = {first.owner: [], second.owner: []}
    woke = asyncio.Event()

    def wake_for(owner):
        def wake(game: int) -> None:
            heard[owner].append(game)
            if all(heard.values()):
                woke.set()
        return wake

    for store in (first, second):
        await store.listen_outbox(wake_for(store.owner))
    await first.enqueue(game_id, "announce", {"text": "hello"})
    await asyncio.wait_for(woke.wait(), 5)
    assert heard == {first.owner: [game_id], second.owner: [game_id]}


async def test_two_outboxes_post_each_entry_once_in_order_postgres(two_stores):
    """Two processes' deliveries of the same games at once: every entry is posted by
    exactly one of them, each game's in order."""
    first, second = two_stores
    games = [await started(first, ANN, BEN) for _ in range(3)]
    for game_id in games:
        await _queue(first, game_id, 5)
    for game_id in games:  # the lobby's and start's entries are not this test's
        await first.mark_delivered([e.id for e in await first.pending_outbox(game_id)
                                    if e.kind != "announce"], 150.0)
    posted: list[tuple[str, int, str]] = []

    class Poster:
        def __init__(self, name: str) -> None:
            self.name = name

        async def announce(self, game, text):
            await asyncio.sleep(0.005)  # REST latency: the other process runs meanwhile
            posted.append((self.name, game.id, text))

    outboxes = [Outbox(first, Poster("a")), Outbox(second, Poster("b"))]
    await asyncio.gather(*(box.deliver(g) for g in games for box in outboxes),
                         *(box.deliver_all() for box in outboxes))
    for game_id in games:
        texts = [text for _, g, text in posted if g == game_id]
        assert texts == [f"n{n}" for n in range(5)]
    assert await first.games_with_pending_outbox() == []


class _Announcer:
    def __init__(self) -> None:
        self.posted: list[tuple[int, str]] = []
        self.more = asyncio.Event()

    async def announce(self, game, text):
        self.posted.append((game.id, text))
        self.more.set()


async def _until(condition, seconds: float) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not condition():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.02)


async def _drained(store, seconds: float) -> None:
    """Until nothing is pending: a post is seen before the drain marks it delivered, and
    stopping the watch in between would cancel the mark."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while await store.games_with_pending_outbox():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.02)


async def test_another_process_posts_what_a_dead_one_queued_postgres(two_stores):
    """Process A commits entries and dies before posting them: B, woken by the NOTIFY
    of A's commit, posts them well before its poll would have."""
    from bot.app.outbox_watch import OutboxWatch

    first, second = two_stores
    game_id = await quiet_game(first)
    announcer = _Announcer()
    watch = OutboxWatch(second, Outbox(second, announcer), poll_seconds=30.0,
                        grace_seconds=0.05)
    watch.start()
    try:
        await asyncio.sleep(0.3)  # listening
        await _queue(first, game_id, 2)
        await _until(lambda: len(announcer.posted) == 2, 5.0)
        assert announcer.posted == [(game_id, "n0"), (game_id, "n1")]
        await _drained(first, 5.0)
    finally:
        await watch.stop()
    assert await first.games_with_pending_outbox() == []


async def test_the_poll_takes_over_an_expired_claim_postgres(two_stores):
    """A dies while posting (its claim held): once the claim runs out, another process's
    poll posts the rest, each entry counted as tried once (it may be out already)."""
    from bot.app.outbox_watch import OutboxWatch

    first, second = two_stores
    first.lease_seconds = 0.3
    game_id = await quiet_game(first)
    ids = await _queue(first, game_id, 3)
    await first.claim_outbox(game_id)
    await first.mark_delivered(ids[:1], 300.0)
    announcer = _Announcer()
    watch = OutboxWatch(second, Outbox(second, announcer), poll_seconds=0.2,
                        grace_seconds=0.0)
    watch.start()
    try:
        await _until(lambda: len(announcer.posted) == 2, 5.0)
        await _drained(first, 5.0)
    finally:
        await watch.stop()
    assert announcer.posted == [(game_id, "n1"), (game_id, "n2")]
    assert await first.games_with_pending_outbox() == []


async def test_a_posting_turn_holds_other_processes_claims_postgres(two_stores):
    """A ``/game board`` repost holds the game's posting turn: another process claims
    nothing of the game meanwhile (not even what it queues then), the holder's own
    claims go on, and the other process claims again once the turn ends."""
    first, second = two_stores
    game_id = await quiet_game(first)
    async with first.posting_turn(game_id):
        later = await second.enqueue(game_id, "announce", {"text": "during the repost"})
        assert await second.claim_outbox(game_id) == ([], None)
        other = await quiet_game(first)  # other games are not held
        await second.enqueue(other, "announce", {"text": "elsewhere"})
        assert len((await second.claim_outbox(other))[0]) == 1
        mine, _ = await first.claim_outbox(game_id)
        assert [e.id for e in mine] == [later]
        await first.release_outbox(game_id)
    taken, _ = await second.claim_outbox(game_id)
    assert [e.id for e in taken] == [later]


async def test_a_posting_turn_waits_for_a_post_under_way_postgres(two_stores):
    """A post another process claimed before the turn began ends first (delivered, or
    its claim runs out): a repost never lands in the middle of it."""
    first, second = two_stores
    game_id = await quiet_game(first)
    ids = await _queue(first, game_id, 1)
    claimed, _ = await second.claim_outbox(game_id)
    assert [e.id for e in claimed] == ids
    order: list[str] = []

    async def repost() -> None:
        async with first.posting_turn(game_id):
            order.append("repost")

    task = asyncio.create_task(repost())
    await asyncio.sleep(0.3)
    assert order == []  # still waiting for the second's post
    await second.mark_delivered(ids, 300.0)
    order.append("posted")
    await asyncio.wait_for(task, 5)
    assert order == ["posted", "repost"]
