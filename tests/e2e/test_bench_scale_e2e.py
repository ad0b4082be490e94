"""bench/bench_scale.py --burst runs end to end (tiny sizes) and prints its figures in the
form the issue asks for: one ``burst N: reply median M ms p95 P ms`` line per burst size,
the random-arrival curve, the store's round trips, durable commits and write-lock holds
per move, and the RSS of the bot and of each render worker. No figure is asserted, only
that each is there (and that a move makes one durable commit)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_burst_bench_prints_its_curves() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench_scale.py"), "--burst", "--sizes", "1,2",
         "--rounds", "1", "--rates", "3", "--arrival-games", "3", "--seconds", "1",
         "--moves", "4"],
        capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    for size in (1, 2):
        assert re.search(rf"^burst {size}: reply median \d+ ms p95 \d+ ms$", out, re.M), out
    assert re.search(r"^ +3 moves/s offered .*: reply (median \d+ ms p95 \d+ ms|-)", out,
                     re.M), out
    per_move = re.search(r"per move: ([\d.]+) store round trips, ([\d.]+) durable commits, "
                         r"the store's write lock held [\d.]+ times for [\d.]+ ms", out)
    assert per_move, out
    assert float(per_move.group(2)) == 1.0  # one fsync'd commit per move
    assert re.search(r"write lock held per transaction, whole run: median [\d.]+ ms", out), out
    assert re.search(r"RSS: bot process \d+ MiB .*render workers \d+", out), out


def test_the_stores_bench_runs_each_process_apart() -> None:
    """``--stores sqlite``: the bot runs in a child OS process of its own (not in the
    bench's), and the figures come back in the form the README quotes."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench_scale.py"), "--stores", "sqlite",
         "--moves", "3", "--seconds", "1", "--stores-games", "2"],
        capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "real OS process" in done.stdout
    assert re.search(r"^sqlite +1 process +reply +\d+ / +\d+ ms +end +\d+ / +\d+ ms +"
                     r"[\d.]+ moves/s \(2 games\)$", done.stdout, re.M), done.stdout
