"""Copies of the JSON-like data the double keeps and hands out.

The double copies every payload it stores or answers, so a caller changing its own
dict never changes Discord's record. ``copy.deepcopy`` did that at ~40 µs per message
and 1 ms per synced command tree, in the bot's own process and event loop: in a burst
of 50 moves it was over a third of the loop's time before the last reply (issue 20),
time a real bot never spends (Discord does that work). A pickle round trip makes the
same copy of plain data (dicts, lists, strings, numbers) in C, several times faster;
anything pickle refuses is deep-copied as before.
"""

from __future__ import annotations

import copy
import pickle
from typing import TypeVar

_T = TypeVar("_T")


def plain_copy(value: _T) -> _T:
    """A deep copy of ``value``."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    try:
        copied: _T = pickle.loads(pickle.dumps(value, pickle.HIGHEST_PROTOCOL))
    except Exception:
        return copy.deepcopy(value)
    return copied
