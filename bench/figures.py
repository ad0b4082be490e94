"""The figures every benchmark prints, computed one way: nearest-rank percentiles (a
value some run really took), medians, CPU times of a drawing."""

from __future__ import annotations

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
