"""Benchmark: Azul: Queen's Garden engine, computer player and pictures.

    python bench/bench_azul_queens_garden.py [--games 6]

Prints, with no timing assertion anywhere:

- the worst-case Place-a-tile decision (a full storage of one colour and jokers, six
  face-down areas: the most payments × cells): legal moves count and time, the greedy
  player's candidates and its time per decision, through the core's ``choose_move`` and
  over the engine's pruned ``candidate_moves``;
- ``legal_moves`` p95 and ``apply`` median over late positions of 4-player games;
- random playouts per second for 2, 3 and 4 players;
- a late 4-player board: render time (median) and bytes of every image, every strip
  drawn and compressed anew (the strip cache emptied before each render, the sprites
  kept), as after a scoring that changed every garden;
- the boards of a seeded 4-player game turn after turn, as the bot posts them (each
  board after the previous one, so the strips nobody changed come from the cache):
  median, p95 and max per board, the CPU time, the largest board, and the load average.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import p95
from bot.app.players import choose_move
from bot.games.azul_queens_garden.engine import ENGINE as E
from bot.games.azul_queens_garden.position import position
from bot.games.base import Rng
from rendering import azul_queens_garden as R
from rendering.azul_queens_garden import RENDERER
from tests.games.azul_queens_garden.support import random_game

WORST = """
players 4
round 4
active 0
seat 0 garden A0=down A1=down A2=down A3=down A4=down A5=down
seat 0 storage blue_6 blue_1 blue_2 blue_3 blue_4 blue_5 yellow_6 lightgreen_6 J J J J
seat 0 score 30
"""


def timed(fn, repeat: int = 1):
    start = time.perf_counter()
    for _ in range(repeat):
        value = fn()
    return value, (time.perf_counter() - start) / repeat


def greedy_over_candidates(state, seat: int) -> str:
    best, best_value = None, float("-inf")
    for move in E.candidate_moves(state, seat):
        value = E.evaluate(E.apply(state, seat, move.notation), seat)
        if value > best_value:
            best, best_value = move.notation, value
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()

    state = position(WORST)
    moves, took = timed(lambda: E.legal_moves(state, 0), 5)
    places = [m for m in moves if m.notation.startswith("place")]
    print(f"worst Place-a-tile decision: {len(moves)} legal moves ({len(places)} placements) "
          f"in {took * 1000:.1f} ms")
    cands, took_c = timed(lambda: E.candidate_moves(state, 0), 3)
    print(f"  greedy candidates (pruned payments): {len(cands)} in {took_c * 1000:.1f} ms")
    _, greedy_pruned = timed(lambda: greedy_over_candidates(state, 0))
    print(f"  greedy over candidates: {greedy_pruned * 1000:.0f} ms per decision")
    _, greedy_core = timed(lambda: choose_move(E, state, 0, "greedy", 1))
    print(f"  core choose_move greedy (legal moves, then its budget over the candidates): "
          f"{greedy_core * 1000:.0f} ms")

    legal_times, apply_times, counts = [], [], []
    for seed in range(args.games):
        states, log = random_game(4, seed)
        late = [i for i, s in enumerate(states) if s["round"] == 4 and not E.is_over(s)]
        for index in late[::3]:
            s = states[index]
            seat = E.to_move(s)[0]
            ms, took = timed(lambda s=s, seat=seat: E.legal_moves(s, seat))
            legal_times.append(took)
            counts.append(len(ms))
            if index < len(log):
                _, took = timed(lambda s=s, i=index, log=log: E.apply(s, *log[i]))
                apply_times.append(took)
    print(f"late 4-player positions: {len(legal_times)}; legal_moves p95 "
          f"{p95(legal_times) * 1000:.2f} ms, max {max(legal_times) * 1000:.2f} ms, "
          f"moves median {statistics.median(counts)}, max {max(counts)}")
    print(f"apply median {statistics.median(apply_times) * 1000:.3f} ms, "
          f"p95 {p95(apply_times) * 1000:.3f} ms")

    for players in (2, 3, 4):
        start = time.perf_counter()
        turns = 0
        for seed in range(args.games):
            s = E.setup(players, seed, {})
            rng = Rng(seed)
            while not E.is_over(s):
                seat = E.to_move(s)[0]
                ms = E.legal_moves(s, seat)
                s = E.apply(s, seat, ms[rng.below(len(ms))].notation)
                turns += 1
        spent = time.perf_counter() - start
        print(f"random playouts, {players} players: {args.games / spent:.2f} games/s "
              f"({turns / args.games:.0f} moves per game)")

    states, _ = random_game(4, 3)
    view = E.view(states[int(len(states) * 0.9)], None)
    names = ["Ann", "Ben", "Cid", "Dee"]
    RENDERER.boards(view, names)  # the palette, the hexagons and the text pieces
    renders, cpus = [], []
    for _ in range(7):
        R.band.cache_clear()
        cpu = time.process_time()
        images, took = timed(lambda: RENDERER.boards(view, names))
        renders.append(took)
        cpus.append(time.process_time() - cpu)
    sizes = ", ".join(f"{i.filename} {len(i.png) // 1024} KB" for i in images)
    print(f"late 4-player board, every strip anew: all {len(images)} images median "
          f"{statistics.median(renders) * 1000:.0f} ms (CPU "
          f"{statistics.median(cpus) * 1000:.0f} ms); {sizes}; "
          f"{sum(len(i.png) for i in images) // 1024} KB in all")
    turn_after_turn(args.games, names)


def turn_after_turn(games: int, names: list[str]) -> None:
    """Every board a 4-player game posts (after each move that ends a turn), in order."""
    R.band.cache_clear()
    walls, cpus, largest = [], [], 0
    for seed in range(games):
        states, _ = random_game(4, seed)
        for before, after in itertools.pairwise(states):
            if E.turn_number(after) == E.turn_number(before) and not E.is_over(after):
                continue
            view = E.view(after, None)
            wall, cpu = time.perf_counter(), time.process_time()
            images = RENDERER.boards(view, names)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
            largest = max(largest, sum(len(i.png) for i in images))
    print(f"boards turn after turn ({len(walls)} boards of {games} 4-player games): "
          f"median {statistics.median(walls) * 1000:.1f} ms, p95 {p95(walls) * 1000:.1f} ms, "
          f"max {max(walls) * 1000:.1f} ms; CPU median {statistics.median(cpus) * 1000:.1f} ms; "
          f"largest board {largest // 1024} KB; load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
