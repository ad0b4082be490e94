"""The bot's heap keeping (bot/app/heap.py): full collections on the bot's cadence free
cyclic garbage that reached the oldest generation, and only when something did; the bot
runs them from its start to its close only when ``python -m bot run`` asks."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import pytest

from bot.app import heap
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cyclic collector frees it


@pytest.fixture
def collector_alone() -> Iterator[None]:
    """Python's own collections held off, so only the test's decide what is collected."""
    was_enabled = gc.isenabled()
    gc.disable()
    yield
    if was_enabled:
        gc.enable()


def test_garbage_that_reached_the_oldest_generation_is_freed(collector_alone):
    collector = heap.Collector()
    node = _Node()
    gc.collect(1)  # young collections promote it to the oldest generation…
    watched = weakref.ref(node)
    del node  # …where it becomes garbage that only a full collection frees
    assert watched() is not None
    pause = collector.collect_if_due()
    assert pause is not None and watched() is None
    assert list(collector.pauses) == [pause]


@pytest.mark.parametrize("trim", [True, False])
def test_a_full_collection_trims_the_native_heap_when_told(collector_alone, monkeypatch,
                                                          trim):
    trims = []
    monkeypatch.setattr(heap.worker_memory, "trim_malloc", lambda: trims.append(1))
    collector = heap.Collector(trim=trim)
    node = _Node()
    gc.collect(1)
    del node
    assert collector.collect_if_due() is not None
    assert len(trims) == int(trim)
    assert collector.collect_if_due() is None  # nothing promoted since: nothing to trim
    assert len(trims) == int(trim)


def test_nothing_is_collected_when_nothing_was_promoted(collector_alone):
    collector = heap.Collector()
    gc.collect()
    assert collector.collect_if_due() is None
    assert not collector.pauses


@pytest.fixture
def heap_kept() -> Iterator[None]:
    heap.enable_heap_keeping()
    yield
    heap.enable_heap_keeping(False)
    gc.unfreeze()  # the test process's heap back under the collector


async def test_the_bot_collects_from_its_start_to_its_close_when_asked(tmp_path, heap_kept):
    bot = GameBot(Settings(database_path=tmp_path / "bot.sqlite3"))
    double = DiscordDouble(bot)
    await double.start()
    try:
        assert bot.collector is not None
        assert gc.get_freeze_count() > 0  # start-up's heap set apart
        task = bot.collector._task
        assert task is not None and not task.done()
    finally:
        await double.close()
    assert bot.collector._task is None and task.done()


async def test_a_bot_not_asked_leaves_the_heap_to_python(tmp_path):
    bot = GameBot(Settings(database_path=tmp_path / "bot.sqlite3"))
    double = DiscordDouble(bot)
    await double.start()
    try:
        assert bot.collector is None
    finally:
        await double.close()


async def test_python_s_own_full_collections_are_off_while_the_collector_runs():
    before = gc.get_threshold()
    collector = heap.Collector(every=60)
    collector.start()
    try:
        young, middle, oldest = gc.get_threshold()
        assert (young, middle) == before[:2] and oldest > 10**6
    finally:
        await collector.stop()
    assert gc.get_threshold() == before


async def test_a_due_collection_waits_while_players_wait_for_replies(collector_alone):
    busy = True
    collector = heap.Collector(every=0.01, busy=lambda: busy, defer_seconds=30)
    gc.collect(1)  # something reached the oldest generation: a collection is due
    collector.start()
    try:
        await asyncio.sleep(0.3)
        assert not collector.pauses  # players were waiting all along
        busy = False
        assert await _collected_within(collector, seconds=1)
    finally:
        await collector.stop()


async def test_a_collection_waits_for_replies_only_so_long(collector_alone):
    collector = heap.Collector(every=0.01, busy=lambda: True, defer_seconds=0.1)
    gc.collect(1)
    collector.start()
    try:
        assert await _collected_within(collector, seconds=2)
    finally:
        await collector.stop()


async def _collected_within(collector: heap.Collector, seconds: float) -> bool:
    for _ in range(round(seconds / 0.01)):
        await asyncio.sleep(0.01)
        if collector.pauses:
            return True
    return False


def test_a_full_collection_forgets_the_engines_memos_past_a_panels_worth(collector_alone):
    from bot.games.memo import PANEL_MEMO, Memo

    filled: Memo[int, int] = Memo(limit=PANEL_MEMO * 4, name="test filled")
    kept: Memo[int, int] = Memo(limit=PANEL_MEMO * 4, name="test kept")
    for key in range(PANEL_MEMO + 1):
        filled[key] = key
    kept[0] = 0
    collector = heap.Collector()
    node = _Node()
    gc.collect(1)
    del node
    assert collector.collect_if_due() is not None
    assert filled == {} and kept == {0: 0}
