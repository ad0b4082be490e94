"""How often the interpreter hands the GIL from one thread to another.

The bot's event loop shares the interpreter with threads that run Python between their
waits: aiosqlite's database thread (rows, the group commit), the render and thinking
pools' manager threads (a board's PNG unpickled as it comes back) and ``to_thread``'s.
Each time the event loop lets go of the GIL for a system call (the epoll wait, a pipe
write that wakes a pool, an fsync in the database thread it waits on), a thread that
wants the GIL takes it, and the event loop gets it back only when that thread waits
again or after the *switch interval*: 5 ms by default, far longer than those threads'
bursts of Python and as long as a whole reply. Profiled at 150 random moves a second
(bench_scale --burst), a ProcessPoolExecutor wake-up's pipe write took 5 ms a call.

A shorter interval costs a thread switch more often, which the event loop's replies
gain back many times over (bench_scale --burst --switch-ms compares).
"""

from __future__ import annotations

import sys

#: the interval the bot runs with (Python's default is 5 ms)
SWITCH_SECONDS = 0.0005


def share_the_interpreter(seconds: float = SWITCH_SECONDS) -> None:
    """Set the interpreter's thread switch interval for this process."""
    sys.setswitchinterval(seconds)
