"""Splendor playout speed: uniform random legal moves until the game ends.

Prints full games per second for 2 and 4 players, average moves (applies) per game and
the time per move (one ``legal_moves`` plus one ``apply``). Seeded, so runs compare.

    python bench/bench_splendor_playouts.py [--games 200] [--players 2 4]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.base import Rng
from bot.games.splendor.engine import ENGINE


def playout(players: int, seed: int) -> tuple[int, str]:
    """One random game; returns (moves applied, end reason)."""
    state = ENGINE.setup(players, seed, {})
    rng = Rng.from_seed(seed * 31 + players)
    moves = 0
    while True:
        to_move = ENGINE.to_move(state)
        if not to_move:
            return moves, state["end_reason"]
        seat = to_move[0]
        legal = ENGINE.legal_moves(state, seat)
        state = ENGINE.apply(state, seat, legal[rng.below(len(legal))].notation)
        moves += 1


def bench(players: int, games: int) -> None:
    playout(players, 10_000)  # warm the move and parse caches, as a running bot would
    reasons: Counter[str] = Counter()
    total_moves = 0
    start = time.perf_counter()
    for seed in range(games):
        moves, reason = playout(players, seed)
        total_moves += moves
        reasons[reason] += 1
    elapsed = time.perf_counter() - start
    print(
        f"{players} players: {games / elapsed:7.1f} games/s, "
        f"{total_moves / games:6.1f} moves/game, "
        f"{elapsed / total_moves * 1e6:6.1f} µs/move "
        f"({games} games in {elapsed:.2f} s; ends: {dict(reasons)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    args = parser.parse_args()
    for players in args.players:
        bench(players, args.games)


if __name__ == "__main__":
    main()
