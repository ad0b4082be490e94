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
from typing import Any, TypeVar

_T = TypeVar("_T")
#: a field with no default
_REQUIRED = object()


class _Empty:
    """An empty value of a field that has ``empty``: one object, copies included (a
    copied or pickled message keeps its empty fields empty)."""

    def __reduce__(self) -> str:
        return "_EMPTY"

    def __copy__(self) -> _Empty:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> _Empty:
        return self


_EMPTY = _Empty()


def plain_copy(value: _T) -> _T:
    """A deep copy of ``value``."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    try:
        copied: _T = pickle.loads(pickle.dumps(value, pickle.HIGHEST_PROTOCOL))
    except Exception:
        return copy.deepcopy(value)
    return copied


class Pickled:
    """A dataclass field of plain data kept as its pickle, read back as a fresh copy.

    For the records the double keeps of every REST call (a request's body, the answer
    it gave): a pickle is bytes, which the garbage collector never scans, where the
    same data as dicts and lists is dozens of tracked objects per message. The double
    runs in the bot's process (the console, the benchmarks), and with hundreds of
    interactions in flight its records were most of what the bot's full collections
    scanned (bench/bench_scale.py --burst), work no real bot does. Reading the field
    unpickles it: each read is a copy, so a caller changing it changes no record.
    """

    def __init__(self, default: Any = _REQUIRED, *, empty: type | None = None) -> None:
        """``empty``: an empty sequence or mapping is kept as nothing at all and read
        back as a new ``empty()`` (a field that is a list: ``default=(), empty=list``,
        dataclasses refusing a list as a default)."""
        self.default = default
        self.empty = empty
        self.slot = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = f"_{name}_pickled"

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            # dataclasses ask the class for the field's default
            if self.default is _REQUIRED:
                raise AttributeError(self.slot)
            return self.default
        kept = obj.__dict__.get(self.slot)
        if kept is _EMPTY:
            return self.empty() if self.empty is not None else None
        if isinstance(kept, bytes):  # a pickle: a bytes value is pickled too
            return pickle.loads(kept)
        return copy.deepcopy(kept)

    def __set__(self, obj: Any, value: Any) -> None:
        if value is None or isinstance(value, (str, int, float, bool)):
            obj.__dict__[self.slot] = value
            return
        if self.empty is not None and isinstance(value, (list, tuple, dict)) and not value:
            obj.__dict__[self.slot] = _EMPTY
            return
        try:
            obj.__dict__[self.slot] = pickle.dumps(value, pickle.HIGHEST_PROTOCOL)
        except Exception:  # not plain data: kept as a deep copy, as plain_copy does
            obj.__dict__[self.slot] = copy.deepcopy(value)
