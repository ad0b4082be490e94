"""How much of the bot process's memory is the Discord double's, not the bot's.

bench_memory runs the real bot behind the double, and the double lives in the bot's
process: it keeps every message the bot posted (with its edits, components and embeds),
every interaction it fed and every request it captured, as Discord's servers would. That
memory is Discord's; a bot in production does not hold it. To print the bot's own memory
we subtract what the double holds.

Why this design, of the three at hand:

- *Running the double out of process* would be the cleanest split, but the double hooks
  discord.py's HTTP client and its gateway inside the bot's event loop (that is what makes
  it exact about the bot's requests); moving it out changes what is measured (a socket
  and JSON both ways per request), and is a large change for a measurement.
- *Letting the double forget messages* the bot may still edit (an old lobby, a panel)
  would change the bot's behaviour: Discord answers 10008 Unknown Message for a message
  it does not have. bench_memory forgets only what is faithful to forget (the PNG bytes,
  captured requests, interactions whose handlers are done, finished games' threads).
- *Measuring* is what remains, and is truthful if it is conservative: :func:`held_bytes`
  walks from the double's roots (its world, its captured requests and interaction records)
  through plain containers and the double's own record classes (``bot.double.*``) only,
  and sums ``sys.getsizeof`` of each object once. It never crosses into an object of
  another kind (a discord.py object, a task, the bot), so it can only undercount the
  double; "bot own = process RSS − double" is then an *upper bound* on the bot's own
  memory, never flattered. Objects the double shares with the bot (interned strings,
  small ints) are counted once, for the double, which is right: they live as long as it
  holds them. What the allocator keeps after the double frees something is not counted
  for the double either (again: the bot is charged, not spared).
"""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

from bot.double.double import DiscordDouble

_PLAIN = (str, bytes, bytearray, int, float, bool, complex, type(None))
_CONTAINERS = (dict, list, tuple, set, frozenset)


def _is_double_record(value: object) -> bool:
    """An instance of one of the double's own classes (its records, its world)."""
    module = type(value).__module__ or ""
    return module.startswith("bot.double.")


def _children(value: object) -> list[Any]:
    if isinstance(value, dict):
        return [*value.keys(), *value.values()]
    if isinstance(value, _CONTAINERS):
        return list(value)  # type: ignore[call-overload]
    children: list[Any] = []
    attributes = getattr(value, "__dict__", None)
    if attributes is not None:
        children.append(attributes)
    if dataclasses.is_dataclass(value) and attributes is None:  # a slotted record
        children.extend(getattr(value, f.name, None) for f in dataclasses.fields(value))
    return children


def held_bytes(roots: list[object]) -> int:
    """Bytes of the objects reachable from ``roots`` through plain containers and the
    double's own classes, each counted once (an undercount of what they hold)."""
    seen: set[int] = set()
    stack = list(roots)
    total = 0
    while stack:
        value = stack.pop()
        if id(value) in seen:
            continue
        if isinstance(value, _PLAIN):
            seen.add(id(value))
            total += sys.getsizeof(value)
            continue
        if not isinstance(value, _CONTAINERS) and not _is_double_record(value):
            continue  # the bot's, discord.py's, asyncio's: not the double's to claim
        seen.add(id(value))
        total += sys.getsizeof(value)
        stack.extend(_children(value))
    return total


def double_roots(double: DiscordDouble) -> list[object]:
    """What the double keeps that Discord (not the bot) would hold."""
    return [double.world, double.requests, double.interactions]


def double_mib(double: DiscordDouble) -> float:
    """MiB the double holds in the bot's process (a lower bound; see the module)."""
    return held_bytes(double_roots(double)) / 2**20
