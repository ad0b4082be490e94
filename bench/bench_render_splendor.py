"""Benchmark: time and bytes of each Splendor picture.

    python bench/bench_render_splendor.py [--runs 200] [--games 2] [--turns-only]

First, turn after turn (the figure issue 20 asks for): seeded 4-player games of random
legal moves, and after every move what the bot draws for it: the post's pictures
(``shared_boards``: the market and the players), the decision picture of the seat to move
(its buy and reserve places numbered) and that seat's private hand. Prints the median and
p95 CPU time of each, for the early boards (the first third of a game's moves) and the
late ones (the last third), with the machine's load. Games are drawn one after another
in one process, as a render worker draws the boards of the games sent to it.

Then, for one fixed position each:

for a late-game 4-player board (the budget case: median ≤ 60 ms, ≤ 300 KB per board) and
a mid-game 2-player board, prints for each image (the market and the players, which
``boards()`` posts together, then the decision picture and the private hand) its size,
median and p95 render time (compose + PNG encode + alt text) and PNG bytes, and the total
of ``boards()``. Two regimes: "turn", where card, noble and chip sprites are cached (the
steady state of a running bot) but every string is drawn afresh, as if all text had
changed since the last turn; and "repeat", where the text cache is warm too. Also the
first cold render of everything. Each figure is wall time, with the CPU time of the
process beside it (the fairer figure when the machine is busy).
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

from rendering import common
from rendering import splendor as sr
from rendering.base import DecisionChoice, RenderedImage
from tests.rendering.test_splendor_render import NAMES, make_view, owner_view, public

EMOJI_NAMES = ["Alice 🦊", NAMES[1], "Chen 🎲", "Dee"]


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def spread(values: list[float]) -> str:
    return f"median {statistics.median(values):6.1f} ms   p95 {percentile(values, .95):6.1f} ms"


def clear_text_caches() -> None:
    common.text_sprite.cache_clear()
    common.tag_sprite.cache_clear()
    common.text_width.cache_clear()
    common.rich_sprite.cache_clear()
    common.rich_width.cache_clear()


def timed(render: Callable[[], object], runs: int, cold_text: bool,
          clock: Callable[[], float] = time.perf_counter) -> list[float]:
    times = []
    for _ in range(runs):
        if cold_text:
            clear_text_caches()
        t0 = clock()
        render()
        times.append((clock() - t0) * 1000)
    return times


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
        "players": lambda: RenderedImage(common.encode_png(sr.players_image(view, names)),
                                         sr.players_alt(view, names), "players.png"),
        "decision": lambda: sr.RENDERER.decision(own, 1, names, choices),
        "hand": lambda: sr.RENDERER.hand(own, 1, names),
    }
    common.clear_caches()
    start = time.perf_counter()
    for render in images.values():
        render()
    cold = (time.perf_counter() - start) * 1000
    print(f"{label}   (cold first render of all four: {cold:.0f} ms)")
    for name, render in images.items():
        picture = render()
        assert picture is not None
        width, height = Image.open(io.BytesIO(picture.png)).size
        turn = timed(render, runs, cold_text=True)
        cpu = timed(render, runs, cold_text=True, clock=time.process_time)
        repeat = timed(render, runs, cold_text=False)
        print(f"  {name:9} {width}x{height}  {len(picture.png):>8,} bytes  alt {len(picture.alt):4}"
              f"   turn {spread(turn)} (CPU median {statistics.median(cpu):5.1f} ms)"
              f"   repeat median {statistics.median(repeat):5.1f} ms")
    both = timed(lambda: sr.RENDERER.boards(view, names), runs, cold_text=True)
    both_cpu = timed(lambda: sr.RENDERER.boards(view, names), runs, cold_text=True,
                     clock=time.process_time)
    total = sum(len(p.png) for p in sr.RENDERER.boards(view, names))
    print(f"  boards()  market + players: turn {spread(both)} (CPU median "
          f"{statistics.median(both_cpu):.1f} ms), {total:,} bytes in all")


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
    parser.add_argument("--runs", type=int, default=200)
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
