"""Several processes on one PostgreSQL database: what another process queued goes out
from whichever process claims it first.

Each process listens for the outbox's NOTIFY (every new entry wakes every listener, at
its commit) and tries the woken game's outbox; a short poll behind it catches what a
missed notification (a dropped connection) or a claim that ran out (a process died
while posting) left. Which process posts is the claim's decision
(:meth:`bot.app.pg_store.PgStore.claim_outbox`), never the wake-up's: every process
hears every notification.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.app.background import stop_task
from bot.app.outbox import Outbox
from bot.app.store_api import OutboxClaims

log = logging.getLogger(__name__)

#: seconds between two looks at the whole outbox when no notification came
POLL_SECONDS = 5.0
#: a woken process waits this long before trying: the process that committed the entry
#: delivers it itself right after its commit (its player waits for that board), and the
#: others are there for when it cannot (it died, or Discord made it wait)
GRACE_SECONDS = 1.0


class OutboxWatch:
    def __init__(self, store: OutboxClaims, outbox: Outbox, *,
                 poll_seconds: float = POLL_SECONDS,
                 grace_seconds: float = GRACE_SECONDS,
                 on_wake: Callable[[int], Awaitable[None]] | None = None) -> None:
        self.store = store
        self.outbox = outbox
        self.poll_seconds = poll_seconds
        self.grace_seconds = grace_seconds
        #: told of every woken game at once (the leading process's computers play)
        self.on_wake = on_wake
        self._woken: set[int] = set()
        self._wake = asyncio.Event()
        self._listener: Any = None
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.ensure_future(self._run())

    async def stop(self) -> None:
        await stop_task(self._task)
        self._task = None
        await self._unlisten()

    def _woke(self, game_id: int) -> None:
        self._woken.add(game_id)
        self._wake.set()

    async def _listen(self) -> None:
        if self._listener is not None and not self._listener.is_closed():
            return
        await self._unlisten()
        try:
            self._listener = await self.store.listen_outbox(self._woke)
        except Exception as error:  # the server is away: the poll goes on meanwhile
            log.warning("cannot listen for the outbox (%s); polling every %.0f s",
                        error, self.poll_seconds)

    async def _unlisten(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            try:
                await self.store.unlisten_outbox(listener)
            except Exception:
                log.exception("closing the outbox listener failed")

    async def _run(self) -> None:
        while True:
            await self._listen()
            try:
                await asyncio.wait_for(self._wake.wait(), self.poll_seconds)
                sweep = False
            except TimeoutError:
                sweep = True
            self._wake.clear()
            woken, self._woken = self._woken, set()
            try:
                if self.on_wake is not None:
                    for game_id in sorted(woken):
                        await self.on_wake(game_id)
                if woken:
                    await asyncio.sleep(self.grace_seconds)
                for game_id in sorted(woken):
                    await self.outbox.deliver(game_id)
                if sweep:
                    await self.outbox.deliver_all()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("delivering the outbox after a wake-up failed")
