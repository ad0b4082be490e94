"""Board pictures for a stored game, rendered in a pool of processes.

A render never holds the event loop: the bot keeps answering other interactions while a
board is drawn. Threads were not enough: Pillow's drawing and PNG encoding hold the
interpreter lock for much of a render, so with many games moving at once two cores did
the work of one. The renderer is pure (a view in, PNG bytes out), so boards are drawn in
a process pool sized to the machine's cores; the engine's view is computed here and only
the view crosses to the worker.

The bot turns the pool on at start (``python -m bot run``, the benchmarks:
:func:`enable_process_pool`); elsewhere — the tests, which register toy renderers and
patch real ones in this process, and the console — boards are drawn in a thread. A
renderer registered at run time is unknown to the workers: such a board, or one whose
pool broke, is drawn in a thread too.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from bot.app.store import GameRecord
from bot.games import get_engine
from rendering.base import RenderedImage, get_renderer

log = logging.getLogger(__name__)

_pool: Executor | None = None
_pool_failed = False
_pool_enabled = False


def enable_process_pool(enabled: bool = True) -> None:
    """Draw boards in worker processes from now on (or, with ``False``, in threads)."""
    global _pool_enabled
    _pool_enabled = enabled
    if not enabled:
        shutdown_pool()
        return
    pool = _render_pool()
    if pool is not None:
        # Start the workers and load the renderers now, not on the first turn's board.
        for _ in range(pool_size()):
            pool.submit(_warm)


def _warm() -> int:
    from rendering.base import renderers

    return len(renderers())


def pool_size() -> int:
    """One worker per core the process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _render_pool() -> Executor | None:
    global _pool
    if not _pool_enabled:
        return None
    if _pool is None and not _pool_failed:
        # forkserver: workers start from a clean interpreter, never a fork of a process
        # holding the event loop's and aiosqlite's threads.
        method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() \
            else "spawn"
        _pool = ProcessPoolExecutor(max_workers=pool_size(),
                                    mp_context=multiprocessing.get_context(method))
    return _pool


def shutdown_pool() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def _draw_board(kind: str, view: Any, names: list[str]) -> RenderedImage:
    return get_renderer(kind).board(view, names)


def _draw_boards(kind: str, view: Any, names: list[str]) -> list[RenderedImage]:
    return get_renderer(kind).boards(view, names)


def _draw_hand(kind: str, view: Any, seat: int, names: list[str]) -> RenderedImage | None:
    return get_renderer(kind).hand(view, seat, names)


def render_public_board(game: GameRecord) -> RenderedImage:
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, None)
    return get_renderer(game.kind).board(view, game.names)


def render_private_hand(game: GameRecord, seat: int) -> RenderedImage | None:
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, seat)
    return get_renderer(game.kind).hand(view, seat, game.names)


async def _in_pool(function: Any, *args: Any) -> Any:
    global _pool_failed
    pool = _render_pool()
    if pool is not None:
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, function, *args)
        except KeyError:
            pass  # a renderer this process registered at run time: draw it here
        except Exception as error:  # a broken pool (a worker killed): threads from now on
            log.warning("render pool failed (%s); rendering in threads", error)
            _pool_failed = True
            shutdown_pool()
    return await asyncio.to_thread(function, *args)


async def public_board(game: GameRecord) -> RenderedImage:
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, None)
    result: RenderedImage = await _in_pool(_draw_board, game.kind, view, game.names)
    return result


async def public_boards(game: GameRecord) -> list[RenderedImage]:
    """The public board as every image the game draws for it (one, or a market and the
    players' areas when one picture would not read on a phone), posted together."""
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, None)
    result: list[RenderedImage] = await _in_pool(_draw_boards, game.kind, view, game.names)
    return result


async def private_hand(game: GameRecord, seat: int) -> RenderedImage | None:
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, seat)
    result: RenderedImage | None = await _in_pool(_draw_hand, game.kind, view, seat,
                                                  game.names)
    return result
