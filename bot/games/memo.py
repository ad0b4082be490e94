"""Words and moves an engine makes once and looks up again, in a memo of bounded size.

A move list runs to thousands of labels and steps, and a message is encoded when it is
made, so engines keep each one they made by what it says. Kept without a bound, such a
memo grows with every position a long-running bot ever described: after 1 000 moves of
100 games, the bot process's memos of Azul, Kokeshi and Splendor held ~1 400 entries and
were still growing by hundreds every 500 moves (``bench/bench_memory.py --census``), and
the bot's memory crept with them. A :class:`Memo` forgets everything once full: what a
turn needs again is made again in microseconds, and a turn's move list fits many times.
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Iterator
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")

#: entries a memo holds before it starts afresh
MEMO_LIMIT = 1024
#: entries a memo may keep when a process that describes positions to players (the
#: bot's, where no search runs) forgets what it made (:func:`forget_memos`): a turn's
#: panel needs a few dozen; the memos' own limits are sized for a computer's search.
#: At 256, the bot's memos held ~60 000 objects after 4 000 moves of 100 games (about
#: half of what each full collection scanned, whose pause is ~0.7 µs an object); the
#: positions in play rarely meet again, so what a memo keeps past its collection's ten
#: seconds is seldom read
PANEL_MEMO = 64

#: every memo alive by its id, for :func:`engine_memos` (a dict is unhashable: no WeakSet)
_live: dict[int, weakref.ref[Memo[Any, Any]]] = {}


class Memo(dict[K, V]):
    """A dict that empties itself when a new key would take it past ``limit`` entries.
    Filled by ``memo[key] = value`` (``setdefault`` and ``update`` would go around the
    bound, so an engine does not use them on a memo)."""

    __slots__ = ("__weakref__", "limit", "name")

    def __init__(self, limit: int = MEMO_LIMIT, *, name: str = "memo") -> None:
        super().__init__()
        self.limit = limit
        #: what it remembers, for the benchmarks' census
        self.name = name
        key = id(self)
        _live[key] = weakref.ref(self, lambda _: _live.pop(key, None))

    def __setitem__(self, key: K, value: V) -> None:
        if len(self) >= self.limit and key not in self:
            self.clear()
        super().__setitem__(key, value)


def _cached_functions() -> Iterator[tuple[str, Any]]:
    """The engines' ``functools`` caches with a size limit (``lru_cache(maxsize=N)``):
    the unbounded ``cache``s hold data fixed by the rules (a language's phrases, the
    components' names) and are left alone."""
    for module_name, module in list(sys.modules.items()):
        if module is None or not module_name.startswith("bot.games."):
            continue
        for name, value in list(vars(module).items()):
            info = getattr(value, "cache_info", None)
            if info is not None and getattr(value, "__module__", None) == module_name \
                    and info().maxsize is not None:
                yield f"{module_name.removeprefix('bot.games.')}.{name}", value


def _alive() -> list[Memo[Any, Any]]:
    return [memo for ref in list(_live.values()) if (memo := ref()) is not None]


def engine_memos() -> dict[str, int]:
    """Entries every engine memo and bounded cache holds now, by name."""
    held: dict[str, int] = {}
    for name, function in _cached_functions():
        held[name] = function.cache_info().currsize
    for memo in _alive():
        held[memo.name] = held.get(memo.name, 0) + len(memo)
    return held


def forget_memos(keep: int = PANEL_MEMO) -> int:
    """Empty every engine memo and bounded cache holding more than ``keep`` entries;
    the entries dropped. The bot's process calls it now and then (bot/app/heap.py): its
    memos only serve the panels of the positions in play, but, sized for a search, they
    filled with every position a long-running bot ever described (bench_memory: the bot's
    own memory rose ~12 MiB every 1 000 moves of 100 games, levelling off only after
    some 30 000, and every entry was one more object for each full collection to scan).
    A computer's search runs in worker processes, which never call it; one in the bot's
    own process (no thinking pool) finds a memo emptied now and then, which costs it
    time, never a different move: a memo only keeps what its function would make again."""
    dropped = 0
    for _, function in _cached_functions():
        entries = function.cache_info().currsize
        if entries > keep:
            function.cache_clear()
            dropped += entries
    for memo in _alive():
        if len(memo) > keep:
            dropped += len(memo)
            memo.clear()
    return dropped
