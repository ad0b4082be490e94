"""Benchmark: Zensō engine, computer player and pictures.

    python bench/bench_zenso.py [--games 4] [--greedy-games 1]

Prints, with no timing assertion anywhere:

- ``legal_moves`` p95 (and max, with the moves count) and ``apply`` median over late
  positions of 4-player games (the last third of each game);
- random playouts per second for 2, 3 and 4 players;
- the greedy computer player through the core's ``choose_move`` (its budget:
  ``candidate_moves``, ``evaluation_budget``, ``lookahead_steps``) in whole greedy
  4-player games: per decision median, p95 and the worst decision of the game (with the
  position's phase and options), and per turn median, p95 and max;
- a late 4-player board: the render of all its board images together (the budget's
  figure: median wall clock, with CPU time beside it and the load average), each image's
  bytes, the same boards turn after turn as the bot posts them, and the decision pictures
  of a placement (its anchor and rotation steps) and of a Harmony validation, and the
  private hand.
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
from bot.app.players import SearchStats, choose_move
from bot.games.base import Rng
from bot.games.zenso.engine import ENGINE as E
from rendering.base import DecisionChoice
from rendering.common import clear_caches
from rendering.zenso import RENDERER
from tests.games.zenso.support import random_game

NAMES = ["Ann", "Ben", "Cid", "Dee"]


def timed(fn, repeat: int = 1):
    start = time.perf_counter()
    for _ in range(repeat):
        value = fn()
    return value, (time.perf_counter() - start) / repeat


def engine_figures(games: int) -> None:
    legal_times, apply_times, counts = [], [], []
    for seed in range(games):
        states, log = random_game(4, seed, check=False)
        for index in range(len(log) * 2 // 3, len(log)):
            s = states[index]
            seat = E.to_move(s)[0]
            ms, took = timed(lambda s=s, seat=seat: E.legal_moves(s, seat))
            legal_times.append(took)
            counts.append(len(ms))
            _, took = timed(lambda s=s, i=index, log=log: E.apply(s, *log[i]))
            apply_times.append(took)
    worst = max(range(len(legal_times)), key=legal_times.__getitem__)
    print(f"late 4-player positions: {len(legal_times)}; legal_moves p95 "
          f"{p95(legal_times) * 1000:.2f} ms, max {max(legal_times) * 1000:.2f} ms "
          f"({counts[worst]} moves), moves median {statistics.median(counts)}, "
          f"max {max(counts)}")
    print(f"apply median {statistics.median(apply_times) * 1000:.3f} ms, "
          f"p95 {p95(apply_times) * 1000:.3f} ms")


def playouts(games: int) -> None:
    for players in (2, 3, 4):
        start = time.perf_counter()
        moves = 0
        for seed in range(games):
            s = E.setup(players, seed, {})
            rng = Rng(seed)
            while not E.is_over(s):
                seat = E.to_move(s)[0]
                ms = E.legal_moves(s, seat)
                s = E.apply(s, seat, ms[rng.below(len(ms))].notation)
                moves += 1
        spent = time.perf_counter() - start
        print(f"random playouts, {players} players: {games / spent:.2f} games/s "
              f"({moves / games:.0f} moves per game)")


def greedy(games: int) -> None:
    per_decision: list[tuple[float, str, int, int]] = []
    per_turn: list[float] = []
    for seed in range(games):
        state = E.setup(4, 100 + seed, {})
        turn_time = 0.0
        turn = 0
        step = 0
        while not E.is_over(state):
            seat = E.to_move(state)[0]
            stats = SearchStats()
            legal = len(E.legal_moves(state, seat))
            start = time.perf_counter()
            move = choose_move(E, state, seat, "greedy", seed * 7919 + step, stats)
            took = time.perf_counter() - start
            what = state["queue"][0]["t"] if state["queue"] else state["phase"]
            per_decision.append((took, what, legal, stats.evaluations))
            turn_time += took
            state = E.apply(state, seat, move.notation)
            step += 1
            if state["turn"] != turn:
                per_turn.append(turn_time)
                turn_time, turn = 0.0, state["turn"]
        scores = E.scores(state)
        print(f"greedy game {seed}: {step} decisions, {state['turn']} turns, ended by "
              f"{state['end_reason']}, scores {scores}, placed "
              f"{[len(s['placed']) for s in state['seats']]}")
    times = [t for t, *_ in per_decision]
    worst = max(per_decision)
    print(f"greedy per decision: median {statistics.median(times) * 1000:.0f} ms, "
          f"p95 {p95(times) * 1000:.0f} ms, worst {worst[0] * 1000:.0f} ms "
          f"(a '{worst[1]}' decision with {worst[2]} legal moves, {worst[3]} evaluations)")
    print(f"greedy per turn: median {statistics.median(per_turn) * 1000:.0f} ms, "
          f"p95 {p95(per_turn) * 1000:.0f} ms, max {max(per_turn) * 1000:.0f} ms")


def measured(fn, repeat: int):
    """``fn``'s value, and its median wall-clock and CPU (this thread) times in seconds:
    the CPU figure says how much of the wall time the machine's other load added."""
    walls, cpus = [], []
    for _ in range(repeat):
        cpu, wall = time.thread_time(), time.perf_counter()
        value = fn()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.thread_time() - cpu)
    return value, statistics.median(walls), statistics.median(cpus)


def positional_choices(state, seat: int, verb: str) -> list[DecisionChoice]:
    """The buttons of a positional decision: notations grouped by their marker."""
    markers: dict[str, list[str]] = {}
    for m in E.legal_moves(state, seat):
        if m.notation.startswith(verb):
            markers.setdefault(m.marker or "", []).append(m.notation)
    return [DecisionChoice(k, tuple(v)) for k, v in markers.items()]


def rotation_choices(state, seat: int) -> list[DecisionChoice]:
    """The rotation step of the anchor with the most rotations: one button per rotation,
    all under the anchor's marker (as the turn panel offers them)."""
    by_marker = positional_choices(state, seat, "place")
    widest = max(by_marker, key=lambda choice: len(choice.notations))
    return [DecisionChoice(widest.marker, (n,)) for n in widest.notations]


def decision_figure(what: str, state, verb: str, noun: str, repeat: int,
                    choose=None) -> None:
    """Time and bytes of the decision picture for the active seat's ``verb`` choices
    (or those ``choose(state, seat)`` gives)."""
    seat = state["active"]
    choices = (choose or (lambda s, p: positional_choices(s, p, verb)))(state, seat)
    image, wall, cpu = measured(lambda: RENDERER.decision(E.view(state, seat), seat, NAMES,
                                                          choices), repeat)
    print(f"{what} decision picture ({len(choices)} {noun}): {wall * 1000:.1f} ms "
          f"(CPU {cpu * 1000:.1f} ms), {len(image.png) // 1024} KB")


def renders(repeat: int = 15) -> None:
    load = " ".join(f"{v:.2f}" for v in os.getloadavg())
    print(f"pictures (load average {load}; ms are medians, wall clock then CPU):")
    states, _ = random_game(4, 3, check=False)
    late = states[int(len(states) * 0.95)]
    view = E.view(late, None)
    clear_caches()
    _, cold, _ = measured(lambda: RENDERER.boards(view, NAMES), 1)
    images, wall, cpu = measured(lambda: RENDERER.boards(view, NAMES), repeat)
    print(f"late 4-player board, all {len(images)} board images together: {wall * 1000:.1f} ms "
          f"(CPU {cpu * 1000:.1f} ms) over {repeat} renders; first render with empty caches "
          f"{cold * 1000:.1f} ms")
    print(f"  bytes: {sum(len(i.png) for i in images) // 1024} KB in all; "
          + ", ".join(f"{i.filename} {len(i.png) // 1024} KB" for i in images))
    _, wall, cpu = measured(lambda: RENDERER.board(view, NAMES), repeat)
    print(f"  market image alone: {wall * 1000:.1f} ms (CPU {cpu * 1000:.1f} ms)")
    # As the bot posts them: one board after each turn of the last third of a game, each
    # drawn once, caches carried from turn to turn (gardens grow, the row changes).
    turn_ends = [s for prev, s in itertools.pairwise(states)
                 if s["turn"] != prev["turn"]]
    turn_ends = turn_ends[len(turn_ends) * 2 // 3:]
    clear_caches()
    per_turn = [measured(lambda s=s: RENDERER.boards(E.view(s, None), NAMES), 1)[1:]
                for s in turn_ends]
    walls = [w for w, _ in per_turn]
    print(f"  turn after turn ({len(turn_ends)} late turns, each board once): "
          f"{statistics.median(walls) * 1000:.1f} ms (CPU "
          f"{statistics.median(c for _, c in per_turn) * 1000:.1f} ms), max "
          f"{max(walls) * 1000:.1f} ms")
    placing = next(s for s in reversed(states) if s["queue"] and s["queue"][0]["t"] == "place")
    decision_figure("placement", placing, "place", "anchors", repeat)
    decision_figure("placement rotation step", placing, "place", "rotations", repeat,
                    rotation_choices)
    harmony = next(s for s in reversed(states) if s["phase"] == "harmony" and not s["queue"]
                   and positional_choices(s, s["active"], "validate"))
    decision_figure("Harmony validation", harmony, "validate", "footprints", repeat)
    image, wall, cpu = measured(lambda: RENDERER.hand(E.view(late, 0), 0, NAMES), repeat)
    print(f"hand picture ({len(late['seats'][0]['hand'])} cards): {wall * 1000:.1f} ms "
          f"(CPU {cpu * 1000:.1f} ms), {len(image.png) // 1024} KB")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--greedy-games", type=int, default=1)
    args = parser.parse_args()
    engine_figures(args.games)
    playouts(args.games)
    renders()
    greedy(args.greedy_games)


if __name__ == "__main__":
    main()
