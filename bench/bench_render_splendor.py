"""Benchmark: time and bytes of the Splendor board image.

    python bench/bench_render_splendor.py [--runs 200]

Prints median and p95 render time (compose + PNG encode + alt text) for a late-game
4-player board and a mid-game 2-player board, in two regimes: "turn", where card, noble
and chip sprites are cached (the steady state of a running bot) but every string is drawn
afresh, as if all text had changed since the last turn; and "repeat", where the text cache
is warm too. Also the first cold render, and PNG bytes with and without the palette.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rendering import common
from rendering import splendor as sr
from tests.rendering.test_splendor_render import NAMES, make_view, owner_view, public


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def spread(values: list[float]) -> str:
    return f"median {statistics.median(values):6.1f} ms   p95 {percentile(values, .95):6.1f} ms"


def bench(label: str, view: dict, names: list[str], runs: int) -> None:
    start = time.perf_counter()
    first = sr.RENDERER.board(view, names)
    cold = (time.perf_counter() - start) * 1000
    times, compose, repeat = [], [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        sr.RENDERER.board(view, names)
        repeat.append((time.perf_counter() - t0) * 1000)
    for _ in range(runs):
        common.text_sprite.cache_clear()
        common.tag_sprite.cache_clear()
        common.text_width.cache_clear()
        t0 = time.perf_counter()
        image = sr.board_image(view, names)
        t1 = time.perf_counter()
        common.encode_png(image)
        sr.board_alt(view, names)
        t2 = time.perf_counter()
        compose.append((t1 - t0) * 1000)
        times.append((t2 - t0) * 1000)
    rgb = common.encode_png(sr.board_image(view, names), palette=False)
    print(f"{label}: {image.width}x{image.height}")
    print(f"  turn    {spread(times)}   (compose: median {statistics.median(compose):.1f} ms)")
    print(f"  repeat  {spread(repeat)}   (cold first render {cold:.0f} ms)")
    print(f"  PNG     {len(first.png):,} bytes with palette, {len(rgb):,} bytes as RGB;"
          f" alt {len(first.alt)} chars")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    runs = parser.parse_args().runs
    bench("late game, 4 players", public(make_view(4, seed=4, progress=1.0)), NAMES, runs)
    bench("mid game, 2 players", public(make_view(2, seed=2, progress=0.5)), NAMES[:2], runs)
    own = owner_view(make_view(2, seed=12), 1)
    times = []
    for _ in range(max(20, runs // 4)):
        t0 = time.perf_counter()
        hand = sr.RENDERER.hand(own, 1, NAMES[:2])
        times.append((time.perf_counter() - t0) * 1000)
    assert hand is not None
    print(f"hand (3 reserved): median {statistics.median(times):.1f} ms, {len(hand.png):,} bytes")


if __name__ == "__main__":
    main()
