"""Benchmark: time and bytes of each Splendor picture.

    python bench/bench_render_splendor.py [--runs 200] [--games 2] [--turns-only]

First, turn after turn (the figure issue 20 asks for): seeded 4-player games of random
legal moves, and after every move what the bot draws for it: the post's pictures
(``shared_boards``: the market and the players), the decision picture of the seat to move
(its buy and reserve places numbered) and that seat's private hand. Prints the median and
p95 CPU time of each, for the early boards (the first third of a game's moves) and the
late ones (the last third), with the machine's load. Games are drawn one after another
in one process, as a render worker draws the boards of the games sent to it.

Then, for one fixed position each, a late-game 4-player board and a mid-game 2-player
board: each image's size, PNG bytes and alt text length (the market and the players,
which a turn posts together, then the decision picture and the private hand), and the CPU
time to render it (compose, PNG, alt text) in two regimes: "cold", every cache emptied
first (a worker's first picture), and "repeat", the same picture again (every strip
cached); then the post's two pictures together.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image

from bench.figures import cpu_times, percentile, spread
from rendering import common
from rendering import splendor as sr
from rendering.base import DecisionChoice, RenderedImage
from tests.rendering.test_splendor_render import NAMES, make_view, owner_view, public

EMOJI_NAMES = ["Alice 🦊", NAMES[1], "Chen 🎲", "Dee"]


def timed(render: Callable[[], object], runs: int, cold: bool) -> list[float]:
    """CPU ms of ``render()``, every cache emptied first when ``cold``."""
    return cpu_times(render, runs, common.clear_caches if cold else None)


def choices_for(view: dict, seat: int) -> list[DecisionChoice]:
    choices = []
    for tier in (1, 2, 3):
        for position, card in enumerate(view["market"][str(tier)], start=1):
            if card:
                choices.append(DecisionChoice(str(len(choices) + 1), (f"buy T{tier}-{position}",)))
    for entry in view["seats"][seat]["reserved"]:
        if entry["id"]:
            choices.append(DecisionChoice(str(len(choices) + 1), (f"buy {entry['id']}",)))
    return choices


def bench(label: str, players: int, seed: int, progress: float, runs: int) -> None:
    raw = make_view(players, seed=seed, progress=progress)
    view = public(raw)
    names = EMOJI_NAMES[:players]
    own = owner_view(raw, 1)
    choices = choices_for(own, 1)
    images: dict[str, Callable[[], RenderedImage | None]] = {
        "market": lambda: sr.RENDERER.board(view, names),
        "players": lambda: sr.RENDERER.shared_boards(view, names)[1],
        "decision": lambda: sr.RENDERER.decision(own, 1, names, choices),
        "hand": lambda: sr.RENDERER.hand(own, 1, names),
    }
    print(f"{label} (CPU time)")
    cold_runs = max(1, min(runs, 10))
    for name, render in images.items():
        picture = render()
        assert picture is not None
        width, height = Image.open(io.BytesIO(picture.png)).size
        cold = timed(render, cold_runs, cold=True)
        repeat = timed(render, runs, cold=False)
        print(f"  {name:9} {width}x{height}  {len(picture.png):>8,} bytes  alt {len(picture.alt):4}"
              f"   cold median {statistics.median(cold):6.1f} ms   repeat {spread(repeat)}")
    post = lambda: sr.RENDERER.shared_boards(view, names)  # noqa: E731
    total = sum(len(p.png) for p in post())
    print(f"  the post (market + players): cold median "
          f"{statistics.median(timed(post, cold_runs, cold=True)):.1f} ms, repeat "
          f"{spread(timed(post, runs, cold=False))}, {total:,} bytes in all")


def engine_choices(engine: object, state: dict, seat: int) -> list[DecisionChoice]:
    """The places a buy or reserve names, numbered as a panel numbers its buttons, each
    with the moves under it."""
    under: dict[str, list[str]] = {}
    for move in engine.legal_moves(state, seat):  # type: ignore[attr-defined]
        words = move.notation.split()
        if words[0] in ("buy", "reserve") and len(words) > 1:
            under.setdefault(f"{words[0]} {words[1]}", []).append(move.notation)
    return [DecisionChoice(str(n), tuple(notations))
            for n, notations in enumerate(under.values(), start=1)][:25]


def turn_after_turn(games: int, players: int = 4) -> None:
    """CPU ms of each picture the bot draws after each move, early and late in a game."""
    from bot.games.splendor.engine import ENGINE

    names = EMOJI_NAMES[:players]
    figures: dict[tuple[str, str], list[float]] = {}
    boards = 0
    common.clear_caches()
    for seed in range(games):
        state = ENGINE.setup(players, 500 + seed, {})
        rng = random.Random(seed)
        timeline: list[tuple[str, float]] = []
        while ENGINE.to_move(state):
            seat = ENGINE.to_move(state)[0]
            move = rng.choice(ENGINE.legal_moves(state, seat))
            state = ENGINE.apply(state, seat, move.notation)
            public_view = ENGINE.view(state, None)
            renders: list[tuple[str, Callable[[], object]]] = [
                ("boards", lambda v=public_view: sr.RENDERER.shared_boards(v, names))]
            for acting in ENGINE.to_move(state)[:1]:
                own = ENGINE.view(state, acting)
                choices = engine_choices(ENGINE, state, acting)
                renders.append(("decision", lambda o=own, a=acting, ch=choices:
                                sr.RENDERER.decision(o, a, names, ch)))
                renders.append(("hand", lambda o=own, a=acting: sr.RENDERER.hand(o, a, names)))
            for name, render in renders:
                cpu = time.process_time()
                render()
                timeline.append((name, (time.process_time() - cpu) * 1000))
            boards += 1
        plies = sum(1 for name, _ in timeline if name == "boards")
        ply = 0
        for name, took in timeline:
            ply += name == "boards"
            part = ("early" if ply <= plies // 3 else "late" if ply > 2 * plies // 3
                    else "middle")
            figures.setdefault((part, name), []).append(took)
    print(f"turn after turn: {games} seeded {players}-player games of random moves, "
          f"{boards} positions (load average {os.getloadavg()[0]:.1f})")
    for part in ("early", "late"):
        for name in ("boards", "decision", "hand"):
            values = figures.get((part, name), [])
            if values:
                label = "market + players" if name == "boards" else name
                print(f"  {part:5} {label:16} CPU median {statistics.median(values):5.1f} ms   "
                      f"p95 {percentile(values, .95):5.1f} ms   ({len(values)} pictures)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--turns-only", action="store_true",
                        help="only the turn-after-turn figures")
    args = parser.parse_args()
    # Wall times suffer when other work shares the machine; CPU times much less so.
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    turn_after_turn(args.games)
    if args.turns_only:
        return
    bench("late game, 4 players", 4, 4, 1.0, args.runs)
    bench("mid game, 2 players", 2, 2, 0.5, args.runs)


if __name__ == "__main__":
    main()
