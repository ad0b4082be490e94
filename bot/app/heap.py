"""A long-running process's Python heap: what start-up loaded set apart, and full
collections on the process's own cadence.

Measured with bench/bench_memory.py (100 active games): discord.py makes reference cycles
on every interaction and message (a ``View`` and its items, an ``Interaction`` and its
response, a ``Message`` and its components): some 430 objects a move that only the cyclic
collector frees. Most die young, but those still alive at a young collection (an
interaction awaited across a board's drawing) reach the oldest generation, which CPython
collects only once what was promoted since its last pass exceeds a quarter of everything
long-lived. Here that was ~220 000 objects, most of them loaded once (the catalogues'
Fluent trees, the rules, the command tree): full collections were rare (8 in 300 moves),
each scanned everything (120–145 ms on the event loop of a busy machine), and between two
of them cyclic garbage piled up and raised the process's high-water mark, which its RSS
keeps after the garbage is freed.

So, once the process has loaded what it lives on, :func:`warm_up` freezes it
(``gc.freeze``: never scanned again, and never freed, which it would not be anyway), and
in the bot a :class:`Collector` runs a full collection every few seconds when anything
reached the oldest generation since the last one: garbage never piles up, and each pass
scans only what the bot made since its start. The tests' many short-lived bots in one
process are left to Python's own cadence (a frozen heap would keep each of them).

Below Python, glibc keeps what was freed: each full collection is followed by
``malloc_trim``, which hands every whole free page back, and the process's malloc arenas
are capped at :data:`MALLOC_ARENAS` from its start. Measured (bench_memory,
``--moves 2000 --every 500 --active 100 --stored 1000``, against the code before, as
``--no-trim`` runs now; one run each, load 3–8):
the bot's own memory 130 / 129 / 134 / 140 MiB at moves 500 to 2 000, against 143 / 136 /
137 / 143; each page counted once, 229 / 240 / 240 / 254 against 244 / 248 / 243 / 255.

Each of the collector's passes also empties the engines' memos past a panel's worth
(:func:`bot.games.memo.forget_memos`): sized for a computer's search, they kept every
position the bot ever described, and every entry was one more object to scan.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections import deque
from collections.abc import Callable

from bot.app import worker_memory
from bot.app.background import stop_task
from bot.games import memo

log = logging.getLogger(__name__)

#: seconds between two looks at the oldest generation
COLLECT_SECONDS = 10.0
#: the longest a due collection waits for the replies under way, and how often it looks
DEFER_SECONDS = 5.0
BUSY_LOOK_SECONDS = 0.05
#: Python's own full collections' threshold while a Collector runs: never reached
_OUT_OF_REACH = 2**30
#: full-collection pauses kept for the benchmarks (``Collector.pauses``)
PAUSES_KEPT = 1000

#: the bot's process's malloc arenas (bot.app.worker_memory.cap_arenas)
MALLOC_ARENAS = 2

_enabled = False
_collect_seconds = COLLECT_SECONDS
_trim = True


def warm_up() -> None:
    """Load what the process lives on (every game's rules, every language's catalogue:
    typed moves are read in any language), then freeze it apart from the collector.
    Freezing took a full collection in a computer's search from 60 ms to well under 1."""
    from bot import i18n
    from bot.games import registry

    registry()
    for language in i18n.SUPPORTED:
        i18n.bundle(language)
    gc.collect()
    gc.freeze()


def enable_heap_keeping(enabled: bool = True, *,
                        collect_seconds: float = COLLECT_SECONDS, trim: bool = True) -> None:
    """Freeze start-up's heap and collect on the bot's cadence from its next start
    (``python -m bot run``; off by default, as in the tests). ``collect_seconds`` 0
    leaves the collections after start-up to Python; ``trim`` False keeps glibc's
    arenas uncapped and untrimmed (benchmarks compare)."""
    global _enabled, _collect_seconds, _trim
    _enabled = enabled
    _collect_seconds = collect_seconds
    _trim = trim
    if enabled and trim:
        worker_memory.cap_arenas(MALLOC_ARENAS)


def collector(busy: Callable[[], bool] | None = None) -> Collector | None:
    """The collector a starting bot runs, if any (``busy``: see :class:`Collector`)."""
    if not (_enabled and _collect_seconds > 0):
        return None
    return Collector(_collect_seconds, busy=busy, trim=_trim)


def heap_keeping() -> bool:
    return _enabled


class Collector:
    """Full collections every ``every`` seconds, when the oldest generation took in
    anything since the last one; each pause is timed and kept (:attr:`pauses`).

    While it runs, Python's own full collections are off (their threshold out of reach;
    the young generations keep theirs), and a due collection waits while ``busy()`` says
    players are waiting for replies, at most ``defer_seconds``. Measured
    (bench_scale --burst, 50 games moving at one instant): Python's own full pass landed
    inside the burst, 120–160 ms, and took the replies' p95 to 240–280 ms; with the
    collections here, 15–60 ms each, 110–150 ms.
    """

    def __init__(self, every: float = COLLECT_SECONDS, *,
                 busy: Callable[[], bool] | None = None,
                 defer_seconds: float = DEFER_SECONDS, trim: bool = False) -> None:
        self.every = every
        self.trim = trim
        self.busy = busy or (lambda: False)
        self.defer_seconds = defer_seconds
        #: seconds each full collection held the event loop, the latest last
        self.pauses: deque[float] = deque(maxlen=PAUSES_KEPT)
        self._task: asyncio.Task[None] | None = None
        self._thresholds: tuple[int, int, int] | None = None

    def start(self) -> None:
        self._thresholds = gc.get_threshold()
        young, middle, _ = self._thresholds
        gc.set_threshold(young, middle, _OUT_OF_REACH)
        self._task = asyncio.ensure_future(self._run())

    async def stop(self) -> None:
        await stop_task(self._task)
        self._task = None
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None

    def collect_if_due(self) -> float | None:
        """One full collection if anything reached the oldest generation since the last
        (its count is the young collections that promoted into it); its pause, or None."""
        if gc.get_count()[2] == 0:
            return None
        started = time.perf_counter()
        # the engines' memos, sized for a computer's search, kept every position the bot
        # ever described: what the panels in play need is made again in microseconds
        memo.forget_memos()
        gc.collect()
        if self.trim:
            # what the collection freed, and the holes freed since the last, go back to
            # the system: glibc keeps free pages inside its arenas otherwise, and the
            # process's resident memory only ever rose
            worker_memory.trim_malloc()
        pause = time.perf_counter() - started
        self.pauses.append(pause)
        if pause > 0.05:
            log.info("a full garbage collection held the event loop %.0f ms", pause * 1000)
        return pause

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.every)
            # a few looks, not an event: "busy" is a count the reply gate keeps
            for _ in range(round(self.defer_seconds / BUSY_LOOK_SECONDS)):
                if not self.busy():
                    break
                await asyncio.sleep(BUSY_LOOK_SECONDS)
            self.collect_if_due()
