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

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")

#: entries a memo holds before it starts afresh
MEMO_LIMIT = 1024


class Memo(dict[K, V]):
    """A dict that empties itself when a new key would take it past ``limit`` entries.
    Filled by ``memo[key] = value`` (``setdefault`` and ``update`` would go around the
    bound, so an engine does not use them on a memo)."""

    __slots__ = ("limit",)

    def __init__(self, limit: int = MEMO_LIMIT) -> None:
        super().__init__()
        self.limit = limit

    def __setitem__(self, key: K, value: V) -> None:
        if len(self) >= self.limit and key not in self:
            self.clear()
        super().__setitem__(key, value)
