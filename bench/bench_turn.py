"""Server-side time of one turn through the Discord double.

Each sample is one interaction from the moment its payload is fed to discord.py until
every handler finished: the slash command is parsed, the game is loaded from SQLite, the
engine applies the move, the store commits it, and — when the turn is complete — the
board is rendered in a worker thread and the new board message is posted. Moves are
random legal Splendor moves (2 players), so games vary; a finished game is replaced by
a new one. Prints the median, p95 and max, and the process's peak memory. The skeleton
is ``bench/turn_through_double.py``, which every game's turn benchmark shares.

It runs twice: with the store's ``synchronous=FULL`` (what the bot uses: a commit
survives a power cut) and with ``NORMAL`` (WAL's default, which may lose the last commits
on power loss), and prints what FULL costs a turn.

    python bench/bench_turn.py [--moves 300] [--seed 1]
"""

from __future__ import annotations

import asyncio
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from turn_through_double import TypedGame, measure, parse_arguments, report, store_synchronous

from bot.app.store import Store

SPLENDOR = TypedGame(
    kind="splendor", players=2,
    options={"take": "gems", "reserve": "card", "buy": "card", "return": "tokens",
             "noble": "noble"})


def run(moves: int, seed: int, synchronous: str = "FULL") -> float:
    """Measure and print one run; the median seconds of a move that ends a turn."""
    with store_synchronous(synchronous):
        samples = asyncio.run(measure(SPLENDOR, moves, seed))
    print(f"synchronous={synchronous}")
    report(SPLENDOR, samples)
    return statistics.median(samples.turn_ends)


def commit_cost(folder: Path, synchronous: str, count: int = 200) -> float:
    """Seconds per small write transaction in WAL mode with ``synchronous``, on the same
    disk as the benchmark's database: the part of a turn the setting changes."""
    connection = sqlite3.connect(folder / f"commits-{synchronous}.sqlite3",
                                 isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute(f"PRAGMA synchronous={synchronous}")
    connection.execute("CREATE TABLE t (x)")
    started = time.perf_counter()
    for number in range(count):
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO t VALUES (?)", (number,))
        connection.execute("COMMIT")
    connection.close()
    return (time.perf_counter() - started) / count


def commits_per_turn(moves: int, seed: int) -> float:
    """Write transactions the bot runs per move (the move, its outbox bookkeeping, the
    board message id), counted over a short run."""
    counted = {"transactions": 0}
    original = Store.transaction

    def counting(self):  # type: ignore[no-untyped-def]
        counted["transactions"] += 1
        return original(self)

    Store.transaction = counting  # type: ignore[method-assign]
    try:
        run(moves, seed, "FULL")
    finally:
        Store.transaction = original  # type: ignore[method-assign]
    return counted["transactions"] / moves


def main() -> None:
    args = parse_arguments(__doc__, default_moves=300)
    normal = run(args.moves, args.seed, "NORMAL")
    full = run(args.moves, args.seed, "FULL")
    print(f"measured turn medians: FULL {full * 1000:.1f} ms, NORMAL {normal * 1000:.1f} ms "
          f"({(full - normal) * 1000:+.1f} ms; on a busy machine this is mostly noise)")
    with tempfile.TemporaryDirectory() as folder:
        per_commit = {mode: commit_cost(Path(folder), mode) for mode in ("NORMAL", "FULL")}
    print("\n--- counting the transactions of a short run (its figures above are not used):")
    per_move = commits_per_turn(min(60, args.moves), args.seed + 1)
    extra = (per_commit["FULL"] - per_commit["NORMAL"]) * 1000
    print(f"one commit: FULL {per_commit['FULL'] * 1000:.2f} ms, NORMAL "
          f"{per_commit['NORMAL'] * 1000:.2f} ms; {per_move:.1f} write transactions per "
          f"move → synchronous=FULL costs about {extra * per_move:.1f} ms per move")


if __name__ == "__main__":
    main()
