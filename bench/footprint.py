"""What a group of processes takes from the machine: each resident page counted once.

RSS counts a page in every process that maps it, so the RSS of a bot and its render
workers summed counts the interpreter, the shared libraries and a fork's untouched pages
two or three times over; PSS splits a shared page among *every* process mapping it, this
group's or not (another Python on the machine lowers it). Here each process's present
pages are read from ``/proc/<pid>/pagemap`` as physical frame numbers and the group's
union is counted: the pages the group holds, once each, as a memory cgroup around it
would charge them. Frame numbers are shown only to a process with CAP_SYS_ADMIN; without
it (they read as 0) the summed PSS stands in, and :func:`footprint_mib` says which.
"""

from __future__ import annotations

import os
from array import array
from pathlib import Path

_PAGE = os.sysconf("SC_PAGE_SIZE")
_PRESENT = 1 << 63
_FRAME = (1 << 55) - 1


def _frames(pid: int) -> set[int] | None:
    """The physical frames of ``pid``'s resident pages (None: gone, or frames hidden)."""
    frames: set[int] = set()
    hidden = False
    try:
        regions = Path(f"/proc/{pid}/maps").read_text().splitlines()
        with open(f"/proc/{pid}/pagemap", "rb") as pagemap:
            for region in regions:
                span = region.split(maxsplit=1)[0]
                start, end = (int(part, 16) for part in span.split("-"))
                if region.rstrip().endswith("[vsyscall]"):
                    continue  # outside the process's own address space: unreadable
                pagemap.seek(start // _PAGE * 8)
                entries = array("Q")
                entries.frombytes(pagemap.read((end - start) // _PAGE * 8))
                for entry in entries:
                    if entry & _PRESENT:
                        frame = entry & _FRAME
                        if frame == 0:
                            hidden = True
                            break
                        frames.add(frame)
                if hidden:
                    return None
    except (OSError, ValueError):
        return None
    return frames


def _pss_mib(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def footprint_mib(pids: list[int]) -> tuple[float, str]:
    """The MiB the processes ``pids`` hold between them, each page once, and how it was
    counted (``"pages"``: the union of their frames; ``"PSS"``: their PSS summed, where
    frames are hidden)."""
    union: set[int] = set()
    for pid in pids:
        frames = _frames(pid)
        if frames is None:
            if Path(f"/proc/{pid}").exists():
                return sum(_pss_mib(each) for each in pids), "PSS"
            continue  # a worker recycled meanwhile
        union |= frames
    return len(union) * _PAGE / 2**20, "pages"
