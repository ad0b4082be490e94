"""The figures every benchmark prints, computed one way: nearest-rank percentiles (a
value some run really took), medians, CPU times of a drawing."""

from __future__ import annotations

import gc
import math
import statistics
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

Number = TypeVar("Number", int, float)


def percentile(values: Sequence[Number], share: float) -> Number:
    """The nearest-rank percentile: the smallest value at least ``share`` of the values
    are no larger than."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * share) - 1)]


def p95(values: Sequence[float]) -> float:
    """The 95th percentile, or 0 when nothing was measured."""
    return percentile(values, 0.95) if values else 0.0


def spread(values: Sequence[float]) -> str:
    """``median M ms   p95 P ms`` of times in milliseconds."""
    return f"median {statistics.median(values):6.1f} ms   p95 {p95(values):6.1f} ms"


def cpu_times(work: Callable[[], object], runs: int,
              before: Callable[[], object] | None = None) -> list[float]:
    """CPU milliseconds of ``work()``, ``runs`` times, ``before()`` (not timed) first."""
    times = []
    for _ in range(runs):
        if before is not None:
            before()
        t0 = time.process_time()
        work()
        times.append((time.process_time() - t0) * 1000)
    return times


class CollectionMeter:
    """Times every full garbage collection of the process (Python's own and the bot's,
    bot/app/heap.py): each one holds the event loop."""

    def __init__(self) -> None:
        self.pauses: list[float] = []
        self._started = 0.0
        gc.callbacks.append(self._on_collection)

    def _on_collection(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.pauses.append(time.perf_counter() - self._started)

    def reset(self) -> None:
        self.pauses.clear()

    def summary(self) -> str:
        if not self.pauses:
            return "none"
        return (f"{len(self.pauses)}, longest {max(self.pauses) * 1000:.1f} ms, "
                f"{sum(self.pauses) * 1000:.0f} ms in all")

    def close(self) -> None:
        gc.callbacks.remove(self._on_collection)
