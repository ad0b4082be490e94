"""Drawn parts kept for the next pictures, within one budget of bytes for the process.

A renderer draws a board from parts (card faces, tiles, text pieces, backgrounds, the
compressed strips of a picture) and keeps each by exactly what it shows, so the next
turn's board reuses what did not change. Each cache used to be bounded by a count of
entries (``functools.lru_cache(maxsize=N)``), so together they could hold far more than a
render worker may, and the worker's memory ceiling (bot/app/worker_memory.py) emptied
the heaviest whole caches whenever it was passed. A worker drawing many games at once
passed it every few posts. Measured on 40 games of the five kinds drawn in turn, 600
posts (an experiment outside the project, the engines' memos emptied each move):

- count-bounded caches under the 110 MiB ceiling: 54 ms of CPU a post, emptied 97 times;
- nothing ever emptied: 4 ms a post, but 217 MiB;
- one least-recently-used budget of 24 MiB for the parts: 14 ms a post, 123 MiB.

So every part cache of the ``rendering`` package shares one :class:`PartsCache`: what
was used least recently goes first, part by part, whichever cache it is in, and the
parts the games in play keep using stay. Each part is weighed by the bytes its pixels
and data take (:func:`weight`); the budget is the process's (:func:`set_budget`: a render
worker's is what its ceiling leaves above what it needs to run). The fonts are not
parts: every picture needs them, and they stay.
"""

from __future__ import annotations

import dataclasses
import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, NamedTuple, ParamSpec, TypeVar

from PIL import Image

P = ParamSpec("P")
R = TypeVar("R")

#: the budget where no worker set one (the bot's own process drawing in threads, the
#: console, tests)
DEFAULT_BUDGET_MIB = 32
#: what a part costs beyond its data: its key, its entry, the objects holding it
_ENTRY_BYTES = 200
#: how deep :func:`weight` looks into tuples and records
_DEPTH = 4


class CacheInfo(NamedTuple):
    """``functools.lru_cache``'s figures for one kept function (``maxsize``: the shared
    budget in bytes, not a count)."""

    hits: int
    misses: int
    maxsize: int
    currsize: int


def weight(value: Any, depth: int = _DEPTH) -> int:
    """Bytes a kept value holds, near enough to share a budget fairly: an image's pixels
    (Pillow stores a many-band pixel in 4 bytes), bytes and text by length, containers
    and records by what they hold."""
    if isinstance(value, Image.Image):
        bands = len(value.getbands())
        return value.width * value.height * (1 if bands == 1 else 4)
    if isinstance(value, (bytes, bytearray, str)):
        return len(value) + 40
    if depth <= 0:
        return 64
    if isinstance(value, (tuple, list, frozenset, set)):
        return 56 + 8 * len(value) + sum(weight(item, depth - 1) for item in value)
    if isinstance(value, dict):
        return 100 + sum(weight(k, depth - 1) + weight(v, depth - 1)
                         for k, v in value.items())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return 56 + sum(weight(getattr(value, field.name), depth - 1)
                        for field in dataclasses.fields(value))
    return 32


class PartsCache:
    """Parts kept by the function that drew them and its arguments, the least recently
    used dropped first once their weight passes ``budget`` bytes. Safe across threads (a
    bot without render workers draws in several): two threads drawing the same missing
    part both draw it, and the first kept stays."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.held = 0
        self._parts: OrderedDict[tuple[int, Hashable], tuple[Any, int]] = OrderedDict()
        self._lock = threading.Lock()
        self._next_owner = 0

    def __len__(self) -> int:
        return len(self._parts)

    def keep(self, function: Callable[P, R]) -> Kept[P, R]:
        """``function`` with its results kept here (the decorator :func:`kept` uses)."""
        with self._lock:
            self._next_owner += 1
            owner = self._next_owner
        return Kept(self, owner, function)

    def find(self, key: tuple[int, Hashable]) -> tuple[bool, Any]:
        with self._lock:
            entry = self._parts.get(key)
            if entry is None:
                return False, None
            self._parts.move_to_end(key)
            return True, entry[0]

    def put(self, key: tuple[int, Hashable], value: Any) -> None:
        cost = weight(value) + _ENTRY_BYTES
        with self._lock:
            if key in self._parts:
                return
            self._parts[key] = (value, cost)
            self.held += cost
            self._shrink()

    def _shrink(self) -> None:
        while self.held > self.budget and self._parts:
            _, (_, cost) = self._parts.popitem(last=False)
            self.held -= cost

    def resize(self, budget: int) -> None:
        with self._lock:
            self.budget = budget
            self._shrink()

    def drop(self, owner: int) -> None:
        """Forget every part ``owner`` drew."""
        with self._lock:
            for key in [key for key in self._parts if key[0] == owner]:
                self.held -= self._parts.pop(key)[1]

    def count(self, owner: int) -> int:
        with self._lock:
            return sum(1 for key in self._parts if key[0] == owner)

    def clear(self) -> None:
        with self._lock:
            self._parts.clear()
            self.held = 0


#: this process's parts
PARTS = PartsCache(DEFAULT_BUDGET_MIB * 2**20)

_KWARGS = object()  # between a call's positional and keyword arguments in its key


class Kept(Generic[P, R]):
    """A function whose results are parts of :data:`PARTS`, with ``lru_cache``'s
    ``cache_clear``, ``cache_info`` and ``cache_parameters`` (the worker's ceiling and
    the tests use them). Arguments must be hashable, as with ``lru_cache``."""

    def __init__(self, parts: PartsCache, owner: int, function: Callable[P, R]) -> None:
        self._parts = parts
        self._owner = owner
        self.__wrapped__ = function
        self.hits = 0
        self.misses = 0
        functools.update_wrapper(self, function)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key = (self._owner, args if not kwargs else (*args, _KWARGS, *kwargs.items()))
        found, value = self._parts.find(key)
        if found:
            self.hits += 1
            return value  # type: ignore[no-any-return]
        self.misses += 1
        value = self.__wrapped__(*args, **kwargs)
        self._parts.put(key, value)
        return value

    def cache_clear(self) -> None:
        self._parts.drop(self._owner)
        self.hits = self.misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self._parts.budget,
                         self._parts.count(self._owner))

    def cache_parameters(self) -> dict[str, Any]:
        return {"maxsize": self._parts.budget, "typed": False}


def kept(function: Callable[P, R]) -> Kept[P, R]:
    """Decorator: ``function``'s results kept as parts within the process's budget."""
    return PARTS.keep(function)


def set_budget(mib: float) -> None:
    """The process's budget for parts, in MiB (what is over it is dropped now)."""
    PARTS.resize(int(mib * 2**20))


def held_mib() -> float:
    """MiB the kept parts weigh now."""
    return PARTS.held / 2**20
