"""Benchmark: time and bytes of each Splendor picture.

    python bench/bench_render_splendor.py [--runs 200]

For a late-game 4-player board (the budget case: median ≤ 60 ms, ≤ 300 KB per board) and
a mid-game 2-player board, prints for each image (the market and the players, which
``boards()`` posts together, then the decision picture and the private hand) its size,
median and p95 render time (compose + PNG encode + alt text) and PNG bytes, and the total
of ``boards()``. Two regimes: "turn", where card, noble and chip sprites are cached (the
steady state of a running bot) but every string is drawn afresh, as if all text had
changed since the last turn; and "repeat", where the text cache is warm too. Also the
first cold render of everything. Each figure is wall time, with the CPU time of the
process beside it (the fairer figure when the machine is busy).
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image

from rendering import common
from rendering import splendor as sr
from rendering.base import DecisionChoice, RenderedImage
from tests.rendering.test_splendor_render import NAMES, make_view, owner_view, public

EMOJI_NAMES = ["Alice 🦊", NAMES[1], "Chen 🎲", "Dee"]


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def spread(values: list[float]) -> str:
    return f"median {statistics.median(values):6.1f} ms   p95 {percentile(values, .95):6.1f} ms"


def clear_text_caches() -> None:
    common.text_sprite.cache_clear()
    common.tag_sprite.cache_clear()
    common.text_width.cache_clear()
    common.rich_sprite.cache_clear()
    common.rich_width.cache_clear()


def timed(render: Callable[[], object], runs: int, cold_text: bool,
          clock: Callable[[], float] = time.perf_counter) -> list[float]:
    times = []
    for _ in range(runs):
        if cold_text:
            clear_text_caches()
        t0 = clock()
        render()
        times.append((clock() - t0) * 1000)
    return times


def choices_for(view: dict, seat: int) -> list[DecisionChoice]:
    choices = []
    for tier in (1, 2, 3):
        for position, card in enumerate(view["market"][str(tier)], start=1):
            if card:
                choices.append(DecisionChoice(str(len(choices) + 1), (f"buy T{tier}-{position}",)))
    for entry in view["seats"][seat]["reserved"]:
        if entry["id"]:
            choices.append(DecisionChoice(str(len(choices) + 1), (f"buy {entry['id']}",)))
    return choices


def bench(label: str, players: int, seed: int, progress: float, runs: int) -> None:
    raw = make_view(players, seed=seed, progress=progress)
    view = public(raw)
    names = EMOJI_NAMES[:players]
    own = owner_view(raw, 1)
    choices = choices_for(own, 1)
    images: dict[str, Callable[[], RenderedImage | None]] = {
        "market": lambda: sr.RENDERER.board(view, names),
        "players": lambda: RenderedImage(common.encode_png(sr.players_image(view, names)),
                                         sr.players_alt(view, names), "players.png"),
        "decision": lambda: sr.RENDERER.decision(own, 1, names, choices),
        "hand": lambda: sr.RENDERER.hand(own, 1, names),
    }
    common.clear_caches()
    start = time.perf_counter()
    for render in images.values():
        render()
    cold = (time.perf_counter() - start) * 1000
    print(f"{label}   (cold first render of all four: {cold:.0f} ms)")
    for name, render in images.items():
        picture = render()
        assert picture is not None
        width, height = Image.open(io.BytesIO(picture.png)).size
        turn = timed(render, runs, cold_text=True)
        cpu = timed(render, runs, cold_text=True, clock=time.process_time)
        repeat = timed(render, runs, cold_text=False)
        print(f"  {name:9} {width}x{height}  {len(picture.png):>8,} bytes  alt {len(picture.alt):4}"
              f"   turn {spread(turn)} (CPU median {statistics.median(cpu):5.1f} ms)"
              f"   repeat median {statistics.median(repeat):5.1f} ms")
    both = timed(lambda: sr.RENDERER.boards(view, names), runs, cold_text=True)
    both_cpu = timed(lambda: sr.RENDERER.boards(view, names), runs, cold_text=True,
                     clock=time.process_time)
    total = sum(len(p.png) for p in sr.RENDERER.boards(view, names))
    print(f"  boards()  market + players: turn {spread(both)} (CPU median "
          f"{statistics.median(both_cpu):.1f} ms), {total:,} bytes in all")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    runs = parser.parse_args().runs
    # Wall times suffer when other work shares the machine; CPU times much less so.
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    bench("late game, 4 players", 4, 4, 1.0, runs)
    bench("mid game, 2 players", 2, 2, 0.5, runs)


if __name__ == "__main__":
    main()
