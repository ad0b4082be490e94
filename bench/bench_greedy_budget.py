"""The greedy computer player's budget: time and evaluations per decision, and its
strength against the previous greedy.

    python bench/bench_greedy_budget.py [--games 40]

Prints, for the thousand-move toy game and for every registered engine, the median,
p95 and worst time per decision and the apply+evaluate calls it cost; then the win rate
of today's greedy against the previous one (every move tried, every sub-decision of the
turn followed) over seeded 2-player Splendor games, seats alternated.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.players import SearchStats, choose_move
from bot.games import all_engines
from bot.games.base import Engine, IllegalMove, Move, Rng, State
from tests.toys import WIDE


def previous_greedy(engine: Engine, state: State, seat: int, seed: int) -> Move:
    """The greedy player before the budget (kept here as the yardstick)."""
    moves = engine.legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0]
    searched = engine.determinize(state, seat, Rng.from_seed(seed))
    best, best_value = moves[0], float("-inf")
    for move in moves:
        try:
            after = engine.apply(searched, seat, move.notation)
            for _ in range(12):
                if seat not in engine.to_move(after):
                    break
                after = max((engine.apply(after, seat, m.notation)
                             for m in engine.legal_moves(after, seat)),
                            key=lambda s: engine.evaluate(s, seat))
        except IllegalMove:
            continue
        value = engine.evaluate(after, seat)
        if value > best_value:
            best, best_value = move, value
    return best


def decisions(engine: Engine, players: int, seeds: range, limit: int = 400):
    times: list[float] = []
    costs: list[int] = []
    for seed in seeds:
        state = engine.setup(players, seed, {s.name: s.default for s in engine.options})
        for step in range(limit):
            seats = engine.to_move(state)
            if not seats:
                break
            seat = seats[0]
            stats = SearchStats()
            started = time.perf_counter()
            move = choose_move(engine, state, seat, "greedy", seed * 1000 + step, stats)
            times.append(time.perf_counter() - started)
            costs.append(stats.evaluations)
            state = engine.apply(state, seat, move.notation)
    return times, costs


def report(name: str, times: list[float], costs: list[int]) -> None:
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    print(f"{name:<28} decisions {len(times):>5}  median {statistics.median(times) * 1e3:7.1f} ms"
          f"  p95 {p95 * 1e3:7.1f} ms  worst {ordered[-1] * 1e3:7.1f} ms"
          f"  evaluations median {int(statistics.median(costs))} max {max(costs)}")


def win_rate(games: int) -> None:
    engine = all_engines()["splendor"]
    wins = ties = 0
    for game in range(games):
        new_seat = game % 2
        state = engine.setup(2, 1000 + game, {})
        step = 0
        while engine.to_move(state):
            seat = engine.to_move(state)[0]
            if seat == new_seat:
                move = choose_move(engine, state, seat, "greedy", game * 997 + step)
            else:
                move = previous_greedy(engine, state, seat, game * 997 + step)
            state = engine.apply(state, seat, move.notation)
            step += 1
        result = engine.result(state)
        assert result is not None
        if new_seat in result.winners:
            if len(result.winners) > 1:
                ties += 1
            else:
                wins += 1
    losses = games - wins - ties
    print(f"Splendor 2p, budgeted greedy vs previous greedy over {games} seeded games "
          f"(seats alternated): {wins} wins, {ties} shared, {losses} losses — "
          f"win rate {wins / games:.0%}, not worse in {(wins + ties) / games:.0%}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    report("wide toy (1000 moves)", *decisions(WIDE, 2, range(3)))
    for kind, engine in sorted(all_engines().items()):
        report(f"{kind} {engine.max_players}p", *decisions(engine, engine.max_players, range(2)))
    win_rate(args.games)


if __name__ == "__main__":
    main()
