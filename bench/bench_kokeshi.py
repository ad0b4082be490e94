"""Kokeshi figures: legal_moves and apply at late-game 4-player positions, random playouts,
the greedy computer player per decision and per turn, and render time and bytes.

Seeded, so runs compare. No thresholds are asserted; the figures are printed next to the
budgets of ``shared/GAME_DONE.md``.

    python bench/bench_kokeshi.py [--games 100] [--positions 60] [--render-only]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import p95
from bot.app.players import choose_move
from bot.games.base import Rng
from bot.games.kokeshi.engine import ENGINE
from rendering import common
from rendering.kokeshi import RENDERER


def playout(players: int, seed: int) -> tuple[int, dict, list[dict]]:
    """One random game: (moves, final state, states sampled from its last third)."""
    state = ENGINE.setup(players, seed, {})
    rng = Rng.from_seed(seed * 31 + players)
    states = []
    moves = 0
    while ENGINE.to_move(state):
        seat = ENGINE.to_move(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        state = ENGINE.apply(state, seat, legal[rng.below(len(legal))].notation)
        moves += 1
        states.append(state)
    return moves, state, states[2 * len(states) // 3:]


def bench_playouts(players: int, games: int) -> list[dict]:
    late: list[dict] = []
    total = 0
    rounds = []
    start = time.perf_counter()
    for seed in range(games):
        moves, final, tail = playout(players, seed)
        total += moves
        rounds.append(final["round"])
        late += tail[::25]
    elapsed = time.perf_counter() - start
    print(f"{players} players: {games / elapsed:6.1f} random playouts/s, {total / games:5.0f} "
          f"decisions/game, median {statistics.median(rounds):.0f} rounds "
          f"(max {max(rounds)}), {elapsed / total * 1e6:5.0f} µs per legal_moves+apply")
    return late


def bench_moves(states: list[dict]) -> None:
    legal, apply = [], []
    for state in states:
        if not ENGINE.to_move(state):
            continue
        seat = ENGINE.to_move(state)[0]
        t = time.perf_counter()
        moves = ENGINE.legal_moves(state, seat)
        legal.append(time.perf_counter() - t)
        for move in moves:
            t = time.perf_counter()
            ENGINE.apply(state, seat, move.notation)
            apply.append(time.perf_counter() - t)
    print(f"legal_moves (late game, 4 players, {len(legal)} positions): median "
          f"{statistics.median(legal) * 1e3:.3f} ms, p95 {p95(legal) * 1e3:.3f} ms "
          "(budget p95 ≤ 20 ms)")
    print(f"apply ({len(apply)} moves): median {statistics.median(apply) * 1e3:.3f} ms, "
          f"p95 {p95(apply) * 1e3:.3f} ms (budget median ≤ 1 ms)")


def bench_greedy(states: list[dict], limit: int) -> None:
    per_decision, per_turn = [], []
    for index, state in enumerate(states[:limit]):
        if not ENGINE.to_move(state):
            continue
        seat = ENGINE.to_move(state)[0]
        turn = ENGINE.turn_number(state)
        spent = 0.0
        steps = 0
        while ENGINE.to_move(state) and ENGINE.to_move(state)[0] == seat \
                and ENGINE.turn_number(state) == turn and steps < 20:
            t = time.perf_counter()
            move = choose_move(ENGINE, state, seat, "greedy", index * 7 + steps)
            elapsed = time.perf_counter() - t
            per_decision.append(elapsed)
            spent += elapsed
            state = ENGINE.apply(state, seat, move.notation)
            steps += 1
        per_turn.append(spent)
    print(f"greedy: per decision median {statistics.median(per_decision) * 1e3:.1f} ms, p95 "
          f"{p95(per_decision) * 1e3:.1f} ms; per turn p95 {p95(per_turn) * 1e3:.1f} ms, max "
          f"{max(per_turn) * 1e3:.1f} ms (budgets 1 s and 3 s)")


def _turn_end_views(players: int, seed: int) -> list[dict]:
    """The public view after every move that ended a turn of one random game: the boards
    the bot posts, in order."""
    state = ENGINE.setup(players, seed, {})
    rng = Rng.from_seed(seed * 31 + players)
    views = []
    while ENGINE.to_move(state):
        seat = ENGINE.to_move(state)[0]
        turn = ENGINE.turn_number(state)
        legal = ENGINE.legal_moves(state, seat)
        state = ENGINE.apply(state, seat, legal[rng.below(len(legal))].notation)
        if ENGINE.turn_number(state) != turn or not ENGINE.to_move(state):
            views.append(ENGINE.view(state, None))
    return views


def _clocked(draw: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and CPU seconds (this thread) of one call: the CPU figure shows how much
    of the wall time the machine's other load added."""
    wall, cpu = time.perf_counter(), time.thread_time()
    draw()
    return time.perf_counter() - wall, time.thread_time() - cpu


def bench_render(states: list[dict], samples: int) -> None:
    names = ["Aiko", "Bartholomew the Magnificent", "Carla", "Dee"]
    load = " ".join(f"{v:.2f}" for v in os.getloadavg())
    chosen = random.Random(1).sample(states, min(samples, len(states)))
    common.clear_caches()
    cold = _clocked(lambda: RENDERER.boards(ENGINE.view(chosen[0], None), names))[0]
    table_times, all_times, table_bytes, all_bytes = [], [], [], []
    for state in chosen:
        view = ENGINE.view(state, None)
        t = time.perf_counter()
        table = RENDERER.board(view, names)
        table_times.append(time.perf_counter() - t)
        t = time.perf_counter()
        images = RENDERER.boards(view, names)
        all_times.append(time.perf_counter() - t)
        table_bytes.append(len(table.png))
        all_bytes.append(max(len(i.png) for i in images))
    print(f"render, late game, 4 players ({len(chosen)} unrelated boards, load average {load}): "
          f"table median {statistics.median(table_times) * 1e3:.1f} ms; table + 4 workshops "
          f"median {statistics.median(all_times) * 1e3:.1f} ms; largest image median "
          f"{statistics.median(all_bytes) / 1024:.0f} KB, max {max(all_bytes) / 1024:.0f} KB "
          f"(budgets 60 ms and 300 KB per board image); first render of a process (palette, "
          f"grounds) {cold * 1e3:.0f} ms")
    # As the bot posts them: every turn's boards in order, caches carried from turn to
    # turn, so a workshop that did not change and the bands that did not are not redrawn.
    views = _turn_end_views(4, 1) + _turn_end_views(4, 2)
    common.clear_caches()
    RENDERER.boards(views[0], names)
    clocked = [_clocked(lambda view=view: RENDERER.boards(view, names)) for view in views[1:]]
    walls = [wall for wall, _ in clocked]
    print(f"render, turn after turn ({len(clocked)} turns of two 4-player games, all 5 images "
          f"each): median {statistics.median(walls) * 1e3:.1f} ms (CPU "
          f"{statistics.median(cpu for _, cpu in clocked) * 1e3:.1f} ms), p95 "
          f"{p95(walls) * 1e3:.1f} ms, max {max(walls) * 1e3:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--render-only", action="store_true",
                        help="only the pictures (late positions from 10 4-player playouts)")
    args = parser.parse_args()
    if args.render_only:
        bench_render(bench_playouts(4, 10), 20)
        return
    late: list[dict] = []
    for players in (2, 3, 4):
        found = bench_playouts(players, args.games)
        if players == 4:
            late = found
    bench_moves(late)
    bench_greedy(late, args.positions)
    bench_render(late, 20)


if __name__ == "__main__":
    main()
