"""Background tasks of the bot's long-lived parts (the outbox watch, the heap's
collector): started with the bot, stopped on its close."""

from __future__ import annotations

import asyncio
from typing import Any


async def stop_task(task: asyncio.Task[Any] | None) -> None:
    """Cancel ``task`` (None: nothing to stop) and wait for it to end, whatever it
    raised: a task stopped on close has nothing left to report."""
    if task is None:
        return
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
