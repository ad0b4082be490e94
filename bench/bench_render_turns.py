"""CPU time of a turn's post in every game, turn after turn (issue 20: a late 4-player
board should cost ≤ 10 ms of CPU in every game).

Seeded games of random legal moves at 4 players (or the most a game seats), and after
every move what the bot posts for it: ``Renderer.turn_boards`` for the seats that must
act (the pictures ``python -m bot run`` has a render worker draw for a turn). Prints, per
game, the median and p95 CPU time of the early posts (the first third of a game's moves)
and the late ones (the last third), with the machine's load. The games are drawn one
after another in one process, as a render worker draws whatever games it is sent.

``--ceiling MiB`` empties the heaviest caches after a picture past that resident memory,
as a worker does (``RENDER_WORKER_MIB``, default 0 here: never), to show what the
ceiling costs.

    python bench/bench_render_turns.py [--games 2] [--players 4] [--ceiling 0]
        [--only splendor,zenso]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import p95
from bot.app import worker_memory
from bot.app.boards import FOCUS_LIMIT
from bot.games import registry
from rendering.base import get_renderer


def game_posts(kind: str, players: int, seed: int, ceiling: float) -> list[float]:
    """CPU seconds of each turn's post of one seeded game, in move order."""
    engine, renderer = registry()[kind], get_renderer(kind)
    players = max(engine.min_players, min(players, engine.max_players))
    names = [f"Player {n + 1}" for n in range(players)]
    state = engine.setup(players, seed, engine.engine_options({}))
    rng = random.Random(seed)
    times: list[float] = []
    for _ in range(3000):
        if engine.is_over(state):
            break
        seat = engine.to_move(state)[0]
        move = rng.choice(engine.legal_moves(state, seat))
        before = engine.turn_number(state)
        state = engine.apply(state, seat, move.notation)
        if engine.turn_number(state) == before and not engine.is_over(state):
            continue  # the turn goes on: nothing is posted yet
        view = engine.view(state, None)
        focus = engine.to_move(state)[:FOCUS_LIMIT] if not engine.is_over(state) else []
        started = time.process_time()
        renderer.turn_boards(view, names, focus)
        worker_memory.settle(ceiling)
        times.append(time.process_time() - started)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="seeded games per game")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--ceiling", type=float, default=0.0,
                        help="empty caches past this resident MiB after a picture (0: never)")
    parser.add_argument("--only", default="", help="comma-separated games (default: all)")
    args = parser.parse_args()
    worker_memory.tune_malloc()
    kinds = [k for k in registry() if not args.only or k in args.only.split(",")]
    print(f"turn posts, {args.players} players, {args.games} games each, ceiling "
          f"{args.ceiling or 'none'} (load {' '.join(f'{x:.1f}' for x in os.getloadavg())})")
    for kind in kinds:
        early: list[float] = []
        late: list[float] = []
        for seed in range(1, args.games + 1):
            times = game_posts(kind, args.players, seed, args.ceiling)
            third = max(1, len(times) // 3)
            early += times[:third]
            late += times[-third:]
        print(f"{kind:<22} early median {statistics.median(early) * 1000:5.1f} ms "
              f"p95 {p95(early) * 1000:5.1f} ms   late median "
              f"{statistics.median(late) * 1000:5.1f} ms p95 {p95(late) * 1000:5.1f} ms "
              f"(n={len(late)})  RSS {worker_memory.resident_mib():.0f} MiB")


if __name__ == "__main__":
    main()
