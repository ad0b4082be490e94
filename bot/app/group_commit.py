"""Group commit: the one-call transactions queued together share one commit.

A move's commit waits for the disk (``synchronous=FULL``: an acknowledged move survives a
power cut). One database thread makes them one after another, so 50 players tapping at
once waited for 50 fsyncs in a row: measured (bench_scale --burst), the database thread
was busy 170–280 ms of the first 300–550 ms of a burst of 50, 10 % of it CPU, the rest
waiting for the disk, and the last reply came after the last fsync.

So the store's one-call transactions (:meth:`bot.app.store.Store._write`) are queued
here, and the database thread makes every one queued by the time it gets to them in one
``BEGIN IMMEDIATE`` … ``COMMIT``, each inside a savepoint of its own: one that raises
(a version conflict, a limit) is rolled back alone and raises to its caller; the others
commit together. No caller hears of its commit before that commit is on disk, so the
durability promise holds for each of them; a lone transaction is made as before. The
commit waits for the disk if any of the group must (``durable``).
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class _Pending:
    function: Callable[..., Any]
    args: tuple[Any, ...]
    durable: bool
    future: asyncio.Future[Any]
    loop: asyncio.AbstractEventLoop = field(repr=False)


def _settle(future: asyncio.Future[Any], error: BaseException | None, result: Any) -> None:
    if future.done():
        return  # its caller was cancelled: the transaction is made all the same
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


class GroupCommit:
    """One-call transactions for a connection's database thread, grouped as they queue.

    ``queue_job`` puts a call into that thread's queue at once (never later: a
    transaction of several awaited statements, opened after, must find this one queued
    before its ``BEGIN``)."""

    def __init__(self, queue_job: Callable[[Callable[[], Any]], None],
                 connection: Callable[[], sqlite3.Connection], synchronous: str,
                 committed: Callable[[bool, float], None]) -> None:
        self._queue_job = queue_job
        self._connection = connection
        self._synchronous = synchronous
        #: told of each commit made: whether it waited for the disk, and how long the
        #: database was held (BEGIN to COMMIT)
        self._committed = committed
        self._guard = threading.Lock()  # the loop adds, the database thread takes
        self._pending: list[_Pending] = []
        self._queued = False

    def submit(self, function: Callable[..., Any], args: tuple[Any, ...],
               durable: bool) -> asyncio.Future[Any]:
        """Queue ``function(connection, *args)``; the future has its result once the
        commit that holds it is made (durably, if ``durable``)."""
        loop = asyncio.get_running_loop()
        pending = _Pending(function, args, durable, loop.create_future(), loop)
        with self._guard:
            self._pending.append(pending)
            queue, self._queued = not self._queued, True
        if queue:
            self._queue_job(self._make)
        return pending.future

    def _make(self) -> None:
        """In the database thread: every transaction queued so far, in one commit."""
        with self._guard:
            group, self._pending = self._pending, []
            self._queued = False
        if not group:
            return
        connection = self._connection()
        outcomes: list[tuple[BaseException | None, Any]] = []
        durable = any(p.durable for p in group)
        light = not durable and self._synchronous != "NORMAL"
        started = time.perf_counter()
        try:
            if light:
                connection.execute("PRAGMA synchronous=NORMAL")
            try:
                connection.execute("BEGIN IMMEDIATE")
                for pending in group:
                    outcomes.append(self._one(connection, pending))
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
            finally:
                if light:
                    connection.execute(f"PRAGMA synchronous={self._synchronous}")
        except BaseException as error:
            # Nothing of the group was made: every caller hears why.
            outcomes = [(error, None)] * len(group)
        else:
            self._committed(durable, time.perf_counter() - started)
        for pending, (error, result) in zip(group, outcomes, strict=True):
            pending.loop.call_soon_threadsafe(_settle, pending.future, error, result)

    @staticmethod
    def _one(connection: sqlite3.Connection,
             pending: _Pending) -> tuple[BaseException | None, Any]:
        """One transaction of the group, in a savepoint: what it raised is undone alone
        (unless it cost the whole transaction, which then raises for the group)."""
        connection.execute("SAVEPOINT one")
        try:
            result = pending.function(connection, *pending.args)
        except Exception as error:
            if not connection.in_transaction:
                raise  # SQLite rolled the whole transaction back (a full disk, I/O)
            connection.execute("ROLLBACK TO one")
            connection.execute("RELEASE one")
            return error, None
        connection.execute("RELEASE one")
        return None, result
