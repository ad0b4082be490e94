"""Bonsai figures: random playouts, ``legal_moves`` at late-game positions, ``apply``, the
greedy computer player per decision and per turn, and the pictures (board + trees and the
decision picture) for the largest tree seen in random playouts.

Prints CPU time (``process_time``) next to wall time: on a shared machine wall time also
counts other processes. Seeded, so runs compare.

    python bench/bench_bonsai.py [--games 100] [--greedy-games 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.players import choose_move
from bot.games.base import Rng
from bot.games.bonsai.engine import ENGINE
from rendering.base import DecisionChoice
from rendering.bonsai import RENDERER


def playout(players: int, seed: int, bias: float = 0.6) -> list[dict]:
    """A random game leaning to placements (so trees grow); every state kept."""
    state = ENGINE.setup(players, seed, {})
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


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench_playouts(games: int) -> list[dict]:
    late: list[dict] = []
    for players in (1, 2, 4):
        start, cpu = time.perf_counter(), time.process_time()
        moves = 0
        for seed in range(games):
            states = playout(players, seed)
            moves += len(states) - 1
            if players == 4:
                late += states[len(states) * 3 // 4:-1:5]
        wall, used = time.perf_counter() - start, time.process_time() - cpu
        print(f"playouts {players}p: {games / used:7.1f} games/s cpu ({games / wall:.1f} wall),"
              f" {moves / games:5.1f} moves/game, {used / moves * 1e6:6.1f} µs/move cpu")
    return late


def bench_moves(late: list[dict]) -> None:
    gen, app = [], []
    for state in late:
        seat = ENGINE.to_move(state)[0]
        t = time.process_time()
        moves = ENGINE.legal_moves(state, seat)
        gen.append(time.process_time() - t)
        for move in moves[:: max(1, len(moves) // 5)]:
            t = time.process_time()
            ENGINE.apply(state, seat, move.notation)
            app.append(time.process_time() - t)
    print(f"legal_moves late game 4p: p50 {pct(gen, .5) * 1e3:.2f} ms, p95 "
          f"{pct(gen, .95) * 1e3:.2f} ms, max {max(gen) * 1e3:.2f} ms ({len(gen)} positions)")
    print(f"apply: median {statistics.median(app) * 1e3:.3f} ms, p95 {pct(app, .95) * 1e3:.3f} "
          f"ms ({len(app)} moves)")


def bench_greedy(games: int) -> None:
    for players in (1, 4):
        per_decision, per_turn = [], []
        for seed in range(games):
            state = ENGINE.setup(players, seed, {})
            turn_time, turn = 0.0, 0
            k = 0
            while ENGINE.to_move(state):
                seat = ENGINE.to_move(state)[0]
                t = time.process_time()
                move = choose_move(ENGINE, state, seat, "greedy", k)
                spent = time.process_time() - t
                per_decision.append(spent)
                turn_time += spent
                k += 1
                state = ENGINE.apply(state, seat, move.notation)
                if state["turn"] != turn:
                    per_turn.append(turn_time)
                    turn_time, turn = 0.0, state["turn"]
            result = ENGINE.result(state)
            print(f"  greedy {players}p seed {seed}: {[s.score for s in result.standings]} "
                  f"winners {result.winners}")
        print(f"greedy {players}p: per decision p50 {pct(per_decision, .5) * 1e3:.0f} ms, p95 "
              f"{pct(per_decision, .95) * 1e3:.0f} ms, max {max(per_decision) * 1e3:.0f} ms; "
              f"per turn p95 {pct(per_turn, .95) * 1e3:.0f} ms, max "
              f"{max(per_turn) * 1e3:.0f} ms")


def bench_render(late: list[dict], states_for_tree: list[dict]) -> None:
    biggest = max(states_for_tree, key=lambda s: max(len(x["tree"]) for x in s["seats"]))
    size = max(len(x["tree"]) for x in biggest["seats"])
    names = [f"Player {i + 1}" for i in range(biggest["players"])]
    view = ENGINE.view(biggest, None)
    RENDERER.boards(view, names)  # warm the sprite caches, as a running bot would
    times, walls, sizes = [], [], []
    for _ in range(10):
        t, w = time.process_time(), time.perf_counter()
        images = RENDERER.boards(view, names)
        times.append(time.process_time() - t)
        walls.append(time.perf_counter() - w)
        sizes = [len(i.png) for i in images]
    print(f"render boards (board + {len(sizes) - 1} trees), largest tree {size} tiles: median "
          f"{statistics.median(times) * 1e3:.0f} ms cpu ({statistics.median(walls) * 1e3:.0f} "
          f"wall), bytes {sizes} (max {max(sizes) // 1024} KB)")
    seat = max(range(biggest["players"]), key=lambda s: len(biggest["seats"][s]["tree"]))
    state = {**biggest, "active": seat, "phase": "cultivate",
             "step": {"allowance": {"wood": 1, "leaf": 1, "flower": 1, "fruit": 1, "any": 1},
                      "placed": 0, "card": None}}
    state["seats"] = [dict(s) for s in state["seats"]]
    state["seats"][seat] = {**state["seats"][seat],
                            "supply": {"wood": 1, "leaf": 1, "flower": 1, "fruit": 1}}
    moves = [m for m in ENGINE.legal_moves(state, seat) if m.notation.startswith("place leaf")]
    choices = [DecisionChoice(m.marker or "", (m.notation,)) for m in moves]
    times = []
    for _ in range(10):
        t = time.process_time()
        image = RENDERER.decision(ENGINE.view(state, seat), seat, names, choices)
        times.append(time.process_time() - t)
    assert image is not None
    print(f"render decision ({len(choices)} numbered cells): median "
          f"{statistics.median(times) * 1e3:.0f} ms cpu, {len(image.png) // 1024} KB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--greedy-games", type=int, default=3)
    args = parser.parse_args()
    late = bench_playouts(args.games)
    bench_moves(late)
    bench_greedy(args.greedy_games)
    trees = [s for seed in range(20) for s in playout(4, seed, bias=0.95)[::7]]
    bench_render(late, trees)


if __name__ == "__main__":
    main()
