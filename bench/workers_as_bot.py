"""Start the bot's worker processes from a benchmark as ``python -m bot run`` starts them.

multiprocessing runs the parent's main module again in every worker it starts, so that a
function defined there can be found — unless that module is a package's ``__main__``,
which it leaves alone. ``python -m bot run`` is one (``bot/__main__.py``): its render and
thinking workers import only what they draw and search with. A benchmark run as
``python bench/x.py`` is not: each worker ran the benchmark's file, and with it
discord.py, the Discord double and the bot, which a worker never uses. Measured: a render
worker warm after its start-up was 99 MiB resident under a script, 80 MiB under a
package's ``__main__``; bench_memory charged those 19 MiB to the whole bot, and the
worker's memory ceiling left that much less room for its caches.

The benchmarks that run the bot hand its pools only the bot's own functions, so they can
start their workers as the bot does: :func:`start_workers_as_the_bot_does`.
"""

from __future__ import annotations

import importlib.machinery
import sys


def start_workers_as_the_bot_does() -> None:
    """From now on, worker processes do not run this process's main module again (as
    those of ``python -m bot run`` do not): it is marked as a package's ``__main__``.
    A function defined in the main module can then no longer be sent to a worker."""
    main = sys.modules["__main__"]
    name = getattr(main.__spec__, "name", None)
    if name is not None and (name == "__main__" or name.endswith(".__main__")):
        return  # already so (python -m bot ..., a package's __main__)
    main.__spec__ = importlib.machinery.ModuleSpec("bench.__main__", None)
