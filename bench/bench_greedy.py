"""Benchmark: how long the greedy computer player thinks, on Splendor.

    python bench/bench_greedy.py [--games 5] [--game splendor]

Greedy tries every legal move (and follows its own choices to the end of the turn), so
its cost grows with the number of legal moves and with the player count (``evaluate``
compares against every opponent). It runs in a worker thread of the bot, so what matters
is that a move stays well under a second on a small host. Prints, for 2 and 4 players,
the median and maximum time per greedy move over a few seeded greedy-vs-greedy games,
the moves per game, and how many whole greedy-vs-greedy games are played per second.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.players import choose_move
from bot.games import get_engine
from bot.games.base import Engine


def greedy_game(engine: Engine, players: int, seed: int) -> list[float]:
    """One greedy-vs-greedy game; the thinking time of each move, in seconds."""
    options = {spec.name: spec.default for spec in engine.options}
    state = engine.setup(players, seed, options)
    times = []
    while not engine.is_over(state):
        seat = engine.to_move(state)[0]
        start = time.perf_counter()
        move = choose_move(engine, state, seat, "greedy", seed * 100_003 + len(times))
        times.append(time.perf_counter() - start)
        state = engine.apply(state, seat, move.notation)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5, help="seeded games per player count")
    parser.add_argument("--game", default="splendor")
    args = parser.parse_args()
    engine = get_engine(args.game)
    print(f"greedy on {engine.title}, {args.games} seeded greedy-vs-greedy games per count")
    for players in sorted({engine.min_players, engine.max_players}):
        per_move: list[float] = []
        moves_per_game = []
        start = time.perf_counter()
        for seed in range(args.games):
            times = greedy_game(engine, players, seed)
            per_move += times
            moves_per_game.append(len(times))
        elapsed = time.perf_counter() - start
        print(f"{players} players: per move median {statistics.median(per_move) * 1000:6.1f} ms"
              f"   max {max(per_move) * 1000:6.1f} ms   ({len(per_move)} moves, "
              f"{statistics.mean(moves_per_game):.0f} per game)")
        print(f"           {args.games / elapsed:.2f} games per second "
              f"({elapsed / args.games:.2f} s per game)")


if __name__ == "__main__":
    main()
