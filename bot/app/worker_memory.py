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
when freed — and, after each picture, if its resident memory passed the ceiling,
empties every renderer cache and trims the heap (:func:`settle`): the caches then fill
again from what the next turns draw. Only glibc on Linux is tuned; elsewhere the
ceiling still empties the caches.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import logging
import os

log = logging.getLogger(__name__)

#: glibc's mallopt parameter, and the threshold it starts with (its documented default)
_M_MMAP_THRESHOLD = -3
_MMAP_THRESHOLD_BYTES = 128 * 1024

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
    except OSError:
        return None
    # mallopt and malloc_trim are glibc's: musl and others have neither
    return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None


def tune_malloc() -> bool:
    """Fix glibc's mmap threshold (which disables its dynamic raising of that threshold
    and of the trim threshold), so large freed buffers go back to the system. True if
    done."""
    libc = _libc()
    return bool(libc is not None and libc.mallopt(_M_MMAP_THRESHOLD, _MMAP_THRESHOLD_BYTES))


def trim_malloc() -> None:
    """Hand the free memory at the top of glibc's heaps back to the system."""
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


#: how many times this process emptied its caches (what a worker answers when asked)
cleared = 0


def empty_caches() -> None:
    """Every renderer's cache emptied, the freed memory handed back."""
    global cleared
    from rendering.common import clear_caches

    clear_caches()
    gc.collect()
    trim_malloc()
    cleared += 1


def settle(ceiling_mib: float) -> bool:
    """After a picture: past ``ceiling_mib`` of resident memory, empty the caches. True
    if they were emptied."""
    if ceiling_mib <= 0 or resident_mib() <= ceiling_mib:
        return False
    before = resident_mib()
    empty_caches()
    log.info("render worker %d: caches emptied at %.0f MiB (now %.0f MiB)",
             os.getpid(), before, resident_mib())
    return True
