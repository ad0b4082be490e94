"""A render worker's memory, held under a ceiling.

Where a worker's memory went (measured with bench/bench_memory.py and a worker drawing
every game in one process): the renderers' caches keep every part they drew (backgrounds,
sprites, text pieces, compressed strips), each cache bounded by a count of entries, not by
bytes: a worker's malloc'd bytes grew from ~40 MiB after its warm-up to ~205 MiB after
1 200 pictures, nearly all of it Pillow images those caches held (zenso's grounds, kokeshi's
keys and tiles, splendor's cards, text pieces), and rising still. glibc kept another
15–18 MiB at the top of its heap: after Pillow frees a large picture buffer, glibc raises
its mmap threshold to that size (up to 32 MiB), so the next buffers come from the heap,
whose top it then keeps (its trim threshold doubles too).

So a worker (its initializer, :func:`tune_malloc`) fixes glibc's mmap threshold at its
default 128 KiB — a picture's buffers get their own mappings, handed back to the system
when freed — and, after each picture, if its resident memory passed the ceiling, empties
the renderer caches holding the most bytes until half the bytes they hold are freed, and
trims the heap (:func:`settle`): the small, hot caches (fonts, chips, text pieces) are
kept. Either way the ceiling costs CPU, since what was emptied is drawn again: drawing
every game in one process, 33 ms of CPU a picture with no ceiling; emptying every cache
past 120 MiB, every ~55 pictures and 50 ms a picture; the heaviest half past 110 MiB,
every ~15 pictures and 41–49 ms. Only glibc on Linux is tuned; elsewhere the ceiling
still empties caches.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import logging
import os
import sys
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

#: glibc's mallopt parameter, and the threshold it starts with (its documented default)
_M_MMAP_THRESHOLD = -3
#: glibc's mallopt parameter capping how many malloc arenas a process makes
_M_ARENA_MAX = -8
_MMAP_THRESHOLD_BYTES = 128 * 1024

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]


@functools.cache
def _libc() -> ctypes.CDLL | None:
    # found once: find_library runs ldconfig
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
    except OSError:
        return None
    # mallopt and malloc_trim are glibc's: musl and others have neither
    if not (hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim")):
        return None
    if hasattr(libc, "mallinfo2"):
        libc.mallinfo2.restype = _Mallinfo2
    return libc


#: Pillow's pixel buffers in blocks of this size, and how many freed blocks it keeps for
#: the next pictures (16 MiB at most): with glibc's mmap threshold fixed, every picture's
#: buffers (a 1100-pixel board is 1–5 MB a canvas, a copy, a crop) were fresh pages each
#: turn, faulted in and zeroed (Bonsai ~3 500 faults a post, Zensō ~1 500), which cost
#: more than some boards' drawing; kept blocks are pages already in place. Measured
#: (bench_render_turns' games): faults a post fell 2–6 times, a worker's RSS rose 2–10 MiB
_IMAGE_BLOCK_BYTES = 256 * 1024
_IMAGE_BLOCKS_KEPT = 64


def keep_image_blocks() -> None:
    """Have Pillow keep freed pixel blocks for the next pictures, a bounded number."""
    from PIL import Image

    Image.core.set_block_size(_IMAGE_BLOCK_BYTES)
    Image.core.set_blocks_max(_IMAGE_BLOCKS_KEPT)


def tune_malloc() -> bool:
    """Fix glibc's mmap threshold (which disables its dynamic raising of that threshold
    and of the trim threshold), so large freed buffers go back to the system, and have
    Pillow keep a few freed pixel blocks (:func:`keep_image_blocks`). True if glibc was
    tuned."""
    keep_image_blocks()
    libc = _libc()
    return bool(libc is not None and libc.mallopt(_M_MMAP_THRESHOLD, _MMAP_THRESHOLD_BYTES))


def cap_arenas(arenas: int) -> bool:
    """Cap glibc's malloc arenas at ``arenas`` (its default is eight a core). Each thread
    that allocates takes an arena of its own while there are fewer than the cap, and each
    arena keeps its own freed holes: the bot's process runs several threads (the event
    loop's, aiosqlite's, the pools' managers, ``to_thread``'s), each with a heap of its own
    otherwise. Arenas made before the call stay. True if glibc took it."""
    libc = _libc()
    return bool(libc is not None and libc.mallopt(_M_ARENA_MAX, arenas))


def trim_malloc() -> None:
    """Hand glibc's free memory back to the system: the top of each heap, and (glibc
    ≥ 2.8) every whole free page inside its arenas."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)


def resident_mib() -> float:
    """This process's resident memory in MiB (0 where /proc is missing)."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * _PAGE / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


#: how many times this process emptied caches (what a worker answers when asked)
cleared = 0


def render_caches() -> list[Callable[..., Any]]:
    """The ``rendering`` package's caches (its functions that have ``cache_clear``), but
    the fonts' files, which every picture needs (what :func:`rendering.common.clear_caches`
    empties)."""
    from rendering.common import _load_font

    found = []
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "rendering" or name.startswith("rendering.")):
            continue
        for value in vars(module).values():
            if callable(value) and hasattr(value, "cache_clear") and value is not _load_font \
                    and not isinstance(value, type):  # not rendering.parts.Kept itself
                found.append(value)
    return found


def malloc_in_use() -> int | None:
    """Bytes malloc has handed out and not had back (glibc ≥ 2.33's ``mallinfo2``: the
    heap's in-use blocks and the mapped ones); None elsewhere. Pillow's pixel buffers and
    Python's larger objects are here, its small objects are not."""
    libc = _libc()
    if libc is None or not hasattr(libc, "mallinfo2"):
        return None
    info = libc.mallinfo2()
    return int(info.uordblks + info.hblkhd)


def _entries(cache: Any) -> int:
    info = getattr(cache, "cache_info", None)
    if info is not None:
        return int(info().currsize)
    # a cache of its own (rendering.common's deflated bands): the dicts it keeps
    return sum(len(value) for value in vars(cache).values() if isinstance(value, dict))


#: what an entry of each cache freed when it was last emptied, by the cache's id: a C
#: lru_cache's entries cannot be looked into, so a cache's weight is learned as it is
#: emptied (its entries × this)
_entry_bytes: dict[int, float] = {}


def empty_caches(share: float = 0.5) -> int:
    """Caches emptied, the heaviest first, until ``share`` of the bytes they hold is
    freed (1: every cache); the freed memory handed back. A cache never emptied yet has
    no known weight and is emptied. Returns the bytes freed (as malloc counts them)."""
    global cleared
    weighed: list[tuple[float, int, Any]] = []
    unknown: list[Any] = []
    for index, cache in enumerate(render_caches()):
        entries = _entries(cache)
        if not entries:
            continue
        if id(cache) in _entry_bytes:
            weighed.append((_entry_bytes[id(cache)] * entries, index, cache))
        else:
            unknown.append(cache)
    weighed.sort(reverse=True)
    goal = share * sum(weight for weight, _, _ in weighed)
    chosen = list(unknown)
    dropped = 0.0
    for weight, _, cache in weighed:
        if dropped >= goal and share < 1:
            break
        chosen.append(cache)
        dropped += weight
    from PIL import Image

    # Pillow keeps freed pixel blocks (keep_image_blocks): handed back here, before and
    # after each cache, so what a cache's pictures held is counted as its own
    Image.core.clear_cache()
    freed = 0
    for cache in chosen:
        entries = _entries(cache)
        before = malloc_in_use()
        cache.cache_clear()
        Image.core.clear_cache()
        after = malloc_in_use()
        if before is not None and after is not None:
            freed += max(0, before - after)
            _entry_bytes[id(cache)] = max(0, before - after) / max(1, entries)
    trim_malloc()
    cleared += 1
    return freed


#: what malloc held after the last emptying (None: never emptied, or unknown)
_in_use_after: int | None = None
#: how much more malloc must hold than after the last emptying before the next one: past
#: the ceiling because of holes in the heap (freed, not given back), not of caches,
#: emptying more would free little and make every picture cold
_REFILL_BYTES = 8 * 2**20


#: the least the parts' budget is shrunk to before whole caches are emptied
PARTS_LEAST_MIB = 8.0
#: how much more than the excess a shrink takes off the parts' budget: the ceiling is
#: passed again less often, and parts dropped free a little less than they weigh
_SHRINK_FACTOR = 1.5


def _parts_budget_mib() -> float:
    from rendering import parts

    return parts.PARTS.budget / 2**20


def _shrink_parts(excess_mib: float) -> bool:
    """Lower the parts' budget by more than ``excess_mib`` (the least recently used parts
    go now), unless it is at its least already; True if it was lowered."""
    global cleared
    from rendering import parts

    budget = _parts_budget_mib()
    if budget <= PARTS_LEAST_MIB:
        return False
    parts.set_budget(max(PARTS_LEAST_MIB, budget - excess_mib * _SHRINK_FACTOR))
    from PIL import Image

    Image.core.clear_cache()
    trim_malloc()
    cleared += 1
    return True


def settle(ceiling_mib: float) -> bool:
    """After a picture: past ``ceiling_mib`` of resident memory, hand free pages back;
    still past it, lower the parts' budget (its least recently used parts go), and once
    that is at its least, empty the heaviest caches (unless they hold little more than
    after the last emptying). True if a budget was lowered or caches emptied."""
    global _in_use_after
    if ceiling_mib <= 0:
        return False
    before = resident_mib()
    if before <= ceiling_mib:
        return False
    # the parts are bounded by their own budget (rendering/parts.py), so what passes the
    # ceiling is first the heap's free pages glibc kept: handed back, they cost no redraw
    trim_malloc()
    after_trim = resident_mib()
    if after_trim <= ceiling_mib:
        return False
    if _shrink_parts(after_trim - ceiling_mib):
        log.info("render worker %d: parts' budget now %.0f MiB at %.0f MiB (now %.0f MiB)",
                 os.getpid(), _parts_budget_mib(), before, resident_mib())
        return True
    in_use = malloc_in_use()
    if (in_use is not None and _in_use_after is not None
            and in_use < _in_use_after + _REFILL_BYTES):
        return False
    freed = empty_caches()
    _in_use_after = malloc_in_use()
    log.info("render worker %d: %.0f MiB of caches emptied at %.0f MiB (now %.0f MiB)",
             os.getpid(), freed / 2**20, before, resident_mib())
    return True
