"""Benchmark: CPU time and bytes of each Bonsai picture.

    python bench/bench_render_bonsai.py [--games 4] [--runs 50] [--turns-only]

First, turn after turn (the figure issue 20 asks for): seeded 4-player games, replayed
move by move (random legal moves leaning to placements, so trees grow as in play), and
after every move what the bot draws for it: the turn's post (``turn_boards``: the shared
board and the tree of the seat to move), the decision picture of the seat to move (its
numbered cells, when it places or prunes) and that seat's private pile. Prints the median
and p95 CPU time of each and of the whole post (all of them together), for the early
boards (the first third of a game's moves) and the late ones (the last third), with the
machine's load. Games are drawn one after another in one process, as a render worker
draws the boards of the games sent to it.

Then, for one fixed late 4-player position: each picture's size, PNG bytes and alt text
length, and the CPU time to render it (compose, PNG, alt text) "cold", every cache
emptied first (a worker's first picture), and "repeat", the same picture again.
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

from bench.figures import cpu_times, percentile, spread
from bot.games.base import Rng
from bot.games.bonsai.engine import ENGINE
from rendering import common
from rendering.base import DecisionChoice, RenderedImage
from rendering.bonsai import RENDERER

NAMES = ["Alice", "Bartholomew the Magnificent", "Chen", "Dee"]


def timed(render: Callable[[], object], runs: int, cold: bool) -> list[float]:
    """CPU ms of ``render()``, every cache emptied first when ``cold``."""
    return cpu_times(render, runs, common.clear_caches if cold else None)


def choices_for(state: dict, seat: int) -> list[DecisionChoice]:
    """The numbered cells of the seat's placements or prunings, as the turn panel numbers
    its buttons (the engine gives each such move its marker), each with its moves."""
    under: dict[str, list[str]] = {}
    for move in ENGINE.legal_moves(state, seat):
        if move.marker:
            under.setdefault(move.marker, []).append(move.notation)
    return [DecisionChoice(marker, tuple(notations)) for marker, notations in under.items()]


def playout(players: int, seed: int, bias: float = 0.6) -> list[dict]:
    """A seeded game of random legal moves, leaning to placements; every state kept."""
    state = ENGINE.setup(players, 900 + seed, {})
    rng = Rng.from_seed(seed * 31 + players)
    states = [state]
    while ENGINE.to_move(state):
        seat = ENGINE.to_move(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        places = [m for m in legal if m.notation.startswith(("place", "cultivate"))]
        pool = places if places and rng.below(100) < bias * 100 else legal
        state = ENGINE.apply(state, seat, pool[rng.below(len(pool))].notation)
        states.append(state)
    return states


def post_renders(state: dict, names: list[str]) -> list[tuple[str, Callable[[], object]]]:
    """What the bot draws after a move: the post, the decision picture, the pile."""
    view = ENGINE.view(state, None)
    acting = ENGINE.to_move(state)[:1]
    renders: list[tuple[str, Callable[[], object]]] = [
        ("post", lambda: RENDERER.turn_boards(view, names, acting))]
    for seat in acting:
        own = ENGINE.view(state, seat)
        choices = choices_for(state, seat)
        renders.append(("decision", lambda o=own, s=seat, ch=choices:
                        RENDERER.decision(o, s, names, ch)))
        renders.append(("hand", lambda o=own, s=seat: RENDERER.hand(o, s, names)))
    return renders


def turn_after_turn(games: int, players: int = 4) -> None:
    """CPU ms of each picture the bot draws after each move, early and late in a game."""
    names = NAMES[:players]
    figures: dict[tuple[str, str], list[float]] = {}
    positions = 0
    common.clear_caches()
    for seed in range(games):
        states = playout(players, seed)[1:]
        states = [s for s in states if ENGINE.to_move(s)]
        for ply, state in enumerate(states):
            part = ("early" if ply < len(states) // 3 else
                    "late" if ply >= 2 * len(states) // 3 else "middle")
            total = 0.0
            for name, render in post_renders(state, names):
                cpu = time.process_time()
                render()
                took = (time.process_time() - cpu) * 1000
                total += took
                figures.setdefault((part, name), []).append(took)
            figures.setdefault((part, "all"), []).append(total)
            positions += 1
    print(f"turn after turn: {games} seeded {players}-player games, {positions} positions "
          f"(load average {os.getloadavg()[0]:.1f})")
    labels = {"post": "board + tree", "decision": "decision", "hand": "pile",
              "all": "the whole post"}
    for part in ("early", "late"):
        for name, label in labels.items():
            values = figures.get((part, name), [])
            if values:
                print(f"  {part:5} {label:15} CPU median {statistics.median(values):5.1f} ms   "
                      f"p95 {percentile(values, .95):5.1f} ms   ({len(values)} pictures)")


def fixed(runs: int) -> None:
    """A late 4-player position (the largest trees of a seeded game), cold and repeated."""
    states = playout(4, 1, bias=0.9)
    state = max((s for s in states if ENGINE.to_move(s)),
                key=lambda s: sum(len(x["tree"]) for x in s["seats"]))
    seat = ENGINE.to_move(state)[0]
    view, own = ENGINE.view(state, None), ENGINE.view(state, seat)
    choices = choices_for(state, seat)
    images: dict[str, Callable[[], RenderedImage | None]] = {
        "board": lambda: RENDERER.board(view, NAMES),
        "tree": lambda: RENDERER.seat_board(view, seat, NAMES),
        "decision": lambda: RENDERER.decision(own, seat, NAMES, choices),
        "pile": lambda: RENDERER.hand(own, seat, NAMES),
    }
    print(f"late game, 4 players, {sum(len(x['tree']) for x in state['seats'])} tiles in "
          f"all, {len(choices)} numbered cells (CPU time)")
    cold_runs = max(1, min(runs, 10))
    for name, render in images.items():
        picture = render()
        if picture is None:
            print(f"  {name:9} none")
            continue
        width, height = Image.open(io.BytesIO(picture.png)).size
        cold = timed(render, cold_runs, cold=True)
        repeat = timed(render, runs, cold=False)
        print(f"  {name:9} {width}x{height}  {len(picture.png):>8,} bytes  alt {len(picture.alt):4}"
              f"   cold median {statistics.median(cold):6.1f} ms   repeat {spread(repeat)}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--turns-only", action="store_true",
                        help="only the turn-after-turn figures")
    args = parser.parse_args()
    # Wall times suffer when other work shares the machine; CPU times much less so.
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    turn_after_turn(args.games)
    if not args.turns_only:
        fixed(args.runs)


if __name__ == "__main__":
    main()
