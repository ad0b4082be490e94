"""Registries that forget their least recently used entries past a size.

A bot runs for months: anything it keeps per game, per user or per thread in memory
grows without end unless it forgets. These are for what the bot can afford to forget
(a computer's plan it can think again, a locale it can write again, a locked thread it
learns again from one refused post); ``functools.lru_cache`` covers pure functions.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Iterator, MutableMapping, MutableSet
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedDict(MutableMapping[K, V], Generic[K, V]):
    """A dict of at most ``limit`` entries: reading or writing one makes it the newest,
    adding one past the limit forgets the oldest."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("limit must be at least 1")
        self.limit = limit
        self._items: OrderedDict[K, V] = OrderedDict()

    def __getitem__(self, key: K) -> V:
        value = self._items[key]
        self._items.move_to_end(key)
        return value

    def __setitem__(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)

    def __delitem__(self, key: K) -> None:
        del self._items[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items


class BoundedSet(MutableSet[K], Generic[K]):
    """A set of at most ``limit`` members: adding one past the limit forgets the member
    added (or re-added) longest ago."""

    def __init__(self, limit: int) -> None:
        self._members: BoundedDict[K, None] = BoundedDict(limit)

    @property
    def limit(self) -> int:
        return self._members.limit

    def add(self, value: K) -> None:
        self._members[value] = None

    def discard(self, value: K) -> None:
        self._members.pop(value, None)

    def __contains__(self, value: object) -> bool:
        return value in self._members

    def __iter__(self) -> Iterator[K]:
        return iter(self._members)

    def __len__(self) -> int:
        return len(self._members)
