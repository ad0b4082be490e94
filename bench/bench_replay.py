"""Benchmark: what `/game replay`'s animation costs to draw.

    python bench/bench_replay.py [--game kokeshi] [--players 3] [--seed 1]

Plays a seeded random game of each game (or of ``--game``) to its end and draws its
replay as the bot does (the positions sampled here, the frames and the GIF in one call,
which the bot runs in a render worker): prints the positions, the frames kept, the GIF's
size and the CPU and wall time of the drawing, with the machine's load.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.replay import REPLAY_FRAMES, frame_indices, render_sampled_replay
from bot.games import get_engine, registry

NAMES = ["Ann", "Ben", "Cid", "Dee"]


def played_states(kind: str, players: int, seed: int) -> list[object]:
    """Every position of a random game to its end (or 600 moves)."""
    engine, rng = get_engine(kind), random.Random(seed)
    states = [engine.setup(players, seed, engine.engine_options({}))]
    while not engine.is_over(states[-1]) and len(states) <= 600:
        seat = engine.to_move(states[-1])[0]
        move = rng.choice(engine.legal_moves(states[-1], seat))
        states.append(engine.apply(states[-1], seat, move.notation))
    return states


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(registry()))
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    for kind in args.game or sorted(registry()):
        players = max(get_engine(kind).min_players,
                      min(args.players, get_engine(kind).max_players))
        states = played_states(kind, players, args.seed)
        turns = frame_indices(len(states), REPLAY_FRAMES)
        cpu, wall = time.process_time(), time.perf_counter()
        replay = render_sampled_replay(kind, NAMES[:players], [states[i] for i in turns],
                                       turns, len(states) - 1)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(f"{kind} ({players} players): {len(states)} positions, "
              f"{len(replay.turns)} frames, GIF {len(replay.gif) // 1024} KiB, "
              f"CPU {cpu:.1f} s, wall {wall:.1f} s")


if __name__ == "__main__":
    main()
