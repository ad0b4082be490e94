"""A render worker holds its memory under a ceiling by emptying its heaviest caches; the
pictures it draws afterwards are the same bytes as before, and the pool leaves a core to
the bot's own process."""

from __future__ import annotations

import os

import pytest

from bot.app import boards, worker_memory
from bot.games import get_engine, registry
from rendering.base import get_renderer, renderers


def _pictures(kind: str, moves: int, empty: bool = True) -> list[bytes]:
    """The turn boards of the first ``moves`` moves of a seeded game (the last legal
    move each time), the heaviest caches emptied after each (``empty``) or not."""
    engine = get_engine(kind)
    players = min(3, engine.max_players)
    names = [f"P{n}" for n in range(players)]
    state = engine.setup(players, 7, engine.engine_options({}))
    drawn = []
    for _ in range(moves):
        if engine.is_over(state):
            break
        seat = engine.to_move(state)[0]
        state = engine.apply(state, seat, engine.legal_moves(state, seat)[-1].notation)
        focus = [] if engine.is_over(state) else engine.to_move(state)[:2]
        images = get_renderer(kind).turn_boards(engine.view(state, None), names, focus)
        drawn.append(b"".join(image.png for image in images))
        if empty:
            worker_memory.empty_caches()  # the heaviest half, as past the ceiling
    return drawn


@pytest.mark.parametrize("kind", [k for k in sorted(registry()) if k in renderers()])
def test_pictures_drawn_after_caches_were_emptied_are_the_same(kind):
    from rendering.common import clear_caches

    clear_caches()
    emptied = _pictures(kind, 4)
    clear_caches()
    kept = _pictures(kind, 4, empty=False)
    assert len(emptied) == 4 and emptied == kept


def test_emptying_weighs_the_caches_and_frees_their_bytes():
    from rendering.common import clear_caches

    clear_caches()
    _pictures("kokeshi", 2)
    if worker_memory.malloc_in_use() is None:
        pytest.skip("no glibc mallinfo2 here")
    freed = worker_memory.empty_caches(share=1)
    assert freed > 0
    assert all(worker_memory._entries(cache) == 0 for cache in worker_memory.render_caches())


@pytest.fixture
def parts_budget():
    """The process's parts' budget, put back after the test."""
    from rendering import parts

    before = parts.PARTS.budget
    yield parts
    parts.PARTS.resize(before)


def test_under_its_ceiling_a_worker_keeps_its_caches(monkeypatch, parts_budget):
    monkeypatch.setattr(worker_memory, "resident_mib", lambda: 100.0)
    emptied = []
    monkeypatch.setattr(worker_memory, "empty_caches", lambda share=0.5: emptied.append(1) or 0)
    parts_budget.set_budget(32)
    assert not worker_memory.settle(120)
    assert not worker_memory.settle(0)  # no ceiling: never
    assert parts_budget.PARTS.budget == 32 * 2**20 and not emptied


def test_past_its_ceiling_a_worker_first_lowers_its_parts_budget(monkeypatch, parts_budget):
    """Its least recently used parts go, part by part: whole caches are emptied only
    once the budget is at its least."""
    monkeypatch.setattr(worker_memory, "resident_mib", lambda: 100.0)
    emptied = []
    monkeypatch.setattr(worker_memory, "empty_caches", lambda share=0.5: emptied.append(1) or 0)
    monkeypatch.setattr(worker_memory, "_in_use_after", None)
    parts_budget.set_budget(32)
    kept = parts_budget.PARTS.keep(lambda n: bytes(2**20))
    for n in range(30):
        kept(n)
    assert worker_memory.settle(90)  # 10 MiB past: the budget 15 MiB lower
    assert parts_budget.PARTS.budget == 17 * 2**20 and not emptied
    assert parts_budget.PARTS.held <= parts_budget.PARTS.budget
    assert kept.cache_info().currsize < 17 and not emptied
    assert worker_memory.settle(90)
    assert parts_budget.held_mib() <= worker_memory.PARTS_LEAST_MIB and not emptied
    assert worker_memory.settle(90)  # at its least: the heaviest caches emptied
    assert emptied == [1]
    kept.cache_clear()


def test_past_its_ceiling_by_holes_not_caches_a_worker_empties_nothing_more(monkeypatch,
                                                                           parts_budget):
    # after an emptying, the heap's holes keep the resident size up: emptying again
    # before the caches have grown back would make every picture cold for little
    monkeypatch.setattr(worker_memory, "resident_mib", lambda: 130.0)
    in_use = [50 * 2**20]
    monkeypatch.setattr(worker_memory, "malloc_in_use", lambda: in_use[0])
    monkeypatch.setattr(worker_memory, "empty_caches", lambda share=0.5: 0)
    monkeypatch.setattr(worker_memory, "_in_use_after", None)
    parts_budget.set_budget(worker_memory.PARTS_LEAST_MIB)
    assert worker_memory.settle(110)
    assert not worker_memory.settle(110)
    in_use[0] += worker_memory._REFILL_BYTES
    assert worker_memory.settle(110)


def test_a_worker_keeps_its_ceiling_less_its_floor_for_parts():
    from bot.app import boards

    assert boards.parts_budget_mib(110, 70) == pytest.approx(40 * boards.PARTS_SHARE)
    assert boards.parts_budget_mib(110, 109) == worker_memory.PARTS_LEAST_MIB
    assert boards.parts_budget_mib(0, 70) == boards.PARTS_UNBOUNDED_MIB


def test_glibc_is_told_to_give_large_buffers_back():
    if worker_memory._libc() is None:
        pytest.skip("not glibc")
    assert worker_memory.tune_malloc()
    assert worker_memory.resident_mib() > 0


def test_trimming_hands_freed_pages_inside_the_heap_back():
    """Blocks freed below one still in use are a hole glibc keeps resident (it trims
    only its heap's top) until ``malloc_trim`` gives their pages back."""
    if worker_memory._libc() is None:
        pytest.skip("not glibc")
    worker_memory.tune_malloc()  # 64 KiB blocks come from the heap, not their own maps
    blocks = [bytearray(64 * 1024) for _ in range(800)]  # 50 MiB, every page touched
    pinned = bytearray(64 * 1024)  # above them: the heap's top cannot shrink past it
    del blocks
    before = worker_memory.resident_mib()
    worker_memory.trim_malloc()
    after = worker_memory.resident_mib()
    assert before - after > 30, (before, after)
    del pinned


def test_the_malloc_arenas_can_be_capped():
    if worker_memory._libc() is None:
        pytest.skip("not glibc")
    assert worker_memory.cap_arenas(8)  # glibc's own cap on two cores: nothing changes


def test_the_pool_leaves_a_core_to_the_bot(monkeypatch):
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    assert boards.pool_size() == 1
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2, 3}, raising=False)
    assert boards.pool_size() == 3
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert boards.pool_size() == 1
