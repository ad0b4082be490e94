"""Boards are drawn in a process pool sized to the cores; the picture is the same as a
render in this process (the renderer is pure), and a renderer the workers do not know
(registered at run time) is drawn here. Every worker draws a board of each game as it
starts, so the first real turn finds its caches full."""

from __future__ import annotations

import pytest

from bot.app import boards
from tests.app.conftest import ANN, BEN, started_game


@pytest.fixture(autouse=True, scope="module")
def pool():
    boards.enable_process_pool()
    yield
    boards.enable_process_pool(False)


async def test_the_pool_draws_the_same_board_as_this_process(tables):
    game = await started_game(tables, ANN, BEN)
    pooled = await boards.public_board(game)
    here = boards.render_public_board(game)
    assert pooled.png == here.png and pooled.alt == here.alt
    assert boards._pool is not None and boards.pool_size() >= 1


async def test_a_renderer_unknown_to_the_workers_is_drawn_here(tables, monkeypatch):
    from rendering.base import renderers

    game = await started_game(tables, ANN, BEN)
    renderers()["splendor-copy"] = renderers()["splendor"]  # registered at run time
    try:
        copy = game.__class__(**{**game.__dict__, "kind": "splendor-copy"})
        monkeypatch.setattr(boards, "get_engine", lambda kind: __import__(
            "bot.games", fromlist=["get_engine"]).get_engine("splendor"))
        image = await boards.public_board(copy)
        assert image.png.startswith(b"\x89PNG")
    finally:
        renderers().pop("splendor-copy", None)


async def test_every_worker_has_drawn_each_game_before_the_first_board():
    from bot.games import registry
    from rendering.base import renderers

    pool = boards._render_pool()
    assert pool is not None
    answers = [pool.submit(boards.warmed_games) for _ in range(2 * boards.pool_size())]
    expected = tuple(kind for kind in registry() if kind in renderers())
    assert len(expected) >= 5
    assert {future.result(timeout=60) for future in answers} == {expected}
    assert boards.warmed_games() == ()  # this process is no worker: it warmed nothing


def test_a_renderer_failing_at_warm_up_leaves_the_others_warmed(monkeypatch):
    import bot.games
    from rendering.base import renderers
    from tests.toys import RENDERERS, ROUNDS, SOLO, install_toys

    class Broken(type(RENDERERS["rounds"])):
        def boards(self, view, names, *, language="en"):
            raise RuntimeError("no fonts")

    toys = install_toys()
    next(toys)
    try:
        monkeypatch.setitem(renderers(), "rounds", Broken("rounds"))
        monkeypatch.setattr(bot.games, "registry", lambda: {"rounds": ROUNDS, "solo": SOLO})
        monkeypatch.setattr(boards, "_warmed", ())
        boards._warm_worker()  # never raises: a failing initializer breaks the pool
        assert boards.warmed_games() == ("solo",)
    finally:
        next(toys, None)


async def test_a_render_worker_is_replaced_after_its_share_of_pictures():
    # A worker's caches grow with what it draws; a fresh one starts from its warm size.
    import os

    from bot.app import boards

    boards.enable_process_pool(boards_per_worker=2)
    try:
        pids = [await boards._in_pool(os.getpid) for _ in range(8)]
    finally:
        boards.enable_process_pool()  # the module's pool, as the bot runs it
    assert os.getpid() not in pids  # drawn in workers, not here
    assert len(set(pids)) > boards.pool_size()  # and some workers were replaced


async def test_pictures_queued_past_a_workers_share_are_all_drawn():
    # A burst queues pictures past a worker's share. With ProcessPoolExecutor's own
    # max_tasks_per_child, a worker leaving at its limit with work queued was never
    # replaced (CPython gh-115634, Python 3.11 to 3.14): every later board hung.
    import asyncio
    import os

    boards.enable_process_pool(boards_per_worker=2, workers=1)
    try:
        pids = await asyncio.wait_for(
            asyncio.gather(*[boards._in_pool(os.getpid) for _ in range(12)]), 60)
    finally:
        boards.enable_process_pool()
    assert os.getpid() not in pids
    assert len(set(pids)) >= 12 // 2  # a fresh worker for every share


async def test_a_picture_that_fails_to_draw_leaves_the_pool_drawing():
    # A drawing's own error (a renderer's bug, a bad view) is the caller's, as it would
    # be drawn here; it says nothing of the pool, which goes on drawing the others.
    import os

    with pytest.raises(ValueError):
        await boards._in_pool(int, "not a picture")
    assert not boards._pool_failed and boards._pool is not None
    assert await boards._in_pool(os.getpid) != os.getpid()  # still drawn in a worker


async def test_a_broken_pool_sends_the_pictures_to_threads(monkeypatch):
    # A worker killed (out of memory, a crash) breaks the pool: the picture is drawn
    # here, and so are the later ones.
    import os
    import signal

    monkeypatch.setattr(boards, "_pool_failed", False)  # a fresh pool after this test
    worker = await boards._in_pool(os.getpid)
    os.kill(worker, signal.SIGKILL)
    try:
        assert await boards._in_pool(os.getpid) == os.getpid()
        assert boards._pool_failed and boards._pool is None
        assert await boards._in_pool(os.getpid) == os.getpid()
    finally:
        boards.shutdown_pool()


async def test_a_replay_animation_is_drawn_in_the_pool_like_here():
    # Forty boards and their GIF cost seconds of CPU: in a worker, never in the bot's
    # process, where they would hold the lock every other tap waits on. The worker gets
    # only the sampled positions and draws what this process would.
    import random

    from bot.app.replay import REPLAY_FRAMES, render_replay
    from bot.games import get_engine

    engine, rng = get_engine("splendor"), random.Random(3)
    states = [engine.setup(2, 5, engine.engine_options({}))]
    while not engine.is_over(states[-1]) and len(states) < 3 * REPLAY_FRAMES:
        seat = engine.to_move(states[-1])[0]
        move = rng.choice(engine.legal_moves(states[-1], seat))
        states.append(engine.apply(states[-1], seat, move.notation))
    assert len(states) > REPLAY_FRAMES  # sampled, not every position
    pooled = await boards.replay_animation("splendor", ["Ann", "Ben"], states, "it")
    here = render_replay("splendor", ["Ann", "Ben"], states, language="it")
    assert pooled == here
    assert pooled.turns[0] == 0 and pooled.turns[-1] == len(states) - 1
