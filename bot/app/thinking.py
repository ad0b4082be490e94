"""Computer players think in worker processes.

The expert player searches for up to two seconds a decision. In a thread it would hold
the interpreter lock for most of that time, and every other table's buttons would wait;
in a pool of processes (one per core) a search never holds the event loop, and two
computers at two tables think at once on two cores. Only plain data crosses: the game's
name, the state, and back the move's notation and the turn's plan
(:func:`bot.app.players.decide`).

The bot turns the pool on at start (``python -m bot run``: :func:`enable_thinking_pool`).
Elsewhere — the tests and the console, whose toy engines and patched games exist only in
their own process — thinking runs in a thread, as it always did; so does it when the
pool broke.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.app.heap import warm_up

log = logging.getLogger(__name__)

_pool: Executor | None = None
_enabled = False


def enable_thinking_pool(enabled: bool = True) -> None:
    """Think in worker processes from now on (or, with ``False``, in threads). The pool
    starts with the first computer move, not here: a server without computer seats never
    pays its workers' memory (~51 MiB each); the worker's warm-up comes before the
    search, so the first move's budget is the search's own."""
    global _enabled
    _enabled = enabled
    if not enabled:
        shutdown_pool()


def pool_size() -> int:
    """One worker per core the process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _warm_worker() -> None:
    """A worker's start: :func:`bot.app.heap.warm_up`, so the first search does not pay
    for loading the rules and catalogues."""
    warm_up()


def _thinking_pool() -> Executor | None:
    global _pool
    if not _enabled:
        return None
    if _pool is None:
        # forkserver: workers start from a clean interpreter, never a fork of a process
        # holding the event loop's and aiosqlite's threads
        method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() \
            else "spawn"
        _pool = ProcessPoolExecutor(max_workers=pool_size(),
                                    mp_context=multiprocessing.get_context(method),
                                    initializer=_warm_worker)
    return _pool


def shutdown_pool() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


async def think_off_loop(function: Any, *args: Any) -> Any:
    """``function(*args)`` in the thinking pool when it is on, else in a thread."""
    global _pool
    pool = _thinking_pool()
    if pool is not None:
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, function, *args)
        except KeyError:
            pass  # a game this process registered at run time: think it here
        except BrokenProcessPool:
            # a worker died (killed for memory, say): start a fresh pool next time, and
            # think this move here meanwhile
            log.exception("the thinking pool broke; this move is thought in a thread")
            _pool = None
    return await asyncio.to_thread(function, *args)
