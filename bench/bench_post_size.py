"""How much a turn's post weighs: the pictures ``Renderer.turn_boards`` gives for the
seats that must act (issue 19: a post must fit a phone, within 300 KB; Kokeshi's used to
post 304–313 KB over five pictures), against every picture of the board.

Seeded random games of every game at every player count; every ``--every``-th decision
is drawn. One line per game::

    <game> post median M KB max X KB (pictures P) · every board max Y KB (pictures Q)

Run: ``python bench/bench_post_size.py [--games N] [--every K]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.app.boards import FOCUS_LIMIT
from bot.games import registry
from rendering.base import get_renderer


def measure(kind: str, games: int, every: int) -> tuple[list[int], int, int, int]:
    engine, renderer = registry()[kind], get_renderer(kind)
    posts: list[int] = []
    most_pictures = whole_max = whole_pictures = 0
    for players in range(max(2, engine.min_players), engine.max_players + 1):
        names = [f"Player {n + 1}" for n in range(players)]
        for seed in range(1, games + 1):
            state = engine.setup(players, seed, engine.engine_options({}))
            rng = random.Random(seed)
            decisions = 0
            while not engine.is_over(state) and decisions < 2000:
                if decisions % every == 0:
                    view = engine.view(state, None)
                    post = renderer.turn_boards(view, names,
                                                engine.to_move(state)[:FOCUS_LIMIT])
                    posts.append(sum(len(i.png) for i in post))
                    most_pictures = max(most_pictures, len(post))
                    if decisions % (every * 10) == 0:
                        whole = renderer.boards(view, names)
                        whole_max = max(whole_max, sum(len(i.png) for i in whole))
                        whole_pictures = max(whole_pictures, len(whole))
                seat = engine.to_move(state)[0]
                move = rng.choice(engine.legal_moves(state, seat))
                state = engine.apply(state, seat, move.notation)
                decisions += 1
    return posts, most_pictures, whole_max, whole_pictures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1, help="seeded games per player count")
    parser.add_argument("--every", type=int, default=10, help="draw every K-th decision")
    args = parser.parse_args()
    for kind in sorted(registry()):
        posts, pictures, whole, whole_pictures = measure(kind, args.games, args.every)
        print(f"{kind} post median {statistics.median(posts) / 1024:.0f} KB "
              f"max {max(posts) / 1024:.0f} KB (pictures {pictures}) · every board max "
              f"{whole / 1024:.0f} KB (pictures {whole_pictures})", flush=True)


if __name__ == "__main__":
    main()
