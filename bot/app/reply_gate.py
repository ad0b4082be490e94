"""Replies first: a turn's board waits for the replies already under way.

When many players tap at once (issue 20: 50 games moving at the same instant), every
handler answers its player and then posts its game's board. The board is the heavy part
(reading the outbox, the recap, drawing, uploading, marking it posted): posted as soon as
its own reply is out, the first boards' work runs on the same event loop and the same
database thread as the later players' replies, which wait behind it. So a board first
waits until every reply that was under way when it was ready has gone out; replies that
start later do not hold it back (boards are never starved by a steady stream of taps),
and none waits longer than :data:`REPLIES_FIRST_SECONDS` (a reply stuck on a slow
Discord). The board is owed in the outbox from the commit on, so waiting never loses it.

"Under way" is per asyncio task: discord.py runs each interaction's handler in a task of
its own, and the handler marks itself (:meth:`ReplyGate.answering`) once it is answering a
move; it is done when it hands over to the board (:meth:`ReplyGate.answered`) or ends.
"""

from __future__ import annotations

import asyncio
import contextlib

#: the longest a board waits for the replies under way when it was ready
REPLIES_FIRST_SECONDS = 1.0


class ReplyGate:
    def __init__(self, wait_seconds: float = REPLIES_FIRST_SECONDS) -> None:
        self.wait_seconds = wait_seconds
        #: the handlers (tasks) answering a player now
        self._answering: set[asyncio.Task[object]] = set()
        #: boards waiting: the handlers each still waits for, and its future
        self._waiting: list[tuple[set[asyncio.Task[object]], asyncio.Future[None]]] = []

    @property
    def under_way(self) -> int:
        """How many players wait for a reply now."""
        return len(self._answering)

    def answering(self) -> None:
        """The current task answers a player: boards that become ready meanwhile wait
        for its reply. Idempotent; the task's end counts as answered."""
        task = asyncio.current_task()
        if task is None or task in self._answering:
            return
        self._answering.add(task)
        task.add_done_callback(self._done)

    def answered(self) -> None:
        """The current task's reply went out (or it gave up answering)."""
        task = asyncio.current_task()
        if task is not None:
            self._done(task)

    async def replies_first(self) -> None:
        """Wait until every reply under way now has gone out (at most ``wait_seconds``)."""
        if not self._answering or self.wait_seconds <= 0:
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        waiting = (set(self._answering), future)
        self._waiting.append(waiting)
        try:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(future, self.wait_seconds)
        finally:
            with contextlib.suppress(ValueError):
                self._waiting.remove(waiting)

    def _done(self, task: asyncio.Task[object]) -> None:
        if task not in self._answering:
            return
        self._answering.discard(task)
        for tasks, future in self._waiting:
            tasks.discard(task)
            if not tasks and not future.done():
                future.set_result(None)
